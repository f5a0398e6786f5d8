package transcript

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// toyAgent is a format used only by these tests: {"toy":..., "text":...}.
const toyAgent Agent = "toy"

type toyDecoder struct{}

func (toyDecoder) Decode(rec []byte, line int, s *Session, emit func(*Event)) error {
	var v struct {
		Toy  *string `json:"toy"`
		Text string  `json:"text"`
	}
	if err := json.Unmarshal(rec, &v); err != nil || v.Toy == nil {
		return BadRecord(rec, `an object with a "toy" field`)
	}
	k := KindUser
	if *v.Toy == "a" {
		k = KindAssistant
	}
	emit(&Event{Kind: k, Line: line, Text: v.Text})
	return nil
}
func (toyDecoder) Flush(*Session, func(*Event)) {}

func init() {
	Register(Format{
		Agent:      toyAgent,
		Sniff:      func(rec []byte) bool { return bytes.HasPrefix(rec, []byte(`{"toy"`)) },
		NewDecoder: func(*Options) Decoder { return toyDecoder{} },
	})
}

func TestScanCore(t *testing.T) {
	big := strings.Repeat("x", 8<<20) // past the 4-buffer cap on the kept long-line slice
	tests := []struct {
		name     string
		in       string
		texts    []string
		problems []string
		err      error
	}{
		{name: "basic", in: "{\"toy\":\"u\",\"text\":\"hi\"}\n{\"toy\":\"a\",\"text\":\"yo\"}\n", texts: []string{"hi", "yo"}},
		{name: "unicode separators are content", in: "{\"toy\":\"u\",\"text\":\"a\u2028b\u2029c\u0085d\"}\n", texts: []string{"a\u2028b\u2029c\u0085d"}},
		{name: "glued objects", in: "{\"toy\":\"u\",\"text\":\"1\"}{\"toy\":\"a\",\"text\":\"2\"}\n", texts: []string{"1", "2"}},
		{name: "braces inside a string", in: "{\"toy\":\"u\",\"text\":\"}{\"}\n", texts: []string{"}{"}},
		{name: "malformed middle line", in: "{\"toy\":\"u\",\"text\":\"1\"}\n{oops\n{\"toy\":\"a\",\"text\":\"2\"}\n", texts: []string{"1", "2"}, problems: []string{"t:2: malformed JSON"}},
		{name: "truncated last line", in: "{\"toy\":\"u\",\"text\":\"1\"}\n{\"toy\":\"a\",\"te", texts: []string{"1"}, problems: []string{"t:2: truncated last record"}},
		{name: "wrong shape", in: "{\"toy\":\"u\",\"text\":\"1\"}\n[1,2]\n", texts: []string{"1"}, problems: []string{"t:2: unexpected record shape"}},
		{name: "8MB line", in: "{\"toy\":\"u\",\"text\":\"" + big + "\"}\n{\"toy\":\"a\",\"text\":\"after\"}\n", texts: []string{big, "after"}},
		{name: "empty", in: "", err: ErrEmpty},
		{name: "blank lines", in: "\n\n  \n", err: ErrEmpty},
		{name: "binary", in: "\x00\x01\x02\xff\xfe\n\x00garbage", err: ErrNoRecords},
		{name: "unknown format", in: "{\"hello\":1}\n", err: ErrUnknownFormat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Read(context.Background(), strings.NewReader(tt.in), &Options{Name: "t"})
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				if !strings.HasPrefix(err.Error(), "t: ") {
					t.Errorf("error %q does not name the input", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i, e := range s.Events {
				if e.Index != i {
					t.Errorf("event %d has Index %d", i, e.Index)
				}
				got = append(got, e.Text)
			}
			if fmt.Sprint(len(got)) != fmt.Sprint(len(tt.texts)) {
				t.Fatalf("got %d events, want %d", len(got), len(tt.texts))
			}
			for i := range got {
				if got[i] != tt.texts[i] {
					t.Errorf("event %d text differs (len %d vs %d)", i, len(got[i]), len(tt.texts[i]))
				}
			}
			if len(s.Problems) != len(tt.problems) {
				t.Fatalf("problems = %v, want %v", s.Problems, tt.problems)
			}
			for i, p := range s.Problems {
				if !strings.HasPrefix(p.Error(), tt.problems[i]) {
					t.Errorf("problem %q, want prefix %q", p.Error(), tt.problems[i])
				}
			}
		})
	}
}

func TestTurns(t *testing.T) {
	in := `{"toy":"u","text":"first"}
{"toy":"a","text":"done 1"}
{"toy":"u","text":"second"}
{"toy":"a","text":"part a"}
{"toy":"a","text":"part b"}
`
	s, err := Read(context.Background(), strings.NewReader(in), nil)
	if err != nil {
		t.Fatal(err)
	}
	ts := s.Turns()
	if len(ts) != 2 {
		t.Fatalf("%d turns, want 2", len(ts))
	}
	last, _ := s.LastTurn()
	if got := last.FinalText(); got != "part a\n\npart b" {
		t.Errorf("FinalText = %q", got)
	}
	if last.Prompt().Text != "second" {
		t.Errorf("prompt = %q", last.Prompt().Text)
	}
}

// TestReadLinear reads inputs built to hit the core's scanning paths
// (lines longer than the read buffer, objects glued on one line, strings
// full of "}{", escaped quotes and backslashes, many malformed lines, a
// single input handed out 2 bytes at a time) and requires each to be read
// in time linear in its size. Linear code reads each of these in well
// under a second (a few MB at tens of MB/s even with -race); a scan that
// restarts per record or per byte would take minutes, so the budget fails
// a quadratic path without being sensitive to a loaded machine.
func TestReadLinear(t *testing.T) {
	t.Parallel()
	const size = 2 << 20 // twice the read buffer
	rec := func(text string) string { return `{"toy":"u","text":"` + text + `"}` }
	fill := func(unit string) string { return strings.Repeat(unit, size/len(unit)) }
	tests := []struct {
		name   string
		in     string
		chunk  int // hand out at most chunk bytes per Read; 0: whole
		events int // at least this many
	}{
		{name: "one long line", in: rec(fill("x")) + "\n", events: 1},
		{name: "one long line in 2-byte reads", in: rec(fill("x")) + "\n", chunk: 2, events: 1},
		{name: "long line without final newline", in: rec(fill("x")), events: 1},
		{name: "glued objects on one line", in: fill(rec(strings.Repeat("y", 1000))) + "\n", events: size / 1100},
		{name: "glued markers in a string", in: rec(fill(`} {\"}{`)) + "\n", events: 1},
		{name: "escaped quotes and backslashes", in: rec(fill(`\\\\\\\"`)) + "\n", events: 1},
		{name: "backslash runs", in: rec(fill(strings.Repeat(`\\`, 500)+`\"`)) + "\n", events: 1},
		{name: "glued marker then an open string", in: `{"toy":"u"}{"toy":"a","text":"` + fill(`\"`) + "\n" + rec("ok") + "\n", events: 1},
		{name: "many malformed lines", in: rec("first") + "\n" + strings.Repeat("{oops\n", (size/4)/6), events: 1},
		{name: "many records", in: fill(rec("z") + "\n"), events: size / 25},
		{name: "carriage returns", in: rec("a") + "\n" + fill("\r") + "\n" + rec("b") + "\n", events: 2},
		{name: "deep brackets", in: rec("a") + "\n" + fill("[") + "\n", events: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r io.Reader = strings.NewReader(tt.in)
			if tt.chunk > 0 {
				r = &chunkReader{r: r, n: tt.chunk}
			}
			start := time.Now()
			s, err := Read(context.Background(), r, &Options{Name: "t", OnProblem: func(Problem) {}})
			d := time.Since(start)
			if err != nil {
				t.Fatal(err)
			}
			if len(s.Events) < tt.events {
				t.Errorf("%d events, want at least %d", len(s.Events), tt.events)
			}
			t.Logf("%d bytes in %v (%.0f MB/s)", len(tt.in), d, float64(len(tt.in))/d.Seconds()/1e6)
			if d > 20*time.Second {
				t.Errorf("reading %d bytes took %v: not linear in the input's size", len(tt.in), d)
			}
		})
	}
}

type chunkReader struct {
	r io.Reader
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(p) > c.n {
		p = p[:c.n]
	}
	return c.r.Read(p)
}

// FuzzRead feeds arbitrary input to the core reader with the toy format
// (detected, not forced): it must not panic, must number events densely,
// must read the same whole and in 2-byte chunks (records split anywhere),
// must name a line of the input in every problem, and must agree with
// Detect on the format. Seeds are a few short records: the engine minimizes
// every input that finds new coverage, at a cost quadratic in its size.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		"{\"toy\":\"u\",\"text\":\"hi\"}\n{\"toy\":\"a\",\"text\":\"yo\"}\n",
		"{\"toy\":\"u\",\"text\":\"1\"}{\"toy\":\"a\",\"text\":\"2\"}\n",
		"{\"toy\":\"u\",\"text\":\"}{\\\"} {\"}\r\n\n  {oops\n",
		"{\"hello\":1}\n[1]\n{\"toy\":\"a\",\"te",
		"\x00\x01\xff\n{\"toy\":\"u\",\"text\":\"a\u2028b\\\\\"}\u00a0\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(data, []byte("\n")) + 1
		read := func(r io.Reader) (*Session, error) {
			var evs []*Event
			s, err := Scan(context.Background(), r, &Options{Name: "f"}, func(_ *Session, e *Event) error {
				evs = append(evs, e)
				return nil
			})
			s.Events = evs
			return s, err
		}
		s, err := read(bytes.NewReader(data))
		s2, err2 := read(&chunkReader{r: bytes.NewReader(data), n: 2})
		if (err == nil) != (err2 == nil) || err != nil && err.Error() != err2.Error() {
			t.Fatalf("whole read: %v; 2-byte reads: %v", err, err2)
		}
		// Detect must pick the format Read decoded with, or fail as Read did.
		agent, derr := Detect(data)
		switch {
		case s.Agent != "":
			if agent != s.Agent || derr != nil {
				t.Fatalf("Read decoded as %q (%v); Detect: %q, %v", s.Agent, err, agent, derr)
			}
		case errors.Is(err, ErrUnknownFormat):
			if !errors.Is(derr, ErrUnknownFormat) {
				t.Fatalf("Read: %v; Detect: %q, %v", err, agent, derr)
			}
		default:
			if !errors.Is(derr, ErrNoRecords) {
				t.Fatalf("Read: %v; Detect: %q, %v", err, agent, derr)
			}
		}
		if err != nil {
			return
		}
		var a, b bytes.Buffer
		for _, x := range []struct {
			w *bytes.Buffer
			s *Session
		}{{&a, s}, {&b, s2}} {
			if err := Export(x.w, x.s); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(x.w, "%d %v\n", x.s.Records, x.s.Problems)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatalf("whole and 2-byte reads differ:\n%s\n%s", a.Bytes(), b.Bytes())
		}
		for i, e := range s.Events {
			if e.Index != i {
				t.Fatalf("event %d has index %d", i, e.Index)
			}
			if e.Line < 1 || e.Line > lines {
				t.Fatalf("event %d on line %d of %d", i, e.Line, lines)
			}
		}
		for _, p := range s.Problems {
			if p.File != "f" || p.Line < 1 || p.Line > lines || p.Msg == "" {
				t.Fatalf("problem %+v (input has %d lines)", p, lines)
			}
		}
	})
}
