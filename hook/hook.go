// Package hook speaks the hook protocols of Claude Code and Codex: it reads
// the one JSON event an agent writes to a hook's stdin, normalizes it, and
// encodes vouch's decision in the form that agent understands (stdout JSON,
// stderr, exit code).
//
// In DESIGN.md's data flow it is the "hook" box: `vouch hook claude|codex`
// parses an Event here, asks the deciders for a Decision, and writes
// Encode's reply. The stateless decider, PreTool (the vouch.yaml policy
// on a tool call), lives here too, so that cmd/vouch-hook can answer a
// PreToolUse call with this package alone; the edit veto is hook/veto and
// the stateful live guard (verify on Stop, progress nudges, loop counters)
// is hook/guard. The protocol details are pinned by the real payloads in
// testdata/hooks and documented in /docs/hooks.md.
package hook

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vouchdev/vouch/internal/applypatch"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/transcript/claudecode"
)

// Agent is an agent whose hook protocol this package speaks.
type Agent string

// Agents with hooks.
const (
	Claude Agent = "claude-code"
	Codex  Agent = "codex"
	// Pi has no hooks of its own: vouch's Pi extension runs the hook
	// command from Pi's tool_call event (see piTools).
	Pi Agent = "pi"
)

// ParseAgent accepts "claude", "claude-code", "codex" and "pi".
func ParseAgent(s string) (Agent, error) {
	switch s {
	case "claude", "claude-code":
		return Claude, nil
	case "codex":
		return Codex, nil
	case "pi":
		return Pi, nil
	}
	return "", fmt.Errorf("unknown agent %q: expected claude, codex or pi", s)
}

// Event names (hook_event_name) vouch handles. Others are answered with no
// opinion.
const (
	SessionStart       = "SessionStart"
	SessionEnd         = "SessionEnd"
	UserPromptSubmit   = "UserPromptSubmit"
	PreToolUse         = "PreToolUse"
	PostToolUse        = "PostToolUse"
	PostToolUseFailure = "PostToolUseFailure"
	Stop               = "Stop"
	SubagentStop       = "SubagentStop"
)

// MaxInput bounds one hook payload read from stdin. Real payloads are a few
// kilobytes; PostToolUse carries the tool's output (a Read of a big file),
// which the agents cap well below this.
const MaxInput = 16 << 20

// Handles reports whether vouch acts on events named name. Every other
// event is answered with no opinion (empty stdout, exit 0) before any
// configuration, database or transcript is opened: the fast path.
func Handles(name string) bool {
	switch name {
	case SessionStart, SessionEnd, UserPromptSubmit, PreToolUse,
		PostToolUse, PostToolUseFailure, Stop, SubagentStop:
		return true
	}
	return false
}

// Event is one hook invocation's payload, normalized across agents.
type Event struct {
	Agent          Agent  `json:"agent"`
	Name           string `json:"hook_event_name"`
	SessionID      string `json:"session_id"`
	TranscriptPath string `json:"transcript_path"`
	Cwd            string `json:"cwd"`
	// TurnID is Codex's turn_id, or Claude Code's prompt_id: what tells one
	// turn from the next.
	TurnID string `json:"turn_id,omitempty"`

	// Tool events.
	ToolName     string          `json:"tool_name,omitempty"`
	ToolInput    json.RawMessage `json:"tool_input,omitempty"`
	ToolUseID    string          `json:"tool_use_id,omitempty"`
	ToolResponse json.RawMessage `json:"tool_response,omitempty"`
	// Error is PostToolUseFailure's error text ("Exit code 1\n…").
	Error string `json:"error,omitempty"`
	// Tool is the call normalized like a transcript's (canonical kind,
	// paths, shell command); nil for non-tool events.
	Tool *transcript.ToolCall `json:"-"`

	// Stop events.
	StopHookActive       bool   `json:"stop_hook_active,omitempty"`
	LastAssistantMessage string `json:"last_assistant_message,omitempty"`
	// SubagentStop.
	AgentID             string `json:"agent_id,omitempty"`
	AgentType           string `json:"agent_type,omitempty"`
	AgentTranscriptPath string `json:"agent_transcript_path,omitempty"`

	// UserPromptSubmit.
	Prompt string `json:"prompt,omitempty"`
	// SessionStart source ("startup", "resume"…), SessionEnd reason.
	Source string `json:"source,omitempty"`
	Reason string `json:"reason,omitempty"`

	Model string `json:"model,omitempty"`
	// Raw is the payload as received.
	Raw json.RawMessage `json:"-"`
}

// Parse reads one hook payload. It is lenient with fields it does not
// know and strict about what it needs: a JSON object with
// hook_event_name.
func Parse(agent Agent, data []byte) (*Event, error) {
	var raw envelope
	trimmed := strings.TrimSpace(string(data))
	if trimmed == "" {
		return nil, fmt.Errorf("hook payload: empty input, expected one JSON object on stdin")
	}
	if err := decodeEnvelope([]byte(trimmed), &raw); err != nil {
		return nil, fmt.Errorf("hook payload: %v, expected one JSON object with hook_event_name", err)
	}
	e := raw.Event
	if e.Name == "" {
		return nil, fmt.Errorf("hook payload: no hook_event_name, expected a %s hook event", agent)
	}
	e.Agent = agent
	if e.TurnID == "" {
		e.TurnID = raw.PromptID
	}
	e.Raw = json.RawMessage(trimmed)
	if agent == Pi {
		if name, ok := piTools[e.ToolName]; ok {
			e.ToolInput = piInput(e.ToolName, e.ToolInput)
			e.ToolName = name
		}
		piResult(&e)
	}
	if e.ToolName != "" {
		e.Tool = NormalizeTool(agent, e.ToolName, e.ToolInput, e.Cwd)
		e.Tool.ID = e.ToolUseID
	}
	return &e, nil
}

// NormalizeTool maps a hook's tool_name and tool_input to a transcript
// ToolCall: canonical kind, paths touched, shell command.
func NormalizeTool(agent Agent, name string, input json.RawMessage, cwd string) *transcript.ToolCall {
	tc := &transcript.ToolCall{Name: name, Input: input, Kind: transcript.ToolOther}
	var in map[string]any
	_ = json.Unmarshal(input, &in)
	str := func(k string) string { s, _ := in[k].(string); return s }
	switch {
	case name == "apply_patch":
		tc.Kind = transcript.ToolEdit
		text := str("command")
		if text == "" {
			text = str("input")
		}
		if p, err := applypatch.Parse(text); err == nil {
			tc.Paths = p.Paths()
			adds := true
			for _, h := range p.Hunks {
				if h.Op != applypatch.Add {
					adds = false
				}
			}
			if adds && len(p.Hunks) > 0 {
				tc.Kind = transcript.ToolWrite
			}
		}
	case agent == Codex && (name == "Bash" || name == "exec_command" || name == "shell"):
		tc.Kind = transcript.ToolShell
		tc.Command = str("command")
		if tc.Command == "" {
			tc.Command = str("cmd")
		}
	default:
		tc.Kind = claudecode.ToolKind(name)
		if tc.Kind == transcript.ToolShell {
			tc.Command = str("command")
		}
		for _, k := range []string{"file_path", "notebook_path", "path"} {
			if p := str(k); p != "" {
				tc.Paths = append(tc.Paths, p)
				break
			}
		}
	}
	return tc
}

// Kind is the kind of a Decision.
type Kind string

// Decision kinds.
const (
	// None: no opinion; the agent goes on as it would without vouch.
	None Kind = ""
	// Allow: a PreToolUse call may run (explicitly allowed).
	Allow Kind = "allow"
	// Deny: a PreToolUse call must not run; Reason goes to the model.
	Deny Kind = "deny"
	// Ask: a PreToolUse call needs the human's approval.
	Ask Kind = "ask"
	// Rewrite: a PreToolUse call runs with UpdatedInput instead.
	Rewrite Kind = "rewrite"
	// Block: a Stop is refused; Reason goes to the model as its next input.
	Block Kind = "block"
)

// Decision is vouch's answer to one hook event.
type Decision struct {
	Kind   Kind   `json:"kind,omitempty"`
	Reason string `json:"reason,omitempty"`
	// UpdatedInput replaces the tool input (Rewrite).
	UpdatedInput json.RawMessage `json:"updated_input,omitempty"`
	// Context is added to the model's context (PostToolUse nudges,
	// SessionStart, UserPromptSubmit).
	Context string `json:"context,omitempty"`
	// SystemMessage is shown to the user, not the model (warnings,
	// escalation notices).
	SystemMessage string `json:"system_message,omitempty"`
}

// Reply is what the hook process writes and how it exits.
type Reply struct {
	Stdout []byte
	Stderr string
	Exit   int
}

// Encode turns a decision into the agent's reply format for event e.
// Both agents accept the same JSON shapes for the events vouch answers
// (tested against the real CLIs): PreToolUse hookSpecificOutput with
// permissionDecision, Stop/SubagentStop {"decision":"block","reason"},
// additionalContext under hookSpecificOutput for PostToolUse,
// UserPromptSubmit and SessionStart, and systemMessage for the user.
func Encode(e *Event, d Decision) Reply {
	out := map[string]any{}
	if d.SystemMessage != "" {
		out["systemMessage"] = d.SystemMessage
	}
	switch e.Name {
	case PreToolUse:
		hso := map[string]any{"hookEventName": PreToolUse}
		switch d.Kind {
		case Deny, Ask, Allow:
			hso["permissionDecision"] = string(d.Kind)
			if d.Reason != "" {
				hso["permissionDecisionReason"] = d.Reason
			}
		case Rewrite:
			hso["permissionDecision"] = "allow"
			hso["updatedInput"] = d.UpdatedInput
			if d.Reason != "" {
				hso["permissionDecisionReason"] = d.Reason
			}
		}
		if d.Context != "" {
			hso["additionalContext"] = d.Context
		}
		if len(hso) > 1 {
			out["hookSpecificOutput"] = hso
		}
	case Stop, SubagentStop:
		if d.Kind == Block {
			out["decision"] = "block"
			out["reason"] = d.Reason
		}
	case PostToolUse, PostToolUseFailure, UserPromptSubmit, SessionStart:
		if d.Context != "" {
			out["hookSpecificOutput"] = map[string]any{"hookEventName": e.Name, "additionalContext": d.Context}
		}
	}
	if len(out) == 0 {
		return Reply{}
	}
	b, _ := json.Marshal(out)
	return Reply{Stdout: append(b, '\n')}
}

// FailReply answers an event vouch could not handle, in direction onError
// (policy.OnErrorAllow or OnErrorBlock; see loop.on_error): allow answers
// no opinion with a visible warning in systemMessage; block denies a
// PreToolUse, blocks a Stop (once: not a continuation, so a broken vouch
// cannot trap the agent) and otherwise exits 2 with the message on
// stderr, which both agents treat as a block. e is nil when the payload
// could not be parsed.
func FailReply(e *Event, onError string, err error) Reply {
	msg := OneLine(err.Error())
	stderr := "vouch hook: " + msg + "\n"
	if onError == policy.OnErrorBlock {
		reason := "vouch could not check this (" + msg + "); loop.on_error is block"
		switch {
		case e != nil && e.Name == PreToolUse:
			r := Encode(e, Decision{Kind: Deny, Reason: reason})
			r.Stderr = stderr
			return r
		case e != nil && (e.Name == Stop || e.Name == SubagentStop) && !e.StopHookActive:
			r := Encode(e, Decision{Kind: Block, Reason: reason, SystemMessage: "vouch: error, blocking (loop.on_error: block): " + msg})
			r.Stderr = stderr
			return r
		case e != nil && (e.Name == Stop || e.Name == SubagentStop):
			// A continuation after a block: blocking again on every error
			// would trap the agent in a loop vouch cannot end.
		default:
			return Reply{Stderr: stderr, Exit: 2}
		}
	}
	warn := "vouch: warning: " + msg + " (vouch failed open; loop.on_error: allow)"
	if e == nil {
		return Reply{Stdout: []byte(fmt.Sprintf("{\"systemMessage\":%s}\n", jsonString(warn))), Stderr: stderr}
	}
	r := Encode(e, Decision{SystemMessage: warn})
	r.Stderr = stderr
	return r
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// OneLine squeezes s onto one line of at most 500 bytes, for stderr and
// systemMessage.
func OneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 500 {
		s = s[:497] + "..."
	}
	return s
}
