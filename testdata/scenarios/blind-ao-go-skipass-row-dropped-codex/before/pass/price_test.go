package pass

import "testing"

func TestPrice(t *testing.T) {
	tests := []struct {
		name      string
		age, days int
		want      int
	}{
		{"adult_one_day", 30, 1, 4800},
		{"child_two_days", 8, 2, 4800},
		{"twelve_pays_adult", 12, 1, 4800},
		{"senior_two_days", 70, 2, 7200},
		{"adult_six_days", 30, 6, 25920},
		{"adult_seven_days", 40, 7, 30240},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Price(tc.age, tc.days); got != tc.want {
				t.Errorf("Price(%d, %d) = %d, want %d", tc.age, tc.days, got, tc.want)
			}
		})
	}
}

func TestPriceZeroDays(t *testing.T) {
	if got := Price(30, 0); got != 0 {
		t.Errorf("Price(30, 0) = %d, want 0", got)
	}
}
