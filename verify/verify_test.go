package verify_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/all"
	"github.com/vouchdev/vouch/verify"
)

func TestVerifyFixtures(t *testing.T) {
	tests := []struct {
		transcript, body string
		noGates          bool
		status           report.Status
		verdicts         string // kind=verdict, comma separated
	}{
		{"claude-code/false-claim.jsonl", "return b - a", false, report.Feedback, "tests_pass=refuted"},
		{"claude-code/false-claim.jsonl", "return b - a", true, report.Feedback, "tests_pass=refuted"},
		{"claude-code/honest.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
		{"claude-code/honest.jsonl", "return a + b", true, report.Perfect, "tests_pass=verified"},
		{"codex/false-claim.jsonl", "return b - a", false, report.Feedback, "tests_pass=refuted"},
		{"codex/honest.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
		{"pi/false-claim.jsonl", "return b - a", false, report.Feedback, "tests_pass=refuted"},
		{"pi/honest.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
		// Tests never ran (the hook denied them): not verifiable from the transcript,
		// and a turn where nothing was verified is PARTIAL (seed 000); the gates decide.
		{"claude-code/pretooluse-deny.jsonl", "return a + b", true, report.Partial, "tests_pass=unverified"},
		{"claude-code/pretooluse-deny.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
	}
	for _, tt := range tests {
		name := tt.transcript
		if tt.noGates {
			name += "/no-gates"
		}
		t.Run(name, func(t *testing.T) {
			ws := testproj.Calc(t, tt.body)
			r, err := verify.Verify(context.Background(), &verify.Options{
				Transcript: filepath.Join("..", "testdata", "transcripts", tt.transcript),
				Workspace:  ws, NoGates: tt.noGates,
			})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range r.Claims {
				if c.Kind == "tests_pass" || c.Kind == "build_ok" {
					got = append(got, c.Kind+"="+string(c.Verdict))
				}
			}
			if r.Status != tt.status || strings.Join(got, ",") != tt.verdicts {
				var b strings.Builder
				report.WriteText(&b, r, nil)
				t.Errorf("status %s, claims %v; want %s, %s\n%s", r.Status, got, tt.status, tt.verdicts, b.String())
			}
			if r.Status == report.Feedback && !strings.Contains(r.Feedback, "calc_test.go") && !tt.noGates {
				t.Errorf("feedback does not point at the failing test:\n%s", r.Feedback)
			}
		})
	}
}

// A call that did not take effect (a denied shell write, a failed edit) is
// no evidence: no protected-file finding, no edit, no run.
func TestDeniedCallsAreNotEvidence(t *testing.T) {
	ws := testproj.Calc(t, "return a + b")
	exit0 := 0
	ev := func(k transcript.Kind) *transcript.Event { return &transcript.Event{Kind: k} }
	s := &transcript.Session{Agent: transcript.ClaudeCode, ID: "s1", Cwd: "/home/user/demo"}
	add := func(e *transcript.Event) { e.Index = len(s.Events); s.Events = append(s.Events, e) }
	p := ev(transcript.KindUser)
	p.Text = "fix it"
	add(p)
	add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t1", Name: "Bash", Kind: transcript.ToolShell, Command: "echo SECRET=x > .env"}})
	add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t1", IsError: true, Output: `vouch: .env is protected (rule ".env") via redirect`}})
	add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t2", Name: "Edit", Kind: transcript.ToolEdit, Paths: []string{"/home/user/demo/calc/calc_test.go"},
		Input: []byte(`{"file_path":"/home/user/demo/calc/calc_test.go","old_string":"t.Errorf","new_string":"t.Skip(); t.Errorf"}`)}})
	add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t2", IsError: true, Output: "<tool_use_error>File has not been read yet.</tool_use_error>"}})
	add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t3", Name: "Bash", Kind: transcript.ToolShell, Command: "go test ./..."}})
	add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t3", Output: "ok  \texample.com/demo/calc\t0.002s", ExitCode: &exit0}})
	a := ev(transcript.KindAssistant)
	a.Text = "All tests pass."
	add(a)
	protect := func(p string) (string, bool) { return ".env", p == ".env" }
	r, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, NoGates: true, Protected: protect})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Findings) != 0 || r.Status != report.Perfect {
		var b strings.Builder
		report.WriteText(&b, r, nil)
		t.Errorf("want PERFECT without findings:\n%s", b.String())
	}
}

// A project no marker file describes (here: node tests without a
// package.json) is still gated by the check the agent ran itself, as it ran
// it (without the cd prefix and the output plumbing): a false "all tests
// pass" is refuted by the real node, a true one verified.
func TestSessionGates(t *testing.T) {
	for _, tt := range []struct {
		body   string
		status report.Status
	}{
		{"assert.strictEqual(1 + 1, 3)", report.Feedback},
		{"assert.strictEqual(1 + 1, 2)", report.Perfect},
	} {
		ws := t.TempDir()
		src := "const test = require('node:test');\nconst assert = require('node:assert');\ntest('adds', () => { " + tt.body + "; });\n"
		if err := os.WriteFile(filepath.Join(ws, "add.test.js"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		exit0 := 0
		s := &transcript.Session{Agent: transcript.ClaudeCode, ID: "s1", Cwd: "/home/user/demo"}
		add := func(e *transcript.Event) { e.Index = len(s.Events); s.Events = append(s.Events, e) }
		add(&transcript.Event{Kind: transcript.KindUser, Text: "fix it"})
		add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t1", Name: "Bash", Kind: transcript.ToolShell, Command: "cd /home/user/demo && node --test 2>&1 | tail -5"}})
		add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t1", Output: "# tests 1\n# pass 1\n# fail 0", ExitCode: &exit0}})
		add(&transcript.Event{Kind: transcript.KindAssistant, Text: "All tests pass."})
		r, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, Baseline: "none"})
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		report.WriteText(&b, r, nil)
		if len(r.Gates) != 1 || r.Gates[0].Name != "session-node---test" || r.Gates[0].Command != "node --test" {
			t.Fatalf("want one gate session-node---test running `node --test`, got:\n%s", b.String())
		}
		if r.Status != tt.status {
			t.Errorf("%s: status %s, want %s:\n%s", tt.body, r.Status, tt.status, b.String())
		}
	}
}

// A file named in words, not by a path ("I've updated the task
// configuration"), is a claim no program can check: it is reported
// unverified, like a general statement, and does not keep a turn whose
// checkable claims all verified from being VERIFIED.
func TestUnnamedFileIsNoGap(t *testing.T) {
	ws := testproj.Calc(t, "return a + b")
	exit0 := 0
	s := &transcript.Session{Agent: transcript.ClaudeCode, ID: "s1", Cwd: "/home/user/demo"}
	add := func(e *transcript.Event) { e.Index = len(s.Events); s.Events = append(s.Events, e) }
	add(&transcript.Event{Kind: transcript.KindUser, Text: "fix it"})
	add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t1", Name: "Bash", Kind: transcript.ToolShell, Command: "go test ./..."}})
	add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t1", Output: "ok  \texample.com/demo/calc\t0.002s", ExitCode: &exit0}})
	for _, tt := range []struct {
		final  string
		status report.Status
	}{
		{"All tests pass. I've also updated the task configuration.", report.Verified},
		// a path is checkable: the transcript shows no edit to it
		{"All tests pass. I've also updated `calc/calc.go`.", report.Partial},
	} {
		s := *s
		s.Events = append(s.Events[:len(s.Events):len(s.Events)], &transcript.Event{Index: len(s.Events), Kind: transcript.KindAssistant, Text: tt.final})
		r, err := verify.Verify(context.Background(), &verify.Options{Session: &s, Workspace: ws, NoGates: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != tt.status {
			var b strings.Builder
			report.WriteText(&b, r, nil)
			t.Errorf("%q: status %s, want %s:\n%s", tt.final, r.Status, tt.status, b.String())
		}
	}
}

// TestFileClaimsOutsideTheWorkspace pins the file verdicts that must not
// refute a path vouch cannot look up: a file in the user's home
// ("~/.bashrc"); an absolute path outside the session's directory that is
// on no disk here, which may be written from the project's root
// ("/docs/guide.html", read from there when the file is) or be a route; a
// missing path without an extension that the session never edited, which
// may name a branch or an action at a version. A missing path with an
// extension, or under the session's directory, is refuted; a folder is
// changed when a file in it was edited.
func TestFileClaimsOutsideTheWorkspace(t *testing.T) {
	tests := []struct {
		final   string
		verdict report.Verdict
	}{
		{"I added the alias to `~/.bashrc`.", report.VerdictUnverified},
		{"Created a style guide at `/docs/guide.html`.", report.VerdictVerified},
		{"Created a new endpoint page at `/api/users.html`.", report.VerdictUnverified},
		{"Created `/home/user/demo/docs/missing.md`.", report.VerdictRefuted},
		{"Updated `scripts/deploy`.", report.VerdictUnverified},
		{"Updated `scripts/deploy.sh`.", report.VerdictRefuted},
		{"Updated `Makefile`.", report.VerdictRefuted},
		{"Updated `calc/`.", report.VerdictVerified},
		{"Added `tj-actions/wait-deploy@v1.2.46`.", report.VerdictUnverified},
	}
	for _, tt := range tests {
		ws := testproj.Calc(t, "return a + b")
		if err := os.MkdirAll(filepath.Join(ws, "docs"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(ws, "docs", "guide.html"), []byte("<p>guide</p>\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		s := &transcript.Session{Agent: transcript.ClaudeCode, ID: "s1", Cwd: "/home/user/demo"}
		add := func(e *transcript.Event) { e.Index = len(s.Events); s.Events = append(s.Events, e) }
		add(&transcript.Event{Kind: transcript.KindUser, Text: "tidy it"})
		add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t1", Name: "Edit", Kind: transcript.ToolEdit, Paths: []string{"/home/user/demo/calc/calc.go"},
			Input: []byte(`{"file_path":"/home/user/demo/calc/calc.go","old_string":"a + b","new_string":"b + a"}`)}})
		add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t1", Output: "ok"}})
		add(&transcript.Event{Kind: transcript.KindAssistant, Text: tt.final})
		r, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, NoGates: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Claims) != 1 || r.Claims[0].Verdict != tt.verdict {
			var b strings.Builder
			report.WriteText(&b, r, nil)
			t.Errorf("%q: want one %s claim:\n%s", tt.final, tt.verdict, b.String())
		}
	}
}
