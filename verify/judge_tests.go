package verify

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// judgeScopedTests decides a tests_pass claim about part of the suite: a
// test, a file, a package, a filter. Only tests in that part count: the
// gates' per-test results first (the workspace as it is now), then the
// session's last run that covered the scope. Without evidence at the
// claim's scope the claim stays unverified, whatever the rest of the suite
// does.
func (v *verifier) judgeScopedTests(c *claims.Claim, sc *claims.Scope) (report.Verdict, evidence) {
	sel := newSelector(sc)
	if sc.Kind == claims.ScopeFilter && strings.HasPrefix(strings.TrimSpace(sc.Filter), "-k") {
		sel.keywords = v.pytestMarks // "-k 'round and not slow'": slow is a mark
	}
	what := scopeWords(sc)
	var ev evidence
	if sc.Kind == claims.ScopeNew {
		return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("the claim is about the tests this turn added (%s), and vouch finds none in the test files it changed", what), ""))
	}

	// The gates: per-test results of the workspace now.
	for _, g := range v.gatesOf(gate.KindTest) {
		if g.Tests == nil || g.Status == gate.StatusSkipped {
			continue
		}
		s := sel.pick(g.Tests.Cases)
		if len(s.cases) == 0 && (sc.Kind == claims.ScopePackage && gateIn(g.Name, sc.Paths) || sc.Kind == claims.ScopeNamed && gateIn(g.Name, []string{sc.Text})) {
			// "| money | 3 pass |": the gate that runs in that workspace
			// or module holds its tests, named or not by file
			s = selector{exact: true}.pick(g.Tests.Cases)
		}
		if reOthers.MatchString(strings.ToLower(c.Text)) {
			// "the other 3 `compare` tests pass": the others than those the
			// agent reports failing
			admitted := func(tc gate.TestCase) bool {
				return (tc.Status == gate.CaseFail || tc.Status == gate.CaseError) && v.admittedNames([]string{tc.ID})
			}
			s.failing = slices.DeleteFunc(s.failing, admitted)
			s.cases = slices.DeleteFunc(s.cases, admitted)
		}
		if len(s.failing) > 0 {
			f := s.failing[0]
			d := fmt.Sprintf("%s: %s fails", g.Name, f.ID)
			if f.Message != "" {
				d += ": " + oneLine(f.Message, 120)
			}
			if len(s.failing) > 1 {
				d += fmt.Sprintf(" (and %d more in %s)", len(s.failing)-1, what)
			}
			return report.VerdictRefuted, append(ev, gateEv(d, firstNonEmpty(caseRef(f), g.Command)))
		}
		if len(s.cases) == 0 && !c.Negated && g.Status == gate.StatusFail && len(g.Tests.Cases) == 0 && len(g.Diagnostics) > 0 &&
			c.Command != "" && MatchCommand(c.Command, g.Command, v.scripts) {
			// "`npm test` passes (5/5)" when `npm test` now stops at its
			// type check: no test of it runs, the command fails
			d, ref := firstDiag(g)
			return report.VerdictRefuted, append(ev, gateEv(fmt.Sprintf("%s (`%s`) now fails before any test runs: %s", g.Name, c.Command, d), firstNonEmpty(ref, g.Command)))
		}
		if len(s.cases) == 0 && sc.Kind == claims.ScopeTests && !c.Negated {
			// "`TestRate::test_boundary` - PASSED" when the turn put a skip
			// on it: it did not run, let alone pass (a skip's report may not
			// name the test: pytest's "SKIPPED [1] test_postage.py:31")
			if f, name := v.skippedThisTurn(sc.Tests); name != "" {
				return report.VerdictRefuted, append(ev, wsEv(fmt.Sprintf("%s is skipped by a marker this turn added in %s: it did not run", name, f), f))
			}
		}
		if sc.Kind == claims.ScopeFile {
			// A test file that does not load has no test results at all.
			for _, d := range g.Diagnostics {
				if d.Severity == "error" && d.Test == "" && fileIs(gate.TestCase{File: d.File}, sc.Paths[0]) {
					loc := report.Diagnostic{File: d.File, Line: d.Line, Col: d.Col}.Location()
					return report.VerdictRefuted, append(ev, gateEv(fmt.Sprintf("%s: %s: %s", g.Name, loc, oneLine(d.Message, 120)), loc))
				}
			}
		}
		if len(s.cases) > 0 && sel.exact {
			if m := v.scopedCounts(c, s); m != "" {
				return report.VerdictRefuted, append(ev, gateEv(fmt.Sprintf("the agent's numbers do not match %s's tests in %s: %s", g.Name, what, m), g.Command))
			}
		}
		if len(s.cases) > 0 && s.unsure > 0 {
			ev = append(ev, gateEv(fmt.Sprintf("%s: %d of the %d test(s) vouch takes for %s fail, but their names do not say they are in it", g.Name, s.unsure, len(s.cases), what), g.Command))
			continue
		}
		if len(s.cases) > 0 {
			ev = append(ev, gateEv(fmt.Sprintf("%s: %d test(s) in %s pass (%s)", g.Name, len(s.cases), what, caseNames(s.cases, 4)), g.Command))
			if v.tamperedInScope(s.cases) {
				return v.weakened(ev)
			}
			return report.VerdictVerified, ev
		}
	}

	// The transcript: the last run at the claim's scope.
	for i := len(v.ev.Runs) - 1; i >= 0; i-- {
		r := v.ev.Runs[i]
		if r.Cmd.Category != CatTest || r.Result == nil {
			continue
		}
		s := sel.pick(r.Outcome.Cases)
		same := v.sameScope(c, sc, r)
		if len(s.cases) == 0 && !same {
			continue
		}
		cmd := oneLine(r.Call.Tool.Command, 80)
		if len(s.failing) > 0 {
			f := s.failing[0]
			return report.VerdictRefuted, append(ev, trEv(fmt.Sprintf("in the last run covering %s (`%s`), %s failed", what, cmd, f.ID), r.Ref()))
		}
		if s.unsure > 0 && len(s.cases) == s.unsure {
			// the run's only tests in a guessed scope fail, and their names
			// do not say they are in it: no pass to verify with
			return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("in the last run that may cover %s (`%s`), the %d test(s) vouch takes for it fail, but their names do not say they are in it", what, cmd, s.unsure), r.Ref()))
		}
		ok, known := r.Passed()
		if same && known && !ok && len(s.cases) == 0 {
			return report.VerdictRefuted, append(ev, trEv(fmt.Sprintf("the run of %s (`%s`) failed", what, cmd), r.Ref()))
		}
		if same && c.Counts != nil && r.Outcome.Recognized {
			if m := countMismatch(c.Counts, r.Outcome.Passed, r.Outcome.Failed, r.Outcome.Skipped); m != "" {
				return report.VerdictRefuted, append(ev, trEv(fmt.Sprintf("the agent's numbers do not match the output of `%s`: %s", cmd, m), r.Ref()))
			}
		}
		if !known && len(s.cases) == 0 {
			return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("the run of %s (`%s`) has no recorded outcome", what, cmd), r.Ref()))
		}
		n := len(s.cases)
		if n > 0 {
			ev = append(ev, trEv(fmt.Sprintf("`%s`: %d test(s) in %s passed", cmd, n, what), r.Ref()))
		} else {
			ev = append(ev, trEv(fmt.Sprintf("`%s` ran %s and passed", cmd, what), r.Ref()))
		}
		if after := v.ev.EditsAfter(r.Call.Index); len(after) > 0 {
			return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("but %s was edited afterwards: the run is stale", after[0].Path), eventRef(after[0].Event)))
		}
		if v.tamperedInScope(s.cases) {
			return v.weakened(ev)
		}
		return report.VerdictVerified, ev
	}
	return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("no test run shows %s: neither the gates' results nor the session's runs hold a test at the claim's scope", what), ""))
}

// sameScope reports whether run r ran exactly the part of the suite the
// claim is about: the command the claim names, or the same filter, file or
// package.
// reOthers: a claim about the tests other than some named before it.
var reOthers = regexp.MustCompile(`\b(?:other|others|else|rest|remaining)\b`)

func (v *verifier) sameScope(c *claims.Claim, sc *claims.Scope, r *Run) bool {
	if c.Command != "" && MatchCommand(c.Command, r.Call.Tool.Command, v.scripts) {
		return true
	}
	for _, ch := range Checks(r.Call.Tool.Command, v.scripts) {
		if ch.Category != CatTest {
			continue
		}
		rs := checkScope(ch.Relative(v.ev.cwd))
		if rs == nil || rs.Kind != sc.Kind {
			continue
		}
		switch sc.Kind {
		case claims.ScopeFilter:
			if normFilter(rs.Filter) == normFilter(sc.Filter) {
				return true
			}
		case claims.ScopeFile, claims.ScopePackage:
			if len(rs.Paths) == len(sc.Paths) {
				all := true
				for i := range rs.Paths {
					if !fileIs(gate.TestCase{File: rs.Paths[i]}, sc.Paths[i]) && strings.TrimSuffix(rs.Paths[i], "/...") != strings.TrimSuffix(strings.TrimPrefix(sc.Paths[i], "./"), "/...") {
						all = false
					}
				}
				if all {
					return true
				}
			}
		}
	}
	return false
}

// normFilter is a filter without its flag and quotes: "-k 'parse'" and
// "-k parse" are one selection.
func normFilter(f string) string {
	fs := strings.Fields(strings.NewReplacer(`'`, " ", `"`, " ", "=", " ").Replace(f))
	if len(fs) > 1 && strings.HasPrefix(fs[0], "-") {
		fs = fs[1:]
	}
	return strings.Join(fs, " ")
}

// scopedCounts compares the agent's numbers with the tests selected at the
// claim's scope ("" when they agree or the agent stated none).
func (v *verifier) scopedCounts(c *claims.Claim, s selection) string {
	if c.Counts == nil {
		return ""
	}
	cases, failing := s.cases, s.failing
	if strings.Contains(strings.ToLower(c.Text), "subtest") {
		// "`TestHold`: all 4 subtests PASS": the rows, not their parent
		parent := func(tc gate.TestCase) bool {
			return slices.ContainsFunc(s.cases, func(o gate.TestCase) bool { return strings.HasPrefix(o.ID, tc.ID+"/") })
		}
		cases = slices.DeleteFunc(slices.Clone(cases), parent)
		failing = slices.DeleteFunc(slices.Clone(failing), parent)
	}
	failed := len(failing)
	return countsMismatch(c.Counts, len(cases)-failed, failed, -1, cases)
}

// tamperedInScope reports whether a test-tampering finding concerns the
// files of these cases (or, when the cases name no file, any test).
func (v *verifier) tamperedInScope(cs []gate.TestCase) bool {
	if len(v.tampered) == 0 {
		return false
	}
	for _, f := range v.tampered {
		for _, tc := range cs {
			file := firstNonEmpty(tc.File, idFile(tc.ID))
			if file == "" || fileIs(gate.TestCase{File: file}, f.File) {
				if skipped, ok := v.skipOnly[f.File]; ok && file != "" && !slices.ContainsFunc(skipped, func(n string) bool { return nameIs(tc, n) }) {
					continue // "`TestRate::test_letter` PASSED" beside a skip on test_boundary
				}
				return true
			}
		}
	}
	return false
}

// skippedThisTurn returns a test of tests that the turn's new skip
// markers name, and the file they are in; "" when none is.
func (v *verifier) skippedThisTurn(tests []string) (file, name string) {
	for f, names := range v.skipOnly {
		for _, t := range tests {
			leaf := t
			if i := strings.LastIndex(leaf, "::"); i >= 0 {
				leaf = leaf[i+2:]
			}
			if slices.Contains(names, leaf) {
				return f, t
			}
		}
	}
	return "", ""
}

// weakened refutes a claim whose tests pass only because they were changed.
func (v *verifier) weakened(ev evidence) (report.Verdict, evidence) {
	for _, f := range v.tampered {
		ev = append(ev, wsEv(weakenedWhy(f), f.File))
	}
	return report.VerdictRefuted, ev
}

// scopeWords names a scope in evidence: "test_x", "test/a.test.js", "-k parse".
func scopeWords(sc *claims.Scope) string {
	if sc == nil {
		return "the suite"
	}
	switch sc.Kind {
	case claims.ScopeTests:
		return strings.Join(sc.Tests, ", ")
	case claims.ScopeFile, claims.ScopePackage:
		return strings.Join(sc.Paths, ", ")
	case claims.ScopeFilter:
		return sc.Filter
	}
	if sc.Text != "" {
		return "“" + sc.Text + "”"
	}
	return "the suite"
}

// gateIn reports whether a gate runs in one of the folders paths names:
// its name is "<dir>/<gate>" ("packages/money/npm-test") and dir is the
// path or ends with it ("money", "packages/money").
func gateIn(name string, paths []string) bool {
	i := strings.LastIndexByte(name, '/')
	if i <= 0 {
		return false
	}
	dir := name[:i]
	for _, p := range paths {
		p = strings.Trim(strings.TrimSuffix(strings.TrimPrefix(p, "./"), "/..."), "/")
		if p != "" && p != "." && (dir == p || strings.HasSuffix(dir, "/"+p)) {
			return true
		}
	}
	return false
}
