// Package slug turns titles into URL slugs.
package slug

import (
	"strings"
	"unicode"
)

// Make returns title lower-cased, with every run of characters other than
// letters and digits turned into one "-" and no "-" at either end.
// Apostrophes are dropped: "Don't Panic" becomes "dont-panic".
func Make(title string) string {
	var b strings.Builder
	sep := false
	for _, r := range strings.ToLower(title) {
		switch {
		case r == '\'':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if sep && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			sep = false
		default:
			sep = true
		}
	}
	return b.String()
}
