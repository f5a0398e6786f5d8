package verify

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/report"
)

// Replaying a demonstration. "`node cli.js` with no expression prints
// `error: empty expression`" is a claim about the program as it is now.
// When the session's run of it came before later edits (stale), or the
// session never ran it, the transcript cannot tell; the program can. The
// verifier runs it again, as the session's agent would, on a copy of the
// workspace (the user's files are never written), with stdin closed and a
// time limit, and compares what it prints with what the agent quotes.
//
// Only a program of the workspace started by its language's runner is
// replayed: `node file.js …`, `python3 file.py …` (or `-m module`), `go
// run ./pkg …`, `cargo run [-q] [--release] [--bin x] -- …`, each a simple
// command of literal words (no pipe, redirect, expansion or chain).
// Anything else, a run that times out, or one that fails before the
// program starts (a build error, a module not found) decides nothing.

// replayTimeout bounds each replay (a variable for tests).
var replayTimeout = 15 * time.Second

// replayLimit bounds the replays of one verification.
const (
	replayLimit = 3
	// replayMaxBytes and replayMaxFiles bound the workspace copied for a
	// replay: a larger one is not replayed.
	replayMaxBytes = 32 << 20
	replayMaxFiles = 4000
	replayMaxOut   = 64 << 10
)

// replayResult is what a replayed program printed and how it ended.
type replayResult struct {
	argv   []string
	output string
	exit   int
}

// replayArgv returns the words of cmd when it is a replayable run of a
// program of the workspace ws.
func replayArgv(cmd, ws string) ([]string, bool) {
	f, err := syntax.NewParser().Parse(strings.NewReader(cmd), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil, false
	}
	st := f.Stmts[0]
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(st.Redirs) > 0 || st.Background || st.Negated || len(call.Assigns) > 0 || len(call.Args) == 0 {
		return nil, false
	}
	var argv []string
	for _, w := range call.Args {
		s, ok := literalWord(w)
		if !ok {
			return nil, false
		}
		argv = append(argv, s)
	}
	inWS := func(p string) bool {
		if filepath.IsAbs(p) || strings.HasPrefix(filepath.Clean(p), "..") {
			return false
		}
		_, err := os.Stat(filepath.Join(ws, p))
		return err == nil
	}
	switch prog := filepath.Base(argv[0]); {
	case prog == "node" && argv[0] == "node":
		return argv, len(argv) > 1 && reScriptJS.MatchString(argv[1]) && inWS(argv[1])
	case (prog == "python3" || prog == "python") && argv[0] == prog:
		if len(argv) > 2 && argv[1] == "-m" {
			mod := strings.ReplaceAll(argv[2], ".", "/")
			return argv, argv[2] != "pytest" && (inWS(mod+".py") || inWS(mod))
		}
		return argv, len(argv) > 1 && strings.HasSuffix(argv[1], ".py") && inWS(argv[1])
	case prog == "go" && argv[0] == "go":
		return argv, len(argv) > 2 && argv[1] == "run" && (strings.HasPrefix(argv[2], "./") || argv[2] == "." || strings.HasSuffix(argv[2], ".go")) && inWS(argv[2])
	case prog == "cargo" && argv[0] == "cargo":
		if len(argv) < 2 || argv[1] != "run" || !inWS("Cargo.toml") {
			return nil, false
		}
		for i := 2; i < len(argv); i++ {
			switch a := argv[i]; {
			case a == "--":
				return argv, true
			case a == "-q" || a == "--quiet" || a == "--release" || a == "--offline" || a == "--frozen" || a == "--locked":
			case (a == "--bin" || a == "--example" || a == "-p" || a == "--package") && i+1 < len(argv):
				i++
			default:
				return nil, false
			}
		}
		return argv, true
	}
	return nil, false
}

var reScriptJS = regexp.MustCompile(`\.(?:js|mjs|cjs)$`)

// literalWord is a shell word with no expansion, unquoted.
func literalWord(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(p.Value, "*?[{~") {
				return "", false // a glob or brace expansion
			}
			b.WriteString(strings.ReplaceAll(p.Value, "\\", ""))
		case *syntax.SglQuoted:
			if p.Dollar {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				b.WriteString(l.Value)
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// replay runs cmd again on a copy of the workspace, at most replayLimit
// times a verification and once a command; ok is false when it could not
// be replayed, or the run decides nothing (it timed out, or failed before
// the program started).
func (v *verifier) replay(cmd string) (replayResult, bool) {
	return v.replayOnce("", cmd, nil)
}

// replayOnce is replay under a key (a prefix to the command's words, ""
// for the workspace as it is), with prepare run on the copy first.
func (v *verifier) replayOnce(prefix, cmd string, prepare func(dst string) error) (replayResult, bool) {
	if v.o.NoGates || len(v.o.GateNames) > 0 {
		return replayResult{}, false
	}
	key := prefix + strings.Join(strings.Fields(cmd), " ")
	v.replayMu.Lock()
	defer v.replayMu.Unlock()
	if r, ok := v.replays[key]; ok {
		return r, r.argv != nil
	}
	if v.replays == nil {
		v.replays = map[string]replayResult{}
	}
	argv, ok := replayArgv(cmd, v.ws)
	if !ok || len(v.replays) >= replayLimit {
		return replayResult{}, false
	}
	ctx := v.ctx
	if ctx == nil {
		ctx = context.Background() // a verifier made by hand, in a test
	}
	r, err := runReplayWith(ctx, v.ws, argv, prepare)
	if err != nil {
		r = replayResult{}
	}
	v.replays[key] = r
	return r, err == nil
}

// errNoReplay: the replay decides nothing.
var errNoReplay = errors.New("no replay")

// runReplay copies ws to a temporary folder and runs argv there, until
// ctx ends or replayTimeout passes.
func runReplay(ctx context.Context, ws string, argv []string) (replayResult, error) {
	return runReplayWith(ctx, ws, argv, nil)
}

// runReplayWith is runReplay with prepare run on the copy before the
// program (nil: none).
func runReplayWith(ctx context.Context, ws string, argv []string, prepare func(dst string) error) (replayResult, error) {
	tmp, err := os.MkdirTemp("", "vouch-replay-")
	if err != nil {
		return replayResult{}, err
	}
	defer os.RemoveAll(tmp)
	dst := filepath.Join(tmp, filepath.Base(ws))
	if err := copyForReplay(ws, dst); err != nil {
		return replayResult{}, err
	}
	if prepare != nil {
		if err := prepare(dst); err != nil {
			return replayResult{}, err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, replayTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dst
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "FORCE_COLOR=0", "TERM=dumb", "CARGO_TERM_COLOR=never", "PYTHONDONTWRITEBYTECODE=1")
	if argv[0] == "cargo" {
		// the build goes where the gates' cargo build put it: no full
		// rebuild of the dependencies for one run
		cmd.Env = append(cmd.Env, "CARGO_TARGET_DIR="+filepath.Join(ws, "target"))
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	if ctx.Err() != nil {
		return replayResult{}, errNoReplay
	}
	r := replayResult{argv: argv, output: out.String()}
	if len(r.output) > replayMaxOut {
		r.output = r.output[:replayMaxOut]
	}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		r.exit = exit.ExitCode()
	case err != nil:
		return replayResult{}, err
	}
	if r.exit != 0 && reNotStarted.MatchString(r.output) {
		return replayResult{}, errNoReplay
	}
	return r, nil
}

// reNotStarted: a run that failed before the program did, in the replay's
// copy: a build that failed, a module or file not found.
var reNotStarted = regexp.MustCompile(`(?m)^# [\w./-]+$|\berror(?:\[E\d+\])?: could not compile\b|\bcannot find (?:module|package)\b|\bMODULE_NOT_FOUND\b|\bModuleNotFoundError\b|\bNo module named\b|\bcan't open file\b|\bno required module provides\b|\bgo: (?:cannot|updates to go\.mod needed)|\berror: failed to (?:load|parse|get)\b`)

// copyForReplay copies the workspace for a replay: .git left out, and
// node_modules, .venv and target linked rather than copied (the program
// reads them; the gates already wrote target). It fails on a workspace
// over replayMaxBytes or replayMaxFiles.
func copyForReplay(src, dst string) error {
	var bytes int64
	files := 0
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			switch d.Name() {
			case ".git", "__pycache__", ".pytest_cache":
				if rel != "." {
					return filepath.SkipDir
				}
			case "node_modules", ".venv", "venv", "target":
				if rel != "." {
					if err := os.Symlink(p, to); err != nil {
						return err
					}
					return filepath.SkipDir
				}
			}
			return os.MkdirAll(to, 0o755)
		}
		if d.Type()&fs.ModeSymlink != 0 {
			l, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(l, to)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		files++
		bytes += info.Size()
		if files > replayMaxFiles || bytes > replayMaxBytes {
			return fmt.Errorf("workspace too large to copy for a replay")
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, b, info.Mode().Perm())
	})
}

// judgeByReplay decides a quoted output by replaying its command: ok is
// false when the replay decides nothing. why says what the session shows
// ("the session never ran it", "the last run came before an edit of x").
func (v *verifier) judgeByReplay(c *claims.Claim, want, why string) (report.Verdict, evidence, bool) {
	r, ok := v.replay(c.Command)
	if !ok {
		return "", nil, false
	}
	cmd := oneLine(strings.Join(strings.Fields(c.Command), " "), 80)
	got := strings.Join(strings.Fields(r.output), " ")
	if containsOutput(got, want) {
		return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("run again now (on a copy of the workspace), `%s` printed `%s`; %s", cmd, oneLine(c.Output, 60), why), "")}, true
	}
	if slices.ContainsFunc(strings.Fields(want), func(w string) bool { return strings.ContainsAny(w, "…") }) {
		return "", nil, false
	}
	return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("run again now (on a copy of the workspace), `%s` printed %s (exit %d), not `%s`; %s", cmd, quoteOut(r.output), r.exit, oneLine(c.Output, 60), why), "")}, true
}

// judgeUnrunDemo decides "I didn't run `go run ./cmd/xfer …` myself — it
// should print `4GB at 1Gbps: 32s`" by running the program: when it prints
// what the agent expected, the check the agent left is made, and the
// admission is no work left undone; when it does not, the admission
// stands, with what the program printed. ok is false when the text names
// no replayable command with an output, or the replay decides nothing.
func (v *verifier) judgeUnrunDemo(c *claims.Claim) (report.Verdict, evidence, bool) {
	spans := reSpanText.FindAllStringSubmatchIndex(c.Text, -1)
	for i, m := range spans {
		cmd := c.Text[m[2]:m[3]]
		if _, ok := replayArgv(cmd, v.ws); !ok {
			continue
		}
		for _, o := range spans[i+1:] {
			if !reValueBefore.MatchString(c.Text[:o[0]]) {
				continue
			}
			want := strings.Join(strings.Fields(c.Text[o[2]:o[3]]), " ")
			r, ok := v.replay(cmd)
			if !ok {
				return "", nil, false
			}
			if containsOutput(strings.Join(strings.Fields(r.output), " "), want) {
				v.contradicted[c.ID] = true
				return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("the agent did not run `%s`; run now (on a copy of the workspace), it printed `%s`, as the agent expected", oneLine(cmd, 60), oneLine(want, 60)), "")}, true
			}
			return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("as the agent says, it did not run `%s`; run now (on a copy of the workspace), it printed %s, not `%s`", oneLine(cmd, 60), quoteOut(r.output), oneLine(want, 60)), "")}, true
		}
		return "", nil, false
	}
	return "", nil, false
}

// judgeRunsByReplay decides a claim that a command works or succeeds by
// running it: exit 0 verifies it, another status refutes it.
func (v *verifier) judgeRunsByReplay(c *claims.Claim, why string) (report.Verdict, evidence, bool) {
	r, ok := v.replay(c.Command)
	if !ok {
		return "", nil, false
	}
	cmd := oneLine(strings.Join(strings.Fields(c.Command), " "), 80)
	if r.exit == 0 {
		return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("run again now (on a copy of the workspace), `%s` exited 0; %s", cmd, why), "")}, true
	}
	return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("run again now (on a copy of the workspace), `%s` printed %s and exited %d; %s", cmd, quoteOut(r.output), r.exit, why), "")}, true
}
