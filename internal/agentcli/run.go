package agentcli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/vouchdev/vouch/transcript"
)

// RunOptions describe one CLI run. Dir, Prompt and BaseURL are required;
// every other zero value means the default documented on the field.
type RunOptions struct {
	// Dir is the project directory, the CLI's working directory.
	Dir string
	// Home is the CLI's HOME, where it writes its state and transcript.
	// Default: a new directory under os.TempDir() (in Result.Home; the
	// caller removes it). Use a fresh one per run (t.TempDir()).
	Home string
	// Prompt is the user prompt.
	Prompt string
	// BaseURL is the fake model server's root URL (fakellm.Server.URL),
	// without /v1.
	BaseURL string
	// Model is the model name the CLI asks for. Default: the CLI's own
	// default for Claude Code (claude-opus-4-8), "gpt-5.5" for Codex (a
	// slug from its catalog, so it offers apply_patch), "fake-model" for Pi.
	Model string

	// Hooks is a Claude-Code-style hooks object, e.g.
	// {"Stop":[{"hooks":[{"type":"command","command":"…"}]}]}. Claude
	// Code: written as "hooks" into ~/.claude/settings.json. Codex: written
	// to ~/.codex/hooks.json as {"hooks": Hooks}, and the run gets
	// --dangerously-bypass-hook-trust. Pi has no hooks (use Files to add an
	// extension under .pi/agent/extensions/); setting Hooks for Pi is an
	// error.
	Hooks json.RawMessage
	// Settings are further top-level keys of Claude Code's
	// ~/.claude/settings.json (a JSON object). Ignored for other agents.
	Settings json.RawMessage
	// CodexConfig is TOML appended to ~/.codex/config.toml (e.g. a
	// [projects."/abs/dir"] trust entry). Ignored for other agents.
	CodexConfig string
	// Files are written before the run, keyed by path relative to Home
	// (e.g. ".pi/agent/extensions/gate.ts"). Parent directories are made.
	Files map[string]string

	// AllowedTools is Claude Code's --allowedTools list. Default:
	// Bash Read Edit Write (every command allowed; --permission-mode is
	// acceptEdits). Ignored for other agents.
	AllowedTools []string
	// Args are further CLI arguments, placed before the prompt.
	Args []string
	// ExtraEnv are further NAME=value entries of the CLI's environment,
	// which is otherwise clean (env -i style; see Env).
	ExtraEnv []string
	// PATH of the CLI. Default: the directories of go and node found on
	// the caller's PATH, then /usr/local/bin:/usr/bin:/bin.
	PATH string
	// Timeout bounds the run. Default 5 minutes. On timeout the CLI's
	// process group gets SIGTERM, then SIGKILL after 5 s.
	Timeout time.Duration
}

// Result is what one CLI run left behind.
type Result struct {
	Agent    transcript.Agent
	Args     []string // the command line, binary first
	Env      []string // the environment it ran with
	ExitCode int      // -1 if it did not exit normally
	Stdout   []byte
	Stderr   []byte
	Duration time.Duration
	TimedOut bool
	Home     string
	// Transcript is the session file the CLI wrote (the newest one under
	// Home), "" if none was found. Transcripts lists all of them, oldest
	// first (sub-agent files of Claude Code are not included).
	Transcript  string
	Transcripts []string
}

// String summarises r for test failure messages.
func (r *Result) String() string {
	return fmt.Sprintf("%s exit=%d timed_out=%v in %s, transcript %q\n--- stdout (tail) ---\n%s\n--- stderr (tail) ---\n%s",
		r.Agent, r.ExitCode, r.TimedOut, r.Duration.Round(time.Millisecond), r.Transcript, tail(r.Stdout, 4000), tail(r.Stderr, 4000))
}

func tail(b []byte, n int) string {
	if len(b) > n {
		return "…" + string(b[len(b)-n:])
	}
	return string(b)
}

var (
	defaultOnce sync.Once
	defaultIn   *Installation
	defaultErr  error
)

// Default installs the pinned CLIs with default options once per process
// and returns the installation (or the install error, every time).
func Default(ctx context.Context) (*Installation, error) {
	defaultOnce.Do(func() {
		defaultIn, defaultErr = Install(ctx, nil)
	})
	return defaultIn, defaultErr
}

// Run runs agent with the default installation (see Default).
func Run(ctx context.Context, agent transcript.Agent, opts RunOptions) (*Result, error) {
	in, err := Default(ctx)
	if err != nil {
		return nil, err
	}
	return in.Run(ctx, agent, opts)
}

// Run runs one agent CLI non-interactively in opts.Dir against the fake
// model at opts.BaseURL, per /work/shared/notes/real-clients.md. A CLI that
// exits non-zero is not an error (see Result.ExitCode); a run that could not
// start or timed out is, and then the Result is returned too.
func (in *Installation) Run(ctx context.Context, agent transcript.Agent, opts RunOptions) (*Result, error) {
	bin, err := in.Bin(agent)
	if err != nil {
		return nil, err
	}
	if opts.Dir == "" || opts.Prompt == "" || opts.BaseURL == "" {
		return nil, errors.New("agentcli: RunOptions needs Dir, Prompt and BaseURL")
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 5 * time.Minute
	}
	if opts.Home == "" {
		h, err := os.MkdirTemp("", "vouch-agent-home-")
		if err != nil {
			return nil, fmt.Errorf("agentcli: %w", err)
		}
		opts.Home = h
	}
	base := strings.TrimRight(opts.BaseURL, "/")
	env := cleanEnv(opts.Home, &opts)
	args := []string{bin}
	if err := writeFiles(opts.Home, opts.Files); err != nil {
		return nil, err
	}

	switch agent {
	case transcript.ClaudeCode:
		env = append(env,
			"ANTHROPIC_BASE_URL="+base,
			"ANTHROPIC_API_KEY=dummy",
			"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
			"DISABLE_TELEMETRY=1",
			"DISABLE_AUTOUPDATER=1",
		)
		if err := writeClaudeSettings(opts.Home, opts.Hooks, opts.Settings); err != nil {
			return nil, err
		}
		tools := opts.AllowedTools
		if len(tools) == 0 {
			tools = []string{"Bash", "Read", "Edit", "Write"}
		}
		args = append(args, "-p", opts.Prompt, "--output-format", "stream-json", "--verbose",
			"--permission-mode", "acceptEdits", "--allowedTools")
		args = append(args, tools...)
		if opts.Model != "" {
			args = append(args, "--model", opts.Model)
		}
		args = append(args, opts.Args...)
	case transcript.Codex:
		env = append(env, "FAKE_API_KEY=dummy")
		model := opts.Model
		if model == "" {
			model = "gpt-5.5"
		}
		if err := writeCodexConfig(opts.Home, base, model, opts.Hooks, opts.CodexConfig, env); err != nil {
			return nil, err
		}
		args = append(args, "exec", "--skip-git-repo-check", "--dangerously-bypass-approvals-and-sandbox", "--json")
		if len(opts.Hooks) > 0 {
			args = append(args, "--dangerously-bypass-hook-trust")
		}
		args = append(args, opts.Args...)
		args = append(args, opts.Prompt)
	case transcript.Pi:
		if len(opts.Hooks) > 0 {
			return nil, errors.New("agentcli: Pi has no hooks; add an extension with RunOptions.Files instead")
		}
		env = append(env, "PI_OFFLINE=1", "PI_TELEMETRY=0")
		model := opts.Model
		if model == "" {
			model = "fake-model"
		}
		if err := writePiModels(opts.Home, base, model); err != nil {
			return nil, err
		}
		args = append(args, "--provider", "fake", "--model", model, "--mode", "json")
		args = append(args, opts.Args...)
		args = append(args, "-p", opts.Prompt)
	default:
		return nil, fmt.Errorf("agentcli: unknown agent %q", agent)
	}
	env = append(env, opts.ExtraEnv...)

	res := &Result{Agent: agent, Args: args, Env: env, Home: opts.Home}
	err = runProcess(ctx, args, env, opts.Dir, opts.Timeout, res)
	res.Transcripts = findTranscripts(agent, opts.Home)
	if n := len(res.Transcripts); n > 0 {
		res.Transcript = res.Transcripts[n-1]
	}
	return res, err
}

// cleanEnv is the env -i style environment of a CLI: nothing from the
// caller but what the recipe sets, plus the Go caches so that `go test`
// inside a session is warm.
func cleanEnv(home string, opts *RunOptions) []string {
	path := ""
	if opts != nil {
		path = opts.PATH
	}
	if path == "" {
		path = defaultPATH()
	}
	env := []string{
		"HOME=" + home,
		"PATH=" + path,
		"TERM=dumb",
		"LANG=C.UTF-8",
		"GOTOOLCHAIN=local",
		"GOFLAGS=-buildvcs=false",
	}
	env = append(env, goEnv()...)
	return env
}

func defaultPATH() string {
	var dirs []string
	seen := map[string]bool{}
	for _, tool := range []string{"go", "node"} {
		if p, err := exec.LookPath(tool); err == nil {
			if d := filepath.Dir(p); !seen[d] {
				seen[d] = true
				dirs = append(dirs, d)
			}
		}
	}
	for _, d := range []string{"/usr/local/bin", "/usr/bin", "/bin"} {
		if !seen[d] {
			dirs = append(dirs, d)
		}
	}
	return strings.Join(dirs, ":")
}

var (
	goEnvOnce sync.Once
	goEnvVars []string
)

// goEnv returns GOCACHE, GOMODCACHE and GOPATH of the caller's go, so the
// CLIs' throw-away HOME does not mean a cold build cache.
func goEnv() []string {
	goEnvOnce.Do(func() {
		out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE", "GOPATH").Output()
		if err != nil {
			return
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if len(lines) != 3 {
			return
		}
		for i, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH"} {
			if lines[i] != "" {
				goEnvVars = append(goEnvVars, k+"="+lines[i])
			}
		}
	})
	return goEnvVars
}

func writeFiles(home string, files map[string]string) error {
	for rel, content := range files {
		if filepath.IsAbs(rel) || strings.HasPrefix(filepath.Clean(rel), "..") {
			return fmt.Errorf("agentcli: RunOptions.Files key %q: want a path relative to Home", rel)
		}
		p := filepath.Join(home, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("agentcli: %w", err)
		}
		mode := os.FileMode(0o644)
		if strings.HasPrefix(content, "#!") {
			mode = 0o755
		}
		if err := os.WriteFile(p, []byte(content), mode); err != nil {
			return fmt.Errorf("agentcli: %w", err)
		}
	}
	return nil
}

func writeClaudeSettings(home string, hooks, settings json.RawMessage) error {
	if len(hooks) == 0 && len(settings) == 0 {
		return nil
	}
	m := map[string]json.RawMessage{}
	if len(settings) > 0 {
		if err := json.Unmarshal(settings, &m); err != nil {
			return fmt.Errorf("agentcli: RunOptions.Settings: want a JSON object: %w", err)
		}
	}
	if len(hooks) > 0 {
		if !json.Valid(hooks) {
			return errors.New("agentcli: RunOptions.Hooks is not valid JSON")
		}
		m["hooks"] = hooks
	}
	data, _ := json.MarshalIndent(m, "", "  ")
	return writeHomeFile(home, ".claude/settings.json", data)
}

func writeCodexConfig(home, base, model string, hooks json.RawMessage, extra string, env []string) error {
	config := fmt.Sprintf(`model = %q
model_provider = "fake"
approval_policy = "never"
sandbox_mode = "danger-full-access"

[model_providers.fake]
name = "Fake"
base_url = %q
wire_api = "responses"
env_key = "FAKE_API_KEY"

[features]
plugins = false
remote_plugin = false
apps = false

[analytics]
enabled = false
`, model, base+"/v1")
	if extra != "" {
		config += "\n" + extra + "\n"
	}
	if err := writeHomeFile(home, ".codex/config.toml", []byte(config)); err != nil {
		return err
	}
	// Codex runs commands with `bash -lc`, whose /etc/profile resets PATH.
	path := ""
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "PATH="); ok {
			path = v
		}
	}
	profile := fmt.Sprintf("export PATH=%s\n", shellQuote(path))
	if err := writeHomeFile(home, ".profile", []byte(profile)); err != nil {
		return err
	}
	if len(hooks) > 0 {
		if !json.Valid(hooks) {
			return errors.New("agentcli: RunOptions.Hooks is not valid JSON")
		}
		data, _ := json.MarshalIndent(map[string]json.RawMessage{"hooks": hooks}, "", "  ")
		if err := writeHomeFile(home, ".codex/hooks.json", data); err != nil {
			return err
		}
	}
	return nil
}

func writePiModels(home, base, model string) error {
	data, _ := json.MarshalIndent(map[string]any{
		"providers": map[string]any{
			"fake": map[string]any{
				"baseUrl": base + "/v1",
				"api":     "openai-completions",
				"apiKey":  "dummy",
				"models": []any{map[string]any{
					"id": model, "name": "Fake Model", "contextWindow": 128000, "maxTokens": 16384,
				}},
			},
		},
	}, "", "  ")
	return writeHomeFile(home, ".pi/agent/models.json", data)
}

func writeHomeFile(home, rel string, data []byte) error {
	p := filepath.Join(home, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("agentcli: %w", err)
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		return fmt.Errorf("agentcli: %w", err)
	}
	return nil
}

func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// runProcess runs args in its own process group with stdin from /dev/null.
// On timeout or cancel the group gets SIGTERM, then SIGKILL; after the
// leader exits, whatever is left of the group is killed too, so the next
// run starts with no leftovers (real-clients.md, gotcha 10).
func runProcess(ctx context.Context, args, env []string, dir string, timeout time.Duration, res *Result) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = env
	cmd.Dir = dir
	cmd.Stdin = nil // /dev/null
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("agentcli: starting %s: %w", args[0], err)
	}
	pgid := cmd.Process.Pid
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var werr error
	select {
	case werr = <-done:
	case <-ctx.Done():
		res.TimedOut = true
		syscall.Kill(-pgid, syscall.SIGTERM)
		select {
		case werr = <-done:
		case <-time.After(5 * time.Second):
			syscall.Kill(-pgid, syscall.SIGKILL)
			werr = <-done
		}
	}
	syscall.Kill(-pgid, syscall.SIGKILL) // leftovers of the group; ESRCH when none
	res.Duration = time.Since(start)
	res.Stdout, res.Stderr = stdout.Bytes(), stderr.Bytes()
	res.ExitCode = cmd.ProcessState.ExitCode()
	if res.TimedOut {
		return fmt.Errorf("agentcli: %s did not finish within %s (killed): %w", filepath.Base(args[0]), timeout, ctx.Err())
	}
	var ee *exec.ExitError
	if werr != nil && !errors.As(werr, &ee) {
		return fmt.Errorf("agentcli: running %s: %w", args[0], werr)
	}
	return nil
}

// findTranscripts lists the session files agent wrote under home, oldest
// first (by modification time, then name).
func findTranscripts(agent transcript.Agent, home string) []string {
	var pattern string
	switch agent {
	case transcript.ClaudeCode:
		pattern = filepath.Join(home, ".claude", "projects", "*", "*.jsonl")
	case transcript.Codex:
		pattern = filepath.Join(home, ".codex", "sessions", "*", "*", "*", "rollout-*.jsonl")
	case transcript.Pi:
		pattern = filepath.Join(home, ".pi", "agent", "sessions", "*", "*.jsonl")
	}
	files, _ := filepath.Glob(pattern)
	type ft struct {
		p string
		t time.Time
	}
	var fts []ft
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil {
			fts = append(fts, ft{f, fi.ModTime()})
		}
	}
	sort.Slice(fts, func(i, j int) bool {
		if !fts[i].t.Equal(fts[j].t) {
			return fts[i].t.Before(fts[j].t)
		}
		return fts[i].p < fts[j].p
	})
	var out []string
	for _, f := range fts {
		out = append(out, f.p)
	}
	return out
}
