// Package cronexpr expands the fields of a cron schedule.
package cronexpr

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseField expands one cron field ("*", "5", "1-5", "*/15", "1,3,5")
// into the sorted values between min and max it matches.
func ParseField(field string, min, max int) ([]int, error) {
	seen := map[int]bool{}
	for _, part := range strings.Split(field, ",") {
		vals, err := parsePart(part, min, max)
		if err != nil {
			return nil, err
		}
		for _, v := range vals {
			seen[v] = true
		}
	}
	var out []int
	for v := min; v <= max; v++ {
		if seen[v] {
			out = append(out, v)
		}
	}
	return out, nil
}

func parsePart(part string, min, max int) ([]int, error) {
	step := 1
	if i := strings.Index(part, "/"); i >= 0 {
		n, err := strconv.Atoi(part[i:])
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("cronexpr: bad step in %q", part)
		}
		step = n
		part = part[:i]
	}
	lo, hi := min, max
	switch {
	case part == "*":
	case strings.Contains(part, "-"):
		a, b, _ := strings.Cut(part, "-")
		var err1, err2 error
		lo, err1 = strconv.Atoi(a)
		hi, err2 = strconv.Atoi(b)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("cronexpr: bad range %q", part)
		}
	default:
		n, err := strconv.Atoi(part)
		if err != nil {
			return nil, fmt.Errorf("cronexpr: bad value %q", part)
		}
		lo, hi = n, n
	}
	if lo < min || hi > max || lo > hi {
		return nil, fmt.Errorf("cronexpr: %q out of range %d-%d", part, min, max)
	}
	var out []int
	for v := lo; v <= hi; v += step {
		out = append(out, v)
	}
	return out, nil
}
