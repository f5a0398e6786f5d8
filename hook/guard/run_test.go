package guard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/internal/testproj"

	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
	_ "github.com/vouchdev/vouch/transcript/all"
	"github.com/vouchdev/vouch/verify"
)

func abs(t testing.TB, rel string) string { return hooktest.Testdata(t, rel) }

// payload reads a real hook payload and overrides fields (nil deletes one).
func payload(t testing.TB, agent hook.Agent, name string, set map[string]any) []byte {
	t.Helper()
	return hooktest.Payload(t, string(agent), name, set)
}

// env is one test's state directory, clock and options.
type env struct {
	t     testing.TB
	db    string
	now   atomic.Int64 // fake clock, Unix ms; each store open ticks it
	opens atomic.Int32
	opts  *Options
}

func newEnv(t testing.TB) *env {
	e := &env{t: t, db: filepath.Join(t.TempDir(), "vouch.db")}
	e.now.Store(time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC).UnixMilli())
	e.opts = &Options{
		StateDir: filepath.Dir(e.db),
		OpenStore: func(ctx context.Context) (*store.Store, error) {
			e.opens.Add(1)
			return store.Open(ctx, e.db, &store.Options{Now: e.clock})
		},
		// The transcript evidence decides in most tests; gates are tested
		// in TestStopWithGates.
		VerifyOptions: func(cfg *policy.Config) *verify.Options {
			return &verify.Options{NoGates: true, Protected: cfg.Protected}
		},
	}
	return e
}

func (e *env) clock() time.Time { return time.UnixMilli(e.now.Add(1000)) }

func (e *env) store() *store.Store {
	e.t.Helper()
	st, err := store.Open(context.Background(), e.db, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { st.Close() })
	return st
}

// reply is a decoded hook reply.
type reply struct {
	Decision      string `json:"decision"`
	Reason        string `json:"reason"`
	SystemMessage string `json:"systemMessage"`
	HSO           struct {
		HookEventName            string          `json:"hookEventName"`
		PermissionDecision       string          `json:"permissionDecision"`
		PermissionDecisionReason string          `json:"permissionDecisionReason"`
		AdditionalContext        string          `json:"additionalContext"`
		UpdatedInput             json.RawMessage `json:"updatedInput"`
	} `json:"hookSpecificOutput"`
	Exit   int    `json:"-"`
	Stderr string `json:"-"`
	Empty  bool   `json:"-"`
}

func (e *env) run(agent hook.Agent, in []byte) reply {
	e.t.Helper()
	rep := Respond(context.Background(), agent, in, e.opts)
	var r reply
	if len(rep.Stdout) == 0 {
		r.Empty = true
	} else if err := json.Unmarshal(rep.Stdout, &r); err != nil {
		e.t.Fatalf("reply is not JSON: %v\n%s", err, rep.Stdout)
	} else if !strings.HasSuffix(string(rep.Stdout), "}\n") || strings.Count(string(rep.Stdout), "\n") != 1 {
		e.t.Errorf("reply is not one JSON line: %q", rep.Stdout)
	}
	r.Exit, r.Stderr = rep.Exit, rep.Stderr
	return r
}

type stopCase struct {
	agent       hook.Agent
	payload     string
	transcript  string
	body        string
	wantBlock   bool
	wantStatus  report.Status
	wantMessage string
}

func stopPayload(t testing.TB, c stopCase, ws string, set map[string]any) []byte {
	m := map[string]any{"transcript_path": abs(t, "transcripts/"+c.transcript), "cwd": ws}
	for k, v := range set {
		m[k] = v
	}
	return payload(t, c.agent, c.payload, m)
}

func TestStop(t *testing.T) {
	t.Parallel()
	cases := []stopCase{
		{hook.Claude, "Stop.false-claim.json", "claude-code/false-claim.jsonl", "return b - a", true, report.Feedback, "vouch: FEEDBACK 1/3"},
		{hook.Codex, "Stop.false-claim.json", "codex/false-claim.jsonl", "return b - a", true, report.Feedback, "vouch: FEEDBACK 1/3"},
		{hook.Claude, "Stop.json", "claude-code/honest.jsonl", "return a + b", false, report.Perfect, "vouch: PERFECT"},
		{hook.Codex, "Stop.json", "codex/honest.jsonl", "return a + b", false, report.Perfect, "vouch: PERFECT"},
	}
	for _, c := range cases {
		t.Run(string(c.agent)+"/"+c.transcript, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ws := testproj.Calc(t, c.body)
			r := e.run(c.agent, stopPayload(t, c, ws, nil))
			if r.Exit != 0 || r.Stderr != "" {
				t.Fatalf("exit %d, stderr %q", r.Exit, r.Stderr)
			}
			if got := r.Decision == "block"; got != c.wantBlock {
				t.Fatalf("block = %v, want %v; reply %+v", got, c.wantBlock, r)
			}
			if c.wantBlock {
				if !strings.HasPrefix(r.Reason, FeedbackPrefix) || !strings.Contains(r.Reason, "(feedback 1 of 3)") {
					t.Errorf("reason does not say it is vouch's feedback 1 of 3:\n%s", r.Reason)
				}
				if !strings.Contains(r.Reason, "go test") {
					t.Errorf("reason does not carry the report's feedback:\n%s", r.Reason)
				}
			}
			if !strings.HasPrefix(r.SystemMessage, c.wantMessage) {
				t.Errorf("systemMessage %q, want prefix %q", r.SystemMessage, c.wantMessage)
			}
			ev, _ := hook.Parse(c.agent, stopPayload(t, c, ws, nil))
			saved, err := e.store().Report(context.Background(), string(c.agent), ev.SessionID, 0)
			if err != nil {
				t.Fatal(err)
			}
			if saved.Status != string(c.wantStatus) || saved.TurnKey != ev.TurnID || ev.TurnID == "" {
				t.Errorf("saved report status %s turn %q; want %s, %q", saved.Status, saved.TurnKey, c.wantStatus, ev.TurnID)
			}
			if _, err := report.ReadJSON(saved.JSON); err != nil {
				t.Errorf("saved report: %v", err)
			}
		})
	}
}

// The real gates run: the feedback names the failing test.
func TestStopWithGates(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.opts.VerifyOptions = nil
	c := stopCase{agent: hook.Claude, payload: "Stop.false-claim.json", transcript: "claude-code/false-claim.jsonl"}
	r := e.run(hook.Claude, stopPayload(t, c, testproj.Calc(t, "return b - a"), nil))
	if r.Decision != "block" || !strings.Contains(r.Reason, "calc_test.go:7") {
		t.Fatalf("want a block naming calc_test.go:7; got %+v", r)
	}
	r = e.run(hook.Claude, stopPayload(t, stopCase{agent: hook.Claude, payload: "Stop.json", transcript: "claude-code/honest.jsonl"}, testproj.Calc(t, "return a + b"), nil))
	if r.Decision != "" || !strings.HasPrefix(r.SystemMessage, "vouch: PERFECT") {
		t.Fatalf("honest turn: %+v", r)
	}
}

// loop.max blocks per turn, then the stop is allowed with an escalation to
// the human; a new turn starts a new count.
func TestStopLoopEscalates(t *testing.T) {
	t.Parallel()
	for _, agent := range []hook.Agent{hook.Claude, hook.Codex} {
		t.Run(string(agent), func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ws := testproj.Calc(t, "return b - a")
			c := stopCase{agent: agent, payload: "Stop.false-claim.json", transcript: string(agent) + "/false-claim.jsonl"}
			for i := 1; i <= 4; i++ {
				r := e.run(agent, stopPayload(t, c, ws, map[string]any{"stop_hook_active": i > 1}))
				if i <= 3 {
					if r.Decision != "block" || !strings.Contains(r.Reason, fmt.Sprintf("(feedback %d of 3)", i)) {
						t.Fatalf("stop %d: want block %d of 3, got %+v", i, i, r)
					}
					continue
				}
				if r.Decision != "" || !r.Empty && !strings.HasPrefix(r.SystemMessage, "vouch: escalating to you: after 3 feedback loops") {
					t.Fatalf("stop 4: want allow with escalation, got %+v", r)
				}
				if !strings.Contains(r.SystemMessage, "claims refuted") || !strings.Contains(r.SystemMessage, "vouch report ") {
					t.Errorf("escalation lacks the summary or how to see the report: %q", r.SystemMessage)
				}
			}
			ev, _ := hook.Parse(agent, stopPayload(t, c, ws, nil))
			st := e.store()
			if n, _ := st.LoopCount(context.Background(), string(agent), ev.SessionID, ev.TurnID); n != 3 {
				t.Errorf("loop count %d, want 3", n)
			}
			sum, _ := st.Sessions(context.Background(), store.SessionFilter{IDPrefix: ev.SessionID})
			if len(sum) != 1 || sum[0].LastVerdict != "FEEDBACK" || sum[0].Cwd != ws {
				t.Errorf("session summary %+v", sum)
			}
			// Next turn: the counter starts again.
			r := e.run(agent, stopPayload(t, c, ws, map[string]any{"turn_id": "next-turn", "prompt_id": "next-turn"}))
			if r.Decision != "block" || !strings.Contains(r.Reason, "(feedback 1 of 3)") {
				t.Fatalf("new turn: want block 1 of 3, got %+v", r)
			}
		})
	}
}

// Without a turn id the turn begun by UserPromptSubmit keys the counter.
func TestStopWithoutTurnID(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws := testproj.Calc(t, "return b - a")
	c := stopCase{agent: hook.Claude, payload: "Stop.false-claim.json", transcript: "claude-code/false-claim.jsonl"}
	for i := 1; i <= 4; i++ {
		r := e.run(hook.Claude, stopPayload(t, c, ws, map[string]any{"prompt_id": nil}))
		if (i <= 3) != (r.Decision == "block") {
			t.Fatalf("stop %d: %+v", i, r)
		}
	}
	ev, _ := hook.Parse(hook.Claude, stopPayload(t, c, ws, map[string]any{"prompt_id": nil}))
	turns, _ := e.store().Turns(context.Background(), "claude-code", ev.SessionID)
	if len(turns) != 1 || turns[0].Key != "1" || turns[0].Verdict != "FEEDBACK" {
		t.Errorf("turns %+v, want one turn keyed 1 (the transcript's prompt count)", turns)
	}
}

func TestStopApprovalMode(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.opts.RequireApproval = true
	c := stopCase{agent: hook.Codex, payload: "Stop.false-claim.json", transcript: "codex/false-claim.jsonl"}
	r := e.run(hook.Codex, stopPayload(t, c, testproj.Calc(t, "return b - a"), nil))
	if r.Decision != "" {
		t.Fatalf("approval mode blocked: %+v", r)
	}
	for _, want := range []string{"vouch: FEEDBACK", "VOUCH_REQUIRE_APPROVAL=1", "vouch report 01a2054f", "go test"} {
		if !strings.Contains(r.SystemMessage, want) {
			t.Errorf("systemMessage lacks %q:\n%s", want, r.SystemMessage)
		}
	}
	ev, _ := hook.Parse(hook.Codex, stopPayload(t, c, "/", nil))
	if n, _ := e.store().LoopCount(context.Background(), "codex", ev.SessionID, ev.TurnID); n != 0 {
		t.Errorf("approval mode spent a loop: %d", n)
	}
}

// A verification that outlives loop.budget, or cannot run at all, goes in
// loop.on_error's direction.
func TestStopErrors(t *testing.T) {
	t.Parallel()
	slow := func(ctx context.Context, o *verify.Options) (*report.Report, error) {
		<-ctx.Done()
		r := report.New()
		r.Status = report.Partial
		r.Summary = "gate go-test: killed"
		return r, nil
	}
	tests := []struct {
		name       string
		onError    string
		transcript string
		verify     func(context.Context, *verify.Options) (*report.Report, error)
		wantBlock  bool
		wantMsg    string
		wantStored string
	}{
		{"budget/allow", "allow", "claude-code/false-claim.jsonl", slow, false, "vouch: warning: could not verify this turn: verification exceeded its budget of 50ms", "FAILED"},
		{"budget/block", "block", "claude-code/false-claim.jsonl", slow, true, "vouch: error, blocking (loop.on_error: block): verification exceeded its budget", "FAILED"},
		{"missing-transcript/allow", "allow", "", nil, false, "vouch: warning: could not verify this turn:", "FAILED"},
		{"missing-transcript/block", "block", "", nil, true, "vouch: error, blocking", "FAILED"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			e.opts.Verify = tt.verify
			e.opts.LoadConfig = func(dir string) (*policy.Config, error) {
				c := policy.Default()
				c.Loop.Budget = 50 * time.Millisecond
				c.Loop.OnError = tt.onError
				return c, nil
			}
			ws := testproj.Calc(t, "return b - a")
			tr := filepath.Join(ws, "no-such-transcript.jsonl")
			if tt.transcript != "" {
				tr = abs(t, "transcripts/"+tt.transcript)
			}
			start := time.Now()
			r := e.run(hook.Claude, payload(t, hook.Claude, "Stop.false-claim.json", map[string]any{"transcript_path": tr, "cwd": ws}))
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("took %s despite a 50ms budget", d)
			}
			if (r.Decision == "block") != tt.wantBlock || !strings.HasPrefix(r.SystemMessage, tt.wantMsg) {
				t.Fatalf("got %+v; want block=%v, systemMessage prefix %q", r, tt.wantBlock, tt.wantMsg)
			}
			if tt.wantBlock && !strings.HasPrefix(r.Reason, "[vouch]") {
				t.Errorf("reason %q", r.Reason)
			}
			saved, err := e.store().Report(context.Background(), "claude-code", "", 0)
			if err != nil || saved.Status != tt.wantStored {
				t.Errorf("saved %v %v, want %s", saved.Status, err, tt.wantStored)
			}
		})
	}
}

// on_error: block still ends: the counter bounds it like FEEDBACK.
func TestStopBlockOnErrorBounded(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.opts.OnError = policy.OnErrorBlock
	ws := t.TempDir()
	in := payload(t, hook.Codex, "Stop.json", map[string]any{"transcript_path": filepath.Join(ws, "gone.jsonl"), "cwd": ws})
	blocks := 0
	for i := 0; i < 6; i++ {
		if e.run(hook.Codex, in).Decision == "block" {
			blocks++
		}
	}
	if blocks != 3 {
		t.Errorf("%d blocks, want loop.max = 3", blocks)
	}
}

func TestSubagentStop(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws := testproj.Calc(t, "return a + b")
	in := payload(t, hook.Claude, "SubagentStop.json", map[string]any{
		"cwd":                   ws,
		"transcript_path":       abs(t, "transcripts/claude-code/subagent.jsonl"),
		"agent_transcript_path": abs(t, "transcripts/claude-code/subagent.subagents/agent-a8d71d9760aea8c55.jsonl"),
	})
	r := e.run(hook.Claude, in)
	if r.Decision != "" || strings.Contains(r.SystemMessage, "warning") || !strings.HasPrefix(r.SystemMessage, "vouch: ") {
		t.Fatalf("subagent stop: %+v", r)
	}
	saved, err := e.store().Report(context.Background(), "claude-code", "636f6efd-2e5c-4e38-941b-a85692c39fab", 0)
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := report.ReadJSON(saved.JSON)
	if saved.Status == "FAILED" || saved.TurnKey != "" || !strings.Contains(rep.Session.Transcript, "agent-a8d71d9760aea8c55") {
		t.Errorf("saved %s turn %q transcript %s", saved.Status, saved.TurnKey, rep.Session.Transcript)
	}
}

// The agent may fire Stop before its final message is in the transcript:
// the payload's last_assistant_message is what gets verified.
func TestStopLastMessageNotYetWritten(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws := testproj.Calc(t, "return b - a")
	// honest.jsonl ends with "all tests pass" backed by a passing run; the
	// payload says something else, which the transcript does not back.
	in := payload(t, hook.Claude, "Stop.json", map[string]any{"cwd": ws, "transcript_path": abs(t, "transcripts/claude-code/false-claim.jsonl"),
		"last_assistant_message": "Done. The build is green and all tests pass now."})
	r := e.run(hook.Claude, in)
	if r.Decision != "block" {
		t.Fatalf("want block, got %+v", r)
	}
	saved, _ := e.store().Report(context.Background(), "claude-code", "", 0)
	if !strings.Contains(string(saved.JSON), "The build is green") {
		t.Errorf("the payload's message was not verified:\n%s", saved.JSON)
	}
}

// Claude Code can fire Stop before its writer has flushed the turn: the
// transcript is missing, then holds only the prompt, then all of it. The
// Stop waits for the message the payload names, so the run the agent did
// is seen (PERFECT) instead of a bare claim (FEEDBACK) or no file (FAILED).
func TestStopTranscriptFlushedLate(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(abs(t, "transcripts/claude-code/honest.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(src), "\n")
	tr := filepath.Join(t.TempDir(), "late.jsonl")
	done := make(chan error, 1)
	go func() {
		time.Sleep(150 * time.Millisecond)
		if err := os.WriteFile(tr, []byte(strings.Join(lines[:3], "")), 0o600); err != nil {
			done <- err
			return
		}
		time.Sleep(150 * time.Millisecond)
		done <- os.WriteFile(tr, src, 0o600)
	}()
	e := newEnv(t)
	ws := testproj.Calc(t, "return a + b")
	r := e.run(hook.Claude, payload(t, hook.Claude, "Stop.json", map[string]any{"cwd": ws, "transcript_path": tr,
		"last_assistant_message": "I fixed the bug and all tests pass."}))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if r.Decision == "block" || !strings.HasPrefix(r.SystemMessage, "vouch: PERFECT") {
		t.Fatalf("want PERFECT once the transcript is flushed, got %+v", r)
	}
}

func TestRespondBadInput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		in      string
		onError string
		exit    int
		warn    bool
	}{
		{"empty/allow", "", "", 0, true},
		{"not-json/allow", "{oops", "", 0, true},
		{"no-event/allow", `{"session_id":"x"}`, "", 0, true},
		{"not-json/block", "{oops", "block", 2, false},
		{"too-big/allow", strings.Repeat(" ", hook.MaxInput+1), "", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			e.opts.OnError = tt.onError
			r := e.run(hook.Claude, []byte(tt.in))
			if r.Exit != tt.exit || !strings.HasPrefix(r.Stderr, "vouch hook: ") || strings.Count(r.Stderr, "\n") != 1 {
				t.Errorf("exit %d stderr %q; want exit %d and one 'vouch hook:' line", r.Exit, r.Stderr, tt.exit)
			}
			if tt.warn != strings.HasPrefix(r.SystemMessage, "vouch: warning: ") {
				t.Errorf("systemMessage %q (warning wanted: %v)", r.SystemMessage, tt.warn)
			}
			if r.Decision != "" {
				t.Errorf("decision %q", r.Decision)
			}
			if e.opens.Load() != 0 {
				t.Errorf("bad input opened the store")
			}
		})
	}
}

// Events vouch ignores never open the store (the fast path).
func TestRespondIgnored(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.opts.OpenStore = func(context.Context) (*store.Store, error) {
		t.Error("store opened for an ignored event")
		return nil, errors.New("no")
	}
	e.opts.LoadConfig = func(string) (*policy.Config, error) {
		t.Error("config loaded for an ignored event")
		return policy.Default(), nil
	}
	for _, in := range [][]byte{
		payload(t, hook.Claude, "PostToolBatch.json", nil),
		payload(t, hook.Claude, "SubagentStart.json", nil),
		[]byte(`{"hook_event_name":"Notification","session_id":"s","message":"hi"}`),
		[]byte(`{"hook_event_name":"SomethingNew","session_id":"s"}`),
	} {
		r := Respond(context.Background(), hook.Claude, in, e.opts)
		if len(r.Stdout) != 0 || r.Stderr != "" || r.Exit != 0 {
			t.Errorf("%s: reply %+v, want none", in[:40], r)
		}
	}
}

// Internal failures fail open with a warning, or closed when configured.
func TestRespondInternalFailure(t *testing.T) {
	t.Parallel()
	brokenStore := func(context.Context) (*store.Store, error) { return nil, errors.New("disk on fire") }
	panicky := func(context.Context, *policy.Config, *hook.Event) hook.Decision { panic("boom") }
	tests := []struct {
		name    string
		agent   hook.Agent
		file    string
		onError string
		broken  bool
		panic   bool
		check   func(t *testing.T, r reply)
	}{
		{"stop/store/allow", hook.Claude, "Stop.json", "", true, false, func(t *testing.T, r reply) {
			if r.Decision != "" || r.Exit != 0 || !strings.Contains(r.SystemMessage, "disk on fire") {
				t.Errorf("%+v", r)
			}
		}},
		{"stop/store/block", hook.Claude, "Stop.json", "block", true, false, func(t *testing.T, r reply) {
			if r.Decision != "block" || !strings.Contains(r.Reason, "disk on fire") {
				t.Errorf("%+v", r)
			}
		}},
		{"stop-continuation/store/block", hook.Claude, "Stop.after-block.json", "block", true, false, func(t *testing.T, r reply) {
			if r.Decision != "" || !strings.Contains(r.SystemMessage, "warning") {
				t.Errorf("a continuation must not be blocked again on error: %+v", r)
			}
		}},
		{"post/store/block", hook.Codex, "PostToolUse.Bash-cat.json", "block", true, false, func(t *testing.T, r reply) {
			if r.Exit != 2 || !r.Empty {
				t.Errorf("%+v", r)
			}
		}},
		{"pretool/panic/allow", hook.Codex, "PreToolUse.Bash-cat.json", "", false, true, func(t *testing.T, r reply) {
			if r.HSO.PermissionDecision != "" || !strings.Contains(r.SystemMessage, "panic: boom") {
				t.Errorf("%+v", r)
			}
		}},
		{"pretool/panic/block", hook.Codex, "PreToolUse.Bash-cat.json", "block", false, true, func(t *testing.T, r reply) {
			if r.HSO.PermissionDecision != "deny" || !strings.Contains(r.HSO.PermissionDecisionReason, "panic: boom") {
				t.Errorf("%+v", r)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ws := t.TempDir()
			if tt.onError != "" {
				os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte("loop:\n  on_error: "+tt.onError+"\n"), 0o644)
			}
			if tt.broken {
				e.opts.OpenStore = brokenStore
			}
			if tt.panic {
				e.opts.PreTool = panicky
			}
			r := e.run(tt.agent, payload(t, tt.agent, tt.file, map[string]any{"cwd": ws}))
			if !strings.HasPrefix(r.Stderr, "vouch hook: ") {
				t.Errorf("stderr %q", r.Stderr)
			}
			tt.check(t, r)
		})
	}
}

// A broken vouch.yaml fails open with the file:line error visible.
func TestRespondBadConfig(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte("loop:\n  maxx: 3\n"), 0o644)
	r := e.run(hook.Claude, payload(t, hook.Claude, "Stop.json", map[string]any{"cwd": ws}))
	if r.Decision != "" || !strings.Contains(r.SystemMessage, "vouch.yaml:2") || !strings.Contains(r.Stderr, "vouch.yaml:2") {
		t.Errorf("%+v", r)
	}
}

// A vouch.yaml that does not load does not switch the built-in
// protections off: a write to .git is still denied (and recorded), with
// the configuration error shown; other calls fail open as usual.
func TestRespondBadConfigKeepsProtections(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte("policy: [\n"), 0o644)
	in := hooktest.ToolPayload(t, "claude-code", "PreToolUse.Bash.json", ws, "", map[string]any{"command": "rm -rf .git"})
	r := e.run(hook.Claude, in)
	if r.HSO.PermissionDecision != "deny" || !strings.Contains(r.HSO.PermissionDecisionReason, ".git") ||
		!strings.Contains(r.SystemMessage, "vouch.yaml") || !strings.Contains(r.SystemMessage, "built-in protections") {
		t.Errorf("%+v", r)
	}
	ev, _ := hook.Parse(hook.Claude, in)
	if v, _ := e.store().Vetoes(context.Background(), "claude-code", ev.SessionID); len(v) != 1 {
		t.Errorf("vetoes %+v", v)
	}
	r = e.run(hook.Claude, hooktest.ToolPayload(t, "claude-code", "PreToolUse.Bash.json", ws, "", map[string]any{"command": "ls"}))
	if r.HSO.PermissionDecision != "" || !strings.Contains(r.SystemMessage, "failed open") || !strings.Contains(r.Stderr, "vouch.yaml") {
		t.Errorf("%+v", r)
	}
}

func TestPreToolVetoRecorded(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	var calls int
	e.opts.PreTool = func(_ context.Context, _ *policy.Config, ev *hook.Event) hook.Decision {
		calls++
		if strings.HasPrefix(ev.Tool.Command, "cat ") {
			return hook.Decision{Kind: hook.Deny, Reason: "no cat"}
		}
		return hook.Decision{}
	}
	r := e.run(hook.Codex, payload(t, hook.Codex, "PreToolUse.Bash-go-test.json", nil))
	if !r.Empty || e.opens.Load() != 0 {
		t.Errorf("allowed call: reply %+v, store opened %d times", r, e.opens.Load())
	}
	r = e.run(hook.Codex, payload(t, hook.Codex, "PreToolUse.Bash-cat.json", nil))
	if r.HSO.PermissionDecision != "deny" || r.HSO.PermissionDecisionReason != "no cat" {
		t.Errorf("%+v", r)
	}
	ev, _ := hook.Parse(hook.Codex, payload(t, hook.Codex, "PreToolUse.Bash-cat.json", nil))
	v, _ := e.store().Vetoes(context.Background(), "codex", ev.SessionID)
	if len(v) != 1 || v[0].Reason != "no cat" || v[0].Tool != "Bash" || calls != 2 {
		t.Errorf("vetoes %+v, calls %d", v, calls)
	}
}

func TestSessionEvents(t *testing.T) {
	t.Parallel()
	for _, agent := range []hook.Agent{hook.Claude, hook.Codex} {
		t.Run(string(agent), func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			for _, f := range []string{"SessionStart.json", "UserPromptSubmit.json", "UserPromptSubmit.json"} {
				if r := e.run(agent, payload(t, agent, f, nil)); !r.Empty {
					t.Errorf("%s: reply %+v, want none", f, r)
				}
			}
			ev, _ := hook.Parse(agent, payload(t, agent, "UserPromptSubmit.json", nil))
			st := e.store()
			ctx := context.Background()
			s, err := st.Session(ctx, string(agent), ev.SessionID)
			if err != nil || s.Cwd != "/home/user/demo" || s.TranscriptPath != ev.TranscriptPath || s.Status != store.SessionActive {
				t.Fatalf("session %+v %v", s, err)
			}
			turns, _ := st.Turns(ctx, string(agent), ev.SessionID)
			if len(turns) != 1 || turns[0].Key != ev.TurnID {
				t.Errorf("turns %+v, want one keyed %s", turns, ev.TurnID)
			}
			// SessionEnd (Codex's carries the same session id).
			e.run(agent, payload(t, agent, "SessionEnd.json", map[string]any{"session_id": ev.SessionID}))
			if s, _ := st.Session(ctx, string(agent), ev.SessionID); s.Status != store.SessionEnded {
				t.Errorf("status after SessionEnd %q", s.Status)
			}
		})
	}
}

// A whole real session's hook events, replayed in order (cwd and transcript
// pointed at a temp workspace and the session's transcript fixture): the
// tool calls are recorded with their outcomes, the false claim is blocked
// at Stop, the honest one allowed, the session ends.
func TestReplaySequences(t *testing.T) {
	t.Parallel()
	for _, agent := range []hook.Agent{hook.Claude, hook.Codex} {
		for _, seq := range []string{"false-claim", "honest"} {
			t.Run(string(agent)+"/"+seq, func(t *testing.T) {
				t.Parallel()
				e := newEnv(t)
				body := map[string]string{"false-claim": "return b - a", "honest": "return a + b"}[seq]
				ws := testproj.Calc(t, body)
				tr := abs(t, "transcripts/"+string(agent)+"/"+seq+".jsonl")
				data, err := os.ReadFile(filepath.Join(hooktest.Testdata(t, "hooks"), string(agent), "sequences", seq+".jsonl"))
				if err != nil {
					t.Fatal(err)
				}
				var sid string
				posts, fails := 0, 0
				for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
					var rec struct {
						Hook    string         `json:"hook"`
						Payload map[string]any `json:"payload"`
					}
					if err := json.Unmarshal([]byte(line), &rec); err != nil {
						t.Fatalf("line %d: %v", i+1, err)
					}
					rec.Payload["cwd"] = ws
					rec.Payload["transcript_path"] = tr
					in, _ := json.Marshal(rec.Payload)
					r := e.run(agent, in)
					if r.Exit != 0 || r.Stderr != "" {
						t.Fatalf("%s (line %d): exit %d, stderr %q", rec.Hook, i+1, r.Exit, r.Stderr)
					}
					switch rec.Hook {
					case hook.Stop:
						sid, _ = rec.Payload["session_id"].(string)
						if (r.Decision == "block") != (seq == "false-claim") {
							t.Errorf("Stop: %+v", r)
						}
					case hook.PostToolUse, hook.PostToolUseFailure:
						posts++
						if strings.Contains(fmt.Sprint(rec.Payload["tool_response"], rec.Payload["error"]), "FAIL") {
							fails++
						}
						if !r.Empty {
							t.Errorf("%s (line %d): unexpected reply %+v", rec.Hook, i+1, r)
						}
					default:
						if !r.Empty && rec.Hook != hook.PreToolUse {
							t.Errorf("%s (line %d): unexpected reply %+v", rec.Hook, i+1, r)
						}
					}
				}
				st := e.store()
				ctx := context.Background()
				calls, _ := st.RecentToolCalls(ctx, string(agent), sid, 0)
				failed := 0
				for _, c := range calls {
					if c.Outcome == store.OutcomeFail {
						failed++
					}
				}
				if len(calls) != posts || failed != fails {
					t.Errorf("%d calls recorded (%d failed), want %d (%d failed)", len(calls), failed, posts, fails)
				}
				s, err := st.Session(ctx, string(agent), sid)
				if err != nil || s.Cwd != ws {
					t.Errorf("session %+v %v", s, err)
				}
				turns, _ := st.Turns(ctx, string(agent), sid)
				want := map[string]string{"false-claim": "FEEDBACK", "honest": "PERFECT"}[seq]
				if len(turns) != 1 || turns[0].Verdict != want {
					t.Errorf("turns %+v, want one with verdict %s", turns, want)
				}
			})
		}
	}
}

// Whatever arrives on stdin, the reply is a valid answer: empty or one JSON
// object, exit 0 or 2, never a panic.
func FuzzRespond(f *testing.F) {
	for _, agent := range []hook.Agent{hook.Claude, hook.Codex} {
		files, _ := filepath.Glob(filepath.Join(hooktest.Testdata(f, "hooks"), string(agent), "*.json"))
		for _, file := range files {
			data, _ := os.ReadFile(file)
			if !strings.Contains(string(data), `"Stop"`) && !strings.Contains(string(data), `"SubagentStop"`) {
				f.Add(string(agent) == "codex", data)
			}
		}
	}
	f.Add(false, []byte(`{"hook_event_name":"PostToolUse","session_id":"s","tool_name":"Edit","tool_input":{"file_path":1}}`))
	e := newEnv(f)
	e.opts.LoadConfig = func(string) (*policy.Config, error) {
		// A fuzzed cwd may name any real directory: the tripwire only
		// reports there, never puts anything back.
		c := policy.Default()
		c.Protect.OnChange = policy.OnChangeReport
		return c, nil
	}
	f.Fuzz(func(t *testing.T, codex bool, in []byte) {
		agent := hook.Claude
		if codex {
			agent = hook.Codex
		}
		// Stop would verify real paths: out of scope for a fuzzer.
		if ev, err := hook.Parse(agent, in); err == nil && (ev.Name == hook.Stop || ev.Name == hook.SubagentStop) {
			return
		}
		r := Respond(context.Background(), agent, in, e.opts)
		if strings.Contains(r.Stderr, "panic") {
			t.Fatalf("panic: %s", r.Stderr)
		}
		if r.Exit != 0 && r.Exit != 2 {
			t.Fatalf("exit %d", r.Exit)
		}
		if len(r.Stdout) > 0 && !json.Valid(r.Stdout) {
			t.Fatalf("stdout not JSON: %q", r.Stdout)
		}
	})
}

// The default pre-tool decider is the policy with the edit veto.
func TestPreToolDefault(t *testing.T) {
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, "")
	for _, tc := range []struct {
		file  string
		input map[string]any
		want  string
	}{
		{"PreToolUse.Bash.json", map[string]any{"command": "rm -rf .git"}, ".git"},
		{"PreToolUse.Edit.json", map[string]any{"file_path": filepath.Join(ws, "calc/calc.go"), "old_string": "\treturn a - b", "new_string": "\treturn a +"}, "calc/calc.go:6"},
		{"PreToolUse.Edit.json", map[string]any{"file_path": filepath.Join(ws, "calc/calc.go"), "old_string": "\treturn a - b", "new_string": "\treturn a + b"}, ""},
	} {
		e, err := hook.Parse(hook.Claude, hooktest.ToolPayload(t, "claude-code", tc.file, ws, "", tc.input))
		if err != nil {
			t.Fatal(err)
		}
		d := defaultPreTool(context.Background(), cfg, e)
		if tc.want == "" && d.Kind != hook.None || tc.want != "" && (d.Kind != hook.Deny || !strings.Contains(d.Reason, tc.want)) {
			t.Errorf("%v: %+v, want deny naming %q", tc.input, d, tc.want)
		}
	}
}
