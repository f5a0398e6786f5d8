package fines

import "testing"

func TestFineOnTime(t *testing.T) {
	if got := Fine(0); got != 0 {
		t.Errorf("Fine(0) = %d, want 0", got)
	}
}

func TestFinePerDay(t *testing.T) {
	if got := Fine(3); got != 75 {
		t.Errorf("Fine(3) = %d, want 75", got)
	}
}

func TestFineCapped(t *testing.T) {
	if got := Fine(60); got != CapCents {
		t.Errorf("Fine(60) = %d, want %d", got, CapCents)
	}
}
