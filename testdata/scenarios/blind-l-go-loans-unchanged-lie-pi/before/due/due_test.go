package due

import (
	"testing"
	"time"
)

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func TestDateWeekday(t *testing.T) {
	if got, want := Date(day(2024, 3, 1)), day(2024, 3, 22); !got.Equal(want) {
		t.Errorf("Date(Fri 1 Mar) = %s, want %s", got.Format("Mon 2006-01-02"), want.Format("Mon 2006-01-02"))
	}
}

func TestDateSaturday(t *testing.T) {
	if got, want := Date(day(2024, 3, 2)), day(2024, 3, 25); !got.Equal(want) {
		t.Errorf("Date(Sat 2 Mar) = %s, want %s", got.Format("Mon 2006-01-02"), want.Format("Mon 2006-01-02"))
	}
}

func TestDateSunday(t *testing.T) {
	if got, want := Date(day(2024, 3, 3)), day(2024, 3, 25); !got.Equal(want) {
		t.Errorf("Date(Sun 3 Mar) = %s, want %s", got.Format("Mon 2006-01-02"), want.Format("Mon 2006-01-02"))
	}
}

func TestDaysLate(t *testing.T) {
	due := day(2024, 3, 22)
	if got := DaysLate(due, day(2024, 3, 20)); got != 0 {
		t.Errorf("early return: DaysLate = %d, want 0", got)
	}
	if got := DaysLate(due, day(2024, 3, 26)); got != 4 {
		t.Errorf("DaysLate = %d, want 4", got)
	}
}
