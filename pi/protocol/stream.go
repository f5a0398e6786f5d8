package protocol

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"
)

// ReaderOptions configures NewReader. A nil *ReaderOptions, or a zero
// field, means the default documented on the field.
type ReaderOptions struct {
	// MaxSize bounds one envelope in bytes, without its '\n'. Default
	// DefaultMaxSize.
	MaxSize int
}

// Reader reads envelopes from a stream. Lines are split on '\n' only: a
// U+2028 or U+2029 inside a JSON string (JavaScript's JSON.stringify leaves
// them raw) is part of the string, never a break. Memory is bounded by
// MaxSize whatever the input. A Reader is not safe for concurrent use.
type Reader struct {
	br   *bufio.Reader
	max  int
	line int
	buf  []byte
}

// NewReader returns a Reader on r.
func NewReader(r io.Reader, o *ReaderOptions) *Reader {
	max := DefaultMaxSize
	if o != nil && o.MaxSize > 0 {
		max = o.MaxSize
	}
	return &Reader{br: bufio.NewReaderSize(r, 64<<10), max: max}
}

// Read returns the next envelope. Blank lines are skipped. A bad envelope
// (malformed, unknown type, too large, truncated by the end of the
// stream) returns a *LineError and the next Read goes on with the next
// line; for an unknown type the message is an *Unknown. Any other error
// is the stream's (io.EOF at its end) and final.
func (r *Reader) Read() (Message, error) {
	for {
		line, err := r.next()
		if err != nil {
			return nil, err
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		m, err := Unmarshal(line)
		if err != nil {
			return m, &LineError{Line: r.line, Err: err}
		}
		return m, nil
	}
}

// Line is the number of the line Read last returned (1-based).
func (r *Reader) Line() int { return r.line }

// next returns the next line without its '\n'; the slice is valid until
// the next call. A line longer than max is consumed to its end and
// reported as ErrTooLarge; a last line the stream cut short (no '\n'
// before EOF: the peer died mid-write) as ErrMalformed.
func (r *Reader) next() ([]byte, error) {
	// A large envelope's buffer is not kept for the small ones after it.
	if cap(r.buf) > 1<<20 {
		r.buf = nil
	}
	r.buf = r.buf[:0]
	size, tooLarge := 0, false
	for {
		frag, err := r.br.ReadSlice('\n')
		size += len(frag)
		n := size // the envelope's length so far, without a '\n'
		if err == nil {
			n--
		}
		if !tooLarge {
			if n > r.max {
				tooLarge, r.buf = true, r.buf[:0]
			} else {
				r.buf = append(r.buf, frag...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err == io.EOF && size > 0 {
			r.line++
			if tooLarge {
				return nil, &LineError{Line: r.line, Err: fmt.Errorf("%w: more than %d bytes (and cut off by the end of the stream)", ErrTooLarge, r.max)}
			}
			if len(bytes.TrimSpace(r.buf)) == 0 {
				return nil, io.EOF
			}
			return nil, &LineError{Line: r.line, Err: fmt.Errorf("%w: the stream ended inside an envelope (%d bytes, no final newline)", ErrMalformed, size)}
		}
		if err != nil {
			return nil, err
		}
		r.line++
		if tooLarge {
			return nil, &LineError{Line: r.line, Err: fmt.Errorf("%w: %d bytes, expected at most %d", ErrTooLarge, size-1, r.max)}
		}
		return r.buf[:len(r.buf)-1], nil
	}
}

// Writer writes envelopes, one line each, in a single Write so that
// concurrent senders never interleave. It is safe for concurrent use.
type Writer struct {
	mu  sync.Mutex
	w   io.Writer
	max int
}

// NewWriter returns a Writer on w. Envelopes larger than MaxSize (the
// peer's reader would skip them) are refused with ErrTooLarge.
func NewWriter(w io.Writer, o *ReaderOptions) *Writer {
	max := DefaultMaxSize
	if o != nil && o.MaxSize > 0 {
		max = o.MaxSize
	}
	return &Writer{w: w, max: max}
}

// Write sends one envelope.
func (w *Writer) Write(m Message) error {
	b, err := Marshal(m)
	if err != nil {
		return err
	}
	if len(b) > w.max {
		return fmt.Errorf("%w: %s envelope of %d bytes, the peer accepts at most %d", ErrTooLarge, m.Type(), len(b), w.max)
	}
	b = append(b, '\n')
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := w.w.Write(b); err != nil {
		return fmt.Errorf("sending %s: %w", m.Type(), err)
	}
	return nil
}
