package kennel

import (
	"testing"
	"time"
)

func at(day, hour int) time.Time {
	return time.Date(2026, time.March, day, hour, 0, 0, 0, time.UTC)
}

func TestNights(t *testing.T) {
	cases := []struct {
		name    string
		in, out time.Time
		want    int
	}{
		{"two_full_nights", at(1, 14), at(3, 14), 2},
		{"late_checkout", at(1, 14), at(3, 18), 3},
		{"early_checkout", at(1, 14), at(3, 10), 2},
		{"daycare", at(5, 8), at(5, 17), 1},
		{"checkout_before_checkin", at(5, 8), at(4, 8), 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Nights(tc.in, tc.out); got != tc.want {
				t.Errorf("Nights(%v, %v) = %d, want %d", tc.in, tc.out, got, tc.want)
			}
		})
	}
}
