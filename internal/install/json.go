package install

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// object is a JSON object that keeps its members in file order, each value
// verbatim, so an edit touches only what it means to and the rest of a
// user's settings file comes back byte-for-byte (modulo indentation).
type object []member

type member struct {
	key string
	val json.RawMessage
	off int64 // offset of the key in the parsed input, for error positions
}

// parseObject parses raw, which must be a JSON object. base is added to
// member offsets so nested objects report positions in the whole file.
func parseObject(raw []byte, base int64) (object, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, &shapeError{off: base, msg: "want a JSON object, found " + describe(raw)}
	}
	var o object
	for dec.More() {
		off := base + dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		o = append(o, member{key: key, val: v, off: off})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, &shapeError{off: base + dec.InputOffset(), msg: "unexpected data after the top-level object"}
	}
	return o, nil
}

func (o object) get(key string) (json.RawMessage, int64, bool) {
	for _, m := range o {
		if m.key == key {
			return m.val, m.off, true
		}
	}
	return nil, 0, false
}

// set replaces key's value in place, or appends it.
func (o *object) set(key string, v json.RawMessage) {
	for i := range *o {
		if (*o)[i].key == key {
			(*o)[i].val = v
			return
		}
	}
	*o = append(*o, member{key: key, val: v})
}

func (o *object) del(key string) {
	out := (*o)[:0]
	for _, m := range *o {
		if m.key != key {
			out = append(out, m)
		}
	}
	*o = out
}

// encode writes o compactly, members in order, values verbatim.
func (o object) encode() json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(quote(m.key))
		b.WriteByte(':')
		if err := json.Compact(&b, m.val); err != nil {
			b.Write(m.val) // already validated when parsed or built
		}
	}
	b.WriteByte('}')
	return b.Bytes()
}

// quote encodes s as a JSON string without HTML escaping.
func quote(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return bytes.TrimRight(b.Bytes(), "\n")
}

func encodeArray(items []json.RawMessage) json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('[')
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := json.Compact(&b, it); err != nil {
			b.Write(it)
		}
	}
	b.WriteByte(']')
	return b.Bytes()
}

// parseArray parses raw, which must be a JSON array.
func parseArray(raw json.RawMessage) ([]json.RawMessage, bool) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil || items == nil && !bytes.HasPrefix(bytes.TrimSpace(raw), []byte("[")) {
		return nil, false
	}
	return items, true
}

// describe names the JSON type of raw for error messages.
func describe(raw []byte) string {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// shapeError is valid JSON of the wrong shape at a byte offset.
type shapeError struct {
	off int64
	msg string
}

func (e *shapeError) Error() string { return e.msg }

// positionError turns a JSON decoding error into "file:line:col: what".
func positionError(path string, data []byte, err error) error {
	var off int64 = -1
	msg := err.Error()
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var sh *shapeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
		if off > 0 {
			off-- // Offset is just past the offending byte
		}
		if hasComment(data) {
			msg += " (JSON does not allow comments)"
		}
	case errors.As(err, &te):
		off = te.Offset
	case errors.As(err, &sh):
		off = sh.off
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		off = int64(len(data))
		msg = "unexpected end of file: the JSON is incomplete"
	}
	if off < 0 {
		return fmt.Errorf("%s: %s", path, msg)
	}
	line, col := lineCol(data, off)
	return fmt.Errorf("%s:%d:%d: %s", path, line, col, msg)
}

func lineCol(data []byte, off int64) (int, int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	// Skip whitespace so the position points at the offending token.
	for off < int64(len(data)) && strings.ContainsRune(" \t\r\n,:", rune(data[off])) {
		off++
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return line, col
}

func hasComment(data []byte) bool {
	for _, l := range bytes.Split(data, []byte("\n")) {
		t := bytes.TrimSpace(l)
		if bytes.HasPrefix(t, []byte("//")) || bytes.HasPrefix(t, []byte("/*")) {
			return true
		}
	}
	return false
}

// indentOf guesses the indentation unit of a JSON file: the leading
// whitespace of its first indented line; two spaces when there is none.
func indentOf(data []byte) string {
	for _, l := range bytes.Split(data, []byte("\n"))[1:] {
		n := 0
		for n < len(l) && (l[n] == ' ' || l[n] == '\t') {
			n++
		}
		if n > 0 && n < len(l) {
			return string(l[:n])
		}
	}
	return "  "
}

// format indents compact JSON with indent and ends it with a newline.
func format(compact []byte, indent string) []byte {
	var b bytes.Buffer
	if err := json.Indent(&b, compact, "", indent); err != nil {
		return append(compact, '\n')
	}
	b.WriteByte('\n')
	return b.Bytes()
}
