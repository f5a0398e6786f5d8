package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/vouchdev/vouch/llm"
)

// fixture is a workspace inside a parent directory that also holds a
// secret next to it, and a symlink from the workspace to that secret.
type fixture struct {
	parent, ws, secret string
}

const secretText = "TOP-SECRET-OUTSIDE-THE-WORKSPACE"

func newFixture(t testing.TB) fixture {
	t.Helper()
	parent := t.TempDir()
	ws := filepath.Join(parent, "ws")
	secret := filepath.Join(parent, "secret.txt")
	mustWrite(t, secret, secretText+"\n")
	files := map[string]string{
		"main.go":          "package main\n\nfunc main() {\n\tprintln(\"hello\")\n}\n",
		"sub/notes.txt":    "alpha\nbeta\ngamma\n",
		".env":             "DATABASE_URL=postgres://app:s3cr3t-Pa55@db/app\nPORT=5432\n",
		"deep/a/b/c/d.txt": "deep\n",
	}
	for name, body := range files {
		mustWrite(t, filepath.Join(ws, name), body)
	}
	if err := os.Symlink(secret, filepath.Join(ws, "link-out")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(parent, filepath.Join(ws, "dir-out")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("main.go", filepath.Join(ws, "link-in")); err != nil {
		t.Fatal(err)
	}
	// A FIFO: opening it for reading would block forever.
	if err := syscall.Mkfifo(filepath.Join(ws, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	git(t, ws, "init", "-q")
	git(t, ws, "add", "main.go", "sub", ".env")
	git(t, ws, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
	// The turn's changes: one edit, one new file.
	mustWrite(t, filepath.Join(ws, "main.go"), "package main\n\nfunc main() {\n\tprintln(\"hello, world\")\n}\n")
	mustWrite(t, filepath.Join(ws, "new.go"), "package main\n\nvar added = 1\n")
	return fixture{parent: parent, ws: ws, secret: secret}
}

func mustWrite(t testing.TB, p, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func git(t testing.TB, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func newBox(t testing.TB, opts Options) *Box {
	t.Helper()
	b, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

func call(b *Box, name, input string) llm.ToolResult {
	return b.Run(context.Background(), llm.ToolCall{ID: "c1", Name: name, Input: json.RawMessage(input)})
}

// TestMode: on a machine where Landlock and network namespaces work, the
// box must use them; the in-process fallback is legitimate only where
// the kernel refuses both, and then it must say why.
func TestMode(t *testing.T) {
	f := newFixture(t)
	b := newBox(t, Options{Workspace: f.ws})
	t.Logf("mode: %s (Landlock ABI %d, euid %d)", b.Mode(), landlockABI(), os.Geteuid())
	canNS := exec.Command("unshare", "-n", "true").Run() == nil || exec.Command("unshare", "-Urn", "true").Run() == nil
	switch {
	case b.Mode() == ModeLandlock || b.Mode() == ModeBwrap:
	case strings.HasPrefix(b.Mode(), ModeInProcess+": "):
		if landlockABI() >= 1 && canNS {
			t.Fatalf("this kernel has Landlock ABI %d and network namespaces, but the sandbox could not be set up: %s", landlockABI(), b.Mode())
		}
	default:
		t.Fatalf("Mode() = %q", b.Mode())
	}
}

// modes are the sandboxes to test: the one New picks, bubblewrap (the
// fallback, which .ci/run installs), and in-process.
func modes(t *testing.T) []string {
	return []string{"", ModeBwrap, ModeInProcess}
}

// sandboxes are the modes that run gates.
var sandboxes = []string{"", ModeBwrap}

// TestConfinedReads: in every mode, nothing outside the workspace can be
// read, by relative path, absolute path, symlink or glob.
func TestConfinedReads(t *testing.T) {
	f := newFixture(t)
	for _, mode := range modes(t) {
		b := newBox(t, Options{Workspace: f.ws, Sandbox: mode})
		t.Run(b.Mode(), func(t *testing.T) {
			t.Parallel()
			for _, tc := range []struct {
				tool, input string
				want        string // in the content
				isErr       bool
			}{
				{ReadFile, `{"path":"main.go","start_line":4,"end_line":4}`, "4\t\tprintln(\"hello, world\")", false},
				{ReadFile, `{"path":"link-in"}`, "package main", false},
				{ReadFile, `{"path":"../secret.txt"}`, "outside the workspace", true},
				{ReadFile, fmt.Sprintf(`{"path":%q}`, f.secret), "outside the workspace", true},
				{ReadFile, `{"path":"link-out"}`, "through a symlink", true},
				{ReadFile, `{"path":"dir-out/secret.txt"}`, "through a symlink", true},
				{ReadFile, `{"path":"sub/../../secret.txt"}`, "outside the workspace", true},
				{ReadFile, `{"path":"/etc/passwd"}`, "outside the workspace", true},
				{ReadFile, `{"path":"missing.go"}`, "no such file", true},
				{ReadFile, `{"path":"sub"}`, "is a directory", true},
				{ReadFile, `{"path":"fifo"}`, "not a regular file", true},
				{Grep, `{"pattern":"x","path":"fifo"}`, "no matches", false},
				{List, `{"path":".."}`, "outside the workspace", true},
				{List, `{"path":"dir-out"}`, "through a symlink", true},
				{List, `{"depth":1}`, "link-out -> " + f.secret, false},
				{Grep, `{"pattern":"TOP-SECRET"}`, "no matches", false},
				{Grep, `{"pattern":"root","path":"/etc/**"}`, "outside the workspace", true},
				{Grep, `{"pattern":"TOP","path":"../*"}`, "outside the workspace", true},
				{Grep, `{"pattern":"beta","path":"sub"}`, "sub/notes.txt:2: beta", false},
				{Grep, `{"pattern":"PRINTLN","ignore_case":true,"path":"**/*.go"}`, "main.go:4:", false},
				{GitDiff, `{}`, "+\tprintln(\"hello, world\")", false},
				{GitDiff, `{}`, "+var added = 1", false},
				{GitDiff, `{"path":"../x"}`, "outside the workspace", true},
			} {
				res := call(b, tc.tool, tc.input)
				if res.IsError != tc.isErr || !strings.Contains(res.Content, tc.want) {
					t.Errorf("%s %s: is_error=%v\n%s\nwant is_error=%v and %q", tc.tool, tc.input, res.IsError, res.Content, tc.isErr, tc.want)
				}
				if strings.Contains(res.Content, secretText) {
					t.Errorf("%s %s: the secret outside the workspace leaked:\n%s", tc.tool, tc.input, res.Content)
				}
				if res.CallID != "c1" {
					t.Errorf("CallID = %q", res.CallID)
				}
			}
		})
	}
}

// TestRedactedOutputs: the .env file's values and a password in a URL
// never reach the model, and the box counts them.
func TestRedactedOutputs(t *testing.T) {
	f := newFixture(t)
	for _, mode := range modes(t) {
		b := newBox(t, Options{Workspace: f.ws, Sandbox: mode})
		t.Run(b.Mode(), func(t *testing.T) {
			t.Parallel()
			for _, c := range [][2]string{
				{ReadFile, `{"path":".env"}`},
				{Grep, `{"pattern":"postgres"}`},
			} {
				res := call(b, c[0], c[1])
				if res.IsError || strings.Contains(res.Content, "s3cr3t-Pa55") || !strings.Contains(res.Content, "[REDACTED:") {
					t.Errorf("%s %s:\n%s", c[0], c[1], res.Content)
				}
			}
			if b.Redacted() < 2 {
				t.Errorf("Redacted() = %d, want ≥ 2", b.Redacted())
			}
		})
	}
}

func TestOutputBounded(t *testing.T) {
	f := newFixture(t)
	mustWrite(t, filepath.Join(f.ws, "big.txt"), strings.Repeat("0123456789\n", 1000))
	b := newBox(t, Options{Workspace: f.ws, MaxOutput: 500})
	res := call(b, ReadFile, `{"path":"big.txt"}`)
	if res.IsError || len(res.Content) > 600 || !strings.Contains(res.Content, "[truncated ") {
		t.Fatalf("%d bytes:\n%s", len(res.Content), res.Content)
	}
	res = call(b, ReadFile, `{"path":"big.txt","start_line":999}`)
	if res.IsError || !strings.Contains(res.Content, "999\t0123456789\n1000\t0123456789\n") || strings.Contains(res.Content, "truncated") {
		t.Fatalf("range:\n%s", res.Content)
	}
}

// TestRunGateByNameOnly: the model names a gate; anything else is refused.
func TestRunGateByNameOnly(t *testing.T) {
	f := newFixture(t)
	b := newBox(t, Options{Workspace: f.ws, Gates: []GateSpec{{Name: "echo", Command: "echo gate-ran"}}})
	for _, in := range []string{`{"name":"rm -rf /"}`, `{"name":"echo; touch x"}`, `{"command":"echo hi"}`, `{"name":3}`} {
		res := call(b, RunGate, in)
		if !res.IsError {
			t.Errorf("run_gate %s was run:\n%s", in, res.Content)
		}
	}
	if _, err := os.Stat(filepath.Join(f.ws, "x")); err == nil {
		t.Error("x was created")
	}
	if !strings.Contains(call(b, RunGate, `{"name":"nope"}`).Content, "known gates: echo") {
		t.Error("an unknown gate's error does not list the known ones")
	}
}

// TestSandboxWrites: a gate cannot write the workspace or anything outside
// the scratch directory; it can write the scratch directory (so the
// refusals are the sandbox's, not a broken gate's). In-process mode
// refuses run_gate and says why.
func TestSandboxWrites(t *testing.T) {
	for _, mode := range sandboxes {
		f := newFixture(t)
		gates := writeGates(f)
		b := newBox(t, Options{Workspace: f.ws, Gates: gates, Sandbox: mode})
		t.Run(b.Mode(), func(t *testing.T) {
			t.Parallel()
			testWrites(t, b, f, gates)
		})
	}
}

func writeGates(f fixture) []GateSpec {
	return []GateSpec{
		{Name: "write-rel", Command: "echo pwned > pwned.txt; echo rc=$?"},
		{Name: "write-abs", Command: "echo pwned > " + filepath.Join(f.ws, "pwned-abs.txt") + "; echo rc=$?"},
		{Name: "write-dotdot", Command: "echo pwned > ../pwned-outside; echo rc=$?"},
		{Name: "modify", Command: "echo pwned >> main.go; rm -f sub/notes.txt; mv new.go moved.go; echo rc=$?"},
		{Name: "write-symlink", Command: "ln -s /tmp/x link-made; echo pwned > link-out; echo rc=$?"},
		{Name: "write-args", Args: []string{"touch", "pwned-args.txt"}},
		{Name: "scratch", Command: `echo ok > "$TMPDIR/ok" && cat "$TMPDIR/ok" && echo home=$HOME`},
	}
}

func testWrites(t *testing.T, b *Box, f fixture, gates []GateSpec) {
	outside := filepath.Join(f.parent, "pwned-outside")
	before := snapshot(t, f.parent)
	if strings.HasPrefix(b.Mode(), ModeInProcess) {
		for _, g := range gates {
			res := call(b, RunGate, fmt.Sprintf(`{"name":%q}`, g.Name))
			if !res.IsError || !strings.Contains(res.Content, "unavailable") {
				t.Errorf("in-process run_gate %s: %s", g.Name, res.Content)
			}
		}
		t.Logf("in-process: run_gate refused: %s", call(b, RunGate, `{"name":"scratch"}`).Content)
	} else {
		for _, g := range gates[:len(gates)-1] {
			res := call(b, RunGate, fmt.Sprintf(`{"name":%q}`, g.Name))
			t.Logf("%s:\n%s", g.Name, res.Content)
			if res.IsError {
				t.Errorf("%s: the gate did not run: %s", g.Name, res.Content)
			}
		}
		res := call(b, RunGate, `{"name":"scratch"}`)
		if res.IsError || !strings.Contains(res.Content, "exit code 0") || !strings.Contains(res.Content, "\nok\n") || !strings.Contains(res.Content, "home="+b.scratch) {
			t.Errorf("the gate could not write its scratch directory:\n%s", res.Content)
		}
	}
	if after := snapshot(t, f.parent); after != before {
		t.Errorf("the gates changed the files:\nbefore:\n%s\nafter:\n%s", before, after)
	}
	if _, err := os.Stat(outside); err == nil {
		t.Error("a gate wrote outside the workspace")
	}
}

// snapshot lists every file under dir with its content.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Name() == ".git" && d.IsDir() {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(dir, p)
		switch {
		case d.Type()&os.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			fmt.Fprintf(&b, "%s -> %s\n", rel, target)
		case d.IsDir():
			fmt.Fprintf(&b, "%s/\n", rel)
		case !d.Type().IsRegular():
			fmt.Fprintf(&b, "%s %v\n", rel, d.Type())
		default:
			data, _ := os.ReadFile(p)
			fmt.Fprintf(&b, "%s %q\n", rel, data)
		}
		return nil
	})
	return b.String()
}

// TestSandboxNetwork: a gate cannot reach a socket listening on the
// host's 127.0.0.1, by bash's /dev/tcp, curl, or python; the listener
// sees nothing.
func TestSandboxNetwork(t *testing.T) {
	f := newFixture(t)
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var accepted atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			c.Write([]byte("HTTP/1.0 200 OK\r\n\r\nLISTENER-REACHED\n"))
			c.Close()
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	for _, tool := range []string{"bash", "curl", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is needed by this test: %v", tool, err)
		}
	}
	gates := []GateSpec{
		{Name: "bash-devtcp", Args: []string{"bash", "-c", fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && cat <&3; echo rc=$?", port)}},
		{Name: "curl", Command: fmt.Sprintf("curl -sS --max-time 5 http://127.0.0.1:%d/; echo rc=$?", port)},
		{Name: "python", Command: fmt.Sprintf(`python3 -c 'import socket; s=socket.create_connection(("127.0.0.1", %d), 5); print(s.recv(100))'; echo rc=$?`, port)},
	}
	// The control: the same commands, unsandboxed, do reach it.
	out, err := exec.Command("bash", "-c", fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && cat <&3", port)).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "LISTENER-REACHED") {
		t.Fatalf("control: the listener is not reachable without the sandbox: %v %s", err, out)
	}
	for deadline := time.Now().Add(5 * time.Second); accepted.Load() != 1 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	t.Run("modes", func(t *testing.T) {
		for _, mode := range sandboxes {
			b := newBox(t, Options{Workspace: f.ws, Gates: gates, Sandbox: mode})
			t.Run(b.Mode(), func(t *testing.T) {
				t.Parallel()
				testNetwork(t, b, gates)
			})
		}
	})
	if n := accepted.Load() - 1; n != 0 {
		t.Errorf("the listener accepted %d connections from the sandbox", n)
	}
}

func testNetwork(t *testing.T, b *Box, gates []GateSpec) {
	if strings.HasPrefix(b.Mode(), ModeInProcess) {
		res := call(b, RunGate, `{"name":"curl"}`)
		if !res.IsError {
			t.Fatalf("in-process mode ran a gate:\n%s", res.Content)
		}
		t.Logf("in-process: %s", res.Content)
		return
	}
	for _, g := range gates {
		res := call(b, RunGate, fmt.Sprintf(`{"name":%q}`, g.Name))
		t.Logf("%s:\n%s", g.Name, res.Content)
		if res.IsError || strings.Contains(res.Content, "LISTENER-REACHED") || strings.Contains(res.Content, "rc=0") {
			t.Errorf("%s reached the listener or did not run:\n%s", g.Name, res.Content)
		}
		if !strings.Contains(res.Content, "rc=") {
			t.Errorf("%s: the gate did not finish its command:\n%s", g.Name, res.Content)
		}
	}
}

// TestInProcessAsked: Options.Sandbox = ModeInProcess runs the read tools
// in process and refuses gates.
func TestInProcessAsked(t *testing.T) {
	f := newFixture(t)
	b := newBox(t, Options{Workspace: f.ws, Sandbox: ModeInProcess, Gates: []GateSpec{{Name: "g", Command: "true"}}})
	if b.Mode() != ModeInProcess+": asked for (Options.Sandbox)" {
		t.Fatalf("Mode() = %q", b.Mode())
	}
	res := call(b, RunGate, `{"name":"g"}`)
	if !res.IsError || !strings.Contains(res.Content, "unavailable") {
		t.Fatalf("run_gate: %+v", res)
	}
	var desc string
	for _, d := range b.Defs() {
		if d.Name == RunGate {
			desc = d.Description
		}
	}
	if !strings.Contains(desc, "Unavailable here") {
		t.Errorf("run_gate's description does not say it is unavailable: %s", desc)
	}
}

func TestDefs(t *testing.T) {
	f := newFixture(t)
	b := newBox(t, Options{Workspace: f.ws, Gates: []GateSpec{{Name: "go-test", Command: "go test ./..."}}})
	var names []string
	for _, d := range b.Defs() {
		names = append(names, d.Name)
		var schema map[string]any
		if err := json.Unmarshal(d.Schema, &schema); err != nil || schema["type"] != "object" {
			t.Errorf("%s: schema %s: %v", d.Name, d.Schema, err)
		}
		if d.Name == RunGate && !strings.Contains(string(d.Schema), `"enum":["go-test"]`) {
			t.Errorf("run_gate's schema does not list the gates: %s", d.Schema)
		}
	}
	if got := strings.Join(names, ","); got != "read_file,list,grep,git_diff,run_gate" {
		t.Errorf("tools = %s", got)
	}
}

func TestNewErrors(t *testing.T) {
	f := newFixture(t)
	for _, o := range []Options{
		{},
		{Workspace: filepath.Join(f.ws, "missing")},
		{Workspace: filepath.Join(f.ws, "main.go")},
		{Workspace: f.ws, Gates: []GateSpec{{Name: "a", Command: "x"}, {Name: "a", Command: "y"}}},
		{Workspace: f.ws, Gates: []GateSpec{{Name: "a"}}},
		{Workspace: f.ws, Sandbox: "chroot"},
	} {
		if b, err := New(o); err == nil {
			b.Close()
			t.Errorf("New(%+v) succeeded", o)
		}
	}
}

func TestCloseRemovesScratch(t *testing.T) {
	f := newFixture(t)
	b, err := New(Options{Workspace: f.ws})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(b.scratch); err != nil {
		t.Fatal(err)
	}
	b.Close()
	if _, err := os.Stat(b.scratch); !os.IsNotExist(err) {
		t.Errorf("scratch %s still there: %v", b.scratch, err)
	}
}

// TestGateTimeout: a gate that runs past its timeout is stopped, with
// its children, and the result says so.
func TestGateTimeout(t *testing.T) {
	f := newFixture(t)
	b := newBox(t, Options{Workspace: f.ws, Gates: []GateSpec{{Name: "slow", Command: "sleep 30 & sleep 30; echo done", Timeout: 300 * time.Millisecond}}})
	if strings.HasPrefix(b.Mode(), ModeInProcess) {
		t.Logf("in-process: no gates")
		return
	}
	res := call(b, RunGate, `{"name":"slow"}`)
	if !strings.Contains(res.Content, "timed out") || strings.Contains(res.Content, "\ndone") {
		t.Fatalf("%+v", res)
	}
}

func FuzzParseCall(f *testing.F) {
	for _, s := range []string{
		`{"path":"a.go","start_line":1,"end_line":"3"}`, `{"depth":2}`, `{"pattern":"a(b","path":"**/*.go"}`,
		`{"pattern":"x","max_matches":1000,"ignore_case":true}`, `{"name":"go-test"}`, `null`, ``, `[]`, `{"path":null}`,
		`{"start_line":1e3}`, `{"start_line":-1}`, `{"path":"a\u0000b"}`,
	} {
		for _, tool := range []string{ReadFile, List, Grep, GitDiff, RunGate} {
			f.Add(tool, s)
		}
	}
	f.Fuzz(func(t *testing.T, tool, input string) {
		req, err := parseCall(tool, json.RawMessage(input))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if req.Op != tool {
			t.Fatalf("op %q for tool %q", req.Op, tool)
		}
		switch tool {
		case ReadFile:
			if req.Path == "" && !strings.Contains(input, `"path"`) {
				t.Fatalf("read_file without a path: %q", input)
			}
			if req.StartLine < 0 || req.EndLine < 0 || req.EndLine > 0 && req.StartLine > req.EndLine {
				t.Fatalf("bad range %d..%d", req.StartLine, req.EndLine)
			}
		case List:
			if req.Depth < 1 || req.Depth > maxDepth {
				t.Fatalf("depth %d", req.Depth)
			}
		case Grep:
			if _, err := compilePattern(req.Pattern, req.IgnoreCase); err != nil || req.MaxMatches < 1 || req.MaxMatches > maxGrep {
				t.Fatalf("grep %+v: %v", req, err)
			}
		}
		if strings.ContainsRune(req.Path, 0) || strings.ContainsRune(req.Pattern, 0) || strings.ContainsRune(req.Name, 0) {
			t.Fatal("NUL passed")
		}
	})
}

// BenchmarkTool measures one call per tool: the sandboxed child's spawn
// and setup against the same work in process.
func BenchmarkTool(b *testing.B) {
	f := newFixture(b)
	for _, mode := range []string{"", ModeBwrap, ModeInProcess} {
		box := newBox(b, Options{Workspace: f.ws, Sandbox: mode, Gates: []GateSpec{{Name: "true", Command: "true"}}})
		for _, c := range [][2]string{
			{ReadFile, `{"path":"main.go"}`},
			{Grep, `{"pattern":"beta"}`},
			{GitDiff, `{}`},
			{RunGate, `{"name":"true"}`},
		} {
			if c[0] == RunGate && box.sandbox == nil {
				continue
			}
			name := strings.SplitN(box.Mode(), ":", 2)[0] + "/" + c[0]
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					if res := call(box, c[0], c[1]); res.IsError {
						b.Fatal(res.Content)
					}
				}
			})
		}
	}
}

// TestGateEnv: secrets stay out of a gate's environment, HOME and TMPDIR
// move to the scratch directory and the caches to the cache directory,
// and a real Go gate builds and tests there. (The first run on a machine
// builds the standard library into the cache: 2 minutes on this loaded
// 2-core box; then ~3 s.)
func TestGateEnv(t *testing.T) {
	t.Setenv("MY_API_KEY", "sk-should-not-pass")
	t.Setenv("GITHUB_TOKEN", "ghp_should-not-pass")
	f := newFixture(t)
	mustWrite(t, filepath.Join(f.ws, "go.mod"), "module example.com/ws\n\ngo 1.21\n")
	mustWrite(t, filepath.Join(f.ws, "main_test.go"), "package main\n\nimport \"testing\"\n\nfunc TestAdded(t *testing.T) {\n\tif added != 1 {\n\t\tt.Fatal(added)\n\t}\n}\n")
	b := newBox(t, Options{Workspace: f.ws, Gates: []GateSpec{
		{Name: "env", Command: "env | sort"},
		{Name: "go-test", Command: "go test -count=1 ./...", Timeout: 5 * time.Minute},
	}})
	if strings.HasPrefix(b.Mode(), ModeInProcess) {
		t.Logf("in-process: no gates")
		return
	}
	env := call(b, RunGate, `{"name":"env"}`).Content
	for _, bad := range []string{"MY_API_KEY", "GITHUB_TOKEN", "should-not-pass", childEnv} {
		if strings.Contains(env, bad) {
			t.Errorf("the gate's environment holds %s:\n%s", bad, env)
		}
	}
	for _, want := range []string{"HOME=" + b.scratch + "/home", "GOCACHE=" + b.cache + "/gocache", "TMPDIR=" + b.scratch + "/tmp"} {
		if !strings.Contains(env, want) {
			t.Errorf("the gate's environment lacks %s:\n%s", want, env)
		}
	}
	res := call(b, RunGate, `{"name":"go-test"}`)
	if res.IsError || !strings.Contains(res.Content, "exit code 0") || !strings.Contains(res.Content, "ok  \texample.com/ws") {
		t.Errorf("go test in the sandbox:\n%s", res.Content)
	}
}

// TestGitDiffFilters: a clean filter planted in the repository's config
// (which git diff of the working tree would run) does not run, in any
// mode, in process included.
func TestGitDiffFilters(t *testing.T) {
	for _, mode := range modes(t) {
		f := newFixture(t)
		mark := filepath.Join(f.parent, "filter-ran")
		mustWrite(t, filepath.Join(f.ws, ".gitattributes"), "*.go filter=evil\n")
		git(t, f.ws, "config", "filter.evil.clean", "touch "+mark+"; cat")
		git(t, f.ws, "config", "filter.evil.process", "touch "+mark)
		b := newBox(t, Options{Workspace: f.ws, Sandbox: mode})
		res := call(b, GitDiff, `{}`)
		if res.IsError || !strings.Contains(res.Content, "hello, world") {
			t.Errorf("%s: git_diff:\n%s", b.Mode(), res.Content)
		}
		if _, err := os.Stat(mark); err == nil {
			t.Errorf("%s: the planted filter ran", b.Mode())
		}
	}
	// The control: plain git diff runs it.
	f := newFixture(t)
	mark := filepath.Join(f.parent, "filter-ran")
	mustWrite(t, filepath.Join(f.ws, ".gitattributes"), "*.go filter=evil\n")
	git(t, f.ws, "config", "filter.evil.clean", "touch "+mark+"; cat")
	exec.Command("git", "-C", f.ws, "diff", "HEAD").Run() // exits 1: there are changes
	if _, err := os.Stat(mark); err != nil {
		t.Fatalf("control: git diff did not run the filter: %v", err)
	}
}
