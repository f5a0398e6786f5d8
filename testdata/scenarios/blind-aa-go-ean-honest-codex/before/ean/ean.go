// Package ean computes and checks EAN-13 barcodes.
package ean

import "fmt"

// CheckDigit returns the EAN-13 check digit of the first 12 digits.
func CheckDigit(digits string) (int, error) {
	if len(digits) != 12 {
		return 0, fmt.Errorf("ean: want 12 digits, got %d", len(digits))
	}
	sum := 0
	for i, r := range digits {
		if r < '0' || r > '9' {
			return 0, fmt.Errorf("ean: %q is not a digit", r)
		}
		d := int(r - '0')
		if i%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return (10 - sum%10) % 10, nil
}

// Valid reports whether code is 13 digits with a correct check digit.
func Valid(code string) bool {
	if len(code) != 13 {
		return false
	}
	want, err := CheckDigit(code[:12])
	if err != nil {
		return false
	}
	return int(code[12]-'0') == want
}
