package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/landlock-lsm/go-landlock/landlock"
	"golang.org/x/sys/unix"
)

// The child is this executable run again as `<exe> childArg` with childEnv
// set: init below serves one request from stdin and exits before main (or
// TestMain) runs.
const (
	childArg = "__vouch-judge-tool"
	opProbe  = "probe"
)

func init() {
	if len(os.Args) == 2 && os.Args[1] == childArg && os.Getenv(childEnv) == "1" {
		os.Exit(childMain(os.Stdin, os.Stdout))
	}
}

// A sandbox runs a request in a child process.
type sandbox interface {
	run(ctx context.Context, req request) result
}

// nsSandbox: the child in a new network namespace (and a user
// namespace when not root), restricting itself with Landlock.
type nsSandbox struct {
	userns bool
	// unshare is Machine.Unshare: when it refuses the namespaces, the
	// child is not started, as the kernel would refuse its clone.
	unshare func(flags uintptr) error
}

// bwrapSandbox: the child under bubblewrap.
type bwrapSandbox struct {
	bwrap string
	exe   string
}

// probed is what the probe found: the sandboxes that work here, and why
// each of the others does not.
type probed struct {
	ns                 *nsSandbox
	bw                 *bwrapSandbox
	whyNotNS, whyNotBW string
}

var (
	probeOnce sync.Once
	host      probed // the machine's own, probed once per process
)

// pickSandbox decides the mode by running a probe child in each candidate
// sandbox: once per process for the machine itself (the kernel does not
// change), per box when Options.Machine plays another.
func pickSandbox(want string, b *Box) (sandbox, string, error) {
	var p probed
	if m := b.opts.Machine; m != nil {
		p = probe(b.scratch, m)
	} else {
		probeOnce.Do(func() { host = probe(b.scratch, &Machine{}) })
		p = host
	}
	inProcess := ModeInProcess + ": " + p.whyNotNS + "; " + p.whyNotBW
	switch want {
	case "":
		switch {
		case p.ns != nil:
			return p.ns, ModeLandlock, nil
		case p.bw != nil:
			return p.bw, ModeBwrap, nil
		}
		return nil, inProcess, nil
	case ModeLandlock:
		if p.ns == nil {
			return nil, "", fmt.Errorf("tools: %w: %s", ErrNoSandbox, p.whyNotNS)
		}
		return p.ns, ModeLandlock, nil
	case ModeBwrap:
		if p.bw == nil {
			return nil, "", fmt.Errorf("tools: %w: %s", ErrNoSandbox, p.whyNotBW)
		}
		return p.bw, ModeBwrap, nil
	case ModeInProcess:
		return nil, ModeInProcess + ": asked for (Options.Sandbox)", nil
	}
	return nil, "", fmt.Errorf("tools: unknown sandbox %q (want %q, %q or %q)", want, ModeLandlock, ModeBwrap, ModeInProcess)
}

// probeInfo is what a probe child reports.
type probeInfo struct {
	ABI      int    `json:"abi"`
	Denied   bool   `json:"denied"` // reading / failed after Landlock
	NetNS    string `json:"netns"`  // readlink /proc/self/ns/net
	Problems string `json:"problems,omitempty"`
	// ReadPath is what reading request.Path (a file outside the
	// workspace, for tests) gave: its content or the error.
	ReadPath string `json:"read_path,omitempty"`
}

// probe tries each sandbox on m (the machine itself where m's fields are
// nil).
func probe(dir string, m *Machine) probed {
	var p probed
	abi, abiErr := landlockABI(), landlockErr
	if m.LandlockABI != nil {
		abi, abiErr = 0, "ENOSYS"
		if v, err := m.LandlockABI(); err != nil {
			abiErr = err.Error()
		} else {
			abi = v
		}
	}
	self, _ := os.Readlink("/proc/self/ns/net")
	check := func(s sandbox) error {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		res := s.run(ctx, request{Op: opProbe, Workspace: dir, Scratch: dir, Max: 4096})
		if res.IsError {
			return errors.New(res.Content)
		}
		var pi probeInfo
		if err := json.Unmarshal([]byte(res.Content), &pi); err != nil {
			return fmt.Errorf("probe answered %q", clip(res.Content))
		}
		switch {
		case pi.NetNS == "" || pi.NetNS == self:
			return errors.New("the child is in the host's network namespace")
		case pi.Problems != "":
			return errors.New(pi.Problems)
		}
		if _, ok := s.(*nsSandbox); ok && !pi.Denied {
			return fmt.Errorf("the Landlock ruleset did not deny a read outside the workspace (ABI %d)", pi.ABI)
		}
		return nil
	}
	if abi < 1 {
		p.whyNotNS = "no Landlock (landlock_create_ruleset: " + abiErr + ")"
	} else {
		s := &nsSandbox{userns: os.Geteuid() != 0, unshare: m.Unshare}
		err := check(s)
		if err != nil && !s.userns {
			// root without CAP_SYS_ADMIN (a container): try a user namespace
			s2 := &nsSandbox{userns: true, unshare: m.Unshare}
			if err2 := check(s2); err2 == nil {
				s, err = s2, nil
			}
		}
		if err != nil {
			p.whyNotNS = fmt.Sprintf("Landlock ABI %d but the namespaced child failed: %v", abi, err)
		} else {
			p.ns = s
		}
	}
	look := m.LookPath
	if look == nil {
		look = exec.LookPath
	}
	bw, err := look("bwrap")
	if err != nil {
		p.whyNotBW = "no bwrap in PATH"
		return p
	}
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		p.whyNotBW = "cannot find this executable: " + err.Error()
		return p
	}
	s := &bwrapSandbox{bwrap: bw, exe: exe}
	if err := check(s); err != nil {
		p.whyNotBW = "bwrap failed: " + err.Error()
		return p
	}
	p.bw = s
	return p
}

var landlockErr = "ENOSYS"

// landlockABI asks the kernel which Landlock ABI it speaks (0: none).
func landlockABI() int {
	const versionFlag = 1 // LANDLOCK_CREATE_RULESET_VERSION
	v, _, e := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, versionFlag)
	if e != 0 {
		landlockErr = e.Error()
		return 0
	}
	return int(v)
}

// run spawns the child in new namespaces.
func (s *nsSandbox) run(ctx context.Context, req request) result {
	attr := &syscall.SysProcAttr{
		// No CLONE_NEWPID: psx (go-landlock's all-threads syscalls, with
		// cgo) hangs when the process is PID 1 of its namespace.
		Cloneflags: syscall.CLONE_NEWNET,
		Setpgid:    true,
		Pdeathsig:  syscall.SIGKILL,
	}
	if s.userns {
		uid, gid := os.Geteuid(), os.Getegid()
		attr.Cloneflags |= syscall.CLONE_NEWUSER
		attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}}
		attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}}
		attr.GidMappingsEnableSetgroups = false
	}
	if s.unshare != nil {
		if err := s.unshare(attr.Cloneflags); err != nil {
			return result{Content: fmt.Sprintf("sandbox: the tool process failed: fork/exec /proc/self/exe: %v", err), IsError: true}
		}
	}
	return spawn(ctx, "/proc/self/exe", []string{childArg}, attr, req)
}

// run spawns the child under bwrap: a new network namespace, the
// workspace (and for git, the system) bound read-only; for a gate, the
// whole filesystem read-only and the scratch directory writable.
func (s *bwrapSandbox) run(ctx context.Context, req request) result {
	args := []string{"--die-with-parent", "--new-session", "--unshare-all"}
	if req.Op == RunGate {
		args = append(args, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--bind", req.Scratch, req.Scratch, "--bind", req.Cache, req.Cache)
	} else {
		// The executable (linked against the system's libc when built
		// with cgo) needs /usr and /lib; git also needs /etc.
		args = append(args, "--dev", "/dev", "--proc", "/proc", "--ro-bind", s.exe, s.exe, "--ro-bind", req.Workspace, req.Workspace)
		dirs := libDirs
		if req.Op == GitDiff {
			dirs = systemDirs
			for _, d := range req.GitDirs {
				args = append(args, "--ro-bind", d, d)
			}
			args = append(args, "--bind", req.Scratch, req.Scratch)
		}
		for _, d := range dirs {
			if t, err := os.Readlink(d); err == nil {
				args = append(args, "--symlink", t, d)
			} else {
				args = append(args, "--ro-bind-try", d, d)
			}
		}
	}
	args = append(args, "--chdir", req.Workspace, "--", s.exe, childArg)
	req.Bwrap = true
	return spawn(ctx, s.bwrap, args, &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}, req)
}

// gateProcAttr: a gate leads its own process group and dies with the
// child.
func gateProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// systemDirs are what git needs to run; libDirs what a dynamically
// linked executable needs.
var (
	systemDirs = []string{"/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc"}
	libDirs    = []string{"/usr", "/lib", "/lib64", "/lib32"}
)

// spawn runs the child, writes req to its stdin and reads its result.
func spawn(ctx context.Context, path string, args []string, attr *syscall.SysProcAttr, req request) result {
	in, err := json.Marshal(req)
	if err != nil {
		return result{Content: "sandbox: " + err.Error(), IsError: true}
	}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = []string{childEnv + "=1", "PATH=" + os.Getenv("PATH"), "LC_ALL=C"}
	if g, ok := os.LookupEnv("GORACE"); ok {
		// the race detector's options reach a child of a race build (a
		// test's binary run again): `make test` ends each without the
		// detector's 1 s wait at exit
		cmd.Env = append(cmd.Env, "GORACE="+g)
	}
	cmd.SysProcAttr = attr
	cmd.Dir = req.Workspace
	cmd.Stdin = bytes.NewReader(in)
	var out, errb bytes.Buffer
	cmd.Stdout = &limitWriter{w: &out, n: 4*req.Max + 1<<20}
	cmd.Stderr = &limitWriter{w: &errb, n: 8 << 10}
	// On cancel: ask the child to stop (it stops its gate's process
	// group), then kill it.
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM) }
	cmd.WaitDelay = 3 * time.Second
	err = cmd.Run()
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	var res result
	if jerr := json.Unmarshal(out.Bytes(), &res); jerr != nil {
		why := strings.TrimSpace(errb.String())
		if why == "" && err != nil {
			why = err.Error()
		}
		if ctx.Err() != nil {
			why = "stopped: " + ctx.Err().Error()
		}
		return result{Content: fmt.Sprintf("sandbox: the tool process failed: %s", clip(why)), IsError: true}
	}
	return res
}

// childMain serves one request inside the sandbox: it sets up the
// restrictions first, then runs the tool.
func childMain(stdin io.Reader, stdout io.Writer) int {
	enc := json.NewEncoder(stdout)
	fail := func(format string, a ...any) int {
		enc.Encode(result{Content: "sandbox: " + fmt.Sprintf(format, a...), IsError: true})
		return 3
	}
	data, err := io.ReadAll(io.LimitReader(stdin, 8<<20))
	if err != nil {
		return fail("reading the request: %v", err)
	}
	var req request
	if err := json.Unmarshal(data, &req); err != nil {
		return fail("bad request: %v", err)
	}
	// SIGTERM (the parent cancelling) cancels the tool, which stops a
	// gate's process group before the child exits.
	ctx, cancel := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer cancel()
	if req.Op == RunGate || req.Op == opProbe {
		bringLoopbackUp()
	}
	if !req.Bwrap {
		if err := restrict(req); err != nil {
			return fail("landlock: %v", err)
		}
	}
	var res result
	if req.Op == opProbe {
		res = result{Content: probeSelf(req)}
	} else {
		res = serve(ctx, req)
	}
	if err := enc.Encode(res); err != nil {
		return 1
	}
	return 0
}

// restrict applies the Landlock rules of req's tool to this process and
// all it starts.
func restrict(req request) error {
	if landlockABI() < 1 {
		return errors.New("not supported by this kernel")
	}
	cfg := landlock.V7.BestEffort()
	devs := landlock.RWFiles("/dev/null").IgnoreIfMissing()
	switch req.Op {
	case ReadFile, List, Grep, opProbe:
		return cfg.Restrict(landlock.RODirs(req.Workspace))
	case GitDiff:
		ro := append([]string{req.Workspace}, req.GitDirs...)
		return cfg.Restrict(landlock.RODirs(ro...), landlock.RODirs(systemDirs...).IgnoreIfMissing(),
			landlock.RWDirs(req.Scratch), devs)
	case RunGate:
		// TCP stays open inside the namespace (tests listen on its
		// loopback); the namespace has no way out.
		if err := cfg.RestrictPaths(landlock.RODirs("/"), landlock.RWDirs(req.Scratch, req.Cache).WithRefer(),
			landlock.RWFiles("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty").IgnoreIfMissing()); err != nil {
			return err
		}
		return cfg.RestrictScoped()
	}
	return fmt.Errorf("no rules for %q", req.Op)
}

// probeSelf reports what the probe child sees once restricted.
func probeSelf(req request) string {
	pi := probeInfo{ABI: landlockABI()}
	pi.NetNS, _ = os.Readlink("/proc/self/ns/net")
	if _, err := os.ReadDir("/"); err != nil {
		pi.Denied = true
	} else if req.Bwrap {
		pi.Denied = true // bwrap shows an empty root, which is as good
	}
	if _, err := os.ReadDir(req.Workspace); err != nil {
		pi.Problems = "cannot read the workspace: " + err.Error()
	}
	if req.Path != "" {
		data, err := os.ReadFile(req.Path)
		pi.ReadPath = string(data)
		if err != nil {
			pi.ReadPath = err.Error()
		}
	}
	b, _ := json.Marshal(pi)
	return string(b)
}

// bringLoopbackUp sets lo up in the child's new network namespace, so a
// gate's tests can listen on 127.0.0.1 — their own, not the host's.
func bringLoopbackUp() {
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer unix.Close(fd)
	ifr, err := unix.NewIfreq("lo")
	if err != nil {
		return
	}
	if err := unix.IoctlIfreq(fd, unix.SIOCGIFFLAGS, ifr); err != nil {
		return
	}
	ifr.SetUint16(ifr.Uint16() | unix.IFF_UP)
	_ = unix.IoctlIfreq(fd, unix.SIOCSIFFLAGS, ifr)
}
