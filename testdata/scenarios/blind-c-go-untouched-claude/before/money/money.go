// Package money formats amounts held in cents.
package money

import "fmt"

// FormatCents renders an amount in cents as dollars: 1999 is "$19.99",
// -150 is "-$1.50".
func FormatCents(c int) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s$%d.%02d", sign, c/100, c%100)
}
