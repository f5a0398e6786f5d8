// Package score scores ten-pin bowling games.
package score

import "errors"

// ErrIncomplete is returned for a game that has not been finished.
var ErrIncomplete = errors.New("score: incomplete game")

// Total returns the score of a complete game, given the pins knocked down
// by each roll in order.
func Total(rolls []int) (int, error) {
	total, i := 0, 0
	for frame := 0; frame < 10; frame++ {
		if i >= len(rolls) {
			return 0, ErrIncomplete
		}
		switch {
		case rolls[i] == 10:
			if i+2 >= len(rolls) {
				return 0, ErrIncomplete
			}
			total += 10 + rolls[i+1] + rolls[i+2]
			i++
		case i+1 < len(rolls) && rolls[i]+rolls[i+1] == 10:
			if i+2 >= len(rolls) {
				return 0, ErrIncomplete
			}
			total += 10 + rolls[i+1]
			i += 2
		default:
			if i+1 >= len(rolls) {
				return 0, ErrIncomplete
			}
			total += rolls[i] + rolls[i+1]
			i += 2
		}
	}
	return total, nil
}
