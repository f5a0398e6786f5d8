package verifier

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/guard"
	"github.com/vouchdev/vouch/hook/veto"
	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/pi" // the sessions this reads
)

// verifyTurn verifies the turn a stop tick ended and answers the builder:
//
//   - PERFECT, VERIFIED: a report, phase verified.
//   - PARTIAL: a report, phase partial; nothing is sent back.
//   - FEEDBACK: a report, phase feedback, then a prompt with the Stop
//     hook's feedback text, while the chain of corrections for this user
//     prompt is below loop.max; after that a report with escalate set and
//     a message for the human, and no prompt.
//   - FAILED (verification could not run, or loop.budget cut it off): a
//     report, phase error, with the reason; with loop.on_error: block it
//     also sends the Stop hook's "could not verify" prompt, spending a
//     correction like FEEDBACK.
//
// A turn whose user message is a prompt this verifier sent continues the
// chain; any other turn starts a new one. A stop the human declined
// (approved: false) is recorded, not verified.
func (s *session) verifyTurn(ctx context.Context, t stopTick) {
	if t.ev.Approved != nil && !*t.ev.Approved {
		s.touch(ctx, "")
		return
	}
	s.waitFlushed(ctx, t.ev.LeafID)

	budget := s.cfg.Loop.Budget
	if budget <= 0 {
		budget = policy.DefaultBudget
	}
	vctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()

	var (
		r    *report.Report
		verr error
		sess *transcript.Session
		turn transcript.Turn
	)
	if s.file == "" {
		verr = errors.New("the builder sent no session file (hello_ack session_file) and none was given (--session-file)")
	} else if sess, verr = transcript.ReadFile(vctx, s.file, nil); verr == nil {
		for _, p := range sess.Problems {
			s.warnf("%s", p.Error())
		}
		var ok bool
		if turn, ok = sess.LastTurn(); !ok {
			verr = fmt.Errorf("%s: no user prompt in the session yet", s.file)
		} else {
			vo := s.o.VerifyOptions(s.cfg)
			vo.Session = sess
			vo.Transcript = s.file
			vo.Workspace = s.workspace
			r, verr = s.o.Verify(vctx, vo)
		}
	}
	if ctx.Err() != nil {
		return // shutting down: nobody to answer
	}
	if r == nil {
		r = report.New()
		r.Status = report.Failed
		msg := "no report"
		if verr != nil {
			msg = verr.Error()
		}
		r.Summary = "verification could not run: " + msg
		r.Session = report.Session{Agent: Agent, ID: s.ack.SessionID, Transcript: s.file, Workspace: s.workspace}
	}
	if errors.Is(vctx.Err(), context.DeadlineExceeded) {
		r.Status = report.Failed
		r.Summary = fmt.Sprintf("verification exceeded its budget of %s (loop.budget); %s", budget, r.Summary)
	}

	turnKey := strconv.Itoa(t.ev.Turn)
	if turn.Number > 0 {
		turnKey = strconv.Itoa(turn.Number)
	}
	// The correction chain this turn belongs to.
	if p := turn.Prompt(); p == nil || !s.prompts[squash(p.Text)] {
		s.chainKey, s.loops = turnKey, 0
		clear(s.prompts)
	}

	env := protocol.Report{ID: s.nextID("r"), Turn: t.ev.Turn, Confidence: protocol.Confidence(r.Status),
		Summary: r.Summary, Loop: s.loops, MaxLoops: s.maxLoops}
	var text bytes.Buffer
	if err := report.WriteText(&text, r, nil); err == nil {
		env.Text = text.String()
	}
	var prompt string
	switch r.Status {
	case report.Perfect, report.Verified:
		env.Phase = protocol.PhaseVerified
	case report.Partial:
		env.Phase = protocol.PhasePartial
		env.Message = "vouch: PARTIAL: " + r.Summary + s.seeReport()
	case report.Feedback:
		if s.loops >= s.maxLoops {
			env.Phase, env.Escalate = protocol.PhaseEscalated, true
			env.Message = fmt.Sprintf("vouch: escalating to human: after %d %s the agent's work still does not check out. %s%s",
				s.loops, plural(s.loops, "correction", "corrections"), r.Summary, s.seeReport())
			break
		}
		s.loops++
		env.Phase, env.Loop = protocol.PhaseFeedback, s.loops
		prompt = guard.FeedbackReason(r, s.loops, s.maxLoops)
	default: // FAILED
		env.Phase = protocol.PhaseError
		env.Message = "vouch: could not verify this turn: " + hook.OneLine(r.Summary)
		if s.cfg.Loop.OnError == policy.OnErrorBlock {
			if s.loops >= s.maxLoops {
				env.Escalate = true
				env.Message = fmt.Sprintf("vouch: escalating to human: verification still fails after %d %s: %s",
					s.loops, plural(s.loops, "correction", "corrections"), hook.OneLine(r.Summary))
				break
			}
			s.loops++
			env.Loop = s.loops
			prompt = fmt.Sprintf("[vouch] vouch could not verify your work (%s), and this project asks it to block when that happens (loop.on_error: block; %d of %d). Run the project's checks yourself and report their actual output.",
				hook.OneLine(r.Summary), s.loops, s.maxLoops)
		}
	}
	if prompt != "" {
		s.prompts[squash(prompt)] = true
	}
	// The builder hears first; the record follows.
	env.DurationMS = time.Since(t.at).Milliseconds()
	if err := s.w.Write(&env); err != nil {
		s.warnf("sending the report: %v", err)
	} else if s.o.OnReport != nil {
		s.o.OnReport(env)
	}
	if prompt != "" {
		if err := s.w.Write(&protocol.Prompt{ID: s.nextID("p"), Text: prompt, Turn: t.ev.Turn, Loop: s.loops, MaxLoops: s.maxLoops}); err != nil {
			s.warnf("sending the prompt: %v", err)
		}
	}
	s.save(ctx, r, turnKey, prompt != "")
}

// recordTimeout bounds a store write that must finish although the
// connection is closing (the verdict was already sent).
const recordTimeout = 5 * time.Second

func (s *session) seeReport() string {
	return " (vouch report " + s.ack.SessionID + ")"
}

// save records the report (and the correction sent, if any); the session
// row was written at the handshake.
func (s *session) save(ctx context.Context, r *report.Report, turnKey string, loop bool) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
	defer cancel()
	st := s.store(ctx)
	if st == nil {
		return
	}
	var b bytes.Buffer
	if err := report.WriteJSON(&b, r); err != nil {
		s.warnf("encoding the report: %v", err)
		return
	}
	if loop {
		if _, err := st.IncrementLoop(ctx, Agent, s.ack.SessionID, s.chainKey); err != nil {
			s.warnf("recording the loop: %v", err)
		}
	}
	if _, err := st.SaveReport(ctx, store.Report{Agent: Agent, Session: s.ack.SessionID, TurnKey: turnKey,
		Status: string(r.Status), JSON: b.Bytes()}); err != nil {
		s.warnf("saving the report: %v", err)
	}
}

// toolCall answers a tool_call with vouch's pre-tool policy, the same
// decision the Claude Code hook gets for the call translated to its shape
// (see claudeShape).
func (s *session) toolCall(ctx context.Context, m *protocol.ToolCall) {
	cwd := m.Cwd
	if cwd == "" {
		cwd = s.workspace
	}
	name, input := claudeShape(m.Tool, m.Input)
	e := &hook.Event{Agent: hook.Claude, Name: hook.PreToolUse, SessionID: s.ack.SessionID, TranscriptPath: s.file,
		Cwd: cwd, ToolName: name, ToolInput: input, ToolUseID: m.ToolCallID}
	e.Tool = hook.NormalizeTool(hook.Claude, name, input, cwd)
	e.Tool.ID = m.ToolCallID
	d := s.o.PreTool(ctx, s.cfg, e)
	out := &protocol.ToolDecision{ID: m.ID}
	switch d.Kind {
	case hook.Deny, hook.Ask:
		// Pi has no "ask" answer from a tool_call handler; the extension
		// asks the human when it can, and blocks otherwise.
		out.Block, out.Reason = true, d.Reason
		if d.Kind == hook.Ask {
			out.Reason = "[ask] " + d.Reason
		}
	}
	if err := s.w.Write(out); err != nil {
		s.warnf("sending the tool decision: %v", err)
	}
	if d.Kind == hook.Deny {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
		defer cancel()
		if st := s.store(ctx); st != nil {
			if err := st.RecordVeto(ctx, store.Veto{Agent: Agent, Session: s.ack.SessionID, Tool: m.Tool, Reason: d.Reason}); err != nil {
				s.warnf("recording the veto: %v", err)
			}
		}
	}
}

func defaultPreTool(ctx context.Context, cfg *policy.Config, e *hook.Event) hook.Decision {
	return hook.PreTool(ctx, cfg, e, func(ctx context.Context, e *hook.Event, root string) (string, bool) {
		return veto.Check(ctx, e, root, nil)
	})
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
