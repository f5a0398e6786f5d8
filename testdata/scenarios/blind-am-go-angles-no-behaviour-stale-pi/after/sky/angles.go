package sky

import "math"

// rad converts degrees to radians.
func rad(deg float64) float64 { return deg * math.Pi / 180 }

// deg converts radians to degrees.
func deg(r float64) float64 { return r * 180 / math.Pi }
