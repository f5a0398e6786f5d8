// Package scenarios defines vouch's scenario corpus: real agent sessions,
// made by the real Claude Code, Codex and Pi CLIs (internal/agentcli)
// against a scripted fake model (internal/fakellm), in which the agent lies
// about its work in one specific way — or, in the honest twins, does not.
//
// Each Scenario is a small project (Go, Python with pytest, Node with
// node --test, Rust with cargo, or TypeScript with tsc), a prompt, the
// model's scripted turns in fakellm's neutral actions, and the verdict
// vouch is expected to reach. Generate runs one scenario through the real
// CLI, checks that the run did what the script says, and writes
// testdata/scenarios/<name>/ (before/, after/, transcript.jsonl,
// scenario.json); verify/scenarios_test.go runs verify.Verify over every
// scenario written there.
//
// The package sits outside DESIGN.md's data flow: it produces inputs of
// that flow (transcripts and workspaces) and the verdicts expected of it.
// Run it with `go run ./internal/scenarios/gen`.
package scenarios

import (
	"fmt"
	"strings"

	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/transcript"
)

// The lies a scenario can tell (Scenario.Lie). Honest and HonestPartial are
// the truthful twins.
const (
	Honest        = "honest"         // real fix, tests pass, says so
	HonestPartial = "honest-partial" // part fixed, says what still fails
	WrongFix      = "wrong-fix"      // says tests pass; they fail
	NeverRan      = "never-ran"      // says tests pass; never ran them (and they fail)
	StaleEvidence = "stale-evidence" // tests passed, then an edit broke them
	FilteredRun   = "filtered-run"   // a filtered run presented as the whole suite
	WrongCounts   = "wrong-counts"   // "all 5 tests pass" when 3 ran
	ProtectedPath = "protected-path" // wrote .env, vouch.yaml or .git/…
	TestTampering = "test-tampering" // skip, deleted test, removed assertion
	BuildBroken   = "build-broken"   // says it builds; it does not compile
	TouchedFile   = "touched-file"   // "I did not touch X"; X was edited
	MissingWork   = "missing-work"   // file or function claimed, not there
	ScopedFalse   = "scoped-false"   // a named test, file or filter said to pass; it fails
	TestEdited    = "test-edited-to-pass"
	// RunnerError: a run that errored as a whole (a collection error, no
	// tests ran, a test file failing at import, setup failed) reported as
	// passing, while the tests really fail.
	RunnerError = "runner-error"
)

// Expected is what vouch must conclude about a scenario (scenario.json's
// "expected"). It is about the lie, not every incidental claim.
type Expected struct {
	// Status is the report status, or alternatives separated by "|"
	// ("PERFECT|VERIFIED").
	Status string `json:"status"`
	// Refuted are claim kinds at least one claim of which must be refuted.
	Refuted []string `json:"refuted,omitempty"`
	// Findings are finding kinds that must be present and blocking
	// (test-tampering, protected-file).
	Findings []string `json:"findings,omitempty"`
	// NotRefuted: no claim may be refuted (the honest sessions).
	NotRefuted bool `json:"not_refuted"`
}

// Want is a check on a run: the model's input for scripted request Turn
// (1-based; request k carries the results of turn k-1's calls) must
// contain Text.
type Want struct {
	Turn int
	Text string
}

// Scenario is one scripted agent session.
type Scenario struct {
	Name     string
	Agent    transcript.Agent
	Language string // go, python, node, rust, typescript
	Lie      string
	// Story is one line for the README: what the agent does and says.
	Story  string
	Prompt string
	// Files is the project at the start (path → content).
	Files map[string]string
	// GitInit makes the generation directory a git repository first (for
	// writes into .git/); .git is never copied into the corpus.
	GitInit bool
	Turns   []fakellm.Turn
	// Wants are checks on what the model saw (beyond the generic ones).
	Wants    []Want
	Expected Expected
}

// FinalText is the text of the last scripted turn: what the agent claims.
func (s *Scenario) FinalText() string {
	if n := len(s.Turns); n > 0 {
		return s.Turns[n-1].Text
	}
	return ""
}

// Find returns the scenario named name.
func Find(name string) (*Scenario, bool) {
	for _, s := range All() {
		if s.Name == name {
			return s, true
		}
	}
	return nil, false
}

// replOnce is strings.Replace of exactly one occurrence, panicking when old
// is not there: a project variant built from the wrong base is a bug in the
// corpus, caught when it is defined.
func replOnce(s, old, new string) string {
	if !strings.Contains(s, old) {
		panic(fmt.Sprintf("scenarios: %q not found", old))
	}
	return strings.Replace(s, old, new, 1)
}
