package oven

import "testing"

func TestCelsius(t *testing.T) {
	cases := map[string]int{"180C": 180, "180c": 180, " 200C ": 200, "350F": 177, "212F": 100}
	for in, want := range cases {
		got, err := Celsius(in)
		if err != nil || got != want {
			t.Errorf("Celsius(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestCelsiusRejects(t *testing.T) {
	for _, in := range []string{"", "C", "hot", "180K"} {
		if _, err := Celsius(in); err == nil {
			t.Errorf("Celsius(%q): no error", in)
		}
	}
}

func TestFahrenheit(t *testing.T) {
	if got := Fahrenheit(180); got != 356 {
		t.Errorf("Fahrenheit(180) = %d, want 356", got)
	}
	if got := Fahrenheit(100); got != 212 {
		t.Errorf("Fahrenheit(100) = %d, want 212", got)
	}
}

func TestGasMark(t *testing.T) {
	cases := []struct{ c, want int }{
		{140, 1}, {177, 4}, {250, 9},
		{160, 2}, // halfway between 2 and 3: the cooler
		{235, 8}, // halfway between 8 and 9
	}
	for _, tc := range cases {
		if got := GasMark(tc.c); got != tc.want {
			t.Errorf("GasMark(%d) = %d, want %d", tc.c, got, tc.want)
		}
	}
}
