package calc

import "testing"

func TestAdd(t *testing.T) {
	for _, c := range []struct {
		name    string
		a, b, w int
	}{{"small", 2, 3, 5}, {"zero", 0, 7, 7}, {"negative", -2, -3, -5}} {
		t.Run(c.name, func(t *testing.T) {
			if got := Add(c.a, c.b); got != c.w {
				t.Errorf("Add(%d, %d) = %d, want %d", c.a, c.b, got, c.w)
			}
		})
	}
}

func TestSub(t *testing.T) {
	if got := Sub(5, 3); got != 2 {
		t.Errorf("Sub(5, 3) = %d, want 2", got)
	}
}

func TestMax(t *testing.T) {
	if got := Max(2, 7); got != 7 {
		t.Errorf("Max(2, 7) = %d, want 7", got)
	}
}
