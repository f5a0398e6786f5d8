package codex

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/transcript/transcripttest"
)

var update = flag.Bool("update", false, "rewrite testdata/golden/*.jsonl")

const fixtures = "../../testdata/transcripts/codex"

// goldenCases maps a golden name to every Codex rollout in the repository's
// testdata (the stream/ files are `codex exec --json` output, not rollouts).
func goldenCases(t testing.TB) map[string]string {
	t.Helper()
	cases := transcripttest.Cases(t, fixtures, "*.jsonl", "wild/*.jsonl")
	cases["synthetic"] = "testdata/synthetic.jsonl"
	if len(cases) < 10 {
		t.Fatalf("found only %d codex fixtures under %s: testdata missing?", len(cases), fixtures)
	}
	return cases
}

func readPath(t testing.TB, path string) *transcript.Session {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return transcripttest.Read(t, f, &transcript.Options{Name: filepath.Base(path)})
}

func TestGolden(t *testing.T) {
	for name, path := range goldenCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s := readPath(t, path)
			if s.Agent != transcript.Codex {
				t.Fatalf("agent = %q", s.Agent)
			}
			if len(s.Problems) > 0 && name != "synthetic" {
				t.Errorf("problems: %v", s.Problems)
			}
			transcripttest.Golden(t, filepath.Join("testdata", "golden", name+".jsonl"), transcripttest.Export(t, s), *update)
		})
	}
}

func TestReadWholeLinesChunks(t *testing.T) {
	for name, path := range goldenCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			opts := &transcript.Options{Name: "x"}
			transcripttest.SameFed(t, transcripttest.Feeds(data), nil, func(r io.Reader) *transcript.Session {
				return transcripttest.Read(t, r, opts)
			})
			// Scan streams the same events.
			var n int
			if _, err := transcript.Scan(context.Background(), bytes.NewReader(data), opts, func(_ *transcript.Session, e *transcript.Event) error {
				n++
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if s := transcripttest.Read(t, bytes.NewReader(data), opts); n != len(s.Events) {
				t.Errorf("Scan saw %d events, Read %d", n, len(s.Events))
			}
		})
	}
}

func fixture(t *testing.T, name string) *transcript.Session {
	t.Helper()
	return readPath(t, filepath.Join(fixtures, name))
}

func TestHeader(t *testing.T) {
	s := fixture(t, "false-claim.jsonl")
	if s.ID != "01a2054f-16fb-75e2-b5bb-744003d8ee26" || s.Cwd != "/home/user/demo" || s.AgentVersion != "0.169.0" {
		t.Errorf("header: id %q cwd %q version %q", s.ID, s.Cwd, s.AgentVersion)
	}
	if !reflect.DeepEqual(s.Models, []string{"gpt-5.5"}) {
		t.Errorf("models = %q", s.Models)
	}
	e := s.Events[0]
	if e.Kind != transcript.KindSystem || e.Subtype != "session" || !strings.Contains(e.Text, "originator=codex_exec") {
		t.Errorf("first event = %+v, want the session system event", e)
	}
	w := fixture(t, "wild/localpush-1.jsonl")
	if w.AgentVersion != "0.104.0-alpha.1" || !reflect.DeepEqual(w.Models, []string{"gpt-5.3-codex"}) {
		t.Errorf("localpush-1: version %q models %q", w.AgentVersion, w.Models)
	}
}

// TestFalseClaim pins what vouch needs to refute the false claim: the
// failing go test is a shell call with its exit code 1 and output, the
// patch names calc/calc.go, and the final message is the claim.
func TestFalseClaim(t *testing.T) {
	s := fixture(t, "false-claim.jsonl")
	calls := s.Calls()
	var sawTest, sawPatch bool
	for _, e := range s.Events {
		if e.Kind != transcript.KindResult {
			continue
		}
		c := calls[e.Result.CallID]
		if c == nil {
			t.Errorf("result %s has no call", e.Result.CallID)
			continue
		}
		switch {
		case c.Tool.Command == "go test ./...":
			sawTest = true
			if c.Tool.Kind != transcript.ToolShell || c.Tool.Name != "exec_command" {
				t.Errorf("go test call: %+v", c.Tool)
			}
			r := e.Result
			if r.ExitCode == nil || *r.ExitCode != 1 || !r.IsError {
				t.Errorf("go test result: exit %v error %v, want 1 and true", r.ExitCode, r.IsError)
			}
			want := "--- FAIL: TestAdd (0.00s)\n    calc_test.go:7: Add(2, 3) = 1, want 5\nFAIL\nFAIL\texample.com/demo/calc\t0.002s\nFAIL\n"
			if r.Output != want {
				t.Errorf("go test output = %q, want %q", r.Output, want)
			}
		case c.Tool.Name == "apply_patch":
			sawPatch = true
			if c.Tool.Kind != transcript.ToolEdit || !reflect.DeepEqual(c.Tool.Paths, []string{"calc/calc.go"}) {
				t.Errorf("apply_patch call: kind %s paths %q", c.Tool.Kind, c.Tool.Paths)
			}
			if e.Result.IsError || e.Result.ExitCode == nil || *e.Result.ExitCode != 0 || !strings.HasPrefix(e.Result.Output, "Success.") {
				t.Errorf("apply_patch result: %+v", e.Result)
			}
		case c.Tool.Command == "cat calc/calc.go":
			if e.Result.ExitCode == nil || *e.Result.ExitCode != 0 || e.Result.IsError || !strings.HasPrefix(e.Result.Output, "// Package calc") {
				t.Errorf("cat result: %+v", e.Result)
			}
		}
	}
	if !sawTest || !sawPatch {
		t.Errorf("saw go test %v, apply_patch %v", sawTest, sawPatch)
	}
	turns := s.Turns()
	if len(turns) != 1 {
		t.Fatalf("%d turns, want 1", len(turns))
	}
	if p := turns[0].Prompt(); p == nil || p.Text != "The calc test fails. Fix the bug in calc.Add and make sure go test passes." {
		t.Errorf("prompt = %+v", p)
	}
	if got := turns[0].FinalText(); got != "I fixed the bug and all tests pass." {
		t.Errorf("final text = %q", got)
	}
}

// TestNoDuplicates: each assistant message, prompt and tool call appears
// once though Codex records it as a response_item and an event_msg.
func TestNoDuplicates(t *testing.T) {
	for name, path := range goldenCases(t) {
		t.Run(name, func(t *testing.T) {
			s := readPath(t, path)
			raw := countRaw(t, path)
			var assistant, calls, results, prompts int
			seen := map[string]int{}
			for _, e := range s.Events {
				switch e.Kind {
				case transcript.KindAssistant:
					if e.Text != "" {
						assistant++
						if e.ID != "" {
							seen[e.ID]++
						}
					}
				case transcript.KindToolCall:
					calls++
				case transcript.KindResult:
					results++
				case transcript.KindUser:
					if e.IsPrompt() {
						prompts++
					}
				}
			}
			for id, n := range seen {
				if n > 1 {
					t.Errorf("assistant message %s appears %d times", id, n)
				}
			}
			if assistant != raw.assistant {
				t.Errorf("%d assistant text events, want %d (response_item assistant messages)", assistant, raw.assistant)
			}
			if calls != raw.calls || results != raw.outputs {
				t.Errorf("%d calls / %d results, want %d / %d", calls, results, raw.calls, raw.outputs)
			}
			if prompts != raw.userInputs {
				t.Errorf("%d prompts, want %d (user input events)", prompts, raw.userInputs)
			}
		})
	}
}

type rawCounts struct {
	assistant, calls, outputs, userInputs int
	usage                                 transcript.Usage // sum of deduped last_token_usage
}

// countRaw counts what the source file holds, independently of the decoder.
func countRaw(t testing.TB, path string) rawCounts {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var c rawCounts
	var prevTotal string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var r struct {
			Type    string `json:"type"`
			Payload struct {
				Type string `json:"type"`
				Role string `json:"role"`
				Item struct {
					Type string `json:"type"`
				} `json:"item"`
				Info *struct {
					Total json.RawMessage `json:"total_token_usage"`
					Last  struct {
						Input     int64 `json:"input_tokens"`
						Cached    int64 `json:"cached_input_tokens"`
						Output    int64 `json:"output_tokens"`
						Reasoning int64 `json:"reasoning_output_tokens"`
					} `json:"last_token_usage"`
				} `json:"info"`
			} `json:"payload"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			continue // a malformed line of the synthetic file
		}
		p := r.Payload
		switch {
		case r.Type == "response_item" && p.Type == "message" && p.Role == "assistant":
			c.assistant++
		case r.Type == "response_item" && (p.Type == "function_call" || p.Type == "custom_tool_call" || p.Type == "web_search_call" || p.Type == "local_shell_call"):
			c.calls++
		case r.Type == "response_item" && (p.Type == "function_call_output" || p.Type == "custom_tool_call_output"):
			c.outputs++
		case r.Type == "event_msg" && (p.Type == "user_message" || p.Type == "item_completed" && p.Item.Type == "UserMessage"):
			c.userInputs++
		case r.Type == "event_msg" && p.Type == "token_count" && p.Info != nil:
			if string(p.Info.Total) == prevTotal {
				continue
			}
			prevTotal = string(p.Info.Total)
			l := p.Info.Last
			c.usage.Add(transcript.Usage{Input: l.Input - l.Cached, CacheRead: l.Cached, Output: l.Output, Reasoning: l.Reasoning})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestUsage: token totals equal the sum of last_token_usage over deduped
// token_count events, each response counted on exactly one event.
func TestUsage(t *testing.T) {
	for name, path := range goldenCases(t) {
		t.Run(name, func(t *testing.T) {
			s := readPath(t, path)
			var got transcript.Usage
			n := 0
			for _, e := range s.Events {
				if e.Usage != nil {
					got.Add(*e.Usage)
					n++
					if e.Model == "" {
						t.Errorf("line %d: usage without a model", e.Line)
					}
					if e.Kind != transcript.KindAssistant && !(e.Kind == transcript.KindSystem && e.Subtype == "usage") {
						t.Errorf("line %d: usage on a %s event", e.Line, e.Kind)
					}
				}
			}
			want := countRaw(t, path).usage
			if got != want {
				t.Errorf("usage = %+v, want %+v", got, want)
			}
			if n == 0 {
				t.Error("no usage at all")
			}
		})
	}
	// localpush-1 repeats every token_count; 81 responses, not 162.
	s := fixture(t, "wild/localpush-1.jsonl")
	n := 0
	for _, e := range s.Events {
		if e.Usage != nil {
			n++
		}
	}
	if n != 81 {
		t.Errorf("localpush-1: usage on %d events, want 81 (one per model response)", n)
	}
	// The fixtures: 4 responses of 100 in / 20 out, all on assistant text.
	s = fixture(t, "false-claim.jsonl")
	var u transcript.Usage
	for _, e := range s.Events {
		if e.Usage != nil {
			if e.Kind != transcript.KindAssistant || e.Text == "" || !strings.HasPrefix(e.MessageID, "resp_fake") {
				t.Errorf("usage on %+v", e)
			}
			u.Add(*e.Usage)
		}
	}
	if u != (transcript.Usage{Input: 400, Output: 80}) {
		t.Errorf("false-claim usage = %+v", u)
	}
}

func TestCompaction(t *testing.T) {
	s := fixture(t, "wild/localpush-2.jsonl")
	var sums []*transcript.Event
	for _, e := range s.Events {
		if e.Kind == transcript.KindSummary {
			sums = append(sums, e)
		}
	}
	if len(sums) != 1 || sums[0].Subtype != "compaction" || sums[0].Line != 1788 {
		for _, e := range sums {
			t.Logf("summary: %+v", e)
		}
		t.Errorf("%d summaries, want one compaction at line 1788", len(sums))
	}
}

func TestHookPromptAndMeta(t *testing.T) {
	s := fixture(t, "stop-block-json.jsonl")
	var hook *transcript.Event
	prompts := 0
	for _, e := range s.Events {
		if e.Kind != transcript.KindUser {
			continue
		}
		if e.IsPrompt() {
			prompts++
		}
		if strings.HasPrefix(e.Text, "<hook_prompt") {
			hook = e
		}
	}
	if hook == nil || !hook.Meta || hook.Subtype != "hook_prompt" {
		t.Errorf("hook prompt = %+v", hook)
	}
	if prompts != 1 {
		t.Errorf("%d prompts, want 1 (the hook prompt continues the turn)", prompts)
	}
	if ts := s.Turns(); len(ts) != 1 || ts[0].FinalText() == "" {
		t.Errorf("turns = %d", len(ts))
	}
	// Redacted wild file: the two user messages before the prompt are
	// injected context (no user_message event follows them).
	w := fixture(t, "wild/localpush-1.jsonl")
	var first []*transcript.Event
	for _, e := range w.Events {
		if e.Kind == transcript.KindUser && len(first) < 3 && e.Subtype != "developer" {
			first = append(first, e)
		}
	}
	if len(first) != 3 || !first[0].Meta || !first[1].Meta || first[2].Meta {
		for _, e := range first {
			t.Logf("%d meta=%v %q", e.Line, e.Meta, e.Text)
		}
		t.Error("want two meta user messages, then the prompt")
	}
}

func TestPreToolUseDeny(t *testing.T) {
	s := fixture(t, "pretooluse-deny.jsonl")
	calls := s.Calls()
	found := false
	for _, e := range s.Events {
		if e.Kind == transcript.KindResult && calls[e.Result.CallID].Tool.Command == "go test ./..." {
			found = true
			if !e.Result.IsError || e.Result.ExitCode != nil || !strings.HasPrefix(e.Result.Output, "Command blocked by PreToolUse hook") {
				t.Errorf("denied result = %+v", e.Result)
			}
		}
	}
	if !found {
		t.Error("no go test result")
	}
}

func TestWildTools(t *testing.T) {
	s := fixture(t, "wild/codemie-code-4.jsonl")
	kinds := map[string]transcript.ToolKind{}
	var patchPaths []string
	for _, e := range s.Events {
		if e.Kind == transcript.KindToolCall {
			kinds[e.Tool.Name] = e.Tool.Kind
			if e.Tool.Name == "apply_patch" {
				patchPaths = append(patchPaths, e.Tool.Paths...)
			}
			if e.Tool.Kind == transcript.ToolShell && e.Tool.Name == "exec_command" && e.Tool.Command == "" {
				t.Errorf("line %d: exec_command without a command", e.Line)
			}
		}
	}
	want := map[string]transcript.ToolKind{"exec_command": "shell", "write_stdin": "shell", "apply_patch": "edit", "web_search": "web", "update_plan": "other"}
	for n, k := range want {
		if kinds[n] != k {
			t.Errorf("%s: kind %q, want %q", n, kinds[n], k)
		}
	}
	if len(patchPaths) != 3 || patchPaths[0] != "src/agents/plugins/__tests__/codemie-code-reasoning.test.ts" {
		t.Errorf("patch paths = %q", patchPaths)
	}
	// A command still running when its output was recorded has no exit
	// code; a finished one has its code.
	var running, exited int
	for _, e := range s.Events {
		if e.Kind == transcript.KindResult {
			if e.Result.ExitCode == nil {
				running++
			} else {
				exited++
			}
			if strings.HasPrefix(e.Result.Output, "Chunk ID:") {
				t.Errorf("line %d: preamble kept: %.60q", e.Line, e.Result.Output)
			}
		}
	}
	if running == 0 || exited == 0 {
		t.Errorf("running %d, exited %d", running, exited)
	}
}

func TestSkipContent(t *testing.T) {
	path := filepath.Join(fixtures, "false-claim.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	full := transcripttest.Read(t, bytes.NewReader(data), nil)
	slim := transcripttest.Read(t, bytes.NewReader(data), &transcript.Options{SkipContent: true})
	if len(full.Events) != len(slim.Events) {
		t.Fatalf("%d events vs %d", len(full.Events), len(slim.Events))
	}
	for i, e := range slim.Events {
		f := full.Events[i]
		if e.Kind != f.Kind || e.Meta != f.Meta || !reflect.DeepEqual(e.Usage, f.Usage) {
			t.Errorf("event %d differs: %+v vs %+v", i, e, f)
		}
		if e.Kind == transcript.KindUser || e.Kind == transcript.KindAssistant {
			if e.Text != "" || e.Thinking != "" {
				t.Errorf("event %d kept content", i)
			}
		}
		if e.Tool != nil && (e.Tool.Input != nil || e.Tool.Command != f.Tool.Command || !reflect.DeepEqual(e.Tool.Paths, f.Tool.Paths)) {
			t.Errorf("event %d tool: %+v", i, e.Tool)
		}
		if e.Result != nil && (e.Result.Output != "" || !reflect.DeepEqual(e.Result.ExitCode, f.Result.ExitCode) || e.Result.IsError != f.Result.IsError) {
			t.Errorf("event %d result: %+v", i, e.Result)
		}
	}
}

func TestSniff(t *testing.T) {
	yes := []string{
		`{"timestamp":"2026-02-23T11:40:29.275Z","type":"session_meta","payload":{"id":"x"}}`,
		`{"timestamp":"t","ordinal":3,"type":"response_item","payload":{"type":"message"}}`,
		`{"timestamp":"t","type":"compacted","payload":{"message":""}}`,
	}
	no := []string{
		// Claude Code
		`{"parentUuid":null,"isSidechain":false,"type":"user","message":{"role":"user","content":"hi"},"uuid":"u","timestamp":"2025-01-01T00:00:00Z"}`,
		`{"type":"summary","summary":"x","leafUuid":"y"}`,
		// Pi
		`{"type":"session","version":3,"id":"abc","timestamp":"2025-01-01T00:00:00Z","cwd":"/x"}`,
		`{"type":"message","id":"a1b2c3d4","parentId":null,"timestamp":"2025-01-01T00:00:00Z","message":{"role":"user","content":"hi"}}`,
		// wrong shapes
		`{"timestamp":"t","type":"event_msg","payload":"text"}`,
		`{"type":"event_msg","payload":{}}`,
		`[1,2]`,
	}
	for _, s := range yes {
		if !Sniff([]byte(s)) {
			t.Errorf("Sniff(%s) = false", s)
		}
	}
	for _, s := range no {
		if Sniff([]byte(s)) {
			t.Errorf("Sniff(%s) = true", s)
		}
	}
	// Every first line of the other agents' fixtures is refused.
	for _, dir := range []string{"claude-code", "pi"} {
		files := transcripttest.Glob(t, filepath.Join(fixtures, "..", dir), "*.jsonl", "wild/*.jsonl")
		if len(files) == 0 {
			t.Fatalf("no %s fixtures", dir)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range bytes.Split(data, []byte("\n")) {
				if i >= 16 {
					break
				}
				if len(bytes.TrimSpace(line)) > 0 && Sniff(line) {
					t.Errorf("%s:%d claimed as Codex", f, i+1)
				}
			}
		}
	}
}

func TestDetect(t *testing.T) {
	for name, path := range goldenCases(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		// A Codex session_meta line holds the base instructions (~22 KB),
		// so Detect needs more than the first few KB.
		if a, err := transcript.Detect(data[:min(len(data), 64<<10)]); err != nil || a != transcript.Codex {
			t.Errorf("%s: Detect = %q, %v", name, a, err)
		}
	}
}

func TestLocate(t *testing.T) {
	home := t.TempDir()
	t.Setenv("CODEX_HOME", "")
	day := filepath.Join(home, ".codex", "sessions", "2026", "11", "22")
	if err := os.MkdirAll(day, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"rollout-2026-11-22T22-09-46-b.jsonl", "rollout-2026-11-22T22-09-40-a.jsonl", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(day, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Locate(home)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(day, "rollout-2026-11-22T22-09-40-a.jsonl"), filepath.Join(day, "rollout-2026-11-22T22-09-46-b.jsonl")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Locate = %q, want %q", got, want)
	}
	// CODEX_HOME adds its sessions directory.
	other := t.TempDir()
	if err := os.MkdirAll(filepath.Join(other, "sessions"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "sessions", "rollout-x.jsonl"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("CODEX_HOME", other)
	got, err = Locate(home)
	if err != nil || len(got) != 3 {
		t.Errorf("with CODEX_HOME: %q, %v", got, err)
	}
	// No directory at all is no error.
	t.Setenv("CODEX_HOME", "")
	if got, err := Locate(t.TempDir()); err != nil || len(got) != 0 {
		t.Errorf("empty home: %q, %v", got, err)
	}
}

func TestSynthetic(t *testing.T) {
	s := readPath(t, "testdata/synthetic.jsonl")
	if s.ID != "syn-1" || s.AgentVersion != "0.30.0" || !reflect.DeepEqual(s.Models, []string{"gpt-5", "gpt-5-codex"}) {
		t.Errorf("header: %q %q %q", s.ID, s.AgentVersion, s.Models)
	}
	if len(s.Problems) != 2 || s.Problems[0].Line != 40 || s.Problems[1].Line != 41 {
		t.Errorf("problems = %v, want lines 40 and 41", s.Problems)
	}
	byLine := map[int][]*transcript.Event{}
	for _, e := range s.Events {
		byLine[e.Line] = append(byLine[e.Line], e)
	}
	one := func(line int) *transcript.Event {
		t.Helper()
		if len(byLine[line]) != 1 {
			t.Fatalf("line %d: %d events, want 1", line, len(byLine[line]))
		}
		return byLine[line][0]
	}
	if e := one(1); !strings.Contains(e.Text, "source=subagent") {
		t.Errorf("session event text %q", e.Text)
	}
	if e := one(3); !e.Meta || e.Subtype != "user_instructions" {
		t.Errorf("line 3: %+v", e)
	}
	if e := one(4); !e.IsPrompt() || e.Text != "run the tests" {
		t.Errorf("line 4: %+v", e)
	}
	if len(byLine[5]) != 0 {
		t.Errorf("the user_message event yielded an event")
	}
	if e := one(6); e.Thinking != "**Running tests**\n\nThen patch." || e.Usage == nil || *e.Usage != (transcript.Usage{Input: 600, CacheRead: 400, Output: 50, Reasoning: 30}) || e.Model != "gpt-5" {
		t.Errorf("line 6: %+v usage %+v", e, e.Usage)
	}
	if e := one(7); e.Tool.Kind != transcript.ToolShell || e.Tool.Command != "go test ./..." {
		t.Errorf("line 7: %+v", e.Tool)
	}
	if r := one(9).Result; r.Output != "--- FAIL: TestX\nFAIL\n" || r.ExitCode == nil || *r.ExitCode != 1 || !r.IsError {
		t.Errorf("line 9: %+v", r)
	}
	if tc := one(10).Tool; tc.Kind != transcript.ToolWrite || !reflect.DeepEqual(tc.Paths, []string{"sub/new.txt"}) || !strings.HasPrefix(tc.Command, "cd sub && apply_patch") {
		t.Errorf("line 10: %+v", tc)
	}
	if tc := one(11).Tool; tc.Name != "local_shell" || tc.Kind != transcript.ToolShell || tc.Command != "ls -la 'my dir'" {
		t.Errorf("line 11: %+v", tc)
	}
	// Line 12's response had no assistant event: usage on a system event.
	if e := one(12); e.Kind != transcript.KindSystem || e.Subtype != "usage" || *e.Usage != (transcript.Usage{Input: 600, CacheRead: 500, Output: 30}) {
		t.Errorf("line 12: %+v", e)
	}
	if r := one(13).Result; r.Output != "Success. Updated the following files:\nA sub/new.txt\n" || r.ExitCode == nil || *r.ExitCode != 0 || r.IsError {
		t.Errorf("line 13: %+v", r)
	}
	if r := one(15).Result; r.ExitCode == nil || *r.ExitCode != 2 || !r.IsError {
		t.Errorf("line 15 (exit code from exec_command_end): %+v", r)
	}
	if tc := one(16).Tool; tc.Kind != transcript.ToolEdit || !reflect.DeepEqual(tc.Paths, []string{"a.go", "b.go"}) {
		t.Errorf("line 16: %+v", tc)
	}
	if r := one(18).Result; !r.IsError || r.ExitCode != nil {
		t.Errorf("line 18 (failed patch): %+v", r)
	}
	if e := one(19); e.Kind != transcript.KindSystem || e.Subtype != "interrupt" || e.Text != "interrupted" {
		t.Errorf("line 19: %+v", e)
	}
	if e := one(20); e.Subtype != "model_change" || e.Text != "gpt-5-codex" {
		t.Errorf("line 20: %+v", e)
	}
	// user_message event before its response_item: still one prompt.
	if len(byLine[21]) != 0 {
		t.Errorf("line 21 yielded events")
	}
	if e := one(22); !e.IsPrompt() || len(e.Images) != 1 || e.Images[0].MediaType != "image/png" || e.Images[0].Bytes != 8 {
		t.Errorf("line 22: %+v", e)
	}
	if tc := one(23).Tool; tc.Kind != transcript.ToolRead || !reflect.DeepEqual(tc.Paths, []string{"shot.png"}) {
		t.Errorf("line 23: %+v", tc)
	}
	if tc := one(24).Tool; tc.Kind != transcript.ToolOther {
		t.Errorf("line 24: %+v", tc)
	}
	if tc := one(25).Tool; tc.Kind != transcript.ToolOther || string(tc.Input) != `"not json"` {
		t.Errorf("line 25: %+v", tc)
	}
	if len(byLine[27]) != 0 {
		t.Errorf("repeated token_count yielded an event")
	}
	if r := one(30).Result; !r.IsError || r.Output != "no such table" {
		t.Errorf("line 30: %+v", r)
	}
	if e := one(31); e.Text != "Done, but the query failed." || e.Usage == nil || e.Usage.Input != 200 || e.Model != "gpt-5-codex" {
		t.Errorf("line 31: %+v", e)
	}
	if e := one(35); e.Subtype != "api_error" {
		t.Errorf("line 35: %+v", e)
	}
	if e := one(36); e.Kind != transcript.KindSummary || e.Subtype != "compaction" {
		t.Errorf("line 36: %+v", e)
	}
	for _, line := range []int{37, 38, 39} {
		if e := one(line); e.Kind != transcript.KindUnknown || len(e.Raw) == 0 {
			t.Errorf("line %d: %+v", line, e)
		}
	}
	// The response of lines 23-25 had no assistant text: its usage went
	// on a system event at line 26.
	if e := one(26); e.Subtype != "usage" || e.Usage.Input != 1000 {
		t.Errorf("line 26: %+v", e)
	}
}
