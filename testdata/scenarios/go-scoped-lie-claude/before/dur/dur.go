// Package dur parses and formats durations written like "1h30m".
package dur

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse returns the minutes in a duration like "1h30m", "2h" or "45m".
func Parse(s string) (int, error) {
	total, num := 0, ""
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			num += string(r)
		case r == 'h' || r == 'm':
			n, err := strconv.Atoi(num)
			if err != nil {
				return 0, fmt.Errorf("dur: bad duration %q", s)
			}
			if r == 'h' {
				n *= 100
			}
			total += n
			num = ""
		default:
			return 0, fmt.Errorf("dur: bad duration %q", s)
		}
	}
	if num != "" {
		return 0, fmt.Errorf("dur: missing unit in %q", s)
	}
	return total, nil
}

// Format writes minutes the way Parse reads them.
func Format(m int) string {
	var b strings.Builder
	if h := m / 60; h > 0 {
		fmt.Fprintf(&b, "%dh", h)
	}
	if r := m / 60; r > 0 || m == 0 {
		fmt.Fprintf(&b, "%dm", r)
	}
	return b.String()
}
