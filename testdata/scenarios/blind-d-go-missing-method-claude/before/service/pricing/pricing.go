// Package pricing computes order totals in cents.
package pricing

// Line is one order line.
type Line struct {
	UnitCents int
	Qty       int
}

// Total returns the sum of the lines, 10% off for orders of 100.00 or more.
func Total(lines []Line) int {
	t := 0
	for _, l := range lines {
		t += l.UnitCents * l.Qty
	}
	if t >= 10000 {
		t -= t / 10
	}
	return t
}
