package guard

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/transcript"
)

// FeedbackPrefix opens every reason vouch gives the model when it blocks a
// stop, so the model knows the message comes from the verifier, not the
// user.
const FeedbackPrefix = "[vouch] Your stop was blocked by vouch, the verifier watching this session"

// stop verifies the turn that just ended (Stop), or a sub-agent's work
// (SubagentStop), and decides whether the agent may stop:
//
//   - FEEDBACK blocks the stop with the report's feedback as the reason,
//     so the agent keeps working, at most loop.max times per turn; the next
//     FEEDBACK is allowed with a systemMessage escalating to the human.
//     With RequireApproval it never blocks: the feedback goes to the human.
//   - PARTIAL is allowed with the summary in a systemMessage.
//   - PERFECT and VERIFIED are allowed with a short systemMessage.
//   - FAILED, and a verification cut off by loop.budget, go in the
//     loop.on_error direction (allow with a warning, or block).
//
// Before verifying, the tripwire: while a protected path changed during the
// turn is not back as it was, the stop is blocked with the list (spending
// a loop, so bounded like FEEDBACK).
//
// stop_hook_active (a continuation after a block) changes nothing: the
// turn is verified again and the per-turn counter bounds the loop. Every
// report is saved.
func (g *guard) stop(ctx context.Context, onError string) (hook.Decision, error) {
	e := g.e
	path := e.TranscriptPath
	if e.Name == hook.SubagentStop && e.AgentTranscriptPath != "" {
		path = e.AgentTranscriptPath
	}
	if path == "" {
		return hook.Decision{}, errors.New("hook payload: no transcript_path, expected the session's transcript file")
	}
	st, err := g.store(ctx)
	if err != nil {
		return hook.Decision{}, err
	}
	// A session first seen at its Stop (vouch installed mid-session) gets
	// its cwd and transcript recorded too.
	if err := st.TouchSession(ctx, store.Session{Agent: g.agent(), ID: e.SessionID, Cwd: e.Cwd, TranscriptPath: e.TranscriptPath}); err != nil {
		return hook.Decision{}, err
	}
	// No turn ends while a protected path is still changed (the tripwire).
	twKey := g.turnKey(ctx, st, nil)
	if e.Name == hook.SubagentStop {
		twKey += "/agent:" + e.AgentID
	}
	tw, done, err := g.stopTripwire(ctx, st, twKey)
	if err != nil || done {
		return tw, err
	}

	budget := g.cfg.Loop.Budget
	if budget <= 0 {
		budget = policy.DefaultBudget
	}
	vctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()

	var r *report.Report
	var verr error
	s, err := g.readTranscript(vctx, path)
	if err == nil {
		g.prepareSession(s)
		vo := g.o.VerifyOptions(g.cfg)
		vo.Session = s
		vo.Transcript = path
		vo.Workspace = e.Cwd
		r, verr = g.o.Verify(vctx, vo)
	} else {
		verr = err
	}
	if r == nil {
		r = report.New()
		r.Status = report.Failed
		r.Summary = "verification could not run: " + errString(verr)
		r.Session = report.Session{Agent: string(e.Agent), ID: e.SessionID, Transcript: path, Workspace: e.Cwd}
	}
	budgetHit := errors.Is(vctx.Err(), context.DeadlineExceeded) && ctx.Err() == nil
	if budgetHit {
		verr = budgetExceeded{budget}
		r.Status = report.Failed
		r.Summary = verr.Error() + "; " + r.Summary
	}

	turnKey := g.turnKey(ctx, st, s)
	loopKey := turnKey
	saveKey := turnKey
	if e.Name == hook.SubagentStop {
		loopKey = turnKey + "/agent:" + e.AgentID
		saveKey = "" // a sub-agent's report is not its parent turn's verdict
	}
	var warn string
	if err := g.saveReport(ctx, st, r, saveKey); err != nil {
		warn = "vouch: warning: could not save the report: " + hook.OneLine(err.Error())
	}

	var d hook.Decision
	switch {
	case r.Status == report.Failed:
		reason := r.Summary
		if verr != nil {
			reason = verr.Error()
		}
		d, err = g.stopOnError(ctx, st, loopKey, onError, reason)
	case r.Status == report.Feedback:
		d, err = g.feedback(ctx, st, loopKey, r)
	case r.Status == report.Partial:
		d = hook.Decision{SystemMessage: "vouch: PARTIAL: " + r.Summary + seeReport(e)}
	default:
		d = hook.Decision{SystemMessage: "vouch: " + string(r.Status) + ": " + r.Summary}
	}
	d.SystemMessage = joinLines(tw.SystemMessage, joinLines(d.SystemMessage, warn))
	return d, err
}

// prepareSession adapts the transcript read at Stop time to what verify
// expects. A sub-agent's transcript is all sidechain events, with its task
// as the first user message: it is verified as a session of its own. And
// the agent may fire Stop before its last message reaches the transcript
// file: the payload's last_assistant_message is then appended, so the
// claims verified are the ones the agent just made.
func (g *guard) prepareSession(s *transcript.Session) {
	if g.e.Name == hook.SubagentStop {
		for _, ev := range s.Events {
			ev.Sidechain = false
		}
	}
	last := strings.TrimSpace(g.e.LastAssistantMessage)
	if last == "" {
		return
	}
	t, ok := s.LastTurn()
	if !ok {
		return
	}
	if strings.Contains(squash(t.FinalText()), squash(last)) {
		return
	}
	s.Events = append(s.Events, &transcript.Event{Index: len(s.Events), Kind: transcript.KindAssistant, Text: last})
}

// settleWait bounds how long a Stop waits for the agent's transcript writer
// to catch up, settlePoll is how often it looks, and settleQuiet how long
// an existing file may stay unchanged before what it holds is taken.
const (
	settleWait  = 2 * time.Second
	settlePoll  = 25 * time.Millisecond
	settleQuiet = 500 * time.Millisecond // an existing file unchanged this long is written
)

// readTranscript reads the transcript a Stop names. Claude Code can fire
// Stop before its writer has flushed a short turn: the file may not exist
// yet, or not hold the message the payload says was just sent. Then it is
// looked at again every settlePoll, and read again once it has changed,
// until it holds that message or settleWait has passed; after that the
// transcript is verified as it is (prepareSession appends the message) or,
// still missing, is the error.
func (g *guard) readTranscript(ctx context.Context, path string) (*transcript.Session, error) {
	last := squash(g.e.LastAssistantMessage)
	deadline := time.Now().Add(settleWait)
	var seen os.FileInfo
	var changed time.Time // when the file was last seen to change
	var read *transcript.Session
	for {
		fi, statErr := os.Stat(path)
		if statErr == nil && (seen == nil || fi.Size() != seen.Size() || !fi.ModTime().Equal(seen.ModTime())) {
			s, err := transcript.ReadFile(ctx, path, nil)
			if err != nil || last == "" || time.Now().After(deadline) {
				return s, err
			}
			if t, ok := s.LastTurn(); ok && strings.Contains(squash(t.FinalText()), last) {
				return s, nil
			}
			seen, changed, read = fi, time.Now(), s
		} else if statErr != nil && !errors.Is(statErr, fs.ErrNotExist) {
			return nil, statErr
		} else if read != nil && time.Since(changed) > settleQuiet {
			// the file is there and its writer has gone quiet: the
			// message differs from what was written, not late
			return read, nil
		}
		if time.Now().After(deadline) {
			if read != nil {
				return read, nil // unchanged since it was read
			}
			return transcript.ReadFile(ctx, path, nil)
		}
		select {
		case <-ctx.Done():
			return transcript.ReadFile(ctx, path, nil)
		case <-time.After(settlePoll):
		}
	}
}

func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

// turnKey names the turn a Stop ends: the payload's turn id (Codex turn_id,
// Claude Code prompt_id), else the turn UserPromptSubmit began, else the
// number of user prompts in the transcript.
func (g *guard) turnKey(ctx context.Context, st *store.Store, s *transcript.Session) string {
	if g.e.TurnID != "" {
		return g.e.TurnID
	}
	if t, err := st.LatestTurn(ctx, g.agent(), g.e.SessionID); err == nil {
		return t.Key
	}
	n := 0
	if s != nil {
		n = len(s.Turns())
	}
	return strconv.Itoa(n)
}

func (g *guard) saveReport(ctx context.Context, st *store.Store, r *report.Report, turnKey string) error {
	var b bytes.Buffer
	if err := report.WriteJSON(&b, r); err != nil {
		return err
	}
	_, err := st.SaveReport(ctx, store.Report{Agent: g.agent(), Session: g.e.SessionID, TurnKey: turnKey,
		Status: string(r.Status), JSON: b.Bytes()})
	return err
}

// feedback answers a FEEDBACK verdict: block with the feedback while loops
// remain, then escalate to the human.
func (g *guard) feedback(ctx context.Context, st *store.Store, loopKey string, r *report.Report) (hook.Decision, error) {
	e := g.e
	fb := feedbackText(r)
	if g.o.RequireApproval {
		return hook.Decision{SystemMessage: "vouch: FEEDBACK: " + r.Summary +
			"\nThe agent was not sent back (VOUCH_REQUIRE_APPROVAL=1); you decide. The feedback vouch would send:\n\n" +
			clip(fb, 4000) +
			"\n\nTo pass it on, send it as your next prompt (full report: vouch report " + e.SessionID + " --format md)."}, nil
	}
	max := g.cfg.Loop.Max
	if max <= 0 {
		max = policy.DefaultLoopMax
	}
	n, err := st.LoopCount(ctx, g.agent(), e.SessionID, loopKey)
	if err != nil {
		return hook.Decision{}, err
	}
	if n >= max {
		return hook.Decision{SystemMessage: fmt.Sprintf("vouch: escalating to you: after %d feedback %s the agent's work still does not check out, so vouch lets it stop. %s%s",
			n, plural(n, "loop", "loops"), r.Summary, seeReport(e))}, nil
	}
	if n, err = st.IncrementLoop(ctx, g.agent(), e.SessionID, loopKey); err != nil {
		return hook.Decision{}, err
	}
	return hook.Decision{Kind: hook.Block,
		Reason:        FeedbackReason(r, n, max),
		SystemMessage: fmt.Sprintf("vouch: FEEDBACK %d/%d: %s", n, max, r.Summary)}, nil
}

// FeedbackReason is the text a FEEDBACK verdict sends back to the agent,
// correction n of max: the Stop hook's block reason, and the prompt the Pi
// verifier injects.
func FeedbackReason(r *report.Report, n, max int) string {
	return fmt.Sprintf("%s (feedback %d of %d).\n\n%s", FeedbackPrefix, n, max, feedbackText(r))
}

func feedbackText(r *report.Report) string {
	if fb := strings.TrimSpace(r.Feedback); fb != "" {
		return fb
	}
	return r.Summary
}

// stopOnError answers a verification that failed or ran out of budget.
// Blocking (loop.on_error: block) spends a feedback loop like FEEDBACK
// does, so a vouch that keeps failing cannot trap the agent either.
func (g *guard) stopOnError(ctx context.Context, st *store.Store, loopKey, onError, reason string) (hook.Decision, error) {
	msg := hook.OneLine(reason)
	if onError != policy.OnErrorBlock {
		return hook.Decision{SystemMessage: "vouch: warning: could not verify this turn: " + msg + " (vouch failed open; loop.on_error: allow)"}, nil
	}
	max := g.cfg.Loop.Max
	if max <= 0 {
		max = policy.DefaultLoopMax
	}
	n, err := st.LoopCount(ctx, g.agent(), g.e.SessionID, loopKey)
	if err != nil {
		return hook.Decision{}, err
	}
	if n >= max {
		return hook.Decision{SystemMessage: fmt.Sprintf("vouch: escalating to you: verification still fails after %d %s: %s", n, plural(n, "loop", "loops"), msg)}, nil
	}
	if n, err = st.IncrementLoop(ctx, g.agent(), g.e.SessionID, loopKey); err != nil {
		return hook.Decision{}, err
	}
	return hook.Decision{Kind: hook.Block,
		Reason:        fmt.Sprintf("[vouch] vouch could not verify your work (%s), and this project asks it to block when that happens (loop.on_error: block; %d of %d). Run the project's checks yourself and report their actual output.", msg, n, max),
		SystemMessage: "vouch: error, blocking (loop.on_error: block): " + msg}, nil
}

func seeReport(e *hook.Event) string {
	return " (vouch report " + e.SessionID + ")"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && (s[cut]&0xC0) == 0x80 {
		cut--
	}
	return s[:cut] + "\n…"
}

func errString(err error) string {
	if err == nil {
		return "no report"
	}
	return err.Error()
}
