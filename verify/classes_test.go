package verify

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
)

// TestMakeRules: a make run runs its goals' prerequisites (check:
// compile lint test), and echoes the recipe lines it runs; make -k names
// the targets whose recipe failed.
func TestMakeRules(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mk := "PY ?= python3\n\n.PHONY: check compile lint test\n\ncheck: compile lint test\n\nall: check | docs\n\ncompile:\n\t$(PY) -m compileall -q lunar\n\nlint: # the linter\n\t$(PY) tools/lint.py lunar\n\ntest:\n\t$(PY) -m pytest -q\n\n%.o: %.c\n\tcc -c $<\n"
	if err := os.WriteFile(filepath.Join(dir, "Makefile"), []byte(mk), 0o644); err != nil {
		t.Fatal(err)
	}
	r := readMakefile(dir)
	if r == nil || r.first != "check" {
		t.Fatalf("rules %+v, want the default goal check", r)
	}
	for _, tc := range []struct {
		goal, target string
		want         bool
	}{
		{"check", "compile", true}, {"check", "lint", true}, {"all", "test", true}, {"all", "docs", true},
		{"lint", "compile", false}, {"check", "docs", false}, {"test", "test", true},
	} {
		if got := r.reaches(tc.goal, tc.target); got != tc.want {
			t.Errorf("reaches(%s, %s) = %v, want %v", tc.goal, tc.target, got, tc.want)
		}
	}
	for _, tc := range []struct {
		words []string
		goals []string
		keep  bool
	}{
		{[]string{"make"}, []string{"check"}, false},
		{[]string{"make", "-k", "check"}, []string{"check"}, true},
		{[]string{"make", "--keep-going", "-j", "4", "lint", "test"}, []string{"lint", "test"}, true},
		{[]string{"make", "-C", "sub", "PY=python3.12", "test"}, []string{"test"}, false},
	} {
		goals, keep := makeGoals(tc.words, r)
		if !slices.Equal(goals, tc.goals) || keep != tc.keep {
			t.Errorf("makeGoals(%q) = %q, %v; want %q, %v", tc.words, goals, keep, tc.goals, tc.keep)
		}
	}
	if readMakefile(t.TempDir()) != nil {
		t.Error("rules read from a directory with no Makefile")
	}

	out := "python3 -m compileall -q lunar\npython3 tools/lint.py lunar\nlunar/cli.py:12: bare 'except:'\nmake: *** [Makefile:12: lint] Error 1\npython3 -m pytest -q\n9 passed in 0.02s\nmake: Target 'check' not remade because of errors.\n"
	if m := reMakeError.FindAllStringSubmatch(out, -1); len(m) != 1 || m[0][1] != "lint" {
		t.Errorf("make errors %q, want lint's", m)
	}
	for _, tc := range []struct {
		cmd  string
		want bool
	}{
		{"tools/lint.py lunar", true}, {"python3 -m pytest -q", true}, {"compileall -q lunar", true},
		{"tools/lint.py", false}, {"pytest -x", false},
	} {
		if got := echoed(out, tc.cmd); got != tc.want {
			t.Errorf("echoed(%q) = %v, want %v", tc.cmd, got, tc.want)
		}
	}
}

// TestPartNamed: "the label tests" are the tests of the part named label:
// its Go package, its folder, or its test file without the test affixes.
func TestPartNamed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tc   gate.TestCase
		word string
		want bool
	}{
		{gate.TestCase{ID: "TestPostcode", Package: "example.com/shipping/label", File: "label/label_test.go"}, "label", true},
		{gate.TestCase{ID: "tests/unit/test_a.py::test_x", File: "tests/unit/test_a.py"}, "unit", true},
		{gate.TestCase{ID: "tests/test_money.py::test_x", File: "tests/test_money.py", Package: "tests.test_money"}, "money", true},
		{gate.TestCase{ID: "test/duration.test.js > parses", File: "test/duration.test.js"}, "duration", true},
		{gate.TestCase{ID: "TestRates", Package: "example.com/shipping/rates", File: "rates/rates_test.go"}, "label", false},
		{gate.TestCase{ID: "TestRates", Package: "example.com/shipping/rates"}, "", false},
		{gate.TestCase{ID: "TestRates", File: "rates/rates_test.go"}, "shipping rates", false},
	} {
		if got := partNamed(tc.tc, tc.word); got != tc.want {
			t.Errorf("partNamed(%+v, %q) = %v, want %v", tc.tc, tc.word, got, tc.want)
		}
	}
}

// TestNoWarnings: a claim that a check printed no warning at all, not
// one about the change alone.
func TestNoWarnings(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"`cargo build`: builds without warnings ✅":                      true,
		"`cargo clippy` is clean, no warnings anywhere in the crate":    true,
		"Zero compiler warnings.":                                       true,
		"The build is warning-free.":                                    true,
		"No new warnings from this change.":                             false,
		"`cargo build` passes (two warnings in `legacy.rs`, not mine).": false,
		"It builds.": false,
	} {
		if got := noWarnings(text); got != want {
			t.Errorf("noWarnings(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestContainsOutput: a quoted output is found whole in what a run
// printed: "-7" does not show "7", nor "17 passed" "7 passed".
func TestContainsOutput(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		got, want string
		ok        bool
	}{
		{"7", "7", true},
		{"result: 7", "7", true},
		{"-7", "7", false},
		{"17 passed", "7 passed", false},
		{"3 fills, 1250 km, 87.5 L, 0.07 L/100km", "3 fills, 1250 km, 87.5 L, 7.00 L/100km", false},
		{`404 {"error": "seed not found"}`, `404 {"error": "seed not found"}`, true},
		{"error: empty expression", "error: empty expression", true},
		{"v1.2.3", "1.2", false},
	} {
		if ok := containsOutput(tc.got, tc.want); ok != tc.ok {
			t.Errorf("containsOutput(%q, %q) = %v, want %v", tc.got, tc.want, ok, tc.ok)
		}
	}
}

// TestLintFix: a fix of what a linter reports is judged by the linter.
func TestLintFix(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"lint is fixed.":                        true,
		"the eslint warnings are now fixed.":    true,
		"fixed all lint errors in `src/`.":      true,
		"fixed the linter config path.":         false,
		"fixed the crash in the linter plugin.": false,
	} {
		if got := reLintFix.MatchString(text); got != want {
			t.Errorf("reLintFix(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestUsageForm: a synopsis with placeholders is no command line to look
// for in the session.
func TestUsageForm(t *testing.T) {
	t.Parallel()
	for cmd, want := range map[string]bool{
		"ghctl -json TEMP_C HUMIDITY":    true,
		"convert <file> --to celsius":    true,
		"tool [--verbose] run":           true,
		"go run ./cmd/ghctl -json 25 50": false,
		"node cli.js 10 3 -":             false,
		"git commit -m WIP":              false,
		"convert FILE...":                true,
		"make CI=1 test":                 false,
	} {
		if got := usageForm(cmd); got != want {
			t.Errorf("usageForm(%q) = %v, want %v", cmd, got, want)
		}
	}
}

// TestRemoteScope: "CI is green" is about runs on another machine; no gate
// here is at its scope, so it is unverified whatever the gates say.
func TestRemoteScope(t *testing.T) {
	t.Parallel()
	cs := claims.Extract("GitHub CI is green on PR #12.", nil)
	if len(cs) != 1 || cs[0].Scope == nil || cs[0].Scope.Kind != claims.ScopeRemote {
		t.Fatalf("claims %+v, want one of remote scope", cs)
	}
	v := &verifier{ws: t.TempDir(), ev: &Evidence{}}
	got, ev := v.judge(&cs[0])
	if got != report.VerdictUnverified || len(ev) != 1 || !strings.Contains(ev[0].Detail, "GitHub CI") {
		t.Errorf("judge = %s %+v, want unverified naming GitHub CI", got, ev)
	}
}

// TestMissingTool: a failed run whose output says its tool is not on this
// machine names the tool; a run that failed otherwise, or passed, does not.
func TestMissingTool(t *testing.T) {
	t.Parallel()
	run := func(out string, code int) *Run {
		return &Run{
			Call:   &transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{Command: "x"}},
			Result: &transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{Output: out, ExitCode: &code}},
			Exit:   &code,
		}
	}
	for _, tc := range []struct {
		out  string
		code int
		want string
	}{
		{"/usr/bin/python3: No module named flake8\n", 1, "flake8 is not installed"},
		{"bash: line 1: ruff: command not found\n", 127, "ruff is not installed"},
		{"sh: eslint: not found\n", 127, "eslint is not installed"},
		{"Error: spawn tsc ENOENT\n", 1, "tsc is not installed"},
		{"a.py:3:1: F401 'os' imported but unused\n", 1, ""},
		{"No module named flake8 (but it ran)\n", 0, ""},
	} {
		if got := missingTool(run(tc.out, tc.code)); got != tc.want {
			t.Errorf("missingTool(%q, exit %d) = %q, want %q", tc.out, tc.code, got, tc.want)
		}
	}
}

// TestNamesTestsGroup: a describe block or group named right before its
// noun is a part of the suite.
func TestNamesTestsGroup(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, words string
		want        bool
	}{
		{"all 4 tests in the `decode` describe block pass", "decode", true},
		{"the parser group is green", "parser", true},
		{"`Add` is fixed and all tests pass", "Add", false},
	} {
		if got := namesTests(tc.text, tc.words); got != tc.want {
			t.Errorf("namesTests(%q, %q) = %v, want %v", tc.text, tc.words, got, tc.want)
		}
	}
}

// TestDataKey: a name said to be a key of data is looked up as a string.
func TestDataKey(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Added `count` to the body `list_seeds` returns", true},
		{"Added a `total` field to the response.", true},
		{"Added `parse_config` to `config.py`.", false},
	} {
		if got := reDataKey.MatchString(strings.ToLower(tc.text)); got != tc.want {
			t.Errorf("reDataKey(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestUnsureRunIsNoPass: a session's run whose only tests in a guessed
// scope fail, under names that do not say they are in it, neither verifies
// nor refutes the claim (it verified it as passed, with both tests red).
func TestUnsureRunIsNoPass(t *testing.T) {
	t.Parallel()
	code := 1
	r := &Run{
		Call:   &transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{Command: "node --test"}},
		Result: &transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{Output: "", ExitCode: &code}},
		Exit:   &code,
		Cmd:    Command{Category: CatTest},
		Outcome: TestOutcome{Recognized: true, Passed: 1, Failed: 1, Cases: []gate.TestCase{
			{ID: "yearly > encodes a date", Name: "encodes a date", Status: gate.CaseFail},
			{ID: "letters > encodes a word", Name: "encodes a word", Status: gate.CasePass},
		}},
	}
	v := &verifier{ev: &Evidence{Runs: []*Run{r}}}
	c := claims.Claim{Kind: claims.TestsPass, Text: "The year tests pass."}
	got, ev := v.judgeScopedTests(&c, &claims.Scope{Kind: claims.ScopeNamed, Text: "year"})
	if got != report.VerdictUnverified {
		t.Fatalf("verdict %s, want unverified; evidence %v", got, ev)
	}
}
