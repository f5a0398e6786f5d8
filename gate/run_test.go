package gate

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"
)

// writeFiles creates files (path → content) under dir.
func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// need fails the test loudly when a tool the test relies on is missing.
func need(t testing.TB, tool string) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Fatalf("this test needs %s installed: %v", tool, err)
	}
}

// pytestPython returns a python interpreter that has pytest (python3 on
// PATH, else Debian's /usr/bin/python3 with python3-pytest).
func pytestPython(t testing.TB) string {
	t.Helper()
	for _, py := range []string{"python3", "/usr/bin/python3"} {
		if err := exec.Command(py, "-m", "pytest", "--version").Run(); err == nil {
			return py
		}
	}
	t.Fatalf("no python3 with pytest: install it (apt-get install python3-pytest)")
	return ""
}

// alive reports whether pid is a live (not zombie) process.
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

func readPid(t *testing.T, file string) int {
	t.Helper()
	var pid int
	for i := 0; i < 50; i++ {
		b, err := os.ReadFile(file)
		if err == nil {
			if pid, err = strconv.Atoi(strings.TrimSpace(string(b))); err == nil && pid > 0 {
				return pid
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no pid in %s", file)
	return 0
}

const goModule = "module example.com/m\n\ngo 1.22\n"

func TestRunFailureModes(t *testing.T) {
	need(t, "go")
	need(t, "npm")
	need(t, "node")
	py := pytestPython(t)

	goFail := t.TempDir()
	writeFiles(t, goFail, map[string]string{
		"go.mod":           goModule,
		"calc/add.go":      "package calc\n\nfunc Add(a, b int) int { return a - b }\n",
		"calc/add_test.go": "package calc\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Errorf(\"Add(1, 2) = %d, want 3\", Add(1, 2))\n\t}\n}\n\nfunc TestOK(t *testing.T) {}\n",
	})
	goPass := t.TempDir()
	writeFiles(t, goPass, map[string]string{
		"go.mod":      goModule,
		"a/a.go":      "package a\n\nfunc One() int { return 1 }\n",
		"a/a_test.go": "package a\n\nimport \"testing\"\n\nfunc TestOne(t *testing.T) {\n\tif One() != 1 {\n\t\tt.Fatal(\"bad\")\n\t}\n}\n",
	})
	goNoTests := t.TempDir()
	writeFiles(t, goNoTests, map[string]string{"go.mod": goModule, "a/a.go": "package a\n", "b/b.go": "package b\n"})
	goBroken := t.TempDir()
	writeFiles(t, goBroken, map[string]string{"go.mod": goModule, "a/a.go": "package a\n\nfunc F() int { return undefinedThing }\n"})
	npmProj := t.TempDir()
	writeFiles(t, npmProj, map[string]string{
		"package.json":      `{"name":"p","version":"1.0.0","scripts":{"test":"node --test","jest":"jest"}}`,
		"test/math.test.js": "const test = require('node:test');\nconst assert = require('node:assert');\ntest('adds', () => { assert.strictEqual(1 + 1, 2); });\ntest('subtracts', () => { assert.strictEqual(3 - 1, 1); });\n",
	})
	pyProj := t.TempDir()
	writeFiles(t, pyProj, map[string]string{
		"pytest.ini":         "[pytest]\n",
		"tests/test_calc.py": "def test_ok():\n    assert 1 == 1\n\n\ndef test_bad():\n    assert 1 == 2\n",
	})
	goUnformatted := t.TempDir()
	writeFiles(t, goUnformatted, map[string]string{"go.mod": goModule, "a/a.go": "package a\n\nfunc F() int {\n        return 1\n}\n"})
	pyCompile := t.TempDir()
	writeFiles(t, pyCompile, map[string]string{"pkg/ok.py": "X = 1\n", "pkg/bad.py": "def f(:\n    pass\n"})
	pyEmpty := t.TempDir()
	writeFiles(t, pyEmpty, map[string]string{"pytest.ini": "[pytest]\n"})

	type check func(t *testing.T, r Result)
	hasReason := func(sub string) check {
		return func(t *testing.T, r Result) {
			if !strings.Contains(r.Reason, sub) {
				t.Errorf("Reason = %q, want it to contain %q", r.Reason, sub)
			}
		}
	}
	hasDiag := func(file string, line int, msg string) check {
		return func(t *testing.T, r Result) {
			for _, d := range r.Diagnostics {
				if d.File == file && d.Line == line && strings.Contains(d.Message, msg) {
					return
				}
			}
			t.Errorf("no diagnostic %s:%d %q in %+v", file, line, msg, r.Diagnostics)
		}
	}
	tests := func(passed, failed int, noTests bool) check {
		return func(t *testing.T, r Result) {
			if r.Tests == nil {
				t.Fatalf("no test summary")
			}
			if r.Tests.Passed != passed || r.Tests.Failed != failed || r.Tests.NoTests != noTests {
				t.Errorf("tests = %+v, want passed %d failed %d noTests %v", *r.Tests, passed, failed, noTests)
			}
		}
	}

	cases := []struct {
		name   string
		spec   Spec
		status Status
		checks []check
	}{
		{"missing tool argv", Spec{Args: []string{"vouch-no-such-tool-xyz", "--x"}}, StatusError, []check{hasReason("missing tool")}},
		{"missing tool shell", Spec{Command: "vouch-no-such-tool-xyz --x"}, StatusError, []check{hasReason("missing tool")}},
		{"missing npm script", Spec{Args: []string{"npm", "run", "lint"}, Dir: npmProj}, StatusError, []check{hasReason("missing script")}},
		{"npm script tool not installed", Spec{Args: []string{"npm", "run", "jest"}, Dir: npmProj, Parser: ParserJest, Kind: KindTest}, StatusError, []check{hasReason("missing tool")}},
		{"python module missing", Spec{Args: []string{py, "-m", "vouch_no_such_module"}, Dir: pyProj, Parser: ParserPytest, Kind: KindTest}, StatusError, []check{hasReason("missing tool: No module named vouch_no_such_module")}},
		{"missing dir", Spec{Args: []string{"true"}, Dir: filepath.Join(goPass, "nope")}, StatusError, []check{hasReason("cannot start")}},
		{"crash by signal", Spec{Args: []string{"sh", "-c", "echo going; kill -SEGV $$"}}, StatusError, []check{hasReason("SIGSEGV")}},
		{"crash under shell", Spec{Command: "sh -c 'kill -ABRT $$'; exit $?"}, StatusError, []check{hasReason("SIGABRT")}},
		{"failing run parser found nothing", Spec{Command: "echo something went wrong; exit 1"}, StatusError, []check{hasReason("recognised no diagnostic")}},
		// "npm test" that runs "tsc --noEmit && node --test": the type
		// check failed first, its errors are the failure (blind set AK)
		{"chained type check failed", Spec{Command: "echo \"src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.\"; exit 2", Parser: ParserNodeTest, Kind: KindTest}, StatusFail, []check{
			func(t *testing.T, r Result) {
				if len(r.Diagnostics) != 1 || r.Diagnostics[0].File != "src/a.ts" || r.Diagnostics[0].Line != 3 {
					t.Errorf("diagnostics = %+v, want the tsc error at src/a.ts:3", r.Diagnostics)
				}
			}}},
		{"test gate exit 0 without a test run", Spec{Command: "echo fine", Parser: ParserGoTest, Kind: KindTest}, StatusError, []check{hasReason("no test run")}},
		{"exit 0 but failures printed", Spec{Command: "echo '1 failed, 2 passed in 0.1s'", Parser: ParserPytest, Kind: KindTest}, StatusFail, []check{tests(2, 1, false)}},
		{"build gate exit 0", Spec{Command: "echo built", Parser: ParserGo, Kind: KindBuild}, StatusPass, nil},
		{"non-utf8 output", Spec{Command: `printf 'x.go:1:2: bad \377\376 byte\n'; exit 1`, Parser: ParserGeneric}, StatusFail, []check{
			func(t *testing.T, r Result) {
				if !utf8.ValidString(r.OutputTail) || !strings.Contains(r.OutputTail, "\uFFFD") {
					t.Errorf("OutputTail %q: want valid UTF-8 with replacement characters", r.OutputTail)
				}
				if len(r.Diagnostics) != 1 || !utf8.ValidString(r.Diagnostics[0].Message) {
					t.Errorf("diagnostics %+v", r.Diagnostics)
				}
			}}},
		{"go test passes", Spec{Args: []string{"go", "test", "-json", "./..."}, Command: "go test ./...", Dir: goPass, Parser: ParserGoTestJSON, Kind: KindTest}, StatusPass, []check{tests(1, 0, false)}},
		{"go test fails", Spec{Args: []string{"go", "test", "-json", "./..."}, Dir: goFail, Parser: ParserGoTestJSON, Kind: KindTest}, StatusFail, []check{
			tests(1, 1, false), hasDiag("calc/add_test.go", 7, "Add(1, 2) = -1, want 3"),
			func(t *testing.T, r Result) {
				if strings.Contains(r.OutputTail, `"Action"`) || !strings.Contains(r.OutputTail, "--- FAIL: TestAdd") {
					t.Errorf("OutputTail should be go test's text, not JSON events:\n%s", r.OutputTail)
				}
				if r.ExitCode != 1 {
					t.Errorf("ExitCode = %d", r.ExitCode)
				}
			}}},
		{"go test no test files", Spec{Args: []string{"go", "test", "-json", "./..."}, Dir: goNoTests, Parser: ParserGoTestJSON, Kind: KindTest}, StatusPass, []check{tests(0, 0, true), hasReason("no tests found")}},
		{"go build fails", Spec{Args: []string{"go", "build", "./..."}, Dir: goBroken, Parser: ParserGo, Kind: KindBuild}, StatusFail, []check{hasDiag("a/a.go", 3, "undefined: undefinedThing")}},
		{"go vet passes", Spec{Args: []string{"go", "vet", "./..."}, Dir: goPass, Parser: ParserGo, Kind: KindLint}, StatusPass, nil},
		{"node --test via npm fails", Spec{Args: []string{"npm", "test"}, Dir: npmProj, Parser: ParserNodeTest, Kind: KindTest}, StatusFail, []check{
			tests(1, 1, false), hasDiag("test/math.test.js", 4, "Expected values to be strictly equal")}},
		{"pytest fails", Spec{Args: []string{py, "-m", "pytest", "-p", "no:cacheprovider"}, Dir: pyProj, Parser: ParserPytest, Kind: KindTest}, StatusFail, []check{
			tests(1, 1, false), hasDiag("tests/test_calc.py", 6, "assert 1 == 2")}},
		{"gofmt -l lists a file", Spec{Command: "gofmt -l .", Dir: goUnformatted, Parser: ParserGofmt, Kind: KindLint}, StatusFail, []check{hasDiag("a/a.go", 0, "not formatted")}},
		{"gofmt -l lists nothing", Spec{Command: "gofmt -l .", Dir: goPass, Parser: ParserGofmt, Kind: KindLint}, StatusPass, nil},
		{"compileall fails, no bytecode in the tree", Spec{Args: []string{"python3", "-m", "compileall", "pkg"}, Dir: pyCompile, Parser: ParserPython, Kind: KindBuild}, StatusFail, []check{
			hasDiag("pkg/bad.py", 1, "SyntaxError"),
			func(t *testing.T, r Result) {
				if _, err := os.Stat(filepath.Join(pyCompile, "pkg", "__pycache__")); err == nil {
					t.Errorf("compileall wrote pkg/__pycache__ into the workspace")
				}
			}}},
		{"pytest no tests", Spec{Args: []string{py, "-m", "pytest", "-p", "no:cacheprovider"}, Dir: pyEmpty, Parser: ParserPytest, Kind: KindTest}, StatusPass, []check{tests(0, 0, true)}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if tc.spec.Name == "" {
				tc.spec.Name = tc.name
			}
			r := Run(context.Background(), []Spec{tc.spec}, &RunOptions{Timeout: 2 * time.Minute})[0]
			if r.Status != tc.status {
				t.Errorf("Status = %s (%s), want %s\noutput:\n%s", r.Status, r.Reason, tc.status, r.OutputTail)
			}
			if r.Name != tc.spec.Name {
				t.Errorf("Name = %q", r.Name)
			}
			for _, c := range tc.checks {
				c(t, r)
			}
		})
	}
}

// TestRunPythonBytecode: a Python gate's bytecode (pytest's own modules,
// the test modules it rewrites) goes to vouch's cache directory and stays
// there for the next run, never into the workspace, even when the user's
// environment says not to write bytecode at all.
func TestRunPythonBytecode(t *testing.T) {
	py := pytestPython(t)
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("PYTHONDONTWRITEBYTECODE", "1")
	ws := t.TempDir()
	writeFiles(t, ws, map[string]string{
		"calc.py":            "def add(a, b):\n    return a + b\n",
		"tests/test_calc.py": "from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n",
		"pytest.ini":         "[pytest]\npythonpath = .\n",
	})
	spec := Spec{Name: "pytest", Args: []string{py, "-m", "pytest", "-p", "no:cacheprovider"}, Dir: ws, Parser: ParserPytest, Kind: KindTest}
	for run := 1; run <= 2; run++ {
		r := Run(context.Background(), []Spec{spec}, &RunOptions{Timeout: 2 * time.Minute})[0]
		if r.Status != StatusPass || r.Tests == nil || r.Tests.Passed != 1 {
			t.Fatalf("run %d: %s (%s) tests %+v\n%s", run, r.Status, r.Reason, r.Tests, r.OutputTail)
		}
	}
	filepath.WalkDir(ws, func(p string, d os.DirEntry, err error) error {
		if err == nil && (d.Name() == "__pycache__" || strings.HasSuffix(p, ".pyc")) {
			t.Errorf("bytecode in the workspace: %s", p)
		}
		return nil
	})
	var kept []string
	filepath.WalkDir(filepath.Join(cache, "vouch", "pycache"), func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".pyc") {
			kept = append(kept, filepath.Base(p))
		}
		return nil
	})
	want := []string{"calc.", "test_calc.", "python.", "pytest"} // the module under test, the rewritten test, pytest's own
	for _, w := range want {
		if !slices.ContainsFunc(kept, func(f string) bool { return strings.Contains(f, w) }) {
			t.Errorf("no %s*.pyc kept in the cache (%d files)", w, len(kept))
		}
	}
}

// TestRunKillsProcessGroup: a gate that times out, or whose context is
// cancelled, dies with everything it started, even a child that ignores
// SIGTERM.
func TestRunKillsProcessGroup(t *testing.T) {
	cases := []struct {
		name    string
		script  string
		timeout time.Duration
		cancel  time.Duration
		reason  string
	}{
		{"timeout", "sleep 300 & echo $! > PIDFILE; sleep 300", 300 * time.Millisecond, 0, "timed out"},
		{"timeout, TERM ignored", "trap '' TERM; (trap '' TERM; sleep 300) & echo $! > PIDFILE; while :; do sleep 1; done", 300 * time.Millisecond, 0, "timed out"},
		{"cancel", "sleep 300 & echo $! > PIDFILE; sleep 300", time.Minute, 300 * time.Millisecond, "cancelled"},
		{"leader exits, child left behind", "sleep 300 & echo $! > PIDFILE; exit 0", time.Minute, 0, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			pidfile := filepath.Join(t.TempDir(), "pid")
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancel > 0 {
				time.AfterFunc(tc.cancel, cancel)
			}
			start := time.Now()
			r := Run(ctx, []Spec{{Name: "sleepy", Command: strings.ReplaceAll(tc.script, "PIDFILE", pidfile), Timeout: tc.timeout}},
				&RunOptions{KillGrace: 300 * time.Millisecond})[0]
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("Run took %s", d)
			}
			if tc.reason != "" && (r.Status != StatusError || !strings.Contains(r.Reason, tc.reason)) {
				t.Errorf("Status %s, Reason %q; want error %q", r.Status, r.Reason, tc.reason)
			}
			if r.Duration <= 0 {
				t.Errorf("Duration = %s", r.Duration)
			}
			pid := readPid(t, pidfile)
			deadline := time.Now().Add(3 * time.Second)
			for alive(pid) && time.Now().Before(deadline) {
				time.Sleep(20 * time.Millisecond)
			}
			if alive(pid) {
				_ = exec.Command("kill", "-9", strconv.Itoa(pid)).Run()
				t.Errorf("child %d survived the gate", pid)
			}
		})
	}
}

// TestRunHugeOutput: 100 MB of output is kept as head and tail, in bounded
// memory, and the middle is counted.
func TestRunHugeOutput(t *testing.T) {
	const size = 100 << 20
	var peak atomic.Uint64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapAlloc > peak.Load() {
				peak.Store(ms.HeapAlloc)
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	script := `echo FIRSTLINE; yes "$(printf '%0999d' 0)" | head -c ` + strconv.Itoa(size) + `; echo; echo LASTLINE`
	r := Run(context.Background(), []Spec{{Name: "huge", Command: script, Parser: ParserGeneric}}, nil)[0]
	close(stop)
	wg.Wait()
	if r.Status != StatusPass {
		t.Fatalf("Status %s: %s", r.Status, r.Reason)
	}
	if r.OutputBytes < size {
		t.Errorf("OutputBytes = %d, want > %d", r.OutputBytes, size)
	}
	if len(r.OutputTail) > DefaultHeadBytes+DefaultTailBytes+200 {
		t.Errorf("kept %d bytes", len(r.OutputTail))
	}
	if !strings.HasPrefix(r.OutputTail, "FIRSTLINE\n") || !strings.HasSuffix(r.OutputTail, "LASTLINE\n") || !strings.Contains(r.OutputTail, "bytes of output omitted") {
		t.Errorf("head/tail/marker missing: %q ... %q", r.OutputTail[:40], r.OutputTail[len(r.OutputTail)-40:])
	}
	if grew := int64(peak.Load()) - int64(before.HeapAlloc); grew > 32<<20 {
		t.Errorf("heap grew by %d MB while reading 100 MB of output", grew>>20)
	}
}

func TestHeadTail(t *testing.T) {
	for _, tc := range []struct {
		writes     []string
		head, tail int
		want       string
	}{
		{[]string{"abc"}, 4, 4, "abc"},
		{[]string{"abcdefgh"}, 4, 4, "abcdefgh"},
		{[]string{"abcdefghij"}, 4, 4, "abcd\n[… vouch: 2 bytes of output omitted …]\nghij"},
		{[]string{"ab", "cd", "ef", "gh", "ij", "kl"}, 2, 3, "ab\n[… vouch: 7 bytes of output omitted …]\njkl"},
		{[]string{"a", "bcdefghijklmnop", "q"}, 1, 2, "a\n[… vouch: 14 bytes of output omitted …]\npq"},
	} {
		h := headTail{headMax: tc.head, tailMax: tc.tail}
		for _, w := range tc.writes {
			h.Write([]byte(w))
		}
		if got := h.String(); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.writes, got, tc.want)
		}
	}
}

func TestRunWhenAndOrder(t *testing.T) {
	dir := t.TempDir()
	specs := []Spec{
		{Name: "go-only", Command: "echo ran", Dir: dir, When: []string{"**/*.go"}},
		{Name: "always", Command: "echo ran", Dir: dir},
		{Name: "docs", Command: "echo ran", Dir: dir, When: []string{"docs/**"}},
	}
	var seen atomic.Int32
	rs := Run(context.Background(), specs, &RunOptions{Touched: []string{filepath.Join(dir, "pkg/a.go"), "README.md"}, OnResult: func(Result) { seen.Add(1) }})
	want := []Status{StatusPass, StatusPass, StatusSkipped}
	for i, r := range rs {
		if r.Name != specs[i].Name || r.Status != want[i] {
			t.Errorf("%d: %s %s (%s), want %s %s", i, r.Name, r.Status, r.Reason, specs[i].Name, want[i])
		}
	}
	if seen.Load() != 3 {
		t.Errorf("OnResult called %d times", seen.Load())
	}
	// nil Touched: everything runs
	for _, r := range Run(context.Background(), specs, nil) {
		if r.Status != StatusPass {
			t.Errorf("%s: %s", r.Name, r.Status)
		}
	}
	// a cancelled context runs nothing and says so
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, r := range Run(ctx, specs, nil) {
		if r.Status != StatusError || !strings.Contains(r.Reason, "canceled") {
			t.Errorf("%s after cancel: %s %q", r.Name, r.Status, r.Reason)
		}
	}
}

func TestMatchGlob(t *testing.T) {
	for _, tc := range []struct {
		pat, name string
		want      bool
	}{
		{"**/*.go", "a/b/c.go", true},
		{"**/*.go", "c.go", true},
		{"*.go", "a/b/c.go", true},
		{"*.go", "a/b/c.ts", false},
		{"src/**", "src/a/b.ts", true},
		{"src/**", "lib/a.ts", false},
		{"src/*.ts", "src/a/b.ts", false},
		{"src/**/test_*.py", "src/x/y/test_a.py", true},
		{"./docs/*.md", "docs/a.md", true},
	} {
		if got := MatchGlob(tc.pat, tc.name); got != tc.want {
			t.Errorf("MatchGlob(%q, %q) = %v, want %v", tc.pat, tc.name, got, tc.want)
		}
	}
}

func TestRunParallel(t *testing.T) {
	specs := make([]Spec, 4)
	for i := range specs {
		specs[i] = Spec{Name: "s" + strconv.Itoa(i), Command: "sleep 0.5"}
	}
	start := time.Now()
	rs := Run(context.Background(), specs, &RunOptions{Concurrency: 4})
	if d := time.Since(start); d > 1800*time.Millisecond {
		t.Errorf("4 half-second gates with concurrency 4 took %s", d)
	}
	for _, r := range rs {
		if r.Status != StatusPass {
			t.Errorf("%s: %s %s", r.Name, r.Status, r.Reason)
		}
	}
	start = time.Now()
	Run(context.Background(), specs[:2], &RunOptions{Concurrency: 1})
	if d := time.Since(start); d < time.Second {
		t.Errorf("concurrency 1 ran 2 half-second gates in %s", d)
	}
}
