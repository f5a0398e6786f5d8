package audit

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/vouchdev/vouch/transcript"
)

// Bounds of what a judge is sent of one session, per verifier. Each event
// is clipped; the whole slice is capped at maxSlice bytes, keeping the
// first and last events (a huge session is judged on its start and end,
// and the slice says how many events were left out).
const (
	clipPrompt = 1500
	clipInput  = 2000
	clipOutput = 800
	clipReply  = 1500
	maxSlice   = 96 << 10
)

// slice renders the events of the session a judge needs for one verifier:
// the human prompts, the relevant tool calls with the tail of their
// results, and the agent's last reply of each turn. Each line starts with
// the event's index and source line, which the judge cites as evidence.
func (v *view) slice(calls []int) string {
	keep := map[int]bool{}
	// Calls on the same files as a relevant call come too (the read
	// before an edit, a cat of the file): the judge needs them to say
	// what happened to those files.
	files := map[string]bool{}
	for _, i := range calls {
		for _, p := range v.calls[i].rel {
			if p != "." && p != "" {
				files[p] = true
			}
		}
	}
	if len(files) > 0 {
		in := map[int]bool{}
		for _, i := range calls {
			in[i] = true
		}
	more:
		for i, c := range v.calls {
			if in[i] {
				continue
			}
			for _, p := range c.rel {
				if files[p] {
					calls = append(calls, i)
					continue more
				}
			}
			if cmd := c.ev.Tool.Command; cmd != "" && len(cmd) < 2000 {
				for p := range files {
					if strings.Contains(cmd, p) {
						calls = append(calls, i)
						continue more
					}
				}
			}
		}
	}
	for _, i := range calls {
		c := v.calls[i]
		keep[c.ev.Index] = true
		if c.res != nil {
			keep[c.res.Index] = true
		}
	}
	// the last assistant text before each prompt and at the end
	lastText := -1
	for _, e := range v.s.Events {
		if e.IsPrompt() {
			keep[e.Index] = true
			if lastText >= 0 {
				keep[lastText] = true
			}
			lastText = -1
		}
		if e.Kind == transcript.KindAssistant && !e.Sidechain && strings.TrimSpace(e.Text) != "" {
			lastText = e.Index
		}
	}
	if lastText >= 0 {
		keep[lastText] = true
	}
	idx := make([]int, 0, len(keep))
	for i := range keep {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	lines := make([]string, 0, len(idx))
	for _, i := range idx {
		lines = append(lines, renderEvent(v.s.Events[i], true))
	}
	return capLines(lines)
}

// whole renders every event unclipped: what sending the whole transcript
// would cost, the measure the slices are compared with.
func (v *view) whole() string {
	var b strings.Builder
	for _, e := range v.s.Events {
		b.WriteString(renderEvent(e, false))
		b.WriteByte('\n')
	}
	return b.String()
}

func capLines(lines []string) string {
	total := 0
	for _, l := range lines {
		total += len(l) + 1
	}
	if total <= maxSlice {
		return strings.Join(lines, "\n") + "\n"
	}
	// keep the head and the tail, each up to half the budget
	var head, tail []string
	n := 0
	for _, l := range lines {
		if n+len(l)+1 > maxSlice/2 {
			break
		}
		head = append(head, l)
		n += len(l) + 1
	}
	n = 0
	for i := len(lines) - 1; i >= len(head); i-- {
		if n+len(lines[i])+1 > maxSlice/2 {
			break
		}
		tail = append([]string{lines[i]}, tail...)
		n += len(lines[i]) + 1
	}
	omitted := len(lines) - len(head) - len(tail)
	return strings.Join(head, "\n") + fmt.Sprintf("\n[… %d events omitted: the session is too long to send whole …]\n", omitted) + strings.Join(tail, "\n") + "\n"
}

func renderEvent(e *transcript.Event, clipIt bool) string {
	c := func(s string, n int) string {
		if !clipIt {
			return s
		}
		return clip(s, n)
	}
	side := ""
	if e.Sidechain {
		side = " (sub-agent)"
	}
	head := fmt.Sprintf("#%d L%d ", e.Index, e.Line)
	switch e.Kind {
	case transcript.KindUser:
		who := "user"
		if e.Meta {
			who = "user (not typed by a human)"
		}
		return head + who + side + ": " + c(e.Text, clipPrompt)
	case transcript.KindAssistant:
		if e.Text == "" {
			if clipIt {
				return head + "assistant thinking" + side
			}
			return head + "assistant thinking" + side + ": " + e.Thinking
		}
		return head + "assistant" + side + ": " + c(e.Text, clipReply)
	case transcript.KindToolCall:
		if e.Tool == nil {
			return head + "tool call"
		}
		t := e.Tool
		s := head + "tool call" + side + " " + t.Name + " [" + string(t.Kind) + "]"
		if t.Command != "" {
			s += " $ " + t.Command
		}
		if len(t.Paths) > 0 {
			s += " paths=" + strings.Join(t.Paths, ",")
		}
		if t.Command == "" && len(t.Input) > 0 {
			s += " input=" + c(string(t.Input), clipInput)
		}
		return s
	case transcript.KindResult:
		if e.Result == nil {
			return head + "tool result"
		}
		r := e.Result
		s := head + "tool result" + side
		if r.ExitCode != nil {
			s += fmt.Sprintf(" exit=%d", *r.ExitCode)
		}
		if r.IsError {
			s += " error"
		}
		out := r.Output
		if clipIt {
			out = clipTail(out, clipOutput)
		}
		return s + ": " + out
	default:
		body := e.Text
		if body == "" && !clipIt {
			body = string(e.Raw)
		}
		return head + string(e.Kind) + " " + e.Subtype + ": " + c(body, 400)
	}
}

// clip keeps the first n bytes of s (on a rune boundary) and says how much
// was cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("[… %d bytes cut]", len(s)-cut)
}

// clipTail keeps the last n bytes of s: a command's verdict is at its end.
func clipTail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := len(s) - n
	for cut < len(s) && !utf8.RuneStart(s[cut]) {
		cut++
	}
	return fmt.Sprintf("[%d bytes cut …]", cut) + s[cut:]
}
