package text

import "testing"

func TestReverse(t *testing.T) {
	if got := Reverse("héllo"); got != "olléh" {
		t.Errorf("Reverse = %q", got)
	}
}

func TestShorten(t *testing.T) {
	cases := []struct {
		in   string
		n    int
		want string
	}{
		{"hello", 10, "hello"},
		{"hello world", 6, "hello…"},
		{"hi", 1, "…"},
	}
	for _, c := range cases {
		if got := Shorten(c.in, c.n); got != c.want {
			t.Errorf("Shorten(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

func TestWordCount(t *testing.T) {
	if got := WordCount("  the quick\tbrown fox \n"); got != 4 {
		t.Errorf("WordCount = %d, want 4", got)
	}
}

func TestLineCount(t *testing.T) {
	for in, want := range map[string]int{"": 0, "a": 1, "a\n": 1, "a\nb": 2, "a\nb\n": 2} {
		if got := LineCount(in); got != want {
			t.Errorf("LineCount(%q) = %d, want %d", in, got, want)
		}
	}
}
