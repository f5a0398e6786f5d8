package judge

import (
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/vouchdev/vouch/redact"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/verify"
)

// Bounds on what one review sends before the model asks for more through
// its tools.
const (
	maxDiff      = 16 << 10 // the turn's diff
	maxEditText  = 4 << 10  // one side of one edit
	maxResult    = 600      // the tail of one tool result in a slice
	maxSlices    = 24       // tool calls shown
	maxGateTail  = 800      // a gate's output tail
	maxFinalText = 6 << 10  // the agent's final message
)

// BuildPrompt is the evidence sent to the judge, before redaction: the
// agent's final message, the claims with the rules' verdicts (those to
// judge marked), the gates, the rules' findings, the turn's diff and the
// transcript slices that touched the claimed or changed files or ran a
// check. Not the whole transcript: the model reads more through its tools.
func BuildPrompt(in *verify.ReviewInput) string {
	s, _ := buildPrompt(in)
	return s
}

// buildPrompt is BuildPrompt; n counts the values of .env files redacted
// in the diff already (redact.File: every value there is a secret). The
// whole text still goes through Options.Redact.
func buildPrompt(in *verify.ReviewInput) (string, int) {
	var b strings.Builder
	r := in.Report
	b.WriteString("Review the agent's last turn; the workspace is as it left it.\n")
	if in.Baseline != "" {
		fmt.Fprintf(&b, "Git baseline (what the turn started from): %s\n", in.Baseline)
	}
	b.WriteString("\n## The agent's final message\n")
	b.WriteString(clip(finalText(in), maxFinalText))
	b.WriteString("\n\n## Claims: id, kind, the rules' verdict and why; judge those marked [judge]\n")
	said := map[string]string{}
	for _, c := range r.Claims {
		mark := ""
		if slices.Contains(in.Claims, c.ID) {
			mark = " [judge]"
		}
		text := strconv.Quote(oneLine(c.Text, 80)) // the whole sentence is in the final message
		if id, ok := said[c.Text]; ok {
			text = "(the sentence of " + id + ")"
		} else {
			said[c.Text] = c.ID
		}
		fmt.Fprintf(&b, "%s %s: %s%s %s\n", c.ID, c.Kind, c.Verdict, mark, text)
		if mark == "" {
			continue // the rules decided it: their verdict is context enough
		}
		for _, e := range c.Evidence {
			ref := ""
			if e.Ref != "" && !strings.Contains(e.Detail, e.Ref) {
				ref = " (" + e.Ref + ")"
			}
			fmt.Fprintf(&b, "  %s: %s%s\n", e.Source, oneLine(e.Detail, 300), ref)
		}
	}
	if len(r.Gates) == 0 {
		b.WriteString("\n## Gates: none ran\n")
	} else {
		b.WriteString("\n## Gates vouch ran (cite as gate:NAME; run again with run_gate)\n")
	}
	for _, g := range r.Gates {
		code := "none"
		if g.ExitCode != nil {
			code = fmt.Sprint(*g.ExitCode)
		}
		fmt.Fprintf(&b, "- %s (`%s`): %s, exit %s", g.Name, g.Command, g.Status, code)
		if g.Reason != "" {
			fmt.Fprintf(&b, ", %s", g.Reason)
		}
		b.WriteByte('\n')
		if g.Status != report.GatePass && g.OutputTail != "" {
			fmt.Fprintf(&b, "  output tail:\n%s\n", indent(tail(g.OutputTail, maxGateTail)))
		}
	}
	if len(r.Findings) > 0 {
		b.WriteString("\n## The rules' findings\n")
		for _, f := range r.Findings {
			fmt.Fprintf(&b, "- %s: %s\n", f.Kind, f.Message)
		}
	}
	b.WriteString("\n## The turn's diff (the agent's edits, from the transcript)\n")
	diff, n := turnDiff(in)
	b.WriteString(diff)
	b.WriteString("\n## Transcript slices: the turn's tool calls on the claimed or changed files, and its checks (cite as event N)\n")
	b.WriteString(turnSlices(in))
	return b.String(), n
}

func finalText(in *verify.ReviewInput) string {
	if in.Evidence == nil {
		return ""
	}
	return in.Evidence.FinalText
}

// turnDiff renders the turn's edits as hunks: what each replaced and what
// it wrote, per file, in order.
func turnDiff(in *verify.ReviewInput) (string, int) {
	var b strings.Builder
	if in.Evidence == nil {
		return "(no transcript evidence)\n", 0
	}
	redacted := 0
	file := func(name, text string) string {
		out, n := redact.File(name, text)
		redacted += n
		return out
	}
	for _, e := range in.Evidence.TurnEvents {
		for _, ed := range in.Evidence.EditsOf(e) {
			if b.Len() > maxDiff {
				b.WriteString("… (more edits: use git_diff or read_file)\n")
				return b.String(), redacted
			}
			fmt.Fprintf(&b, "--- %s (event %d, %s)\n", ed.Path, e.Index, ed.Op)
			switch {
			case ed.Shell:
				fmt.Fprintf(&b, "shell: %s\n", oneLine(e.Tool.Command, 300))
			case ed.Before == "" && ed.After != "":
				writeLines(&b, "+", clip(file(ed.Path, ed.After), maxEditText))
			default:
				writeLines(&b, "-", clip(file(ed.Path, ed.Before), maxEditText))
				writeLines(&b, "+", clip(file(ed.Path, ed.After), maxEditText))
			}
		}
	}
	if b.Len() == 0 {
		return "(the turn edited no file)\n", 0
	}
	return b.String(), redacted
}

// turnSlices lists the turn's tool calls that matter: those touching a
// file the turn changed or a claim names, and shell commands (checks the
// agent ran), each with the tail of its result. Reads show their size, not
// their content: the model reads the file as it is now.
func turnSlices(in *verify.ReviewInput) string {
	ev := in.Evidence
	if ev == nil {
		return "none\n"
	}
	files := map[string]bool{}
	for _, e := range ev.TurnEvents {
		for _, ed := range ev.EditsOf(e) {
			files[ed.Path] = true
		}
	}
	for _, c := range in.Report.Claims {
		if c.Path != "" {
			files[path.Clean(c.Path)] = true
		}
	}
	results := map[string]*transcript.Event{}
	for _, e := range ev.TurnEvents {
		if e.Kind == transcript.KindResult && e.Result != nil && e.Result.CallID != "" {
			results[e.Result.CallID] = e
		}
	}
	var b strings.Builder
	shown := 0
	for _, e := range ev.TurnEvents {
		if e.Kind != transcript.KindToolCall || e.Tool == nil || e.Sidechain {
			continue
		}
		t := e.Tool
		touches := false
		for _, p := range t.Paths {
			if files[ev.Rel(p)] {
				touches = true
			}
		}
		if !touches && t.Kind != transcript.ToolShell {
			continue
		}
		if shown == maxSlices {
			b.WriteString("… (more calls not shown)\n")
			break
		}
		shown++
		what := t.Command
		if what == "" {
			var ps []string
			for _, p := range t.Paths {
				ps = append(ps, ev.Rel(p))
			}
			what = strings.Join(ps, " ")
		}
		fmt.Fprintf(&b, "event %d: %s %s\n", e.Index, t.Name, oneLine(what, 300))
		res := results[t.ID]
		switch {
		case res == nil:
			b.WriteString("  (no result recorded)\n")
		case t.Kind == transcript.ToolRead:
			fmt.Fprintf(&b, "  result: %d lines read\n", strings.Count(res.Result.Output, "\n")+1)
		case t.Kind == transcript.ToolEdit || t.Kind == transcript.ToolWrite:
			if res.Result.IsError {
				fmt.Fprintf(&b, "  result: error: %s\n", oneLine(res.Result.Output, 200))
			}
		default:
			status := ""
			if res.Result.ExitCode != nil {
				status = fmt.Sprintf(" (exit %d)", *res.Result.ExitCode)
			} else if res.Result.IsError {
				status = " (error)"
			}
			fmt.Fprintf(&b, "  result%s, event %d:\n%s\n", status, res.Index, indent(tail(res.Result.Output, maxResult)))
		}
	}
	if shown == 0 {
		return "none\n"
	}
	return b.String()
}

func writeLines(b *strings.Builder, prefix, s string) {
	if s == "" {
		return
	}
	for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		b.WriteString(prefix + l + "\n")
	}
}

func indent(s string) string {
	s = strings.TrimRight(s, "\n")
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// clip keeps the head of s up to n bytes (on a rune boundary).
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "\n… (cut)"
}

// tail keeps the last n bytes of s, from a line start where it can.
func tail(s string, n int) string {
	s = strings.TrimRight(s, "\n")
	if len(s) <= n {
		return s
	}
	t := s[len(s)-n:]
	if i := strings.IndexByte(t, '\n'); i >= 0 && i < len(t)-1 {
		t = t[i+1:]
	}
	for len(t) > 0 && t[0]&0xC0 == 0x80 {
		t = t[1:]
	}
	return "…\n" + t
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		cut := n
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}
