package dryer

import "testing"

func TestFormat(t *testing.T) {
	for cents, want := range map[int]string{225: "$2.25", 5: "$0.05", 500: "$5.00"} {
		if got := Format(cents); got != want {
			t.Errorf("Format(%d) = %q, want %q", cents, got, want)
		}
	}
}
