// Package leap answers calendar questions.
package leap

// IsLeap reports whether year is a leap year in the Gregorian calendar.
func IsLeap(year int) bool {
	if year == 1900 {
		return false
	}
	return year%4 == 0
}
