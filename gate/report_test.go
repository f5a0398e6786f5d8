package gate

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
)

// jsRunners are installed by npm into the user cache, like the agent CLIs,
// for the jest and vitest gates' tests.
var jsRunners = []agentcli.Pin{
	{Agent: "jest", Package: "jest", Version: "29.7.0", Bin: "jest", VersionOutput: "29.7.0"},
	{Agent: "vitest", Package: "vitest", Version: "3.2.7", Bin: "vitest", VersionOutput: "vitest/3.2.7"},
}

// installJSRunners installs jest and vitest once (reused across runs) and
// fails the test when npm cannot: these gates are never left untested.
func installJSRunners(t testing.TB) string {
	t.Helper()
	in, err := agentcli.Install(context.Background(), &agentcli.InstallOptions{Pins: jsRunners})
	if err != nil {
		t.Fatalf("installing jest and vitest with npm: %v", err)
	}
	return filepath.Join(in.Dir, "node_modules")
}

// jsProject writes files into a new project whose node_modules is the
// cached install.
func jsProject(t testing.TB, modules string, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, files)
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// listFiles lists dir's files below it, node_modules (the cache's) aside.
func listFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Name() == "node_modules" {
			return fs.SkipDir
		}
		rel, _ := filepath.Rel(dir, p)
		out = append(out, rel)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// npmTestSpec is the npm-test gate Detect finds in dir.
func npmTestSpec(t *testing.T, dir string) Spec {
	t.Helper()
	specs, err := Detect(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range specs {
		if s.Name == "npm-test" {
			return s
		}
	}
	t.Fatalf("no npm-test gate in %+v", specs)
	return Spec{}
}

func runSpec(s Spec) Result {
	return Run(context.Background(), []Spec{s}, nil)[0]
}

// Two files, so that neither runner's console output lists the passing
// tests of the file that passed: only the report has them.
const (
	sumTest   = "describe('sum', () => {\n  test('adds', () => { expect(1 + 1).toBe(2); });\n  test('subtracts', () => { expect(2 - 1).toBe(3); });\n});\n"
	otherTest = "test('works', () => { expect(true).toBe(true); });\n"
	esmImport = "import { describe, test, expect } from 'vitest';\n"
)

// jestVitestCases are the cases both runners' reports give for sumTest and
// otherTest, as caseLine prints them, sorted.
var jestVitestCases = []string{
	"fail|sum.test.js > sum > subtracts|subtracts|sum.test.js|3",
	"pass|other.test.js > works|works|other.test.js|0",
	"pass|sum.test.js > sum > adds|adds|sum.test.js|0",
}

// TestJestVitestReport runs real jest and vitest gates as Detect makes them:
// `npm test`, with the report's flags passed through npm, and every test's
// case from the report, and nothing written into the workspace.
func TestJestVitestReport(t *testing.T) {
	modules := installJSRunners(t)
	for _, tc := range []struct {
		name, script, prefix string
	}{
		{"jest", "jest", ""},
		{"jest-chain", "npm run unit --", ""},
		{"vitest", "vitest run", esmImport},
		{"vitest-own-reporter", "vitest run --reporter=dot", esmImport},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := jsProject(t, modules, map[string]string{
				"package.json":  `{"name":"p","version":"1.0.0","scripts":{"test":"` + tc.script + `","unit":"jest --ci"}}`,
				"sum.test.js":   tc.prefix + sumTest,
				"other.test.js": tc.prefix + otherTest,
			})
			before := listFiles(t, dir)
			spec := npmTestSpec(t, dir)
			if spec.Command != "npm test" || len(spec.ReportArgs) == 0 || spec.Parser != ParserJest {
				t.Fatalf("spec %+v, want `npm test` with report args and the jest parser", spec)
			}
			r := runSpec(spec)
			if r.Status != StatusFail || r.Tests == nil {
				t.Fatalf("status %s (%s), tests %+v, want fail\n%s", r.Status, r.Reason, r.Tests, r.OutputTail)
			}
			if r.Command != "npm test" || strings.Contains(r.Reason, "read from the output") {
				t.Errorf("command %q, reason %q", r.Command, r.Reason)
			}
			var got []string
			for _, c := range r.Tests.Cases {
				got = append(got, caseLine(c))
			}
			slices.Sort(got)
			want := slices.Clone(jestVitestCases)
			if tc.prefix != "" {
				// the import line moves the failure one line down
				want[0] = strings.Replace(want[0], "|3", "|4", 1)
			}
			if !slices.Equal(got, want) {
				t.Errorf("cases\n%s\nwant\n%s\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), r.OutputTail)
			}
			if s := r.Tests; s.Passed != 2 || s.Failed != 1 || !slices.Equal(s.FailedTests, []string{"sum › subtracts"}) {
				t.Errorf("summary %+v, want 2 passed, 1 failed (sum › subtracts)", s)
			}
			if after := listFiles(t, dir); !slices.Equal(before, after) {
				t.Errorf("the gate wrote into the workspace: %v, then %v", before, after)
			}
		})
	}
}

// vitest's report says "success": true beside an error thrown from a timer;
// the gate fails on what the output and the exit status say.
func TestVitestUnhandledErrorFails(t *testing.T) {
	modules := installJSRunners(t)
	dir := jsProject(t, modules, map[string]string{
		"package.json": `{"name":"p","version":"1.0.0","type":"module","scripts":{"test":"vitest run"}}`,
		"leak.test.js": "import { test, expect } from 'vitest';\n" +
			"test('leaks', () => { setTimeout(() => { throw new Error('boom later'); }, 1); expect(1).toBe(1); });\n" +
			"test('waits', async () => { await new Promise((r) => setTimeout(r, 50)); });\n",
	})
	r := runSpec(npmTestSpec(t, dir))
	if r.Status != StatusFail || r.Tests == nil || r.Tests.Errors == 0 || r.Tests.Passed != 2 || len(r.Tests.Cases) != 2 {
		t.Fatalf("status %s (%s), tests %+v, want fail with 2 passed and an error\n%s", r.Status, r.Reason, r.Tests, r.OutputTail)
	}
}

// Without a readable report the gate reads jest's console output and says
// so; a report that says every test passed never makes a crash, a timeout,
// a missing tool or a failing exit status pass.
func TestJestReportFallback(t *testing.T) {
	modules := installJSRunners(t)
	dir := jsProject(t, modules, map[string]string{
		"package.json": `{"name":"p","version":"1.0.0","scripts":{"test":"jest"}}`,
		"sum.test.js":  sumTest,
	})
	passing, err := filepath.Abs("testdata/reports/vitest-errors.json") // 2 passed, "success": true
	if err != nil {
		t.Fatal(err)
	}
	// sh runs the real jest, or not, then does to the report file ($1) what
	// the case says.
	sh := func(script string) Spec {
		return Spec{Name: "g", Args: []string{"/bin/sh", "-c", script, "sh"}, ReportArgs: []string{ReportPlaceholder},
			Dir: dir, Parser: ParserJest, Kind: KindTest}
	}
	const jest = "node_modules/.bin/jest; s=$?; "
	for _, tc := range []struct {
		name    string
		spec    Spec
		status  Status
		reason  string
		failing bool // the text's failing test is in the result
	}{
		{"missing", sh(jest + "exit $s"), StatusFail, "no JSON report was written: results read from the output", true},
		{"corrupt", sh(jest + `printf '{"numTotalTests": 2, "testResults": [' > "$1"; exit $s`), StatusFail, "is not a jest/vitest report: results read from the output", true},
		{"empty", sh(jest + `: > "$1"; exit $s`), StatusFail, "(0 bytes) is not a jest/vitest report", true},
		{"exit 1", sh(`cp "` + passing + `" "$1"; exit 1`), StatusFail, "although every test in the output passed", false},
		{"crash", sh(`cp "` + passing + `" "$1"; kill -SEGV $$`), StatusError, "crashed", false},
		{"missing tool", sh(`cp "` + passing + `" "$1"; echo 'sh: 1: jest: not found'; exit 127`), StatusError, "missing tool", false},
		{"timeout", func() Spec {
			s := sh(`cp "` + passing + `" "$1"; exec sleep 30`)
			s.Timeout = time.Second
			return s
		}(), StatusError, "timed out", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := runSpec(tc.spec)
			if r.Status != tc.status || !strings.Contains(r.Reason, tc.reason) {
				t.Fatalf("status %s (%s), want %s (%s)\n%s", r.Status, r.Reason, tc.status, tc.reason, r.OutputTail)
			}
			if tc.failing && (r.Tests == nil || !slices.Contains(r.Tests.FailedTests, "sum › subtracts")) {
				t.Errorf("tests %+v, want the output's failing test", r.Tests)
			}
		})
	}

	// A detected gate without jest installed: the report's flags change
	// nothing, the tool is missing.
	bare := t.TempDir()
	writeFiles(t, bare, map[string]string{"package.json": `{"name":"p","version":"1.0.0","scripts":{"test":"jest"}}`, "sum.test.js": sumTest})
	if r := runSpec(npmTestSpec(t, bare)); r.Status != StatusError || !strings.Contains(r.Reason, "missing tool") {
		t.Errorf("without jest: status %s (%s), want error (missing tool)", r.Status, r.Reason)
	}
}

// A script that is not one plain jest or vitest call keeps its gate as it
// was: npm would not hand the flags to the runner, or the runner would not
// run tests.
func TestJestReportArgsDetect(t *testing.T) {
	jest := []string{"--", "--json", "--outputFile=" + ReportPlaceholder}
	vitest := []string{"--", "--reporter=default", "--reporter=json", "--outputFile.json=" + ReportPlaceholder}
	for _, tc := range []struct {
		scripts map[string]string
		want    []string
	}{
		{map[string]string{"test": "jest"}, jest},
		{map[string]string{"test": "jest --ci --coverage"}, jest},
		{map[string]string{"test": "npx jest"}, jest},
		{map[string]string{"test": "./node_modules/.bin/jest src"}, jest},
		{map[string]string{"test": "NODE_OPTIONS=--experimental-vm-modules jest"}, jest},
		{map[string]string{"test": "cross-env NODE_ENV=test jest"}, jest},
		{map[string]string{"test": "node --experimental-vm-modules node_modules/jest/bin/jest.js"}, jest},
		{map[string]string{"test": "npm run unit --", "unit": "jest"}, jest},
		{map[string]string{"test": "npm run a --", "a": "npm run-script b --", "b": "jest"}, jest},
		{map[string]string{"test": "vitest run"}, vitest},
		{map[string]string{"test": "vitest"}, vitest},
		{map[string]string{"test": "npx vitest run src"}, vitest},
		{map[string]string{"test": "vitest run --reporter=verbose"}, []string{"--", "--reporter=json", "--outputFile.json=" + ReportPlaceholder}},
		// npm takes the flags after `npm run unit` (no `--`) as its own
		{map[string]string{"test": "npm run unit", "unit": "jest"}, nil},
		{map[string]string{"test": "jest && eslint ."}, nil},
		{map[string]string{"test": "tsc; jest"}, nil},
		{map[string]string{"test": "jest | tee log"}, nil},
		{map[string]string{"test": "jest $ARGS"}, nil},
		{map[string]string{"test": "jest --json"}, nil},
		{map[string]string{"test": "jest --outputFile=r.json"}, nil},
		{map[string]string{"test": "jest --"}, nil},
		{map[string]string{"test": "vitest bench"}, nil},
		{map[string]string{"test": "vitest watch"}, nil},
		{map[string]string{"test": "node --test"}, nil},
		{map[string]string{"test": "mocha"}, nil},
		{map[string]string{"test": "node jest.config.js"}, nil},
		{map[string]string{"test": "npm run a --", "a": "npm run test --"}, nil},
		{map[string]string{"test": "npm run missing --"}, nil},
	} {
		got := reportArgs(tc.scripts, "test")
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v: %q, want %q", tc.scripts, got, tc.want)
		}
	}

	// Detect keeps a script it cannot pass flags to as it was.
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"package.json": `{"scripts":{"test":"npm run unit","unit":"jest"}}`})
	if s := npmTestSpec(t, dir); s.ReportArgs != nil || !slices.Equal(s.Args, []string{"npm", "test"}) || s.Command != "npm test" {
		t.Errorf("spec %+v, want plain npm test", s)
	}
}
