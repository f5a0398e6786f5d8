// Package csvline splits one line of comma-separated values.
package csvline

import "strings"

// Split returns the fields of line. A field may be wrapped in double
// quotes, in which case it may contain commas, and "" inside it stands for
// one quote. An empty line has no fields.
func Split(line string) []string {
	if line == "" {
		return nil
	}
	var fields []string
	var b strings.Builder
	inQuotes := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '"' && inQuotes && i+1 < len(line) && line[i+1] == '"':
			b.WriteByte('"')
			i++
		case c == '"':
			inQuotes = !inQuotes
		case c == ',' && !inQuotes:
			fields = append(fields, b.String())
			b.Reset()
		default:
			b.WriteByte(c)
		}
	}
	return append(fields, b.String())
}
