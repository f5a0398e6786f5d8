package guard

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/internal/tripwire"
)

// tripwireProject is a project with a .env (and vouch.yaml when yaml is
// not empty), and the payload fields that point the events at it.
func tripwireProject(t *testing.T, yaml string) (ws string, set map[string]any) {
	t.Helper()
	ws = testproj.Calc(t, "return a + b")
	if err := os.WriteFile(filepath.Join(ws, ".env"), []byte("SECRET=1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if yaml != "" {
		if err := os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte(yaml), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return ws, map[string]any{"cwd": ws, "transcript_path": abs(t, "transcripts/claude-code/honest.jsonl")}
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// A Bash call that overwrote .env: PostToolUse puts it back, tells the
// agent and the user, and records a veto.
func TestTripwirePostToolRestores(t *testing.T) {
	t.Parallel()
	for _, agent := range []hook.Agent{hook.Claude, hook.Codex} {
		t.Run(string(agent), func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ws, set := tripwireProject(t, "")
			if r := e.run(agent, payload(t, agent, "SessionStart.json", set)); !r.Empty {
				t.Fatalf("SessionStart: %+v", r)
			}
			// What `echo x > .env` does, past the pre-tool guard.
			os.WriteFile(filepath.Join(ws, ".env"), []byte("x\n"), 0o644)
			post := "PostToolUse.Bash.json"
			if agent == hook.Codex {
				post = "PostToolUse.Bash-cat.json"
			}
			r := e.run(agent, payload(t, agent, post, set))
			if got := readFile(t, filepath.Join(ws, ".env")); got != "SECRET=1\n" {
				t.Fatalf(".env is %q after PostToolUse, want it restored", got)
			}
			ctx := r.HSO.AdditionalContext
			for _, want := range []string{tripwire.MessagePrefix, ".env: modified", `rule ".env"`, "restored", "ask the user"} {
				if !strings.Contains(ctx, want) {
					t.Errorf("context lacks %q: %q", want, ctx)
				}
			}
			if !strings.Contains(r.SystemMessage, ".env modified, restored") {
				t.Errorf("systemMessage %q", r.SystemMessage)
			}
			ev, _ := hook.Parse(agent, payload(t, agent, post, set))
			vs, err := e.store().Vetoes(context.Background(), string(agent), ev.SessionID)
			if err != nil || len(vs) != 1 || !strings.Contains(vs[0].Reason, "tripwire: .env modified") {
				t.Errorf("vetoes %+v, %v; want the tripwire's", vs, err)
			}
			// The next call changed nothing: no word about it.
			if r := e.run(agent, payload(t, agent, post, set)); strings.Contains(r.HSO.AdditionalContext, tripwire.MessagePrefix) {
				t.Errorf("reported again: %+v", r)
			}
		})
	}
}

// In report mode the change stays; Stop blocks while it does, at most
// loop.max times in the turn, then lets the agent stop and tells the user.
func TestTripwireStopBlocksUnresolved(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws, set := tripwireProject(t, "protect:\n  on_change: report\nloop:\n  max: 2\n")
	e.run(hook.Claude, payload(t, hook.Claude, "SessionStart.json", set))
	os.WriteFile(filepath.Join(ws, ".env"), []byte("x\n"), 0o644)
	r := e.run(hook.Claude, payload(t, hook.Claude, "PostToolUse.Bash.json", set))
	if !strings.Contains(r.HSO.AdditionalContext, "not restored: protect.on_change is report") {
		t.Fatalf("PostToolUse context %q", r.HSO.AdditionalContext)
	}
	if got := readFile(t, filepath.Join(ws, ".env")); got != "x\n" {
		t.Fatalf("report mode changed .env to %q", got)
	}
	for i := 1; i <= 2; i++ {
		r = e.run(hook.Claude, payload(t, hook.Claude, "Stop.json", set))
		if r.Decision != "block" || !strings.Contains(r.Reason, ".env: modified") || !strings.Contains(r.Reason, "ask the user") {
			t.Fatalf("Stop %d: %+v, want a block naming .env", i, r)
		}
	}
	r = e.run(hook.Claude, payload(t, hook.Claude, "Stop.json", set))
	if r.Decision == "block" || !strings.Contains(r.SystemMessage, "escalating to you: protected paths are still changed") {
		t.Fatalf("Stop past loop.max: %+v, want it allowed with an escalation", r)
	}
	// Put back, the stop goes through to verification.
	os.WriteFile(filepath.Join(ws, ".env"), []byte("SECRET=1\n"), 0o600)
	e2 := newEnv(t)
	e2.opts.StateDir = e.opts.StateDir
	r = e2.run(hook.Claude, payload(t, hook.Claude, "Stop.json", set))
	if r.Decision == "block" || !strings.Contains(r.SystemMessage, "PERFECT") {
		t.Fatalf("Stop after the fix: %+v", r)
	}
}

// The user's own edit between turns is accepted at the next prompt, not
// put back.
func TestTripwireUserEditAccepted(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws, set := tripwireProject(t, "")
	e.run(hook.Claude, payload(t, hook.Claude, "SessionStart.json", set))
	os.WriteFile(filepath.Join(ws, ".env"), []byte("SECRET=rotated\n"), 0o600)
	if r := e.run(hook.Claude, payload(t, hook.Claude, "UserPromptSubmit.json", set)); !r.Empty {
		t.Fatalf("UserPromptSubmit: %+v", r)
	}
	r := e.run(hook.Claude, payload(t, hook.Claude, "PostToolUse.Bash.json", set))
	if strings.Contains(r.HSO.AdditionalContext, tripwire.MessagePrefix) {
		t.Fatalf("the user's edit was reported: %+v", r)
	}
	if got := readFile(t, filepath.Join(ws, ".env")); got != "SECRET=rotated\n" {
		t.Fatalf(".env is %q, want the user's edit", got)
	}
}

// An allowed PreToolUse takes the snapshot when the session's start was
// missed (vouch installed mid-session), so the call is still watched.
func TestTripwirePreToolEnsures(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws, set := tripwireProject(t, "")
	in := map[string]any{"command": "go test ./..."}
	set["tool_input"] = in
	if r := e.run(hook.Claude, payload(t, hook.Claude, "PreToolUse.Bash.json", set)); r.HSO.PermissionDecision == "deny" {
		t.Fatalf("PreToolUse: %+v", r)
	}
	os.Remove(filepath.Join(ws, ".env"))
	r := e.run(hook.Claude, payload(t, hook.Claude, "PostToolUse.Bash.json", set))
	if !strings.Contains(r.HSO.AdditionalContext, ".env: removed") {
		t.Fatalf("PostToolUse: %+v", r)
	}
	if got := readFile(t, filepath.Join(ws, ".env")); got != "SECRET=1\n" {
		t.Fatalf(".env is %q", got)
	}
}

// A tripwire that cannot run fails open with a warning the user sees.
func TestTripwireFailsOpen(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	_, set := tripwireProject(t, "")
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, nil, 0o600)
	e.opts.StateDir = blocker // a file: no directory can be made under it
	r := e.run(hook.Claude, payload(t, hook.Claude, "SessionStart.json", set))
	if r.Exit != 0 || !strings.Contains(r.SystemMessage, "vouch: warning: the tripwire") {
		t.Fatalf("SessionStart: %+v", r)
	}
	r = e.run(hook.Claude, payload(t, hook.Claude, "PostToolUse.Bash.json", set))
	if r.Exit != 0 || !strings.Contains(r.SystemMessage, "vouch: warning: the tripwire") {
		t.Fatalf("PostToolUse: %+v", r)
	}
}
