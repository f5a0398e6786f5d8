package report

import "testing"

func TestLine(t *testing.T) {
	for f, want := range map[float64]string{50: "Oslo: 10.0°C", 59: "Oslo: 15.0°C", 61: "Oslo: 16.1°C"} {
		if got := Line("Oslo", f); got != want {
			t.Errorf("Line(Oslo, %v) = %q, want %q", f, got, want)
		}
	}
}
