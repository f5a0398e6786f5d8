// Package reserve holds bikes at a dock for a rider on their way.
package reserve

import (
	"errors"
	"time"
)

// HoldFor is how long a hold lasts.
const HoldFor = 10 * time.Minute

var (
	ErrBadCount  = errors.New("reserve: count must be positive")
	ErrNotEnough = errors.New("reserve: not enough bikes at the dock")
)

// Hold reserves n of the avail bikes at a dock and returns how many stay
// available. Holding every bike at the dock is allowed.
func Hold(avail, n int) (int, error) {
	if n <= 0 {
		return avail, ErrBadCount
	}
	if n > avail {
		return avail, ErrNotEnough
	}
	return avail - n, nil
}

// Expired reports whether a hold placed at start has lapsed at now. A hold
// lapses the moment HoldFor has passed.
func Expired(start, now time.Time) bool {
	return now.Sub(start) >= HoldFor
}
