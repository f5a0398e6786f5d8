package codex

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/vouchdev/vouch/internal/applypatch"
	"github.com/vouchdev/vouch/transcript"
)

// maxHeld bounds the events held back waiting for a response's usage.
const maxHeld = 512

type decoder struct {
	skip bool // Options.SkipContent

	model     string
	confirm   bool // session_meta seen: prompts are confirmed by user_message events
	emit      func(*transcript.Event)
	q         []*transcript.Event // held-back events, in order
	pending   *transcript.Event   // user message waiting for its user_message event
	respOpen  bool                // a model response's events are in q from respStart
	respStart int
	respOut   bool // a tool output came after the response's items
	respID    string

	lastTotal   *tokenUsage
	compacted   bool     // the previous record was "compacted"
	promptTexts []string // user_message texts seen before their response_item

	calls map[string]*call // outstanding tool calls by call id
}

type call struct {
	name  string
	kind  transcript.ToolKind
	patch bool // apply_patch
	exit  *int // from an event that came before the output
	fail  bool // an event said the call failed
}

func newDecoder(opts *transcript.Options) *decoder {
	d := &decoder{calls: make(map[string]*call)}
	if opts != nil {
		d.skip = opts.SkipContent
	}
	return d
}

type envelope struct {
	Timestamp string          `json:"timestamp"`
	Type      string          `json:"type"`
	Payload   json.RawMessage `json:"payload"`
}

func (d *decoder) Decode(rec []byte, line int, s *transcript.Session, emit func(*transcript.Event)) error {
	d.emit = emit
	var env envelope
	if err := json.Unmarshal(rec, &env); err != nil || env.Type == "" {
		return transcript.BadRecord(rec, `an object with "timestamp", "type" and "payload"`)
	}
	t, _ := time.Parse(time.RFC3339Nano, env.Timestamp)
	ev := func(k transcript.Kind) *transcript.Event {
		return &transcript.Event{Kind: k, Line: line, Time: t}
	}
	var p payload
	if len(env.Payload) > 0 && env.Payload[0] == '{' {
		if err := json.Unmarshal(env.Payload, &p); err != nil {
			return fmt.Errorf("%s record: payload: %v", env.Type, err)
		}
	} else if recordTypes[env.Type] {
		return transcript.BadRecord(rec, fmt.Sprintf("a %s record with an object payload", env.Type))
	}

	// A user message is a prompt only if Codex reports it as user input
	// right after it; any other record settles it as injected context.
	if d.pending != nil && !(env.Type == "event_msg" && p.isUserInput()) {
		d.settle(true)
	}
	wasCompacted := d.compacted
	d.compacted = false

	switch env.Type {
	case "session_meta":
		d.sessionMeta(&p, s, ev(transcript.KindSystem))
	case "turn_context":
		if p.Cwd != "" && s.Cwd == "" {
			s.Cwd = p.Cwd
		}
		if p.Model != "" && p.Model != d.model {
			if d.model != "" {
				e := ev(transcript.KindSystem)
				e.Subtype = "model_change"
				e.Text = p.Model
				d.push(e)
			}
			d.model = p.Model
		}
	case "response_item":
		if err := d.responseItem(&p, ev, rec); err != nil {
			return err
		}
	case "event_msg":
		d.eventMsg(&p, ev, rec, wasCompacted)
	case "compacted":
		d.closeResponse()
		e := ev(transcript.KindSummary)
		e.Subtype = "compaction"
		if !d.skip {
			e.Text = p.Message
		}
		d.push(e)
		d.compacted = true
	case "token_usage_record":
		d.respID = p.ResponseID
	case "world_state":
		// A snapshot of the environment; nothing the agent did.
	default:
		e := ev(transcript.KindUnknown)
		e.Subtype = env.Type
		e.Raw = append(json.RawMessage(nil), rec...)
		d.push(e)
	}
	d.flush()
	return nil
}

func (d *decoder) Flush(s *transcript.Session, emit func(*transcript.Event)) {
	d.emit = emit
	if d.pending != nil {
		d.settle(true)
	}
	d.closeResponse()
	d.flush()
}

// push queues e; flush emits what is no longer held back.
func (d *decoder) push(e *transcript.Event) { d.q = append(d.q, e) }

func (d *decoder) flush() {
	if d.respOpen && len(d.q) > maxHeld {
		d.closeResponse()
	}
	if d.pending != nil || d.respOpen {
		return
	}
	for _, e := range d.q {
		d.emit(e)
	}
	clear(d.q)
	d.q = d.q[:0]
}

// settle decides the pending user message: meta (injected) or a prompt.
func (d *decoder) settle(meta bool) {
	d.pending.Meta = meta
	d.pending = nil
}

// openResponse marks the start of a model response's items, closing a
// previous response whose tool outputs already came.
func (d *decoder) openResponse() {
	if d.respOpen && d.respOut {
		d.closeResponse()
	}
	if !d.respOpen {
		d.respOpen = true
		d.respStart = len(d.q)
		d.respOut = false
	}
}

// closeResponse ends the open response without usage (none came).
func (d *decoder) closeResponse() {
	d.respOpen = false
	d.respOut = false
	d.respID = ""
}

func (d *decoder) sessionMeta(p *payload, s *transcript.Session, e *transcript.Event) {
	d.confirm = true
	if s.ID == "" {
		s.ID = p.ID
	}
	if s.Cwd == "" {
		s.Cwd = p.Cwd
	}
	if s.AgentVersion == "" {
		s.AgentVersion = p.CLIVersion
	}
	e.Subtype = "session"
	var parts []string
	for _, kv := range [][2]string{{"originator", p.Originator}, {"source", sourceString(p.Source)}, {"model_provider", p.ModelProvider}, {"cli_version", p.CLIVersion}} {
		if kv[1] != "" {
			parts = append(parts, kv[0]+"="+kv[1])
		}
	}
	e.Text = strings.Join(parts, " ")
	e.ID = p.ID
	d.push(e)
}

// sourceString renders session_meta.source, a string or (sub-agents) an
// object.
func sourceString(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	if len(raw) > 0 && raw[0] == '{' {
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) == nil {
			for k := range m {
				return k
			}
		}
	}
	return ""
}

func (d *decoder) responseItem(p *payload, ev func(transcript.Kind) *transcript.Event, rec []byte) error {
	switch p.Type {
	case "message":
		text, images := p.contentText()
		switch p.Role {
		case "assistant":
			d.openResponse()
			e := ev(transcript.KindAssistant)
			e.ID = p.ID
			e.Model = d.model
			if !d.skip {
				e.Text = text
			}
			d.push(e)
		default: // user, developer, system
			d.closeResponse()
			e := ev(transcript.KindUser)
			e.ID = p.ID
			e.Images = images
			if !d.skip {
				e.Text = text
			}
			if p.Role != "user" {
				e.Meta = true
				e.Subtype = p.Role
			} else if sub := injected(text); sub != "" {
				e.Meta = true
				e.Subtype = sub
			} else if d.takePromptText(text) {
				// Its user_message event came first: a prompt.
			} else if d.confirm {
				d.pending = e
			}
			d.push(e)
		}
	case "reasoning":
		d.openResponse()
		text := p.reasoningText()
		if text == "" {
			return nil // encrypted only
		}
		e := ev(transcript.KindAssistant)
		e.ID = p.ID
		e.Model = d.model
		if !d.skip {
			e.Thinking = text
		}
		d.push(e)
	case "function_call", "custom_tool_call", "local_shell_call", "web_search_call":
		d.openResponse()
		e := ev(transcript.KindToolCall)
		e.ID = p.ID
		e.Tool = d.toolCall(p)
		if e.Tool.ID != "" {
			d.calls[e.Tool.ID] = &call{name: e.Tool.Name, kind: e.Tool.Kind, patch: isPatchCall(e.Tool)}
		}
		d.push(e)
	case "function_call_output", "custom_tool_call_output":
		if d.respOpen {
			d.respOut = true
		}
		e := ev(transcript.KindResult)
		e.ID = p.ID
		e.Result = d.toolResult(p)
		d.push(e)
	case "ghost_snapshot":
		// Codex's undo snapshot of the work tree: not part of the talk.
	default:
		e := ev(transcript.KindUnknown)
		e.Subtype = "response_item:" + p.Type
		e.Raw = append(json.RawMessage(nil), rec...)
		d.push(e)
	}
	return nil
}

// takePromptText reports whether text was announced by a user_message event
// that came before its response_item, and forgets it.
func (d *decoder) takePromptText(text string) bool {
	for i, t := range d.promptTexts {
		if t == text {
			d.promptTexts = append(d.promptTexts[:i], d.promptTexts[i+1:]...)
			return true
		}
	}
	return false
}

// injections are the tags of context Codex injects as user messages.
var injections = []struct{ prefix, subtype string }{
	{"<environment_context>", "environment_context"},
	{"# AGENTS.md instructions for ", "agents_md"},
	{"<user_instructions>", "user_instructions"},
	{"<hook_prompt", "hook_prompt"},
	{"<turn_aborted>", "turn_aborted"},
	{"<user_shell_command>", "user_shell_command"},
	{"<subagent_notification>", "subagent_notification"},
	{"<skill>", "skill"},
	{"<permissions instructions>", "permissions_instructions"},
}

func injected(text string) string {
	t := strings.TrimLeft(text, " \t\r\n")
	for _, in := range injections {
		if strings.HasPrefix(t, in.prefix) {
			return in.subtype
		}
	}
	return ""
}

func (d *decoder) eventMsg(p *payload, ev func(transcript.Kind) *transcript.Event, rec []byte, wasCompacted bool) {
	switch p.Type {
	case "user_message":
		d.userInput(p.Message)
	case "item_completed":
		d.itemCompleted(p)
	case "exec_command_end":
		if c := d.calls[p.CallID]; c != nil && p.ExitCode != nil {
			c.exit = p.ExitCode
		}
	case "patch_apply_end":
		if c := d.calls[p.CallID]; c != nil && p.Success != nil && !*p.Success {
			c.fail = true
		}
	case "token_count":
		d.tokenCount(p, ev)
	case "turn_aborted":
		d.closeResponse()
		e := ev(transcript.KindSystem)
		e.Subtype = "interrupt"
		e.Text = p.Reason
		d.push(e)
	case "error", "stream_error":
		e := ev(transcript.KindSystem)
		e.Subtype = "api_error"
		e.Text = p.Message
		d.push(e)
	case "warning", "background_event", "deprecation_notice":
		e := ev(transcript.KindSystem)
		e.Subtype = p.Type
		e.Text = p.Message
		d.push(e)
	case "context_compacted":
		if !wasCompacted {
			d.closeResponse()
			e := ev(transcript.KindSummary)
			e.Subtype = "compaction"
			d.push(e)
		}
	case "task_complete", "turn_complete":
		d.closeResponse()
	case "agent_message", "agent_reasoning", "agent_reasoning_raw_content",
		"agent_reasoning_section_break", "agent_message_delta", "agent_reasoning_delta",
		"task_started", "turn_started", "thread_settings_applied", "session_configured",
		"exec_command_begin", "exec_command_output_delta", "patch_apply_begin",
		"web_search_begin", "web_search_end", "mcp_tool_call_begin", "mcp_tool_call_end",
		"view_image_tool_call", "turn_diff", "plan_update", "item_started",
		"entered_review_mode", "exited_review_mode", "undo_started", "undo_completed",
		"shutdown_complete", "get_history_entry_response", "mcp_list_tools_response",
		"list_custom_prompts_response", "raw_response_item", "thread_name_updated",
		"mcp_startup_update", "mcp_startup_complete", "collab_agent_spawn_begin", "collab_agent_spawn_end":
		// Duplicates of response_items, or progress; see the package doc.
	default:
		e := ev(transcript.KindUnknown)
		e.Subtype = "event_msg:" + p.Type
		e.Raw = append(json.RawMessage(nil), rec...)
		d.push(e)
	}
}

// userInput handles Codex's report that the user typed text.
func (d *decoder) userInput(text string) {
	if d.pending != nil {
		d.settle(false)
		return
	}
	if len(d.promptTexts) >= 8 {
		d.promptTexts = d.promptTexts[1:]
	}
	d.promptTexts = append(d.promptTexts, text)
}

func (d *decoder) itemCompleted(p *payload) {
	var it item
	if json.Unmarshal(p.Item, &it) != nil {
		return
	}
	switch it.Type {
	case "UserMessage":
		var parts []string
		for _, c := range it.Content {
			parts = append(parts, c.Text)
		}
		d.userInput(strings.Join(parts, "\n"))
	case "CommandExecution":
		if c := d.calls[it.ID]; c != nil {
			if it.ExitCode != nil {
				c.exit = it.ExitCode
			}
			if it.Status == "failed" || it.Status == "declined" {
				c.fail = c.exit == nil
			}
		}
	case "FileChange":
		if c := d.calls[it.ID]; c != nil && (it.Status == "failed" || it.Status == "declined") {
			c.fail = true
		}
	}
}

type tokenUsage struct {
	Input      int64 `json:"input_tokens"`
	Cached     int64 `json:"cached_input_tokens"`
	CacheWrite int64 `json:"cache_write_input_tokens"`
	Output     int64 `json:"output_tokens"`
	Reasoning  int64 `json:"reasoning_output_tokens"`
	Total      int64 `json:"total_tokens"`
}

func (d *decoder) tokenCount(p *payload, ev func(transcript.Kind) *transcript.Event) {
	var info struct {
		Total *tokenUsage `json:"total_token_usage"`
		Last  *tokenUsage `json:"last_token_usage"`
	}
	if len(p.Info) == 0 || json.Unmarshal(p.Info, &info) != nil {
		return
	}
	last := info.Last
	if info.Total != nil {
		if d.lastTotal != nil && *d.lastTotal == *info.Total {
			return // the same count again
		}
		if last == nil && d.lastTotal != nil {
			t := *info.Total
			t.Input -= d.lastTotal.Input
			t.Cached -= d.lastTotal.Cached
			t.CacheWrite -= d.lastTotal.CacheWrite
			t.Output -= d.lastTotal.Output
			t.Reasoning -= d.lastTotal.Reasoning
			last = &t
		} else if last == nil {
			last = info.Total
		}
		tot := *info.Total
		d.lastTotal = &tot
	}
	if last == nil || (last.Input == 0 && last.Output == 0) {
		return
	}
	u := &transcript.Usage{
		Input:         max(last.Input-last.Cached-last.CacheWrite, 0),
		CacheRead:     max(min(last.Cached, last.Input), 0),
		CacheCreation: last.CacheWrite,
		Output:        last.Output,
		Reasoning:     last.Reasoning,
	}
	if d.respOpen {
		var target *transcript.Event
		for _, e := range d.q[d.respStart:] {
			if e.Kind == transcript.KindAssistant && target == nil {
				target = e
			}
			if d.respID != "" && (e.Kind == transcript.KindAssistant || e.Kind == transcript.KindToolCall) {
				e.MessageID = d.respID
			}
		}
		if target != nil {
			target.Usage = u
			if target.Model == "" {
				target.Model = d.model
			}
			d.closeResponse()
			return
		}
	}
	e := ev(transcript.KindSystem)
	e.Subtype = "usage"
	e.Model = d.model
	e.MessageID = d.respID
	e.Usage = u
	d.closeResponse()
	d.push(e)
}

// payload holds the fields of every payload shape this package reads.
type payload struct {
	Type string `json:"type"`
	ID   string `json:"id"`

	// session_meta
	Cwd           string          `json:"cwd"`
	CLIVersion    string          `json:"cli_version"`
	Originator    string          `json:"originator"`
	Source        json.RawMessage `json:"source"`
	ModelProvider string          `json:"model_provider"`

	// turn_context
	Model string `json:"model"`

	// response_item message / reasoning
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
	Summary json.RawMessage `json:"summary"`

	// tool calls and outputs
	Name      string          `json:"name"`
	Arguments string          `json:"arguments"`
	Input     string          `json:"input"`
	CallID    string          `json:"call_id"`
	Action    json.RawMessage `json:"action"`
	Output    json.RawMessage `json:"output"`

	// event_msg
	Message  string          `json:"message"`
	Reason   string          `json:"reason"`
	Info     json.RawMessage `json:"info"`
	Item     json.RawMessage `json:"item"`
	ExitCode *int            `json:"exit_code"`
	Success  *bool           `json:"success"`

	// token_usage_record
	ResponseID string `json:"response_id"`
}

// isUserInput reports whether an event_msg payload reports typed input.
func (p *payload) isUserInput() bool {
	if p.Type == "user_message" {
		return true
	}
	if p.Type == "item_completed" {
		var it struct {
			Type string `json:"type"`
		}
		return json.Unmarshal(p.Item, &it) == nil && it.Type == "UserMessage"
	}
	return false
}

type contentPart struct {
	Type     string `json:"type"`
	Text     string `json:"text"`
	ImageURL string `json:"image_url"`
}

// contentText joins a message's text parts and lists its images. An
// assistant's output_text parts are one stream and are concatenated, as
// Codex does; input parts are separate pieces, joined by newlines.
func (p *payload) contentText() (string, []transcript.Image) {
	var parts []contentPart
	if json.Unmarshal(p.Content, &parts) != nil {
		var s string
		if json.Unmarshal(p.Content, &s) == nil {
			return s, nil
		}
		return "", nil
	}
	var texts []string
	var images []transcript.Image
	for _, c := range parts {
		switch c.Type {
		case "input_image":
			images = append(images, imageRef(c.ImageURL))
		default:
			if c.Text != "" {
				texts = append(texts, c.Text)
			}
		}
	}
	sep := "\n"
	if p.Role == "assistant" {
		sep = ""
	}
	return strings.Join(texts, sep), images
}

// imageRef describes an image URL without copying a data URL's bytes.
func imageRef(u string) transcript.Image {
	rest, ok := strings.CutPrefix(u, "data:")
	if !ok {
		return transcript.Image{Source: u}
	}
	meta, data, _ := strings.Cut(rest, ",")
	img := transcript.Image{MediaType: strings.TrimSuffix(meta, ";base64")}
	if strings.HasSuffix(meta, ";base64") {
		img.Bytes = len(strings.TrimRight(data, "=")) * 3 / 4
	}
	return img
}

func (p *payload) reasoningText() string {
	var parts []contentPart
	var texts []string
	if json.Unmarshal(p.Summary, &parts) == nil {
		for _, c := range parts {
			if c.Text != "" {
				texts = append(texts, c.Text)
			}
		}
	}
	if len(texts) == 0 && json.Unmarshal(p.Content, &parts) == nil {
		for _, c := range parts {
			if c.Text != "" {
				texts = append(texts, c.Text)
			}
		}
	}
	return strings.Join(texts, "\n\n")
}

type item struct {
	Type     string `json:"type"`
	ID       string `json:"id"`
	ExitCode *int   `json:"exit_code"`
	Status   string `json:"status"`
	Content  []struct {
		Text string `json:"text"`
	} `json:"content"`
}

// toolCall builds the normalized call of a function_call, custom_tool_call,
// local_shell_call or web_search_call item.
func (d *decoder) toolCall(p *payload) *transcript.ToolCall {
	tc := &transcript.ToolCall{ID: p.CallID, Name: p.Name, Kind: transcript.ToolOther}
	var input json.RawMessage
	switch p.Type {
	case "custom_tool_call":
		input = jsonString(p.Input)
	case "function_call":
		if json.Valid([]byte(p.Arguments)) {
			input = json.RawMessage(p.Arguments)
		} else {
			input = jsonString(p.Arguments)
		}
	case "local_shell_call":
		tc.Name = "local_shell"
		input = p.Action
	case "web_search_call":
		tc.Name = "web_search"
		if tc.ID == "" {
			tc.ID = p.ID
		}
		input = p.Action
	}
	var args struct {
		Cmd      string          `json:"cmd"`
		Command  json.RawMessage `json:"command"`
		Workdir  string          `json:"workdir"`
		Chars    string          `json:"chars"`
		Input    string          `json:"input"`
		Path     string          `json:"path"`
		FilePath string          `json:"file_path"`
		DirPath  string          `json:"dir_path"`
	}
	if len(input) > 0 && input[0] == '{' {
		_ = json.Unmarshal(input, &args)
	}
	switch tc.Name {
	case "exec_command", "shell_command":
		tc.Kind = transcript.ToolShell
		cmd := args.Cmd
		if cmd == "" {
			_ = json.Unmarshal(args.Command, &cmd)
		}
		tc.Command = cmd
		if text, dir, ok := applypatch.FromScript(cmd); ok {
			setPatch(tc, text, dir)
		}
	case "shell", "container.exec", "local_shell":
		tc.Kind = transcript.ToolShell
		var argv []string
		_ = json.Unmarshal(args.Command, &argv)
		tc.Command = commandLine(argv)
		if text, dir, ok := applypatch.FromArgv(argv); ok {
			setPatch(tc, text, dir)
		}
	case "write_stdin":
		tc.Kind = transcript.ToolShell
		tc.Command = args.Chars
	case "apply_patch":
		text := p.Input
		if p.Type == "function_call" {
			text = args.Input
		}
		setPatch(tc, text, "")
	case "view_image", "read_file":
		tc.Kind = transcript.ToolRead
		tc.Paths = nonEmpty(args.Path, args.FilePath)
	case "list_dir", "grep_files", "tool_search":
		tc.Kind = transcript.ToolSearch
		tc.Paths = nonEmpty(args.Path, args.DirPath)
	case "web_search", "web_search_preview":
		tc.Kind = transcript.ToolWeb
	case "spawn_agent":
		tc.Kind = transcript.ToolTask
	}
	if !d.skip {
		tc.Input = input
	}
	return tc
}

func nonEmpty(ss ...string) []string {
	for _, s := range ss {
		if s != "" {
			return []string{s}
		}
	}
	return nil
}

// setPatch makes tc an apply_patch call: kind edit (write when the patch
// only adds files) and the paths it touches. An unparsable patch keeps
// kind edit and no paths.
func setPatch(tc *transcript.ToolCall, text, dir string) {
	tc.Kind = transcript.ToolEdit
	p, err := applypatch.Parse(text)
	if err != nil {
		return
	}
	if p.OnlyAdds() {
		tc.Kind = transcript.ToolWrite
	}
	for _, x := range p.Paths() {
		if dir != "" && !path.IsAbs(x) {
			x = path.Join(dir, x)
		}
		tc.Paths = append(tc.Paths, x)
	}
}

func isPatchCall(tc *transcript.ToolCall) bool {
	return tc.Name == "apply_patch" || tc.Kind == transcript.ToolEdit || tc.Kind == transcript.ToolWrite
}

// commandLine renders argv as a shell command, unwrapping `bash -lc CMD`.
func commandLine(argv []string) string {
	if len(argv) == 3 && (argv[1] == "-lc" || argv[1] == "-c") {
		switch path.Base(argv[0]) {
		case "bash", "zsh", "sh", "dash":
			return argv[2]
		}
	}
	var b strings.Builder
	for i, a := range argv {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(shellQuote(a))
	}
	return b.String()
}

func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=:,+@%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func jsonString(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}

// toolResult builds the normalized result of a function_call_output or
// custom_tool_call_output.
func (d *decoder) toolResult(p *payload) *transcript.ToolResult {
	r := &transcript.ToolResult{CallID: p.CallID}
	text, success := outputText(p.Output)
	out, exit := parseOutput(text)
	c := d.calls[p.CallID]
	delete(d.calls, p.CallID)
	if exit == nil && c != nil {
		exit = c.exit
	}
	r.ExitCode = exit
	switch {
	case exit != nil && *exit != 0:
		r.IsError = true
	case success != nil && !*success:
		r.IsError = true
	case c != nil && c.fail:
		r.IsError = true
	case strings.HasPrefix(out, "Command blocked by "):
		r.IsError = true
	case c != nil && c.patch && exit == nil && patchFailed(out):
		r.IsError = true
	}
	if strings.HasPrefix(out, "aborted") || strings.Contains(text, "command was interrupted") {
		r.Interrupted = true
	}
	if !d.skip {
		r.Output = out
	}
	return r
}

// patchFailed recognises the messages of a failed apply_patch.
func patchFailed(out string) bool {
	for _, p := range []string{"apply_patch verification failed", "Failed to ", "Invalid patch", "invalid patch", "error: ", "patch rejected", "No files were modified"} {
		if strings.HasPrefix(out, p) {
			return true
		}
	}
	return false
}

// outputText returns the text of a tool output: a string, an array of
// content items, or an object {"content", "success"}.
func outputText(raw json.RawMessage) (string, *bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "", nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, nil
	}
	var parts []contentPart
	if json.Unmarshal(raw, &parts) == nil {
		return joinParts(parts), nil
	}
	var obj struct {
		Content json.RawMessage `json:"content"`
		Success *bool           `json:"success"`
	}
	if json.Unmarshal(raw, &obj) == nil {
		t, _ := outputText(obj.Content)
		return t, obj.Success
	}
	return string(raw), nil
}

func joinParts(parts []contentPart) string {
	var texts []string
	for _, c := range parts {
		if c.Text != "" {
			texts = append(texts, c.Text)
		}
	}
	return strings.Join(texts, "\n")
}

// preambleKeys are the lines Codex puts before "Output:" in a tool output.
var preambleKeys = []string{"Chunk ID: ", "Wall time: ", "Process exited with code ", "Process running with session ID ", "Original token count: ", "Exit code: ", "Total output lines: ", "Token count: "}

// parseOutput strips Codex's preamble from a tool output and returns the
// command's output and exit code. Older shell tools wrote JSON
// {"output": …, "metadata": {"exit_code": N}}.
func parseOutput(text string) (string, *int) {
	if strings.HasPrefix(text, "{") {
		var v struct {
			Output   *string `json:"output"`
			Metadata struct {
				ExitCode *int `json:"exit_code"`
			} `json:"metadata"`
		}
		if json.Unmarshal([]byte(text), &v) == nil && v.Output != nil {
			return *v.Output, v.Metadata.ExitCode
		}
	}
	var exit *int
	rest := text
	for i := 0; i < 8; i++ {
		line, after, ok := strings.Cut(rest, "\n")
		if line == "Output:" {
			if !ok {
				after = ""
			}
			return after, exit
		}
		known := false
		for _, k := range preambleKeys {
			if v, found := strings.CutPrefix(line, k); found {
				known = true
				if k == "Process exited with code " || k == "Exit code: " {
					if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
						exit = &n
					}
				}
			}
		}
		if !known || !ok {
			break
		}
		rest = after
	}
	return text, nil
}
