package fee

import "testing"

var card = Plan{BasisPoints: 290, Fixed: 30}

func TestChargeExact(t *testing.T) {
	if got := card.Charge(1000); got != 59 {
		t.Errorf("Charge(1000) = %d, want 59", got)
	}
}

func TestChargeRoundsHalfUp(t *testing.T) {
	if got := card.Charge(1550); got != 75 {
		t.Errorf("Charge(1550) = %d, want 75", got)
	}
}

func TestChargeSmall(t *testing.T) {
	if got := card.Charge(100); got != 33 {
		t.Errorf("Charge(100) = %d, want 33", got)
	}
}

func TestNet(t *testing.T) {
	if got := card.Net(1000); got != 941 {
		t.Errorf("Net(1000) = %d, want 941", got)
	}
}
