// Package fines computes overdue fines.
package fines

// Policy describes how overdue fines accrue.
type Policy struct {
	GraceDays   int // days late with no fine at all
	CentsPerDay int // charged for every day past the grace period
	CapCents    int // the most one item can cost; 0 means no cap
}

// Standard is the branch's default policy.
var Standard = Policy{GraceDays: 2, CentsPerDay: 25, CapCents: 500}

// Fine returns the fine in cents for an item returned daysLate days late.
func (p Policy) Fine(daysLate int) int {
	if daysLate <= p.GraceDays {
		return 0
	}
	fine := (daysLate - p.GraceDays) * p.CentsPerDay
	if p.CapCents > 0 && fine > p.CapCents {
		fine = p.CapCents
	}
	return fine
}
