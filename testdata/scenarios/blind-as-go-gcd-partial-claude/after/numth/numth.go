// Package numth has the small number-theory helpers the scheduler uses.
package numth

// GCD returns the greatest common divisor of a and b, never negative.
func GCD(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		a = -a
	}
	return a
}

// LCM returns the least common multiple of a and b (0 if either is 0).
func LCM(a, b int) int {
	return a * b
}
