// Package agentcli installs pinned versions of the real agent CLIs (Claude
// Code, Codex, Pi) with npm and runs them offline against a fake model
// server (internal/fakellm), the way /work/shared/notes/real-clients.md
// describes.
//
// It exists for tests: the end-to-end tests in e2e/, the scenario corpus and
// the hook tests run real agent sessions through it and then read what the
// CLIs wrote (transcripts, hook payloads). It is not part of vouch's data
// flow in DESIGN.md; it produces that flow's input.
//
// Install puts the CLIs in the user cache directory, one directory per set
// of pins, reused across test runs and guarded by a lock file so parallel
// test processes do not race. Run runs one CLI with a clean environment, a
// throw-away HOME carrying the configuration that CLI needs, stdin from
// /dev/null, and its own process group, killed on timeout.
package agentcli

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/vouchdev/vouch/transcript"
)

// Pin is one agent CLI at an exact npm version.
type Pin struct {
	Agent   transcript.Agent
	Package string // npm package name
	Version string // exact version
	Bin     string // name in node_modules/.bin
	// VersionOutput is a substring `Bin --version` must print.
	VersionOutput string
}

// Pins are the CLI versions vouch is tested against (the versions the
// fixtures in testdata/ were made with).
var Pins = []Pin{
	{transcript.ClaudeCode, "@anthropic-ai/claude-code", "2.1.197", "claude", "2.1.197"},
	{transcript.Codex, "@openai/codex", "0.169.0", "codex", "0.169.0"},
	{transcript.Pi, "@mariozechner/pi-coding-agent", "0.73.1", "pi", "0.73.1"},
}

// PinHash identifies a set of pins; it names the install directory.
func PinHash(pins []Pin) string {
	h := sha256.New()
	for _, p := range pins {
		fmt.Fprintf(h, "%s@%s %s\n", p.Package, p.Version, p.Bin)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// InstallOptions control Install. The zero value (or nil) means defaults.
type InstallOptions struct {
	// Dir is the install directory. Default:
	// os.UserCacheDir()/vouch/agents/<PinHash(Pins)>.
	Dir string
	// Pins to install. Default: Pins.
	Pins []Pin
	// NPM is the npm executable. Default: "npm" from PATH.
	NPM string
	// Log receives npm's output while installing. Default: discarded
	// (the tail is in the error when npm fails).
	Log io.Writer
	// Timeout bounds the whole install, lock wait included. Default 15 min.
	Timeout time.Duration
}

// Installation is a completed install: where each CLI's binary is.
type Installation struct {
	Dir  string
	Pins []Pin
	// Bins maps each agent to the absolute path of its executable.
	Bins map[transcript.Agent]string
	// Versions maps each agent to what `--version` printed (trimmed).
	Versions map[transcript.Agent]string
}

// Bin returns the executable of agent, or an error naming the agents that
// are installed.
func (in *Installation) Bin(agent transcript.Agent) (string, error) {
	if p, ok := in.Bins[agent]; ok {
		return p, nil
	}
	var have []string
	for a := range in.Bins {
		have = append(have, string(a))
	}
	return "", fmt.Errorf("agentcli: no CLI for agent %q in %s (installed: %s)", agent, in.Dir, strings.Join(have, ", "))
}

// marker is written last, after a successful install and version check; an
// install directory without it is incomplete and is redone.
const markerName = "vouch-install.json"

// Install installs the pinned CLIs (or finds them already installed) and
// returns their paths. It is safe to call from parallel processes: the
// first one installs while holding <Dir>.lock, the others wait and reuse
// the result. Any failure (npm missing, no network, a binary that does not
// report its pinned version) is returned as an error; callers in tests
// should fail, not skip.
func Install(ctx context.Context, opts *InstallOptions) (*Installation, error) {
	var o InstallOptions
	if opts != nil {
		o = *opts
	}
	if o.Pins == nil {
		o.Pins = Pins
	}
	if o.Dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			return nil, fmt.Errorf("agentcli: no user cache directory for the agent CLIs: %w", err)
		}
		o.Dir = filepath.Join(cache, "vouch", "agents", PinHash(o.Pins))
	}
	if o.NPM == "" {
		o.NPM = "npm"
	}
	if o.Timeout <= 0 {
		o.Timeout = 15 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()

	if in, err := readMarker(o.Dir, o.Pins); err == nil {
		return in, nil
	}
	if err := os.MkdirAll(filepath.Dir(o.Dir), 0o755); err != nil {
		return nil, fmt.Errorf("agentcli: %w", err)
	}
	unlock, err := lockFile(ctx, o.Dir+".lock")
	if err != nil {
		return nil, err
	}
	defer unlock()
	// Someone else may have finished while we waited for the lock.
	if in, err := readMarker(o.Dir, o.Pins); err == nil {
		return in, nil
	}
	return install(ctx, &o)
}

func install(ctx context.Context, o *InstallOptions) (*Installation, error) {
	if _, err := exec.LookPath(o.NPM); err != nil {
		return nil, fmt.Errorf("agentcli: npm is needed to install the agent CLIs (%s): %w", pinList(o.Pins), err)
	}
	// A half-finished earlier attempt is thrown away.
	if err := os.RemoveAll(o.Dir); err != nil {
		return nil, fmt.Errorf("agentcli: removing incomplete install: %w", err)
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("agentcli: %w", err)
	}
	deps := map[string]string{}
	for _, p := range o.Pins {
		deps[p.Package] = p.Version
	}
	pkg, _ := json.MarshalIndent(map[string]any{
		"name":         "vouch-agent-clis",
		"version":      "0.0.0",
		"private":      true,
		"description":  "pinned agent CLIs for vouch's end-to-end tests (internal/agentcli)",
		"dependencies": deps,
	}, "", "  ")
	if err := os.WriteFile(filepath.Join(o.Dir, "package.json"), pkg, 0o644); err != nil {
		return nil, fmt.Errorf("agentcli: %w", err)
	}
	args := []string{"install", "--no-audit", "--no-fund", "--save-exact", "--loglevel=warn"}
	var tail tailBuffer
	cmd := exec.CommandContext(ctx, o.NPM, args...)
	cmd.Dir = o.Dir
	cmd.Stdin = nil
	var out io.Writer = &tail
	if o.Log != nil {
		out = io.MultiWriter(&tail, o.Log)
	}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("agentcli: `npm %s` in %s failed after %s (installing %s): %w\n%s",
			strings.Join(args, " "), o.Dir, time.Since(start).Round(time.Second), pinList(o.Pins), err, tail.String())
	}
	in := &Installation{Dir: o.Dir, Pins: o.Pins, Bins: map[transcript.Agent]string{}, Versions: map[transcript.Agent]string{}}
	for _, p := range o.Pins {
		bin := filepath.Join(o.Dir, "node_modules", ".bin", p.Bin)
		v, err := checkVersion(ctx, bin, p)
		if err != nil {
			return nil, err
		}
		in.Bins[p.Agent] = bin
		in.Versions[p.Agent] = v
	}
	m, _ := json.MarshalIndent(in, "", "  ")
	if err := os.WriteFile(filepath.Join(o.Dir, markerName), m, 0o644); err != nil {
		return nil, fmt.Errorf("agentcli: %w", err)
	}
	return in, nil
}

func checkVersion(ctx context.Context, bin string, p Pin) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--version")
	cmd.Env = cleanEnv(os.TempDir(), nil)
	cmd.Stdin = nil
	out, err := cmd.CombinedOutput()
	v := strings.TrimSpace(string(out))
	if err != nil {
		return "", fmt.Errorf("agentcli: `%s --version` failed: %w\n%s", bin, err, v)
	}
	if !strings.Contains(v, p.VersionOutput) {
		return "", fmt.Errorf("agentcli: `%s --version` printed %q, expected it to contain %q (%s@%s)", bin, v, p.VersionOutput, p.Package, p.Version)
	}
	return v, nil
}

func readMarker(dir string, pins []Pin) (*Installation, error) {
	data, err := os.ReadFile(filepath.Join(dir, markerName))
	if err != nil {
		return nil, err
	}
	var in Installation
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	if in.Dir != dir || PinHash(in.Pins) != PinHash(pins) {
		return nil, errors.New("install marker is for other pins")
	}
	for _, p := range pins {
		bin := in.Bins[p.Agent]
		if fi, err := os.Stat(bin); err != nil || fi.IsDir() {
			return nil, fmt.Errorf("binary of %s missing", p.Agent)
		}
	}
	return &in, nil
}

// lockFile takes an exclusive flock on path, polling so that ctx can end
// the wait.
func lockFile(ctx context.Context, path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, fmt.Errorf("agentcli: lock %s: %w", path, err)
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() {
				syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
				f.Close()
			}, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("agentcli: lock %s: %w", path, err)
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, fmt.Errorf("agentcli: waiting for another process installing the agent CLIs (lock %s): %w", path, ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func pinList(pins []Pin) string {
	var s []string
	for _, p := range pins {
		s = append(s, p.Package+"@"+p.Version)
	}
	return strings.Join(s, " ")
}

// tailBuffer keeps the last 8 KB written to it.
type tailBuffer struct{ b bytes.Buffer }

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.b.Write(p)
	if t.b.Len() > 16<<10 {
		keep := append([]byte(nil), t.b.Bytes()[t.b.Len()-8<<10:]...)
		t.b.Reset()
		t.b.Write(keep)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return t.b.String() }
