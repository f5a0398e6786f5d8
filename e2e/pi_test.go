package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/transcript"
)

// The Pi tests run the real Pi 0.73.1 with vouch's extension, installed
// by the real `vouch init pi`, against the scripted fake model.

// piEnv is one Pi run: the calc project with the extension installed, a
// HOME, a state directory, the socket directory, a trace file.
type piEnv struct {
	ctx                               context.Context
	in                                *agentcli.Installation
	bin                               string
	dir, home, state, sockDir, traceF string
}

func newPiEnv(t *testing.T) *piEnv {
	t.Helper()
	ctx := context.Background()
	in, err := agentcli.Default(ctx)
	if err != nil {
		t.Fatalf("installing the pinned agent CLIs: %v", err)
	}
	e := &piEnv{ctx: ctx, in: in, bin: vouchBinary(t), dir: writeCalc(t), home: t.TempDir(), state: t.TempDir()}
	// A short socket path (sun_path holds 108 bytes).
	sd, err := os.MkdirTemp("", "pv")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sd) })
	e.sockDir = filepath.Join(sd, "s")
	e.traceF = filepath.Join(e.home, "trace.jsonl")
	out, err := exec.Command(e.bin, "init", "pi", "--project", "--dir", e.dir).CombinedOutput()
	if err != nil {
		t.Fatalf("vouch init pi: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "vouch-hook pi") {
		t.Fatalf("vouch init pi did not pick vouch-hook for tool calls:\n%s", out)
	}
	return e
}

// run runs Pi on turns with env added to its environment.
func (e *piEnv) run(t *testing.T, srv *fakellm.Server, env ...string) (*agentcli.Result, error) {
	return e.in.Run(e.ctx, transcript.Pi, agentcli.RunOptions{
		Dir: e.dir, Home: e.home, Prompt: prompt, BaseURL: srv.URL, Timeout: 4 * time.Minute,
		ExtraEnv: append([]string{
			"VOUCH_STATE_DIR=" + e.state,
			"VOUCH_PI_SOCKET_DIR=" + e.sockDir,
			"VOUCH_PI_TRACE=" + e.traceF,
		}, env...),
	})
}

// mustRun is run that fails the test unless Pi ran and exited 0.
func (e *piEnv) mustRun(t *testing.T, srv *fakellm.Server, env ...string) *agentcli.Result {
	t.Helper()
	res, err := e.run(t, srv, env...)
	if err != nil || res.ExitCode != 0 {
		t.Fatalf("pi: %v\n%v", err, res)
	}
	return res
}

// traces are the extension's timing records of kind t.
func (e *piEnv) traces(t *testing.T, kind string) []map[string]any {
	t.Helper()
	f, err := os.Open(e.traceF)
	if err != nil {
		t.Fatalf("no trace: %v", err)
	}
	defer f.Close()
	var out []map[string]any
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var m map[string]any
		if json.Unmarshal(sc.Bytes(), &m) == nil && m["t"] == kind {
			out = append(out, m)
		}
	}
	return out
}

// testVerifier is the test's end of the socket, speaking pi/protocol.
type testVerifier struct {
	t    *testing.T
	conn net.Conn
	w    *protocol.Writer
	msgs chan protocol.Message
}

func dialVerifier(t *testing.T, sock string) *testVerifier {
	t.Helper()
	c, err := net.Dial("unix", sock)
	if err != nil {
		t.Fatalf("connecting to the builder: %v", err)
	}
	v := &testVerifier{t: t, conn: c, w: protocol.NewWriter(c, nil), msgs: make(chan protocol.Message, 64)}
	go func() {
		defer close(v.msgs)
		r := protocol.NewReader(c, nil)
		for {
			m, err := r.Read()
			var le *protocol.LineError
			if errors.As(err, &le) {
				t.Errorf("the builder sent a bad envelope: %v", err)
				continue
			}
			if err != nil {
				return
			}
			v.msgs <- m
		}
	}()
	t.Cleanup(func() { c.Close() })
	return v
}

func (v *testVerifier) send(m protocol.Message) {
	v.t.Helper()
	if err := v.w.Write(m); err != nil {
		v.t.Fatalf("sending %s: %v", m.Type(), err)
	}
}

// expect returns the next envelope of the builder that ok accepts,
// skipping pings (answered) and the ones ok rejects (logged).
func (v *testVerifier) expect(what string, ok func(protocol.Message) bool) protocol.Message {
	v.t.Helper()
	deadline := time.After(2 * time.Minute)
	for {
		select {
		case m, open := <-v.msgs:
			if !open {
				v.t.Fatalf("waiting for %s: the builder closed the socket", what)
			}
			if p, isPing := m.(*protocol.Ping); isPing {
				v.send(&protocol.Pong{ID: p.ID, TS: p.TS})
				continue
			}
			if ok(m) {
				return m
			}
			b, _ := protocol.Marshal(m)
			v.t.Logf("while waiting for %s: %s", what, b)
		case <-deadline:
			v.t.Fatalf("waiting for %s: timed out", what)
		}
	}
}

func isEvent(name string) func(protocol.Message) bool {
	return func(m protocol.Message) bool { e, ok := m.(*protocol.Event); return ok && e.Event == name }
}

// waitSocket waits for the builder's socket in dir.
func waitSocket(t *testing.T, dir string, done <-chan struct{}) string {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		if m, _ := filepath.Glob(filepath.Join(dir, "*.sock")); len(m) == 1 {
			return m[0]
		}
		select {
		case <-done:
			t.Fatal("Pi exited before its socket appeared")
		case <-time.After(50 * time.Millisecond):
		}
	}
	t.Fatal("no socket appeared")
	return ""
}

// stubVerifier is what the extension runs as `vouch pi verifier` when the
// test is the verifier: it records its arguments and pid and waits to be
// stopped.
const stubVerifier = `#!/bin/sh
echo "$$ $*" > "$HOME/verifier-args"
exec sleep 300
`

// rpcPi is the real Pi in RPC mode (a UI: the extension takes the socket
// path there), its stdout lines collected.
type rpcPi struct {
	cmd   *exec.Cmd
	stdin interface{ Close() error }
	write func(string)
	lines chan string
	all   *strings.Builder
	done  chan struct{}
}

func startRPCPi(t *testing.T, e *piEnv, srv *fakellm.Server, env ...string) *rpcPi {
	return startRPCPiArgs(t, e, srv, nil, env...)
}

func startRPCPiArgs(t *testing.T, e *piEnv, srv *fakellm.Server, args []string, env ...string) *rpcPi {
	t.Helper()
	cmd := piCommand(t, e, srv, append([]string{"--mode", "rpc"}, args...), append([]string{"TERM=dumb"}, env...)...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &rpcPi{cmd: cmd, stdin: in, lines: make(chan string, 4096), all: &strings.Builder{}, done: make(chan struct{})}
	p.write = func(line string) {
		if _, err := in.Write([]byte(line + "\n")); err != nil {
			t.Errorf("writing to pi: %v", err)
		}
	}
	go func() {
		defer close(p.lines)
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if line != "" {
				p.all.WriteString(line)
				p.lines <- line
			}
			if err != nil {
				return
			}
		}
	}()
	go func() {
		cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		stopGroup(cmd.Process.Pid, p.done)
		if t.Failed() {
			t.Logf("pi stderr:\n%s", tail(stderr.String(), 3000))
			var short []string
			for _, l := range strings.Split(p.all.String(), "\n") {
				if !strings.Contains(l, "message_update") {
					short = append(short, tail(l, 300))
				}
			}
			t.Logf("pi stdout (no message_update):\n%s", tail(strings.Join(short, "\n"), 6000))
		}
	})
	return p
}

// piCommand is the real Pi on the fake model in e's project, with args
// and env added (its own HOME, the fake provider in models.json, the Go
// caches, the state, socket and trace of e).
func piCommand(t *testing.T, e *piEnv, srv *fakellm.Server, args []string, env ...string) *exec.Cmd {
	t.Helper()
	bin, err := e.in.Bin(transcript.Pi)
	if err != nil {
		t.Fatal(err)
	}
	models := `{"providers":{"fake":{"baseUrl":"` + srv.URL + `/v1","api":"openai-completions","apiKey":"dummy",` +
		`"models":[{"id":"fake-model","name":"Fake Model","contextWindow":128000,"maxTokens":16384}]}}}`
	if err := os.MkdirAll(filepath.Join(e.home, ".pi", "agent"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(e.home, ".pi", "agent", "models.json"), []byte(models), 0o644); err != nil {
		t.Fatal(err)
	}
	path := "/usr/local/bin:/usr/bin:/bin"
	for _, tool := range []string{"node", "go"} {
		if p, err := exec.LookPath(tool); err == nil {
			path = filepath.Dir(p) + ":" + path
		}
	}
	cmd := exec.Command(bin, append([]string{"--provider", "fake", "--model", "fake-model"}, args...)...)
	cmd.Dir = e.dir
	cmd.Env = []string{"HOME=" + e.home, "PATH=" + path, "LANG=C.UTF-8", "PI_OFFLINE=1", "PI_TELEMETRY=0",
		"VOUCH_STATE_DIR=" + e.state, "VOUCH_PI_SOCKET_DIR=" + e.sockDir, "VOUCH_PI_TRACE=" + e.traceF}
	for _, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH"} {
		if out, err := exec.Command("go", "env", k).Output(); err == nil {
			cmd.Env = append(cmd.Env, k+"="+strings.TrimSpace(string(out)))
		}
	}
	cmd.Env = append(cmd.Env, env...)
	return cmd
}

// waitLine waits for a stdout line of Pi containing want.
func (p *rpcPi) waitLine(t *testing.T, want string) string {
	t.Helper()
	deadline := time.After(2 * time.Minute)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatalf("pi's stdout ended before a line with %q", want)
			}
			if strings.Contains(l, want) {
				return l
			}
		case <-deadline:
			t.Fatalf("no line with %q from pi", want)
		}
	}
}

// TestPiExtension: the extension in the real Pi (RPC mode: a UI, so the
// socket path), with the test as the verifier: the 0700 socket directory,
// the breadcrumb, the handshake, a duplicate verifier turned away,
// malformed, unknown, 10 MB and too-large envelopes skipped with the
// stream going on, a protected write blocked by the tool-call veto, a
// false "all tests pass" answered with a prompt (a U+2028 inside) that Pi
// injects as the next turn, which fixes the bug, the status line, the
// second verdict, and teardown (shutdown, bye, socket and breadcrumb
// removed, the verifier's process group stopped).
func TestPiExtension(t *testing.T) {
	e := newPiEnv(t)
	if err := os.MkdirAll(e.sockDir, 0o755); err != nil { // too open: the extension tightens it
		t.Fatal(err)
	}
	stub := filepath.Join(e.home, "bin", "vouch-stub")
	if err := os.MkdirAll(filepath.Dir(stub), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(stub, []byte(stubVerifier), 0o755); err != nil {
		t.Fatal(err)
	}
	const correction = "[vouch] Your claim \"all tests pass\" is false: calc/calc_test.go:7 fails.\u2028Fix calc.Add."
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("Saving the config.", fakellm.Write(".env", "SECRET=x\n")),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if strings.Contains(r.Input(), "protected") {
				return fakellm.Say(finalText) // false: calc.Add still subtracts
			}
			return fakellm.Say("the write went through")
		}),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if strings.Contains(r.Input(), correction) {
				return fakellm.Do("Fixing it.", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a + b"))
			}
			return fakellm.Say("no correction in the input")
		}),
		fakellm.Say(finalText),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()

	p := startRPCPi(t, e, srv, "PI_VERIFIER_REQUIRE_APPROVAL=0", "VOUCH_PI_VERIFIER_BIN="+stub)
	sock := waitSocket(t, e.sockDir, p.done)
	for _, path := range []string{e.sockDir, sock} {
		fi, err := os.Stat(path)
		if err != nil || fi.Mode().Perm() != 0o700 {
			t.Errorf("%s: mode %v (%v), want 0700", path, fi.Mode().Perm(), err)
		}
	}
	sid := strings.TrimSuffix(filepath.Base(sock), ".sock")
	ref := filepath.Join(e.dir, ".pi", "state", "verifier-"+sid+".sock.ref")
	// The breadcrumb is written after the socket listens: wait for it.
	var crumb []byte
	var crumbErr error
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		crumb, crumbErr = os.ReadFile(ref)
		if crumbErr == nil && strings.TrimSpace(string(crumb)) == sock || time.Now().After(deadline) {
			break
		}
	}
	if crumbErr != nil || strings.TrimSpace(string(crumb)) != sock {
		t.Errorf("breadcrumb %s: %q, %v; want the socket path", ref, crumb, crumbErr)
	}

	v := dialVerifier(t, sock)
	v.send(&protocol.Hello{Version: protocol.Version, Verifier: protocol.Peer{Name: "e2e", PID: os.Getpid()}, MaxLoops: 3})
	ack := v.expect("hello_ack", func(m protocol.Message) bool { _, ok := m.(*protocol.HelloAck); return ok }).(*protocol.HelloAck)
	if ack.Version != protocol.Version || ack.SessionID != sid || ack.Cwd != e.dir || ack.Builder == nil || ack.Builder.Name != "pi" || ack.SessionFile == "" {
		t.Errorf("hello_ack %+v: want version 1, session %s, its file, cwd %s, builder pi", ack, sid, e.dir)
	}

	// A second verifier is turned away.
	v2 := dialVerifier(t, sock)
	bye := v2.expect("bye", func(m protocol.Message) bool { _, ok := m.(*protocol.Bye); return ok }).(*protocol.Bye)
	if bye.Reason != protocol.ByeDuplicate {
		t.Errorf("second verifier: bye %q, want %q", bye.Reason, protocol.ByeDuplicate)
	}
	if _, open := <-v2.msgs; open {
		t.Error("second verifier: the builder kept the connection open after bye")
	}

	// Bad lines are skipped and the stream goes on: not JSON, no type,
	// an array, a 10 MB envelope of a type from the future (U+2028 in
	// it), a 17 MB line; then a ping is still answered.
	big := strings.Repeat("x\u2028", 10<<20/4)
	junk := "not json\n" + `{"type":5}` + "\n[1,2]\n" +
		`{"type":"x_future","pad":"` + big + `"}` + "\n" +
		`{"type":"report","pad":"` + strings.Repeat("y", 17<<20) + `"}` + "\n"
	if _, err := v.conn.Write([]byte(junk)); err != nil {
		t.Fatalf("writing to the builder: %v", err)
	}
	v.send(&protocol.Ping{ID: "after-junk"})
	v.expect("pong after-junk", func(m protocol.Message) bool { p, ok := m.(*protocol.Pong); return ok && p.ID == "after-junk" })

	pj, _ := json.Marshal(map[string]string{"type": "prompt", "message": prompt})
	p.write(string(pj))
	start := v.expect("start", isEvent("start")).(*protocol.Event)
	stop := v.expect("stop", isEvent("stop")).(*protocol.Event)
	if start.Turn != 1 || stop.Turn != 1 || stop.LeafID == "" {
		t.Errorf("first turn: start %+v, stop %+v; want turn 1 and a leaf id", start, stop)
	}
	v.send(&protocol.Report{ID: "r1", Turn: 1, Confidence: protocol.Feedback, Phase: protocol.PhaseFeedback,
		Summary: "1 claim refuted\u2028(all tests pass)", Loop: 1, MaxLoops: 3})
	v.send(&protocol.Prompt{ID: "p1", Text: correction, Turn: 1, Loop: 1, MaxLoops: 3})
	pa := v.expect("prompt_ack", func(m protocol.Message) bool { _, ok := m.(*protocol.PromptAck); return ok }).(*protocol.PromptAck)
	if pa.ID != "p1" || !pa.Accepted || pa.Loop != 1 {
		t.Errorf("prompt_ack %+v: want p1 accepted, loop 1", pa)
	}
	stop2 := v.expect("second stop", isEvent("stop")).(*protocol.Event)
	if stop2.Turn != 2 {
		t.Errorf("the follow-up's stop is turn %d, want 2", stop2.Turn)
	}
	v.send(&protocol.Report{ID: "r2", Turn: 2, Confidence: protocol.Perfect, Phase: protocol.PhaseVerified, Summary: "1 claim verified; go test passes"})
	p.waitLine(t, "vouch · ✓ verified · PERFECT")
	p.stdin.Close() // RPC mode ends at the end of its input
	v.expect("shutdown", isEvent("shutdown"))
	if b := v.expect("bye", func(m protocol.Message) bool { _, ok := m.(*protocol.Bye); return ok }).(*protocol.Bye); b.Reason != protocol.ByeShutdown {
		t.Errorf("builder's bye %q, want %q", b.Reason, protocol.ByeShutdown)
	}
	waitExit(t, p)
	out := p.all.String()
	for _, want := range []string{"vouch · feedback · FEEDBACK", "vouch · feedback 1/3 · FEEDBACK", "vouch · ● connected"} {
		if !strings.Contains(out, want) {
			t.Errorf("no status line %q in pi's output", want)
		}
	}
	if errs := srv.Errors(); len(errs) > 0 {
		t.Errorf("fake model errors: %v", errs)
	}
	sc := srv.Scripted()
	if len(sc) != 4 {
		t.Fatalf("model got %d scripted requests, want 4", len(sc))
	}
	if !strings.Contains(sc[1].Input(), ".env") || !strings.Contains(sc[1].Input(), "protected") {
		t.Errorf("after the blocked write the model saw %q, want vouch's reason naming .env", tail(sc[1].Input(), 500))
	}
	if _, err := os.Stat(filepath.Join(e.dir, ".env")); err == nil {
		t.Error(".env was written")
	}
	if !strings.Contains(sc[2].Input(), correction) {
		t.Errorf("the follow-up turn's input is %q, want the correction byte for byte", tail(sc[2].Input(), 500))
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, "calc/calc.go")); !strings.Contains(string(b), "return a + b") {
		t.Errorf("calc.go not fixed:\n%s", b)
	}

	// Teardown: socket, breadcrumb (and the .pi/state it made) gone, the
	// verifier stopped.
	for _, path := range []string{sock, ref, filepath.Join(e.dir, ".pi", "state")} {
		if _, err := os.Lstat(path); err == nil {
			t.Errorf("%s left behind", path)
		}
	}
	args, err := os.ReadFile(filepath.Join(e.home, "verifier-args"))
	if err != nil {
		t.Fatalf("the verifier was not started: %v", err)
	}
	f := strings.Fields(string(args))
	if want := "pi verifier --socket " + sock + " --session-file " + ack.SessionFile; strings.Join(f[1:], " ") != want {
		t.Errorf("verifier command %q, want %q", f[1:], want)
	}
	pid, _ := strconv.Atoi(f[0])
	if !gone(pid, 5*time.Second) {
		t.Errorf("verifier pid %d still running after Pi exited", pid)
		syscall.Kill(-pid, syscall.SIGKILL)
	}
	// The reports are in the session file, for the record.
	b, _ := os.ReadFile(ack.SessionFile)
	if n := strings.Count(string(b), `"customType":"vouch-report"`); n != 2 {
		t.Errorf("session file holds %d vouch-report entries, want 2", n)
	}
	for _, tr := range e.traces(t, "verdict") {
		t.Logf("turn end → report over the socket (test verifier, no gates): %.2f ms", tr["ms"])
	}
}

// gone waits up to d for pid to exit.
func gone(pid int, d time.Duration) bool {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if syscall.Kill(pid, 0) != nil {
			return true
		}
	}
	return false
}

// TestPiVerifierCrash: a verifier that dies (print mode: vouch pi
// verify-turn) leaves the builder working, and the builder says so.
func TestPiVerifierCrash(t *testing.T) {
	e := newPiEnv(t)
	stub := filepath.Join(e.home, "bin", "vouch-crash")
	os.MkdirAll(filepath.Dir(stub), 0o755)
	if err := os.WriteFile(stub, []byte("#!/bin/sh\necho 'verifier: boom' >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("", fakellm.Shell("go test ./...")),
		fakellm.Say("Tests ran."),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	res := e.mustRun(t, srv, "PI_VERIFIER_REQUIRE_APPROVAL=0", "VOUCH_PI_VERIFIER_BIN="+stub)
	if len(srv.Scripted()) != 2 {
		t.Errorf("model got %d requests, want 2", len(srv.Scripted()))
	}
	if !strings.Contains(string(res.Stderr), "verify-turn failed (exit 3): verifier: boom; the builder goes on unverified") {
		t.Errorf("Pi's stderr does not say the verifier died:\n%s", res.Stderr)
	}
	if m, _ := filepath.Glob(filepath.Join(e.sockDir, "*.sock")); len(m) != 0 {
		t.Errorf("sockets left behind: %v", m)
	}
}

// TestPiPrintLoop: print mode (-p), the extension as vouch init pi
// installs it and the real vouch: a false "all tests pass" gets FEEDBACK
// and a correction from vouch pi verify-turn, Pi runs it as a follow-up
// turn that really fixes the bug (go test runs as the gate), the next
// verdict is PERFECT and the run ends; a protected write on the way is
// blocked by the tool-call veto.
func TestPiPrintLoop(t *testing.T) {
	e := newPiEnv(t)
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("Saving the config.", fakellm.Write(".env", "SECRET=x\n")),
		fakellm.Say(finalText), // false: calc.Add still subtracts
		fixOnCorrection(),
		fakellm.Do("Running the tests.", fakellm.Shell("go test ./...")),
		fakellm.Say(finalText),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	res := e.mustRun(t, srv, "PI_VERIFIER_REQUIRE_APPROVAL=0")
	if errs := srv.Errors(); len(errs) > 0 {
		t.Errorf("fake model errors: %v", errs)
	}
	sc := srv.Scripted()
	if len(sc) != 5 {
		t.Fatalf("model got %d scripted requests, want 5\n%v", len(sc), res)
	}
	if !strings.Contains(sc[1].Input(), ".env is protected") {
		t.Errorf("after the write the model saw %q, want vouch's reason", tail(sc[1].Input(), 400))
	}
	if _, err := os.Stat(filepath.Join(e.dir, ".env")); err == nil {
		t.Error(".env was written")
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, "calc/calc.go")); !strings.Contains(string(b), "return a + b") {
		t.Errorf("calc.go not fixed:\n%s", b)
	}
	var confs []string
	for _, tr := range e.traces(t, "verdict") {
		confs = append(confs, tr["confidence"].(string))
		t.Logf("verify-turn (real vouch, go test as the gate): %s in %.0f ms (vouch's own work %v ms)", tr["confidence"], tr["ms"], tr["verifier_ms"])
	}
	if strings.Join(confs, ",") != "FEEDBACK,PERFECT" {
		t.Errorf("verdicts %v, want FEEDBACK then PERFECT", confs)
	}
	// The write vouch-hook blocked is the session's veto.
	if st := piStatus(t, e); st.LastVerdict != "PERFECT" || st.Loops != 1 || st.Vetoes != 1 {
		t.Errorf("vouch status %+v: want last verdict PERFECT, 1 loop, 1 veto (the .env write)", st)
	}
}

// TestPiVetoLatency measures the tool-call veto inside the real Pi: the
// extension's tool_call handler runs vouch-hook pi (what vouch init pi
// installs) for each call; the extension's trace times each, process
// start included. 60 calls: reads, bash, writes, edits, and denied writes.
func TestPiVetoLatency(t *testing.T) {
	e := newPiEnv(t)
	srv := fakellm.New(vetoTurns(), &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	e.mustRun(t, srv, "VOUCH_PI_VERIFIER=0")
	checkVetoes(t, e, "vouch-hook")
}

// vetoTurns are 60 tool calls in 6 turns, 12 of them protected writes.
func vetoTurns() []fakellm.Turn {
	var turns []fakellm.Turn
	for i := 0; i < 6; i++ {
		turns = append(turns, fakellm.Do("",
			fakellm.Read("calc/calc.go"), fakellm.Shell("go version"), fakellm.Shell("echo x > .env"),
			fakellm.Write(fmt.Sprintf("notes/n%d.md", i), "note\n"), fakellm.Read("go.mod"),
			fakellm.Shell("ls calc"), fakellm.Write(".git/config", "x"), fakellm.Read("calc/calc_test.go"),
			fakellm.Shell("cat go.mod"), fakellm.Edit(fmt.Sprintf("notes/n%d.md", i), "note", "note 2"),
		))
	}
	return append(turns, fakellm.Say("Done."))
}

// checkVetoes checks the 60 traced decisions of vetoTurns, all taken on
// path, and logs their latency (the numbers of issue 12's closing note).
func checkVetoes(t *testing.T, e *piEnv, path string) {
	t.Helper()
	recs := e.traces(t, "veto")
	if len(recs) != 60 {
		t.Fatalf("%d vetoes traced, want 60", len(recs))
	}
	var ms []float64
	denied := 0
	for _, r := range recs {
		if r["path"] != path {
			t.Errorf("a %v call was decided by %v, want %s", r["tool"], r["path"], path)
		}
		ms = append(ms, r["ms"].(float64))
		out := r["out"].(string)
		if strings.Contains(out, `"permissionDecision":"deny"`) || strings.Contains(out, `"block":true`) {
			denied++
		}
	}
	if denied != 12 {
		t.Errorf("%d calls denied, want 12 (6 × echo > .env, 6 × write .git/config)", denied)
	}
	if _, err := os.Stat(filepath.Join(e.dir, ".env")); err == nil {
		t.Error(".env was written")
	}
	// The first allowed call also takes the tripwire's snapshot (a walk of
	// the project); the others find it with one stat.
	t.Logf("first call (%v): %.2f ms", recs[0]["tool"], ms[0])
	sort.Float64s(ms)
	p50, p99 := ms[len(ms)/2], ms[len(ms)*99/100]
	// Logged, not asserted: speed is measured, never a pass/fail of a
	// test that shares the machine with every other package under -race.
	t.Logf("tool_call veto inside Pi via %s, %d calls: p50 %.2f ms, p99 %.2f ms, max %.2f ms", path, len(ms), p50, p99, ms[len(ms)-1])
}

// TestPiRPCVetoLatency: with the verifier connected (RPC mode), each tool
// call is decided over the socket (tool_call → tool_decision) by the real
// vouch pi verifier: no process start per call.
func TestPiRPCVetoLatency(t *testing.T) {
	e := newPiEnv(t)
	srv := fakellm.New(vetoTurns(), &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	p := startRPCPi(t, e, srv, "PI_VERIFIER_REQUIRE_APPROVAL=0")
	p.waitLine(t, "vouch · ● connected")
	pj, _ := json.Marshal(map[string]string{"type": "prompt", "message": prompt})
	p.write(string(pj))
	p.waitLine(t, `"type":"agent_end"`)
	p.stdin.Close()
	<-p.done
	checkVetoes(t, e, "socket")
}

// TestPiRPCRealVerifier: the socket path end to end with the real
// verifier, in the real Pi with a UI (RPC mode): approval on (the default)
// asks before each verification and the test says yes; vouch pi verifier
// finds the false "all tests pass", its correction is injected, the next
// turn fixes the bug, the next verdict is PERFECT; the status line follows;
// vouch status shows the Pi session with its loop.
func TestPiRPCRealVerifier(t *testing.T) {
	e := newPiEnv(t)
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Say(finalText), // false: calc.Add still subtracts
		fixOnCorrection(),
		fakellm.Do("Running the tests.", fakellm.Shell("go test ./...")),
		fakellm.Say(finalText),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	p := startRPCPi(t, e, srv)
	sock := waitSocket(t, e.sockDir, p.done)
	pj, _ := json.Marshal(map[string]string{"type": "prompt", "message": prompt})
	p.write(string(pj))
	confirms := 0
	deadline := time.After(3 * time.Minute)
	var statuses []string
wait:
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatal("pi's stdout ended")
			}
			var req struct {
				Type, ID, Method, Title, Message, StatusText string
			}
			if json.Unmarshal([]byte(l), &req) != nil || req.Type != "extension_ui_request" {
				continue
			}
			switch req.Method {
			case "confirm":
				if req.Message != "Verify this turn?" {
					t.Errorf("confirm %q, want the approval question", req.Message)
				}
				confirms++
				b, _ := json.Marshal(map[string]any{"type": "extension_ui_response", "id": req.ID, "confirmed": true})
				p.write(string(b))
			case "setStatus":
				statuses = append(statuses, req.StatusText)
				if strings.Contains(req.StatusText, "vouch · ✓ verified · PERFECT") {
					break wait
				}
			}
		case <-deadline:
			t.Fatalf("no PERFECT verdict; status lines %q", statuses)
		}
	}
	endRPC(t, p)
	all := strings.Join(statuses, "\n")
	for _, want := range []string{"vouch · ● connected", "vouch · verifying", "vouch · feedback · FEEDBACK", "vouch · feedback 1/3 · FEEDBACK"} {
		if !strings.Contains(all, want) {
			t.Errorf("no status line %q in %q", want, statuses)
		}
	}
	if confirms != 2 {
		t.Errorf("%d approval questions, want 2 (one per verification)", confirms)
	}
	if sc := srv.Scripted(); len(sc) != 4 {
		t.Errorf("model got %d scripted requests, want 4", len(sc))
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, "calc/calc.go")); !strings.Contains(string(b), "return a + b") {
		t.Errorf("calc.go not fixed:\n%s", b)
	}
	if _, err := os.Lstat(sock); err == nil {
		t.Errorf("%s left behind", sock)
	}
	for _, tr := range e.traces(t, "verdict") {
		t.Logf("turn end → report over the socket (real verifier, go test as the gate): %s in %.0f ms (vouch's own work %v ms)", tr["confidence"], tr["ms"], tr["verifier_ms"])
	}
	cmd := exec.Command(e.bin, "status", "--all", "--format", "json")
	cmd.Env = append(os.Environ(), "HOME="+e.home, "VOUCH_STATE_DIR="+e.state)
	out, err := cmd.Output()
	var st []sessionStatus
	if err != nil || json.Unmarshal(out, &st) != nil || len(st) != 1 || st[0].Agent != "pi" || st[0].LastVerdict != "PERFECT" {
		t.Errorf("vouch status: %v\n%s\nwant the one Pi session, last verdict PERFECT", err, out)
	} else {
		t.Logf("vouch status: %+v", st[0])
	}
}

// TestPiPrintEscalation: a model that keeps claiming a false "all tests
// pass" gets three corrections (vouch.yaml's default loop.max), then vouch
// escalates to the human instead of injecting a fourth, and the run ends.
func TestPiPrintEscalation(t *testing.T) {
	e := newPiEnv(t)
	var turns []fakellm.Turn
	for i := 0; i < 4; i++ {
		turns = append(turns, fakellm.Say(finalText))
	}
	srv := fakellm.New(turns, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	res := e.mustRun(t, srv, "PI_VERIFIER_REQUIRE_APPROVAL=0")
	sc := srv.Scripted()
	if len(sc) != 4 {
		t.Fatalf("model got %d requests, want 4 (the prompt and 3 corrections)\n%v", len(sc), res)
	}
	for i, r := range sc[1:] {
		if !strings.HasPrefix(r.LastUser(), "[vouch]") {
			t.Errorf("request %d: input %q, want a vouch correction", i+2, tail(r.LastUser(), 200))
		}
	}
	if !strings.Contains(string(res.Stderr), "vouch: escalating to human.") {
		t.Errorf("no escalation on stderr:\n%s", tail(string(res.Stderr), 2000))
	}
	var confs []string
	for _, tr := range e.traces(t, "verdict") {
		confs = append(confs, tr["confidence"].(string))
	}
	if strings.Join(confs, ",") != "FEEDBACK,FEEDBACK,FEEDBACK,FEEDBACK" {
		t.Errorf("verdicts %v, want four FEEDBACKs (the last escalated)", confs)
	}
}

// TestPiStaleSocketAndPingTimeout: a builder that crashed left its socket
// behind; the next Pi of that session (--session) removes it and listens.
// A verifier that stops answering is dropped after three ping intervals
// (bye "ping timeout"), the builder says so and goes on, and a new
// verifier can connect.
func TestPiStaleSocketAndPingTimeout(t *testing.T) {
	e := newPiEnv(t)
	const sid = "01a20557-dc1d-73d9-be8d-8f4a85f0f9c2"
	session := filepath.Join(e.home, "session.jsonl")
	header := `{"type":"session","version":3,"id":"` + sid + `","timestamp":"2026-11-22T22:19:33.789Z","cwd":` + strconv.Quote(e.dir) + "}\n"
	if err := os.WriteFile(session, []byte(header), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(e.sockDir, 0o700); err != nil {
		t.Fatal(err)
	}
	// The crashed builder's socket: bound, nobody listening, not removed.
	stale := filepath.Join(e.sockDir, sid+".sock")
	ln, err := net.Listen("unix", stale)
	if err != nil {
		t.Fatal(err)
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(false)
	ln.Close()
	if _, err := net.Dial("unix", stale); err == nil {
		t.Fatal("the stale socket answers")
	}

	stub := filepath.Join(e.home, "bin", "vouch-stub")
	os.MkdirAll(filepath.Dir(stub), 0o755)
	if err := os.WriteFile(stub, []byte(stubVerifier), 0o755); err != nil {
		t.Fatal(err)
	}
	srv := fakellm.New(nil, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	p := startRPCPiArgs(t, e, srv, []string{"--session", session}, "VOUCH_PI_VERIFIER_BIN="+stub, "VOUCH_PI_PING_MS=200")
	deadline := time.Now().Add(90 * time.Second)
	var v *testVerifier
	ref := filepath.Join(e.dir, ".pi", "state", "verifier-"+sid+".sock.ref")
	for time.Now().Before(deadline) {
		// The breadcrumb is written once the socket listens.
		if b, err := os.ReadFile(ref); err == nil && strings.TrimSpace(string(b)) == stale {
			v = dialVerifier(t, stale)
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if v == nil {
		t.Fatal("the new builder never listened on the stale socket's path")
	}
	v.send(&protocol.Hello{Version: protocol.Version, Verifier: protocol.Peer{Name: "silent"}})
	// From here on the verifier reads but never answers.
	start := time.Now()
	var pings int
	var bye *protocol.Bye
	for m := range v.msgs {
		switch m := m.(type) {
		case *protocol.Ping:
			pings++
		case *protocol.Bye:
			bye = m
		}
	}
	if bye == nil || bye.Reason != "ping timeout" {
		t.Fatalf("a silent verifier got bye %+v after %d pings, want \"ping timeout\"", bye, pings)
	}
	t.Logf("silent verifier dropped after %s and %d pings", time.Since(start).Round(10*time.Millisecond), pings)
	p.waitLine(t, "the verifier stopped answering (ping timeout); the builder goes on unverified")
	v2 := dialVerifier(t, stale)
	v2.send(&protocol.Hello{Version: protocol.Version, Verifier: protocol.Peer{Name: "second"}})
	v2.expect("hello_ack", func(m protocol.Message) bool { _, ok := m.(*protocol.HelloAck); return ok })
	p.stdin.Close()
	v2.expect("bye", func(m protocol.Message) bool { _, ok := m.(*protocol.Bye); return ok })
	<-p.done
	if _, err := os.Lstat(stale); err == nil {
		t.Error("socket left behind at exit")
	}
}

// TestPiTripwire: a protected path changed by a command the tool-call veto
// cannot see into (go run of a program that writes .env) is put back
// after the call: the extension hands Pi's tool_result to vouch-hook pi
// as PostToolUse, the tripwire restores .env, and its message is added to
// the tool result the model reads; the call and the veto are recorded for
// the Pi session.
func TestPiTripwire(t *testing.T) {
	e := newPiEnv(t)
	os.WriteFile(filepath.Join(e.dir, ".env"), []byte("SECRET=orig\n"), 0o644)
	gen := "package main\n\nimport \"os\"\n\nfunc main() { os.WriteFile(\".env\", []byte(\"SECRET=stolen\\n\"), 0o644) }\n"
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("Adding a generator.", fakellm.Write("gen/main.go", gen)),
		fakellm.Do("Running it.", fakellm.Shell("go run ./gen")),
		fakellm.Say("Done."),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	res := e.mustRun(t, srv, "VOUCH_PI_VERIFIER=0")
	if errs := srv.Errors(); len(errs) > 0 {
		t.Errorf("fake model errors: %v", errs)
	}
	sc := srv.Scripted()
	if len(sc) != 3 {
		t.Fatalf("model got %d scripted requests, want 3\n%v", len(sc), res)
	}
	if in := sc[2].Input(); !strings.Contains(in, "[vouch tripwire]") || !strings.Contains(in, ".env") {
		t.Errorf("after go run the model saw %q, want the tripwire's message", tail(in, 600))
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, ".env")); string(b) != "SECRET=orig\n" {
		t.Errorf(".env is %q, want it restored", b)
	}
	var ms []float64
	for _, tr := range e.traces(t, "result") {
		ms = append(ms, tr["ms"].(float64))
	}
	if len(ms) != 2 {
		t.Errorf("%d tool results checked, want 2", len(ms))
	}
	t.Logf("tool_result -> vouch-hook pi PostToolUse: %v ms", ms)
	cmd := exec.Command(e.bin, "status", "--all", "--agent", "pi", "--format", "json")
	cmd.Env = append(os.Environ(), "VOUCH_STATE_DIR="+e.state)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("vouch status: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), `"vetoes": 1,`) || !strings.Contains(string(out), `"tool_calls": 2`) {
		t.Errorf("vouch status: want 1 veto (the tripwire) and 2 tool calls:\n%s", out)
	}
}

// TestPiRPCTripwireFirstCall: with the verifier answering tool calls over
// the socket, the session's very first call is under the tripwire too: the
// verifier makes sure of the snapshot before it allows the call, so a
// `go run` that rewrites .env behind the veto's back is put back and the
// model is told.
func TestPiRPCTripwireFirstCall(t *testing.T) {
	e := newPiEnv(t)
	gen := "package main\n\nimport \"os\"\n\nfunc main() { os.WriteFile(\".env\", []byte(\"SECRET=stolen\\n\"), 0o644) }\n"
	for name, content := range map[string]string{".env": "SECRET=orig\n", "gen/main.go": gen} {
		os.MkdirAll(filepath.Dir(filepath.Join(e.dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(e.dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("Running the generator.", fakellm.Shell("go run ./gen")),
		fakellm.Say("Done."),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	p := startRPCPi(t, e, srv, "PI_VERIFIER_REQUIRE_APPROVAL=0")
	p.waitLine(t, "vouch · ● connected")
	pj, _ := json.Marshal(map[string]string{"type": "prompt", "message": "Regenerate the config."})
	p.write(string(pj))
	p.waitLine(t, `"type":"agent_end"`)
	p.stdin.Close()
	<-p.done
	vetoes := e.traces(t, "veto")
	if len(vetoes) != 1 || vetoes[0]["path"] != "socket" {
		t.Fatalf("tool calls decided %v, want the one go run over the socket", vetoes)
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, ".env")); string(b) != "SECRET=orig\n" {
		t.Errorf(".env is %q, want it put back", b)
	}
	sc := srv.Scripted()
	if len(sc) != 2 {
		t.Fatalf("model got %d scripted requests, want 2", len(sc))
	}
	if in := sc[1].Input(); !strings.Contains(in, "[vouch tripwire]") || !strings.Contains(in, ".env") {
		t.Errorf("after go run the model saw %q, want the tripwire's message", tail(in, 600))
	}
}

// fixOnCorrection is the model's turn after a false "all tests pass": when
// its input is vouch's correction naming the failing test it fixes
// calc.Add, else it says it saw none.
func fixOnCorrection() fakellm.Turn {
	return fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
		if strings.Contains(r.LastUser(), "[vouch]") && strings.Contains(r.LastUser(), failingTest) {
			return fakellm.Do("Fixing it.", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a + b"))
		}
		return fakellm.Say("no correction naming the failing test")
	})
}

// stopGroup kills the process group pid leads unless done says it has
// exited, and waits for done.
func stopGroup(pid int, done <-chan struct{}) {
	select {
	case <-done:
	default:
		syscall.Kill(-pid, syscall.SIGKILL)
		<-done
	}
}
