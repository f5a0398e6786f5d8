package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/guard"
	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/hook/progress"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/store"
)

const policyYAML = `policy:
  protect: ["secrets/**"]
  deny:
    - {tool: shell, match: "git push --force", reason: no force pushes}
    - {tool: read, path: "docs/*.md", reason: docs are off limits}
  ask:
    - {tool: shell, match: "^git push"}
  rewrite:
    - {tool: shell, match: "^npm (install|i) ", replace: "pnpm add ", reason: we use pnpm}
`

// fastCase is one payload: the real payload file of agent, with tool
// input (nil: as recorded).
type fastCase struct {
	name, agent, file string
	input             map[string]any
	// handled: vouch-hook answers by itself.
	handled bool
}

func fastCases() []fastCase {
	sh := func(cmd string) map[string]any { return map[string]any{"command": cmd, "description": "x"} }
	return []fastCase{
		{"real Bash", "claude-code", "PreToolUse.Bash.json", nil, true},
		{"real Read", "claude-code", "PreToolUse.Read.json", nil, true},
		{"real Agent", "claude-code", "PreToolUse.Agent.json", nil, true},
		{"real codex cat", "codex", "PreToolUse.Bash-cat.json", nil, true},
		{"real codex go test", "codex", "PreToolUse.Bash-go-test.json", nil, true},
		{"protected redirect", "claude-code", "PreToolUse.Bash.json", sh("cd sub && echo x > ../.env"), true},
		{"protected by vouch.yaml", "claude-code", "PreToolUse.Bash.json", sh("rm -rf secrets"), true},
		{"git dir", "codex", "PreToolUse.Bash-cat.json", map[string]any{"command": "rm -rf .git"}, true},
		{"deny rule", "claude-code", "PreToolUse.Bash.json", sh("git push --force origin main"), true},
		{"deny rule on a read path", "claude-code", "PreToolUse.Read.json", map[string]any{"file_path": "docs/guide.md"}, true},
		{"ask rule", "claude-code", "PreToolUse.Bash.json", sh("git push origin main"), true},
		{"rewrite rule", "codex", "PreToolUse.Bash-cat.json", map[string]any{"command": "npm install left-pad"}, true},
		{"unparsable shell naming a protected path", "claude-code", "PreToolUse.Bash.json", sh("echo 'x > .env"), true},
		{"write to a file the veto does not check", "claude-code", "PreToolUse.Write.json", map[string]any{"file_path": "docs/new.md", "content": "# ((("}, true},
		{"write to vouch.yaml", "claude-code", "PreToolUse.Write.json", map[string]any{"file_path": "vouch.yaml", "content": "loop: {max: 9}\n"}, false}, // YAML: the veto has a say
		{"edit of a Go file", "claude-code", "PreToolUse.Edit.json", nil, false},
		{"codex apply_patch", "codex", "PreToolUse.apply_patch.json", nil, false},
		{"ignored event", "claude-code", "SubagentStart.json", nil, true},
		{"ignored event (batch)", "claude-code", "PostToolBatch.json", nil, true},
		{"Stop", "claude-code", "Stop.json", nil, false},
		{"PostToolUse", "codex", "PostToolUse.Bash-cat.json", nil, true},
		{"PostToolUse of a failed test run", "codex", "PostToolUse.Bash-go-test-failed.json", nil, true},
		{"PostToolUseFailure", "claude-code", "PostToolUseFailure.Bash-go-test-failed.json", nil, true},
		{"PostToolUse of an edit", "claude-code", "PostToolUse.Edit.json", nil, true},
		{"SessionStart", "claude-code", "SessionStart.json", nil, false},
		{"UserPromptSubmit", "codex", "UserPromptSubmit.json", nil, false},
	}
}

// vouch-hook's answer is vouch's answer: for every payload it handles by
// itself, its reply is byte for byte what `vouch hook` (guard.Respond)
// replies, and a denial ends up in the store like vouch's own.
func TestFastMatchesVouch(t *testing.T) {
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	hooktest.Config(t, ws, policyYAML)
	stateDir := t.TempDir()
	env := map[string]string{"VOUCH_STATE_DIR": stateDir}
	getenv := func(k string) string { return env[k] }
	db, _ := state.DB(getenv)
	vouchDB := filepath.Join(t.TempDir(), "vouch.db")
	opts := &guard.Options{OpenStore: func(ctx context.Context) (*store.Store, error) { return store.Open(ctx, vouchDB, nil) },
		StateDir: filepath.Dir(vouchDB)}
	for _, tc := range fastCases() {
		t.Run(tc.name, func(t *testing.T) {
			set := map[string]any{"cwd": ws}
			if tc.input != nil {
				set["tool_input"] = tc.input
			}
			in := hooktest.Payload(t, tc.agent, tc.file, set)
			agent, _ := hook.ParseAgent(tc.agent)
			rep, ok := fast([]string{tc.agent}, in, getenv)
			if ok != tc.handled {
				t.Fatalf("handled = %v, want %v", ok, tc.handled)
			}
			if !ok {
				return
			}
			want := guard.Respond(context.Background(), agent, in, opts)
			if !bytes.Equal(rep.Stdout, want.Stdout) || rep.Stderr != want.Stderr || rep.Exit != want.Exit {
				t.Errorf("vouch-hook: %q %q %d\nvouch:      %q %q %d", rep.Stdout, rep.Stderr, rep.Exit, want.Stdout, want.Stderr, want.Exit)
			}
			if strings.Contains(string(rep.Stdout), `"deny"`) {
				e, _ := hook.Parse(agent, in)
				st, err := store.Open(context.Background(), db, nil) // drains the spool
				if err != nil {
					t.Fatal(err)
				}
				defer st.Close()
				got, _ := st.Vetoes(context.Background(), string(agent), e.SessionID)
				theirs, _ := openVetoes(t, vouchDB, string(agent), e.SessionID)
				if len(got) == 0 || len(got) != len(theirs) || got[len(got)-1].Reason != theirs[len(theirs)-1].Reason ||
					got[len(got)-1].Tool != e.ToolName || got[len(got)-1].TurnKey != theirs[len(theirs)-1].TurnKey {
					t.Errorf("vetoes recorded: vouch-hook %+v, vouch %+v", got, theirs)
				}
			}
		})
	}
}

func openVetoes(t *testing.T, db, agent, session string) ([]store.Veto, error) {
	st, err := store.Open(context.Background(), db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	return st.Vetoes(context.Background(), agent, session)
}

// What vouch-hook leaves to vouch: malformed input, bad arguments, a
// broken vouch.yaml, a denial without a session to record it under.
func TestFastDelegates(t *testing.T) {
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	broken := hooktest.Workspace(t, map[string]string{"vouch.yaml": "loop: [\n"})
	getenv := func(k string) string { return map[string]string{"VOUCH_STATE_DIR": t.TempDir()}[k] }
	bash := func(dir, cmd string, set map[string]any) []byte {
		m := map[string]any{"cwd": dir, "tool_input": map[string]any{"command": cmd}}
		for k, v := range set {
			m[k] = v
		}
		return hooktest.Payload(t, "claude-code", "PreToolUse.Bash.json", m)
	}
	for _, tc := range []struct {
		name  string
		args  []string
		input []byte
	}{
		{"empty input", []string{"claude"}, nil},
		{"not JSON", []string{"claude"}, []byte("{")},
		{"no event name", []string{"codex"}, []byte(`{"session_id":"s"}`)},
		{"too big", []string{"claude"}, append(bash(ws, "ls", nil), bytes.Repeat([]byte(" "), hook.MaxInput)...)},
		{"no agent", nil, bash(ws, "ls", nil)},
		{"unknown agent", []string{"gemini"}, bash(ws, "ls", nil)},
		{"unknown flag", []string{"claude", "--json"}, bash(ws, "ls", nil)},
		{"bad --on-error", []string{"claude", "--on-error", "maybe"}, bash(ws, "ls", nil)},
		{"broken vouch.yaml", []string{"claude"}, bash(broken, "ls", nil)},
		{"denial without a session", []string{"claude"}, bash(ws, "rm .env", map[string]any{"session_id": nil})},
		{"PostToolUse without a session", []string{"claude"}, hooktest.Payload(t, "claude-code", "PostToolUse.Bash.json", map[string]any{"cwd": ws, "session_id": nil})},
		{"PostToolUse, broken vouch.yaml", []string{"claude"}, hooktest.Payload(t, "claude-code", "PostToolUse.Bash.json", map[string]any{"cwd": broken})},
	} {
		if rep, ok := fast(tc.args, tc.input, getenv); ok {
			t.Errorf("%s: answered %q, want it left to vouch", tc.name, rep.Stdout)
		}
	}
	for _, args := range [][]string{{"codex", "--on-error", "block"}, {"claude", "--on-error=allow"}} {
		if _, ok := fast(args, bash(ws, "ls", nil), getenv); !ok {
			t.Errorf("%v: left to vouch", args)
		}
	}
	// Pi's payload (vouch's Pi extension): Pi's tool names and inputs.
	piWrite := []byte(`{"hook_event_name":"PreToolUse","session_id":"s-pi","cwd":` + strconv.Quote(ws) +
		`,"tool_name":"write","tool_input":{"path":".env","content":"A=1\n"},"tool_use_id":"c1"}`)
	rep, ok := fast([]string{"pi"}, piWrite, getenv)
	if !ok || !strings.Contains(string(rep.Stdout), `"permissionDecision":"deny"`) || !strings.Contains(string(rep.Stdout), ".env") {
		t.Errorf("pi write .env: answered %v %q, want a denial naming .env", ok, rep.Stdout)
	}
}

// A denial whose record cannot be spooled still denies, with a warning.
func TestFastSpoolFails(t *testing.T) {
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	file := filepath.Join(t.TempDir(), "f")
	os.WriteFile(file, nil, 0o600)
	in := hooktest.ToolPayload(t, "claude-code", "PreToolUse.Bash.json", ws, "", map[string]any{"command": "rm .env"})
	rep, ok := fast([]string{"claude"}, in, func(k string) string { return map[string]string{"VOUCH_STATE_DIR": file}[k] })
	if !ok || !strings.Contains(string(rep.Stdout), `"permissionDecision":"deny"`) || !strings.Contains(string(rep.Stdout), "could not record the veto") {
		t.Errorf("%v %q", ok, rep.Stdout)
	}
}

// Through the real binaries: vouch-hook hands what it does not answer to
// the vouch next to it, with vouch's exit code, and fails in the
// configured direction when there is no vouch to hand it to.
func TestExec(t *testing.T) {
	bins := buildBinaries(t)
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	stateDir := t.TempDir()
	run := func(t *testing.T, bin string, env []string, in []byte, args ...string) (string, string, int) {
		t.Helper()
		cmd := exec.Command(filepath.Join(bins, bin), args...)
		cmd.Stdin = bytes.NewReader(in)
		cmd.Env = append(os.Environ(), append([]string{"VOUCH_STATE_DIR=" + stateDir}, env...)...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		if _, ok := err.(*exec.ExitError); err != nil && !ok {
			t.Fatal(err)
		}
		return stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()
	}
	stop := hooktest.Payload(t, "claude-code", "Stop.json", map[string]any{"cwd": ws})
	edit := hooktest.ToolPayload(t, "claude-code", "PreToolUse.Edit.json", ws, "", map[string]any{
		"file_path": filepath.Join(ws, "calc/calc.go"), "old_string": "\treturn a - b", "new_string": "\treturn a +"})
	deny := hooktest.ToolPayload(t, "codex", "PreToolUse.Bash-cat.json", ws, "", map[string]any{"command": "cat .env > .env.bak && rm .env"})

	t.Run("delegated events get vouch's answer", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			in   []byte
			args []string
		}{
			{"edit veto", edit, []string{"claude"}},
			{"Stop", stop, []string{"claude"}},
			{"SessionStart", hooktest.Payload(t, "codex", "SessionStart.json", map[string]any{"cwd": ws}), []string{"codex"}},
			{"malformed", []byte("{"), []string{"claude"}},
			{"malformed, block", []byte("{"), []string{"codex", "--on-error", "block"}},
			{"unknown flag", edit, []string{"claude", "--nope"}},
		} {
			// Each with its own state, so that both start from the same.
			out, errOut, code := run(t, "vouch-hook", []string{"VOUCH_STATE_DIR=" + t.TempDir()}, tc.in, tc.args...)
			wout, werr, wcode := run(t, "vouch", []string{"VOUCH_STATE_DIR=" + t.TempDir()}, tc.in, append([]string{"hook"}, tc.args...)...)
			if out != wout || errOut != werr || code != wcode {
				t.Errorf("%s:\nvouch-hook %q %q %d\nvouch      %q %q %d", tc.name, out, errOut, code, wout, werr, wcode)
			}
		}
		out, _, _ := run(t, "vouch-hook", nil, edit, "claude")
		if !strings.Contains(out, `"deny"`) || !strings.Contains(out, "calc/calc.go:6") {
			t.Errorf("edit veto through vouch-hook: %q", out)
		}
	})
	t.Run("denials are recorded", func(t *testing.T) {
		out, _, code := run(t, "vouch-hook", nil, deny, "codex")
		if code != 0 || !strings.Contains(out, `"deny"`) {
			t.Fatalf("%q %d", out, code)
		}
		out, errOut, code := run(t, "vouch", nil, nil, "status", "--format", "json")
		var st []struct {
			Agent  string `json:"agent"`
			Vetoes int    `json:"vetoes"`
		}
		err := json.Unmarshal([]byte(out), &st)
		codex := 0
		for _, s := range st {
			if s.Agent == "codex" {
				codex += s.Vetoes
			}
		}
		if code != 0 || err != nil || codex != 1 {
			t.Errorf("vouch status after a spooled veto: %q %q %d", out, errOut, code)
		}
	})
	t.Run("no vouch to hand over to", func(t *testing.T) {
		missing := []string{"VOUCH_BIN=" + filepath.Join(t.TempDir(), "vouch")}
		out, errOut, code := run(t, "vouch-hook", missing, stop, "claude")
		if code != 0 || !strings.Contains(out, "vouch failed open") || !strings.Contains(errOut, "vouch hook:") {
			t.Errorf("fail open: %q %q %d", out, errOut, code)
		}
		out, _, code = run(t, "vouch-hook", missing, edit, "claude", "--on-error", "block")
		if code != 0 || !strings.Contains(out, `"permissionDecision":"deny"`) || !strings.Contains(out, "loop.on_error is block") {
			t.Errorf("fail closed: %q %d", out, code)
		}
		// The policy still holds for a call vouch would have vetted: an
		// edit of vouch.yaml (YAML, so handed to vouch for the veto).
		protected := hooktest.ToolPayload(t, "claude-code", "PreToolUse.Write.json", ws, "", map[string]any{
			"file_path": filepath.Join(ws, "vouch.yaml"), "content": "loop: {max: 99}\n"})
		out, errOut, code = run(t, "vouch-hook", missing, protected, "claude")
		if code != 0 || !strings.Contains(out, `"permissionDecision":"deny"`) || !strings.Contains(out, "vouch.yaml is protected") ||
			!strings.Contains(out, "the edit veto did not run") || !strings.Contains(errOut, "vouch hook:") {
			t.Errorf("protected edit without vouch: %q %q %d", out, errOut, code)
		}
		// vouch-hook still answers what it answers alone.
		out, _, code = run(t, "vouch-hook", missing, deny, "codex")
		if code != 0 || !strings.Contains(out, `"deny"`) {
			t.Errorf("fast path without vouch: %q %d", out, code)
		}
	})
}

// FuzzFastMatchesVouch: whatever the payload, when vouch-hook answers it
// by itself the answer is vouch's.
func FuzzFastMatchesVouch(f *testing.F) {
	for _, agent := range []string{"claude-code", "codex"} {
		files, _ := filepath.Glob(filepath.Join(hooktest.Testdata(f, "hooks"), agent, "*.json"))
		for _, file := range files {
			data, _ := os.ReadFile(file)
			f.Add(agent == "codex", data)
		}
	}
	ws := hooktest.Workspace(f, hooktest.BaseFiles)
	hooktest.Config(f, ws, policyYAML)
	// vouch works on vouch-hook's state, as when vouch-hook hands it an
	// event: the spool it drains and the Progress files it reads are the
	// ones vouch-hook wrote.
	stateDir := f.TempDir()
	getenv := func(k string) string { return map[string]string{"VOUCH_STATE_DIR": stateDir}[k] }
	db, _ := state.DB(getenv)
	f.Fuzz(func(t *testing.T, codex bool, data []byte) {
		agent, name := hook.Claude, "claude"
		if codex {
			agent, name = hook.Codex, "codex"
		}
		// Run in the workspace whatever cwd the payload names.
		var m map[string]any
		if json.Unmarshal(data, &m) == nil && m != nil {
			m["cwd"] = ws
			data, _ = json.Marshal(m)
		}
		rep, spooled, ok := respond([]string{name}, data, getenv)
		if !ok {
			return
		}
		// A PostToolUse call vouch-hook answered is recorded: vouch is
		// told so, as when it is handed one.
		want := guard.Respond(context.Background(), agent, data, &guard.Options{
			OpenStore:  func(ctx context.Context) (*store.Store, error) { return store.Open(ctx, db, nil) },
			LoadConfig: func(string) (*policy.Config, error) { return policy.Load(ws) },
			Spooled:    spooled,
			StateDir:   stateDir,
		})
		if !bytes.Equal(rep.Stdout, want.Stdout) || rep.Stderr != want.Stderr || rep.Exit != want.Exit {
			t.Errorf("vouch-hook: %q %q %d\nvouch:      %q %q %d", rep.Stdout, rep.Stderr, rep.Exit, want.Stdout, want.Stderr, want.Exit)
		}
	})
}

// PostToolUse through the real binaries: vouch-hook records the calls by
// itself (vouch is never run), the next store.Open moves them into the
// database once each, and a stuck agent (the same test run failing three
// times) is handed to vouch, which nudges it; vouch runs for the nudges
// only.
func TestExecPostToolUse(t *testing.T) {
	bins := buildBinaries(t)
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	stateDir := t.TempDir()
	db := filepath.Join(stateDir, "vouch.db")
	// vouch behind a wrapper that logs each run.
	runs := filepath.Join(t.TempDir(), "runs")
	wrapper := filepath.Join(t.TempDir(), "vouch")
	script := "#!/bin/sh\necho \"$*\" >> '" + runs + "'\nexec '" + filepath.Join(bins, "vouch") + "' \"$@\"\n"
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	vouchRuns := func() []string {
		data, _ := os.ReadFile(runs)
		return strings.Fields(strings.ReplaceAll(string(data), " ", "_"))
	}
	run := func(t *testing.T, in []byte, agent string) string {
		t.Helper()
		cmd := exec.Command(filepath.Join(bins, "vouch-hook"), agent)
		cmd.Stdin = bytes.NewReader(in)
		cmd.Env = append(os.Environ(), "VOUCH_STATE_DIR="+stateDir, "VOUCH_BIN="+wrapper)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil || stderr.Len() > 0 {
			t.Fatalf("vouch-hook: %v %q", err, stderr.String())
		}
		return stdout.String()
	}
	recent := func(t *testing.T, agent, session string) []store.ToolCall {
		t.Helper()
		st, err := store.Open(context.Background(), db, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		if err := st.SpoolErr(); err != nil {
			t.Fatal(err)
		}
		calls, err := st.RecentToolCalls(context.Background(), agent, session, 0)
		if err != nil {
			t.Fatal(err)
		}
		return calls
	}

	t.Run("answered without vouch, stored once", func(t *testing.T) {
		for i, c := range []struct{ agent, file string }{
			{"claude-code", "PostToolUse.Bash.json"},
			{"claude-code", "PostToolUse.Read.json"},
			{"claude-code", "PostToolUse.Edit.json"},
			{"claude-code", "PostToolUseFailure.Bash-go-test-failed.json"},
		} {
			in := hooktest.Payload(t, c.agent, c.file, map[string]any{"cwd": ws, "session_id": "quiet", "tool_use_id": fmt.Sprint("toolu_", i)})
			if out := run(t, in, "claude"); out != "" {
				t.Errorf("%s: reply %q, want none", c.file, out)
			}
		}
		if r := vouchRuns(); len(r) != 0 {
			t.Fatalf("vouch ran: %v", r)
		}
		for range 2 { // a second Open finds nothing more to move
			calls := recent(t, "claude-code", "quiet")
			var kinds []string
			for _, c := range calls {
				kinds = append(kinds, c.Kind+"/"+c.Outcome)
			}
			if got := strings.Join(kinds, " "); got != "shell/fail edit/ok read/ok shell/ok" {
				t.Errorf("stored calls, newest first: %s", got)
			}
		}
		if recs, _, _ := state.Read(state.SpoolDir(db)); len(recs) != 0 {
			t.Errorf("%d records left in the spool", len(recs))
		}
	})

	t.Run("a stuck agent is nudged by vouch", func(t *testing.T) {
		os.Remove(runs)
		var nudged []int
		for i := 1; i <= 7; i++ {
			in := hooktest.Payload(t, "claude-code", "PostToolUseFailure.Bash-go-test-failed.json",
				map[string]any{"cwd": ws, "session_id": "stuck", "tool_use_id": fmt.Sprint("toolu_", i)})
			out := run(t, in, "claude")
			if out == "" {
				continue
			}
			nudged = append(nudged, i)
			if !strings.Contains(out, progress.NudgePrefix) || !strings.Contains(out, "`go test ./...` has now failed 3 times") {
				t.Errorf("call %d: reply %q", i, out)
			}
		}
		// Every third call, a window apart; vouch runs for those only,
		// told the call is already spooled.
		if fmt.Sprint(nudged) != "[3 6]" {
			t.Errorf("nudged after calls %v, want [3 6]", nudged)
		}
		if r := vouchRuns(); len(r) != 2 || !strings.Contains(r[0], "hook_claude_--spooled_") {
			t.Errorf("vouch runs: %v", r)
		}
		calls := recent(t, "claude-code", "stuck")
		if len(calls) != 7 || calls[0].Outcome != store.OutcomeFail || calls[0].CallID != "toolu_7" {
			t.Errorf("%d calls stored (want 7, each once), newest %+v", len(calls), calls[0])
		}
		st, _ := store.Open(context.Background(), db, nil)
		defer st.Close()
		if n, _ := st.NudgeCount(context.Background(), "claude-code", "stuck", progress.NudgeRepeatFailure); n != 2 {
			t.Errorf("%d nudges stored, want 2", n)
		}
	})

	t.Run("a protected file changed is put back without vouch", func(t *testing.T) {
		os.Remove(runs)
		pre := hooktest.ToolPayload(t, "claude-code", "PreToolUse.Bash.json", ws, "", map[string]any{"command": "ls"})
		if out := run(t, pre, "claude"); out != "" {
			t.Fatalf("PreToolUse: %q", out)
		}
		os.WriteFile(filepath.Join(ws, ".env"), []byte("TOKEN=stolen\n"), 0o644)
		in := hooktest.Payload(t, "claude-code", "PostToolUse.Bash.json", map[string]any{"cwd": ws, "session_id": "tripped"})
		out := run(t, in, "claude")
		if !strings.Contains(out, "[vouch tripwire]") || !strings.Contains(out, ".env modified, restored") {
			t.Errorf("reply %q", out)
		}
		if data, _ := os.ReadFile(filepath.Join(ws, ".env")); string(data) != hooktest.BaseFiles[".env"] {
			t.Errorf(".env is %q, want it restored", data)
		}
		if r := vouchRuns(); len(r) != 0 {
			t.Errorf("vouch ran: %v", r)
		}
		if calls := recent(t, "claude-code", "tripped"); len(calls) != 1 {
			t.Errorf("%d calls stored, want 1", len(calls))
		}
	})
}

// The tripwire through vouch-hook: an allowed PreToolUse makes sure a
// snapshot exists; a PostToolUse after a call that wrote .env puts it
// back, tells the agent and the user, and spools a veto, all without
// vouch; the reply is the one vouch gives for the same change.
func TestFastTripwire(t *testing.T) {
	type side struct{ ws, stateDir string }
	sides := [2]side{}
	for i := range sides {
		sides[i] = side{hooktest.Workspace(t, hooktest.BaseFiles), t.TempDir()}
	}
	getenv := func(s side) func(string) string {
		return func(k string) string {
			if k == "VOUCH_STATE_DIR" {
				return s.stateDir
			}
			return os.Getenv(k)
		}
	}
	pre := func(s side) []byte {
		return hooktest.ToolPayload(t, "claude-code", "PreToolUse.Bash.json", s.ws, "", map[string]any{"command": "echo x > notes.txt"})
	}
	post := func(s side) []byte {
		return hooktest.Payload(t, "claude-code", "PostToolUse.Bash.json", map[string]any{"cwd": s.ws,
			"tool_input": map[string]any{"command": "echo x > notes.txt"}})
	}
	vouch := sides[1]
	opts := &guard.Options{
		OpenStore: func(ctx context.Context) (*store.Store, error) {
			return store.Open(ctx, filepath.Join(vouch.stateDir, "vouch.db"), nil)
		},
		StateDir: vouch.stateDir,
	}
	// Snapshots: vouch-hook's on its side, vouch's on the other.
	if rep, ok := fast([]string{"claude"}, pre(sides[0]), getenv(sides[0])); !ok || len(rep.Stdout) != 0 {
		t.Fatalf("PreToolUse: %v %q", ok, rep.Stdout)
	}
	if _, err := os.Stat(filepath.Join(sides[0].stateDir, "tripwire")); err != nil {
		t.Fatalf("no snapshot after an allowed PreToolUse: %v", err)
	}
	if rep := guard.Respond(context.Background(), hook.Claude, pre(vouch), opts); len(rep.Stdout) != 0 {
		t.Fatalf("vouch's PreToolUse: %q", rep.Stdout)
	}
	for _, s := range sides {
		os.WriteFile(filepath.Join(s.ws, ".env"), []byte("TOKEN=stolen\n"), 0o644)
	}
	rep, ok := fast([]string{"claude"}, post(sides[0]), getenv(sides[0]))
	want := guard.Respond(context.Background(), hook.Claude, post(vouch), opts)
	if !ok {
		t.Fatal("PostToolUse with a change left to vouch")
	}
	if !bytes.Equal(rep.Stdout, want.Stdout) || rep.Stderr != want.Stderr || rep.Exit != want.Exit {
		t.Errorf("vouch-hook: %q %q %d\nvouch:      %q %q %d", rep.Stdout, rep.Stderr, rep.Exit, want.Stdout, want.Stderr, want.Exit)
	}
	if !strings.Contains(string(rep.Stdout), "[vouch tripwire]") || !strings.Contains(string(rep.Stdout), ".env modified, restored") {
		t.Errorf("reply %q", rep.Stdout)
	}
	for _, s := range sides {
		if data, _ := os.ReadFile(filepath.Join(s.ws, ".env")); string(data) != hooktest.BaseFiles[".env"] {
			t.Errorf(".env is %q, want it restored", data)
		}
	}
	st, err := store.Open(context.Background(), filepath.Join(sides[0].stateDir, "vouch.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	e, _ := hook.Parse(hook.Claude, post(sides[0]))
	v, _ := st.Vetoes(context.Background(), "claude-code", e.SessionID)
	calls, _ := st.RecentToolCalls(context.Background(), "claude-code", e.SessionID, 0)
	if len(v) != 1 || v[0].Reason != "tripwire: .env modified, restored" || len(calls) != 1 {
		t.Errorf("vetoes %+v, %d calls recorded", v, len(calls))
	}
}

// vouch-hook links no SQLite: that is what makes it fast.
func TestNoSQLite(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(strings.ToLower(p), "sqlite") || p == "github.com/vouchdev/vouch/store" || p == "database/sql" {
			t.Errorf("vouch-hook depends on %s", p)
		}
	}
}
