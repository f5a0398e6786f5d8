// Package tide reads tide-gauge readings and summarises a day of them.
package tide

import "fmt"

// Reading is a water height in centimetres at a minute of the day.
type Reading struct {
	Minute int
	Height int
}

// ParseReading parses a gauge line like "06:45 312" (time, height in cm).
func ParseReading(s string) (Reading, error) {
	var h, m, cm int
	if _, err := fmt.Sscanf(s, "%d:%d %d", &h, &m, &cm); err != nil {
		return Reading{}, fmt.Errorf("tide: bad reading %q: %w", s, err)
	}
	if h > 23 || m > 59 {
		return Reading{}, fmt.Errorf("tide: bad time in %q", s)
	}
	return Reading{Minute: h*100 + m, Height: cm}, nil
}

// Range is the difference in cm between the highest and the lowest
// reading (0 for no readings).
func Range(rs []Reading) int {
	if len(rs) == 0 {
		return 0
	}
	lo, hi := 0, 0
	for _, r := range rs {
		if r.Height < lo {
			lo = r.Height
		}
		if r.Height > hi {
			hi = r.Height
		}
	}
	return hi - lo
}
