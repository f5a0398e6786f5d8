// Package gate runs a project's own oracles — its build, tests and linters —
// and turns what they print into structured results.
//
// In DESIGN.md's data flow gate sits beside the transcript reader: the verify
// engine asks gate which oracles a workspace has (Detect, merged with
// vouch.yaml's gates by Merge), runs them (Run), compares the failures with
// the same gates run on the last commit (Baseline, MarkNew), and checks the
// agent's claims against the results. The parsers (ParseDiagnostics,
// ParseTestOutput) are exported because the engine also applies them to
// command output it finds in transcripts.
//
// The package's one rule is seed 002's lesson: never a false green. A missing
// tool, a missing script, a timeout, a crash, or a failing run whose output no
// parser understood is StatusError, never StatusPass; a test gate only passes
// when its output shows that tests actually ran (or, explicitly, that there
// were none: TestSummary.NoTests).
package gate

import (
	"encoding/json"
	"slices"
	"time"
)

// Status is a gate's outcome, as it appears in the report's gates array.
type Status string

const (
	StatusPass    Status = "pass"    // the oracle ran and was satisfied
	StatusFail    Status = "fail"    // the oracle ran and found problems
	StatusError   Status = "error"   // the oracle could not give an answer
	StatusSkipped Status = "skipped" // not run (When did not match the turn's paths)
)

// Kind says what a gate checks; it decides what a pass requires.
type Kind string

const (
	KindBuild     Kind = "build"
	KindTest      Kind = "test" // a pass needs a recognised test run
	KindLint      Kind = "lint"
	KindTypecheck Kind = "typecheck"
	KindOther     Kind = ""
)

// Where a Spec came from.
const (
	SourceAuto   = "auto"
	SourceConfig = "vouch.yaml"
	// SourceSession: a check the agent ran in the session, used when no
	// detected gate covers its kind (verify adds these).
	SourceSession = "session"
	// SourceClaim: a check the agent's final message names and no other
	// gate runs, run as the message names it (verify adds these).
	SourceClaim = "claim"
)

// Parser names understood by ParseDiagnostics, ParseTestOutput and
// Spec.Parser. ParserAuto tries them all; it is the default.
const (
	ParserAuto       = "auto"
	ParserGeneric    = "generic"      // path:line: and path:line:col:
	ParserGo         = "go"           // go build, go vet
	ParserGoTest     = "go-test"      // go test, plain text
	ParserGoTestJSON = "go-test-json" // go test -json (test2json events)
	ParserTSC        = "tsc"
	ParserESLint     = "eslint" // stylish, unix and compact formats
	ParserPytest     = "pytest"
	ParserNodeTest   = "node-test" // node --test, TAP
	ParserJest       = "jest"      // jest and vitest
	ParserCargo      = "cargo"     // cargo build/check/clippy/test
	ParserUnittest   = "unittest"  // python -m unittest, Django's test runner
	ParserPython     = "python"    // python -m py_compile / compileall: File "a.py", line 3 … SyntaxError: …
	ParserGofmt      = "gofmt"     // gofmt -l: the files it lists are not formatted (it exits 0)
)

// Parsers lists the parser names, ParserAuto first.
func Parsers() []string {
	return []string{ParserAuto, ParserGeneric, ParserGo, ParserGoTest, ParserGoTestJSON,
		ParserTSC, ParserESLint, ParserPytest, ParserNodeTest, ParserJest, ParserCargo, ParserUnittest, ParserPython, ParserGofmt}
}

// A Spec describes one gate: what to run, where, and how to read its output.
type Spec struct {
	// Name identifies the gate in reports and across runs ("go-test").
	// Merge overrides by it and MarkNew pairs results by it.
	Name string `json:"name"`
	// Command is the command line shown to the user. When Args is empty it is
	// also what runs, with `sh -c`.
	Command string `json:"command"`
	// Args, if set, is the argv actually executed (no shell). It may differ
	// from Command in flags that only change the output format, such as
	// `go test -json`.
	Args []string `json:"args,omitempty"`
	// ReportArgs, if set, are appended to Args to make the tool write a
	// jest/vitest JSON report (jest's --json, vitest's json reporter), with
	// ReportPlaceholder replaced by a file in a temporary directory outside
	// Dir, removed after the run. Run reads the report with ParseJestReport
	// and merges it with what the output showed; without a readable report
	// it keeps the output's results and says so in Result.Reason. Ignored
	// when Args is empty.
	ReportArgs []string `json:"report_args,omitempty"`
	// Dir is the working directory; diagnostics' paths are made relative to
	// it. Empty means the process's current directory.
	Dir string `json:"dir,omitempty"`
	// Timeout bounds the run; zero means RunOptions.Timeout.
	Timeout time.Duration `json:"timeout,omitempty"`
	// Parser names the output parser (see Parsers); empty means ParserAuto.
	Parser string `json:"parser,omitempty"`
	// Kind says what the gate checks; KindTest gates need a recognised test
	// run to pass.
	Kind Kind `json:"kind,omitempty"`
	// When, if set, holds globs (with ** for any number of directories; a
	// pattern without a slash matches the base name at any depth): the gate
	// runs only if the turn touched a matching path (RunOptions.Touched).
	When []string `json:"when,omitempty"`
	// Source is SourceAuto or SourceConfig.
	Source string `json:"source,omitempty"`
}

// A Diagnostic is one problem an oracle reported, at a place in the source.
type Diagnostic struct {
	File     string `json:"file,omitempty"` // relative to the gate's Dir when it lies inside it
	Line     int    `json:"line,omitempty"`
	Col      int    `json:"col,omitempty"`
	Severity string `json:"severity"`          // "error", "warning" or "info"
	Message  string `json:"message"`           // first line of the message, without the position
	Code     string `json:"code,omitempty"`    // TS2322, E0308, no-unused-vars, ...
	Test     string `json:"test,omitempty"`    // the failing test this came from, if known
	Package  string `json:"package,omitempty"` // Go import path the file belongs to, if known
	// New is set by MarkNew: whether the diagnostic is absent from the
	// baseline.
	New *bool `json:"new,omitempty"`
}

// A TestSummary is what a test runner's output says about the run. The verify
// engine compares it with what the agent claimed.
type TestSummary struct {
	// Tool is the parser that recognised the run ("" when none did).
	Tool string `json:"tool,omitempty"`
	// Recognized reports that the output shows a test run took place: a
	// count line, per-test results or per-package results.
	Recognized bool `json:"recognized"`
	Passed     int  `json:"passed"`
	Failed     int  `json:"failed"`
	Skipped    int  `json:"skipped"`
	// PerTest reports that the counts are per test. It is false when the
	// tool printed only per-package results (plain `go test` without -v
	// lists failures but not passes): then Passed undercounts.
	PerTest bool `json:"per_test"`
	// Errors counts errors outside tests: collection errors, build failures
	// of test packages, panics that killed a test binary.
	Errors int `json:"errors,omitempty"`
	// NoTests reports a recognised run that found no tests at all (go's
	// "[no test files]" everywhere, pytest's "no tests ran"). Such a run
	// passes, but proves nothing.
	NoTests bool `json:"no_tests,omitempty"`
	// FailedTests names the failing tests as the tool prints them
	// ("TestAdd/neg", "tests/test_x.py::test_y", "tests::it_adds").
	FailedTests []string `json:"failed_tests,omitempty"`
	// NewFailedTests is set by MarkNew: the failing tests absent from the
	// baseline's.
	NewFailedTests []string `json:"new_failed_tests,omitempty"`
	// Cases are the per-test results, as far as the output shows them:
	// every test for go test -json and -v, pytest -v or -rA, node's TAP and
	// spec reporters, jest/vitest JSON and cargo test; only the failures
	// for plain go test and pytest's default summary. A claim about a test,
	// a file or a filter is checked against these. At most maxCases are kept.
	Cases []TestCase `json:"cases,omitempty"`
}

// A TestCase is one test's result as the runner reported it.
type TestCase struct {
	ID      string `json:"id"`                // as the tool names it: "TestAdd/neg", "tests/test_x.py::test_y", "file.test.js > suite > name", "tests::it_adds"
	Name    string `json:"name"`              // the test's own name: "TestAdd/neg", "test_y", "name", "it_adds"
	File    string `json:"file,omitempty"`    // file that defines it, relative to the gate's Dir when known
	Package string `json:"package,omitempty"` // Go import path, Python module path, or folder, when known
	Status  string `json:"status"`            // "pass", "fail", "skip" or "error"
	Message string `json:"message,omitempty"` // first line of the failure
	Line    int    `json:"line,omitempty"`    // line of the failure in File, when known
}

// TestCase statuses.
const (
	CasePass  = "pass"
	CaseFail  = "fail"
	CaseSkip  = "skip"
	CaseError = "error" // the test could not run: a pytest setup error, a cancelled node test
)

// A Result is one gate's outcome.
type Result struct {
	Name     string        `json:"name"`
	Command  string        `json:"command"`
	Kind     Kind          `json:"kind,omitempty"`
	Source   string        `json:"source,omitempty"`
	Status   Status        `json:"status"`
	ExitCode int           `json:"exit_code"` // -1 when the process did not exit by itself
	Duration time.Duration `json:"-"`         // duration_ms in JSON
	// Reason says why a gate is StatusError or StatusSkipped, or, for a pass
	// or fail, anything the reader should know ("no tests found").
	Reason      string       `json:"reason,omitempty"`
	New         *bool        `json:"new,omitempty"`
	Diagnostics []Diagnostic `json:"diagnostics,omitempty"`
	// Tests is the parsed test summary, for gates whose parser reads test
	// output (nil otherwise).
	Tests *TestSummary `json:"tests,omitempty"`
	// OutputTail is the combined stdout and stderr, valid UTF-8, at most
	// RunOptions.HeadBytes from the start and TailBytes from the end, with a
	// marker line saying how much was dropped in between.
	OutputTail string `json:"output_tail,omitempty"`
	// OutputBytes is the full size of the output, kept or not.
	OutputBytes int64 `json:"output_bytes"`
}

// MarshalJSON writes Duration as the report contract's duration_ms.
func (r Result) MarshalJSON() ([]byte, error) {
	type plain Result
	return json.Marshal(struct {
		plain
		DurationMS int64 `json:"duration_ms"`
	}{plain(r), r.Duration.Milliseconds()})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (r *Result) UnmarshalJSON(b []byte) error {
	type plain Result
	var v struct {
		plain
		DurationMS int64 `json:"duration_ms"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*r = Result(v.plain)
	r.Duration = time.Duration(v.DurationMS) * time.Millisecond
	return nil
}

// Merge returns auto's gates with configured ones applied: a configured gate
// replaces the auto gate of the same name, in its place; the others are
// appended in their order. Neither input is modified.
func Merge(auto, configured []Spec) []Spec {
	out := make([]Spec, 0, len(auto)+len(configured))
	byName := map[string]int{}
	for _, s := range slices.Concat(auto, configured) {
		if i, ok := byName[s.Name]; ok {
			out[i] = s
			continue
		}
		byName[s.Name] = len(out)
		out = append(out, s)
	}
	return out
}
