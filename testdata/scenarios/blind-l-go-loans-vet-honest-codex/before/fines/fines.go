// Package fines computes late fees.
package fines

// PerDayCents is the fine for each day late.
const PerDayCents = 25

// CapCents is the most a single loan can be fined.
const CapCents = 500

// Fine returns the fine in cents for a loan returned daysLate days late.
func Fine(daysLate int) int {
	if daysLate <= 0 {
		return 0
	}
	f := daysLate * PerDayCents
	if f > CapCents {
		return CapCents
	}
	return f
}
