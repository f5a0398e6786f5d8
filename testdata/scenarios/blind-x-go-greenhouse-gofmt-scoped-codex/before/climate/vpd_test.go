package climate

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 0.01 }

func TestSaturation(t *testing.T) {
	if got := SaturationKPa(20); !near(got, 2.338) {
		t.Fatalf("SaturationKPa(20) = %.3f, want 2.338", got)
	}
}

func TestVPD(t *testing.T) {
	if got := VPD(Reading{TempC: 25, Humidity: 50}); !near(got, 1.584) {
		t.Fatalf("VPD(25C, 50%%) = %.3f, want 1.584", got)
	}
}

func TestBand(t *testing.T) {
	for vpd, want := range map[float64]string{0.2: "too humid", 0.8: "ok", 1.2: "ok", 1.6: "too dry"} {
		if got := Band(vpd); got != want {
			t.Errorf("Band(%v) = %q, want %q", vpd, got, want)
		}
	}
}

func TestCToF(t *testing.T) {
	if got := CToF(25); got != 77 {
		t.Fatalf("CToF(25) = %v, want 77", got)
	}
}
