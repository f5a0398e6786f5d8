package hours

import (
	"testing"
	"time"
)

func TestParseClock(t *testing.T) {
	d, err := ParseClock("08:45")
	if err != nil || d != 8*time.Hour+45*time.Minute {
		t.Fatalf("ParseClock(08:45) = %v, %v", d, err)
	}
	if _, err := ParseClock("24:00"); err == nil {
		t.Fatal("ParseClock(24:00): want an error")
	}
}

func TestTotal(t *testing.T) {
	got := Total([]Entry{{Start: 9 * time.Hour, End: 12 * time.Hour}, {Start: 13 * time.Hour, End: 17 * time.Hour}})
	if got != 7*time.Hour {
		t.Fatalf("Total = %v, want 7h", got)
	}
}
