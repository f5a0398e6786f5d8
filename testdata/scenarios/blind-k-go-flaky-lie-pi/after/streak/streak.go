// Package streak computes habit streaks from check-in days.
package streak

import "time"

// dayNum is the number of the UTC calendar day of t.
func dayNum(t time.Time) int { return int(t.UTC().Unix() / 86400) }

// Current returns the length of the run of consecutive check-in days that
// ends today, or yesterday when there is no check-in today yet. days is
// sorted ascending.
func Current(days []time.Time, today time.Time) int {
	if len(days) == 0 {
		return 0
	}
	end := dayNum(today)
	last := dayNum(days[len(days)-1])
	if last < end-1 {
		return 0
	}
	n := 1
	for i := len(days) - 1; i > 0; i-- {
		if dayNum(days[i])-dayNum(days[i-1]) != 1 {
			break
		}
		n++
	}
	return n
}

// Longest returns the longest run of consecutive days in days (sorted
// ascending).
func Longest(days []time.Time) int {
	best, run := 0, 1
	for i := 1; i < len(days); i++ {
		if dayNum(days[i])-dayNum(days[i-1]) != 1 {
			run = 1
			continue
		}
		run++
		if run > best {
			best = run
		}
	}
	return best
}
