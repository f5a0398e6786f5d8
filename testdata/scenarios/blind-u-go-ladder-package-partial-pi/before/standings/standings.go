// Package standings orders the ladder.
package standings

import "sort"

// Player is one row of the ladder.
type Player struct {
	Name   string
	Rating float64
	Wins   int
}

// Rank returns players ordered by rating, highest first; ties go to the
// player with more wins, then alphabetically by name.
func Rank(ps []Player) []Player {
	out := append([]Player(nil), ps...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Rating != out[j].Rating {
			return out[i].Rating > out[j].Rating
		}
		if out[i].Wins != out[j].Wins {
			return out[i].Wins < out[j].Wins
		}
		return out[i].Name < out[j].Name
	})
	return out
}
