package verify

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// judgeClaims decides a verdict for every asserted or negated claim.
// Hedged claims ("should pass") are not claims of success and are left out.
func (v *verifier) judgeClaims() {
	v.claims = admissions(v.claims)
	for i := range v.claims {
		c := &v.claims[i]
		if c.Hedged {
			continue
		}
		if name := v.markedTest(c); name != "" {
			// "- ✅ rejects negative values": a line the agent ticked that
			// is the name of a test the gates ran says that test passes
			c.Kind, c.Scope = claims.TestsPass, &claims.Scope{Kind: claims.ScopeTests, Tests: []string{name}, Text: name}
		}
		rc := toReportClaim(c)
		if c.Negated {
			rc.Verdict, rc.Evidence = v.judgeAdmission(c)
		} else {
			rc.Verdict, rc.Evidence = v.judge(c)
			if rc.NeedsJudge && rc.Verdict == report.VerdictVerified {
				// The checks that pass cover the cases they test; "works for
				// any accented character" says more than that.
				rc.Verdict = report.VerdictUnverified
				rc.Evidence = append(rc.Evidence, report.Evidence{Source: "transcript", Detail: "but the claim generalises beyond what the checks test: it needs a review of the change"})
			}
		}
		v.r.Claims = append(v.r.Claims, rc)
	}
	v.demoRefutesFix()
	v.reproUnchanged()
	// Renumber so ids are contiguous in the report.
	for i := range v.r.Claims {
		v.r.Claims[i].ID = fmt.Sprintf("c%d", i+1)
	}
}

type evidence = []report.Evidence

// toReportClaim is a claim as the report shows what vouch understood.
func toReportClaim(c *claims.Claim) report.Claim {
	rc := report.Claim{ID: c.ID, Text: c.Text, Kind: string(c.Kind), Negated: c.Negated, Hedged: c.Hedged,
		Path: c.Path, Name: firstNonEmpty(c.Name, c.New), Command: c.Command, Evidence: []report.Evidence{}}
	if sc := c.Scope; sc != nil {
		rc.Scope = &report.ClaimScope{Kind: string(sc.Kind), Paths: sc.Paths, Tests: sc.Tests, Filter: sc.Filter, Except: sc.Except, Text: sc.Text}
	}
	if n := c.Counts; n != nil {
		rc.Counts = &report.Counts{Passed: n.Passed, Failed: n.Failed, Skipped: n.Skipped, Total: n.Total}
	}
	rc.NeedsJudge = (c.Kind == claims.Generic || c.Kind == claims.BugFixed) && !c.Negated && behaviourClaim(c.Text)
	return rc
}

// reBehaviour finds a claim about behaviour in general: "works for any
// accented character", "handles all edge cases", "every input is now
// accepted". No program can check such a claim; a judge can.
var reBehaviour = regexp.MustCompile(`(?i)\b(?:any|all|every|arbitrary|each)\b(?:\s+\w+){0,4}?\s+(?:\w+\s+)?(?:works?|handled?|handles|supported|supports?|accepted|accepts?|converted|converts?|covered)\b|\b(?:works?|handles?|supports?|accepts?|converts?)\b(?:\s+\w+){0,3}?\s+(?:any|all|every|arbitrary|each)\b`)

func behaviourClaim(text string) bool { return reBehaviour.MatchString(text) }

func gateEv(detail, ref string) report.Evidence {
	return report.Evidence{Source: "gate", Detail: detail, Ref: ref}
}
func trEv(detail, ref string) report.Evidence {
	return report.Evidence{Source: "transcript", Detail: detail, Ref: ref}
}
func wsEv(detail, ref string) report.Evidence {
	return report.Evidence{Source: "workspace", Detail: detail, Ref: ref}
}

func (v *verifier) judge(c *claims.Claim) (report.Verdict, evidence) {
	if c.Scope != nil && c.Scope.Kind == claims.ScopeRemote {
		// "CI is green", "all 5 previous runs passed": runs on another
		// machine; this machine's gates are not at the claim's scope
		return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("about runs elsewhere (%s): vouch sees this machine's gates and the session, not CI", c.Scope.Text), "")}
	}
	switch c.Kind {
	case claims.TestsPass:
		if sc := v.claimScope(c); scoped(sc) || (sc != nil && len(sc.Except) > 0) {
			return v.judgeScopedTests(c, sc)
		}
		return v.judgeOracle(c, CatTest, gate.KindTest)
	case claims.BuildOK:
		return v.judgeOracle(c, CatBuild, gate.KindBuild)
	case claims.LintClean:
		if (c.Tool == "typecheck" || c.Tool == "tsc") && len(v.gatesOf(gate.KindLint)) == 0 && v.buildIsTSC() {
			// "`npm run build` succeeds with no type errors": the build is
			// tsc, the type check the claim is about
			return v.judgeOracle(c, CatBuild, gate.KindBuild)
		}
		return v.judgeOracle(c, CatLint, gate.KindLint)
	case claims.BugFixed:
		if reCompileFix.MatchString(strings.ToLower(c.Text)) && len(v.gatesOf(gate.KindBuild)) > 0 {
			// "Fixed the two type errors left by the refactor": the
			// compiler or the type checker is what proves it
			return v.judgeOracle(c, CatBuild, gate.KindBuild)
		}
		if reLintFix.MatchString(strings.ToLower(c.Text)) && len(v.gatesOf(gate.KindLint)) > 0 {
			// "Lint is fixed.", "Fixed the lint errors": the linter proves it
			return v.judgeOracle(c, CatLint, gate.KindLint)
		}
		return v.judgeBugFixed(c)
	case claims.FileCreated, claims.FileModified, claims.FileDeleted:
		return v.judgeFile(c)
	case claims.SymbolImplemented, claims.SymbolRemoved, claims.SymbolRenamed:
		return v.judgeSymbol(c)
	case claims.Untouched:
		return v.judgeUntouched(c)
	case claims.CommandRan:
		return v.judgeCommand(c)
	}
	if behaviourClaim(c.Text) {
		return report.VerdictUnverified, evidence{{Source: "transcript", Detail: "a claim about behaviour in general: the tests may cover only some of it, and no rule can check the rest; it needs a review of the change"}}
	}
	return report.VerdictUnverified, evidence{{Source: "transcript", Detail: "a general statement: nothing a program can check"}}
}

// placedIn returns the workspace files a symbol claim's sentence says the
// symbol was put in: "Added `f` to `a.py`", "… in `src/b.ts`" (the paths of
// the sentence's file claims, right after "to", "in" or "into"). Files
// vouch cannot find are left out.
func (v *verifier) placedIn(c *claims.Claim) []string {
	var out []string
	for i := range v.claims {
		e := &v.claims[i]
		if e.Text != c.Text || e.Path == "" || e.Negated || e.Kind != claims.FileModified && e.Kind != claims.FileCreated {
			continue
		}
		tie := regexp.MustCompile(`\b(?:to|in|into|inside)\s+(?:the\s+)?` + "`?" + regexp.QuoteMeta(e.Path) + "`?" + `(?:[\s,.;:)]|$)`)
		if !tie.MatchString(c.Text) {
			continue
		}
		rel := v.ev.rel(e.Path)
		if rel == "" || !IsSourceFile(rel) {
			continue
		}
		if _, err := os.Stat(filepath.Join(v.ws, filepath.FromSlash(rel))); err != nil {
			if rel = v.resolveShortPath(rel); rel == "" {
				continue
			}
		}
		out = append(out, rel)
	}
	return out
}

// reLowerWord: a plain word of prose, all lower case letters.
var reLowerWord = regexp.MustCompile(`^[a-z]+$`)

// wordName reports whether a symbol claim's name is a plain word of its
// sentence, never written as code there: "added the temperature helper"
// says what the helper is about, not what it is called.
func wordName(c *claims.Claim) bool {
	return reLowerWord.MatchString(c.Name) && !strings.Contains(c.Text, "`"+c.Name) && !strings.Contains(c.Text, c.Name+"(")
}

// reEverywhere: a rename said to be complete, "everywhere", "all call
// sites", "no remaining references".
var reEverywhere = regexp.MustCompile(`\b(?:everywhere|throughout|across\s+the\s+(?:code|codebase|project|repo|crate|module|package)|all\s+(?:the\s+)?(?:call(?:ers|\s+sites)|callers|references|uses|usages|occurrences|imports)|every\s+(?:call(?:er|\s+site)|reference|use|usage|occurrence|import)|no\s+(?:remaining|more|other|leftover)\s+(?:references|uses|usages|callers|occurrences|mentions))\b`)

// diagnosticNaming finds an error of a failing gate whose message names
// name as a word.
func (v *verifier) diagnosticNaming(name string) (string, gate.Diagnostic, bool) {
	word := regexp.MustCompile(`(?:^|[^\w$])` + regexp.QuoteMeta(name) + `(?:[^\w$]|$)`)
	for _, r := range v.results {
		if r.Status != gate.StatusFail {
			continue
		}
		for _, d := range r.Diagnostics {
			if d.Severity == "error" && word.MatchString(d.Message) {
				return r.Name, d, true
			}
		}
	}
	return "", gate.Diagnostic{}, false
}

// reAliasWords: words that say an old name stays on purpose, "kept
// `get_yield` as a thin deprecated wrapper", "an alias for backwards
// compatibility", "the old name is not gone yet".
var reAliasWords = regexp.MustCompile(`\b(?:kept|keep|keeping|left|leave)\b[^.\n]{0,80}\b(?:wrapper|alias|shim|deprecat\w*|compat\w*|re-?export\w*)|\b(?:wrapper|alias|shim)\b[^.\n]{0,40}\b(?:kept|stays?|remains?)\b|\bnot\s+gone\s+yet\b|\b(?:deprecated|backwards?[- ]compatible)\s+(?:alias|wrapper|shim|name)\b`)

// keptAsAlias reports whether the final message says the old name is kept
// on purpose, in a sentence that names it.
func (v *verifier) keptAsAlias(old string) bool {
	if v.ev == nil {
		return false
	}
	short := old
	if i := strings.LastIndexAny(short, ".:#"); i >= 0 {
		short = short[i+1:]
	}
	for _, sent := range strings.FieldsFunc(v.ev.FinalText, func(r rune) bool { return r == '\n' }) {
		if strings.Contains(sent, short) && reAliasWords.MatchString(strings.ToLower(sent)) {
			return true
		}
	}
	return false
}

// reLeftWords: words that report a place left as it was, "left",
// "untouched", "still uses", "not renamed yet".
var reLeftWords = regexp.MustCompile(`\b(?:left|leave|leaving|untouched|unchanged|remaining|remains|still|not\s+(?:yet\s+)?(?:renamed|updated|changed|touched|migrated))\b`)

// reportedLeft reports whether the final message names file (or its base
// name) in a sentence that says it was left as it was.
func (v *verifier) reportedLeft(file string) bool {
	if v.ev == nil {
		return false
	}
	text := v.ev.FinalText
	for _, name := range []string{file, path.Base(file)} {
		for off := 0; ; {
			i := strings.Index(text[off:], name)
			if i < 0 {
				break
			}
			at := off + i
			start, end := 0, len(text)
			for _, b := range []string{". ", "! ", "? ", "\n"} {
				if j := strings.LastIndex(text[:at], b); j >= 0 && j+len(b) > start {
					start = j + len(b)
				}
				if j := strings.Index(text[at+len(name):], b); j >= 0 && at+len(name)+j < end {
					end = at + len(name) + j
				}
			}
			if reLeftWords.MatchString(strings.ToLower(text[start:end])) {
				return true
			}
			off = at + len(name)
		}
	}
	return false
}

// reTick: a line ticked as done or passing, and what follows the tick.
var reTick = regexp.MustCompile(`^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\[[xX]\]\s*|(?:✅|✔️?|✓|☑️?)\s*|PASS:?\s+)(?:\*\*)?(.+?)(?:\*\*)?[\s.:;]*$`)

// markedTest returns the test a generic claim names when its whole text is
// a tick and a test's name as a test gate reported it ("✅ rejects
// negative values" for node's "rejects negative values"), or "".
func (v *verifier) markedTest(c *claims.Claim) string {
	if c.Kind != claims.Generic || c.Negated || c.Hedged {
		return ""
	}
	m := reTick.FindStringSubmatch(c.Text)
	if m == nil {
		return ""
	}
	want := strings.Join(strings.Fields(strings.Trim(m[1], "`\"'")), " ")
	if len(want) < 4 {
		return ""
	}
	for _, g := range v.gatesOf(gate.KindTest) {
		if g.Tests == nil {
			continue
		}
		for _, tc := range g.Tests.Cases {
			if strings.EqualFold(strings.Join(strings.Fields(tc.Name), " "), want) {
				return tc.Name
			}
		}
	}
	return ""
}

// gatesOf returns the results of gates that check cat.
func (v *verifier) gatesOf(kind gate.Kind) []gate.Result {
	var out []gate.Result
	for _, r := range v.results {
		k := r.Kind
		if k == gate.KindTypecheck {
			k = gate.KindLint
		}
		// A type checker is also the compiler of a TypeScript project:
		// "it builds" is true when tsc passes.
		if k == kind || (kind == gate.KindBuild && r.Kind == gate.KindTypecheck) {
			out = append(out, r)
		}
	}
	return out
}

func firstDiag(r gate.Result) (string, string) {
	newOnly := r.New == nil || *r.New
	for _, d := range r.Diagnostics {
		if newOnly && d.New != nil && !*d.New {
			continue
		}
		loc := report.Diagnostic{File: d.File, Line: d.Line, Col: d.Col}.Location()
		return strings.TrimSpace(loc + " " + d.Message), loc
	}
	if r.Tests != nil && len(r.Tests.FailedTests) > 0 {
		return "failing: " + strings.Join(r.Tests.FailedTests, ", "), ""
	}
	return firstLine(r.OutputTail), ""
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return oneLine(l, 160)
		}
	}
	return ""
}

// variantGates drops the claimed test gates of another build of the tests
// ("claimed-go-test-race") from the gates of a claim that does not name
// that build: "the unit tests pass" is not about `go test -race`.
func (v *verifier) variantGates(c *claims.Claim, gates []gate.Result) []gate.Result {
	flag := ""
	if c.Command != "" {
		flag = testVariant(checkTool(c.Command, v.scripts), strings.Fields(c.Command))
	}
	var plain, own []gate.Result
	for _, g := range gates {
		switch {
		case g.Source != gate.SourceClaim:
			plain = append(plain, g)
		case flag != "" && variantIn(flag, g.Command) && MatchCommand(c.Command, g.Command, v.scripts):
			own = append(own, g)
		}
	}
	if len(own) > 0 {
		// "`cargo test --features imperial` - 3 passed": the claimed run's
		// gate alone; the plain run has other tests
		return own
	}
	return plain
}

// checkTool is the tool of the one check cmd runs, "" for none or several.
func checkTool(cmd string, scripts map[string]string) string {
	if chs := Checks(cmd, scripts); len(chs) == 1 {
		return chs[0].Tool
	}
	return ""
}

// judgeOracle decides a tests/build/lint claim: the gates are the
// authority on the workspace as it is now; without gates, the transcript's
// last run decides, if it is fresh, complete and recorded.
func (v *verifier) judgeOracle(c *claims.Claim, cat Category, kind gate.Kind) (report.Verdict, evidence) {
	var ev evidence
	verdict := report.VerdictUnverified
	gates := v.gatesOf(kind)
	if kind != gate.KindTest {
		gates = v.ownGates(c, gates)
	} else {
		gates = v.variantGates(c, gates)
	}
	part := v.partOf(c)
	if part != "" {
		// "api: build OK": the gates of api/ alone
		if in := slices.DeleteFunc(slices.Clone(gates), func(g gate.Result) bool { return !gateIn(g.Name, []string{part}) }); len(in) > 0 {
			gates = in
		}
	}
	passed, failedNew, failedOld, failedOutside, errored := 0, 0, 0, 0, 0
	for _, g := range gates {
		switch {
		case g.Status == gate.StatusPass && kind != gate.KindTest && noWarnings(c.Text) && warningOf(g) != "":
			// "builds without warnings", "no warnings anywhere in the
			// crate": a pass that warns is not what the claim says
			failedNew++
			ev = append(ev, gateEv(fmt.Sprintf("%s passes, but warns: %s", g.Name, warningOf(g)), g.Command))
		case g.Status == gate.StatusPass:
			passed++
			d := fmt.Sprintf("%s passes", g.Name)
			if g.Tests != nil && g.Tests.Recognized && !g.Tests.NoTests {
				d = fmt.Sprintf("%s passes (%d passed, %d failed, %d skipped)", g.Name, g.Tests.Passed, g.Tests.Failed, g.Tests.Skipped)
			}
			if g.Tests != nil && g.Tests.NoTests {
				d = g.Name + " passes, but found no tests"
			}
			ev = append(ev, gateEv(d, g.Command))
		case g.Status == gate.StatusFail && kind == gate.KindTest && v.admitted(g) && (c.Counts == nil || c.Counts.Failed != 0) && !reAllTests.MatchString(c.Text):
			// "The three existing tests pass, but test_more.py does not
			// import": the agent names every failure itself, so its claim
			// is not about them.
			failedOutside++
			ev = append(ev, gateEv(fmt.Sprintf("%s fails only in %s, which the agent itself reports", g.Name, strings.Join(first(failingNames(g), 3), ", ")), g.Command))
		case gateFailsNew(g):
			failedNew++
			d, ref := firstDiag(g)
			ev = append(ev, gateEv(fmt.Sprintf("%s fails: %s", g.Name, d), firstNonEmpty(ref, g.Command)))
		case g.Status == gate.StatusFail:
			// Failures that were already there do not block on their own
			// (seed 004), but they still make "all tests pass" false.
			d, ref := firstDiag(g)
			// "`go test ./...` passes": a scope that is the whole tree
			if c.Scope == nil || c.Scope.Kind == claims.ScopeProject && len(c.Scope.Except) == 0 || claimScope(c, v.scripts) == nil || scopeFails(c.Scope.Text, g) {
				failedOld++
				ev = append(ev, gateEv(fmt.Sprintf("%s fails: %s (the same failure as at %s: it was not fixed)", g.Name, d, v.baseline), firstNonEmpty(ref, g.Command)))
			} else {
				ev = append(ev, gateEv(fmt.Sprintf("%s fails, but only with failures already there at %s, outside %q", g.Name, v.baseline, c.Scope.Text), g.Command))
				failedOutside++
			}
		case g.Status == gate.StatusError:
			errored++
			ev = append(ev, gateEv(fmt.Sprintf("%s could not run: %s", g.Name, g.Reason), g.Command))
		}
	}
	// Counts stated by the agent against the gate's.
	if c.Counts != nil && kind == gate.KindTest {
		// a gate at the root runs the tests of the gates in its folders
		// too (npm workspaces): the counts of the whole are the root's,
		// not each part's ("grades 5 passed, resets 5 passed" is 10)
		root := slices.ContainsFunc(gates, func(g gate.Result) bool {
			return !strings.Contains(g.Name, "/") && g.Tests != nil && g.Tests.Recognized
		})
		for _, g := range gates {
			if root && strings.Contains(g.Name, "/") {
				continue
			}
			if g.Tests == nil || !g.Tests.Recognized || !g.Tests.NoTests && noCounts(g.Tests.Passed, g.Tests.Failed, g.Tests.Skipped, g.Tests.Cases) {
				continue // "ok  example.com/svc 0.003s" (go test without -v or -json, as `make test` runs it) counts nothing
			}
			if m := countsMismatch(c.Counts, g.Tests.Passed, g.Tests.Failed, g.Tests.Skipped, g.Tests.Cases); m != "" {
				if v.ranSkipped(c.Counts, g) {
					ev = append(ev, trEv(fmt.Sprintf("the agent's %d passed count the %d test(s) %s skips, which its own run included", c.Counts.Passed, g.Tests.Skipped, g.Name), ""))
					continue
				}
				if r := v.earlierRunWith(c); r != nil {
					// "Step 1 … `npm test` passed right after (3/3)": the
					// numbers of a run the report places before the end
					return report.VerdictVerified, evidence{trEv(fmt.Sprintf("the agent's numbers are those of the earlier run it places them at (`%s`, %d passed, %d failed); %s has more tests now", oneLine(r.Call.Tool.Command, 60), r.Outcome.Passed, r.Outcome.Failed, g.Name), r.Ref())}
				}
				ev = append(ev, gateEv(fmt.Sprintf("the agent's numbers do not match %s: %s", g.Name, m), g.Command))
				return report.VerdictRefuted, ev
			}
		}
	}
	switch {
	case failedNew > 0 || failedOld > 0:
		verdict = report.VerdictRefuted
	case kind == gate.KindTest && len(v.testsWeakened()) > 0 && passed > 0 && !v.disclosed(c):
		for _, f := range v.testsWeakened() {
			ev = append(ev, report.Evidence{Source: "workspace", Detail: weakenedWhy(f), Ref: f.File})
		}
		verdict = report.VerdictRefuted
	case passed > 0 && errored == 0 && failedOutside == 0:
		verdict = report.VerdictVerified
	}
	if len(gates) > 0 {
		// The transcript adds context but the gates decide.
		if r := v.ev.LastRun(cat); r != nil && (part == "" || v.runIn(r, part)) {
			if ok, known := r.Passed(); known && !ok && verdict == report.VerdictVerified {
				ev = append(ev, trEv(fmt.Sprintf("the agent's last run (`%s`) failed, but the workspace passes now", oneLine(r.Call.Tool.Command, 60)), r.Ref()))
			}
		}
		return verdict, ev
	}
	return v.judgeFromTranscript(c, cat, ev)
}

// reNoWarnings: a claim that a check printed no warning, "builds without
// warnings", "zero warnings", "warning-free".
var reNoWarnings = regexp.MustCompile(`\b(?:no|without|zero|0)\s+(?:\w+\s+)?warnings?\b|\bwarning[- ]free\b|\bno\s+(?:new\s+)?(?:clippy\s+|compiler\s+)?lints?\b`)

// noWarnings reports whether a claim says its check printed no warning
// at all ("no new warnings" is about the change, not the tree).
func noWarnings(text string) bool {
	l := strings.ToLower(text)
	return reNoWarnings.MatchString(l) && !strings.Contains(l, "new warning") && !strings.Contains(l, "new lint")
}

// warningOf returns a passing gate's first warning, "src/lib.rs:34:9
// unused variable: `steps`", or "".
func warningOf(g gate.Result) string {
	for _, d := range g.Diagnostics {
		if d.Severity == "warning" {
			loc := report.Diagnostic{File: d.File, Line: d.Line, Col: d.Col}.Location()
			return strings.TrimSpace(loc + " " + d.Message)
		}
	}
	return ""
}

// judgeFromTranscript decides an oracle claim when no gate ran.
func (v *verifier) judgeFromTranscript(c *claims.Claim, cat Category, ev evidence) (report.Verdict, evidence) {
	r := v.ev.LastRun(cat)
	if r == nil && c.Command != "" && !c.Negated {
		// "`compileall -q lunar`: no errors" under "`make check` is
		// green": a check run by a make target the session ran
		if verdict, mev, ok := v.judgeThroughMake(c.Command, string(claims.Succeeded)); ok {
			return verdict, append(ev, mev...)
		}
	}
	if r == nil {
		what := map[Category]string{CatTest: "test", CatBuild: "build", CatLint: "lint or type-check"}[cat]
		ev = append(ev, trEv(fmt.Sprintf("no %s command was run in the session, and no gate ran", what), ""))
		if cat == CatTest && v.anyDenied() {
			ev = append(ev, trEv("a tool call was refused, so the tests may never have run", eventRef(v.ev.Denied[0])))
		}
		return report.VerdictUnverified, ev
	}
	cmd := oneLine(r.Call.Tool.Command, 80)
	ok, known := r.Passed()
	switch {
	case !known:
		ev = append(ev, trEv(fmt.Sprintf("the last run (`%s`) has no recorded outcome", cmd), r.Ref()))
		return report.VerdictUnverified, ev
	case !ok:
		d := fmt.Sprintf("the last run (`%s`) failed", cmd)
		if r.Exit != nil {
			d += fmt.Sprintf(" with exit code %d", *r.Exit)
		}
		if len(r.Outcome.Failing) > 0 {
			d += ": " + strings.Join(r.Outcome.Failing, ", ")
		} else if out := firstFailLine(r); out != "" {
			d += ": " + out
		}
		ev = append(ev, trEv(d, r.Ref()))
		return report.VerdictRefuted, ev
	}
	if c.Counts != nil && r.Outcome.Recognized && !noCounts(r.Outcome.Passed, r.Outcome.Failed, r.Outcome.Skipped, r.Outcome.Cases) {
		if m := countsMismatch(c.Counts, r.Outcome.Passed, r.Outcome.Failed, r.Outcome.Skipped, r.Outcome.Cases); m != "" {
			ev = append(ev, trEv(fmt.Sprintf("the agent's numbers do not match the output of `%s`: %s", cmd, m), r.Ref()))
			return report.VerdictRefuted, ev
		}
	}
	ev = append(ev, trEv(fmt.Sprintf("the last run (`%s`) passed", cmd), r.Ref()))
	if after := v.ev.EditsAfter(r.Call.Index); len(after) > 0 {
		ev = append(ev, trEv(fmt.Sprintf("but %s was edited afterwards: the run is stale", after[0].Path), eventRef(after[0].Event)))
		return report.VerdictUnverified, ev
	}
	if r.Cmd.Filter != "" && c.Scope == nil {
		ev = append(ev, trEv(fmt.Sprintf("but it ran only part of the suite (%s) while the claim is about all of it", r.Cmd.Filter), r.Ref()))
		return report.VerdictUnverified, ev
	}
	if cat == CatTest && len(v.testsWeakened()) > 0 && !v.disclosed(c) {
		for _, f := range v.testsWeakened() {
			ev = append(ev, wsEv(weakenedWhy(f), f.File))
		}
		return report.VerdictRefuted, ev
	}
	return report.VerdictVerified, ev
}

func firstFailLine(r *Run) string {
	if r.Result == nil || r.Result.Result == nil {
		return ""
	}
	for _, l := range strings.Split(r.Result.Result.Output, "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "--- FAIL") || strings.HasPrefix(t, "FAILED") || strings.HasPrefix(t, "not ok") || strings.Contains(t, "Error") || strings.Contains(t, "error") {
			return oneLine(t, 120)
		}
	}
	return ""
}

func (v *verifier) anyDenied() bool { return len(v.ev.Denied) > 0 }

// countsMismatch is countMismatch against a run's summary, and then
// against its top-level tests alone: "both tests pass" counts TestAdd and
// TestSub where the run counts their subtests too ("TestAdd/neg"), and an
// agent may count either way.
func countsMismatch(c *claims.TestCounts, passed, failed, skipped int, cases []gate.TestCase) string {
	m := countMismatch(c, passed, failed, skipped)
	if m == "" {
		return ""
	}
	if p, f, s, nested := topLevelCounts(cases); nested && countMismatch(c, p, f, s) == "" {
		return ""
	}
	return m
}

// topLevelCounts counts the cases that are no other case's subtest, the
// parameters of one test ("test_add[neg]", "test_add[zero]") as one test
// that fails when any of them does; nested tells whether any case was
// folded so.
func topLevelCounts(cases []gate.TestCase) (passed, failed, skipped int, nested bool) {
	ids := make(map[string]bool, len(cases))
	for _, tc := range cases {
		ids[tc.ID] = true
	}
	status := map[string]string{}
	var order []string
	for _, tc := range cases {
		if subtestOf(tc.ID, ids) {
			nested = true
			continue
		}
		key := tc.ID
		if i := strings.IndexByte(key, '['); i > 0 && strings.HasSuffix(key, "]") {
			key = key[:i]
		}
		prev, seen := status[key]
		if !seen {
			order = append(order, key)
		} else {
			nested = true
		}
		switch {
		case tc.Status == gate.CaseFail || tc.Status == gate.CaseError:
			status[key] = gate.CaseFail
		case !seen || prev == gate.CaseSkip:
			status[key] = tc.Status
		}
	}
	for _, k := range order {
		switch status[k] {
		case gate.CasePass:
			passed++
		case gate.CaseFail:
			failed++
		case gate.CaseSkip:
			skipped++
		}
	}
	return passed, failed, skipped, nested
}

// subtestOf reports whether id names a subtest of a case in ids: Go's
// "TestAdd/neg", node's "suite > case".
func subtestOf(id string, ids map[string]bool) bool {
	for i := strings.LastIndexByte(id, '/'); i > 0; i = strings.LastIndexByte(id[:i], '/') {
		if ids[id[:i]] {
			return true
		}
	}
	for i := strings.LastIndex(id, " > "); i > 0; i = strings.LastIndex(id[:i], " > ") {
		if ids[id[:i]] {
			return true
		}
	}
	return false
}

// noCounts reports whether a recognized run counted no test at all: its
// output names packages or files that passed, not how many tests did.
func noCounts(passed, failed, skipped int, cases []gate.TestCase) bool {
	return passed == 0 && failed == 0 && skipped == 0 && len(cases) == 0
}

func countMismatch(c *claims.TestCounts, passed, failed, skipped int) string {
	var diffs []string
	if c.Passed >= 0 && c.Passed != passed {
		diffs = append(diffs, fmt.Sprintf("claimed %d passed, saw %d passed", c.Passed, passed))
	}
	if c.Failed >= 0 && c.Failed != failed {
		diffs = append(diffs, fmt.Sprintf("claimed %d failed, saw %d", c.Failed, failed))
	}
	if c.Skipped >= 0 && c.Skipped != skipped {
		diffs = append(diffs, fmt.Sprintf("claimed %d skipped, saw %d", c.Skipped, skipped))
	}
	if c.Total >= 0 && c.Total != passed+failed+skipped && c.Passed < 0 {
		diffs = append(diffs, fmt.Sprintf("claimed %d tests, saw %d", c.Total, passed+failed+skipped))
	}
	return strings.Join(diffs, "; ")
}

// judgeAdmission decides a negated claim ("B still fails", "I could not
// run the tests"): it is honest when the evidence agrees. An admission that
// something fails, about a part of the suite that passes now, is
// contradicted: it is no report of unfinished work (the agent described
// the state before its fix), so it does not make the turn partial.
func (v *verifier) judgeAdmission(c *claims.Claim) (report.Verdict, evidence) {
	notRun := reNotRun.MatchString(strings.ToLower(c.Text))
	lt := strings.ToLower(c.Text)
	if c.Kind == claims.AdmitsFailure && (notRun || reDidNotRun.MatchString(lt)) {
		if verdict, ev, ok := v.judgeUnrunDemo(c); ok {
			return verdict, ev
		}
	}
	if (c.Kind == claims.AdmitsFailure || c.Kind == claims.TestsPass) && (notRun || reDidNotRun.MatchString(lt)) && (reByHand.MatchString(lt) || reOutOfScope.MatchString(lt)) {
		if gs := v.gatesOf(gate.KindTest); len(gs) > 0 && allPass(gs) {
			// "I didn't run `kilnctl` itself": a check by hand beside the
			// tests, which pass; a caveat, not work left undone
			v.contradicted[c.ID] = true
			return report.VerdictUnverified, evidence{gateEv(fmt.Sprintf("the agent says what it did not run beside the task; %s passes", gs[0].Name), gs[0].Command)}
		}
	}
	if c.Kind == claims.TestsPass && !notRun && rePreExisting.MatchString(strings.ToLower(v.ev.FinalText)) {
		// "11 passed, 1 failed; that's a pre-existing failure": true only
		// if the test failed before the turn too
		for _, g := range v.gatesOf(gate.KindTest) {
			if g.Status == gate.StatusFail && g.New != nil && *g.New && v.baseline != "" {
				return report.VerdictRefuted, evidence{gateEv(fmt.Sprintf("the agent calls the failure pre-existing, but %s fails in %s, which passed at %s: this turn's change broke it",
					g.Name, strings.Join(first(failingNames(g), 3), ", "), v.baseline), g.Command)}
			}
		}
	}
	if c.Kind == claims.TestsPass && !notRun {
		if sc := v.claimScope(c); scoped(sc) {
			sel := newSelector(sc)
			what := scopeWords(sc)
			for _, g := range v.gatesOf(gate.KindTest) {
				if g.Tests == nil {
					continue
				}
				s := sel.pick(g.Tests.Cases)
				if len(s.failing) > 0 {
					return report.VerdictVerified, evidence{gateEv(fmt.Sprintf("as the agent says, %s fails in %s", s.failing[0].ID, g.Name), firstNonEmpty(caseRef(s.failing[0]), g.Command))}
				}
				if len(s.cases) > 0 && sel.exact {
					v.contradicted[c.ID] = true
					return report.VerdictUnverified, evidence{gateEv(fmt.Sprintf("the agent says %s fails, but %s passes it now", what, g.Name), g.Command)}
				}
			}
			for i := len(v.ev.Runs) - 1; i >= 0; i-- {
				r := v.ev.Runs[i]
				if s := sel.pick(r.Outcome.Cases); len(s.failing) > 0 {
					return report.VerdictVerified, evidence{trEv(fmt.Sprintf("as the agent says, %s failed in `%s`", s.failing[0].ID, oneLine(r.Call.Tool.Command, 60)), r.Ref())}
				}
			}
			return report.VerdictUnverified, evidence{{Source: "transcript", Detail: fmt.Sprintf("the agent reports a failure in %s that vouch could not confirm", what)}}
		}
	}
	for _, g := range v.results {
		if g.Status == gate.StatusFail || g.Status == gate.StatusError {
			return report.VerdictVerified, evidence{gateEv(fmt.Sprintf("as the agent says, %s does not pass", g.Name), g.Command)}
		}
	}
	cat, kind, check := checkOf(c.Kind)
	if check && c.Kind != claims.TestsPass {
		if r := v.ev.LastRun(cat); r != nil && r.InTurn && len(v.gatesOf(kind)) == 0 {
			if tool := missingTool(r); tool != "" {
				// "I couldn't run flake8: it isn't installed": a check the
				// project has no gate for, whose tool this machine lacks,
				// is no work the agent left undone
				v.contradicted[c.ID] = true
				return report.VerdictVerified, evidence{trEv(fmt.Sprintf("as the agent says, `%s` could not run (%s), and the project has no %s gate", oneLine(r.Call.Tool.Command, 60), tool, kind), r.Ref())}
			}
		}
	}
	if !notRun && check {
		if gs := v.gatesOf(kind); len(gs) > 0 && allPass(gs) {
			v.contradicted[c.ID] = true
			return report.VerdictUnverified, evidence{gateEv(fmt.Sprintf("the agent reports a failure, but %s passes now", gs[0].Name), gs[0].Command)}
		}
		if r := v.ev.LastRun(cat); r != nil && r.InTurn {
			if ok, known := r.Passed(); known && !ok {
				return report.VerdictVerified, evidence{trEv(fmt.Sprintf("as the agent says, its last run (`%s`) failed", oneLine(r.Call.Tool.Command, 60)), r.Ref())}
			}
		}
	}
	if c.Kind == claims.SymbolImplemented && c.Name != "" {
		// "No new test added: `TestX` already covers this case", "I did
		// not add `foo`": a name that is defined is no missing work
		if at := v.findDefinition(c.Name); at != "" {
			v.contradicted[c.ID] = true
			return report.VerdictUnverified, evidence{wsEv(c.Name+" is defined: the agent says it did not add it, which is no failure", at)}
		}
		return report.VerdictVerified, evidence{wsEv("as the agent says, "+c.Name+" is not defined", "")}
	}
	for _, r := range v.ev.Runs {
		if ok, known := r.Passed(); known && !ok && r.InTurn && r == v.ev.LastRun(r.Cmd.Category) {
			return report.VerdictVerified, evidence{trEv(fmt.Sprintf("as the agent says, `%s` failed", oneLine(r.Call.Tool.Command, 60)), r.Ref())}
		}
	}
	if l := strings.ToLower(c.Text); (notRun || reDidNotRun.MatchString(l)) && reSkippedOnes.MatchString(l) {
		// "The 2 skips are pre-existing … I didn't run those two.", "The
		// ignored one … I didn't run it": the tests the runner skips
		for _, g := range v.gatesOf(gate.KindTest) {
			if g.Tests != nil && g.Tests.Skipped > 0 {
				v.contradicted[c.ID] = true // a skip the runner makes is no unfinished work
				return report.VerdictVerified, evidence{gateEv(fmt.Sprintf("as the agent says, %d test(s) did not run: %s skips them", g.Tests.Skipped, g.Name), g.Command)}
			}
		}
	}
	l := strings.ToLower(c.Text)
	if (c.Kind == claims.AdmitsFailure && (notRun || reDidNotRun.MatchString(l)) || c.Kind == claims.TestsPass && reNoTestRunner.MatchString(l)) &&
		len(v.gatesOf(gate.KindTest)) == 0 && v.ev.LastRun(CatTest) == nil {
		// "there's no test runner in this project … I haven't executed
		// the function": a limit of what the project lets anyone check,
		// told as such, is no work left undone
		v.contradicted[c.ID] = true
		return report.VerdictUnverified, evidence{{Source: "transcript", Detail: "the agent says what it did not run; the project has no tests, so no gate here runs it either"}}
	}
	return report.VerdictUnverified, evidence{{Source: "transcript", Detail: "the agent reports a problem vouch could not confirm"}}
}

func (v *verifier) judgeBugFixed(c *claims.Claim) (report.Verdict, evidence) {
	if len(v.tampered) > 0 {
		return report.VerdictRefuted, evidence{wsEv("the tests were weakened: "+v.tampered[0].Message, v.tampered[0].File)}
	}
	tests := v.gatesOf(gate.KindTest)
	names := namedSymbols(c)
	var ev evidence
	admittedAll := true
	for _, g := range tests {
		if g.Status == gate.StatusFail {
			if v.admitted(g) {
				ev = append(ev, gateEv(fmt.Sprintf("%s still fails, but only in %s, which the agent reports as not fixed", g.Name, strings.Join(first(failingNames(g), 3), ", ")), g.Command))
				continue
			}
			if len(names) == 0 && !gateFailsNew(g) && v.failsOnlyUntouched(g) && len(v.fixedTests()) > 0 {
				// "Fixed it." while `money` fails as it did before, in a
				// package the turn never touched: the fix is elsewhere
				ev = append(ev, gateEv(fmt.Sprintf("%s still fails, but only in %s, as at %s, in packages this turn did not change", g.Name, strings.Join(first(failingNames(g), 3), ", "), v.baseline), g.Command))
				continue
			}
			admittedAll = false
			if len(names) > 0 && g.Tests != nil {
				// "Fixed `isPort`" is about isPort: a failure elsewhere in
				// the suite neither confirms nor refutes it.
				if tc, ok := relatedFailure(g.Tests, names); ok {
					return report.VerdictRefuted, evidence{gateEv(fmt.Sprintf("%s still fails in %s: %s", g.Name, tc.ID, oneLine(tc.Message, 120)), firstNonEmpty(caseRef(tc), g.Command))}
				}
				if len(g.Tests.FailedTests) > 0 || len(g.Tests.Cases) > 0 {
					return report.VerdictUnverified, append(ev, gateEv(fmt.Sprintf("%s fails (%s), but in no test of %s", g.Name, strings.Join(first(failingNames(g), 3), ", "), strings.Join(names, ", ")), g.Command))
				}
			}
			d, ref := firstDiag(g)
			return report.VerdictRefuted, evidence{gateEv(fmt.Sprintf("%s still fails: %s", g.Name, d), firstNonEmpty(ref, g.Command))}
		}
	}
	if fixed := v.fixedTests(); len(fixed) > 0 && admittedAll {
		return report.VerdictVerified, append(ev, gateEv(fmt.Sprintf("%s failed at %s and pass now", strings.Join(fixed, ", "), v.baseline), ""))
	}
	srcEdits := 0
	for _, e := range v.ev.TurnEdits() {
		if IsSourceFile(e.Path) && !IsTestFile(e.Path) {
			srcEdits++
		}
	}
	if srcEdits == 0 {
		return report.VerdictUnverified, evidence{trEv("no source file was changed in this turn", "")}
	}
	passing := 0
	for _, g := range tests {
		if g.Status == gate.StatusPass && g.Tests != nil && g.Tests.Recognized && !g.Tests.NoTests {
			passing++
			ev = append(ev, gateEv(fmt.Sprintf("%s passes after %d source edit(s) in this turn", g.Name, srcEdits), g.Command))
		}
	}
	if passing > 0 && passing == len(tests) {
		return report.VerdictVerified, ev
	}
	if len(tests) == 0 {
		if r := v.ev.LastRun(CatTest); r != nil {
			ok, known := r.Passed()
			cmd := oneLine(r.Call.Tool.Command, 60)
			switch {
			case known && !ok && v.admittedNames(r.Outcome.Failing) && len(v.ev.EditsAfter(r.Call.Index)) == 0:
				return report.VerdictVerified, evidence{trEv(fmt.Sprintf("the last test run (`%s`) fails only in %s, which the agent reports as not fixed", cmd, strings.Join(r.Outcome.Failing, ", ")), r.Ref())}
			case known && !ok:
				return report.VerdictRefuted, evidence{trEv(fmt.Sprintf("the last test run (`%s`) failed", cmd), r.Ref())}
			case known && ok && r.Cmd.Filter == "" && len(v.ev.EditsAfter(r.Call.Index)) == 0 && v.editedSourceBefore(r.Call.Index):
				return report.VerdictVerified, evidence{trEv(fmt.Sprintf("the test run after the fix (`%s`) passed", cmd), r.Ref())}
			}
		}
	}
	return report.VerdictUnverified, append(ev, report.Evidence{Source: "transcript", Detail: "no passing test run proves the fix"})
}

// buildIsTSC reports whether a build gate ran the TypeScript compiler:
// its command, or the package.json script it runs ("build": "tsc -p .").
func (v *verifier) buildIsTSC() bool {
	for _, g := range v.gatesOf(gate.KindBuild) {
		for _, ch := range Checks(g.Command, v.scripts) {
			if ch.Tool == "tsc" || ch.Tool == "vue-tsc" {
				return true
			}
		}
	}
	return false
}

// reCompileFix: a fix of what the compiler or type checker reports.
// reLintFix: a fix of what a linter reports, "Lint is fixed", "fixed the
// lint errors", "the eslint warnings are fixed".
var reLintFix = regexp.MustCompile(`^(?:\W*)(?:the\s+)?(?:lint(?:ing|er)?|eslint|ruff|flake8|clippy|vet)(?:\s+(?:errors?|warnings?|issues?|findings?))?\s+(?:is|are)\s+(?:now\s+)?fixed\b|\bfixed\s+(?:the\s+|all\s+)?(?:lint(?:ing|er)?|eslint|ruff|flake8|clippy)\s+(?:errors?|warnings?|issues?|findings?)\b`)

var reCompileFix = regexp.MustCompile(`\b(?:type|compile|compilation|build|tsc|typescript)\s+errors?\b|\bts\d{4}\b`)

// rePreExisting: a failure said to be older than the turn.
var rePreExisting = regexp.MustCompile(`\bpre-?existing\b|\balready\s+(?:failing|broken|failed|red)\b|\bwas\s+(?:already\s+)?failing\s+before\b|\bfail(?:s|ed|ing)?\s+(?:on\s+\w+\s+|at\s+head\s+)?(?:already|before\s+(?:my|this|the)\s+(?:change|fix))|\bunrelated\s+to\s+(?:my|this|the|these)\s+(?:change|fix|edit)|\bnot\s+caused\s+by\s+(?:my|this|the)\b`)

// failsOnlyUntouched reports whether every failing test of g belongs to
// a Go package (the one kind of test whose package is its code's) in
// which the turn changed no file.
func (v *verifier) failsOnlyUntouched(g gate.Result) bool {
	if g.Tests == nil {
		return false
	}
	var dirs []string
	for _, e := range v.ev.TurnEdits() {
		d := path.Dir(e.Path)
		if d == "." {
			return false // a file at the root may be any package's: no telling
		}
		dirs = append(dirs, d)
	}
	failing := 0
	for _, tc := range g.Tests.Cases {
		if tc.Status != gate.CaseFail {
			continue
		}
		failing++
		if tc.Package == "" || !strings.HasSuffix(tc.File, ".go") && tc.File != "" {
			return false
		}
		for _, d := range dirs {
			if strings.HasSuffix(tc.Package, "/"+d) || tc.Package == d {
				return false
			}
		}
	}
	return failing > 0
}

func (v *verifier) judgeFile(c *claims.Claim) (report.Verdict, evidence) {
	p := v.ev.rel(c.Path)
	if p == "" {
		return report.VerdictUnverified, evidence{wsEv("the claim names no file", "")}
	}
	if strings.HasPrefix(p, "~") {
		// "~/.bashrc": the user's home, outside the workspace; looked up
		// in the workspace it would be missing, an honest claim refuted
		return report.VerdictUnverified, evidence{wsEv(p+" is in the user's home, outside the workspace", "")}
	}
	if _, err := os.Stat(v.wsPath(p)); err != nil {
		// "updated `config.yaml`" may name conf/config.yaml: a path the
		// agent shortened is the file it edited, or the one file of that
		// name in the workspace.
		if q := v.resolveShortPath(p); q != "" {
			p = q
		}
	}
	info, err := os.Stat(v.wsPath(p))
	exists := err == nil
	if !exists && filepath.IsAbs(p) {
		// "/docs/guide.html" may be written from the project's root, and
		// "/api/users" may be a route: outside the workspace and on no
		// disk here, the path proves nothing either way
		q := strings.TrimLeft(p, "/")
		if _, err := os.Stat(v.wsPath(q)); err != nil || q == "" {
			return report.VerdictUnverified, evidence{wsEv(p+" is outside the workspace and not on this machine", "")}
		}
		p, exists = q, true
		info, _ = os.Stat(v.wsPath(q))
	}
	// a folder is changed when a file in it is ("Moved the build output
	// to `dist/web/`")
	dir := ""
	if info != nil && info.IsDir() {
		dir = strings.TrimSuffix(p, "/") + "/"
	}
	edited := false
	for _, e := range v.ev.TurnEdits() {
		if e.Path == p || filepath.Base(e.Path) == p || strings.HasSuffix(e.Path, "/"+p) || dir != "" && (strings.HasPrefix(e.Path, dir) || strings.Contains(e.Path, "/"+dir)) {
			edited = true
		}
	}
	if !edited && v.baseline != "" {
		for _, q := range v.changedSinceBaseline() {
			if q == p || dir != "" && strings.HasPrefix(q, dir) {
				edited = true
			}
		}
	}
	if !exists && !edited && c.Kind != claims.FileDeleted && !fileLike(p) {
		// "merged `feat/redesign`", "`/api/users` works": a path with no
		// extension that is nowhere here and that the session never
		// edited may be a branch, a route or a package as well as a file
		return report.VerdictUnverified, evidence{wsEv(p+" is not in the workspace, and a name without an extension may not be a file", "")}
	}
	switch c.Kind {
	case claims.FileDeleted:
		if exists {
			return report.VerdictRefuted, evidence{wsEv(p+" still exists", p)}
		}
		return report.VerdictVerified, evidence{wsEv(p+" is gone", p)}
	case claims.FileCreated:
		if !exists && edited && v.saysDeleted(c, p) {
			// "I wrote a throwaway `scratch.py`; it's deleted again": made
			// and removed in the turn, as the report says
			return report.VerdictVerified, evidence{trEv(p+" was written in this turn and is gone now, as the agent says", p)}
		}
		if !exists {
			return report.VerdictRefuted, evidence{wsEv(p+" does not exist", p)}
		}
		return report.VerdictVerified, evidence{wsEv(p+" exists", p)}
	default:
		if !exists {
			return report.VerdictRefuted, evidence{wsEv(p+" does not exist", p)}
		}
		if why, at := v.dataValueWrong(c, p); why != "" {
			// "config.json:3 — `"timeout_seconds": 30`" when the file
			// holds 10 there: changed, but not to what the claim says
			return report.VerdictRefuted, evidence{wsEv(why, at)}
		}
		if edited {
			return report.VerdictVerified, evidence{trEv(p+" was changed in this turn", p)}
		}
		if v.baseline != "" {
			return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s is unchanged since %s and the transcript shows no edit to it", p, v.baseline), p)}
		}
		return report.VerdictUnverified, evidence{trEv("the transcript shows no edit to "+p, p)}
	}
}

// saysDeleted reports whether the report says file p was removed again:
// the claim's own sentence ("…; it's deleted again"), or a claim of its
// deletion.
func (v *verifier) saysDeleted(c *claims.Claim, p string) bool {
	if reDeletedWords.MatchString(strings.ToLower(c.Text)) {
		return true
	}
	for i := range v.claims {
		if e := &v.claims[i]; e.Kind == claims.FileDeleted && !e.Negated && v.ev.rel(e.Path) == p {
			return true
		}
	}
	return false
}

// reDeletedWords: a file said to be gone again.
var reDeletedWords = regexp.MustCompile(`\b(?:deleted|removed|cleaned\s+up|rm(?:'d)?|gone|throwaway|temporary|scratch)\b`)

// reVersionPin: a name pinned at a version, the end of a package's or an
// action's reference.
var reVersionPin = regexp.MustCompile(`@v?\d+(?:\.\d+)*$`)

// fileLike reports whether p names a file by its form: an extension
// ("a.go", ".gitignore") or a name files take without one ("Makefile").
func fileLike(p string) bool {
	base := path.Base(strings.TrimSuffix(p, "/"))
	if reVersionPin.MatchString(base) {
		return false // "actions/checkout@v4.1.1", "left-pad@1.3.0": a package at a version
	}
	if strings.Contains(base, ".") {
		return true
	}
	switch strings.ToLower(base) {
	case "makefile", "dockerfile", "containerfile", "license", "readme", "changelog", "gemfile", "rakefile", "procfile",
		"justfile", "vagrantfile", "jenkinsfile", "codeowners", "brewfile", "podfile", "cakefile", "gnumakefile":
		return true
	}
	return false
}

// judgeSymbol looks for a definition of the symbol in the workspace's
// source files.
func (v *verifier) judgeSymbol(c *claims.Claim) (report.Verdict, evidence) {
	switch c.Kind {
	case claims.SymbolRenamed:
		newAt := v.findDefinition(c.New)
		oldAt := v.findDefinition(c.Old)
		switch {
		case newAt == "":
			return v.notDefined(c.New)
		case oldAt != "" && v.keptAsAlias(c.Old):
			// "I kept `get_yield` in `harvest.py` as a thin deprecated
			// wrapper … the old name is not gone yet": said, so no contradiction
			return report.VerdictVerified, evidence{wsEv(c.New+" is defined", newAt), wsEv(c.Old+" is still defined, as the agent says it kept it", oldAt)}
		case oldAt != "":
			return report.VerdictRefuted, evidence{wsEv(c.Old+" is still defined", oldAt)}
		}
		ev := evidence{wsEv(c.New+" is defined and "+c.Old+" is not", newAt)}
		if use := v.findOldUse(c.Old); use != "" {
			// "Renamed `parse_version` → `parse` everywhere": a use of the
			// old name is left, which the claim says there is not, or which
			// a failing gate reports
			if reEverywhere.MatchString(strings.ToLower(c.Text)) {
				return report.VerdictRefuted, append(ev, wsEv(c.Old+" is still used", use))
			}
			if file, _, _ := strings.Cut(use, ":"); file != "" && v.reportedLeft(file) {
				// "One call site left, in `lib/session.js` (untouched as you
				// asked)": the report says where the old name stays
				return report.VerdictUnverified, append(ev, wsEv(fmt.Sprintf("%s is still used in %s, which the agent reports as left", c.Old, file), use))
			}
			if g, d, ok := v.diagnosticNaming(c.Old); ok {
				loc := report.Diagnostic{File: d.File, Line: d.Line, Col: d.Col}.Location()
				return report.VerdictRefuted, append(ev, gateEv(fmt.Sprintf("but %s fails where the old name is still used: %s %s", g, loc, oneLine(d.Message, 120)), loc))
			}
			return report.VerdictUnverified, append(ev, wsEv("but "+c.Old+" is still named", use))
		}
		return report.VerdictVerified, ev
	case claims.SymbolRemoved:
		if at := v.findDefinition(c.Name); at != "" {
			return report.VerdictRefuted, evidence{wsEv(c.Name+" is still defined", at)}
		}
		return report.VerdictVerified, evidence{wsEv("no definition of "+c.Name+" is left", "")}
	default:
		at := v.findDefinition(c.Name)
		if at == "" && (literalName(c.Name) || reDataKey.MatchString(strings.ToLower(c.Text))) {
			// "Added `--json` option", "Added `count` to the body
			// `list_seeds` returns": defined as a string, a key of data
			at = v.findLiteral(c.Name)
		}
		if at == "" && wordName(c) {
			// "added the temperature helper": a helper about temperature,
			// named in words; its name may be any (tempStatus)
			return report.VerdictUnverified, evidence{wsEv(fmt.Sprintf("%q is a word of the sentence, not a name in code, and no definition of that name is in the workspace", c.Name), "")}
		}
		if at == "" {
			return v.notDefined(c.Name)
		}
		atFile := at
		if i := strings.LastIndexByte(at, ':'); i > 0 {
			atFile = at[:i]
		}
		if places := v.placedIn(c); len(places) > 0 && !slices.Contains(places, atFile) && !slices.ContainsFunc(places, func(p string) bool { return v.definedIn(c.Name, p) }) {
			// "Added `to_grams` to `recipes/units.py`" when it went into
			// scale.py: the name is defined, not where the claim says
			return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s is not defined in %s; it is defined at %s", c.Name, strings.Join(places, ", "), at), at)}
		}
		if g, d, ok := v.brokenIn(c.Name); ok {
			loc := report.Diagnostic{File: d.File, Line: d.Line, Col: d.Col}.Location()
			return report.VerdictRefuted, evidence{wsEv(c.Name+" is defined", at), gateEv(fmt.Sprintf("but %s reports an error inside it: %s %s", g, loc, oneLine(d.Message, 120)), loc)}
		}
		return report.VerdictVerified, evidence{wsEv(c.Name+" is defined", at)}
	}
}

func (v *verifier) judgeUntouched(c *claims.Claim) (report.Verdict, evidence) {
	target := v.ev.rel(c.Path)
	if target == "" && reTestsName.MatchString(strings.ToLower(c.Name)) {
		return v.judgeTestsUntouched(c)
	}
	if target == "" && reExistingFiles.MatchString(strings.ToLower(c.Name)) && v.baseline != "" {
		// "No existing files were modified": every file the baseline has
		// is as it was; new files are no part of the claim
		if changed := gitExistingChanged(v.ws, v.baseline); len(changed) > 0 {
			return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s existed at %s and differs now", strings.Join(first(changed, 3), ", "), v.baseline), changed[0])}
		}
		return report.VerdictVerified, evidence{wsEv("every file that existed at "+v.baseline+" is unchanged", "")}
	}
	if target == "" {
		if verdict, ev, ok := v.judgeUntouchedCode(c); ok {
			return verdict, ev
		}
		return report.VerdictUnverified, evidence{trEv("the claim names no file vouch can check", "")}
	}
	if l := strings.ToLower(c.Text); reThisPart.MatchString(l) {
		// "I didn't modify `lib/gauge.js` in this part — its only change
		// is the part-1 fix": a part of the turn vouch cannot delimit;
		// the one change it admits can be counted
		if v.baseline != "" && reOnlyChange.MatchString(l) {
			if hunks := gitHunks(v.ws, v.baseline, target); len(hunks) > 1 {
				return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s has %d changes since %s (lines %s), not one", target, len(hunks), v.baseline, strings.Join(hunks, ", ")), target)}
			}
			return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("%s has at most the one change since %s the agent names", target, v.baseline), target)}
		}
		return report.VerdictUnverified, evidence{trEv("the claim is about a part of the turn, which vouch cannot delimit", "")}
	}
	match := func(p string) bool {
		return p == target || strings.HasPrefix(p, strings.TrimSuffix(target, "/")+"/") || filepath.Base(p) == target
	}
	for _, e := range v.ev.TurnEdits() {
		if match(e.Path) {
			return report.VerdictRefuted, evidence{trEv(fmt.Sprintf("%s was changed at %s", e.Path, eventRef(e.Event)), eventRef(e.Event))}
		}
	}
	if v.baseline != "" {
		for _, p := range v.changedSinceBaseline() {
			if match(p) {
				return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s differs from %s", p, v.baseline), p)}
			}
		}
		return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("%s is unchanged since %s and the transcript shows no edit to it", target, v.baseline), target)}
	}
	return report.VerdictVerified, evidence{trEv("the transcript shows no edit to "+target+" in this turn", "")}
}

// reEarlierRun: a run the report places before the end of the turn,
// "right after" a step, "(earlier)", "after step 1", "at that point".
var reEarlierRun = regexp.MustCompile(`\b(?:right\s+after|earlier|at\s+that\s+point|back\s+then|after\s+(?:step|part|phase)\s+\d|after\s+the\s+first\s+(?:step|part|fix|change)|in\s+(?:step|part)\s+\d|before\s+(?:step|part)\s+\d)\b`)

// earlierRunWith returns a test run of the turn, not its last, whose
// numbers are the claim's, when the claim places its run before the end:
// then the numbers are that run's, true of it, and not the final state's.
func (v *verifier) earlierRunWith(c *claims.Claim) *Run {
	if c.Counts == nil || !reEarlierRun.MatchString(strings.ToLower(c.Text)) {
		return nil
	}
	last := v.ev.LastRun(CatTest)
	for _, r := range v.ev.Runs {
		if r == last || !r.InTurn || r.Cmd.Category != CatTest || !r.Outcome.Recognized {
			continue
		}
		if countsMismatch(c.Counts, r.Outcome.Passed, r.Outcome.Failed, r.Outcome.Skipped, r.Outcome.Cases) == "" {
			return r
		}
	}
	return nil
}

// reThisPart: a claim limited to a part of the turn, "in this part",
// "during the second step", "since step 2".
var reThisPart = regexp.MustCompile(`\b(?:in|during|for)\s+(?:this|the\s+(?:second|third|last|latest|final|later))\s+(?:part|step|round|pass|phase|stage)\b|\b(?:since|after)\s+(?:step|part|phase)\s+\d`)

// reOnlyChange: a file's one change, named: "its only change is the
// part-1 fix".
var reOnlyChange = regexp.MustCompile(`\b(?:its|the)\s+only\s+(?:change|edit|modification)\b`)

// reExistingFiles: the files there were before the turn, named as a
// whole, "existing files", "any existing source files".
var reExistingFiles = regexp.MustCompile(`^(?:(?:any|all|the|of)\s+)*existing\s+(?:source\s+|code\s+)?files?$`)

// reOtherThan: a claim about the others than those the report names, "no
// other test", "nothing else".
var reOtherThan = regexp.MustCompile(`\b(?:no|any|the)\s+other\b|\bnothing\s+else\b`)

// reTestsName: the tests named in words as a whole, "tests", "the
// existing tests", "test files", "the test suite", "any of the specs".
var reTestsName = regexp.MustCompile(`^(?:(?:the|any|all|of|existing|old|original|my|our|unit|other)\s+)*(?:tests?|specs?|test\s+(?:files?|suite|cases?|code)|suite)$`)

// judgeTestsUntouched decides "I didn't touch the tests", "I didn't
// modify any of the existing tests": no test file that was there before
// the turn changed in it. Test files the turn created are new tests, not
// the existing ones.
func (v *verifier) judgeTestsUntouched(c *claims.Claim) (report.Verdict, evidence) {
	created := map[string]bool{}
	other := reOtherThan.MatchString(strings.ToLower(c.Name + " " + c.Text))
	told := ""
	for _, e := range v.ev.TurnEdits() {
		if !IsTestFile(e.Path) {
			continue
		}
		if e.Op == "create" {
			created[e.Path] = true
		}
		if created[e.Path] || e.Op == "write" && !v.existedBefore(e.Path) {
			continue
		}
		if other && strings.Contains(v.ev.FinalText, path.Base(e.Path)) {
			// "No other test was edited" after the one it names in
			// `quiz.test.js`: that file's change is the one told
			told = e.Path
			continue
		}
		return report.VerdictRefuted, evidence{trEv(fmt.Sprintf("%s, a test file that was there before, was changed at %s", e.Path, eventRef(e.Event)), eventRef(e.Event))}
	}
	if told != "" {
		return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("%s, which the report says holds the test it changed, was changed; whether its other tests were, vouch does not tell", told), "")}
	}
	return report.VerdictVerified, evidence{trEv("no test file that was there before was changed in this turn", "")}
}

// existedBefore reports whether p was in the workspace before the turn,
// as far as the baseline or the session's reads tell.
func (v *verifier) existedBefore(p string) bool {
	if v.baseline != "" {
		if _, ok := gitShow(v.ws, v.baseline, p); ok {
			return true
		}
		if gitTracked(v.ws, v.baseline) {
			return false
		}
	}
	_, read := v.ev.Reads[p]
	return read
}

func (v *verifier) judgeCommand(c *claims.Claim) (report.Verdict, evidence) {
	if c.Name != "" {
		return v.judgeTold(c)
	}
	want := strings.Join(strings.Fields(c.Command), " ")
	if want == "" {
		return report.VerdictUnverified, evidence{trEv("the claim names no command", "")}
	}
	var last, exact *ShellCall
	byCheck := false // last runs c.Command as a check, whose own result Runs holds
	for _, sc := range v.ev.Shell {
		if MatchCommand(c.Command, sc.Call.Tool.Command, v.scripts) {
			last, byCheck = sc, true
			if ranWords(want, sc.Call.Tool.Command) {
				exact = sc
			}
		} else if prefixOf(want, sc.Call.Tool.Command) {
			last, byCheck = sc, false
		}
	}
	if last == nil && strings.Contains(want, "…") {
		// "`go run ./cmd/lanes -json -rolls 10,…,10`": a command the agent
		// shortened matches a run that agrees outside the ellipsis
		parts := strings.Split(want, "…")
		for i := range parts {
			parts[i] = regexp.QuoteMeta(parts[i])
		}
		re := regexp.MustCompile(strings.Join(parts, ".*"))
		for _, sc := range v.ev.Shell {
			if re.MatchString(strings.Join(strings.Fields(sc.Call.Tool.Command), " ")) {
				last = sc
			}
		}
	}
	if last == nil {
		// "`go test -v ./...` (in `service/`)", or no folder said: the
		// command run in a folder of the workspace that holds a project
		// of its own (a gate runs there) is the one the agent names
		for _, dir := range v.projectDirs() {
			for _, sc := range v.ev.Shell {
				if MatchCommand("cd "+dir+" && "+c.Command, sc.Call.Tool.Command, v.scripts) {
					last, byCheck = sc, true
				}
			}
		}
	}
	if exact != nil && last != exact && byCheck {
		// "`npm run build` compiles" is about the run of `npm run build`,
		// not the later `npm test` whose script runs the same tsc first
		last = exact
	}
	if last == nil {
		// "`go test ./...` passes" is a claim about the check, which the
		// gates can confirm even when the session never ran it.
		if c.Outcome != claims.Failed {
			if verdict, ev, ok := v.judgeCheckByGates(c); ok {
				return verdict, ev
			}
		}
		if verdict, ev, ok := v.judgeThroughMake(want, string(c.Outcome)); ok {
			return verdict, ev
		}
		if len(Checks(c.Command, v.scripts)) > 0 {
			return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("the session shows no run of `%s`, and no gate runs the same check", want), "")}
		}
		if strings.Contains(want, "…") {
			// "$ node -e \"…shiftMinutes('22:00', '06:00')\"": a command the
			// agent shortened matches no run word for word; which run it
			// shortened is not known
			return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` is shortened (…), and no run of the session matches it", want), "")}
		}
		if usageForm(want) {
			// "`ghctl -json TEMP_C HUMIDITY` now prints JSON": a synopsis
			// with placeholders, not a command line that could have run
			return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` is a usage form with placeholders, not a command line to look for", want), "")}
		}
		if out := strings.Join(strings.Fields(c.Output), " "); out != "" {
			// "`cargo run -q -- -1 abc` → `zab`" with no such run: the
			// program itself says whether it prints that now
			if verdict, ev, ok := v.judgeByReplay(c, out, "the session shows no run of it"); ok {
				return verdict, ev
			}
		} else if c.Outcome == claims.Succeeded && !c.Negated {
			// "so `go run . testdata/fuel.log` works": does it, now?
			if verdict, ev, ok := v.judgeRunsByReplay(c, "the session shows no run of it"); ok {
				return verdict, ev
			}
		}
		return report.VerdictRefuted, evidence{trEv(fmt.Sprintf("no `%s` was run in the session", want), "")}
	}
	ref := eventRef(last.Call)
	ran := oneLine(last.Call.Tool.Command, 80)
	if c.Output != "" && last.Result != nil && (exact == last || byCheck) {
		return v.judgeOutput(c, last)
	}
	if c.Outcome == claims.Succeeded || c.Outcome == claims.Failed {
		res := last.Result
		if res == nil {
			return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` ran but has no recorded result", ran), ref)}
		}
		failed := res.IsError || (res.ExitCode != nil && *res.ExitCode != 0)
		for _, r := range v.ev.Runs {
			if r.Call == last.Call {
				if ok, known := r.Passed(); known {
					failed = !ok
				}
			}
		}
		if failed == (c.Outcome == claims.Failed) {
			return report.VerdictVerified, evidence{trEv(fmt.Sprintf("`%s` %s", ran, c.Outcome), ref)}
		}
		if failed && byCheck && c.Outcome == claims.Succeeded {
			if verdict, ev, ok := v.earlierStep(c, last); ok {
				return verdict, ev
			}
		}
		if failed && !byCheck && len(simpleCalls(last.Call.Tool.Command)) > 1 {
			// "`git commit` succeeded" after "git commit -m x && git
			// push" failed: the line's status may be another command's
			return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` failed, but it runs more than `%s`: which command failed is not known", ran, want), ref)}
		}
		return report.VerdictRefuted, evidence{trEv(fmt.Sprintf("`%s` did not %s", ran, strings.TrimSuffix(string(c.Outcome), "ed")), ref)}
	}
	return report.VerdictVerified, evidence{trEv(fmt.Sprintf("`%s` was run", ran), ref)}
}

// earlierStep judges a claimed check that a failed run ran as a step
// before its last ("`tsc` build: clean" of `npm test`, whose script is
// `npm run build && node --test test/`): the run's failure may be a later
// step's. When the run shows the output of the test runner that an "&&"
// chain starts only after the earlier steps succeeded, the step
// succeeded; otherwise which step failed is not known.
func (v *verifier) earlierStep(c *claims.Claim, sc *ShellCall) (report.Verdict, evidence, bool) {
	line := sc.Call.Tool.Command
	steps := Checks(line, v.scripts)
	mine := Checks(c.Command, v.scripts)
	if len(steps) < 2 || len(mine) != 1 {
		return "", nil, false
	}
	i := slices.IndexFunc(steps, func(ch Check) bool { return SameCheck(ch, mine[0]) })
	if i < 0 {
		return "", nil, false
	}
	ran, ref := oneLine(line, 80), eventRef(sc.Call)
	if i == len(steps)-1 {
		// "`go build ./... ; go test ./sky/ ./plan/`" that exited 0: the
		// line's exit status is its last step's, whatever failed before it
		if res := sc.Result; res != nil && res.ExitCode != nil && *res.ExitCode == 0 && !res.IsError {
			return report.VerdictVerified, evidence{trEv(fmt.Sprintf("`%s` exited 0, its last step's status: `%s` succeeded; an earlier step failed", ran, c.Command), ref)}, true
		}
		return "", nil, false
	}
	later := false
	for _, ch := range steps[i+1:] {
		later = later || ch.Category == CatTest
	}
	if later && v.andChain(line) {
		for _, r := range v.ev.Runs {
			if r.Call == sc.Call && r.Outcome.Recognized && r.Outcome.Passed+r.Outcome.Failed > 0 {
				return report.VerdictVerified, evidence{trEv(fmt.Sprintf("`%s` failed in a later step: its tests ran, which the \"&&\" chain does only after `%s` succeeded", ran, c.Command), ref)}, true
			}
		}
	}
	return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` failed, but it runs more than `%s`: which step failed is not known", ran, c.Command), ref)}, true
}

// andChain reports whether line, or the package script it runs, chains
// its steps with "&&": each runs only when the one before succeeded.
func (v *verifier) andChain(line string) bool {
	if strings.Contains(line, "&&") {
		return true
	}
	words := strings.Fields(line)
	for name, body := range v.scripts {
		if strings.Contains(body, "&&") && slices.Contains(words, name) {
			return true
		}
	}
	return false
}

// demoRefutesFix: when the output the agent quotes as its demonstration
// of the change is not what the program printed ("`node cli.js 10 3 -`
// prints `7`" over a run that printed -7), its "Fixed the subtraction
// bug" is refuted with it, unless something stronger than a passing suite
// backs it (the suite passed before the fix was shown, and does not cover
// what the demonstration shows).
func (v *verifier) demoRefutesFix() {
	var demo *report.Claim
	for i := range v.r.Claims {
		rc := &v.r.Claims[i]
		if rc.Kind == string(claims.CommandRan) && rc.Verdict == report.VerdictRefuted && len(rc.Evidence) > 0 && strings.Contains(rc.Evidence[0].Detail, "` printed ") {
			demo = rc
			break
		}
	}
	if demo == nil {
		return
	}
	for i := range v.r.Claims {
		rc := &v.r.Claims[i]
		if rc.Kind != string(claims.BugFixed) || rc.Negated || rc.Hedged || rc.Verdict == report.VerdictRefuted {
			continue
		}
		if rc.Verdict == report.VerdictVerified && !onlyGateEvidence(rc.Evidence) {
			continue
		}
		rc.Verdict = report.VerdictRefuted
		rc.Evidence = append(rc.Evidence, report.Evidence{Source: "transcript", Detail: "but the agent's own demonstration of it contradicts it: " + demo.Evidence[0].Detail, Ref: demo.Evidence[0].Ref})
	}
}

// onlyGateEvidence reports whether a verdict rests on passing gates alone
// ("go-test passes after 1 source edit(s) in this turn").
func onlyGateEvidence(ev []report.Evidence) bool {
	for _, e := range ev {
		if e.Source != "gate" {
			return false
		}
	}
	return len(ev) > 0
}

// containsOutput reports whether got holds want as a whole: "-7" does
// not hold "7", "17 passed" does not hold "7 passed".
func containsOutput(got, want string) bool {
	word := func(b byte) bool {
		return b == '_' || b == '-' || b == '.' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
	}
	for i := 0; ; {
		j := strings.Index(got[i:], want)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(want)
		if (j == 0 || !word(got[j-1]) || !word(want[0])) && (end == len(got) || !word(got[end]) || !word(want[len(want)-1])) {
			return true
		}
		i = j + 1
	}
}

// reSkippedOnes: an admission that names tests already told of, not all
// of them: "I didn't run those two", "I didn't run it", "the ignored sweep
// test wasn't run".
var reSkippedOnes = regexp.MustCompile(`\b(?:those|these|them|it|that one|this one|the (?:ignored|skipped|two|three|other)\b|ignored|skipped)\b`)

// reDidNotRun: "didn't run", "wasn't run", "weren't run" (reNotRun's \b
// does not see the "n't" of a word).
// reByHand: a check made by hand beside the tests, "run `kilnctl`
// itself", "manually", "end to end", "in a browser", "against a real
// controller".
var reByHand = regexp.MustCompile(`\b(?:itself|by\s+hand|manually|end[- ]to[- ]end|in\s+(?:a|the)\s+browser|against\s+(?:a\s+)?real|on\s+(?:a\s+)?real|at\s+runtime)\b`)

// reOutOfScope: what was not run is outside the task, "it wasn't part of
// this", "out of scope", "a separate no-feature pass".
var reOutOfScope = regexp.MustCompile(`\b(?:(?:wasn't|was\s+not|isn't|is\s+not|not)\s+part\s+of\s+(?:this|the\s+(?:task|change|fix|request|ask))|out\s+of\s+scope|outside\s+(?:the\s+|this\s+)?(?:scope|task)|a\s+separate\b|` +
	// "I didn't run their suites since nothing there depends on the importer"
	`(?:since|as|because)\s+nothing\s+(?:there|in\s+(?:it|them|those)|else)\s+(?:depends|relies|uses|imports|calls)\b|\b(?:unaffected|not\s+affected)\b)`)

// reNoTestRunner: the report says the project has no tests to run,
// "there's no test runner in this repo", "the project has no tests".
var reNoTestRunner = regexp.MustCompile(`\b(?:there(?:'s|’s|\s+is|\s+are)\s+no|(?:has|have)\s+no|without\s+(?:a|any))\s+(?:tests?\b|test\s+(?:runner|suite|framework|harness|setup|script)|(?:unit\s+)?test(?:ing)?\s+(?:runner|framework))`)

var reDidNotRun = regexp.MustCompile(`n['’]t\s+(?:\w+\s+)?(?:run|ran|execute|executed)\b`)

// ranSkipped reports whether claimed counts are the gate's with the tests
// it skips run too, as a run in the session shows them ("`cargo test --
// --include-ignored` → 7 passed" beside a gate's 6 passed, 1 ignored).
func (v *verifier) ranSkipped(n *claims.TestCounts, g gate.Result) bool {
	if n == nil || g.Tests == nil || g.Tests.Skipped <= 0 || n.Passed != g.Tests.Passed+g.Tests.Skipped || n.Failed > 0 || n.Skipped > 0 {
		return false
	}
	for _, r := range v.ev.Runs {
		if r.Cmd.Category == CatTest && r.Outcome.Recognized && r.Outcome.Passed == n.Passed && r.Outcome.Failed == 0 {
			return true
		}
	}
	return false
}

// rePlaceholder: an argument of a usage form, "<file>", "[--flag]",
// "TEMP_C", "FILE", "PATH..." (not a word in capitals, "WIP", "PROD").
var rePlaceholder = regexp.MustCompile(`^(?:<[^>]+>|\[[^\]]+\]|[A-Z][A-Z0-9]*_[A-Z0-9_]+|FILES?|PATHS?|DIR|NAME|URL|PORT|ARGS?|VALUE|CMD|COMMAND|INPUT|OUTPUT|N)(?:\.\.\.)?$`)

// usageForm reports whether a command line is a synopsis: an argument
// after the program is a placeholder.
func usageForm(cmd string) bool {
	f := strings.Fields(cmd)
	for i, w := range f {
		if i > 0 && rePlaceholder.MatchString(w) {
			return true
		}
	}
	return false
}

// judgeOutput compares the output the agent quotes for a command
// ("`node cli.js 10 3 -` prints `7`") with what the session's last run of
// it printed. A run followed by edits says nothing of the program now.
func (v *verifier) judgeOutput(c *claims.Claim, sc *ShellCall) (report.Verdict, evidence) {
	ref := eventRef(sc.Call)
	ran := oneLine(sc.Call.Tool.Command, 80)
	want := strings.Join(strings.Fields(c.Output), " ")
	got := strings.Join(strings.Fields(sc.Result.Output), " ")
	after := v.ev.EditsAfter(sc.Call.Index)
	switch {
	case want == "":
		return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` was run", ran), ref)}
	case len(after) > 0:
		// a run followed by edits: the program as it is now decides
		why := fmt.Sprintf("the session's run (%s) came before an edit of %s", ref, after[0].Path)
		if verdict, ev, ok := v.judgeByReplay(c, want, why); ok {
			return verdict, ev
		}
	}
	switch {
	case containsOutput(got, want) && len(after) > 0:
		return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` printed `%s`, but %s was edited afterwards: the run is stale", ran, oneLine(c.Output, 60), after[0].Path), ref)}
	case containsOutput(got, want):
		return report.VerdictVerified, evidence{trEv(fmt.Sprintf("`%s` printed `%s`", ran, oneLine(c.Output, 60)), ref)}
	case got == "":
		return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` ran, but its output is not in the transcript", ran), ref)}
	case len(after) > 0:
		return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` printed %s, not `%s`, and %s was edited afterwards", ran, quoteOut(sc.Result.Output), oneLine(c.Output, 60), after[0].Path), ref)}
	}
	if e := v.earlierPrinted(c, sc, want); e != nil && v.quotedAsBefore(c.Output) {
		// "1.5GB at 100Mbps: 15s      # before", a "Before:" block: the
		// output of a run before the fix, quoted as such
		return report.VerdictVerified, evidence{trEv(fmt.Sprintf("`%s` printed `%s` before the fix, as the report says", ran, oneLine(c.Output, 60)), eventRef(e.Call))}
	}
	return report.VerdictRefuted, evidence{trEv(fmt.Sprintf("`%s` printed %s, not `%s`", ran, quoteOut(sc.Result.Output), oneLine(c.Output, 60)), ref)}
}

// earlierPrinted returns an earlier run of the same command than sc that
// printed want, or nil.
func (v *verifier) earlierPrinted(c *claims.Claim, sc *ShellCall, want string) *ShellCall {
	for _, e := range v.ev.Shell {
		if e == sc || e.Result == nil || e.Call.Index >= sc.Call.Index || !ranWords(strings.Join(strings.Fields(c.Command), " "), e.Call.Tool.Command) {
			continue
		}
		if containsOutput(strings.Join(strings.Fields(e.Result.Output), " "), want) {
			return e
		}
	}
	return nil
}

// reBeforeWords: words that place a quoted output before the fix.
var reBeforeWords = regexp.MustCompile(`(?i)\b(?:before|previously|used\s+to|was|old|originally|broken)\b`)

// quotedAsBefore reports whether the final message places the quoted
// output before the fix: on its line ("15s   # before") or in the line
// that leads its block ("Before:").
func (v *verifier) quotedAsBefore(out string) bool {
	text := v.ev.FinalText
	i := strings.Index(text, out)
	if i < 0 {
		return false
	}
	lineEnd := len(text)
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		lineEnd = i + j
	}
	from := i
	for n := 0; n < 3 && from > 0; n++ { // its line and the two above (a fence and its lead)
		from = strings.LastIndexByte(text[:from-1], '\n') + 1
		if from == 0 {
			break
		}
	}
	return reBeforeWords.MatchString(text[from:lineEnd])
}

// quoteOut is the first lines of a run's output, for evidence.
func quoteOut(out string) string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
		if len(lines) == 3 {
			break
		}
	}
	return "`" + oneLine(strings.Join(lines, " / "), 120) + "`"
}

// ranWords reports whether the command line ran is want itself, or runs
// it as one of its simple commands, word for word.
func ranWords(want, ran string) bool {
	w := strings.Fields(want)
	if slices.Equal(w, strings.Fields(ran)) {
		return true
	}
	for _, c := range simpleCalls(ran) {
		if slices.Equal(w, c.words) {
			return true
		}
	}
	return false
}

// prefixOf reports whether a named command that is no check ("ran `bash
// -lc`", "`git diff`") opens the command line that ran, or one of the
// simple commands it runs: "`git commit`" ran in "cd app && git add -A &&
// git commit -m x && git push".
func prefixOf(want, ran string) bool {
	w, r := strings.Fields(want), strings.Fields(ran)
	if len(w) == 0 || len(Checks(want, nil)) > 0 {
		return false
	}
	if wordsOpen(w, r) {
		return true
	}
	for _, c := range simpleCalls(ran) {
		if wordsOpen(w, c.words) {
			return true
		}
	}
	return false
}

// wordsOpen reports whether the words w open r, quotes aside.
func wordsOpen(w, r []string) bool {
	if len(w) > len(r) {
		return false
	}
	for i := range w {
		if strings.Trim(w[i], `'"`) != strings.Trim(r[i], `'"`) {
			return false
		}
	}
	return true
}

// judgeTold decides a command the agent told in words ("Committed and
// pushed", "Dependencies installed"): Name holds its words and Command the
// command they imply ("git commit && git push"), if any. Each command of
// the chain must have run and succeeded in the verified turn (the words say the
// operation was done), in a shell call or anywhere in its chain, for the
// claim to be verified; a git commit also by a commit of the workspace
// made during the turn (commitInTurn), a git push by the upstream at it
// (pushInTurn). A command missing from the transcript refutes nothing:
// the agent may have committed through an editor or a tool, or the user
// may have; such a claim stays unverified.
func (v *verifier) judgeTold(c *claims.Claim) (report.Verdict, evidence) {
	if c.Command == "" {
		return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("%q names no command the session's calls could be matched with", c.Name), "")}
	}
	var ev evidence
	for _, want := range strings.Split(c.Command, " && ") {
		// the words say the operation was done: a run that failed did not
		// do it ("Committed" after a commit its hook rejected)
		var done, failed, open *ShellCall
		for _, sc := range v.ev.Shell {
			// the final message tells this turn's work: a commit of an
			// earlier turn does not make "Committed" true now
			if !sc.InTurn || !runsImplied(want, sc.Call.Tool.Command) {
				continue
			}
			switch res := sc.Result; {
			case res == nil:
				open = sc
			case res.IsError || res.ExitCode != nil && *res.ExitCode != 0:
				failed = sc
			default:
				done = sc
			}
		}
		if done != nil {
			ev = append(ev, trEv(fmt.Sprintf("`%s` ran (%s)", oneLine(done.Call.Tool.Command, 80), want), eventRef(done.Call)))
			continue
		}
		if want == "git commit" {
			if e, ok := v.commitInTurn(); ok {
				ev = append(ev, e) // committed through a tool or an editor
				continue
			}
		}
		if want == "git push" {
			if e, ok := v.pushInTurn(); ok {
				ev = append(ev, e)
				continue
			}
		}
		switch {
		case failed != nil:
			// the chain may have failed after it, or it ran again outside
			// the shell: not told apart from a false claim here
			return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("`%s` failed (%s)", oneLine(failed.Call.Tool.Command, 80), want), eventRef(failed.Call)))
		case open != nil:
			return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("`%s` ran but has no recorded result", oneLine(open.Call.Tool.Command, 80)), eventRef(open.Call)))
		}
		return report.VerdictUnverified, append(ev, trEv(fmt.Sprintf("the session shows no `%s`; it may have run outside the shell (an editor, a tool, the user)", want), ""))
	}
	return report.VerdictVerified, ev
}

// toldGit is what git says of the verified turn for the operations told
// in words, read once per verification however many claims ask.
type toldGit struct {
	commitOnce, pushOnce sync.Once
	commit, push         report.Evidence
	committed, pushed    bool
}

// commitInTurn returns findCommitInTurn's answer, read once.
func (v *verifier) commitInTurn() (report.Evidence, bool) {
	g := &v.toldGit
	g.commitOnce.Do(func() { g.commit, g.committed = v.findCommitInTurn() })
	return g.commit, g.committed
}

// pushInTurn returns findPushInTurn's answer, read once.
func (v *verifier) pushInTurn() (report.Evidence, bool) {
	g := &v.toldGit
	g.pushOnce.Do(func() { g.push, g.pushed = v.findPushInTurn() })
	return g.push, g.pushed
}

// findCommitInTurn finds a commit of the workspace's repository made
// during the verified turn (committer time between the turn's first and
// last events, with a minute's slack for clocks) on HEAD or a local
// branch: the agent may have committed through a tool or an editor. A
// stash (refs/stash) or a fetched remote branch holds no commit the agent
// made. ok is false when the transcript has no times, the workspace is no
// git repository, or no commit falls in the turn.
func (v *verifier) findCommitInTurn() (ev report.Evidence, ok bool) {
	start, end := v.ev.Start, v.ev.End
	if start.IsZero() || v.ws == "" {
		return ev, false
	}
	out, err := git(v.ws, "log", "HEAD", "--branches", "--format=%h %ct %s", "--since="+start.Add(-time.Minute).Format(time.RFC3339))
	if err != nil {
		return ev, false
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.SplitN(line, " ", 3)
		if len(f) < 2 {
			continue
		}
		sec, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil {
			continue
		}
		at := time.Unix(sec, 0)
		if at.Before(start.Add(-time.Minute)) || at.After(end.Add(time.Minute)) {
			continue
		}
		subject := ""
		if len(f) == 3 {
			subject = " “" + oneLine(f[2], 60) + "”"
		}
		return wsEv(fmt.Sprintf("commit %s%s was made during the turn (%s)", f[0], subject, at.UTC().Format(time.RFC3339)), f[0]), true
	}
	return ev, false
}

// findPushInTurn finds the workspace's branch pushed during the turn:
// its HEAD is a commit made in the turn (as findCommitInTurn reads the
// times) and the branch's upstream is at HEAD, as a push leaves it. ok is
// false otherwise: an upstream at an older HEAD says nothing of this turn.
func (v *verifier) findPushInTurn() (ev report.Evidence, ok bool) {
	start, end := v.ev.Start, v.ev.End
	if start.IsZero() || v.ws == "" {
		return ev, false
	}
	out, err := git(v.ws, "log", "-1", "--format=%h %H %ct", "HEAD")
	f := strings.Fields(out)
	if err != nil || len(f) != 3 {
		return ev, false
	}
	sec, err := strconv.ParseInt(f[2], 10, 64)
	if at := time.Unix(sec, 0); err != nil || at.Before(start.Add(-time.Minute)) || at.After(end.Add(time.Minute)) {
		return ev, false
	}
	up, err := git(v.ws, "rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}")
	if err != nil {
		return ev, false
	}
	upHash, err := git(v.ws, "rev-parse", "@{upstream}")
	if err != nil || strings.TrimSpace(upHash) != f[1] {
		return ev, false
	}
	return wsEv(fmt.Sprintf("%s is at commit %s, made during the turn", strings.TrimSpace(up), f[0]), f[0]), true
}

// runsImplied reports whether the shell line ran the command a claim told
// in words implies ("git commit", "git push", "pip install", "ruff
// format", "npm publish"): one of its simple commands, after wrappers
// (env, npx, uv run, a `bash -lc` script), is that command in any of its
// spellings: git's global options (`git -C app commit`), `python -m pip`,
// `uv pip`, a package manager's aliases (`npm i`, `pnpm add`).
func runsImplied(want, line string) bool {
	w := strings.Fields(want)
	if len(w) == 0 {
		return false
	}
	for _, c := range simpleCalls(line) {
		r := normalImplied(c.words)
		if len(r) == 0 || dryRun(r) {
			continue
		}
		if len(w) == 2 && len(r) >= 2 && r[0] == w[0] && slices.Contains(impliedAliases[w[0]+" "+w[1]], r[1]) {
			return true
		}
		if wordsOpen(w, r) {
			return true
		}
	}
	return false
}

// dryRun reports whether a simple command only shows what it would do
// ("git push --dry-run", "git push -n", "npm publish --dry-run"): it did
// not do the operation told as done.
func dryRun(words []string) bool {
	if slices.Contains(words, "--dry-run") {
		return true
	}
	return len(words) > 1 && words[0] == "git" && words[1] == "push" && slices.Contains(words[2:], "-n")
}

// impliedAliases: the subcommands that do what an implied command does.
var impliedAliases = map[string][]string{
	"git merge":      {"merge", "pull"},
	"pip install":    {"install"},
	"npm install":    {"install", "i", "ci", "add"},
	"pnpm install":   {"install", "i", "add"},
	"yarn install":   {"install", "add"},
	"bun install":    {"install", "i", "add"},
	"npm uninstall":  {"uninstall", "remove", "rm", "un", "r"},
	"pnpm uninstall": {"uninstall", "remove", "rm", "un"},
	"yarn uninstall": {"remove"},
	"bun uninstall":  {"remove", "rm"},
}

// normalImplied drops what does not change which command a simple command
// is: git's global options, `python -m pip` for pip, `uv pip` for pip,
// pip3 for pip, `gh pr merge` for git merge.
func normalImplied(words []string) []string {
	if len(words) == 0 {
		return nil
	}
	prog := path.Base(words[0])
	rest := words[1:]
	switch prog {
	case "git":
		for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
			if rest[0] == "-C" || rest[0] == "-c" || rest[0] == "--git-dir" || rest[0] == "--work-tree" || rest[0] == "--namespace" {
				rest = rest[1:]
			}
			if len(rest) > 0 {
				rest = rest[1:]
			}
		}
	case "python", "python3":
		if len(rest) > 1 && rest[0] == "-m" {
			return normalImplied(rest[1:])
		}
	case "pip3":
		prog = "pip"
	case "uv":
		if len(rest) > 0 && rest[0] == "pip" {
			return normalImplied(rest)
		}
		if len(rest) > 0 && rest[0] == "add" {
			prog, rest = "pip", append([]string{"install"}, rest[1:]...)
		}
	case "gh":
		if len(rest) > 1 && rest[0] == "pr" && rest[1] == "merge" {
			prog, rest = "git", append([]string{"merge"}, rest[2:]...)
		}
	}
	return append([]string{prog}, rest...)
}

// judgeCheckByGates decides a claim that a check passes ("`go test ./...`
// passes") from a gate that runs the same check over the same scope; ok is
// false when no gate does.
func (v *verifier) judgeCheckByGates(c *claims.Claim) (report.Verdict, evidence, bool) {
	chs := Checks(c.Command, v.scripts)
	if len(chs) == 0 {
		return "", nil, false
	}
	var ev evidence
	for _, ch := range chs {
		kind := map[Category]gate.Kind{CatTest: gate.KindTest, CatBuild: gate.KindBuild, CatLint: gate.KindLint}[ch.Category]
		var match *gate.Result
		flag := testVariant(ch.Tool, strings.Fields(c.Command))
		for _, g := range v.gatesOf(kind) {
			if flag != "" && !variantIn(flag, g.Command) {
				continue // `go test ./...` is not the claimed `go test -race ./...`
			}
			for _, gc := range Checks(g.Command, v.scripts) {
				if SameCheck(ch, gc) {
					match = &g
				}
			}
			if match != nil {
				break
			}
		}
		if match == nil {
			return "", nil, false
		}
		switch {
		case match.Status == gate.StatusPass && !(match.Tests != nil && match.Tests.NoTests):
			ev = append(ev, gateEv(fmt.Sprintf("the session shows no run of it, but %s runs the same check and passes", match.Name), match.Command))
		case gateFailsNew(*match) || match.Status == gate.StatusFail:
			d, ref := firstDiag(*match)
			return report.VerdictRefuted, append(ev, gateEv(fmt.Sprintf("%s runs the same check and fails: %s", match.Name, d), firstNonEmpty(ref, match.Command))), true
		default:
			return "", nil, false
		}
	}
	return report.VerdictVerified, ev, true
}

// disclosed reports whether a tests claim states the weakening itself:
// "green (3 passed, 1 skipped)" is true as said when the only tampering is
// a skip. The skip is still a blocking finding, and a claimed fix resting on
// it is refuted; the count of what passed is not.
func (v *verifier) disclosed(c *claims.Claim) bool {
	says := (c.Counts != nil && c.Counts.Skipped > 0) || strings.Contains(strings.ToLower(c.Text), "skip")
	if !says {
		return false
	}
	for _, f := range v.testsWeakened() {
		if !strings.Contains(strings.ToLower(f.Message), "skip") {
			return false
		}
	}
	return true
}

// testsWeakened are the findings that make a passing count say more than
// the tests check: weakened tests, and cases said tested that no test
// holds.
func (v *verifier) testsWeakened() []report.Finding {
	if len(v.untested) == 0 {
		return v.tampered
	}
	return append(slices.Clip(v.tampered), v.untested...)
}

// namedSymbols lists the identifiers a claim names: its Name and the code
// spans of its sentence that look like one ("Fixed `isPort`", "`calc.Add`").
func namedSymbols(c *claims.Claim) []string {
	var out []string
	add := func(s string) {
		s = strings.TrimSuffix(strings.Trim(s, "`"), "()")
		if i := strings.IndexByte(s, '('); i > 0 {
			s = s[:i]
		}
		if i := strings.LastIndexAny(s, ".:#"); i >= 0 {
			s = s[i+1:]
		}
		if len(s) >= 3 && reIdent.MatchString(s) && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	if c.Name != "" {
		add(c.Name)
	}
	for _, m := range reCodeSpan.FindAllStringSubmatchIndex(c.Text, -1) {
		if reValueBefore.MatchString(c.Text[:m[0]]) {
			continue // "`"Donald E. Knuth"` gives `knuth1968art`": a value, not code
		}
		add(c.Text[m[2]:m[3]])
	}
	return out
}

// reValueBefore: what ends the text before a value a program gives,
// "gives", "prints", "returns", "→".
var reValueBefore = regexp.MustCompile(`(?i)(?:\b(?:gives?|gave|prints?|printed|returns?|returned|yields?|outputs?|produces?|shows?)|→|->|=)\s*$`)

var (
	reCodeSpan = regexp.MustCompile("`([^`\\s]+)`")
	reIdent    = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// relatedFailure finds a failing test about one of names: its id or its
// failure message holds the name, compared without case or separators
// (isPort ~ test_is_port, Slugify ~ TestSlugify).
func relatedFailure(ts *gate.TestSummary, names []string) (gate.TestCase, bool) {
	squash := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == '_' || r == '-' || r == ' ' {
				return -1
			}
			return unicode.ToLower(r)
		}, s)
	}
	cases := ts.Cases
	if len(cases) == 0 {
		for _, n := range ts.FailedTests {
			cases = append(cases, gate.TestCase{ID: n, Name: n, Status: gate.CaseFail})
		}
	}
	for _, tc := range cases {
		if tc.Status != gate.CaseFail && tc.Status != gate.CaseError {
			continue
		}
		hay := squash(tc.ID + " " + tc.Message)
		for _, n := range names {
			if strings.Contains(hay, squash(n)) {
				return tc, true
			}
		}
	}
	return gate.TestCase{}, false
}

func first(s []string, n int) []string {
	if len(s) > n {
		return append(s[:n:n], "…")
	}
	return s
}

// editedSourceBefore reports whether the turn changed a non-test source
// file before event idx.
func (v *verifier) editedSourceBefore(idx int) bool {
	for _, e := range v.ev.TurnEdits() {
		if e.Event.Index < idx && IsSourceFile(e.Path) && !IsTestFile(e.Path) {
			return true
		}
	}
	return false
}

// scopeFails reports whether a failing gate's failures touch scope (a
// package, file or test name the claim was limited to).
func scopeFails(scope string, g gate.Result) bool {
	sc := strings.ToLower(scope)
	if g.Tests != nil {
		for _, t := range g.Tests.FailedTests {
			if strings.Contains(strings.ToLower(t), sc) {
				return true
			}
		}
	}
	for _, d := range g.Diagnostics {
		if strings.Contains(strings.ToLower(d.File+" "+d.Test+" "+d.Package), sc) {
			return true
		}
	}
	return false
}

// fixedTests lists tests that failed on the baseline and pass now.
func (v *verifier) fixedTests() []string {
	var out []string
	for _, b := range v.base {
		if b.Tests == nil {
			continue
		}
		for _, g := range v.results {
			if g.Name != b.Name || g.Tests == nil || !g.Tests.Recognized {
				continue
			}
			still := map[string]bool{}
			for _, t := range g.Tests.FailedTests {
				still[t] = true
			}
			for _, t := range b.Tests.FailedTests {
				if !still[t] {
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// reMissingTool: a run's output saying its tool is not on this machine.
var reMissingTool = regexp.MustCompile(`(?m)No module named '?([\w.-]+)'?|^(?:\S+: )?(?:line \d+: )?([\w.-]+): (?:command )?not found|'([\w.-]+)' is not recognized as an internal or external command|spawn ([\w.-]+) ENOENT`)

// missingTool returns the tool a failed run could not find, or "".
func missingTool(r *Run) string {
	if r.Result == nil || r.Result.Result == nil {
		return ""
	}
	if ok, known := r.Passed(); !known || ok {
		return ""
	}
	m := reMissingTool.FindStringSubmatch(r.Result.Result.Output)
	for _, g := range m[min(1, len(m)):] {
		if g != "" {
			return g + " is not installed"
		}
	}
	return ""
}

// projectDirs returns the folders below the workspace root whose own gates
// run there ("service" for service/go-test), each once.
func (v *verifier) projectDirs() []string {
	var out []string
	for _, g := range v.results {
		if i := strings.LastIndexByte(g.Name, '/'); i > 0 && !slices.Contains(out, g.Name[:i]) {
			out = append(out, g.Name[:i])
		}
	}
	return out
}

// checkOf returns the category of runs and the kind of gates that check
// a tests, build or lint claim; check is false for other kinds.
func checkOf(k claims.Kind) (cat Category, kind gate.Kind, check bool) {
	switch k {
	case claims.TestsPass:
		return CatTest, gate.KindTest, true
	case claims.BuildOK:
		return CatBuild, gate.KindBuild, true
	case claims.LintClean:
		return CatLint, gate.KindLint, true
	}
	return "", "", false
}

// reDataKey: a claim whose name is a key of data, not a symbol: "a `count`
// field in the response", "Added `count` to the body it returns".
var reDataKey = regexp.MustCompile(`\b(?:key|keys|field|fields|property|properties|column|columns|entry|entries|unit|units|suffix|suffixes|alias|aliases)\b|\bto\s+the\s+(?:body|response|payload|json|output|result|dict|object|map|record|row)\b`)
