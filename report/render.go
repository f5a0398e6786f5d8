package report

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// TextOptions control the terminal rendering. The zero value is plain text
// without colors.
type TextOptions struct {
	Color bool // ANSI colors (only when writing to a terminal)
	// MaxDiagnostics per gate (default 5).
	MaxDiagnostics int
}

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiDim    = "\x1b[2m"
	ansiRed    = "\x1b[31m"
	ansiGreen  = "\x1b[32m"
	ansiYellow = "\x1b[33m"
	ansiPurple = "\x1b[35m"
)

type painter bool

func (p painter) c(code, s string) string {
	if !p || s == "" {
		return s
	}
	return code + s + ansiReset
}

func statusColor(s Status) string {
	switch s {
	case Perfect, Verified:
		return ansiGreen
	case Partial, Feedback:
		return ansiYellow
	default:
		return ansiRed
	}
}

func verdictMark(v Verdict) (string, string) {
	switch v {
	case VerdictVerified:
		return "✓", ansiGreen
	case VerdictRefuted:
		return "✗", ansiRed
	default:
		return "?", ansiYellow
	}
}

func gateMark(s GateStatus) (string, string) {
	switch s {
	case GatePass:
		return "✓", ansiGreen
	case GateFail:
		return "✗", ansiRed
	case GateError:
		return "!", ansiPurple
	default:
		return "-", ansiDim
	}
}

// WriteText renders r for a terminal: the status line, one line per claim
// with its verdict and the evidence that decided it, the gates with
// timings and their first diagnostics, findings, and the feedback last.
func WriteText(w io.Writer, r *Report, o *TextOptions) error {
	if o == nil {
		o = &TextOptions{}
	}
	maxDiag := o.MaxDiagnostics
	if maxDiag <= 0 {
		maxDiag = 5
	}
	p := painter(o.Color)
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s\n", p.c(ansiBold+statusColor(r.Status), string(r.Status)), r.Summary)
	s := r.Session
	if s.Agent != "" || s.ID != "" {
		fmt.Fprintf(&b, "%s\n", p.c(ansiDim, strings.TrimSpace(fmt.Sprintf("%s session %s, turn %d  %s", s.Agent, shortID(s.ID), s.Turn, s.Transcript))))
	}
	if len(r.Claims) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.c(ansiBold, "Claims"))
		for _, c := range r.Claims {
			mark, col := verdictMark(c.Verdict)
			fmt.Fprintf(&b, "  %s %-10s %-3s %-18s %s%s\n", p.c(col, mark), p.c(col, string(c.Verdict)), c.ID, c.Kind, quote(oneLine(c.Text, 100)), p.c(ansiDim, byJudge(c.By, c.Confidence, c.Blocking())))
			for _, e := range c.Evidence {
				ref := ""
				if e.Ref != "" && !strings.Contains(e.Detail, e.Ref) {
					ref = p.c(ansiDim, " ("+e.Ref+")")
				}
				fmt.Fprintf(&b, "      %s %s%s\n", p.c(ansiDim, e.Source+":"), oneLine(e.Detail, 160), ref)
			}
		}
	}
	if len(r.Gates) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.c(ansiBold, "Gates"))
		nw, cw := 0, 0
		for _, g := range r.Gates {
			nw = max(nw, len(g.Name))
			cw = max(cw, min(len(g.Command), 40))
		}
		for _, g := range r.Gates {
			mark, col := gateMark(g.Status)
			extra := ""
			if g.New != nil {
				if *g.New {
					extra = " new"
				} else if g.Status == GateFail {
					extra = " pre-existing"
				}
			}
			if g.Reason != "" {
				extra += " — " + oneLine(g.Reason, 100)
			}
			fmt.Fprintf(&b, "  %s %-7s %-*s  %-*s %6s%s\n", p.c(col, mark), p.c(col, string(g.Status)), nw, g.Name, cw, oneLine(g.Command, 40), fmtMS(g.DurationMS), extra)
			for i, d := range g.Diagnostics {
				if i == maxDiag {
					fmt.Fprintf(&b, "      %s\n", p.c(ansiDim, fmt.Sprintf("… %d more", len(g.Diagnostics)-maxDiag)))
					break
				}
				fmt.Fprintf(&b, "      %s %s\n", p.c(ansiDim, d.Location()), oneLine(d.Message, 140))
			}
		}
	}
	if len(r.Findings) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.c(ansiBold, "Findings"))
		for _, f := range r.Findings {
			loc := ""
			if f.File != "" {
				loc = " " + p.c(ansiDim, Diagnostic{File: f.File, Line: f.Line}.Location())
			}
			fmt.Fprintf(&b, "  %s %s%s %s%s\n", p.c(ansiYellow, "!"), f.Kind, loc, oneLine(f.Message, 160), p.c(ansiDim, byJudge(f.By, f.Confidence, f.Blocking)))
		}
	}
	if j := r.Judge; j != nil {
		fmt.Fprintf(&b, "\n%s\n  %s\n", p.c(ansiBold, "Judge"), judgeLine(j))
		for _, n := range j.Notes {
			fmt.Fprintf(&b, "  %s\n", p.c(ansiDim, "note: "+oneLine(n, 160)))
		}
	}
	if r.Feedback != "" {
		fmt.Fprintf(&b, "\n%s\n", p.c(ansiBold, "Feedback"))
		for _, l := range strings.Split(strings.TrimRight(r.Feedback, "\n"), "\n") {
			fmt.Fprintf(&b, "  %s\n", l)
		}
	}
	if r.DurationMS > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.c(ansiDim, "verified in "+fmtMS(r.DurationMS)))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteMarkdown renders r for a pull-request comment.
func WriteMarkdown(w io.Writer, r *Report) error {
	var b strings.Builder
	fmt.Fprintf(&b, "### %s vouch: **%s**\n\n%s\n", statusEmoji(r.Status), r.Status, mdEscape(r.Summary))
	if s := r.Session; s.Agent != "" {
		fmt.Fprintf(&b, "\n<sub>%s session `%s`, turn %d</sub>\n", s.Agent, shortID(s.ID), s.Turn)
	}
	if len(r.Claims) > 0 {
		b.WriteString("\n| | claim | kind | evidence |\n|---|---|---|---|\n")
		for _, c := range r.Claims {
			mark, _ := verdictMark(c.Verdict)
			var ev []string
			for _, e := range c.Evidence {
				x := e.Source + ": " + oneLine(e.Detail, 200)
				if e.Ref != "" && !strings.Contains(e.Detail, e.Ref) {
					x += " (`" + e.Ref + "`)"
				}
				ev = append(ev, mdEscape(x))
			}
			fmt.Fprintf(&b, "| %s %s%s | %s | `%s` | %s |\n", mark, c.Verdict, byJudge(c.By, c.Confidence, c.Blocking()), mdEscape(oneLine(c.Text, 160)), c.Kind, strings.Join(ev, "<br>"))
		}
	}
	if len(r.Gates) > 0 {
		b.WriteString("\n| | gate | command | time | first diagnostics |\n|---|---|---|---|---|\n")
		for _, g := range r.Gates {
			mark, _ := gateMark(g.Status)
			var ds []string
			for i, d := range g.Diagnostics {
				if i == 3 {
					ds = append(ds, fmt.Sprintf("… %d more", len(g.Diagnostics)-3))
					break
				}
				ds = append(ds, "`"+d.Location()+"` "+mdEscape(oneLine(d.Message, 120)))
			}
			if g.Reason != "" {
				ds = append([]string{mdEscape(oneLine(g.Reason, 160))}, ds...)
			}
			status := string(g.Status)
			if g.New != nil && *g.New {
				status += " (new)"
			}
			fmt.Fprintf(&b, "| %s %s | %s | `%s` | %s | %s |\n", mark, status, g.Name, strings.ReplaceAll(oneLine(g.Command, 80), "`", "'"), fmtMS(g.DurationMS), strings.Join(ds, "<br>"))
		}
	}
	if len(r.Findings) > 0 {
		b.WriteString("\n**Findings**\n\n")
		for _, f := range r.Findings {
			loc := ""
			if f.File != "" {
				loc = " `" + Diagnostic{File: f.File, Line: f.Line}.Location() + "`"
			}
			fmt.Fprintf(&b, "- **%s**%s: %s%s\n", f.Kind, loc, mdEscape(oneLine(f.Message, 300)), byJudge(f.By, f.Confidence, f.Blocking))
		}
	}
	if j := r.Judge; j != nil {
		fmt.Fprintf(&b, "\n<sub>%s</sub>\n", mdEscape(judgeLine(j)))
	}
	if r.Feedback != "" {
		fmt.Fprintf(&b, "\n<details><summary>Feedback to the agent</summary>\n\n```\n%s\n```\n</details>\n", strings.ReplaceAll(strings.TrimRight(r.Feedback, "\n"), "```", "'''"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Location formats d as file:line:col (parts that are unknown left out).
func (d Diagnostic) Location() string {
	switch {
	case d.File == "":
		return ""
	case d.Line == 0:
		return d.File
	case d.Col == 0:
		return fmt.Sprintf("%s:%d", d.File, d.Line)
	default:
		return fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col)
	}
}

func statusEmoji(s Status) string {
	switch s {
	case Perfect, Verified:
		return "🟢"
	case Partial, Feedback:
		return "🟠"
	default:
		return "🔴"
	}
}

func fmtMS(ms int64) string {
	d := time.Duration(ms) * time.Millisecond
	switch {
	case d < time.Second:
		return fmt.Sprintf("%dms", ms)
	case d < time.Minute:
		return fmt.Sprintf("%.1fs", d.Seconds())
	default:
		return d.Round(time.Second).String()
	}
}

func shortID(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}

// oneLine collapses s to one line of at most n runes.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func quote(s string) string { return "“" + s + "”" }

func mdEscape(s string) string {
	return strings.NewReplacer("|", "\\|", "<", "&lt;", ">", "&gt;", "\n", " ").Replace(s)
}

// byJudge marks what a judge decided: " (judge, high)", and "not
// blocking" for a low-confidence refutation or finding.
func byJudge(by, confidence string, blocking bool) string {
	if by != ByJudge {
		return ""
	}
	s := " (judge"
	if confidence != "" {
		s += ", " + confidence
	}
	if confidence == ConfidenceLow && !blocking {
		s += ", not blocking"
	}
	return s + ")"
}

// judgeLine is one line on the judge: model, tools, calls, tokens, cost,
// redactions.
func judgeLine(j *Judge) string {
	return fmt.Sprintf("judged by %s (tools: %s): %d call(s), %d+%d tokens, $%.4f; %d secret(s) redacted before sending",
		j.Model, j.Mode, j.Calls, j.InputTokens, j.OutputTokens, j.CostUSD, j.Redacted)
}
