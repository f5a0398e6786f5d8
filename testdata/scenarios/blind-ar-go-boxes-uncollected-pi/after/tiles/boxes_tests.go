package tiles

import "testing"

func TestBoxesRoundsUp(t *testing.T) {
	cases := []struct{ n, perBox, want int }{
		{25, 10, 3},
		{21, 10, 3},
		{30, 10, 3},
	}
	for _, c := range cases {
		if got := Boxes(c.n, c.perBox); got != c.want {
			t.Errorf("Boxes(%d, %d) = %d, want %d", c.n, c.perBox, got, c.want)
		}
	}
}
