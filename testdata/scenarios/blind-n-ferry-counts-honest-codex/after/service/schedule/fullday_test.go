//go:build slow

package schedule_test

import (
	"fmt"
	"testing"

	"example.com/ferry/schedule"
)

// TestFullDayTimetable checks every minute of the day against the summer
// timetable.
func TestFullDayTimetable(t *testing.T) {
	for m := 0; m < 24*60; m++ {
		now := fmt.Sprintf("%02d:%02d", m/60, m%60)
		d, ok := schedule.Next(summer, now)
		if ok && d < now {
			t.Fatalf("Next(%q) = %q, in the past", now, d)
		}
		if !ok && now <= summer[len(summer)-1] {
			t.Fatalf("Next(%q) found nothing before the last ferry", now)
		}
	}
}
