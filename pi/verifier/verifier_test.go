package verifier

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/internal/tripwire"
	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/verify"
)

const sid = "01a20557-dc1d-73d9-be8d-8f4a85f0f9c2" // the fixtures' session id

// syncBuffer is a log the verifier writes while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type run struct {
	done chan error
	log  *syncBuffer
	db   string
}

// start runs the verifier against b with the store in a temporary
// directory; o's zero fields get test defaults.
func start(t *testing.T, b *testBuilder, o *Options) *run {
	t.Helper()
	if o == nil {
		o = &Options{}
	}
	r := &run{done: make(chan error, 1), log: &syncBuffer{}, db: filepath.Join(t.TempDir(), "vouch.db")}
	o.Socket = b.path
	o.Log = r.log
	if o.OpenStore == nil {
		o.OpenStore = func(ctx context.Context) (*store.Store, error) { return store.Open(ctx, r.db, nil) }
	}
	if o.StateDir == "" {
		o.StateDir = filepath.Dir(r.db)
	}
	if o.Workspace == "" && (b.ack == nil || b.ack.Cwd == "") {
		o.Workspace = t.TempDir() // not the package directory: no vouch.yaml
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { r.done <- Run(ctx, o) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-r.done:
		case <-time.After(10 * time.Second):
			t.Error("the verifier did not stop on cancel")
		}
	})
	return r
}

func (r *run) wait(t *testing.T, within time.Duration) error {
	t.Helper()
	select {
	case err := <-r.done:
		r.done <- err // for the cleanup
		return err
	case <-time.After(within):
		t.Fatalf("the verifier still runs after %s; log:\n%s", within, r.log)
		return nil
	}
}

func ack(file, cwd string) *protocol.HelloAck {
	return &protocol.HelloAck{Version: protocol.Version, SessionID: sid, SessionFile: file, Cwd: cwd, PID: 1}
}

func TestHandshake(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = ack("", "")
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte("loop:\n  max: 5\n  approval: true\n"), 0o644)
	r := start(t, b, &Options{Workspace: ws, Version: "1.2.3"})
	h := b.next(protocol.TypeHello, 5*time.Second).(*protocol.Hello)
	if h.Version != protocol.Version || h.Verifier.Name != "vouch" || h.Verifier.Version != "1.2.3" || h.Verifier.PID != os.Getpid() ||
		h.MaxLoops != 5 || !h.RequireApproval {
		t.Errorf("hello = %+v", h)
	}
	b.send(&protocol.Bye{Reason: protocol.ByeShutdown})
	if err := r.wait(t, 5*time.Second); err != nil {
		t.Errorf("after bye: %v", err)
	}
	// The defaults: loop.max 3, no approval.
	b2 := newTestBuilder(t)
	b2.ack = ack("", "")
	start(t, b2, nil)
	if h := b2.next(protocol.TypeHello, 5*time.Second).(*protocol.Hello); h.MaxLoops != 3 || h.RequireApproval {
		t.Errorf("default hello = %+v", h)
	}
}

// The builder keeps its first verifier; a second gets bye and Run says so.
func TestDuplicateVerifier(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = ack("", "")
	start(t, b, nil)
	b.next(protocol.TypeHello, 5*time.Second)
	second := start(t, b, nil)
	err := second.wait(t, 5*time.Second)
	var bye *ByeError
	if !errors.As(err, &bye) || bye.Reason != protocol.ByeDuplicate || !errors.Is(err, ErrRejected) {
		t.Fatalf("second verifier: %v", err)
	}
}

func TestUnsupportedVersion(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = &protocol.HelloAck{Version: protocol.Version + 1, SessionID: sid}
	r := start(t, b, nil)
	if err := r.wait(t, 5*time.Second); !errors.Is(err, ErrRejected) || !strings.Contains(err.Error(), "protocol version 2 not supported") {
		t.Fatalf("Run: %v", err)
	}
	if bye := b.next(protocol.TypeBye, time.Second).(*protocol.Bye); !strings.Contains(bye.Reason, "not supported") {
		t.Errorf("bye = %+v", bye)
	}
}

func TestPingPong(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = ack("", "")
	start(t, b, &Options{PingInterval: 20 * time.Millisecond})
	b.next(protocol.TypeHello, 5*time.Second)
	// The verifier pings on its own, and the builder's pongs keep it alive.
	for range 3 {
		b.next(protocol.TypePing, 2*time.Second)
	}
	b.send(&protocol.Ping{ID: "b7", TS: 1234})
	if p := b.next(protocol.TypePong, 2*time.Second).(*protocol.Pong); p.ID != "b7" || p.TS != 1234 {
		t.Errorf("pong = %+v", p)
	}
}

// A builder that stops answering is given up after Timeout, with a bye.
func TestPingTimeout(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = ack("", "")
	b.noPong = true
	r := start(t, b, &Options{PingInterval: 20 * time.Millisecond, Timeout: 200 * time.Millisecond})
	b.next(protocol.TypeHello, 5*time.Second)
	t0 := time.Now()
	err := r.wait(t, 5*time.Second)
	if !errors.Is(err, ErrBuilderGone) || !strings.Contains(err.Error(), "nothing from the builder for 200ms") {
		t.Fatalf("Run: %v", err)
	}
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("gave up after %s", d)
	}
	if bye := b.next(protocol.TypeBye, time.Second).(*protocol.Bye); bye.Reason != "ping timeout" {
		t.Errorf("bye = %+v", bye)
	}
}

func TestHandshakeTimeout(t *testing.T) {
	b := newTestBuilder(t) // never answers hello
	r := start(t, b, &Options{HandshakeTimeout: 100 * time.Millisecond})
	if err := r.wait(t, 5*time.Second); !errors.Is(err, ErrBuilderGone) || !strings.Contains(err.Error(), "no hello_ack within 100ms") {
		t.Fatalf("Run: %v", err)
	}
}

// A builder that crashes: its connection closes without bye, or it left
// its socket behind and nothing listens.
func TestBuilderCrash(t *testing.T) {
	t.Run("connection closed", func(t *testing.T) {
		b := newTestBuilder(t)
		b.ack = ack("", "")
		r := start(t, b, nil)
		b.next(protocol.TypeHello, 5*time.Second)
		b.close()
		if err := r.wait(t, 5*time.Second); !errors.Is(err, ErrBuilderGone) || !strings.Contains(err.Error(), "closed without bye") {
			t.Fatalf("Run: %v", err)
		}
	})
	t.Run("socket left behind", func(t *testing.T) {
		b := newTestBuilder(t)
		// Go's listener unlinks its socket on Close; a crashed process
		// leaves the file: put it back as a dead socket.
		b.ln.(interface{ SetUnlinkOnClose(bool) }).SetUnlinkOnClose(false)
		b.ln.Close()
		if _, err := os.Stat(b.path); err != nil {
			t.Fatalf("the socket file is gone: %v", err)
		}
		t0 := time.Now()
		err := Run(context.Background(), &Options{Socket: b.path, Log: &syncBuffer{}})
		if !errors.Is(err, ErrBuilderGone) || !strings.Contains(err.Error(), "connection refused") || !strings.Contains(err.Error(), "crashed") {
			t.Fatalf("Run: %v", err)
		}
		if d := time.Since(t0); d > time.Second {
			t.Errorf("took %s", d)
		}
	})
	t.Run("no socket", func(t *testing.T) {
		err := Run(context.Background(), &Options{Socket: filepath.Join(t.TempDir(), "none.sock")})
		if !errors.Is(err, ErrBuilderGone) {
			t.Fatalf("Run: %v", err)
		}
	})
}

// Bad envelopes are skipped with a warning; the connection goes on.
func TestMalformedEnvelopes(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = ack("", "")
	r := start(t, b, nil)
	b.next(protocol.TypeHello, 5*time.Second)
	b.raw("not json\n{\"type\":\"warp\"}\n{\"event\":\"stop\"}\n{\"type\":\"event\"}\n[]\n\n")
	b.raw(`{"type":"ping","id":"` + strings.Repeat("x", protocol.DefaultMaxSize+10) + "\"}\n")
	b.raw("{\"type\":\"ping\",\"id\":\"sep\u2028ara\u2029tors\"}\n")
	if p := b.next(protocol.TypePong, 10*time.Second).(*protocol.Pong); p.ID != "sep\u2028ara\u2029tors" {
		t.Errorf("pong id %q", p.ID)
	}
	log := r.log.String()
	// Line 1 was hello_ack.
	for _, want := range []string{"line 2: malformed envelope: invalid JSON", `line 3: unknown envelope type "warp"`, `line 4: malformed envelope: no "type" field`,
		`line 5: malformed envelope: event without "event"`, "line 6: malformed envelope", "line 8: envelope too large"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
}

// copySession copies a real Pi fixture to a temporary session file.
func copySession(t testing.TB, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "transcripts", "pi", name))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "session.jsonl")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

var entrySeq int

// appendTurn appends a Pi turn to the session file: the user message,
// a go test run that passes or fails, and the agent's claim. It returns
// the id of the last entry.
func appendTurn(t testing.TB, path, user string, pass bool, claim string) string {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ts := "2026-11-22T22:20:00.000Z"
	id := func() string { entrySeq++; return fmt.Sprintf("f%07d", entrySeq) }
	line := func(v any) {
		b, _ := json.Marshal(v)
		f.Write(append(b, '\n'))
	}
	type m = map[string]any
	out, isErr := "FAIL\texample.com/demo/calc\t0.002s\nFAIL\n\n\nCommand exited with code 1", true
	if pass {
		out, isErr = "ok  \texample.com/demo/calc\t0.002s", false
	}
	u, a1, tr, a2 := id(), id(), id(), id()
	line(m{"type": "message", "id": u, "timestamp": ts, "message": m{"role": "user", "content": []m{{"type": "text", "text": user}}, "timestamp": 1}})
	line(m{"type": "message", "id": a1, "parentId": u, "timestamp": ts, "message": m{"role": "assistant", "content": []m{{"type": "text", "text": "Running the tests."},
		{"type": "toolCall", "id": "call_" + a1, "name": "bash", "arguments": m{"command": "go test ./..."}}}, "stopReason": "toolUse", "timestamp": 2}})
	line(m{"type": "message", "id": tr, "parentId": a1, "timestamp": ts, "message": m{"role": "toolResult", "toolCallId": "call_" + a1, "toolName": "bash",
		"content": []m{{"type": "text", "text": out}}, "isError": isErr, "timestamp": 3}})
	line(m{"type": "message", "id": a2, "parentId": tr, "timestamp": ts, "message": m{"role": "assistant", "content": []m{{"type": "text", "text": claim}}, "stopReason": "stop", "timestamp": 4}})
	return a2
}

func noGates(cfg *policy.Config) *verify.Options {
	return &verify.Options{Protected: cfg.Protected, ClaimPatterns: cfg.ClaimOptions().Patterns, NoGates: true}
}

// The loop: a false "all tests pass" gets a FEEDBACK report and a prompt
// with the Stop hook's text; the follow-up turns (whose user message is
// that prompt) continue the chain up to loop.max, then the verifier
// escalates; a new prompt from the human starts a new chain. Every verdict
// is in the store.
func TestFeedbackLoop(t *testing.T) {
	ws := testproj.Calc(t, "return b - a")
	file := copySession(t, "false-claim.jsonl")
	b := newTestBuilder(t)
	b.ack = ack(file, ws)
	r := start(t, b, &Options{VerifyOptions: noGates})
	b.next(protocol.TypeHello, 5*time.Second)

	b.send(&protocol.Event{Event: protocol.EventStop, Turn: 1, LeafID: "e4f2e39d"})
	for loop := 1; loop <= 3; loop++ {
		rep := b.next(protocol.TypeReport, 20*time.Second).(*protocol.Report)
		if rep.Confidence != protocol.Feedback || rep.Phase != protocol.PhaseFeedback || rep.Loop != loop || rep.MaxLoops != 3 || rep.Escalate {
			t.Fatalf("loop %d: report %+v", loop, rep)
		}
		if !strings.Contains(rep.Text, "FEEDBACK") || rep.Summary == "" {
			t.Errorf("loop %d: report text %q, summary %q", loop, rep.Text, rep.Summary)
		}
		p := b.next(protocol.TypePrompt, 5*time.Second).(*protocol.Prompt)
		if !strings.HasPrefix(p.Text, "[vouch] Your stop was blocked by vouch") || !strings.Contains(p.Text, fmt.Sprintf("(feedback %d of 3)", loop)) ||
			!strings.Contains(p.Text, "go test") || p.Loop != loop || p.MaxLoops != 3 {
			t.Fatalf("loop %d: prompt %+v", loop, p)
		}
		b.send(&protocol.PromptAck{ID: p.ID, Accepted: true, Loop: loop})
		// The builder injects it: the next turn's user message is the prompt.
		leaf := appendTurn(t, file, p.Text, false, "Fixed for real this time; all tests pass.")
		b.send(&protocol.Event{Event: protocol.EventStop, Turn: loop + 1, LeafID: leaf})
	}
	rep := b.next(protocol.TypeReport, 20*time.Second).(*protocol.Report)
	if rep.Confidence != protocol.Feedback || rep.Phase != protocol.PhaseEscalated || !rep.Escalate || !strings.Contains(rep.Message, "escalating to human: after 3 corrections") {
		t.Fatalf("after 3 loops: %+v", rep)
	}
	// No prompt follows an escalation; a new prompt from the human starts
	// over (and this time the tests pass).
	leaf := appendTurn(t, file, "Now make it pass for real.", true, "Fixed; all tests pass.")
	b.send(&protocol.Event{Event: protocol.EventStop, Turn: 5, LeafID: leaf})
	m := b.next(protocol.TypeReport, 20*time.Second)
	if p, ok := m.(*protocol.Prompt); ok {
		t.Fatalf("a prompt after the escalation: %+v", p)
	}
	rep = m.(*protocol.Report)
	if rep.Confidence == protocol.Feedback || rep.Confidence == protocol.Failed || rep.Loop != 0 {
		t.Errorf("new prompt, tests pass: %+v", rep)
	}
	b.send(&protocol.Bye{Reason: protocol.ByeShutdown})
	if err := r.wait(t, 5*time.Second); err != nil {
		t.Fatalf("Run: %v\n%s", err, r.log)
	}

	st, err := store.Open(context.Background(), r.db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	list, err := st.Sessions(context.Background(), store.SessionFilter{Agent: Agent})
	if err != nil || len(list) != 1 {
		t.Fatalf("sessions: %v %+v", err, list)
	}
	s := list[0]
	if s.ID != sid || s.Cwd != ws || s.TranscriptPath != file || s.Turns != 5 || s.Loops != 3 || s.LastVerdict != string(rep.Confidence) || s.Status != store.SessionEnded {
		t.Errorf("session in the store: %+v", s)
	}
}

// With the project's gates (go test in a real Go project): the honest
// session checks out; the false claim is refuted by the gate too.
func TestVerifyWithGates(t *testing.T) {
	for _, tc := range []struct {
		fixture, body string
		want          protocol.Confidence
	}{
		{"honest.jsonl", "return a + b", protocol.Perfect},
		{"false-claim.jsonl", "return b - a", protocol.Feedback},
	} {
		t.Run(tc.fixture, func(t *testing.T) {
			ws := testproj.Calc(t, tc.body)
			b := newTestBuilder(t)
			b.ack = ack(copySession(t, tc.fixture), ws)
			start(t, b, &Options{Workspace: ws})
			b.next(protocol.TypeHello, 5*time.Second)
			b.send(&protocol.Event{Event: protocol.EventStop, Turn: 1})
			rep := b.next(protocol.TypeReport, 60*time.Second).(*protocol.Report)
			if rep.Confidence != tc.want {
				t.Errorf("confidence %s, want %s: %s\n%s", rep.Confidence, tc.want, rep.Summary, rep.Text)
			}
			if !strings.Contains(rep.Text, "go-test") {
				t.Errorf("the gate is not in the report:\n%s", rep.Text)
			}
		})
	}
}

// A stop the human declined is not verified; a missing session file is a
// FAILED report, not a crash.
func TestStopEdgeCases(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = ack(filepath.Join(t.TempDir(), "missing.jsonl"), "")
	r := start(t, b, &Options{VerifyOptions: noGates, FlushWait: 50 * time.Millisecond})
	b.next(protocol.TypeHello, 5*time.Second)
	no := false
	b.send(&protocol.Event{Event: protocol.EventStop, Turn: 1, Approved: &no})
	b.send(&protocol.Event{Event: protocol.EventStop, Turn: 2, LeafID: "abc"})
	rep := b.next(protocol.TypeReport, 10*time.Second).(*protocol.Report)
	if rep.Turn != 2 || rep.Confidence != protocol.Failed || rep.Phase != protocol.PhaseError || !strings.Contains(rep.Message, "missing.jsonl") {
		t.Errorf("report = %+v", rep)
	}
	if !strings.Contains(r.log.String(), "entry abc is not in") {
		t.Errorf("log: %s", r.log)
	}
}

// tool_call gets vouch's pre-tool policy, as the Claude Code hook would.
func TestToolCall(t *testing.T) {
	ws := testproj.Calc(t, "return a + b")
	os.Mkdir(filepath.Join(ws, ".git"), 0o755)
	b := newTestBuilder(t)
	b.ack = ack("", ws)
	r := start(t, b, &Options{Workspace: ws})
	b.next(protocol.TypeHello, 5*time.Second)
	for _, tc := range []struct {
		tool, input string
		block       bool
	}{
		{"bash", `{"command":"go test ./..."}`, false},
		{"bash", `{"command":"rm -rf .git"}`, true},
		{"write", `{"path":".env","content":"X=1"}`, true},
		{"edit", `{"path":".git/config","edits":[{"oldText":"a","newText":"b"}]}`, true},
		{"read", `{"path":"calc/calc.go"}`, false},
		{"edit", `{"path":"calc/calc.go","edits":[{"oldText":"return a + b","newText":"return a * b"}]}`, false},
	} {
		id := fmt.Sprintf("t-%s-%s", tc.tool, tc.input)
		b.send(&protocol.ToolCall{ID: id, Tool: tc.tool, Input: json.RawMessage(tc.input), Cwd: ws})
		d := b.next(protocol.TypeToolDecision, 10*time.Second).(*protocol.ToolDecision)
		if d.ID != id || d.Block != tc.block || (d.Block && d.Reason == "") {
			t.Errorf("%s %s: %+v", tc.tool, tc.input, d)
		}
	}
	b.send(&protocol.Bye{})
	r.wait(t, 5*time.Second)
	st, _ := store.Open(context.Background(), r.db, nil)
	defer st.Close()
	if v, err := st.Vetoes(context.Background(), Agent, sid); err != nil || len(v) != 3 {
		t.Errorf("vetoes: %v %+v", err, v)
	}
}

// The seed's persona files: max_loops applies (under --max-loops, over
// vouch.yaml); a persona asked for and missing is a warning.
func TestPersona(t *testing.T) {
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte("loop:\n  max: 5\n"), 0o644)
	dir := filepath.Join(ws, ".pi", "verifier", "agents")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "verifier.md"), []byte("---\nname: verifier\ntools: read, grep, bash, verifier_prompt\nmax_loops: 2\n---\nVerify every claim.\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "sql.md"), []byte("---\ntools: [read, bash]\nmax_loops: 1\n---\nOnly run scripts/check.sh.\n"), 0o644)
	for _, tc := range []struct {
		persona string
		flag    int
		want    int
		log     string
	}{
		{"", 0, 2, "persona verifier"},
		{"sql", 0, 1, "persona sql"},
		{"sql", 4, 4, "persona sql"},
		{"nope", 0, 5, "no such verifier persona"},
	} {
		b := newTestBuilder(t)
		b.ack = ack("", ws)
		r := start(t, b, &Options{Workspace: ws, Persona: tc.persona, MaxLoops: tc.flag})
		if h := b.next(protocol.TypeHello, 5*time.Second).(*protocol.Hello); h.MaxLoops != tc.want {
			t.Errorf("persona %q, --max-loops %d: max_loops %d, want %d", tc.persona, tc.flag, h.MaxLoops, tc.want)
		}
		if !strings.Contains(r.log.String(), tc.log) {
			t.Errorf("persona %q: log %q lacks %q", tc.persona, r.log, tc.log)
		}
	}
	p, err := LoadPersona(ws, "sql")
	if err != nil || p.MaxLoops != 1 || strings.Join(p.Tools, ",") != "read,bash" || p.Body != "Only run scripts/check.sh.\n" {
		t.Errorf("LoadPersona: %+v %v", p, err)
	}
	for _, bad := range []string{"../x", "a/b", ""} {
		if _, err := LoadPersona(ws, bad); err == nil {
			t.Errorf("LoadPersona(%q) accepted", bad)
		}
	}
}

func FuzzPersona(f *testing.F) {
	f.Add([]byte("---\nname: verifier\ntools: read, grep\nmax_loops: 2\n---\nbody\n"))
	f.Add([]byte("---\ntools: [a, b]\n---"))
	f.Add([]byte("---\nmax_loops: -1\n---\n"))
	f.Add([]byte("no frontmatter"))
	f.Add([]byte("---\r\nmax_loops: 1\r\n---\r\nx"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		p := filepath.Join(dir, ".pi", "verifier", "agents")
		os.MkdirAll(p, 0o755)
		os.WriteFile(filepath.Join(p, "x.md"), data, 0o644)
		per, err := LoadPersona(dir, "x")
		if err != nil {
			return
		}
		if per.MaxLoops < 0 || per.Name != "x" {
			t.Fatalf("persona %+v", per)
		}
	})
}

// The verifier connects only to a socket in a directory of this user's
// that others cannot enter.
func TestUnsafeSocket(t *testing.T) {
	b := newTestBuilder(t)
	b.ack = ack("", "")
	if err := os.Chmod(b.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	err := Run(context.Background(), &Options{Socket: b.path})
	if !errors.Is(err, ErrUnsafeSocket) || !strings.Contains(err.Error(), "has mode 0755, expected 0700") {
		t.Fatalf("Run: %v", err)
	}
	os.Chmod(b.dir, 0o700)
	if fi, _ := os.Stat(b.dir); fi.Mode().Perm() != 0o700 {
		t.Fatalf("test builder's directory %v", fi.Mode())
	}
}

// --verifier-agent NAME reaches the judge: its model goes on the wire and
// the report names its file; without a name the workspace's default applies.
func TestPersonaJudge(t *testing.T) {
	t.Setenv("VOUCH_STATE_DIR", t.TempDir())
	t.Setenv("TEST_PI_PERSONA_KEY", "k")
	srv := fakellm.New([]fakellm.Turn{fakellm.Say(`{"claims":[],"suspicions":[]}`), fakellm.Say(`{"claims":[],"suspicions":[]}`)}, &fakellm.Options{ScriptAll: true})
	defer srv.Close()
	ws := t.TempDir()
	dir := filepath.Join(ws, ".pi", "verifier", "agents")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "sql.md"), []byte("---\ntools: [read]\nmodel: sql-model\n---\nOnly run scripts/check.sh.\n"), 0o644)
	cfg := policy.Default()
	cfg.Root = ws
	cfg.LLM = policy.LLM{Provider: policy.LLMOpenAI, Model: "yaml-model", BaseURL: srv.URL + "/v1", APIKeyEnv: "TEST_PI_PERSONA_KEY", APIKeyEnvSet: true, Timeout: 20 * time.Second}
	in := &verify.ReviewInput{Workspace: ws, Report: &report.Report{Claims: []report.Claim{{ID: "c1", Text: "Done.", Verdict: report.VerdictUnverified}}}, Claims: []string{"c1"}}
	for i, tc := range []struct{ name, model, persona string }{
		{"sql", "sql-model", ".pi/verifier/agents/sql.md"},
		{"", "yaml-model", "built-in"},
	} {
		o := VerifyOptionsWith(tc.name)(cfg)
		if o.Review == nil {
			t.Fatalf("persona %q: no judge", tc.name)
		}
		out, err := o.Review.Review(t.Context(), in)
		if err != nil {
			t.Fatal(err)
		}
		reqs := srv.Requests()
		if len(reqs) != i+1 || reqs[i].Model != tc.model || out.Judge.Persona != tc.persona {
			t.Errorf("persona %q: request model %v, report persona %q; want %s, %s", tc.name, reqs[len(reqs)-1].Model, out.Judge.Persona, tc.model, tc.persona)
		}
	}
	if got := srv.Requests()[0].ToolNames; len(got) != 1 || got[0] != "read_file" {
		t.Errorf("persona sql (tools: read) offered %v, want [read_file]", got)
	}
}

// With vouch.yaml loop.approval, a FEEDBACK verdict still carries its
// correction, but in phase approval: the builder asks the human before it
// injects it. Without it, the same turn is phase feedback.
func TestApprovalPhase(t *testing.T) {
	ws := testproj.Calc(t, "return b - a")
	file := copySession(t, "false-claim.jsonl")
	for _, approval := range []bool{false, true} {
		cfg := policy.Default()
		cfg.Loop.Approval = approval
		v := VerifyTurn(context.Background(), &TurnOptions{SessionFile: file, Workspace: ws, Config: cfg, Turn: 1, VerifyOptions: noGates})
		want := protocol.PhaseFeedback
		if approval {
			want = protocol.PhaseApproval
		}
		if v.Report.Confidence != protocol.Feedback || v.Report.Phase != want || v.Report.Loop != 1 || v.Report.Escalate {
			t.Errorf("approval %v: report %+v, want FEEDBACK in phase %s, loop 1", approval, v.Report, want)
		}
		if v.Prompt == nil || !strings.HasPrefix(v.Prompt.Text, CorrectionPrefix) {
			t.Errorf("approval %v: prompt %+v, want the correction", approval, v.Prompt)
		}
		if approval && !strings.Contains(v.Report.Message, "awaits your approval") {
			t.Errorf("approval phase: message %q, want it to say the correction awaits approval", v.Report.Message)
		}
	}
}

// A tool call the verifier allows over the socket gets the tripwire's
// snapshot first, as vouch-hook's PreToolUse does: what the session's
// very first call changes among the protected paths is put back by the
// tool result's check. A denied call takes none.
func TestToolCallSnapshot(t *testing.T) {
	ws := testproj.Calc(t, "return a + b")
	if err := os.WriteFile(filepath.Join(ws, ".env"), []byte("SECRET=orig\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stateDir := t.TempDir()
	b := newTestBuilder(t)
	b.ack = ack("", ws)
	r := start(t, b, &Options{Workspace: ws, StateDir: stateDir})
	b.next(protocol.TypeHello, 5*time.Second)
	e := &hook.Event{Agent: hook.Claude, Name: hook.PostToolUse, Cwd: ws, ToolName: "bash"}
	o, err := hook.TripwireOptions(e, policy.Default(), stateDir, os.Getenv)
	if err != nil {
		t.Fatal(err)
	}

	b.send(&protocol.ToolCall{ID: "t1", Tool: "write", Input: json.RawMessage(`{"path":".env","content":"X=1"}`), Cwd: ws})
	if d := b.next(protocol.TypeToolDecision, 10*time.Second).(*protocol.ToolDecision); !d.Block {
		t.Fatalf("write .env: %+v, want it blocked", d)
	}
	if taken, err := tripwire.Ensure(o); err != nil || !taken {
		t.Fatalf("after a denied call a snapshot existed (%v, %v), want none", taken, err)
	}
	if err := os.RemoveAll(stateDir); err != nil {
		t.Fatal(err)
	}

	b.send(&protocol.ToolCall{ID: "t2", Tool: "bash", Input: json.RawMessage(`{"command":"go run ./gen"}`), Cwd: ws})
	if d := b.next(protocol.TypeToolDecision, 10*time.Second).(*protocol.ToolDecision); d.Block {
		t.Fatalf("go run ./gen: %+v, want it allowed", d)
	}
	// The call runs, and writes .env behind the veto's back.
	if err := os.WriteFile(filepath.Join(ws, ".env"), []byte("SECRET=stolen\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d, veto := hook.TripwireCheck(e, o, nil)
	if veto == "" || !strings.Contains(d.Context, ".env") {
		t.Errorf("the tool result's check: %+v, veto %q; want .env caught", d, veto)
	}
	if got, _ := os.ReadFile(filepath.Join(ws, ".env")); string(got) != "SECRET=orig\n" {
		t.Errorf(".env is %q, want it put back", got)
	}
	b.send(&protocol.Bye{})
	r.wait(t, 5*time.Second)
	if strings.Contains(r.log.String(), "tripwire") {
		t.Errorf("tripwire warnings: %s", r.log)
	}
}
