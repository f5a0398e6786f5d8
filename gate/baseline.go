package gate

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// ErrNotGitRepo: Baseline or DefaultBaselineRev was given a directory outside
// any git work tree.
var ErrNotGitRepo = errors.New("not inside a git work tree")

// DefaultBaselineRev returns the revision to compare a workspace with: "HEAD"
// when dir is in a git work tree with uncommitted changes (untracked files
// included), "" when there is nothing to compare with (a clean tree, or no
// git repository at all).
func DefaultBaselineRev(ctx context.Context, dir string) (string, error) {
	out, err := git(ctx, dir, "status", "--porcelain", "--untracked-files=normal")
	if err != nil {
		if errors.Is(err, ErrNotGitRepo) {
			return "", nil
		}
		return "", err
	}
	if len(bytes.TrimSpace(out)) == 0 {
		return "", nil
	}
	// A repository without commits has no HEAD to compare with.
	if _, err := git(ctx, dir, "rev-parse", "--verify", "--quiet", "HEAD^{commit}"); err != nil {
		return "", nil
	}
	return "HEAD", nil
}

// Baseline runs specs on revision rev of the git repository holding repoDir,
// to tell failures the agent introduced from those that were already there
// (seed 004: only new violations block). It checks rev out into a temporary
// detached worktree under os.TempDir, runs the specs there (each Spec.Dir
// mapped to the same place inside the worktree), and removes the worktree
// afterwards, also on error or cancellation. The user's files are never
// touched; git records the worktree in the repository's metadata only while
// it exists.
//
// Every spec given runs, whatever its When (opts.Touched is ignored): pass the
// gates worth comparing, usually the ones that failed. A project's
// node_modules, being untracked, is linked into the worktree read-only in
// spirit: a tool that writes into it would write into the user's copy.
// A spec whose Dir lies outside the repository gets a StatusError result.
func Baseline(ctx context.Context, repoDir, rev string, specs []Spec, opts *RunOptions) (results []Result, err error) {
	if rev == "" {
		return nil, fmt.Errorf("gate: baseline: no revision given")
	}
	top, err := git(ctx, repoDir, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, fmt.Errorf("gate: baseline: %w", err)
	}
	root := strings.TrimSpace(string(top))
	if _, err := git(ctx, root, "rev-parse", "--verify", "--quiet", rev+"^{commit}"); err != nil {
		return nil, fmt.Errorf("gate: baseline: revision %q not found in %s", rev, root)
	}
	tmp, err := os.MkdirTemp("", "vouch-baseline-")
	if err != nil {
		return nil, fmt.Errorf("gate: baseline: %w", err)
	}
	wt := filepath.Join(tmp, "wt")
	defer func() {
		// Clean up even when ctx is done: a stale worktree would linger in
		// the user's `git worktree list`.
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
		defer cancel()
		_, rmErr := git(cctx, root, "worktree", "remove", "--force", wt)
		_ = os.RemoveAll(tmp)
		_, _ = git(cctx, root, "worktree", "prune")
		if rmErr != nil && err == nil && results != nil {
			if _, statErr := os.Stat(wt); statErr == nil {
				err = fmt.Errorf("gate: baseline: removing worktree %s: %w", wt, rmErr)
			}
		}
	}()
	if _, err := git(ctx, root, "worktree", "add", "--detach", "--quiet", wt, rev); err != nil {
		return nil, fmt.Errorf("gate: baseline: %w", err)
	}

	realRoot, _ := filepath.EvalSymlinks(root)
	var o RunOptions
	if opts != nil {
		o = *opts
	}
	o.Touched = nil
	mapped := make([]Spec, len(specs))
	bad := make([]string, len(specs))
	for i, s := range specs {
		s.When = nil
		dir := s.Dir
		if dir == "" {
			dir = repoDir
		}
		rel, ok := relInside(dir, root, realRoot)
		if !ok {
			bad[i] = fmt.Sprintf("gate directory %s is outside the repository %s", dir, root)
		} else {
			s.Dir = filepath.Join(wt, rel)
			linkDeps(dir, s.Dir)
		}
		mapped[i] = s
	}
	results = Run(ctx, mapped, &o)
	for i := range results {
		if bad[i] != "" {
			results[i] = Result{Name: specs[i].Name, Command: specs[i].Command, Status: StatusError, ExitCode: -1, Reason: bad[i]}
		}
	}
	if err := ctx.Err(); err != nil {
		return results, fmt.Errorf("gate: baseline: %w", err)
	}
	return results, nil
}

// relInside returns dir relative to root when it lies inside it.
func relInside(dir, root, realRoot string) (string, bool) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", false
	}
	cands := []string{abs}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		cands = append(cands, r)
	}
	for _, d := range cands {
		for _, base := range []string{root, realRoot} {
			if base == "" {
				continue
			}
			rel, err := filepath.Rel(base, d)
			if err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				return rel, true
			}
		}
	}
	return "", false
}

// linkDeps links installed dependencies the worktree lacks (they are never
// committed) from the workspace.
func linkDeps(from, to string) {
	for _, name := range []string{"node_modules"} {
		src := filepath.Join(from, name)
		dst := filepath.Join(to, name)
		if fi, err := os.Stat(src); err != nil || !fi.IsDir() {
			continue
		}
		if _, err := os.Lstat(dst); err == nil {
			continue
		}
		_ = os.Symlink(src, dst)
	}
}

// git runs a short git command in dir and returns its stdout.
func git(ctx context.Context, dir string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0", "LC_ALL=C")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if strings.Contains(msg, "not a git repository") {
			return nil, fmt.Errorf("%s: %w", dir, ErrNotGitRepo)
		}
		return nil, fmt.Errorf("git %s in %s: %v: %s", strings.Join(args, " "), dir, err, msg)
	}
	return stdout.Bytes(), nil
}

var positionRE = lazyRE(`(?::\d+)+\b|\bline \d+|\(\d+,\d+\)`)

// diagKey identifies a diagnostic across runs: the file and the message with
// positions blanked, since lines shift when code is added above.
func diagKey(d Diagnostic) string {
	return d.File + "\x00" + d.Code + "\x00" + positionRE().ReplaceAllString(d.Message, ":_")
}

// MarkNew compares current results with the baseline's, pairing gates by
// name, and sets on each failing current result whether its failure is new:
//
//   - for each Diagnostic, New says whether the baseline lacks it (compared
//     by file, code and message, not line: lines shift; a message repeated
//     n times in the baseline covers n occurrences);
//   - Tests.NewFailedTests lists the failing tests that passed or did not
//     exist in the baseline;
//   - Result.New is true when any diagnostic or failing test is new, when
//     the gate passed in the baseline, or when an error differs from the
//     baseline's; false when everything was already there.
//
// A gate that passes or was skipped now, or that is missing from the
// baseline or could not run there while failing now, is left unmarked (nil):
// there is nothing to compare.
func MarkNew(current, baseline []Result) {
	base := map[string]*Result{}
	for i := range baseline {
		base[baseline[i].Name] = &baseline[i]
	}
	t, f := true, false
	for i := range current {
		c := &current[i]
		b := base[c.Name]
		if c.Status != StatusFail && c.Status != StatusError {
			continue
		}
		if b == nil {
			continue
		}
		if c.Status == StatusError {
			if b.Status == StatusError && sameReason(b.Reason, c.Reason) {
				c.New = &f
			} else {
				c.New = &t
			}
			continue
		}
		// c.Status == StatusFail
		switch b.Status {
		case StatusPass:
			for j := range c.Diagnostics {
				c.Diagnostics[j].New = &t
			}
			if c.Tests != nil {
				c.Tests.NewFailedTests = append([]string(nil), c.Tests.FailedTests...)
			}
			c.New = &t
		case StatusFail:
			counts := map[string]int{}
			for _, d := range b.Diagnostics {
				counts[diagKey(d)]++
			}
			anyNew := false
			for j := range c.Diagnostics {
				k := diagKey(c.Diagnostics[j])
				if counts[k] > 0 {
					counts[k]--
					c.Diagnostics[j].New = &f
				} else {
					c.Diagnostics[j].New = &t
					anyNew = true
				}
			}
			if c.Tests != nil {
				old := map[string]bool{}
				if b.Tests != nil {
					for _, n := range b.Tests.FailedTests {
						old[n] = true
					}
				}
				c.Tests.NewFailedTests = nil
				for _, n := range c.Tests.FailedTests {
					if !old[n] {
						c.Tests.NewFailedTests = append(c.Tests.NewFailedTests, n)
						anyNew = true
					}
				}
			}
			if anyNew {
				c.New = &t
			} else {
				c.New = &f
			}
		}
	}
}

// sameReason compares error reasons without their numbers (durations,
// exit statuses printed with them stay comparable).
func sameReason(a, b string) bool {
	strip := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return -1
			}
			return r
		}, s)
	}
	return strip(a) == strip(b)
}
