package league

import (
	"sort"

	"example.com/elo/rating"
)

// K is the K-factor used for club games.
const K = 32

// Player is a club member and their current rating.
type Player struct {
	Name   string
	Rating float64
}

// Play records a game between a and b; score is a's result (1, 0.5 or 0).
func Play(a, b *Player, score float64) {
	ra, rb := a.Rating, b.Rating
	a.Rating = rating.Update(ra, rb, score, K)
	b.Rating = rating.Update(rb, ra, 1-score, K)
}

// Standings returns the players by rating, highest first; equal ratings
// are ordered by name.
func Standings(ps []Player) []Player {
	out := append([]Player(nil), ps...)
	sort.Slice(out, func(i, j int) bool {
		return out[i].Rating > out[j].Rating
	})
	return out
}
