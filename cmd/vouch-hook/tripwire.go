package main

import (
	"fmt"
	"path/filepath"

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

// ensureSnapshot makes sure a snapshot exists before an allowed tool call
// runs; the reply is a warning when none could be taken.
func ensureSnapshot(e *hook.Event, cfg *policy.Config, getenv func(string) string) string {
	db, err := state.DB(getenv)
	if err != nil {
		return hook.TripwireWarning(fmt.Errorf("is off: %w", err))
	}
	o, err := hook.TripwireOptions(e, cfg, filepath.Dir(db), getenv)
	if err == nil {
		_, err = tripwire.Ensure(o)
	}
	if err != nil {
		return hook.TripwireWarning(fmt.Errorf("is off: %w", err))
	}
	return ""
}

// checkTripwire runs hook.TripwireCheck after a tool call and logs its
// veto for the store (the session's progress log). changed says whether
// there were changes.
func checkTripwire(e *hook.Event, cfg *policy.Config, db string, getenv func(string) string) (d hook.Decision, changed bool) {
	o, err := hook.TripwireOptions(e, cfg, filepath.Dir(db), getenv)
	d, veto := hook.TripwireCheck(e, o, err)
	if veto == "" {
		return d, false
	}
	if _, err := state.AppendVeto(state.ProgressLog(db, string(e.Agent), e.SessionID), state.Veto{Agent: string(e.Agent),
		Session: e.SessionID, TurnKey: e.TurnID, Tool: e.ToolName, Reason: veto}); err != nil {
		d.SystemMessage = hook.JoinLines(d.SystemMessage, "vouch: warning: could not record the veto: "+err.Error())
	}
	return d, true
}
