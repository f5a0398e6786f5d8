package guard

import (
	"context"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/store"
)

// session records the session and its turn boundaries: SessionStart and
// UserPromptSubmit (re)register the session with its cwd and transcript,
// UserPromptSubmit begins a turn (so feedback-loop counters, kept per turn,
// start from zero), SessionEnd marks the session ended. SessionStart and
// UserPromptSubmit also take the tripwire's snapshot. None of them has an
// opinion for the agent.
func (g *guard) session(ctx context.Context) (hook.Decision, error) {
	st, err := g.store(ctx)
	if err != nil {
		return hook.Decision{}, err
	}
	e := g.e
	sess := store.Session{Agent: g.agent(), ID: e.SessionID, Cwd: e.Cwd, TranscriptPath: e.TranscriptPath}
	switch e.Name {
	case hook.SessionEnd:
		sess.Status = store.SessionEnded
	default:
		sess.Status = store.SessionActive
	}
	if err := st.TouchSession(ctx, sess); err != nil {
		return hook.Decision{}, err
	}
	if e.Name == hook.UserPromptSubmit {
		// An empty turn id begins a numbered turn; Stop then finds it with
		// LatestTurn.
		if _, err := st.BeginTurn(ctx, g.agent(), e.SessionID, e.TurnID, time.Time{}); err != nil {
			return hook.Decision{}, err
		}
	}
	if e.Name == hook.SessionStart || e.Name == hook.UserPromptSubmit {
		// The protected paths as they are now are what the tripwire puts
		// back: the user's own edits between turns are accepted.
		return hook.Decision{SystemMessage: g.snapshot()}, nil
	}
	return hook.Decision{}, nil
}
