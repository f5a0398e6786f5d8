// Package units converts between temperature scales.
package units

// CToF converts degrees Celsius to Fahrenheit.
func CToF(c float64) float64 {
	return c*9/5 + 32
}

// FToC converts degrees Fahrenheit to Celsius.
func FToC(f float64) float64 {
	return (f - 32) * 9 / 5
}
