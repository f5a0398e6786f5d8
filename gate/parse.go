package gate

import (
	"bytes"
	"encoding/json"
	"path"
	"path/filepath"
	"regexp"
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
		return &nodeTestParser{}
	case ParserJest:
		return &jestParser{}
	case ParserCargo:
		return &cargoParser{}
	default:
		return &genericParser{}
	}
}

// testParsers are the parsers that can recognise a test run.
var testParsers = map[string]bool{
	ParserAuto: true, "": true, ParserGoTest: true, ParserGoTestJSON: true,
	ParserPytest: true, ParserNodeTest: true, ParserJest: true, ParserCargo: true,
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

// collector accumulates diagnostics and failing test names up to the caps.
type collector struct {
	diags []Diagnostic
	names []string
	seen  map[string]bool
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
	p.test, p.headerStatus, p.running = "", "", ""
}

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
	_, diags := p.text.finish()
	s := p.sum
	s.Tool = ParserGoTestJSON
	s.PerTest = s.Recognized
	s.FailedTests = p.failNames.names
	if !p.sum.Recognized {
		// plain text only: not -json output after all, or the go command
		// failed before test2json started
		p.text.fromEvents = false
		ts, _ := p.text.finish()
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
	pytestFailedRE  = lazyRE(`^(FAILED|ERROR) (\S+?)(?: - (.*))?$`)
	pytestLocRE     = lazyRE(`^(\S+\.py):(\d+): (\S.*)$`)
	pytestSectionRE = lazyRE(`^_{3,} (.+?) _{3,}$`)
)

type pytestParser struct {
	c       collector
	sum     TestSummary
	section string
	eMsg    string // first "E   ..." line of the current traceback
	lastE   string // the last such line, kept for the short summary
	frame   Diagnostic
	located map[string]bool
}

func (p *pytestParser) line(s string) {
	if m := matchIf(strings.HasPrefix(s, "___"), pytestSectionRE(), s); m != nil {
		p.section = strings.TrimPrefix(m[1], "ERROR collecting ")
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
	if m := matchIf(strings.HasPrefix(s, "FAILED ") || strings.HasPrefix(s, "ERROR "), pytestFailedRE(), s); m != nil && (strings.Contains(m[2], "::") || strings.HasSuffix(m[2], ".py")) {
		id := m[2]
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
			case "skipped", "xfailed", "deselected":
				p.sum.Skipped += n
			case "error", "errors":
				p.sum.Errors += n
			}
		}
	}
}

func (p *pytestParser) finish() (TestSummary, []Diagnostic) {
	s := p.sum
	s.Tool = ParserPytest
	s.PerTest = s.Recognized
	s.FailedTests = p.c.names
	if s.Recognized && s.Passed+s.Failed+s.Skipped+s.Errors == 0 {
		s.NoTests = true
	}
	return s, p.c.diags
}

// ---- node --test (TAP, and the spec reporter's summary) ----

var (
	tapResultRE  = lazyRE(`^(\s*)(not ok|ok) \d+(?: - (.*?))?(?: # (?i:(SKIP|TODO)).*)?$`)
	tapCountRE   = lazyRE(`^(?:# |ℹ )(tests|pass|fail|skipped|todo|cancelled) (\d+)$`)
	tapLocRE     = lazyRE(`^\s*location: '(.+):(\d+):(\d+)'$`)
	tapErrorRE   = lazyRE(`^\s*error: (.*)$`)
	specFailedRE = lazyRE(`^\s*✖ (.+?) \([\d.]+m?s\)$`)
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
	if f == nil || f.suite {
		return
	}
	p.failLeaf++
	p.c.failure(f)
}

func (p *nodeTestParser) line(s string) {
	if m := matchIf(strings.Contains(s, "ok "), tapResultRE(), s); m != nil {
		p.flushPending()
		p.sum.Recognized = true
		switch {
		case m[2] == "not ok" && m[4] == "":
			p.pend = &tapFailure{name: m[3], indent: len(m[1])}
		case m[4] != "":
			p.skipLeaf++
		default:
			p.okLeaf++
		}
		return
	}
	if m := matchIf(strings.HasPrefix(s, "# ") || strings.HasPrefix(s, "ℹ "), tapCountRE(), s); m != nil {
		p.flushPending()
		p.sum.Recognized, p.counted = true, true
		n := atoi(m[2])
		switch m[1] {
		case "pass":
			p.sum.Passed = n
		case "fail":
			p.sum.Failed = n
		case "skipped", "todo":
			p.sum.Skipped += n
		case "cancelled":
			p.sum.Errors += n
		}
		return
	}
	if m := matchIf(p.pend == nil && strings.Contains(s, "✖"), specFailedRE(), s); m != nil {
		p.c.failed(m[1])
		return
	}
	if p.pend == nil {
		return
	}
	t := strings.TrimSpace(s)
	switch {
	case t == "...":
		p.flushPending()
	case strings.HasPrefix(t, "failureType: 'subtestsFailed'") || strings.HasPrefix(t, "type: 'suite'"):
		p.pend.suite = true
		p.inError = false
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
	return s, p.c.diags
}

// ---- jest and vitest ----

var (
	jestTestsRE     = lazyRE(`^\s*Tests:?\s+(.*?\d+ (?:passed|failed|skipped|todo|total).*)$`)
	jestSuitesRE    = lazyRE(`^\s*(?:Test Suites:|Test Files)\s+(.*)$`)
	jestCountRE     = lazyRE(`(\d+) (passed|failed|skipped|todo|pending)`)
	jestHeaderRE    = lazyRE(`^\s+● (.+)$`)
	jestFrameRE     = lazyRE(`^\s+at (?:.*\()?([^()\s]+?):(\d+):(\d+)\)?$`)
	vitestFailRE    = lazyRE(`^\s*(?:FAIL|×|✗)\s+(\S+\.[cm]?[jt]sx?) > (.+?)(?: \d+m?s)?$`)
	vitestFrameRE   = lazyRE(`^\s*❯ ([^\s:]+\.[cm]?[jt]sx?):(\d+):(\d+)$`)
	jestErrorLineRE = lazyRE(`^\s*(?:\w*Error|expect\()`)
)

type jestParser struct {
	c       collector
	sum     TestSummary
	pend    *tapFailure // reuses the shape: name, position, message
	suitesF int
}

func (p *jestParser) flush() {
	if p.pend == nil {
		return
	}
	f := p.pend
	p.pend = nil
	p.c.failure(f)
}

func (p *jestParser) line(s string) {
	if m := matchIf(strings.Contains(s, "Tests"), jestTestsRE(), s); m != nil {
		p.flush()
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
	if m := matchIf(strings.Contains(s, "●"), jestHeaderRE(), s); m != nil && !strings.HasPrefix(m[1], "Console") {
		p.flush()
		p.pend = &tapFailure{name: m[1]}
		return
	}
	if m := matchIf(strings.Contains(s, "FAIL") || strings.Contains(s, "×") || strings.Contains(s, "✗"), vitestFailRE(), s); m != nil {
		p.flush()
		p.pend = &tapFailure{name: m[1] + " > " + m[2], file: m[1]}
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

func (p *jestParser) finish() (TestSummary, []Diagnostic) {
	p.flush()
	s := p.sum
	s.Tool = ParserJest
	s.PerTest = s.Recognized
	s.FailedTests = p.c.names
	if s.Failed == 0 && p.suitesF > 0 {
		s.Errors += p.suitesF // suites that failed to run at all
	}
	if s.Recognized && s.Passed+s.Failed+s.Skipped+s.Errors == 0 {
		s.NoTests = true
	}
	return s, p.c.diags
}

// ---- cargo ----

var (
	cargoMsgRE    = lazyRE(`^(error|warning)(?:\[(E\d+|[a-z_:]+)\])?: (.*)$`)
	cargoArrowRE  = lazyRE(`^\s*--> (.+?):(\d+):(\d+)$`)
	cargoResultRE = lazyRE(`^test result: (?:ok|FAILED)\. (\d+) passed; (\d+) failed; (\d+) ignored`)
	cargoTestRE   = lazyRE(`^test (\S+) \.\.\. (FAILED|ok|ignored)`)
	cargoPanicRE  = lazyRE(`^thread '([^']+)'(?: \(\d+\))? panicked at (.+?):(\d+):(\d+):?(?: (.*))?$`)
)

type cargoParser struct {
	c       collector
	sum     TestSummary
	pend    *Diagnostic
	panic   *Diagnostic
	results int
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
		return
	}
	if m := matchIf(strings.HasPrefix(s, "thread '"), cargoPanicRE(), s); m != nil {
		d := Diagnostic{File: m[2], Line: atoi(m[3]), Col: atoi(m[4]), Test: m[1]}
		if m[5] != "" {
			d.Message = m[5]
			p.c.add(d)
		} else {
			p.panic = &d
		}
	}
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
var autoOrder = []string{ParserGoTestJSON, ParserGoTest, ParserCargo, ParserPytest, ParserJest, ParserNodeTest, ParserTSC, ParserESLint, ParserGo, ParserGeneric}

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
