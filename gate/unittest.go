package gate

import (
	"strings"
)

// ---- python -m unittest (Django's test runner prints the same) ----

var (
	unittestRanRE    = lazyRE(`^Ran (\d+) tests? in [\d.]+s$`)
	unittestStatusRE = lazyRE(`^(OK|FAILED|NO TESTS RAN)(?: \((.*)\))?$`)
	// a -v line: "test_add (tests.test_calc.TestCalc.test_add) ... ok",
	// a subtest's "  test_x (id) (i=2) ... FAIL", or the name alone when
	// a docstring line follows with the result
	unittestCaseRE = lazyRE(`^\s*(\w+) \(([\w.]+)\)(?: \([^)]*\))?(?: \.\.\. ?(.*))?$`)
	// the header of a failure's block: "FAIL: test_add (tests.test_calc.TestCalc.test_add)"
	unittestHeadRE  = lazyRE(`^(FAIL|ERROR|UNEXPECTED SUCCESS): (\S+) \(([\w.]+)\)`)
	unittestFrameRE = lazyRE(`^\s*File "(.+)", line (\d+), in (\S+)$`)
)

// unittestStatus maps the words of unittest's -v lines to case statuses.
func unittestStatus(word string) string {
	switch {
	case word == "ok":
		return CasePass
	case word == "FAIL" || word == "ERROR" || word == "unexpected success":
		// ERROR: the test raised; a module that failed to import has no
		// -v line of this form (its name is dotted)
		return CaseFail
	case strings.HasPrefix(word, "skipped") || word == "expected failure":
		return CaseSkip
	}
	return ""
}

type unittestParser struct {
	c       collector
	sum     TestSummary
	ran     int
	pending [2]string // a -v line's name and id whose result comes on the next line
	// block: the failure whose traceback is being read
	block               *TestCase
	frame, testFrame    Diagnostic
	lastText, firstText string
	counted             bool
	// importErrs counts the modules that failed to import: unittest counts
	// them among its errors, which are otherwise tests that raised
	importErrs int
}

func (p *unittestParser) line(s string) {
	if strings.HasPrefix(s, "=====") || strings.HasPrefix(s, "-----") {
		if strings.HasPrefix(s, "=====") || p.lastText != "" {
			p.endBlock()
		}
		return
	}
	if p.block != nil {
		p.blockLine(s)
		return
	}
	if m := matchIf(strings.HasPrefix(s, "Ran "), unittestRanRE(), s); m != nil {
		p.sum.Recognized = true
		p.ran = atoi(m[1])
		return
	}
	if m := matchIf(p.sum.Recognized && !p.counted, unittestStatusRE(), s); m != nil {
		p.counted = true
		p.counts(m[1], m[2])
		return
	}
	if m := matchIf(strings.Contains(s, ": ") && s[0] >= 'A' && s[0] <= 'Z', unittestHeadRE(), s); m != nil {
		tc := p.testCase(m[2], m[3], CaseFail)
		if m[1] == "ERROR" {
			tc.Status = CaseError
		}
		p.block = &tc
		p.frame, p.testFrame, p.lastText, p.firstText = Diagnostic{}, Diagnostic{}, "", ""
		return
	}
	if m := matchIf(strings.Contains(s, " ("), unittestCaseRE(), s); m != nil {
		st := unittestStatus(m[3])
		if st == "" {
			if strings.HasSuffix(s, ")") {
				p.pending = [2]string{m[1], m[2]} // a docstring line follows
			}
			return
		}
		p.pending = [2]string{}
		p.c.result(p.testCase(m[1], m[2], st))
		return
	}
	if p.pending[0] != "" {
		if i := strings.LastIndex(s, " ... "); i >= 0 {
			if st := unittestStatus(s[i+5:]); st != "" {
				p.c.result(p.testCase(p.pending[0], p.pending[1], st))
			}
		}
		p.pending = [2]string{}
	}
}

// testCase builds the case of a test named name whose id unittest prints
// as "module.Class.name" (Python 3.11 and later) or "module.Class".
func (p *unittestParser) testCase(name, id, status string) TestCase {
	if !strings.HasSuffix(id, "."+name) {
		id += "." + name
	}
	pkg := strings.TrimSuffix(id, "."+name)
	if i := strings.LastIndexByte(pkg, '.'); i >= 0 {
		pkg = pkg[:i] // the module: the class is dropped
	}
	if strings.HasPrefix(id, "unittest.loader.") {
		// a module that failed to import: unittest names the module
		id, pkg = name, name
	}
	// the module's file, as discovery found it from the directory it ran in
	file := strings.ReplaceAll(pkg, ".", "/") + ".py"
	return TestCase{ID: id, Name: name, File: file, Package: pkg, Status: status}
}

// blockLine reads a line of a failure's traceback: the frames, and the
// text after them, whose first line is the error.
func (p *unittestParser) blockLine(s string) {
	if m := matchIf(strings.Contains(s, `File "`), unittestFrameRE(), s); m != nil {
		d := Diagnostic{File: m[1], Line: atoi(m[2])}
		if m[3] == p.block.Name || m[3] == "<module>" && p.testFrame.File == "" {
			p.testFrame = d
		}
		if !strings.Contains(m[1], "/lib/python") && !strings.Contains(m[1], `\lib\`) {
			p.frame = d
		}
		p.lastText = ""
		return
	}
	if s == "" || strings.HasPrefix(s, " ") || strings.HasPrefix(s, "Traceback ") {
		return
	}
	if p.lastText == "" {
		p.lastText = s
	}
	if p.firstText == "" {
		p.firstText = s
	}
}

// endBlock records the failure whose block ends here.
func (p *unittestParser) endBlock() {
	if p.block == nil {
		return
	}
	tc := *p.block
	p.block = nil
	d := p.testFrame
	if d.File == "" {
		d = p.frame
	}
	msg := p.lastText
	if msg == "" {
		msg = p.firstText
	}
	if msg == "" {
		msg = "test failed: " + tc.ID
	}
	d.Message, d.Test, d.Package = msg, tc.ID, tc.Package
	if d.File != "" {
		tc.File, tc.Line = d.File, d.Line
	}
	tc.Message = msg
	if tc.Status == CaseError && tc.ID == tc.Name && strings.Contains(tc.ID, ".") {
		p.importErrs++ // a module that failed to import (testCase named it by the module)
	} else {
		// a test that raised fails as one that asserted wrongly does
		tc.Status = CaseFail
		p.c.failed(tc.ID)
	}
	p.c.result(tc)
	p.c.add(d)
	p.lastText, p.firstText = "", ""
}

// counts reads the closing line: "OK", "OK (skipped=1)", "FAILED
// (failures=1, errors=2, skipped=1, expected failures=1, unexpected
// successes=1)", "NO TESTS RAN" (Python 3.12 and later).
func (p *unittestParser) counts(status, detail string) {
	if status == "NO TESTS RAN" {
		p.sum.NoTests = true
		return
	}
	var failed, errs, skipped int
	for _, kv := range strings.Split(detail, ", ") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			continue
		}
		switch n := atoi(v); k {
		case "failures", "unexpected successes":
			failed += n
		case "errors":
			errs += n
		case "skipped", "expected failures":
			skipped += n
		}
	}
	// unittest's errors are tests that raised, and modules that failed to
	// import: only those are errors outside the tests
	p.sum.Passed = max(p.ran-failed-errs-skipped, 0)
	p.sum.Failed, p.sum.Skipped = failed, skipped
	p.sum.Errors = errs
	if p.ran == 0 {
		p.sum.NoTests = true
	}
}

func (p *unittestParser) finish() (TestSummary, []Diagnostic) {
	p.endBlock()
	s := p.sum
	if imp := min(p.importErrs, s.Errors); s.Errors > imp {
		s.Failed += s.Errors - imp
		s.Errors = imp
	}
	s.Tool = ParserUnittest
	s.PerTest = s.Recognized
	s.FailedTests = p.c.names
	p.c.linkCases()
	s.Cases = p.c.cases
	return s, p.c.diags
}
