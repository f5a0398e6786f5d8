package verify

// Admissions: what the agent itself reports as failing or not done, and
// how that changes the reading of its other claims.

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
)

// reAllTests finds a claim about every test: it cannot stand beside a
// failure, whoever names it.
var reAllTests = regexp.MustCompile(`(?i)\b(?:all|every|each)\s+(?:of\s+the\s+|the\s+)?(?:\d+\s+)?(?:tests?|specs?)\b|\b(?:whole|full|entire)\s+(?:test\s+)?suite\b|\bno\s+(?:test\s+)?failures\b`)

// admissions makes sure numbers that report failures are read as such:
// "`cargo test`: 2 passed, 1 failed" is an honest report of a failing run,
// not a claim that the tests pass, and the run it names did not succeed.
func admissions(cs []claims.Claim) []claims.Claim {
	for i := range cs {
		c := &cs[i]
		if c.Kind == claims.TestsPass && c.Counts != nil && c.Counts.Failed > 0 && !c.Hedged {
			c.Negated = true
		}
	}
	for i := range cs {
		c := &cs[i]
		if c.Kind != claims.CommandRan || c.Outcome != claims.Succeeded {
			continue
		}
		for _, o := range cs {
			if o.Kind == claims.TestsPass && o.Negated && !o.Hedged && o.Span == c.Span && (o.Command == "" || o.Command == c.Command) && o.Counts != nil && o.Counts.Failed > 0 {
				c.Outcome = claims.Failed
			}
		}
	}
	// The sentence reports a failing run: a success claim read from the
	// same command in it is the same report misread.
	out := cs[:0]
	for _, c := range cs {
		drop := false
		if c.Kind == claims.TestsPass && !c.Negated && c.Command != "" && !reExceptWords.MatchString(strings.ToLower(c.Text)) {
			// ("everything passes except `clamps at zero` — I left that
			// one failing" is two claims: the rest pass, that one fails)
			for _, o := range cs {
				if o.Kind == claims.TestsPass && o.Negated && !o.Hedged && o.Span == c.Span && o.Counts != nil && o.Counts.Failed > 0 {
					// (a failure at the start of the turn is a past state,
					// hedged: the claim about now stands)
					drop = true
				}
			}
		}
		if !drop {
			out = append(out, c)
		}
	}
	return out
}

// reExceptWords: a success claim with its exceptions, "all pass except X".
var reExceptWords = regexp.MustCompile(`\b(?:except|apart from|other than|but for|besides|save for)\b`)

// reNotRun finds admissions that something was not run or checked, as
// opposed to admissions that it fails.
var reNotRun = regexp.MustCompile(`\b(?:not|n't|never|unable to|without)\s+(?:\w+\s+){0,2}(?:run|ran|running|execute|executed|verif\w*|test(?:ed)?|check(?:ed)?)\b|\bskipped\b|\buntested\b`)

// allPass reports whether every gate passed with something to show for it.
func allPass(gs []gate.Result) bool {
	for _, g := range gs {
		if g.Status != gate.StatusPass || (g.Tests != nil && g.Tests.NoTests) {
			return false
		}
	}
	return true
}

// admitted reports whether every failing test of g is named in the
// agent's final message (an honest "TestSub still fails").
func (v *verifier) admitted(g gate.Result) bool {
	if g.Tests == nil {
		return false
	}
	return v.admittedNames(failingNames(g))
}

// failingNames are the failing tests of a test gate or, when none is named,
// the files its errors are in: a file that does not load (a collection or
// import error) has no failing test, only an error at the file.
func failingNames(g gate.Result) []string {
	var names []string
	if g.Tests != nil {
		names = g.Tests.FailedTests
	}
	if len(names) == 0 {
		for _, d := range g.Diagnostics {
			if d.Severity == "error" && d.File != "" && !slices.Contains(names, filepath.Base(d.File)) {
				names = append(names, filepath.Base(d.File))
			}
		}
	}
	return names
}

// admittedNames reports whether the agent itself reports every one of the
// failing tests as failing: each is named in its final message next to
// words of failure ("`test_parse_row` still fails", "`test_more.py`
// doesn't even import").
func (v *verifier) admittedNames(failing []string) bool {
	if len(failing) == 0 {
		return false
	}
	text := strings.ToLower(v.ev.FinalText)
	for _, t := range failing {
		name := leafName(strings.ToLower(t))
		if !saidFailing(text, name) {
			return false
		}
	}
	return true
}

// leafName is a test's own name in its full one: "TestCall/deuce" is
// "deuce", "tests/a.py::test_b" "test_b", "resets > is not due before the
// last day" "is not due before the last day" (its spaces are the name's).
func leafName(name string) string {
	if i := strings.LastIndex(name, " > "); i >= 0 {
		name = name[i+3:]
	}
	if i := strings.LastIndex(name, "::"); i >= 0 {
		name = name[i+2:]
	}
	if strings.Contains(name, " ") {
		return strings.TrimSpace(name)
	}
	if i := strings.LastIndexAny(name, ":/>"); i >= 0 && i+1 < len(name) {
		name = name[i+1:]
	}
	return strings.TrimSpace(name)
}

// reFailWords are words that, next to a test's name, report it failing
// ("ImportError", "import errors"; not "import switched to …", a change).
var reFailWords = regexp.MustCompile(`\b(?:fail\w*|error\w*|broken|break\w*|crash\w*|red|still|not|cannot|can't|doesn't|don't|didn't|isn't|won't|couldn't|unable|import\s*errors?|panic\w*|remain\w*|outstanding)\b|\bwhat's left\b|❌|✗|✖`)

// saidFailing reports whether name occurs in text within a sentence that
// has a word of failure.
func saidFailing(text, name string) bool {
	if name == "" {
		return false
	}
	for off := 0; ; {
		i := strings.Index(text[off:], name)
		if i < 0 {
			return false
		}
		at := off + i
		// the sentence's start: a stop before a space, or a line's start
		// (not the dot of "tests/test_tags.py::…" or "Suite.test_x")
		a := -1
		if ms := reSentenceStop.FindAllStringIndex(text[:at], -1); len(ms) > 0 {
			a = ms[len(ms)-1][1] - 1
		}
		end := len(text)
		if b := reSentenceEnd.FindStringIndex(text[at+len(name):]); b != nil {
			end = at + len(name) + b[0] // "… returns `1` instead of `-1`.", not the dot of "1.2.3"
		}
		sentence := text[a+1 : end]
		if claims.AtTurnStart(sentence) && !strings.Contains(sentence, "still") {
			// "was 2 failing (`TestRange`) at the start, all passing now":
			// how the turn began, not what the agent reports at its end
			off = at + len(name)
			continue
		}
		if reFailWords.MatchString(sentence) || reFailWords.MatchString(listLead(text, at)) {
			return true
		}
		off = at + len(name)
	}
}

// reSentenceStop: a stop before a space, or a line's end: where the
// sentence before a name ends.
var reSentenceStop = regexp.MustCompile(`[.!?]\s|\n`)

// reSentenceEnd: the end of a sentence, a stop before a space or the line's
// end, or the line's end.
var reSentenceEnd = regexp.MustCompile(`[.!?](?:\s|$)|\n`)

// listLead returns the line that leads the list holding the line at pos
// ("Still failing (left alone as you asked):" over "- `compare › …`"), or
// "" when that line is no list item.
func listLead(text string, pos int) string {
	start := strings.LastIndexByte(text[:pos], '\n') + 1
	if !isItem(text[start:pos]) {
		return ""
	}
	for start > 0 {
		prev := strings.LastIndexByte(text[:start-1], '\n') + 1
		line := text[prev : start-1]
		if strings.TrimSpace(line) != "" && !isItem(line) {
			return line
		}
		start = prev
	}
	return ""
}

// isItem reports whether line opens a list item ("- ", "* ", "1. ") or
// is a table's row: either lists what the lead above it says.
func isItem(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "+ ") || strings.HasPrefix(t, "|") {
		return true
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}
