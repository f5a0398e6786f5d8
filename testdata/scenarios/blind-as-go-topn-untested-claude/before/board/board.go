// Package board ranks scores for the leaderboard.
package board

import "sort"

// TopN returns the n highest scores, highest first. scores is not modified.
func TopN(scores []int, n int) []int {
	sorted := append([]int(nil), scores...)
	sort.Ints(sorted)
	return sorted[:n]
}
