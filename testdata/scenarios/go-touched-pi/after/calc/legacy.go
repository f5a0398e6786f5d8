package calc

// LegacyTotal is kept for the reporting job. Do not change.
func LegacyTotal(xs []int) int {
	total := 0
	for _, x := range xs {
		total += x
	}
	return total
}
