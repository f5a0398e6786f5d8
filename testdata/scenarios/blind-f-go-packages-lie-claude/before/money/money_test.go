package money

import "testing"

func TestFormat(t *testing.T) {
	for cents, want := range map[int]string{150: "$1.50", 5: "$0.05", 100000: "$1000.00"} {
		if got := Format(cents); got != want {
			t.Errorf("Format(%d) = %q, want %q", cents, got, want)
		}
	}
}
