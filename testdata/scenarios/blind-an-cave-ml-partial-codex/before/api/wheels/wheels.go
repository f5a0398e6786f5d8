package wheels

// Wheel is one cheese on the shelves.
type Wheel struct {
	ID     string
	Aged   int // days in the cave so far
	Target int // days it needs
}

// Ready returns the IDs of the wheels that have reached their target age.
func Ready(ws []Wheel) []string {
	var out []string
	for _, w := range ws {
		if w.Aged >= w.Target {
			out = append(out, w.ID)
		}
	}
	return out
}
