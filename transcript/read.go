package transcript

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// Errors a caller can tell apart. Each is wrapped with the file name.
var (
	// ErrEmpty: the input holds no records at all.
	ErrEmpty = errors.New("empty transcript: no records")
	// ErrUnknownFormat: no registered format recognised the records.
	ErrUnknownFormat = errors.New("not a known transcript format (expected Claude Code, Codex or Pi JSONL)")
	// ErrNoRecords: the input has lines, but none of them is a valid record.
	ErrNoRecords = errors.New("no valid JSON records")
)

// A Decoder turns one format's records into events. A Decoder is made for
// one input and is not safe for concurrent use.
type Decoder interface {
	// Decode handles one record: a single JSON value (normally an object)
	// from line lineNo. It fills s's header fields as it learns them and
	// calls emit for each event, in order. Decode must not retain rec after
	// it returns. A returned error is reported as a Problem on that line and
	// reading goes on; it should say what was expected.
	Decode(rec []byte, lineNo int, s *Session, emit func(*Event)) error
	// Flush emits whatever the decoder held back, at the end of input.
	Flush(s *Session, emit func(*Event))
}

// Format describes one agent's session format.
type Format struct {
	Agent Agent
	// Sniff reports whether rec, one of the first valid records of a file,
	// belongs to this format. It may say yes on a record another format
	// also accepts; Detect tries formats in registration order.
	Sniff func(rec []byte) bool
	// NewDecoder makes a decoder for one input.
	NewDecoder func(opts *Options) Decoder
	// Companions, if set, names further files that belong to the session
	// in path (Claude Code's sub-agent files). ReadFile reads them after
	// path, into the same Session.
	Companions func(path string) []string
	// Locate, if set, lists the session files of this agent under the
	// user's home directory (for `vouch sessions`).
	Locate func(home string) ([]string, error)
}

var (
	formatsMu sync.RWMutex
	formats   []Format
)

// Register makes a format known to Detect and the readers. Format
// sub-packages call it from init.
func Register(f Format) {
	formatsMu.Lock()
	defer formatsMu.Unlock()
	for i, g := range formats {
		if g.Agent == f.Agent {
			formats[i] = f
			return
		}
	}
	formats = append(formats, f)
}

// Formats returns the registered formats, in registration order.
func Formats() []Format {
	formatsMu.RLock()
	defer formatsMu.RUnlock()
	return append([]Format(nil), formats...)
}

// Lookup returns the registered format for agent.
func Lookup(agent Agent) (Format, bool) {
	for _, f := range Formats() {
		if f.Agent == agent {
			return f, true
		}
	}
	return Format{}, false
}

// Options control reading. The zero value (or nil) means defaults.
type Options struct {
	// Agent forces a format; empty means detect it from the content.
	Agent Agent
	// Name is the input's name in problems and errors (default: the path
	// given to ReadFile, or "<input>").
	Name string
	// OnProblem, if set, is called for each unreadable record instead of
	// collecting it in Session.Problems (useful when streaming huge input).
	OnProblem func(Problem)
	// MaxProblems caps Session.Problems (default 1000); further problems
	// are still counted in ProblemCount.
	MaxProblems int
	// NoCompanions skips the companion files (sub-agent transcripts).
	NoCompanions bool
	// SkipContent lets decoders leave out bulky content nobody asked for
	// (message and tool output text, tool inputs) while keeping event
	// kinds, tool names, kinds, paths, commands, exit codes, errors and
	// usage: what `vouch transcript stats` needs. It exists for speed.
	SkipContent bool
}

func (o *Options) maxProblems() int {
	if o == nil || o.MaxProblems <= 0 {
		return 1000
	}
	return o.MaxProblems
}

// sniffRecords is how many valid records Detect looks at.
const sniffRecords = 16

// Detect reports the agent whose format the records in data belong to.
// data is the start of a file (a few KB is usually enough; a record cut off
// at the end of data is ignored).
func Detect(data []byte) (Agent, error) {
	fs := Formats()
	seen := 0
	for len(data) > 0 && seen < sniffRecords {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		line = trimSpace(line) // as the readers do: U+00A0 or U+0085 is content
		if len(line) == 0 {
			continue
		}
		for _, rec := range splitRecords(line) {
			if !json.Valid(rec) {
				continue
			}
			seen++
			for _, f := range fs {
				if f.Sniff != nil && f.Sniff(rec) {
					return f.Agent, nil
				}
			}
		}
	}
	if seen == 0 {
		return "", ErrNoRecords
	}
	return "", ErrUnknownFormat
}

// ReadFile reads the whole session in path (and its companion files) into
// memory. Malformed records are in Session.Problems; the error is non-nil
// only when nothing usable could be read.
func ReadFile(ctx context.Context, path string, opts *Options) (*Session, error) {
	o := withName(opts, path)
	s := &Session{Path: path}
	collect := func(_ *Session, e *Event) error {
		s.Events = append(s.Events, e)
		return nil
	}
	if err := scanFile(ctx, path, o, s, collect); err != nil {
		return nil, err
	}
	if !o.NoCompanions {
		if f, ok := Lookup(s.Agent); ok && f.Companions != nil {
			for _, c := range f.Companions(path) {
				co := *o
				co.Name = c
				co.Agent = s.Agent
				// A companion that cannot be read is a problem, not a failure.
				if err := scanFile(ctx, c, &co, s, collect); err != nil {
					s.addProblem(&co, Problem{File: c, Line: 0, Msg: err.Error()})
				}
			}
		}
	}
	return s, nil
}

// Read reads a whole session from r into memory.
func Read(ctx context.Context, r io.Reader, opts *Options) (*Session, error) {
	s := &Session{}
	err := scan(ctx, r, opts, s, func(_ *Session, e *Event) error {
		s.Events = append(s.Events, e)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Scan reads a session from r and calls fn with each event, in order, as
// soon as it is decoded; memory stays constant in the size of r. The
// Session passed to fn has the header fields known so far. An error from fn
// stops the scan and is returned.
func Scan(ctx context.Context, r io.Reader, opts *Options, fn func(*Session, *Event) error) (*Session, error) {
	s := &Session{}
	if err := scan(ctx, r, opts, s, fn); err != nil {
		return s, err
	}
	return s, nil
}

// ScanFile is Scan on a file, companions not included.
func ScanFile(ctx context.Context, path string, opts *Options, fn func(*Session, *Event) error) (*Session, error) {
	o := withName(opts, path)
	s := &Session{Path: path}
	if err := scanFile(ctx, path, o, s, fn); err != nil {
		return s, err
	}
	return s, nil
}

func withName(opts *Options, name string) *Options {
	o := Options{}
	if opts != nil {
		o = *opts
	}
	if o.Name == "" {
		o.Name = name
	}
	return &o
}

func scanFile(ctx context.Context, path string, o *Options, s *Session, fn func(*Session, *Event) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return scan(ctx, f, o, s, fn)
}

// ProblemCount is the number of problems seen while reading, including
// those beyond Options.MaxProblems or handed to Options.OnProblem.
func (s *Session) ProblemCount() int { return s.problemCount }

func (s *Session) addProblem(o *Options, p Problem) {
	s.problemCount++
	if o != nil && o.OnProblem != nil {
		o.OnProblem(p)
		return
	}
	if len(s.Problems) < o.maxProblems() {
		s.Problems = append(s.Problems, p)
	}
}

// readBufSize is the bufio buffer; longer lines are assembled in a growing
// slice, without limit.
const readBufSize = 1 << 20

// readerPool recycles the 1 MB read buffers: `vouch transcript stats` over
// a thousand session files would otherwise allocate (and the kernel zero)
// a fresh megabyte per file. Nothing keeps a slice of the buffer once scan
// returns (Decode must not retain records; pending records are copies).
var readerPool = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, readBufSize) }}

func scan(ctx context.Context, r io.Reader, opts *Options, s *Session, fn func(*Session, *Event) error) error {
	o := withName(opts, "<input>")
	br := readerPool.Get().(*bufio.Reader)
	br.Reset(r)
	defer func() {
		br.Reset(nil)
		readerPool.Put(br)
	}()

	var (
		dec     Decoder
		pending [][]byte // records read before the format is known
		pendLn  []int
		long    []byte
		isLong  bool
		lineNo  int
		nextIdx = len(s.Events)
		fnErr   error
		sawAny  bool
	)
	if s.Agent != "" && o.Agent == "" {
		o.Agent = s.Agent
	}
	emit := func(e *Event) {
		if fnErr != nil {
			return
		}
		e.Index = nextIdx
		nextIdx++
		if !e.Time.IsZero() {
			if s.Start.IsZero() || e.Time.Before(s.Start) {
				s.Start = e.Time
			}
			if e.Time.After(s.End) {
				s.End = e.Time
			}
		}
		if e.Model != "" {
			s.AddModel(e.Model)
		}
		fnErr = fn(s, e)
	}
	startDecoder := func(agent Agent) error {
		f, ok := Lookup(agent)
		if !ok {
			return fmt.Errorf("%s: no reader for agent %q", o.Name, agent)
		}
		s.Agent = agent
		dec = f.NewDecoder(o)
		return nil
	}
	if o.Agent != "" {
		if err := startDecoder(o.Agent); err != nil {
			return err
		}
	}
	decode := func(rec []byte, ln int) {
		if err := dec.Decode(rec, ln, s, emit); err != nil {
			s.addProblem(o, Problem{File: o.Name, Line: ln, Msg: err.Error()})
			return
		}
		s.Records++
	}
	handle := func(line []byte, ln int) {
		line = trimSpace(line)
		if len(line) == 0 {
			return
		}
		sawAny = true
		for _, rec := range splitRecords(line) {
			if dec != nil {
				decode(rec, ln)
				continue
			}
			if !json.Valid(rec) {
				s.addProblem(o, Problem{File: o.Name, Line: ln, Msg: describeBad(rec)})
				continue
			}
			// Format still unknown: keep the record until one sniffs.
			pending = append(pending, append([]byte(nil), rec...))
			pendLn = append(pendLn, ln)
			for _, f := range Formats() {
				if f.Sniff != nil && f.Sniff(rec) {
					_ = startDecoder(f.Agent)
					break
				}
			}
			if dec == nil && len(pending) >= sniffRecords {
				return
			}
			if dec != nil {
				for i, p := range pending {
					decode(p, pendLn[i])
				}
				pending, pendLn = nil, nil
			}
		}
	}

	for {
		if lineNo&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		chunk, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			long = append(long, chunk...)
			isLong = true
			continue
		}
		lineNo++
		line := chunk
		if isLong {
			long = append(long, chunk...)
			line = long
		}
		eof := err == io.EOF
		if err != nil && !eof {
			return fmt.Errorf("%s:%d: %w", o.Name, lineNo, err)
		}
		if eof && len(line) == 0 {
			break
		}
		truncated := eof && len(trimSpace(line)) > 0
		before := s.problemCount
		if dec == nil && len(pending) >= sniffRecords {
			break
		}
		handle(line, lineNo)
		if truncated && s.problemCount > before {
			// The last line had no newline and did not parse: say so
			// plainly, it is usually a file still being written.
			last := len(s.Problems) - 1
			if last >= 0 && s.Problems[last].Line == lineNo {
				s.Problems[last].Msg = "truncated last record (no final newline; file still being written?): " + s.Problems[last].Msg
			}
		}
		if isLong {
			isLong = false
			long = long[:0]
			if cap(long) > 4*readBufSize {
				long = nil // do not keep a 50 MB buffer around for short lines
			}
		}
		if fnErr != nil {
			return fnErr
		}
		if eof {
			break
		}
	}
	if dec == nil {
		switch {
		case !sawAny:
			return fmt.Errorf("%s: %w", o.Name, ErrEmpty)
		case len(pending) == 0:
			return fmt.Errorf("%s: %w (%d malformed lines)", o.Name, ErrNoRecords, s.problemCount)
		default:
			return fmt.Errorf("%s: %w", o.Name, ErrUnknownFormat)
		}
	}
	dec.Flush(s, emit)
	if fnErr != nil {
		return fnErr
	}
	if s.Records == 0 {
		return fmt.Errorf("%s: %w (%d malformed lines)", o.Name, ErrNoRecords, s.problemCount)
	}
	return nil
}

func trimSpace(b []byte) []byte {
	// Only ASCII space, tab and CR: U+2028, U+2029 and U+0085 are content.
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n') {
		b = b[1:]
	}
	for len(b) > 0 {
		c := b[len(b)-1]
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			break
		}
		b = b[:len(b)-1]
	}
	return b
}

// splitRecords returns the JSON values on one line. Almost always that is
// the line itself; real Pi files hold lines with two objects glued
// together ("}{"), which yield both. The check is a cheap substring search;
// only lines that contain "}{" are decoded twice.
func splitRecords(line []byte) [][]byte {
	if !gluedOutsideStrings(line) {
		return [][]byte{line}
	}
	d := json.NewDecoder(bytes.NewReader(line))
	var out [][]byte
	var start int64
	for {
		var v json.RawMessage
		if err := d.Decode(&v); err != nil {
			if err == io.EOF && len(out) > 0 {
				return out
			}
			// Not a clean sequence of values: leave the line whole so the
			// decoder reports it.
			if len(out) > 1 {
				rest := trimSpace(line[start:])
				if len(rest) > 0 {
					out = append(out, rest)
				}
				return out
			}
			return [][]byte{line}
		}
		end := d.InputOffset()
		out = append(out, trimSpace(line[start:end]))
		start = end
	}
}

// gluedOutsideStrings reports whether "}{" or "} {" occurs in line outside
// JSON strings. Transcript lines often carry code ("} {", "}{") inside
// strings; only a match outside them can be two glued objects, so only
// those lines pay for a json.Decoder pass. Strings are skipped with
// IndexByte, which keeps this at memory speed.
func gluedOutsideStrings(line []byte) bool {
	if !bytes.Contains(line, []byte("}{")) && !bytes.Contains(line, []byte("} {")) {
		return false
	}
	i := 0
	for i < len(line) {
		q := bytes.IndexByte(line[i:], '"')
		seg := line[i:]
		if q >= 0 {
			seg = line[i : i+q]
		}
		if bytes.Contains(seg, []byte("}{")) || bytes.Contains(seg, []byte("} {")) {
			return true
		}
		if q < 0 {
			return false
		}
		// Skip the string that opens at i+q.
		j := i + q + 1
		for {
			k := bytes.IndexByte(line[j:], '"')
			if k < 0 {
				return false // unterminated: one (bad) record
			}
			j += k
			n := 0
			for b := j - 1; line[b] == '\\'; b-- {
				n++
			}
			j++
			if n%2 == 0 {
				break
			}
		}
		i = j
	}
	return false
}

// describeBad says what is wrong with a record that is not valid JSON.
func describeBad(rec []byte) string {
	if !utf8.Valid(rec) && bytes.IndexByte(rec, 0) >= 0 {
		return "binary data, expected a JSON object"
	}
	var v any
	err := json.Unmarshal(rec, &v)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("malformed JSON at byte %d (%v), expected one JSON object per line", se.Offset, se)
	}
	if err != nil {
		return fmt.Sprintf("malformed JSON (%v), expected one JSON object per line", err)
	}
	return "expected a JSON object"
}

// BadRecord is the error a Decoder returns for a record that is valid JSON
// but not the shape expected; the core turns invalid JSON into a Problem
// with describeBad.
func BadRecord(rec []byte, expected string) error {
	if !json.Valid(rec) {
		return errors.New(describeBad(rec))
	}
	return fmt.Errorf("unexpected record shape, expected %s", expected)
}

// Turn is a user prompt through the agent's last event before the next
// prompt. Events before the first prompt belong to turn 0's preamble and
// are not a turn.
type Turn struct {
	Number int      // 1-based
	Events []*Event // the prompt first (when there is one), then the rest
}

// Prompt returns the turn's opening user message.
func (t Turn) Prompt() *Event {
	if len(t.Events) > 0 && t.Events[0].IsPrompt() {
		return t.Events[0]
	}
	return nil
}

// FinalText returns the text of the turn's last main-agent assistant
// messages: the consecutive assistant text events at the end of the turn,
// ignoring thinking, system events and sidechains. It is what the agent
// says when it stops.
func (t Turn) FinalText() string {
	var parts []string
	for i := len(t.Events) - 1; i >= 0; i-- {
		e := t.Events[i]
		if e.Sidechain || e.Kind == KindSystem || e.Kind == KindUnknown || e.Kind == KindSummary {
			continue
		}
		if e.Kind == KindAssistant {
			if e.Text != "" {
				parts = append(parts, e.Text)
			}
			continue
		}
		if e.Kind == KindUser && e.Meta && len(parts) == 0 {
			continue
		}
		break
	}
	var b strings.Builder
	for i := len(parts) - 1; i >= 0; i-- {
		b.WriteString(parts[i])
		if i > 0 {
			b.WriteString("\n\n")
		}
	}
	return b.String()
}

// Turns splits the session into turns.
func (s *Session) Turns() []Turn {
	var turns []Turn
	for _, e := range s.Events {
		if e.IsPrompt() {
			turns = append(turns, Turn{Number: len(turns) + 1})
		}
		if len(turns) == 0 {
			continue
		}
		t := &turns[len(turns)-1]
		t.Events = append(t.Events, e)
	}
	return turns
}

// LastTurn returns the last turn, or false when the session has no prompt.
func (s *Session) LastTurn() (Turn, bool) {
	ts := s.Turns()
	if len(ts) == 0 {
		return Turn{}, false
	}
	return ts[len(ts)-1], true
}

// Calls maps tool call ids to their call events, for pairing results.
func (s *Session) Calls() map[string]*Event {
	m := make(map[string]*Event)
	for _, e := range s.Events {
		if e.Kind == KindToolCall && e.Tool != nil && e.Tool.ID != "" {
			m[e.Tool.ID] = e
		}
	}
	return m
}

// FindFiles walks each of roots and returns the files for which keep
// (given the file's name) is true, sorted and without duplicates (roots
// may overlap). Directories for which skip is true (nil: none) are not
// entered. A missing root is no error; any other error ends the walk and
// is returned with what was found so far. It is what the formats' Locate
// functions share.
func FindFiles(roots []string, keep, skip func(name string) bool) ([]string, error) {
	var out []string
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) && p == root {
					return filepath.SkipDir
				}
				return err
			}
			if d.IsDir() {
				if p != root && skip != nil && skip(d.Name()) {
					return filepath.SkipDir
				}
				return nil
			}
			if keep(d.Name()) {
				out = append(out, p)
			}
			return nil
		})
		if err != nil {
			return SortPaths(out), err
		}
	}
	return SortPaths(out), nil
}

// SortPaths sorts and de-duplicates paths in place and returns them.
func SortPaths(p []string) []string {
	sort.Strings(p)
	out := p[:0]
	for i, x := range p {
		if i == 0 || x != p[i-1] {
			out = append(out, x)
		}
	}
	return out
}
