package guard

import (
	"context"
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
	dir := g.o.StateDir
	if dir == "" {
		db, err := state.DB(os.Getenv)
		if err != nil {
			return nil, err
		}
		dir = filepath.Dir(db)
	}
	return hook.TripwireOptions(g.e, g.cfg, dir, os.Getenv)
}

var tripwireWarning = hook.TripwireWarning

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

// checkTripwire runs hook.TripwireCheck after a tool call and records
// its veto in the store.
func (g *guard) checkTripwire(ctx context.Context) hook.Decision {
	o, err := g.tripwireOptions()
	d, veto := hook.TripwireCheck(g.e, o, err)
	if veto == "" {
		return d
	}
	if st, err := g.store(ctx); err != nil {
		d.SystemMessage = joinLines(d.SystemMessage, "vouch: warning: could not record the veto: "+err.Error())
	} else if err := st.RecordVeto(ctx, store.Veto{Agent: g.agent(), Session: g.e.SessionID, TurnKey: g.e.TurnID,
		Tool: g.e.ToolName, Reason: veto}); err != nil {
		d.SystemMessage = joinLines(d.SystemMessage, "vouch: warning: could not record the veto: "+err.Error())
	}
	return d
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
			n, plural(n, "loop", "loops"), hook.SummarizeChanges(un)))
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
	d.SystemMessage = joinLines(d.SystemMessage, fmt.Sprintf("vouch: blocked the stop (%d/%d): protected paths changed: %s", n, max, hook.SummarizeChanges(un)))
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
