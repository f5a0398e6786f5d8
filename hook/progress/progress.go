// Package progress tells when an agent is stuck, from its tool calls
// alone: Observe reduces a PostToolUse payload to a call record
// (state.Call: hashes, outcome, failing tests, file changes), Detect reads
// a session's recent calls and names the pattern the newest one completes
// (a command failing again and again, edits going back and forth, test
// runs not improving, many calls changing nothing), and Nudge words the
// message the agent is sent.
//
// In DESIGN.md's data flow it sits in the hook box, between the payload
// (package hook) and the state: cmd/vouch-hook runs it on every
// PostToolUse with the session's calls from internal/state, without
// SQLite; the live guard (hook/guard) runs it on the calls in the store
// when a nudge is due, and keeps the nudge count and cooldown there.
package progress

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/internal/applypatch"
	"github.com/vouchdev/vouch/internal/shell"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/transcript"
)

// Nudge kinds, as stored and counted by the store.
const (
	NudgeRepeatFailure = "repeat-failure" // the same command failed Window times in a row
	NudgeOscillation   = "oscillation"    // an edit undid an earlier edit of the same file
	NudgeNoTestGain    = "no-test-progress"
	NudgeStall         = "stall" // many calls, no file changed, failures among them
)

// NudgePrefix opens every nudge, so the model knows who speaks.
const NudgePrefix = "[vouch progress check] "

// StallFactor times the window is how many calls without a file change
// count as a stall.
const StallFactor = 5

// Keep is how many of a session's newest calls Detect needs for a window
// (nudge.window): the stall's StallFactor×window and the newest call.
func Keep(window int) int { return StallFactor*window + 1 }

// Window is nudge.window with its default.
func Window(n policy.Nudge) int {
	if n.Window <= 0 {
		return policy.DefaultNudgeWindow
	}
	return n.Window
}

// MaxPerSession is nudge.max_per_session with its default.
func MaxPerSession(n policy.Nudge) int {
	if n.MaxPerSession <= 0 {
		return policy.DefaultNudgesSession
	}
	return n.MaxPerSession
}

// MayNudge reports whether a nudge of kind may still be sent now, as far
// as the session's Progress knows: false when it surely may not (as many
// nudges as nudge.max_per_session already, the last one less than a window
// of calls ago, the last of its kind within nudge.cooldown). The marks are
// a lower bound of the nudges in the store, so a true still has to be
// confirmed there (the guard's TryNudge); a false never needs to be.
func MayNudge(p *state.Progress, kind string, n policy.Nudge, now time.Time) bool {
	if len(p.Nudges) == 0 {
		return true
	}
	if len(p.Nudges) >= MaxPerSession(n) {
		return false
	}
	if p.SinceNudge < Window(n) {
		return false
	}
	if n.Cooldown > 0 {
		for i := len(p.Nudges) - 1; i >= 0; i-- {
			if m := p.Nudges[i]; m.Kind == kind {
				return now.UnixMilli()-m.At >= n.Cooldown.Milliseconds()
			}
		}
	}
	return true
}

// Nudge is the message sent to the agent for sig, the newest call being
// obs: a repeated failure names its command.
func Nudge(sig *Signal, obs Observation) string {
	msg := sig.Message
	if sig.Kind == NudgeRepeatFailure && obs.Command != "" {
		msg = strings.Replace(msg, "The same command", "`"+clipLine(obs.Command, 200)+"`", 1)
	}
	return NudgePrefix + msg
}

// Observation is what Observe makes of a PostToolUse payload.
type Observation struct {
	// Call is the record to keep (agent, session, turn and time left
	// empty).
	Call state.Call
	// Command is the shell command line ("" for other tools); it is not
	// stored, only its hash.
	Command string
	// Output is the text of the tool's result as the hook saw it.
	Output string
}

// exitHeader finds the status line of a command's output ("Exit code 1",
// "Exit code: 1", "Process exited with code 1") and returns its number as
// written: what the regular expression
//
//	(?m)^(?:Exit code:?|Process exited with code)\s+(-?\d+)\s*$
//
// captures in its leftmost match (TestExitHeader and FuzzExitHeader hold
// the two to the same answer). It is written out because it runs on every
// PostToolUse of a command, in a new process each time, where compiling
// the expression and the backtracker's first 32 KiB cost more than the
// rest of the observation.
func exitHeader(s string) (num string, ok bool) {
	for start := 0; start <= len(s); {
		if num, ok := exitAt(s[start:]); ok {
			return num, true
		}
		i := strings.IndexByte(s[start:], '\n')
		if i < 0 {
			break
		}
		start += i + 1
	}
	return "", false
}

// exitAt matches the expression's body at the start of s.
func exitAt(s string) (string, bool) {
	var rest string
	switch {
	case strings.HasPrefix(s, "Exit code:") && len(s) > 10 && isSpace(s[10]):
		rest = s[10:]
	case strings.HasPrefix(s, "Exit code"):
		rest = s[9:]
	case strings.HasPrefix(s, "Process exited with code"):
		rest = s[24:]
	default:
		return "", false
	}
	i := 0
	for i < len(rest) && isSpace(rest[i]) {
		i++
	}
	if i == 0 {
		return "", false
	}
	start := i
	if i < len(rest) && rest[i] == '-' {
		i++
	}
	digits := i
	for i < len(rest) && '0' <= rest[i] && rest[i] <= '9' {
		i++
	}
	if i == digits {
		return "", false
	}
	num := rest[start:i]
	// \s*$: white space up to a line's end or the text's.
	for ; i < len(rest); i++ {
		if rest[i] == '\n' {
			return num, true
		}
		if !isSpace(rest[i]) {
			return "", false
		}
	}
	return num, true
}

// isSpace is RE2's \s: [\t\n\f\r ].
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// Observe reduces a PostToolUse or PostToolUseFailure payload to a tool-call
// record: canonical kind, hash of the command or path, outcome, exit code
// when known, failing tests counted in the output, whether a file changed,
// and for edits a hash of the change (before>after) that tells when a later
// edit undoes it.
//
// Exit codes: Claude Code reports a failing Bash call as PostToolUseFailure
// with error "Exit code N\n…" and a passing one as PostToolUse (exit 0);
// Codex reports both as PostToolUse with the output text only, which may
// carry "Exit code: N" or "Process exited with code N" headers. A test run
// whose output shows failing tests is a failure even without an exit code.
func Observe(e *hook.Event) Observation {
	tc := e.Tool
	if tc == nil {
		tc = hook.NormalizeTool(e.Agent, e.ToolName, e.ToolInput, e.Cwd)
	}
	c := state.Call{CallID: e.ToolUseID, Tool: e.ToolName, Kind: string(tc.Kind), Outcome: state.OutcomeOK}
	if c.Tool == "" {
		c.Tool = "unknown"
	}
	o := Observation{Command: tc.Command}
	switch {
	case tc.Kind == transcript.ToolShell:
		c.TargetHash = state.Hash(squash(tc.Command))
	case len(tc.Paths) > 0:
		c.TargetHash = state.Hash(tc.Paths[0])
	default:
		c.TargetHash = state.Hash(e.ToolName + "\x00" + string(e.ToolInput))
	}

	resp, obj := responseText(e.ToolResponse)
	o.Output = resp
	if e.Name == hook.PostToolUseFailure {
		o.Output = e.Error
		c.Outcome = state.OutcomeError
	}
	// Exit codes are in a header: Codex's lines before "Output:", Claude
	// Code's first line of error. The output itself may say anything.
	head := o.Output
	if i := strings.Index(head, "\nOutput:"); i >= 0 && i < 4096 {
		head = head[:i]
	} else if i := strings.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	if num, ok := exitHeader(head); ok {
		if n, err := strconv.Atoi(num); err == nil {
			c.ExitCode = &n
		}
	} else if tc.Kind == transcript.ToolShell && e.Name == hook.PostToolUse && e.Agent == hook.Claude {
		if !boolField(obj, "interrupted") {
			zero := 0
			c.ExitCode = &zero
		}
	}
	if c.ExitCode != nil && *c.ExitCode != 0 {
		c.Outcome = state.OutcomeFail
	}
	if tc.Kind == transcript.ToolShell {
		if parser, kind := gate.InferParser(tc.Command); kind == gate.KindTest {
			sum := gate.ParseTestOutput(parser, []byte(o.Output))
			if sum.Recognized {
				c.Failures = sum.Failed + sum.Errors
				if c.Failures > 0 && c.Outcome != state.OutcomeFail {
					c.Outcome = state.OutcomeFail
				}
			}
		}
	}
	ok := c.Outcome == state.OutcomeOK
	switch tc.Kind {
	case transcript.ToolEdit, transcript.ToolWrite:
		c.FileChange = ok
		if before, after, found := editDelta(e, obj); found && ok {
			c.ContentHash = state.Hash(before) + ">" + state.Hash(after)
		}
	case transcript.ToolShell:
		if ok {
			if ws, parsed := shell.Writes(tc.Command); len(ws) > 0 || !parsed { // not parsed: may have written (xargs rm)
				c.FileChange = true
			}
		}
	}
	o.Call = c
	return o
}

// responseText is a tool_response as text: Codex's string, Claude Code's
// Bash {stdout, stderr}, or the raw JSON of anything else. obj is the
// decoded object when it is one.
func responseText(raw json.RawMessage) (string, map[string]any) {
	if len(raw) == 0 {
		return "", nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, nil
	}
	var obj map[string]any
	if json.Unmarshal(raw, &obj) == nil {
		out, _ := obj["stdout"].(string)
		errOut, _ := obj["stderr"].(string)
		if out != "" || errOut != "" {
			return strings.TrimRight(out+"\n"+errOut, "\n"), obj
		}
		return string(raw), obj
	}
	return string(raw), nil
}

func boolField(obj map[string]any, k string) bool {
	b, _ := obj[k].(bool)
	return b
}

// editDelta returns what an edit replaced and by what: Claude Code's Edit
// old/new strings (MultiEdit's joined), Write's original file and content,
// Codex apply_patch's old and new lines.
func editDelta(e *hook.Event, resp map[string]any) (before, after string, ok bool) {
	var in map[string]any
	if json.Unmarshal(e.ToolInput, &in) != nil {
		return "", "", false
	}
	str := func(m map[string]any, k string) string { s, _ := m[k].(string); return s }
	switch e.ToolName {
	case "Edit":
		return str(in, "old_string"), str(in, "new_string"), true
	case "MultiEdit":
		edits, _ := in["edits"].([]any)
		var b, a strings.Builder
		for _, x := range edits {
			m, _ := x.(map[string]any)
			b.WriteString(str(m, "old_string") + "\x00")
			a.WriteString(str(m, "new_string") + "\x00")
		}
		return b.String(), a.String(), len(edits) > 0
	case "Write":
		return str(resp, "originalFile"), str(in, "content"), true
	case "apply_patch":
		text := str(in, "command")
		if text == "" {
			text = str(in, "input")
		}
		p, err := applypatch.Parse(text)
		if err != nil {
			return "", "", false
		}
		var b, a strings.Builder
		for _, h := range p.Hunks {
			b.WriteString(h.Path + "\x00")
			a.WriteString(h.Path + "\x00")
			switch h.Op {
			case applypatch.Add:
				a.WriteString(h.Contents)
			case applypatch.Delete:
				b.WriteString("\x01deleted")
			default:
				for _, c := range h.Chunks {
					b.WriteString(strings.Join(c.OldLines, "\n") + "\x00")
					a.WriteString(strings.Join(c.NewLines, "\n") + "\x00")
				}
			}
		}
		return b.String(), a.String(), len(p.Hunks) > 0
	}
	return "", "", false
}

// Signal is a progress problem found in the recent tool calls.
type Signal struct {
	Kind    string // one of the Nudge kinds
	Message string // for the model
	Stored  string // for the store: no command lines or paths
}

// Detect looks at a session's recent tool calls, newest first (the
// store's RecentToolCalls, or a state.Progress), at least Keep(window) of
// them when the session has that many, and returns the progress problem the newest
// call completes, or nil. window is nudge.window (seed 003's progress
// window): how many repetitions make a pattern.
//
//   - repeat-failure: the newest call is a failing command that failed
//     window times in a row (no success of it in between).
//   - oscillation: the newest edit reverses an earlier edit of the same
//     file among the last 4×window calls (A→B, then B→A).
//   - no-test-progress: the newest call is the window-th failing test run
//     in a row, files changed in between, and the failure count did not go
//     down from the first of them to the newest.
//   - stall: 5×window calls without changing a file, some of them failing.
func Detect(recent []state.Call, window int) *Signal {
	if len(recent) == 0 || window <= 0 {
		return nil
	}
	c0 := recent[0]
	failed := func(c state.Call) bool { return c.Outcome == state.OutcomeFail || c.Outcome == state.OutcomeError }

	if c0.Kind == string(transcript.ToolShell) && failed(c0) {
		n, edits := 0, false
		for _, c := range recent {
			if c.TargetHash == c0.TargetHash && c.Kind == c0.Kind {
				if !failed(c) {
					break
				}
				n++
				if n >= window {
					break
				}
			} else if c.FileChange {
				edits = true
			}
		}
		if n >= window {
			msg := fmt.Sprintf("The same command has now failed %d times in a row. Running it again unchanged will not give a different result: read its output, find the cause, change the code or the approach, then run it.", n)
			if edits {
				msg = fmt.Sprintf("The same command has now failed %d times in a row despite your edits in between. Step back: read the first error in its output again and check your assumption about the cause before the next edit.", n)
			}
			return &Signal{Kind: NudgeRepeatFailure, Message: msg, Stored: fmt.Sprintf("command failed %d times in a row", n)}
		}
	}

	if c0.ContentHash != "" {
		before, after, ok := strings.Cut(c0.ContentHash, ">")
		if ok && before != after {
			for i, c := range recent[1:] {
				if i >= 4*window {
					break
				}
				if c.TargetHash == c0.TargetHash && c.ContentHash == after+">"+before {
					return &Signal{Kind: NudgeOscillation,
						Message: "This edit undoes an earlier edit of the same file: you are going back and forth between two versions. Stop and work out which one is right (read the failing output and the code around it) before editing again.",
						Stored:  "edit undid an earlier edit of the same file"}
				}
			}
		}
	}

	if c0.Failures > 0 {
		var runs []state.Call
		edits := false
		for _, c := range recent {
			if len(runs) >= window {
				break
			}
			if c.Failures > 0 {
				runs = append(runs, c)
				continue
			}
			if c.FileChange {
				edits = true
			}
			if c.Kind == string(transcript.ToolShell) && c.Outcome == state.OutcomeOK && sameTarget(runs, c) {
				break // a passing run of the same tests ends the streak
			}
		}
		if len(runs) >= window && edits && runs[0].Failures >= runs[len(runs)-1].Failures {
			counts := make([]string, len(runs))
			for i, r := range runs {
				counts[len(runs)-1-i] = strconv.Itoa(r.Failures)
			}
			return &Signal{Kind: NudgeNoTestGain,
				Message: fmt.Sprintf("Your last %d test runs still fail (%s failures): the edits are not reducing the failures. Step back: re-read the first failure, question your assumption about its cause, and try a different approach.", len(runs), strings.Join(counts, " → ")),
				Stored:  fmt.Sprintf("failures over %d test runs: %s", len(runs), strings.Join(counts, " → "))}
		}
	}

	if !c0.FileChange && len(recent) >= StallFactor*window {
		fails := 0
		for _, c := range recent[:StallFactor*window] {
			if c.FileChange {
				return nil
			}
			if failed(c) {
				fails++
			}
		}
		if fails > 0 {
			n := StallFactor * window
			return &Signal{Kind: NudgeStall,
				Message: fmt.Sprintf("%d tool calls without changing any file, with failures among them. If you are stuck, say what blocks you, or try a different angle instead of repeating lookups and runs.", n),
				Stored:  fmt.Sprintf("%d calls without a file change", n)}
		}
	}
	return nil
}

func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

func sameTarget(runs []state.Call, c state.Call) bool {
	for _, r := range runs {
		if r.TargetHash == c.TargetHash {
			return true
		}
	}
	return false
}

func clipLine(s string, n int) string {
	s = squash(s)
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && (s[cut]&0xC0) == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
