package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/internal/tripwire"
	"github.com/vouchdev/vouch/policy"
)

// The tripwire (internal/tripwire) on the events vouch-hook answers, as
// hook/guard runs it on the same events (guard/tripwire.go; the replies
// must be the same, which TestFastTripwireMatchesVouch checks): an allowed
// PreToolUse makes sure a snapshot exists, PostToolUse compares the
// protected paths with it and puts back what the call changed. The veto
// is spooled instead of written to the store.

// tripwireOptions are the tripwire's options for e's project; db is the
// state database (state.DB), whose directory holds the snapshots.
func tripwireOptions(e *hook.Event, cfg *policy.Config, db string, getenv func(string) string) (*tripwire.Options, error) {
	if e.Cwd == "" || !filepath.IsAbs(e.Cwd) {
		return nil, fmt.Errorf("hook payload: cwd %q, expected an absolute path", e.Cwd)
	}
	home := getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	return &tripwire.Options{
		Root:      hook.Root(e.Cwd),
		Protected: cfg.Protected,
		Outside:   hook.OutsideProtected(home),
		StateDir:  filepath.Dir(db),
		OnChange:  cfg.Protect.OnChange,
	}, nil
}

func tripwireWarning(err error) string {
	return "vouch: warning: the tripwire (protected paths put back after a tool call) " + hook.OneLine(err.Error())
}

// ensureSnapshot makes sure a snapshot exists before an allowed tool call
// runs; the reply is a warning when none could be taken.
func ensureSnapshot(e *hook.Event, cfg *policy.Config, getenv func(string) string) string {
	db, err := state.DB(getenv)
	if err != nil {
		return tripwireWarning(fmt.Errorf("is off: %w", err))
	}
	o, err := tripwireOptions(e, cfg, db, getenv)
	if err == nil {
		_, err = tripwire.Ensure(o)
	}
	if err != nil {
		return tripwireWarning(fmt.Errorf("is off: %w", err))
	}
	return ""
}

// checkTripwire compares the protected paths with the snapshot after a
// tool call. Changes are put back (protect.on_change: restore), the agent
// is told what happened and why (Context), the user too (SystemMessage),
// and a veto is logged for the store (the session's progress log).
// changed says whether there were changes.
func checkTripwire(e *hook.Event, cfg *policy.Config, db string, getenv func(string) string) (d hook.Decision, changed bool) {
	o, err := tripwireOptions(e, cfg, db, getenv)
	if err != nil {
		return hook.Decision{SystemMessage: tripwireWarning(fmt.Errorf("is off: %w", err))}, false
	}
	changes, err := tripwire.Check(o)
	if errors.Is(err, tripwire.ErrCorrupt) {
		warn := tripwireWarning(fmt.Errorf("took a new snapshot: %w", err))
		if serr := tripwire.Snapshot(o); serr != nil {
			warn = tripwireWarning(fmt.Errorf("is off: %w", serr))
		}
		return hook.Decision{SystemMessage: warn}, false
	}
	if err != nil {
		d.SystemMessage = tripwireWarning(err)
	}
	if len(changes) == 0 {
		return d, false
	}
	d.Context = tripwire.Message(changes)
	d.SystemMessage = joinLines("vouch: "+e.ToolName+" changed protected paths: "+summarizeChanges(changes), d.SystemMessage)
	if _, err := state.AppendVeto(state.ProgressLog(db, string(e.Agent), e.SessionID), state.Veto{Agent: string(e.Agent),
		Session: e.SessionID, TurnKey: e.TurnID, Tool: e.ToolName, Reason: "tripwire: " + summarizeChanges(changes)}); err != nil {
		d.SystemMessage = joinLines(d.SystemMessage, "vouch: warning: could not record the veto: "+err.Error())
	}
	return d, true
}

// summarizeChanges is one line per change list: ".env modified, restored; x.key
// modified, not restored (larger than 1 MiB, no copy kept)".
func summarizeChanges(changes []tripwire.Change) string {
	parts := make([]string, len(changes))
	for i, c := range changes {
		s := c.Path + " " + c.What
		switch {
		case c.Restored && c.Moved != "":
			s += ", moved to quarantine (" + c.Moved + ")"
		case c.Restored:
			s += ", restored"
		default:
			s += ", not restored (" + c.Err + ")"
		}
		parts[i] = s
	}
	return strings.Join(parts, "; ")
}

func joinLines(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + "\n" + b
}
