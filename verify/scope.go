package verify

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
)

// A claim is only as wide as the agent made it: "TestParse passes" says
// nothing about TestFormat, "the discount tests pass (pytest -k discount: 4
// passed)" nothing about the other 7. This file turns a claim's scope into a
// selection of test cases, so that a claim is verified or refuted only by
// evidence at its own scope.

// scoped reports whether a claim's scope is narrower than the project.
func scoped(sc *claims.Scope) bool {
	return sc != nil && sc.Kind != claims.ScopeProject && sc.Kind != ""
}

// claimScope is the scope a claim states, or the one its command implies
// ("`go test ./internal/...` passes", "`pytest -k parse`: 8 passed"); nil
// for the whole project.
func claimScope(c *claims.Claim, scripts map[string]string) *claims.Scope {
	if c.Scope != nil && c.Scope.Kind == claims.ScopeTests && len(c.Scope.Tests) == 1 && c.Command != "" {
		// "`pytest -k test_rate -q`: 7 passed": the name is the command's
		// filter, which selects what the runner matches it against (in
		// pytest, module and class names too), not only that test
		for _, ch := range Checks(c.Command, scripts) {
			if ch.Category == CatTest && ch.Filter != "" && strings.Contains(ch.Filter, c.Scope.Tests[0]) {
				return checkScope(ch)
			}
		}
	}
	if c.Scope != nil {
		if c.Scope.Kind == claims.ScopePackage && wholeTree(c.Scope.Paths) {
			if len(c.Scope.Except) > 0 {
				// "`go test -skip TestRank/tie ./...` is ok": all but those
				return &claims.Scope{Kind: claims.ScopeProject, Except: c.Scope.Except, Text: c.Scope.Text}
			}
			return nil // "`go test ./...` passes": all of it
		}
		if c.Scope.Kind == claims.ScopeNamed && (!namesTests(c.Text, c.Scope.Text) || wholeWords[strings.ToLower(strings.TrimSpace(c.Scope.Text))]) {
			// A group is named in words right before the tests ("the
			// discount tests", "parser specs"); a symbol elsewhere in the
			// sentence ("`Add` is fixed and all tests pass") is no scope.
			return nil
		}
		return c.Scope
	}
	if c.Command == "" {
		return nil
	}
	for _, ch := range Checks(c.Command, scripts) {
		if ch.Category != CatTest {
			continue
		}
		return checkScope(ch)
	}
	return nil
}

// claimScope is the package's claimScope with the tests the agent added
// named: "the 2 new tests pass" is about the tests the turn added to the
// test files it changed, "the 3 existing tests pass" about all the others.
// When vouch cannot tell which tests are new (none found, or a test file
// changed whose earlier content it does not know) the scope stays as the
// agent worded it, which selects no test, so the claim stays unverified.
func (v *verifier) claimScope(c *claims.Claim) *claims.Scope {
	sc := claimScope(c, v.scripts)
	if sc == nil && (c.Scope == nil || c.Scope.Kind == claims.ScopeNamed || c.Scope.Kind == claims.ScopeProject && len(c.Scope.Except) == 0) {
		if part := v.partOf(c); part != "" {
			// "tools ✅ `pytest` 3 passed", "**ml/** — `python3 -m unittest`:
			// OK": a line of a report by part is about that part
			return &claims.Scope{Kind: claims.ScopePackage, Paths: []string{part}, Text: part}
		}
	}
	if sc == nil && (c.Scope == nil || c.Scope.Kind == claims.ScopeNamed) && reUnitTests.MatchString(c.Text) && v.otherKinds(c) {
		// "unit tests: 2/2 pass ✅" beside "doc tests: …" and "`tests/session.rs`:
		// …": the unit tests are a part of the run, not all of it
		return &claims.Scope{Kind: claims.ScopeNamed, Text: unitScope}
	}
	if sc == nil && c.Scope != nil && c.Scope.Kind == claims.ScopeNamed && v.isTestCase(c.Scope.Text) {
		// "| `ring_radius_one_is_the_neighbors` | ✅ |": a name the gates
		// ran as a test is that test, whatever words stand around it
		name := strings.Trim(c.Scope.Text, "`")
		return &claims.Scope{Kind: claims.ScopeTests, Tests: []string{name}, Text: name}
	}
	if sc == nil && c.Scope != nil && c.Scope.Kind == claims.ScopeNamed && v.partGate(c.Scope.Text) {
		// "| web | 7 pass, 0 fail |", "The backend tests pass": a part of
		// the workspace whose own gate runs in its folder
		return &claims.Scope{Kind: claims.ScopePackage, Paths: []string{c.Scope.Text}, Text: c.Scope.Text}
	}
	if sc == nil || v.addedUnknown {
		return sc
	}
	switch {
	case sc.Kind == claims.ScopeNew && len(v.added) > 0:
		return &claims.Scope{Kind: claims.ScopeTests, Tests: v.added, Text: sc.Text}
	case sc.Kind == claims.ScopeNamed && strings.EqualFold(sc.Text, "existing"):
		if len(v.added) == 0 {
			return nil // no test is new: the existing tests are the suite
		}
		except := append(slices.Clone(v.added), v.addedFiles...)
		return &claims.Scope{Kind: claims.ScopeProject, Except: except, Text: "the tests that were there before the turn"}
	}
	return sc
}

// isTestCase reports whether name, one identifier, is the name of a test
// a test gate ran.
func (v *verifier) isTestCase(name string) bool {
	name = strings.Trim(name, "`")
	if len(name) < 4 || !reIdent.MatchString(name) {
		return false
	}
	for _, g := range v.gatesOf(gate.KindTest) {
		if g.Tests == nil {
			continue
		}
		for _, tc := range g.Tests.Cases {
			if nameIs(tc, name) {
				return true
			}
		}
	}
	return false
}

// unitScope is the scope text of the unit tests as a part of a run.
const unitScope = "unit"

// reUnitTests: a claim about the unit tests by that name.
var reUnitTests = regexp.MustCompile(`(?i)\bunit[\s-]tests?\b`)

// reOtherKind: a claim about another kind of tests than unit tests.
var reOtherKind = regexp.MustCompile(`(?i)\b(?:doc|integration|e2e|end-to-end|acceptance|smoke)[\s-]tests?\b|` + "`tests/")

// otherKinds reports whether another tests claim of the message is about
// another kind of tests (doc tests, integration tests, a file under
// tests/): then "unit tests" names the part of the run that is theirs.
func (v *verifier) otherKinds(c *claims.Claim) bool {
	for i := range v.claims {
		o := &v.claims[i]
		if o.Kind != claims.TestsPass || o.Span == c.Span {
			continue
		}
		if reOtherKind.MatchString(o.Text) || o.Scope != nil && o.Scope.Kind == claims.ScopeFile && len(o.Scope.Paths) > 0 && strings.HasPrefix(o.Scope.Paths[0], "tests/") {
			return true
		}
	}
	return false
}

// unitCase reports whether tc is a unit test where a run tells them
// apart: cargo's unit test targets (a test of the crate's src/ files, not
// a doc test, "src/lib.rs - watts (line 27)"), or a test under a unit/
// folder.
func unitCase(tc gate.TestCase) bool {
	f := strings.ToLower(tc.File)
	if strings.HasPrefix(f, "unit/") || strings.Contains(f, "/unit/") {
		return true
	}
	return strings.HasPrefix(f, "src/") && strings.HasSuffix(f, ".rs") && !strings.Contains(tc.ID, " - ")
}

// partGate reports whether a test gate runs in the workspace folder named
// name ("web" for web/npm-test).
func (v *verifier) partGate(name string) bool {
	name = strings.Trim(strings.TrimSpace(name), "`/")
	if name == "" || strings.ContainsAny(name, " ") {
		return false
	}
	for _, g := range v.gatesOf(gate.KindTest) {
		if gateIn(g.Name, []string{name}) {
			return true
		}
	}
	return false
}

// wholeWords name no part of a suite: "the workspace tests", "the unit
// tests", "the full test suite" are all of it.
var wholeWords = map[string]bool{"workspace": true, "unit": true, "project": true, "full": true, "whole": true,
	"entire": true, "complete": true, "repo": true, "repository": true, "all": true, "the": true, "automated": true}

// namesTests reports whether words stand right before a word for tests in
// text: "the discount tests", "calc specs", "the `decode` describe block".
func namesTests(text, words string) bool {
	t := strings.ToLower(strings.NewReplacer("`", "", "*", "").Replace(text))
	w := strings.ToLower(strings.Trim(words, "`*"))
	if w == "" {
		return false
	}
	for _, noun := range []string{" test", " spec", " suite", " unit test", " check", " describe", " block", " group", " cases"} {
		if strings.Contains(t, w+noun) {
			return true
		}
	}
	return false
}

// wholeTree reports whether package paths name the whole project.
func wholeTree(paths []string) bool {
	for _, p := range paths {
		switch strings.TrimSuffix(strings.Trim(p, "`"), "/") {
		case ".", "./...", "...", "":
		default:
			return false
		}
	}
	return true
}

// checkScope is the part of the suite a check runs; nil for all of it.
func checkScope(ch Check) *claims.Scope {
	if ch.Filter != "" {
		return &claims.Scope{Kind: claims.ScopeFilter, Filter: ch.Filter, Text: ch.Filter}
	}
	var paths []string
	for _, p := range ch.Paths {
		p = path.Join(ch.Dir, p)
		if p == "." || p == "./..." || p == "..." {
			continue
		}
		paths = append(paths, p)
	}
	if len(paths) == 0 {
		if ch.Dir == "" || ch.Dir == "." {
			return nil
		}
		paths = []string{ch.Dir}
	}
	kind := claims.ScopePackage
	for _, p := range paths {
		if path.Ext(strings.TrimSuffix(p, "/...")) != "" {
			kind = claims.ScopeFile
		}
	}
	return &claims.Scope{Kind: kind, Paths: paths, Text: strings.Join(paths, " ")}
}

// selector picks the test cases a scope is about.
type selector struct {
	sc *claims.Scope
	// filter is the compiled selection of a filter scope; nil when the
	// expression cannot be evaluated here (then nothing is selected).
	filter func(tc gate.TestCase) bool
	// exact is false when the selection is a guess (a scope named in
	// words, "the discount tests"): a guess may confirm a claim when every
	// test it finds passes and refute it only on a test of that name.
	exact bool
	// keywords, when set, gives a test's keywords beyond its names (the
	// pytest marks on it), which pytest's -k matches too
	keywords func(tc gate.TestCase) string
}

func newSelector(sc *claims.Scope) selector {
	s := selector{sc: sc, exact: true}
	if sc == nil {
		return s
	}
	switch sc.Kind {
	case claims.ScopeFilter:
		s.filter = compileFilter(sc.Filter)
	case claims.ScopeNamed:
		s.exact = false
	}
	return s
}

// match reports whether tc lies in the scope.
func (s selector) match(tc gate.TestCase) bool {
	sc := s.sc
	if sc == nil {
		return true
	}
	for _, x := range sc.Except {
		if nameIs(tc, x) || path.Ext(x) != "" && fileIs(tc, x) {
			return false // a test left out, or a file of them
		}
		if x = strings.Trim(x, "`"); tc.Name != "" && strings.HasPrefix(x, tc.Name+"/") {
			// a subtest left out fails its parent ("TestRank" for
			// "TestRank/tie_break_wins"); the parent's other subtests are
			// results of their own
			return false
		}
	}
	switch sc.Kind {
	case claims.ScopeTests:
		for _, t := range sc.Tests {
			if nameIs(tc, t) {
				return true
			}
		}
	case claims.ScopeFile:
		for _, p := range sc.Paths {
			if fileIs(tc, p) {
				return true
			}
		}
	case claims.ScopePackage:
		for _, p := range sc.Paths {
			if inPackage(tc, p) || inSuite(tc, p) {
				return true
			}
		}
	case claims.ScopeFilter:
		if s.filter != nil && s.keywords != nil {
			if k := s.keywords(tc); k != "" {
				tc.Name += " " + k
			}
		}
		return s.filter != nil && s.filter(tc)
	case claims.ScopeNamed:
		w := strings.ToLower(strings.TrimSpace(sc.Text))
		if w == unitScope {
			return unitCase(tc)
		}
		return w != "" && (strings.Contains(strings.ToLower(tc.ID), w) || partNamed(tc, w))
	case claims.ScopeProject, "":
		return true
	}
	return false
}

// nameIs reports whether tc is the test named t, or one of its subtests.
func nameIs(tc gate.TestCase, t string) bool {
	t = strings.Trim(strings.TrimSuffix(strings.TrimSpace(t), "()"), "`")
	if t == "" {
		return false
	}
	for _, n := range []string{tc.Name, tc.ID} {
		if n == t || strings.HasPrefix(n, t+"/") || strings.HasSuffix(n, "::"+t) || strings.HasSuffix(n, " > "+t) ||
			strings.HasSuffix(n, "."+t) || strings.Contains(n, "::"+t+"[") || strings.HasPrefix(n, t+"[") ||
			// a case named alone: a Go subtest's leaf, a pytest parameter's id
			strings.HasSuffix(n, "/"+t) || strings.HasSuffix(n, "["+t+"]") ||
			// a suite: node's and jest's describe, "compare > sorts …"
			strings.HasPrefix(n, t+" > ") || strings.Contains(n, " > "+t+" > ") ||
			// a Rust test module: "tests::to_roman" holds "tests::to_roman::small"
			strings.Contains(t, "::") && (strings.HasPrefix(n, t+"::") || strings.Contains(n, "::"+t+"::")) ||
			// a test class: "tests/a.py::TestParser::test_x", unittest's "tests.test_a.TestParser.test_x"
			reClassName.MatchString(t) && (strings.Contains(n, "::"+t+"::") || strings.HasPrefix(n, t+"::") || strings.Contains(n, "."+t+".")) {
			return true
		}
	}
	return strings.EqualFold(tc.Name, t)
}

// inSuite reports whether tc is in the describe block named p ("the
// `compare` tests": "compare > orders by major").
func inSuite(tc gate.TestCase, p string) bool {
	p = strings.Trim(p, "`")
	if p == "" || strings.ContainsAny(p, "/.") {
		return false
	}
	for _, n := range []string{tc.Name, tc.ID} {
		if strings.HasPrefix(n, p+" > ") || strings.Contains(n, " > "+p+" > ") {
			return true
		}
	}
	return false
}

// reClassName: a test class's name, TestParser (not test_parser).
var reClassName = regexp.MustCompile(`^Test[A-Z0-9]\w*$`)

// fileIs reports whether tc is defined in file p (a path as the agent wrote
// it: relative, maybe only a base name).
func fileIs(tc gate.TestCase, p string) bool {
	p = strings.TrimPrefix(path.Clean(strings.Trim(p, "`")), "./")
	for _, f := range []string{tc.File, idFile(tc.ID)} {
		if f == "" {
			continue
		}
		f = strings.TrimPrefix(path.Clean(f), "./")
		if f == p || strings.HasSuffix(f, "/"+p) || strings.HasSuffix(p, "/"+f) {
			return true
		}
	}
	return false
}

// idFile is the file part of a test id that has one ("tests/test_x.py::t").
func idFile(id string) string {
	if i := strings.Index(id, "::"); i > 0 && path.Ext(id[:i]) != "" {
		return id[:i]
	}
	if i := strings.Index(id, " > "); i > 0 && path.Ext(id[:i]) != "" {
		return id[:i]
	}
	return ""
}

// inPackage reports whether tc belongs to package or folder p ("calc",
// "./internal/...", "github.com/x/y/calc").
func inPackage(tc gate.TestCase, p string) bool {
	p = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(p, "`"), "..."), "/")
	p = strings.TrimPrefix(path.Clean(p), "./")
	if p == "." || p == "" {
		return true
	}
	if pk := tc.Package; pk != "" && (pk == p || strings.HasSuffix(pk, "/"+p) || strings.Contains(pk+"/", "/"+p+"/")) {
		return true
	}
	for _, f := range []string{tc.File, idFile(tc.ID)} {
		if f == "" {
			continue
		}
		d := strings.TrimPrefix(path.Dir(path.Clean(f)), "./")
		if d == p || strings.HasPrefix(d, p+"/") {
			return true
		}
	}
	return false
}

// compileFilter turns a runner's selection into a predicate on test cases:
// pytest's -k (words joined by and/or/not, matched case-insensitively
// against the test's id), go's -run, node's --test-name-pattern, jest's -t
// and mocha's --grep (regular expressions on the name). It returns nil
// when it cannot evaluate the expression.
func compileFilter(f string) func(gate.TestCase) bool {
	fs := strings.Fields(f)
	if len(fs) == 0 {
		return nil
	}
	flag, expr := "", strings.Join(fs, " ")
	if strings.HasPrefix(fs[0], "-") {
		flag, expr = fs[0], strings.Join(fs[1:], " ")
		if i := strings.IndexByte(flag, '='); i > 0 {
			flag, expr = flag[:i], strings.TrimSpace(flag[i+1:]+" "+expr)
		}
	}
	expr = strings.Trim(expr, `'"`)
	if expr == "" {
		return nil
	}
	switch flag {
	case "-k", "":
		return pytestK(expr)
	case "-run", "--run", "-test.run":
		re, err := regexp.Compile(expr)
		if err != nil {
			return nil
		}
		// go test -run matches each level of a subtest name in turn; the
		// top level decides which tests run at all.
		var levels []*regexp.Regexp // nil where a level does not compile
		if parts := strings.Split(expr, "/"); len(parts) > 1 {
			for _, l := range parts {
				lre, _ := regexp.Compile(l)
				levels = append(levels, lre)
			}
		}
		return func(tc gate.TestCase) bool {
			names := strings.Split(tc.Name, "/")
			if levels == nil {
				return re.MatchString(names[0])
			}
			for i, lre := range levels {
				if i >= len(names) {
					return true
				}
				if lre == nil || !lre.MatchString(names[i]) {
					return false
				}
			}
			return true
		}
	case "-t", "--testNamePattern", "--test-name-pattern", "--grep", "-g":
		re, err := regexp.Compile(expr)
		if err != nil {
			return nil
		}
		return func(tc gate.TestCase) bool { return re.MatchString(tc.ID) || re.MatchString(tc.Name) }
	}
	return nil
}

// pytestK evaluates a -k expression: identifiers matched as
// case-insensitive substrings of the test id, combined with and, or, not
// and parentheses.
func pytestK(expr string) func(gate.TestCase) bool {
	toks := strings.Fields(strings.NewReplacer("(", " ( ", ")", " ) ").Replace(expr))
	p := &kParser{toks: toks}
	// Parse once to reject expressions we cannot read.
	if _, ok := p.or(""); !ok || p.i != len(toks) {
		return nil
	}
	return func(tc gate.TestCase) bool {
		q := &kParser{toks: toks}
		v, _ := q.or(strings.ToLower(tc.ID + " " + tc.Name))
		return v
	}
}

type kParser struct {
	toks []string
	i    int
}

func (p *kParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *kParser) or(s string) (bool, bool) {
	v, ok := p.and(s)
	for ok && p.peek() == "or" {
		p.i++
		w, ok2 := p.and(s)
		v, ok = v || w, ok2
	}
	return v, ok
}

func (p *kParser) and(s string) (bool, bool) {
	v, ok := p.not(s)
	for ok && p.peek() == "and" {
		p.i++
		w, ok2 := p.not(s)
		v, ok = v && w, ok2
	}
	return v, ok
}

func (p *kParser) not(s string) (bool, bool) {
	switch t := p.peek(); t {
	case "not":
		p.i++
		v, ok := p.not(s)
		return !v, ok
	case "(":
		p.i++
		v, ok := p.or(s)
		if !ok || p.peek() != ")" {
			return false, false
		}
		p.i++
		return v, true
	case "", ")", "and", "or":
		return false, false
	default:
		p.i++
		return strings.Contains(s, strings.ToLower(t)), true
	}
}

// selection is the cases of one source (a gate or a transcript run) that lie
// in a claim's scope.
type selection struct {
	cases   []gate.TestCase
	failing []gate.TestCase
	// unsure counts failing tests a guessed scope took in but cannot
	// refute on: with any, its passing ones do not verify the claim
	unsure int
}

// segmentOf reports whether name is a whole level of a test's id, a
// suite it is in: "formatBytes > rounding > rolls over", "TestX/sub",
// "a.py::TestX::test_y".
func segmentOf(id, name string) bool {
	name = strings.ToLower(strings.TrimSpace(name))
	if name == "" {
		return false
	}
	for _, sep := range []string{" > ", "::", "/"} {
		for _, seg := range strings.Split(strings.ToLower(id), sep) {
			if sameWord(strings.TrimSpace(seg), name) {
				return true
			}
		}
	}
	return false
}

// partNamed reports whether the part of the project that holds tc is
// named w (lower case): its package ("the label tests" are those of
// example.com/shipping/label), its folder, or its file without the test
// affixes (label_test.go, test_label.py, label.test.js).
func partNamed(tc gate.TestCase, w string) bool {
	if w == "" || strings.ContainsAny(w, " /") {
		return false
	}
	if tc.Package != "" {
		p := strings.ToLower(tc.Package)
		if sameWord(path.Base(p), w) || sameWord(p[strings.LastIndexByte(p, '.')+1:], w) {
			return true
		}
	}
	f := strings.ToLower(tc.File)
	if f == "" {
		return false
	}
	if d := path.Dir(f); d != "." && sameWord(path.Base(d), w) {
		return true
	}
	stem := path.Base(f)
	stem = strings.TrimSuffix(stem, path.Ext(stem))
	for _, a := range []string{"_test", ".test", ".spec", "_spec", "-test", "-spec"} {
		stem = strings.TrimSuffix(stem, a)
	}
	stem = strings.TrimPrefix(stem, "test_")
	return sameWord(stem, w)
}

// sameWord reports whether a and b (lower case) are one word, or one is
// the other's plural: "the digit tests" are those of the "digits" block
// and of digits.test.js, "the parsers tests" those of parser_test.go.
func sameWord(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return a == b || len(a) >= 3 && (b == a+"s" || b == a+"es")
}

func (s selector) pick(cases []gate.TestCase) selection {
	var out selection
	for _, tc := range cases {
		if !s.match(tc) {
			continue
		}
		if tc.Status == gate.CaseSkip {
			continue
		}
		out.cases = append(out.cases, tc)
		if tc.Status == gate.CaseFail || tc.Status == gate.CaseError {
			if !s.exact && !strings.Contains(strings.ToLower(tc.Name), strings.ToLower(s.sc.Text)) && !segmentOf(tc.ID, s.sc.Text) &&
				!partNamed(tc, strings.ToLower(strings.TrimSpace(s.sc.Text))) {
				out.unsure++
				continue // a guess refutes only on the test's own name, or its suite's
			}
			out.failing = append(out.failing, tc)
		}
	}
	// A parent whose subtests are picked too ("-run 'TestCall/deuce'"
	// picks TestCall and its deuce rows) has their status and its other
	// subtests': failing for a row outside the scope, it says nothing of
	// the rows inside, which speak for themselves.
	parent := func(tc gate.TestCase) bool {
		return slices.ContainsFunc(out.cases, func(o gate.TestCase) bool { return strings.HasPrefix(o.ID, tc.ID+"/") })
	}
	if slices.ContainsFunc(out.failing, parent) {
		out.failing = slices.DeleteFunc(out.failing, parent)
		out.cases = slices.DeleteFunc(out.cases, func(tc gate.TestCase) bool {
			return (tc.Status == gate.CaseFail || tc.Status == gate.CaseError) && parent(tc)
		})
	}
	return out
}

// caseNames lists test ids, at most n, for evidence.
func caseNames(cs []gate.TestCase, n int) string {
	var ids []string
	for i, c := range cs {
		if i == n {
			ids = append(ids, "…")
			break
		}
		ids = append(ids, c.ID)
	}
	return strings.Join(ids, ", ")
}

// caseRef is file:line of a failing case, when known.
func caseRef(tc gate.TestCase) string {
	f := tc.File
	if f == "" {
		f = idFile(tc.ID)
	}
	if f == "" {
		return ""
	}
	if tc.Line > 0 {
		return f + ":" + itoa(tc.Line)
	}
	return f
}
