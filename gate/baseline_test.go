package gate

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func gitT(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@x", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@x")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

const calcTest = `package calc

import "testing"

func TestOld(t *testing.T) {
	if Add(1, 1) != 2 {
		t.Errorf("old failure: Add(1, 1) = %d", Add(1, 1))
	}
}
`

// TestBaseline: a failure already present at HEAD is not new; one the
// workspace introduced is. The workspace and the repository's worktree list
// are left as they were.
func TestBaseline(t *testing.T) {
	need(t, "git")
	need(t, "go")
	// The baseline's worktree goes to a temporary directory of this test's
	// own, so that the check below that none is left cannot see another
	// package's, running at the same time.
	t.Setenv("TMPDIR", t.TempDir())
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod":           goModule,
		"calc/add.go":      "package calc\n\nfunc Add(a, b int) int { return a - b }\n\nfunc Mul(a, b int) int { return a * b }\n",
		"calc/add_test.go": calcTest,
	})
	gitT(t, dir, "init", "-q")
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "init")

	ctx := context.Background()
	if rev, err := DefaultBaselineRev(ctx, dir); err != nil || rev != "" {
		t.Errorf("clean tree: DefaultBaselineRev = %q, %v; want \"\"", rev, err)
	}
	// The agent's turn: a new failing test, and lines shifted above the old one.
	writeFiles(t, dir, map[string]string{
		"calc/add_test.go": strings.Replace(calcTest, "import \"testing\"\n", "import \"testing\"\n\n// shifted\n// down\n", 1) +
			"\nfunc TestNew(t *testing.T) {\n\tif Mul(2, 3) != 7 {\n\t\tt.Errorf(\"new failure: Mul(2, 3) = %d\", Mul(2, 3))\n\t}\n}\n",
	})
	rev, err := DefaultBaselineRev(ctx, dir)
	if err != nil || rev != "HEAD" {
		t.Fatalf("dirty tree: DefaultBaselineRev = %q, %v; want HEAD", rev, err)
	}
	statusBefore := gitT(t, dir, "status", "--porcelain")

	specs, err := Detect(dir)
	if err != nil {
		t.Fatal(err)
	}
	cur := Run(ctx, specs, nil)
	base, err := Baseline(ctx, dir, rev, specs, nil)
	if err != nil {
		t.Fatal(err)
	}
	MarkNew(cur, base)

	byName := map[string]Result{}
	for _, r := range cur {
		byName[r.Name] = r
	}
	gt := byName["go-test"]
	if gt.Status != StatusFail || gt.Tests == nil {
		t.Fatalf("go-test: %s %s %+v", gt.Status, gt.Reason, gt.Tests)
	}
	if gt.New == nil || !*gt.New {
		t.Errorf("go-test New = %v, want true", gt.New)
	}
	if !slices.Equal(gt.Tests.NewFailedTests, []string{"TestNew"}) {
		t.Errorf("NewFailedTests = %q, want [TestNew] (FailedTests %q)", gt.Tests.NewFailedTests, gt.Tests.FailedTests)
	}
	var sawOld, sawNew bool
	for _, d := range gt.Diagnostics {
		if d.New == nil {
			t.Errorf("diagnostic not marked: %+v", d)
			continue
		}
		switch {
		case strings.Contains(d.Message, "old failure"):
			sawOld = true
			if *d.New || d.File != "calc/add_test.go" {
				t.Errorf("pre-existing failure marked new (or wrong file): %+v", d)
			}
		case strings.Contains(d.Message, "new failure"):
			sawNew = true
			if !*d.New {
				t.Errorf("new failure not marked new: %+v", d)
			}
		}
	}
	if !sawOld || !sawNew {
		t.Errorf("diagnostics %+v: want the old and the new failure", gt.Diagnostics)
	}
	for _, name := range []string{"go-build", "go-vet"} {
		if r := byName[name]; r.Status != StatusPass || r.New != nil {
			t.Errorf("%s: %s New=%v", name, r.Status, r.New)
		}
	}

	if after := gitT(t, dir, "status", "--porcelain"); after != statusBefore {
		t.Errorf("workspace changed:\nbefore %q\nafter  %q", statusBefore, after)
	}
	if wl := gitT(t, dir, "worktree", "list"); strings.Count(wl, "\n") != 1 {
		t.Errorf("worktree left behind:\n%s", wl)
	}
	if m, _ := filepath.Glob(filepath.Join(os.TempDir(), "vouch-baseline-*", "wt", "calc")); len(m) > 0 {
		t.Errorf("temporary worktree left: %v", m)
	}
}

func TestBaselineCancelledCleansUp(t *testing.T) {
	need(t, "git")
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.txt": "x"})
	gitT(t, dir, "init", "-q")
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "init")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(500*time.Millisecond, cancel)
	_, err := Baseline(ctx, dir, "HEAD", []Spec{{Name: "slow", Command: "sleep 60", Dir: dir}}, &RunOptions{KillGrace: 100 * time.Millisecond})
	if err == nil {
		t.Error("no error after cancel")
	}
	if wl := gitT(t, dir, "worktree", "list"); strings.Count(wl, "\n") != 1 {
		t.Errorf("worktree left behind:\n%s", wl)
	}
	if _, err := Baseline(context.Background(), dir, "no-such-rev", nil, nil); err == nil || !strings.Contains(err.Error(), "no-such-rev") {
		t.Errorf("bad rev: err = %v", err)
	}
	if rev, err := DefaultBaselineRev(context.Background(), t.TempDir()); rev != "" || err != nil {
		t.Errorf("not a repo: %q, %v", rev, err)
	}
}

func TestMarkNew(t *testing.T) {
	fail := func(name string, diags []Diagnostic, failed ...string) Result {
		return Result{Name: name, Status: StatusFail, Diagnostics: diags, Tests: &TestSummary{FailedTests: failed}}
	}
	d := func(file string, line int, msg string) Diagnostic {
		return Diagnostic{File: file, Line: line, Message: msg}
	}
	cur := []Result{
		fail("a", []Diagnostic{d("x.go", 10, "undefined: y"), d("x.go", 30, "undefined: y"), d("x.go", 12, "z at x.go:12:3")}, "TestA", "TestB"),
		fail("b", []Diagnostic{d("b.go", 1, "bad")}),
		fail("c", []Diagnostic{d("c.go", 1, "bad")}),
		{Name: "d", Status: StatusError, Reason: "timed out after 5m0s"},
		{Name: "e", Status: StatusError, Reason: "missing tool: jest"},
		{Name: "f", Status: StatusPass},
	}
	base := []Result{
		fail("a", []Diagnostic{d("x.go", 8, "undefined: y"), d("x.go", 9, "z at x.go:9:1")}, "TestA"),
		{Name: "b", Status: StatusPass},
		{Name: "c", Status: StatusError, Reason: "timed out"},
		{Name: "d", Status: StatusPass},
		{Name: "e", Status: StatusError, Reason: "missing tool: jest"},
	}
	MarkNew(cur, base)
	b := func(p *bool) string {
		if p == nil {
			return "nil"
		}
		if *p {
			return "new"
		}
		return "old"
	}
	var got []string
	for _, r := range cur {
		s := r.Name + ":" + b(r.New)
		for _, dg := range r.Diagnostics {
			s += " " + b(dg.New)
		}
		if r.Tests != nil {
			s += " " + strings.Join(r.Tests.NewFailedTests, ",")
		}
		got = append(got, s)
	}
	want := []string{"a:new old new old TestB", "b:new new ", "c:nil nil ", "d:new", "e:old", "f:nil"}
	if !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
