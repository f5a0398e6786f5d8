// Package honey turns a harvest into jars.
package honey

import "math"

// KgPerFrame is the average honey on a full, capped deep frame.
const KgPerFrame = 2.3

// Harvest is the honey, in kilograms, from capped frames.
func Harvest(frames int) float64 {
	return float64(frames) * KgPerFrame
}

// Jars is how many full jars of jarGrams a harvest of kg fills.
// A partly filled jar does not count.
func Jars(kg float64, jarGrams int) int {
	if jarGrams <= 0 {
		return 0
	}
	return int(math.Floor(kg * 1000 / float64(jarGrams)))
}
