package cli

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/vouchdev/vouch/internal/testproj"
)

var update = flag.Bool("update", false, "rewrite the expected outputs in testdata/script/*.txtar")

// TestMain lets the script tests run the CLI as the command "vouch" in a
// subprocess, exactly as users run it.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"vouch": func() { os.Exit(Main(os.Args[1:], System())) },
	})
}

// TestScripts runs testdata/script/*.txtar. Each script starts in $WORK
// with the real agent fixtures copied to $WORK/t/{claude-code,codex,pi}/,
// so paths in outputs are relative and stable.
func TestScripts(t *testing.T) {
	t.Parallel()
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1") // stdout is never a TTY here; be explicit anyway
			// Gates run the real go command: share the build cache.
			for _, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOFLAGS", "GOTOOLCHAIN"} {
				if v := goEnv(k); v != "" {
					env.Setenv(k, v)
				}
			}
			return copyFixtures(filepath.Join("..", "..", "testdata", "transcripts"), filepath.Join(env.WorkDir, "t"))
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"bigline":  cmdBigline,
			"binfile":  cmdBinfile,
			"mtime":    cmdMtime,
			"chop":     cmdChop,
			"status":   cmdStatus,
			"retarget": cmdRetarget,
		},
	})
}

// copyFixtures copies the agents' session files (and Claude Code's
// sub-agent folders), not the wild/ or stream/ ones.
func copyFixtures(src, dst string) error {
	for _, agent := range []string{"claude-code", "codex", "pi"} {
		dir := filepath.Join(src, agent)
		ents, err := os.ReadDir(dir)
		if err != nil {
			return err
		}
		for _, e := range ents {
			name := e.Name()
			if !strings.HasSuffix(name, ".jsonl") && !strings.HasSuffix(name, ".subagents") {
				continue
			}
			if err := testproj.CopyTree(filepath.Join(dir, name), filepath.Join(dst, agent, name)); err != nil {
				return err
			}
		}
	}
	return nil
}

// bigline FILE MB writes a Claude Code session whose user prompt is one
// line of MB megabytes, followed by a normal assistant reply.
func cmdBigline(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: bigline FILE MB")
	}
	mb, err := strconv.Atoi(args[1])
	ts.Check(err)
	var b bytes.Buffer
	b.WriteString(`{"type":"user","sessionId":"big","cwd":"/w","version":"2.1.197","uuid":"u1","timestamp":"2026-01-01T00:00:00Z","message":{"role":"user","content":"`)
	b.Write(bytes.Repeat([]byte("x"), mb<<20))
	b.WriteString(`"}}` + "\n")
	b.WriteString(`{"type":"assistant","sessionId":"big","cwd":"/w","version":"2.1.197","uuid":"a1","timestamp":"2026-01-01T00:00:02Z","message":{"id":"m1","role":"assistant","model":"claude-opus-4-8","content":[{"type":"text","text":"That is a long prompt."}],"usage":{"input_tokens":7,"output_tokens":3}}}` + "\n")
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), b.Bytes(), 0o644))
}

// binfile FILE writes 64 KB of deterministic binary garbage with NULs and
// a few newlines.
func cmdBinfile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: binfile FILE")
	}
	data := make([]byte, 64<<10)
	x := uint32(2463534242)
	for i := range data {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		data[i] = byte(x)
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), data, 0o644))
}

// mtime TIME FILE... sets the modification time of files (RFC 3339).
func cmdMtime(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: mtime TIME FILE...")
	}
	tm, err := time.Parse(time.RFC3339, args[0])
	ts.Check(err)
	for _, f := range args[1:] {
		ts.Check(os.Chtimes(ts.MkAbs(f), tm, tm))
	}
}

// chop FILE removes the final newline of FILE (txtar files always end
// with one), to make a truncated last record.
func cmdChop(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: chop FILE")
	}
	data, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), bytes.TrimRight(data, "\n"), 0o644))
}

// status N CMD ARGS... runs CMD like exec and checks that it exits with
// status N (exec only tells zero from non-zero).
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: status N CMD [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		got = ee.ExitCode()
	case err != nil:
		ts.Fatalf("%s: %v", args[1], err)
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

// cmdRetarget copies a transcript, replacing every occurrence of a path in
// it (the session's cwd) with another: retarget SRC DST OLD NEW. It lets a
// script verify a real session against a workspace in $WORK.
func cmdRetarget(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 4 {
		ts.Fatalf("usage: retarget SRC DST OLD NEW")
	}
	data, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	out := strings.ReplaceAll(string(data), args[2], args[3])
	dst := ts.MkAbs(args[1])
	ts.Check(os.MkdirAll(filepath.Dir(dst), 0o755))
	ts.Check(os.WriteFile(dst, []byte(out), 0o644))
}

var goEnvCache sync.Map

// goEnv is `go env KEY` of the test's own environment.
func goEnv(k string) string {
	if v, ok := goEnvCache.Load(k); ok {
		return v.(string)
	}
	out, _ := exec.Command("go", "env", k).Output()
	v := strings.TrimSpace(string(out))
	goEnvCache.Store(k, v)
	return v
}
