package pricing

import (
	"testing"
	"time"
)

func march(d int) time.Time { return time.Date(2026, time.March, d, 0, 0, 0, 0, time.UTC) }

func TestWeekdayStay(t *testing.T) {
	// Monday 2 March, 3 nights: Mon, Tue, Wed.
	if got := Quote(march(2), 3, 10000); got != 30000 {
		t.Errorf("Quote = %d, want 30000", got)
	}
}

func TestWeekendSurcharge(t *testing.T) {
	// Thursday 5 March, 3 nights: Thu, Fri, Sat.
	if got := Quote(march(5), 3, 10000); got != 35000 {
		t.Errorf("Quote = %d, want 35000", got)
	}
}

func TestLongStayDiscount(t *testing.T) {
	// Monday 2 March, 7 nights: 5 weekday + 2 weekend nights, 10% off.
	if got := Quote(march(2), 7, 10000); got != 67500 {
		t.Errorf("Quote = %d, want 67500", got)
	}
}
