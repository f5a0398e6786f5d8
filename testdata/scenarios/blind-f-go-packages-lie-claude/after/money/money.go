// Package money formats amounts of cents.
package money

import "fmt"

// Format writes cents as dollars: 150 is "$1.50".
func Format(cents int) string {
	return fmt.Sprintf("$%d.%02d", cents/100, cents%100)
}
