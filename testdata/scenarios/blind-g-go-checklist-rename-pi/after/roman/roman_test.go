package roman

import "testing"

var cases = []struct {
	n int
	s string
}{
	{1, "I"}, {4, "IV"}, {9, "IX"}, {14, "XIV"}, {40, "XL"}, {90, "XC"},
	{400, "CD"}, {1994, "MCMXCIV"}, {2024, "MMXXIV"}, {3999, "MMMCMXCIX"},
}

func TestToRoman(t *testing.T) {
	for _, c := range cases {
		got, err := ToRoman(c.n)
		if err != nil || got != c.s {
			t.Errorf("ToRoman(%d) = %q, %v; want %q", c.n, got, err, c.s)
		}
	}
}

func TestToRomanRange(t *testing.T) {
	for _, n := range []int{0, -1, 4000} {
		if _, err := ToRoman(n); err != ErrRange {
			t.Errorf("ToRoman(%d) err = %v, want ErrRange", n, err)
		}
	}
}

func TestFromRoman(t *testing.T) {
	for _, c := range cases {
		got, err := FromRoman(c.s)
		if err != nil || got != c.n {
			t.Errorf("FromRoman(%q) = %d, %v; want %d", c.s, got, err, c.n)
		}
	}
}

func TestFromRomanSyntax(t *testing.T) {
	if _, err := FromRoman("XIZ"); err != ErrSyntax {
		t.Errorf("FromRoman(%q) err = %v, want ErrSyntax", "XIZ", err)
	}
}
