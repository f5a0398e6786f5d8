package dryer

import "time"

// Prices in cents.
const (
	FirstCycle   = 200 // the first 30 minutes
	PerExtra     = 25  // each further 10 minutes, or part of them
	MaxPerLoad   = 500
	GraceMinutes = 2 // a door opened within 2 minutes costs nothing
)

// Price returns what a dryer run of d costs, in cents.
func Price(d time.Duration) int {
	mins := int(d / time.Minute)
	if mins <= GraceMinutes {
		return 0
	}
	if mins <= 30 {
		return FirstCycle
	}
	extra := (mins - 30 + 9) / 10
	return FirstCycle + extra*PerExtra
}
