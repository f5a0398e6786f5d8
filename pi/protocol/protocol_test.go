package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// samples has one envelope of every type, with every field set.
func samples() []Message {
	no := false
	return []Message{
		&Hello{Version: Version, Verifier: Peer{Name: "vouch", Version: "dev", PID: 42}, MaxLoops: 3, RequireApproval: true},
		&HelloAck{Version: Version, PID: 7, Builder: &Peer{Name: "pi", Version: "0.73.1"}, SessionID: "019ab-…", SessionFile: "/home/u/.pi/agent/sessions/--x--/s.jsonl", Cwd: "/home/u/x"},
		&Event{Event: EventStop, Turn: 2, LeafID: "a1b2c3d4", Approved: &no, TS: 1764000000000},
		&Event{Event: EventError, Reason: "error"},
		&Prompt{ID: "p1", Text: "[vouch] go test fails:\ncalc_test.go:8: want 5", Turn: 2, Loop: 1, MaxLoops: 3},
		&PromptAck{ID: "p1", Accepted: false, Reason: "loop cap reached (3)", Loop: 3},
		&Report{ID: "r1", Turn: 2, Confidence: Feedback, Phase: PhaseFeedback, Summary: "1 claim refuted", Text: "STATUS: FEEDBACK\nCONFIDENCE: FEEDBACK",
			Loop: 1, MaxLoops: 3, Escalate: true, Message: "escalating to human", DurationMS: 12, Report: json.RawMessage(`{"schema":"vouch.report/v1"}`)},
		&ToolCall{ID: "t1", Tool: "bash", ToolCallID: "call_1", Input: json.RawMessage(`{"command":"rm -rf .git"}`), Cwd: "/w"},
		&ToolDecision{ID: "t1", Block: true, Reason: "protected path .git", Input: json.RawMessage(`{"command":"ls"}`)},
		&Ping{ID: "7", TS: 1},
		&Pong{ID: "7", TS: 2},
		&Bye{Reason: ByeDuplicate},
	}
}

func TestRoundTripAndSchema(t *testing.T) {
	sch := compileSchema(t)
	seen := map[Type]bool{}
	for _, m := range samples() {
		b, err := Marshal(m)
		if err != nil {
			t.Fatalf("%T: %v", m, err)
		}
		if !bytes.HasPrefix(b, []byte(`{"type":"`+string(m.Type())+`"`)) {
			t.Errorf("%s: type is not the first field: %s", m.Type(), b)
		}
		got, err := Unmarshal(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if !reflect.DeepEqual(got, m) {
			t.Errorf("round trip of %s:\n got %#v\nwant %#v", b, got, m)
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(v); err != nil {
			t.Errorf("%s does not match the schema: %v", b, err)
		}
		seen[m.Type()] = true
	}
	for _, ty := range Types {
		if !seen[ty] {
			t.Errorf("no sample of %s", ty)
		}
	}
	// Minimal envelopes (only the required fields) match too.
	for _, s := range []string{`{"type":"ping"}`, `{"type":"bye"}`, `{"type":"event","event":"stop"}`,
		`{"type":"prompt_ack","id":"x","accepted":true}`, `{"type":"tool_decision","id":"x","block":false}`} {
		v, _ := jsonschema.UnmarshalJSON(strings.NewReader(s))
		if err := sch.Validate(v); err != nil {
			t.Errorf("%s: %v", s, err)
		}
		if _, err := Unmarshal([]byte(s)); err != nil {
			t.Errorf("Unmarshal(%s): %v", s, err)
		}
	}
	// The schema rejects what Unmarshal rejects.
	for _, s := range []string{`{"type":"prompt","id":"x"}`, `{"type":"report","id":"r","confidence":"OK","phase":"x","summary":""}`,
		`{"type":"hello_ack","version":1,"pid":3}`, `{"type":"event"}`, `{"event":"stop"}`, `{"type":"nope"}`} {
		v, _ := jsonschema.UnmarshalJSON(strings.NewReader(s))
		if sch.Validate(v) == nil {
			t.Errorf("schema accepted %s", s)
		}
		if _, err := Unmarshal([]byte(s)); err == nil {
			t.Errorf("Unmarshal accepted %s", s)
		}
	}
}

// The schema's $defs name exactly this version's types.
func TestSchemaTypes(t *testing.T) {
	var doc struct {
		OneOf []struct {
			Ref string `json:"$ref"`
		} `json:"oneOf"`
	}
	if err := json.Unmarshal(JSONSchema, &doc); err != nil {
		t.Fatal(err)
	}
	var got, want []string
	for _, o := range doc.OneOf {
		got = append(got, strings.TrimPrefix(o.Ref, "#/$defs/"))
	}
	for _, ty := range Types {
		want = append(want, string(ty))
	}
	sort.Strings(got)
	sort.Strings(want)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("schema types %v, package types %v", got, want)
	}
	pub, err := os.ReadFile("../../docs/pi-protocol.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub, JSONSchema) {
		t.Fatal("docs/pi-protocol.schema.json and pi/protocol/schema.json differ: copy one over the other")
	}
}

func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(JSONSchema))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("pi-protocol.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("pi-protocol.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// result is what a Reader made of one envelope, for comparisons.
type result struct {
	Line int
	Type Type
	JSON string
	Err  string
}

func readAll(t testing.TB, r io.Reader, o *ReaderOptions) []result {
	t.Helper()
	rd := NewReader(r, o)
	var out []result
	for i := 0; ; i++ {
		if i > 1<<16 {
			t.Fatal("reader does not terminate")
		}
		m, err := rd.Read()
		if err == io.EOF {
			return out
		}
		var le *LineError
		if err != nil && !errors.As(err, &le) {
			t.Fatalf("stream error: %v", err)
		}
		res := result{Line: rd.Line()}
		if m != nil {
			res.Type = m.Type()
			if _, unknown := m.(*Unknown); !unknown {
				b, merr := Marshal(m)
				if merr != nil {
					t.Fatalf("re-marshal %T: %v", m, merr)
				}
				res.JSON = string(b)
			}
		}
		if err != nil {
			res.Err = err.Error()
			if le.Line != rd.Line() {
				t.Fatalf("LineError line %d, reader at %d", le.Line, rd.Line())
			}
		}
		out = append(out, res)
	}
}

const stream = `{"type":"hello","version":1,"verifier":{"name":"vouch"},"extra":{"ignored":[1,2]}}
{"type":"hello_ack","version":1,"session_id":"s1","session_file":"/tmp/s.jsonl"}

not json
{"type":"event","event":"stop","turn":1}
{"type":"warp","speed":9}
{"no":"type"}
{"type":"prompt","id":"p1"}
{"type":"prompt","id":"p2","text":"line one\u2028still one\nand json newline"}
{"type":"ping","id":"9"}  
[1,2,3]
{"type":"report","id":"r","confidence":"PERFECT","phase":"verified","summary":"ok"}
{"type":"bye","reason":"shutdown"}
{"type":"pong"`

// The reader gives the same envelopes and errors whatever the chunking.
func TestReaderChunking(t *testing.T) {
	whole := readAll(t, strings.NewReader(stream), nil)
	for name, r := range map[string]io.Reader{
		"one byte":  iotest.OneByteReader(strings.NewReader(stream)),
		"half read": iotest.HalfReader(strings.NewReader(stream)),
		"two bytes": &chunkReader{s: stream, n: 2},
	} {
		if got := readAll(t, r, nil); !reflect.DeepEqual(got, whole) {
			t.Errorf("%s:\n got %+v\nwant %+v", name, got, whole)
		}
	}
	wantTypes := []Type{TypeHello, TypeHelloAck, "", TypeEvent, "warp", "", "", TypePrompt, TypePing, "", TypeReport, TypeBye, ""}
	if len(whole) != len(wantTypes) {
		t.Fatalf("%d results, want %d: %+v", len(whole), len(wantTypes), whole)
	}
	for i, w := range wantTypes {
		if whole[i].Type != w {
			t.Errorf("result %d: type %q, want %q (%+v)", i, whole[i].Type, w, whole[i])
		}
	}
	for i, wantErr := range map[int]string{2: "line 4: malformed envelope: invalid JSON", 4: "line 6: unknown envelope type \"warp\"",
		5: "line 7: malformed envelope: no \"type\" field", 6: `line 8: malformed envelope: prompt without "text"`,
		9: "line 11: malformed envelope", 12: "line 14: malformed envelope: the stream ended inside an envelope"} {
		if !strings.HasPrefix(whole[i].Err, wantErr) {
			t.Errorf("result %d: error %q, want prefix %q", i, whole[i].Err, wantErr)
		}
	}
}

type chunkReader struct {
	s string
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if c.s == "" {
		return 0, io.EOF
	}
	n := min(c.n, len(p), len(c.s))
	copy(p, c.s[:n])
	c.s = c.s[n:]
	return n, nil
}

// U+2028 and U+2029 raw inside a string (as JavaScript's JSON.stringify
// writes them) are part of the string, not line breaks.
func TestReaderLineSeparators(t *testing.T) {
	in := "{\"type\":\"prompt\",\"id\":\"a\",\"text\":\"one\u2028two\u2029three\u0085four\"}\n{\"type\":\"pong\"}\n"
	rd := NewReader(strings.NewReader(in), nil)
	m, err := rd.Read()
	if err != nil {
		t.Fatal(err)
	}
	if p := m.(*Prompt); p.Text != "one\u2028two\u2029three\u0085four" {
		t.Errorf("text %q", p.Text)
	}
	if m, err := rd.Read(); err != nil || m.Type() != TypePong {
		t.Fatalf("second envelope: %v %v", m, err)
	}
	// Marshal escapes them, so naive readers on the other side are safe too.
	b, _ := Marshal(&Prompt{ID: "a", Text: "x\u2028y\u2029z"})
	if bytes.Contains(b, []byte("\u2028")) || bytes.Contains(b, []byte("\u2029")) || !bytes.Contains(b, []byte(`\u2028`)) {
		t.Errorf("Marshal left U+2028/U+2029 raw: %s", b)
	}
}

// A 10 MB envelope passes; one above the limit is skipped with a clear
// error, and the stream goes on.
func TestReaderLargeEnvelopes(t *testing.T) {
	big := strings.Repeat("x", 10<<20)
	var buf bytes.Buffer
	w := NewWriter(&buf, nil)
	if err := w.Write(&Prompt{ID: "big", Text: big}); err != nil {
		t.Fatal(err)
	}
	buf.WriteString(`{"type":"prompt","id":"huge","text":"` + strings.Repeat("y", 17<<20) + `"}` + "\n")
	if err := w.Write(&Ping{ID: "after"}); err != nil {
		t.Fatal(err)
	}
	rd := NewReader(&buf, nil)
	m, err := rd.Read()
	if err != nil || len(m.(*Prompt).Text) != 10<<20 {
		t.Fatalf("10 MB envelope: %v", err)
	}
	_, err = rd.Read()
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "line 2: envelope too large") || !strings.Contains(err.Error(), "expected at most 16777216") {
		t.Fatalf("17 MB envelope: %v", err)
	}
	if m, err := rd.Read(); err != nil || m.(*Ping).ID != "after" {
		t.Fatalf("after the large envelope: %v %v", m, err)
	}
	if _, err := rd.Read(); err != io.EOF {
		t.Fatalf("end: %v", err)
	}
	// The writer refuses what the reader would skip.
	if err := NewWriter(io.Discard, &ReaderOptions{MaxSize: 100}).Write(&Prompt{ID: "x", Text: strings.Repeat("z", 100)}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("writer over the limit: %v", err)
	}
	// A too-large last line cut off by EOF.
	rd = NewReader(strings.NewReader(`{"type":"ping","id":"`+strings.Repeat("1", 200)), &ReaderOptions{MaxSize: 100})
	if _, err := rd.Read(); !errors.Is(err, ErrTooLarge) {
		t.Errorf("cut-off large line: %v", err)
	}
	if _, err := rd.Read(); err != io.EOF {
		t.Errorf("after it: %v", err)
	}
}

// Exactly MaxSize passes, one more byte does not.
func TestReaderLimitBoundary(t *testing.T) {
	env := `{"type":"ping","id":"` + strings.Repeat("a", 50) + `"}`
	for _, tc := range []struct {
		max int
		ok  bool
	}{{len(env), true}, {len(env) - 1, false}} {
		for _, tail := range []string{"\n", ""} {
			_, err := NewReader(strings.NewReader(env+tail), &ReaderOptions{MaxSize: tc.max}).Read()
			if tail == "" && tc.ok {
				// no final newline: reported as cut off, not too large
				if !errors.Is(err, ErrMalformed) {
					t.Errorf("max %d, no newline: %v", tc.max, err)
				}
				continue
			}
			if (err == nil) != tc.ok || (!tc.ok && !errors.Is(err, ErrTooLarge)) {
				t.Errorf("max %d, len %d, tail %q: %v", tc.max, len(env), tail, err)
			}
		}
	}
}

// Concurrent writers never interleave envelopes.
func TestWriterConcurrent(t *testing.T) {
	pr, pw := io.Pipe()
	w := NewWriter(pw, nil)
	var wg sync.WaitGroup
	const n, per = 8, 50
	for g := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range per {
				if err := w.Write(&Prompt{ID: fmt.Sprintf("%d-%d", g, i), Text: strings.Repeat("t", 5000+i)}); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	go func() { wg.Wait(); pw.Close() }()
	got := readAll(t, pr, nil)
	if len(got) != n*per {
		t.Fatalf("%d envelopes, want %d", len(got), n*per)
	}
	for _, r := range got {
		if r.Err != "" {
			t.Fatalf("interleaved: %s", r.Err)
		}
	}
}

func FuzzEnvelope(f *testing.F) {
	f.Add([]byte(stream))
	for _, m := range samples() {
		b, _ := Marshal(m)
		f.Add(append(b, '\n'))
	}
	f.Add([]byte("{\"type\":\"prompt\",\"id\":\"a\",\"text\":\"\u2028\"}\n\n\n{"))
	f.Add([]byte(`{"type":"report","id":"r","confidence":"FAILED","phase":"","summary":"","report":[1]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		o := &ReaderOptions{MaxSize: 256}
		whole := readAll(t, bytes.NewReader(data), o)
		if got := readAll(t, iotest.OneByteReader(bytes.NewReader(data)), o); !reflect.DeepEqual(got, whole) {
			t.Fatalf("one byte at a time differs:\n got %+v\nwant %+v", got, whole)
		}
		if got := readAll(t, &chunkReader{s: string(data), n: 3}, o); !reflect.DeepEqual(got, whole) {
			t.Fatalf("three bytes at a time differs")
		}
		for _, r := range whole {
			if r.JSON == "" {
				continue
			}
			// What was read re-encodes to an envelope that reads back the same.
			m, err := Unmarshal([]byte(r.JSON))
			if err != nil {
				t.Fatalf("re-read %s: %v", r.JSON, err)
			}
			b, _ := Marshal(m)
			if string(b) != r.JSON {
				t.Fatalf("not stable:\n%s\n%s", r.JSON, b)
			}
		}
	})
}
