package hours

import "time"

// overtime is the time worked in entries beyond limit, never negative.
func overtime(entries []Entry, limit time.Duration) time.Duration {
	if over := Total(entries) - limit; over > 0 {
		return over
	}
	return 0
}
