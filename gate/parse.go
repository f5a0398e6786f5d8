package gate

import (
	"bytes"
	"cmp"
	"encoding/json"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits that keep parsing in constant memory whatever the input size.
const (
	// maxLine is the longest line a parser sees; the rest of a longer line
	// is dropped (diagnostics never need more).
	maxLine = 8 << 10
	// maxDiagnostics caps the diagnostics kept per parse; later ones are
	// counted, not kept.
	maxDiagnostics = 1000
	// maxNames caps FailedTests.
	maxNames = 1000
	// maxCases caps TestSummary.Cases: big suites have tens of thousands
	// of tests, and each case costs about 200 bytes.
	maxCases = 50000
)

// ParseDiagnostics reads a tool's output and returns the problems it reports,
// in order. parser is one of Parsers() ("" means ParserAuto); an unknown name
// is treated as ParserGeneric. Paths are as the tool printed them, cleaned;
// use RelativeTo to make them relative to the directory the tool ran in.
func ParseDiagnostics(parser string, output []byte) []Diagnostic {
	_, diags := Parse(parser, output)
	return diags
}

// ParseTestOutput reads a test runner's output and summarises the run. tool is
// a parser name (see Parsers); for parsers that do not read test output
// (tsc, eslint, go, generic) the summary is never Recognized.
func ParseTestOutput(tool string, output []byte) TestSummary {
	sum, _ := Parse(tool, output)
	return sum
}

// Parse is ParseTestOutput and ParseDiagnostics in one pass.
func Parse(parser string, output []byte) (TestSummary, []Diagnostic) {
	if parser == ParserJest || parser == ParserAuto || parser == "" {
		// jest --json prints its report as one line, longer than any line
		// the line parsers keep
		if sum, diags, ok := ParseJestReport(output); ok {
			return sum, diags
		}
	}
	p := newParser(parser)
	ls := lineSplitter{fn: p.line}
	ls.Write(output)
	ls.flush()
	return p.finish()
}

// RelativeTo rewrites the diagnostics' files relative to dir, the directory
// the tool ran in: absolute paths inside dir become relative, Go test log
// positions (printed relative to their package directory) are joined to the
// package's directory when dir holds the module's go.mod. It returns diags.
func RelativeTo(dir string, diags []Diagnostic) []Diagnostic {
	if dir == "" {
		return diags
	}
	absDir, err := filepath.Abs(dir)
	if err != nil {
		absDir = dir
	}
	realDir, err := filepath.EvalSymlinks(absDir)
	if err != nil {
		realDir = absDir
	}
	modPath := ""
	for i := range diags {
		d := &diags[i]
		if d.File == "" {
			continue
		}
		if filepath.IsAbs(d.File) {
			for _, base := range []string{absDir, realDir} {
				if rel, err := filepath.Rel(base, d.File); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
					d.File = filepath.ToSlash(rel)
					break
				}
			}
			continue
		}
		if d.Package != "" && !strings.Contains(d.File, "/") {
			if modPath == "" {
				modPath = goModulePath(absDir)
				if modPath == "" {
					modPath = "-"
				}
			}
			if modPath != "-" && (d.Package == modPath || strings.HasPrefix(d.Package, modPath+"/")) {
				d.File = path.Join(strings.TrimPrefix(strings.TrimPrefix(d.Package, modPath), "/"), d.File)
			}
		}
	}
	return diags
}

// A lineParser sees the output one line at a time (without the newline,
// valid UTF-8, ANSI escapes removed) and summarises at the end.
type lineParser interface {
	line(s string)
	finish() (TestSummary, []Diagnostic)
}

// A displayer rewrites output for people: go test -json's events become the
// text they carry. ok is false to drop the line.
type displayer interface {
	display(line []byte) (text []byte, ok bool)
}

func newParser(name string) lineParser {
	switch name {
	case ParserAuto, "":
		return newAutoParser()
	case ParserGo:
		return &genericParser{skipHeaders: true}
	case ParserGoTest:
		return newGoTestParser()
	case ParserGoTestJSON:
		return &goTestJSONParser{text: newGoTestParser()}
	case ParserTSC:
		return &tscParser{}
	case ParserESLint:
		return &eslintParser{}
	case ParserPytest:
		return &pytestParser{}
	case ParserNodeTest:
		return &nodeTestParser{specMsg: -1}
	case ParserJest:
		return &jestParser{pendCase: -1, msgFor: -1}
	case ParserCargo:
		return &cargoParser{}
	case ParserUnittest:
		return &unittestParser{}
	case ParserPython:
		return &pythonParser{}
	case ParserGofmt:
		return &gofmtParser{}
	default:
		return &genericParser{}
	}
}

// testParsers are the parsers that can recognise a test run.
var testParsers = map[string]bool{
	ParserAuto: true, "": true, ParserGoTest: true, ParserGoTestJSON: true,
	ParserPytest: true, ParserNodeTest: true, ParserJest: true, ParserCargo: true, ParserUnittest: true,
}

// lineSplitter cuts a byte stream into lines for a lineParser, capping each
// line at maxLine and cleaning it.
type lineSplitter struct {
	fn      func(string)
	buf     []byte
	overlng bool // the current line passed maxLine; drop until newline
}

func (ls *lineSplitter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		chunk := p
		if i >= 0 {
			chunk = p[:i]
		}
		if !ls.overlng {
			room := maxLine - len(ls.buf)
			if len(chunk) > room {
				ls.buf = append(ls.buf, chunk[:room]...)
				ls.overlng = true
			} else {
				ls.buf = append(ls.buf, chunk...)
			}
		}
		if i < 0 {
			break
		}
		ls.emit()
		p = p[i+1:]
	}
	return n, nil
}

func (ls *lineSplitter) flush() {
	if len(ls.buf) > 0 || ls.overlng {
		ls.emit()
	}
}

func (ls *lineSplitter) emit() {
	b := bytes.TrimSuffix(ls.buf, []byte("\r"))
	ls.fn(cleanLine(b))
	ls.buf = ls.buf[:0]
	ls.overlng = false
}

var ansiRE = lazyRE(`\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)`)

// cleanLine makes a line valid UTF-8 and drops terminal escapes and the
// carriage-return overdraw of progress bars.
func cleanLine(b []byte) string {
	if i := bytes.LastIndexByte(b, '\r'); i >= 0 {
		b = b[i+1:]
	}
	if bytes.IndexByte(b, 0x1b) >= 0 {
		b = ansiRE().ReplaceAll(b, nil)
	}
	if !utf8.Valid(b) {
		return strings.ToValidUTF8(string(b), "\uFFFD")
	}
	return string(b)
}

// collector accumulates diagnostics, failing test names and per-test results
// up to the caps.
type collector struct {
	diags   []Diagnostic
	names   []string
	seen    map[string]bool
	cases   []TestCase
	caseIdx map[string]int // ID (and package) → index in cases
}

// result records a test's result. A second result for the same test (pytest
// -v's line and then its short summary, jest's ✕ line and then its ● block)
// fills what the first left empty and keeps the worse status. It returns the
// case's index, or -1 when the cap dropped it.
func (c *collector) result(tc TestCase) int {
	if tc.ID == "" {
		return -1 // TAP allows "ok 1" without a name: nothing to check a claim against
	}
	if tc.Name == "" {
		tc.Name = tc.ID
	}
	key := tc.Package + "\x00" + tc.ID
	if i, ok := c.caseIdx[key]; ok {
		old := &c.cases[i]
		if statusRank[tc.Status] > statusRank[old.Status] {
			old.Status = tc.Status
		}
		if old.File == "" {
			old.File = tc.File
		}
		if old.Message == "" {
			old.Message = tc.Message
		}
		if old.Line == 0 {
			old.Line = tc.Line
		}
		return i
	}
	if len(c.cases) >= maxCases {
		return -1
	}
	if c.caseIdx == nil {
		c.caseIdx = map[string]int{}
	}
	tc.Message = firstLine(tc.Message)
	c.caseIdx[key] = len(c.cases)
	c.cases = append(c.cases, tc)
	return len(c.cases) - 1
}

// setPackage gives case i its package once the output names it (go test
// prints a package's result line after its tests).
func (c *collector) setPackage(i int, pkg string) {
	if i < 0 || i >= len(c.cases) || c.cases[i].Package == pkg {
		return
	}
	tc := &c.cases[i]
	if c.caseIdx[tc.Package+"\x00"+tc.ID] == i {
		delete(c.caseIdx, tc.Package+"\x00"+tc.ID)
	}
	tc.Package = pkg
	c.caseIdx[pkg+"\x00"+tc.ID] = i
}

var statusRank = map[string]int{CaseSkip: 1, CasePass: 2, CaseFail: 3, CaseError: 4}

// linkCases gives failing cases without a position the file, line and
// message of the first diagnostic reported for their test, which most
// runners print apart from the result line.
func (c *collector) linkCases() {
	first := map[string]int{}
	for i, d := range c.diags {
		if d.Test == "" {
			continue
		}
		for _, k := range []string{d.Package + "\x00" + d.Test, "\x00" + d.Test} {
			if _, ok := first[k]; !ok {
				first[k] = i
			}
		}
	}
	if len(first) == 0 {
		return
	}
	for i := range c.cases {
		tc := &c.cases[i]
		if tc.Status != CaseFail && tc.Status != CaseError {
			continue
		}
		j, ok := first[tc.Package+"\x00"+tc.ID]
		if !ok {
			j, ok = first["\x00"+tc.ID]
		}
		if !ok {
			j, ok = first["\x00"+tc.Name]
		}
		if !ok {
			continue
		}
		d := c.diags[j]
		if tc.File == "" || tc.File == d.File {
			if tc.File == "" {
				tc.File = d.File
			}
			if tc.Line == 0 {
				tc.Line = d.Line
			}
		}
		if tc.Message == "" || strings.HasSuffix(tc.Message, "...") {
			// pytest's short summary cuts messages to the terminal width
			tc.Message = firstLine(d.Message)
		}
	}
}

// firstLine returns s up to its first newline, trimmed.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

func (c *collector) add(d Diagnostic) {
	if d.Severity == "" {
		d.Severity = "error"
	}
	d.Message = strings.TrimSpace(d.Message)
	if d.File != "" && !filepath.IsAbs(d.File) {
		d.File = path.Clean(filepath.ToSlash(d.File))
	}
	if len(c.diags) < maxDiagnostics {
		c.diags = append(c.diags, d)
	}
}

func (c *collector) failed(name string) {
	if c.seen == nil {
		c.seen = map[string]bool{}
	}
	if name == "" || c.seen[name] || len(c.names) >= maxNames {
		return
	}
	c.seen[name] = true
	c.names = append(c.names, name)
}

// failure records the failed test f with its diagnostic (its message, or
// "test failed: <name>" when the output gave none).
func (c *collector) failure(f *tapFailure) {
	c.failed(f.name)
	msg := f.message
	if msg == "" {
		msg = "test failed: " + f.name
	}
	c.add(Diagnostic{File: f.file, Line: f.line, Col: f.col, Message: msg, Test: f.name})
}

// matchIf runs re only when a cheap test says it may match: every parser
// sees every line, so the regexp engine must stay off the common path.
func matchIf(ok bool, re *regexp.Regexp, s string) []string {
	if !ok {
		return nil
	}
	return re.FindStringSubmatch(s)
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// ---- generic: path:line: msg and path:line:col: msg ----

var genericRE = lazyRE(`^\s*((?:[A-Za-z]:)?[^\s:()'"<>|*?]*[^\s:()'"<>|*?/]\.[A-Za-z0-9_]{1,12}):(\d+)(?::(\d+))?:(?:\s+(.*))?$`)

// parseGeneric reads one "path:line[:col]: message" line.
func parseGeneric(s string) (Diagnostic, bool) {
	if strings.IndexByte(s, ':') < 0 {
		return Diagnostic{}, false
	}
	m := genericRE().FindStringSubmatch(s)
	if m == nil {
		return Diagnostic{}, false
	}
	d := Diagnostic{File: m[1], Line: atoi(m[2]), Col: atoi(m[3]), Message: m[4]}
	d.Severity, d.Message = severityPrefix(d.Message)
	return d, true
}

func severityPrefix(msg string) (string, string) {
	lower := strings.ToLower(msg)
	for _, sev := range []string{"error", "warning", "note", "info"} {
		if strings.HasPrefix(lower, sev+":") {
			if sev == "note" {
				sev = "info"
			}
			return sev, strings.TrimSpace(msg[len(sev)+1:])
		}
	}
	return "error", msg
}

type genericParser struct {
	c           collector
	skipHeaders bool // go build/vet: ignore "# pkg" lines (nothing to do) and "vet: " prefixes
}

func (p *genericParser) line(s string) {
	if p.skipHeaders {
		s = strings.TrimPrefix(s, "vet: ")
	}
	if d, ok := parseGeneric(s); ok {
		p.c.add(d)
	}
}

func (p *genericParser) finish() (TestSummary, []Diagnostic) { return TestSummary{}, p.c.diags }

// ---- gofmt -l ----

// gofmtParser reads gofmt -l: each line is a file whose formatting
// differs from gofmt's, and gofmt still exits 0; a file it cannot parse is
// a path:line:col: error (exit 2).
type gofmtParser struct{ c collector }

func (p *gofmtParser) line(s string) {
	if d, ok := parseGeneric(s); ok {
		p.c.add(d)
		return
	}
	if f := strings.TrimSpace(s); strings.HasSuffix(f, ".go") && !strings.ContainsAny(f, " \t") {
		p.c.add(Diagnostic{File: f, Severity: "error", Message: "not formatted (gofmt -l lists it)"})
	}
}

func (p *gofmtParser) finish() (TestSummary, []Diagnostic) { return TestSummary{}, p.c.diags }

// ---- python: py_compile and compileall ----

var (
	pyFileLineRE = lazyRE(`^(?:\*\*\*)?\s*File "([^"]+)", line (\d+)`)
	pyErrorRE    = lazyRE(`^\s*((?:[A-Z]\w*\.)*[A-Z]\w*(?:Error|Exception)):?\s*(.*)$`)
)

// pythonParser reads the errors Python prints when it cannot compile a
// file: a `File "a.py", line 3` frame, the source line and a caret, then
// "SyntaxError: '(' was never closed". Each error is a diagnostic at its
// file and line; compileall's "*** Error compiling" headers are skipped.
type pythonParser struct {
	c          collector
	file       string
	lineNo     int
	sinceFrame int
}

func (p *pythonParser) line(s string) {
	if m := pyFileLineRE().FindStringSubmatch(s); m != nil {
		p.file, p.lineNo, p.sinceFrame = m[1], atoi(m[2]), 0
		return
	}
	if p.file == "" {
		return
	}
	p.sinceFrame++
	if m := pyErrorRE().FindStringSubmatch(s); m != nil {
		msg := m[1]
		if m[2] != "" {
			msg += ": " + m[2]
		}
		p.c.add(Diagnostic{File: p.file, Line: p.lineNo, Severity: "error", Message: msg})
		p.file = ""
		return
	}
	if p.sinceFrame > 4 {
		p.file = "" // a frame with no error under it
	}
}

func (p *pythonParser) finish() (TestSummary, []Diagnostic) { return TestSummary{}, p.c.diags }

// ---- go test, plain text ----

var (
	goTestResultRE = lazyRE(`^(\s*)--- (FAIL|PASS|SKIP): (\S+)(?: \(|$)`)
	goPkgOKRE      = lazyRE(`^ok\s*\t(\S+)\t(.*)$`)
	goPkgFailRE    = lazyRE(`^FAIL\t(\S+)[\t ](.*)$`)
	goPkgNoTestRE  = lazyRE(`^\?\s*\t(\S+)\t\[no test files\]`)
	goFrameRE      = lazyRE(`^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$`)
	goBuildHdrRE   = lazyRE(`^# (\S+)`)
)

type goTestParser struct {
	c               collector
	fromEvents      bool // counts and package results come from -json events
	sum             TestSummary
	verbose         bool
	test            string // current failing test, from the last --- FAIL header
	pending         []int  // diagnostics waiting for their package's result line
	pkgResults      int    // packages that ran tests (ok or FAIL)
	pkgNoTests      int
	inPanic         bool
	panicMsg        string
	panicTest       string
	prev            string
	eventPkg        string // -json: package of the current event
	eventTest       string // -json: test of the current event
	buildErrors     int
	inBuildOutput   bool
	pkgNoTestsToRun int
	headerStatus    string                  // plain: PASS, FAIL or SKIP of the last --- header
	running         string                  // plain -v: the test of the last === RUN
	tentative       map[string][]Diagnostic // log lines of tests whose result is not known yet
	pendingCases    []int                   // plain: cases waiting for their package's result line
}

func newGoTestParser() *goTestParser { return &goTestParser{} }

func (p *goTestParser) line(s string) {
	defer func() { p.prev = s }()
	if p.inPanic {
		if m := matchIf(strings.HasPrefix(s, "\t"), goFrameRE(), s); m != nil {
			fn := strings.TrimSpace(p.prev)
			if !isRuntimeFrame(fn) {
				p.addDiag(Diagnostic{File: m[1], Line: atoi(m[2]), Message: "panic: " + p.panicMsg, Test: p.panicTest})
				p.inPanic = false
			}
			return
		}
		if strings.HasPrefix(s, "FAIL") || strings.HasPrefix(s, "ok ") {
			// no user frame: keep the panic without a position
			p.addDiag(Diagnostic{Message: "panic: " + p.panicMsg, Test: p.panicTest})
			p.inPanic = false
		} else {
			return
		}
	}
	if strings.HasPrefix(s, "panic: ") {
		p.inPanic = true
		p.panicMsg = strings.TrimSuffix(strings.TrimPrefix(s, "panic: "), " [recovered]")
		p.panicMsg = strings.TrimSuffix(p.panicMsg, " [recovered, repanicked]")
		p.panicTest = p.currentTest()
		if !p.fromEvents {
			p.sum.Recognized = true
		}
		return
	}
	if rest, ok := strings.CutPrefix(s, "=== RUN"); ok {
		p.verbose = true
		p.running = strings.TrimSpace(rest)
		// log lines from here on belong to the test just started, not to
		// the last one with a --- header
		p.headerStatus = ""
		return
	}
	if m := matchIf(strings.Contains(s, "--- "), goTestResultRE(), s); m != nil {
		name := m[3]
		if !p.fromEvents {
			p.sum.Recognized = true
			switch m[2] {
			case "FAIL":
				p.sum.Failed++
				p.c.failed(name)
			case "PASS":
				p.sum.Passed++
			case "SKIP":
				p.sum.Skipped++
			}
		}
		p.test, p.headerStatus = name, m[2]
		if !p.fromEvents {
			p.resolve(name, m[2] == "FAIL")
			if i := p.c.result(TestCase{ID: name, Name: name, Status: goCaseStatus[m[2]]}); i >= 0 {
				p.pendingCases = append(p.pendingCases, i)
			}
		}
		return
	}
	if !p.fromEvents && (strings.HasPrefix(s, "ok") || strings.HasPrefix(s, "FAIL") || strings.HasPrefix(s, "?")) {
		if m := goPkgOKRE().FindStringSubmatch(s); m != nil {
			p.sum.Recognized = true
			if strings.Contains(m[2], "[no tests to run]") {
				p.pkgNoTestsToRun++
			} else {
				p.pkgResults++
			}
			p.settle(m[1])
			return
		}
		if m := goPkgNoTestRE().FindStringSubmatch(s); m != nil {
			p.sum.Recognized = true
			p.pkgNoTests++
			return
		}
		if m := goPkgFailRE().FindStringSubmatch(s); m != nil {
			p.sum.Recognized = true
			if strings.Contains(m[2], "[build failed]") || strings.Contains(m[2], "[setup failed]") {
				p.sum.Errors++
			} else {
				p.pkgResults++
			}
			p.settle(m[1])
			return
		}
	}
	if m := matchIf(strings.HasPrefix(s, "# "), goBuildHdrRE(), s); m != nil {
		p.inBuildOutput = true
		return
	}
	if d, ok := parseGeneric(s); ok {
		indented := strings.HasPrefix(s, " ") || strings.HasPrefix(s, "\t")
		if indented {
			// A test's log line: positions are relative to the package
			// directory. It is a diagnostic only if its test fails.
			d.Package = p.eventPkg
			switch {
			case p.fromEvents:
				d.Test = p.eventTest
				p.hold(d)
			case p.verbose && p.running != "" && p.headerStatus == "":
				d.Test = p.running
				p.hold(d)
			case p.headerStatus == "FAIL":
				d.Test = p.test
				p.addDiag(d)
				if d.Package == "" {
					p.pending = append(p.pending, len(p.c.diags)-1)
				}
			}
		} else {
			p.buildErrors++
			p.c.add(d)
		}
	}
}

// hold keeps a test's log line until the test's result is known.
func (p *goTestParser) hold(d Diagnostic) {
	if p.tentative == nil {
		p.tentative = map[string][]Diagnostic{}
	}
	if len(p.tentative[d.Test]) < maxDiagnostics {
		p.tentative[d.Test] = append(p.tentative[d.Test], d)
	}
}

// resolve commits (failed) or drops the held log lines of a test.
func (p *goTestParser) resolve(test string, failed bool) {
	held := p.tentative[test]
	delete(p.tentative, test)
	if !failed {
		return
	}
	for _, d := range held {
		p.addDiag(d)
		if !p.fromEvents && d.Package == "" {
			p.pending = append(p.pending, len(p.c.diags)-1)
		}
	}
}

func (p *goTestParser) currentTest() string {
	if p.eventTest != "" {
		return p.eventTest
	}
	return p.test
}

func (p *goTestParser) addDiag(d Diagnostic) {
	if d.Package == "" {
		d.Package = p.eventPkg
	}
	p.c.add(d)
}

// settle gives the diagnostics seen since the last package result line their
// package, and starts the next package.
func (p *goTestParser) settle(pkg string) {
	for _, i := range p.pending {
		if i < len(p.c.diags) {
			p.c.diags[i].Package = pkg
		}
	}
	p.pending = p.pending[:0]
	for _, i := range p.pendingCases {
		p.c.setPackage(i, pkg)
	}
	p.pendingCases = p.pendingCases[:0]
	p.test, p.headerStatus, p.running = "", "", ""
}

// goCaseStatus maps go test's words, in --- headers and -json actions, to
// TestCase statuses.
var goCaseStatus = map[string]string{"PASS": CasePass, "FAIL": CaseFail, "SKIP": CaseSkip, "pass": CasePass, "fail": CaseFail, "skip": CaseSkip}

func isRuntimeFrame(fn string) bool {
	for _, pre := range []string{"runtime.", "testing.", "panic(", "created by ", "goroutine ", "reflect."} {
		if strings.HasPrefix(fn, pre) {
			return true
		}
	}
	return fn == ""
}

func (p *goTestParser) finish() (TestSummary, []Diagnostic) {
	if p.inPanic {
		p.addDiag(Diagnostic{Message: "panic: " + p.panicMsg, Test: p.panicTest})
		p.inPanic = false
	}
	s := p.sum
	s.Tool = ParserGoTest
	s.FailedTests = p.c.names
	p.c.linkCases()
	s.Cases = p.c.cases
	s.PerTest = s.Recognized && (p.verbose || p.fromEvents)
	if !p.fromEvents {
		if s.Recognized && p.pkgResults == 0 && s.Errors == 0 && s.Passed+s.Failed+s.Skipped == 0 {
			s.NoTests = true
		}
		if s.Recognized && s.Failed == 0 && p.buildErrors > 0 && s.Errors == 0 {
			s.Errors++
		}
	}
	return s, p.c.diags
}

// ---- go test -json ----

type goTestJSONParser struct {
	text       *goTestParser
	sum        TestSummary
	failedPkgs int
	okPkgs     int
	noTestPkgs int
	failNames  collector
	testFails  map[string]int // failing tests per package, to tell a test failure from a package crash
}

type goTestEvent struct {
	Action      string
	Package     string
	Test        string
	Output      string
	ImportPath  string
	FailedBuild string
}

func (p *goTestJSONParser) line(s string) {
	ev, ok := decodeGoTestEvent(s)
	if !ok {
		p.text.eventPkg, p.text.eventTest = "", ""
		p.text.line(s)
		return
	}
	p.text.fromEvents = true
	switch ev.Action {
	case "build-output":
		p.text.eventPkg, p.text.eventTest = "", ""
		for _, l := range strings.Split(strings.TrimSuffix(ev.Output, "\n"), "\n") {
			p.text.line(l)
		}
	case "output":
		p.text.eventPkg, p.text.eventTest = ev.Package, ev.Test
		for _, l := range strings.Split(strings.TrimSuffix(ev.Output, "\n"), "\n") {
			p.text.line(l)
		}
	case "start", "run":
		p.sum.Recognized = true
	case "pass", "fail", "skip":
		p.sum.Recognized = true
		if ev.Test != "" {
			p.text.resolve(ev.Test, ev.Action == "fail")
			p.text.c.result(TestCase{ID: ev.Test, Name: ev.Test, Package: ev.Package, Status: goCaseStatus[ev.Action]})
			switch ev.Action {
			case "pass":
				p.sum.Passed++
			case "fail":
				p.sum.Failed++
				p.failNames.failed(ev.Test)
				if p.testFails == nil {
					p.testFails = map[string]int{}
				}
				p.testFails[ev.Package]++
			case "skip":
				p.sum.Skipped++
			}
			return
		}
		switch ev.Action {
		case "pass":
			p.okPkgs++
		case "skip":
			p.noTestPkgs++
		case "fail":
			p.failedPkgs++
			if ev.FailedBuild != "" || p.testFails[ev.Package] == 0 {
				// a build failure, or a test binary that died outside any test
				p.sum.Errors++
			}
		}
	}
}

func decodeGoTestEvent(s string) (goTestEvent, bool) {
	var ev goTestEvent
	if !strings.HasPrefix(s, "{") || !strings.Contains(s, `"Action"`) {
		return ev, false
	}
	if err := json.Unmarshal([]byte(s), &ev); err != nil || ev.Action == "" {
		return ev, false
	}
	return ev, true
}

func (p *goTestJSONParser) display(line []byte) ([]byte, bool) {
	ev, ok := decodeGoTestEvent(cleanLine(line))
	if !ok {
		return line, true
	}
	if ev.Action == "output" || ev.Action == "build-output" {
		return []byte(strings.TrimSuffix(ev.Output, "\n")), true
	}
	return nil, false
}

func (p *goTestJSONParser) finish() (TestSummary, []Diagnostic) {
	ts, diags := p.text.finish()
	s := p.sum
	s.Tool = ParserGoTestJSON
	s.PerTest = s.Recognized
	s.FailedTests = p.failNames.names
	s.Cases = ts.Cases
	if !p.sum.Recognized {
		// plain text only: not -json output after all, or the go command
		// failed before test2json started
		p.text.fromEvents = false
		ts, _ = p.text.finish()
		ts.Tool = ParserGoTestJSON
		return ts, diags
	}
	if s.Recognized && s.Passed+s.Failed+s.Skipped == 0 && s.Errors == 0 && p.failedPkgs == 0 {
		s.NoTests = true
	}
	return s, diags
}

// ---- tsc ----

var (
	tscRE       = lazyRE(`^(.+?)\((\d+),(\d+)\): (error|warning|message) (TS\d+): (.*)$`)
	tscPrettyRE = lazyRE(`^(.+?):(\d+):(\d+) - (error|warning|message) (TS\d+): (.*)$`)
)

type tscParser struct{ c collector }

func (p *tscParser) line(s string) {
	if !strings.Contains(s, "TS") {
		return
	}
	m := tscRE().FindStringSubmatch(s)
	if m == nil {
		m = tscPrettyRE().FindStringSubmatch(s)
	}
	if m == nil {
		return
	}
	sev := m[4]
	if sev == "message" {
		sev = "info"
	}
	p.c.add(Diagnostic{File: m[1], Line: atoi(m[2]), Col: atoi(m[3]), Severity: sev, Code: m[5], Message: m[6]})
}

func (p *tscParser) finish() (TestSummary, []Diagnostic) { return TestSummary{}, p.c.diags }

// ---- eslint ----

var (
	eslintStylishRE = lazyRE(`^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)(?:\s{2,}(\S+))?\s*$`)
	eslintUnixRE    = lazyRE(`^(.+?):(\d+):(\d+): (.*?)(?: \[(Error|Warning)(?:/(\S+))?\])$`)
	eslintCompactRE = lazyRE(`^(.+?): line (\d+), col (\d+), (Error|Warning) - (.*?)(?: \((\S+)\))?$`)
)

type eslintParser struct {
	c    collector
	file string // stylish: the current file header
}

func (p *eslintParser) line(s string) {
	if m := matchIf(strings.Contains(s, ": line "), eslintCompactRE(), s); m != nil {
		p.c.add(Diagnostic{File: m[1], Line: atoi(m[2]), Col: atoi(m[3]), Severity: strings.ToLower(m[4]), Message: m[5], Code: m[6]})
		return
	}
	if m := matchIf(strings.HasSuffix(s, "]"), eslintUnixRE(), s); m != nil {
		p.c.add(Diagnostic{File: m[1], Line: atoi(m[2]), Col: atoi(m[3]), Severity: strings.ToLower(m[5]), Message: m[4], Code: m[6]})
		return
	}
	if m := matchIf(p.file != "" && (strings.Contains(s, "error") || strings.Contains(s, "warning")), eslintStylishRE(), s); m != nil {
		p.c.add(Diagnostic{File: p.file, Line: atoi(m[1]), Col: atoi(m[2]), Severity: m[3], Message: m[4], Code: m[5]})
		return
	}
	if s != "" && !strings.HasPrefix(s, " ") && !strings.HasPrefix(s, "✖") && !strings.Contains(s, " ") && strings.Contains(s, ".") {
		p.file = s
	}
}

func (p *eslintParser) finish() (TestSummary, []Diagnostic) { return TestSummary{}, p.c.diags }

// ---- pytest ----

var (
	pytestCountsRE  = lazyRE(`^(?:=+ )?((?:\d+ [a-z]+(?:, )?)+|no tests ran)(?: in [\d.]+s(?: \([^)]*\))?)(?: =+)?$`)
	pytestCountRE   = lazyRE(`(\d+) ([a-z]+)`)
	pytestFailedRE  = lazyRE(`^(FAILED|ERROR|PASSED|XPASS|XFAIL) (\S+?)(?: - (.*))?$`)
	pytestVerboseRE = lazyRE(`^(\S+?::\S.*?) (PASSED|FAILED|SKIPPED|ERROR|XFAIL|XPASS)(?: \(.*\))?\s+\[\s*\d+%\]$`)
	pytestLocRE     = lazyRE(`^(\S+\.py):(\d+): (\S.*)$`)
	pytestSectionRE = lazyRE(`^_{3,} (.+?) _{3,}$`)
)

type pytestParser struct {
	c          collector
	sum        TestSummary
	deselected int
	section    string
	eMsg       string // first "E   ..." line of the current traceback
	lastE      string // the last such line, kept for the short summary
	frame      Diagnostic
	located    map[string]bool
}

func (p *pytestParser) line(s string) {
	if m := matchIf(strings.HasPrefix(s, "___"), pytestSectionRE(), s); m != nil {
		p.section = m[1]
		for _, pre := range []string{"ERROR collecting ", "ERROR at setup of ", "ERROR at teardown of "} {
			p.section = strings.TrimPrefix(p.section, pre)
		}
		p.eMsg = ""
		return
	}
	if strings.HasPrefix(s, "E ") {
		if p.eMsg == "" {
			p.eMsg = strings.TrimSpace(s[1:])
			p.lastE = p.eMsg
		}
		return
	}
	if m := matchIf(strings.Contains(s, ".py:"), pytestLocRE(), s); m != nil {
		if strings.HasPrefix(m[3], "in ") {
			// an intermediate traceback frame: the position of a collection
			// error, if no other comes
			p.frame = Diagnostic{File: m[1], Line: atoi(m[2])}
			return
		}
		msg := p.eMsg
		if msg == "" {
			msg = m[3]
		}
		p.c.add(Diagnostic{File: m[1], Line: atoi(m[2]), Message: msg, Test: p.section})
		if p.located == nil {
			p.located = map[string]bool{}
		}
		p.located[p.section] = true
		p.eMsg = ""
		return
	}
	if m := matchIf(strings.Contains(s, "::") && strings.HasSuffix(s, "]"), pytestVerboseRE(), s); m != nil {
		p.result(m[1], m[2], "")
		return
	}
	if m := matchIf(strings.HasPrefix(s, "FAILED ") || strings.HasPrefix(s, "ERROR ") || strings.HasPrefix(s, "PASSED ") || strings.HasPrefix(s, "X"), pytestFailedRE(), s); m != nil && (strings.Contains(m[2], "::") || (strings.HasSuffix(m[2], ".py") && m[1] == "ERROR")) {
		id := m[2]
		p.result(id, m[1], m[3])
		if m[1] != "FAILED" && m[1] != "ERROR" {
			return
		}
		if m[1] == "FAILED" {
			p.c.failed(id)
		}
		name := id
		if i := strings.LastIndex(id, "::"); i >= 0 {
			name = id[i+2:]
		}
		if !p.located[name] && !p.located[id] {
			file := id
			if i := strings.Index(id, "::"); i >= 0 {
				file = id[:i]
			}
			d := Diagnostic{File: file, Message: m[3], Test: id}
			if p.frame.File == file {
				d.Line = p.frame.Line
			}
			if d.Message == "" {
				d.Message = p.lastE
			}
			p.c.add(d)
		}
		return
	}
	if m := matchIf(strings.Contains(s, " in ") || strings.Contains(s, "no tests ran"), pytestCountsRE(), s); m != nil {
		p.sum.Recognized = true
		if m[1] == "no tests ran" {
			p.sum.NoTests = true
			return
		}
		for _, c := range pytestCountRE().FindAllStringSubmatch(m[1], -1) {
			n := atoi(c[1])
			switch c[2] {
			case "passed", "xpassed":
				p.sum.Passed += n
			case "failed":
				p.sum.Failed += n
			case "deselected":
				p.sum.Skipped += n
				p.deselected += n
			case "skipped", "xfailed":
				p.sum.Skipped += n
			case "error", "errors":
				p.sum.Errors += n
			}
		}
	}
}

// pytestStatus maps pytest's result words to TestCase statuses.
var pytestStatus = map[string]string{"PASSED": CasePass, "XPASS": CasePass, "FAILED": CaseFail,
	"ERROR": CaseError, "SKIPPED": CaseSkip, "XFAIL": CaseSkip}

// result records one test's line from -v ("tests/test_x.py::test_y PASSED")
// or from the short summary ("FAILED tests/test_x.py::test_y - msg"; a
// collection error names only the file).
func (p *pytestParser) result(id, word, msg string) {
	file, _, _ := strings.Cut(id, "::")
	name := id
	if i := strings.LastIndex(id, "::"); i >= 0 {
		name = id[i+2:]
	}
	pkg := ""
	if mod, ok := strings.CutSuffix(file, ".py"); ok {
		pkg = strings.ReplaceAll(mod, "/", ".")
	}
	p.c.result(TestCase{ID: id, Name: name, File: file, Package: pkg, Status: pytestStatus[word], Message: msg})
}

func (p *pytestParser) finish() (TestSummary, []Diagnostic) {
	s := p.sum
	s.Tool = ParserPytest
	s.PerTest = s.Recognized
	s.FailedTests = p.c.names
	// deselected tests (-k, -m) did not run: a run that deselected them all
	// ran nothing
	if s.Recognized && s.Passed+s.Failed+s.Skipped-p.deselected+s.Errors == 0 {
		s.NoTests = true
	}
	p.c.linkCases()
	s.Cases = p.c.cases
	return s, p.c.diags
}

// ---- node --test (TAP, and the spec reporter) ----

var (
	tapResultRE  = lazyRE(`^(\s*)(not ok|ok) \d+(?: - (.*?))?(?: # (?i:(SKIP|TODO)).*)?$`)
	tapCountRE   = lazyRE(`^(?:# |ℹ )(tests|pass|fail|skipped|todo|cancelled) (\d+)$`)
	tapLocRE     = lazyRE(`^\s*location: '(.+):(\d+):(\d+)'$`)
	tapErrorRE   = lazyRE(`^\s*error: (.*)$`)
	specResultRE = lazyRE(`^(\s*)(✔|✖|﹣) (.+?) \([\d.]+m?s\)(?: # (.*))?$`)
	specSuiteRE  = lazyRE(`^(\s*)▶ (.+)$`)
	specLocRE    = lazyRE(`^test at (.+):(\d+):(\d+)$`)
)

type nodeTestParser struct {
	c        collector
	sum      TestSummary
	counted  bool
	okLeaf   int
	failLeaf int
	skipLeaf int
	pend     *tapFailure
	inError  bool
	// TAP: the names of the open "# Subtest:" blocks by nesting level, and
	// the last result, held until its YAML block says whether it is a suite
	subtests []string
	cur      *TestCase
	curSuite bool
	// spec reporter: open "▶ suite" headers by level, the failing test whose
	// message comes next, and the recap after "✖ failing tests:"
	suites    []string
	specMsg   int // case index waiting for its message, or -1
	recap     bool
	recapFile string
	recapLine int
}

type tapFailure struct {
	name    string
	indent  int
	file    string
	line    int
	col     int
	message string
	suite   bool
}

func (p *nodeTestParser) flushPending() {
	f := p.pend
	p.pend = nil
	p.inError = false
	if tc := p.cur; tc != nil {
		p.cur = nil
		if f != nil && !f.suite {
			tc.File, tc.Line, tc.Message = f.file, f.line, f.message
		}
		if !p.curSuite && (f == nil || !f.suite) {
			p.c.result(*tc)
		}
	}
	if f == nil || f.suite {
		return
	}
	p.failLeaf++
	p.c.failure(f)
}

// path returns the names of the open blocks above level, then name: the
// test's ID ("suite > test").
func joinPath(open []string, level int, name string) string {
	if level > len(open) {
		level = len(open)
	}
	return strings.Join(append(slices.Clone(open[:level]), name), " > ")
}

// setLevel keeps the first level names of open and sets the next to name.
func setLevel(open []string, level int, name string) []string {
	for len(open) < level {
		open = append(open, "")
	}
	return append(open[:level], name)
}

func (p *nodeTestParser) line(s string) {
	if rest, ok := strings.CutPrefix(strings.TrimLeft(s, " "), "# Subtest: "); ok {
		p.flushPending()
		p.subtests = setLevel(p.subtests, (len(s)-len(strings.TrimLeft(s, " ")))/4, rest)
		return
	}
	if m := matchIf(strings.Contains(s, "ok "), tapResultRE(), s); m != nil {
		p.flushPending()
		p.sum.Recognized = true
		level := len(m[1]) / 4
		tc := TestCase{ID: joinPath(p.subtests, level, m[3]), Name: m[3], Status: CasePass}
		switch {
		case m[2] == "not ok" && m[4] == "":
			p.pend = &tapFailure{name: m[3], indent: len(m[1])}
			tc.Status = CaseFail
		case m[4] != "":
			p.skipLeaf++
			tc.Status = CaseSkip
		default:
			p.okLeaf++
		}
		p.cur, p.curSuite = &tc, false
		return
	}
	if m := matchIf(strings.HasPrefix(s, "# ") || strings.HasPrefix(s, "ℹ "), tapCountRE(), s); m != nil {
		p.flushPending()
		p.sum.Recognized, p.counted = true, true
		n := atoi(m[2])
		// one summary a run: npm's workspaces (and scripts chaining
		// runs) print several, which add up
		switch m[1] {
		case "pass":
			p.sum.Passed += n
		case "fail":
			p.sum.Failed += n
		case "skipped", "todo":
			p.sum.Skipped += n
		case "cancelled":
			p.sum.Errors += n
		}
		return
	}
	if p.cur == nil && p.pend == nil {
		p.specLine(s)
		return
	}
	t := strings.TrimSpace(s)
	if p.pend == nil {
		// a passing test's YAML block: only its end and a suite's type matter
		switch {
		case t == "...":
			p.flushPending()
		case strings.HasPrefix(t, "type: 'suite'"):
			p.curSuite = true
		}
		return
	}
	switch {
	case t == "...":
		p.flushPending()
	case strings.HasPrefix(t, "failureType: 'subtestsFailed'") || strings.HasPrefix(t, "type: 'suite'"):
		p.pend.suite = true
		p.inError = false
	case strings.HasPrefix(t, "failureType: 'cancelledByParent'"):
		p.cur.Status = CaseError
	case tapLocRE().MatchString(s):
		m := tapLocRE().FindStringSubmatch(s)
		p.pend.file, p.pend.line, p.pend.col = m[1], atoi(m[2]), atoi(m[3])
		p.inError = false
	case tapErrorRE().MatchString(s):
		v := tapErrorRE().FindStringSubmatch(s)[1]
		if v == "|-" || v == "|" || v == ">-" {
			p.inError = true
		} else {
			p.pend.message = strings.Trim(v, `'"`)
			p.inError = false
		}
	case p.inError:
		if p.pend.message == "" && t != "" {
			p.pend.message = t
		}
		if strings.Contains(t, ": ") && !strings.HasPrefix(s, strings.Repeat(" ", p.pend.indent+4)) {
			p.inError = false
		}
	}
}

// specLine reads node's spec reporter: "✔ name (1.2ms)", "✖ name (…)",
// "﹣ name (…) # reason" under "▶ suite" headers, two spaces a level, and
// after "✖ failing tests:" a recap giving each failure's "test at file:l:c".
func (p *nodeTestParser) specLine(s string) {
	if strings.HasPrefix(s, "✖ failing tests:") {
		p.recap = true
		return
	}
	if p.recap {
		if m := matchIf(strings.HasPrefix(s, "test at "), specLocRE(), s); m != nil {
			p.recapFile, p.recapLine = m[1], atoi(m[2])
			return
		}
		if m := matchIf(strings.Contains(s, "✖"), specResultRE(), s); m != nil && p.recapFile != "" {
			for i := range p.c.cases {
				tc := &p.c.cases[i]
				if tc.Name == m[3] && tc.Status == CaseFail && tc.File == "" {
					tc.File, tc.Line = p.recapFile, p.recapLine
					p.c.add(Diagnostic{File: tc.File, Line: tc.Line, Message: tc.Message, Test: tc.Name})
					break
				}
			}
			p.recapFile = ""
		}
		return
	}
	if m := matchIf(strings.Contains(s, "▶"), specSuiteRE(), s); m != nil && !specResultRE().MatchString(s) {
		p.specMsg = -1
		p.suites = setLevel(p.suites, len(m[1])/2, m[2])
		return
	}
	if m := matchIf(strings.Contains(s, "✔") || strings.Contains(s, "✖") || strings.Contains(s, "﹣"), specResultRE(), s); m != nil {
		p.sum.Recognized = true
		level := len(m[1]) / 2
		p.specMsg = -1
		if level < len(p.suites) && p.suites[level] == m[3] {
			// the result of a "▶" block: a suite, or a test made of subtests
			p.suites = p.suites[:level]
			return
		}
		tc := TestCase{ID: joinPath(p.suites, level, m[3]), Name: m[3], Status: CasePass}
		dir := strings.ToUpper(m[4])
		switch {
		case m[2] == "﹣" || strings.HasPrefix(dir, "SKIP") || strings.HasPrefix(dir, "TODO"):
			tc.Status = CaseSkip
		case m[2] == "✖":
			tc.Status = CaseFail
			p.c.failed(m[3])
		}
		if i := p.c.result(tc); tc.Status == CaseFail {
			p.specMsg = i
		}
		return
	}
	if p.specMsg >= 0 && strings.TrimSpace(s) != "" {
		p.c.cases[p.specMsg].Message = strings.TrimSpace(s)
		p.specMsg = -1
	}
}

func (p *nodeTestParser) finish() (TestSummary, []Diagnostic) {
	p.flushPending()
	s := p.sum
	s.Tool = ParserNodeTest
	s.PerTest = s.Recognized
	if !p.counted {
		s.Passed, s.Failed, s.Skipped = p.okLeaf, p.failLeaf, p.skipLeaf
	}
	s.FailedTests = p.c.names
	if s.Recognized && s.Passed+s.Failed+s.Skipped+s.Errors == 0 {
		s.NoTests = true
	}
	s.Cases = p.c.cases
	return s, p.c.diags
}

// ---- jest and vitest ----

var (
	jestTestsRE     = lazyRE(`^\s*Tests:?\s+(.*?\d+ (?:passed|failed|skipped|todo|total).*)$`)
	jestSuitesRE    = lazyRE(`^\s*(?:Test Suites:|Test Files)\s+(.*)$`)
	jestCountRE     = lazyRE(`(\d+) (passed|failed|skipped|todo|pending)`)
	jestHeaderRE    = lazyRE(`^\s+● (.+)$`)
	jestFrameRE     = lazyRE(`^\s+at (?:.*\()?([^()\s]+?):(\d+):(\d+)\)?$`)
	vitestFailRE    = lazyRE(`^\s*(?:FAIL|×|✗)\s+(\S+\.[cm]?[jt]sx?) > (.+?)(?: \d+(?:\.\d+)?m?s)?$`)
	vitestFrameRE   = lazyRE(`^\s*❯ ([^\s:]+\.[cm]?[jt]sx?):(\d+):(\d+)$`)
	jestErrorLineRE = lazyRE(`^\s*(?:\w*Error|expect\()`)
	jestFileRE      = lazyRE(`^(PASS|FAIL) (\S+\.[cm]?[jt]sx?)(?: \(.*\))?$`)
	jestResultRE    = lazyRE(`^(\s+)(✓|✕|○|✎|√|×) (?:(skipped|todo) )?(.+?)(?: \(\d+(?:\.\d+)? m?s\))?$`)
	vitestFileRE    = lazyRE(`^ (?:✓|❯|×|↓) (\S+\.[cm]?[jt]sx?) \(\d+ tests?[^)]*\)`)
	vitestResultRE  = lazyRE(`^( {1,3})(✓|×|↓) (.+?)(?: \d+(?:\.\d+)?m?s)?$`)
	vitestErrorsRE  = lazyRE(`^\s*Errors\s+(\d+) errors?`)
)

type jestParser struct {
	c         collector
	sum       TestSummary
	pend      *tapFailure // reuses the shape: name, position, message
	pendCase  int         // the case pend belongs to, or -1
	suitesF   int
	noRun     int    // "● Test suite failed to run" blocks
	errors    int    // vitest's "Errors  N errors": unhandled errors beside the tests
	file      string // the test file whose results follow
	tree      bool   // inside jest --verbose's tree of results for file
	describes []string
	msgFor    int // vitest: the failed case whose "→ message" line comes next, or -1
}

func (p *jestParser) flush() {
	if p.pend == nil {
		return
	}
	f := p.pend
	p.pend = nil
	if p.pendCase >= 0 {
		tc := &p.c.cases[p.pendCase]
		if tc.Line == 0 && f.line > 0 && (tc.File == "" || tc.File == f.file) {
			tc.File, tc.Line = f.file, f.line
		}
		if tc.Message == "" {
			tc.Message = firstLine(f.message)
		}
	}
	p.pendCase = -1
	if f.suite {
		// a suite that did not run: an error, not a failing test
		p.c.add(Diagnostic{File: f.file, Line: f.line, Message: cmp.Or(f.message, "test suite failed to run")})
		return
	}
	p.c.failure(f)
}

// jestCase records a result; path is the test's describe blocks and name.
func (p *jestParser) jestCase(path []string, status string) int {
	id := strings.Join(path, " > ")
	if p.file != "" {
		id = p.file + " > " + id
	}
	return p.c.result(TestCase{ID: id, Name: path[len(path)-1], File: p.file, Status: status})
}

var jestStatus = map[string]string{"✓": CasePass, "√": CasePass, "✕": CaseFail, "×": CaseFail, "○": CaseSkip, "✎": CaseSkip, "↓": CaseSkip}

func (p *jestParser) line(s string) {
	if m := matchIf(strings.Contains(s, "Tests"), jestTestsRE(), s); m != nil {
		p.flush()
		p.tree = false
		p.sum.Recognized = true
		p.sum.Passed, p.sum.Failed, p.sum.Skipped = 0, 0, 0
		for _, c := range jestCountRE().FindAllStringSubmatch(m[1], -1) {
			n := atoi(c[1])
			switch c[2] {
			case "passed":
				p.sum.Passed = n
			case "failed":
				p.sum.Failed = n
			default:
				p.sum.Skipped += n
			}
		}
		return
	}
	if m := matchIf(strings.Contains(s, "Errors"), vitestErrorsRE(), s); m != nil {
		p.errors = atoi(m[1])
		return
	}
	if m := matchIf(strings.Contains(s, "Test "), jestSuitesRE(), s); m != nil {
		p.flush()
		p.sum.Recognized = true
		for _, c := range jestCountRE().FindAllStringSubmatch(m[1], -1) {
			if c[2] == "failed" {
				p.suitesF = atoi(c[1])
			}
		}
		return
	}
	if m := matchIf(strings.HasPrefix(s, "PASS ") || strings.HasPrefix(s, "FAIL "), jestFileRE(), s); m != nil {
		p.flush()
		p.file, p.tree, p.describes = m[2], true, p.describes[:0]
		return
	}
	if m := matchIf(strings.HasPrefix(s, " ") && strings.Contains(s, " tests") || strings.Contains(s, " test)"), vitestFileRE(), s); m != nil {
		p.flush()
		p.file, p.tree, p.msgFor = m[1], false, -1
		return
	}
	if m := matchIf(strings.Contains(s, "●"), jestHeaderRE(), s); m != nil && !strings.HasPrefix(m[1], "Console") {
		p.flush()
		p.tree = false
		if m[1] == "Test suite failed to run" {
			p.noRun++
			p.pend = &tapFailure{name: p.file, file: p.file, suite: true}
			p.pendCase = p.c.result(TestCase{ID: p.file, Name: p.file, File: p.file, Status: CaseError})
			return
		}
		p.pend = &tapFailure{name: m[1]}
		p.pendCase = p.jestCase(strings.Split(m[1], " › "), CaseFail)
		return
	}
	if p.tree {
		// jest --verbose: results under their describe blocks, two spaces a level
		if strings.TrimSpace(s) == "" {
			p.tree = false
			return
		}
		indent := len(s) - len(strings.TrimLeft(s, " "))
		level := max(indent/2-1, 0)
		if m := matchIf(indent >= 2, jestResultRE(), s); m != nil {
			st := jestStatus[m[2]]
			if m[3] != "" {
				st = CaseSkip
			}
			p.jestCase(append(slices.Clone(p.describes[:min(level, len(p.describes))]), m[4]), st)
			return
		}
		if indent >= 2 {
			p.describes = setLevel(p.describes, level, strings.TrimSpace(s))
		}
		return
	}
	if m := matchIf(strings.Contains(s, "FAIL") || strings.Contains(s, "×") || strings.Contains(s, "✗"), vitestFailRE(), s); m != nil && (strings.Contains(s, "FAIL") || !strings.HasPrefix(s, " ")) {
		// vitest's failure block header, " FAIL  src/a.test.ts > suite > test"
		p.flush()
		p.pend = &tapFailure{name: m[1] + " > " + m[2], file: m[1]}
		p.file = m[1]
		p.pendCase = p.jestCase(strings.Split(m[2], " > "), CaseFail)
		return
	}
	if m := matchIf(strings.HasPrefix(s, " ") && (strings.Contains(s, "✓") || strings.Contains(s, "×") || strings.Contains(s, "↓")), vitestResultRE(), s); m != nil {
		// vitest: "   ✓ suite > test 2ms" under a file's line, or with
		// --reporter=verbose " ✓ src/a.test.ts > suite > test 2ms"
		path := strings.Split(m[3], " > ")
		if len(m[1]) == 1 && len(path) > 1 && jsFileRE().MatchString(path[0]) {
			p.file, path = path[0], path[1:]
		} else if len(m[1]) == 1 {
			return
		}
		i := p.jestCase(path, jestStatus[m[2]])
		p.msgFor = -1
		if jestStatus[m[2]] == CaseFail {
			p.msgFor = i
		}
		return
	}
	if rest, ok := strings.CutPrefix(strings.TrimSpace(s), "→ "); ok && p.msgFor >= 0 {
		if p.c.cases[p.msgFor].Message == "" {
			p.c.cases[p.msgFor].Message = rest
		}
		p.msgFor = -1
		return
	}
	if p.pend == nil {
		return
	}
	if p.pend.line == 0 {
		if m := vitestFrameRE().FindStringSubmatch(s); m != nil {
			p.pend.file, p.pend.line, p.pend.col = m[1], atoi(m[2]), atoi(m[3])
			return
		}
		if m := jestFrameRE().FindStringSubmatch(s); m != nil && !strings.Contains(m[1], "node_modules") && !strings.HasPrefix(m[1], "node:") {
			p.pend.file, p.pend.line, p.pend.col = m[1], atoi(m[2]), atoi(m[3])
			return
		}
	}
	if p.pend.message == "" && jestErrorLineRE().MatchString(s) {
		p.pend.message = strings.TrimSpace(s)
	}
}

var jsFileRE = lazyRE(`^\S+\.[cm]?[jt]sx?$`)

func (p *jestParser) finish() (TestSummary, []Diagnostic) {
	p.flush()
	s := p.sum
	s.Tool = ParserJest
	s.PerTest = s.Recognized
	s.FailedTests = p.c.names
	s.Errors += p.noRun + p.errors
	if s.Failed == 0 && p.noRun == 0 && p.suitesF > 0 {
		s.Errors += p.suitesF // suites that failed to run at all
	}
	if s.Recognized && s.Passed+s.Failed+s.Skipped+s.Errors == 0 {
		s.NoTests = true
	}
	s.Cases = p.c.cases
	return s, p.c.diags
}

// A jestReport is the JSON that jest --json and vitest --reporter=json
// write (vitest copies jest's shape); only what vouch reads.
type jestReport struct {
	NumPassedTests            int  `json:"numPassedTests"`
	NumFailedTests            int  `json:"numFailedTests"`
	NumPendingTests           int  `json:"numPendingTests"`
	NumTodoTests              int  `json:"numTodoTests"`
	NumRuntimeErrorTestSuites int  `json:"numRuntimeErrorTestSuites"`
	NumTotalTests             *int `json:"numTotalTests"`
	TestResults               []struct {
		Name             string `json:"name"`
		Status           string `json:"status"`
		Message          string `json:"message"`
		AssertionResults []struct {
			AncestorTitles  []string `json:"ancestorTitles"`
			Title           string   `json:"title"`
			Status          string   `json:"status"`
			FailureMessages []string `json:"failureMessages"`
			Location        *struct {
				Line int `json:"line"`
			} `json:"location"`
		} `json:"assertionResults"`
	} `json:"testResults"`
}

var jestJSONStatus = map[string]string{"passed": CasePass, "failed": CaseFail, "pending": CaseSkip,
	"skipped": CaseSkip, "todo": CaseSkip, "disabled": CaseSkip, "focused": CasePass}

// ParseJestReport reads the JSON report of jest --json or vitest
// --reporter=json (the whole output, or text before it, as a transcript
// holds it) into a summary with every test's case. ok is false when data
// holds no such report.
func ParseJestReport(data []byte) (sum TestSummary, diags []Diagnostic, ok bool) {
	i := bytes.Index(data, []byte(`{"num`))
	if i < 0 {
		i = bytes.Index(data, []byte("{\n"))
	}
	if i < 0 {
		return sum, nil, false
	}
	var r jestReport
	if err := json.NewDecoder(bytes.NewReader(data[i:])).Decode(&r); err != nil || r.NumTotalTests == nil {
		return sum, nil, false
	}
	var c collector
	sum = TestSummary{Tool: ParserJest, Recognized: true, PerTest: true, Passed: r.NumPassedTests, Failed: r.NumFailedTests,
		Skipped: r.NumPendingTests + r.NumTodoTests, Errors: r.NumRuntimeErrorTestSuites}
	for _, f := range r.TestResults {
		failed := false
		for _, a := range f.AssertionResults {
			path := append(slices.Clone(a.AncestorTitles), a.Title)
			tc := TestCase{ID: f.Name + " > " + strings.Join(path, " > "), Name: a.Title, File: f.Name, Status: jestJSONStatus[a.Status]}
			if tc.Status == "" {
				tc.Status = CaseError
			}
			if tc.Status == CaseFail {
				failed = true
				if len(a.FailureMessages) > 0 {
					tc.Message = strings.TrimPrefix(firstLine(a.FailureMessages[0]), "Error: ")
					tc.Line = stackLine(a.FailureMessages[0], f.Name)
				}
				if tc.Line == 0 && a.Location != nil {
					tc.Line = a.Location.Line
				}
				name := strings.Join(path, " › ")
				c.failed(name)
				c.add(Diagnostic{File: f.Name, Line: tc.Line, Message: cmp.Or(tc.Message, "test failed: "+name), Test: name})
			}
			c.result(tc)
		}
		if f.Status == "failed" && !failed {
			// the file failed without a failing test: it did not run
			// (a syntax error, a failing import); vitest does not count these
			if r.NumRuntimeErrorTestSuites == 0 {
				sum.Errors++
			}
			msg := firstLine(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(f.Message), "● Test suite failed to run")))
			c.result(TestCase{ID: f.Name, Name: f.Name, File: f.Name, Status: CaseError, Message: msg})
			c.add(Diagnostic{File: f.Name, Message: cmp.Or(msg, "test suite failed to run")})
		}
	}
	sum.FailedTests = c.names
	sum.Cases = c.cases
	if sum.Passed+sum.Failed+sum.Skipped+sum.Errors == 0 {
		sum.NoTests = true
	}
	return sum, c.diags, true
}

// stackLine finds the line of file in a JavaScript stack trace ("at fn
// (/abs/file.js:9:23)" or "at /abs/file.js:9:23").
func stackLine(stack, file string) int {
	for {
		i := strings.Index(stack, file+":")
		if i < 0 {
			return 0
		}
		stack = stack[i+len(file)+1:]
		if n, _, ok := strings.Cut(stack, ":"); ok && atoi(n) > 0 {
			return atoi(n)
		}
	}
}

// ---- cargo ----

var (
	cargoMsgRE    = lazyRE(`^(error|warning)(?:\[(E\d+|[a-z_:]+)\])?: (.*)$`)
	cargoArrowRE  = lazyRE(`^\s*--> (.+?):(\d+):(\d+)$`)
	cargoResultRE = lazyRE(`^test result: (?:ok|FAILED)\. (\d+) passed; (\d+) failed; (\d+) ignored`)
	cargoTestRE   = lazyRE(`^test (.+?) \.\.\. (FAILED|ok|ignored)`)
	cargoRunRE    = lazyRE(`^\s+Running (?:unittests )?(\S+) \((?:.*/)?([^/]+?)(?:-[0-9a-f]{8,})?(?:\.exe)?\)$`)
	cargoDocRE    = lazyRE(`^(\S+) - (.+?) \(line (\d+)\)$`)
	cargoPanicRE  = lazyRE(`^thread '([^']+)'(?: \(\d+\))? panicked at (.+?):(\d+):(\d+):?(?: (.*))?$`)
)

type cargoParser struct {
	c       collector
	sum     TestSummary
	pend    *Diagnostic
	panic   *Diagnostic
	results int
	file    string // the integration test file being run, "" for unit tests
	crate   string // the crate of the test binary being run
	section string // the test of the last "---- name stdout ----" header
}

func (p *cargoParser) flush() {
	if p.pend != nil && p.pend.Code != "" {
		p.c.add(*p.pend) // an error with a code but no position is still an error
	}
	p.pend = nil
}

func (p *cargoParser) line(s string) {
	if p.panic != nil {
		p.panic.Message = strings.TrimSpace(s)
		p.c.add(*p.panic)
		p.panic = nil
		return
	}
	if m := matchIf(strings.HasPrefix(s, "error") || strings.HasPrefix(s, "warning"), cargoMsgRE(), s); m != nil {
		p.flush()
		msg := m[3]
		if strings.HasPrefix(msg, "could not compile") || strings.HasPrefix(msg, "aborting due to") ||
			strings.HasPrefix(msg, "test failed, to rerun") || strings.Contains(msg, "generated ") && strings.Contains(msg, " warning") {
			return
		}
		p.pend = &Diagnostic{Severity: m[1], Code: m[2], Message: msg}
		return
	}
	if m := matchIf(p.pend != nil && strings.Contains(s, "-->"), cargoArrowRE(), s); m != nil {
		d := *p.pend
		d.File, d.Line, d.Col = m[1], atoi(m[2]), atoi(m[3])
		p.c.add(d)
		p.pend = nil
		return
	}
	if m := matchIf(strings.HasPrefix(s, "test result:"), cargoResultRE(), s); m != nil {
		p.sum.Recognized = true
		p.results++
		p.sum.Passed += atoi(m[1])
		p.sum.Failed += atoi(m[2])
		p.sum.Skipped += atoi(m[3])
		return
	}
	if m := matchIf(strings.HasPrefix(s, "test "), cargoTestRE(), s); m != nil {
		if m[2] == "FAILED" {
			p.c.failed(m[1])
		}
		p.result(m[1], m[2])
		return
	}
	if m := matchIf(strings.Contains(s, "Running "), cargoRunRE(), s); m != nil {
		// an integration test binary is its file; unit tests live in any
		// module of the crate, and cargo names their target by its root
		// file ("unittests src/lib.rs"), which a report of them names too
		p.file, p.crate = m[1], m[2]
		return
	}
	if crate, ok := strings.CutPrefix(strings.TrimSpace(s), "Doc-tests "); ok {
		p.file, p.crate = "", crate
		return
	}
	if name, ok := strings.CutPrefix(s, "---- "); ok && strings.HasSuffix(name, " stdout ----") {
		p.section = strings.TrimSuffix(name, " stdout ----")
		return
	}
	if m := matchIf(strings.HasPrefix(s, "thread '"), cargoPanicRE(), s); m != nil {
		d := Diagnostic{File: m[2], Line: atoi(m[3]), Col: atoi(m[4]), Test: m[1]}
		if m[1] == "main" && p.section != "" {
			// a doc test runs as its own program
			d.Test = p.section
		}
		if m[5] != "" {
			d.Message = m[5]
			p.c.add(d)
		} else {
			p.panic = &d
		}
	}
}

// result records "test a::b ... ok"; a doc test is named "src/lib.rs - add
// (line 3)".
func (p *cargoParser) result(id, word string) {
	tc := TestCase{ID: id, Name: id, File: p.file, Package: p.crate, Status: CasePass}
	if i := strings.LastIndex(id, "::"); i >= 0 {
		tc.Name = id[i+2:]
	}
	if m := cargoDocRE().FindStringSubmatch(id); m != nil {
		tc.File, tc.Name, tc.Line = m[1], m[2], atoi(m[3])
	}
	switch word {
	case "FAILED":
		tc.Status = CaseFail
	case "ignored":
		tc.Status = CaseSkip
	}
	p.c.result(tc)
}

func (p *cargoParser) finish() (TestSummary, []Diagnostic) {
	p.flush()
	if p.panic != nil {
		p.panic.Message = "panicked"
		p.c.add(*p.panic)
		p.panic = nil
	}
	s := p.sum
	s.Tool = ParserCargo
	s.PerTest = s.Recognized
	s.FailedTests = p.c.names
	p.c.linkCases()
	s.Cases = p.c.cases
	if s.Recognized && s.Passed+s.Failed+s.Skipped == 0 {
		s.NoTests = true
	}
	return s, p.c.diags
}

// ---- auto: every parser at once, the most specific answer wins ----

type autoParser struct {
	order []string
	ps    []lineParser
}

// autoOrder is the preference order: specific test runners, then compilers
// and linters, then the generic form.
var autoOrder = []string{ParserGoTestJSON, ParserGoTest, ParserCargo, ParserPytest, ParserUnittest, ParserJest, ParserNodeTest, ParserTSC, ParserESLint, ParserGo, ParserGeneric}

func newAutoParser() *autoParser {
	a := &autoParser{order: autoOrder}
	for _, n := range a.order {
		a.ps = append(a.ps, newParser(n))
	}
	return a
}

func (a *autoParser) line(s string) {
	for _, p := range a.ps {
		p.line(s)
	}
}

func (a *autoParser) finish() (TestSummary, []Diagnostic) {
	sums := make([]TestSummary, len(a.ps))
	diags := make([][]Diagnostic, len(a.ps))
	for i, p := range a.ps {
		sums[i], diags[i] = p.finish()
	}
	var sum TestSummary
	chosen := -1
	for i := range a.ps {
		if sums[i].Recognized {
			sum, chosen = sums[i], i
			break
		}
	}
	if chosen >= 0 && len(diags[chosen]) > 0 {
		return sum, diags[chosen]
	}
	for i := range a.ps {
		if len(diags[i]) > 0 {
			return sum, diags[i]
		}
	}
	return sum, nil
}
