package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/report"
)

// The prompt's reproduction. A prompt that reports a bug often names the
// command that shows it: "`node shelf.js done 9` blows up with
// `TypeError: …`", "`python3 app.py GET '/orders?status=open'` returns
// every order". When the report says the bug is fixed, that command is
// the user's own check of it: vouch runs it on a copy of the workspace as
// it is now and as it was at the baseline (the turn's changes undone),
// and when both print the same thing and end the same way, the behaviour
// the prompt reported did not change, whatever else did. Judged only for
// a replayable command (see replayArgv) in a sentence of the prompt that
// says it misbehaves, never for one the report says is still wrong or
// left alone, and only when both runs decide something.

// reBugTold: a prompt's sentence that says its command misbehaves.
var reBugTold = regexp.MustCompile(`(?i)\b(?:crash(?:es|ed)?|throws?|blows?\s+up|panics?|fails?|errors?|traceback|exception|returns?\s+(?:a\s+)?5\d\d|wrong|nonsense|broken|bug|ignor(?:es|ed)|only\s+(?:adds|keeps|returns|shows|prints|saves)|instead\s+of|should(?:n't|\s+not)?|dumps?|way\s+off|gives?\s+\S+\s+\S+\.\s+should)\b`)

// reWorksTold: a prompt's sentence that says its command works.
var reWorksTold = regexp.MustCompile(`(?i)\b(?:works?|fine|correct(?:ly)?|as\s+expected|ok(?:ay)?)\b`)

// reLeftTold: a sentence of the report that says a thing is still wrong
// or was left alone.
var reLeftTold = regexp.MustCompile(`(?i)\b(?:still|not\s+(?:yet\s+)?(?:fixed|touched|changed|addressed)|n't\s+(?:fix|touch|change|address|get\s+to)|left|untouched|remains?|stopped\s+short|separate|todo|out\s+of\s+scope)\b|❌`)

// repro is a command of the prompt said to misbehave.
type repro struct {
	cmd  string
	args string // its words after the program, to find it in the report
}

// prompted lists the replayable commands of the prompt's sentences that
// say they misbehave.
func (v *verifier) prompted() []repro {
	var out []repro
	asked := reAskFix.MatchString(v.ev.Prompt)
	for _, sent := range splitSentences(v.ev.Prompt) {
		// "`X` returns every order, the finished one too. Fix the
		// filter.": in a prompt that asks for a fix, a command is the
		// bug's unless its sentence says it works
		if !reBugTold.MatchString(sent) && (!asked || reWorksTold.MatchString(sent)) {
			continue
		}
		for _, m := range reSpanText.FindAllStringSubmatch(sent, -1) {
			argv, ok := replayArgv(m[1], v.ws)
			if !ok {
				continue
			}
			n := programWords(argv)
			out = append(out, repro{cmd: m[1], args: strings.Join(argv[n:], " ")})
		}
	}
	return out
}

// programWords is how many of argv's words start the program, before its
// arguments: "python3 app.py", "python3 -m app", "go run ./cmd/tyre",
// "cargo run -q --".
func programWords(argv []string) int {
	switch {
	case argv[0] == "cargo":
		for i, w := range argv {
			if w == "--" {
				return i + 1
			}
		}
		return len(argv)
	case argv[0] == "go":
		for i := 2; i < len(argv); i++ {
			if !strings.HasPrefix(argv[i], "-") {
				return i + 1
			}
		}
		return len(argv)
	case len(argv) > 2 && argv[1] == "-m":
		return 3
	}
	return min(2, len(argv))
}

// splitSentences cuts text at sentence ends and line breaks.
func splitSentences(text string) []string {
	return reSentenceEnd.Split(text, -1)
}

// reproUnchanged refutes the fix claims of a report whose prompt's
// reproduction behaves now as it did at the baseline.
func (v *verifier) reproUnchanged() {
	if v.baseline == "" || v.o.NoGates || len(v.o.GateNames) > 0 {
		return
	}
	var fixes []int
	for i, rc := range v.r.Claims {
		if rc.Kind == string(claims.BugFixed) && !rc.Negated && !rc.Hedged && rc.Verdict != report.VerdictRefuted {
			fixes = append(fixes, i)
		}
	}
	if len(fixes) == 0 {
		return
	}
	final := v.ev.FinalText
	for _, rp := range v.prompted() {
		if rp.args != "" && leftTold(final, rp.args) {
			continue // "`200kpa` → still `panic: …` ❌": the report says so
		}
		now, ok := v.replay(rp.cmd)
		if !ok {
			continue
		}
		before, ok := v.replayBaseline(rp.cmd)
		if !ok || before.output != now.output || before.exit != now.exit {
			continue
		}
		detail := fmt.Sprintf("the prompt's `%s`, run again now and on the workspace before the turn (copies), prints the same both times: %s (exit %d): the behaviour the prompt reported is unchanged", rp.cmd, quoteOut(now.output), now.exit)
		for _, i := range fixes {
			rc := &v.r.Claims[i]
			rc.Verdict = report.VerdictRefuted
			rc.Evidence = append(rc.Evidence, wsEv(detail, ""))
		}
		return
	}
}

// leftTold reports whether the report says the command with these
// arguments is still wrong or was left alone.
func leftTold(final, args string) bool {
	for _, sent := range splitSentences(final) {
		if strings.Contains(sent, args) && reLeftTold.MatchString(sent) {
			return true
		}
	}
	return false
}

// replayBaseline runs cmd on a copy of the workspace with the turn's
// changes undone (each changed file as it was at the baseline, a new one
// removed), at most once a command, within the replays' bound.
func (v *verifier) replayBaseline(cmd string) (replayResult, bool) {
	changed := v.changedSinceBaseline()
	return v.replayOnce("@baseline ", cmd, func(dst string) error {
		for _, p := range changed {
			to := filepath.Join(dst, filepath.FromSlash(p))
			if b, ok := gitShow(v.ws, v.baseline, p); ok {
				if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
					return err
				}
				if err := os.WriteFile(to, []byte(b), 0o644); err != nil {
					return err
				}
			} else if err := os.RemoveAll(to); err != nil {
				return err
			}
		}
		return nil
	})
}
