package climate

// CToF converts Celsius to Fahrenheit.
func CToF(c float64) float64 {
	return c*9/5 + 32
}
