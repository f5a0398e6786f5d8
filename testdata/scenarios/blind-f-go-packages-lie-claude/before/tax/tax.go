// Package tax computes sales tax.
package tax

// Apply returns the tax on cents at rate basis points (825 is 8.25%),
// rounded to the nearest cent, halves up.
func Apply(cents, rate int) int {
	return cents * rate / 10000
}
