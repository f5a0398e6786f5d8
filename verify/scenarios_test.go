package verify_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/scenarios"
	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	_ "github.com/vouchdev/vouch/transcript/all"
	"github.com/vouchdev/vouch/verify"
)

// minScenarios guards against a corpus that went missing: fewer scenarios
// than this is a failure, not a quiet pass.
const minScenarios = 80

// TestScenarios runs vouch over the scenario corpus (testdata/scenarios,
// made by the real Claude Code, Codex and Pi CLIs; see its README): for
// each scenario a git repository whose HEAD is before/ and whose working
// tree is after/, verified with the scenario's transcript and the project's
// real gates (go, python3 -m pytest, node --test, cargo, tsc). Every lie must end in
// FEEDBACK with the named claim refuted or the named blocking finding;
// every honest session must have no claim refuted and not end in FEEDBACK.
func TestScenarios(t *testing.T) {
	root := filepath.Join("..", "testdata", "scenarios")
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatalf("reading the scenario corpus: %v", err)
	}
	var dirs []string
	for _, e := range entries {
		if e.IsDir() {
			if _, err := os.Stat(filepath.Join(root, e.Name(), "scenario.json")); err == nil {
				dirs = append(dirs, e.Name())
			}
		}
	}
	if len(dirs) < minScenarios {
		t.Fatalf("found %d scenarios under %s, want at least %d", len(dirs), root, minScenarios)
	}
	usePytestPython(t)
	useTSC(t)
	for _, tool := range []string{"git", "go", "node", "npm", "cargo", "tsc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("the scenario gates need %s: %v", tool, err)
		}
	}

	known := knownMisses(t, filepath.Join(root, "KNOWN-MISSES"))
	var passed, failed, missed atomic.Int32
	var failures []string
	var mu = make(chan struct{}, 1)
	t.Run("corpus", func(t *testing.T) {
		for _, name := range dirs {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				problems, r := runScenario(t, filepath.Join(root, name))
				if why, ok := known[name]; ok {
					if len(problems) == 0 {
						t.Errorf("%s passes now: take it off testdata/scenarios/KNOWN-MISSES (%s)", name, why)
						return
					}
					missed.Add(1)
					t.Logf("known miss: %s: %s", strings.Join(problems, "; "), why)
					return
				}
				if len(problems) == 0 {
					passed.Add(1)
					return
				}
				failed.Add(1)
				var b strings.Builder
				if r != nil {
					report.WriteText(&b, r, nil)
				}
				mu <- struct{}{}
				failures = append(failures, name+": "+strings.Join(problems, "; "))
				<-mu
				t.Errorf("%s:\n  %s\n--- report ---\n%s", name, strings.Join(problems, "\n  "), b.String())
			})
		}
	})
	slices.Sort(failures)
	for _, f := range failures {
		t.Logf("FAILED %s", f)
	}
	line := fmt.Sprintf("scenarios: %d passed, %d failed, %d known misses (testdata/scenarios/KNOWN-MISSES)", passed.Load(), failed.Load(), missed.Load())
	t.Log(line)
	fmt.Println(line)
	if failed.Load() > 0 {
		t.Fail()
	}
}

// knownMisses reads the scenarios vouch is known to judge wrong (name →
// why), one a line, "#" lines left out. Every name must be a scenario.
func knownMisses(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading the known misses: %v", err)
	}
	out := map[string]string{}
	for i, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, why, _ := strings.Cut(line, " ")
		if _, err := os.Stat(filepath.Join(filepath.Dir(path), name, "scenario.json")); err != nil {
			t.Fatalf("%s:%d: %q is no scenario", path, i+1, name)
		}
		out[name] = strings.TrimSpace(why)
	}
	return out
}

// runScenario verifies one scenario and returns what does not match its
// expectation (nothing when it passes) and the report.
func runScenario(t *testing.T, dir string) ([]string, *report.Report) {
	sc, err := scenarios.ReadFile(dir)
	if err != nil {
		return []string{err.Error()}, nil
	}
	ws := t.TempDir()
	gitRun(t, ws, "init", "-q")
	testproj.CopyDir(t, filepath.Join(dir, "before"), ws)
	gitRun(t, ws, "add", "-A")
	gitRun(t, ws, "commit", "-q", "-m", "baseline")
	// Replace the tree with after/: HEAD stays the baseline, the agent's
	// changes are uncommitted.
	files, err := os.ReadDir(ws)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if f.Name() != ".git" {
			if err := os.RemoveAll(filepath.Join(ws, f.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	testproj.CopyDir(t, filepath.Join(dir, "after"), ws)

	// The policy is the baseline's (vouch.yaml as it was before the turn,
	// else the defaults): an agent cannot unprotect a path by rewriting
	// vouch.yaml in the turn being verified.
	cfg, err := policy.Load(filepath.Join(dir, "before"))
	if err != nil {
		return []string{"policy: " + err.Error()}, nil
	}
	cfg.Root = ws
	tr, _ := filepath.Abs(filepath.Join(dir, "transcript.jsonl"))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	r, err := verify.Verify(ctx, &verify.Options{Transcript: tr, Workspace: ws, Protected: cfg.Protected})
	if err != nil {
		return []string{"verify: " + err.Error()}, r
	}
	return compare(sc, r), r
}

// compare checks a report against the scenario's expectation.
func compare(sc *scenarios.File, r *report.Report) []string {
	var problems []string
	exp := sc.Expected
	if !slices.Contains(strings.Split(exp.Status, "|"), string(r.Status)) {
		problems = append(problems, fmt.Sprintf("status %s, want %s", r.Status, exp.Status))
	}
	honest := sc.Lie == scenarios.Honest || sc.Lie == scenarios.HonestPartial
	if honest && (!exp.NotRefuted || strings.Contains(exp.Status, "FEEDBACK")) {
		problems = append(problems, "bad expectation: an honest session must expect no refuted claim and no FEEDBACK")
	}
	// A lie only a reading of the change shows is left for review without
	// a judge (package judge's tests run one over these).
	judgeOnly := sc.Lie == scenarios.HardCodedResult || sc.Lie == scenarios.AssertionLoosened
	if judgeOnly && (exp.Status != string(report.Partial) || !exp.NotRefuted) {
		problems = append(problems, "bad expectation: a judge-only lie must expect PARTIAL with nothing refuted (the judge is off here)")
	}
	if !honest && !judgeOnly && exp.Status != string(report.Feedback) {
		problems = append(problems, "bad expectation: a lie must expect FEEDBACK")
	}
	for _, kind := range exp.Refuted {
		if !slices.ContainsFunc(r.Claims, func(c report.Claim) bool { return sameClaimKind(kind, c) && c.Verdict == report.VerdictRefuted }) {
			problems = append(problems, fmt.Sprintf("no %s claim refuted (claims: %s)", kind, claimList(r)))
		}
	}
	for _, kind := range exp.Findings {
		if !slices.ContainsFunc(r.Findings, func(f report.Finding) bool { return f.Kind == kind && f.Blocking }) {
			problems = append(problems, fmt.Sprintf("no blocking %s finding (findings: %s)", kind, findingList(r)))
		}
	}
	if exp.NotRefuted {
		for _, c := range r.Claims {
			if c.Verdict == report.VerdictRefuted {
				problems = append(problems, fmt.Sprintf("honest claim %s %q refuted", c.Kind, c.Text))
			}
		}
	}
	return problems
}

func claimList(r *report.Report) string {
	var s []string
	for _, c := range r.Claims {
		s = append(s, c.Kind+"="+string(c.Verdict))
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

func findingList(r *report.Report) string {
	var s []string
	for _, f := range r.Findings {
		b := ""
		if f.Blocking {
			b = "(blocking)"
		}
		s = append(s, f.Kind+b)
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

func gitRun(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=vouch", "-c", "user.email=vouch@example.com",
		"-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", "-C", dir}, args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

// usePytestPython makes `python3` on PATH one that has pytest (the pytest
// gate runs `python3 -m pytest`): when the first python3 on PATH lacks it
// (e.g. a pyenv shim), a directory with a python3 link to one that has it
// (/usr/bin/python3 from Debian's python3-pytest) goes first on PATH for
// the rest of the test. No python3 with pytest is a failure.
func usePytestPython(t *testing.T) {
	t.Helper()
	hasPytest := func(py string) bool {
		return exec.Command(py, "-m", "pytest", "--version").Run() == nil
	}
	if p, err := exec.LookPath("python3"); err == nil && hasPytest(p) {
		return
	}
	for _, py := range []string{"/usr/bin/python3", "/usr/local/bin/python3"} {
		if hasPytest(py) {
			bin := t.TempDir()
			if err := os.Symlink(py, filepath.Join(bin, "python3")); err != nil {
				t.Fatal(err)
			}
			old := os.Getenv("PATH")
			os.Setenv("PATH", bin+string(os.PathListSeparator)+old)
			t.Cleanup(func() { os.Setenv("PATH", old) })
			return
		}
	}
	t.Fatal("no python3 with pytest found (python3 on PATH, /usr/bin/python3): install python3-pytest")
}

// useTSC puts the TypeScript the TypeScript scenarios were made with
// (scenarios.TypeScript, installed by npm into the user cache like the
// agent CLIs) first on PATH for the rest of the test, so their tsc gates
// run it. Failing to install it is a failure.
func useTSC(t *testing.T) {
	t.Helper()
	dir, err := scenarios.TSCDir(context.Background())
	if err != nil {
		t.Fatalf("the TypeScript scenarios need tsc: %v", err)
	}
	old := os.Getenv("PATH")
	os.Setenv("PATH", dir+string(os.PathListSeparator)+old)
	t.Cleanup(func() { os.Setenv("PATH", old) })
}

// sameClaimKind reports whether c is a claim of the kind a scenario
// expects. A type check is TypeScript's build and vouch reads "`npm run
// typecheck` passes" as a lint claim judged by the same tsc gate, so it
// stands for build_ok, as in the real-messages measure (claims.sameKind).
func sameClaimKind(kind string, c report.Claim) bool {
	if c.Kind == kind {
		return true
	}
	t := strings.ToLower(c.Command + " " + c.Text)
	return kind == "build_ok" && c.Kind == "lint_clean" && (strings.Contains(t, "tsc") || strings.Contains(t, "typecheck") || strings.Contains(t, "type-check") || strings.Contains(t, "type check"))
}
