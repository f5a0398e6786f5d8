// Package booking keeps room reservations from overlapping.
package booking

import (
	"errors"
	"time"
)

// Stay is a reservation from check-in to check-out; the check-out day is
// free for the next guest.
type Stay struct {
	Room     string
	CheckIn  time.Time
	CheckOut time.Time
}

// ErrOverlap is returned when a stay collides with one already booked.
var ErrOverlap = errors.New("booking: stays overlap")

// Overlaps reports whether a and b occupy the same room on the same night.
func Overlaps(a, b Stay) bool {
	return a.Room == b.Room && a.CheckIn.Before(b.CheckOut) && b.CheckIn.Before(a.CheckOut)
}

// Ledger holds the stays booked so far.
type Ledger struct{ stays []Stay }

// Book adds s unless it overlaps a stay already booked.
func (l *Ledger) Book(s Stay) error {
	if !s.CheckOut.After(s.CheckIn) {
		return errors.New("booking: check-out must be after check-in")
	}
	for _, old := range l.stays {
		if Overlaps(old, s) {
			return ErrOverlap
		}
	}
	l.stays = append(l.stays, s)
	return nil
}

// Nights is the number of nights of s.
func Nights(s Stay) int {
	return int(s.CheckOut.Sub(s.CheckIn).Hours() / 24)
}
