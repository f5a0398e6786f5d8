package api

import "testing"

func TestTotal(t *testing.T) {
	if got := Total(1, 2, 3); got != 6 {
		t.Errorf("Total(1, 2, 3) = %d, want 6", got)
	}
}
