// Package score turns point counts into what the umpire calls out.
package score

import "fmt"

var names = []string{"love", "fifteen", "thirty", "forty"}

// PointName is the called name of a point count below four ("love",
// "fifteen", "thirty", "forty").
func PointName(p int) string {
	if p >= 0 && p < len(names) {
		return names[p]
	}
	return fmt.Sprint(p)
}

// Call returns the umpire's call for a game score: the server's points
// first ("fifteen-love", "thirty all", "deuce", "advantage receiver",
// "game server").
func Call(server, receiver int) string {
	switch {
	case server >= 4 && server > receiver:
		return "game server"
	case receiver >= 4 && receiver-server >= 2:
		return "game receiver"
	case server == 3 && receiver == 3:
		return "deuce"
	case server >= 3 && receiver >= 3 && server-receiver == 1:
		return "advantage server"
	case server >= 3 && receiver >= 3 && receiver-server == 1:
		return "advantage receiver"
	case server == receiver:
		return PointName(server) + " all"
	}
	return PointName(server) + "-" + PointName(receiver)
}
