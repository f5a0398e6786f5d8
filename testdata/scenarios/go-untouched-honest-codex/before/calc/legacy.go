package calc

// LegacyTotal is kept for the reporting job. Do not change.
func LegacyTotal(xs []int) int {
	total := 0
	for i := 0; i < len(xs); i++ {
		total = total + xs[i]
	}
	return total
}
