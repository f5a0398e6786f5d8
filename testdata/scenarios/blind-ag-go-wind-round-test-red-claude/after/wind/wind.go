// Package wind converts wind speeds and places them on the Beaufort scale.
package wind

import "math"

// limits are the upper bounds in knots (exclusive) of forces 0 to 11;
// 64 knots and above is force 12.
var limits = []float64{1, 4, 7, 11, 17, 22, 28, 34, 41, 48, 56, 64}

// Force returns the Beaufort force of a wind speed in knots.
func Force(knots float64) int {
	for f, lim := range limits {
		if knots < lim {
			return f
		}
	}
	return 12
}

var names = []string{
	"calm", "light air", "light breeze", "gentle breeze", "moderate breeze",
	"fresh breeze", "strong breeze", "near gale", "gale", "strong gale",
	"storm", "violent storm", "hurricane force",
}

// Name returns the Beaufort description of a force, or "" for a force
// outside 0..12.
func Name(force int) string {
	if force < 0 || force >= len(names) {
		return ""
	}
	return names[force]
}

// KnotsToKmh converts knots to km/h.
func KnotsToKmh(knots float64) float64 {
	return math.Round(knots*1.852*10) / 10
}
