package verify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/internal/shell"
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
	// Cases are the per-test results the output shows (all of them with
	// -v, TAP or -rA; only the failures of a plain run, see PerTest).
	Cases   []gate.TestCase
	PerTest bool
	Errors  int  // errors outside tests: collection errors, build failures
	NoTests bool // the run found no tests
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
	// Done is set when the call's result is in the transcript and is not
	// an error: the change certainly happened. (A live transcript can lag
	// behind the agent by a line or two.)
	Done bool
}

// Evidence is what a session's transcript shows up to the end of the
// verified turn.
type Evidence struct {
	// Turn is the verified turn's number (1-based) and Turns the count.
	Turn, Turns int
	// Prompt is the text of the turn's opening prompt.
	Prompt string
	// FinalText is what the agent said when it stopped: its last
	// assistant messages in the turn (see transcript.Turn.FinalText).
	FinalText string
	Runs      []*Run
	Edits     []*Edit
	// Shell lists every shell call up to the end of the turn, with its
	// result when recorded (for command_ran claims).
	Shell []*ShellCall
	// Reads maps a workspace-relative test file to the last content the
	// agent read in full (used to diff test files without a git baseline).
	Reads map[string]string
	// Denied lists tool calls that were refused (by a hook or the user).
	Denied []*transcript.Event
	// Start and End are the times of the verified turn's first and last
	// events, zero when the transcript records none.
	Start, End time.Time
	// TurnEvents are the verified turn's events as recorded, before the
	// trimming above (tool inputs, whole outputs up to maxTurnOutput), kept
	// only for a Reviewer (Options.Review): it sends slices of them.
	TurnEvents []*transcript.Event
	keepTurn   bool

	cwd string
	// Streaming state.
	first, last int // event index range of the turn
	calls       map[string]*transcript.Event
	runsByCall  map[string][]*Run
	shellByCall map[string]*ShellCall
	final       []string
	finalStale  bool
	// renameHunks are the turn's in-place edits outside test files that
	// rename an identifier (`Avail(` → `Available(`): kept, unlike the
	// rest of those edits' text, so a test renamed with the code it calls
	// is told from a removed one.
	renameHunks [][2]string
}

// ShellCall is one shell command the agent ran and its result.
type ShellCall struct {
	Call   *transcript.Event
	Result *transcript.ToolResult
	// InTurn is set for calls inside the verified turn.
	InTurn bool
}

// maxKeptOutput bounds the tool output kept per run once it is parsed.
const maxKeptOutput = 16 << 10

// Gather collects the evidence for turn n (1-based; 0 means the last) of
// an in-memory session. Runs and edits from earlier turns are kept (the
// last passing run may predate the turn) and marked InTurn=false.
func Gather(s *transcript.Session, n int) (*Evidence, error) { return gather(s, n, false) }

// gather is Gather; keep keeps a copy of the turn's events as recorded
// (Evidence.TurnEvents), for a Reviewer.
func gather(s *transcript.Session, n int, keep bool) (*Evidence, error) {
	first, last, count := -1, -1, 0
	for _, e := range s.Events {
		if e.IsPrompt() {
			count++
		}
	}
	if count == 0 {
		return nil, ErrNoTurn
	}
	if n == 0 {
		n = count
	}
	if n < 1 || n > count {
		return nil, fmt.Errorf("turn %d does not exist: the session has %d turns", n, count)
	}
	seen := 0
	for _, e := range s.Events {
		if e.IsPrompt() {
			seen++
			if seen == n {
				first = e.Index
			} else if seen == n+1 {
				break
			}
		}
		if seen == n {
			last = e.Index
		}
	}
	ev := newEvidence(s.Cwd, n, count, first, last)
	ev.keepTurn = keep
	for _, e := range s.Events {
		if e.Index > last {
			break
		}
		ev.add(e)
	}
	ev.finish()
	return ev, nil
}

// GatherFile collects the evidence for turn n of the session in path,
// streaming: memory stays bounded by what the evidence keeps, not by the
// size of the file. It reads the file twice: once to find the turn, once to
// gather.
func GatherFile(ctx context.Context, path string, n int) (*Evidence, *transcript.Session, error) {
	return gatherFile(ctx, path, n, false)
}

func gatherFile(ctx context.Context, path string, n int, keep bool) (*Evidence, *transcript.Session, error) {
	var prompts []int
	s, err := transcript.ScanFile(ctx, path, &transcript.Options{SkipContent: true, NoCompanions: true}, func(_ *transcript.Session, e *transcript.Event) error {
		if e.IsPrompt() {
			prompts = append(prompts, e.Index)
		}
		return nil
	})
	if err != nil {
		return nil, s, err
	}
	if len(prompts) == 0 {
		return nil, s, ErrNoTurn
	}
	if n == 0 {
		n = len(prompts)
	}
	if n < 1 || n > len(prompts) {
		return nil, s, fmt.Errorf("turn %d does not exist: the session has %d turns", n, len(prompts))
	}
	first, last := prompts[n-1], int(^uint(0)>>1)
	if n < len(prompts) {
		last = prompts[n] - 1
	}
	var ev *Evidence
	errStop := errors.New("stop")
	s, err = transcript.ScanFile(ctx, path, &transcript.Options{NoCompanions: true}, func(s *transcript.Session, e *transcript.Event) error {
		if ev == nil {
			ev = newEvidence(s.Cwd, n, len(prompts), first, last)
			ev.keepTurn = keep
		}
		if e.Index > last {
			return errStop
		}
		ev.add(e)
		return nil
	})
	if err != nil && !errors.Is(err, errStop) {
		return nil, s, err
	}
	ev.finish()
	return ev, s, nil
}

func newEvidence(cwd string, n, count, first, last int) *Evidence {
	return &Evidence{Turn: n, Turns: count, cwd: cwd, first: first, last: last, Reads: map[string]string{},
		calls: map[string]*transcript.Event{}, runsByCall: map[string][]*Run{}, shellByCall: map[string]*ShellCall{}}
}

// add takes one event, in order. Events are trimmed of bulk the evidence
// does not need, so a long session costs little memory.
func (ev *Evidence) add(e *transcript.Event) {
	inTurn := e.Index >= ev.first
	if inTurn && !e.Time.IsZero() {
		if ev.Start.IsZero() {
			ev.Start = e.Time
		}
		ev.End = e.Time
	}
	if inTurn && ev.keepTurn {
		ev.TurnEvents = append(ev.TurnEvents, copyEvent(e))
	}
	if inTurn && !e.Sidechain {
		ev.trackFinal(e)
	}
	switch e.Kind {
	case transcript.KindToolCall:
		if e.Tool == nil {
			return
		}
		if e.Tool.ID != "" {
			ev.calls[e.Tool.ID] = e
		}
		switch e.Tool.Kind {
		case transcript.ToolShell:
			sc := &ShellCall{Call: e, InTurn: inTurn}
			ev.Shell = append(ev.Shell, sc)
			if e.Tool.ID != "" {
				ev.shellByCall[e.Tool.ID] = sc
			}
			for _, c := range ClassifyCommand(e.Tool.Command) {
				r := &Run{Call: e, Cmd: c, InTurn: inTurn}
				ev.Runs = append(ev.Runs, r)
				if e.Tool.ID != "" {
					ev.runsByCall[e.Tool.ID] = append(ev.runsByCall[e.Tool.ID], r)
				}
			}
			// What the line names, even when it also writes paths it
			// does not (xargs rm).
			ws, _ := shell.Writes(e.Tool.Command)
			for _, w := range ws {
				op := "modify"
				if w.How == "rm" {
					op = "delete"
				}
				ev.Edits = append(ev.Edits, &Edit{Event: e, Path: ev.rel(w.Path), Op: op, InTurn: inTurn, Shell: true})
			}
		case transcript.ToolEdit, transcript.ToolWrite:
			for _, ed := range editsOf(ev, e, inTurn) {
				if !mayHoldTests(ed.Path) && !testConfig(ed.Path) {
					if inTurn && ed.Before != "" && len(ed.Before) <= maxRenameHunk && len(hunkRenames(ed.Before, ed.After)) > 0 {
						ev.renameHunks = append(ev.renameHunks, [2]string{ed.Before, ed.After})
					}
					ed.Before, ed.After = "", "" // only files with tests are diffed
				}
				ev.Edits = append(ev.Edits, ed)
			}
		}
		if e.Tool.Kind != transcript.ToolRead {
			e.Tool.Input = nil
		}
	case transcript.KindResult:
		if e.Result == nil {
			return
		}
		res := e.Result
		c := ev.calls[res.CallID]
		delete(ev.calls, res.CallID)
		notRun := c != nil && res.IsError && (c.Tool.Kind == transcript.ToolEdit || c.Tool.Kind == transcript.ToolWrite ||
			(c.Tool.Kind == transcript.ToolShell && res.ExitCode == nil && !res.Interrupted))
		if notRun {
			// A failed edit changed nothing; a shell call that failed
			// without an exit code never ran (a hook, a permission rule or
			// the user refused it). Neither is evidence of anything.
			if c.Tool.Kind == transcript.ToolShell || isDenial(res.Output) {
				ev.Denied = append(ev.Denied, c)
			}
			ev.dropCall(c)
			delete(ev.runsByCall, res.CallID)
			delete(ev.shellByCall, res.CallID)
			return
		}
		if c != nil && c.Tool.Kind == transcript.ToolRead && !res.IsError && len(c.Tool.Paths) == 1 {
			if p := ev.rel(c.Tool.Paths[0]); mayHoldTests(p) {
				ev.Reads[p] = res.Output
			}
		}
		if c != nil && !res.IsError {
			for i := len(ev.Edits) - 1; i >= 0 && ev.Edits[i].Event.Index >= c.Index; i-- {
				if ev.Edits[i].Event == c {
					ev.Edits[i].Done = true
					if ev.Edits[i].Op == "write" && strings.HasPrefix(res.Output, "File created successfully") {
						// Claude Code's Write says when the file is new
						ev.Edits[i].Op = "create"
					}
				}
			}
		}
		// One command line may hold several runs: all share the result.
		for _, r := range ev.runsByCall[res.CallID] {
			r.Result = e
			r.Exit = res.ExitCode
			r.Outcome = ParseOutcome(r.Cmd.Parser, res.Output)
		}
		delete(ev.runsByCall, res.CallID)
		if sc := ev.shellByCall[res.CallID]; sc != nil {
			sc.Result = res
			delete(ev.shellByCall, res.CallID)
		}
		if len(res.Output) > maxKeptOutput {
			res.Output = res.Output[:maxKeptOutput/2] + "\n…\n" + res.Output[len(res.Output)-maxKeptOutput/2:]
		}
	}
}

// maxTurnOutput bounds a tool output kept in TurnEvents.
const maxTurnOutput = 64 << 10

// copyEvent copies e deeply enough that trimming e leaves the copy whole.
func copyEvent(e *transcript.Event) *transcript.Event {
	c := *e
	c.Raw = nil
	if e.Tool != nil {
		t := *e.Tool
		c.Tool = &t
	}
	if e.Result != nil {
		r := *e.Result
		if len(r.Output) > maxTurnOutput {
			r.Output = r.Output[:maxTurnOutput/2] + "\n…\n" + r.Output[len(r.Output)-maxTurnOutput/2:]
		}
		c.Result = &r
	}
	return &c
}

// dropCall forgets the runs and edits of a call that did not take effect.
func (ev *Evidence) dropCall(c *transcript.Event) {
	runs := ev.Runs[:0]
	for _, x := range ev.Runs {
		if x.Call != c {
			runs = append(runs, x)
		}
	}
	ev.Runs = runs
	edits := ev.Edits[:0]
	for _, x := range ev.Edits {
		if x.Event != c {
			edits = append(edits, x)
		}
	}
	ev.Edits = edits
}

// trackFinal keeps the turn's final assistant text as events stream by:
// the run of assistant texts not followed by a tool call, a tool result
// or a prompt (meta user messages right after them do not count).
func (ev *Evidence) trackFinal(e *transcript.Event) {
	switch e.Kind {
	case transcript.KindAssistant:
		if e.Text == "" {
			return
		}
		if ev.finalStale {
			ev.final, ev.finalStale = nil, false
		}
		ev.final = append(ev.final, e.Text)
	case transcript.KindUser:
		if e.Meta {
			ev.finalStale = true
			return
		}
		ev.final, ev.finalStale = nil, false
		if e.IsPrompt() && ev.Prompt == "" {
			ev.Prompt = e.Text
		}
	case transcript.KindToolCall, transcript.KindResult:
		ev.final, ev.finalStale = nil, false
	}
}

func (ev *Evidence) finish() {
	ev.FinalText = strings.Join(ev.final, "\n\n")
	ev.calls, ev.runsByCall, ev.shellByCall = nil, nil, nil
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

// maxRenameHunk bounds the edits read for renames: a rename is a line or
// a few, not a rewritten file.
const maxRenameHunk = 8 << 10

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

// testConfig reports whether p is a file that says which tests run (a
// package.json's test script): its edits are kept to tell a narrowed run.
func testConfig(p string) bool {
	return filepath.Base(p) == "package.json" || pytestConfig(p)
}

// pytestConfig reports whether p is a file pytest reads its options from.
func pytestConfig(p string) bool {
	switch filepath.Base(p) {
	case "pyproject.toml", "pytest.ini", "setup.cfg", "tox.ini":
		return true
	}
	return false
}

// mayHoldTests reports whether p may define tests: a test file, or a Rust
// source file (Rust's unit tests live in the module they test, under
// #[cfg(test)]), so its edits are kept for the tampering diff.
func mayHoldTests(p string) bool {
	return IsTestFile(p) || strings.HasSuffix(p, ".rs")
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

// Rel maps a path from the transcript to a workspace-relative one (paths
// under the session's cwd lose that prefix; others stay as they are).
func (ev *Evidence) Rel(p string) string { return ev.rel(p) }

// EditsOf returns the changes one of TurnEvents made, with the replaced and
// the new text of any file (Edits keeps the text of test files only). A
// shell command's writes come without text.
func (ev *Evidence) EditsOf(e *transcript.Event) []*Edit {
	if e.Kind != transcript.KindToolCall || e.Tool == nil {
		return nil
	}
	switch e.Tool.Kind {
	case transcript.ToolEdit, transcript.ToolWrite:
		return editsOf(ev, e, true)
	case transcript.ToolShell:
		ws, _ := shell.Writes(e.Tool.Command)
		var out []*Edit
		for _, w := range ws {
			op := "modify"
			if w.How == "rm" {
				op = "delete"
			}
			out = append(out, &Edit{Event: e, Path: ev.rel(w.Path), Op: op, InTurn: true, Shell: true})
		}
		return out
	}
	return nil
}

// reAskFix: a prompt that asks for a fix, "… returns a 500. Fix it.",
// "Please fix the parser".
var reAskFix = regexp.MustCompile(`(?i)(?:^|[.!?:]\s+|\n|\b(?:please|can\s+you|could\s+you)\s+)fix\b`)

// programs are the commands the session knows, for a demonstration given
// as arguments alone ("`GET /seeds/99` → `404 …`"): the prompt's code
// spans of three words or more, and the commands the agent ran.
func (ev *Evidence) programs() []string {
	var out []string
	for _, m := range reSpanText.FindAllStringSubmatch(ev.Prompt, -1) {
		if len(strings.Fields(m[1])) >= 3 {
			out = append(out, m[1])
		}
	}
	for _, r := range ev.Runs {
		if r.Call != nil && r.Call.Tool != nil {
			out = append(out, r.Call.Tool.Command)
		}
	}
	return out
}
