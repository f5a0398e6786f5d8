// Package report formats weather readings.
package report

import (
	"fmt"

	"example.com/units"
)

// Line formats a reading in Fahrenheit as Celsius with one decimal.
func Line(city string, f float64) string {
	return fmt.Sprintf("%s: %.1f°C", city, units.FToC(f))
}
