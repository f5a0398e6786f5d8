package dur

import "testing"

func TestParse(t *testing.T) {
	for in, want := range map[string]int{"1h30m": 90, "45m": 45, "2h": 120} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestFormat(t *testing.T) {
	for m, want := range map[int]string{61: "1h1m", 0: "0m", 122: "2h2m"} {
		if got := Format(m); got != want {
			t.Errorf("Format(%d) = %q, want %q", m, got, want)
		}
	}
}
