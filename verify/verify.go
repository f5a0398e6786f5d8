// Package verify is vouch's engine: it takes one turn of an agent session,
// extracts what the agent claims at the end of it (package claims), gathers
// the evidence the transcript holds (runs of tests, builds and linters and
// their outcomes, edits, test tampering), runs the project's own oracles
// (package gate) — against a git baseline when there is one, so that only
// new failures block — and decides a verdict per claim and a status for the
// whole report (package report).
//
// In DESIGN.md's data flow it is the box "verify (evidence + oracles →
// Report)"; the CLI's `vouch verify`, the demo and the agent hooks all call
// Verify.
//
// Deterministic first: every verdict here is decided by a program. A check
// that could not run (a missing tool, a timeout, no evidence) makes a claim
// unverified and the report at best PARTIAL, never a pass.
package verify

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
)

// Options say what to verify and how. Only Session or Transcript is
// required; every other zero value means the default documented on it.
type Options struct {
	// Session is the session to verify; when nil, Transcript is read.
	Session *transcript.Session
	// Transcript is the session file (used when Session is nil).
	Transcript string
	// Workspace is the project directory the gates run in and paths are
	// checked against (default: the session's cwd). Paths under the
	// session's cwd map to the workspace, so a session can be verified
	// later, elsewhere (CI).
	Workspace string
	// Turn is the 1-based turn to verify; 0 means the last. Reading from
	// Transcript streams (memory bounded by the evidence kept); a Session
	// is used as it is.
	Turn int
	// Baseline is the git revision new failures are judged against: ""
	// means automatic (HEAD when the workspace is a git repository with
	// uncommitted changes), "none" disables the baseline.
	Baseline string
	// NoGates skips running the project's oracles: only the transcript is
	// used as evidence.
	NoGates bool
	// GateNames, if set, runs only the gates with these names.
	GateNames []string
	// Gates are configured gates (vouch.yaml), merged over the detected ones.
	Gates []gate.Spec
	// SkipGates names detected gates not to run (vouch.yaml skip: true).
	SkipGates []string
	// ClaimPatterns are extra claim patterns (vouch.yaml claims.patterns).
	ClaimPatterns []claims.Pattern
	// Protected reports whether a workspace-relative path is protected and
	// by which rule (vouch.yaml policy.protect); nil means nothing is.
	Protected func(path string) (rule string, ok bool)
	// GateTimeout bounds each gate (default: gate's default).
	GateTimeout time.Duration
	// Concurrency bounds parallel gates (default: gate's default).
	Concurrency int
	// Review, when set, reviews the turn after the rules (package judge:
	// vouch verify --judge); nil: the rules alone decide.
	Review Reviewer
}

// ErrNoTurn is returned when the session has no turn to verify.
var ErrNoTurn = errors.New("the session has no user prompt, so no turn to verify")

// Verify verifies one turn. On a problem that stops verification (an
// unreadable transcript, no such turn, no workspace) it returns a FAILED
// report together with the error; otherwise the error is nil and the report
// says what was found.
func Verify(ctx context.Context, o *Options) (*report.Report, error) {
	start := time.Now()
	r := report.New()
	fail := func(err error) (*report.Report, error) {
		r.Status = report.Failed
		r.Summary = "verification could not run: " + err.Error()
		r.DurationMS = time.Since(start).Milliseconds()
		return r, err
	}
	var (
		s   = o.Session
		ev  *Evidence
		err error
	)
	if s != nil {
		ev, err = gather(s, o.Turn, o.keepTurn())
	} else if o.Transcript != "" {
		ev, s, err = gatherFile(ctx, o.Transcript, o.Turn, o.keepTurn())
	} else {
		err = errors.New("no transcript given")
	}
	if s != nil {
		r.Session = report.Session{Agent: string(s.Agent), ID: s.ID, Transcript: firstNonEmpty(s.Path, o.Transcript)}
	}
	if err != nil {
		return fail(err)
	}
	r.Session.Turn = ev.Turn

	ws := o.Workspace
	if ws == "" {
		ws = s.Cwd
	}
	if ws == "" {
		return fail(errors.New("no workspace: the transcript records no cwd; pass --workspace"))
	}
	if st, err := os.Stat(ws); err != nil || !st.IsDir() {
		return fail(fmt.Errorf("workspace %s is not a directory", ws))
	}
	ws, _ = filepath.Abs(ws)
	r.Session.Workspace = ws

	v := &verifier{ctx: ctx, o: o, r: r, ws: ws, ev: ev, contradicted: map[string]bool{}}
	v.scripts, _ = PackageScripts(ws)
	v.claims = claims.Extract(ev.FinalText, &claims.Options{Patterns: o.ClaimPatterns, FixAsked: reAskFix.MatchString(ev.Prompt) || len(v.prompted()) > 0, Programs: ev.programs()})
	if err := v.runGates(ctx); err != nil {
		return fail(err)
	}
	v.findings()
	v.judgeClaims()
	if o.Review != nil {
		v.review(ctx)
	}
	v.decide()
	r.DurationMS = time.Since(start).Milliseconds()
	return r, nil
}

type verifier struct {
	// ctx is Verify's: a replay (replay.go) ends with it
	ctx      context.Context
	o        *Options
	r        *report.Report
	ws       string
	ev       *Evidence
	claims   []claims.Claim
	specs    []gate.Spec // the gates run, as run
	results  []gate.Result
	base     []gate.Result // baseline runs of the gates that failed
	baseline string        // revision used, "" for none
	gitRepo  bool
	// tampered lists test-tampering findings (they refute tests_pass).
	tampered []report.Finding
	// replays are the demonstrations run again (replay.go), by command
	replays map[string]replayResult
	// untested are the cases the report says the tests cover that no
	// test holds (cases.go): they refute a passing count, not a fix
	untested []report.Finding
	replayMu sync.Mutex
	// skipOnly: the test files whose only weakening is skips on tests it
	// names, by file: a claim about other tests of the file is not weakened
	skipOnly map[string][]string
	// added are the tests the turn added (in test files it changed whose
	// content before vouch knows): what "the new tests pass" is about.
	added []string
	// addedFiles are the test files the turn created.
	addedFiles []string
	// addedUnknown: a test file changed whose content before the turn
	// vouch does not know, so added may miss tests.
	addedUnknown bool
	// marks: the pytest marks of test files, read once each (pytestMarks)
	marks   map[string]fileMarks
	marksMu sync.Mutex
	// scripts are package.json's scripts, for reading `npm test` & co.
	scripts map[string]string
	// makefile: the workspace Makefile's rules, read once (judgeThroughMake)
	makefile *makeRules
	makeOnce sync.Once
	// files is the workspace's file list, read once (workspaceFiles);
	// filesCut: it stopped at maxWorkspaceFiles.
	files     []string
	filesCut  bool
	filesOnce sync.Once
	// changed lists the paths changed since the baseline, read once
	// (changedSinceBaseline): after the gates ran, nothing verify does
	// changes the workspace.
	changed     []string
	changedOnce sync.Once
	// testsOnly: the tests and test data the turn changed, when it changed
	// nothing else (onlyTestsChanged).
	testsOnlyOnce sync.Once
	testsOnly     []string
	// toldGit: the turn's commit and push as git shows them, read once
	// for the claims of operations told in words
	toldGit toldGit
	// contradicted holds the ids of admissions that report no unfinished
	// work: the workspace contradicts them ("X still fails" while X passes
	// now), or they tell of tests the runner skips ("I didn't run those
	// two").
	contradicted map[string]bool
	// judgeIncomplete: a reviewer was stopped (a cap, an error); the
	// report is at best PARTIAL.
	judgeIncomplete bool
}

func firstNonEmpty(a ...string) string {
	for _, s := range a {
		if s != "" {
			return s
		}
	}
	return ""
}

// runGates detects, runs and (against the baseline) classifies the gates.
func (v *verifier) runGates(ctx context.Context) error {
	v.gitRepo = isGitRepo(ctx, v.ws)
	switch v.o.Baseline {
	case "none":
	case "":
		if v.gitRepo {
			v.baseline, _ = gate.DefaultBaselineRev(ctx, v.ws)
		}
	default:
		if !v.gitRepo {
			return fmt.Errorf("--baseline %s: workspace %s is not a git repository", v.o.Baseline, v.ws)
		}
		v.baseline = v.o.Baseline
	}
	v.r.Session.Baseline = v.baseline
	if v.o.NoGates {
		return nil
	}
	var touched []string
	for _, e := range v.ev.TurnEdits() {
		touched = append(touched, e.Path)
	}
	// the parts of the workspace the session checked (`cd web && npm
	// test`) or the report speaks for ("web ✅ `npm test`", "the repo is
	// green"): their gates judge those claims
	parts, all := v.claimedParts()
	touched = append(touched, parts...)
	if all {
		touched = nil
	}
	auto, err := gate.DetectWith(v.ws, &gate.DetectOptions{Touched: touched})
	if err != nil {
		return err
	}
	specs := gate.Merge(auto, v.o.Gates)
	if len(v.o.SkipGates) > 0 {
		kept := specs[:0]
		for _, s := range specs {
			if !slices.Contains(v.o.SkipGates, s.Name) {
				kept = append(kept, s)
			}
		}
		specs = kept
	}
	if len(v.o.GateNames) > 0 {
		var keep []gate.Spec
		for _, s := range specs {
			for _, n := range v.o.GateNames {
				if s.Name == n {
					keep = append(keep, s)
				}
			}
		}
		if len(keep) == 0 {
			return fmt.Errorf("no gate named %s (gates here: %s)", strings.Join(v.o.GateNames, ", "), specNames(specs))
		}
		specs = keep
	}
	if len(v.o.GateNames) == 0 {
		specs = append(specs, v.sessionGates(specs)...)
		specs = append(specs, v.claimedGates(specs)...)
	}
	for i := range specs {
		if specs[i].Dir == "" {
			specs[i].Dir = v.ws
		} else if !filepath.IsAbs(specs[i].Dir) {
			specs[i].Dir = filepath.Join(v.ws, specs[i].Dir)
		}
	}
	ro := &gate.RunOptions{Timeout: v.o.GateTimeout, Concurrency: v.o.Concurrency, Touched: touched}
	v.specs = specs
	v.results = gate.Run(ctx, specs, ro)
	if v.baseline != "" {
		// Only what fails now needs a baseline run; and, when the turn
		// changed the tests and nothing they test, the test gates that
		// pass now: did they pass before the tests were changed?
		oracleOnly := len(v.onlyTestsChanged()) > 0
		var again []gate.Spec
		for i, res := range v.results {
			if res.Status == gate.StatusFail || oracleOnly && res.Status == gate.StatusPass && res.Kind == gate.KindTest {
				again = append(again, specs[i])
			}
		}
		if len(again) > 0 {
			base, err := gate.Baseline(ctx, v.ws, v.baseline, again, ro)
			if err != nil {
				v.r.Findings = append(v.r.Findings, report.Finding{Kind: "baseline-error",
					Message: fmt.Sprintf("could not run the gates on baseline %s (%v): every failure counts as new", v.baseline, err)})
			} else {
				gate.MarkNew(v.results, base)
				v.base = base
			}
		}
	}
	for _, res := range v.results {
		v.r.Gates = append(v.r.Gates, toReportGate(res))
		if res.Status == gate.StatusError && strings.Contains(strings.ToLower(res.Reason), "not found") {
			v.r.Findings = append(v.r.Findings, report.Finding{Kind: report.FindingMissingTool, Message: fmt.Sprintf("gate %s could not run: %s", res.Name, res.Reason)})
		}
	}
	return nil
}

// sessionGates are the checks the agent itself ran to test, build or lint
// the whole project, for the kinds of check no detected gate covers: a
// project with no marker file (a bare `pytest` layout elsewhere, a custom
// script) still gets its oracle. Each is named session-<tool> and runs the
// command as the agent ran it, without its cd, env or output plumbing.
func (v *verifier) sessionGates(specs []gate.Spec) []gate.Spec {
	have := map[gate.Kind]bool{}
	for _, s := range specs {
		k := s.Kind
		if k == gate.KindTypecheck {
			k = gate.KindLint
		}
		have[k] = true
	}
	var out []gate.Spec
	seen := map[string]bool{}
	for i := len(v.ev.Runs) - 1; i >= 0; i-- {
		r := v.ev.Runs[i]
		if !r.InTurn || len(r.Cmd.Words) == 0 {
			continue
		}
		kind := map[Category]gate.Kind{CatTest: gate.KindTest, CatBuild: gate.KindBuild, CatLint: gate.KindLint}[r.Cmd.Category]
		if kind == "" || have[kind] || r.Cmd.Filter != "" {
			continue
		}
		for _, ch := range Checks(r.Call.Tool.Command, v.scripts) {
			ch = ch.Relative(v.ev.cwd)
			if ch.Category != r.Cmd.Category || checkScope(ch) != nil || path.IsAbs(ch.Dir) || strings.HasPrefix(ch.Dir, "..") {
				continue
			}
			cmd := shellJoin(r.Cmd.Words)
			name := "session-" + strings.ReplaceAll(ch.Tool, " ", "-")
			if tw, w := strings.Fields(ch.Tool), r.Cmd.Words; len(tw) == 2 && len(w) > 1 && w[0] == tw[0] && w[1] != tw[1] && !strings.HasPrefix(w[1], "-") {
				name = "session-" + w[0] + "-" + w[1] // `cargo fmt --check` is of clippy's family, but named as it ran
			}
			if seen[name] {
				continue
			}
			seen[name] = true
			parser, _ := gate.InferParser(cmd)
			out = append(out, gate.Spec{Name: name, Command: cmd, Dir: ch.Dir, Parser: parser, Kind: kind, Source: gate.SourceSession})
			have[kind] = true
			break
		}
	}
	return out
}

// shellJoin quotes words for sh -c.
func shellJoin(words []string) string {
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		if globPath(w) {
			b.WriteString(w) // "recipes/*.py": the agent's shell expanded it, and so does the gate's
			continue
		}
		if w != "" && strings.IndexFunc(w, func(r rune) bool {
			return !(r == '-' || r == '_' || r == '.' || r == '/' || r == '=' || r == ':' || r == ',' || r == '+' || r == '@' ||
				r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
		}) < 0 {
			b.WriteString(w)
			continue
		}
		b.WriteString("'" + strings.ReplaceAll(w, "'", `'\''`) + "'")
	}
	return b.String()
}

// globPath reports whether w is a path pattern, "recipes/*.py", "src/*.ts":
// a file glob with no other shell character in it.
func globPath(w string) bool {
	return strings.ContainsAny(w, "*?") && (strings.Contains(w, "/") || strings.Contains(w, ".")) &&
		strings.IndexFunc(w, func(r rune) bool {
			return !(r == '-' || r == '_' || r == '.' || r == '/' || r == '*' || r == '?' ||
				r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
		}) < 0
}

func specNames(specs []gate.Spec) string {
	var n []string
	for _, s := range specs {
		n = append(n, s.Name)
	}
	if len(n) == 0 {
		return "none"
	}
	return strings.Join(n, ", ")
}

func toReportGate(res gate.Result) report.Gate {
	g := report.Gate{Name: res.Name, Command: res.Command, Status: report.GateStatus(res.Status),
		DurationMS: res.Duration.Milliseconds(), New: res.New, Reason: res.Reason, OutputTail: res.OutputTail,
		Diagnostics: []report.Diagnostic{}}
	if res.Status != gate.StatusSkipped && res.ExitCode >= 0 {
		c := res.ExitCode
		g.ExitCode = &c
	}
	if res.Tests != nil && res.Tests.NoTests && g.Reason == "" {
		g.Reason = "no tests found"
	}
	for _, d := range res.Diagnostics {
		g.Diagnostics = append(g.Diagnostics, report.Diagnostic{File: d.File, Line: d.Line, Col: d.Col, Severity: d.Severity, Message: d.Message, New: d.New})
	}
	return g
}

// gateFailsNew reports whether a failed gate counts as new: no baseline was
// run for it, or the baseline comparison marked it new.
func gateFailsNew(res gate.Result) bool {
	return res.Status == gate.StatusFail && (res.New == nil || *res.New)
}

// ws returns the absolute workspace path of a workspace-relative path.
func (v *verifier) wsPath(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(v.ws, p)
}
