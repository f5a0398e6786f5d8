package pricing

import "testing"

func TestTotalSmall(t *testing.T) {
	if got := Total([]Line{{UnitCents: 250, Qty: 2}, {UnitCents: 100, Qty: 1}}); got != 600 {
		t.Errorf("Total = %d, want 600", got)
	}
}

func TestTotalDiscount(t *testing.T) {
	if got := Total([]Line{{UnitCents: 5000, Qty: 2}}); got != 9000 {
		t.Errorf("Total = %d, want 9000", got)
	}
}
