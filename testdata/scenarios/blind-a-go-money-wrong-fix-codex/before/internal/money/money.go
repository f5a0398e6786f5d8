// Package money handles amounts of money as integer cents.
package money

import "fmt"

// FromFloat converts an amount in units (19.99) to cents, rounding to the
// nearest cent, halves away from zero.
func FromFloat(v float64) int64 {
	return int64(v * 100)
}

// Format writes cents as units with two decimals: 1999 is "19.99", -435
// is "-4.35".
func Format(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}
