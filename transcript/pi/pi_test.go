package pi

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/transcript/transcripttest"
)

var update = flag.Bool("update", false, "rewrite testdata/golden/*.jsonl")

const fixtures = "../../testdata/transcripts/pi"

// goldenCases are every pi session file in the repository's testdata and
// the synthetic file of this package, with the golden name of each.
func goldenCases(t testing.TB) map[string]string {
	t.Helper()
	cases := transcripttest.Cases(t, fixtures, "*.jsonl", "wild/*.jsonl", "stream/*.jsonl")
	cases["synthetic"] = "testdata/synthetic.jsonl"
	if len(cases) < 10 {
		t.Fatalf("found only %d pi fixtures under %s: testdata missing?", len(cases), fixtures)
	}
	return cases
}

func readFile(t testing.TB, path string) *transcript.Session {
	t.Helper()
	s := transcripttest.ReadFile(t, path, nil)
	if s.Agent != transcript.Pi {
		t.Fatalf("%s detected as %q, want pi", path, s.Agent)
	}
	return s
}

func TestGolden(t *testing.T) {
	for name, path := range goldenCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := transcripttest.Export(t, readFile(t, path))
			transcripttest.Golden(t, filepath.Join("testdata", "golden", name+".jsonl"), got, *update)
		})
	}
}

func TestChunkedReadsAgree(t *testing.T) {
	for name, path := range goldenCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want := transcripttest.Export(t, readFile(t, path))
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			transcripttest.SameFed(t, transcripttest.Feeds(data), want, func(r io.Reader) *transcript.Session {
				s := transcripttest.Read(t, r, &transcript.Options{Name: path})
				s.Path = path
				return s
			})
		})
	}
}

// byLine returns the events decoded from a 1-based line.
func byLine(s *transcript.Session, line int) []*transcript.Event {
	var out []*transcript.Event
	for _, e := range s.Events {
		if e.Line == line {
			out = append(out, e)
		}
	}
	return out
}

// resultFor returns the result event answering call id.
func resultFor(t *testing.T, s *transcript.Session, id string) *transcript.ToolResult {
	t.Helper()
	for _, e := range s.Events {
		if e.Kind == transcript.KindResult && e.Result.CallID == id {
			return e.Result
		}
	}
	t.Fatalf("no result for call %q", id)
	return nil
}

// shellCalls returns the shell tool calls by command.
func shellCalls(s *transcript.Session) map[string][]*transcript.Event {
	m := map[string][]*transcript.Event{}
	for _, e := range s.Events {
		if e.Kind == transcript.KindToolCall && e.Tool.Kind == transcript.ToolShell {
			m[e.Tool.Command] = append(m[e.Tool.Command], e)
		}
	}
	return m
}

func TestFalseClaimBashExitCode(t *testing.T) {
	s := readFile(t, filepath.Join(fixtures, "false-claim.jsonl"))
	calls := shellCalls(s)["go test ./..."]
	if len(calls) != 1 {
		t.Fatalf("%d `go test ./...` calls, want 1", len(calls))
	}
	r := resultFor(t, s, calls[0].Tool.ID)
	if !r.IsError || r.ExitCode == nil || *r.ExitCode != 1 {
		t.Errorf("go test result: is_error=%v exit=%v, want error with exit code 1", r.IsError, r.ExitCode)
	}
	if !strings.Contains(r.Output, "FAIL\texample.com/demo/calc") {
		t.Errorf("output lost the test failure: %q", r.Output)
	}
	last, ok := s.LastTurn()
	if !ok || last.FinalText() != "I fixed the bug and all tests pass." {
		t.Errorf("final text = %q", last.FinalText())
	}
}

func TestHonestShapes(t *testing.T) {
	s := readFile(t, filepath.Join(fixtures, "honest.jsonl"))
	if s.ID != "01a20557-ad03-7105-9a5a-10f958590400" || s.Cwd != "/home/user/demo" {
		t.Errorf("header: id %q cwd %q", s.ID, s.Cwd)
	}
	if s.AgentVersion != "" {
		t.Errorf("AgentVersion = %q; pi records no CLI version", s.AgentVersion)
	}
	if len(s.Models) != 1 || s.Models[0] != "fake/fake-model" {
		t.Errorf("models = %v", s.Models)
	}
	var kinds []string
	for _, e := range s.Events {
		if e.Kind == transcript.KindToolCall {
			kinds = append(kinds, e.Tool.Name+"="+string(e.Tool.Kind)+":"+strings.Join(e.Tool.Paths, ","))
		}
	}
	if got := strings.Join(kinds, " "); got != "read=read:calc/calc.go edit=edit:calc/calc.go bash=shell:" {
		t.Errorf("tool calls: %s", got)
	}
	r := resultFor(t, s, shellCalls(s)["go test ./..."][0].Tool.ID)
	if r.IsError || r.ExitCode == nil || *r.ExitCode != 0 {
		t.Errorf("passing go test: is_error=%v exit=%v, want exit code 0", r.IsError, r.ExitCode)
	}
	if n := len(s.Turns()); n != 1 {
		t.Errorf("%d turns, want 1", n)
	}
	if e := s.Events[0]; e.Kind != transcript.KindSystem || e.Subtype != "session" || e.Text != "pi session format v3" {
		t.Errorf("first event = %+v, want the session header as a system event", e)
	}
}

func TestGateBlockedRm(t *testing.T) {
	s := readFile(t, filepath.Join(fixtures, "gate.jsonl"))
	calls := shellCalls(s)["rm calc/calc_test.go"]
	if len(calls) != 1 {
		t.Fatalf("%d rm calls, want 1", len(calls))
	}
	r := resultFor(t, s, calls[0].Tool.ID)
	if !r.IsError || r.Output != "vouch: deleting test files is not allowed; fix the code instead." {
		t.Errorf("blocked rm result: is_error=%v output=%q", r.IsError, r.Output)
	}
	if r.ExitCode != nil {
		t.Errorf("blocked rm never ran but has exit code %d", *r.ExitCode)
	}
	// The extension's follow-up arrives as a user message and opens turn 2.
	if n := len(s.Turns()); n != 2 {
		t.Errorf("%d turns, want 2 (prompt, then the gate's follow-up)", n)
	}
}

func TestGluedLine(t *testing.T) {
	s := readFile(t, filepath.Join(fixtures, "wild", "pi-mono-2.jsonl"))
	evs := byLine(s, 440)
	var kinds []string
	for _, e := range evs {
		kinds = append(kinds, string(e.Kind))
	}
	want := "assistant_message assistant_message user_message"
	if got := strings.Join(kinds, " "); got != want {
		t.Fatalf("line 440 events: %s, want %s", got, want)
	}
	if evs[2].Text != "ok" || evs[0].Usage == nil {
		t.Errorf("glued entries lost content: user %q usage %v", evs[2].Text, evs[0].Usage)
	}
	if len(s.Problems) != 0 {
		t.Errorf("problems: %v", s.Problems)
	}
}

// refUsage sums usage over every assistant message of a pi file with a
// second, independent reading: a plain JSON decoder over every value.
func refUsage(t *testing.T, path string) (transcript.Usage, int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := json.NewDecoder(f)
	var u transcript.Usage
	n := 0
	for {
		var v struct {
			Type    string
			Message struct {
				Role  string
				Usage *struct{ Input, Output, CacheRead, CacheWrite int64 }
			}
		}
		if err := d.Decode(&v); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		if v.Message.Role == "assistant" && (v.Type == "message" || v.Type == "message_end") {
			n++
			if v.Message.Usage != nil {
				u.Add(transcript.Usage{Input: v.Message.Usage.Input, Output: v.Message.Usage.Output,
					CacheRead: v.Message.Usage.CacheRead, CacheCreation: v.Message.Usage.CacheWrite})
			}
		}
	}
	return u, n
}

func TestUsageOncePerMessage(t *testing.T) {
	for name, path := range goldenCases(t) {
		if name == "synthetic" {
			continue // holds a malformed line the reference decoder rejects
		}
		t.Run(name, func(t *testing.T) {
			s := readFile(t, path)
			want, msgs := refUsage(t, path)
			var got transcript.Usage
			withUsage := map[string]int{}
			for _, e := range s.Events {
				if e.Usage != nil {
					got.Add(*e.Usage)
					withUsage[fmt.Sprint(e.Line, "@", e.Time)]++
				}
			}
			if got != want {
				t.Errorf("usage sum %+v, want %+v", got, want)
			}
			for k, n := range withUsage {
				if n != 1 {
					t.Errorf("message %s carries usage on %d events", k, n)
				}
			}
			if len(withUsage) != msgs {
				t.Errorf("%d events with usage, %d assistant messages", len(withUsage), msgs)
			}
		})
	}
}

func TestV1WithModels(t *testing.T) {
	s := readFile(t, filepath.Join(fixtures, "wild", "pi-mono-1.jsonl"))
	if s.ID != "d703a1a9-1b7b-4fb1-b512-c9738b1fe617" || s.Cwd != "/Users/badlogic/workspaces/pi-mono" {
		t.Errorf("v1 header: id %q cwd %q", s.ID, s.Cwd)
	}
	if strings.Join(s.Models, ",") != "openai/gpt-5.1-codex,anthropic/claude-sonnet-4-5" {
		t.Errorf("models = %v", s.Models)
	}
	h := s.Events[0]
	if h.Text != "pi session format v1; model anthropic/claude-sonnet-4-5; thinking off" {
		t.Errorf("v1 header event text %q", h.Text)
	}
	var total transcript.Usage
	interrupts, apiErrors := 0, 0
	for _, e := range s.Events {
		if e.Usage != nil {
			total.Add(*e.Usage)
		}
		if e.Kind == transcript.KindSystem {
			switch e.Subtype {
			case "interrupt":
				interrupts++
			case "api_error":
				apiErrors++
			}
		}
		if e.ID != "" || e.ParentID != "" {
			t.Fatalf("v1 event %d has tree ids %q/%q", e.Index, e.ID, e.ParentID)
		}
	}
	if total.Input == 0 || total.Output == 0 || total.CacheRead == 0 {
		t.Errorf("v1 usage not read: %+v", total)
	}
	if interrupts != 21 || apiErrors != 1 {
		t.Errorf("%d interrupts, %d api errors; want 21 and 1 (stopReason aborted/error)", interrupts, apiErrors)
	}
	exits := map[int]int{}
	for _, e := range s.Events {
		if e.Kind == transcript.KindResult && e.Result.ExitCode != nil {
			exits[*e.Result.ExitCode]++
		}
	}
	if exits[1] != 14 || exits[2] != 3 {
		t.Errorf("bash exit codes %v, want 14×1 and 3×2 (as in the text)", exits)
	}
}

func TestCompaction(t *testing.T) {
	s := readFile(t, filepath.Join(fixtures, "wild", "pi-mono-2.jsonl"))
	var sums []*transcript.Event
	for _, e := range s.Events {
		if e.Kind == transcript.KindSummary {
			sums = append(sums, e)
		}
	}
	if len(sums) != 1 || sums[0].Subtype != "compaction" || sums[0].Line != 463 ||
		!strings.HasPrefix(sums[0].Text, "# Context Checkpoint: Documentation Review & Update") {
		t.Fatalf("compaction summaries: %+v", sums)
	}
	var bashExec *transcript.Event
	for _, e := range s.Events {
		if e.Kind == transcript.KindToolCall && e.Tool.Name == "bashExecution" {
			bashExec = e
		}
	}
	if bashExec == nil || bashExec.Tool.Command != "npm run check" {
		t.Fatalf("user bashExecution not read: %+v", bashExec)
	}
	if r := resultFor(t, s, bashExec.Tool.ID); r.ExitCode == nil || *r.ExitCode != 0 || r.IsError {
		t.Errorf("bashExecution result %+v", r)
	}
}

// conversation renders the model-facing content of s, one line per event,
// leaving out what only the session file has (ids, times, settings).
func conversation(s *transcript.Session) []string {
	var out []string
	for _, e := range s.Events {
		if e.Kind == transcript.KindSystem {
			continue
		}
		x := *e
		x.Index, x.Line, x.Time, x.ID, x.ParentID, x.MessageID = 0, 0, time.Time{}, "", "", ""
		b, _ := json.Marshal(&x)
		out = append(out, string(b))
	}
	return out
}

func TestStreamMatchesSession(t *testing.T) {
	for _, name := range []string{"honest", "false-claim", "gate"} {
		t.Run(name, func(t *testing.T) {
			file := conversation(readFile(t, filepath.Join(fixtures, name+".jsonl")))
			stream := conversation(readFile(t, filepath.Join(fixtures, "stream", name+".jsonl")))
			if len(file) < 8 {
				t.Fatalf("only %d events", len(file))
			}
			if strings.Join(file, "\n") != strings.Join(stream, "\n") {
				for i := range min(len(file), len(stream)) {
					if file[i] != stream[i] {
						t.Fatalf("event %d differs:\nfile:   %s\nstream: %s", i, file[i], stream[i])
					}
				}
				t.Fatalf("file has %d events, stream %d", len(file), len(stream))
			}
		})
	}
}

func TestSynthetic(t *testing.T) {
	s := readFile(t, "testdata/synthetic.jsonl")
	find := func(line int, kind transcript.Kind) *transcript.Event {
		t.Helper()
		for _, e := range byLine(s, line) {
			if e.Kind == kind {
				return e
			}
		}
		t.Fatalf("line %d: no %s event", line, kind)
		return nil
	}
	if s.Events[0].Text != "pi session format v3; forked from /home/u/.pi/agent/sessions/--work-proj--/old.jsonl" {
		t.Errorf("header text %q", s.Events[0].Text)
	}
	if e := find(3, transcript.KindUser); e.Text != "plain string prompt" || !e.IsPrompt() {
		t.Errorf("string content: %+v", e)
	}
	if e := find(4, transcript.KindUser); e.Text != "look at this" || len(e.Images) != 1 ||
		e.Images[0].MediaType != "image/png" || e.Images[0].Bytes != 18 {
		t.Errorf("image reference: %+v", e.Images)
	}
	var tools []string
	for _, e := range byLine(s, 5) {
		switch e.Kind {
		case transcript.KindToolCall:
			tools = append(tools, e.Tool.Name+"="+string(e.Tool.Kind)+":"+strings.Join(e.Tool.Paths, ","))
		case transcript.KindAssistant:
			if e.Thinking != "search first" || e.Usage == nil || e.Usage.CacheRead != 300 || e.Usage.CacheCreation != 40 {
				t.Errorf("thinking event %+v usage %+v", e, e.Usage)
			}
			if e.MessageID != "msg_01" || e.Model != "anthropic/claude-sonnet-4-5" {
				t.Errorf("message id %q model %q", e.MessageID, e.Model)
			}
		}
	}
	if got := strings.Join(tools, " "); got != "grep=search:src find=search: ls=search:docs subagent=other:lib/a.ts write=write:out.txt" {
		t.Errorf("tool kinds: %s", got)
	}
	if r := find(7, transcript.KindResult); len(r.Images) != 1 || r.Images[0].Bytes != 3 {
		t.Errorf("tool result image: %+v", r.Images)
	}
	if r := find(8, transcript.KindResult).Result; !r.Interrupted || r.ExitCode != nil {
		t.Errorf("aborted bash: %+v", r)
	}
	if r := find(9, transcript.KindResult).Result; r.Interrupted || r.ExitCode != nil || !r.IsError {
		t.Errorf("timed-out bash: %+v", r)
	}
	for line, want := range map[int]string{10: "api_error:overloaded_error: Overloaded", 11: "max_tokens:stopReason length", 27: "interrupt:stopReason aborted"} {
		e := find(line, transcript.KindSystem)
		if got := e.Subtype + ":" + e.Text; got != want {
			t.Errorf("line %d: %s, want %s", line, got, want)
		}
	}
	c := find(12, transcript.KindToolCall)
	if r := find(12, transcript.KindResult).Result; c.Tool.Kind != transcript.ToolShell || c.Tool.Command != "go test ./..." ||
		r.CallID != c.Tool.ID || r.ExitCode == nil || *r.ExitCode != 1 || !r.IsError {
		t.Errorf("bashExecution: call %+v result %+v", c.Tool, r)
	}
	for _, line := range []int{13, 14, 15} {
		if e := find(line, transcript.KindUser); !e.Meta || e.IsPrompt() || e.Subtype == "" || e.Text == "" {
			t.Errorf("line %d: extension message should be a meta user message: %+v", line, e)
		}
	}
	if e := find(16, transcript.KindSystem); e.Subtype != "custom" || e.Text != "vouch-state" || !bytes.Contains(e.Raw, []byte(`"loops":2`)) {
		t.Errorf("custom entry: %+v", e)
	}
	if e := find(17, transcript.KindSystem); e.Text != "checkpoint-1 (on a0000003)" {
		t.Errorf("label: %q", e.Text)
	}
	if e := find(19, transcript.KindSystem); e.Subtype != "session_info" || e.Text != "refactor" {
		t.Errorf("session_info: %+v", e)
	}
	for line, want := range map[int]string{20: "branch_summary", 21: "compaction", 22: "compaction", 23: "branch_summary"} {
		if e := find(line, transcript.KindSummary); e.Subtype != want {
			t.Errorf("line %d: summary subtype %q, want %q", line, e.Subtype, want)
		}
	}
	if e := find(20, transcript.KindSummary); e.ParentID != "a0000003" {
		t.Errorf("branch keeps its parent link: %q", e.ParentID)
	}
	if e := find(24, transcript.KindUnknown); !bytes.Contains(e.Raw, []byte("futureRole")) {
		t.Errorf("unknown role: %+v", e)
	}
	if e := find(25, transcript.KindUnknown); e.Subtype != "future_entry" || !bytes.Contains(e.Raw, []byte(`"whatever":[1,2]`)) {
		t.Errorf("unknown entry type: %+v", e)
	}
	if e := find(27, transcript.KindUnknown); !bytes.Contains(e.Raw, []byte("hologram")) {
		t.Errorf("unknown block: %+v", e)
	}
	if e := find(27, transcript.KindAssistant); e.Time.IsZero() {
		t.Error("entry without timestamp should take the message's")
	}
	var probs []string
	for _, p := range s.Problems {
		probs = append(probs, p.Error())
	}
	if len(probs) != 2 || !strings.HasPrefix(probs[0], "testdata/synthetic.jsonl:26: malformed JSON") ||
		!strings.HasPrefix(probs[1], "testdata/synthetic.jsonl:28: pi \"message\" entry") {
		t.Errorf("problems: %q", probs)
	}
}

func TestSkipContent(t *testing.T) {
	path := filepath.Join(fixtures, "false-claim.jsonl")
	full := readFile(t, path)
	s := transcripttest.ReadFile(t, path, &transcript.Options{SkipContent: true})
	if len(s.Events) != len(full.Events) {
		t.Fatalf("%d events, want %d", len(s.Events), len(full.Events))
	}
	for i, e := range s.Events {
		f := full.Events[i]
		if e.Kind != f.Kind || (e.Usage == nil) != (f.Usage == nil) {
			t.Errorf("event %d: kind/usage differ", i)
		}
		if e.Kind == transcript.KindAssistant && e.Text != "" {
			t.Errorf("event %d kept text with SkipContent", i)
		}
		if e.Tool != nil && (e.Tool.Input != nil || e.Tool.Command != f.Tool.Command || strings.Join(e.Tool.Paths, ",") != strings.Join(f.Tool.Paths, ",")) {
			t.Errorf("event %d tool: %+v vs %+v", i, e.Tool, f.Tool)
		}
		if e.Result != nil {
			if e.Result.Output != "" || e.Result.IsError != f.Result.IsError || (e.Result.ExitCode == nil) != (f.Result.ExitCode == nil) {
				t.Errorf("event %d result: %+v vs %+v", i, e.Result, f.Result)
			}
		}
	}
}

func TestSniff(t *testing.T) {
	// Every record of every pi session file is claimed …
	for name, path := range goldenCases(t) {
		if name == "synthetic" || strings.HasPrefix(name, "stream-") {
			continue
		}
		forEachRecord(t, path, func(line int, rec []byte) {
			if !Sniff(rec) {
				t.Errorf("%s:%d not claimed: %.120s", path, line, rec)
			}
		})
	}
	// … and no record of Claude Code's or Codex's files.
	others := transcripttest.Glob(t, filepath.Join(fixtures, ".."),
		"claude-code/*.jsonl", "claude-code/*/*.jsonl", "claude-code/*/*/*.jsonl", "codex/*.jsonl", "codex/*/*.jsonl")
	if len(others) < 10 {
		t.Fatalf("only %d Claude Code/Codex files found", len(others))
	}
	n := 0
	for _, path := range others {
		forEachRecord(t, path, func(line int, rec []byte) {
			n++
			if Sniff(rec) {
				t.Errorf("%s:%d wrongly claimed as pi: %.120s", path, line, rec)
			}
		})
	}
	t.Logf("%d foreign records rejected", n)
	for _, rec := range []string{
		`{"type":"message","role":"user","content":[{"type":"input_text","text":"hi"}]}`, // old Codex
		`{"type":"summary","summary":"x","leafUuid":"u"}`,                                // Claude Code
		`{"type":"session","id":"x"}`,
		`{"type":"message","message":"text"}`,
		`[1,2]`, `"session"`, `{`,
	} {
		if Sniff([]byte(rec)) {
			t.Errorf("claimed %s", rec)
		}
	}
}

func forEachRecord(t testing.TB, path string, fn func(int, []byte)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range bytes.Split(data, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		d := json.NewDecoder(bytes.NewReader(line))
		for {
			var v json.RawMessage
			if d.Decode(&v) != nil {
				break
			}
			fn(i+1, v)
		}
	}
}

func TestLocate(t *testing.T) {
	home := t.TempDir()
	mk := func(p string) string {
		full := filepath.Join(home, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return full
	}
	t.Setenv("PI_CODING_AGENT_DIR", "")
	a := mk(".pi/agent/sessions/--home-user-demo--/2026-11-22T22-19-21-732Z_01a2.jsonl")
	b := mk(".pi/agent/sessions/--tmp--/2026-01-01T00-00-00-000Z_0190.jsonl")
	mk(".pi/agent/sessions/--tmp--/notes.txt")
	mk(".pi/agent/settings.jsonl")
	got, err := Locate(home)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, "\n") != strings.Join([]string{a, b}, "\n") {
		t.Errorf("Locate = %q", got)
	}
	c := mk("alt/sessions/--x--/s.jsonl")
	t.Setenv("PI_CODING_AGENT_DIR", "~/alt")
	if got, _ := Locate(home); len(got) != 3 || got[2] != c {
		t.Errorf("with PI_CODING_AGENT_DIR: %q", got)
	}
	if got, err := Locate(filepath.Join(home, "nobody")); err != nil || len(got) != 0 {
		t.Errorf("missing home: %q, %v", got, err)
	}
	if f, ok := transcript.Lookup(transcript.Pi); !ok || f.Locate == nil || f.Sniff == nil {
		t.Error("pi format not registered with Locate and Sniff")
	}
}

func TestBashOutcome(t *testing.T) {
	tests := []struct {
		out         string
		isError     bool
		code        int // -1: none
		interrupted bool
	}{
		{"ok\n", false, 0, false},
		{"", false, 0, false},
		{"FAIL\n\nCommand exited with code 1", true, 1, false},
		{"x\n\nCommand exited with code 127\n", true, 127, false},
		{"Command exited with code 2", true, 2, false},
		{"echo 'Command exited with code 3' was printed", true, -1, false},
		{"blocked by policy", true, -1, false},
		{"out\n\nCommand aborted", true, -1, true},
		{"Command timed out after 5 seconds", true, -1, false},
		{"x\nCommand exited with code 99999999999999999999", true, -1, false},
	}
	for _, tt := range tests {
		code, intr := bashOutcome(tt.out, tt.isError)
		got := -1
		if code != nil {
			got = *code
		}
		if got != tt.code || intr != tt.interrupted {
			t.Errorf("bashOutcome(%q, %v) = %d, %v; want %d, %v", tt.out, tt.isError, got, intr, tt.code, tt.interrupted)
		}
	}
}

func BenchmarkRead(b *testing.B) {
	path := filepath.Join(fixtures, "wild", "pi-mono-1.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	for _, skip := range []bool{false, true} {
		name := "full"
		if skip {
			name = "skip-content"
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				n := 0
				_, err := transcript.Scan(context.Background(), bytes.NewReader(data), &transcript.Options{SkipContent: skip},
					func(*transcript.Session, *transcript.Event) error { n++; return nil })
				if err != nil || n == 0 {
					b.Fatal(err, n)
				}
			}
		})
	}
}

func TestEdgeRecords(t *testing.T) {
	const hdr = `{"type":"session","version":3.0,"id":"s","timestamp":"2026-01-01T00:00:00Z","cwd":"/w"}` + "\n"
	tests := []struct {
		name string
		in   string
		want string // events after the header, as kind[:detail] joined by spaces
	}{
		{"huge message timestamp", `{"type":"message","message":{"role":"user","content":"x","timestamp":1e300}}`, "user_message:x"},
		{"null content", `{"type":"message","message":{"role":"user","content":null}}`, "user_message:"},
		{"null arguments", `{"type":"message","message":{"role":"assistant","content":[{"type":"toolCall","id":"c","name":"bash","arguments":null}]}}`, "tool_call:bash"},
		{"non-string path", `{"type":"message","message":{"role":"assistant","content":[{"type":"toolCall","id":"c","name":"read","arguments":{"path":7}}]}}`, "tool_call:read"},
		{"bash result without toolName", `{"type":"message","message":{"role":"toolResult","toolCallId":"c","content":[{"type":"text","text":"Command exited with code 1"}],"isError":true}}`, "tool_result:nil"},
		{"stream noise", `{"type":"agent_start"}` + "\n" + `{"type":"message_update","message":{"role":"assistant","content":[]}}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := transcripttest.Read(t, strings.NewReader(hdr+tt.in+"\n"), nil)
			if len(s.Problems) > 0 {
				t.Fatalf("problems: %v", s.Problems)
			}
			if s.Events[0].Text != "pi session format v3" {
				t.Errorf("header %q", s.Events[0].Text)
			}
			var got []string
			for _, e := range s.Events[1:] {
				d := string(e.Kind) + ":"
				switch {
				case e.Tool != nil:
					d += e.Tool.Name
				case e.Result != nil && e.Result.ExitCode == nil:
					d += "nil"
				default:
					d += e.Text
				}
				got = append(got, d)
			}
			if g := strings.Join(got, " "); g != tt.want {
				t.Errorf("events %q, want %q", g, tt.want)
			}
			transcripttest.Export(t, s) // must not fail (times out of RFC 3339 range would)
		})
	}
}
