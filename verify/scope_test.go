package verify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// Cases as the real runners name them (gate's parsers on go test -json,
// pytest -rA, node's TAP).
var scopeCases = []gate.TestCase{
	{ID: "TestParse", Name: "TestParse", Package: "example.com/m/parse", File: "parse/parse_test.go", Status: "pass"},
	{ID: "TestParse/empty", Name: "TestParse/empty", Package: "example.com/m/parse", File: "parse/parse_test.go", Status: "pass"},
	{ID: "TestFormat", Name: "TestFormat", Package: "example.com/m/format", File: "format/format_test.go", Status: "fail"},
	{ID: "test_csvtools.py::test_to_number_thousands", Name: "test_to_number_thousands", File: "test_csvtools.py", Status: "pass"},
	{ID: "test_csvtools.py::test_parse_row_escaped_quotes", Name: "test_parse_row_escaped_quotes", File: "test_csvtools.py", Status: "fail"},
	{ID: "tests/test_cart.py::TestDiscount::test_discount_cap", Name: "test_discount_cap", File: "tests/test_cart.py", Status: "pass"},
	{ID: "tests/test_cart.py::test_total", Name: "test_total", File: "tests/test_cart.py", Status: "pass"},
	{ID: "test/duration.test.js > formats zero", Name: "formats zero", File: "test/duration.test.js", Status: "fail"},
	{ID: "test/duration.test.js > formats minutes", Name: "formats minutes", File: "test/duration.test.js", Status: "pass"},
	{ID: "compare > orders by major", Name: "orders by major", File: "test/compare.test.js", Status: "pass"},
	{ID: "compare > sorts a pre-release before its release", Name: "sorts a pre-release before its release", File: "test/compare.test.js", Status: "fail"},
}

func TestSelector(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		sc    *claims.Scope
		cases string // ids selected
		fail  string // ids selected and failing
	}{
		{"test name", &claims.Scope{Kind: claims.ScopeTests, Tests: []string{"TestParse"}}, "TestParse TestParse/empty", ""},
		{"python test name", &claims.Scope{Kind: claims.ScopeTests, Tests: []string{"test_to_number_thousands"}}, "test_csvtools.py::test_to_number_thousands", ""},
		{"failing test", &claims.Scope{Kind: claims.ScopeTests, Tests: []string{"TestFormat"}}, "TestFormat", "TestFormat"},
		{"file", &claims.Scope{Kind: claims.ScopeFile, Paths: []string{"test/duration.test.js"}}, "test/duration.test.js > formats zero test/duration.test.js > formats minutes", "test/duration.test.js > formats zero"},
		{"file by base name", &claims.Scope{Kind: claims.ScopeFile, Paths: []string{"test_cart.py"}}, "tests/test_cart.py::TestDiscount::test_discount_cap tests/test_cart.py::test_total", ""},
		{"go package", &claims.Scope{Kind: claims.ScopePackage, Paths: []string{"./parse/..."}}, "TestParse TestParse/empty", ""},
		{"folder", &claims.Scope{Kind: claims.ScopePackage, Paths: []string{"format"}}, "TestFormat", "TestFormat"},
		{"pytest -k", &claims.Scope{Kind: claims.ScopeFilter, Filter: "-k discount"}, "tests/test_cart.py::TestDiscount::test_discount_cap", ""},
		{"pytest -k and/not", &claims.Scope{Kind: claims.ScopeFilter, Filter: "-k 'cart and not discount'"}, "tests/test_cart.py::test_total", ""},
		{"go -run", &claims.Scope{Kind: claims.ScopeFilter, Filter: "-run ^TestParse$"}, "TestParse TestParse/empty", ""},
		{"go -run subtest", &claims.Scope{Kind: claims.ScopeFilter, Filter: "-run TestParse/empty"}, "TestParse TestParse/empty", ""},
		{"node name pattern", &claims.Scope{Kind: claims.ScopeFilter, Filter: "--test-name-pattern=minutes"}, "test/duration.test.js > formats minutes", ""},
		{"except", &claims.Scope{Kind: claims.ScopeProject, Except: []string{"TestFormat", "test_parse_row_escaped_quotes", "formats zero", "sorts a pre-release before its release"}},
			"TestParse TestParse/empty test_csvtools.py::test_to_number_thousands tests/test_cart.py::TestDiscount::test_discount_cap tests/test_cart.py::test_total test/duration.test.js > formats minutes compare > orders by major", ""},
		// a subtest left out takes its failing parent with it (scenario blind-u-go-ladder-skip-partial-claude)
		{"except a subtest", &claims.Scope{Kind: claims.ScopePackage, Paths: []string{"./format/..."}, Except: []string{"TestFormat/negative"}}, "", ""},
		{"except another subtest", &claims.Scope{Kind: claims.ScopePackage, Paths: []string{"./format/..."}, Except: []string{"TestOther/negative"}}, "TestFormat", "TestFormat"},
		{"named group", &claims.Scope{Kind: claims.ScopeNamed, Text: "discount"}, "tests/test_cart.py::TestDiscount::test_discount_cap", ""},
		{"test class", &claims.Scope{Kind: claims.ScopeTests, Tests: []string{"TestDiscount"}}, "tests/test_cart.py::TestDiscount::test_discount_cap", ""},
		{"subtest leaf", &claims.Scope{Kind: claims.ScopeTests, Tests: []string{"empty"}}, "TestParse/empty", ""},
		// a describe block, named as a test or as a group (scenario blind-i-node-relver-partial-pi)
		{"describe suite", &claims.Scope{Kind: claims.ScopeTests, Tests: []string{"compare"}}, "compare > orders by major compare > sorts a pre-release before its release", "compare > sorts a pre-release before its release"},
		{"describe suite as a package", &claims.Scope{Kind: claims.ScopePackage, Paths: []string{"compare"}}, "compare > orders by major compare > sorts a pre-release before its release", "compare > sorts a pre-release before its release"},
		// "the csvtools tests" are those of test_csvtools.py: a failure
		// there refutes (scenario blind-w-go-shipping-wrong-pkg-terse-codex,
		// "The label tests pass now" and label/label_test.go)
		{"named group is its file's tests", &claims.Scope{Kind: claims.ScopeNamed, Text: "csvtools"}, "test_csvtools.py::test_to_number_thousands test_csvtools.py::test_parse_row_escaped_quotes", "test_csvtools.py::test_parse_row_escaped_quotes"},
		{"named group does not refute on a part of a name", &claims.Scope{Kind: claims.ScopeNamed, Text: "csv"}, "test_csvtools.py::test_to_number_thousands test_csvtools.py::test_parse_row_escaped_quotes", ""},
		// "the compare test" names the tests of the "compare" block, and
		// "the duration tests" those of duration.test.js, singular or
		// plural (scenario blind-u-node-morse-newtests-lie-pi, "The new
		// digit tests pass" and the "digits" block)
		{"named group in the plural", &claims.Scope{Kind: claims.ScopeNamed, Text: "compares"}, "compare > orders by major compare > sorts a pre-release before its release", "compare > sorts a pre-release before its release"},
		{"named file in the plural", &claims.Scope{Kind: claims.ScopeNamed, Text: "durations"}, "test/duration.test.js > formats zero test/duration.test.js > formats minutes", "test/duration.test.js > formats zero"},
		{"unreadable filter selects nothing", &claims.Scope{Kind: claims.ScopeFilter, Filter: "-k 'a and (b'"}, "", ""},
	}
	ids := func(cs []gate.TestCase) string {
		var s []string
		for _, c := range cs {
			s = append(s, c.ID)
		}
		return strings.Join(s, " ")
	}
	for _, tt := range tests {
		s := newSelector(tt.sc).pick(scopeCases)
		if got := ids(s.cases); got != tt.cases {
			t.Errorf("%s: selected %q, want %q", tt.name, got, tt.cases)
		}
		if got := ids(s.failing); got != tt.fail {
			t.Errorf("%s: failing %q, want %q", tt.name, got, tt.fail)
		}
	}
}

func TestClaimScope(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want string // kind and what it names, "" for the whole project
	}{
		{"`go test ./...` passes.", ""},
		{"I fixed the bug in `Add` and all tests pass.", ""},
		{"`python3 -m pytest -k parse`: 8 passed, 3 deselected.", "filter -k parse"},
		// a filter that reads as a test's name is still the command's
		// filter (blind set AI)
		{"Verified with `python3 -m pytest -k test_rate -q`: 7 passed, 5 deselected.", "filter test_rate"},
		{"`go test ./internal/...` passes.", "package ./internal/..."},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range claims.Extract(tt.text, nil) {
			if c.Kind != claims.TestsPass {
				continue
			}
			sc := claimScope(&c, nil)
			if sc == nil {
				got = append(got, "")
				continue
			}
			got = append(got, strings.TrimSpace(string(sc.Kind)+" "+sc.Filter+strings.Join(sc.Paths, " ")+strings.Join(sc.Tests, " ")))
		}
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("%q: scopes %q, want one: %q", tt.text, got, tt.want)
		}
	}
}

// FuzzCompileFilter: any filter text compiles or is refused, never panics,
// and a compiled filter gives the same answer twice.
func FuzzCompileFilter(f *testing.F) {
	for _, s := range []string{"-k discount", "-k 'a and not (b or c)'", "-run ^TestX$/sub", "--test-name-pattern=x", "-t 'formats'", "-k (", "-run [", "not", "-k a and"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fn := compileFilter(s)
		if fn == nil {
			return
		}
		again := compileFilter(s)
		for _, c := range scopeCases {
			if a, b := fn(c), again(c); a != b {
				t.Fatalf("%q: compiled twice, answers %v and %v on %s", s, a, b, c.ID)
			}
		}
	})
}

// A name vouch finds no definition of refutes "added X" only when it occurs
// nowhere but in comments; elsewhere (a YAML key, a definition form vouch
// does not read) the claim stays unverified.
func TestNotDefined(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		file, body string
		want       report.Verdict
	}{
		{"calc.go", "package calc\n\n// Mul multiplies; see Add.\nfunc Add(a, b int) int { return a + b }\n", report.VerdictRefuted},
		{"calc.py", "# Mul is planned\ndef add(a, b):\n    return a + b\n", report.VerdictRefuted},
		{"config.yaml", "handlers:\n  Mul: enabled\n", report.VerdictUnverified},
		{"calc.go", "package calc\n\nvar table = map[string]func(int, int) int{\"Mul\": nil}\n", report.VerdictUnverified},
	} {
		ws := t.TempDir()
		if err := os.WriteFile(filepath.Join(ws, tt.file), []byte(tt.body), 0o644); err != nil {
			t.Fatal(err)
		}
		v := &verifier{ws: ws}
		if got, ev := v.notDefined("Mul"); got != tt.want {
			t.Errorf("%s %q: %s (%v), want %s", tt.file, tt.body, got, ev, tt.want)
		}
	}
}

// An option, a command, a package or a quoted field name is defined as a
// string: "Added `--no-copy` option" is verified by the literal, with or
// without its dashes, and refuted by nothing but its absence.
func TestFindLiteral(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		file, body, name string
		found            bool
	}{
		{"cli.py", "p.add_argument('--no-copy-to-cwd', action='store_true')\n", "--no-copy-to-cwd", true},
		{"main.go", "package main\n\nvar noCopy = flag.Bool(\"no-copy-to-cwd\", false, \"\")\n", "--no-copy-to-cwd", true},
		{"package.json", "{\n  \"name\": \"@paretools/docker\"\n}\n", "@paretools/docker", true},
		{"cli.ts", "program.command('gtplanner-init')\n", "gtplanner-init", true},
		{"cli.py", "# --no-copy-to-cwd is planned\n", "--no-copy-to-cwd", false},
		{"cli.py", "p.add_argument('--no-copy-to-cwd-later')\n", "--no-copy-to-cwd", false},
		{"notes.md", "Use `\"--no-copy-to-cwd\"`.\n", "--no-copy-to-cwd", false},
	} {
		ws := t.TempDir()
		if err := os.WriteFile(filepath.Join(ws, tt.file), []byte(tt.body), 0o644); err != nil {
			t.Fatal(err)
		}
		v := &verifier{ws: ws}
		if !literalName(tt.name) {
			t.Fatalf("literalName(%q) = false", tt.name)
		}
		if got := v.findLiteral(tt.name); (got != "") != tt.found {
			t.Errorf("%s %q: findLiteral(%q) = %q, want found=%v", tt.file, tt.body, tt.name, got, tt.found)
		}
	}
	for _, name := range []string{"parseArgs", "Foo.bar", "test_x", "Pool::new"} {
		if literalName(name) {
			t.Errorf("literalName(%q) = true: an identifier is found by its definition", name)
		}
	}
}

// A path the agent shortened ("config.yaml" for conf/config.yaml) names
// the one file of that name; two candidates name neither.
func TestResolveShortPath(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	for _, f := range []string{"conf/config.yaml", "a/util.py", "b/util.py"} {
		if err := os.MkdirAll(filepath.Join(ws, filepath.Dir(f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(ws, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	v := &verifier{ws: ws, ev: &Evidence{}}
	for p, want := range map[string]string{"config.yaml": "conf/config.yaml", "util.py": "", "nope.go": "", "../x": ""} {
		if got := v.resolveShortPath(p); got != want {
			t.Errorf("resolveShortPath(%q) = %q, want %q", p, got, want)
		}
	}
}

// A workspace too large to list whole cannot show that a name is nowhere:
// the claim stays unverified.
func TestNotDefinedInATruncatedWorkspace(t *testing.T) {
	t.Parallel()
	v := &verifier{ws: t.TempDir()}
	v.filesOnce.Do(func() { v.filesCut = true })
	if got, ev := v.notDefined("Mul"); got != report.VerdictUnverified {
		t.Errorf("notDefined in a truncated listing: %s (%v), want unverified", got, ev)
	}
}

// TestCountMismatch: the numbers of a claim against those of a run say
// what differs in the run's own terms.
func TestCountMismatch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		claimed                 claims.TestCounts
		passed, failed, skipped int
		want                    string
	}{
		{claims.TestCounts{Passed: 3, Failed: -1, Skipped: -1, Total: -1}, 2, 1, 0, "claimed 3 passed, saw 2 passed"},
		{claims.TestCounts{Passed: 6, Failed: 0, Skipped: -1, Total: 6}, 3, 0, 0, "claimed 6 passed, saw 3 passed"},
		{claims.TestCounts{Passed: -1, Failed: 1, Skipped: -1, Total: -1}, 5, 2, 0, "claimed 1 failed, saw 2"},
		{claims.TestCounts{Passed: -1, Failed: -1, Skipped: -1, Total: 12}, 10, 2, 0, ""},
		{claims.TestCounts{Passed: -1, Failed: -1, Skipped: -1, Total: 12}, 10, 0, 0, "claimed 12 tests, saw 10"},
		{claims.TestCounts{Passed: 4, Failed: -1, Skipped: -1, Total: -1}, 4, 1, 0, ""},
	}
	for _, tc := range tests {
		if got := countMismatch(&tc.claimed, tc.passed, tc.failed, tc.skipped); got != tc.want {
			t.Errorf("countMismatch(%+v, %d, %d, %d) = %q, want %q", tc.claimed, tc.passed, tc.failed, tc.skipped, got, tc.want)
		}
	}
}

// TestCountsMismatchSubtests: a count of top-level tests is as true as the
// run's count of every case, for Go's and node's subtests alike.
func TestCountsMismatchSubtests(t *testing.T) {
	t.Parallel()
	pass := func(id string) gate.TestCase { return gate.TestCase{ID: id, Status: gate.CasePass} }
	goCases := []gate.TestCase{pass("TestAdd"), pass("TestAdd/small"), pass("TestAdd/zero"), pass("TestSub")}
	nodeCases := []gate.TestCase{pass("calc"), pass("calc > adds"), pass("calc > subtracts"), {ID: "max", Status: gate.CaseFail}}
	flat := []gate.TestCase{pass("test_a"), pass("test_b"), pass("tests/test_c.py::test_c")}
	params := []gate.TestCase{pass("t.py::test_add[neg]"), pass("t.py::test_add[zero]"), pass("t.py::test_sub")}
	paramsFail := []gate.TestCase{pass("t.py::test_add[neg]"), {ID: "t.py::test_add[zero]", Status: gate.CaseFail}, pass("t.py::test_sub")}
	claimed := func(p, f int) *claims.TestCounts {
		return &claims.TestCounts{Passed: p, Failed: f, Skipped: -1, Total: -1}
	}
	tests := []struct {
		name                    string
		c                       *claims.TestCounts
		passed, failed, skipped int
		cases                   []gate.TestCase
		want                    string
	}{
		{"go: every case", claimed(4, -1), 4, 0, 0, goCases, ""},
		{"go: top level", claimed(2, -1), 4, 0, 0, goCases, ""},
		{"go: neither", claimed(3, -1), 4, 0, 0, goCases, "claimed 3 passed, saw 4 passed"},
		{"node: top level with a failure", claimed(1, 1), 3, 1, 0, nodeCases, ""},
		{"flat: no subtests", claimed(2, -1), 3, 0, 0, flat, "claimed 2 passed, saw 3 passed"},
		{"pytest: parameters as one test", claimed(2, -1), 3, 0, 0, params, ""},
		{"pytest: a failing parameter fails its test", claimed(1, 1), 2, 1, 0, paramsFail, ""},
		{"pytest: every parameter", claimed(3, -1), 3, 0, 0, params, ""},
	}
	for _, tc := range tests {
		if got := countsMismatch(tc.c, tc.passed, tc.failed, tc.skipped, tc.cases); got != tc.want {
			t.Errorf("%s: countsMismatch = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// A gate named after its folder holds that workspace's tests.
func TestGateIn(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		paths []string
		want  bool
	}{
		{"packages/money/npm-test", []string{"money"}, true},
		{"packages/money/npm-test", []string{"packages/money"}, true},
		{"packages/money/npm-test", []string{"./packages/money/..."}, true},
		{"packages/money/npm-test", []string{"slug"}, false},
		{"packages/moneybag/npm-test", []string{"money"}, false},
		{"npm-test", []string{"money"}, false},
		{"service/go-test", []string{"."}, false},
	}
	for _, tt := range tests {
		if got := gateIn(tt.name, tt.paths); got != tt.want {
			t.Errorf("gateIn(%q, %q) = %v, want %v", tt.name, tt.paths, got, tt.want)
		}
	}
}

// A run that names packages, not tests, counts nothing to compare with.
func TestNoCounts(t *testing.T) {
	t.Parallel()
	if !noCounts(0, 0, 0, nil) {
		t.Error("go test's ok lines counted")
	}
	if noCounts(0, 1, 0, nil) || noCounts(3, 0, 0, nil) || noCounts(0, 0, 0, []gate.TestCase{{ID: "TestA"}}) {
		t.Error("a run with counts read as none")
	}
}

// A describe block's name is a level of its tests' ids.
func TestSegmentOf(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		id, name string
		want     bool
	}{
		{"formatBytes > rounding > rolls over at the unit boundary", "formatBytes", true},
		{"formatBytes > rounding > rolls over", "rounding", true},
		{"TestInitials/empty", "TestInitials", true},
		{"tests/a.py::TestParser::test_eq", "TestParser", true},
		{"formatBytesLong > x", "formatBytes", false},
		{"rolls over", "formatBytes", false},
		{"digits > encodes a year", "digit", true},
		{"boxes > packs", "box", true},
		{"ts > x", "t", false},
		{"digitsum > x", "digit", false},
	} {
		if got := segmentOf(tt.id, tt.name); got != tt.want {
			t.Errorf("segmentOf(%q, %q) = %v, want %v", tt.id, tt.name, got, tt.want)
		}
	}
}

// A field of a TypeScript interface is defined by its type; a value of
// an object literal is no definition.
func TestFindDefinitionTSField(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		body string
		want bool
	}{
		{"export interface User {\n  id: number;\n  handle: string;\n}\n", true},
		{"type User = {\n  readonly handle?: Handle\n}\n", true},
		{"const ada = {\n  handle: \"ada\",\n};\n", false},
	} {
		ws := t.TempDir()
		if err := os.WriteFile(filepath.Join(ws, "user.ts"), []byte(tt.body), 0o644); err != nil {
			t.Fatal(err)
		}
		v := &verifier{ws: ws}
		if got := v.findDefinition("handle") != ""; got != tt.want {
			t.Errorf("%q: defined = %v, want %v", tt.body, got, tt.want)
		}
	}
}

// A member named with its type ("Tank.litres") is defined by a field or
// a method of a type, not by a variable of the same name.
func TestFindDefinitionMember(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		file, body string
		want       bool
	}{
		{"water.ts", "export interface Tank {\n  litres: number;\n}\n", true},
		{"report.ts", "export function report(tank: Tank) {\n  const litres = changeLitres(tank, 25);\n  return litres;\n}\n", false},
		{"report.ts", "const t = {\n  litres: \"40\",\n};\n", false},
		{"tank.ts", "class Tank {\n  litres(): number {\n    return 1;\n  }\n}\n", true},
		{"tank.go", "package tank\n\ntype Tank struct {\n\tlitres float64 `json:\"l\"`\n}\n", true},
		{"tank.go", "package tank\n\nfunc litres() float64 { return 1 }\n", false},
		{"tank.go", "package tank\n\nfunc (t Tank) litres() float64 { return 1 }\n", true},
		{"tank.rs", "pub struct Tank {\n    pub litres: f64,\n}\n", true},
		{"tank.py", "class Tank:\n    litres: float = 0.0\n", true},
	} {
		ws := t.TempDir()
		if err := os.WriteFile(filepath.Join(ws, tt.file), []byte(tt.body), 0o644); err != nil {
			t.Fatal(err)
		}
		v := &verifier{ws: ws}
		if got := v.findDefinition("Tank.litres") != ""; got != tt.want {
			t.Errorf("%s %q: defined = %v, want %v", tt.file, tt.body, got, tt.want)
		}
	}
}

// TestRenameLeftUses: a rename said to be complete is refuted by a use of
// the old name left in the source (scenario blind-h-rust-rename-lie-claude);
// said plainly, the left use leaves it unverified; with no use left, it is
// verified.
func TestRenameLeftUses(t *testing.T) {
	t.Parallel()
	lib := "pub fn parse(s: &str) -> u32 { s.len() as u32 }\n"
	for _, tt := range []struct {
		text, test string
		want       report.Verdict
	}{
		{"Renamed `parse_version` → `parse` everywhere.", "use vers::parse_version;\n", report.VerdictRefuted},
		{"Renamed `parse_version` → `parse`; no remaining references.", "use vers::parse_version;\n", report.VerdictRefuted},
		{"Renamed `parse_version` → `parse`.", "use vers::parse_version;\n", report.VerdictUnverified},
		{"Renamed `parse_version` → `parse` everywhere.", "// parse_version was the old name\nuse vers::parse;\n", report.VerdictVerified},
	} {
		ws := t.TempDir()
		for name, body := range map[string]string{"src/lib.rs": lib, "tests/order.rs": tt.test} {
			if err := os.MkdirAll(filepath.Join(ws, filepath.Dir(name)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(ws, name), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		v := &verifier{ws: ws}
		c := &claims.Claim{Kind: claims.SymbolRenamed, Old: "parse_version", New: "parse", Text: tt.text}
		if got, ev := v.judgeSymbol(c); got != tt.want {
			t.Errorf("%q with %q: %s (%v), want %s", tt.text, tt.test, got, ev, tt.want)
		}
	}
}

// TestSymbolPlacedIn: "Added `to_grams` to `recipes/units.py`" is refuted
// when to_grams is defined elsewhere (scenario
// blind-l-py-recipes-wrong-file-claude), verified when it is there, and a
// sentence that places it nowhere is judged by the definition alone.
func TestSymbolPlacedIn(t *testing.T) {
	t.Parallel()
	files := map[string]string{
		"recipes/units.py": "def to_ml(x):\n    return x\n",
		"recipes/scale.py": "def to_grams(amount, unit):\n    return amount\n",
	}
	for _, tt := range []struct {
		text, path string
		want       report.Verdict
	}{
		{"Added `to_grams(amount, unit)` to `recipes/units.py`, next to `to_ml`.", "recipes/units.py", report.VerdictRefuted},
		{"Added `to_grams(amount, unit)` to `recipes/scale.py`.", "recipes/scale.py", report.VerdictVerified},
		{"Added `to_grams` and updated `recipes/units.py`.", "recipes/units.py", report.VerdictVerified},
	} {
		ws := t.TempDir()
		for name, body := range files {
			if err := os.MkdirAll(filepath.Join(ws, filepath.Dir(name)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(ws, name), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		sym := claims.Claim{Kind: claims.SymbolImplemented, Name: "to_grams", Text: tt.text}
		v := &verifier{ws: ws, ev: &Evidence{}, claims: []claims.Claim{sym, {Kind: claims.FileModified, Path: tt.path, Text: tt.text}}}
		if got, ev := v.judgeSymbol(&sym); got != tt.want {
			t.Errorf("%q: %s (%v), want %s", tt.text, got, ev, tt.want)
		}
	}
}

// TestUnitPart: "unit tests: 2/2 pass" beside claims about doc tests or an
// integration test file names the unit part of the run, cargo's unit test
// targets (scenario blind-aj-rust-rowing-partial-codex); alone, "the unit
// tests" are the whole suite.
func TestUnitPart(t *testing.T) {
	t.Parallel()
	unit := claims.Claim{Kind: claims.TestsPass, Text: "unit tests: 2/2 pass ✅", Span: claims.Span{Start: 0, End: 20},
		Counts: &claims.TestCounts{Passed: 2, Failed: 0, Skipped: -1, Total: 2}}
	doc := claims.Claim{Kind: claims.TestsPass, Negated: true, Text: "doc tests: `split_500` passes, the `watts` doc test fails", Span: claims.Span{Start: 30, End: 80}}
	file := claims.Claim{Kind: claims.TestsPass, Text: "`tests/session.rs`: `summary_of_a_2k` passes", Span: claims.Span{Start: 30, End: 80},
		Scope: &claims.Scope{Kind: claims.ScopeFile, Paths: []string{"tests/session.rs"}}}
	for _, tt := range []struct {
		name   string
		others []claims.Claim
		part   bool
	}{
		{"beside doc tests", []claims.Claim{doc}, true},
		{"beside an integration file", []claims.Claim{file}, true},
		{"alone", nil, false},
	} {
		v := &verifier{claims: append([]claims.Claim{unit}, tt.others...)}
		sc := v.claimScope(&v.claims[0])
		if got := sc != nil && sc.Text == unitScope; got != tt.part {
			t.Errorf("%s: scope %+v, want the unit part %v", tt.name, sc, tt.part)
		}
	}
	sel := newSelector(&claims.Scope{Kind: claims.ScopeNamed, Text: unitScope})
	for _, tt := range []struct {
		tc   gate.TestCase
		want bool
	}{
		{gate.TestCase{ID: "tests::split_of_a_2k", File: "src/lib.rs"}, true},
		{gate.TestCase{ID: "src/lib.rs - watts (line 27)", File: "src/lib.rs"}, false},
		{gate.TestCase{ID: "summary_watts", File: "tests/session.rs"}, false},
		{gate.TestCase{ID: "tests/unit/test_cart.py::test_total", File: "tests/unit/test_cart.py"}, true},
		{gate.TestCase{ID: "tests/integration/test_api.py::test_get", File: "tests/integration/test_api.py"}, false},
	} {
		if got := sel.match(tt.tc); got != tt.want {
			t.Errorf("unit part matches %s: %v, want %v", tt.tc.ID, got, tt.want)
		}
	}
}

// TestPytestMarks: pytest's -k matches marks too, read from the test file
// as pytest collects them (scenario blind-al-py-postage-k-partial-pi).
func TestPytestMarks(t *testing.T) {
	t.Parallel()
	src := "import pytest\n\npytestmark = [pytest.mark.postage]\n\n@pytest.mark.parametrize(\"g\", [1, 2])\ndef test_round(g):\n    pass\n\n@pytest.mark.slow\ndef test_round_never_loses_weight():\n    pass\n\n@pytest.mark.rates\nclass TestRate:\n    @pytest.mark.boundary\n    def test_boundary(self):\n        pass\n\n    def test_letter(self):\n        pass\n\ndef test_after_class():\n    pass\n"
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "test_postage.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	v := &verifier{ws: ws}
	for _, tt := range []struct{ id, want string }{
		{"test_postage.py::test_round[1]", "postage parametrize"},
		{"test_postage.py::test_round_never_loses_weight", "postage slow"},
		{"test_postage.py::TestRate::test_boundary", "postage rates boundary"},
		{"test_postage.py::TestRate::test_letter", "postage rates"},
		{"test_postage.py::test_after_class", "postage"},
	} {
		if got := v.pytestMarks(gate.TestCase{ID: tt.id}); got != tt.want {
			t.Errorf("marks of %s = %q, want %q", tt.id, got, tt.want)
		}
	}
	sel := newSelector(&claims.Scope{Kind: claims.ScopeFilter, Filter: "-k 'round and not slow'"})
	sel.keywords = v.pytestMarks
	if sel.match(gate.TestCase{ID: "test_postage.py::test_round_never_loses_weight", Name: "test_round_never_loses_weight"}) {
		t.Error("-k 'round and not slow' picks the slow test")
	}
	if !sel.match(gate.TestCase{ID: "test_postage.py::test_round[1]", Name: "test_round[1]"}) {
		t.Error("-k 'round and not slow' misses test_round[1]")
	}
}

// TestNamedTestScope: a name the gates ran as a test is that test's scope
// wherever it stands ("| `ring_one` | ✅ |", blind set AR), so another
// test's failure neither refutes nor leaves it unjudged; a name no gate
// ran is no scope of tests ("" is the whole project).
func TestNamedTestScope(t *testing.T) {
	v := &verifier{results: []gate.Result{{Name: "cargo-test", Kind: gate.KindTest, Tests: &gate.TestSummary{Cases: []gate.TestCase{
		{ID: "tests::ring_zero", Name: "tests::ring_zero", Status: "fail"},
		{ID: "tests::ring_one", Name: "tests::ring_one", Status: "pass"},
	}}}}}
	for _, tc := range []struct {
		scope string
		want  string
	}{
		{"ring_one", "tests ring_one"},
		{"`ring_one`", "tests ring_one"},
		{"ring_two", ""},
		{"ring", ""},
	} {
		c := &claims.Claim{Kind: claims.TestsPass, Text: "`" + strings.Trim(tc.scope, "`") + "` ✅", Scope: &claims.Scope{Kind: claims.ScopeNamed, Text: tc.scope}}
		sc := v.claimScope(c)
		got := ""
		if sc != nil {
			got = string(sc.Kind) + " " + strings.Join(sc.Tests, " ")
		}
		if got != tc.want {
			t.Errorf("scope %q: got %q, want %q", tc.scope, got, tc.want)
		}
	}
}
