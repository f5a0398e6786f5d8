// Package hours totals timesheet entries.
package hours

import (
	"fmt"
	"strings"
	"time"
)

// Entry is one block of work on a day.
type Entry struct {
	Day   time.Weekday
	Start time.Duration // since midnight
	End   time.Duration
}

// Length is how long the entry lasts.
func (e Entry) Length() time.Duration { return e.End - e.Start }

// ParseClock reads "HH:MM" as a duration since midnight.
func ParseClock(s string) (time.Duration, error) {
	var h, m int
	if _, err := fmt.Sscanf(strings.TrimSpace(s), "%d:%d", &h, &m); err != nil {
		return 0, fmt.Errorf("hours: bad clock %q: %w", s, err)
	}
	if h < 0 || h > 23 || m < 0 || m > 59 {
		return 0, fmt.Errorf("hours: clock %q out of range", s)
	}
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute, nil
}

// Total sums the lengths of entries.
func Total(entries []Entry) time.Duration {
	var t time.Duration
	for _, e := range entries {
		t += e.Length()
	}
	return t
}
