// Package pass prices lift passes.
package pass

// DayRate is the adult price of one day, in cents.
const DayRate = 4800

// Price returns the price in cents of a lift pass valid for days days for
// a skier of the given age. Children (under 12) pay half, seniors (65 and
// over) three quarters; adults buying six days or more get 10% off.
func Price(age, days int) int {
	base := DayRate * days
	if age < 12 {
		return base / 2
	}
	if age >= 65 {
		return base * 3 / 4
	}
	if days > 6 {
		return base * 9 / 10
	}
	return base
}
