package claudecode_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/transcript/claudecode"
	_ "github.com/vouchdev/vouch/transcript/codex"
	_ "github.com/vouchdev/vouch/transcript/pi"
	"github.com/vouchdev/vouch/transcript/transcripttest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

const fixtures = "../../testdata/transcripts/claude-code"

// sessionFiles are the Claude Code session files in testdata: fixtures,
// wild files and the sub-agent file on its own.
func sessionFiles(t testing.TB) []string {
	t.Helper()
	files := transcripttest.Glob(t, fixtures, "*.jsonl", "wild/*.jsonl", "subagent.subagents/*.jsonl")
	if len(files) < 18 {
		t.Fatalf("found %d fixture files, want at least 18 (testdata moved?)", len(files))
	}
	return files
}

func goldenName(path string) string {
	rel, _ := filepath.Rel(fixtures, path)
	return strings.NewReplacer("/", "__").Replace(rel)
}

// TestGolden pins the normalized export of every fixture (with its
// sub-agent companions). Run with -update to rewrite.
func TestGolden(t *testing.T) {
	for _, f := range sessionFiles(t) {
		t.Run(goldenName(f), func(t *testing.T) {
			t.Parallel()
			s := transcripttest.ReadFile(t, f, nil)
			if s.Agent != transcript.ClaudeCode {
				t.Fatalf("agent = %q", s.Agent)
			}
			if len(s.Problems) > 0 {
				t.Errorf("problems reading a real file: %v", s.Problems)
			}
			transcripttest.Golden(t, filepath.Join("testdata", "golden", goldenName(f)), transcripttest.Export(t, s), *update)
		})
	}
}

// TestFeeding: the same file read whole, a line per Read and 2 bytes per
// Read gives the same session.
func TestFeeding(t *testing.T) {
	for _, f := range sessionFiles(t) {
		t.Run(goldenName(f), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			feeds := transcripttest.Feeds(data)
			if len(data) > 200_000 && testing.Short() {
				feeds = feeds[:2] // whole and per line; 2-byte chunks of a large file are slow
			}
			transcripttest.SameFed(t, feeds, nil, func(r io.Reader) *transcript.Session {
				return transcripttest.Read(t, r, &transcript.Options{Name: "x"})
			})
		})
	}
}

// TestSkipContent: the fast path agrees with the full decode on everything
// but content.
func TestSkipContent(t *testing.T) {
	for _, f := range sessionFiles(t) {
		t.Run(goldenName(f), func(t *testing.T) {
			t.Parallel()
			full := transcripttest.ReadFile(t, f, nil)
			fast := transcripttest.ReadFile(t, f, &transcript.Options{SkipContent: true})
			for _, e := range full.Events {
				e.Text, e.Thinking, e.Images = "", "", nil
				if e.Tool != nil {
					e.Tool.Input = nil
				}
				if e.Result != nil {
					e.Result.Output = ""
				}
			}
			a, b := transcripttest.Export(t, full), transcripttest.Export(t, fast)
			if !bytes.Equal(a, b) {
				t.Errorf("SkipContent differs from full decode minus content\n%s", transcripttest.FirstDiff(b, a))
			}
			var st1, st2 transcript.Stats
			for _, e := range full.Events {
				st1.Add(e)
			}
			for _, e := range fast.Events {
				st2.Add(e)
			}
			if st1.Total != st2.Total || st1.ToolCalls != st2.ToolCalls || st1.Errors != st2.Errors {
				t.Errorf("stats differ: %+v vs %+v", st1, st2)
			}
		})
	}
}

func readFixture(t *testing.T, name string, opts *transcript.Options) *transcript.Session {
	t.Helper()
	return transcripttest.ReadFile(t, filepath.Join(fixtures, name), opts)
}

// TestUsageOncePerMessage: every message id carries usage on exactly one
// event, and that usage is the largest its lines reported (codemie-code-1's
// lines grow while streaming).
func TestUsageOncePerMessage(t *testing.T) {
	for _, f := range sessionFiles(t) {
		t.Run(goldenName(f), func(t *testing.T) {
			rel, _ := filepath.Rel(fixtures, f)
			s := readFixture(t, rel, &transcript.Options{NoCompanions: true})
			withUsage := map[string]int{}
			ids := map[string]bool{}
			for _, e := range s.Events {
				if e.MessageID == "" {
					continue
				}
				ids[e.MessageID] = true
				if e.Usage != nil {
					withUsage[e.MessageID]++
				}
			}
			for id := range ids {
				if withUsage[id] != 1 {
					t.Errorf("message %s has usage on %d events, want 1", id, withUsage[id])
				}
			}
			want := maxUsagePerID(t, f)
			var got transcript.Usage
			for _, e := range s.Events {
				if e.Usage != nil {
					got.Add(*e.Usage)
				}
			}
			if got != want {
				t.Errorf("total usage %+v, want %+v (largest per message id)", got, want)
			}
		})
	}
}

// maxUsagePerID sums, per message id, the usage of the line with the
// largest total, computed independently with encoding/json.
func maxUsagePerID(t *testing.T, path string) transcript.Usage {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	type line struct {
		Type    string `json:"type"`
		Message struct {
			ID    string `json:"id"`
			Model string `json:"model"`
			Usage *struct {
				In  int64 `json:"input_tokens"`
				Out int64 `json:"output_tokens"`
				CC  int64 `json:"cache_creation_input_tokens"`
				CR  int64 `json:"cache_read_input_tokens"`
			} `json:"usage"`
		} `json:"message"`
	}
	best := map[string]transcript.Usage{}
	var order []string
	for _, l := range bytes.Split(data, []byte("\n")) {
		var v line
		if jsonUnmarshal(l, &v) != nil || v.Type != "assistant" || v.Message.Usage == nil || v.Message.Model == "<synthetic>" {
			continue
		}
		u := transcript.Usage{Input: v.Message.Usage.In, Output: v.Message.Usage.Out, CacheCreation: v.Message.Usage.CC, CacheRead: v.Message.Usage.CR}
		old, ok := best[v.Message.ID]
		if !ok {
			order = append(order, v.Message.ID)
		}
		if !ok || total(u) > total(old) {
			best[v.Message.ID] = u
		}
	}
	var sum transcript.Usage
	for _, id := range order {
		sum.Add(best[id])
	}
	return sum
}

func total(u transcript.Usage) int64 { return u.Input + u.Output + u.CacheCreation + u.CacheRead }

func TestCodemieGrowingUsage(t *testing.T) {
	s := readFixture(t, "wild/codemie-code-1.jsonl", nil)
	// First response: three lines with output 3, 3, 623.
	for _, e := range s.Events {
		if e.Usage != nil {
			if e.Usage.Output != 623 || e.Usage.Input != 10 {
				t.Errorf("first response usage %+v, want output 623 from its last line", *e.Usage)
			}
			return
		}
	}
	t.Fatal("no usage")
}

func TestSubagentSidechain(t *testing.T) {
	s := readFixture(t, "subagent.jsonl", nil)
	side := 0
	for _, e := range s.Events {
		if e.Sidechain {
			side++
			if e.AgentID != "a8d71d9760aea8c55" {
				t.Errorf("sidechain event %d has agent %q", e.Index, e.AgentID)
			}
			if e.IsPrompt() {
				t.Errorf("sidechain event %d counts as a prompt", e.Index)
			}
		}
	}
	if side < 5 {
		t.Errorf("%d sidechain events from the sub-agent file, want >= 5", side)
	}
	if n := len(s.Turns()); n != 1 {
		t.Errorf("%d turns, want 1 (the sub-agent's prompt is not a turn)", n)
	}
	// The sub-agent ran go test: its shell call is there, marked.
	found := false
	for _, e := range s.Events {
		if e.Kind == transcript.KindToolCall && e.Sidechain && e.Tool.Command == "go test ./..." {
			found = true
		}
	}
	if !found {
		t.Error("sub-agent's go test call not found")
	}
	if cs := claudecode.Companions(filepath.Join(fixtures, "subagent.jsonl")); len(cs) != 1 {
		t.Errorf("companions = %v", cs)
	}
	no := readFixture(t, "subagent.jsonl", &transcript.Options{NoCompanions: true})
	if len(no.Events) >= len(s.Events) {
		t.Error("NoCompanions read as many events")
	}
}

func TestFailedGoTest(t *testing.T) {
	s := readFixture(t, "false-claim.jsonl", nil)
	calls := s.Calls()
	n := 0
	for _, e := range s.Events {
		if e.Kind != transcript.KindResult {
			continue
		}
		c := calls[e.Result.CallID]
		if c == nil {
			t.Fatalf("result %d has no call %q", e.Index, e.Result.CallID)
		}
		if c.Tool.Command != "go test ./..." {
			continue
		}
		n++
		if !e.Result.IsError || e.Result.ExitCode == nil || *e.Result.ExitCode != 1 {
			t.Errorf("go test result: error=%v exit=%v, want error with exit 1", e.Result.IsError, e.Result.ExitCode)
		}
		if !strings.Contains(e.Result.Output, "Add(2, 3) = 1, want 5") {
			t.Errorf("output %q lost the failure", e.Result.Output)
		}
	}
	if n != 1 {
		t.Fatalf("%d go test results, want 1", n)
	}
	ok := readFixture(t, "honest.jsonl", nil)
	for _, e := range ok.Events {
		if e.Kind == transcript.KindResult && strings.HasPrefix(e.Result.Output, "ok ") {
			if e.Result.ExitCode == nil || *e.Result.ExitCode != 0 || e.Result.IsError {
				t.Errorf("passing go test: exit %v error %v, want 0, false", e.Result.ExitCode, e.Result.IsError)
			}
		}
	}
	// A denied Bash call has no exit code: it never ran.
	deny := readFixture(t, "pretooluse-deny.jsonl", nil)
	for _, e := range deny.Events {
		if e.Kind == transcript.KindResult && e.Result.IsError && e.Result.ExitCode != nil {
			t.Errorf("denied call has exit code %d", *e.Result.ExitCode)
		}
	}
}

func TestCompaction(t *testing.T) {
	s := readFixture(t, "wild/claudeless-1.jsonl", nil)
	var boundary, summary bool
	for _, e := range s.Events {
		if e.Kind == transcript.KindSystem && e.Subtype == "compact_boundary" {
			boundary = true
		}
		if e.Kind == transcript.KindSummary && e.Subtype == "compact" {
			summary = true
			if !strings.Contains(e.Text, "continued from a previous conversation") {
				t.Errorf("compact summary text %q", transcripttest.Clip(e.Text))
			}
			if e.IsPrompt() {
				t.Error("compact summary counts as a prompt")
			}
		}
	}
	if !boundary || !summary {
		t.Errorf("boundary %v, summary %v; want both", boundary, summary)
	}
	sn := readFixture(t, "wild/sniffly-1.jsonl", nil)
	if e := sn.Events[0]; e.Kind != transcript.KindSummary || e.Text != "AI Music: Embedding Words into Sound" {
		t.Errorf("first event %+v, want the summary line", e)
	}
}

func TestInterruptAndHooks(t *testing.T) {
	s := readFixture(t, "wild/claudeless-2.jsonl", nil)
	interrupts := 0
	for _, e := range s.Events {
		if e.Subtype == "interrupt" {
			interrupts++
			if e.Kind != transcript.KindSystem || e.IsPrompt() {
				t.Errorf("interrupt event %+v", e)
			}
		}
	}
	if interrupts != 1 {
		t.Errorf("%d interrupts, want 1", interrupts)
	}
	j := readFixture(t, "stop-block-json.jsonl", nil)
	var feedback, blocking bool
	for _, e := range j.Events {
		if e.Kind == transcript.KindUser && e.Subtype == "hook" {
			feedback = true
			if !e.Meta || !strings.HasPrefix(e.Text, "Stop hook feedback:\nvouch:") {
				t.Errorf("hook feedback event %+v", e)
			}
		}
		if e.Kind == transcript.KindSystem && e.Subtype == "hook_blocking_error" {
			blocking = true
			if !strings.HasPrefix(e.Text, "vouch: you claimed") {
				t.Errorf("blocking error text %q", e.Text)
			}
		}
	}
	if !feedback || !blocking {
		t.Errorf("feedback %v, blocking %v; want both", feedback, blocking)
	}
	if n := len(j.Turns()); n != 1 {
		t.Errorf("%d turns, want 1: hook feedback is not a prompt", n)
	}
	last, _ := j.LastTurn()
	if got := last.FinalText(); !strings.Contains(got, "all tests pass") && !strings.Contains(got, "pass") {
		t.Errorf("final text %q", got)
	}
}

func TestUnicodeByteExact(t *testing.T) {
	s := readFixture(t, "unicode.jsonl", nil)
	data, err := os.ReadFile(filepath.Join(fixtures, "unicode.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var seps int
	for _, e := range s.Events {
		for _, txt := range []string{e.Text, outputOf(e)} {
			if strings.ContainsRune(txt, '\u2028') {
				seps++
				// The raw file holds the same bytes inside JSON strings.
				first := strings.SplitN(txt, "\u2028", 2)[0]
				tail := first
				if len(tail) > 10 {
					tail = tail[len(tail)-10:]
				}
				if !bytes.Contains(data, []byte(jsonFragment(tail)+"\u2028")) {
					t.Errorf("text around U+2028 %q not found byte-exact in the file", tail)
				}
			}
		}
	}
	if seps < 2 {
		t.Errorf("%d texts with U+2028, want >= 2", seps)
	}
	// The final message keeps its emoji and U+2028.
	last, _ := s.LastTurn()
	if ft := last.FinalText(); !strings.ContainsRune(ft, '\u2028') {
		t.Errorf("final text lost U+2028: %q", ft)
	}
}

func outputOf(e *transcript.Event) string {
	if e.Result != nil {
		return e.Result.Output
	}
	return ""
}

// jsonFragment escapes s the way Claude Code's JSON does for the simple
// characters around the separators in the fixture.
func jsonFragment(s string) string {
	return strings.NewReplacer("\\", `\\`, "\"", `\"`, "\n", `\n`, "\t", `\t`).Replace(s)
}

func TestSniff(t *testing.T) {
	for _, f := range sessionFiles(t) {
		data, _ := os.ReadFile(f)
		a, err := transcript.Detect(data[:min(len(data), 64<<10)])
		if err != nil || a != transcript.ClaudeCode {
			t.Errorf("%s detected as %q, %v", f, a, err)
		}
	}
	for _, dir := range []string{"../../testdata/transcripts/codex", "../../testdata/transcripts/pi"} {
		files := transcripttest.Glob(t, dir, "*.jsonl", "wild/*.jsonl")
		if len(files) == 0 {
			t.Fatalf("no files in %s", dir)
		}
		for _, f := range files {
			data, _ := os.ReadFile(f)
			for i, l := range bytes.Split(data, []byte("\n")) {
				if claudecode.Sniff(bytes.TrimSpace(l)) {
					t.Errorf("%s:%d claimed by the Claude Code sniffer", f, i+1)
				}
			}
		}
	}
}

func TestLocate(t *testing.T) {
	home := t.TempDir()
	p := filepath.Join(home, ".claude", "projects", "-home-user-demo")
	files := []string{
		filepath.Join(p, "a.jsonl"),
		filepath.Join(p, "b.jsonl"),
		filepath.Join(p, "b", "subagents", "agent-x.jsonl"),
	}
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("CLAUDE_CONFIG_DIR", "")
	got, err := claudecode.Locate(home)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, ",") != files[0]+","+files[1] {
		t.Errorf("Locate = %v", got)
	}
	if cs := claudecode.Companions(files[1]); len(cs) != 1 || cs[0] != files[2] {
		t.Errorf("Companions = %v", cs)
	}
	t.Setenv("CLAUDE_CONFIG_DIR", filepath.Join(home, ".claude"))
	if got, _ := claudecode.Locate("/nonexistent"); len(got) != 2 {
		t.Errorf("Locate with CLAUDE_CONFIG_DIR = %v", got)
	}
	t.Setenv("CLAUDE_CONFIG_DIR", "")
	empty, err := claudecode.Locate(t.TempDir() + "/none")
	if err != nil || len(empty) != 0 {
		t.Errorf("Locate on a missing dir = %v, %v", empty, err)
	}
}

// TestMalformed: bad lines are problems with their line numbers; reading
// goes on.
func TestMalformed(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(fixtures, "honest.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	var in []byte
	in = append(in, lines[0]...)
	in = append(in, lines[1]...)
	in = append(in, lines[2]...)
	in = append(in, []byte("{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"text\"\n")...) // line 4, cut
	in = append(in, []byte("{\"type\":\"assistant\",\"message\":\"oops\"}\n")...)                   // line 5, wrong shape
	in = append(in, []byte("{\"type\":\"brand-new\",\"uuid\":\"u1\",\"x\":1}\n")...)                // line 6, unknown
	in = append(in, lines[5]...)
	s := transcripttest.Read(t, bytes.NewReader(in), &transcript.Options{Name: "m"})
	if len(s.Problems) != 2 || s.Problems[0].Line != 4 || s.Problems[1].Line != 5 {
		t.Fatalf("problems = %v, want lines 4 and 5", s.Problems)
	}
	var unknown *transcript.Event
	for _, e := range s.Events {
		if e.Kind == transcript.KindUnknown {
			unknown = e
		}
	}
	if unknown == nil || string(unknown.Raw) != `{"type":"brand-new","uuid":"u1","x":1}` || unknown.Line != 6 {
		t.Errorf("unknown event = %+v", unknown)
	}
}

func jsonUnmarshal(b []byte, v any) error {
	if len(bytes.TrimSpace(b)) == 0 {
		return io.EOF
	}
	return json.Unmarshal(b, v)
}
