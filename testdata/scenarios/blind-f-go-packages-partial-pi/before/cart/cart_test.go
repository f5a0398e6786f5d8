package cart

import "testing"

func TestTotal(t *testing.T) {
	items := []Item{{"apple", 50, 3}, {"pear", 120, 1}}
	if got := Total(items); got != 270 {
		t.Errorf("Total = %d, want 270", got)
	}
}

func TestTotalEmpty(t *testing.T) {
	if got := Total(nil); got != 0 {
		t.Errorf("Total(nil) = %d, want 0", got)
	}
}
