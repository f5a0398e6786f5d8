package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// BenchmarkPreToolExec: a PreToolUse decision on the deterministic path
// (a Bash call checked against protected paths and rules) through the
// real binaries, process start included, with the payload on stdin:
// vouch-hook (what vouch init installs) and, for comparison, `vouch hook`,
// an empty Go program and one that reads stdin and writes stdout (the
// floor of any Go hook on this machine: the smallest hook already brings
// up the heap and the os package).
// Target: p50 ≤ 5 ms, p99 ≤ 20 ms.
func BenchmarkPreToolExec(b *testing.B) {
	bins := buildBinaries(b)
	ws := hooktest.Workspace(b, hooktest.BaseFiles)
	state := b.TempDir()
	for _, tc := range []struct{ name, bin, cmd, want string }{
		{"empty-program", "empty", "", ""},
		{"stdin-to-stdout-program", "echo", "", ""},
		{"vouch-hook/allow", "vouch-hook", "go test ./... 2>&1 | tail -20", ""},
		{"vouch-hook/deny", "vouch-hook", "cd sub && echo x > ../.env", `"permissionDecision":"deny"`},
		// Writes allowed: every target resolved through the file system
		// and matched against vouch's own files outside the project.
		{"vouch-hook/write", "vouch-hook", "go build -o bin/app ./... && echo done > build.log", ""},
		// A write it cannot name: the protected paths within reach.
		{"vouch-hook/ask", "vouch-hook", `echo x > "$(cat name.txt)"`, `"permissionDecision":"ask"`},
		{"vouch/allow", "vouch", "go test ./... 2>&1 | tail -20", ""},
		{"vouch/deny", "vouch", "cd sub && echo x > ../.env", `"permissionDecision":"deny"`},
	} {
		b.Run(tc.name, func(b *testing.B) {
			in := hooktest.ToolPayload(b, "claude-code", "PreToolUse.Bash.json", ws, "", map[string]any{"command": tc.cmd, "description": "x"})
			args := []string{"claude"}
			if tc.bin == "vouch" {
				args = []string{"hook", "claude"}
			}
			var times hooktest.Latencies
			var cpu time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				cmd := exec.Command(filepath.Join(bins, tc.bin), args...)
				cmd.Stdin = bytes.NewReader(in)
				cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+state, "VOUCH_STATE_DIR=")
				var stdout, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				start := time.Now()
				err := cmd.Run()
				times = append(times, time.Since(start))
				if err != nil || stderr.Len() > 0 {
					b.Fatalf("%v: %s", err, stderr.String())
				}
				if tc.want == "" && stdout.Len() > 0 || !strings.Contains(stdout.String(), tc.want) {
					b.Fatalf("reply %q, want %q", stdout.String(), tc.want)
				}
				cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			}
			b.StopTimer()
			times.Report(b)
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// buildBinaries builds vouch and vouch-hook into one directory (vouch-hook
// finds vouch next to itself), with the two reference programs, and
// returns it.
func buildBinaries(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	src := t.TempDir()
	progs := map[string]string{
		"empty": "package main\n\nfunc main() {}\n",
		"echo":  "package main\n\nimport (\n\t\"io\"\n\t\"os\"\n)\n\nfunc main() {\n\tb, _ := io.ReadAll(os.Stdin)\n\tos.Stdout.Write(b[:0])\n}\n",
	}
	pkgs := map[string]string{"vouch": "../vouch", "vouch-hook": "."}
	for name, text := range progs {
		pkgs[name] = filepath.Join(src, name+".go")
		if err := os.WriteFile(pkgs[name], []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, pkg := range pkgs {
		out, err := exec.Command("go", "build", "-o", filepath.Join(dir, name), pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go build %s: %v\n%s", pkg, err, out)
		}
	}
	return dir
}
