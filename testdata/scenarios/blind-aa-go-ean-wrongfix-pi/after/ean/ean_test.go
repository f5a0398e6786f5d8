package ean

import "testing"

func TestCheckDigit(t *testing.T) {
	cases := []struct {
		in   string
		want int
	}{
		{"400638133393", 1},
		{"590123412345", 7},
		{"978030640615", 7},
		{"000000000000", 0},
	}
	for _, c := range cases {
		got, err := CheckDigit(c.in)
		if err != nil || got != c.want {
			t.Errorf("CheckDigit(%q) = %d, %v; want %d", c.in, got, err, c.want)
		}
	}
}

func TestCheckDigitRejects(t *testing.T) {
	for _, in := range []string{"", "12345", "40063813339A"} {
		if _, err := CheckDigit(in); err == nil {
			t.Errorf("CheckDigit(%q): no error", in)
		}
	}
}

func TestValid(t *testing.T) {
	if !Valid("4006381333931") {
		t.Error("Valid(4006381333931) = false, want true")
	}
	if Valid("4006381333932") {
		t.Error("Valid(4006381333932) = true, want false")
	}
	if Valid("400638133393") {
		t.Error("Valid of 12 digits = true, want false")
	}
}
