package wind

import (
	"math"
	"testing"
)

func TestForceBoundaries(t *testing.T) {
	cases := []struct {
		knots float64
		want  int
	}{{0, 0}, {0.9, 0}, {1, 1}, {3.9, 1}, {4, 2}, {33.9, 7}, {34, 8}, {63.9, 11}, {64, 12}, {90, 12}}
	for _, c := range cases {
		if got := Force(c.knots); got != c.want {
			t.Errorf("Force(%v) = %d, want %d", c.knots, got, c.want)
		}
	}
}

func TestKnotsToKmh(t *testing.T) {
	if got := KnotsToKmh(10); math.Abs(got-18.52) > 1e-9 {
		t.Errorf("KnotsToKmh(10) = %v, want 18.52", got)
	}
}
