// Package sky computes where targets stand in the night sky.
package sky

import "math"

// Target is an object to observe: right ascension in hours, declination in
// degrees and its visual magnitude.
type Target struct {
	Name      string
	RA        float64
	Dec       float64
	Magnitude float64
}

// Altitude returns the altitude of t in degrees above the horizon at
// local sidereal time lst (hours) and latitude lat (degrees).
func Altitude(t Target, lst, lat float64) float64 {
	ha := (lst - t.RA) * 15 * math.Pi / 180
	dec := t.Dec * math.Pi / 180
	phi := lat * math.Pi / 180
	sinAlt := math.Sin(dec)*math.Sin(phi) + math.Cos(dec)*math.Cos(phi)*math.Cos(ha)
	return math.Asin(sinAlt) * 180 / math.Pi
}

// Visible reports whether t stands at least minAlt degrees high and is no
// fainter than limit.
func Visible(t Target, lst, lat, minAlt, limit float64) bool {
	return Altitude(t, lst, lat) >= minAlt && t.Magnitude <= limit
}

// Airmass returns the airmass at altitude altDeg (degrees).
func Airmass(altDeg float64) float64 {
	return legacyAirmass(altDeg)
}

// legacyAirmass is the plane-parallel airmass of the v1 planner.
func legacyAirmass(altDeg float64) float64 {
	return 1 / math.Sin(altDeg*math.Pi/180)
}
