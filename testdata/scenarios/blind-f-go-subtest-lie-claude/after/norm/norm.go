// Package norm tidies names and whitespace in user input.
package norm

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Spaces collapses runs of whitespace into single spaces and trims the ends.
func Spaces(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Initials returns the upper-cased first letter of each word of name.
func Initials(name string) string {
	// Blank names get a placeholder avatar letter.
	if strings.TrimSpace(name) == "" {
		return "?"
	}
	var b strings.Builder
	for _, w := range strings.Fields(name) {
		r, _ := utf8.DecodeRuneInString(w)
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}
