package dryer

import (
	"testing"
	"time"
)

func TestPriceGrace(t *testing.T) {
	if got := Price(2 * time.Minute); got != 0 {
		t.Errorf("Price(2m) = %d, want 0", got)
	}
}

func TestPriceFirstCycle(t *testing.T) {
	for _, m := range []int{3, 30} {
		if got := Price(time.Duration(m) * time.Minute); got != 200 {
			t.Errorf("Price(%dm) = %d, want 200", m, got)
		}
	}
}

func TestPricePartialBlock(t *testing.T) {
	if got := Price(35 * time.Minute); got != 225 {
		t.Errorf("Price(35m) = %d, want 225", got)
	}
}

func TestPriceFullBlocks(t *testing.T) {
	if got := Price(50 * time.Minute); got != 250 {
		t.Errorf("Price(50m) = %d, want 250", got)
	}
}

func TestPriceCap(t *testing.T) {
	if got := Price(3 * time.Hour); got != 500 {
		t.Errorf("Price(3h) = %d, want 500", got)
	}
}
