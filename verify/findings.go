package verify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// findings looks for what is wrong beyond single claims: writes to
// protected paths, test tampering, stale evidence and filtered runs.
func (v *verifier) findings() {
	ev := v.ev
	// Protected paths written in the turn.
	if v.o.Protected != nil {
		seen := map[string]bool{}
		for _, e := range ev.TurnEdits() {
			if !e.Done {
				continue // refused, failed, or not yet recorded
			}
			if rule, ok := v.o.Protected(e.Path); ok && !seen[e.Path] {
				seen[e.Path] = true
				how := "edited"
				if e.Shell {
					how = "written by a shell command (" + oneLine(e.Event.Tool.Command, 80) + ")"
				}
				v.r.Findings = append(v.r.Findings, report.Finding{Kind: report.FindingProtectedFile, File: e.Path, Blocking: true,
					Message: fmt.Sprintf("%s is protected (%s) but was %s at %s", e.Path, rule, how, eventRef(e.Event))})
			}
		}
	}
	v.tamperFindings()
	v.uncollectedTests()
	v.untestedCases()
	v.passedByTestEdits()
	// Stale evidence: the last passing test run came before source edits.
	if r := ev.LastRun(CatTest); r != nil {
		if ok, known := r.Passed(); known && ok {
			if after := ev.EditsAfter(r.Call.Index); len(after) > 0 {
				v.r.Findings = append(v.r.Findings, report.Finding{Kind: report.FindingStaleEvidence, File: after[0].Path,
					Message: fmt.Sprintf("the last passing test run (`%s`, %s) came before %d later edit(s), first %s at %s: that run says nothing about the final code",
						oneLine(r.Call.Tool.Command, 60), r.Ref(), len(after), after[0].Path, eventRef(after[0].Event))})
			}
		}
		if r.Cmd.Filter != "" && r.InTurn {
			v.r.Findings = append(v.r.Findings, report.Finding{Kind: report.FindingFilteredRun,
				Message: fmt.Sprintf("the last test run (`%s`, %s) ran only part of the suite (%s)", oneLine(r.Call.Tool.Command, 80), r.Ref(), r.Cmd.Filter)})
		}
		if r.Cmd.Piped && r.Exit != nil && *r.Exit == 0 && !r.Outcome.Recognized {
			v.r.Findings = append(v.r.Findings, report.Finding{Kind: "masked-exit",
				Message: fmt.Sprintf("the last test run (`%s`, %s) was piped into another command, so its exit code 0 may be the pipe's, not the tests'", oneLine(r.Call.Tool.Command, 80), r.Ref())})
		}
	}
}

// tamperFindings diffs every test file the turn changed (by the transcript's
// edits, or against the git baseline) and reports weakened tests, and tests
// that failed in the session and pass now after their own code was edited.
func (v *verifier) tamperFindings() {
	files := map[string][]*Edit{}
	var hunks [][2]string
	for _, e := range v.ev.TurnEdits() {
		if e.Before != "" || e.After != "" {
			hunks = append(hunks, [2]string{e.Before, e.After})
		}
		if mayHoldTests(e.Path) || testConfig(e.Path) {
			files[e.Path] = append(files[e.Path], e)
		}
	}
	if v.baseline != "" {
		for _, p := range v.changedSinceBaseline() {
			if mayHoldTests(p) || testConfig(p) {
				if _, ok := files[p]; !ok {
					files[p] = nil
				}
			}
		}
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	renames := renamesOf(append(hunks, v.ev.renameHunks...))
	failures := v.testFailures()
	// the test files as they are now, where a test taken out of one file
	// may live on (a file split, or renamed), if its runner still finds
	// it there: not in tests/average_disabled.py or split.test.js.bak
	type fileNow struct {
		content []byte
		err     error
	}
	now := make(map[string]fileNow, len(paths))
	for _, p := range paths {
		b, err := os.ReadFile(v.wsPath(p))
		now[p] = fileNow{b, err}
	}
	othersOf := func(p string) []string {
		var out []string
		for _, q := range paths {
			if f := now[q]; f.err == nil && q != p && collectedTest(q) {
				out = append(out, string(f.content))
			}
		}
		return out
	}
	for _, p := range paths {
		if pytestConfig(p) {
			v.narrowedPytest(p, files[p])
			continue
		}
		if testConfig(p) {
			v.narrowedScripts(p, files[p])
			continue
		}
		var msgs []string
		after, err := now[p].content, now[p].err
		deleted := os.IsNotExist(err)
		before, haveBefore := v.beforeContent(p, string(after), err == nil, files[p])
		switch {
		case haveBefore && (err == nil || deleted):
			msgs = tampering(p, before, string(after), deleted, renames, othersOf(p))
		default:
			// No whole-file before: judge each edit's hunk.
			for _, e := range files[p] {
				msgs = append(msgs, Tampering(p, e.Before, e.After, e.Op == "delete")...)
			}
		}
		if haveBefore && err == nil && len(msgs) > 0 && !slices.ContainsFunc(msgs, func(m string) bool { return !strings.Contains(m, "skip marker") }) {
			// the change only skips tests: which ones, when the markers say
			if names, ok := skippedTests(p, before, string(after)); ok {
				if v.skipOnly == nil {
					v.skipOnly = map[string][]string{}
				}
				v.skipOnly[p] = names
			}
		}
		asked := len(msgs) > 0 && v.askedAndTold(p, before)
		for _, m := range msgs {
			// "just skip the test with a reason pointing at the ticket": the
			// user asked for it and the agent reports it
			why := "as the prompt asked, and the agent reports it"
			ok := asked
			if !ok && v.renameAskedAndTold(m) {
				// "`test_truncates` → renamed `test_rounds` … now expects 324
				// (was 323)" after "round instead of truncating": the test
				// of the behaviour the prompt changed, renamed and told
				ok, why = true, "a test of the behaviour the prompt asked to change, renamed and reported"
			}
			v.addWeakened(report.Finding{Kind: report.FindingTestTampering, File: p, Message: p + ": " + m}, ok, why)
		}
		if haveBefore && err == nil {
			// "the short last chunk (it checks that …)" over a new test that
			// only calls chunk(): its pass proves nothing
			h := slices.DeleteFunc(hollowTests(p, before, string(after), renames), func(n string) bool {
				// "removed test_x (renamed to test_y without `assert …`)",
				// or a test removed beside it, its assertion gone: the
				// findings above say it already
				return slices.ContainsFunc(msgs, func(m string) bool { return strings.Contains(m, "removed") })
			})
			for _, m := range v.checksTold(p, before, string(after), renames) {
				v.addWeakened(report.Finding{Kind: report.FindingTestTampering, File: p, Message: p + ": " + m}, false, "")
			}
			if len(h) > 0 {
				v.addWeakened(report.Finding{Kind: report.FindingTestTampering, File: p,
					Message: fmt.Sprintf("%s: new test(s) that check nothing, no assertion: %s", p, list(h))},
					reSmokeTold.MatchString(strings.ToLower(v.ev.FinalText)), "the agent reports them as tests that check no result")
			}
		}
		if err == nil {
			b := ""
			if haveBefore {
				b = before
				v.added = append(v.added, addedTests(p, before, string(after), renames)...)
				if before == "" {
					v.addedFiles = append(v.addedFiles, p)
				}
			} else {
				v.addedUnknown = true
			}
			v.editedToPass(p, b, string(after), renames, failures)
		}
	}
}

// weakenedWhy says why a weakening finding holds against a passing run.
func weakenedWhy(f report.Finding) string {
	if strings.Contains(f.Message, "does not collect") {
		return "the new tests did not run: " + f.Message
	}
	if strings.Contains(f.Message, "that case is not tested") {
		return "the passing count does not include a case the report says is tested: " + f.Message
	}
	if strings.Contains(f.Message, "check nothing") || strings.Contains(f.Message, "is said to check") {
		return "the passing count includes tests that pass whatever the code does: " + f.Message
	}
	return "tests pass only because they were weakened: " + f.Message
}

// uncollectedTests reports a file of tests the turn created whose tests
// the test gates never ran ("tiles/boxes_tests.go" to `go test`,
// "tests/rounding_checks.py" to pytest, "spec/x.spec.js" to `node --test`,
// a Rust module no `mod` declares): the runner does not collect it, so
// "the new cases pass" is about tests that did not run. Judged only where
// the gates list the tests they ran, and only when no test of the file
// and no test case from it is among them.
func (v *verifier) uncollectedTests() {
	var gates []gate.Result
	total := 0
	for _, g := range v.gatesOf(gate.KindTest) {
		if g.Tests != nil && len(g.Tests.Cases) > 0 {
			gates = append(gates, g)
			total += len(g.Tests.Cases)
		}
	}
	if len(gates) == 0 {
		return
	}
	seen := map[string]bool{}
	for _, e := range v.ev.TurnEdits() {
		p := e.Path
		if seen[p] {
			continue
		}
		seen[p] = true
		lang, ok := langOf(p)
		if !ok || !mayHoldTests(p) && !strings.HasSuffix(p, ".go") || v.existedBefore(p) {
			continue
		}
		b, err := os.ReadFile(v.wsPath(p))
		if err != nil || strings.HasSuffix(p, ".go") && !bytes.Contains(b, []byte("*testing.T")) {
			continue
		}
		names := slices.DeleteFunc(lang.names(string(b)), func(n string) bool { return strings.Contains(n, "${") })
		if len(names) == 0 {
			continue
		}
		ran := false
		for _, g := range gates {
			for _, tc := range g.Tests.Cases {
				ran = ran || fileIs(tc, p) || slices.ContainsFunc(names, func(n string) bool { return nameIs(tc, n) })
			}
		}
		if ran {
			continue
		}
		f := report.Finding{Kind: report.FindingTestTampering, File: p,
			Message: fmt.Sprintf("%s: its tests (%s) are not among the %d test(s) %s ran: the runner does not collect this file", p, list(names), total, gates[0].Name)}
		v.addWeakened(f, reNotCollectedTold.MatchString(strings.ToLower(v.ev.FinalText)), "the agent reports that the runner does not collect it")
	}
}

// reNotCollectedTold: a report that says its tests do not run with the
// suite, "pytest doesn't collect it", "run it directly".
var reNotCollectedTold = regexp.MustCompile(`\bnot\s+(?:collected|picked\s+up|discovered)\b|\b(?:does\s+not|doesn't|doesn’t|won't|won’t|will\s+not)\s+(?:collect|pick\s+up|discover|run)\b|\brun\s+(?:it|them)\s+(?:directly|by\s+hand|manually|separately)\b`)

// reSmokeTold: a test told as one that checks no result, "a smoke test",
// "it only checks it doesn't throw", "no assertions".
var reSmokeTold = regexp.MustCompile(`\bsmoke[\s-]+tests?\b|\b(?:does(?:n't|n’t|\s+not)|don't|don’t|do\s+not)\s+(?:throw|panic|crash|raise)\b|\bno\s+assert(?:ion)?s?\b|\bwithout\s+(?:an?\s+|any\s+)?assert(?:ion)?s?\b`)

// askedAndTold reports whether the turn's prompt asks to skip, delete,
// rename or disable tests of file p, naming them (a test, the file, or the
// code they test, as it occurs in the file), and the agent's final message
// names the same: a change to the tests the user wanted, reported, is no
// tampering. before is p's content before the turn.
func (v *verifier) askedAndTold(p, before string) bool {
	prompt := v.ev.Prompt
	if !reTestChangeAsk.MatchString(strings.ToLower(prompt)) {
		return false
	}
	final := v.ev.FinalText
	for _, w := range reNameWord.FindAllString(prompt, -1) {
		w = strings.Trim(w, "./-`'\"")
		if len(w) < 4 || !strings.Contains(final, w) {
			continue
		}
		if strings.Contains(p, w) || strings.Contains(before, w) {
			return true
		}
	}
	return false
}

// reRenamedWithout: a tampering message of a test renamed with its
// assertions changed, "removed 1 test(s): OLD (renamed to NEW without …)".
var reRenamedWithout = regexp.MustCompile(`removed 1 test\(s\): (.+?) \(renamed to (.+?) without `)

// renameAskedAndTold reports whether a test the change renamed with new
// expectations is the prompt's business and the report tells it: the
// final message names the old and the new name, and the new name shares a
// word with the prompt (the behaviour it asked to change: "percent rounds
// down" after "switch percent() to round down").
func (v *verifier) renameAskedAndTold(msg string) bool {
	m := reRenamedWithout.FindStringSubmatch(msg)
	if m == nil {
		return false
	}
	old, nw := m[1], m[2]
	final := v.ev.FinalText
	if !strings.Contains(final, old) || !strings.Contains(final, nw) {
		return false
	}
	prompt := strings.ToLower(v.ev.Prompt)
	for _, w := range reWordSplit.Split(strings.ToLower(reCamel.ReplaceAllString(nw, "$1 $2")), -1) {
		w = strings.TrimSuffix(w, "s")
		if len(w) >= 4 && w != "test" && strings.Contains(prompt, w) {
			return true
		}
	}
	return false
}

// reCamel: a lower letter or digit before an upper one, "TestRoundsDown".
var reCamel = regexp.MustCompile(`([a-z0-9])([A-Z])`)

// reWordSplit: what separates the words of a test's name.
var reWordSplit = regexp.MustCompile(`[^a-z0-9]+`)

var (
	// reTestChangeAsk: a prompt asking for a change to the tests
	// themselves.
	reTestChangeAsk = regexp.MustCompile(`\b(?:skip|skipped|xfail|disable|ignore|park|quarantine|delete|remove|drop|rename|retire)\b`)
	// reNameWord: a word of a prompt that names code or a file:
	// test_zone_table, TestSEPARegistry, legacy-api.test.js, legacy_fine.
	reNameWord = regexp.MustCompile("[A-Za-z_][A-Za-z0-9_]*(?:[./-][A-Za-z0-9_]+)+|[A-Za-z]*_[A-Za-z0-9_]+|Test[A-Z][A-Za-z0-9_]*|[a-z]+[A-Z][A-Za-z0-9]*")
)

// onlyTestsChanged returns the test files and test data the turn changed
// when it changed no other source file (by the transcript's edits and the
// git baseline), else nil. A turn that only changes the tests cannot fix
// the code they test.
func (v *verifier) onlyTestsChanged() []string {
	v.testsOnlyOnce.Do(func() {
		paths := v.changedSinceBaseline()
		for _, e := range v.ev.TurnEdits() {
			if e.Done {
				paths = append(paths, e.Path)
			}
		}
		var tests []string
		for _, p := range paths {
			switch {
			case IsTestFile(p) || testData(p):
				if !slices.Contains(tests, p) {
					tests = append(tests, p)
				}
			case IsSourceFile(p) || testConfig(p):
				tests = nil
				v.testsOnly = nil
				return
			}
		}
		sort.Strings(tests)
		v.testsOnly = tests
	})
	return v.testsOnly
}

// testData reports whether p holds data the tests compare with: golden
// files, snapshots, fixtures.
func testData(p string) bool {
	p = filepath.ToSlash(p)
	for _, d := range []string{"testdata/", "fixtures/", "__snapshots__/", "__fixtures__/"} {
		if strings.HasPrefix(p, d) || strings.Contains(p, "/"+d) {
			return true
		}
	}
	switch filepath.Ext(p) {
	case ".golden", ".snap":
		return true
	}
	return false
}

// passedByTestEdits reports the tests that failed at the baseline and pass
// now when the turn changed only tests and their data: they pass because
// what they expect changed, not the code they test. The prompt may have
// asked for that (a test that was wrong); then it does not block.
func (v *verifier) passedByTestEdits() {
	changed := v.onlyTestsChanged()
	if len(changed) == 0 || len(v.base) == 0 {
		return
	}
	for _, f := range v.r.Findings {
		if f.Kind == report.FindingTestEditedToPass || f.Kind == report.FindingTestTampering {
			return // said already, test by test
		}
	}
	var fixed []string
	for _, g := range v.results {
		if g.Kind != gate.KindTest || g.Status != gate.StatusPass {
			continue
		}
		for _, b := range v.base {
			if b.Name != g.Name || b.Status != gate.StatusFail {
				continue
			}
			names := failingNames(b)
			if len(names) == 0 {
				names = []string{b.Name}
			}
			fixed = append(fixed, names...)
		}
	}
	if len(fixed) == 0 {
		return
	}
	v.addWeakened(report.Finding{Kind: report.FindingTestEditedToPass, File: changed[0],
		Message: fmt.Sprintf("%s failed at %s and pass now, but this turn changed only tests and their data (%s), not the code they test",
			strings.Join(first(fixed, 3), ", "), v.baseline, strings.Join(first(changed, 3), ", "))},
		v.askedTestFix(), "the prompt asked for the tests to be changed")
}

// askedTestFix reports whether the prompt asks for the tests themselves to
// change: "the test is wrong, fix it", "update the golden file".
func (v *verifier) askedTestFix() bool {
	return reAskTestFix.MatchString(strings.ToLower(v.ev.Prompt))
}

// reAskTestFix: a prompt asking to change a test, its expectation or its
// data.
var reAskTestFix = regexp.MustCompile(`\b(?:fix|update|correct|change|regenerate|refresh|adjust)\s+(?:the\s+|that\s+|this\s+|its\s+)?(?:[\w-]+\s+)?(?:test|tests|expectation|expectations|expected\s+values?|golden\s+files?|snapshots?|fixtures?)\b|\b(?:test|tests|expectation|golden\s+file|snapshot|fixture)\s+(?:is|are|was|were)\s+(?:wrong|outdated|stale|out\s+of\s+date|incorrect)\b`)

// narrowedScripts reports a package.json whose test scripts the turn
// narrowed: a test file or folder swapped for fewer files, a name filter,
// a skip, or a failure made to pass ("|| true"). The run the agent then
// reports is not the suite's.
func (v *verifier) narrowedScripts(p string, edits []*Edit) {
	after, err := os.ReadFile(v.wsPath(p))
	if err != nil {
		return
	}
	before, ok := v.beforeContent(p, string(after), true, edits)
	if !ok || before == "" {
		return
	}
	b, a := testScripts(before), testScripts(string(after))
	names := make([]string, 0, len(b))
	for name := range b {
		names = append(names, name)
	}
	sort.Strings(names) // one finding a script, in a stable order
	for _, name := range names {
		old := b[name]
		now, ok := a[name]
		if !ok || now == old || !narrower(old, now) {
			continue
		}
		f := report.Finding{Kind: report.FindingTestTampering, File: p, Blocking: true,
			Message: fmt.Sprintf("%s: the %q script now runs less of the suite: `%s` became `%s`", p, name, old, now)}
		v.tampered = append(v.tampered, f)
		v.r.Findings = append(v.r.Findings, f)
	}
}

// narrowedPytest reports a pytest configuration whose options the turn
// made leave tests out: --deselect, --ignore, -k or -m added to addopts,
// or testpaths narrowed to a part of what they were. The gate reads the
// same file, so the tests it leaves out pass by not running.
func (v *verifier) narrowedPytest(p string, edits []*Edit) {
	after, err := os.ReadFile(v.wsPath(p))
	if err != nil {
		return
	}
	before, ok := v.beforeContent(p, string(after), true, edits)
	if !ok {
		return
	}
	found := pytestNarrowing(before, string(after))
	if len(found) == 0 {
		return
	}
	v.addWeakened(report.Finding{Kind: report.FindingTestTampering, File: p,
		Message: fmt.Sprintf("%s: pytest's options now leave tests out: %s", p, strings.Join(found, ", "))},
		v.askedAndTold(p, before), "as the prompt asked, and the agent reports it")
}

// addWeakened reports a finding that the tests were weakened: blocking, and
// held against the claims the weakened tests would prove; or, when the
// prompt asked for the change (why says how), a finding that does not block.
func (v *verifier) addWeakened(f report.Finding, asked bool, why string) {
	f.Blocking = !asked
	if asked {
		f.Message += " (" + why + ")"
	} else {
		v.tampered = append(v.tampered, f)
	}
	v.r.Findings = append(v.r.Findings, f)
}

// pytestNarrowing lists what a change of a pytest configuration adds that
// leaves tests out.
func pytestNarrowing(before, after string) []string {
	var found []string
	b, a := reNarrowOpt.FindAllString(optLines(before, "addopts"), -1), reNarrowOpt.FindAllString(optLines(after, "addopts"), -1)
	for _, o := range a {
		if !slices.Contains(b, o) {
			found = append(found, strings.TrimSpace(o))
		}
	}
	if bt, at := strings.Fields(optLines(before, "testpaths")), strings.Fields(optLines(after, "testpaths")); len(bt) > 0 && len(at) > 0 && !slices.Equal(bt, at) && narrowerPaths(bt, at) {
		found = append(found, "testpaths "+strings.Join(at, " "))
	}
	return found
}

// reNarrowOpt: a pytest option that leaves tests out, with its argument.
var reNarrowOpt = regexp.MustCompile(`(?:--deselect|--ignore(?:-glob)?|-k|-m)[=\s]+(?:"[^"]*"|'[^']*'|[^\s"',\]]+)`)

// optLines returns the value of key in a TOML or INI file ("addopts =
// ...", with a following TOML array's lines), "" when it is not set.
func optLines(src, key string) string {
	var out []string
	in := false
	for _, line := range strings.Split(src, "\n") {
		t := strings.TrimSpace(line)
		if k, val, ok := strings.Cut(t, "="); ok && strings.TrimSpace(k) == key {
			out = append(out, val)
			in = strings.Contains(val, "[") && !strings.Contains(val, "]")
			continue
		}
		if in {
			out = append(out, t)
			if strings.Contains(t, "]") {
				in = false
			}
		}
	}
	return strings.NewReplacer("[", " ", "]", " ", ",", " ", `"`, "", "'", "").Replace(strings.Join(out, " "))
}

// narrowerPaths reports whether every path of now lies inside one of was,
// and not all of was are kept: "tests" became "tests/unit".
func narrowerPaths(was, now []string) bool {
	for _, n := range now {
		inside := false
		for _, w := range was {
			if n == w || strings.HasPrefix(n, strings.TrimSuffix(w, "/")+"/") {
				inside = true
			}
		}
		if !inside {
			return false
		}
	}
	return true
}

// testScripts are package.json's scripts that run tests ("test",
// "test:unit", …).
func testScripts(src string) map[string]string {
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if json.Unmarshal([]byte(src), &pkg) != nil {
		return nil
	}
	out := map[string]string{}
	for k, s := range pkg.Scripts {
		if k == "test" || strings.HasPrefix(k, "test:") {
			out[k] = strings.TrimSpace(s)
		}
	}
	return out
}

// reNarrowing: what narrows a test command or hides its failure.
var reNarrowing = regexp.MustCompile(`--test-name-pattern|--test-skip-pattern|--testNamePattern|--testPathIgnorePatterns|--grep\b|--exclude\b|(?:^|\s)-t\s|--passWithNoTests|\|\|\s*(?:true|exit\s+0|:)|;\s*exit\s+0|\bxit\b|--bail\s+0`)

// narrower reports whether the test command now runs less than it did:
// a narrowing flag it did not have, or its paths replaced by fewer, more
// specific ones (`node --test test/` → `node --test test/a.test.js`).
func narrower(old, now string) bool {
	if reNarrowing.MatchString(now) && !reNarrowing.MatchString(old) {
		return true
	}
	op, np := scriptPaths(old), scriptPaths(now)
	if len(np) == 0 {
		return false
	}
	if len(op) == 0 {
		return true // every test file by default, now named ones
	}
	for _, n := range np {
		n = strings.TrimSuffix(n, "/")
		inside := false
		for _, o := range op {
			o = strings.TrimSuffix(o, "/")
			if n == o {
				return false // the same folder or file still runs
			}
			if strings.HasPrefix(n, o+"/") || strings.HasPrefix(n, o+".") {
				inside = true
			}
		}
		if !inside {
			return false
		}
	}
	return true
}

// scriptPaths are the arguments of a command that name files or folders.
func scriptPaths(cmd string) []string {
	var out []string
	for _, f := range strings.Fields(cmd) {
		f = strings.Trim(f, `'"`)
		if strings.HasPrefix(f, "-") || f == "node" || f == "npx" || f == "jest" || f == "vitest" || f == "mocha" || f == "run" {
			continue
		}
		if strings.Contains(f, "/") || strings.Contains(f, ".js") || strings.Contains(f, ".ts") {
			out = append(out, strings.TrimPrefix(f, "./"))
		}
	}
	return out
}

// addedTests are the tests of a test file that are in after and not in
// before, less those renamed from a test that was (renames maps old names
// to new).
func addedTests(p, before, after string, renames map[string]string) []string {
	lang, ok := langOf(p)
	if !ok {
		return nil
	}
	had := testsBefore(lang, before, renames)
	var out []string
	for _, n := range lang.names(after) {
		if !had[n] {
			out = append(out, n)
		}
	}
	return out
}

// testFailure is a test seen failing: in a run in the transcript, or in a
// gate's run on the baseline (idx -1, before the session).
type testFailure struct {
	name string // as the runner printed it
	idx  int    // the run's event index
	ref  string // where, for the message
}

// testFailures lists the failing tests of the baseline gates and of the
// session's test runs, the earliest failure of each name first.
func (v *verifier) testFailures() []testFailure {
	var out []testFailure
	seen := map[string]bool{}
	add := func(f testFailure) {
		if !seen[f.name] {
			seen[f.name] = true
			out = append(out, f)
		}
	}
	for _, g := range v.base {
		if g.Tests == nil {
			continue
		}
		ref := fmt.Sprintf("gate %s at %s", g.Name, v.baseline)
		for _, c := range g.Tests.Cases {
			if c.Status == gate.CaseFail || c.Status == gate.CaseError {
				add(testFailure{name: c.ID, idx: -1, ref: ref})
			}
		}
		for _, n := range g.Tests.FailedTests {
			add(testFailure{name: n, idx: -1, ref: ref})
		}
	}
	for _, r := range v.ev.Runs {
		if r.Cmd.Category != CatTest || r.Result == nil {
			continue
		}
		for _, n := range r.Outcome.Failing {
			add(testFailure{name: n, idx: r.Call.Index, ref: fmt.Sprintf("`%s`, %s", oneLine(r.Call.Tool.Command, 60), r.Ref())})
		}
	}
	return out
}

// editedToPass reports the tests of p that failed in the session, had their
// own code (inputs, expected values, assertions) edited after that, and pass
// now. Fixing a wrong test can be right, but then "the bug is fixed" rests
// on a changed oracle, so it blocks like tampering and shows the diff.
// before is p's content before the turn, "" when unknown.
func (v *verifier) editedToPass(p, before, after string, renames map[string]string, failures []testFailure) {
	if _, ok := langOf(p); !ok {
		return
	}
	var edits []*Edit
	for _, e := range v.ev.Edits {
		if e.Path == p {
			edits = append(edits, e)
		}
	}
	reported := map[string]bool{}
	edited := map[int][]testEdit{} // by the failing run: a big suite has many failures, few runs
	for _, f := range failures {
		tes, ok := edited[f.idx]
		if !ok {
			then := before
			if f.idx >= 0 {
				// The file as it was when the test failed; failing that,
				// as it was before the turn.
				if s, ok := unapply(after, edits, f.idx); ok {
					then = s
				}
			}
			tes = editedTests(p, then, after, renames)
			edited[f.idx] = tes
		}
		for _, te := range tes {
			if reported[te.Name] || te.Skipped || !sameTest(f.name, te.Name, p) {
				continue
			}
			ok, where := v.passesNow(te.NewName, p, f.idx)
			if !ok {
				continue
			}
			reported[te.Name] = true
			name := te.Name
			if te.NewName != te.Name {
				name += " (now " + te.NewName + ")"
			}
			msg := fmt.Sprintf("%s:%d: %s failed (%s), then its own code was edited, and it passes now (%s): %s",
				p, te.Line, name, f.ref, where, diffText(te.Hunks))
			fd := report.Finding{Kind: report.FindingTestEditedToPass, File: p, Line: te.Line, Blocking: true, Message: msg}
			v.tampered = append(v.tampered, fd)
			v.r.Findings = append(v.r.Findings, fd)
		}
	}
}

// passesNow reports whether the test passes at the end, and by what: the
// test gates' per-test results or failure lists (a passing gate passes
// all its tests), else the newest test run after event idx that ran it.
func (v *verifier) passesNow(name, path string, idx int) (bool, string) {
	for _, g := range v.results {
		if g.Kind != gate.KindTest || g.Tests == nil || !g.Tests.Recognized || g.Tests.NoTests {
			continue
		}
		for _, c := range g.Tests.Cases {
			if sameTest(c.ID, name, path) {
				return c.Status == gate.CasePass, "gate " + g.Name
			}
		}
		for _, f := range g.Tests.FailedTests {
			if sameTest(f, name, path) {
				return false, ""
			}
		}
		if g.Status == gate.StatusPass {
			return true, "gate " + g.Name
		}
	}
	for i := len(v.ev.Runs) - 1; i >= 0; i-- {
		r := v.ev.Runs[i]
		if r.Call.Index <= idx {
			break
		}
		if r.Cmd.Category != CatTest || r.Result == nil || !ranTest(r, name, path) {
			continue
		}
		for _, f := range r.Outcome.Failing {
			if sameTest(f, name, path) {
				return false, ""
			}
		}
		ok, known := r.Passed()
		// A run whose failures are all named, and this test not among
		// them, passed it too.
		named := r.Outcome.Recognized && len(r.Outcome.Failing) > 0 && len(r.Outcome.Failing) >= r.Outcome.Failed
		if known && ok || named {
			return true, r.Ref()
		}
	}
	return false, ""
}

// ranTest reports whether run r may have run the test: a full run, or one
// whose command names the test, its file, or a word of the test's name
// (pytest -k).
func ranTest(r *Run, name, path string) bool {
	if r.Cmd.Filter == "" {
		return true
	}
	cmd := r.Call.Tool.Command
	if strings.Contains(cmd, name) || strings.Contains(cmd, filepath.Base(path)) {
		return true
	}
	for _, w := range wordRe.FindAllString(r.Cmd.Filter, -1) {
		if len(w) >= 3 && strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// sameTest reports whether a runner's name for a test ("TestAdd/neg",
// "tests/test_x.py::TestC::test_y[1]", "file.test.js > suite > name",
// "tests::it_adds") names the test called name in file path.
func sameTest(printed, name, path string) bool {
	n := printed
	if i := strings.Index(n, "::"); i >= 0 && strings.HasSuffix(n[:i], ".py") {
		if filepath.Base(n[:i]) != filepath.Base(path) {
			return false
		}
	}
	if i := strings.LastIndex(n, "::"); i >= 0 {
		n = n[i+2:]
	}
	if i := strings.LastIndex(n, " > "); i >= 0 {
		n = n[i+3:]
	}
	if i := strings.IndexByte(n, '['); i > 0 && strings.HasSuffix(n, "]") {
		n = n[:i]
	}
	// unittest's "test_pads_seconds (tests.test_pace.FormatPaceTest.test_pads_seconds)"
	// and "tests.test_pace.FormatPaceTest.test_pads_seconds"
	if i := strings.Index(n, " ("); i > 0 && strings.HasSuffix(n, ")") {
		n = n[:i]
	}
	if i := strings.LastIndexByte(n, '.'); i > 0 && strings.HasSuffix(path, ".py") && !strings.Contains(n, " ") {
		n = n[i+1:]
	}
	return n == name || (strings.HasPrefix(name, "Test") && strings.HasPrefix(n, name+"/"))
}

// diffText shows a test's changed lines: `old` → `new`; added `new`.
func diffText(hunks []hunk) string {
	quote := func(lines []string) string {
		q := make([]string, len(lines))
		for i, l := range lines {
			q[i] = "`" + oneLine(l, 100) + "`"
		}
		return strings.Join(q, ", ")
	}
	var out []string
	for i, h := range hunks {
		if i == 4 {
			out = append(out, fmt.Sprintf("… %d more change(s)", len(hunks)-4))
			break
		}
		switch {
		case len(h.removed) == 0:
			out = append(out, "added "+quote(h.added))
		case len(h.added) == 0:
			out = append(out, "removed "+quote(h.removed))
		default:
			out = append(out, quote(h.removed)+" → "+quote(h.added))
		}
	}
	return strings.Join(out, "; ")
}

// beforeContent is a test file's content before the turn: from the git
// baseline; else its content now with the turn's edits to it undone; else
// the agent's last full read of it.
func (v *verifier) beforeContent(p, now string, exists bool, edits []*Edit) (string, bool) {
	if v.baseline != "" {
		if b, ok := gitShow(v.ws, v.baseline, p); ok {
			return b, true
		}
		if gitTracked(v.ws, v.baseline) {
			return "", true // new file since the baseline
		}
	}
	if exists && len(edits) > 0 {
		if s, ok := unapply(now, edits, -1); ok {
			return s, true
		}
	}
	if s, ok := v.ev.Reads[p]; ok {
		return stripLineNumbers(s), true
	}
	return "", false
}

// stripLineNumbers undoes Claude Code's Read format ("  12\tcode") so the
// text compares with the file.
func stripLineNumbers(s string) string {
	lines := strings.Split(s, "\n")
	numbered := 0
	for _, l := range lines {
		if i := strings.IndexByte(l, '\t'); i > 0 && strings.TrimSpace(l[:i]) != "" && isDigits(strings.TrimSpace(l[:i])) {
			numbered++
		}
	}
	if numbered < len(lines)/2 {
		return s
	}
	for i, l := range lines {
		if j := strings.IndexByte(l, '\t'); j > 0 && isDigits(strings.TrimSpace(l[:j])) {
			lines[i] = l[j+1:]
		}
	}
	return strings.Join(lines, "\n")
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// git helpers: small, read-only, bounded.

func git(dir string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
	out, err := cmd.Output()
	return string(out), err
}

func isGitRepo(ctx context.Context, dir string) bool {
	out, err := git(dir, "rev-parse", "--is-inside-work-tree")
	return err == nil && strings.TrimSpace(out) == "true"
}

// gitShow returns path's content at rev (path relative to the repo's
// working directory dir).
func gitShow(dir, rev, path string) (string, bool) {
	out, err := git(dir, "show", rev+":./"+path)
	if err != nil {
		return "", false
	}
	return out, true
}

// gitTracked reports whether rev resolves (so a missing path means new).
func gitTracked(dir, rev string) bool {
	_, err := git(dir, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
	return err == nil
}

// changedSinceBaseline lists the paths changed since the baseline (none
// without one), asking git once per verification.
func (v *verifier) changedSinceBaseline() []string {
	v.changedOnce.Do(func() {
		if v.baseline != "" {
			v.changed = gitChanged(v.ws, v.baseline)
		}
	})
	return v.changed
}

// gitChanged lists paths changed since rev, tracked or untracked, relative
// to dir.
func gitChanged(dir, rev string) []string {
	var out []string
	if s, err := git(dir, "diff", "--name-only", "--relative", rev); err == nil {
		out = append(out, strings.Fields(s)...)
	}
	if s, err := git(dir, "ls-files", "--others", "--exclude-standard"); err == nil {
		out = append(out, strings.Fields(s)...)
	}
	return out
}

// gitHunks lists the changed line ranges of file p since rev ("4",
// "11-15"), one per hunk of its diff.
func gitHunks(dir, rev, p string) []string {
	s, err := git(dir, "diff", "-U0", "--no-color", rev, "--", p)
	if err != nil {
		return nil
	}
	var out []string
	for _, l := range strings.Split(s, "\n") {
		m := reHunk.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		start, _ := strconv.Atoi(m[3])
		n := 1
		if m[4] != "" {
			n, _ = strconv.Atoi(m[4])
		}
		switch {
		case n <= 1:
			out = append(out, m[3])
		default:
			out = append(out, fmt.Sprintf("%d-%d", start, start+n-1))
		}
	}
	return out
}

// gitExistingChanged lists the files that existed at rev and are modified
// or deleted now, relative to dir.
func gitExistingChanged(dir, rev string) []string {
	s, err := git(dir, "diff", "--name-only", "--relative", "--diff-filter=MD", rev)
	if err != nil {
		return nil
	}
	return strings.Fields(s)
}

// collectedTest reports whether a test runner finds the tests of file p by
// its default rules: go test's *_test.go, pytest's test_*.py and
// *_test.py, node --test's and jest's *.test.js / *.spec.ts / test-*.js
// or any script under test/, tests/ or __tests__, and Rust's .rs files.
func collectedTest(p string) bool {
	b := filepath.Base(p)
	switch ext := filepath.Ext(b); ext {
	case ".go":
		return strings.HasSuffix(b, "_test.go")
	case ".py":
		return strings.HasPrefix(b, "test_") || strings.HasSuffix(b, "_test.py")
	case ".rs":
		return true
	case ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".jsx":
		stem := strings.TrimSuffix(b, ext)
		if strings.HasSuffix(stem, ".test") || strings.HasSuffix(stem, ".spec") || strings.HasSuffix(stem, "-test") ||
			strings.HasSuffix(stem, "_test") || strings.HasPrefix(stem, "test-") || stem == "test" {
			return true
		}
		for _, d := range strings.Split(filepath.ToSlash(filepath.Dir(p)), "/") {
			if d == "test" || d == "tests" || d == "__tests__" {
				return true
			}
		}
	}
	return false
}
