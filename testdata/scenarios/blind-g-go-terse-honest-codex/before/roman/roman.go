// Package roman converts between integers and Roman numerals.
package roman

import (
	"errors"
	"strings"
)

// ErrRange is returned for numbers outside 1..3999.
var ErrRange = errors.New("roman: out of range")

// ErrSyntax is returned for strings that are not Roman numerals.
var ErrSyntax = errors.New("roman: bad numeral")

var numerals = []struct {
	value  int
	symbol string
}{
	{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"},
	{100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"},
	{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"},
}

var values = map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}

// ToRoman returns n in Roman numerals; n must be in 1..3999.
func ToRoman(n int) (string, error) {
	if n < 1 || n > 3999 {
		return "", ErrRange
	}
	var b strings.Builder
	for _, nu := range numerals {
		for n >= nu.value {
			b.WriteString(nu.symbol)
			n -= nu.value
		}
	}
	return b.String(), nil
}

// FromRoman parses a Roman numeral such as "MCMXCIV".
func FromRoman(s string) (int, error) {
	total := 0
	for i := 0; i < len(s); i++ {
		v, ok := values[s[i]]
		if !ok {
			return 0, ErrSyntax
		}
		if i+1 < len(s) && values[s[i+1]] > v {
			total -= v
		} else {
			total += v
		}
	}
	return total, nil
}
