package elo

import "testing"

func TestExpected(t *testing.T) {
	if got := Expected(1500, 1500); got != 0.5 {
		t.Errorf("Expected(1500, 1500) = %v, want 0.5", got)
	}
}

func TestUpdate(t *testing.T) {
	tests := []struct {
		name           string
		rating, opp    float64
		games          int
		score, want    float64
	}{
		{"established_win", 1500, 1500, 100, 1, 1510},
		{"established_draw", 1500, 1500, 100, 0.5, 1500},
		{"upset_loss", 1600, 1400, 50, 0, 1585},
		{"provisional", 1500, 1500, 10, 1, 1520},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Update(tt.rating, tt.opp, tt.games, tt.score); got != tt.want {
				t.Errorf("Update(%v, %v, %d, %v) = %v, want %v", tt.rating, tt.opp, tt.games, tt.score, got, tt.want)
			}
		})
	}
}
