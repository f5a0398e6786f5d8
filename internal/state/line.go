package state

import (
	"bytes"
	"strconv"
	"unicode/utf8"
)

// The lines of a progress log are JSON (json.Marshal of a logLine, read
// back with json.Unmarshal by the store). The hooks write one and read
// the last few on every PostToolUse, in a new process each time, where
// encoding/json first builds the field tables of logLine and Call by
// reflection: most of a PostToolUse answer's instructions went to that.
// encodeLine and decodeLine do the same for the lines the hooks write
// themselves (a call or a nudge with plain strings), byte for byte and
// field for field; anything else is left to encoding/json.
// TestLineCodec and FuzzLineCodec hold them to it.

// encodeLine is json.Marshal(l) when ok; false for what it leaves to
// json.Marshal (a veto, a string needing escapes other than appendPlain's).
func encodeLine(l *logLine) (data []byte, ok bool) {
	switch {
	case l.Call != nil && l.Nudge == nil && l.Veto == nil:
		c := l.Call
		b := make([]byte, 0, 320)
		b = append(b, `{"call":{`...)
		first := true
		field := func(name, v string, omitEmpty bool) {
			if v == "" && omitEmpty || !ok {
				return
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			b = append(b, '"')
			b = append(b, name...)
			b = append(b, `":`...)
			b, ok = appendPlain(b, v)
		}
		ok = true
		field("agent", c.Agent, true)
		field("session", c.Session, true)
		field("turn_key", c.TurnKey, true)
		field("call_id", c.CallID, true)
		field("tool", c.Tool, false)
		field("kind", c.Kind, true)
		field("target", c.TargetHash, true)
		field("content", c.ContentHash, true)
		field("outcome", c.Outcome, false)
		if !ok {
			return nil, false
		}
		if c.ExitCode != nil {
			b = append(b, `,"exit":`...)
			b = strconv.AppendInt(b, int64(*c.ExitCode), 10)
		}
		if c.Failures != 0 {
			b = append(b, `,"failures":`...)
			b = strconv.AppendInt(b, int64(c.Failures), 10)
		}
		if c.FileChange {
			b = append(b, `,"change":true`...)
		}
		b = append(b, `,"at":`...)
		b = strconv.AppendInt(b, c.At, 10)
		return append(b, "}}"...), true
	case l.Nudge != nil && l.Call == nil && l.Veto == nil:
		b := append(make([]byte, 0, 64), `{"nudge":{"kind":`...)
		b, ok = appendPlain(b, l.Nudge.Kind)
		if !ok {
			return nil, false
		}
		b = append(b, `,"at":`...)
		b = strconv.AppendInt(b, l.Nudge.At, 10)
		return append(b, "}}"...), true
	}
	return nil, false
}

// appendPlain appends s quoted as json.Marshal quotes it, when s needs no
// escape there but for <, > and & (an edit's content hash is
// "before>after"): printable ASCII but for " and \, and valid UTF-8 but
// for U+2028 and U+2029. False for anything else.
func appendPlain(b []byte, s string) ([]byte, bool) {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == '"' || c == '\\' {
				return b, false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || r == '\u2028' || r == '\u2029' {
			return b, false
		}
		i += n
	}
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '<':
			esc = `\u003c`
		case '>':
			esc = `\u003e`
		case '&':
			esc = `\u0026`
		default:
			continue
		}
		b = append(b, s[start:i]...)
		b = append(b, esc...)
		start = i + 1
	}
	b = append(b, s[start:]...)
	return append(b, '"'), true
}

// decodeLine is json.Unmarshal(data, l) for the lines encodeLine writes
// (any order of the keys, any of them missing): true when it decoded data
// as json.Unmarshal would into a zero l; false, l untouched, for anything
// else (white
// space, escapes, null, an unknown or repeated key, a veto), which the
// caller hands to json.Unmarshal.
func decodeLine(data []byte, l *logLine) bool {
	d := lineDecoder{data: data}
	if !d.lit(`{"`) {
		return false
	}
	var out logLine
	switch {
	case d.lit(`call":{`):
		out.Call = &Call{}
		if !d.call(out.Call) {
			return false
		}
	case d.lit(`nudge":{`):
		out.Nudge = &NudgeMark{}
		if !d.nudge(out.Nudge) {
			return false
		}
	default:
		return false
	}
	if !d.lit("}") || d.pos != len(d.data) {
		return false
	}
	*l = out
	return true
}

// lineDecoder reads a line from pos.
type lineDecoder struct {
	data []byte
	pos  int
}

// lit consumes s if it comes next.
func (d *lineDecoder) lit(s string) bool {
	if len(d.data)-d.pos < len(s) || string(d.data[d.pos:d.pos+len(s)]) != s {
		return false
	}
	d.pos += len(s)
	return true
}

// object reads the members of an object whose '{' is consumed, through
// its '}', calling member for each key (its value comes next); member
// returns false to stop with false. A repeated key is refused (json
// would merge or overwrite; the caller decides then).
func (d *lineDecoder) object(member func(key string, seen *uint32) bool) bool {
	var seen uint32
	if d.lit("}") {
		return true
	}
	for {
		if !d.lit(`"`) {
			return false
		}
		end := bytes.IndexByte(d.data[d.pos:], '"')
		if end < 0 || bytes.IndexByte(d.data[d.pos:d.pos+end], '\\') >= 0 {
			return false
		}
		key := string(d.data[d.pos : d.pos+end])
		d.pos += end + 1
		if !d.lit(":") || !member(key, &seen) {
			return false
		}
		if d.lit("}") {
			return true
		}
		if !d.lit(",") {
			return false
		}
	}
}

// once marks bit in seen, false when it was marked: the key is repeated.
func once(seen *uint32, bit uint) bool {
	if *seen&(1<<bit) != 0 {
		return false
	}
	*seen |= 1 << bit
	return true
}

func (d *lineDecoder) call(c *Call) bool {
	return d.object(func(key string, seen *uint32) bool {
		var s *string
		var bit uint
		switch key {
		case "agent":
			s, bit = &c.Agent, 0
		case "session":
			s, bit = &c.Session, 1
		case "turn_key":
			s, bit = &c.TurnKey, 2
		case "call_id":
			s, bit = &c.CallID, 3
		case "tool":
			s, bit = &c.Tool, 4
		case "kind":
			s, bit = &c.Kind, 5
		case "target":
			s, bit = &c.TargetHash, 6
		case "content":
			s, bit = &c.ContentHash, 7
		case "outcome":
			s, bit = &c.Outcome, 8
		case "exit":
			n, ok := d.int(strconv.IntSize)
			if ok && once(seen, 9) {
				v := int(n)
				c.ExitCode = &v
				return true
			}
			return false
		case "failures":
			n, ok := d.int(strconv.IntSize)
			c.Failures = int(n)
			return ok && once(seen, 10)
		case "change":
			v, ok := d.bool()
			c.FileChange = v
			return ok && once(seen, 11)
		case "at":
			n, ok := d.int(64)
			c.At = n
			return ok && once(seen, 12)
		default:
			return false
		}
		v, ok := d.string()
		*s = v
		return ok && once(seen, bit)
	})
}

func (d *lineDecoder) nudge(m *NudgeMark) bool {
	return d.object(func(key string, seen *uint32) bool {
		switch key {
		case "kind":
			v, ok := d.string()
			m.Kind = v
			return ok && once(seen, 0)
		case "at":
			n, ok := d.int(64)
			m.At = n
			return ok && once(seen, 1)
		}
		return false
	})
}

// string reads a string in valid UTF-8 (json.Unmarshal replaces invalid
// bytes) without control characters (which JSON forbids), whose only
// escapes are those appendPlain writes.
func (d *lineDecoder) string() (string, bool) {
	if !d.lit(`"`) {
		return "", false
	}
	// The common case: no escape up to the closing quote.
	if end := bytes.IndexByte(d.data[d.pos:], '"'); end >= 0 && bytes.IndexByte(d.data[d.pos:d.pos+end], '\\') < 0 {
		s := d.data[d.pos : d.pos+end]
		ascii := true
		for _, c := range s {
			if c < 0x20 {
				return "", false
			}
			if c >= utf8.RuneSelf {
				ascii = false
			}
		}
		if !ascii && !utf8.Valid(s) {
			return "", false
		}
		d.pos += end + 1
		return string(s), true
	}
	start := d.pos
	ascii := true
	var buf []byte // the string when it has escapes
	for d.pos < len(d.data) {
		switch c := d.data[d.pos]; {
		case c == '"':
			s := d.data[start:d.pos]
			d.pos++
			if buf != nil {
				s = append(buf, s...)
			}
			if !ascii && !utf8.Valid(s) {
				return "", false
			}
			return string(s), true
		case c == '\\':
			var r byte
			switch {
			case d.lit(`\u003c`):
				r = '<'
			case d.lit(`\u003e`):
				r = '>'
			case d.lit(`\u0026`):
				r = '&'
			default:
				return "", false
			}
			buf = append(append(buf, d.data[start:d.pos-6]...), r)
			start = d.pos
		case c < 0x20:
			return "", false
		default:
			if c >= utf8.RuneSelf {
				ascii = false
			}
			d.pos++
		}
	}
	return "", false
}

// int reads an integer in JSON's form (no fraction, no exponent) that
// fits bits.
func (d *lineDecoder) int(bits int) (int64, bool) {
	start := d.pos
	if d.pos < len(d.data) && d.data[d.pos] == '-' {
		d.pos++
	}
	digits := d.pos
	for d.pos < len(d.data) && '0' <= d.data[d.pos] && d.data[d.pos] <= '9' {
		d.pos++
	}
	if d.pos == digits || d.data[digits] == '0' && d.pos-digits > 1 {
		return 0, false
	}
	if d.pos < len(d.data) && (d.data[d.pos] == '.' || d.data[d.pos] == 'e' || d.data[d.pos] == 'E') {
		return 0, false
	}
	n, err := strconv.ParseInt(string(d.data[start:d.pos]), 10, bits)
	return n, err == nil
}

func (d *lineDecoder) bool() (bool, bool) {
	switch {
	case d.lit("true"):
		return true, true
	case d.lit("false"):
		return false, true
	}
	return false, false
}
