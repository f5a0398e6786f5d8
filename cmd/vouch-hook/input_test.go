package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/guard"
	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/store"
)

// Bad tool input and a session in a subfolder, through vouch-hook's fast
// path and vouch's guard: the same answer, in the configured direction,
// with the root's vouch.yaml.
func TestFastInput(t *testing.T) {
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	hooktest.Config(t, ws, policyYAML) // protects secrets/**
	sub := filepath.Join(ws, "sub")
	payload := func(cwd, file, name string, input any) []byte {
		set := map[string]any{"cwd": cwd, "tool_input": input}
		if name != "" {
			set["tool_name"] = name
		}
		return hooktest.Payload(t, "claude-code", file, set)
	}
	tests := []struct {
		name string
		in   []byte
		args []string
		// want is in the reply; deny: the reply denies and a veto is
		// spooled.
		want string
		deny bool
	}{
		{"command array", payload(ws, "PreToolUse.Bash.json", "", map[string]any{"command": []any{"ls"}}), []string{"claude"},
			`"systemMessage":"vouch: warning: malformed hook input: command of Bash is an array, expected a string`, false},
		{"command array, block", payload(ws, "PreToolUse.Bash.json", "", map[string]any{"command": []any{"ls"}}), []string{"claude", "--on-error", "block"},
			"loop.on_error is block", true},
		{"command number, block=", payload(ws, "PreToolUse.Bash.json", "", map[string]any{"command": 1}), []string{"claude", "--on-error=block"},
			"command of Bash is a number", true},
		{"command array naming .env", payload(ws, "PreToolUse.Bash.json", "", map[string]any{"command": []any{"sh", "-c", "echo > .env"}}), []string{"claude"},
			".env is protected", true},
		{"tool_input not an object", payload(ws, "PreToolUse.Bash.json", "", []any{"rm", ".env"}), []string{"claude"},
			"tool_input of Bash is an array, expected a JSON object", false},
		{"unknown tool with a path", payload(ws, "PreToolUse.Read.json", "mcp__fs__edit_file", map[string]any{"path": filepath.Join(ws, ".env")}), []string{"claude"},
			".env is protected", true},
		{"subfolder ../.env", payload(sub, "PreToolUse.Bash.json", "", map[string]any{"command": "echo x > ../.env"}), []string{"claude"},
			".env is protected", true},
		{"subfolder root vouch.yaml", payload(sub, "PreToolUse.Bash.json", "", map[string]any{"command": "rm -rf ../secrets"}), []string{"claude"},
			`rule \"secrets/**\"`, true},
		{"subfolder root deny rule", payload(sub, "PreToolUse.Bash.json", "", map[string]any{"command": "git push --force"}), []string{"claude"},
			"no force pushes", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stateDir := t.TempDir()
			getenv := func(k string) string { return map[string]string{"VOUCH_STATE_DIR": stateDir}[k] }
			rep, ok := fast(tc.args, tc.in, getenv)
			if !ok {
				t.Fatal("left to vouch")
			}
			if !strings.Contains(string(rep.Stdout), tc.want) {
				t.Fatalf("reply %s lacks %s", rep.Stdout, tc.want)
			}
			if denied := strings.Contains(string(rep.Stdout), `"permissionDecision":"deny"`); denied != tc.deny {
				t.Fatalf("denied = %v, want %v: %s", denied, tc.deny, rep.Stdout)
			}
			// The denial reaches the store (spooled, moved in by Open).
			db, _ := state.DB(getenv)
			agent, _ := hook.ParseAgent(tc.args[0])
			e, _ := hook.Parse(agent, tc.in)
			st, err := store.Open(context.Background(), db, nil)
			if err != nil {
				t.Fatal(err)
			}
			vetoes, err := st.Vetoes(context.Background(), string(agent), e.SessionID)
			st.Close()
			if err != nil || (len(vetoes) == 1) != tc.deny {
				t.Errorf("recorded %d vetoes (%v), want a veto: %v", len(vetoes), err, tc.deny)
			}
			// vouch answers the same.
			onError := ""
			if len(tc.args) > 1 {
				onError = strings.TrimPrefix(tc.args[len(tc.args)-1], "--on-error=")
			}
			vdb := filepath.Join(t.TempDir(), "vouch.db")
			want := guard.Respond(context.Background(), hook.Claude, tc.in, &guard.Options{OnError: onError,
				OpenStore: func(ctx context.Context) (*store.Store, error) { return store.Open(ctx, vdb, nil) }})
			if !bytes.Equal(rep.Stdout, want.Stdout) || rep.Exit != want.Exit {
				t.Errorf("vouch-hook %s\nvouch      %s", rep.Stdout, want.Stdout)
			}
		})
	}
}
