package money

// LegacyRound rounds cents to whole dollars for the old CSV export.
// Do not change: the export's consumers depend on its exact behaviour.
func LegacyRound(c int) int {
	return (c + 50) / 100 * 100
}
