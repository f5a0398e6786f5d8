package rating

import (
	"math"
	"testing"
)

func TestExpectedEqualRatings(t *testing.T) {
	if got := Expected(1500, 1500); got != 0.5 {
		t.Fatalf("Expected(1500, 1500) = %v, want 0.5", got)
	}
}

func TestExpectedStrongerPlayer(t *testing.T) {
	got := Expected(1600, 1400)
	if math.Abs(got-0.7597) > 0.001 {
		t.Fatalf("Expected(1600, 1400) = %.4f, want 0.7597", got)
	}
}

func TestUpdateWin(t *testing.T) {
	if got := Update(1500, 1500, 1, 32); got != 1516 {
		t.Fatalf("Update(1500, 1500, win) = %v, want 1516", got)
	}
}

func TestUpdateUpset(t *testing.T) {
	if got := Update(1400, 1600, 1, 32); got != 1424 {
		t.Fatalf("Update(1400, 1600, win) = %v, want 1424", got)
	}
}
