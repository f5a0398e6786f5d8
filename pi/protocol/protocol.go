// Package protocol is the socket protocol between a running Pi (the
// builder, through vouch's Pi extension) and the verifier beside it (`vouch
// pi verifier`), as seed 000 (pi-verifier-agent) describes it: JSONL
// envelopes over a unix socket the builder owns, discriminated on "type",
// one JSON object per line, split on '\n' only.
//
// It sits in the pi box of DESIGN.md's data flow: the builder pushes
// lifecycle ticks (event) and never transcript content; the verifier pulls
// the turn from the session JSONL on disk, runs verify, and answers with a
// report and, on FEEDBACK, a prompt the builder injects as a follow-up turn.
//
//	verifier ──► builder          builder ──► verifier
//	hello                         hello_ack       handshake
//	prompt                        prompt_ack      correction and receipt
//	report                        event           verdicts / lifecycle ticks
//	tool_decision                 tool_call       vouch's pre-tool policy (vouch extension)
//	ping, pong, bye (both ways)                   liveness, teardown
//
// The wire format is documented in docs/pi.md and as a JSON Schema in
// docs/pi-protocol.schema.json (the same file as schema.json here). Reader
// and Writer are the only ways envelopes cross the socket: Reader is
// lenient (unknown fields ignored, unknown types and malformed lines are
// per-line errors the caller skips), Writer emits one line per envelope.
package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Version is the protocol version this package speaks, sent as "version"
// in hello and hello_ack. A peer that receives a hello with a higher version answers
// bye {reason: "unsupported protocol N"}; fields added within a version are
// optional, so older peers ignore them.
const Version = 1

// DefaultMaxSize bounds one envelope (its line, without the '\n'): 16 MiB.
// A verification report with long gate output stays far below it; a line
// above it is skipped with ErrTooLarge, never buffered whole.
const DefaultMaxSize = 16 << 20

// Type discriminates envelopes: the "type" field.
type Type string

// The envelope types of version 1.
const (
	TypeHello        Type = "hello"         // verifier → builder, first line
	TypeHelloAck     Type = "hello_ack"     // builder → verifier
	TypeEvent        Type = "event"         // builder → verifier: lifecycle tick
	TypePrompt       Type = "prompt"        // verifier → builder: correction to inject
	TypePromptAck    Type = "prompt_ack"    // builder → verifier
	TypeReport       Type = "report"        // verifier → builder: verdict of a turn
	TypeToolCall     Type = "tool_call"     // builder → verifier: may this tool call run?
	TypeToolDecision Type = "tool_decision" // verifier → builder
	TypePing         Type = "ping"          // both ways
	TypePong         Type = "pong"          // both ways
	TypeBye          Type = "bye"           // both ways, then close
)

// Types lists every type of this version, in the order of the docs.
var Types = []Type{TypeHello, TypeHelloAck, TypeEvent, TypePrompt, TypePromptAck, TypeReport,
	TypeToolCall, TypeToolDecision, TypePing, TypePong, TypeBye}

// Message is one envelope's content; its Type is the "type" field.
type Message interface {
	Type() Type
}

// Peer names a program at one end of the socket.
type Peer struct {
	Name    string `json:"name"`
	Version string `json:"version,omitempty"`
	PID     int    `json:"pid,omitempty"`
}

// Hello opens a connection: the verifier's first line. It carries the
// settings the builder needs before the first turn ends.
type Hello struct {
	Version  int  `json:"version"`
	Verifier Peer `json:"verifier"`
	// MaxLoops is how many corrections the verifier sends per user prompt
	// before it escalates (vouch.yaml loop.max, default 3).
	MaxLoops int `json:"max_loops,omitempty"`
	// RequireApproval: the project asks that a human approve each
	// correction before the builder injects it (vouch.yaml
	// loop.approval); its FEEDBACK reports then have phase approval.
	// Asking before each verification is the builder's own
	// PI_VERIFIER_REQUIRE_APPROVAL.
	RequireApproval bool `json:"require_approval,omitempty"`
}

// HelloAck accepts a hello and tells the verifier where the session is.
type HelloAck struct {
	Version     int    `json:"version"`
	SessionID   string `json:"session_id"`
	SessionFile string `json:"session_file,omitempty"`
	Cwd         string `json:"cwd,omitempty"`
	PID         int    `json:"pid,omitempty"`
	Builder     *Peer  `json:"builder,omitempty"`
}

// Lifecycle events (Event.Event). The seed's ticks are start, stop and
// error; turn_start and turn_end, approval and shutdown are vouch's, and
// a verifier ignores event names it does not know.
const (
	EventStart     = "start"      // the agent began working on a prompt (agent_start)
	EventStop      = "stop"       // the agent's turn ended with a final message: verify it
	EventError     = "error"      // the turn ended in an error (Error says which)
	EventTurnStart = "turn_start" // one model round began
	EventTurnEnd   = "turn_end"   // one model round ended (tool calls may follow)
	EventShutdown  = "shutdown"   // the builder is exiting
)

// Event is a lifecycle tick: what happened, never what was said.
type Event struct {
	Event string `json:"event"`
	// Turn counts the builder's user prompts in this session (1-based);
	// a follow-up injected from a prompt envelope counts as a new one.
	Turn int `json:"turn,omitempty"`
	// LeafID is the session's leaf entry id when the tick was sent (Pi's
	// sessionManager.getLeafId()): a verifier that reads the session file
	// before the builder flushed it waits until the entry is there.
	LeafID string `json:"leaf_id,omitempty"`
	// Approved is set on stop when approval was asked: false means the
	// human declined, and the verifier records the turn as unverified.
	Approved *bool `json:"approved,omitempty"`
	// Reason says why, for event "error" (Pi's stopReason: "error",
	// "aborted", or a one-line message).
	Reason string `json:"reason,omitempty"`
	// TS is the sender's clock, Unix milliseconds.
	TS int64 `json:"ts,omitempty"`
}

// Prompt is a correction for the builder to inject as a follow-up user
// message (pi.sendUserMessage(text, {deliverAs: "followUp"})).
type Prompt struct {
	ID       string `json:"id"`
	Text     string `json:"text"`
	Turn     int    `json:"turn,omitempty"`
	Loop     int    `json:"loop,omitempty"`      // 1-based: this is correction Loop of MaxLoops
	MaxLoops int    `json:"max_loops,omitempty"` //
}

// PromptAck confirms a prompt: Accepted false says why not in Reason
// (loop cap reached, the session ended, ...); Loop is the builder's
// count of corrections injected for this user prompt.
type PromptAck struct {
	ID       string `json:"id"`
	Accepted bool   `json:"accepted"`
	Reason   string `json:"reason,omitempty"`
	Loop     int    `json:"loop,omitempty"`
}

// Confidence is the seed's CONFIDENCE ladder, the same values as vouch's
// report status (report.Status).
type Confidence string

// The CONFIDENCE grades.
const (
	Perfect  Confidence = "PERFECT"
	Verified Confidence = "VERIFIED"
	Partial  Confidence = "PARTIAL"
	Feedback Confidence = "FEEDBACK"
	Failed   Confidence = "FAILED"
)

// Phases a report puts the builder's status line in
// ("vouch · <phase> · <CONFIDENCE>").
const (
	PhaseVerified  = "verified"  // PERFECT or VERIFIED
	PhasePartial   = "partial"   // PARTIAL: shown, nothing sent back
	PhaseFeedback  = "feedback"  // FEEDBACK: a prompt follows
	PhaseApproval  = "approval"  // FEEDBACK: a prompt follows, injected only if the human approves (loop.approval)
	PhaseEscalated = "escalated" // FEEDBACK after max_loops: over to the human
	PhaseError     = "error"     // FAILED: verification could not run
)

// Report is the verdict on one builder turn.
type Report struct {
	ID         string     `json:"id"`
	Turn       int        `json:"turn,omitempty"`
	Confidence Confidence `json:"confidence"`
	Phase      string     `json:"phase"`
	Summary    string     `json:"summary"`
	// Text is the report rendered for a human, shown inline.
	Text string `json:"text,omitempty"`
	// Loop and MaxLoops count corrections for this user prompt: on
	// FEEDBACK, Loop is the one the following prompt envelope carries.
	Loop     int  `json:"loop,omitempty"`
	MaxLoops int  `json:"max_loops,omitempty"`
	Escalate bool `json:"escalate,omitempty"`
	// Message is what the builder shows the human when it should
	// (escalation, approval, error).
	Message string `json:"message,omitempty"`
	// DurationMS is the time from the stop event to this report.
	DurationMS int64 `json:"duration_ms,omitempty"`
	// Report is vouch's full report (docs/report.schema.json), if sent.
	Report json.RawMessage `json:"report,omitempty"`
}

// ToolCall asks the verifier whether a tool call may run (Pi's tool_call
// event). Input is the tool's arguments as Pi gives them.
type ToolCall struct {
	ID         string          `json:"id"`
	Tool       string          `json:"tool"`
	ToolCallID string          `json:"tool_call_id,omitempty"`
	Input      json.RawMessage `json:"input,omitempty"`
	Cwd        string          `json:"cwd,omitempty"`
}

// ToolDecision answers a ToolCall: Block with Reason (Pi's
// {block, reason}); Input, when set, is the rewritten arguments.
type ToolDecision struct {
	ID     string          `json:"id"`
	Block  bool            `json:"block"`
	Reason string          `json:"reason,omitempty"`
	Input  json.RawMessage `json:"input,omitempty"`
}

// Ping asks for a pong; either side sends one every 10 s.
type Ping struct {
	ID string `json:"id,omitempty"`
	TS int64  `json:"ts,omitempty"`
}

// Pong answers a ping, echoing its ID.
type Pong struct {
	ID string `json:"id,omitempty"`
	TS int64  `json:"ts,omitempty"`
}

// Bye announces a clean close; the sender closes the connection after it.
type Bye struct {
	Reason string `json:"reason,omitempty"`
}

// Reasons for bye that peers act on.
const (
	ByeDuplicate = "duplicate connection" // the builder already has a verifier
	ByeShutdown  = "shutdown"             // the sender is exiting
)

// Unknown is an envelope whose type this version does not know. Reader
// returns it with an error matching ErrUnknownType, so a caller can skip it.
type Unknown struct {
	Kind Type
	Raw  json.RawMessage
}

func (*Hello) Type() Type        { return TypeHello }
func (*HelloAck) Type() Type     { return TypeHelloAck }
func (*Event) Type() Type        { return TypeEvent }
func (*Prompt) Type() Type       { return TypePrompt }
func (*PromptAck) Type() Type    { return TypePromptAck }
func (*Report) Type() Type       { return TypeReport }
func (*ToolCall) Type() Type     { return TypeToolCall }
func (*ToolDecision) Type() Type { return TypeToolDecision }
func (*Ping) Type() Type         { return TypePing }
func (*Pong) Type() Type         { return TypePong }
func (*Bye) Type() Type          { return TypeBye }
func (u *Unknown) Type() Type    { return u.Kind }

// Errors a caller handles. Per-envelope errors from Reader.Read are
// wrapped in a *LineError and leave the stream usable.
var (
	// ErrTooLarge: the envelope exceeds the reader's maximum size.
	ErrTooLarge = errors.New("envelope too large")
	// ErrMalformed: the line is not a JSON object with a string "type",
	// or a required field is missing or of the wrong type.
	ErrMalformed = errors.New("malformed envelope")
	// ErrUnknownType: the type is not one of this version's.
	ErrUnknownType = errors.New("unknown envelope type")
)

// LineError is a bad envelope on line Line of the stream (1-based). The
// stream goes on after it: skip the envelope and read the next.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

// newMessage returns an empty message of type t, or nil.
func newMessage(t Type) Message {
	switch t {
	case TypeHello:
		return &Hello{}
	case TypeHelloAck:
		return &HelloAck{}
	case TypeEvent:
		return &Event{}
	case TypePrompt:
		return &Prompt{}
	case TypePromptAck:
		return &PromptAck{}
	case TypeReport:
		return &Report{}
	case TypeToolCall:
		return &ToolCall{}
	case TypeToolDecision:
		return &ToolDecision{}
	case TypePing:
		return &Ping{}
	case TypePong:
		return &Pong{}
	case TypeBye:
		return &Bye{}
	}
	return nil
}

// validate checks the fields the schema requires.
func validate(m Message) error {
	missing := func(field string) error {
		return fmt.Errorf("%w: %s without %q", ErrMalformed, m.Type(), field)
	}
	switch m := m.(type) {
	case *Hello:
		if m.Version < 1 {
			return missing("version")
		}
	case *HelloAck:
		if m.Version < 1 {
			return missing("version")
		}
		if m.SessionID == "" {
			return missing("session_id")
		}
	case *Event:
		if m.Event == "" {
			return missing("event")
		}
	case *Prompt:
		if m.ID == "" {
			return missing("id")
		}
		if m.Text == "" {
			return missing("text")
		}
	case *PromptAck:
		if m.ID == "" {
			return missing("id")
		}
	case *Report:
		if m.ID == "" {
			return missing("id")
		}
		switch m.Confidence {
		case Perfect, Verified, Partial, Feedback, Failed:
		default:
			return fmt.Errorf("%w: report confidence %q, expected PERFECT, VERIFIED, PARTIAL, FEEDBACK or FAILED", ErrMalformed, m.Confidence)
		}
	case *ToolCall:
		if m.ID == "" {
			return missing("id")
		}
		if m.Tool == "" {
			return missing("tool")
		}
	case *ToolDecision:
		if m.ID == "" {
			return missing("id")
		}
	}
	return nil
}

// Unmarshal decodes one envelope (a line without its '\n'). An unknown
// type returns *Unknown and an error matching ErrUnknownType; anything
// else wrong an error matching ErrMalformed.
func Unmarshal(line []byte) (Message, error) {
	var head struct {
		Type *string `json:"type"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, jsonError(err))
	}
	if head.Type == nil || *head.Type == "" {
		return nil, fmt.Errorf("%w: no \"type\" field", ErrMalformed)
	}
	t := Type(*head.Type)
	m := newMessage(t)
	if m == nil {
		return &Unknown{Kind: t, Raw: append(json.RawMessage(nil), line...)},
			fmt.Errorf("%w %q (protocol version %d knows %v)", ErrUnknownType, clipString(string(t), 64), Version, Types)
	}
	if err := json.Unmarshal(line, m); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrMalformed, t, jsonError(err))
	}
	if err := validate(m); err != nil {
		return nil, err
	}
	return m, nil
}

// Marshal encodes m as one envelope, without the '\n'. The "type" field
// comes first. U+2028 and U+2029 are escaped (as encoding/json does), so
// the line is also safe for readers that split on them.
func Marshal(m Message) ([]byte, error) {
	if u, ok := m.(*Unknown); ok {
		return nil, fmt.Errorf("%w: cannot send an envelope of unknown type %q", ErrUnknownType, u.Kind)
	}
	if err := validate(m); err != nil {
		return nil, err
	}
	body, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("encoding %s envelope: %w", m.Type(), err)
	}
	t, _ := json.Marshal(string(m.Type()))
	out := make([]byte, 0, len(body)+len(t)+10)
	out = append(out, `{"type":`...)
	out = append(out, t...)
	if len(body) > 2 {
		out = append(out, ',')
	}
	out = append(out, body[1:]...)
	return out, nil
}

func jsonError(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("invalid JSON at byte %d: %v", se.Offset, se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("field %q is a JSON %s, expected %s", te.Field, te.Value, te.Type)
	}
	return err.Error()
}

func clipString(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
