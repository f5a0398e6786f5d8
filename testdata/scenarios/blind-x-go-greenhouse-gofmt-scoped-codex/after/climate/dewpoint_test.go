package climate

import "testing"

func TestDewPoint(t *testing.T) {
	if got := DewPointC(Reading{TempC: 25, Humidity: 50}); got < 13.7 || got > 14.0 {
		t.Fatalf("DewPointC(25C, 50%%) = %.2f, want about 13.85", got)
	}
}
