package claudecode

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// A small, allocation-free JSON scanner. encoding/json decodes every string
// of a record (Claude Code lines carry whole files in toolUseResult), which
// caps it far below what `vouch transcript stats` needs. Here a record is
// walked once: values nobody asked for are skipped with bytes.IndexByte over
// their strings, and only the strings we keep are unescaped.
//
// The scanner checks structure (terminated strings, balanced and matching
// brackets, literals and numbers made of the right characters) but is
// lenient about details encoding/json would reject (control characters
// inside strings, leading zeros); such a record is read, not refused.

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

// skipString returns the index just past the string that opens at b[i]
// (b[i] == '"'), or -1 if it is not terminated.
func skipString(b []byte, i int) int {
	i++
	for {
		j := bytes.IndexByte(b[i:], '"')
		if j < 0 {
			return -1
		}
		i += j
		n := 0
		for k := i - 1; b[k] == '\\'; k-- {
			n++
		}
		i++
		if n%2 == 0 {
			return i
		}
	}
}

// skipValue returns the index just past the value that starts at b[i]
// (no leading space), or -1 if it is malformed.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch c := b[i]; c {
	case '"':
		return skipString(b, i)
	case '{', '[':
		return skipContainer(b, i)
	case 't':
		return skipLit(b, i, "true")
	case 'f':
		return skipLit(b, i, "false")
	case 'n':
		return skipLit(b, i, "null")
	default:
		if c != '-' && (c < '0' || c > '9') {
			return -1
		}
		j := i + 1
		for j < len(b) {
			c := b[j]
			if (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-' {
				j++
				continue
			}
			break
		}
		return j
	}
}

func skipLit(b []byte, i int, lit string) int {
	if len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit {
		return i + len(lit)
	}
	return -1
}

// skipContainer skips an object or array, checking that brackets match.
func skipContainer(b []byte, i int) int {
	var arr [64]byte
	stack := arr[:0]
	for i < len(b) {
		switch c := b[i]; c {
		case '"':
			i = skipString(b, i)
			if i < 0 {
				return -1
			}
			continue
		case '{', '[':
			stack = append(stack, c)
		case '}', ']':
			open := byte('{')
			if c == ']' {
				open = '['
			}
			if len(stack) == 0 || stack[len(stack)-1] != open {
				return -1
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return i + 1
			}
		}
		i++
	}
	return -1
}

// objIter walks the members of one JSON object. Positions are absolute in
// b, so an iterator over a nested object (sub) shares its parent's buffer.
type objIter struct {
	b   []byte
	i   int
	bad bool // malformed input met
	n   int  // members seen
	end int  // index just past the closing brace, once reached
}

// newObj starts iterating the object in v; ok is false when v is not an
// object.
func newObj(v []byte) (objIter, bool) {
	if len(v) < 2 || v[0] != '{' {
		return objIter{}, false
	}
	return objIter{b: v, i: 1}, true
}

// next returns the next member's raw key (without quotes, not unescaped)
// and raw value. ok is false at the end of the object or on malformed
// input (then it.bad is set).
func (it *objIter) next() (key, val []byte, ok bool) {
	key, ok = it.nextKey()
	if !ok {
		return nil, nil, false
	}
	val, ok = it.value()
	return key, val, ok
}

// nextKey reads the next member's key and stops at the start of its value,
// which the caller must consume with value or sub.
func (it *objIter) nextKey() (key []byte, ok bool) {
	if it.end > 0 || it.bad || it.b == nil {
		return nil, false
	}
	b := it.b
	i := skipSpace(b, it.i)
	if i >= len(b) {
		it.bad = true
		return nil, false
	}
	if b[i] == '}' {
		it.end = i + 1
		return nil, false
	}
	if it.n > 0 {
		if b[i] != ',' {
			it.bad = true
			return nil, false
		}
		i = skipSpace(b, i+1)
	}
	if i >= len(b) || b[i] != '"' {
		it.bad = true
		return nil, false
	}
	ke := skipString(b, i)
	if ke < 0 {
		it.bad = true
		return nil, false
	}
	key = b[i+1 : ke-1]
	i = skipSpace(b, ke)
	if i >= len(b) || b[i] != ':' {
		it.bad = true
		return nil, false
	}
	it.i = skipSpace(b, i+1)
	it.n++
	return key, true
}

// value consumes the value after nextKey and returns it raw.
func (it *objIter) value() ([]byte, bool) {
	ve := skipValue(it.b, it.i)
	if ve < 0 {
		it.bad = true
		return nil, false
	}
	v := it.b[it.i:ve]
	it.i = ve
	return v, true
}

// sub returns an iterator over the object value after nextKey, ok false
// (nothing consumed) when the value is not an object. Walk it to its end,
// then call resume.
func (it *objIter) sub() (objIter, bool) {
	if it.i >= len(it.b) || it.b[it.i] != '{' {
		return objIter{}, false
	}
	return objIter{b: it.b, i: it.i + 1}, true
}

// resume continues after a sub iterator walked to its end.
func (it *objIter) resume(s *objIter) {
	if s.bad || s.end == 0 {
		it.bad = true
		return
	}
	it.i = s.end
}

// raw returns the bytes of the object a finished iterator walked.
func (it *objIter) raw(start int) []byte { return it.b[start:it.end] }

// arrIter walks the elements of one JSON array.
type arrIter struct {
	b   []byte
	i   int
	bad bool
	n   int
}

func newArr(v []byte) (arrIter, bool) {
	if len(v) < 2 || v[0] != '[' {
		return arrIter{}, false
	}
	return arrIter{b: v, i: 1}, true
}

func (it *arrIter) next() (val []byte, ok bool) {
	if it.b == nil || it.bad {
		return nil, false
	}
	b := it.b
	i := skipSpace(b, it.i)
	if i >= len(b) {
		it.bad = true
		return nil, false
	}
	if b[i] == ']' {
		it.b = nil
		return nil, false
	}
	if it.n > 0 {
		if b[i] != ',' {
			it.bad = true
			return nil, false
		}
		i = skipSpace(b, i+1)
	}
	ve := skipValue(b, i)
	if ve < 0 {
		it.bad = true
		return nil, false
	}
	it.n++
	it.i = ve
	return b[i:ve], true
}

// isStr reports whether v is a JSON string.
func isStr(v []byte) bool { return len(v) >= 2 && v[0] == '"' }

// rawStr returns the bytes between the quotes of a JSON string, still
// escaped; nil when v is not a string. Good for comparing against ASCII
// constants and prefixes: an escape starts with '\\', so an escaped string
// never matches a constant without one.
func rawStr(v []byte) []byte {
	if !isStr(v) {
		return nil
	}
	return v[1 : len(v)-1]
}

// isTrue reports whether v is the literal true.
func isTrue(v []byte) bool { return string(v) == "true" }

// str unescapes the JSON string v; "" when v is not a string.
func str(v []byte) string {
	r := rawStr(v)
	if r == nil {
		return ""
	}
	if bytes.IndexByte(r, '\\') < 0 {
		return string(r)
	}
	return string(unescape(make([]byte, 0, len(r)), r))
}

// unescape appends the unescaped form of the string body r to dst.
func unescape(dst, r []byte) []byte {
	for len(r) > 0 {
		i := bytes.IndexByte(r, '\\')
		if i < 0 {
			return append(dst, r...)
		}
		dst = append(dst, r[:i]...)
		r = r[i:]
		if len(r) < 2 {
			return append(dst, r...)
		}
		switch r[1] {
		case '"', '\\', '/':
			dst = append(dst, r[1])
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			c, ok := hex4(r[2:])
			if !ok {
				dst = append(dst, r[:2]...)
				r = r[2:]
				continue
			}
			n := 6
			if utf16.IsSurrogate(c) {
				c2, ok2 := rune(-1), false
				if len(r) >= 12 && r[6] == '\\' && r[7] == 'u' {
					c2, ok2 = hex4(r[8:])
				}
				if d := utf16.DecodeRune(c, c2); ok2 && d != utf8.RuneError {
					c = d
					n = 12
				} else {
					c = utf8.RuneError
				}
			}
			dst = utf8.AppendRune(dst, c)
			r = r[n:]
			continue
		default:
			dst = append(dst, r[:2]...)
		}
		r = r[2:]
	}
	return dst
}

func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// intVal parses a JSON integer (a float is truncated); ok is false for
// anything else.
func intVal(v []byte) (int64, bool) {
	if len(v) == 0 {
		return 0, false
	}
	neg := false
	i := 0
	if v[0] == '-' {
		neg = true
		i = 1
	}
	if i >= len(v) || v[i] < '0' || v[i] > '9' {
		return 0, false
	}
	var n int64
	for ; i < len(v) && v[i] >= '0' && v[i] <= '9'; i++ {
		n = n*10 + int64(v[i]-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// field returns the raw value of key in object v (nil when absent).
func field(v []byte, key string) []byte {
	it, ok := newObj(v)
	if !ok {
		return nil
	}
	for {
		k, val, ok := it.next()
		if !ok {
			return nil
		}
		if string(k) == key {
			return val
		}
	}
}
