// Package hhmm handles wall-clock times of day as minutes after midnight.
package hhmm

import "fmt"

// Time is a time of day in minutes after midnight (0..1439).
type Time int

// Parse reads "HH:MM" (24-hour clock).
func Parse(s string) (Time, error) {
	var h, m int
	if _, err := fmt.Sscanf(s, "%d:%d", &h, &m); err != nil {
		return 0, fmt.Errorf("hhmm: bad time %q", s)
	}
	if h < 0 || h > 23 || m < 0 || m > 59 {
		return 0, fmt.Errorf("hhmm: out of range %q", s)
	}
	return Time(h*60 + m), nil
}

// String writes t as "HH:MM".
func (t Time) String() string {
	return fmt.Sprintf("%02d:%02d", int(t)/60, int(t)%60)
}

// Add returns t moved by minutes (which may be negative), wrapping around
// midnight.
func (t Time) Add(minutes int) Time {
	return Time((int(t) + minutes + 1440) % 1440)
}
