package verify_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/verify"
)

// TestToldCommands pins the verdicts on commands told in words
// ("Committed and pushed", "Installed `zod` with pnpm"): each command the
// words imply must have run, anywhere in a shell call's chain, for the
// claim to be verified; one the transcript does not show leaves it
// unverified, never refuted (the agent may have committed through an
// editor or a tool, the user may have pushed). A command named in
// backticks that is no check matches a simple command of a chain too.
func TestToldCommands(t *testing.T) {
	exit0, exit1 := 0, 1
	tests := []struct {
		name, final string
		calls       []string // shell commands the session ran
		exit        *int     // their exit code
		verdict     report.Verdict
	}{
		{"commit and push in one chain", "Committed and pushed all changes to the main branch.",
			[]string{"cd /home/user/demo && git add -A && git commit -m 'fix add' && git push origin main"}, &exit0, report.VerdictVerified},
		{"commit and push in two calls, git -C", "Committed and pushed all changes.",
			[]string{"git -C /home/user/demo commit -am 'fix add'", "bash -lc 'git push'"}, &exit0, report.VerdictVerified},
		{"no git in the transcript", "Committed and pushed all changes.",
			nil, &exit0, report.VerdictUnverified},
		{"pushed but never committed", "Committed and pushed all changes.",
			[]string{"git push"}, &exit0, report.VerdictUnverified},
		{"git status is no commit", "Committed the fix.",
			[]string{"git status --short && git diff --stat"}, &exit0, report.VerdictUnverified},
		{"committed but the commit failed", "Committed the fix.",
			[]string{"git commit -am 'fix add'"}, &exit1, report.VerdictUnverified},
		{"push succeeded but failed", "Pushed successfully.",
			[]string{"git push"}, &exit1, report.VerdictUnverified},
		{"a dry run pushes nothing", "Pushed successfully.",
			[]string{"git push --dry-run origin main"}, &exit0, report.VerdictUnverified},
		{"git push -n pushes nothing", "Committed and pushed all changes.",
			[]string{"git commit -am 'x' && git push -n"}, &exit0, report.VerdictUnverified},
		{"push succeeded", "Pushed successfully.",
			[]string{"git push -u origin fix"}, &exit0, report.VerdictVerified},
		{"pnpm add for an install", "Installed `zod` with pnpm.",
			[]string{"cd /home/user/demo && pnpm add zod"}, &exit0, report.VerdictVerified},
		{"python -m pip for pip", "All packages installed with pip.",
			[]string{"python3 -m pip install -r requirements.txt"}, &exit0, report.VerdictVerified},
		{"formatter through npx", "Prettier formatting applied to the new files.",
			[]string{"npx prettier --write src"}, &exit0, report.VerdictVerified},
		{"formatter that never ran", "Applied code formatting with ruff.",
			[]string{"ruff check ."}, &exit0, report.VerdictUnverified},
		{"migration names no command", "Database migration applied successfully.",
			[]string{"npx prisma migrate deploy"}, &exit0, report.VerdictUnverified},
		{"backticked command in a chain", "Ran `git commit` with the new message.",
			[]string{"git add -A && git commit -m 'x'"}, &exit0, report.VerdictVerified},
		{"backticked command never run", "Ran `git commit` with the new message.",
			[]string{"git status"}, &exit0, report.VerdictRefuted},
		// the line's status is its last command's: a failed push after
		// the commit says nothing of the commit
		{"backticked command succeeded in a chain that failed after it", "`git commit` succeeded.",
			[]string{"git commit -am 'x' && git push"}, &exit1, report.VerdictUnverified},
		{"backticked command succeeded in a pipe that failed", "`git commit` succeeded.",
			[]string{"git commit -am 'x' 2>&1 | tee log.txt"}, &exit1, report.VerdictUnverified},
		{"backticked command alone that failed", "`git commit` succeeded.",
			[]string{"cd /home/user/demo && git commit -am 'x'"}, &exit1, report.VerdictRefuted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := testproj.Calc(t, "return a + b")
			s := &transcript.Session{Agent: transcript.ClaudeCode, ID: "s1", Cwd: "/home/user/demo"}
			add := func(e *transcript.Event) { e.Index = len(s.Events); s.Events = append(s.Events, e) }
			add(&transcript.Event{Kind: transcript.KindUser, Text: "ship it"})
			for i, c := range tt.calls {
				id := "t" + string(rune('1'+i))
				add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: id, Name: "Bash", Kind: transcript.ToolShell, Command: c}})
				add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: id, Output: "", ExitCode: tt.exit, IsError: *tt.exit != 0}})
			}
			add(&transcript.Event{Kind: transcript.KindAssistant, Text: tt.final})
			r, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, NoGates: true})
			if err != nil {
				t.Fatal(err)
			}
			var got []report.Claim
			for _, c := range r.Claims {
				if c.Kind == "command_ran" {
					got = append(got, c)
				}
			}
			if len(got) != 1 || got[0].Verdict != tt.verdict {
				var b strings.Builder
				report.WriteText(&b, r, nil)
				t.Errorf("%q: want one command_ran claim %s:\n%s", tt.final, tt.verdict, b.String())
			}
		})
	}
}

// TestToldCommitByGit pins the commit told in words that no shell call
// shows ("Committed the fix." after a commit made through a tool): a
// commit of the workspace's repository made during the turn, by its
// committer time, verifies it; a repository whose last commit predates the
// turn, or a transcript without times, leaves it unverified (never
// refuted: the commit may be in another clone).
func TestToldCommitByGit(t *testing.T) {
	turn := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		commits []time.Time // commit times after the initial one
		times   bool        // the transcript records times
		verdict report.Verdict
	}{
		{"commit during the turn", []time.Time{turn.Add(3 * time.Minute)}, true, report.VerdictVerified},
		{"last commit before the turn", []time.Time{turn.Add(-2 * time.Hour)}, true, report.VerdictUnverified},
		{"commit after the turn", []time.Time{turn.Add(3 * time.Hour)}, true, report.VerdictUnverified},
		{"no times in the transcript", []time.Time{turn.Add(3 * time.Minute)}, false, report.VerdictUnverified},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := committedCalc(t, turn.Add(-24*time.Hour))
			for i, at := range tt.commits {
				p := filepath.Join(ws, "NOTES.md")
				if err := os.WriteFile(p, []byte(strings.Repeat("note\n", i+1)), 0o644); err != nil {
					t.Fatal(err)
				}
				gitAt(t, ws, at, "add", "-A")
				gitAt(t, ws, at, "commit", "-q", "-m", "fix add")
			}
			var step time.Duration
			if tt.times {
				step = 4 * time.Minute
			}
			s := toolTurn(turn, step, "mcp__git__git_commit", `{"message":"fix add"}`, "Committed the fix.")
			wantOneCommand(t, s, ws, tt.verdict)
		})
	}
}

// wantOneCommand verifies s in ws without gates or baseline and wants
// one claim, a command_ran with verdict.
func wantOneCommand(t *testing.T, s *transcript.Session, ws string, verdict report.Verdict) {
	t.Helper()
	r, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, NoGates: true, Baseline: "none"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Claims) != 1 || r.Claims[0].Kind != "command_ran" || r.Claims[0].Verdict != verdict {
		var b strings.Builder
		report.WriteText(&b, r, nil)
		t.Errorf("want one command_ran claim %s:\n%s", verdict, b.String())
	}
}

// committedCalc returns a calc workspace committed on branch main at at.
func committedCalc(t *testing.T, at time.Time) string {
	t.Helper()
	ws := testproj.Calc(t, "return a + b")
	gitAt(t, ws, at, "init", "-q", "-b", "main")
	gitAt(t, ws, at, "add", "-A")
	gitAt(t, ws, at, "commit", "-q", "-m", "initial")
	return ws
}

// toolTurn is a session of one turn: a prompt, a call of a tool that is
// no shell (an MCP tool) with input and its result, and the final message.
// Its events are step apart from start; with no step they have no times.
func toolTurn(start time.Time, step time.Duration, tool, input, final string) *transcript.Session {
	s := &transcript.Session{Agent: transcript.ClaudeCode, ID: "s1", Cwd: "/home/user/demo"}
	for _, e := range []*transcript.Event{
		{Kind: transcript.KindUser, Text: "do it"},
		{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t1", Name: tool, Kind: transcript.ToolOther, Input: []byte(input)}},
		{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t1", Output: "ok"}},
		{Kind: transcript.KindAssistant, Text: final},
	} {
		e.Index = len(s.Events)
		if step != 0 {
			e.Time = start.Add(time.Duration(e.Index) * step)
		}
		s.Events = append(s.Events, e)
	}
	return s
}

// gitAt runs git in dir with the author and committer time at.
func gitAt(t *testing.T, dir string, at time.Time, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
	stamp := at.Format(time.RFC3339)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_DATE="+stamp, "GIT_COMMITTER_DATE="+stamp)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// TestToldPushByGit pins "Committed and pushed the fix." with no git in
// any shell call: verified when the turn made a commit and the branch's
// upstream is at it, as a push leaves it; unverified when the commit was
// not pushed, or when HEAD predates the turn (an upstream at an old HEAD
// says nothing of this turn).
func TestToldPushByGit(t *testing.T) {
	turn := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		commit  bool // a commit during the turn
		push    bool // pushed after it
		verdict report.Verdict
	}{
		{"committed and pushed in the turn", true, true, report.VerdictVerified},
		{"committed, not pushed", true, false, report.VerdictUnverified},
		{"nothing new, upstream at an old HEAD", false, true, report.VerdictUnverified},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			remote := filepath.Join(t.TempDir(), "remote.git")
			gitAt(t, t.TempDir(), turn, "init", "-q", "--bare", remote)
			old := turn.Add(-24 * time.Hour)
			ws := committedCalc(t, old)
			gitAt(t, ws, old, "remote", "add", "origin", remote)
			gitAt(t, ws, old, "push", "-q", "-u", "origin", "main")
			if tt.commit {
				if err := os.WriteFile(filepath.Join(ws, "NOTES.md"), []byte("note\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				gitAt(t, ws, turn.Add(2*time.Minute), "add", "-A")
				gitAt(t, ws, turn.Add(2*time.Minute), "commit", "-q", "-m", "fix add")
			}
			if tt.push {
				gitAt(t, ws, turn.Add(3*time.Minute), "push", "-q", "origin", "main")
			}
			s := toolTurn(turn, 2*time.Minute, "mcp__github__push", `{}`, "Committed and pushed the fix.")
			wantOneCommand(t, s, ws, tt.verdict)
		})
	}
}

// TestToldCommitNotStash pins that a stash made during the turn is no
// commit the agent made: "Committed the fix." after `git stash` through a
// tool stays unverified, and git is asked once however many claims ask.
func TestToldCommitNotStash(t *testing.T) {
	turn := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
	realGit, err := exec.LookPath("git")
	if err != nil {
		t.Fatal(err)
	}
	// a git that logs each call and runs the real one: the oracle of how
	// many times verify asks it
	bin := t.TempDir()
	log := filepath.Join(bin, "calls.log")
	script := "#!/bin/sh\necho \"$*\" >> " + log + "\nexec " + realGit + " \"$@\"\n"
	if err := os.WriteFile(filepath.Join(bin, "git"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	ws := committedCalc(t, turn.Add(-24*time.Hour))
	if err := os.WriteFile(filepath.Join(ws, "NOTES.md"), []byte("note\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gitAt(t, ws, turn.Add(2*time.Minute), "stash", "-q", "-u")
	s := toolTurn(turn, 2*time.Minute, "mcp__git__git_stash", `{}`, "Committed the fix.\n\nI also committed the docs.")
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	r, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, NoGates: true, Baseline: "none"})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range r.Claims {
		if c.Kind == "command_ran" {
			n++
			if c.Verdict != report.VerdictUnverified {
				t.Errorf("%q: %s, want unverified (a stash is no commit)", c.Text, c.Verdict)
			}
		}
	}
	if n != 2 {
		var b strings.Builder
		report.WriteText(&b, r, nil)
		t.Fatalf("want two command_ran claims:\n%s", b.String())
	}
	calls, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(calls), "--format=%h %ct %s"); got != 1 {
		t.Errorf("git log for the turn's commits ran %d times for two claims, want 1:\n%s", got, calls)
	}
}

// TestToldCommitEarlierTurn pins the turn a command told in words is
// looked for in: "Committed the fix." at the end of a turn that ran no
// commit is not made true by a commit of an earlier turn (unverified);
// at the end of the turn that ran it, it is verified.
func TestToldCommitEarlierTurn(t *testing.T) {
	exit0 := 0
	ws := testproj.Calc(t, "return a + b")
	s := &transcript.Session{Agent: transcript.ClaudeCode, ID: "s1", Cwd: "/home/user/demo"}
	add := func(e *transcript.Event) { e.Index = len(s.Events); s.Events = append(s.Events, e) }
	add(&transcript.Event{Kind: transcript.KindUser, Text: "commit it"})
	add(&transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "t1", Name: "Bash", Kind: transcript.ToolShell, Command: "git commit -am 'fix add'"}})
	add(&transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "t1", ExitCode: &exit0}})
	add(&transcript.Event{Kind: transcript.KindAssistant, Text: "Committed the fix."})
	add(&transcript.Event{Kind: transcript.KindUser, Text: "now tidy the README"})
	add(&transcript.Event{Kind: transcript.KindAssistant, Text: "Committed the fix."})
	for _, tt := range []struct {
		turn int
		want report.Verdict
	}{{1, report.VerdictVerified}, {2, report.VerdictUnverified}} {
		r, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, NoGates: true, Turn: tt.turn})
		if err != nil {
			t.Fatal(err)
		}
		var got []report.Verdict
		for _, c := range r.Claims {
			if c.Kind == "command_ran" {
				got = append(got, c.Verdict)
			}
		}
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("turn %d: command_ran verdicts %v, want [%s]", tt.turn, got, tt.want)
		}
	}
}
