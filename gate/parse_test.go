package gate

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite golden files")

type parsed struct {
	Summary     TestSummary  `json:"summary"`
	Diagnostics []Diagnostic `json:"diagnostics"`
}

// parseChunked feeds out to the named parser in chunks of n bytes (0: whole).
func parseChunked(parser string, out []byte, n int) parsed {
	p := newParser(parser)
	ls := lineSplitter{fn: p.line}
	if n <= 0 {
		ls.Write(out)
	} else {
		for i := 0; i < len(out); i += n {
			ls.Write(out[i:min(i+n, len(out))])
		}
	}
	ls.flush()
	s, d := p.finish()
	return parsed{s, d}
}

// TestParseGolden runs every captured output through its parser and compares
// with the golden file; whole, per line and in 2-byte chunks must agree.
func TestParseGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/outputs/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no outputs in testdata/outputs: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		parser, _, _ := strings.Cut(name, "__")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			out, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			whole := parseChunked(parser, out, 0)
			for _, n := range []int{1, 2, 7} {
				if got := parseChunked(parser, out, n); !reflect.DeepEqual(got, whole) {
					t.Errorf("fed in %d-byte chunks: got\n%+v\nwant (whole)\n%+v", n, got, whole)
				}
			}
			if s, d := Parse(parser, out); !reflect.DeepEqual(parsed{s, d}, whole) {
				t.Errorf("Parse differs from the line parser")
			}
			got, _ := json.MarshalIndent(whole, "", "  ")
			got = append(got, '\n')
			golden := strings.TrimSuffix(f, ".txt") + ".golden.json"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s: parse result differs from golden (rerun with -update if intended)\ngot:\n%s", golden, got)
			}
		})
	}
}

// TestParseFacts pins what matters in each captured output independently of
// the goldens, so a golden rewritten carelessly cannot hide a regression.
func TestParseFacts(t *testing.T) {
	type diag struct {
		file string
		line int
		msg  string // substring
	}
	tests := []struct {
		file                          string
		recognized                    bool
		passed, failed, skipped, errs int
		noTests                       bool
		failedTests                   []string
		diags                         []diag // each must be present
		nDiags                        int    // -1: don't check
	}{
		{"go__build", false, 0, 0, 0, 0, false, nil, []diag{{"lib/lib.go", 4, "declared and not used: s"}, {"lib/lib.go", 5, "undefined: undefinedThing"}}, 3},
		{"go__vet", false, 0, 0, 0, 0, false, nil, []diag{{"empty/e.go", 5, "fmt.Printf format %d"}}, 1},
		{"go-test__fail", true, 0, 3, 0, 1, false, []string{"TestAdd", "TestTable", "TestTable/pos"}, []diag{{"add_test.go", 7, "Add(1, 2) = -1, want 3"}, {"add_test.go", 21, "got 0 want 2"}, {"empty/e.go", 5, "wrong type string"}}, 3},
		{"go-test__buildfail", true, 0, 0, 0, 1, false, nil, []diag{{"lib/lib.go", 5, "undefined: undefinedThing"}}, 3},
		{"go-test__panic", true, 0, 1, 0, 0, false, []string{"TestPanic"}, []diag{{"/tmp/cap/gopanic/p_test.go", 9, "panic: assignment to entry in nil map"}}, 1},
		{"go-test__notests", true, 0, 0, 0, 0, true, nil, nil, 0},
		{"go-test-json__fail", true, 2, 3, 1, 1, false, []string{"TestAdd", "TestTable/pos", "TestTable"}, []diag{{"add_test.go", 7, "Add(1, 2) = -1, want 3"}, {"add_test.go", 21, "got 0 want 2"}, {"empty/e.go", 5, "wrong type string"}}, 3},
		{"go-test-json__buildfail", true, 0, 0, 0, 1, false, nil, []diag{{"lib/lib.go", 4, "cannot use 1"}}, 3},
		{"go-test-json__panic", true, 1, 1, 0, 0, false, []string{"TestPanic"}, []diag{{"/tmp/cap/gopanic/p_test.go", 9, "panic: assignment to entry in nil map"}}, 1},
		{"go-test-json__notests", true, 0, 0, 0, 0, true, nil, nil, 0},
		{"node-test__npm-workspaces", true, 5, 0, 0, 0, false, nil, nil, 0}, // one summary a workspace: 3 + 2
		{"node-test__fail", true, 1, 2, 1, 0, false, []string{"subtracts", "nested fails"}, []diag{{"/tmp/cap/nodet/test/math.test.js", 5, "Expected values to be strictly equal"}, {"/tmp/cap/nodet/test/math.test.js", 8, "boom"}}, 2},
		{"pytest__fail", true, 1, 2, 1, 0, false, []string{"tests/test_calc.py::test_add", "tests/test_calc.py::test_raises"}, []diag{{"tests/test_calc.py", 6, "assert -1 == 3"}, {"tests/test_calc.py", 19, "ValueError: bad value"}}, 2},
		{"pytest__notests", true, 0, 0, 0, 0, true, nil, nil, 0},
		{"pytest__collect-error", true, 0, 0, 0, 1, false, nil, []diag{{"test_bad.py", 1, "No module named 'nonexistent_mod'"}}, 1},
		{"cargo__test-fail", true, 1, 1, 1, 0, false, []string{"tests::it_adds"}, []diag{{"src/lib.rs", 11, "assertion `left == right` failed"}}, 1},
		{"cargo__build-fail", false, 0, 0, 0, 0, false, nil, []diag{{"src/main.rs", 3, "mismatched types"}}, 1},
		{"tsc__plain", false, 0, 0, 0, 0, false, nil, []diag{{"src/a.ts", 12, "Type 'string' is not assignable"}, {"src/lib/util.ts", 3, "Cannot find name 'foo'"}}, 2},
		{"tsc__pretty", false, 0, 0, 0, 0, false, nil, []diag{{"src/a.ts", 12, "Type 'string'"}, {"src/lib/util.ts", 3, "foo"}}, 2},
		{"eslint__stylish", false, 0, 0, 0, 0, false, nil, []diag{{"/home/user/proj/src/a.js", 1, "'x' is assigned"}, {"/home/user/proj/src/a.js", 2, "Unexpected console"}, {"/home/user/proj/src/b.js", 10, "Parsing error"}}, 3},
		{"eslint__unix", false, 0, 0, 0, 0, false, nil, []diag{{"/home/user/proj/src/a.js", 1, "'x' is assigned"}, {"/home/user/proj/src/a.js", 2, "console"}}, 2},
		{"eslint__compact", false, 0, 0, 0, 0, false, nil, []diag{{"/home/user/proj/src/a.js", 1, "'x' is assigned"}, {"/home/user/proj/src/a.js", 2, "console"}}, 2},
		{"jest__fail", true, 3, 1, 1, 0, false, []string{"math › subtracts"}, []diag{{"src/sum.test.js", 11, "expect(received).toBe(expected)"}}, 1},
		{"jest__vitest-fail", true, 2, 1, 0, 0, false, []string{"src/sum.test.ts > math > subtracts"}, []diag{{"src/sum.test.ts", 11, "AssertionError: expected 2 to be 1"}}, 1},
		{"generic__mixed", false, 0, 0, 0, 0, false, nil, []diag{{"src/main.c", 12, "'x' undeclared"}, {"src/main.c", 20, "control reaches end"}, {"lib/tool.py", 7, "something odd"}}, 3},
		{"auto__npm-missing-script", false, 0, 0, 0, 0, false, nil, nil, 0},
		{"unittest__v-fail", true, 2, 2, 2, 0, false, []string{"tests.test_calc.TestCalc.test_div_zero", "tests.test_calc.TestCalc.test_add"}, []diag{{"/tmp/ut/proj/tests/test_calc.py", 8, "AssertionError: -1 != 3"}, {"/tmp/ut/proj/tests/test_calc.py", 14, "ZeroDivisionError"}}, 2},
		{"unittest__fail", true, 2, 2, 2, 0, false, []string{"tests.test_calc.TestCalc.test_div_zero", "tests.test_calc.TestCalc.test_add"}, []diag{{"/tmp/ut/proj/tests/test_calc.py", 8, "AssertionError: -1 != 3"}}, 2},
		{"unittest__v-pass", true, 4, 0, 2, 0, false, nil, nil, 0},
		{"unittest__import-error-subtest", true, 1, 1, 0, 1, false, []string{"tests.test_sub.S.test_sub"}, []diag{{"/tmp/ut/bad/tests/test_bad.py", 2, "No module named 'nonexistent_mod'"}, {"/tmp/ut/bad/tests/test_sub.py", 7, "2 not less than 2"}}, 2},
		{"unittest__notests", true, 0, 0, 0, 0, true, nil, nil, 0},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			out, err := os.ReadFile("testdata/outputs/" + tc.file + ".txt")
			if err != nil {
				t.Fatal(err)
			}
			parser, _, _ := strings.Cut(tc.file, "__")
			s, diags := Parse(parser, out)
			if s.Recognized != tc.recognized || s.Passed != tc.passed || s.Failed != tc.failed || s.Skipped != tc.skipped || s.Errors != tc.errs || s.NoTests != tc.noTests {
				t.Errorf("summary = recognized:%v passed:%d failed:%d skipped:%d errors:%d noTests:%v; want %v %d %d %d %d %v",
					s.Recognized, s.Passed, s.Failed, s.Skipped, s.Errors, s.NoTests, tc.recognized, tc.passed, tc.failed, tc.skipped, tc.errs, tc.noTests)
			}
			if !slices.Equal(s.FailedTests, tc.failedTests) {
				t.Errorf("FailedTests = %q, want %q", s.FailedTests, tc.failedTests)
			}
			if tc.nDiags >= 0 && len(diags) != tc.nDiags {
				t.Errorf("%d diagnostics, want %d: %+v", len(diags), tc.nDiags, diags)
			}
			for _, w := range tc.diags {
				found := false
				for _, d := range diags {
					if d.File == w.file && d.Line == w.line && strings.Contains(d.Message, w.msg) {
						found = true
					}
				}
				if !found {
					t.Errorf("no diagnostic %s:%d %q in %+v", w.file, w.line, w.msg, diags)
				}
			}
			// auto must find the same failures as the specific parser
			if parser != ParserAuto && tc.recognized {
				as, _ := Parse(ParserAuto, out)
				if as.Failed != s.Failed || as.Passed != s.Passed || !slices.Equal(as.FailedTests, s.FailedTests) {
					t.Errorf("auto parser summary %+v differs from %s's %+v", as, parser, s)
				}
			}
		})
	}
}

func TestParseDiagnosticFields(t *testing.T) {
	out := []byte("src/a.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.\n")
	d := ParseDiagnostics(ParserTSC, out)
	want := []Diagnostic{{File: "src/a.ts", Line: 12, Col: 5, Severity: "error", Code: "TS2322", Message: "Type 'string' is not assignable to type 'number'."}}
	if !reflect.DeepEqual(d, want) {
		t.Errorf("got %+v\nwant %+v", d, want)
	}
	d = ParseDiagnostics(ParserGeneric, []byte("./x/y.go:3:1: warning: odd\n"))
	if len(d) != 1 || d[0].File != "x/y.go" || d[0].Severity != "warning" || d[0].Message != "odd" {
		t.Errorf("generic: got %+v", d)
	}
	// colour codes and CRLF must not hide a position
	d = ParseDiagnostics(ParserGeneric, []byte("\x1b[1msrc/m.c:4:2:\x1b[0m \x1b[31merror:\x1b[0m bad\r\n"))
	if len(d) != 1 || d[0].File != "src/m.c" || d[0].Line != 4 || d[0].Message != "bad" {
		t.Errorf("ansi: got %+v", d)
	}
	if s := ParseTestOutput(ParserTSC, []byte("src/a.ts(1,1): error TS1: x\n")); s.Recognized {
		t.Errorf("tsc output recognised as a test run: %+v", s)
	}
	// pytest's quiet counts line
	if s := ParseTestOutput(ParserPytest, []byte("..F\n1 failed, 2 passed in 0.10s\n")); !s.Recognized || s.Failed != 1 || s.Passed != 2 {
		t.Errorf("pytest -q counts: %+v", s)
	}
}

func TestRelativeTo(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/m\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := RelativeTo(dir, []Diagnostic{
		{File: filepath.Join(dir, "src/a.js")},
		{File: "add_test.go", Package: "example.com/m/calc"},
		{File: "main_test.go", Package: "example.com/m"},
		{File: "/elsewhere/x.go"},
		{File: "lib/lib.go"},
	})
	want := []string{"src/a.js", "calc/add_test.go", "main_test.go", "/elsewhere/x.go", "lib/lib.go"}
	for i, d := range got {
		if d.File != want[i] {
			t.Errorf("%d: File = %q, want %q", i, d.File, want[i])
		}
	}
}

func TestLineCapAndInvalidUTF8(t *testing.T) {
	var lines []string
	ls := lineSplitter{fn: func(s string) { lines = append(lines, s) }}
	ls.Write(bytes.Repeat([]byte("x"), 3*maxLine))
	ls.Write([]byte("\nab\xffc\n"))
	ls.flush()
	if len(lines) != 2 || len(lines[0]) != maxLine || lines[1] != "ab\uFFFDc" {
		t.Errorf("got %d lines, first %d bytes, second %q", len(lines), len(lines[0]), lines[len(lines)-1])
	}
}

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/outputs/*.txt")
	for _, file := range files {
		b, _ := os.ReadFile(file)
		f.Add(b)
	}
	reports, _ := filepath.Glob("testdata/reports/*")
	for _, file := range reports {
		b, _ := os.ReadFile(file)
		f.Add(b)
	}
	f.Add([]byte("a.go:1:2: x\n\t/x.go:3 +0x1\npanic: y\n"))
	f.Add([]byte("ok 1\nnot ok 2 - \n  ✓ \ntests/a.py:: PASSED [100%]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if s, _, ok := ParseJestReport(data); ok {
			checkCases(t, "jest report", s)
		}
		for _, p := range Parsers() {
			whole := parseChunked(p, data, 0)
			if got := parseChunked(p, data, 3); !reflect.DeepEqual(got, whole) {
				t.Fatalf("%s: chunked parse differs", p)
			}
			for _, d := range whole.Diagnostics {
				if d.Line < 0 || d.Col < 0 || d.Severity == "" {
					t.Fatalf("%s: bad diagnostic %+v", p, d)
				}
			}
			if len(whole.Diagnostics) > maxDiagnostics || len(whole.Summary.FailedTests) > maxNames {
				t.Fatalf("%s: caps exceeded", p)
			}
			checkCases(t, p, whole.Summary)
		}
	})
}

// caseLine is a TestCase as "status|id|name|file|line" for the tables below.
func caseLine(c TestCase) string {
	return fmt.Sprintf("%s|%s|%s|%s|%d", c.Status, c.ID, c.Name, c.File, c.Line)
}

// TestParseCases pins the per-test results each real output yields.
func TestParseCases(t *testing.T) {
	const dur = "/tmp/c1work/node1/test/duration.test.js"
	tests := []struct {
		file string
		pkg  map[string]string // id → package, for the cases that have one
		want []string
	}{
		{"go-test-json__cases", map[string]string{"TestAdd": "example.com/m/calc", "TestFormatBytes": "example.com/m/fmtx"}, []string{
			"fail|TestAdd|TestAdd|add_test.go|7",
			"pass|TestMul|TestMul||0",
			"pass|TestTable/zero|TestTable/zero||0",
			"fail|TestTable/neg|TestTable/neg|add_test.go|21",
			"fail|TestTable|TestTable||0",
			"skip|TestSkip|TestSkip||0",
			"pass|TestFormatBytes|TestFormatBytes||0",
		}},
		{"go-test__verbose", map[string]string{"TestSkip": "example.com/m/calc", "TestFormatBytes": "example.com/m/fmtx"}, []string{
			"fail|TestAdd|TestAdd|add_test.go|7",
			"pass|TestMul|TestMul||0",
			"fail|TestTable|TestTable||0",
			"pass|TestTable/zero|TestTable/zero||0",
			"fail|TestTable/neg|TestTable/neg|add_test.go|21",
			"skip|TestSkip|TestSkip||0",
			"pass|TestFormatBytes|TestFormatBytes||0",
		}},
		{"go-test__plain", map[string]string{"TestTable/neg": "example.com/m/calc"}, []string{
			"fail|TestAdd|TestAdd|add_test.go|7",
			"fail|TestTable|TestTable||0",
			"fail|TestTable/neg|TestTable/neg|add_test.go|21",
		}},
		{"pytest__v", map[string]string{"tests/test_conv.py::test_later": "tests.test_conv"}, []string{
			"pass|tests/test_conv.py::test_to_number_plain|test_to_number_plain|tests/test_conv.py|0",
			"fail|tests/test_conv.py::test_to_number_thousands|test_to_number_thousands|tests/test_conv.py|11",
			"pass|tests/test_conv.py::test_discount[100-10-90]|test_discount[100-10-90]|tests/test_conv.py|0",
			"fail|tests/test_conv.py::test_discount[50-50-26]|test_discount[50-50-26]|tests/test_conv.py|16",
			"skip|tests/test_conv.py::test_later|test_later|tests/test_conv.py|0",
			"error|tests/test_conv.py::test_uses_broken|test_uses_broken|tests/test_conv.py|26",
			"pass|tests/test_conv.py::TestGroup::test_in_class|test_in_class|tests/test_conv.py|0",
		}},
		{"pytest__rA", nil, []string{
			"pass|tests/test_conv.py::test_to_number_plain|test_to_number_plain|tests/test_conv.py|0",
			"pass|tests/test_conv.py::test_discount[100-10-90]|test_discount[100-10-90]|tests/test_conv.py|0",
			"pass|tests/test_conv.py::TestGroup::test_in_class|test_in_class|tests/test_conv.py|0",
			"error|tests/test_conv.py::test_uses_broken|test_uses_broken|tests/test_conv.py|26",
			"fail|tests/test_conv.py::test_to_number_thousands|test_to_number_thousands|tests/test_conv.py|11",
			"fail|tests/test_conv.py::test_discount[50-50-26]|test_discount[50-50-26]|tests/test_conv.py|16",
		}},
		{"pytest__q", nil, []string{
			"fail|tests/test_conv.py::test_to_number_thousands|test_to_number_thousands|tests/test_conv.py|11",
			"fail|tests/test_conv.py::test_discount[50-50-26]|test_discount[50-50-26]|tests/test_conv.py|16",
			"error|tests/test_conv.py::test_uses_broken|test_uses_broken|tests/test_conv.py|26",
		}},
		{"pytest__q-k", nil, []string{
			"fail|tests/test_conv.py::test_discount[50-50-26]|test_discount[50-50-26]|tests/test_conv.py|16",
		}},
		{"pytest__collect-error-rA", nil, []string{"error|test_bad.py|test_bad.py|test_bad.py|1"}},
		{"pytest__deselected", nil, nil},
		{"node-test__tap", nil, []string{
			"pass|parses seconds|parses seconds||0",
			"fail|parses minutes|parses minutes|" + dur + "|6",
			"skip|skipped one|skipped one||0",
			"pass|format > pads hours|pads hours||0",
			"fail|format > rounds up|rounds up|" + dur + "|10",
			"pass|other passes|other passes||0",
			"skip|todo one|todo one||0",
		}},
		{"node-test__spec", nil, []string{
			"pass|parses seconds|parses seconds||0",
			"fail|parses minutes|parses minutes|test/duration.test.js|6",
			"skip|skipped one|skipped one||0",
			"pass|format > pads hours|pads hours||0",
			"fail|format > rounds up|rounds up|test/duration.test.js|10",
			"pass|other passes|other passes||0",
			"skip|todo one|todo one||0",
		}},
		{"node-test__tap-nested", nil, []string{
			"pass|outer > inner > deep ok|deep ok||0",
			"pass|outer > mid ok|mid ok||0",
			"pass|parent > child ok|child ok||0",
			"pass|parent|parent||0",
		}},
		{"node-test__spec-nested", nil, []string{
			"pass|outer > inner > deep ok|deep ok||0",
			"pass|outer > mid ok|mid ok||0",
			"pass|parent > child ok|child ok||0",
		}},
		{"cargo__test-cases", map[string]string{"tests::it_adds": "adder", "works_from_outside": "integration"}, []string{
			"fail|tests::it_adds|it_adds|src/lib.rs|16",
			"pass|tests::it_subtracts|it_subtracts|src/lib.rs|0",
			"skip|tests::slow|slow|src/lib.rs|0",
			"pass|works_from_outside|works_from_outside|tests/integration.rs|0",
			"fail|src/lib.rs - add (line 3)|add|src/lib.rs|3",
		}},
		{"jest__verbose", nil, []string{
			"pass|src/sum.test.js > adds|adds|src/sum.test.js|0",
			"fail|src/sum.test.js > math > subtracts|subtracts|src/sum.test.js|9",
			"pass|src/sum.test.js > math > multiplies|multiplies|src/sum.test.js|0",
			"skip|src/sum.test.js > math > divides|divides|src/sum.test.js|0",
			"pass|src/other.test.js > other ok|other ok|src/other.test.js|0",
		}},
		{"jest__text", nil, []string{"fail|src/sum.test.js > math > subtracts|subtracts|src/sum.test.js|9"}},
		{"jest__suite-failed", nil, []string{
			"fail|src/sum.test.js > math > subtracts|subtracts|src/sum.test.js|9",
			"error|src/broken.test.js|src/broken.test.js|src/broken.test.js|0",
		}},
		{"jest__vitest-text", nil, []string{
			"pass|src/sum.test.js > adds|adds|src/sum.test.js|0",
			"fail|src/sum.test.js > math > subtracts|subtracts|src/sum.test.js|10",
			"skip|src/sum.test.js > math > divides|divides|src/sum.test.js|0",
			"pass|src/sum.test.js > math > multiplies|multiplies|src/sum.test.js|0",
		}},
		{"jest__vitest-verbose", nil, []string{
			"pass|src/sum.test.js > adds|adds|src/sum.test.js|0",
			"fail|src/sum.test.js > math > subtracts|subtracts|src/sum.test.js|10",
			"skip|src/sum.test.js > math > divides|divides|src/sum.test.js|0",
			"pass|src/sum.test.js > math > multiplies|multiplies|src/sum.test.js|0",
			"pass|src/other.test.js > other ok|other ok|src/other.test.js|0",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			out, err := os.ReadFile("testdata/outputs/" + tc.file + ".txt")
			if err != nil {
				t.Fatal(err)
			}
			parser, _, _ := strings.Cut(tc.file, "__")
			for _, p := range []string{parser, ParserAuto} {
				s, _ := Parse(p, out)
				var got []string
				for _, c := range s.Cases {
					got = append(got, caseLine(c))
					if want, ok := tc.pkg[c.ID]; ok && c.Package != want {
						t.Errorf("%s: %s: Package = %q, want %q", p, c.ID, c.Package, want)
					}
					if (c.Status == CaseFail || c.Status == CaseError) && c.Message == "" && c.Line > 0 {
						t.Errorf("%s: %s has a position but no message", p, c.ID)
					}
				}
				if !slices.Equal(got, tc.want) {
					t.Errorf("%s: cases\n%s\nwant\n%s", p, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
				}
			}
		})
	}
}

// TestParseCaseMessages: the failure's first line, not a truncated summary.
func TestParseCaseMessages(t *testing.T) {
	for _, tc := range []struct{ file, id, msg string }{
		{"go-test-json__cases", "TestTable/neg", "got 1 want 3"},
		{"pytest__rA", "tests/test_conv.py::test_to_number_thousands", "AssertionError: assert 1200 == 1201"},
		{"pytest__collect-error-rA", "test_bad.py", "ModuleNotFoundError: No module named 'nonexistent_mod'"},
		{"node-test__tap", "format > rounds up", "boom"},
		{"node-test__spec", "parses minutes", "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:"},
		{"cargo__test-cases", "tests::it_adds", "assertion `left == right` failed"},
		{"jest__vitest-text", "src/sum.test.js > math > subtracts", "expected 4 to be 2 // Object.is equality"},
	} {
		out, err := os.ReadFile("testdata/outputs/" + tc.file + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		parser, _, _ := strings.Cut(tc.file, "__")
		s, _ := Parse(parser, out)
		i := slices.IndexFunc(s.Cases, func(c TestCase) bool { return c.ID == tc.id })
		if i < 0 || s.Cases[i].Message != tc.msg {
			t.Errorf("%s: case %q: %+v, want message %q", tc.file, tc.id, s.Cases, tc.msg)
		}
	}
}

// TestParseJestReport reads the JSON reports of real jest and vitest runs,
// whole and with text before them (as a transcript holds jest --json).
func TestParseJestReport(t *testing.T) {
	tests := []struct {
		file                          string
		passed, failed, skipped, errs int
		want                          []string // cases with failures or errors
		nCases                        int
	}{
		{"jest.json", 3, 1, 1, 0, []string{"fail|/tmp/c1work/jest1/src/sum.test.js > math > subtracts|subtracts|/tmp/c1work/jest1/src/sum.test.js|9"}, 5},
		{"jest-stdout.txt", 3, 1, 1, 0, []string{"fail|/tmp/c1work/jest1/src/sum.test.js > math > subtracts|subtracts|/tmp/c1work/jest1/src/sum.test.js|9"}, 5},
		{"vitest.json", 3, 1, 1, 0, []string{"fail|/tmp/c1work/vitest1/src/sum.test.js > math > subtracts|subtracts|/tmp/c1work/vitest1/src/sum.test.js|10"}, 5},
		{"jest-suite-failed.json", 3, 1, 1, 1, []string{
			"fail|/tmp/c1work/jest1/src/sum.test.js > math > subtracts|subtracts|/tmp/c1work/jest1/src/sum.test.js|9",
			"error|/tmp/c1work/jest1/src/broken.test.js|/tmp/c1work/jest1/src/broken.test.js|/tmp/c1work/jest1/src/broken.test.js|0",
		}, 6},
		// the report says success; only vitest's text and exit status
		// tell of the unhandled error (see TestClassifyRealOutputs)
		{"vitest-errors.json", 2, 0, 0, 0, nil, 2},
	}
	for _, tc := range tests {
		b, err := os.ReadFile("testdata/reports/" + tc.file)
		if err != nil {
			t.Fatal(err)
		}
		for _, data := range [][]byte{b, append([]byte("PASS src/x.test.js\nTests: 1 passed\n"), b...)} {
			s, diags, ok := ParseJestReport(data)
			if !ok || !s.Recognized || s.Passed != tc.passed || s.Failed != tc.failed || s.Skipped != tc.skipped || s.Errors != tc.errs {
				t.Errorf("%s: ok %v, %+v", tc.file, ok, s)
			}
			var got []string
			for _, c := range s.Cases {
				if c.Status == CaseFail || c.Status == CaseError {
					got = append(got, caseLine(c))
				}
			}
			if !slices.Equal(got, tc.want) || len(s.Cases) != tc.nCases {
				t.Errorf("%s: %d cases, failing:\n%s\nwant %d,\n%s", tc.file, len(s.Cases), strings.Join(got, "\n"), tc.nCases, strings.Join(tc.want, "\n"))
			}
			if len(diags) != len(tc.want) {
				t.Errorf("%s: %d diagnostics, want %d", tc.file, len(diags), len(tc.want))
			}
			if ps, _ := Parse(ParserAuto, data); !reflect.DeepEqual(ps, s) {
				t.Errorf("%s: Parse(auto) does not read the report", tc.file)
			}
		}
	}
	if _, _, ok := ParseJestReport([]byte("{\"a\": 1}\n")); ok {
		t.Errorf("a JSON object without jest's fields read as a report")
	}
}

// TestClassifyRealOutputs: runner-level errors fail a test gate even when
// every test passed, and a run that ran nothing passes only as NoTests.
func TestClassifyRealOutputs(t *testing.T) {
	tests := []struct {
		file    string
		code    int // the tool's real exit status
		status  Status
		reason  string
		noTests bool
	}{
		{"jest__vitest-errors", 1, StatusFail, "1 error outside the tests", false},
		{"jest__coverage-threshold", 1, StatusFail, "every test in the output passed (1 passed)", false},
		{"jest__suite-failed", 1, StatusFail, "", false},
		{"pytest__collect-error-rA", 2, StatusFail, "1 error outside the tests", false},
		{"pytest__collect-error", 2, StatusFail, "1 error outside the tests", false},
		{"pytest__setup-error", 1, StatusFail, "", false},
		{"pytest__deselected", 5, StatusPass, "no tests found", true},
		{"go-test__setupfail", 1, StatusFail, "1 error outside the tests", false},
		{"go-test-json__setupfail", 1, StatusFail, "1 error outside the tests", false},
		{"go-test__buildfail", 1, StatusFail, "", false},
		{"go-test__notests-run", 0, StatusPass, "no tests found", true},
		{"go-test-json__notests-run", 0, StatusPass, "no tests found", true},
		{"node-test__tap", 1, StatusFail, "", false},
		{"cargo__test-cases", 101, StatusFail, "", false},
		// exit 0 is not enough for a test gate: the output must show a run
		{"generic__mixed", 0, StatusError, "no test run", false},
	}
	for _, tc := range tests {
		out, err := os.ReadFile("testdata/outputs/" + tc.file + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		parser, _, _ := strings.Cut(tc.file, "__")
		if parser == ParserGeneric {
			parser = ParserPytest
		}
		sum, diags := Parse(parser, out)
		st, reason := classify(Spec{Kind: KindTest}, parser, false, tc.code, sum, diags, marks{})
		if st != tc.status || !strings.Contains(reason, tc.reason) || sum.NoTests != tc.noTests {
			t.Errorf("%s exit %d: %s %q (no tests %v), want %s %q (%v)", tc.file, tc.code, st, reason, sum.NoTests, tc.status, tc.reason, tc.noTests)
		}
	}
}

// TestRunTestGateNeverPasses: a test gate whose tool is missing, crashes
// after printing passing tests, hangs, or prints nothing a parser knows is
// an error, never a pass.
func TestRunTestGateNeverPasses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		spec   Spec
		reason string
	}{
		{"missing tool", Spec{Args: []string{"vouch-no-such-pytest", "-q"}, Parser: ParserPytest}, "missing tool"},
		{"crash after passes", Spec{Args: []string{"sh", "-c", "echo 'tests/a.py::test_a PASSED  [100%]'; echo '1 passed in 0.01s'; kill -SEGV $$"}, Parser: ParserPytest}, "crashed"},
		{"timeout", Spec{Args: []string{"sh", "-c", "echo 'ok 1 - a'; exec sleep 30"}, Parser: ParserNodeTest, Timeout: 300 * time.Millisecond}, "timed out"},
		{"unparseable", Spec{Command: "echo 'all good, trust me'", Parser: ParserJest}, "no test run"},
		{"unparseable failure", Spec{Command: "echo 'something broke'; exit 3", Parser: ParserCargo}, "recognised no diagnostic"},
		{"unittest missing python", Spec{Args: []string{"vouch-no-such-python3", "-m", "unittest", "discover", "-v"}, Parser: ParserUnittest}, "missing tool"},
		{"unittest crash after passes", Spec{Args: []string{"sh", "-c", "echo 'test_a (t.T.test_a) ... ok' >&2; kill -SEGV $$"}, Parser: ParserUnittest}, "crashed"},
		{"unittest unparseable", Spec{Command: "echo 'tests look fine'", Parser: ParserUnittest}, "no test run"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.spec.Name, tc.spec.Kind = tc.name, KindTest
			r := Run(context.Background(), []Spec{tc.spec}, &RunOptions{KillGrace: 200 * time.Millisecond})[0]
			if r.Status != StatusError || !strings.Contains(r.Reason, tc.reason) {
				t.Errorf("%s (%s), want error %q", r.Status, r.Reason, tc.reason)
			}
		})
	}
}

// TestRunCasesRelative: a real node --test gate's cases name files relative
// to the gate's directory, as its diagnostics do.
func TestRunCasesRelative(t *testing.T) {
	need(t, "node")
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"test/a.test.js": "const test = require('node:test');\nconst assert = require('node:assert');\ntest('ok', () => {});\ntest('bad', () => { assert.strictEqual(1, 2); });\n",
	})
	r := Run(context.Background(), []Spec{{Name: "node", Args: []string{"node", "--test", "--test-reporter=tap"}, Dir: dir, Parser: ParserNodeTest, Kind: KindTest}}, nil)[0]
	if r.Status != StatusFail || r.Tests == nil {
		t.Fatalf("%s %s\n%s", r.Status, r.Reason, r.OutputTail)
	}
	var got []string
	for _, c := range r.Tests.Cases {
		got = append(got, caseLine(c))
	}
	want := []string{"pass|ok|ok||0", "fail|bad|bad|test/a.test.js|4"}
	if !slices.Equal(got, want) {
		t.Errorf("cases %q, want %q", got, want)
	}
}

// checkCases fails on a case no caller could use: no ID, an unknown status,
// a negative line, or more cases than the cap.
func checkCases(t *testing.T, parser string, s TestSummary) {
	t.Helper()
	if len(s.Cases) > maxCases {
		t.Fatalf("%s: %d cases", parser, len(s.Cases))
	}
	for _, c := range s.Cases {
		if c.ID == "" || c.Name == "" || c.Line < 0 || statusRank[c.Status] == 0 || strings.Contains(c.Message, "\n") {
			t.Fatalf("%s: bad case %+v", parser, c)
		}
	}
}
