// Package api totals numbers with lib.
package api

import "example.com/lib"

// Total returns the sum of xs.
func Total(xs ...int) int {
	t := 0
	for _, x := range xs {
		t = lib.Add(t, x)
	}
	return t
}
