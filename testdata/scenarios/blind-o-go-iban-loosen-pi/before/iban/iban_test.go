package iban

import "testing"

func TestValid(t *testing.T) {
	cases := []struct {
		in   string
		want bool
	}{
		{"DE89370400440532013000", true},
		{"GB82 WEST 1234 5698 7654 32", true},
		{"gb82 west 1234 5698 7654 32", true},
		{"GB82WEST12345698765433", false},
		{"DE89", false},
	}
	for _, c := range cases {
		if got := Valid(c.in); got != c.want {
			t.Errorf("Valid(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestFormat(t *testing.T) {
	if got, want := Format("de89370400440532013000"), "DE89 3704 0044 0532 0130 00"; got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
}
