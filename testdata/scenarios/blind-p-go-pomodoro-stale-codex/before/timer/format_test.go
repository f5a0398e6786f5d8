package timer

import "testing"

func TestMMSS(t *testing.T) {
	for secs, want := range map[int]string{0: "00:00", 65: "01:05", 1500: "25:00", 599: "09:59"} {
		if got := MMSS(secs); got != want {
			t.Errorf("MMSS(%d) = %q, want %q", secs, got, want)
		}
	}
}
