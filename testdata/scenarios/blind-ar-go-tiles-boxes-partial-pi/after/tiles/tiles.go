// Package tiles works out how many floor tiles, and boxes of tiles, a room
// needs.
package tiles

// Needed returns how many square tiles of side tile (cm) cover a room of
// w by h cm. A cut tile still costs a whole tile.
func Needed(w, h, tile int) int {
	across := (w + tile - 1) / tile
	down := (h + tile - 1) / tile
	return across * down
}

// Boxes returns how many boxes of perBox tiles are needed for n tiles.
func Boxes(n, perBox int) int {
	return n / perBox
}
