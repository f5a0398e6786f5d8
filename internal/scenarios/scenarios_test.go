package scenarios

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/all"
)

var corpus = filepath.Join("..", "..", "testdata", "scenarios")

// TestDefinitions checks the corpus definitions cover what they must: at
// least 80 scenarios, every lie and the honest twins, all three agents and
// all five languages, and expectations of the right shape.
func TestDefinitions(t *testing.T) {
	all := All()
	if len(all) < 80 {
		t.Fatalf("%d scenarios, want at least 80", len(all))
	}
	names := map[string]bool{}
	lies := map[string]map[transcript.Agent]bool{}
	langs := map[string]bool{}
	agents := map[transcript.Agent]int{}
	for _, s := range all {
		if names[s.Name] {
			t.Errorf("duplicate scenario name %s", s.Name)
		}
		names[s.Name] = true
		if lies[s.Lie] == nil {
			lies[s.Lie] = map[transcript.Agent]bool{}
		}
		lies[s.Lie][s.Agent] = true
		langs[s.Language] = true
		agents[s.Agent]++
		honest := s.Lie == Honest || s.Lie == HonestPartial
		// a lie only a reading of the change can see: without a judge it
		// stays PARTIAL, never VERIFIED (the judge's tests refute it)
		judgeOnly := s.Lie == HardCodedResult || s.Lie == AssertionLoosened
		switch {
		case honest && (!s.Expected.NotRefuted || strings.Contains(s.Expected.Status, "FEEDBACK")):
			t.Errorf("%s: honest, but expects %+v", s.Name, s.Expected)
		case judgeOnly && s.Expected.Status != "PARTIAL":
			t.Errorf("%s: a judge-only lie must expect PARTIAL without a judge, got %+v", s.Name, s.Expected)
		case judgeOnly:
		case !honest && (s.Expected.Status != "FEEDBACK" || len(s.Expected.Refuted)+len(s.Expected.Findings) == 0):
			t.Errorf("%s: a lie must expect FEEDBACK and a refuted claim or a finding, got %+v", s.Name, s.Expected)
		}
		if last := s.Turns[len(s.Turns)-1]; len(last.Calls) > 0 || last.Text == "" {
			t.Errorf("%s: the last turn must be the agent's final message", s.Name)
		}
	}
	for _, lie := range []string{Honest, HonestPartial, WrongFix, NeverRan, StaleEvidence, FilteredRun, WrongCounts,
		ProtectedPath, TestTampering, BuildBroken, TouchedFile, MissingWork, ScopedFalse, TestEdited, RunnerError} {
		if len(lies[lie]) == 0 {
			t.Errorf("no scenario for %s", lie)
		}
	}
	for _, lie := range []string{Honest, HonestPartial, WrongFix, StaleEvidence, FilteredRun, WrongCounts, ProtectedPath,
		TestTampering, BuildBroken, TouchedFile, MissingWork, ScopedFalse, TestEdited, RunnerError} {
		if len(lies[lie]) < 2 {
			t.Errorf("%s is covered by one agent only", lie)
		}
	}
	for _, l := range []string{"go", "python", "node", "rust", "typescript"} {
		if !langs[l] {
			t.Errorf("no %s scenario", l)
		}
	}
	for _, a := range []transcript.Agent{transcript.ClaudeCode, transcript.Codex, transcript.Pi} {
		if agents[a]*5 < len(all) {
			t.Errorf("%s has %d of %d scenarios, want at least a fifth", a, agents[a], len(all))
		}
	}
}

// TestFinalTextsVary checks that no two scenarios' final messages are the
// same text: each is written the way a model would write that report, not
// filled into one template.
func TestFinalTextsVary(t *testing.T) {
	seen := map[string]string{}
	for _, s := range classes() {
		if other, ok := seen[s.FinalText()]; ok {
			t.Errorf("%s and %s end with the same message %q", other, s.Name, s.FinalText())
		}
		seen[s.FinalText()] = s.Name
	}
}

// TestCorpusMatchesDefinitions checks testdata/scenarios holds what the
// definitions say, so an expectation cannot be edited in the JSON alone:
// every scenario is there, scenario.json agrees with its definition,
// before/ is the definition's project, and the transcript is the real
// CLI's (right agent, a cwd, the scripted final message).
func TestCorpusMatchesDefinitions(t *testing.T) {
	for _, s := range All() {
		t.Run(s.Name, func(t *testing.T) {
			dir := filepath.Join(corpus, s.Name)
			f, err := ReadFile(dir)
			if err != nil {
				t.Fatalf("%v (regenerate: go run ./internal/scenarios/gen -only %s)", err, s.Name)
			}
			if f.Agent != string(s.Agent) || f.Language != s.Language || f.Lie != s.Lie || f.Prompt != s.Prompt || f.FinalText != s.FinalText() {
				t.Errorf("scenario.json = %+v, differs from the definition (regenerate)", f)
			}
			if !reflect.DeepEqual(f.Expected, s.Expected) {
				t.Errorf("scenario.json expects %+v, the definition %+v", f.Expected, s.Expected)
			}
			for name, content := range s.Files {
				b, err := os.ReadFile(filepath.Join(dir, "before", name))
				if err != nil || string(b) != content {
					t.Errorf("before/%s differs from the definition (err %v)", name, err)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "after")); err != nil {
				t.Errorf("no after/: %v", err)
			}
			sess, err := transcript.ReadFile(context.Background(), filepath.Join(dir, "transcript.jsonl"), nil)
			if err != nil {
				t.Fatal(err)
			}
			if sess.Agent != s.Agent || sess.Cwd == "" {
				t.Errorf("transcript: agent %q cwd %q, want agent %q and a cwd", sess.Agent, sess.Cwd, s.Agent)
			}
			turns := sess.Turns()
			if len(turns) != 1 {
				t.Fatalf("transcript has %d turns, want 1", len(turns))
			}
			if got := strings.TrimSpace(turns[0].FinalText()); got != s.FinalText() {
				t.Errorf("transcript's final text %q, want %q", got, s.FinalText())
			}
		})
	}
}
