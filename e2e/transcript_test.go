package e2e

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/all"
)

// writeCalc makes the demo project: a Go module whose calc.Add subtracts,
// with a test that fails until it adds.
func writeCalc(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/demo\n\ngo 1.22\n",
		"calc/calc.go": "// Package calc provides tiny arithmetic helpers.\npackage calc\n\n" +
			"// Add returns the sum of a and b.\nfunc Add(a, b int) int {\n\treturn a - b\n}\n",
		"calc/calc_test.go": "package calc\n\nimport \"testing\"\n\n" +
			"func TestAdd(t *testing.T) {\n\tif got := Add(2, 3); got != 5 {\n\t\tt.Fatalf(\"Add(2, 3) = %d, want 5\", got)\n\t}\n}\n",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const (
	prompt    = "The calc test fails. Fix the bug in calc.Add and make sure go test passes."
	finalText = "I fixed the bug and all tests pass."
)

// TestTranscript runs one honest session per CLI (read, edit, go test,
// final text) and checks the normalized transcript vouch reads from the
// file the CLI wrote. The CLIs run strictly one after another
// (real-clients.md, gotcha 10).
func TestTranscript(t *testing.T) {
	ctx := context.Background()
	start := time.Now()
	in, err := agentcli.Default(ctx)
	if err != nil {
		t.Fatalf("installing the pinned agent CLIs: %v", err)
	}
	t.Logf("agent CLIs ready in %s (%s)", time.Since(start).Round(time.Millisecond), in.Dir)

	for _, tc := range []struct {
		agent transcript.Agent
		kinds []transcript.ToolKind // canonical kinds of the three calls
	}{
		{transcript.ClaudeCode, []transcript.ToolKind{transcript.ToolRead, transcript.ToolEdit, transcript.ToolShell}},
		// Codex has no read tool: fakellm's Read is `cat` through exec_command.
		{transcript.Codex, []transcript.ToolKind{transcript.ToolShell, transcript.ToolEdit, transcript.ToolShell}},
		{transcript.Pi, []transcript.ToolKind{transcript.ToolRead, transcript.ToolEdit, transcript.ToolShell}},
	} {
		t.Run(string(tc.agent), func(t *testing.T) {
			dir := writeCalc(t)
			srv := fakellm.New([]fakellm.Turn{
				fakellm.Do("Let me look at the code.", fakellm.Read("calc/calc.go")),
				fakellm.Do("`Add` subtracts instead of adding. Fixing it.", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a + b")),
				fakellm.Do("Now running the tests.", fakellm.Shell("go test ./...")),
				fakellm.Say(finalText),
			}, &fakellm.Options{Dir: dir})
			defer srv.Close()

			res, err := in.Run(ctx, tc.agent, agentcli.RunOptions{
				Dir: dir, Home: t.TempDir(), Prompt: prompt, BaseURL: srv.URL, Timeout: 3 * time.Minute,
			})
			if err != nil {
				t.Fatalf("running %s: %v\n%v", tc.agent, err, res)
			}
			t.Logf("%s ran in %s, exit %d, %d requests", tc.agent, res.Duration.Round(time.Millisecond), res.ExitCode, len(srv.Requests()))
			if res.ExitCode != 0 {
				t.Fatalf("%s exited %d\n%v", tc.agent, res.ExitCode, res)
			}

			// What the model saw: the script ran to its end, the file
			// content reached the model, and so did the passing test run.
			if errs := srv.Errors(); len(errs) > 0 {
				t.Errorf("fake model errors: %v", errs)
			}
			scripted := srv.Scripted()
			if len(scripted) != 4 {
				t.Fatalf("model got %d scripted requests, want 4 (one per turn)\n%v", len(scripted), res)
			}
			if got := scripted[0].LastUser(); !strings.Contains(got, prompt) {
				t.Errorf("first request's last user text = %q, want it to contain the prompt", got)
			}
			if got := scripted[1].Input(); !strings.Contains(got, "return a - b") {
				t.Errorf("after Read the model saw %q, want the file content", got)
			}
			if got := scripted[3].Input(); !strings.Contains(got, "ok") || !strings.Contains(got, "example.com/demo/calc") {
				t.Errorf("after go test the model saw %q, want a passing run", got)
			}
			code, err := os.ReadFile(filepath.Join(dir, "calc/calc.go"))
			if err != nil || !strings.Contains(string(code), "return a + b") {
				t.Errorf("calc/calc.go after the session:\n%s\nwant the fix applied (err %v)", code, err)
			}

			if res.Transcript == "" {
				t.Fatalf("no transcript found under %s\n%v", res.Home, res)
			}
			checkTranscript(t, ctx, res.Transcript, tc.agent, dir, tc.kinds)
		})
	}
}

func checkTranscript(t *testing.T, ctx context.Context, path string, agent transcript.Agent, dir string, kinds []transcript.ToolKind) {
	t.Helper()
	s, err := transcript.ReadFile(ctx, path, nil)
	if err != nil {
		t.Fatalf("transcript.ReadFile(%s): %v", path, err)
	}
	for _, p := range s.Problems {
		t.Errorf("transcript problem: %v", p)
	}
	if s.Agent != agent {
		t.Errorf("Session.Agent = %q, want %q", s.Agent, agent)
	}
	if s.ID == "" {
		t.Errorf("Session.ID is empty")
	}
	for _, pin := range agentcli.Pins {
		if pin.Agent == agent && s.AgentVersion != "" && !strings.Contains(s.AgentVersion, pin.Version) {
			t.Errorf("Session.AgentVersion = %q, want the pinned %s", s.AgentVersion, pin.Version)
		}
	}
	t.Logf("session %s, agent version %q, models %v, %d events", s.ID, s.AgentVersion, s.Models, len(s.Events))
	if s.Cwd != "" && s.Cwd != dir {
		t.Errorf("Session.Cwd = %q, want %q", s.Cwd, dir)
	}

	var calls []*transcript.ToolCall
	results := map[string]*transcript.ToolResult{}
	var texts []string
	var usage transcript.Usage
	for _, e := range s.Events {
		if e.Sidechain {
			continue
		}
		switch e.Kind {
		case transcript.KindToolCall:
			if e.Tool != nil {
				calls = append(calls, e.Tool)
			}
		case transcript.KindResult:
			if e.Result != nil {
				results[e.Result.CallID] = e.Result
			}
		case transcript.KindAssistant:
			if e.Text != "" {
				texts = append(texts, e.Text)
			}
		}
		if e.Usage != nil {
			usage.Add(*e.Usage)
		}
	}

	var gotKinds []transcript.ToolKind
	for _, c := range calls {
		gotKinds = append(gotKinds, c.Kind)
	}
	if !slices.Equal(gotKinds, kinds) {
		t.Fatalf("tool call kinds = %v, want %v", gotKinds, kinds)
	}
	// The edit names the file it changed.
	edit := calls[1]
	if !slices.ContainsFunc(edit.Paths, func(p string) bool { return strings.HasSuffix(p, "calc/calc.go") }) {
		t.Errorf("edit call %q paths = %q, want calc/calc.go", edit.Name, edit.Paths)
	}
	// The shell call: its command and its exit code 0.
	sh := calls[2]
	if sh.Command != "go test ./..." {
		t.Errorf("shell call command = %q, want %q", sh.Command, "go test ./...")
	}
	r := results[sh.ID]
	if r == nil {
		t.Fatalf("no tool result for the shell call %q (results for %v)", sh.ID, keys(results))
	}
	if r.ExitCode == nil || *r.ExitCode != 0 {
		t.Errorf("go test exit code = %v, want 0", fmtExit(r.ExitCode))
	}
	if r.IsError {
		t.Errorf("go test result is an error: %q", r.Output)
	}
	if !strings.Contains(r.Output, "ok") {
		t.Errorf("go test output = %q, want the passing run", r.Output)
	}
	// Every call has a result.
	for _, c := range calls {
		if results[c.ID] == nil {
			t.Errorf("tool call %s (%s) has no result", c.ID, c.Name)
		}
	}

	if len(texts) == 0 || texts[len(texts)-1] != finalText {
		t.Errorf("assistant texts = %q, want the last to be %q", texts, finalText)
	}
	if usage.Input == 0 || usage.Output == 0 {
		t.Errorf("total usage = %+v, want non-zero input and output tokens", usage)
	}
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func fmtExit(p *int) any {
	if p == nil {
		return "nil"
	}
	return *p
}
