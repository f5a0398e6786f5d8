// Command vouch-hook is the hook command `vouch init` installs for the
// tool-call events (PreToolUse, PostToolUse, PostToolUseFailure) when it
// finds this binary next to vouch: `vouch-hook claude|codex [--on-error
// allow|block]` answers exactly as `vouch hook claude|codex` does, faster.
// (It answers any event, so it may run for all of them; init installs it
// for the tool-call events only, because every other event would be
// handed to vouch anyway.)
//
// These events run before and after every tool call the agent makes, so
// their answer has to be invisible. Most of a Go program's start-up is spent
// touching the pages of the packages it links; vouch links SQLite, the
// verifier, go/types and the CLI, vouch-hook only the hook protocol, the
// vouch.yaml policy, the progress check and the tripwire (packages hook,
// policy, hook/progress, internal/state, internal/tripwire). It answers by
// itself:
//
//   - every event vouch does not handle (no opinion, as vouch hook does);
//   - every PreToolUse call the edit veto has no say in (hook.Vetoable is
//     false): hook.PreTool with the policy, and a denial is spooled
//     (internal/state) for the next store.Open to record; an allowed call
//     gets a tripwire snapshot if none exists (internal/tripwire);
//   - every PostToolUse and PostToolUseFailure that needs no nudge: the
//     tripwire puts back what the call changed among the protected paths
//     (and a veto is spooled), the call is logged in its session's
//     progress log (internal/state), which the next store.Open moves into
//     the database, and the progress check (hook/progress) runs on that
//     log. When a nudge may be due, the event goes to vouch, which keeps
//     the nudge count and cooldown (`vouch hook … --spooled ID`: the call
//     is already logged).
//
// Everything else (Stop, session events, edits the veto checks, a nudge,
// malformed input, a broken vouch.yaml, a panic) is handed, with the same
// stdin and arguments, to the vouch binary next to this one (or on PATH):
// the answer is then vouch's own. If no vouch can be found the
// hook fails in the configured direction, with a message; a PreToolUse
// call still gets the policy, without the edit veto.
package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/progress"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/policy"
)

func main() {
	input, err := io.ReadAll(io.LimitReader(os.Stdin, hook.MaxInput+1))
	if err != nil {
		fmt.Fprintf(os.Stderr, "vouch-hook: reading stdin: %v\n", err)
		input = nil
	}
	rep, spooled, ok := respond(os.Args[1:], input, os.Getenv)
	if ok {
		os.Stdout.Write(rep.Stdout)
		os.Stderr.WriteString(rep.Stderr)
		os.Exit(rep.Exit)
	}
	os.Exit(delegate(os.Args[1:], input, spooled))
}

// fast answers the events vouch-hook handles by itself; ok is false for
// everything vouch must answer.
func fast(args []string, input []byte, getenv func(string) string) (rep hook.Reply, ok bool) {
	rep, _, ok = respond(args, input, getenv)
	return rep, ok
}

// respond is fast, and also returns the spool id of a PostToolUse call it
// recorded: when ok is false and spooled is not empty, vouch gets it
// (--spooled) so that the call is recorded once.
func respond(args []string, input []byte, getenv func(string) string) (rep hook.Reply, spooled string, ok bool) {
	agent, onError, ok := parseArgs(args)
	if !ok || len(input) > hook.MaxInput {
		return hook.Reply{}, "", false
	}
	e, err := hook.Parse(agent, input)
	if err != nil {
		return hook.Reply{}, "", false
	}
	if !hook.Handles(e.Name) {
		return hook.Reply{}, "", true
	}
	post := e.Name == hook.PostToolUse || e.Name == hook.PostToolUseFailure
	if !post && (e.Name != hook.PreToolUse || hook.Vetoable(e)) {
		return hook.Reply{}, "", false
	}
	defer func() {
		if r := recover(); r != nil {
			rep, ok = hook.Reply{}, false // vouch answers, and reports the panic
		}
	}()
	cfg, err := policy.Load(hook.Root(e.Cwd))
	if err != nil {
		return hook.Reply{}, "", false
	}
	if onError != "" {
		cfg.Loop.OnError = onError // a malformed input fails this way
	}
	if post {
		return postTool(e, cfg, getenv)
	}
	d := hook.PreTool(context.Background(), cfg, e, nil)
	if d.Kind != hook.Deny {
		d.SystemMessage = hook.JoinLines(d.SystemMessage, ensureSnapshot(e, cfg, getenv))
	}
	if d.Kind == hook.Deny {
		if e.SessionID == "" {
			return hook.Reply{}, "", false // vouch says why the veto cannot be recorded
		}
		if err := spool(e, d, getenv); err != nil {
			// The denial stands; only its record is lost (as in vouch).
			d.SystemMessage = "vouch: warning: could not record the veto: " + err.Error()
		}
	}
	return hook.Encode(e, d), "", true
}

// postTool answers a finished tool call as the guard's postTool does,
// without the database: the call is observed (hook/progress) and logged
// in the session's progress log (internal/state), which the next
// store.Open moves into the database, and the progress check runs on that
// log. A nudge needs the store (its count and cooldown are kept there, and
// two hooks must not both send one), so when one may be due the event goes
// to vouch, with the call's spool id so that vouch does not record it
// again. Anything that stops vouch-hook from logging the call (no session
// id, an unwritable state directory) is left to vouch, which records it or
// says why not.
func postTool(e *hook.Event, cfg *policy.Config, getenv func(string) string) (rep hook.Reply, spooled string, ok bool) {
	if e.SessionID == "" {
		return hook.Reply{}, "", false
	}
	db, err := state.DB(getenv)
	if err != nil {
		return hook.Reply{}, "", false
	}
	// First the tripwire: what the call changed among the protected paths
	// is put back. A call that changed some is answered here, never
	// handed over, so that what was put back reaches the agent (a nudge
	// due waits for the next call).
	d, changed := checkTripwire(e, cfg, db, getenv)
	obs := progress.Observe(e)
	c := obs.Call
	c.Agent, c.Session, c.TurnKey, c.At = string(e.Agent), e.SessionID, e.TurnID, time.Now().UnixMilli()
	log := state.ProgressLog(db, c.Agent, c.Session)
	id, err := state.AppendCall(log, c)
	if err != nil {
		if changed {
			d.SystemMessage = hook.JoinLines(d.SystemMessage, "vouch: warning: could not record the tool call: "+hook.OneLine(err.Error()))
			return hook.Encode(e, d), "", true
		}
		return hook.Reply{}, "", false
	}
	n := cfg.Nudge
	if n.Off || changed {
		return hook.Encode(e, d), id, true
	}
	w := progress.Window(n)
	p, err := state.ReadProgress(log, progress.Keep(w))
	if err != nil {
		return hook.Reply{}, id, false // the guard checks the calls in the store
	}
	if sig := progress.Detect(p.Calls, w); sig != nil && progress.MayNudge(&p, sig.Kind, n, time.Now()) {
		return hook.Reply{}, id, false
	}
	return hook.Encode(e, d), id, true
}

// parseArgs accepts what `vouch hook` accepts: the agent, then at most
// --on-error allow|block. Anything else is left to vouch, which says
// what is wrong.
func parseArgs(args []string) (agent hook.Agent, onError string, ok bool) {
	if len(args) == 0 {
		return "", "", false
	}
	agent, err := hook.ParseAgent(args[0])
	if err != nil {
		return "", "", false
	}
	switch rest := args[1:]; {
	case len(rest) == 0:
	case len(rest) == 1 && strings.HasPrefix(rest[0], "--on-error="):
		onError = strings.TrimPrefix(rest[0], "--on-error=")
	case len(rest) == 2 && rest[0] == "--on-error":
		onError = rest[1]
	default:
		return "", "", false
	}
	switch onError {
	case "", policy.OnErrorAllow, policy.OnErrorBlock:
		return agent, onError, true
	}
	return "", "", false
}

// spool leaves the denial for the store: a line of the session's
// progress log (internal/state), which the next store.Open records.
func spool(e *hook.Event, d hook.Decision, getenv func(string) string) error {
	db, err := state.DB(getenv)
	if err != nil {
		return err
	}
	_, err = state.AppendVeto(state.ProgressLog(db, string(e.Agent), e.SessionID), state.Veto{Agent: string(e.Agent),
		Session: e.SessionID, TurnKey: e.TurnID, Tool: e.ToolName, Reason: d.Reason})
	return err
}

// delegate runs `vouch hook ARGS` with input on its stdin and returns its
// exit code; its stdout and stderr are this process's. spooled, when not
// empty, is the spool id of the PostToolUse call respond recorded
// (`vouch hook --spooled ID`).
func delegate(args []string, input []byte, spooled string) int {
	bin, err := vouchBinary()
	if err != nil {
		return failed(args, input, err)
	}
	hargs := append([]string{"hook"}, args...)
	if spooled != "" {
		hargs = append(hargs, "--spooled", spooled)
	}
	cmd := exec.Command(bin, hargs...)
	cmd.Stdin = bytes.NewReader(input)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	err = cmd.Run()
	if cmd.ProcessState != nil && cmd.ProcessState.Exited() {
		return cmd.ProcessState.ExitCode()
	}
	return failed(args, input, fmt.Errorf("running %s hook: %v", bin, err))
}

// vouchBinary is $VOUCH_BIN, else the vouch next to this executable, else
// vouch on PATH.
func vouchBinary() (string, error) {
	if b := os.Getenv("VOUCH_BIN"); b != "" {
		return b, nil
	}
	name := "vouch"
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	if exe, err := os.Executable(); err == nil {
		if exe, err := filepath.EvalSymlinks(exe); err == nil {
			p := filepath.Join(filepath.Dir(exe), name)
			if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
				return p, nil
			}
		}
	}
	p, err := exec.LookPath("vouch")
	if err != nil {
		return "", fmt.Errorf("vouch-hook needs the vouch binary next to it or on PATH (or VOUCH_BIN): %v", err)
	}
	return p, nil
}

// failed answers when vouch itself cannot be run, in the fail direction
// of --on-error, else vouch.yaml's loop.on_error, else allow. A PreToolUse
// call still gets the policy: only the edit veto, which needs vouch, is
// missing, so a protected path stays protected whichever way vouch fails.
func failed(args []string, input []byte, err error) int {
	agent, onError, ok := parseArgs(args)
	if !ok {
		agent = hook.Claude
	}
	e, perr := hook.Parse(agent, input)
	if perr != nil {
		e = nil
	}
	var cfg *policy.Config
	if e != nil && e.Cwd != "" {
		if c, err := policy.Load(hook.Root(e.Cwd)); err == nil {
			cfg = c
		}
	}
	if onError == "" && cfg != nil {
		onError = cfg.Loop.OnError
	}
	if onError == "" {
		onError = policy.OnErrorAllow
	}
	rep := hook.FailReply(e, onError, err)
	if e != nil && e.Name == hook.PreToolUse {
		pcfg := cfg
		if pcfg == nil {
			pcfg = policy.Default() // vouch.yaml does not load: the built-in protections
		}
		if d := hook.PreTool(context.Background(), pcfg, e, nil); d.Kind != hook.None {
			d.SystemMessage = "vouch: warning: " + hook.OneLine(err.Error()) + " (the edit veto did not run)"
			if d.Kind == hook.Deny && e.SessionID != "" {
				if err := spool(e, d, os.Getenv); err != nil {
					d.SystemMessage += "\nvouch: warning: could not record the veto: " + err.Error()
				}
			}
			rep = hook.Encode(e, d)
			rep.Stderr = "vouch hook: " + hook.OneLine(err.Error()) + "\n"
		}
	}
	os.Stdout.Write(rep.Stdout)
	os.Stderr.WriteString(rep.Stderr)
	return rep.Exit
}
