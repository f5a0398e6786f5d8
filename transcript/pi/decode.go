package pi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/vouchdev/vouch/transcript"
)

// entry is the union of every pi entry type's fields (session-manager.ts:
// SessionHeader, SessionMessageEntry, ModelChangeEntry, …). Fields that
// are absent stay zero.
type entry struct {
	Type      string  `json:"type"`
	ID        string  `json:"id"`
	ParentID  *string `json:"parentId"`
	Timestamp string  `json:"timestamp"`

	// session header
	Version       *number `json:"version"`
	Cwd           string  `json:"cwd"`
	ParentSession string  `json:"parentSession"`

	// session header (v1), model_change, thinking_level_change
	Provider      string `json:"provider"`
	ModelID       string `json:"modelId"`
	ThinkingLevel string `json:"thinkingLevel"`

	// message
	Message *message `json:"message"`

	// compaction, branch_summary
	Summary             string `json:"summary"`
	FirstKeptEntryID    string `json:"firstKeptEntryId"`
	FirstKeptEntryIndex *int   `json:"firstKeptEntryIndex"`
	TokensBefore        number `json:"tokensBefore"`
	FromID              string `json:"fromId"`

	// custom, custom_message
	CustomType string  `json:"customType"`
	Content    content `json:"content"`

	// label
	TargetID string  `json:"targetId"`
	Label    *string `json:"label"`

	// session_info
	Name *string `json:"name"`
}

// message is the union of pi's AgentMessage roles (pi-ai's user, assistant
// and toolResult; pi-coding-agent's bashExecution, custom, branchSummary,
// compactionSummary).
type message struct {
	Role      string  `json:"role"`
	Content   content `json:"content"`
	Timestamp number  `json:"timestamp"` // Unix ms

	// assistant
	Provider     string `json:"provider"`
	Model        string `json:"model"`
	Usage        *usage `json:"usage"`
	StopReason   string `json:"stopReason"`
	ErrorMessage string `json:"errorMessage"`
	ResponseID   string `json:"responseId"`

	// toolResult
	ToolCallID string `json:"toolCallId"`
	ToolName   string `json:"toolName"`
	IsError    bool   `json:"isError"`

	// bashExecution
	Command   string  `json:"command"`
	Output    string  `json:"output"`
	ExitCode  *number `json:"exitCode"`
	Cancelled bool    `json:"cancelled"`

	// custom, branchSummary, compactionSummary
	CustomType string `json:"customType"`
	Summary    string `json:"summary"`
}

type usage struct {
	Input      number `json:"input"`
	Output     number `json:"output"`
	CacheRead  number `json:"cacheRead"`
	CacheWrite number `json:"cacheWrite"`
}

// block is one content block: text, thinking, toolCall or image.
type block struct {
	Type      string          `json:"type"`
	Text      string          `json:"text"`
	Thinking  string          `json:"thinking"`
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
	Data      b64Len          `json:"data"`
	MimeType  string          `json:"mimeType"`
}

// content is a message's content: a string (user and custom messages may
// use one) or a list of blocks. A string becomes one text block.
type content []block

func (c *content) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || string(b) == "null":
		*c = nil
		return nil
	case b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*c = content{{Type: "text", Text: s}}
		return nil
	}
	var bl []block
	if err := json.Unmarshal(b, &bl); err != nil {
		return fmt.Errorf("content: expected a string or a list of blocks: %w", err)
	}
	*c = bl
	return nil
}

// number is a JSON number read leniently: integer or float, and null.
type number float64

func (n *number) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*n = 0
		return nil
	}
	f, err := strconv.ParseFloat(string(b), 64)
	if err != nil {
		return fmt.Errorf("expected a number, got %.40s", b)
	}
	*n = number(f)
	return nil
}

// b64Len is the decoded size of a base64 string, computed without copying
// or decoding it: image bytes are referenced, never kept.
type b64Len int

func (l *b64Len) UnmarshalJSON(b []byte) error {
	if len(b) < 2 || b[0] != '"' {
		*l = 0
		return nil
	}
	s := b[1 : len(b)-1]
	if bytes.IndexByte(s, '\\') >= 0 { // escaped ("\/"): rare, decode properly
		var str string
		if err := json.Unmarshal(b, &str); err != nil {
			return err
		}
		s = []byte(str)
	}
	n := len(s)
	pad := 0
	for i := n - 1; i >= 0 && i >= n-2 && s[i] == '='; i-- {
		pad++
	}
	*l = b64Len(n/4*3 + (n%4)*3/4 - pad)
	return nil
}

// maxUnixMilli is the end of year 9999: later times cannot be written as
// RFC 3339 (Export would fail on them), so such a timestamp counts as absent.
const maxUnixMilli = 253402300799999

type decoder struct {
	skip bool // Options.SkipContent
}

func newDecoder(opts *transcript.Options) *decoder {
	return &decoder{skip: opts != nil && opts.SkipContent}
}

func (d *decoder) Flush(*transcript.Session, func(*transcript.Event)) {}

func (d *decoder) Decode(rec []byte, line int, s *transcript.Session, emit func(*transcript.Event)) error {
	if len(rec) == 0 || rec[0] != '{' {
		return transcript.BadRecord(rec, "a pi session entry (a JSON object with a \"type\")")
	}
	var e entry
	if err := json.Unmarshal(rec, &e); err != nil {
		return shapeError(rec, err)
	}
	base := transcript.Event{Line: line, ID: e.ID, Time: parseTime(e.Timestamp)}
	if e.ParentID != nil {
		base.ParentID = *e.ParentID
	}
	ev := func(k transcript.Kind) *transcript.Event {
		x := base
		x.Kind = k
		return &x
	}
	switch e.Type {
	case "session":
		d.session(&e, s, ev, emit)
	case "message", "message_end":
		if e.Message == nil {
			return fmt.Errorf("pi message entry without a \"message\" object; expected {\"type\":\"message\",\"message\":{\"role\":…}}")
		}
		if base.Time.IsZero() && e.Message.Timestamp > 0 && e.Message.Timestamp < maxUnixMilli {
			base.Time = time.UnixMilli(int64(e.Message.Timestamp)).UTC()
		}
		d.message(&e, rec, line, ev, emit)
	case "agent_start", "agent_end", "turn_start", "turn_end", "message_start", "message_update",
		"tool_execution_start", "tool_execution_update", "tool_execution_end", "queue_update":
		// `pi --mode json` stream events that repeat what message_end
		// carries (or carry no session content): nothing to emit.
	case "model_change":
		x := ev(transcript.KindSystem)
		x.Subtype = "model_change"
		x.Text = joinModel(e.Provider, e.ModelID)
		emit(x)
	case "thinking_level_change":
		x := ev(transcript.KindSystem)
		x.Subtype = "thinking_level_change"
		x.Text = e.ThinkingLevel
		emit(x)
	case "session_info":
		x := ev(transcript.KindSystem)
		x.Subtype = "session_info"
		if e.Name != nil {
			x.Text = *e.Name
		}
		emit(x)
	case "label":
		x := ev(transcript.KindSystem)
		x.Subtype = "label"
		if e.Label != nil {
			x.Text = fmt.Sprintf("%s (on %s)", *e.Label, e.TargetID)
		} else {
			x.Text = fmt.Sprintf("(cleared) (on %s)", e.TargetID)
		}
		emit(x)
	case "compaction":
		x := ev(transcript.KindSummary)
		x.Subtype = "compaction"
		if !d.skip {
			x.Text = e.Summary
		}
		emit(x)
	case "branch_summary":
		x := ev(transcript.KindSummary)
		x.Subtype = "branch_summary"
		if !d.skip {
			x.Text = e.Summary
		}
		emit(x)
	case "custom_message":
		x := ev(transcript.KindUser)
		x.Meta = true
		x.Subtype = e.CustomType
		d.fillUser(x, e.Content)
		emit(x)
	case "custom":
		x := ev(transcript.KindSystem)
		x.Subtype = "custom"
		x.Text = e.CustomType
		if !d.skip {
			x.Raw = bytes.Clone(rec)
		}
		emit(x)
	default:
		x := ev(transcript.KindUnknown)
		x.Subtype = e.Type
		x.Raw = bytes.Clone(rec)
		emit(x)
	}
	return nil
}

func (d *decoder) session(e *entry, s *transcript.Session, ev func(transcript.Kind) *transcript.Event, emit func(*transcript.Event)) {
	if s.ID == "" {
		s.ID = e.ID
	}
	if s.Cwd == "" {
		s.Cwd = e.Cwd
	}
	version := 1
	if e.Version != nil {
		version = int(*e.Version)
	}
	x := ev(transcript.KindSystem)
	x.Subtype = "session"
	x.ID = "" // the session id is Session.ID, not a tree node
	parts := []string{fmt.Sprintf("pi session format v%d", version)}
	if m := joinModel(e.Provider, e.ModelID); m != "" {
		parts = append(parts, "model "+m)
	}
	if e.ThinkingLevel != "" {
		parts = append(parts, "thinking "+e.ThinkingLevel)
	}
	if e.ParentSession != "" {
		parts = append(parts, "forked from "+e.ParentSession)
	}
	x.Text = strings.Join(parts, "; ")
	emit(x)
}

func (d *decoder) message(e *entry, rec []byte, line int, ev func(transcript.Kind) *transcript.Event, emit func(*transcript.Event)) {
	m := e.Message
	switch m.Role {
	case "user":
		x := ev(transcript.KindUser)
		d.fillUser(x, m.Content)
		emit(x)
	case "custom", "hookMessage":
		x := ev(transcript.KindUser)
		x.Meta = true
		x.Subtype = m.CustomType
		d.fillUser(x, m.Content)
		emit(x)
	case "assistant":
		d.assistant(e, rec, ev, emit)
	case "toolResult":
		d.toolResult(m, ev, emit)
	case "bashExecution":
		id := e.ID
		if id == "" {
			id = "L" + strconv.Itoa(line)
		}
		id = "bash:" + id
		c := ev(transcript.KindToolCall)
		c.Tool = &transcript.ToolCall{ID: id, Name: "bashExecution", Kind: transcript.ToolShell, Command: m.Command}
		emit(c)
		r := ev(transcript.KindResult)
		r.Result = &transcript.ToolResult{CallID: id, Interrupted: m.Cancelled}
		if m.ExitCode != nil {
			code := int(*m.ExitCode)
			r.Result.ExitCode = &code
			r.Result.IsError = code != 0
		}
		if !d.skip {
			r.Result.Output = m.Output
		}
		emit(r)
	case "compactionSummary", "branchSummary":
		x := ev(transcript.KindSummary)
		x.Subtype = "compaction"
		if m.Role == "branchSummary" {
			x.Subtype = "branch_summary"
		}
		if !d.skip {
			x.Text = m.Summary
		}
		emit(x)
	default:
		x := ev(transcript.KindUnknown)
		x.Subtype = "message:" + m.Role
		x.Raw = bytes.Clone(rec)
		emit(x)
	}
}

// fillUser sets the text and image references of a user-side message.
func (d *decoder) fillUser(x *transcript.Event, c content) {
	var texts []string
	for _, b := range c {
		switch b.Type {
		case "text":
			texts = append(texts, b.Text)
		case "image":
			x.Images = append(x.Images, transcript.Image{MediaType: b.MimeType, Bytes: int(b.Data)})
		}
	}
	if !d.skip {
		x.Text = strings.Join(texts, "\n")
	}
}

func (d *decoder) assistant(e *entry, rec []byte, ev func(transcript.Kind) *transcript.Event, emit func(*transcript.Event)) {
	m := e.Message
	model := joinModel(m.Provider, m.Model)
	msgID := m.ResponseID
	if msgID == "" {
		msgID = e.ID
	}
	var u *transcript.Usage
	if m.Usage != nil {
		u = &transcript.Usage{
			Input:         int64(m.Usage.Input),
			Output:        int64(m.Usage.Output),
			CacheRead:     int64(m.Usage.CacheRead),
			CacheCreation: int64(m.Usage.CacheWrite),
		}
	}
	n := 0
	out := func(x *transcript.Event) {
		x.Model = model
		x.MessageID = msgID
		if n == 0 {
			x.Usage = u
		}
		n++
		emit(x)
	}
	for _, b := range m.Content {
		switch b.Type {
		case "text":
			x := ev(transcript.KindAssistant)
			if !d.skip {
				x.Text = b.Text
			}
			out(x)
		case "thinking":
			x := ev(transcript.KindAssistant)
			if !d.skip {
				x.Thinking = b.Thinking
			}
			out(x)
		case "toolCall":
			x := ev(transcript.KindToolCall)
			x.Tool = toolCall(&b, d.skip)
			out(x)
		case "image":
			x := ev(transcript.KindAssistant)
			x.Images = []transcript.Image{{MediaType: b.MimeType, Bytes: int(b.Data)}}
			out(x)
		default:
			x := ev(transcript.KindUnknown)
			x.Subtype = "block:" + b.Type
			x.Raw = bytes.Clone(rec) // the whole entry: a block alone loses fields
			out(x)
		}
	}
	if n == 0 {
		out(ev(transcript.KindAssistant))
	}
	sub := ""
	switch m.StopReason {
	case "aborted":
		sub = "interrupt"
	case "error":
		sub = "api_error"
	case "length":
		sub = "max_tokens"
	}
	if sub != "" {
		x := ev(transcript.KindSystem)
		x.Subtype = sub
		x.Text = m.ErrorMessage
		if x.Text == "" {
			x.Text = "stopReason " + m.StopReason
		}
		emit(x)
	}
}

// toolCall maps a toolCall block to a canonical tool call.
func toolCall(b *block, skip bool) *transcript.ToolCall {
	t := &transcript.ToolCall{ID: b.ID, Name: b.Name, Kind: toolKind(b.Name)}
	args := b.Arguments
	if len(args) > 0 && args[0] == '"' { // arguments as a JSON-encoded string
		var s string
		if json.Unmarshal(args, &s) == nil && json.Valid([]byte(s)) {
			args = json.RawMessage(s)
		}
	}
	if !skip && len(args) > 0 && string(args) != "null" {
		t.Input = bytes.Clone(args)
	}
	var a struct {
		Path    json.RawMessage `json:"path"`
		Command json.RawMessage `json:"command"`
	}
	if len(args) > 0 && args[0] == '{' && json.Unmarshal(args, &a) == nil {
		if p := str(a.Path); p != "" {
			t.Paths = []string{p}
		}
		if t.Kind == transcript.ToolShell {
			t.Command = str(a.Command)
		}
	}
	return t
}

// toolKind is the canonical kind of one of pi's built-in tools.
func toolKind(name string) transcript.ToolKind {
	switch name {
	case "read":
		return transcript.ToolRead
	case "edit":
		return transcript.ToolEdit
	case "write":
		return transcript.ToolWrite
	case "bash":
		return transcript.ToolShell
	case "grep", "find", "ls":
		return transcript.ToolSearch
	}
	return transcript.ToolOther
}

func (d *decoder) toolResult(m *message, ev func(transcript.Kind) *transcript.Event, emit func(*transcript.Event)) {
	x := ev(transcript.KindResult)
	r := &transcript.ToolResult{CallID: m.ToolCallID, IsError: m.IsError}
	var texts []string
	for _, b := range m.Content {
		switch b.Type {
		case "text":
			texts = append(texts, b.Text)
		case "image":
			x.Images = append(x.Images, transcript.Image{MediaType: b.MimeType, Bytes: int(b.Data)})
		}
	}
	out := strings.Join(texts, "\n")
	if m.ToolName == "bash" {
		r.ExitCode, r.Interrupted = bashOutcome(out, m.IsError)
	}
	if !d.skip {
		r.Output = out
	}
	x.Result = r
	emit(x)
}

const (
	exitMarker  = "Command exited with code "
	abortMarker = "Command aborted"
)

// bashOutcome reads the exit code pi's bash tool appends to a failed
// command's output ("…\n\nCommand exited with code N"). A result that is
// not an error ran and exited 0: pi writes no code on success. An error
// without the marker (blocked by an extension, timed out, aborted) has no
// code; "Command aborted" at the end means it was interrupted.
func bashOutcome(out string, isError bool) (code *int, interrupted bool) {
	tail := strings.TrimRight(out, " \t\r\n")
	if i := strings.LastIndex(tail, exitMarker); i >= 0 && (i == 0 || tail[i-1] == '\n') {
		if n, err := strconv.Atoi(tail[i+len(exitMarker):]); err == nil {
			return &n, false
		}
	}
	if !isError {
		zero := 0
		return &zero, false
	}
	return nil, strings.HasSuffix(tail, abortMarker)
}

func str(raw json.RawMessage) string {
	if len(raw) == 0 || raw[0] != '"' {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return ""
	}
	return s
}

func joinModel(provider, model string) string {
	switch {
	case model == "":
		return ""
	case provider == "":
		return model
	}
	return provider + "/" + model
}

func parseTime(s string) time.Time {
	if s == "" {
		return time.Time{}
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// shapeError says what is wrong with a record that did not decode.
func shapeError(rec []byte, err error) error {
	if !json.Valid(rec) {
		return transcript.BadRecord(rec, "a pi session entry")
	}
	var ute *json.UnmarshalTypeError
	if errors.As(err, &ute) && ute.Field != "" {
		return fmt.Errorf("pi %q entry: field %q holds a JSON %s, expected %s", typeName(rec), ute.Field, ute.Value, jsonKind(ute.Type))
	}
	return fmt.Errorf("pi %q entry: %v; expected the fields of pi's session format", typeName(rec), err)
}

func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64, reflect.Float64:
		return "a number"
	}
	return t.String()
}

// typeName is the entry's "type" for error messages, best effort.
func typeName(rec []byte) string {
	var v struct {
		Type json.RawMessage `json:"type"`
	}
	if json.Unmarshal(rec, &v) != nil {
		return "?"
	}
	if s := str(v.Type); s != "" {
		return s
	}
	return "?"
}
