package verifier

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// StopTemplate is seed 000's .pi/verifier/verify_on_stop.md: the only
// input of the seed's verifier, its instruction for each turn, rendered
// against the builder's stop event. vouch has no LLM verifier yet: it
// renders the template for each verified turn and keeps the text with
// the persona's instructions (Verdict.Instruction) for one.
//
// The template is text with {{name}} placeholders (spaces inside the
// braces allowed), one of StopFields. A placeholder vouch does not know
// is left as written and listed in Unknown, so a typo shows instead of
// rendering as nothing. There is no logic, escaping or file access: a
// template is data.
type StopTemplate struct {
	Path    string
	Text    string
	Unknown []string // placeholders not in StopFields, in order of first use
	parts   []part
}

// part is literal text, or a placeholder when field is set.
type part struct {
	text  string
	field string
}

// StopFields are the placeholders a template can use: the stop event's
// fields and the session's (hello_ack), as named in the protocol.
var StopFields = []string{
	"event",        // "stop"
	"turn",         // the builder's turn number
	"leaf_id",      // the session entry the stop was sent at
	"reason",       // why a turn ended in an error, else empty
	"ts",           // the builder's clock at the stop, Unix milliseconds
	"session_id",   // the builder's session
	"session_file", // its session JSONL
	"cwd",          // the builder's working directory
	"loop",         // corrections already sent for this user prompt
	"max_loops",    // the cap on corrections
}

// StopTemplateFile is where the template lives, under the project root.
var StopTemplateFile = filepath.Join(".pi", "verifier", "verify_on_stop.md")

// LoadStopTemplate reads dir/.pi/verifier/verify_on_stop.md. A missing
// file is (nil, nil): the template is optional. A malformed one (a
// placeholder never closed on its line, or one that is not a name) is an
// error naming file:line.
func LoadStopTemplate(dir string) (*StopTemplate, error) {
	p := filepath.Join(dir, StopTemplateFile)
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return ParseStopTemplate(p, string(data))
}

// ParseStopTemplate parses text; path names it in errors.
func ParseStopTemplate(path, text string) (*StopTemplate, error) {
	t := &StopTemplate{Path: path, Text: text}
	known := make(map[string]bool, len(StopFields))
	for _, f := range StopFields {
		known[f] = true
	}
	seen := map[string]bool{}
	rest, line := text, 1
	for {
		i := strings.Index(rest, "{{")
		if i < 0 {
			t.parts = append(t.parts, part{text: rest})
			return t, nil
		}
		t.parts = append(t.parts, part{text: rest[:i]})
		line += strings.Count(rest[:i], "\n")
		after := rest[i+2:]
		j := strings.Index(after, "}}")
		if nl := strings.IndexByte(after, '\n'); j < 0 || (nl >= 0 && nl < j) {
			return nil, fmt.Errorf("%s:%d: a placeholder opened with {{ is not closed with }} on its line", path, line)
		}
		name := strings.TrimSpace(after[:j])
		if !isFieldName(name) {
			return nil, fmt.Errorf("%s:%d: placeholder {{%s}}: expected a name such as {{turn}} (one of %s)", path, line, after[:j], strings.Join(StopFields, ", "))
		}
		raw := rest[i : i+2+j+2]
		if known[name] {
			t.parts = append(t.parts, part{text: raw, field: name})
		} else {
			t.parts = append(t.parts, part{text: raw})
			if !seen[name] {
				seen[name] = true
				t.Unknown = append(t.Unknown, name)
			}
		}
		rest = after[j+2:]
	}
}

func isFieldName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || r == '.' || r == '-' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z'):
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// StopVars are the values a template is rendered with.
type StopVars struct {
	Event, LeafID, Reason       string
	Turn, Loop, MaxLoops        int
	TS                          int64
	SessionID, SessionFile, Cwd string
}

func (v *StopVars) get(field string) string {
	switch field {
	case "event":
		return v.Event
	case "turn":
		return strconv.Itoa(v.Turn)
	case "leaf_id":
		return v.LeafID
	case "reason":
		return v.Reason
	case "ts":
		return strconv.FormatInt(v.TS, 10)
	case "session_id":
		return v.SessionID
	case "session_file":
		return v.SessionFile
	case "cwd":
		return v.Cwd
	case "loop":
		return strconv.Itoa(v.Loop)
	case "max_loops":
		return strconv.Itoa(v.MaxLoops)
	}
	return ""
}

// Render fills the placeholders; values are inserted as they are, never
// read as template text again.
func (t *StopTemplate) Render(v *StopVars) string {
	var b strings.Builder
	b.Grow(len(t.Text))
	for _, p := range t.parts {
		if p.field != "" {
			b.WriteString(v.get(p.field))
		} else {
			b.WriteString(p.text)
		}
	}
	return b.String()
}
