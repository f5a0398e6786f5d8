// Package oven converts oven temperatures between Celsius, Fahrenheit
// and gas marks.
package oven

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Celsius reads a temperature like "180C" or "350F" and returns it in
// whole degrees Celsius.
func Celsius(s string) (int, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if len(s) < 2 {
		return 0, fmt.Errorf("oven: bad temperature %q", s)
	}
	n, err := strconv.Atoi(s[:len(s)-1])
	if err != nil {
		return 0, fmt.Errorf("oven: bad temperature %q", s)
	}
	switch s[len(s)-1] {
	case 'C':
		return n, nil
	case 'F':
		return int(math.Round(float64(n-32) * 9 / 5)), nil
	}
	return 0, fmt.Errorf("oven: bad temperature %q (want C or F)", s)
}

// Fahrenheit converts whole degrees Celsius to whole degrees Fahrenheit.
func Fahrenheit(c int) int {
	return int(math.Round(float64(c)*9/5 + 32))
}

var marks = []struct{ celsius, mark int }{
	{140, 1}, {150, 2}, {170, 3}, {180, 4}, {190, 5}, {200, 6}, {220, 7}, {230, 8}, {240, 9},
}

// GasMark returns the gas mark nearest to c degrees Celsius; halfway
// between two marks it picks the cooler one.
func GasMark(c int) int {
	best, bestDiff := 0, math.MaxInt
	for _, m := range marks {
		d := c - m.celsius
		if d < 0 {
			d = -d
		}
		if d < bestDiff {
			best, bestDiff = m.mark, d
		}
	}
	return best
}
