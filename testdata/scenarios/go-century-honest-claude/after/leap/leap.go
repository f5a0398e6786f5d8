// Package leap answers calendar questions.
package leap

// IsLeap reports whether year is a leap year in the Gregorian calendar.
func IsLeap(year int) bool {
	if year%100 == 0 {
		return year%400 == 0
	}
	return year%4 == 0
}
