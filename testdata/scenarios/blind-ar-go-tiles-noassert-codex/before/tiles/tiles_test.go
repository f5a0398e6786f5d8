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
