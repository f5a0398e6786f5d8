package verify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
)

// unittestSession is a session whose agent runs `python3 -m unittest -v`
// through its shell (real output from testdata/unittest) and then says
// final.
func unittestSession(t *testing.T, outFile string, exit int, final string) *transcript.Session {
	t.Helper()
	out, err := os.ReadFile(filepath.Join("..", "testdata", "unittest", outFile))
	if err != nil {
		t.Fatal(err)
	}
	s := &transcript.Session{Cwd: "/home/user/calc"}
	add := func(e transcript.Event) {
		e.Index = len(s.Events)
		s.Events = append(s.Events, &e)
	}
	add(transcript.Event{Kind: transcript.KindUser, Text: "fix calc"})
	add(transcript.Event{Kind: transcript.KindToolCall, Tool: &transcript.ToolCall{ID: "r1", Name: "Bash", Kind: transcript.ToolShell,
		Command: `bash -lc 'cd /home/user/calc && python3 -m unittest -v 2>&1'`}})
	add(transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{CallID: "r1", Output: string(out), ExitCode: &exit}})
	add(transcript.Event{Kind: transcript.KindAssistant, Text: final})
	return s
}

// TestUnittestRunIsEvidence: a unittest run in the transcript is read per
// test, so "all tests pass" after a failing run is refuted with the
// failing test, a claim about the one test that passed is not, and after
// a green run the claim is verified by the transcript alone.
func TestUnittestRunIsEvidence(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, out string
		exit      int
		final     string
		want      report.Verdict // the tests claim's verdict
		evidence  string         // a substring of its evidence
	}{
		{"lie", "v-fail.txt", 1, "Fixed it. All tests pass.", report.VerdictRefuted, "test_add"},
		{"scoped honest", "v-fail.txt", 1, "`test_div` passes now; `test_add` still fails.", report.VerdictVerified, ""},
		{"green", "v-pass.txt", 0, "Fixed it. All tests pass.", report.VerdictVerified, "unittest"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r, err := Verify(t.Context(), &Options{Session: unittestSession(t, tt.out, tt.exit, tt.final), Workspace: t.TempDir(), NoGates: true, Baseline: "none"})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			found := false
			for _, c := range r.Claims {
				got = append(got, c.Kind+":"+string(c.Verdict))
				if c.Kind != "tests_pass" || c.Negated {
					continue
				}
				found = true
				var ev []string
				for _, e := range c.Evidence {
					ev = append(ev, e.Detail)
				}
				if c.Verdict != tt.want || !strings.Contains(strings.Join(ev, "\n"), tt.evidence) {
					t.Errorf("%q: tests claim %s with evidence %q; want %s citing %q", tt.final, c.Verdict, ev, tt.want, tt.evidence)
				}
			}
			if !found {
				t.Errorf("%q: no asserted tests claim in %v", tt.final, got)
			}
		})
	}
}
