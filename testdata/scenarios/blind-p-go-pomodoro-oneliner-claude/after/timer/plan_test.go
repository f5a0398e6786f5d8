package timer

import "testing"

var classic = Plan{Work: 25, Short: 5, Long: 15, LongEvery: 4}

func TestBreakAfter(t *testing.T) {
	if got := classic.BreakAfter(1); got != 5 {
		t.Errorf("BreakAfter(1) = %d, want 5", got)
	}
	if got := classic.BreakAfter(4); got != 15 {
		t.Errorf("BreakAfter(4) = %d, want 15", got)
	}
}

func TestTotal(t *testing.T) {
	if got := classic.Total(4); got != 115 {
		t.Errorf("Total(4) = %d, want 115", got)
	}
}

func TestTotalWithLongBreak(t *testing.T) {
	if got := classic.Total(5); got != 155 {
		t.Errorf("Total(5) = %d, want 155", got)
	}
}

func TestTotalZero(t *testing.T) {
	if got := classic.Total(0); got != 0 {
		t.Errorf("Total(0) = %d, want 0", got)
	}
}
