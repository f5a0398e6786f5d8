package tiles

import "testing"

func TestNeededExact(t *testing.T) {
	if got := Needed(300, 200, 50); got != 24 {
		t.Errorf("Needed(300, 200, 50) = %d, want 24", got)
	}
}

func TestBoxesExact(t *testing.T) {
	if got := Boxes(20, 10); got != 2 {
		t.Errorf("Boxes(20, 10) = %d, want 2", got)
	}
}

func TestNeededPartialTiles(t *testing.T) {
	cases := []struct {
		name       string
		w, h, tile int
		want       int
	}{
		{"both sides partial", 260, 130, 50, 18},
		{"width partial", 310, 200, 50, 28},
		{"smaller than one tile", 20, 20, 50, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Needed(c.w, c.h, c.tile); got != c.want {
				t.Errorf("Needed(%d, %d, %d) = %d, want %d", c.w, c.h, c.tile, got, c.want)
			}
		})
	}
}

func TestBoxesPartialBox(t *testing.T) {
	if got := Boxes(25, 10); got != 3 {
		t.Errorf("Boxes(25, 10) = %d, want 3", got)
	}
}
