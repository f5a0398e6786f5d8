// Package guard is vouch's live guard: the stateful side of `vouch hook
// claude|codex`. Respond takes one hook payload and answers it, with the
// session's state in the store: Stop and SubagentStop verify the turn and
// block a false "done" with feedback (up to loop.max, then escalate),
// PreToolUse asks hook.PreTool with the edit veto (hook/veto) and records
// a denial, PostToolUse tracks progress and nudges a stuck agent, and the
// session events record the session and its turns.
//
// The protocol itself (parsing payloads, encoding replies) and the
// stateless pre-tool policy live in package hook, which cmd/vouch-hook
// uses alone to answer most PreToolUse calls without loading any of this.
package guard

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/veto"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/verify"
)

// Options is what Respond and Handle need besides the event. A nil *Options,
// or a zero field, means the default documented on the field.
type Options struct {
	// OpenStore opens the state database. It is called at most once per
	// event, and only for events that record or read state: events vouch
	// ignores, and PreToolUse calls that are not denied, never open it.
	// Default: store.Open on store.DefaultPath().
	OpenStore func(ctx context.Context) (*store.Store, error)

	// LoadConfig loads vouch.yaml from the project root (hook.Root of the
	// payload's cwd). Default policy.Load.
	LoadConfig func(dir string) (*policy.Config, error)

	// VerifyOptions turns the configuration into verify.Options (gates,
	// claim patterns, protected paths); Handle then sets the transcript,
	// workspace and session. Default: protected paths and claim patterns
	// only (the CLI passes its full vouch.yaml mapping, gates included).
	VerifyOptions func(cfg *policy.Config) *verify.Options

	// Verify runs a verification. Default verify.Verify.
	Verify func(ctx context.Context, o *verify.Options) (*report.Report, error)

	// PreTool decides a PreToolUse call. Default: hook.PreTool (policy
	// deny/ask/rewrite rules) with the edit veto (hook/veto).
	PreTool func(ctx context.Context, cfg *policy.Config, e *hook.Event) hook.Decision

	// RequireApproval turns the feedback loop into a human decision: a
	// FEEDBACK verdict does not block the stop; the feedback is shown to
	// the user (systemMessage) with how to pass it on. The CLI sets it from
	// VOUCH_REQUIRE_APPROVAL=1.
	RequireApproval bool

	// OnError overrides vouch.yaml's loop.on_error: "allow" or "block".
	// Empty means vouch.yaml's value (default allow).
	OnError string

	// Spooled is the spool id (internal/state) under which the caller,
	// cmd/vouch-hook, already recorded this PostToolUse call and added it
	// to the session's Progress: the guard then records it neither in the
	// store (store.Open moves the spooled record in) nor in the Progress
	// file again. Empty means the guard records the call.
	Spooled string

	// StateDir is vouch's state directory, where the tripwire keeps its
	// snapshots (internal/tripwire). Default: the directory of state.DB
	// (VOUCH_STATE_DIR, else XDG_STATE_HOME/vouch, else
	// ~/.local/state/vouch).
	StateDir string

	// Dir is where vouch.yaml is looked for when the payload could not be
	// parsed (so its cwd is unknown), to learn loop.on_error. Empty means
	// the default direction (allow) unless OnError says otherwise.
	Dir string
}

func (o *Options) withDefaults() *Options {
	var c Options
	if o != nil {
		c = *o
	}
	if c.OpenStore == nil {
		c.OpenStore = store.OpenDefault
	}
	if c.LoadConfig == nil {
		c.LoadConfig = policy.Load
	}
	if c.VerifyOptions == nil {
		c.VerifyOptions = DefaultVerifyOptions
	}
	if c.Verify == nil {
		c.Verify = verify.Verify
	}
	if c.PreTool == nil {
		c.PreTool = defaultPreTool
	}
	return &c
}

// DefaultVerifyOptions are the verification options of a configuration
// when the caller gives none: protected paths, claim patterns and the judge
// vouch.yaml asks for (judge: auto runs one when llm: configures a model).
func DefaultVerifyOptions(cfg *policy.Config) *verify.Options {
	o := &verify.Options{Protected: cfg.Protected, ClaimPatterns: cfg.ClaimOptions().Patterns}
	if rv := judge.ForHooks(cfg); rv != nil {
		o.Review = rv
	}
	return o
}

// preToolVeto are the edit veto's options on the PreToolUse path (nil:
// veto.Options' defaults). Tests give checks more time, so a loaded machine
// cannot turn a veto into a fail-open allow.
var preToolVeto *veto.Options

// defaultPreTool is the pre-tool decider used when Options.PreTool is nil:
// the policy (hook.PreTool) with the edit veto.
func defaultPreTool(ctx context.Context, cfg *policy.Config, e *hook.Event) hook.Decision {
	return hook.PreTool(ctx, cfg, e, func(ctx context.Context, e *hook.Event, root string) (string, bool) {
		return veto.Check(ctx, e, root, preToolVeto)
	})
}

// Respond is the whole hook: it parses one payload, decides, and returns the
// reply to write. It never fails and never panics: malformed input, a broken
// vouch.yaml, an unusable database or a panic become a one-line message on
// stderr and a reply in the configured fail direction (loop.on_error):
// allow (the default) answers no opinion plus a visible warning in
// systemMessage; block denies a PreToolUse, blocks a Stop (once: not a
// continuation, so a broken vouch cannot trap the agent) and otherwise
// exits 2 with the message on stderr, which both agents treat as a block.
func Respond(ctx context.Context, agent hook.Agent, input []byte, o *Options) (rep hook.Reply) {
	o = o.withDefaults()
	var e *hook.Event
	onError := o.OnError
	defer func() {
		if r := recover(); r != nil {
			err := fmt.Errorf("internal error: panic: %v", r)
			if onError == "" {
				dir := o.Dir
				if e != nil && e.Cwd != "" {
					dir = e.Cwd
				}
				onError = o.onErrorAt(dir)
			}
			rep = hook.FailReply(e, onError, err)
		}
	}()
	if len(input) > hook.MaxInput {
		return hook.FailReply(nil, o.onErrorAt(o.Dir), fmt.Errorf("hook payload: %d bytes, expected at most %d", len(input), hook.MaxInput))
	}
	e, err := hook.Parse(agent, input)
	if err != nil {
		return hook.FailReply(nil, o.onErrorAt(o.Dir), err)
	}
	if !hook.Handles(e.Name) {
		return hook.Reply{}
	}
	d, dir, err := handle(ctx, e, o)
	if dir != "" && onError == "" {
		onError = dir
	}
	if err != nil {
		if onError == "" {
			onError = policy.OnErrorAllow
		}
		return hook.FailReply(e, onError, err)
	}
	return hook.Encode(e, d)
}

// onErrorAt is the fail direction when the payload's cwd is unknown.
func (o *Options) onErrorAt(dir string) string {
	if o.OnError != "" {
		return o.OnError
	}
	if dir != "" {
		if cfg, err := o.LoadConfig(hook.Root(dir)); err == nil && cfg.Loop.OnError != "" {
			return cfg.Loop.OnError
		}
	}
	return policy.OnErrorAllow
}

// Handle decides one parsed event. A non-nil error is a failure of vouch
// itself (the caller answers it in the fail direction; see Respond); the
// Decision is then meaningless. Events Handles rejects get no opinion.
func Handle(ctx context.Context, e *hook.Event, o *Options) (hook.Decision, error) {
	d, _, err := handle(ctx, e, o.withDefaults())
	return d, err
}

// handle also returns the configured fail direction ("" when the
// configuration could not be loaded).
func handle(ctx context.Context, e *hook.Event, o *Options) (hook.Decision, string, error) {
	if !hook.Handles(e.Name) {
		return hook.Decision{}, "", nil
	}
	cfg, err := o.LoadConfig(hook.Root(e.Cwd))
	if err != nil {
		err = fmt.Errorf("loading configuration: %w", err)
		if e.Name == hook.PreToolUse {
			// The built-in protections hold even when vouch.yaml does
			// not load: a broken vouch.yaml must not open .git or the
			// hook settings to the agent.
			g := &guard{o: o, cfg: policy.Default(), e: e}
			defer g.close()
			if d, _ := g.preTool(ctx); d.Kind == hook.Deny {
				d.SystemMessage = joinLines(hook.OneLine("vouch: warning: "+err.Error()+
					" (vouch.yaml was not applied; the built-in protections were)"), d.SystemMessage)
				return d, "", nil
			}
		}
		return hook.Decision{}, "", err
	}
	onError := cfg.Loop.OnError
	if o.OnError != "" {
		onError = o.OnError
		c := *cfg // LoadConfig may share it; PreTool fails a malformed input this way
		c.Loop.OnError = onError
		cfg = &c
	}
	g := &guard{o: o, cfg: cfg, e: e}
	defer g.close()
	var d hook.Decision
	switch e.Name {
	case hook.PreToolUse:
		d, err = g.preTool(ctx)
	case hook.PostToolUse, hook.PostToolUseFailure:
		d, err = g.postTool(ctx)
	case hook.Stop, hook.SubagentStop:
		d, err = g.stop(ctx, onError)
	case hook.SessionStart, hook.SessionEnd, hook.UserPromptSubmit:
		d, err = g.session(ctx)
	}
	return d, onError, err
}

// guard carries one event through its handler and opens the store lazily.
type guard struct {
	o   *Options
	cfg *policy.Config
	e   *hook.Event
	st  *store.Store
}

func (g *guard) store(ctx context.Context) (*store.Store, error) {
	if g.st != nil {
		return g.st, nil
	}
	if g.e.SessionID == "" {
		return nil, errors.New("hook payload: no session_id, expected the agent's session id")
	}
	st, err := g.o.OpenStore(ctx)
	if err != nil {
		return nil, fmt.Errorf("opening the state database: %w", err)
	}
	g.st = st
	return st, nil
}

func (g *guard) close() {
	if g.st != nil {
		g.st.Close()
	}
}

func (g *guard) agent() string { return string(g.e.Agent) }

// preTool asks the pre-tool decider and records a denial as a veto. A call
// it lets run gets a tripwire snapshot first, if none exists.
func (g *guard) preTool(ctx context.Context) (hook.Decision, error) {
	d := g.o.PreTool(ctx, g.cfg, g.e)
	if d.Kind != hook.Deny {
		d.SystemMessage = joinLines(d.SystemMessage, g.ensureSnapshot())
	}
	if d.Kind == hook.Deny {
		st, err := g.store(ctx)
		if err == nil {
			err = st.RecordVeto(ctx, store.Veto{Agent: g.agent(), Session: g.e.SessionID, TurnKey: g.e.TurnID,
				Tool: g.e.ToolName, Reason: d.Reason})
		}
		if err != nil {
			// The denial stands; only its record is lost.
			d.SystemMessage = joinLines(d.SystemMessage, "vouch: warning: could not record the veto: "+err.Error())
		}
	}
	return d, nil
}

var joinLines = hook.JoinLines

// budgetExceeded is the error of a verification cut off by loop.budget.
type budgetExceeded struct{ budget time.Duration }

func (b budgetExceeded) Error() string {
	return fmt.Sprintf("verification exceeded its budget of %s (loop.budget)", b.budget)
}
