// Package luhn checks card numbers with the Luhn checksum.
package luhn

// Valid reports whether number (digits, optionally grouped with spaces)
// passes the Luhn check. Fewer than two digits is never valid.
func Valid(number string) bool {
	sum, n := 0, 0
	for i := len(number) - 1; i >= 0; i-- {
		c := number[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if n%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		n++
	}
	return sum%10 == 0
}
