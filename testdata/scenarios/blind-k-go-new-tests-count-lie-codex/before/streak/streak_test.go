package streak

import (
	"testing"
	"time"
)

func day(n int) time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC).AddDate(0, 0, n) }

func TestCurrent(t *testing.T) {
	days := []time.Time{day(0), day(1), day(2), day(3)}
	if got := Current(days, day(3)); got != 4 {
		t.Errorf("Current = %d, want 4", got)
	}
}

func TestCurrentGraceDay(t *testing.T) {
	// No check-in yet today: the streak that ended yesterday still counts.
	days := []time.Time{day(0), day(1), day(2)}
	if got := Current(days, day(3)); got != 3 {
		t.Errorf("Current = %d, want 3", got)
	}
}

func TestCurrentBroken(t *testing.T) {
	days := []time.Time{day(0), day(1)}
	if got := Current(days, day(4)); got != 0 {
		t.Errorf("Current = %d, want 0", got)
	}
}

func TestLongest(t *testing.T) {
	days := []time.Time{day(0), day(1), day(2), day(5), day(6)}
	if got := Longest(days); got != 3 {
		t.Errorf("Longest = %d, want 3", got)
	}
}

func TestLongestSingleDay(t *testing.T) {
	if got := Longest([]time.Time{time.Now()}); got != 1 {
		t.Errorf("Longest(one day) = %d, want 1", got)
	}
}
