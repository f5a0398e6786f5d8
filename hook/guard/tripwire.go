package guard

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/internal/tripwire"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/store"
)

// The tripwire (internal/tripwire) in the guard's events: SessionStart and
// UserPromptSubmit take the snapshot (what the user changed between turns
// is accepted), an allowed PreToolUse makes sure one exists, PostToolUse
// checks it and puts back what the call changed, and Stop does not end a
// turn while a change is unresolved. A tripwire that cannot run fails
// open: the event is answered as without it, with a warning to the user.

// tripwireOptions are the tripwire's options for this event's project.
func (g *guard) tripwireOptions() (*tripwire.Options, error) {
	if g.e.Cwd == "" || !filepath.IsAbs(g.e.Cwd) {
		return nil, fmt.Errorf("hook payload: cwd %q, expected an absolute path", g.e.Cwd)
	}
	dir := g.o.StateDir
	if dir == "" {
		db, err := state.DB(os.Getenv)
		if err != nil {
			return nil, err
		}
		dir = filepath.Dir(db)
	}
	home := os.Getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	return &tripwire.Options{
		Root:      hook.Root(g.e.Cwd),
		Protected: g.cfg.Protected,
		Outside:   hook.OutsideProtected(home),
		StateDir:  dir,
		OnChange:  g.cfg.Protect.OnChange,
	}, nil
}

func tripwireWarning(err error) string {
	return "vouch: warning: the tripwire (protected paths put back after a tool call) " + hook.OneLine(err.Error())
}

// snapshot (re)takes the tripwire's snapshot; the reply is a warning for
// the user when it could not, or when the walk was capped.
func (g *guard) snapshot() string {
	o, err := g.tripwireOptions()
	if err != nil {
		return tripwireWarning(fmt.Errorf("is off: %w", err))
	}
	sum, err := tripwire.Take(o)
	if err != nil {
		return tripwireWarning(fmt.Errorf("is off: %w", err))
	}
	if sum.Capped {
		return "vouch: warning: the project is too large for the tripwire to walk whole; protected files beyond its limit are guarded before a tool call only"
	}
	return ""
}

// ensureSnapshot makes sure a snapshot exists before an allowed tool call
// runs; the reply is a warning when none could be taken.
func (g *guard) ensureSnapshot() string {
	o, err := g.tripwireOptions()
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
// and a veto is recorded. A manifest that cannot be read is replaced by a
// new snapshot, with a warning.
func (g *guard) checkTripwire(ctx context.Context) hook.Decision {
	o, err := g.tripwireOptions()
	if err != nil {
		return hook.Decision{SystemMessage: tripwireWarning(fmt.Errorf("is off: %w", err))}
	}
	changes, err := tripwire.Check(o)
	if errors.Is(err, tripwire.ErrCorrupt) {
		warn := tripwireWarning(fmt.Errorf("took a new snapshot: %w", err))
		if serr := tripwire.Snapshot(o); serr != nil {
			warn = tripwireWarning(fmt.Errorf("is off: %w", serr))
		}
		return hook.Decision{SystemMessage: warn}
	}
	var d hook.Decision
	if err != nil {
		d.SystemMessage = tripwireWarning(err)
	}
	if len(changes) == 0 {
		return d
	}
	d.Context = tripwire.Message(changes)
	d.SystemMessage = joinLines("vouch: "+g.e.ToolName+" changed protected paths: "+summarize(changes), d.SystemMessage)
	if st, err := g.store(ctx); err != nil {
		d.SystemMessage = joinLines(d.SystemMessage, "vouch: warning: could not record the veto: "+err.Error())
	} else if err := st.RecordVeto(ctx, store.Veto{Agent: g.agent(), Session: g.e.SessionID, TurnKey: g.e.TurnID,
		Tool: g.e.ToolName, Reason: "tripwire: " + summarize(changes)}); err != nil {
		d.SystemMessage = joinLines(d.SystemMessage, "vouch: warning: could not record the veto: "+err.Error())
	}
	return d
}

// summarize is one line per change list: ".env modified, restored; x.key
// modified, not restored (larger than 1 MiB, no copy kept)".
func summarize(changes []tripwire.Change) string {
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

// stopTripwire runs before a Stop is verified: a last Check, then the
// changes still unresolved. While there are some, the stop is blocked
// with the list and what to do, spending a loop of the turn like
// FEEDBACK (so it cannot trap the agent); at the cap the user is told and
// the stop goes on to verification. done means the decision is final.
func (g *guard) stopTripwire(ctx context.Context, st *store.Store, loopKey string) (d hook.Decision, done bool, err error) {
	check := g.checkTripwire(ctx)
	d.SystemMessage = check.SystemMessage
	o, oerr := g.tripwireOptions()
	if oerr != nil {
		return d, false, nil // checkTripwire warned
	}
	un, uerr := tripwire.Unresolved(o)
	if uerr != nil {
		d.SystemMessage = joinLines(d.SystemMessage, tripwireWarning(uerr))
		return d, false, nil
	}
	if len(un) == 0 {
		return d, false, nil
	}
	max := g.cfg.Loop.Max
	if max <= 0 {
		max = policy.DefaultLoopMax
	}
	n, err := st.LoopCount(ctx, g.agent(), g.e.SessionID, loopKey)
	if err != nil {
		return d, false, err
	}
	if n >= max {
		d.SystemMessage = joinLines(d.SystemMessage, fmt.Sprintf("vouch: escalating to you: protected paths are still changed after %d %s: %s. Put them back, or keep them: your next prompt accepts the files as they are.",
			n, plural(n, "loop", "loops"), summarize(un)))
		return d, false, nil
	}
	if n, err = st.IncrementLoop(ctx, g.agent(), g.e.SessionID, loopKey); err != nil {
		return d, false, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%d of %d): protected paths were changed during this turn and are not back as they were:\n", FeedbackPrefix, n, max)
	for _, c := range un {
		fmt.Fprintf(&b, "- %s: %s", c.Path, c.What)
		if c.Rule != "" {
			fmt.Fprintf(&b, " (protected by rule %q)", c.Rule)
		}
		if c.Err != "" {
			b.WriteString("; " + c.Err)
		}
		b.WriteString("\n")
	}
	b.WriteString("Put each back exactly as it was (undo your change; do not work around the protection). " +
		"If the change is needed, say so and ask the user to make it or to accept it: the user's own edits are accepted at their next prompt.")
	d.Kind = hook.Block
	d.Reason = b.String()
	d.SystemMessage = joinLines(d.SystemMessage, fmt.Sprintf("vouch: blocked the stop (%d/%d): protected paths changed: %s", n, max, summarize(un)))
	return d, true, nil
}

// withTripwire adds the tripwire's reply to postTool's: a failure of the
// rest becomes a warning, so the agent still hears what was put back.
func withTripwire(tw, d hook.Decision, err error) (hook.Decision, error) {
	if err != nil {
		tw.SystemMessage = joinLines(tw.SystemMessage, "vouch: warning: "+hook.OneLine(err.Error()))
		return tw, nil
	}
	d.Context = joinLines(tw.Context, d.Context)
	d.SystemMessage = joinLines(tw.SystemMessage, d.SystemMessage)
	return d, nil
}
