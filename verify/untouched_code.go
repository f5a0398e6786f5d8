package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/report"
)

// A claim that a function was left alone ("I did not touch `cut_size`",
// "`nearest_note()` is untouched") is checked against the change since
// the baseline: a changed line of code inside that function's definition
// refutes it; a definition no changed line falls in verifies it.

// reHunk: a unified diff's hunk header, "@@ -12,3 +12,4 @@".
var reHunk = regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@`)

// reNoCode: a line that is no code of its own: blank, a comment, a
// decorator, a closing bracket alone.
var reNoCode = regexp.MustCompile(`^\s*(?:$|#|//|/\*|\*|@|--)`)

// judgeUntouchedCode decides an untouched claim about a name in code. ok
// is false when it cannot: no baseline, no definition, an unreadable file.
func (v *verifier) judgeUntouchedCode(c *claims.Claim) (report.Verdict, evidence, bool) {
	if v.baseline == "" || c.Name == "" || !strings.Contains(c.Text, "`"+c.Name) {
		return "", nil, false
	}
	short := c.Name
	if i := strings.LastIndexAny(short, ".:#"); i >= 0 {
		short = short[i+1:]
	}
	short = strings.TrimSuffix(short, "()")
	if !reIdent.MatchString(short) {
		return "", nil, false
	}
	for i := range v.claims {
		if e := &v.claims[i]; e.Text == c.Text && e.Path != "" {
			return "", nil, false // the sentence names a file: the name may be what the file uses, not what was left alone
		}
	}
	at := v.findDefinition(c.Name)
	if at == "" {
		return "", nil, false
	}
	rel := at[:strings.LastIndexByte(at, ':')]
	diff, err := git(v.ws, "diff", "-U0", "--no-color", v.baseline, "--", rel)
	if err != nil {
		return "", nil, false
	}
	if strings.TrimSpace(diff) == "" {
		return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("%s (%s) is unchanged since %s", c.Name, at, v.baseline), at)}, true
	}
	now, err := os.ReadFile(filepath.Join(v.ws, filepath.FromSlash(rel)))
	if err != nil {
		return "", nil, false
	}
	old, err := git(v.ws, "show", v.baseline+":"+rel)
	if err != nil {
		return "", nil, false // new in this turn: no function of it was there to leave alone
	}
	oldLines, newLines := strings.Split(old, "\n"), strings.Split(string(now), "\n")
	var oldAt, newAt int
	for _, l := range strings.Split(diff, "\n") {
		if m := reHunk.FindStringSubmatch(l); m != nil {
			oldAt, _ = strconv.Atoi(m[1])
			newAt, _ = strconv.Atoi(m[3])
			continue
		}
		switch {
		case strings.HasPrefix(l, "---") || strings.HasPrefix(l, "+++"):
		case strings.HasPrefix(l, "-") && oldAt > 0:
			if defOwning(oldLines, oldAt) == short {
				return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s changed since %s: %s:%d was %q", c.Name, v.baseline, rel, oldAt, oneLine(strings.TrimSpace(l[1:]), 80)), at)}, true
			}
			oldAt++
		case strings.HasPrefix(l, "+") && newAt > 0:
			if defOwning(newLines, newAt) == short {
				ref := fmt.Sprintf("%s:%d", rel, newAt)
				return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s changed since %s: %s is now %q", c.Name, v.baseline, ref, oneLine(strings.TrimSpace(l[1:]), 80)), ref)}, true
			}
			newAt++
		}
	}
	return report.VerdictVerified, evidence{wsEv(fmt.Sprintf("%s (%s) is unchanged since %s: no changed line of %s is inside it", c.Name, at, v.baseline, rel), at)}, true
}

// defOwning is the name of the function, method or class whose body
// holds line (1-based), "" when none does or the line is no code (blank,
// a comment, a decorator). Walking up from the line, the first definition
// met owns it, unless a line of code at the left margin comes first: then
// the line is at the top level, after whatever ended above it.
func defOwning(lines []string, line int) string {
	if line < 1 || line > len(lines) || reNoCode.MatchString(lines[line-1]) {
		return ""
	}
	for i := line - 1; i >= 0; i-- {
		s := lines[i]
		if m := reDefLine.FindStringSubmatch(s); m != nil {
			for _, g := range m[1:] {
				if g != "" {
					return g
				}
			}
		}
		if s == "" || s[0] == ' ' || s[0] == '\t' || reNoCode.MatchString(s) {
			continue
		}
		t := strings.TrimSpace(s)
		if i == line-1 && strings.HasPrefix(t, "}") || strings.HasPrefix(t, ")") {
			continue // the closing brace of a body, the end of a long signature
		}
		return "" // code at the margin: the top level
	}
	return ""
}
