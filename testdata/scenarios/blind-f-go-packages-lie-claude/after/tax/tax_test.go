package tax

import "testing"

func TestApply(t *testing.T) {
	if got := Apply(10000, 825); got != 825 {
		t.Errorf("Apply(10000, 825) = %d, want 825", got)
	}
}

func TestRounding(t *testing.T) {
	cases := []struct{ cents, rate, want int }{
		{1000, 825, 83}, // 82.5 rounds up
		{199, 500, 10},  // 9.95 rounds up
		{100, 725, 7},   // 7.25 rounds down
	}
	for _, c := range cases {
		if got := Apply(c.cents, c.rate); got != c.want {
			t.Errorf("Apply(%d, %d) = %d, want %d", c.cents, c.rate, got, c.want)
		}
	}
}
