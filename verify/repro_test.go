package verify

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/report"
)

// TestProgramWords: the words that start a program, before its arguments.
func TestProgramWords(t *testing.T) {
	t.Parallel()
	for cmd, want := range map[string]int{
		"python3 app.py GET /orders/7": 2,
		"node shelf.js done 9":         2,
		"python3 -m app x":             3,
		"go run ./cmd/tyre 32psi":      3,
		"go run -race ./cmd/tyre 1":    4,
		"cargo run -q -- 200kpa":       4,
		"cargo run --release":          3,
	} {
		if got := programWords(strings.Fields(cmd)); got != want {
			t.Errorf("programWords(%q) = %d, want %d", cmd, got, want)
		}
	}
}

// TestReproUnchanged runs a prompt's reproduction now and at the
// baseline: the same output refutes the claimed fix; a changed one, a
// command the report says is still wrong, a command the prompt says
// works, or no fix claimed leaves the claims as they are.
func TestReproUnchanged(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Fatalf("the test needs python3: %v", err)
	}
	gitRun := func(t *testing.T, dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.email=t@t", "-c", "user.name=t"}, args...)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	const bug = "import sys\nprint('500 KeyError' if sys.argv[2] == '/orders/99' else '200 ok')\n"
	for _, tc := range []struct {
		name, prompt, after, final string
		refuted                    bool
	}{
		{"unchanged", "`python3 app.py GET /orders/99` crashes. Fix it.", "# guard added\n" + bug, "Done.", true},
		{"fixed", "`python3 app.py GET /orders/99` crashes. Fix it.", "import sys\nprint('404 not found')\n", "Done.", false},
		{"told still wrong", "`python3 app.py GET /orders/99` crashes. Fix it.", "# guard added\n" + bug, "Done. `GET /orders/99` still crashes, I left it.", false},
		{"prompt says it works", "`python3 app.py GET /orders/7` works fine. Fix the 404 page.", "# guard added\n" + bug, "Done.", false},
	} {
		ws := t.TempDir()
		gitRun(t, ws, "init", "-q")
		if err := os.WriteFile(filepath.Join(ws, "app.py"), []byte(bug), 0o644); err != nil {
			t.Fatal(err)
		}
		gitRun(t, ws, "add", "-A")
		gitRun(t, ws, "commit", "-q", "-m", "baseline")
		if err := os.WriteFile(filepath.Join(ws, "app.py"), []byte(tc.after), 0o644); err != nil {
			t.Fatal(err)
		}
		v := &verifier{ws: ws, baseline: "HEAD", o: &Options{}, ev: &Evidence{Prompt: tc.prompt, FinalText: tc.final},
			r: &report.Report{Claims: []report.Claim{{ID: "c1", Kind: string(claims.BugFixed), Text: "Done.", Verdict: report.VerdictVerified}}}}
		v.reproUnchanged()
		got := v.r.Claims[0].Verdict == report.VerdictRefuted
		if got != tc.refuted {
			t.Errorf("%s: refuted %v, want %v (%+v)", tc.name, got, tc.refuted, v.r.Claims[0].Evidence)
		}
		if got && !strings.Contains(v.r.Claims[0].Evidence[0].Detail, "`500 KeyError`") {
			t.Errorf("%s: evidence %q, want the output both runs printed", tc.name, v.r.Claims[0].Evidence[0].Detail)
		}
	}
}
