package applypatch

import (
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// ErrNoChanges is returned by Apply for a patch with no hunks (Codex
// refuses it with "No files were modified.").
var ErrNoChanges = errors.New("patch has no hunks: no files were modified")

// ApplyError is a hunk that cannot be applied to the current contents.
type ApplyError struct {
	Path string
	Line int // line of the hunk or chunk in the patch text
	Msg  string
	Err  error // the read error, if that is the cause
}

func (e *ApplyError) Error() string {
	s := fmt.Sprintf("apply patch: %s (patch line %d): %s", e.Path, e.Line, e.Msg)
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *ApplyError) Unwrap() error { return e.Err }

// Apply computes, without touching any file, the contents the patch gives
// every file it touches. read returns a file's current contents (an error
// wrapping fs.ErrNotExist for a missing file); paths are passed as written
// in the patch. The result maps each touched path to its new contents, or to
// nil when the patch deletes it (the source of a move is deleted).
//
// Hunks apply in order, each seeing the results of the ones before, as Codex
// applies them. Context lines are matched as Codex does: exactly, then
// ignoring trailing whitespace, then ignoring surrounding whitespace, then
// also treating typographic dashes, quotes and spaces as their ASCII forms.
// Like Codex, the result of an update always ends with a newline.
func (p *Patch) Apply(read func(path string) ([]byte, error)) (map[string]*[]byte, error) {
	if len(p.Hunks) == 0 {
		return nil, ErrNoChanges
	}
	out := make(map[string]*[]byte)
	current := func(path string) ([]byte, error) {
		if c, ok := out[path]; ok {
			if c == nil {
				return nil, fmt.Errorf("%s: %w (deleted earlier in this patch)", path, fs.ErrNotExist)
			}
			return *c, nil
		}
		return read(path)
	}
	set := func(path string, b []byte) { out[path] = &b }
	for _, h := range p.Hunks {
		switch h.Op {
		case Add:
			set(h.Path, []byte(h.Contents))
		case Delete:
			if _, err := current(h.Path); err != nil {
				return nil, &ApplyError{Path: h.Path, Line: h.Line, Msg: "cannot delete", Err: err}
			}
			out[h.Path] = nil
		case Update:
			old, err := current(h.Path)
			if err != nil {
				return nil, &ApplyError{Path: h.Path, Line: h.Line, Msg: "cannot read the file to update", Err: err}
			}
			nc, err := applyChunks(string(old), h)
			if err != nil {
				return nil, err
			}
			if h.MoveTo != "" {
				set(h.MoveTo, []byte(nc))
				if h.MoveTo != h.Path {
					out[h.Path] = nil
				}
			} else {
				set(h.Path, []byte(nc))
			}
		default:
			return nil, &ApplyError{Path: h.Path, Line: h.Line, Msg: fmt.Sprintf("unknown operation %q", h.Op)}
		}
	}
	return out, nil
}

type replacement struct {
	start, oldLen int
	lines         []string
}

// applyChunks returns the new contents of the file old after h's chunks.
func applyChunks(old string, h Hunk) (string, error) {
	lines := strings.Split(old, "\n")
	if lines[len(lines)-1] == "" { // the final newline is no line
		lines = lines[:len(lines)-1]
	}
	var reps []replacement
	at := 0
	for _, c := range h.Chunks {
		if c.Context != "" {
			i := seek(lines, []string{c.Context}, at, false)
			if i < 0 {
				return "", &ApplyError{Path: h.Path, Line: c.Line, Msg: fmt.Sprintf("cannot find context line %q", c.Context)}
			}
			at = i + 1
		}
		if len(c.OldLines) == 0 {
			// Pure addition: Codex appends at the end of the file.
			idx := len(lines)
			if idx > 0 && lines[idx-1] == "" {
				idx--
			}
			reps = append(reps, replacement{idx, 0, c.NewLines})
			continue
		}
		pattern, repl := c.OldLines, c.NewLines
		i := seek(lines, pattern, at, c.EndOfFile)
		if i < 0 && pattern[len(pattern)-1] == "" {
			// A trailing empty line stands for the file's final newline.
			pattern = pattern[:len(pattern)-1]
			if len(repl) > 0 && repl[len(repl)-1] == "" {
				repl = repl[:len(repl)-1]
			}
			i = seek(lines, pattern, at, c.EndOfFile)
		}
		if i < 0 {
			return "", &ApplyError{Path: h.Path, Line: c.Line, Msg: fmt.Sprintf("cannot find the expected lines:\n%s", strings.Join(c.OldLines, "\n"))}
		}
		reps = append(reps, replacement{i, len(pattern), repl})
		at = i + len(pattern)
	}
	sort.SliceStable(reps, func(a, b int) bool { return reps[a].start < reps[b].start })
	for k := len(reps) - 1; k >= 0; k-- {
		r := reps[k]
		end := min(r.start+r.oldLen, len(lines))
		tail := append([]string(nil), lines[end:]...)
		lines = append(append(lines[:r.start], r.lines...), tail...)
	}
	if len(lines) == 0 || lines[len(lines)-1] != "" {
		lines = append(lines, "")
	}
	return strings.Join(lines, "\n"), nil
}

// seek finds pattern in lines at or after start (at the end of the file
// when eof), with decreasing strictness. It returns -1 when not found.
func seek(lines, pattern []string, start int, eof bool) int {
	if len(pattern) == 0 {
		return start
	}
	if len(pattern) > len(lines) {
		return -1
	}
	from := start
	if eof {
		from = len(lines) - len(pattern)
	}
	for _, eq := range matchers {
		for i := from; i <= len(lines)-len(pattern); i++ {
			ok := true
			for j, p := range pattern {
				if !eq(lines[i+j], p) {
					ok = false
					break
				}
			}
			if ok {
				return i
			}
		}
	}
	return -1
}

var matchers = []func(a, b string) bool{
	func(a, b string) bool { return a == b },
	func(a, b string) bool { return trimRight(a) == trimRight(b) },
	func(a, b string) bool { return strings.TrimSpace(a) == strings.TrimSpace(b) },
	func(a, b string) bool { return normalise(a) == normalise(b) },
}

func trimRight(s string) string { return strings.TrimRightFunc(s, isSpace) }

func isSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '\v', '\f', 0x85, 0xA0:
		return true
	}
	return r >= 0x2000 && r <= 0x200A || r == 0x1680 || r == 0x2028 || r == 0x2029 || r == 0x202F || r == 0x205F || r == 0x3000
}

// normalise maps typographic punctuation to ASCII, as Codex's last pass does.
func normalise(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212':
			return '-'
		case '\u2018', '\u2019', '\u201A', '\u201B':
			return '\''
		case '\u201C', '\u201D', '\u201E', '\u201F':
			return '"'
		case '\u00A0', '\u2002', '\u2003', '\u2004', '\u2005', '\u2006', '\u2007', '\u2008', '\u2009', '\u200A', '\u202F', '\u205F', '\u3000':
			return ' '
		}
		return r
	}, strings.TrimFunc(s, isSpace))
}
