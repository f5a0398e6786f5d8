package schedule_test

import (
	"testing"

	"example.com/ferry/schedule"
)

var summer = []string{"06:10", "07:40", "09:15", "12:30", "15:45", "18:20", "21:05"}

func TestNext(t *testing.T) {
	tests := []struct {
		name   string
		deps   []string
		now    string
		want   string
		wantOK bool
	}{
		{"before first", summer, "05:00", "06:10", true},
		{"between", summer, "10:00", "12:30", true},
		{"exactly at departure", summer, "09:15", "09:15", true},
		{"after last", summer, "22:00", "", false},
		{"empty timetable", nil, "08:00", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := schedule.Next(tt.deps, tt.now)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("Next(%q) = %q, %v; want %q, %v", tt.now, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

func TestMinutes(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    int
		wantErr bool
	}{
		{"midnight", "00:00", 0, false},
		{"noon", "12:00", 720, false},
		{"late evening", "23:59", 1439, false},
		{"hour out of range", "24:00", 0, true},
		{"missing colon", "0930", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := schedule.Minutes(tt.in)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("Minutes(%q) = %d, %v; want %d, error %v", tt.in, got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestWait(t *testing.T) {
	if got, ok := schedule.Wait(summer, "12:00"); !ok || got != 30 {
		t.Errorf("Wait = %d, %v; want 30, true", got, ok)
	}
}
