package gate

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
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
	f.Add([]byte("a.go:1:2: x\n\t/x.go:3 +0x1\npanic: y\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
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
		}
	})
}
