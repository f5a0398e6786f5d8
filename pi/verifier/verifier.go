// Package verifier is vouch's side of the Pi verifier socket (package
// pi/protocol, docs/pi.md): `vouch pi verifier` connects to the socket a
// running Pi (the builder, through vouch's extension) owns, handshakes,
// listens for the builder's lifecycle ticks and, on each finished turn,
// reads the turn from the session JSONL on disk and verifies it with the
// same engine as `vouch verify` (claims, transcript evidence, gates). It
// answers with a report and, on FEEDBACK, a prompt that the builder
// injects as a follow-up turn, up to loop.max corrections per user prompt,
// then escalates to the human. Every verdict is saved in the store like
// the hooks' (agent "pi"), so `vouch status` and `vouch report` show Pi
// sessions.
//
// In DESIGN.md's data flow it is the pi box: transcript → verify → report,
// with store beside it; the hooks' equivalent is hook/guard.
package verifier

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/verify"
)

// Agent is the store's agent name for Pi sessions.
const Agent = "pi"

// Options configures Run. A nil field, or a zero one, means the default
// documented on the field; Socket is required.
type Options struct {
	// Socket is the builder's unix socket.
	Socket string
	// SessionFile overrides the session JSONL named in hello_ack.
	SessionFile string
	// Workspace overrides the project directory (hello_ack's cwd, else
	// the current directory): where vouch.yaml is read and gates run.
	Workspace string

	// Name and Version identify the verifier in hello. Default "vouch", "dev".
	Name, Version string

	// LoadConfig loads vouch.yaml from the project root. Default policy.Load.
	LoadConfig func(dir string) (*policy.Config, error)
	// VerifyOptions maps the configuration to verify.Options; Run sets the
	// session, transcript and workspace. Default: protected paths and
	// claim patterns (the CLI passes vouch.yaml's full mapping, gates
	// included, as `vouch verify` does).
	VerifyOptions func(cfg *policy.Config) *verify.Options
	// Verify runs one verification. Default verify.Verify.
	Verify func(ctx context.Context, o *verify.Options) (*report.Report, error)
	// OpenStore opens the state database, once, on first use. Default
	// store.Open on store.DefaultPath(). A store that cannot be opened is
	// a warning: verdicts go on, only their record is lost.
	OpenStore func(ctx context.Context) (*store.Store, error)
	// PreTool decides a tool_call. Default: hook.PreTool with the edit
	// veto, as the Claude Code and Codex hooks decide PreToolUse.
	PreTool func(ctx context.Context, cfg *policy.Config, e *hook.Event) hook.Decision
	// StateDir is where the tripwire keeps its snapshots
	// (internal/tripwire): before a tool call it does not deny, the
	// verifier makes sure one exists, as vouch-hook's PreToolUse does, so
	// the tool result's check (vouch-hook's PostToolUse) sees what the
	// session's first call changed. Default: the directory of the state
	// database (VOUCH_STATE_DIR, XDG_STATE_HOME, ~/.local/state/vouch).
	StateDir string

	// MaxLoops overrides the persona's max_loops and vouch.yaml's loop.max
	// (default 3).
	MaxLoops int
	// Persona names the seed's verifier persona,
	// .pi/verifier/agents/<name>.md under the project root (--verifier-agent).
	// Default "verifier" when that file exists. Its max_loops applies; its
	// instructions, tools and model drive the judge when one runs.
	Persona string
	// RequireApproval is sent in hello, with vouch.yaml's loop.approval.
	RequireApproval bool

	// PingInterval is how often the verifier pings. Default 10s.
	PingInterval time.Duration
	// Timeout is how long the builder may stay silent (no envelope at
	// all, pongs included) before the verifier gives up. Default 30s.
	Timeout time.Duration
	// HandshakeTimeout bounds the wait for hello_ack. Default 10s.
	HandshakeTimeout time.Duration
	// FlushWait bounds the wait for a stop's leaf entry to reach the
	// session file. Default 2s.
	FlushWait time.Duration

	// Log receives warnings, one line each. Default io.Discard.
	Log io.Writer
	// OnReport, if set, is called after each report is sent (tests,
	// metrics). It must not block.
	OnReport func(protocol.Report)
	// OnVerdict, if set, is called with each turn's verdict after its
	// report is sent, Instruction included (tests). It must not block.
	OnVerdict func(*Verdict)
}

// Errors Run returns that a caller handles.
var (
	// ErrBuilderGone: the builder is not there (nothing listens on the
	// socket: a stale socket left by a crashed builder), or closed the
	// connection without bye, or stopped answering pings.
	ErrBuilderGone = errors.New("builder gone")
	// ErrRejected: the builder said bye before or instead of hello_ack
	// (a duplicate verifier, an unsupported version).
	ErrRejected = errors.New("builder rejected the verifier")
	// ErrUnsafeSocket: the socket or its directory belongs to another user,
	// or the directory is open to others; the verifier does not connect.
	ErrUnsafeSocket = errors.New("unsafe socket")
)

// ByeError is a bye from the builder during the handshake.
type ByeError struct{ Reason string }

func (e *ByeError) Error() string {
	return fmt.Sprintf("the builder said bye: %s", e.Reason)
}
func (e *ByeError) Is(target error) bool { return target == ErrRejected }

func (o *Options) withDefaults() *Options {
	c := *o
	if c.Name == "" {
		c.Name = "vouch"
	}
	if c.Version == "" {
		c.Version = "dev"
	}
	if c.LoadConfig == nil {
		c.LoadConfig = policy.Load
	}
	if c.VerifyOptions == nil {
		c.VerifyOptions = VerifyOptionsWith(c.Persona)
	}
	if c.Verify == nil {
		c.Verify = verify.Verify
	}
	if c.OpenStore == nil {
		c.OpenStore = store.OpenDefault
	}
	if c.PreTool == nil {
		c.PreTool = defaultPreTool
	}
	if c.StateDir == "" {
		if db, err := state.DB(os.Getenv); err == nil {
			c.StateDir = filepath.Dir(db)
		}
	}
	if c.PingInterval <= 0 {
		c.PingInterval = 10 * time.Second
	}
	if c.Timeout <= 0 {
		c.Timeout = 30 * time.Second
	}
	if c.HandshakeTimeout <= 0 {
		c.HandshakeTimeout = 10 * time.Second
	}
	if c.FlushWait <= 0 {
		c.FlushWait = 2 * time.Second
	}
	if c.Log == nil {
		c.Log = io.Discard
	}
	return &c
}

// Run connects to the builder and serves it until it says bye (nil), the
// connection ends otherwise (ErrBuilderGone), or ctx is done (a bye is
// sent; nil).
func Run(ctx context.Context, o *Options) error {
	if o == nil || o.Socket == "" {
		return errors.New("pi verifier: no socket given")
	}
	o = o.withDefaults()
	if err := checkPrivate(o.Socket); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("%w: no socket at %s (the builder is not running)", ErrBuilderGone, o.Socket)
		}
		return fmt.Errorf("%w: %v", ErrUnsafeSocket, err)
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "unix", o.Socket)
	if err != nil {
		return fmt.Errorf("%w: connecting to %s: %v (a socket left behind by a builder that crashed?)", ErrBuilderGone, o.Socket, err)
	}
	s := &session{o: o, conn: conn, w: protocol.NewWriter(conn, nil), msgs: make(chan inbound, 64),
		done: make(chan struct{}), stops: make(chan stopTick, 16), awaiting: map[string]string{}}
	defer s.close()
	return s.run(ctx)
}

// inbound is what the reader goroutine hands the main loop.
type inbound struct {
	m   protocol.Message
	err error // a stream error (final) when m is nil
}

type stopTick struct {
	ev *protocol.Event
	at time.Time
}

// session is one connection to one builder.
type session struct {
	o    *Options
	conn net.Conn
	w    *protocol.Writer
	msgs chan inbound
	done chan struct{} // closed when Run returns: the reader stops handing on

	ack       *protocol.HelloAck
	workspace string
	file      string
	cfg       *policy.Config
	persona   *Persona
	template  *StopTemplate
	maxLoops  int

	stops chan stopTick

	storeOnce sync.Once
	st        *store.Store
	calls     sync.WaitGroup // tool_call answers under way

	seq   int
	seqMu sync.Mutex

	tripwireWarned atomic.Bool // the tripwire's "is off" warning was given

	// awaiting holds the prompts of phase approval not yet acknowledged,
	// by id: the chain whose loop they become once the human approves.
	awaiting   map[string]string
	approvalMu sync.Mutex
}

func (s *session) warnf(format string, args ...any) {
	fmt.Fprintf(s.o.Log, "vouch pi verifier: warning: "+format+"\n", args...)
}

func (s *session) nextID(prefix string) string {
	s.seqMu.Lock()
	defer s.seqMu.Unlock()
	s.seq++
	return prefix + strconv.Itoa(s.seq)
}

func (s *session) close() {
	close(s.done)
	s.conn.Close()
	if s.st != nil {
		s.st.Close()
	}
}

func (s *session) read() {
	r := protocol.NewReader(s.conn, nil)
	for {
		m, err := r.Read()
		var le *protocol.LineError
		if errors.As(err, &le) {
			s.warnf("skipped an envelope from the builder: %v", err)
			continue
		}
		if err != nil {
			select {
			case s.msgs <- inbound{err: err}:
			case <-s.done:
			}
			close(s.msgs)
			return
		}
		select {
		case s.msgs <- inbound{m: m}:
		case <-s.done:
			return
		}
	}
}

func (s *session) run(ctx context.Context) error {
	go s.read()
	// vouch.yaml before the handshake: hello carries loop.max and
	// loop.approval. The workspace is the flag, else the current
	// directory; hello_ack's cwd, when different, reloads it.
	ws := s.o.Workspace
	if ws == "" {
		ws, _ = os.Getwd()
	}
	s.loadConfig(ws)
	if err := s.w.Write(&protocol.Hello{Version: protocol.Version, Verifier: protocol.Peer{Name: s.o.Name, Version: s.o.Version, PID: os.Getpid()},
		MaxLoops: s.maxLoops, RequireApproval: s.o.RequireApproval || s.cfg.Loop.Approval}); err != nil {
		return fmt.Errorf("%w: %v", ErrBuilderGone, err)
	}
	if err := s.handshake(ctx); err != nil {
		if ctx.Err() != nil {
			return nil // asked to stop
		}
		return err
	}
	if s.o.Workspace == "" && s.ack.Cwd != "" && s.ack.Cwd != ws {
		s.loadConfig(s.ack.Cwd)
	}
	s.file = s.o.SessionFile
	if s.file == "" {
		s.file = s.ack.SessionFile
	}
	s.touch(ctx, store.SessionActive)

	wctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); s.worker(wctx) }()
	// On the way out: the verification under way is cancelled, queued
	// stops are dropped, and records already due are finished.
	defer func() { cancel(); close(s.stops); wg.Wait(); s.calls.Wait() }()
	return s.serve(ctx)
}

func (s *session) loadConfig(ws string) {
	s.workspace = ws
	s.cfg, s.persona, s.maxLoops = Settings(ws, s.o.Persona, s.o.MaxLoops, s.o.LoadConfig, s.o.Log)
	s.template = Template(ws, s.o.Log)
}

// Template loads seed 000's verify_on_stop.md at the project root of
// workspace ws: nil when there is none, or when it is malformed (said on
// log, with file:line: the verification goes on without it).
func Template(ws string, log io.Writer) *StopTemplate {
	t, err := LoadStopTemplate(hook.Root(ws))
	switch {
	case err != nil:
		fmt.Fprintf(log, "vouch pi verifier: warning: verify_on_stop template not used: %v\n", err)
		return nil
	case t == nil:
		return nil
	}
	fmt.Fprintf(log, "vouch pi verifier: template %s: rendered against each stop event and sent to the judge with its persona when one runs\n", t.Path)
	if len(t.Unknown) > 0 {
		fmt.Fprintf(log, "vouch pi verifier: warning: %s: placeholders left as written (not one of %s): %s\n", t.Path, strings.Join(StopFields, ", "), strings.Join(t.Unknown, ", "))
	}
	return t
}

// Settings loads what a verification of a Pi turn in workspace ws goes by:
// vouch.yaml at the project root (its defaults, with a warning, when it
// does not load), the seed's persona (name, default "verifier" when that
// file exists) and the correction cap: maxLoops when above 0, else the
// persona's max_loops, else loop.max, else 3. Warnings and the persona
// note go to log.
func Settings(ws, persona string, maxLoops int, load func(dir string) (*policy.Config, error), log io.Writer) (*policy.Config, *Persona, int) {
	if load == nil {
		load = policy.Load
	}
	root := hook.Root(ws)
	cfg, err := load(root)
	if err != nil {
		fmt.Fprintf(log, "vouch pi verifier: warning: %v (using the defaults)\n", err)
		cfg = policy.Default()
	}
	name := persona
	if name == "" {
		name = "verifier"
	}
	p, err := LoadPersona(root, name)
	if err == nil {
		fmt.Fprintf(log, "vouch pi verifier: persona %s (%s): its max_loops caps the corrections; a judge (llm: in vouch.yaml) follows its instructions, tools, max_rounds and model\n", p.Name, p.Path)
	} else if persona != "" || !errors.Is(err, ErrNoPersona) {
		fmt.Fprintf(log, "vouch pi verifier: warning: %v\n", err)
	}
	if maxLoops <= 0 && p != nil {
		maxLoops = p.MaxLoops
	}
	if maxLoops <= 0 {
		maxLoops = cfg.Loop.Max
	}
	if maxLoops <= 0 {
		maxLoops = policy.DefaultLoopMax
	}
	return cfg, p, maxLoops
}

func (s *session) handshake(ctx context.Context) error {
	t := time.NewTimer(s.o.HandshakeTimeout)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			return fmt.Errorf("%w: no hello_ack within %s", ErrBuilderGone, s.o.HandshakeTimeout)
		case in, ok := <-s.msgs:
			if !ok || in.m == nil {
				return fmt.Errorf("%w: the connection closed before hello_ack (%v)", ErrBuilderGone, in.err)
			}
			switch m := in.m.(type) {
			case *protocol.HelloAck:
				if m.Version > protocol.Version {
					reason := fmt.Sprintf("protocol version %d not supported; this verifier speaks %d", m.Version, protocol.Version)
					_ = s.w.Write(&protocol.Bye{Reason: reason})
					return &ByeError{Reason: reason}
				}
				s.ack = m
				return nil
			case *protocol.Bye:
				return &ByeError{Reason: m.Reason}
			case *protocol.Ping:
				_ = s.w.Write(&protocol.Pong{ID: m.ID, TS: m.TS})
			default:
				s.warnf("%s before hello_ack; ignored", m.Type())
			}
		}
	}
}

// serve is the main loop after the handshake: liveness, and dispatch.
// Verification runs on the worker, so pings are answered during gates.
func (s *session) serve(ctx context.Context) error {
	ping := time.NewTicker(s.o.PingInterval)
	defer ping.Stop()
	silence := time.NewTimer(s.o.Timeout)
	defer silence.Stop()
	for {
		select {
		case <-ctx.Done():
			_ = s.w.Write(&protocol.Bye{Reason: protocol.ByeShutdown})
			return nil
		case <-ping.C:
			_ = s.w.Write(&protocol.Ping{ID: s.nextID("ping-"), TS: time.Now().UnixMilli()})
		case <-silence.C:
			_ = s.w.Write(&protocol.Bye{Reason: "ping timeout"})
			return fmt.Errorf("%w: nothing from the builder for %s", ErrBuilderGone, s.o.Timeout)
		case in, ok := <-s.msgs:
			if !ok || in.m == nil {
				s.touch(context.WithoutCancel(ctx), store.SessionEnded)
				err := error(io.EOF)
				if in.err != nil {
					err = in.err
				}
				return fmt.Errorf("%w: the connection closed without bye (%v)", ErrBuilderGone, err)
			}
			if !silence.Stop() {
				select {
				case <-silence.C:
				default:
				}
			}
			silence.Reset(s.o.Timeout)
			switch m := in.m.(type) {
			case *protocol.Ping:
				_ = s.w.Write(&protocol.Pong{ID: m.ID, TS: m.TS})
			case *protocol.Pong:
			case *protocol.Bye:
				s.touch(context.WithoutCancel(ctx), store.SessionEnded)
				return nil
			case *protocol.Event:
				if done := s.event(ctx, m); done {
					return nil
				}
			case *protocol.PromptAck:
				s.acked(ctx, m)
			case *protocol.ToolCall:
				s.calls.Add(1)
				go func() { defer s.calls.Done(); s.toolCall(ctx, m) }()
			default:
				s.warnf("unexpected %s from the builder; ignored", m.Type())
			}
		}
	}
}

func (s *session) event(ctx context.Context, e *protocol.Event) (done bool) {
	switch e.Event {
	case protocol.EventStop:
		select {
		case s.stops <- stopTick{ev: e, at: time.Now()}:
		default:
			s.warnf("stop of turn %d dropped: %d verifications already queued", e.Turn, cap(s.stops))
		}
	case protocol.EventShutdown:
		s.touch(context.WithoutCancel(ctx), store.SessionEnded)
		return true
	case protocol.EventError:
		s.touch(ctx, "")
	}
	return false
}

func (s *session) worker(ctx context.Context) {
	for t := range s.stops {
		if ctx.Err() != nil {
			continue
		}
		s.verifyTurn(ctx, t)
	}
}

// store opens the database once; nil when it cannot be opened.
func (s *session) store(ctx context.Context) *store.Store {
	s.storeOnce.Do(func() {
		st, err := s.o.OpenStore(ctx)
		if err != nil {
			s.warnf("opening the state database: %v (verdicts are not recorded)", err)
			return
		}
		s.st = st
	})
	return s.st
}

func (s *session) touch(ctx context.Context, status string) {
	if s.ack == nil {
		return
	}
	st := s.store(ctx)
	if st == nil {
		return
	}
	if err := st.TouchSession(ctx, store.Session{Agent: Agent, ID: s.ack.SessionID, Cwd: s.workspace, TranscriptPath: s.file, Status: status}); err != nil {
		s.warnf("recording the session: %v", err)
	}
}

// waitFlushed waits until the session file holds the entry leaf (the
// builder may tick before its write reaches the disk).
func (s *session) waitFlushed(ctx context.Context, leaf string) {
	if leaf == "" || s.file == "" {
		return
	}
	needle := []byte(`"id":"` + leaf + `"`)
	deadline := time.Now().Add(s.o.FlushWait)
	for {
		if b, err := os.ReadFile(s.file); err == nil && bytes.Contains(b, needle) {
			return
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			s.warnf("entry %s is not in %s after %s; verifying what is there", leaf, s.file, s.o.FlushWait)
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}
