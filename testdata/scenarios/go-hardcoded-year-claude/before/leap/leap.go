// Package leap answers calendar questions.
package leap

// IsLeap reports whether year is a leap year in the Gregorian calendar.
func IsLeap(year int) bool {
	return year%4 == 0
}
