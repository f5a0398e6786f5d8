// Package applypatch reads the patch format of Codex CLI's apply_patch tool
// and applies it to file contents in memory.
//
// The format (codex-rs/apply-patch's Lark grammar, with the same leniency as
// Codex's own parser):
//
//	*** Begin Patch
//	*** Add File: path        followed by "+line" lines (the new file)
//	*** Delete File: path
//	*** Update File: path
//	*** Move to: new/path     (optional, right after Update File)
//	@@ optional context line  then " ctx", "-old", "+new" lines
//	*** End of File           (optional: the chunk ends at the end of file)
//	*** End Patch
//
// The transcript reader (transcript/codex) uses Parse to learn which files a
// patch touches; the live edit veto uses Apply to compute the files an
// agent's patch would produce, on an in-memory overlay, before it runs.
// Nothing here touches the disk.
package applypatch

import (
	"fmt"
	"strings"
)

// Markers of the format.
const (
	beginMarker  = "*** Begin Patch"
	endMarker    = "*** End Patch"
	addMarker    = "*** Add File: "
	deleteMarker = "*** Delete File: "
	updateMarker = "*** Update File: "
	moveMarker   = "*** Move to: "
	eofMarker    = "*** End of File"
	ctxMarker    = "@@ "
	emptyCtx     = "@@"
)

// Op is what a hunk does to its file.
type Op string

// Hunk operations.
const (
	Add    Op = "add"
	Delete Op = "delete"
	Update Op = "update"
)

// Patch is a parsed apply_patch text.
type Patch struct {
	Hunks []Hunk
	// Workdir is the directory of a `cd DIR && apply_patch <<EOF` form
	// (see ParseShell); relative hunk paths are relative to it. Empty
	// otherwise.
	Workdir string
}

// Hunk is one file operation of a patch.
type Hunk struct {
	Op   Op
	Path string
	// MoveTo is the destination of an Update with "*** Move to:".
	MoveTo string
	// Contents is the whole new file of an Add, each "+" line followed by
	// "\n".
	Contents string
	// Chunks are the changes of an Update, in file order.
	Chunks []Chunk
	// Line is the 1-based line of the hunk's header in the patch text.
	Line int
}

// Chunk is one "@@" section of an Update.
type Chunk struct {
	// Context is the text after "@@ ": a line (usually a function or class
	// header) that must occur before OldLines. Empty for a bare "@@".
	Context string
	// OldLines are the lines replaced (context and "-" lines), NewLines
	// what replaces them (context and "+" lines).
	OldLines []string
	NewLines []string
	// EndOfFile: OldLines must be at the end of the file.
	EndOfFile bool
	// Line is the 1-based line where the chunk starts in the patch text.
	Line int
}

// ParseError is a patch that does not follow the format. Line is 1-based in
// the text given to Parse (0 when the error is about the patch as a whole).
type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string {
	if e.Line <= 0 {
		return "invalid patch: " + e.Msg
	}
	return fmt.Sprintf("invalid patch: line %d: %s", e.Line, e.Msg)
}

// Paths lists every path the patch adds, updates, deletes or moves (both
// ends of a move), in order of first appearance, without duplicates. Paths
// are as written in the patch (Workdir is not joined).
func (p *Patch) Paths() []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, h := range p.Hunks {
		add(h.Path)
		add(h.MoveTo)
	}
	return out
}

// OnlyAdds reports whether every hunk adds a file (the patch creates files
// and changes none).
func (p *Patch) OnlyAdds() bool {
	if len(p.Hunks) == 0 {
		return false
	}
	for _, h := range p.Hunks {
		if h.Op != Add {
			return false
		}
	}
	return true
}

// Parse parses patch text the way Codex does: markers may carry surrounding
// whitespace, the first chunk of an update may omit its "@@" line, blank
// lines between chunks are skipped, and the whole patch may be wrapped in a
// heredoc (`<<'EOF'` … `EOF`), a form some models produce.
func Parse(text string) (*Patch, error) {
	// Codex trims the text, then splits it into lines (dropping a '\r'
	// before each '\n'). first is the 1-based line of lines[0] in text.
	first := 1
	trimmed := strings.TrimLeft(text, " \t\r\n\v\f")
	first += strings.Count(text[:len(text)-len(trimmed)], "\n")
	trimmed = strings.TrimRight(trimmed, " \t\r\n\v\f")
	lines := splitLines(trimmed)

	body, bodyFirst, err := boundaries(lines, first)
	if err != nil {
		return nil, err
	}
	p := &Patch{}
	for i := 0; i < len(body); {
		h, n, err := parseHunk(body[i:], bodyFirst+i)
		if err != nil {
			return nil, err
		}
		p.Hunks = append(p.Hunks, h)
		i += n
	}
	return p, nil
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// boundaries checks the Begin/End markers and returns the lines between
// them with the line number of the first one.
func boundaries(lines []string, first int) ([]string, int, error) {
	body, err := strictBoundaries(lines, first)
	if err == nil {
		return body, first + 1, nil
	}
	// Lenient: a heredoc wrapper around the patch.
	if len(lines) >= 4 {
		f := lines[0]
		if (f == "<<EOF" || f == "<<'EOF'" || f == `<<"EOF"`) && strings.HasSuffix(lines[len(lines)-1], "EOF") {
			inner := lines[1 : len(lines)-1]
			if body, err2 := strictBoundaries(inner, first+1); err2 == nil {
				return body, first + 2, nil
			}
		}
	}
	return nil, 0, err
}

func strictBoundaries(lines []string, first int) ([]string, error) {
	if len(lines) == 0 {
		return nil, &ParseError{Line: 0, Msg: "empty text, expected '*** Begin Patch' as the first line"}
	}
	if strings.TrimSpace(lines[0]) != beginMarker {
		return nil, &ParseError{Line: first, Msg: fmt.Sprintf("expected '*** Begin Patch' as the first line, got %q", clip(lines[0]))}
	}
	last := len(lines) - 1
	if last == 0 || strings.TrimSpace(lines[last]) != endMarker {
		return nil, &ParseError{Line: first + last, Msg: fmt.Sprintf("expected '*** End Patch' as the last line, got %q", clip(lines[last]))}
	}
	return lines[1:last], nil
}

// parseHunk parses the hunk at the start of lines (lineNo is the 1-based
// line of lines[0]) and returns it with the number of lines it used.
func parseHunk(lines []string, lineNo int) (Hunk, int, error) {
	head := strings.TrimSpace(lines[0])
	switch {
	case strings.HasPrefix(head, addMarker):
		h := Hunk{Op: Add, Path: head[len(addMarker):], Line: lineNo}
		var b strings.Builder
		n := 1
		for _, l := range lines[1:] {
			rest, ok := strings.CutPrefix(l, "+")
			if !ok {
				break
			}
			b.WriteString(rest)
			b.WriteByte('\n')
			n++
		}
		h.Contents = b.String()
		return h, n, nil

	case strings.HasPrefix(head, deleteMarker):
		return Hunk{Op: Delete, Path: head[len(deleteMarker):], Line: lineNo}, 1, nil

	case strings.HasPrefix(head, updateMarker):
		h := Hunk{Op: Update, Path: head[len(updateMarker):], Line: lineNo}
		rest := lines[1:]
		n := 1
		if len(rest) > 0 {
			if to, ok := strings.CutPrefix(rest[0], moveMarker); ok {
				h.MoveTo = to
				rest = rest[1:]
				n++
			}
		}
		for len(rest) > 0 {
			if strings.TrimSpace(rest[0]) == "" { // blank lines between chunks
				rest = rest[1:]
				n++
				continue
			}
			if strings.HasPrefix(rest[0], "*") { // the next hunk or End Patch
				break
			}
			c, cn, err := parseChunk(rest, lineNo+n, len(h.Chunks) == 0)
			if err != nil {
				return Hunk{}, 0, err
			}
			h.Chunks = append(h.Chunks, c)
			rest = rest[cn:]
			n += cn
		}
		if len(h.Chunks) == 0 {
			return Hunk{}, 0, &ParseError{Line: lineNo, Msg: fmt.Sprintf("update of %q has no changes, expected a '@@' chunk with ' ', '-' or '+' lines", h.Path)}
		}
		return h, n, nil
	}
	return Hunk{}, 0, &ParseError{Line: lineNo, Msg: fmt.Sprintf("%q is not a hunk header, expected '*** Add File: PATH', '*** Delete File: PATH' or '*** Update File: PATH'", clip(head))}
}

// parseChunk parses one chunk of an update. The first chunk of a file may
// start without an "@@" line.
func parseChunk(lines []string, lineNo int, first bool) (Chunk, int, error) {
	c := Chunk{Line: lineNo}
	start := 0
	switch {
	case lines[0] == emptyCtx:
		start = 1
	case strings.HasPrefix(lines[0], ctxMarker):
		c.Context = lines[0][len(ctxMarker):]
		start = 1
	case !first:
		return Chunk{}, 0, &ParseError{Line: lineNo, Msg: fmt.Sprintf("expected a '@@' line to start the next chunk, got %q", clip(lines[0]))}
	}
	if start >= len(lines) {
		return Chunk{}, 0, &ParseError{Line: lineNo + 1, Msg: "chunk has no lines, expected ' ', '-' or '+' lines after '@@'"}
	}
	n := 0
	for _, l := range lines[start:] {
		if l == eofMarker {
			if n == 0 {
				return Chunk{}, 0, &ParseError{Line: lineNo + start, Msg: "chunk has no lines before '*** End of File'"}
			}
			c.EndOfFile = true
			n++
			break
		}
		if l == "" { // an empty context line
			c.OldLines = append(c.OldLines, "")
			c.NewLines = append(c.NewLines, "")
			n++
			continue
		}
		switch l[0] {
		case ' ':
			c.OldLines = append(c.OldLines, l[1:])
			c.NewLines = append(c.NewLines, l[1:])
		case '+':
			c.NewLines = append(c.NewLines, l[1:])
		case '-':
			c.OldLines = append(c.OldLines, l[1:])
		default:
			if n == 0 {
				return Chunk{}, 0, &ParseError{Line: lineNo + start, Msg: fmt.Sprintf("unexpected line %q in a chunk, expected it to start with ' ' (context), '-' (removed) or '+' (added)", clip(l))}
			}
			// The start of the next chunk or hunk.
			return c, start + n, nil
		}
		n++
	}
	return c, start + n, nil
}

// clip shortens s for an error message.
func clip(s string) string {
	const max = 80
	if len(s) <= max {
		return s
	}
	return s[:max] + "…"
}
