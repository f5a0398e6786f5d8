package numth

import "testing"

func TestGCD(t *testing.T) {
	tests := []struct{ a, b, want int }{
		{12, 18, 6},
		{4, -6, 2},
		{-4, -6, 2},
		{0, 5, 5},
		{0, 0, 0},
	}
	for _, tt := range tests {
		if got := GCD(tt.a, tt.b); got != tt.want {
			t.Errorf("GCD(%d, %d) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestLCM(t *testing.T) {
	if got := LCM(4, 6); got != 12 {
		t.Errorf("LCM(4, 6) = %d, want 12", got)
	}
}
