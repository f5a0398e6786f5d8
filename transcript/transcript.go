// Package transcript is vouch's normalized model of an AI coding agent's
// session, and the streaming reader that turns any supported agent's session
// file into it.
//
// It sits at the very start of DESIGN.md's data flow: every other part of
// vouch (claims, verify, hooks, audit) reads sessions through this model and
// never through an agent's native format. One sub-package per agent format
// (claudecode, codex, pi) registers a Format with this package; import
// transcript/all to get every format.
//
// Readers stream: memory stays constant in the size of the input (Scan), and
// ReadFile is the convenience that keeps every event. Records are split on
// '\n' only, malformed records are reported with their line number and
// skipped, and entry types a reader does not know become KindUnknown events
// that keep their raw JSON.
package transcript

import (
	"encoding/json"
	"fmt"
	"time"
)

// Agent names an agent whose sessions vouch reads.
type Agent string

// The agents with a format in this module.
const (
	ClaudeCode Agent = "claude-code"
	Codex      Agent = "codex"
	Pi         Agent = "pi"
)

// Session is one agent session: its header and its ordered events.
type Session struct {
	Agent        Agent     `json:"agent"`
	AgentVersion string    `json:"agent_version,omitempty"`
	ID           string    `json:"id,omitempty"`
	Cwd          string    `json:"cwd,omitempty"`
	Models       []string  `json:"models,omitempty"` // in order of first use
	Start        time.Time `json:"start,omitzero"`
	End          time.Time `json:"end,omitzero"`
	Path         string    `json:"path,omitempty"` // file it was read from, when known

	// Events is filled by ReadFile and Read; Scan leaves it empty.
	Events []*Event `json:"-"`

	// Problems lists the records that could not be read (malformed JSON,
	// wrong shape), in input order. Reading went on past each of them.
	Problems []Problem `json:"-"`
	// Records counts the JSON records read successfully.
	Records int `json:"-"`

	problemCount int
}

// AddModel records model as used in the session, keeping first-use order.
func (s *Session) AddModel(model string) {
	if model == "" {
		return
	}
	for _, m := range s.Models {
		if m == model {
			return
		}
	}
	s.Models = append(s.Models, model)
}

// Kind is the kind of an Event.
type Kind string

// Event kinds (DESIGN.md, "The normalized transcript").
const (
	KindUser      Kind = "user_message"
	KindAssistant Kind = "assistant_message"
	KindToolCall  Kind = "tool_call"
	KindResult    Kind = "tool_result"
	KindSystem    Kind = "system"
	KindSummary   Kind = "summary"
	KindUnknown   Kind = "unknown"
)

// Event is one normalized entry of a session. Which fields are set depends
// on Kind; the zero value of a field means "not known".
type Event struct {
	Index int       `json:"index"`          // position in the session, from 0
	Kind  Kind      `json:"kind"`           // see the Kind constants
	Line  int       `json:"line,omitempty"` // 1-based line of the source record
	Time  time.Time `json:"time,omitzero"`

	ID       string `json:"id,omitempty"`        // the agent's own entry id (uuid)
	ParentID string `json:"parent_id,omitempty"` // the agent's parent link, if any

	// Sidechain marks events of a sub-agent (Claude Code Task/Agent
	// conversations, inline or from a subagents/ file); AgentID names it.
	Sidechain bool   `json:"sidechain,omitempty"`
	AgentID   string `json:"agent_id,omitempty"`

	// Meta marks a user_message that no human typed: hook feedback, system
	// reminders, local command output, a compaction's continuation prompt.
	// A meta message never starts a turn.
	Meta bool `json:"meta,omitempty"`

	// Subtype refines Kind for system and summary events, e.g.
	// "compact_boundary", "hook", "interrupt", "turn_context",
	// "model_change", "api_error".
	Subtype string `json:"subtype,omitempty"`

	// Text is the text of a user or assistant message, the body of a
	// system or summary event.
	Text string `json:"text,omitempty"`
	// Thinking is the model's reasoning text (assistant_message only).
	// A thinking block and a text block are separate events.
	Thinking string `json:"thinking,omitempty"`
	// Images are referenced, never copied.
	Images []Image `json:"images,omitempty"`

	Model     string `json:"model,omitempty"`      // model that produced an assistant event
	MessageID string `json:"message_id,omitempty"` // the model response it belongs to

	// Usage is set on exactly one event of each model response, so summing
	// Usage over events counts every response once.
	Usage *Usage `json:"usage,omitempty"`

	Tool   *ToolCall   `json:"tool,omitempty"`   // KindToolCall
	Result *ToolResult `json:"result,omitempty"` // KindResult

	// Raw is the record itself, kept for KindUnknown.
	Raw json.RawMessage `json:"raw,omitempty"`
}

// IsPrompt reports whether e is a prompt a human (or the calling program)
// gave the main agent: the start of a turn.
func (e *Event) IsPrompt() bool {
	return e.Kind == KindUser && !e.Meta && !e.Sidechain
}

// Image is a reference to an image in a message; the bytes are not kept.
type Image struct {
	MediaType string `json:"media_type,omitempty"`
	Bytes     int    `json:"bytes,omitempty"`  // decoded size when known
	Source    string `json:"source,omitempty"` // file path or URL when the image has one
}

// ToolKind is the canonical kind of a tool, the same across agents.
type ToolKind string

// Canonical tool kinds.
const (
	ToolRead   ToolKind = "read"
	ToolEdit   ToolKind = "edit"
	ToolWrite  ToolKind = "write"
	ToolShell  ToolKind = "shell"
	ToolSearch ToolKind = "search"
	ToolWeb    ToolKind = "web"
	ToolTask   ToolKind = "task"
	ToolOther  ToolKind = "other"
)

// ToolCall is a tool invocation by the model.
type ToolCall struct {
	ID    string          `json:"id,omitempty"`
	Name  string          `json:"name"` // the agent's own tool name
	Kind  ToolKind        `json:"kind"`
	Input json.RawMessage `json:"input,omitempty"`
	// Paths are the files the call reads or touches, as the agent gave
	// them (absolute or relative to the session's cwd). For apply_patch,
	// every file the patch adds, updates, deletes or moves.
	Paths []string `json:"paths,omitempty"`
	// Command is the command line of a shell call.
	Command string `json:"command,omitempty"`
}

// ToolResult is the outcome of a tool call.
type ToolResult struct {
	CallID  string `json:"call_id,omitempty"`
	Output  string `json:"output,omitempty"`
	IsError bool   `json:"is_error,omitempty"`
	// ExitCode of a shell command, nil when the agent did not record one.
	ExitCode    *int `json:"exit_code,omitempty"`
	Interrupted bool `json:"interrupted,omitempty"`
}

// Usage is token usage of one model response.
type Usage struct {
	Input         int64 `json:"input"`
	Output        int64 `json:"output"`
	CacheCreation int64 `json:"cache_creation,omitempty"`
	CacheRead     int64 `json:"cache_read,omitempty"`
	Reasoning     int64 `json:"reasoning,omitempty"` // part of Output where the agent splits it out
}

// Add adds u2 to u.
func (u *Usage) Add(u2 Usage) {
	u.Input += u2.Input
	u.Output += u2.Output
	u.CacheCreation += u2.CacheCreation
	u.CacheRead += u2.CacheRead
	u.Reasoning += u2.Reasoning
}

// Problem is a record that could not be read.
type Problem struct {
	File string // may be empty when reading from a stream without a name
	Line int    // 1-based
	Msg  string // what was wrong and what was expected
}

func (p Problem) Error() string {
	name := p.File
	if name == "" {
		name = "<input>"
	}
	return fmt.Sprintf("%s:%d: %s", name, p.Line, p.Msg)
}
