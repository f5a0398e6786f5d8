package text

import "testing"

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
