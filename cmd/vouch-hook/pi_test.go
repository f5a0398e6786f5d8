package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/store"
)

// piToolPayload is what vouch's Pi extension writes to `vouch-hook pi`:
// PreToolUse from Pi's tool_call event, PostToolUse from its tool_result
// event (resp is then the event's {content, isError}).
func piToolPayload(t *testing.T, event, ws, command string, resp map[string]any) []byte {
	t.Helper()
	p := map[string]any{"hook_event_name": event, "session_id": "019a0000-0000-7000-8000-0000000000p1",
		"transcript_path": filepath.Join(ws, "s.jsonl"), "cwd": ws, "tool_name": "bash",
		"tool_input": map[string]any{"command": command}, "tool_use_id": "call_" + command[:4]}
	if resp != nil {
		p["tool_response"] = resp
	}
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func piText(text string, isError bool) map[string]any {
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}, "isError": isError}
}

// A Pi tool result through vouch-hook pi: the tripwire puts back the
// protected path the call changed and says so in additionalContext (which
// the extension adds to the result the model reads), the veto and the
// calls are recorded for the session as agent pi, and a failed command is
// a failed call with its exit code.
func TestFastPiToolResult(t *testing.T) {
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	stateDir := t.TempDir()
	getenv := func(k string) string {
		if k == "VOUCH_STATE_DIR" {
			return stateDir
		}
		return os.Getenv(k)
	}
	if rep, ok := fast([]string{"pi"}, piToolPayload(t, "PreToolUse", ws, "echo x > notes.txt", nil), getenv); !ok || len(rep.Stdout) != 0 {
		t.Fatalf("PreToolUse: %v %q", ok, rep.Stdout)
	}
	os.WriteFile(filepath.Join(ws, ".env"), []byte("TOKEN=stolen\n"), 0o644)
	rep, ok := fast([]string{"pi"}, piToolPayload(t, "PostToolUse", ws, "echo x > notes.txt", piText("", false)), getenv)
	if !ok {
		t.Fatal("PostToolUse with a change left to vouch")
	}
	var out struct {
		SystemMessage string `json:"systemMessage"`
		HSO           struct {
			Event   string `json:"hookEventName"`
			Context string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(rep.Stdout, &out); err != nil || out.HSO.Event != "PostToolUse" ||
		!strings.Contains(out.HSO.Context, "[vouch tripwire]") || !strings.Contains(out.SystemMessage, ".env modified, restored") {
		t.Fatalf("reply %q: %v", rep.Stdout, err)
	}
	if data, _ := os.ReadFile(filepath.Join(ws, ".env")); string(data) != hooktest.BaseFiles[".env"] {
		t.Errorf(".env is %q, want it restored", data)
	}
	rep, ok = fast([]string{"pi"}, piToolPayload(t, "PostToolUse", ws, "go test ./...",
		piText("--- FAIL: TestAdd\nFAIL\n\nCommand exited with code 1", true)), getenv)
	if !ok || len(rep.Stdout) != 0 {
		t.Fatalf("failed bash: %v %q", ok, rep.Stdout)
	}

	st, err := store.Open(context.Background(), filepath.Join(stateDir, "vouch.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	sid := "019a0000-0000-7000-8000-0000000000p1"
	v, _ := st.Vetoes(context.Background(), "pi", sid)
	calls, _ := st.RecentToolCalls(context.Background(), "pi", sid, 0)
	if len(v) != 1 || v[0].Reason != "tripwire: .env modified, restored" || len(calls) != 2 {
		t.Fatalf("vetoes %+v, calls %+v", v, calls)
	}
	var failed bool
	for _, c := range calls {
		if c.Tool == "Bash" && c.ExitCode != nil && *c.ExitCode == 1 && c.Outcome == "fail" {
			failed = true
		}
	}
	if !failed {
		t.Errorf("the failed go test is not a failed call: %+v", calls)
	}
}
