package claudecode

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"time"

	"github.com/vouchdev/vouch/transcript"
)

// maxHeld bounds the events held back while a model response is open (see
// decoder.held). A response longer than this is closed early; its later
// lines still never count usage twice.
const maxHeld = 512

// recentIDs is how many closed responses are remembered, so that a response
// whose lines are interleaved with another's (a sub-agent's lines between
// two lines of the main agent's response) is still counted once.
const recentIDs = 8

type decoder struct {
	skip bool
	// fileAgent is the sub-agent id from a subagents/agent-<id>.jsonl name:
	// every event of such a file is a sidechain.
	fileAgent string

	// The open model response: its message id, the events since its first
	// line (every event, in order, so that nothing is reordered), the
	// largest usage seen on its lines, and the event that will carry it.
	resp      string
	held      []*transcript.Event
	best      *transcript.Usage
	bestTotal int64
	carrier   *transcript.Event
	recent    [recentIDs]string
	recentN   int

	// shellCalls holds the ids of shell calls not yet answered, to know
	// which results get an exit code. Bash results carry no tool name.
	shellCalls map[string]string // id → tool name

	// Interned strings that repeat on every line.
	lastModel, lastMsgID, lastAgent string
}

func newDecoder(o *transcript.Options) transcript.Decoder {
	d := &decoder{shellCalls: map[string]string{}}
	if o != nil {
		d.skip = o.SkipContent
		d.fileAgent = agentFromName(o.Name)
	}
	return d
}

// agentFromName returns <id> for a path .../subagents/agent-<id>.jsonl (or
// the fixtures' NAME.subagents/agent-<id>.jsonl), else "".
func agentFromName(name string) string {
	if name == "" {
		return ""
	}
	base := filepath.Base(name)
	dir := filepath.Base(filepath.Dir(name))
	if !strings.HasPrefix(base, "agent-") || !strings.HasSuffix(base, ".jsonl") {
		return ""
	}
	if dir != "subagents" && !strings.HasSuffix(dir, ".subagents") {
		return ""
	}
	return strings.TrimSuffix(strings.TrimPrefix(base, "agent-"), ".jsonl")
}

// record holds the raw top-level fields of one line that we use.
type record struct {
	typ, subtype, uuid, parent, ts, session, cwd, version []byte
	sidechain, meta, compact, apiError                    bool
	agentID, message, toolUseResult, summary, leafUUID    []byte
	content, attachment, level                            []byte

	// From message, walked in place.
	msgModel, msgID, msgContent, msgUsage []byte
	msgObject, msgRole                    bool
}

func (r *record) readMessage(m *objIter) {
	r.msgObject = true
	for {
		k, v, ok := m.next()
		if !ok {
			return
		}
		switch string(k) {
		case "model":
			r.msgModel = rawStr(v)
		case "id":
			r.msgID = rawStr(v)
		case "content":
			r.msgContent = v
		case "usage":
			r.msgUsage = v
		case "role":
			r.msgRole = true
		}
	}
}

func (d *decoder) Decode(rec []byte, line int, s *transcript.Session, emit func(*transcript.Event)) error {
	var r record
	it, ok := newObj(rec)
	if !ok {
		return transcript.BadRecord(rec, "a JSON object")
	}
	for {
		k, ok := it.nextKey()
		if !ok {
			break
		}
		if string(k) == "message" {
			// Walk the message in place: it holds most of the line, and
			// skipping it first to read it again would scan it twice.
			if m, ok := it.sub(); ok {
				start := it.i
				r.readMessage(&m)
				it.resume(&m)
				if !it.bad {
					r.message = m.raw(start)
				}
				continue
			}
		}
		v, ok := it.value()
		if !ok {
			break
		}
		switch string(k) {
		case "type":
			r.typ = rawStr(v)
		case "subtype":
			r.subtype = rawStr(v)
		case "uuid":
			r.uuid = rawStr(v)
		case "parentUuid":
			r.parent = rawStr(v)
		case "timestamp":
			r.ts = rawStr(v)
		case "sessionId", "session_id":
			r.session = v
		case "cwd":
			r.cwd = v
		case "version":
			r.version = v
		case "isSidechain":
			r.sidechain = isTrue(v)
		case "isMeta":
			r.meta = isTrue(v)
		case "isCompactSummary":
			r.compact = isTrue(v)
		case "isApiErrorMessage":
			r.apiError = isTrue(v)
		case "agentId":
			r.agentID = rawStr(v)
		case "message":
			r.message = v // not an object; rejected below
		case "toolUseResult":
			r.toolUseResult = v
		case "summary":
			r.summary = v
		case "leafUuid":
			r.leafUUID = rawStr(v)
		case "content":
			r.content = v
		case "attachment":
			r.attachment = v
		case "level":
			r.level = rawStr(v)
		}
	}
	if it.bad {
		return transcript.BadRecord(rec, "a JSON object")
	}
	if r.typ == nil {
		return transcript.BadRecord(rec, `a Claude Code entry with a "type"`)
	}

	if s.ID == "" && len(r.session) > 0 {
		s.ID = str(r.session)
	}
	if s.Cwd == "" && len(r.cwd) > 0 {
		s.Cwd = str(r.cwd)
	}
	if s.AgentVersion == "" && len(r.version) > 0 {
		s.AgentVersion = str(r.version)
	}

	base := func(kind transcript.Kind) *transcript.Event {
		e := &transcript.Event{Kind: kind, Line: line}
		if r.ts != nil {
			e.Time = parseTime(r.ts)
		}
		if r.uuid != nil {
			e.ID = string(r.uuid)
		}
		if r.parent != nil {
			e.ParentID = string(r.parent)
		}
		e.Sidechain = r.sidechain || d.fileAgent != ""
		switch {
		case r.agentID != nil:
			e.AgentID = d.intern(&d.lastAgent, r.agentID)
		case d.fileAgent != "":
			e.AgentID = d.fileAgent
		}
		return e
	}

	switch string(r.typ) {
	case "assistant":
		return d.assistant(&r, rec, base, emit)
	case "user":
		return d.user(&r, rec, base, emit)
	case "summary":
		e := base(transcript.KindSummary)
		if !d.skip {
			e.Text = str(r.summary)
		}
		if r.leafUUID != nil && e.ParentID == "" {
			e.ParentID = string(r.leafUUID)
		}
		d.out(e, emit)
	case "system":
		e := base(transcript.KindSystem)
		e.Subtype = string(r.subtype)
		if e.Subtype == "" {
			e.Subtype = "system"
		}
		if !d.skip {
			e.Text = str(r.content)
		}
		e.Meta = r.meta
		d.out(e, emit)
	case "attachment":
		d.attachment(&r, base, emit)
	case "queue-operation", "last-prompt", "file-history-snapshot", "progress":
		// Bookkeeping, not conversation: the queued prompt shows up again
		// as a user line; snapshots back up files; progress lines repeat
		// hook and sub-agent progress that the subagents/ files hold in
		// full. Counted as records, no events.
	default:
		e := base(transcript.KindUnknown)
		e.Subtype = string(r.typ)
		e.Raw = json.RawMessage(bytes.Clone(rec))
		d.out(e, emit)
	}
	return nil
}

func (d *decoder) intern(last *string, b []byte) string {
	if string(b) == *last {
		return *last
	}
	*last = string(b)
	return *last
}

// out emits e, or holds it back while a model response is open.
func (d *decoder) out(e *transcript.Event, emit func(*transcript.Event)) {
	if d.resp == "" {
		emit(e)
		return
	}
	d.held = append(d.held, e)
	if len(d.held) >= maxHeld {
		d.closeResp(emit)
	}
}

// closeResp puts the response's usage on its carrier and emits what was
// held.
func (d *decoder) closeResp(emit func(*transcript.Event)) {
	if d.resp == "" {
		return
	}
	if d.carrier != nil && d.best != nil {
		d.carrier.Usage = d.best
	}
	if d.resp[0] != 0 {
		d.recent[d.recentN%recentIDs] = d.resp
		d.recentN++
	}
	for _, e := range d.held {
		emit(e)
	}
	clear(d.held)
	d.held = d.held[:0]
	d.resp, d.best, d.bestTotal, d.carrier = "", nil, 0, nil
}

func (d *decoder) Flush(_ *transcript.Session, emit func(*transcript.Event)) {
	d.closeResp(emit)
}

func (d *decoder) seenRecently(id string) bool {
	for _, r := range d.recent {
		if r == id {
			return true
		}
	}
	return false
}

func (d *decoder) assistant(r *record, rec []byte, base func(transcript.Kind) *transcript.Event, emit func(*transcript.Event)) error {
	if !r.msgObject {
		return transcript.BadRecord(rec, `an assistant entry with a "message" object`)
	}
	model, msgID, content, usage := r.msgModel, r.msgID, r.msgContent, r.msgUsage
	synthetic := string(model) == "<synthetic>"

	// A response spreads over lines sharing message.id: open it (closing
	// the previous one) unless it is the one already open.
	id := ""
	if msgID != nil {
		id = d.intern(&d.lastMsgID, msgID)
	}
	counted := true
	if id != d.resp || id == "" {
		d.closeResp(emit)
		if id != "" && d.seenRecently(id) {
			counted = false // a late line of a response already counted
		}
		d.resp = id
	}
	if d.resp == "" {
		// No id: this line is a response of its own; it is closed right
		// after its events are out.
		defer d.closeResp(emit)
		d.resp = "\x00line"
	}

	if counted && !synthetic && usage != nil {
		if u, ok := parseUsage(usage); ok {
			if t := u.Input + u.Output + u.CacheCreation + u.CacheRead; d.best == nil || t > d.bestTotal {
				d.best, d.bestTotal = u, t
			}
		}
	}

	modelName := ""
	if model != nil {
		modelName = d.intern(&d.lastModel, model)
	}
	mk := func(kind transcript.Kind) *transcript.Event {
		e := base(kind)
		if !synthetic {
			e.Model = modelName
		}
		e.MessageID = id
		if d.carrier == nil && counted && !synthetic {
			d.carrier = e
		}
		return e
	}

	if r.apiError || (synthetic && isStr(content)) {
		e := mk(transcript.KindSystem)
		e.Subtype = "api_error"
		if !d.skip {
			e.Text = textOf(content)
		}
		d.out(e, emit)
		return nil
	}
	if isStr(content) {
		e := mk(transcript.KindAssistant)
		if !d.skip {
			e.Text = str(content)
		}
		d.out(e, emit)
		return nil
	}
	blocks, ok := newArr(content)
	if !ok {
		if content == nil || string(content) == "null" {
			return nil
		}
		return transcript.BadRecord(rec, "message.content to be a string or an array")
	}
	for {
		b, ok := blocks.next()
		if !ok {
			break
		}
		btype, _ := blockType(b)
		switch string(btype) {
		case "text":
			if synthetic {
				e := mk(transcript.KindSystem)
				e.Subtype = "api_error"
				if !d.skip {
					e.Text = str(field(b, "text"))
				}
				d.out(e, emit)
				continue
			}
			e := mk(transcript.KindAssistant)
			if !d.skip {
				e.Text = str(field(b, "text"))
			}
			d.out(e, emit)
		case "thinking":
			e := mk(transcript.KindAssistant)
			if !d.skip {
				e.Thinking = str(field(b, "thinking"))
			}
			d.out(e, emit)
		case "redacted_thinking":
			// The reasoning is encrypted; keep that there was some.
			e := mk(transcript.KindAssistant)
			e.Subtype = "redacted_thinking"
			d.out(e, emit)
		case "tool_use", "server_tool_use":
			e := mk(transcript.KindToolCall)
			e.Tool = d.toolCall(b, string(btype) == "server_tool_use")
			d.out(e, emit)
		default:
			e := mk(transcript.KindUnknown)
			e.Subtype = string(btype)
			if btype == nil {
				e.Subtype = "content_block"
			}
			e.Raw = json.RawMessage(bytes.Clone(b))
			d.out(e, emit)
		}
	}
	if blocks.bad {
		return transcript.BadRecord(rec, "a JSON object")
	}
	return nil
}

// blockType returns a content block's "type" (raw) and whether b is an
// object.
func blockType(b []byte) ([]byte, bool) {
	it, ok := newObj(b)
	if !ok {
		return nil, false
	}
	for {
		k, v, ok := it.next()
		if !ok {
			return nil, true
		}
		if string(k) == "type" {
			return rawStr(v), true
		}
	}
}

func parseUsage(v []byte) (*transcript.Usage, bool) {
	it, ok := newObj(v)
	if !ok {
		return nil, false
	}
	u := &transcript.Usage{}
	for {
		k, val, ok := it.next()
		if !ok {
			break
		}
		n, _ := intVal(val)
		switch string(k) {
		case "input_tokens":
			u.Input = n
		case "output_tokens":
			u.Output = n
		case "cache_creation_input_tokens":
			u.CacheCreation = n
		case "cache_read_input_tokens":
			u.CacheRead = n
		}
	}
	return u, true
}

// toolKinds maps Claude Code's tool names to canonical kinds; names not
// here (TodoWrite, Skill, Task* bookkeeping, mcp__*) are "other".
var toolKinds = map[string]transcript.ToolKind{
	"Read":         transcript.ToolRead,
	"Edit":         transcript.ToolEdit,
	"MultiEdit":    transcript.ToolEdit,
	"NotebookEdit": transcript.ToolEdit,
	"Write":        transcript.ToolWrite,
	"Bash":         transcript.ToolShell,
	"BashOutput":   transcript.ToolShell,
	"KillShell":    transcript.ToolShell,
	"KillBash":     transcript.ToolShell,
	"Grep":         transcript.ToolSearch,
	"Glob":         transcript.ToolSearch,
	"LS":           transcript.ToolSearch,
	"WebFetch":     transcript.ToolWeb,
	"WebSearch":    transcript.ToolWeb,
	"web_search":   transcript.ToolWeb,
	"web_fetch":    transcript.ToolWeb,
	"Task":         transcript.ToolTask,
	"Agent":        transcript.ToolTask,
}

// ToolKind returns the canonical kind of a Claude Code tool name.
func ToolKind(name string) transcript.ToolKind {
	if k, ok := toolKinds[name]; ok {
		return k
	}
	return transcript.ToolOther
}

func (d *decoder) toolCall(b []byte, server bool) *transcript.ToolCall {
	tc := &transcript.ToolCall{}
	var input []byte
	it, _ := newObj(b)
	for {
		k, v, ok := it.next()
		if !ok {
			break
		}
		switch string(k) {
		case "id":
			tc.ID = str(v)
		case "name":
			tc.Name = str(v)
		case "input":
			input = v
		}
	}
	tc.Kind = ToolKind(tc.Name)
	if server && tc.Kind == transcript.ToolOther {
		tc.Kind = transcript.ToolWeb
	}
	if !d.skip && len(input) > 0 {
		tc.Input = json.RawMessage(bytes.Clone(input))
	}
	in, ok := newObj(input)
	if ok {
		for {
			k, v, ok := in.next()
			if !ok {
				break
			}
			switch string(k) {
			case "file_path", "notebook_path", "path":
				if p := str(v); p != "" {
					tc.Paths = append(tc.Paths, p)
				}
			case "command":
				if tc.Kind == transcript.ToolShell {
					tc.Command = str(v)
				}
			}
		}
	}
	if tc.Kind == transcript.ToolShell && tc.ID != "" && tc.Name != "KillShell" && tc.Name != "KillBash" {
		d.shellCalls[tc.ID] = tc.Name
	}
	return tc
}

// Prefixes of user text Claude Code writes itself.
var (
	interruptPrefix = []byte("[Request interrupted by user")
	metaPrefixes    = [][]byte{
		[]byte("<command-name>"), []byte("<command-message>"), []byte("<local-command-stdout>"),
		[]byte("<local-command-stderr>"), []byte("<local-command-caveat>"),
		[]byte("Caveat: The messages below were generated by the user while running local commands"),
		[]byte("<bash-input>"), []byte("<bash-stdout>"), []byte("<bash-stderr>"),
		[]byte("<system-reminder>"), []byte("<user-memory-input>"),
	}
	hookFeedback = []byte(" hook feedback:")
)

// classify classifies the raw (escaped) text of a user message.
func classify(raw []byte) (interrupt, meta, hook bool) {
	if bytes.HasPrefix(raw, interruptPrefix) {
		return true, false, false
	}
	for _, p := range metaPrefixes {
		if bytes.HasPrefix(raw, p) {
			return false, true, false
		}
	}
	// "Stop hook feedback:\n…", "SubagentStop hook feedback:\n…": the
	// hook's name, then the feedback on the next line.
	first := raw
	if i := bytes.Index(raw, []byte(`\n`)); i >= 0 {
		first = raw[:i]
	}
	if len(first) < 200 && bytes.Contains(first, hookFeedback) {
		return false, true, true
	}
	return false, false, false
}

func (d *decoder) user(r *record, rec []byte, base func(transcript.Kind) *transcript.Event, emit func(*transcript.Event)) error {
	content := r.msgContent
	if !r.msgObject || (content == nil && !r.msgRole) {
		return transcript.BadRecord(rec, `a user entry with a "message" object`)
	}
	if isStr(content) {
		raw := rawStr(content)
		if r.compact {
			e := base(transcript.KindSummary)
			e.Subtype = "compact"
			if !d.skip {
				e.Text = str(content)
			}
			d.out(e, emit)
			return nil
		}
		interrupt, meta, hook := classify(raw)
		if interrupt {
			e := base(transcript.KindSystem)
			e.Subtype = "interrupt"
			if !d.skip {
				e.Text = str(content)
			}
			d.out(e, emit)
			return nil
		}
		e := base(transcript.KindUser)
		e.Meta = r.meta || meta
		if hook {
			e.Subtype = "hook"
		}
		if !d.skip {
			e.Text = str(content)
		}
		d.out(e, emit)
		return nil
	}
	blocks, ok := newArr(content)
	if !ok {
		return transcript.BadRecord(rec, "message.content to be a string or an array")
	}
	var (
		texts     []string
		images    []transcript.Image
		anyText   bool
		meta      = r.meta
		hook      bool
		results   []*transcript.Event
		shell     bool // a result answers a shell call
		interrupt *transcript.Event
	)
	for {
		b, ok := blocks.next()
		if !ok {
			break
		}
		btype, _ := blockType(b)
		switch string(btype) {
		case "text":
			tv := field(b, "text")
			in, m, h := classify(rawStr(tv))
			if in {
				interrupt = base(transcript.KindSystem)
				interrupt.Subtype = "interrupt"
				if !d.skip {
					interrupt.Text = str(tv)
				}
				continue
			}
			anyText = true
			meta = meta || m
			hook = hook || h
			if !d.skip {
				texts = append(texts, str(tv))
			}
		case "image":
			anyText = true
			if !d.skip {
				images = append(images, image(b))
			}
		case "tool_result":
			e, sh := d.toolResult(b, base)
			results = append(results, e)
			shell = shell || sh
		default:
			e := base(transcript.KindUnknown)
			e.Subtype = string(btype)
			e.Raw = json.RawMessage(bytes.Clone(b))
			results = append(results, e)
		}
	}
	if blocks.bad {
		return transcript.BadRecord(rec, "a JSON object")
	}
	// toolUseResult matters only for shell calls (interrupted, exitCode,
	// background): reading it for every Read or Edit would scan the file
	// contents it repeats a second time.
	if len(results) == 1 && shell && r.toolUseResult != nil {
		d.applyToolUseResult(results[0].Result, r.toolUseResult)
	}
	for _, e := range results {
		d.out(e, emit)
	}
	if anyText {
		kind := transcript.KindUser
		if r.compact {
			kind = transcript.KindSummary
		}
		e := base(kind)
		if r.compact {
			e.Subtype = "compact"
		}
		// Text next to tool results was not typed as a prompt.
		e.Meta = kind == transcript.KindUser && (meta || len(results) > 0)
		if hook {
			e.Subtype = "hook"
		}
		e.Text = strings.Join(texts, "\n\n")
		e.Images = images
		d.out(e, emit)
	}
	if interrupt != nil {
		d.out(interrupt, emit)
	}
	return nil
}

func image(b []byte) transcript.Image {
	var im transcript.Image
	src := field(b, "source")
	it, _ := newObj(src)
	for {
		k, v, ok := it.next()
		if !ok {
			break
		}
		switch string(k) {
		case "media_type":
			im.MediaType = str(v)
		case "data":
			raw := rawStr(v)
			n := len(raw) / 4 * 3
			if l := len(raw); l > 0 && raw[l-1] == '=' {
				n--
				if l > 1 && raw[l-2] == '=' {
					n--
				}
			}
			im.Bytes = n
		case "url", "path":
			im.Source = str(v)
		}
	}
	return im
}

func (d *decoder) toolResult(b []byte, base func(transcript.Kind) *transcript.Event) (*transcript.Event, bool) {
	e := base(transcript.KindResult)
	res := &transcript.ToolResult{}
	e.Result = res
	var content []byte
	it, _ := newObj(b)
	for {
		k, v, ok := it.next()
		if !ok {
			break
		}
		switch string(k) {
		case "tool_use_id":
			res.CallID = str(v)
		case "is_error":
			res.IsError = isTrue(v)
		case "content":
			content = v
		}
	}
	if !d.skip {
		res.Output = textOf(content)
	}
	name, shell := d.shellCalls[res.CallID]
	if shell {
		delete(d.shellCalls, res.CallID)
		switch {
		case res.IsError:
			// Claude Code reports a failed command as an error result
			// whose text starts "Exit code N".
			if n, ok := exitCodePrefix(firstText(content)); ok {
				res.ExitCode = &n
			}
		case name == "Bash":
			// A Bash result that is not an error is a command that exited
			// 0: Claude Code turns every non-zero exit into is_error.
			zero := 0
			res.ExitCode = &zero
		}
	}
	return e, shell
}

// applyToolUseResult refines a result from the entry's toolUseResult: the
// interrupted flag, BashOutput's exitCode, and background commands (which
// have not exited yet).
func (d *decoder) applyToolUseResult(res *transcript.ToolResult, tur []byte) {
	it, ok := newObj(tur)
	if !ok {
		return
	}
	for {
		k, v, ok := it.next()
		if !ok {
			return
		}
		switch string(k) {
		case "interrupted":
			if isTrue(v) {
				res.Interrupted = true
				if res.ExitCode != nil && *res.ExitCode == 0 {
					res.ExitCode = nil
				}
			}
		case "exitCode":
			if n, ok := intVal(v); ok {
				c := int(n)
				res.ExitCode = &c
			}
		case "backgroundTaskId":
			if res.ExitCode != nil && *res.ExitCode == 0 {
				res.ExitCode = nil
			}
		}
	}
}

// firstText returns the raw text of a tool_result content: the string, or
// the first text block's.
func firstText(content []byte) []byte {
	if isStr(content) {
		return rawStr(content)
	}
	it, ok := newArr(content)
	if !ok {
		return nil
	}
	for {
		b, ok := it.next()
		if !ok {
			return nil
		}
		if t, _ := blockType(b); string(t) == "text" {
			return rawStr(field(b, "text"))
		}
	}
}

func exitCodePrefix(raw []byte) (int, bool) {
	const p = "Exit code "
	if !bytes.HasPrefix(raw, []byte(p)) {
		return 0, false
	}
	rest := raw[len(p):]
	end := 0
	for end < len(rest) && (rest[end] == '-' && end == 0 || rest[end] >= '0' && rest[end] <= '9') {
		end++
	}
	n, ok := intVal(rest[:end])
	return int(n), ok
}

// textOf returns a content value as text: the string itself, or the text
// blocks of an array joined by newlines (images and other blocks left out).
func textOf(content []byte) string {
	if isStr(content) {
		return str(content)
	}
	it, ok := newArr(content)
	if !ok {
		return ""
	}
	var parts []string
	for {
		b, ok := it.next()
		if !ok {
			break
		}
		if t, _ := blockType(b); string(t) == "text" {
			parts = append(parts, str(field(b, "text")))
		}
	}
	return strings.Join(parts, "\n")
}

func (d *decoder) attachment(r *record, base func(transcript.Kind) *transcript.Event, emit func(*transcript.Event)) {
	e := base(transcript.KindSystem)
	atype := rawStr(field(r.attachment, "type"))
	e.Subtype = string(atype)
	if e.Subtype == "" {
		e.Subtype = "attachment"
	}
	if !d.skip {
		if be := field(r.attachment, "blockingError"); be != nil {
			if isStr(be) {
				e.Text = str(be)
			} else {
				e.Text = str(field(be, "blockingError"))
			}
		} else if c := field(r.attachment, "content"); isStr(c) {
			e.Text = str(c)
		} else if c := field(r.attachment, "stdout"); isStr(c) {
			e.Text = str(c)
		}
	}
	d.out(e, emit)
}

// parseTime reads Claude Code's timestamps (RFC 3339, UTC, milliseconds).
func parseTime(raw []byte) time.Time {
	// Fast path for the one layout Claude Code writes.
	if len(raw) == 24 && raw[4] == '-' && raw[7] == '-' && raw[10] == 'T' && raw[13] == ':' &&
		raw[16] == ':' && raw[19] == '.' && raw[23] == 'Z' {
		n := func(a, b int) int {
			v := 0
			for _, c := range raw[a:b] {
				if c < '0' || c > '9' {
					return -1
				}
				v = v*10 + int(c-'0')
			}
			return v
		}
		y, mo, dd, h, mi, s, ms := n(0, 4), n(5, 7), n(8, 10), n(11, 13), n(14, 16), n(17, 19), n(20, 23)
		if y >= 0 && mo >= 1 && mo <= 12 && dd >= 1 && dd <= 31 && h >= 0 && h < 24 && mi >= 0 && mi < 60 && s >= 0 && s < 61 && ms >= 0 {
			return time.Date(y, time.Month(mo), dd, h, mi, s, ms*1e6, time.UTC)
		}
	}
	t, err := time.Parse(time.RFC3339Nano, string(raw))
	if err != nil {
		return time.Time{}
	}
	return t
}
