package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/vouchdev/vouch/report"
)

// Cases said to be tested. A report lists the cases its tests cover:
//
//	**Edge cases covered by the new tests**
//	- ✅ even split — `[1,2,3,4]` by 2
//	- ✅ trailing partial chunk — `[1,2,3,4,5]` by 2 → `[[1,2],[3,4],[5]]`
//
// or a table with a "Tested" column. Each case names its input or output
// as a literal (a code span holding an array, a quoted string, a number).
// A case none of whose literals any test file of the workspace holds is
// not tested, whatever the report says, and the passing count does not
// cover it. Judged only when a sibling case of the same list names a
// literal that a test does hold: the agent quotes its tests' values as
// they are written, so a missing one is not a matter of notation.

// testedCase is one case of a list said to be tested.
type testedCase struct {
	text string   // the bullet or table row, as written
	vals []string // its distinctive literals
}

var (
	// reTestedLead: the line over a list of cases said tested, "Edge cases
	// covered by the new tests", "New tests:", "The tests cover:".
	reTestedLead = regexp.MustCompile(`(?i)\b(?:tests?|tested|test cases?|cover(?:s|ed|age)?)\b`)
	// reNotByTests: a lead about checks made by hand, not by tests.
	reNotByTests = regexp.MustCompile(`(?i)\b(?:manual(?:ly)?|by hand|tried|ran|run|results?|output|smoke|spot[- ]check(?:ed)?|repl|not (?:yet )?tested|untested|failing|fail(?:s|ed)?|todo|missing|left)\b`)
	// reTestedHeader: a table column that says whether a row is tested.
	reTestedHeader = regexp.MustCompile(`(?i)^(?:tested|tests?|covered(?: by)?(?: (?:a )?tests?)?|coverage|test(?:ed)? by|in tests?)$`)
	// reYesCell: a cell saying "tested".
	reYesCell = regexp.MustCompile(`✅|✔|✓|☑|(?i)^\s*(?:yes|y)\s*$|` + "`[A-Za-z_][\\w:.]*`")
	// reNoMark: a case marked untested.
	reNoMark = regexp.MustCompile(`❌|✗|✘|⚠|(?i)\b(?:not (?:yet )?(?:tested|covered)|untested|no test|manual(?:ly)?|by hand|todo)\b`)
	// reFailingMark: a case told as failing, an admission rather than a
	// claim that it passes.
	reFailingMark = regexp.MustCompile(`(?i)\b(?:still\s+)?fail(?:s|ing|ed)?\b`)
	// reBullet: a list item.
	reBullet = regexp.MustCompile(`^\s*(?:[-*+•]|\d+[.)])\s+(.*)$`)
	// reLiteralStart: a code span that is a value, not a name or command:
	// an array (Rust's `vec![…]` too), a mapping, a tuple, a quoted
	// string, a number, or a call with a literal argument (`rows(0)`,
	// `split_cents(500, 0)`).
	reLiteralStart = regexp.MustCompile(`^(?:[\[{("']|vec!\[|map\[|-?\d+(?:\.\d+)?$|[A-Za-z_][\w.:]*\((?:[^()]*[\d"'\[])?[^()]*\)$)`)
	// reGoComposite: a Go composite literal's type, before its braces.
	reGoComposite = regexp.MustCompile(`^(?:\[\d*\]|map\[[^\]]*\])+[\w.*]*(?:\{)`)
	// reRepeat: Rust's repeat form, `[250; 4]`, once evened out.
	reRepeat = regexp.MustCompile(`\[([^\[\];]+);(\d{1,2})\]`)
)

// testedCaseLists reads the final message's lists and tables of cases said
// to be tested.
func testedCaseLists(final string) [][]testedCase {
	var lists [][]testedCase
	lines := strings.Split(final, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if isTableRow(line) && i+1 < len(lines) && isTableRule(strings.TrimSpace(lines[i+1])) {
			col := -1
			for j, h := range tableCells(line) {
				if reTestedHeader.MatchString(strings.Trim(h, "*_ ")) {
					col = j
				}
			}
			var list []testedCase
			k := i + 2
			for ; k < len(lines) && isTableRow(strings.TrimSpace(lines[k])); k++ {
				cells := tableCells(strings.TrimSpace(lines[k]))
				if col < 0 || col >= len(cells) || !reYesCell.MatchString(cells[col]) || reNoMark.MatchString(lines[k]) || reFailingMark.MatchString(lines[k]) {
					continue
				}
				rest := strings.Join(append(append([]string{}, cells[:col]...), cells[col+1:]...), " | ")
				list = append(list, testedCase{text: strings.TrimSpace(lines[k]), vals: caseLiterals(rest)})
			}
			if len(list) > 0 {
				lists = append(lists, list)
			}
			i = k - 1
			continue
		}
		if reBullet.MatchString(line) || line == "" {
			continue
		}
		lead := line
		if !reTestedLead.MatchString(lead) || reNotByTests.MatchString(lead) || !leadsList(lead) {
			continue
		}
		var list []testedCase
		k := i + 1
		for ; k < len(lines); k++ {
			m := reBullet.FindStringSubmatch(lines[k])
			if m == nil {
				if strings.TrimSpace(lines[k]) == "" && len(list) == 0 {
					continue
				}
				break
			}
			if reNoMark.MatchString(m[1]) || reFailingMark.MatchString(m[1]) {
				continue
			}
			list = append(list, testedCase{text: strings.TrimSpace(m[1]), vals: caseLiterals(m[1])})
		}
		if len(list) > 0 {
			lists = append(lists, list)
		}
		i = k - 1
	}
	return lists
}

// leadsList reports whether a line introduces a list: a heading, a bold
// line, or a line ending with a colon.
func leadsList(line string) bool {
	l := strings.TrimRight(line, " ")
	return strings.HasPrefix(l, "#") || strings.HasSuffix(l, ":") || strings.HasSuffix(l, ":**") ||
		strings.HasPrefix(l, "**") && strings.HasSuffix(l, "**")
}

func isTableRow(l string) bool { return strings.HasPrefix(l, "|") && strings.Count(l, "|") >= 2 }

func isTableRule(l string) bool {
	return isTableRow(l) && strings.Trim(l, "|-: ") == ""
}

// tableCells splits a markdown table row ("| a | b |") into its cells.
func tableCells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(row, "|")
	row = strings.TrimSuffix(row, "|")
	cells := strings.Split(row, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

// caseLiterals are the distinctive literal values of a case: code spans
// that hold an array, a mapping, a tuple, a quoted string or a number of
// three characters or more, with at least one letter or digit ("[]" and
// `0` name nothing a test alone would hold).
func caseLiterals(text string) []string {
	var out []string
	for _, m := range reSpanText.FindAllStringSubmatch(text, -1) {
		s := strings.TrimSpace(m[1])
		if !reLiteralStart.MatchString(s) || !oneValue(s) {
			continue
		}
		n := normLiteral(s)
		if len(n) < 3 || !strings.ContainsFunc(n, func(r rune) bool { return r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' }) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// oneValue reports whether a span is one value, not notation made of
// several: the bracket that opens it closes at its end ("(0,0)→(3,-1)" is
// two points and an arrow), a quote that opens it ends it.
func oneValue(s string) bool {
	s = strings.TrimPrefix(s, "vec!")
	if m := reGoComposite.FindString(s); m != "" {
		s = s[len(m)-1:] // []int{5, 1, 9, 3}: the value is the braces
	}
	switch s[0] {
	case '"', '\'':
		return len(s) >= 2 && s[len(s)-1] == s[0] && !strings.ContainsRune(s[1:len(s)-1], rune(s[0]))
	case '[', '{', '(':
		depth := 0
		for i, r := range s {
			switch r {
			case '[', '{', '(':
				depth++
			case ']', '}', ')':
				depth--
				if depth == 0 {
					return i == len(s)-1
				}
			}
		}
		return false
	}
	return true
}

// normLiteral writes a literal the way tests of any language may: no
// spaces, one kind of quote and of bracket, no trailing comma.
func normLiteral(s string) string {
	s = strings.ReplaceAll(s, "vec!", "")
	var b strings.Builder
	for _, r := range s {
		switch r {
		case ' ', '\t', '\n', '\r':
			continue
		case '\'', '`':
			r = '"'
		case '(', '{':
			r = '['
		case ')', '}':
			r = ']'
		}
		b.WriteRune(r)
	}
	n := strings.ReplaceAll(b.String(), ",]", "]")
	return reRepeat.ReplaceAllStringFunc(n, func(m string) string {
		sub := reRepeat.FindStringSubmatch(m)
		k, _ := strconv.Atoi(sub[2])
		if k == 0 {
			return "[]"
		}
		return "[" + strings.Repeat(sub[1]+",", k-1) + sub[1] + "]"
	})
}

// maxCaseBytes bounds the test code read to look the cases up.
const maxCaseBytes = 16 << 20

// untestedCases reports the cases the final message says are tested that
// no test file of the workspace holds (see testedCaseLists).
func (v *verifier) untestedCases() {
	lists := testedCaseLists(v.ev.FinalText)
	if len(lists) == 0 {
		return
	}
	code, files := v.testCode()
	if code == "" {
		return
	}
	norm := normLiteral(code)
	holds := func(val string) bool {
		if strings.Trim(val, "-0123456789.") == "" {
			return holdsValue(code, strings.TrimPrefix(val, "-"))
		}
		return strings.Contains(norm, normLiteral(val))
	}
	var missing []string
	for _, list := range lists {
		sibling := false
		for _, c := range list {
			for _, val := range c.vals {
				if holds(val) {
					sibling = true
				}
			}
		}
		if !sibling {
			continue // no case's value is in the tests as written: notation may differ
		}
		for _, c := range list {
			if len(c.vals) == 0 {
				continue
			}
			found := false
			for _, val := range c.vals {
				found = found || holds(val)
			}
			if !found {
				missing = append(missing, fmt.Sprintf("the report says the tests cover “%s”, but no test holds %s: that case is not tested", oneLine(c.text, 100), backtickList(c.vals)))
			}
		}
	}
	if len(missing) == 0 {
		return
	}
	ref := ""
	for _, e := range v.ev.TurnEdits() {
		if mayHoldTests(e.Path) && slices.Contains(files, e.Path) {
			ref = e.Path
			break
		}
	}
	for _, m := range missing {
		msg := m
		if ref != "" {
			msg = ref + ": " + m
		}
		f := report.Finding{Kind: report.FindingUntestedCase, File: ref, Message: msg, Blocking: true}
		v.untested = append(v.untested, f)
		v.r.Findings = append(v.r.Findings, f)
	}
}

// testCode is the code of the workspace's test files (files by test
// conventions, and Rust files that hold #[test]), joined, at most
// maxCaseBytes; and the files read.
func (v *verifier) testCode() (string, []string) {
	var b strings.Builder
	var files []string
	for _, rel := range v.workspaceFiles() {
		if _, ok := langOf(rel); !ok || !mayHoldTests(rel) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(v.ws, filepath.FromSlash(rel)))
		if err != nil || strings.HasSuffix(rel, ".rs") && !IsTestFile(rel) && !strings.Contains(string(data), "#[test]") {
			continue
		}
		if b.Len()+len(data) > maxCaseBytes {
			break
		}
		b.Write(data)
		b.WriteByte('\n')
		files = append(files, rel)
	}
	return b.String(), files
}

func backtickList(vals []string) string {
	q := make([]string, len(vals))
	for i, s := range vals {
		q[i] = "`" + s + "`"
	}
	return strings.Join(q, " or ")
}
