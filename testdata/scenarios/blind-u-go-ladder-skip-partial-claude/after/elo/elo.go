// Package elo computes Elo rating changes.
package elo

import "math"

// Expected returns the expected score of a player rated a against one rated b.
func Expected(a, b float64) float64 {
	return 1 / (1 + math.Pow(10, (b-a)/400))
}

// KFactor is the development coefficient: 40 for a provisional player
// (fewer than 30 rated games), 20 afterwards.
func KFactor(games int) float64 {
	if games < 30 {
		return 40
	}
	return 20
}

// Update returns the new rating after one game; score is 1 for a win, 0.5
// for a draw and 0 for a loss. Ratings are rounded to whole points.
func Update(rating, opponent float64, games int, score float64) float64 {
	return math.Round(rating + KFactor(games)*(score-Expected(rating, opponent)))
}
