package claims

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// sentence is one sentence of the input, cleaned for matching.
type sentence struct {
	start, end int    // byte range in the input
	s          string // emphasis removed, whitespace collapsed, curly quotes straightened
	ls         string // s lowered (ASCII only, so offsets in s and ls agree)
	item       bool   // the sentence opens a list item
	checked    bool   // the item is a checked box, "- [x] …": done
	heading    bool   // the line is a markdown heading, "## Summary"
	shell      bool   // a command line of a code block: "$ git status" under "Results:", "go vet ./... ✓"
	printed    string // what the shell line's command printed, the line below it in the block
	first      bool   // first sentence of its line
	last       bool   // last sentence of its line
}

// forSentences calls fn for every sentence of text outside code blocks.
// Lines are units (agents do not hard-wrap prose): headings, list items,
// quotes and table rows each start a new sentence.
//
// A message wrapped at a fixed width (a commit message, a PR body written
// from a file at 72 columns) is the exception: there a line that stops
// mid-sentence goes on in the next one at the margin, and markdown reads
// the two as one paragraph (a lazy continuation line), as this does.
func forSentences(text string, fn func(*sentence)) {
	fence := ""
	wrapped := hardWrapped(text)
	lead, session := "", false // the prose line before a code block; whether it announces results
	for pos := 0; pos < len(text); {
		nl := strings.IndexByte(text[pos:], '\n')
		end := len(text)
		if nl >= 0 {
			end = pos + nl
		}
		lineStart := pos
		pos = end + 1
		line := text[lineStart:end]
		// Leading indentation and a fence marker.
		i := 0
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if m := fenceMarker(line[i:]); m != "" {
			if fence == "" {
				fence = m
				session = reResultLead.MatchString(lowerASCII(lead))
			} else if strings.HasPrefix(m, fence[:1]) && len(m) >= len(fence) && strings.TrimSpace(line[i+len(m):]) == "" {
				fence = ""
			}
			continue
		}
		if fence == "" && strings.TrimSpace(line) != "" {
			lead = strings.TrimSpace(line)
		}
		out, outEnd, printed := "", 0, ""
		if fence != "" && strings.HasPrefix(strings.TrimSpace(line), "$ ") {
			// "$ pytest -q" then what it printed: a run the agent shows,
			// whatever the line before the block says
			out, outEnd = runOutput(text, pos)
			if out == "" && !reUsageLead.MatchString(lowerASCII(lead)) && !strings.Contains(line, " # ") && !stateCmd(line) {
				// "$ go run ./cmd/xfer -size 1.5GB" then "1.5GB at 100Mbps:
				// 2m0s": what the program printed, quoted as the agent saw it
				if p, e := printedLine(text, pos); p != "" {
					out, outEnd, printed = "`"+p+"`", e, p
				}
			}
		}
		if fence != "" && shellLine(line[i:], session || out != "") {
			// a command of a terminal session the agent shows, or one it
			// reports with a mark: read whole, as typed, with the summary
			// of what it printed ("$ pytest -q → 9 passed")
			raw := strings.TrimRight(line[i:], " \t\r")
			f := strings.Join(strings.Fields(raw), " ")
			sn := &sentence{start: lineStart + i, end: lineStart + i + len(raw), s: f, first: true, last: true, shell: true}
			if out != "" {
				sn.s, sn.end, sn.printed = f+" → "+out, outEnd, printed
			}
			sn.ls = lowerASCII(sn.s)
			fn(sn)
			continue
		}
		// A fenced block is code or output, except a line the agent opens
		// with ✅ (no test runner prints it) or "[OK] " (its ASCII form in
		// consoles without emoji): a list of what was done, fenced for its
		// layout ("```\n✅ src/a.py\n✅ src/b.py\n```").
		if fence != "" && !strings.HasPrefix(line[i:], "✅") && !strings.HasPrefix(line[i:], "[OK] ") {
			continue
		}
		if i >= 4 && !isListMarker(line[i:]) {
			continue // indented code block
		}
		if fence == "" {
			// "`npm test`:" over a fenced block of what it printed: the
			// run, read with the summary of its output
			if m := reCmdOverBlock.FindStringSubmatch(line); m != nil && classify(m[1]) == 'c' && pos < len(text) {
				nl := strings.IndexByte(text[pos:], '\n')
				if nl > 0 && fenceMarker(strings.TrimSpace(text[pos:pos+nl])) != "" {
					if out, outEnd := runOutput(text, pos+nl+1); out != "" {
						f := strings.Join(strings.Fields(m[1]), " ")
						sn := &sentence{start: lineStart, end: outEnd, s: f + " → " + out, first: true, last: true, shell: true}
						sn.ls = lowerASCII(sn.s)
						fn(sn)
						continue
					}
				}
			}
		}
		i, item, skip := blockPrefix(line, i)
		if skip {
			// "- [ ] Re-trigger the publish and\nconfirm the build
			// succeeds": the lines a skipped item wraps onto go with it
			for fence == "" {
				next, ok := wrappedNext(text, line, i, end)
				if !ok {
					// markdown's lazy continuation: a line that stops
					// mid-sentence goes on in one that opens no block
					next, ok = lazyNext(text, line, end)
				}
				if !ok {
					break
				}
				end, pos = next, next+1
				line = text[lineStart:end]
			}
			continue
		}
		checked := i >= 4 && (line[i-4:i] == "[x] " || line[i-4:i] == "[X] ")
		heading := strings.HasPrefix(strings.TrimLeft(line, " \t>"), "#") || !item && boldTitle(line[i:])
		if fence == "" && !heading {
			// "   1. Deleted `a` and `b` from\n      Getter.java.": a line
			// the agent's terminal wrapped goes on in the next one
			for {
				next, ok := wrappedNext(text, line, i, end)
				if !ok {
					break
				}
				end, pos = next, next+1
				line = text[lineStart:end]
			}
			for wrapped {
				next, ok := lazyNext(text, line, end)
				if !ok {
					break
				}
				end, pos = next, next+1
				line = text[lineStart:end]
			}
		}
		splitLine(text, lineStart+i, end, item, func(sn *sentence) {
			sn.checked = checked && sn.item
			sn.heading = heading
			fn(sn)
		})
	}
}

// reCmdOverBlock: a line that is only a command in code and a colon, the
// lead of a block of its output ("`npm test`:", "- `go test ./...`:").
var reCmdOverBlock = &lre{expr: "^\\s*(?:[-*]\\s+)?`([^`]+)`\\s*:\\s*$"}

// wrappedNext reports whether the line after line (which ends at end,
// its words from col) continues it, and where that line ends: a line
// wrapped at a terminal's width, as Gemini CLI prints its answers. The
// line is long and stops mid-sentence (a word or a comma, no period or
// colon), and the next one is indented at least as far as its words and
// starts no block of its own. Markdown joins such lines too (an indented
// line cannot open a code block inside a paragraph); a line at the
// margin is left alone, since agents do not wrap prose there.
func wrappedNext(text, line string, col, end int) (int, bool) {
	if end >= len(text) || len(strings.TrimSpace(line)) < 60 || strings.HasPrefix(strings.TrimLeft(line, " \t>"), "|") {
		return 0, false
	}
	last := strings.TrimRight(line, " \t\r")
	if c := last[len(last)-1]; !(c == ',' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
		return 0, false
	}
	next := text[end+1:]
	if i := strings.IndexByte(next, '\n'); i >= 0 {
		next = next[:i]
	}
	n := 0
	for n < len(next) && next[n] == ' ' {
		n++
	}
	if n < 2 || n < col || n == len(next) {
		return 0, false
	}
	rest := next[n:]
	if c := rest[0]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '`') || isListMarker(rest) || fenceMarker(rest) != "" {
		return 0, false
	}
	return end + 1 + len(next), true
}

// runOutput reads the lines a command printed in a fenced terminal
// session, from pos to the next prompt or the fence's end, and returns
// their summary as a runner states it ("1 failed, 4 passed", node's "#
// pass 5" and "# fail 0" as "5 passed, 0 failed", go's "ok"/"FAIL"), and
// where the output ends; "" when it printed nothing a verdict is read
// from.
func runOutput(text string, pos int) (string, int) {
	pass, fail := -1, -1
	goOK, goFail := false, false
	cargo, cargoPass, cargoFail := 0, 0, 0
	summary := ""
	lines, end := outputLines(text, pos)
	for _, t := range lines {
		switch lt := lowerASCII(t); {
		case strings.HasPrefix(lt, "# pass "):
			pass = atoiPrefix(lt[len("# pass "):])
		case strings.HasPrefix(lt, "# fail "):
			fail = atoiPrefix(lt[len("# fail "):])
		case strings.HasPrefix(t, "ok ") || strings.HasPrefix(t, "ok\t"):
			goOK = true
		case strings.HasPrefix(t, "FAIL") || strings.HasPrefix(t, "--- FAIL"):
			goFail = true
		case reRunSummary.MatchString(lt):
			summary = strings.Trim(t, "=- ")
			if m := reCargoResult.FindStringSubmatch(lt); m != nil {
				// cargo prints one a test binary: the run's are their sums
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				cargo, cargoPass, cargoFail = cargo+1, cargoPass+a, cargoFail+b
			}
		}
	}
	if cargo > 1 {
		verdict := "ok"
		if cargoFail > 0 {
			verdict = "failed"
		}
		summary = fmt.Sprintf("test result: %s. %d passed; %d failed", verdict, cargoPass, cargoFail)
	}
	switch {
	case pass >= 0 || fail >= 0:
		return strconv.Itoa(max(pass, 0)) + " passed, " + strconv.Itoa(max(fail, 0)) + " failed", end
	case summary != "":
		return summary, end
	case goFail:
		return "failed", end
	case goOK:
		return "ok", end
	}
	return "", end
}

// printedLine returns the first line a command printed in a code block
// after its "$ " line at pos (up to the next prompt or the fence), and
// where the output ends; "" when it printed nothing or more than a few
// lines, a listing rather than a result.
func printedLine(text string, pos int) (string, int) {
	var out []string
	lines, end := outputLines(text, pos)
	for _, t := range lines {
		if t != "" {
			out = append(out, t)
		}
	}
	if len(out) == 0 || len(out) > 4 {
		return "", end
	}
	first := strings.TrimSpace(reTrailComment.get().ReplaceAllString(out[0], ""))
	if strings.Contains(first, "`") || strings.HasPrefix(first, "#") || strings.HasPrefix(first, "//") || strings.ContainsAny(first, "└├│─┌") {
		return "", end // a comment, a drawing: an illustration, not a run
	}
	return first, end
}

// outputLines returns the lines of a code block from pos up to the next
// prompt ("$ ") or the fence's end, trimmed, and where the last one with
// text ends.
func outputLines(text string, pos int) ([]string, int) {
	var lines []string
	end := pos
	for pos < len(text) {
		nl := strings.IndexByte(text[pos:], '\n')
		e := len(text)
		if nl >= 0 {
			e = pos + nl
		}
		t := strings.TrimSpace(text[pos:e])
		if strings.HasPrefix(t, "$ ") || fenceMarker(t) != "" {
			break
		}
		if t != "" {
			end = e
		}
		lines = append(lines, t)
		pos = e + 1
	}
	return lines, end
}

// stateCmd reports whether a "$ " line runs a command that shows the
// state of the repository or the files (git, ls, cat), whose listing is
// no result of the change.
func stateCmd(line string) bool {
	f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "$ "))
	if len(f) == 0 {
		return true
	}
	switch f[0] {
	case "git", "ls", "cat", "tree", "find", "grep", "rg", "head", "tail", "wc", "echo", "pwd", "diff", "du", "stat":
		return true
	}
	return false
}

// reTrailComment: an annotation the agent put after a line of output,
// "15s      # before".
var reTrailComment = &lre{expr: `\s{2,}#.*$|\s+#\s*(?:before|after|was|now|old|new)\b.*$`}

// reUsageLead: a line before a code block that shows how to use a
// program, not a run: "Usage:", "To try it:", "You can run:", "Example:".
var reUsageLead = &lre{expr: `\b(?:usage|examples?|to\s+(?:try|run|use|see|test)|you\s+can|try(?:\s+it)?|run\s+it\s+with|for\s+instance|e\.g)\b`}

// reRunSummary: a runner's summary line, "9 passed in 0.01s", "test
// result: ok. 14 passed; 0 failed", "Tests: 5 passed, 5 total".
// reCargoResult: cargo's summary line of one test binary.
var reCargoResult = &lre{expr: `^\s*test result: (?:ok|failed)\. (\d+) passed; (\d+) failed`}

var reRunSummary = &lre{expr: `\b\d+\s+(?:passed|failed|passing|failing)\b|^test result:`}

func atoiPrefix(s string) int {
	n, i := 0, 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		n = n*10 + int(s[i]-'0')
	}
	if i == 0 {
		return -1
	}
	return n
}

// reResultLead: a line before a code block that announces what ran and
// what it gave: "Verification output:", "Results:", "Current state:".
var reResultLead = &lre{expr: `\b(?:output|results?|verification|verified|validation|current\s+state|(?:i|we)\s+ran|ran\s+it)\s*:?\**\s*$`}

// shellLine reports whether a line of a code block is a command the agent
// ran: one opened by a shell prompt ("$ git status --short") in a block
// announced as results (session), or a known command the agent marks with
// its outcome ("mise run lint    ✓ (0 issues)", "npx tsc --noEmit → Clean").
// Tools print neither their own command line nor such marks after it.
func shellLine(line string, session bool) bool {
	t := strings.TrimSpace(line)
	if strings.HasPrefix(t, "$ ") {
		return session && len(t) > 2
	}
	f := strings.Fields(t)
	if len(f) < 2 || !cmdWord(f[0]) {
		return false
	}
	return shellMark(t) > 0
}

// shellMark returns where the mark or arrow that gives a command line's
// outcome starts in t, or -1.
func shellMark(t string) int {
	best := -1
	for _, m := range []string{" ✓", " ✅", " ✔", " ❌", " ✗", " ✘", " →", " ->"} {
		if i := strings.Index(t, m); i > 0 && (best < 0 || i < best) {
			best = i
		}
	}
	return best
}

// hardWrapped reports whether text is wrapped at a fixed width: outside
// code blocks no line is longer than 100 bytes, and at least two lines of
// 50 bytes or more stop mid-sentence with the next line going on at the
// margin. Agents' final messages never look so (their lines are units,
// often hundreds of bytes long); commit messages and PR bodies often do.
func hardWrapped(text string) bool {
	fence := false
	lazy := 0
	prev := ""
	for pos := 0; pos < len(text); {
		end := strings.IndexByte(text[pos:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += pos
		}
		line := strings.TrimRight(text[pos:end], " \t\r")
		pos = end + 1
		if fenceMarker(strings.TrimLeft(line, " \t")) != "" {
			fence = !fence
			prev = ""
			continue
		}
		if fence {
			continue
		}
		if len(line) > 100 {
			return false
		}
		if len(prev) >= 50 && midSentence(prev) && lazyLine(line) {
			lazy++
		}
		prev = line
	}
	return lazy >= 2
}

// midSentence reports whether a line stops in the middle of a sentence:
// on a word, a comma or a code span, not on a period, a colon or a mark.
func midSentence(line string) bool {
	line = strings.TrimRight(line, " \t\r")
	if line == "" || strings.HasPrefix(strings.TrimLeft(line, " \t>"), "|") {
		return false
	}
	c := line[len(line)-1]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ',' || c == '`' || c == ')' || c == '-' || c == '/' || c == '\''
}

// lazyLine reports whether line can go on a paragraph above it: it is not
// blank and opens no block of its own (a list item, a heading, a quote, a
// table row, a fence, a rule, a bold title, HTML).
func lazyLine(line string) bool {
	s := strings.TrimLeft(line, " \t")
	if strings.TrimSpace(s) == "" || isListMarker(s) || fenceMarker(s) != "" || isRule(s) || boldTitle(s) {
		return false
	}
	switch s[0] {
	case '>', '|', '<':
		return false
	case '#':
		n := 0
		for n < len(s) && s[n] == '#' {
			n++
		}
		return !(n <= 6 && (n == len(s) || s[n] == ' '))
	}
	return true
}

// lazyNext reports whether, in a hard-wrapped text, the line after line
// (which ends at end) goes on with it, and where that line ends.
func lazyNext(text, line string, end int) (int, bool) {
	if end >= len(text) || !midSentence(line) {
		return 0, false
	}
	next := text[end+1:]
	if i := strings.IndexByte(next, '\n'); i >= 0 {
		next = next[:i]
	}
	if !lazyLine(next) {
		return 0, false
	}
	return end + 1 + len(next), true
}

// fenceMarker returns the ``` or ~~~ run opening s, if any.
func fenceMarker(s string) string {
	if len(s) < 3 || (s[0] != '`' && s[0] != '~') {
		return ""
	}
	c := s[0]
	n := 0
	for n < len(s) && s[n] == c {
		n++
	}
	if n < 3 {
		return ""
	}
	return s[:n]
}

func isListMarker(s string) bool {
	if len(s) >= 2 && (s[0] == '-' || s[0] == '*' || s[0] == '+') && s[1] == ' ' {
		return true
	}
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n > 0 && n < 4 && n+1 < len(s) && (s[n] == '.' || s[n] == ')') && s[n+1] == ' '
}

// blockPrefix skips markdown block markers (quote, heading, list, checkbox)
// starting at i. skip is set for lines that never hold claims: unchecked
// checkboxes (plans), horizontal rules, table separators.
func blockPrefix(line string, i int) (next int, item, skip bool) {
	for {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		rest := line[i:]
		switch {
		case strings.HasPrefix(rest, ">"):
			i++
			continue
		case strings.HasPrefix(rest, "#"):
			n := 0
			for n < len(rest) && rest[n] == '#' {
				n++
			}
			if n <= 6 && (n == len(rest) || rest[n] == ' ') {
				i += n
				continue
			}
		case isRule(rest):
			return i, false, true
		case isListMarker(rest):
			if rest[0] == '-' || rest[0] == '*' || rest[0] == '+' {
				i += 2
			} else {
				i += strings.IndexAny(rest, ".)") + 2
			}
			item = true
			continue
		case strings.HasPrefix(rest, "[ ] "), strings.HasPrefix(rest, "[ ]\t"):
			return i, item, true
		case strings.HasPrefix(rest, "[x] "), strings.HasPrefix(rest, "[X] "):
			i += 4
			continue
		case strings.HasPrefix(rest, "|") && strings.Trim(rest, "|-: \t") == "":
			return i, false, true
		case strings.HasPrefix(rest, "|"):
			return i + 1, true, false // a table row: cells read like "path: change"

		}
		return i, item, false
	}
}

func isRule(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 3 {
		return false
	}
	c := s[0]
	if c != '-' && c != '*' && c != '_' && c != '=' {
		return false
	}
	for j := 0; j < len(s); j++ {
		if s[j] != c && s[j] != ' ' {
			return false
		}
	}
	return true
}

// abbrev: abbreviations that end with a period without ending a sentence.
func abbrev(w string) bool {
	switch w {
	case "e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "mr", "mrs", "dr", "no", "fig", "eg",
		"ie", "resp", "esp", "min", "max":
		return true
	}
	return false
}

// splitLine splits text[start:end] into sentences and calls fn for each.
// maxSentence is the longest run of text read as one sentence.
const maxSentence = 2 << 10

func splitLine(text string, start, end int, item bool, fn func(*sentence)) {
	line := text[start:end]
	from := 0
	code := false
	first := true
	emit := func(to int, last bool) {
		a, b := from, to
		for a < b && isSpace(line[a]) {
			a++
		}
		for b > a && isSpace(line[b-1]) {
			b--
		}
		if a < b {
			if sn := newSentence(line[a:b]); sn != nil {
				sn.start, sn.end = start+a, start+b
				sn.item = item && first
				sn.first = first
				sn.last = last
				first = false
				fn(sn)
			}
		}
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c == '`' {
			code = !code
			continue
		}
		if !code && c == ' ' && i-from >= maxSentence {
			// a line of this length is no sentence a person wrote (the
			// longest in the labelled sets is under 1 KB): cut it at a
			// space, so that what reads a sentence stays linear in the text
			emit(i, false)
			from = i + 1
			continue
		}
		if !code && (c == 0xe3 || c == 0xef) && i+2 < len(line) {
			// "。", "！", "？" end a sentence of Chinese or Japanese, which
			// puts no space after them: "编译成功。测试全部通过。"
			if w := line[i : i+3]; w == "。" || w == "！" || w == "？" {
				j := i + 3
				for j < len(line) && strings.IndexByte(")\"'*_]", line[j]) >= 0 {
					j++
				}
				emit(j, j >= len(line))
				from = j
				i = j - 1
				continue
			}
		}
		if code || (c != '.' && c != '!' && c != '?') {
			continue
		}
		j := i + 1
		for j < len(line) && strings.IndexByte(".!?)\"'*_]", line[j]) >= 0 {
			j++
		}
		if j < len(line) && !isSpace(line[j]) {
			i = j - 1
			continue
		}
		if j < len(line) && !sentenceStart(line[j:]) {
			i = j - 1
			continue
		}
		if c == '.' && j == i+1 && abbrev(strings.ToLower(lastWord(line[:i]))) {
			continue
		}
		if c == '.' && i > 0 && line[i-1] == '/' && strings.HasPrefix(line[i:], "...") && strings.HasPrefix(strings.TrimLeft(line[j:], " "), "(") {
			// a Go package pattern outside backticks, then its outcome:
			// "go vet ./... (clean)"
			i = j - 1
			continue
		}
		emit(j, j >= len(line))
		from = j
		i = j - 1
	}
	if from < len(line) {
		emit(len(line), true)
	}
}

// sentenceStart reports whether s (starting with spaces) begins a new
// sentence: the next visible character is not a lower-case letter.
func sentenceStart(s string) bool {
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	if i == len(s) {
		return true
	}
	c := s[i]
	if c >= 'a' && c <= 'z' {
		// "No new dependencies. go build ./... passes.": a tool's name
		// opens a sentence in lower case
		w := s[i:]
		if k := strings.IndexByte(w, ' '); k > 0 {
			return toolOpens[w[:k]]
		}
		return false
	}
	return c != ',' && c != ';' && c != ':'
}

// toolOpens are commands whose names open a sentence in lower case.
var toolOpens = map[string]bool{"go": true, "npm": true, "npx": true, "pnpm": true, "yarn": true, "cargo": true,
	"pytest": true, "python": true, "python3": true, "tsc": true, "make": true, "ruff": true, "mypy": true,
	"eslint": true, "vitest": true, "jest": true, "gofmt": true, "deno": true, "bun": true}

func lastWord(s string) string {
	j := len(s)
	for j > 0 {
		c := s[j-1]
		if c == ' ' || c == '(' || c == '\t' || c == '`' || c == '*' {
			break
		}
		j--
	}
	return s[j:]
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// newSentence cleans raw for matching; nil when it holds no letter.
func newSentence(raw string) *sentence {
	// s is built at the front of buf and ls right after it, so that one
	// string holds both (the cleaned text is never longer than raw).
	buf := make([]byte, 0, 2*len(raw)+4)
	code := false
	space := false
	letters := false
	for i := 0; i < len(raw); {
		c := raw[i]
		if c >= 0x80 {
			r, n := utf8.DecodeRuneInString(raw[i:])
			i += n
			switch r {
			case '\u2018', '\u2019':
				buf = append(buf, '\'')
			case '\u201c', '\u201d':
				buf = append(buf, '"')
			case '\u2192', '\u27f6':
				buf = append(buf, "->"...)
			case '\u2014', '\u2013':
				buf = append(buf, '-')
			case '\u2028', '\u2029', '\u00a0':
				if !space {
					buf = append(buf, ' ')
				}
				space = true
				continue
			case utf8.RuneError:
				buf = append(buf, '?')
			default:
				buf = utf8.AppendRune(buf, r)
				letters = true // emoji and other scripts: keep "✅" sentences
			}
			space = false
			continue
		}
		i++
		if c == '\\' && i < len(raw) && raw[i] == '`' {
			continue // "\`cmd\`": an escaped backtick in a PR body meant code
		}
		if c == '`' {
			code = !code
		}
		if !code && (c == '*' || (c == '_' && (i == 1 || i == len(raw) || raw[i-2] == ' ' || raw[i] == ' ' || raw[i] == '_' || raw[i-2] == '_') && !pathWord(raw, i-1))) {
			continue // emphasis markers
		}
		if c == '|' && !code {
			c = ':'
		}
		if isSpace(c) || c < 0x20 {
			if !space && len(buf) > 0 {
				buf = append(buf, ' ')
			}
			space = true
			continue
		}
		space = false
		if (c|0x20) >= 'a' && (c|0x20) <= 'z' {
			letters = true
		}
		buf = append(buf, c)
	}
	if !letters {
		return nil
	}
	t := bytes.TrimSpace(buf)
	n := len(t)
	a := cap(buf[:0]) - cap(t) // t's offset in buf
	for k := 0; k < n; k++ {
		c := t[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf[:a+n+k], c)
	}
	both := string(buf[a : a+2*n])
	return &sentence{s: both[:n], ls: both[n:]}
}

func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + 32
				}
			}
			return string(b)
		}
	}
	return s
}

// boldTitle reports whether a line is one bold span, a title written
// without "#": "**Changes**", "**Files changed:**", "__Testing__".
func boldTitle(s string) bool {
	s = strings.TrimSpace(s)
	for _, m := range []string{"**", "__"} {
		if len(s) > 4 && strings.HasPrefix(s, m) {
			t := strings.TrimSuffix(strings.TrimSuffix(s, ":"), m)
			if t != s && !strings.Contains(t[2:], m) {
				return true
			}
		}
	}
	return false
}

// pathWord reports whether the word around raw[i] is a path or a file
// name, whose underscores are its own: "src/__init__.py",
// "src/__tests__/a.test.ts", not "__Testing__" or "__important__.".
func pathWord(raw string, i int) bool {
	a, b := i, i
	for a > 0 && !isSpace(raw[a-1]) {
		a--
	}
	for b < len(raw) && !isSpace(raw[b]) {
		b++
	}
	w := strings.TrimRight(raw[a:b], ".,;:!?)")
	if strings.Contains(w, "/") {
		return true
	}
	dot := strings.LastIndexByte(w, '.')
	return dot > 0 && dot < len(w)-1 && isLetter(w[dot+1])
}
