package main

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// postToolFiles is a workspace with 20 protected paths: the built-in
// protections (.env*, .git, vouch.yaml, the agents' settings) and the
// secrets vouch.yaml adds.
var postToolFiles = func() map[string]string {
	files := maps.Clone(hooktest.BaseFiles)
	for _, p := range []string{
		".env.local", ".env.production", ".git/HEAD", ".git/hooks/pre-commit", ".git/hooks/pre-push",
		".claude/settings.json", ".claude/settings.local.json", ".codex/hooks.json",
		"keys/deploy.pem", "keys/id_ed25519", "secrets/api.key", "secrets/prod.env",
	} {
		files[p] = "x\n"
	}
	files["vouch.yaml"] = "loop:\n  max: 3\npolicy:\n  protect: [\"keys/**\", \"secrets/**\"]\n"
	return files
}()

// BenchmarkPostToolExec: a PostToolUse of a Bash call (the event that
// follows every tool call) through the real binaries, process start
// included, in a workspace with 20 protected paths: vouch-hook (what
// vouch init installs: the tripwire's check, the call logged and checked
// for progress, no SQLite), the same when the call changed .env (put
// back), `vouch hook` for comparison, and an empty Go program, the floor,
// in the same run. Each call has its own tool-use id, as in a session.
// Targets: vouch-hook's p50 ≤ the floor's + 3 ms; a restore under 10 ms.
func BenchmarkPostToolExec(b *testing.B) {
	bins := buildBinaries(b)
	for _, tc := range []struct {
		name, bin string
		change    bool // .env is changed before each call
	}{
		{"empty-program", "empty", false},
		{"vouch-hook", "vouch-hook", false},
		{"vouch-hook/restore", "vouch-hook", true},
		{"vouch", "vouch", false},
	} {
		b.Run(tc.name, func(b *testing.B) {
			ws := hooktest.Workspace(b, postToolFiles)
			state := b.TempDir() // each its own: vouch would drain vouch-hook's logs
			args := []string{"claude"}
			if tc.bin == "vouch" {
				args = []string{"hook", "claude"}
			}
			ins := make([][]byte, b.N+1)
			for i := range ins {
				ins[i] = hooktest.Payload(b, "claude-code", "PostToolUse.Bash.json", map[string]any{
					"cwd": ws, "tool_use_id": fmt.Sprintf("toolu_bench_%d", i)})
			}
			run := func(in []byte) (*exec.Cmd, string, error) {
				cmd := exec.Command(filepath.Join(bins, tc.bin), args...)
				cmd.Stdin = bytes.NewReader(in)
				cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+state, "VOUCH_STATE_DIR=", "VOUCH_BIN="+filepath.Join(bins, "vouch"))
				var stdout, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				err := cmd.Run()
				if err == nil && stderr.Len() > 0 {
					err = fmt.Errorf("stderr %q", stderr.String())
				}
				return cmd, stdout.String(), err
			}
			if _, _, err := run(ins[b.N]); err != nil { // the tripwire's first snapshot
				b.Fatal(err)
			}
			env := filepath.Join(ws, ".env")
			var times hooktest.Latencies
			var cpu time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if tc.change {
					b.StopTimer()
					os.WriteFile(env, []byte(fmt.Sprintf("TOKEN=stolen-%d\n", i)), 0o644)
					b.StartTimer()
				}
				start := time.Now()
				cmd, out, err := run(ins[i])
				times = append(times, time.Since(start))
				if err != nil || tc.change != strings.Contains(out, ".env modified, restored") || !tc.change && out != "" {
					b.Fatalf("%v: %q", err, out)
				}
				cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			}
			b.StopTimer()
			times.Report(b)
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// BenchmarkPostTool: vouch-hook's PostToolUse answer in process (parse,
// vouch.yaml, observe, spool, progress check), without process start.
func BenchmarkPostTool(b *testing.B) {
	ws := hooktest.Workspace(b, postToolFiles)
	dir := b.TempDir()
	getenv := func(k string) string { return map[string]string{"VOUCH_STATE_DIR": dir}[k] }
	in := hooktest.Payload(b, "claude-code", "PostToolUse.Bash.json", map[string]any{"cwd": ws})
	b.ReportAllocs()
	for b.Loop() {
		if rep, _, ok := respond([]string{"claude"}, in, getenv); !ok || len(rep.Stdout) > 0 {
			b.Fatalf("%v %q", ok, rep.Stdout)
		}
	}
}
