package rating

import "math"

// Expected returns the probability that a player rated a beats a player
// rated b (the logistic Elo curve, 400 points = 10:1 odds).
func Expected(a, b float64) float64 {
	return 1 / (1 + math.Pow(10, (b-a)/400))
}

// Update returns a's new rating after a game against b. score is a's
// result: 1 for a win, 0.5 for a draw, 0 for a loss.
func Update(a, b, score, k float64) float64 {
	return math.Round(a + k*(score-Expected(a, b)))
}
