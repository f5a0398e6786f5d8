package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// palette colors text with ANSI escapes, only when on (stdout is a
// terminal); piped output stays plain so scripts and goldens are stable.
type palette struct{ on bool }

func (p palette) wrap(code, s string) string {
	if !p.on || s == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

func (p palette) bold(s string) string    { return p.wrap("1", s) }
func (p palette) dim(s string) string     { return p.wrap("2", s) }
func (p palette) red(s string) string     { return p.wrap("31", s) }
func (p palette) green(s string) string   { return p.wrap("32", s) }
func (p palette) yellow(s string) string  { return p.wrap("33", s) }
func (p palette) blue(s string) string    { return p.wrap("34", s) }
func (p palette) magenta(s string) string { return p.wrap("35", s) }
func (p palette) cyan(s string) string    { return p.wrap("36", s) }

// oneLine collapses all whitespace runs (newlines included) to one space
// and truncates to max runes with a trailing "…". max <= 0 means no limit.
func oneLine(s string, max int) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		if r == utf8.RuneError || (unicode.IsControl(r)) {
			r = '�'
		}
		b.WriteRune(r)
	}
	return truncate(b.String(), max)
}

// truncate cuts s to max runes, the last being "…". max <= 0: no limit.
func truncate(s string, max int) string {
	if max <= 0 || utf8.RuneCountInString(s) <= max {
		return s
	}
	if max == 1 {
		return "…"
	}
	n := 0
	for i := range s {
		if n == max-1 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// lines splits text into lines without trailing empty ones, each cleaned
// of control characters (a transcript may hold ANSI escapes from tools).
func lines(s string) []string {
	s = strings.TrimRight(strings.ReplaceAll(s, "\r\n", "\n"), "\n \t")
	if s == "" {
		return nil
	}
	out := strings.Split(s, "\n")
	for i, l := range out {
		out[i] = clean(l)
	}
	return out
}

// clean replaces control characters (escape sequences a tool printed)
// so they cannot restyle the user's terminal, and expands tabs.
func clean(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsControl(r) || r == utf8.RuneError }) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\t':
			b.WriteString("    ")
		case unicode.IsControl(r) || r == utf8.RuneError:
			b.WriteRune('�')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// width is the display width of s in runes (ANSI-free text; good enough
// for aligned tables of paths, names and numbers).
func width(s string) int { return utf8.RuneCountInString(s) }

// pad right-pads s with spaces to n runes.
func pad(s string, n int) string {
	if w := width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}

// padLeft left-pads s with spaces to n runes (numbers).
func padLeft(s string, n int) string {
	if w := width(s); w < n {
		return strings.Repeat(" ", n-w) + s
	}
	return s
}

// table writes rows as aligned columns separated by two spaces; columns
// listed in right are right-aligned. color, if set, styles a cell after
// padding so escapes do not disturb alignment.
type table struct {
	header []string
	rows   [][]string
	right  map[int]bool
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

func (t *table) write(w io.Writer, p palette) {
	n := len(t.header)
	for _, r := range t.rows {
		n = max(n, len(r))
	}
	ws := make([]int, n)
	for _, r := range append([][]string{t.header}, t.rows...) {
		for i, c := range r {
			ws[i] = max(ws[i], width(c))
		}
	}
	line := func(r []string, style func(string) string) {
		var b strings.Builder
		for i := range n {
			c := ""
			if i < len(r) {
				c = r[i]
			}
			last := i == n-1
			switch {
			case t.right[i]:
				c = padLeft(c, ws[i])
			case !last:
				c = pad(c, ws[i])
			}
			if i > 0 {
				b.WriteString("  ")
			}
			b.WriteString(c)
		}
		fmt.Fprintln(w, style(strings.TrimRight(b.String(), " ")))
	}
	if len(t.header) > 0 {
		line(t.header, p.bold)
	}
	for _, r := range t.rows {
		line(r, func(s string) string { return s })
	}
}

// writeJSON writes v as indented JSON with a final newline, HTML left alone.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// duration formats d compactly: 850ms, 12s, 3m05s, 1h02m.
func duration(d time.Duration) string {
	switch {
	case d < 0:
		return "-" + duration(-d)
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
	default:
		return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
	}
}

// offset formats the time since the session start as m:ss or h:mm:ss,
// right-aligned in 7 columns; blank when the event has no time.
func offset(start, t time.Time) string {
	if start.IsZero() || t.IsZero() {
		return strings.Repeat(" ", 7)
	}
	d := t.Sub(start)
	if d < 0 {
		d = 0
	}
	s := int(d.Seconds())
	var out string
	if s >= 3600 {
		out = fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	} else {
		out = fmt.Sprintf("%d:%02d", s/60, s%60)
	}
	return padLeft(out, 7)
}

// stamp formats a time for humans, in UTC so output is the same on every
// machine.
func stamp(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format("2006-01-02 15:04:05 UTC")
}

// formatFlag validates a --format value.
func formatFlag(v string) error {
	switch v {
	case "text", "json":
		return nil
	}
	return usageErrorf("--format %q: expected text or json", v)
}

// plural returns "1 turn" / "2 turns".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
