// Package report holds vouch's verification report — the contract of
// `vouch verify --format json` fixed in DESIGN.md — and its renderers: text
// for terminals, markdown for pull-request comments, and JSON.
//
// In DESIGN.md's data flow it is the output of verify and the input of the
// hooks (which turn Feedback into the agent's next input), of `vouch report`
// and of the store (which saves reports as JSON).
package report

import (
	"encoding/json"
	"fmt"
	"io"
)

// Schema is the version tag of the JSON report.
const Schema = "vouch.report/v1"

// Status is the verdict of a whole report: the CONFIDENCE ladder.
type Status string

// The status ladder, best first.
const (
	// Perfect: every claim verified and every gate passes.
	Perfect Status = "PERFECT"
	// Verified: no claim refuted, gates pass, some claims only unverifiable.
	Verified Status = "VERIFIED"
	// Partial: nothing refuted, but the work is not done (a gate fails that
	// the agent itself reported, or a gate could not run).
	Partial Status = "PARTIAL"
	// Feedback: a claim is refuted or a gate newly fails while the agent
	// says done; the feedback goes back to the agent.
	Feedback Status = "FEEDBACK"
	// Failed: verification itself could not run.
	Failed Status = "FAILED"
)

// ExitCode is the process exit code for a status: 0 PERFECT/VERIFIED,
// 1 PARTIAL/FEEDBACK, 2 FAILED.
func (s Status) ExitCode() int {
	switch s {
	case Perfect, Verified:
		return 0
	case Partial, Feedback:
		return 1
	default:
		return 2
	}
}

// Verdict is the outcome for one claim.
type Verdict string

// Claim verdicts.
const (
	VerdictVerified   Verdict = "verified"
	VerdictRefuted    Verdict = "refuted"
	VerdictUnverified Verdict = "unverified"
)

// GateStatus is the outcome of one gate.
type GateStatus string

// Gate statuses. Error means the gate could not give an answer (missing
// tool, timeout, crash, unparseable output): never a pass.
const (
	GatePass    GateStatus = "pass"
	GateFail    GateStatus = "fail"
	GateError   GateStatus = "error"
	GateSkipped GateStatus = "skipped"
)

// Report is one verification of one turn of one session.
type Report struct {
	Schema     string    `json:"schema"`
	Status     Status    `json:"status"`
	Summary    string    `json:"summary"`
	Session    Session   `json:"session"`
	Claims     []Claim   `json:"claims"`
	Gates      []Gate    `json:"gates"`
	Findings   []Finding `json:"findings"`
	Feedback   string    `json:"feedback"`
	DurationMS int64     `json:"duration_ms"`
	// Judge is set when a judge (vouch verify --judge) reviewed the turn
	// after the rules; absent otherwise (added within v1).
	Judge *Judge `json:"judge,omitempty"`
}

// Judge says which model reviewed the turn, how its tools were confined
// and what it cost. Tokens and cost are the whole review's: one review
// judges every claim it was given at once.
type Judge struct {
	Model string `json:"model"`
	// Mode is the confinement of the judge's tools: "landlock+netns",
	// "bwrap", or "in-process read-only: <why>".
	Mode string `json:"mode"`
	// Persona is the persona the judge followed: its file relative to the
	// workspace root (".vouch/agents/verifier.md"), "built-in" or
	// "custom" (instructions given by a caller). Empty in reports written
	// before personas.
	Persona     string `json:"persona,omitempty"`
	Calls       int    `json:"calls"`
	InputTokens int    `json:"input_tokens"`
	// CachedInputTokens are the part of InputTokens the provider read
	// from its prompt cache: sent all the same, billed at a fraction.
	CachedInputTokens int     `json:"cached_input_tokens,omitempty"`
	OutputTokens      int     `json:"output_tokens"`
	CostUSD           float64 `json:"cost_usd"`
	// Redacted counts the secrets replaced before anything was sent.
	Redacted int `json:"redacted"`
	// Claims are the ids of the claims the judge was asked about.
	Claims []string `json:"claims"`
	// Notes say what of the judge's answer was dropped, and why.
	Notes []string `json:"notes,omitempty"`
}

// Who decided a claim's verdict (Claim.By, Finding.By).
const (
	ByRules = "rules"
	ByJudge = "judge"
)

// A judge's confidence (Claim.Confidence, Finding.Confidence). A refutation
// or a finding of low confidence is reported, never blocking.
const (
	ConfidenceHigh   = "high"
	ConfidenceMedium = "medium"
	ConfidenceLow    = "low"
)

// Session identifies what was verified.
type Session struct {
	Agent      string `json:"agent"`
	ID         string `json:"id"`
	Turn       int    `json:"turn"`
	Transcript string `json:"transcript"`
	Workspace  string `json:"workspace,omitempty"`
	Baseline   string `json:"baseline,omitempty"` // git revision new failures were judged against
}

// Claim is one thing the agent said it did, and the verdict on it. The
// fields after Kind say what vouch understood the claim to be (added within
// v1; absent when empty).
type Claim struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	Kind string `json:"kind"`
	// Negated: an admission ("TestFormat still fails", "I did not run the
	// tests"). Hedged claims ("should pass") are not reported at all.
	Negated bool        `json:"negated,omitempty"`
	Hedged  bool        `json:"hedged,omitempty"`
	Scope   *ClaimScope `json:"scope,omitempty"`  // tests/build/lint: the part of the project; absent: all of it
	Counts  *Counts     `json:"counts,omitempty"` // numbers the agent stated
	Path    string      `json:"path,omitempty"`   // file claims, untouched
	Name    string      `json:"name,omitempty"`   // symbol claims (for a rename, the new name)
	Command string      `json:"command,omitempty"`
	// NeedsJudge: only a reading of the code can decide it (a claim about
	// behaviour in general, "works for any input"); rules leave it
	// unverified and count it as a significant gap.
	NeedsJudge bool       `json:"needs_judge,omitempty"`
	Verdict    Verdict    `json:"verdict"`
	Evidence   []Evidence `json:"evidence"`
	// By says who decided the verdict, "rules" or "judge"; set on every
	// claim when a judge ran, absent (rules) otherwise. Confidence and
	// Model are the judge's, when By is "judge".
	By         string `json:"by,omitempty"`
	Confidence string `json:"confidence,omitempty"`
	Model      string `json:"model,omitempty"`
}

// Blocking reports whether a refuted claim makes the report FEEDBACK: any
// refutation by the rules, a judge's only at high or medium confidence.
func (c Claim) Blocking() bool {
	return c.Verdict == VerdictRefuted && !(c.By == ByJudge && c.Confidence == ConfidenceLow)
}

// ClaimScope is the part of the project a claim is about: kind "project",
// "package" (paths), "file" (paths), "tests" (tests), "filter" (filter) or
// "named" (text only, "the discount tests"), "new" (the tests the turn
// added) or "remote" (runs elsewhere, "CI is green"); except lists what the agent
// excluded and text is its words.
type ClaimScope struct {
	Kind   string   `json:"kind"`
	Paths  []string `json:"paths,omitempty"`
	Tests  []string `json:"tests,omitempty"`
	Filter string   `json:"filter,omitempty"`
	Except []string `json:"except,omitempty"`
	Text   string   `json:"text,omitempty"`
}

// Counts are test numbers an agent stated; -1 marks one it did not state.
type Counts struct {
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Skipped int `json:"skipped"`
	Total   int `json:"total"`
}

// Evidence is one fact that decided (or could not decide) a claim.
type Evidence struct {
	Source string `json:"source"` // transcript | gate | workspace | judge
	Detail string `json:"detail"`
	Ref    string `json:"ref,omitempty"` // file:line or event index
}

// Gate is one oracle run (build, tests, linter) and its outcome.
type Gate struct {
	Name        string       `json:"name"`
	Command     string       `json:"command"`
	Status      GateStatus   `json:"status"`
	ExitCode    *int         `json:"exit_code"`
	DurationMS  int64        `json:"duration_ms"`
	New         *bool        `json:"new,omitempty"` // nil: no baseline was run
	Reason      string       `json:"reason,omitempty"`
	Diagnostics []Diagnostic `json:"diagnostics"`
	OutputTail  string       `json:"output_tail,omitempty"`
}

// Diagnostic is one located problem reported by a gate.
type Diagnostic struct {
	File     string `json:"file,omitempty"`
	Line     int    `json:"line,omitempty"`
	Col      int    `json:"col,omitempty"`
	Severity string `json:"severity,omitempty"`
	Message  string `json:"message"`
	New      *bool  `json:"new,omitempty"`
}

// Finding is something wrong found in the transcript or workspace that is
// not itself a claim: test tampering, stale evidence, a filtered run, a
// write to a protected path, a missing tool.
type Finding struct {
	Kind     string `json:"kind"`
	Message  string `json:"message"`
	File     string `json:"file,omitempty"`
	Line     int    `json:"line,omitempty"`
	Blocking bool   `json:"blocking,omitempty"`
	// By is "judge" for a judge's finding (absent: rules), with its
	// confidence.
	By         string `json:"by,omitempty"`
	Confidence string `json:"confidence,omitempty"`
}

// Finding kinds.
const (
	FindingTestTampering = "test-tampering"
	// FindingTestEditedToPass: a test failed in the session and passes at
	// the end after its own code (inputs, expected values, assertions) was
	// edited; the message shows the changed lines. Blocking: a claim that
	// the tests pass or the bug is fixed then rests on a changed oracle.
	FindingTestEditedToPass = "test-edited-to-pass"
	// FindingUntestedCase: a case the report says the tests cover ("Edge
	// cases covered by the new tests: … `[1,2,3,4,5]` → …") that no test
	// holds. Blocking: a passing count does not stand for it.
	FindingUntestedCase  = "untested-case"
	FindingStaleEvidence = "stale-evidence"
	FindingFilteredRun   = "filtered-run"
	FindingCountMismatch = "count-mismatch"
	FindingProtectedFile = "protected-file"
	FindingMissingTool   = "missing-tool"
	FindingNoEvidence    = "no-evidence"

	// The judge's suspicions about the turn's diff (blocking unless of
	// low confidence).
	FindingSpecialCasedInput = "special-cased-input" // the tested inputs handled one by one
	FindingHardCodedResult   = "hard-coded-result"   // the expected answer returned for a tested input
	FindingAssertionLoosened = "assertion-loosened"  // an assertion weakened so the bug passes
	FindingClaimedBeyondDiff = "claimed-beyond-diff" // work claimed that the diff does not hold
	// FindingJudgeCap: a cap (calls, tokens, money, tool rounds) stopped
	// the judge; what it did not judge stays unverified.
	FindingJudgeCap = "judge-cap"
	// FindingJudgeError: the judge could not give a valid answer (the
	// provider failed, or its answer stayed malformed after one retry).
	FindingJudgeError = "judge-error"
)

// New returns an empty report with the schema set and non-nil slices, so
// the JSON form always has arrays.
func New() *Report {
	return &Report{Schema: Schema, Claims: []Claim{}, Gates: []Gate{}, Findings: []Finding{}}
}

// WriteJSON writes r as indented JSON.
func WriteJSON(w io.Writer, r *Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// ReadJSON reads a report written by WriteJSON. Unknown fields are ignored;
// a different schema version is an error.
func ReadJSON(data []byte) (*Report, error) {
	var r Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("report: %w", err)
	}
	if r.Schema != Schema {
		return nil, fmt.Errorf("report: schema %q, expected %q", r.Schema, Schema)
	}
	return &r, nil
}
