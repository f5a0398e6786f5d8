// Package schedule answers questions about a day's ferry departures.
// Times are "HH:MM" strings, zero-padded, so they sort as text.
package schedule

import (
	"fmt"
	"strconv"
	"strings"
)

// Next returns the first departure at or after now. departures must be
// sorted. ok is false when nothing leaves for the rest of the day.
func Next(departures []string, now string) (string, bool) {
	for _, d := range departures {
		if d >= now {
			return d, true
		}
	}
	return "", false
}

// Minutes parses "HH:MM" into minutes after midnight.
func Minutes(hhmm string) (int, error) {
	h, m, ok := strings.Cut(hhmm, ":")
	if !ok {
		return 0, fmt.Errorf("schedule: bad time %q", hhmm)
	}
	hh, err := strconv.Atoi(h)
	if err != nil || hh < 0 || hh > 24 {
		return 0, fmt.Errorf("schedule: bad hour in %q", hhmm)
	}
	mm, err := strconv.Atoi(m)
	if err != nil || mm < 0 || mm > 59 {
		return 0, fmt.Errorf("schedule: bad minute in %q", hhmm)
	}
	return hh*60 + mm, nil
}

// Wait returns how many minutes there are from now to the next departure.
func Wait(departures []string, now string) (int, bool) {
	d, ok := Next(departures, now)
	if !ok {
		return 0, false
	}
	a, _ := Minutes(now)
	b, _ := Minutes(d)
	return b - a, true
}
