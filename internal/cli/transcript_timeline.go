package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/vouchdev/vouch/transcript"
)

// timelineOptions control the human timeline of a session. The zero value
// is the default: no color, 100 columns, thinking folded, outputs folded.
type timelineOptions struct {
	Color    bool // ANSI colors (only on a terminal)
	Width    int  // line width in columns; 0 means 100
	Thinking bool // show thinking in full instead of one folded line
	Full     bool // show every line of messages and tool outputs
}

func (o timelineOptions) width() int {
	if o.Width <= 0 {
		return 100
	}
	return max(o.Width, 40)
}

// Layout: "  m:ss  label      text"; label is padded to labelWidth.
const (
	labelWidth     = 9
	textCol        = 7 + 2 + labelWidth + 2
	foldUserLines  = 3 // lines of a user message shown before folding
	foldTextLines  = 6 // lines of an assistant message shown before folding
	foldOutputLine = 1 // lines of a tool output shown before folding
)

// section is a turn, or the events before the first prompt (Number 0).
type section struct {
	Number int
	Events []*transcript.Event
}

// sections splits s into the preamble (if any) and its turns, the same
// way transcript.Session.Turns does.
func sections(s *transcript.Session) []section {
	var out []section
	for _, e := range inTimeOrder(s.Events) {
		if e.IsPrompt() {
			n := 1
			if len(out) > 0 {
				n = out[len(out)-1].Number + 1
			}
			out = append(out, section{Number: n})
		}
		if len(out) == 0 {
			out = append(out, section{Number: 0})
		}
		out[len(out)-1].Events = append(out[len(out)-1].Events, e)
	}
	return out
}

// renderHeader writes the session's header block.
func renderHeader(w io.Writer, s *transcript.Session, o timelineOptions) {
	p := palette{o.Color}
	title := string(s.Agent)
	if s.AgentVersion != "" {
		title += " " + s.AgentVersion
	}
	if s.ID != "" {
		title += " · session " + s.ID
	}
	fmt.Fprintln(w, p.bold(oneLine(title, 0)))
	kv := func(k, v string) {
		if v != "" {
			fmt.Fprintf(w, "%s  %s\n", p.dim(pad(k, 8)), oneLine(v, 0))
		}
	}
	kv("file", s.Path)
	kv("cwd", s.Cwd)
	kv("models", strings.Join(s.Models, ", "))
	if !s.Start.IsZero() {
		kv("start", stamp(s.Start))
		kv("end", stamp(s.End)+" ("+duration(s.End.Sub(s.Start))+")")
	}
	turns := 0
	for _, sec := range sections(s) {
		if sec.Number > 0 {
			turns++
		}
	}
	kv("events", fmt.Sprintf("%d in %s", len(s.Events), plural(turns, "turn")))
}

// renderSection writes one turn (or the preamble) as a timeline.
func renderSection(w io.Writer, s *transcript.Session, sec section, o timelineOptions) {
	p := palette{o.Color}
	title := "── preamble "
	if sec.Number > 0 {
		title = fmt.Sprintf("── turn %d ", sec.Number)
	}
	rule := o.width() - width(title)
	fmt.Fprintln(w)
	fmt.Fprintln(w, p.bold(title)+p.dim(strings.Repeat("─", max(rule, 2))))
	for _, e := range sec.Events {
		renderEvent(w, s, e, o)
	}
}

// renderEvent writes one event: one line, plus continuation lines for
// multi-line text when not folded.
func renderEvent(w io.Writer, s *transcript.Session, e *transcript.Event, o timelineOptions) {
	p := palette{o.Color}
	indent := ""
	if e.Sidechain {
		id := e.AgentID
		if id == "" {
			id = "sub-agent"
		}
		indent = "  " + p.magenta("["+truncate(id, 12)+"]") + " "
	}
	avail := o.width() - textCol - width(stripANSI(indent))
	avail = max(avail, 20)
	off := p.dim(offset(s.Start, e.Time))

	row := func(label string, style func(string) string, text string) {
		fmt.Fprintf(w, "%s  %s%s  %s\n", off, indent, style(pad(label, labelWidth)), text)
	}
	// block writes multi-line text: first line on the row, the rest
	// indented under it, folded after keep lines unless full.
	block := func(label string, style func(string) string, text string, keep int, full bool) {
		var ls []string
		for _, l := range lines(text) {
			if strings.TrimSpace(l) != "" {
				ls = append(ls, l)
			}
		}
		if len(ls) == 0 {
			row(label, style, p.dim("(empty)"))
			return
		}
		shown := ls
		if !full && len(ls) > keep {
			shown = ls[:keep]
		}
		cont := strings.Repeat(" ", textCol+width(stripANSI(indent)))
		for i, l := range shown {
			if !full {
				l = truncate(l, avail)
			}
			if i == 0 {
				row(label, style, l)
			} else {
				fmt.Fprintln(w, strings.TrimRight(cont+l, " "))
			}
		}
		if n := len(ls) - len(shown); n > 0 {
			fmt.Fprintln(w, cont+p.dim(fmt.Sprintf("… (%s)", plural(n, "more line"))))
		}
	}
	switch e.Kind {
	case transcript.KindUser:
		label, style := "user", func(s string) string { return p.bold(p.cyan(s)) }
		if e.Meta || e.Sidechain {
			label, style = "meta", p.cyan
			if e.Sidechain {
				label = "task"
			}
		}
		text := e.Text
		if len(e.Images) > 0 {
			text = strings.TrimSpace(text + fmt.Sprintf(" [%s]", plural(len(e.Images), "image")))
		}
		block(label, style, text, foldUserLines, o.Full)
	case transcript.KindAssistant:
		if e.Thinking != "" {
			if o.Thinking {
				block("thinking", p.dim, e.Thinking, foldTextLines, true)
			} else {
				row("thinking", p.dim, p.dim(oneLine(e.Thinking, avail)))
			}
		}
		if e.Text != "" || e.Thinking == "" {
			block("assistant", p.bold, e.Text, foldTextLines, o.Full)
		}
	case transcript.KindToolCall:
		label, text := toolLine(e.Tool, s.Cwd)
		row(label, p.blue, truncate(oneLine(text, 0), avail))
	case transcript.KindResult:
		renderResult(w, e, o, off, indent, avail)
	case transcript.KindSystem:
		text := e.Text
		if e.Subtype != "" {
			text = "[" + e.Subtype + "] " + text
		}
		block("system", p.yellow, text, 1, o.Full)
	case transcript.KindSummary:
		block("summary", p.magenta, e.Text, 1, o.Full)
	default:
		row("unknown", p.dim, p.dim(truncate(unknownText(e), avail)))
	}
}

// toolLine is a tool call's label (its canonical kind) and one-line detail:
// the command of a shell call, the paths of a file call, else the tool's
// name and its input.
func toolLine(t *transcript.ToolCall, cwd string) (string, string) {
	if t == nil {
		return "tool", "(no details)"
	}
	kind := string(t.Kind)
	if kind == "" {
		kind = "other"
	}
	switch {
	case t.Kind == transcript.ToolShell && t.Command != "":
		return kind, oneLine(t.Command, 0)
	case len(t.Paths) > 0 && (t.Kind == transcript.ToolRead || t.Kind == transcript.ToolEdit || t.Kind == transcript.ToolWrite):
		ps := make([]string, len(t.Paths))
		for i, p := range t.Paths {
			ps[i] = relPath(p, cwd)
		}
		return kind, strings.Join(ps, ", ")
	}
	text := t.Name
	if t.Kind == transcript.ToolTask {
		// Sub-agent calls: the agent type and what it was asked to do.
		var in struct {
			Type        string `json:"subagent_type"`
			Description string `json:"description"`
		}
		if json.Unmarshal(t.Input, &in) == nil && in.Description != "" {
			return kind, oneLine(strings.TrimSpace(t.Name+" "+in.Type)+": "+in.Description, 0)
		}
	}
	if in := compactJSON(t.Input); in != "" && in != "{}" && in != "null" {
		text += " " + in
	}
	return kind, oneLine(text, 0)
}

func compactJSON(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return string(raw)
	}
	return b.String()
}

// renderResult writes a tool result: status (✓/✗, exit code), then the
// first line of output with the rest folded unless Full.
func renderResult(w io.Writer, e *transcript.Event, o timelineOptions, off, indent string, avail int) {
	p := palette{o.Color}
	r := e.Result
	if r == nil {
		r = &transcript.ToolResult{}
	}
	failed := r.IsError || r.Interrupted || (r.ExitCode != nil && *r.ExitCode != 0)
	var status string
	switch {
	case r.Interrupted:
		status = "✗ interrupted"
	case r.ExitCode != nil && failed:
		status = "✗ exit " + strconv.Itoa(*r.ExitCode)
	case r.ExitCode != nil:
		status = "✓ exit " + strconv.Itoa(*r.ExitCode)
	case failed:
		status = "✗ error"
	default:
		status = "✓ ok"
	}
	style := p.green
	if failed {
		style = p.red
	}
	ls := lines(r.Output)
	if len(ls) > 0 && r.ExitCode != nil && ls[0] == "Exit code "+strconv.Itoa(*r.ExitCode) {
		ls = ls[1:] // Claude Code repeats the exit code as the first line
	}
	head := p.dim("(no output)")
	if len(ls) > 0 {
		head = truncate(ls[0], max(avail-width(status)-2, 10))
	}
	label := "  ↳"
	fmt.Fprintf(w, "%s  %s%s  %s  %s\n", off, indent, p.dim(pad(label, labelWidth)), style(status), head)
	if len(ls) <= 1 {
		return
	}
	cont := strings.Repeat(" ", textCol+width(stripANSI(indent)))
	if !o.Full {
		fmt.Fprintln(w, cont+p.dim(fmt.Sprintf("… (%s)", plural(len(ls)-1, "more line"))))
		return
	}
	for _, l := range ls[1:] {
		fmt.Fprintln(w, strings.TrimRight(cont+l, " "))
	}
}

// unknownText names an unknown entry by its "type" field when it has one.
func unknownText(e *transcript.Event) string {
	var probe struct {
		Type string `json:"type"`
	}
	if json.Unmarshal(e.Raw, &probe) == nil && probe.Type != "" {
		return "[" + probe.Type + "] " + oneLine(string(e.Raw), 0)
	}
	if e.Text != "" {
		return oneLine(e.Text, 0)
	}
	return oneLine(string(e.Raw), 0)
}

// stripANSI removes the escapes palette adds, to measure styled text.
func stripANSI(s string) string {
	if !strings.Contains(s, "\x1b[") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && s[j] != 'm' {
				j++
			}
			i = j
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// relPath shows a path under the session's cwd relative to it.
func relPath(p, cwd string) string {
	if cwd != "" && strings.HasPrefix(p, strings.TrimSuffix(cwd, "/")+"/") {
		return p[len(strings.TrimSuffix(cwd, "/"))+1:]
	}
	return p
}

// inTimeOrder places the sub-agent events read from companion files
// (appended after the main session by transcript.ReadFile) where they
// happened: each goes before the first main event that is later than it.
// The main events keep their order; events without a time stay at the end.
func inTimeOrder(events []*transcript.Event) []*transcript.Event {
	cut := len(events)
	for cut > 0 && events[cut-1].Sidechain {
		cut--
	}
	head, tail := events[:cut], events[cut:]
	if len(tail) == 0 || len(head) == 0 {
		return events
	}
	out := make([]*transcript.Event, 0, len(events))
	j := 0
	for _, h := range head {
		for j < len(tail) && !tail[j].Time.IsZero() && !h.Time.IsZero() && tail[j].Time.Before(h.Time) {
			out = append(out, tail[j])
			j++
		}
		out = append(out, h)
	}
	return append(out, tail[j:]...)
}
