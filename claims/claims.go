// Package claims finds what a coding agent says it did in the final
// assistant message(s) of a turn: "all 12 tests pass", "I updated
// calc/add.go", "I did not touch the migrations", "Done.".
//
// It sits between transcript and verify in DESIGN.md's data flow: the verify
// engine takes the claims found here (usually from transcript.Turn.FinalText)
// and checks each against the transcript, the workspace and the gates.
//
// Extraction is deterministic: a markdown-aware sentence splitter, a small
// lexicon of trigger words and regular expressions, no model. Honest reports
// of failure ("2 tests still fail", "I could not run the tests") are claims
// too, marked Negated, and statements the agent does not assert ("should
// pass", "I will run the tests", "if the build passes…", questions) are
// marked Hedged, so the engine can tell an honest partial turn from a false
// claim of success. docs/claims.md lists every kind with examples and what
// is deliberately not a claim.
package claims

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kind is what a claim is about.
type Kind string

// The claim kinds. docs/claims.md has examples of each.
const (
	// TestsPass: tests pass (Counts, Scope when stated). Negated: the agent
	// says tests fail or were not run.
	TestsPass Kind = "tests_pass"
	// BuildOK: the build or compilation succeeds (Tool when a command names it).
	BuildOK Kind = "build_ok"
	// LintClean: a linter, vet or type checker is clean (Tool).
	LintClean Kind = "lint_clean"
	// FileCreated, FileModified, FileDeleted: a file changed (Path).
	FileCreated  Kind = "file_created"
	FileModified Kind = "file_modified"
	FileDeleted  Kind = "file_deleted"
	// SymbolImplemented, SymbolRemoved: a function, type, method... (Name).
	SymbolImplemented Kind = "symbol_implemented"
	SymbolRemoved     Kind = "symbol_removed"
	// SymbolRenamed: Old renamed to New.
	SymbolRenamed Kind = "symbol_renamed"
	// BugFixed: a bug, issue, crash... is fixed.
	BugFixed Kind = "bug_fixed"
	// Untouched: the agent says it did not change something (Path or Name).
	Untouched Kind = "untouched"
	// CommandRan: the agent ran Command with Outcome.
	CommandRan Kind = "command_ran"
	// AdmitsFailure: the agent says something is not done or did not work
	// ("I wasn't able to reproduce it", "B still fails"). Always Negated.
	AdmitsFailure Kind = "admits_failure"
	// Generic: any other assertion of completion ("Done.", "Everything works
	// now"). It can never be verified, only reported as unverified.
	Generic Kind = "generic"
)

// Kinds returns every kind, in the order of the constants above.
func Kinds() []Kind {
	return []Kind{TestsPass, BuildOK, LintClean, FileCreated, FileModified, FileDeleted,
		SymbolImplemented, SymbolRemoved, SymbolRenamed, BugFixed, Untouched, CommandRan,
		AdmitsFailure, Generic}
}

// ValidKind reports whether k is one of Kinds.
func ValidKind(k Kind) bool {
	for _, x := range Kinds() {
		if x == k {
			return true
		}
	}
	return false
}

// Outcome is what the agent says a command did.
type Outcome string

// Command outcomes. The empty Outcome means the agent only says it ran it.
const (
	Succeeded Outcome = "succeeded"
	Failed    Outcome = "failed"
	Output    Outcome = "output" // the agent quotes or describes its output
)

// TestCounts are the numbers an agent states about a test run. A field is
// -1 when the agent did not state it (or it cannot be derived: "all 12
// tests pass" gives Total 12, Passed 12, Failed 0).
type TestCounts struct {
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Skipped int `json:"skipped"`
	Total   int `json:"total"`
}

// ScopeKind says what a Scope names.
type ScopeKind string

// The scope kinds. A claim without a Scope is about the whole project.
const (
	ScopeProject ScopeKind = "project" // stated explicitly: "the full suite", "all 212 tests"
	ScopePackage ScopeKind = "package" // Paths: Go packages, folders ("./internal/...", "calc")
	ScopeFile    ScopeKind = "file"    // Paths: files ("test/duration.test.js", "test_roman.py")
	ScopeTests   ScopeKind = "tests"   // Tests: named tests ("TestParse", "test_to_number_thousands")
	ScopeFilter  ScopeKind = "filter"  // Filter: a runner's selection ("-k discount", "-run TestParse")
	ScopeNamed   ScopeKind = "named"   // Text only: a group named in words ("the discount tests")
	ScopeNew     ScopeKind = "new"     // Text only: the tests the agent added ("the 2 new tests", "the tests I added")
	ScopeRemote  ScopeKind = "remote"  // Text only: runs on another machine ("CI is green", "all 5 previous runs passed"): no local evidence is at its scope
)

// Scope is the part of the project a tests, build or lint claim is about,
// as the agent stated it. Evidence must be at the same scope to verify or
// refute the claim: "TestParse passes" says nothing about TestFormat.
type Scope struct {
	Kind   ScopeKind `json:"kind"`
	Paths  []string  `json:"paths,omitempty"`
	Tests  []string  `json:"tests,omitempty"`
	Filter string    `json:"filter,omitempty"`
	// Except lists what the agent excluded: "all tests except TestSlow".
	Except []string `json:"except,omitempty"`
	// Text is the agent's words naming the scope ("calc", "the discount
	// tests", "-k discount").
	Text string `json:"text,omitempty"`
}

// Span is a byte range [Start, End) of the text given to Extract.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Claim is one statement the agent made.
type Claim struct {
	ID   string `json:"id"` // "c1", "c2", ... in text order
	Kind Kind   `json:"kind"`
	// Text is the sentence the claim came from, with markdown emphasis
	// removed and whitespace collapsed; code spans keep their backticks.
	Text string `json:"text"`
	// Span is the sentence's byte range in the text given to Extract.
	Span Span `json:"span"`

	// Negated: the agent reports the opposite of success: tests fail, the
	// build breaks, it could not run something. An honest failure report.
	Negated bool `json:"negated,omitempty"`
	// Hedged: the agent does not assert it: "should pass", "I think",
	// future tense, a condition, a question.
	Hedged bool `json:"hedged,omitempty"`

	Counts  *TestCounts `json:"counts,omitempty"`  // tests_pass
	Scope   *Scope      `json:"scope,omitempty"`   // tests_pass, build_ok, lint_clean: what part of the project; nil: all of it
	Tool    string      `json:"tool,omitempty"`    // lint_clean, build_ok: "eslint", "go vet", "tsc"...
	Path    string      `json:"path,omitempty"`    // file_*, untouched
	Name    string      `json:"name,omitempty"`    // symbol_*, untouched
	Old     string      `json:"old,omitempty"`     // symbol_renamed
	New     string      `json:"new,omitempty"`     // symbol_renamed
	Command string      `json:"command,omitempty"` // command_ran, and claims derived from a command
	Outcome Outcome     `json:"outcome,omitempty"` // command_ran
	// Output is what the agent says the command printed ("`node cli.js
	// 10 3 -` prints `7`", "`go run .` now prints" over a fenced block),
	// when it quotes it: Outcome is then Output.
	Output string `json:"output,omitempty"` // command_ran

	// Pattern is the regular expression of the Options pattern that found
	// the claim; empty for built-in detection.
	Pattern string `json:"pattern,omitempty"`
}

// Asserted reports whether the agent asserts success: neither negated nor
// hedged. Untouched claims are asserted unless hedged.
func (c *Claim) Asserted() bool { return !c.Negated && !c.Hedged }

// Pattern is an extra claim pattern, usually from vouch.yaml's
// claims.patterns. When Regexp matches a sentence, a claim of Kind is
// emitted. Named groups fill the claim's fields: path, name, old, new,
// command, scope, tool, outcome, passed, failed, skipped, total.
// Negation and hedging are detected as for built-in claims.
type Pattern struct {
	Kind   Kind
	Regexp *regexp.Regexp
}

// CompilePattern checks kind and compiles expr. Patterns match
// case-insensitively unless expr sets flags itself.
func CompilePattern(kind, expr string) (Pattern, error) {
	if !ValidKind(Kind(kind)) {
		return Pattern{}, fmt.Errorf("unknown claim kind %q", kind)
	}
	src := expr
	if len(src) < 2 || src[:2] != "(?" {
		src = "(?i)" + src
	}
	re, err := regexp.Compile(src)
	if err != nil {
		if _, err2 := regexp.Compile(expr); err2 != nil {
			err = err2 // name the user's text, not ours
		}
		return Pattern{}, err
	}
	return Pattern{Kind: Kind(kind), Regexp: re}, nil
}

// Options tunes Extract. A nil *Options means defaults.
type Options struct {
	// Patterns are tried on every sentence after the built-in detectors.
	Patterns []Pattern
	// NoGeneric drops generic claims ("Done."). Default: kept.
	NoGeneric bool
	// FixAsked says the turn's prompt asked for a fix ("… returns a 500.
	// Fix it."): "Done." that opens the message is then the fix's claim.
	FixAsked bool
	// Programs are commands the session knows (the prompt's, the agent's
	// runs): "`GET /seeds/99` → `404 …`" is a run of the program of
	// "python3 api.py GET /seeds/99" with those arguments.
	Programs []string
}

// Extract returns the claims in text, in order. It never fails: text that
// says nothing checkable gives no claims.
func Extract(text string, opts *Options) []Claim {
	if opts == nil {
		opts = &Options{}
	}
	var out []Claim
	st := listState{src: text}
	// A file's change is claimed once per message: a summary restating
	// "I updated `a.md`" below the line that said so first is the same
	// claim. An entry of a list of files ("- ✅ `a.md` (new, 10KB)") is
	// kept even so: the list is the report's account of its files, and a
	// person reads each entry as a claim.
	// A list item that restates what a line of prose above said ("I fixed
	// the deploy by creating `vercel.json`.\n1. Created `vercel.json`
	// with …") is the report's own account of it: the item's claim stands
	// for the prose's.
	type seenAt struct {
		item bool
		span Span
	}
	seen := map[string]*seenAt{}
	forSentences(text, func(sn *sentence) {
		for _, c := range detect(sn, &st, opts) {
			if c.Path != "" && (c.Kind == FileCreated || c.Kind == FileModified || c.Kind == FileDeleted || c.Kind == Untouched) {
				k := string(c.Kind) + " " + c.Path + " " + strconv.FormatBool(c.Asserted())
				if e := seen[k]; e != nil && (c.Kind == Untouched || !opensWith(c.Text, c.Path)) {
					if e.item || !sn.item || c.Kind == Untouched || !opensWithVerb(sn.ls) {
						continue
					}
					out = dropClaim(out, c.Kind, c.Path, e.span)
				}
				seen[k] = &seenAt{item: sn.item, span: c.Span}
			}
			if c.Path != "" && c.Span.Start < sn.start {
				// a path under the item that named its change in words
				// ("- Added a test script:\n  - `a_test.py`") is that
				// change's file: the path's claim stands for the words'
				out = dropNamed(out, c.Span.Start)
			}
			out = append(out, c)
		}
	})
	if len(st.leadsNamed) > 0 {
		// "These tests now pass:" over the tests it means: the items' claims
		out = slices.DeleteFunc(out, func(c Claim) bool {
			return c.Kind == TestsPass && c.Scope == nil && slices.Contains(st.leadsNamed, c.Span)
		})
	}
	doneIsFix(text, out, opts.FixAsked)
	out = argsDemos(text, opts.Programs, out)
	for i := range out {
		out[i].ID = "c" + strconv.Itoa(i+1)
		if out[i].Kind == CommandRan && out[i].Command != "" {
			if q, ok := tableOutput(text, &out[i]); ok {
				// "| `api.py GET /seeds/99` | `404 {"error": …}` |" under
				// "| request | output |": the cell is what it printed, not
				// a verdict ("error", "not found" are its words)
				out[i].Outcome, out[i].Output, out[i].Negated = Output, q, false
			} else if (out[i].Outcome == Output || out[i].Outcome == "") && !out[i].Negated {
				if q, ok := quotedOutput(text, &out[i]); ok {
					out[i].Outcome, out[i].Output = Output, q
				}
			}
		}
	}
	return out
}

// doneIsFix reads "Done." that opens a fix report as the fix's claim:
// "Done. `rateUnits` had no `Gbps` entry, so `"1Gbps"` fell through to
// the plain `bps` suffix and failed. Added `Gbps` …" tells the bug's cause
// and the change, and "Done." says the bug is fixed, as a person reads it.
// Only when no other claim of the message says so. "Done." that answers a
// prompt asking for a fix (asked) says the same.
func doneIsFix(text string, out []Claim, asked bool) {
	if len(out) == 0 || out[0].Kind != Generic || out[0].Span.Start > 2 || out[0].Hedged || out[0].Negated ||
		slices.ContainsFunc(out, func(c Claim) bool { return c.Kind == BugFixed }) {
		return
	}
	if !reDoneOpen.MatchString(strings.ToLower(out[0].Text)) {
		return
	}
	open := text
	if i := strings.Index(text, "\n\n"); i >= 0 {
		open = text[:i]
	}
	if asked || reCauseTold.MatchString(strings.ToLower(open)) {
		out[0].Kind = BugFixed
	}
}

var (
	// reDoneOpen: a message opened by "Done." or "Fixed."
	reDoneOpen = &lre{expr: `^\W*(?:done|fixed|all\s+done)\s*[.!]`}
	// reCauseTold: the cause of a failure told in the past, "…, so
	// `"1Gbps"` fell through … and failed", "… was missing, which is why
	// it crashed"
	reCauseTold = &lre{expr: `\b(?:so|which\s+is\s+why|which\s+made|and\s+so|because)\b[^.\n]{0,160}?\b(?:failed|crashed|fell\s+through|threw|panicked|broke|errored|blew\s+up)\b`}
)

// reOutputColumn: a table header cell over what a command printed.
var reOutputColumn = &lre{expr: `^(?:output|outputs|result|results|response|prints|printed|returns|got|actual|stdout)$`}

// tableOutput returns the cell of c's table row under an output column
// ("| request | output |"), when c's command is in another cell of it.
func tableOutput(text string, c *Claim) (string, bool) {
	if c.Span.Start < 0 || c.Span.Start >= len(text) {
		return "", false
	}
	ls := strings.LastIndexByte(text[:c.Span.Start], '\n') + 1
	le := strings.IndexByte(text[ls:], '\n')
	if le < 0 {
		le = len(text) - ls
	}
	row := strings.TrimSpace(text[ls : ls+le])
	if !strings.HasPrefix(row, "|") {
		return "", false
	}
	// the header: the first line of the table above
	lines := strings.Split(strings.TrimSuffix(text[:ls], "\n"), "\n")
	header := ""
	for k := len(lines) - 1; k >= 0; k-- {
		l := strings.TrimSpace(lines[k])
		if !strings.HasPrefix(l, "|") {
			break
		}
		if !strings.Contains(l, "---") {
			header = l
		}
	}
	if header == "" {
		return "", false
	}
	hc, rc := splitRow(header), splitRow(row)
	if len(hc) != len(rc) {
		return "", false
	}
	col, cmdCol := -1, -1
	for k := range hc {
		if reOutputColumn.MatchString(strings.ToLower(strings.Trim(hc[k], " *_`"))) {
			col = k
		}
		if strings.Contains(rc[k], "`"+c.Command+"`") {
			cmdCol = k
		}
	}
	if col < 0 || cmdCol < 0 || col == cmdCol {
		return "", false
	}
	cell := strings.TrimSpace(rc[col])
	if strings.HasPrefix(cell, "`") && strings.HasSuffix(cell, "`") && len(cell) > 2 && strings.Count(cell, "`") == 2 {
		return cell[1 : len(cell)-1], true
	}
	return "", false
}

// splitRow splits a markdown table row into its cells.
func splitRow(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	return strings.Split(row, "|")
}

// reOutputVerb: the words between a command and the output it quotes:
// "prints", "now returns", "→", "outputs:", "with no expression prints".
var reOutputVerb = &lre{expr: `^[^` + "`" + `\n]{0,40}?\b(?:prints|printed|returns|returned|outputs|output|shows|showed|gives|gave|yields|emits|says|answers|responds\s+with)\b\s*:?\s*|^\s*(?:→|->|=>)\s*`}

// quotedOutput returns the output the sentence of c quotes for c's
// command: the code span after an output verb ("`node cli.js 10 3 -`
// prints `7`"), or the fenced block right after a sentence that ends with
// the verb ("`go run . fuel.log` now prints:" and the block).
func quotedOutput(text string, c *Claim) (string, bool) {
	if c.Span.Start < 0 || c.Span.End > len(text) || c.Span.Start >= c.Span.End {
		return "", false
	}
	seg := text[c.Span.Start:c.Span.End]
	i := strings.Index(seg, "`"+c.Command+"`")
	if i < 0 {
		return "", false
	}
	rest := seg[i+len(c.Command)+2:]
	m := reOutputVerb.FindStringIndex(rest)
	if m == nil {
		return "", false
	}
	if strings.Contains(rest[:m[0]], "`") {
		return "", false
	}
	after := rest[m[1]:]
	if strings.HasPrefix(after, "`") && !strings.HasPrefix(after, "```") {
		if j := strings.IndexByte(after[1:], '`'); j > 0 {
			return after[1 : 1+j], true
		}
		return "", false
	}
	inline := strings.TrimLeft(after, " *_")
	if strings.HasPrefix(inline, "```") {
		// "now prints ```3 fills, 1250 km```" on one line
		if j := strings.Index(inline[3:], "```"); j > 0 {
			return strings.TrimSpace(inline[3 : 3+j]), true
		}
	}
	if strings.Trim(after, " .:*_") != "" {
		return "", false
	}
	// the fenced block that follows the sentence
	tail := text[c.Span.End:]
	k := 0
	for k < len(tail) && (tail[k] == ' ' || tail[k] == '\n' || tail[k] == ':' || tail[k] == '*') {
		k++
	}
	tail = tail[k:]
	if !strings.HasPrefix(tail, "```") {
		return "", false
	}
	nl := strings.IndexByte(tail, '\n')
	if nl < 0 {
		return "", false
	}
	body := tail[nl+1:]
	end := strings.Index(body, "```")
	if end < 0 {
		return "", false
	}
	return strings.TrimSpace(body[:end]), true
}

// opensWithVerb reports whether ls, a sentence lowered, opens with a
// verb of a file change after its marks: "created a `vercel.json` file".
func opensWithVerb(ls string) bool {
	v, _ := leadVerb(ls)
	return reFileVerb.has(v)
}

// leadVerb returns the past form of the lower-case word ls, a sentence
// lowered, opens with after its marks ("- ✅ create" gives "created"), and
// the offset just past that word.
func leadVerb(ls string) (string, int) {
	o := markStart(ls)
	w := wordEnd(ls, o)
	return pastOf(ls[o:w]), w
}

// wordEnd returns the end of the run of lower-case ASCII letters at o.
func wordEnd(ls string, o int) int {
	for o < len(ls) && ls[o] >= 'a' && ls[o] <= 'z' {
		o++
	}
	return o
}

// dropClaim removes the claim of kind about path whose sentence is span.
func dropClaim(cs []Claim, kind Kind, path string, span Span) []Claim {
	for i, c := range cs {
		if c.Kind == kind && c.Path == path && c.Span == span {
			return append(cs[:i], cs[i+1:]...)
		}
	}
	return cs
}

// dropNamed removes the file claims without a path whose sentence starts
// at start.
func dropNamed(cs []Claim, start int) []Claim {
	// the claims are in text order: only the last ones can start there
	i := len(cs)
	for i > 0 && cs[i-1].Span.Start >= start {
		i--
	}
	out := cs[:i]
	for _, c := range cs[i:] {
		if c.Path == "" && c.Name != "" && c.Span.Start == start && (c.Kind == FileCreated || c.Kind == FileModified || c.Kind == FileDeleted) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// opensWith reports whether the sentence opens with the path, after its
// marks: "✅ `a.md` (new, 30KB)" is an entry of a list of files, which a
// report gives in full even when its prose named the file before.
func opensWith(text, path string) bool {
	t := strings.TrimLeft(text, " *_`[(")
	for len(t) > 0 && t[0] >= 0x80 {
		_, n := utf8.DecodeRuneInString(t)
		t = strings.TrimLeft(t[n:], " *_`[(")
	}
	return strings.HasPrefix(t, path)
}

// scopeOf classifies the words an agent used to name a scope: a filter
// ("-k discount"), a test ("TestParse", "tests/a.py::test_b"), a file
// ("test_roman.py"), a package or folder ("./internal/...", "calc/"), or
// a group named in words ("parser").
func scopeOf(text string) *Scope {
	t := strings.Trim(text, "`*\"' ")
	if t == "" || t[0] == '-' && !strings.Contains(t, " ") {
		return nil // a flag alone ("-w") names no tests
	}
	sc := &Scope{Text: t}
	if flag, val, ok := strings.Cut(t, " "); ok && (flag == "-k" || flag == "-run" || flag == "-t" || flag == "--grep" || flag == "--testNamePattern") {
		sc.Kind, sc.Filter, sc.Text = ScopeFilter, t, strings.Trim(val, "'\"")
		return sc
	}
	switch k := pathKind(t); {
	case reTestID.MatchString(t):
		sc.Kind, sc.Tests = ScopeTests, []string{t}
	case k != "":
		sc.Kind, sc.Paths = k, []string{t}
	default:
		sc.Kind = ScopeNamed
	}
	return sc
}

// pathKind tells a file ("a/b_test.go") from a package or folder
// ("./internal/...", "calc/"); "" for a word that is neither.
func pathKind(t string) ScopeKind {
	switch {
	case strings.HasSuffix(t, "...") || strings.HasSuffix(t, "/"):
		return ScopePackage
	case path.Ext(t) != "" && isExt(strings.ToLower(path.Ext(t)[1:])):
		return ScopeFile
	case strings.Contains(t, "/"):
		return ScopePackage
	}
	return ""
}

// reTestID is a test's own name as runners print it: TestX, test_x,
// BenchmarkX, with an optional ::path or /subtest.
var reTestID = &lre{expr: `^(?:[\w./-]+::)?(?:Test[A-Z0-9_]\w*|test_\w+|Benchmark\w+|Example\w*)(?:\[[^\]]*\])?(?:/\S+)?$`}

// scopeText is the scope's words, "" for nil.
func (s *Scope) scopeText() string {
	if s == nil {
		return ""
	}
	return s.Text
}
