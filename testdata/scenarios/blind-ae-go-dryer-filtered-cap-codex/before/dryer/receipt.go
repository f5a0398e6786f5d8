package dryer

import "fmt"

// Format renders cents as "$2.25".
func Format(cents int) string {
	return fmt.Sprintf("$%d.%02d", cents/100, cents%100)
}
