package gate

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/internal/agentcli"
)

// detectAndRun detects the gates of the layout files (scoped by touched,
// nil: not known) and runs them with the real tools.
func detectAndRun(t *testing.T, files map[string]string, touched []string, env ...string) map[string]Result {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, files)
	return runDetected(t, dir, touched, env...)
}

func runDetected(t *testing.T, dir string, touched []string, env ...string) map[string]Result {
	t.Helper()
	specs, err := DetectWith(dir, &DetectOptions{Touched: touched})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Result{}
	for _, r := range Run(context.Background(), specs, &RunOptions{Env: env}) {
		got[r.Name] = r
	}
	return got
}

// wantGate checks one gate's status and, when given, that its reason or
// failing tests mention want.
func wantGate(t *testing.T, got map[string]Result, name string, status Status, want string) {
	t.Helper()
	r, ok := got[name]
	if !ok {
		names := make([]string, 0, len(got))
		for n := range got {
			names = append(names, n)
		}
		t.Fatalf("no gate %s (gates: %s)", name, strings.Join(names, ", "))
	}
	if r.Status != status {
		t.Errorf("%s: status %s (%s), want %s\n%s", name, r.Status, r.Reason, status, r.OutputTail)
	}
	if want == "" {
		return
	}
	text := r.Reason
	if r.Tests != nil {
		text += " " + strings.Join(r.Tests.FailedTests, " ")
	}
	for _, d := range r.Diagnostics {
		text += " " + d.File + ": " + d.Message
	}
	if !strings.Contains(text, want) {
		t.Errorf("%s: %q does not mention %q", name, text, want)
	}
}

const (
	pyMod       = "def add(a, b):\n    return a - b\n"
	pyTestFlat  = "import unittest\n\nfrom mod import add\n\n\ndef test_zero():\n    assert add(0, 0) == 0\n\n\nclass AddTest(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n"
	goAddBroken = "package calc\n\nfunc Add(a, b int) int { return a - b }\n"
	goAddTest   = "package calc\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Errorf(\"Add(1, 2) = %d, want 3\", Add(1, 2))\n\t}\n}\n"
)

// A plain pytest layout, no config: pytest runs the plain test function and
// the unittest TestCase, and the failing one fails the gate.
func TestDetectRunPytestLayout(t *testing.T) {
	t.Parallel()
	pytestPython(t)
	got := detectAndRun(t, map[string]string{"mod.py": pyMod, "test_mod.py": pyTestFlat}, nil)
	wantGate(t, got, "pytest", StatusFail, "test_add")
	if r := got["pytest"]; r.Tests == nil || r.Tests.Passed != 1 || r.Tests.Failed != 1 {
		t.Errorf("tests %+v, want 1 passed 1 failed", r.Tests)
	}
}

// py-compile fails on a syntax error in a module no test imports, at its
// file and line, and leaves out virtualenvs, fixtures and the Python
// projects below (their own py-compile checks them); it writes no
// bytecode into the workspace.
func TestDetectRunPyCompile(t *testing.T) {
	t.Parallel()
	pytestPython(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"mod.py":              "def add(a, b):\n    return a + b\n",
		"test_mod.py":         "from mod import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n",
		"tools/cli.py":        "import sys\n\nprint(sys.argv[1:]\n",
		".venv/lib/bad.py":    "def f(:\n",
		"fixtures/bad.py":     "def f(:\n",
		"lib/pyproject.toml":  "[project]\nname = 'lib'\n",
		"lib/broken.py":       "def g(:\n",
		"lib/tests/test_x.py": "def test_x():\n    pass\n",
	})
	got := runDetected(t, dir, nil)
	wantGate(t, got, "pytest", StatusPass, "")
	r := got["py-compile"]
	if r.Status != StatusFail {
		t.Fatalf("py-compile %s, want fail; output:\n%s", r.Status, r.OutputTail)
	}
	var where []string
	for _, d := range r.Diagnostics {
		where = append(where, fmt.Sprintf("%s:%d %s", d.File, d.Line, d.Message))
	}
	if len(where) != 1 || !strings.HasPrefix(where[0], "tools/cli.py:3 SyntaxError") {
		t.Errorf("diagnostics %q, want tools/cli.py:3's SyntaxError alone", where)
	}
	if r := got["lib/py-compile"]; r.Status != StatusFail || len(r.Diagnostics) != 1 || r.Diagnostics[0].File != "broken.py" {
		t.Errorf("lib/py-compile %s %+v, want a failure at broken.py", r.Status, r.Diagnostics)
	}
	for _, p := range []string{"__pycache__", "tools/__pycache__", "lib/__pycache__"} {
		if _, err := os.Stat(filepath.Join(dir, p)); err == nil {
			t.Errorf("py-compile wrote %s into the workspace", p)
		}
	}
}

// A project python without pytest: the gate is there and could not run.
func TestDetectRunPytestMissing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"mod.py": pyMod, "tests/test_mod.py": pyTestFlat})
	// A venv without pip has the standard library alone, whatever the
	// system python has installed.
	if out, err := exec.Command("/usr/bin/python3", "-m", "venv", "--without-pip", filepath.Join(dir, ".venv")).CombinedOutput(); err != nil {
		t.Fatalf("python3 -m venv: %v\n%s", err, out)
	}
	got := runDetected(t, dir, nil)
	wantGate(t, got, "pytest", StatusError, "missing tool")
	if c := got["pytest"].Command; !strings.HasPrefix(c, "./.venv/bin/python -m pytest") {
		t.Errorf("command %q, want the project's venv python", c)
	}
}

// backend/go.mod's gates run when the turn touched backend/, in backend/.
func TestDetectRunGoSubproject(t *testing.T) {
	t.Parallel()
	need(t, "go")
	files := map[string]string{
		"README.md":                "# app\n",
		"backend/go.mod":           goModule,
		"backend/calc/add.go":      goAddBroken,
		"backend/calc/add_test.go": goAddTest,
	}
	got := detectAndRun(t, files, []string{"backend/calc/add.go"})
	wantGate(t, got, "backend/go-test", StatusFail, "TestAdd")
	wantGate(t, got, "backend/go-build", StatusPass, "")
	if len(got) != 3 {
		t.Errorf("%d gates, want backend's 3", len(got))
	}
	if got := detectAndRun(t, files, []string{"README.md"}); len(got) != 0 {
		t.Errorf("README.md touched: gates %v, want none", got)
	}
}

// A go.work's modules each get gates, run in their folder with the
// workspace: b's test imports a through go.work alone.
func TestDetectRunGoWork(t *testing.T) {
	t.Parallel()
	need(t, "go")
	got := detectAndRun(t, map[string]string{
		"go.work":            "go 1.22\n\nuse (\n\t./a\n\t./b\n)\n",
		"a/go.mod":           "module example.com/a\n\ngo 1.22\n",
		"a/a.go":             "package a\n\nfunc One() int { return 1 }\n",
		"b/go.mod":           "module example.com/b\n\ngo 1.22\n",
		"b/b_test.go":        "package b\n\nimport (\n\t\"testing\"\n\n\t\"example.com/a\"\n)\n\nfunc TestOne(t *testing.T) {\n\tif a.One() != 1 {\n\t\tt.Fatal(\"One\")\n\t}\n}\n",
		"c/go.mod":           goModule,
		"c/calc/add.go":      goAddBroken,
		"c/calc/add_test.go": goAddTest,
	}, []string{"a/a.go", "b/b_test.go"})
	wantGate(t, got, "b/go-test", StatusPass, "")
	wantGate(t, got, "a/go-test", StatusPass, "no tests")
	if _, ok := got["c/go-test"]; ok {
		t.Error("c/go-test detected though c was not touched")
	}
}

// An npm workspace's failing `node --test` fails its own gate; the other
// member, untouched, is tested too.
func TestDetectRunNpmWorkspace(t *testing.T) {
	t.Parallel()
	need(t, "npm")
	need(t, "node")
	got := detectAndRun(t, map[string]string{
		"package.json":                     `{"name":"root","private":true,"workspaces":["packages/*"]}`,
		"packages/dur/package.json":        `{"name":"dur","version":"1.0.0","scripts":{"test":"node --test"}}`,
		"packages/dur/index.js":            "exports.seconds = (s) => parseInt(s, 10) * 60;\n",
		"packages/dur/test/dur.test.js":    "const test = require('node:test');\nconst assert = require('node:assert');\nconst { seconds } = require('..');\ntest('seconds', () => { assert.strictEqual(seconds('5'), 5); });\n",
		"packages/other/package.json":      `{"name":"other","version":"1.0.0","scripts":{"test":"node --test"}}`,
		"packages/other/test/ok.test.js":   "require('node:test')('ok', () => {});\n",
		"packages/other/node_modules/x.js": "",
	}, []string{"packages/dur/index.js"})
	wantGate(t, got, "packages/dur/npm-test", StatusFail, "")
	if r := got["packages/dur/npm-test"]; r.Tests == nil || r.Tests.Failed != 1 {
		t.Errorf("tests %+v, want 1 failed", r.Tests)
	}
	// The untouched member runs too: members build against each other.
	wantGate(t, got, "packages/other/npm-test", StatusPass, "")
	// index.js has no build step: node --check reads it (the root's
	// check does not go into the members, which have their own)
	wantGate(t, got, "packages/dur/node-check", StatusPass, "")
	if len(got) != 3 {
		t.Errorf("%d gates, want the two members' npm-test and dur's node-check", len(got))
	}
}

// The node-check gate fails on a syntax error in a file no test loads,
// with the file and line, and reads ES modules, a hashbang and CommonJS's
// top-level return as node does; a workspace member's files are its own.
func TestDetectRunNodeCheck(t *testing.T) {
	t.Parallel()
	need(t, "node")
	files := map[string]string{
		"package.json":            `{"name":"bpm","version":"1.0.0","scripts":{"test":"node --test"}}`,
		"src/tempo.js":            "exports.ms = (bpm) => 60000 / bpm;\n",
		"src/cli.js":              "#!/usr/bin/env node\nconst { ms } = require('./tempo');\nconsole.log(ms(Number(process.argv[2]));\n",
		"src/esm.mjs":             "import { ms } from './tempo.js';\nexport const beat = await Promise.resolve(ms(120));\n",
		"src/esm.js":              "export default function f() { return 1; }\n",
		"src/early.js":            "if (!module.parent) return;\nmodule.exports = 1;\n",
		"test/tempo.test.js":      "require('node:test')('ms', () => {});\n",
		"test/fixtures/bad.js":    "not javascript (\n",
		"packages/x/package.json": `{"name":"x"}`,
		"packages/x/broken.js":    "const = 1;\n",
	}
	got := detectAndRun(t, files, nil)
	r, ok := got["node-check"]
	if !ok {
		t.Fatalf("no node-check gate: %v", got)
	}
	if r.Status != StatusFail {
		t.Fatalf("node-check %s, want fail; output:\n%s", r.Status, r.OutputTail)
	}
	var where []string
	for _, d := range r.Diagnostics {
		where = append(where, fmt.Sprintf("%s:%d %s", d.File, d.Line, d.Message))
	}
	if len(where) != 1 || !strings.HasPrefix(where[0], "src/cli.js:3 SyntaxError: ") {
		t.Errorf("diagnostics %q, want src/cli.js:3's SyntaxError alone", where)
	}
	delete(files, "src/cli.js")
	got = detectAndRun(t, files, nil)
	wantGate(t, got, "node-check", StatusPass, "")
}

// typescript is installed by npm into the user cache, like the agent CLIs,
// for the tsc gate's tests.
var typescript = agentcli.Pin{Agent: "typescript", Package: "typescript", Version: "7.0.2", Bin: "tsc", VersionOutput: "7.0.2"}

// tsconfig.json gives a tsc --noEmit gate, run with the project's tsc; with
// no tsc anywhere the gate could not run.
func TestDetectRunTSC(t *testing.T) {
	t.Parallel()
	in, err := agentcli.Install(context.Background(), &agentcli.InstallOptions{Pins: []agentcli.Pin{typescript}})
	if err != nil {
		t.Fatalf("installing %s@%s with npm: %v", typescript.Package, typescript.Version, err)
	}
	files := map[string]string{
		"package.json":  `{"name":"web","version":"1.0.0","scripts":{"test":"node --test"}}`,
		"tsconfig.json": `{"compilerOptions":{"strict":true,"target":"es2022","module":"nodenext"},"include":["src"]}`,
		"src/a.ts":      "export function half(n: number): number {\n  const s: string = n / 2;\n  return s;\n}\n",
	}
	dir := t.TempDir()
	writeFiles(t, dir, files)
	if err := os.Symlink(filepath.Join(in.Dir, "node_modules"), filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	specs, err := Detect(dir)
	if err != nil {
		t.Fatal(err)
	}
	var tsc []Spec
	for _, s := range specs {
		if s.Name == "tsc" {
			tsc = append(tsc, s)
		}
	}
	if len(tsc) != 1 {
		t.Fatalf("specs %+v, want one tsc gate", specs)
	}
	got := map[string]Result{}
	for _, r := range Run(context.Background(), tsc, nil) {
		got[r.Name] = r
	}
	wantGate(t, got, "tsc", StatusFail, "src/a.ts: Type 'number' is not assignable to type 'string'")

	// The same project without node_modules, and a PATH without tsc.
	got = detectAndRun(t, files, nil, "PATH="+t.TempDir())
	wantGate(t, got, "tsc", StatusError, "missing tool: tsc")
}

// A cargo workspace's members are tested from its root, with --workspace.
func TestDetectRunCargoWorkspace(t *testing.T) {
	t.Parallel()
	need(t, "cargo")
	got := detectAndRun(t, map[string]string{
		"Cargo.toml":      "[workspace]\nmembers = [\"calc\"]\nresolver = \"2\"\n",
		"calc/Cargo.toml": "[package]\nname = \"calc\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
		"calc/src/lib.rs": "pub fn add(a: i32, b: i32) -> i32 {\n    a - b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(1, 2), 3);\n    }\n}\n",
	}, nil)
	wantGate(t, got, "cargo-test", StatusFail, "adds")
	wantGate(t, got, "cargo-build", StatusPass, "")
	if len(got) != 2 {
		t.Errorf("%d gates, want the workspace's 2", len(got))
	}
}

// A Makefile's check target, when nothing else tests the project.
func TestDetectRunMakeCheck(t *testing.T) {
	t.Parallel()
	need(t, "make")
	need(t, "node")
	got := detectAndRun(t, map[string]string{
		"Makefile":         "check:\n\tnode --test\n",
		"test/dur.test.js": "const test = require('node:test');\nconst assert = require('node:assert');\ntest('parses', () => { assert.strictEqual(1 + 1, 3); });\n",
	}, nil)
	wantGate(t, got, "make-check", StatusFail, "")
}

const pyUnittestOnly = "import unittest\n\nfrom mod import add\n\n\nclass AddTest(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n\n    def test_zero(self):\n        self.assertEqual(add(0, 0), 0)\n"

// A python without pytest and tests that are all unittest TestCases: the
// gate is unittest, it runs them and reads each test's result; the same
// project fixed passes.
func TestDetectRunUnittestFallback(t *testing.T) {
	t.Parallel()
	for _, layout := range []string{"tests/test_mod.py", "mod_test.py"} {
		for _, fixed := range []bool{false, true} {
			dir := t.TempDir()
			mod := pyMod
			if fixed {
				mod = strings.Replace(pyMod, "a - b", "a + b", 1)
			}
			writeFiles(t, dir, map[string]string{"mod.py": mod, layout: pyUnittestOnly})
			if out, err := exec.Command("/usr/bin/python3", "-m", "venv", "--without-pip", filepath.Join(dir, ".venv")).CombinedOutput(); err != nil {
				t.Fatalf("python3 -m venv: %v\n%s", err, out)
			}
			got := runDetected(t, dir, nil)
			if _, ok := got["pytest"]; ok {
				t.Errorf("%s: a pytest gate beside unittest's", layout)
			}
			r := got["unittest"]
			switch {
			case r.Tests == nil || !r.Tests.Recognized:
				t.Errorf("%s fixed=%v: unittest gate %+v did not read a run", layout, fixed, r)
			case fixed && (r.Status != StatusPass || r.Tests.Passed != 2):
				t.Errorf("%s fixed: %s, %+v; want pass with 2 passed\n%s", layout, r.Status, r.Tests, r.OutputTail)
			case !fixed && (r.Status != StatusFail || r.Tests.Passed != 1 || r.Tests.Failed != 1 || !slices.Contains(r.Tests.FailedTests, "mod_test.AddTest.test_add") && !slices.Contains(r.Tests.FailedTests, "test_mod.AddTest.test_add")):
				t.Errorf("%s: %s, %+v; want fail with test_add failing\n%s", layout, r.Status, r.Tests, r.OutputTail)
			}
		}
	}
}

func TestUnittestDiscover(t *testing.T) {
	t.Parallel()
	plain := "import unittest\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        pass\n"
	tests := []struct {
		name  string
		files map[string]string
		want  string // the arguments, "" for no unittest gate
	}{
		{"flat", map[string]string{"test_a.py": plain}, "-s . -v"},
		{"tests folder", map[string]string{"tests/test_a.py": plain}, "-s tests -v"},
		{"tests package", map[string]string{"tests/__init__.py": "", "tests/unit/test_a.py": plain}, "-s tests -t . -v"},
		{"flat and tests package", map[string]string{"test_a.py": plain, "tests/__init__.py": "", "tests/test_b.py": plain}, "-s . -v"},
		{"dashed names", map[string]string{"a_test.py": plain}, "-s . -p *test*.py -v"},
		{"flat and a tests folder discovery misses", map[string]string{"test_a.py": plain, "tests/test_b.py": plain}, ""},
		{"a plain test function", map[string]string{"tests/test_a.py": plain, "tests/test_b.py": "def test_b():\n    assert True\n"}, ""},
		{"pytest imported", map[string]string{"tests/test_a.py": "import pytest\n" + plain}, ""},
		{"no TestCase", map[string]string{"tests/test_a.py": "x = 1\n"}, ""},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		writeFiles(t, dir, tt.files)
		f, _, _ := readFolder(dir, "")
		args, ok := unittestDiscover(dir, f)
		if got := strings.Join(args, " "); got != tt.want || ok != (tt.want != "") {
			t.Errorf("%s: %q, %v; want %q", tt.name, got, ok, tt.want)
		}
	}
}
