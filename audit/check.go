package audit

import (
	"fmt"

	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/transcript"
)

// Verdicts of a checklist item.
const (
	Pass        = "pass"
	Fail        = "fail"
	NotRelevant = "not-relevant"
	Error       = "error"
)

// Evidence points at what decided an item.
type Evidence struct {
	Quote string `json:"quote,omitempty"`
	Event int    `json:"event"` // index in the session; -1 when none
	Line  int    `json:"line,omitempty"`
}

// ItemResult is the verdict on one checklist item.
type ItemResult struct {
	Name          string    `json:"name"`
	Verdict       string    `json:"verdict"`
	Reason        string    `json:"reason,omitempty"`
	Evidence      *Evidence `json:"evidence,omitempty"`
	Deterministic bool      `json:"deterministic,omitempty"`
	Error         string    `json:"error,omitempty"`
}

func evidenceOf(e *transcript.Event, quote string) *Evidence {
	return &Evidence{Quote: clip(quote, 300), Event: e.Index, Line: e.Line}
}

// decide evaluates a deterministic item on the session.
func (v *view) decide(it Item) ItemResult {
	c := it.Check
	r := ItemResult{Name: it.Name, Deterministic: true}
	if c.whenCommand != nil {
		if _, ok := v.command(c.whenCommand); !ok {
			r.Verdict, r.Reason = NotRelevant, fmt.Sprintf("no shell command matches %q", c.WhenCommand)
			return r
		}
	}
	if c.WhenPath != "" {
		if _, ok := v.touched(c.WhenPath); !ok {
			r.Verdict, r.Reason = NotRelevant, fmt.Sprintf("no edit or write touches %q", c.WhenPath)
			return r
		}
	}
	switch {
	case c.CommandMustMatch != "":
		if m, ok := v.command(c.command); ok {
			r.Verdict, r.Reason, r.Evidence = Pass, "a shell command matches "+c.CommandMustMatch, evidenceOf(m.ev, m.ev.Tool.Command)
		} else {
			r.Verdict, r.Reason = Fail, "no shell command matches "+c.CommandMustMatch
		}
	case c.CommandMustNotMatch != "":
		if m, ok := v.command(c.command); ok {
			r.Verdict, r.Reason, r.Evidence = Fail, "a shell command matches "+c.CommandMustNotMatch, evidenceOf(m.ev, m.ev.Tool.Command)
		} else {
			r.Verdict, r.Reason = Pass, "no shell command matches "+c.CommandMustNotMatch
		}
	case c.PathMustTouch != "":
		if m, ok := v.touched(c.PathMustTouch); ok {
			r.Verdict, r.Reason, r.Evidence = Pass, "an edit or write touches "+c.PathMustTouch, evidenceOf(m.ev, describeCall(m))
		} else {
			r.Verdict, r.Reason = Fail, "no edit or write touches "+c.PathMustTouch
		}
	case c.PathMustNotTouch != "":
		if m, ok := v.touched(c.PathMustNotTouch); ok {
			r.Verdict, r.Reason, r.Evidence = Fail, "an edit or write touches "+c.PathMustNotTouch, evidenceOf(m.ev, describeCall(m))
		} else {
			r.Verdict, r.Reason = Pass, "no edit or write touches "+c.PathMustNotTouch
		}
	case c.GateAfterLastEdit != "":
		v.gateAfterEdit(c, &r)
	default:
		r.Verdict, r.Error = Error, "check has no assertion"
	}
	return r
}

// gateAfterEdit: after the session's last edit (of a path matching
// c.Edits, when set), a shell command matching the gate ran and did not
// fail. A session without such an edit makes the item not-relevant.
func (v *view) gateAfterEdit(c *Check, r *ItemResult) {
	last := -1
	for i, cl := range v.calls {
		if !cl.edit {
			continue
		}
		if c.Edits == "" {
			last = i
			continue
		}
		for _, p := range cl.rel {
			if policy.Match(c.Edits, p) {
				last = i
				break
			}
		}
	}
	if last < 0 {
		r.Verdict, r.Reason = NotRelevant, "the session edits nothing"
		if c.Edits != "" {
			r.Reason = "the session edits nothing matching " + c.Edits
		}
		return
	}
	edit := v.calls[last]
	var ranFailed *call
	for i := last + 1; i < len(v.calls); i++ {
		cl := v.calls[i]
		if cl.ev.Tool.Kind != transcript.ToolShell || !c.gate.MatchString(cl.ev.Tool.Command) {
			continue
		}
		if cl.failed() {
			ranFailed = &v.calls[i]
			continue
		}
		r.Verdict, r.Reason, r.Evidence = Pass, fmt.Sprintf("%q ran after the last edit (event %d)", cl.ev.Tool.Command, edit.ev.Index), evidenceOf(cl.ev, cl.ev.Tool.Command)
		return
	}
	if ranFailed != nil {
		r.Verdict, r.Reason, r.Evidence = Fail, fmt.Sprintf("%q ran after the last edit but failed", ranFailed.ev.Tool.Command), evidenceOf(ranFailed.ev, ranFailed.ev.Tool.Command)
		return
	}
	r.Verdict, r.Reason, r.Evidence = Fail, "no command matching "+c.GateAfterLastEdit+" ran after the last edit", evidenceOf(edit.ev, describeCall(edit))
}

func describeCall(c call) string {
	t := c.ev.Tool
	if t.Command != "" {
		return t.Name + ": " + t.Command
	}
	s := t.Name
	for _, p := range c.rel {
		s += " " + p
	}
	return s
}
