package hook

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// latencies records one duration per operation and reports p50 and p99
// in milliseconds.
type latencies []time.Duration

func (l latencies) report(b *testing.B) {
	b.Helper()
	if len(l) == 0 {
		return
	}
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	pct := func(p float64) float64 {
		return float64(l[min(len(l)-1, int(p*float64(len(l))))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
}

// BenchmarkPreToolExec: a PreToolUse decision on the deterministic path
// (a Bash call checked against protected paths and rules) through the
// real binary, process start included: `vouch hook claude` with the
// payload on stdin. Targets: p50 ≤ 5 ms, p99 ≤ 20 ms.
func BenchmarkPreToolExec(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "vouch")
	build := exec.Command("go", "build", "-o", bin, "../cmd/vouch")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	// The floor: an empty Go program's start and exit on this machine.
	empty := filepath.Join(b.TempDir(), "empty")
	os.WriteFile(empty+".go", []byte("package main\n\nfunc main() {}\n"), 0o644)
	if out, err := exec.Command("go", "build", "-o", empty, empty+".go").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	ws := workspace(b, baseFiles)
	state := b.TempDir()
	for _, tc := range []struct{ name, cmd, want string }{
		{"empty-program", "", ""},
		{"allow", "go test ./... 2>&1 | tail -20", ""},
		{"deny", "cd sub && echo x > ../.env", `"permissionDecision":"deny"`},
	} {
		b.Run(tc.name, func(b *testing.B) {
			in, err := bash(b, ws, tc.cmd).Raw.MarshalJSON()
			if err != nil {
				b.Fatal(err)
			}
			in = bytes.Replace(in, []byte(`"cwd":"/home/user/demo"`), []byte(`"cwd":"`+ws+`"`), 1)
			var times latencies
			var cpu time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				cmd := exec.Command(bin, "hook", "claude")
				if tc.cmd == "" {
					cmd = exec.Command(empty)
				}
				cmd.Stdin = bytes.NewReader(in)
				cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+state)
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
			times.report(b)
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// BenchmarkPreTool: the same decisions in-process (no process start).
func BenchmarkPreTool(b *testing.B) {
	ws := workspace(b, baseFiles)
	cfg := config(b, ws, "")
	for _, tc := range []struct{ name, cmd string }{
		{"allow", "go test ./... 2>&1 | tail -20"},
		{"deny", "cd sub && echo x > ../.env"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			e := bash(b, ws, tc.cmd)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				PreTool(context.Background(), cfg, e)
			}
		})
	}
}

// genPackage writes a Go package of about lines lines (50 files) that
// imports fmt and strings, into dir/big.
func genPackage(b *testing.B, dir string, lines int) {
	b.Helper()
	pkg := filepath.Join(dir, "big")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		b.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/big\n\ngo 1.22\n"), 0o644)
	const files = 50
	perFile := lines / files
	n := 0
	for f := 0; f < files; f++ {
		var s strings.Builder
		fmt.Fprintf(&s, "package big\n\nimport (\n\t\"fmt\"\n\t\"strings\"\n)\n\n")
		fmt.Fprintf(&s, "// T%d is a type.\ntype T%d struct {\n\tName string\n\tN    int\n}\n\n", f, f)
		l := 12
		for l < perFile {
			fmt.Fprintf(&s, "// F%d formats.\nfunc (t *T%d) F%d(x int) string {\n\t// body %d\n\tif x > t.N {\n\t\treturn strings.ToUpper(t.Name)\n\t}\n\ty := x * %d\n\tfor i := 0; i < y; i++ {\n\t\tt.N += i\n\t}\n\treturn fmt.Sprintf(\"%%s-%%d\", t.Name, y)\n}\n\n", n, f, n, n, n%7+1)
			l += 14
			n++
		}
		if err := os.WriteFile(filepath.Join(pkg, fmt.Sprintf("f%02d.go", f)), []byte(s.String()), 0o644); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVetoGo50k: the edit veto of one edit in a generated Go package
// of 50,000 lines: parse the package, import fmt and strings from export
// data (go list -export), type-check. Target: p50 ≤ 150 ms. "good" is an
// edit that type-checks (one check); "bad" introduces an error (both
// states are checked and compared).
func BenchmarkVetoGo50k(b *testing.B) {
	ws := b.TempDir()
	genPackage(b, ws, 50000)
	file := filepath.Join(ws, "big", "f10.go")
	src, _ := os.ReadFile(file)
	wc := bytes.Count(src, []byte("\n")) * 50
	b.Logf("package: %d lines", wc)
	i := bytes.Index(src, []byte("\t// body "))
	marker := string(src[i : i+bytes.IndexByte(src[i:], '\n')+1]) // unique in the package
	for _, tc := range []struct{ name, add string }{
		{"good", "\t_ = fmt.Sprint(strings.Repeat(\"x\", x))\n"},
		{"bad", "\t_ = fmt.Sprint(undefinedY)\n"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			e := event(b, Claude, "PreToolUse.Edit.json", ws, "", map[string]any{
				"file_path": file, "old_string": marker, "new_string": marker + tc.add, "replace_all": false})
			opts := &VetoOptions{Timeout: 30 * time.Second} // the first go list may build fmt
			if _, ok := Veto(context.Background(), e, ws, opts); ok != (tc.name == "bad") {
				b.Fatalf("veto = %v for the %s edit", ok, tc.name)
			}
			var times latencies
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				reason, ok := Veto(context.Background(), e, ws, opts)
				times = append(times, time.Since(start))
				if ok != (tc.name == "bad") {
					b.Fatalf("veto = %v (%s)", ok, reason)
				}
			}
			b.StopTimer()
			times.report(b)
		})
	}
}
