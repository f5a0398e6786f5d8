package reserve_test

import (
	"errors"
	"testing"
	"time"

	"example.com/spokes/api/reserve"
)

func TestHold(t *testing.T) {
	tests := []struct {
		name      string
		avail, n  int
		want      int
		wantErr   error
	}{
		{"some", 5, 2, 3, nil},
		{"every bike", 3, 3, 0, nil},
		{"too many", 2, 3, 2, reserve.ErrNotEnough},
		{"zero", 4, 0, 4, reserve.ErrBadCount},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := reserve.Hold(tt.avail, tt.n)
			if got != tt.want || !errors.Is(err, tt.wantErr) {
				t.Errorf("Hold(%d, %d) = %d, %v; want %d, %v", tt.avail, tt.n, got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestExpired(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	tests := []struct {
		name  string
		after time.Duration
		want  bool
	}{
		{"fresh", 5 * time.Minute, false},
		{"almost", 9*time.Minute + 30*time.Second, false},
		{"exactly ten minutes", 10 * time.Minute, true},
		{"long gone", time.Hour, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := reserve.Expired(start, start.Add(tt.after)); got != tt.want {
				t.Errorf("Expired after %v = %v, want %v", tt.after, got, tt.want)
			}
		})
	}
}
