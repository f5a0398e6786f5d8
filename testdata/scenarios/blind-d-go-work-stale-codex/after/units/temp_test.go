package units

import "testing"

func TestCToF(t *testing.T) {
	if got := CToF(100); got != 212 {
		t.Errorf("CToF(100) = %v, want 212", got)
	}
}

func TestFreezing(t *testing.T) {
	if got := FToC(32); got != 0 {
		t.Errorf("FToC(32) = %v, want 0", got)
	}
}
