package verifier

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/guard"
	"github.com/vouchdev/vouch/hook/veto"
	"github.com/vouchdev/vouch/internal/tripwire"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/pi" // the sessions this reads
	"github.com/vouchdev/vouch/verify"
)

// TurnOptions is one turn to verify. Config, SessionFile and Workspace
// are required; a zero field otherwise means the default on the field.
type TurnOptions struct {
	SessionFile string
	Workspace   string
	// SessionID names the session in the report when the file cannot be
	// read (else the file's own id is used).
	SessionID string
	Config    *policy.Config
	// MaxLoops is the cap on corrections per user prompt. Default
	// Config.Loop.Max, else 3.
	MaxLoops int
	// Turn is the builder's turn number, echoed in the envelopes.
	Turn int
	// VerifyOptions and Verify as in Options (defaults: protected paths
	// and claim patterns only; verify.Verify).
	VerifyOptions func(cfg *policy.Config) *verify.Options
	Verify        func(ctx context.Context, o *verify.Options) (*report.Report, error)
	// Warn receives problems that do not stop the verification (malformed
	// session lines). Default: dropped.
	Warn func(msg string)
	// Template, when set, is rendered against Stop (nil: an event "stop"
	// of Turn) into Verdict.Instruction.
	Template *StopTemplate
	Stop     *protocol.Event
}

// Verdict is what verifying one turn sends the builder, and records.
type Verdict struct {
	Report protocol.Report
	// Prompt is the correction to inject, nil when none.
	Prompt *protocol.Prompt
	// Full is vouch's report, for the store.
	Full *report.Report
	// TurnKey is the verified turn's number in the session ("1", "2",
	// ...), ChainKey the number of the user prompt that began its chain
	// of corrections.
	TurnKey, ChainKey string
	SessionID         string
	// Instruction is verify_on_stop.md rendered against the stop event:
	// the instruction for an LLM verifier's turn. When the judge runs, it
	// receives it after the persona's instructions
	// (judge.Agent.WithInstruction). Empty without a template.
	Instruction string
}

// CorrectionPrefix opens every prompt the verifier sends: a user message
// that starts with it is a correction, not a new prompt from the human.
const CorrectionPrefix = "[vouch] "

// VerifyTurn verifies the last turn of the session file and decides what
// the builder gets:
//
//   - PERFECT, VERIFIED: a report, phase verified.
//   - PARTIAL: a report, phase partial; nothing is sent back.
//   - FEEDBACK: a report, phase feedback (approval with vouch.yaml
//     loop.approval: the builder asks the human before injecting), and a
//     prompt with the Stop hook's feedback text, while the chain of
//     corrections for this user prompt is below MaxLoops; after that a report with escalate set and a
//     message for the human, and no prompt.
//   - FAILED (verification could not run, or loop.budget cut it off): a
//     report, phase error, with the reason; with loop.on_error: block
//     also the Stop hook's "could not verify" prompt, spending a correction
//     like FEEDBACK.
//
// The chain is read from the session itself: the turns since the last
// user message that does not start with CorrectionPrefix are the
// corrections already sent. So the count survives a verifier restart,
// and a one-shot process (vouch pi verify-turn) counts like the socket one.
func VerifyTurn(ctx context.Context, o *TurnOptions) *Verdict {
	cfg := o.Config
	maxLoops := o.MaxLoops
	if maxLoops <= 0 {
		maxLoops = cfg.Loop.Max
	}
	if maxLoops <= 0 {
		maxLoops = policy.DefaultLoopMax
	}
	vopts, run := o.VerifyOptions, o.Verify
	if vopts == nil {
		vopts = guard.DefaultVerifyOptions
	}
	if run == nil {
		run = verify.Verify
	}
	budget := cfg.Loop.Budget
	if budget <= 0 {
		budget = policy.DefaultBudget
	}
	vctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()

	var (
		r     *report.Report
		verr  error
		sess  *transcript.Session
		turns []transcript.Turn
	)
	v := &Verdict{SessionID: o.SessionID}
	if o.SessionFile == "" {
		verr = errors.New("the builder sent no session file (hello_ack session_file) and none was given (--session-file)")
	} else if sess, verr = transcript.ReadFile(vctx, o.SessionFile, nil); verr == nil {
		if v.SessionID == "" {
			v.SessionID = sess.ID
		}
		for _, p := range sess.Problems {
			if o.Warn != nil {
				o.Warn(p.Error())
			}
		}
		if turns = sess.Turns(); len(turns) == 0 {
			verr = fmt.Errorf("%s: no user prompt in the session yet", o.SessionFile)
		} else {
			vo := vopts(cfg)
			vo.Session = sess
			vo.Transcript = o.SessionFile
			vo.Workspace = o.Workspace
			v.Instruction = o.instruction(v.SessionID, corrections(turns), maxLoops)
			if a, ok := vo.Review.(*judge.Agent); ok {
				// The template is the project's word on how to verify
				// this turn: the judge gets it with its persona.
				vo.Review = a.WithInstruction(v.Instruction)
			}
			r, verr = run(vctx, vo)
		}
	}
	if r == nil {
		r = report.New()
		r.Status = report.Failed
		msg := "no report"
		if verr != nil {
			msg = verr.Error()
		}
		r.Summary = "verification could not run: " + msg
		r.Session = report.Session{Agent: Agent, ID: v.SessionID, Transcript: o.SessionFile, Workspace: o.Workspace}
	}
	if errors.Is(vctx.Err(), context.DeadlineExceeded) && ctx.Err() == nil {
		r.Status = report.Failed
		r.Summary = fmt.Sprintf("verification exceeded its budget of %s (loop.budget); %s", budget, r.Summary)
	}
	v.Full = r

	v.TurnKey = strconv.Itoa(o.Turn)
	v.ChainKey = v.TurnKey
	loops := 0
	if n := len(turns); n > 0 {
		v.TurnKey = strconv.Itoa(turns[n-1].Number)
		loops = corrections(turns)
		v.ChainKey = strconv.Itoa(max(n-1-loops, 0) + 1)
	}
	see := " (vouch report " + v.SessionID + ")"

	env := protocol.Report{Turn: o.Turn, Confidence: protocol.Confidence(r.Status), Summary: r.Summary, Loop: loops, MaxLoops: maxLoops}
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
		env.Message = "vouch: PARTIAL: " + r.Summary + see
	case report.Feedback:
		if loops >= maxLoops {
			env.Phase, env.Escalate = protocol.PhaseEscalated, true
			env.Message = fmt.Sprintf("vouch: escalating to human: after %d %s the agent's work still does not check out. %s%s",
				loops, plural(loops, "correction", "corrections"), r.Summary, see)
			break
		}
		env.Phase, env.Loop = protocol.PhaseFeedback, loops+1
		prompt = guard.FeedbackReason(r, loops+1, maxLoops)
		if cfg.Loop.Approval {
			// The human approves the correction before it goes in.
			env.Phase = protocol.PhaseApproval
			env.Message = "vouch: a correction awaits your approval (loop.approval): " + r.Summary + see
		}
	default: // FAILED
		env.Phase = protocol.PhaseError
		env.Message = "vouch: could not verify this turn: " + hook.OneLine(r.Summary)
		if cfg.Loop.OnError == policy.OnErrorBlock {
			if loops >= maxLoops {
				env.Escalate = true
				env.Message = fmt.Sprintf("vouch: escalating to human: verification still fails after %d %s: %s",
					loops, plural(loops, "correction", "corrections"), hook.OneLine(r.Summary))
				break
			}
			env.Loop = loops + 1
			prompt = fmt.Sprintf("%svouch could not verify your work (%s), and this project asks it to block when that happens (loop.on_error: block; %d of %d). Run the project's checks yourself and report their actual output.",
				CorrectionPrefix, hook.OneLine(r.Summary), loops+1, maxLoops)
		}
	}
	v.Report = env
	if v.Instruction == "" {
		// Not rendered before verifying (the session could not be read).
		v.Instruction = o.instruction(v.SessionID, loops, maxLoops)
	}
	if prompt != "" {
		v.Prompt = &protocol.Prompt{Text: prompt, Turn: o.Turn, Loop: env.Loop, MaxLoops: maxLoops}
	}
	return v
}

// instruction renders o.Template (verify_on_stop.md) against the stop
// event; "" without a template.
func (o *TurnOptions) instruction(sessionID string, loops, maxLoops int) string {
	if o.Template == nil {
		return ""
	}
	stop := o.Stop
	if stop == nil {
		stop = &protocol.Event{Event: protocol.EventStop, Turn: o.Turn}
	}
	return o.Template.Render(&StopVars{Event: stop.Event, Turn: stop.Turn, LeafID: stop.LeafID, Reason: stop.Reason,
		TS: stop.TS, SessionID: sessionID, SessionFile: o.SessionFile, Cwd: o.Workspace, Loop: loops, MaxLoops: maxLoops})
}

// corrections counts the corrections already sent in the chain the last
// turn ends: the turns, from the last, whose prompt is a correction.
func corrections(turns []transcript.Turn) int {
	n := 0
	for i := len(turns) - 1; i >= 0 && isCorrection(turns[i]); i-- {
		n++
	}
	return n
}

func isCorrection(t transcript.Turn) bool {
	p := t.Prompt()
	return p != nil && strings.HasPrefix(strings.TrimSpace(p.Text), CorrectionPrefix)
}

// verifyTurn verifies the turn a stop tick ended and sends the verdict;
// the record in the store follows. A stop the human declined (approved:
// false) is recorded, not verified.
func (s *session) verifyTurn(ctx context.Context, t stopTick) {
	if t.ev.Approved != nil && !*t.ev.Approved {
		s.touch(ctx, "")
		return
	}
	s.waitFlushed(ctx, t.ev.LeafID)
	v := VerifyTurn(ctx, &TurnOptions{SessionFile: s.file, Workspace: s.workspace, SessionID: s.ack.SessionID, Config: s.cfg,
		MaxLoops: s.maxLoops, Turn: t.ev.Turn, VerifyOptions: s.o.VerifyOptions, Verify: s.o.Verify,
		Warn: func(msg string) { s.warnf("%s", msg) }, Template: s.template, Stop: t.ev})
	if ctx.Err() != nil {
		return // shutting down: nobody to answer
	}
	v.Report.ID = s.nextID("r")
	// The builder hears first; the record follows.
	v.Report.DurationMS = time.Since(t.at).Milliseconds()
	if err := s.w.Write(&v.Report); err != nil {
		s.warnf("sending the report: %v", err)
	} else if s.o.OnReport != nil {
		s.o.OnReport(v.Report)
	}
	if s.o.OnVerdict != nil {
		s.o.OnVerdict(v)
	}
	if v.Prompt != nil {
		v.Prompt.ID = s.nextID("p")
		if v.Report.Phase == protocol.PhaseApproval {
			s.approvalMu.Lock()
			s.awaiting[v.Prompt.ID] = v.ChainKey
			s.approvalMu.Unlock()
		}
		if err := s.w.Write(v.Prompt); err != nil {
			s.warnf("sending the prompt: %v", err)
		}
	}
	v.SessionID = s.ack.SessionID
	if st := s.store(ctx); st != nil {
		if err := Record(ctx, st, v); err != nil {
			s.warnf("%v", err)
		}
	}
}

// acked handles the builder's receipt of a prompt: a correction the human
// approved (phase approval) counts as a loop now.
func (s *session) acked(ctx context.Context, m *protocol.PromptAck) {
	s.approvalMu.Lock()
	chain, ok := s.awaiting[m.ID]
	delete(s.awaiting, m.ID)
	s.approvalMu.Unlock()
	if !m.Accepted {
		s.warnf("the builder did not inject prompt %s: %s", m.ID, m.Reason)
		return
	}
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
	defer cancel()
	if st := s.store(ctx); st != nil {
		if _, err := st.IncrementLoop(ctx, Agent, s.ack.SessionID, chain); err != nil {
			s.warnf("recording the loop: %v", err)
		}
	}
}

// recordTimeout bounds a store write that must finish although the
// connection is closing (the verdict was already sent).
const recordTimeout = 5 * time.Second

// Record saves a verdict in the store: the report as the turn's verdict
// and, when a correction was sent, one more loop of its chain (what
// `vouch status` shows). It does not stop at ctx's cancellation (the
// verdict was already sent): it has recordTimeout.
func Record(ctx context.Context, st *store.Store, v *Verdict) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
	defer cancel()
	var b bytes.Buffer
	if err := report.WriteJSON(&b, v.Full); err != nil {
		return fmt.Errorf("encoding the report: %w", err)
	}
	// A correction awaiting the human's approval is a loop once the
	// builder says it went in (session.acked).
	if v.Prompt != nil && v.Report.Phase != protocol.PhaseApproval {
		if _, err := st.IncrementLoop(ctx, Agent, v.SessionID, v.ChainKey); err != nil {
			return fmt.Errorf("recording the loop: %w", err)
		}
	}
	if _, err := st.SaveReport(ctx, store.Report{Agent: Agent, Session: v.SessionID, TurnKey: v.TurnKey,
		Status: string(v.Full.Status), JSON: b.Bytes()}); err != nil {
		return fmt.Errorf("saving the report: %w", err)
	}
	return nil
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
	if d.Kind != hook.Deny {
		// The call may run: the tripwire needs its snapshot from before it.
		s.ensureSnapshot(e)
	}
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

// ensureSnapshot makes sure the tripwire has a snapshot of e's project
// (one stat when it has); one that cannot be taken is a warning, once.
func (s *session) ensureSnapshot(e *hook.Event) {
	err := errors.New("no state directory")
	if s.o.StateDir != "" {
		var o *tripwire.Options
		if o, err = hook.TripwireOptions(e, s.cfg, s.o.StateDir, os.Getenv); err == nil {
			_, err = tripwire.Ensure(o)
		}
	}
	if err != nil && !s.tripwireWarned.Swap(true) {
		s.warnf("%s", hook.TripwireWarning(fmt.Errorf("is off: %w", err)))
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
