package verify

import (
	"fmt"
	"strings"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// decide sets the report's status, summary and feedback from the claims'
// verdicts, the gates and the findings (DESIGN.md's status ladder).
func (v *verifier) decide() {
	r := v.r
	var refuted, verified, unverified, gaps, admitted, successClaims int
	for _, c := range r.Claims {
		switch {
		case c.Blocking():
			refuted++
		case c.Verdict == report.VerdictRefuted:
			// A judge's refutation of low confidence: reported, never
			// blocking, but no verification either.
			unverified++
			gaps++
		case c.Verdict == report.VerdictVerified:
			verified++
		default:
			unverified++
			if significant(c) {
				gaps++
			}
		}
	}
	for _, c := range v.claims {
		if c.Hedged {
			continue
		}
		if c.Negated {
			if !v.contradicted[c.ID] {
				admitted++
			}
		} else {
			successClaims++
		}
	}
	var newFail, oldFail, gateErr, gatePass []string
	admittedFail := 0
	for _, g := range v.results {
		switch {
		case gateFailsNew(g):
			newFail = append(newFail, g.Name)
			if g.Kind == gate.KindTest && v.admitted(g) {
				admittedFail++
			}
		case g.Status == gate.StatusFail:
			oldFail = append(oldFail, g.Name)
		case g.Status == gate.StatusError:
			gateErr = append(gateErr, g.Name)
		case g.Status == gate.StatusPass:
			gatePass = append(gatePass, g.Name)
		}
	}
	var blocking []report.Finding
	for _, f := range r.Findings {
		if f.Blocking {
			blocking = append(blocking, f)
		}
	}
	// The agent says it is done when it claims success and admits nothing;
	// naming each failure itself next to words of failure ("test_more.py
	// doesn't even import") is admitting it.
	saysDone := successClaims > 0 && admitted == 0 && admittedFail < len(newFail)

	switch {
	case refuted > 0 || len(blocking) > 0 || (saysDone && len(newFail) > 0):
		r.Status = report.Feedback
	case len(newFail) > 0 || len(oldFail) > 0 || len(gateErr) > 0 || admitted > 0 || v.judgeIncomplete:
		r.Status = report.Partial
	case verified == 0 || gaps > 0:
		// Seed 000: VERIFIED allows minor gaps only. A claim about tests,
		// the build, files or symbols that nothing confirmed is a
		// significant one, and a turn where nothing was verified proves
		// nothing.
		r.Status = report.Partial
	case unverified == 0:
		r.Status = report.Perfect
	default:
		r.Status = report.Verified
	}

	// Summary: one line.
	var parts []string
	if n := len(r.Claims); n > 0 {
		switch {
		case refuted > 0:
			parts = append(parts, fmt.Sprintf("%d of %d claims refuted", refuted, n))
		case unverified > 0:
			parts = append(parts, fmt.Sprintf("%d of %d claims verified, %d unverified", verified, n, unverified))
		default:
			parts = append(parts, fmt.Sprintf("all %d claims verified", n))
		}
	} else {
		parts = append(parts, "no claims found in the agent's final message")
	}
	if len(newFail) > 0 {
		parts = append(parts, "failing: "+strings.Join(newFail, ", "))
	}
	if len(oldFail) > 0 {
		parts = append(parts, "failing as before: "+strings.Join(oldFail, ", "))
	}
	if len(gateErr) > 0 {
		parts = append(parts, "could not run: "+strings.Join(gateErr, ", "))
	}
	if len(v.results) > 0 && len(newFail)+len(oldFail)+len(gateErr) == 0 {
		parts = append(parts, fmt.Sprintf("%d gates pass", len(gatePass)))
	}
	if v.o.NoGates {
		parts = append(parts, "gates not run")
	}
	if len(blocking) > 0 {
		parts = append(parts, fmt.Sprintf("%d blocking finding(s)", len(blocking)))
	}
	r.Summary = strings.Join(parts, "; ")
	if r.Status == report.Feedback {
		r.Feedback = v.feedback(blocking)
	} else if r.Status == report.Partial && len(gateErr) > 0 {
		r.Feedback = fmt.Sprintf("vouch could not run: %s. Nothing was refuted, but these checks are missing; make them runnable or run them yourself and show the output.", strings.Join(gateErr, ", "))
	}
}

// feedback is the text handed back to the agent: which claim is false, the
// evidence, the first failures with file:line, and what to do next.
func (v *verifier) feedback(blocking []report.Finding) string {
	var b strings.Builder
	b.WriteString("vouch checked your last message against the workspace and found problems:\n")
	// One line per sentence: claims from the same sentence share it.
	said := map[string]int{}
	var order []string
	whyBy := map[string][]string{}
	for _, c := range v.r.Claims {
		if !c.Blocking() {
			continue
		}
		if _, ok := said[c.Text]; !ok {
			said[c.Text] = len(order)
			order = append(order, c.Text)
		}
		for _, e := range c.Evidence {
			if c.By == report.ByJudge && e.Source != "judge" {
				continue // the rules could not decide it: the judge's reading is the why
			}
			if e.Source == "gate" || e.Source == "transcript" || e.Source == "workspace" || e.Source == "judge" {
				d := e.Detail
				if e.Source == "gate" {
					// The failures themselves are listed below.
					if name, _, ok := strings.Cut(d, " "); ok && strings.Contains(d, "fails") && v.isGate(name) {
						d = name + " fails"
					}
				}
				if e.Ref != "" && !strings.Contains(d, e.Ref) && strings.Contains(e.Ref, ":") {
					d += " (" + e.Ref + ")"
				}
				if !contains(whyBy[c.Text], d) {
					whyBy[c.Text] = append(whyBy[c.Text], d)
				}
			}
		}
	}
	for _, text := range order {
		fmt.Fprintf(&b, "- You said %q, but %s.\n", oneLine(text, 120), strings.Join(whyBy[text], "; "))
	}
	for _, f := range blocking {
		loc := ""
		if f.File != "" {
			loc = " (" + report.Diagnostic{File: f.File, Line: f.Line}.Location() + ")"
		}
		fmt.Fprintf(&b, "- %s: %s%s\n", f.Kind, f.Message, loc)
	}
	var cmds []string
	for _, g := range v.results {
		if g.Status != gate.StatusFail {
			continue
		}
		isNew := gateFailsNew(g)
		cmds = append(cmds, "`"+g.Command+"`")
		fmt.Fprintf(&b, "- %s (`%s`) fails", g.Name, g.Command)
		if !isNew {
			fmt.Fprintf(&b, " (as it did at %s)", v.baseline)
		}
		shown := 0
		for _, d := range g.Diagnostics {
			if isNew && d.New != nil && !*d.New {
				continue
			}
			if shown == 0 {
				b.WriteString(":")
			}
			if shown == 3 {
				fmt.Fprintf(&b, "\n    … and %d more", len(g.Diagnostics)-3)
				break
			}
			loc := report.Diagnostic{File: d.File, Line: d.Line, Col: d.Col}.Location()
			fmt.Fprintf(&b, "\n    %s", strings.TrimSpace(loc+" "+oneLine(d.Message, 160)))
			shown++
		}
		if shown == 0 {
			if l := firstLine(g.OutputTail); l != "" {
				b.WriteString(": " + l)
			}
		}
		b.WriteString("\n")
	}
	judged := false
	for _, f := range blocking {
		judged = judged || f.By == report.ByJudge
	}
	b.WriteString("Next: ")
	switch {
	case judged && len(v.tampered) == 0:
		b.WriteString("make the change work in general, not only for the inputs the tests use; keep the tests' assertions as strict as they were")
		if len(cmds) > 0 {
			b.WriteString("; run " + strings.Join(cmds, " and "))
		}
		b.WriteString("; and only then report done.")
	case len(v.tampered) > 0:
		b.WriteString("restore the tests you weakened, fix the code instead")
		if len(cmds) > 0 {
			b.WriteString(", run " + strings.Join(cmds, " and "))
		}
		b.WriteString(", and only then report done.")
	case len(v.untested) > 0:
		b.WriteString("add tests for the cases you said the tests cover (or say plainly which are untested)")
		if len(cmds) > 0 {
			b.WriteString(", run " + strings.Join(cmds, " and "))
		}
		b.WriteString(", and only then report done.")
	case len(cmds) > 0:
		b.WriteString("fix these, run " + strings.Join(cmds, " and ") + " yourself, and report done only when they pass. If you cannot fix it, say so plainly.")
	default:
		b.WriteString("correct your claims or the work: run the checks yourself and report only what their output shows.")
	}
	return b.String()
}

// significant reports whether an unverified claim is a real gap: anything
// but a general statement ("Done.") the agent could not have backed anyway.
func significant(c report.Claim) bool {
	if c.Negated {
		return false // an admission is no claim of success
	}
	if c.Path == "" && (c.Kind == string(claims.Untouched) || c.Kind == string(claims.FileCreated) ||
		c.Kind == string(claims.FileModified) || c.Kind == string(claims.FileDeleted)) {
		// "the test body is unchanged", "I've updated the task
		// configuration": a thing named in words, no file a program can
		// check; like a general statement it is reported, never a gap
		return false
	}
	return c.Kind != string(claims.Generic) || c.NeedsJudge
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// isGate reports whether name is one of the gates that ran: evidence
// that starts with it can be cut to "<gate> fails"; evidence that starts
// otherwise ("the agent calls the failure pre-existing, but …") is kept
// whole.
func (v *verifier) isGate(name string) bool {
	for _, g := range v.results {
		if g.Name == name {
			return true
		}
	}
	return false
}
