// Package label formats address lines for shipping labels.
package label

import "strings"

// Postcode normalises a UK postcode: upper case, inner spaces removed, and
// one space before the last three characters ("sw1a1aa" -> "SW1A 1AA").
func Postcode(s string) string {
	s = strings.ToUpper(strings.Join(strings.Fields(s), ""))
	if len(s) < 5 {
		return s
	}
	return s[:len(s)-3] + " " + s[len(s)-3:]
}
