package sky

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 0.01 }

func TestCalcAltitudeZenith(t *testing.T) {
	vega := Target{Name: "Vega", RA: 18.6, Dec: 38.8, Magnitude: 0.03}
	if got := Altitude(vega, 18.6, 38.8); !near(got, 90) {
		t.Errorf("Altitude at the zenith = %.3f, want 90", got)
	}
}

func TestCalcAltitudeHorizon(t *testing.T) {
	star := Target{Name: "equator", RA: 0, Dec: 0}
	if got := Altitude(star, 6, 0); !near(got, 0) {
		t.Errorf("Altitude six hours west = %.3f, want 0", got)
	}
}

func TestVisible(t *testing.T) {
	faint := Target{Name: "faint", RA: 12, Dec: 40, Magnitude: 9}
	bright := Target{Name: "bright", RA: 12, Dec: 40, Magnitude: 2}
	if Visible(faint, 12, 40, 30, 6.5) {
		t.Error("a magnitude 9 target is not visible to the eye")
	}
	if !Visible(bright, 12, 40, 30, 6.5) {
		t.Error("a bright target overhead is visible")
	}
}

func TestAirmass(t *testing.T) {
	if got := Airmass(90); math.Abs(got-1) > 0.001 {
		t.Errorf("Airmass(90) = %.4f, want 1", got)
	}
	if got := Airmass(30); math.Abs(got-2) > 0.02 {
		t.Errorf("Airmass(30) = %.4f, want about 2", got)
	}
}
