package climate

import "math"

// Reading is one sensor sample.
type Reading struct {
	TempC    float64 `json:"temp_c"`
	Humidity float64 `json:"humidity"` // relative, 0-100
}

// SaturationKPa is the saturation vapour pressure at tempC (Tetens).
func SaturationKPa(tempC float64) float64 {
	return 0.6108 * math.Exp(17.27*tempC/(tempC+237.3))
}

// VPD is the vapour pressure deficit of r in kPa.
func VPD(r Reading) float64 {
	return SaturationKPa(r.TempC) * (1 - r.Humidity)
}

// Band classifies a VPD for leafy greens.
func Band(vpd float64) string {
	switch {
	case vpd < 0.4:
		return "too humid"
	case vpd <= 1.2:
		return "ok"
	default:
		return "too dry"
	}
}
