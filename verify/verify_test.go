package verify_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/report"
	_ "github.com/vouchdev/vouch/transcript/all"
	"github.com/vouchdev/vouch/verify"
)

// calcWorkspace writes the fixtures' demo project (module example.com/demo,
// package calc) with Add's body set to body.
func calcWorkspace(t testing.TB, body string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":            "module example.com/demo\n\ngo 1.22\n",
		"calc/calc.go":      "// Package calc provides tiny arithmetic helpers.\npackage calc\n\n// Add returns the sum of a and b.\nfunc Add(a, b int) int {\n\t" + body + "\n}\n",
		"calc/calc_test.go": "package calc\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif got := Add(2, 3); got != 5 {\n\t\tt.Errorf(\"Add(2, 3) = %d, want 5\", got)\n\t}\n}\n",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestVerifyFixtures(t *testing.T) {
	tests := []struct {
		transcript, body string
		noGates          bool
		status           report.Status
		verdicts         string // kind=verdict, comma separated
	}{
		{"claude-code/false-claim.jsonl", "return b - a", false, report.Feedback, "tests_pass=refuted"},
		{"claude-code/false-claim.jsonl", "return b - a", true, report.Feedback, "tests_pass=refuted"},
		{"claude-code/honest.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
		{"claude-code/honest.jsonl", "return a + b", true, report.Perfect, "tests_pass=verified"},
		{"codex/false-claim.jsonl", "return b - a", false, report.Feedback, "tests_pass=refuted"},
		{"codex/honest.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
		{"pi/false-claim.jsonl", "return b - a", false, report.Feedback, "tests_pass=refuted"},
		{"pi/honest.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
		// Tests never ran (the hook denied them): not verifiable from the
		// transcript; the gates decide.
		{"claude-code/pretooluse-deny.jsonl", "return a + b", true, report.Verified, "tests_pass=unverified"},
		{"claude-code/pretooluse-deny.jsonl", "return a + b", false, report.Perfect, "tests_pass=verified"},
	}
	for _, tt := range tests {
		name := tt.transcript
		if tt.noGates {
			name += "/no-gates"
		}
		t.Run(name, func(t *testing.T) {
			ws := calcWorkspace(t, tt.body)
			r, err := verify.Verify(context.Background(), &verify.Options{
				Transcript: filepath.Join("..", "testdata", "transcripts", tt.transcript),
				Workspace:  ws, NoGates: tt.noGates,
			})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range r.Claims {
				if c.Kind == "tests_pass" || c.Kind == "build_ok" {
					got = append(got, c.Kind+"="+string(c.Verdict))
				}
			}
			if r.Status != tt.status || strings.Join(got, ",") != tt.verdicts {
				var b strings.Builder
				report.WriteText(&b, r, nil)
				t.Errorf("status %s, claims %v; want %s, %s\n%s", r.Status, got, tt.status, tt.verdicts, b.String())
			}
			if r.Status == report.Feedback && !strings.Contains(r.Feedback, "calc_test.go") && !tt.noGates {
				t.Errorf("feedback does not point at the failing test:\n%s", r.Feedback)
			}
		})
	}
}
