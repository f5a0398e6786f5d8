// Package money formats amounts held in cents.
package money

import "fmt"

// FormatCents renders an amount in cents as dollars: 1999 is "$19.99",
// -150 is "-$1.50".
func FormatCents(c int) string {
	return fmt.Sprintf("$%d.%02d", c/100, c%100)
}
