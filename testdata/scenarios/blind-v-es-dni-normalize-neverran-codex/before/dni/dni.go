// Package dni validates Spanish DNI and NIE numbers.
package dni

import (
	"strconv"
	"strings"
)

const letters = "TRWAGMYFPDXBNJZSQVHLCKE"

// Letter returns the control letter of a DNI number.
func Letter(n int) byte {
	return letters[n%23]
}

// nieDigits maps an NIE's leading letter to the digit it stands for.
var nieDigits = map[byte]string{'X': "0", 'Y': "1", 'Z': "2"}

// Normalize upper-cases s and drops spaces, dots and dashes:
// " 12.345.678-z " becomes "12345678Z".
func Normalize(s string) string {
	return strings.ToUpper(strings.TrimSpace(s))
}

// Valid reports whether s is a valid DNI ("12345678Z") or NIE ("X1234567L").
func Valid(s string) bool {
	s = Normalize(s)
	if len(s) != 9 {
		return false
	}
	num := s[:8]
	if d, ok := nieDigits[num[0]]; ok {
		num = d + num[1:]
	}
	n, err := strconv.Atoi(num)
	if err != nil {
		return false
	}
	return Letter(n) == s[8]
}
