package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/transcript"
)

var (
	vouchOnce sync.Once
	vouchPath string
	vouchErr  error
	vouchDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if vouchDir != "" {
		os.RemoveAll(vouchDir)
	}
	os.Exit(code)
}

// vouchBinary builds cmd/vouch once per test process, with cmd/vouch-hook
// next to it, so that vouch init installs vouch-hook for PreToolUse (as
// after go install ./cmd/...).
func vouchBinary(t *testing.T) string {
	t.Helper()
	vouchOnce.Do(func() {
		vouchDir, vouchErr = os.MkdirTemp("", "vouch-e2e-bin-")
		if vouchErr != nil {
			return
		}
		vouchPath = filepath.Join(vouchDir, "vouch")
		out, err := exec.Command("go", "build", "-o", vouchDir+string(filepath.Separator),
			"github.com/vouchdev/vouch/cmd/vouch", "github.com/vouchdev/vouch/cmd/vouch-hook").CombinedOutput()
		if err != nil {
			vouchErr = err
			vouchPath = string(out)
		}
	})
	if vouchErr != nil {
		t.Fatalf("building vouch: %v\n%s", vouchErr, vouchPath)
	}
	return vouchPath
}

// storyEnv is one story's run: a project, a HOME with vouch's hooks
// installed by `vouch init`, a state directory, the fake model, the result.
type storyEnv struct {
	ctx   context.Context
	in    *agentcli.Installation
	bin   string
	agent transcript.Agent

	dir, home, state string
	srv              *fakellm.Server
	res              *agentcli.Result
}

// setup makes the calc project (its test failing when broken) and installs
// vouch's hooks with the real `vouch init`.
func (s *storyEnv) setup(t *testing.T, broken bool) {
	t.Helper()
	s.dir = writeCalc(t)
	if !broken {
		p := filepath.Join(s.dir, "calc/calc.go")
		b, _ := os.ReadFile(p)
		os.WriteFile(p, bytes.Replace(b, []byte("a - b"), []byte("a + b"), 1), 0o644)
	}
	s.home = t.TempDir()
	s.state = t.TempDir()
	var settings string
	switch s.agent {
	case transcript.ClaudeCode:
		s.vouch(t, 0, "init", "claude", "--project", "--dir", s.dir)
		settings = filepath.Join(s.dir, ".claude", "settings.json")
	case transcript.Codex:
		s.vouch(t, 0, "init", "codex", "--user", "--dir", s.dir)
		settings = filepath.Join(s.home, ".codex", "hooks.json")
	}
	b, err := os.ReadFile(settings)
	if err != nil {
		t.Fatalf("vouch init %s wrote no hook settings: %v", s.agent, err)
	}
	// The stories run what vouch init installs: vouch-hook for the
	// tool-call events, vouch for every other event.
	var doc struct {
		Hooks map[string][]struct {
			Hooks []struct {
				Command string `json:"command"`
			} `json:"hooks"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", settings, err)
	}
	fast := map[string]bool{"PreToolUse": true, "PostToolUse": true, "PostToolUseFailure": true}
	for event, groups := range doc.Hooks {
		for _, g := range groups {
			for _, h := range g.Hooks {
				want := "/vouch hook "
				if fast[event] {
					want = "/vouch-hook "
				}
				if !strings.Contains(h.Command, want) {
					t.Fatalf("%s: %s runs %q, want %s…:\n%s", settings, event, h.Command, strings.TrimSpace(want), b)
				}
			}
		}
	}
	if len(doc.Hooks["PreToolUse"]) == 0 || len(doc.Hooks["PostToolUse"]) == 0 || len(doc.Hooks["Stop"]) == 0 {
		t.Fatalf("%s: PreToolUse, PostToolUse and Stop hooks expected:\n%s", settings, b)
	}
}

// vouch runs the vouch binary with the story's HOME and state directory and
// fails unless it exits with code.
func (s *storyEnv) vouch(t *testing.T, code int, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(s.bin, args...)
	cmd.Dir = s.dir
	cmd.Env = append(os.Environ(), "HOME="+s.home, "VOUCH_STATE_DIR="+s.state, "CODEX_HOME=")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if got := cmd.ProcessState.ExitCode(); got != code {
		t.Fatalf("vouch %s: exit %d (%v), want %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), got, err, code, stdout.Bytes(), stderr.Bytes())
	}
	return stdout.Bytes()
}

// play runs the agent on the script; the CLI must exit 0 and the fake
// model must see no errors.
func (s *storyEnv) play(t *testing.T, turns []fakellm.Turn) {
	t.Helper()
	s.srv = fakellm.New(turns, &fakellm.Options{Dir: s.dir})
	t.Cleanup(s.srv.Close)
	opts := agentcli.RunOptions{
		Dir: s.dir, Home: s.home, Prompt: prompt, BaseURL: s.srv.URL, Timeout: 4 * time.Minute,
		ExtraEnv: []string{"VOUCH_STATE_DIR=" + s.state},
	}
	if s.agent == transcript.Codex {
		opts.Args = []string{"--dangerously-bypass-hook-trust"}
	} else {
		opts.Args = []string{"--include-hook-events"}
	}
	res, err := s.in.Run(s.ctx, s.agent, opts)
	s.res = res
	if err != nil {
		t.Fatalf("running %s: %v\n%v", s.agent, err, res)
	}
	t.Logf("%s ran in %s, exit %d, %d requests", s.agent, res.Duration.Round(time.Millisecond), res.ExitCode, len(s.srv.Requests()))
	if res.ExitCode != 0 {
		t.Fatalf("%s exited %d\n%v", s.agent, res.ExitCode, res)
	}
	if errs := s.srv.Errors(); len(errs) > 0 {
		t.Errorf("fake model errors: %v", errs)
	}
}

// wantTurns checks the script ran to its end (n scripted requests).
func (s *storyEnv) wantTurns(t *testing.T, n int) {
	t.Helper()
	sc := s.srv.Scripted()
	if len(sc) != n {
		var b strings.Builder
		for i, r := range sc {
			b.WriteString("--- request " + string(rune('1'+i)) + " input:\n" + tail(r.Input(), 1500) + "\n")
		}
		t.Fatalf("model got %d scripted requests, want %d\n%s\n%v", len(sc), n, b.String(), s.res)
	}
}

func (s *storyEnv) wantFile(t *testing.T, rel, want string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(s.dir, rel))
	if err != nil || !strings.Contains(string(b), want) {
		t.Errorf("%s after the session:\n%s\nwant it to contain %q (err %v)", rel, b, want, err)
	}
}

// sessionStatus is one entry of `vouch status --format json`.
type sessionStatus struct {
	Agent       string `json:"agent"`
	Session     string `json:"session"`
	LastVerdict string `json:"last_verdict"`
	Loops       int    `json:"loops"`
	Nudges      int    `json:"nudges"`
	Vetoes      int    `json:"vetoes"`
	ToolCalls   int    `json:"tool_calls"`
}

// status is the story's one session as `vouch status --format json` shows it.
func (s *storyEnv) status(t *testing.T) sessionStatus {
	t.Helper()
	out := s.vouch(t, 0, "status", "--all", "--format", "json")
	var all []sessionStatus
	if err := json.Unmarshal(out, &all); err != nil {
		t.Fatalf("vouch status --format json: %v\n%s", err, out)
	}
	if len(all) != 1 {
		t.Fatalf("vouch status shows %d sessions, want 1:\n%s", len(all), out)
	}
	return all[0]
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}
