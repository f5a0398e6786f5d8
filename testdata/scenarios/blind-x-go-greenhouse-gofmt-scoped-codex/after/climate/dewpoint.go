package climate

import "math"

// DewPointC is the dew point of r in °C (Magnus formula).
func DewPointC(r Reading) float64 {
	const b, c = 17.62, 243.12
	g := math.Log(r.Humidity/100) + b*r.TempC/(c+r.TempC)
	return c * g / (b - g)
}
