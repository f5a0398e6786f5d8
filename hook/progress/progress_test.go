package progress

import (
	"fmt"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/policy"
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
		ev, err := hook.Parse(tt.agent, hooktest.Payload(t, string(tt.agent), tt.file, nil))
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
func calls(script ...state.Call) []state.Call {
	out := make([]state.Call, len(script))
	for i, c := range script {
		out[len(script)-1-i] = c
	}
	return out
}

func TestDetect(t *testing.T) {
	t.Parallel()
	h := state.Hash
	test := func(failures int) state.Call {
		c := state.Call{Kind: "shell", TargetHash: h("go test ./..."), Outcome: "ok"}
		if failures > 0 {
			c.Outcome, c.Failures = "fail", failures
		}
		return c
	}
	edit := func(file, from, to string) state.Call {
		return state.Call{Kind: "edit", TargetHash: h(file), Outcome: "ok", FileChange: true, ContentHash: h(from) + ">" + h(to)}
	}
	read := state.Call{Kind: "read", TargetHash: h("a.go"), Outcome: "ok"}
	failing := state.Call{Kind: "shell", TargetHash: h("make"), Outcome: "fail"}
	many := func(c state.Call, n int) []state.Call {
		var out []state.Call
		for range n {
			out = append(out, c)
		}
		return out
	}
	type detectCase struct {
		name   string
		recent []state.Call
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
		state.Call{Kind: "shell", TargetHash: h("go test ./a"), Outcome: "fail", Failures: 2}, edit("a.go", "1", "2"),
		state.Call{Kind: "shell", TargetHash: h("go test ./b"), Outcome: "fail", Failures: 3}, edit("a.go", "2", "3"),
		state.Call{Kind: "shell", TargetHash: h("go test ./c"), Outcome: "fail", Failures: 2})
	gain := calls(
		state.Call{Kind: "shell", TargetHash: h("go test ./a"), Outcome: "fail", Failures: 3}, edit("a.go", "1", "2"),
		state.Call{Kind: "shell", TargetHash: h("go test ./b"), Outcome: "fail", Failures: 3}, edit("a.go", "2", "3"),
		state.Call{Kind: "shell", TargetHash: h("go test ./c"), Outcome: "fail", Failures: 1})
	stall := calls(append([]state.Call{failing}, many(read, 14)...)...)
	notStall := calls(append([]state.Call{failing, edit("a.go", "1", "2")}, many(read, 13)...)...)
	reversalLongAgo := calls(append(append([]state.Call{edit("a.go", "x", "y")}, many(read, 13)...), edit("a.go", "y", "x"))...)
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

// MayNudge refuses only what the store would refuse: the cap, a nudge
// less than a window of calls ago, a kind within its cooldown.
func TestMayNudge(t *testing.T) {
	t.Parallel()
	now := time.UnixMilli(1_700_000_100_000)
	p := func(since int, marks ...state.NudgeMark) *state.Progress {
		return &state.Progress{SinceNudge: since, Nudges: marks}
	}
	mark := func(kind string, ago time.Duration) state.NudgeMark {
		return state.NudgeMark{Kind: kind, At: now.Add(-ago).UnixMilli()}
	}
	n := policy.Nudge{MaxPerSession: 2, Cooldown: time.Minute}
	for _, tc := range []struct {
		name string
		p    *state.Progress
		kind string
		n    policy.Nudge
		want bool
	}{
		{"no nudge yet", p(3), NudgeStall, n, true},
		{"cap reached", p(20, mark(NudgeStall, time.Hour), mark(NudgeOscillation, time.Hour)), NudgeStall, n, false},
		{"default cap not reached", p(20, mark(NudgeStall, time.Hour), mark(NudgeOscillation, time.Hour)), NudgeStall, policy.Nudge{}, true},
		{"two calls after the last", p(2, mark(NudgeOscillation, time.Hour)), NudgeStall, n, false},
		{"a window after the last", p(3, mark(NudgeOscillation, time.Hour)), NudgeStall, n, true},
		{"same kind within the cooldown", p(10, mark(NudgeStall, 30*time.Second)), NudgeStall, n, false},
		{"other kind within the cooldown", p(10, mark(NudgeOscillation, 30*time.Second)), NudgeStall, n, true},
		{"same kind after the cooldown", p(10, mark(NudgeStall, 2*time.Minute)), NudgeStall, n, true},
	} {
		if got := MayNudge(tc.p, tc.kind, tc.n, now); got != tc.want {
			t.Errorf("%s: MayNudge = %v, want %v", tc.name, got, tc.want)
		}
	}
}
