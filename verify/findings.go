package verify

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"time"

	"github.com/vouchdev/vouch/report"
)

// findings looks for what is wrong beyond single claims: writes to
// protected paths, test tampering, stale evidence and filtered runs.
func (v *verifier) findings() {
	ev := v.ev
	// Protected paths written in the turn.
	if v.o.Protected != nil {
		seen := map[string]bool{}
		for _, e := range ev.TurnEdits() {
			if !e.Done {
				continue // refused, failed, or not yet recorded
			}
			if rule, ok := v.o.Protected(e.Path); ok && !seen[e.Path] {
				seen[e.Path] = true
				how := "edited"
				if e.Shell {
					how = "written by a shell command (" + oneLine(e.Event.Tool.Command, 80) + ")"
				}
				v.r.Findings = append(v.r.Findings, report.Finding{Kind: report.FindingProtectedFile, File: e.Path, Blocking: true,
					Message: fmt.Sprintf("%s is protected (%s) but was %s at %s", e.Path, rule, how, eventRef(e.Event))})
			}
		}
	}
	v.tamperFindings()
	// Stale evidence: the last passing test run came before source edits.
	if r := ev.LastRun(CatTest); r != nil {
		if ok, known := r.Passed(); known && ok {
			if after := ev.EditsAfter(r.Call.Index); len(after) > 0 {
				v.r.Findings = append(v.r.Findings, report.Finding{Kind: report.FindingStaleEvidence, File: after[0].Path,
					Message: fmt.Sprintf("the last passing test run (`%s`, %s) came before %d later edit(s), first %s at %s: that run says nothing about the final code",
						oneLine(r.Call.Tool.Command, 60), r.Ref(), len(after), after[0].Path, eventRef(after[0].Event))})
			}
		}
		if r.Cmd.Filter != "" && r.InTurn {
			v.r.Findings = append(v.r.Findings, report.Finding{Kind: report.FindingFilteredRun,
				Message: fmt.Sprintf("the last test run (`%s`, %s) ran only part of the suite (%s)", oneLine(r.Call.Tool.Command, 80), r.Ref(), r.Cmd.Filter)})
		}
		if r.Cmd.Piped && r.Exit != nil && *r.Exit == 0 && !r.Outcome.Recognized {
			v.r.Findings = append(v.r.Findings, report.Finding{Kind: "masked-exit",
				Message: fmt.Sprintf("the last test run (`%s`, %s) was piped into another command, so its exit code 0 may be the pipe's, not the tests'", oneLine(r.Call.Tool.Command, 80), r.Ref())})
		}
	}
}

// tamperFindings diffs every test file the turn changed (by the transcript's
// edits, or against the git baseline) and reports weakened tests.
func (v *verifier) tamperFindings() {
	files := map[string][]*Edit{}
	for _, e := range v.ev.TurnEdits() {
		if IsTestFile(e.Path) {
			files[e.Path] = append(files[e.Path], e)
		}
	}
	if v.baseline != "" {
		for _, p := range gitChanged(v.ws, v.baseline) {
			if IsTestFile(p) {
				if _, ok := files[p]; !ok {
					files[p] = nil
				}
			}
		}
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		var msgs []string
		before, haveBefore := v.beforeContent(p)
		after, err := os.ReadFile(v.wsPath(p))
		deleted := os.IsNotExist(err)
		switch {
		case haveBefore && (err == nil || deleted):
			msgs = Tampering(p, before, string(after), deleted)
		default:
			// No whole-file before: judge each edit's hunk.
			for _, e := range files[p] {
				msgs = append(msgs, Tampering(p, e.Before, e.After, e.Op == "delete")...)
			}
		}
		for _, m := range msgs {
			f := report.Finding{Kind: report.FindingTestTampering, File: p, Blocking: true, Message: p + ": " + m}
			v.tampered = append(v.tampered, f)
			v.r.Findings = append(v.r.Findings, f)
		}
	}
}

// beforeContent is a test file's content before the turn: from the git
// baseline, else the agent's own first full read of it.
func (v *verifier) beforeContent(p string) (string, bool) {
	if v.baseline != "" {
		if b, ok := gitShow(v.ws, v.baseline, p); ok {
			return b, true
		}
		if gitTracked(v.ws, v.baseline) {
			return "", true // new file since the baseline
		}
	}
	if s, ok := v.ev.Reads[p]; ok {
		return stripLineNumbers(s), true
	}
	return "", false
}

// stripLineNumbers undoes Claude Code's Read format ("  12\tcode") so the
// text compares with the file.
func stripLineNumbers(s string) string {
	lines := strings.Split(s, "\n")
	numbered := 0
	for _, l := range lines {
		if i := strings.IndexByte(l, '\t'); i > 0 && strings.TrimSpace(l[:i]) != "" && isDigits(strings.TrimSpace(l[:i])) {
			numbered++
		}
	}
	if numbered < len(lines)/2 {
		return s
	}
	for i, l := range lines {
		if j := strings.IndexByte(l, '\t'); j > 0 && isDigits(strings.TrimSpace(l[:j])) {
			lines[i] = l[j+1:]
		}
	}
	return strings.Join(lines, "\n")
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// git helpers: small, read-only, bounded.

func git(dir string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
	out, err := cmd.Output()
	return string(out), err
}

func isGitRepo(ctx context.Context, dir string) bool {
	out, err := git(dir, "rev-parse", "--is-inside-work-tree")
	return err == nil && strings.TrimSpace(out) == "true"
}

// gitShow returns path's content at rev (path relative to the repo's
// working directory dir).
func gitShow(dir, rev, path string) (string, bool) {
	out, err := git(dir, "show", rev+":./"+path)
	if err != nil {
		return "", false
	}
	return out, true
}

// gitTracked reports whether rev resolves (so a missing path means new).
func gitTracked(dir, rev string) bool {
	_, err := git(dir, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
	return err == nil
}

// gitChanged lists paths changed since rev, tracked or untracked, relative
// to dir.
func gitChanged(dir, rev string) []string {
	var out []string
	if s, err := git(dir, "diff", "--name-only", "--relative", rev); err == nil {
		out = append(out, strings.Fields(s)...)
	}
	if s, err := git(dir, "ls-files", "--others", "--exclude-standard"); err == nil {
		out = append(out, strings.Fields(s)...)
	}
	return out
}
