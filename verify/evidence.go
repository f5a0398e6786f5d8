package verify

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/vouchdev/vouch/transcript"
)

// Run is one oracle command the agent ran in the session, with its outcome.
type Run struct {
	Call   *transcript.Event // the tool call
	Result *transcript.Event // its result; nil when none was recorded
	Cmd    Command
	// Exit is the command's exit code when the transcript recorded one.
	Exit *int
	// Outcome is the parsed output (counts, failing tests), when the
	// output was recognised.
	Outcome TestOutcome
	// InTurn is set for runs inside the verified turn.
	InTurn bool
}

// TestOutcome is what a test runner's output says.
type TestOutcome struct {
	Recognized bool
	Passed     int
	Failed     int
	Skipped    int
	Failing    []string // failing test names
}

// Passed reports whether the run succeeded: exit code 0 (or no error and a
// recognised output without failures), and false when it failed; ok=false
// when the transcript cannot tell.
func (r *Run) Passed() (passed, ok bool) {
	if r.Result == nil {
		return false, false
	}
	if r.Exit != nil {
		if *r.Exit != 0 {
			return false, true
		}
		if r.Outcome.Recognized && r.Outcome.Failed > 0 {
			return false, true // a pipe hid the exit code
		}
		return true, true
	}
	if r.Result.Result != nil && r.Result.Result.IsError {
		return false, true
	}
	if r.Outcome.Recognized {
		return r.Outcome.Failed == 0, true
	}
	return false, false
}

// Ref is the event reference used in evidence: "event N".
func (r *Run) Ref() string { return eventRef(r.Call) }

// Edit is one change to a file made by a tool call in the session.
type Edit struct {
	Event *transcript.Event
	Path  string // workspace-relative when the file is inside it
	Op    string // "create", "modify", "delete", "write" (whole content, new or not)
	// Before and After are the replaced and the new text of an in-place
	// edit (Edit/MultiEdit/str_replace, one hunk of a patch); After alone is
	// a whole file written.
	Before, After string
	InTurn        bool
	Shell         bool // made by a shell command (sed -i, redirect, rm, …)
}

// Evidence is what a session's transcript shows up to the end of the
// verified turn.
type Evidence struct {
	Session *transcript.Session
	Turn    transcript.Turn
	Runs    []*Run
	Edits   []*Edit
	// Reads maps a workspace-relative path to the last content the agent
	// read in full (used to diff test files without a git baseline).
	Reads map[string]string
	// Denied lists tool calls that were refused (by a hook or the user).
	Denied []*transcript.Event
	cwd    string
}

// Gather collects the evidence for turn of s. Runs and edits from earlier
// turns are kept (the last passing run may predate the turn) and marked
// InTurn=false.
func Gather(s *transcript.Session, turn transcript.Turn) *Evidence {
	ev := &Evidence{Session: s, Turn: turn, Reads: map[string]string{}, cwd: s.Cwd}
	if len(turn.Events) == 0 {
		return ev
	}
	first, last := turn.Events[0].Index, turn.Events[len(turn.Events)-1].Index
	calls := map[string]*Run{}
	callEv := map[string]*transcript.Event{}
	for _, e := range s.Events {
		if e.Index > last {
			break
		}
		inTurn := e.Index >= first
		switch e.Kind {
		case transcript.KindToolCall:
			if e.Tool == nil {
				continue
			}
			if e.Tool.ID != "" {
				callEv[e.Tool.ID] = e
			}
			switch e.Tool.Kind {
			case transcript.ToolShell:
				for _, c := range ClassifyCommand(e.Tool.Command) {
					r := &Run{Call: e, Cmd: c, InTurn: inTurn}
					ev.Runs = append(ev.Runs, r)
					if e.Tool.ID != "" {
						calls[e.Tool.ID] = r
					}
				}
				if ws, ok := ShellWrites(e.Tool.Command); ok {
					for _, w := range ws {
						op := "modify"
						if w.How == "rm" {
							op = "delete"
						}
						ev.Edits = append(ev.Edits, &Edit{Event: e, Path: ev.rel(w.Path), Op: op, InTurn: inTurn, Shell: true})
					}
				}
			case transcript.ToolEdit, transcript.ToolWrite:
				ev.Edits = append(ev.Edits, editsOf(ev, e, inTurn)...)
			}
		case transcript.KindResult:
			if e.Result == nil {
				continue
			}
			if c := callEv[e.Result.CallID]; c != nil && e.Result.IsError && e.Result.ExitCode == nil && isDenial(e.Result.Output) {
				// The call never ran: it is not evidence of anything.
				ev.Denied = append(ev.Denied, c)
				kept := ev.Runs[:0]
				for _, x := range ev.Runs {
					if x.Call != c {
						kept = append(kept, x)
					}
				}
				ev.Runs = kept
				delete(calls, e.Result.CallID)
				continue
			}
			if c := callEv[e.Result.CallID]; c != nil && c.Tool.Kind == transcript.ToolRead && !e.Result.IsError && len(c.Tool.Paths) == 1 {
				ev.Reads[ev.rel(c.Tool.Paths[0])] = e.Result.Output
			}
			r := calls[e.Result.CallID]
			if r == nil {
				continue
			}
			// One command line may hold several runs: all share the result.
			for _, x := range ev.Runs {
				if x.Call == r.Call {
					x.Result = e
					x.Exit = e.Result.ExitCode
					x.Outcome = ParseOutcome(x.Cmd.Parser, e.Result.Output)
				}
			}
		}
	}
	return ev
}

// isDenial recognises a tool result that says the call never ran because
// a hook, a permission rule or the user refused it. Callers check first that
// the result has no exit code: a command that ran and failed has one.
func isDenial(out string) bool {
	o := strings.ToLower(out)
	for _, k := range []string{"blocked", "permission to use", "denied", "user rejected", "doesn't want to proceed", "requires approval", "haven't granted"} {
		if strings.Contains(o, k) {
			return true
		}
	}
	return false
}

func editsOf(ev *Evidence, e *transcript.Event, inTurn bool) []*Edit {
	var in map[string]any
	_ = json.Unmarshal(e.Tool.Input, &in)
	str := func(k string) string { s, _ := in[k].(string); return s }
	var out []*Edit
	switch {
	case e.Tool.Name == "apply_patch":
		for _, p := range e.Tool.Paths {
			out = append(out, &Edit{Event: e, Path: ev.rel(p), Op: "modify", InTurn: inTurn})
		}
		attachPatchHunks(out, patchText(e.Tool.Input))
	case in["old_string"] != nil || in["new_string"] != nil:
		out = append(out, &Edit{Event: e, Path: ev.rel(firstPath(e)), Op: "modify", Before: str("old_string"), After: str("new_string"), InTurn: inTurn})
	case in["edits"] != nil:
		// Claude MultiEdit {edits:[{old_string,new_string}]}, pi {edits:[{oldText,newText}]}.
		list, _ := in["edits"].([]any)
		for _, x := range list {
			m, _ := x.(map[string]any)
			b, _ := m["old_string"].(string)
			a, _ := m["new_string"].(string)
			if b == "" && a == "" {
				b, _ = m["oldText"].(string)
				a, _ = m["newText"].(string)
			}
			out = append(out, &Edit{Event: e, Path: ev.rel(firstPath(e)), Op: "modify", Before: b, After: a, InTurn: inTurn})
		}
	case in["content"] != nil:
		out = append(out, &Edit{Event: e, Path: ev.rel(firstPath(e)), Op: "write", After: str("content"), InTurn: inTurn})
	default:
		for _, p := range e.Tool.Paths {
			out = append(out, &Edit{Event: e, Path: ev.rel(p), Op: "modify", InTurn: inTurn})
		}
	}
	return out
}

func firstPath(e *transcript.Event) string {
	if len(e.Tool.Paths) > 0 {
		return e.Tool.Paths[0]
	}
	return ""
}

func patchText(input json.RawMessage) string {
	var s string
	if json.Unmarshal(input, &s) == nil {
		return s
	}
	var m map[string]any
	if json.Unmarshal(input, &m) == nil {
		for _, k := range []string{"input", "patch", "command"} {
			if v, ok := m[k].(string); ok {
				return v
			}
		}
	}
	return ""
}

// attachPatchHunks fills Before/After of each edit from the patch's hunks
// ('-' lines before, '+' lines after), enough to spot removed tests and
// added skips.
func attachPatchHunks(edits []*Edit, patch string) {
	byPath := map[string]*Edit{}
	for _, e := range edits {
		byPath[filepath.Base(e.Path)] = e
	}
	var cur *Edit
	var before, after strings.Builder
	flush := func() {
		if cur != nil {
			cur.Before, cur.After = before.String(), after.String()
		}
		before.Reset()
		after.Reset()
	}
	for _, l := range strings.Split(patch, "\n") {
		for _, h := range []string{"*** Update File: ", "*** Add File: ", "*** Delete File: "} {
			if strings.HasPrefix(l, h) {
				flush()
				p := strings.TrimSpace(strings.TrimPrefix(l, h))
				cur = byPath[filepath.Base(p)]
				if cur != nil && h == "*** Add File: " {
					cur.Op = "create"
				}
				if cur != nil && h == "*** Delete File: " {
					cur.Op = "delete"
				}
			}
		}
		switch {
		case strings.HasPrefix(l, "***"), strings.HasPrefix(l, "@@"):
		case strings.HasPrefix(l, "-"):
			before.WriteString(l[1:] + "\n")
		case strings.HasPrefix(l, "+"):
			after.WriteString(l[1:] + "\n")
		}
	}
	flush()
}

// rel maps a path from the transcript to a workspace-relative one: paths
// under the session's cwd lose that prefix; relative paths stay.
func (ev *Evidence) rel(p string) string {
	if p == "" {
		return p
	}
	p = filepath.Clean(p)
	if ev.cwd != "" && filepath.IsAbs(p) {
		if r, err := filepath.Rel(ev.cwd, p); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return p
}

// LastRun returns the last run of category c up to the end of the turn
// (nil when there is none), skipping runs that never got a result.
func (ev *Evidence) LastRun(c Category) *Run {
	for i := len(ev.Runs) - 1; i >= 0; i-- {
		if r := ev.Runs[i]; r.Cmd.Category == c && r.Result != nil {
			return r
		}
	}
	return nil
}

// EditsAfter returns edits to non-test source files made after event
// index idx.
func (ev *Evidence) EditsAfter(idx int) []*Edit {
	var out []*Edit
	for _, e := range ev.Edits {
		if e.Event.Index > idx && IsSourceFile(e.Path) {
			out = append(out, e)
		}
	}
	return out
}

// TurnEdits returns the edits made in the verified turn.
func (ev *Evidence) TurnEdits() []*Edit {
	var out []*Edit
	for _, e := range ev.Edits {
		if e.InTurn {
			out = append(out, e)
		}
	}
	return out
}

// IsSourceFile reports whether p looks like code (or a test) rather than
// docs or data, for stale-evidence checks.
func IsSourceFile(p string) bool {
	switch strings.ToLower(filepath.Ext(p)) {
	case ".go", ".py", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".mts", ".rs", ".java", ".kt", ".c", ".h", ".cc", ".cpp", ".hpp", ".rb", ".php", ".cs", ".swift", ".scala", ".sql", ".vue", ".svelte":
		return true
	}
	switch filepath.Base(p) {
	case "go.mod", "package.json", "Cargo.toml", "pyproject.toml", "setup.cfg", "Makefile":
		return true
	}
	return false
}

// IsTestFile reports whether p is a test file by the usual conventions.
func IsTestFile(p string) bool {
	b := filepath.Base(p)
	switch {
	case strings.HasSuffix(b, "_test.go"),
		strings.HasPrefix(b, "test_") && strings.HasSuffix(b, ".py"),
		strings.HasSuffix(b, "_test.py"),
		b == "conftest.py",
		strings.Contains(b, ".test.") || strings.Contains(b, ".spec."),
		strings.HasSuffix(b, "_spec.rb"):
		return true
	}
	dir := filepath.ToSlash(filepath.Dir(p))
	for _, d := range strings.Split(dir, "/") {
		if d == "__tests__" || ((d == "tests" || d == "test") && IsSourceFile(p)) {
			return true
		}
	}
	return false
}

func eventRef(e *transcript.Event) string {
	if e == nil {
		return ""
	}
	if e.Line > 0 {
		return "event " + itoa(e.Index) + ", line " + itoa(e.Line)
	}
	return "event " + itoa(e.Index)
}

func itoa(n int) string { return strconv.Itoa(n) }
