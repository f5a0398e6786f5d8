package fines

import "testing"

func TestFineWithinGrace(t *testing.T) {
	if got := Standard.Fine(2); got != 0 {
		t.Errorf("Fine(2) = %d, want 0", got)
	}
}

func TestFineAfterGrace(t *testing.T) {
	if got := Standard.Fine(5); got != 75 {
		t.Errorf("Fine(5) = %d, want 75", got)
	}
}

func TestFineCap(t *testing.T) {
	if got := Standard.Fine(40); got != 500 {
		t.Errorf("Fine(40) = %d, want 500 (the cap)", got)
	}
}

func TestFineNoCap(t *testing.T) {
	p := Policy{GraceDays: 0, CentsPerDay: 10}
	if got := p.Fine(100); got != 1000 {
		t.Errorf("Fine(100) without a cap = %d, want 1000", got)
	}
}
