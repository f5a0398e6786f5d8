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
	for m, want := range map[int]string{90: "1h30m", 45: "45m", 120: "2h"} {
		if got := Format(m); got != want {
			t.Errorf("Format(%d) = %q, want %q", m, got, want)
		}
	}
}
