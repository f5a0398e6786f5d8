package agentcli

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vouchdev/vouch/transcript"
)

// fakeAgent is a stand-in CLI: it records its arguments, environment and
// stdin, and writes a session file where the real agent would.
const fakeAgent = `#!/bin/sh
printf '%s\n' "$@" > "$HOME/args.txt"
env > "$HOME/env.txt"
cat > "$HOME/stdin.txt"
mkdir -p "$(dirname "$HOME/$SESSION")"
echo '{}' > "$HOME/$SESSION"
echo out; echo err >&2
exit 3
`

func fakeInstall(t *testing.T) *Installation {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "agent")
	if err := os.WriteFile(bin, []byte(fakeAgent), 0o755); err != nil {
		t.Fatal(err)
	}
	return &Installation{Dir: filepath.Dir(bin), Bins: map[transcript.Agent]string{
		transcript.ClaudeCode: bin, transcript.Codex: bin, transcript.Pi: bin,
	}}
}

func TestRunSetup(t *testing.T) {
	t.Setenv("VOUCH_CANARY", "leaked")
	hooks := `{"Stop":[{"hooks":[{"type":"command","command":"/x/hook"}]}]}`
	for _, tc := range []struct {
		agent   transcript.Agent
		session string            // where the fake writes its session file
		files   map[string]string // config file under HOME → substring it must have
		args    []string          // arguments that must appear, in order
		env     []string
	}{
		{transcript.ClaudeCode, ".claude/projects/-p/s1.jsonl",
			map[string]string{".claude/settings.json": `"command": "/x/hook"`},
			[]string{"-p", "PROMPT", "--output-format", "stream-json", "--verbose", "--permission-mode", "acceptEdits", "--allowedTools", "Bash", "Read", "Edit", "Write"},
			[]string{"ANTHROPIC_BASE_URL=http://h:1", "ANTHROPIC_API_KEY=dummy", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1"}},
		{transcript.Codex, ".codex/sessions/2026/01/02/rollout-x.jsonl",
			map[string]string{
				".codex/config.toml": `base_url = "http://h:1/v1"`,
				".codex/hooks.json":  `"command": "/x/hook"`,
				".profile":           "export PATH=",
			},
			[]string{"exec", "--skip-git-repo-check", "--dangerously-bypass-approvals-and-sandbox", "--json", "--dangerously-bypass-hook-trust", "PROMPT"},
			[]string{"FAKE_API_KEY=dummy"}},
		{transcript.Pi, ".pi/agent/sessions/--p--/s.jsonl",
			map[string]string{".pi/agent/models.json": `"baseUrl": "http://h:1/v1"`},
			[]string{"--provider", "fake", "--model", "fake-model", "--mode", "json", "-p", "PROMPT"},
			[]string{"PI_OFFLINE=1"}},
	} {
		t.Run(string(tc.agent), func(t *testing.T) {
			in := fakeInstall(t)
			home, dir := t.TempDir(), t.TempDir()
			opts := RunOptions{Dir: dir, Home: home, Prompt: "PROMPT", BaseURL: "http://h:1/",
				ExtraEnv: []string{"SESSION=" + tc.session, "EXTRA=1"},
				Files:    map[string]string{"notes/a.txt": "hello"}}
			if tc.agent != transcript.Pi {
				opts.Hooks = json.RawMessage(hooks)
			}
			res, err := in.Run(context.Background(), tc.agent, opts)
			if err != nil {
				t.Fatal(err)
			}
			if res.ExitCode != 3 || string(res.Stdout) != "out\n" || string(res.Stderr) != "err\n" {
				t.Errorf("exit %d, stdout %q, stderr %q; want 3, out, err", res.ExitCode, res.Stdout, res.Stderr)
			}
			if want := filepath.Join(home, tc.session); res.Transcript != want {
				t.Errorf("Transcript = %q, want %q", res.Transcript, want)
			}
			for f, want := range tc.files {
				b, err := os.ReadFile(filepath.Join(home, f))
				if err != nil || !strings.Contains(string(b), want) {
					t.Errorf("%s = %q (%v), want it to contain %q", f, b, err, want)
				}
			}
			if b, _ := os.ReadFile(filepath.Join(home, "notes/a.txt")); string(b) != "hello" {
				t.Errorf("Files not written: notes/a.txt = %q", b)
			}
			args, _ := os.ReadFile(filepath.Join(home, "args.txt"))
			if !strings.Contains(string(args), strings.Join(tc.args, "\n")+"\n") {
				t.Errorf("args:\n%s\nwant the sequence %q", args, tc.args)
			}
			env, _ := os.ReadFile(filepath.Join(home, "env.txt"))
			for _, want := range append(tc.env, "HOME="+home, "TERM=dumb", "LANG=C.UTF-8", "EXTRA=1") {
				if !strings.Contains(string(env), want+"\n") {
					t.Errorf("env lacks %q:\n%s", want, env)
				}
			}
			if strings.Contains(string(env), "VOUCH_CANARY") {
				t.Errorf("the caller's environment leaked into the CLI's:\n%s", env)
			}
			if stdin, _ := os.ReadFile(filepath.Join(home, "stdin.txt")); len(stdin) != 0 {
				t.Errorf("stdin = %q, want /dev/null", stdin)
			}
		})
	}
}

func TestRunErrors(t *testing.T) {
	in := fakeInstall(t)
	ok := RunOptions{Dir: t.TempDir(), Prompt: "p", BaseURL: "http://h:1"}
	if _, err := in.Run(context.Background(), transcript.Pi, RunOptions{Dir: ok.Dir, Prompt: "p", BaseURL: "u", Home: t.TempDir(), Hooks: json.RawMessage(`{}`)}); err == nil {
		t.Error("Pi with Hooks: no error")
	}
	if _, err := in.Run(context.Background(), transcript.ClaudeCode, RunOptions{Dir: ok.Dir}); err == nil {
		t.Error("missing Prompt and BaseURL: no error")
	}
	if _, err := in.Run(context.Background(), "aider", ok); err == nil {
		t.Error("unknown agent: no error")
	}
	if _, err := in.Run(context.Background(), transcript.Codex, RunOptions{Dir: ok.Dir, Prompt: "p", BaseURL: "u", Home: t.TempDir(), Files: map[string]string{"../x": ""}}); err == nil {
		t.Error("Files escaping Home: no error")
	}
}

// TestRunTimeout: a CLI that hangs is killed with its whole process group
// (a background child included) and the run reports the timeout.
func TestRunTimeout(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "hang")
	script := "#!/bin/sh\nsleep 300 &\necho $! > \"$HOME/child.pid\"\nsleep 300\n"
	if err := os.WriteFile(bin, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	in := &Installation{Bins: map[transcript.Agent]string{transcript.Pi: bin}}
	home := t.TempDir()
	start := time.Now()
	res, err := in.Run(context.Background(), transcript.Pi, RunOptions{Dir: t.TempDir(), Home: home, Prompt: "p", BaseURL: "u", Timeout: 500 * time.Millisecond})
	if err == nil || !res.TimedOut {
		t.Fatalf("err = %v, TimedOut = %v; want a timeout", err, res != nil && res.TimedOut)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("Run took %s after a 500ms timeout", d)
	}
	b, err := os.ReadFile(filepath.Join(home, "child.pid"))
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	// The child may linger as a zombie of init for a moment; give it time.
	for i := 0; ; i++ {
		err := syscall.Kill(pid, 0)
		if errors.Is(err, syscall.ESRCH) {
			break
		}
		if stat, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); strings.Contains(string(stat), ") Z ") {
			break
		}
		if i == 50 {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("background child %d of the timed-out CLI is still running", pid)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
