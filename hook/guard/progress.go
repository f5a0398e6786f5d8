package guard

import (
	"context"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/progress"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/store"
)

// postTool records a finished tool call (PostToolUse, PostToolUseFailure)
// and, when the calls so far show the agent is stuck, returns a nudge as
// additional context for the model. It runs after every tool call, so it
// does one insert and one small query, and the nudge bookkeeping only when
// a signal fires.
//
// cmd/vouch-hook answers most PostToolUse calls itself: it logs the call
// in the session's progress log (internal/state), runs the progress check
// on that log, and hands the event over (Options.Spooled) only when a
// nudge may be due. The call is then already in the store (Open read the
// log), so it is not recorded again. A call the guard records itself goes
// to the log too, under the same spool id, so that vouch-hook's check sees
// every call, and a nudge sent is logged for it.
func (g *guard) postTool(ctx context.Context) (d hook.Decision, err error) {
	// First the tripwire: what the call changed among the protected paths
	// is put back, whatever else happens here.
	if tw := g.checkTripwire(ctx); tw.Context != "" || tw.SystemMessage != "" {
		defer func() { d, err = withTripwire(tw, d, err) }()
	}
	st, err := g.store(ctx)
	if err != nil {
		return hook.Decision{}, err
	}
	n := g.cfg.Nudge
	w := progress.Window(n)
	obs := progress.Observe(g.e)
	c := obs.Call
	c.Agent, c.Session, c.TurnKey, c.At = g.agent(), g.e.SessionID, g.e.TurnID, time.Now().UnixMilli()
	log := state.ProgressLog(st.Path(), g.agent(), g.e.SessionID)
	if g.o.Spooled == "" {
		tc := store.ToolCallOf(c)
		tc.At = time.Time{} // the store's clock
		// The store is the record: a log that cannot be written only
		// leaves vouch-hook's view short of this call.
		tc.SpoolID, _ = state.AppendCall(log, c)
		if _, err := st.RecordToolCall(ctx, tc); err != nil {
			return hook.Decision{}, err
		}
	}
	if n.Off {
		return hook.Decision{}, nil
	}
	rows, err := st.RecentToolCalls(ctx, g.agent(), g.e.SessionID, progress.Keep(w))
	if err != nil {
		return hook.Decision{}, err
	}
	recent := make([]state.Call, len(rows))
	for i, r := range rows {
		recent[i] = r.State()
	}
	sig := progress.Detect(recent, w)
	if sig == nil {
		return hook.Decision{}, nil
	}
	max := progress.MaxPerSession(n)
	if total, err := st.NudgeCount(ctx, g.agent(), g.e.SessionID, ""); err != nil || total >= max {
		return hook.Decision{}, err
	}
	// A minimum gap of one window of calls between two nudges of any kind:
	// the agent gets the time to act on the last one.
	if last, err := st.LastNudge(ctx, g.agent(), g.e.SessionID, ""); err != nil {
		return hook.Decision{}, err
	} else if !last.IsZero() {
		after := 0
		for _, rc := range rows {
			if rc.At.After(last) {
				after++
			}
		}
		if after < w {
			return hook.Decision{}, nil
		}
	}
	ok, err := st.TryNudge(ctx, store.Nudge{Agent: g.agent(), Session: g.e.SessionID, TurnKey: g.e.TurnID,
		Kind: sig.Kind, Message: sig.Stored}, store.NudgeLimit{Max: max, MinInterval: n.Cooldown})
	if err != nil || !ok {
		return hook.Decision{}, err
	}
	state.AppendNudge(log, state.NudgeMark{Kind: sig.Kind}) // as above: the store has it

	return hook.Decision{Context: progress.Nudge(sig, obs)}, nil
}
