package guard

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/progress"
	"github.com/vouchdev/vouch/store"
)

// The same failing command three times brings a nudge (additionalContext);
// nudges are spaced by a window of calls and capped per session.
func TestNudgeRepeatedFailure(t *testing.T) {
	t.Parallel()
	cases := []struct {
		agent hook.Agent
		file  string
	}{
		{hook.Codex, "PostToolUse.Bash-go-test-failed.json"},
		{hook.Claude, "PostToolUseFailure.Bash-go-test-failed.json"},
	}
	for _, c := range cases {
		t.Run(string(c.agent), func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ws := t.TempDir()
			os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte("nudge:\n  max_per_session: 2\n"), 0o644)
			var nudged []int
			for i := 1; i <= 12; i++ {
				r := e.run(c.agent, payload(t, c.agent, c.file, map[string]any{"cwd": ws, "tool_use_id": fmt.Sprintf("call_%d", i)}))
				if r.Exit != 0 || r.Stderr != "" || r.Decision != "" {
					t.Fatalf("call %d: %+v", i, r)
				}
				if r.Empty {
					continue
				}
				nudged = append(nudged, i)
				ctx := r.HSO.AdditionalContext
				if r.HSO.HookEventName != map[hook.Agent]string{hook.Codex: hook.PostToolUse, hook.Claude: hook.PostToolUseFailure}[c.agent] ||
					!strings.HasPrefix(ctx, progress.NudgePrefix) || !strings.Contains(ctx, "`go test ./...` has now failed") {
					t.Errorf("call %d: nudge %+v", i, r.HSO)
				}
			}
			if fmt.Sprint(nudged) != "[3 6]" {
				t.Errorf("nudged after calls %v, want [3 6] (every 3rd call, at most 2)", nudged)
			}
			ev, _ := hook.Parse(c.agent, payload(t, c.agent, c.file, nil))
			st := e.store()
			ctx := context.Background()
			if n, _ := st.NudgeCount(ctx, string(c.agent), ev.SessionID, progress.NudgeRepeatFailure); n != 2 {
				t.Errorf("%d nudges stored, want 2", n)
			}
			recent, _ := st.RecentToolCalls(ctx, string(c.agent), ev.SessionID, 0)
			if len(recent) != 12 || recent[0].Outcome != store.OutcomeFail || recent[0].Failures != 1 {
				t.Errorf("%d calls recorded, newest %+v", len(recent), recent[0])
			}
		})
	}
}

func TestNudgeOff(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte("nudge:\n  off: true\n"), 0o644)
	for i := 1; i <= 6; i++ {
		r := e.run(hook.Codex, payload(t, hook.Codex, "PostToolUse.Bash-go-test-failed.json", map[string]any{"cwd": ws, "tool_use_id": fmt.Sprint(i)}))
		if !r.Empty {
			t.Fatalf("call %d: %+v", i, r)
		}
	}
}

// Edits going back and forth on the same file (Codex apply_patch, then
// its reverse) bring an oscillation nudge.
func TestNudgeOscillation(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	fwd := "*** Begin Patch\n*** Update File: calc/calc.go\n@@\n func Add(a, b int) int {\n-\treturn a - b\n+\treturn a + b\n }\n*** End Patch\n"
	back := "*** Begin Patch\n*** Update File: calc/calc.go\n@@\n func Add(a, b int) int {\n-\treturn a + b\n+\treturn a - b\n }\n*** End Patch\n"
	ok := "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\nM calc/calc.go\n"
	var got []string
	for i, p := range []string{fwd, back} {
		r := e.run(hook.Codex, payload(t, hook.Codex, "PostToolUse.apply_patch.json", map[string]any{
			"tool_input": map[string]any{"command": p}, "tool_response": ok, "tool_use_id": fmt.Sprint(i)}))
		got = append(got, r.HSO.AdditionalContext)
	}
	if got[0] != "" || !strings.Contains(got[1], "undoes an earlier edit") {
		t.Errorf("nudges %q", got)
	}
}
