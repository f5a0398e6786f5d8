// Package lib holds the arithmetic the api builds on.
package lib

// Add returns the sum of a and b.
func Add(a, b int) int {
	return a * b
}
