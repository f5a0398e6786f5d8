package kennel

import "time"

// Nights returns the number of nights billed for a stay from checkIn to
// checkOut: every started 24 hours counts as a night, so a daycare visit
// bills as one night. A checkOut not after checkIn bills nothing.
func Nights(checkIn, checkOut time.Time) int {
	if !checkOut.After(checkIn) {
		return 0
	}
	hours := checkOut.Sub(checkIn).Hours()
	n := int(hours / 24)
	if float64(n*24) < hours {
		n++
	}
	return n
}
