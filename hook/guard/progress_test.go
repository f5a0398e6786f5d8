package guard

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/store"
)

func TestObserveRealPayloads(t *testing.T) {
	t.Parallel()
	tests := []struct {
		agent    hook.Agent
		file     string
		kind     string
		outcome  string
		exit     string // "" unknown
		failures int
		change   bool
		content  bool
	}{
		{hook.Claude, "PostToolUse.Bash.json", "shell", "ok", "0", 0, false, false},
		{hook.Claude, "PostToolUseFailure.Bash-go-test-failed.json", "shell", "fail", "1", 1, false, false},
		{hook.Claude, "PostToolUse.Edit.json", "edit", "ok", "", 0, true, true},
		{hook.Claude, "PostToolUse.Write.json", "write", "ok", "", 0, true, true},
		{hook.Claude, "PostToolUse.Read.json", "read", "ok", "", 0, false, false},
		{hook.Codex, "PostToolUse.Bash-go-test-failed.json", "shell", "fail", "", 1, false, false},
		{hook.Codex, "PostToolUse.Bash-go-test-passed.json", "shell", "ok", "", 0, false, false},
		{hook.Codex, "PostToolUse.Bash-cat.json", "shell", "ok", "", 0, false, false},
		{hook.Codex, "PostToolUse.apply_patch.json", "edit", "ok", "0", 0, true, true},
	}
	for _, tt := range tests {
		ev, err := hook.Parse(tt.agent, payload(t, tt.agent, tt.file, nil))
		if err != nil {
			t.Fatal(err)
		}
		c := Observe(ev).Call
		exit := ""
		if c.ExitCode != nil {
			exit = fmt.Sprint(*c.ExitCode)
		}
		if c.Kind != tt.kind || c.Outcome != tt.outcome || exit != tt.exit || c.Failures != tt.failures ||
			c.FileChange != tt.change || (c.ContentHash != "") != tt.content || c.TargetHash == "" || c.CallID != ev.ToolUseID {
			t.Errorf("%s/%s: kind %s outcome %s exit %q failures %d change %v content %q; want %s %s %q %d %v %v",
				tt.agent, tt.file, c.Kind, c.Outcome, exit, c.Failures, c.FileChange, c.ContentHash,
				tt.kind, tt.outcome, tt.exit, tt.failures, tt.change, tt.content)
		}
	}
}

// Codex output headers carry exit codes; shell writes count as changes.
func TestObserveCodexText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cmd, out string
		outcome  string
		exit     string
		change   bool
	}{
		{"make", "Chunk ID: 1\nWall time: 0.1 seconds\nProcess exited with code 2\nOutput:\nboom\n", "fail", "2", false},
		{"ls", "Exit code: 0\nWall time: 0 seconds\nOutput:\nx\n", "ok", "0", false},
		{"sed -i s/a/b/ calc.go", "Exit code: 0\nOutput:\n", "ok", "0", true},
		{"echo hi > notes.txt", "", "ok", "", true},
		{"echo 'Exit code: 3 in a string'", "Exit code: 3 in a string\n", "ok", "", false},
	}
	for _, tt := range tests {
		ev := &hook.Event{Agent: hook.Codex, Name: hook.PostToolUse, SessionID: "s", ToolName: "Bash",
			ToolInput: []byte(fmt.Sprintf(`{"command":%q}`, tt.cmd)), ToolResponse: []byte(fmt.Sprintf("%q", tt.out))}
		c := Observe(ev).Call
		exit := ""
		if c.ExitCode != nil {
			exit = fmt.Sprint(*c.ExitCode)
		}
		if c.Outcome != tt.outcome || exit != tt.exit || c.FileChange != tt.change {
			t.Errorf("%q: outcome %s exit %q change %v; want %s %q %v", tt.cmd, c.Outcome, exit, c.FileChange, tt.outcome, tt.exit, tt.change)
		}
	}
}

// calls builds a newest-first history from an oldest-first script.
func calls(script ...store.ToolCall) []store.ToolCall {
	out := make([]store.ToolCall, len(script))
	for i, c := range script {
		out[len(script)-1-i] = c
	}
	return out
}

func TestDetect(t *testing.T) {
	t.Parallel()
	h := store.Hash
	test := func(failures int) store.ToolCall {
		c := store.ToolCall{Kind: "shell", TargetHash: h("go test ./..."), Outcome: "ok"}
		if failures > 0 {
			c.Outcome, c.Failures = "fail", failures
		}
		return c
	}
	edit := func(file, from, to string) store.ToolCall {
		return store.ToolCall{Kind: "edit", TargetHash: h(file), Outcome: "ok", FileChange: true, ContentHash: h(from) + ">" + h(to)}
	}
	read := store.ToolCall{Kind: "read", TargetHash: h("a.go"), Outcome: "ok"}
	failing := store.ToolCall{Kind: "shell", TargetHash: h("make"), Outcome: "fail"}
	many := func(c store.ToolCall, n int) []store.ToolCall {
		var out []store.ToolCall
		for range n {
			out = append(out, c)
		}
		return out
	}
	type detectCase struct {
		name   string
		recent []store.ToolCall
		want   string
	}
	tests := []detectCase{
		{"empty", nil, ""},
		{"one failure", calls(test(1)), ""},
		{"two failures", calls(test(1), test(1)), ""},
		{"three failures", calls(test(1), test(1), test(1)), NudgeRepeatFailure},
		{"three failures with reads", calls(test(1), read, test(1), read, test(1)), NudgeRepeatFailure},
		{"a pass in between", calls(test(1), test(1), test(0), test(1)), ""},
		{"failures of other commands", calls(failing, test(1), failing), ""},
		{"newest passes", calls(test(1), test(1), test(1), test(0)), ""},
		{"A to B then B to A", calls(edit("a.go", "x", "y"), read, edit("a.go", "y", "x")), NudgeOscillation},
		{"A to B then B to C", calls(edit("a.go", "x", "y"), edit("a.go", "y", "z")), ""},
		{"reversal in another file", calls(edit("a.go", "x", "y"), edit("b.go", "y", "x")), ""},
		{"failures not going down", calls(test(2), edit("a.go", "1", "2"), test(3), edit("a.go", "2", "3"), test(2)), NudgeRepeatFailure},
	}
	// failures not going down, each run a different command line
	noGain := calls(
		store.ToolCall{Kind: "shell", TargetHash: h("go test ./a"), Outcome: "fail", Failures: 2}, edit("a.go", "1", "2"),
		store.ToolCall{Kind: "shell", TargetHash: h("go test ./b"), Outcome: "fail", Failures: 3}, edit("a.go", "2", "3"),
		store.ToolCall{Kind: "shell", TargetHash: h("go test ./c"), Outcome: "fail", Failures: 2})
	gain := calls(
		store.ToolCall{Kind: "shell", TargetHash: h("go test ./a"), Outcome: "fail", Failures: 3}, edit("a.go", "1", "2"),
		store.ToolCall{Kind: "shell", TargetHash: h("go test ./b"), Outcome: "fail", Failures: 3}, edit("a.go", "2", "3"),
		store.ToolCall{Kind: "shell", TargetHash: h("go test ./c"), Outcome: "fail", Failures: 1})
	stall := calls(append([]store.ToolCall{failing}, many(read, 14)...)...)
	notStall := calls(append([]store.ToolCall{failing, edit("a.go", "1", "2")}, many(read, 13)...)...)
	reversalLongAgo := calls(append(append([]store.ToolCall{edit("a.go", "x", "y")}, many(read, 13)...), edit("a.go", "y", "x"))...)
	tests = append(tests,
		detectCase{"failures not going down (different commands)", noGain, NudgeNoTestGain},
		detectCase{"failures going down", gain, ""},
		detectCase{"15 calls without a change, one failing", stall, NudgeStall},
		detectCase{"15 calls with a change", notStall, ""},
		detectCase{"reversal beyond the window", reversalLongAgo, ""},
		detectCase{"15 reads, no failure", calls(many(read, 15)...), ""},
	)
	for _, tt := range tests {
		got := ""
		if s := Detect(tt.recent, 3); s != nil {
			got = s.Kind
			if s.Message == "" || s.Stored == "" {
				t.Errorf("%s: empty message", tt.name)
			}
		}
		if got != tt.want {
			t.Errorf("%s: Detect = %q, want %q", tt.name, got, tt.want)
		}
	}
}

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
					!strings.HasPrefix(ctx, NudgePrefix) || !strings.Contains(ctx, "`go test ./...` has now failed") {
					t.Errorf("call %d: nudge %+v", i, r.HSO)
				}
			}
			if fmt.Sprint(nudged) != "[3 6]" {
				t.Errorf("nudged after calls %v, want [3 6] (every 3rd call, at most 2)", nudged)
			}
			ev, _ := hook.Parse(c.agent, payload(t, c.agent, c.file, nil))
			st := e.store()
			ctx := context.Background()
			if n, _ := st.NudgeCount(ctx, string(c.agent), ev.SessionID, NudgeRepeatFailure); n != 2 {
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
