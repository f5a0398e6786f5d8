package claims

import "strings"

// A pull request description or a commit message states done work in the
// imperative ("- Fix the CLI path resolution", "Add retry to the client");
// an end-of-turn message in the imperative is a plan or an instruction
// ("Next steps: fix the flaky test"). The genre is told by the marks such
// texts carry and end-of-turn messages do not.

// reReportGenre: a mark of a pull request description or a commit
// message: the trailer its tool writes ("🤖 Generated with [Claude
// Code]", "Co-Authored-By:", "[Codex Task](…)"), a "## Test plan"
// heading, an issue it closes on a line of its own ("Fixes #930"), or a
// conventional commit subject ("fix(lisp): …").
var reReportGenre = &lre{expr: `(?im)generated\s+with\s+\[?(?:claude\s+code|codex)|^co-authored-by:|\[codex\s+task\]|^#+\s*test(?:ing)?\s+plan\s*$|^\s*(?:[-*]\s+)?(?:fixes|fixed|closes|resolves)\s+(?:[\w.-]+/[\w.-]+)?#\d+|\A(?:\*\s+)?(?:feat|fix|chore|refactor|perf|docs|test|build|ci)(?:\([^)\n]*\))?!?:\s`}

// reportGenre tells, once per message, whether src is a pull request
// description or a commit message.
func (st *listState) reportGenre() bool {
	if st.genre == 0 {
		st.genre = 2
		for _, part := range genreParts(st.src) {
			if maybeReportGenre(part) && reReportGenre.MatchString(part) {
				st.genre = 1
				break
			}
		}
	}
	return st.genre == 1
}

// genreSpan is how much of each end of a message the genre is read from:
// a pull request description or a commit message is a few kilobytes,
// and its marks are at its start (the subject, "## Summary") or its end
// ("Generated with Claude Code", the trailers).
const genreSpan = 32 << 10

// genreParts returns src, or its two ends when it is longer than both.
func genreParts(src string) []string {
	if len(src) <= 2*genreSpan {
		return []string{src}
	}
	tail := len(src) - genreSpan
	for tail < len(src) && src[tail-1] != '\n' {
		tail++ // from a line's start, for the expression's ^
	}
	return []string{src[:genreSpan], src[tail:]}
}

// genreWords: a word of each of reReportGenre's marks but the issue
// closed, in lower case; subjectTypes: the conventional commit types. A
// message with none of them and no "#123" is not of the genre, and the
// expression, which has no literal prefix to skip by, is not run over it.
var (
	genreWords   = []string{"generated", "co-authored-by", "codex", "plan"}
	subjectTypes = []string{"feat", "fix", "chore", "refactor", "perf", "docs", "test", "build", "ci"}
)

// maybeReportGenre is a fast test before reReportGenre.
func maybeReportGenre(src string) bool {
	head := strings.TrimLeft(strings.ToLower(src[:min(len(src), 24)]), "* ")
	for _, w := range subjectTypes {
		if strings.HasPrefix(head, w) {
			return true
		}
	}
	for _, w := range genreWords {
		if containsFold(src, w) {
			return true
		}
	}
	for i := strings.IndexByte(src, '#'); i >= 0 && i+1 < len(src); {
		if c := src[i+1]; c >= '0' && c <= '9' {
			return true
		}
		j := strings.IndexByte(src[i+1:], '#')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// containsFold reports whether s holds the lower-case ASCII word w in any
// case, without copying s.
func containsFold(s, w string) bool {
	first, upper := w[0], w[0]-'a'+'A'
	for i := 0; i+len(w) <= len(s); i++ {
		if c := s[i]; (c == first || c == upper) && strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

var (
	// reFixImperative: a fix in the report voice, "Fix CLI path
	// resolution in the MCP server", "Fixes three propagation gaps"; a
	// heading may title it after its label ("bd-64: Fix the bottleneck",
	// "Summary: Fix missing health.ts in Dockerfile").
	reFixImperative = &lre{expr: `^(?:[^:]{1,30}:\s+)?(fix|fixes)\s+[\w"'` + "`" + `]`}
	// reFixesIssue: an issue said fixed, "Fixes #930", "fixed
	// pydantic/pydantic-ai#3483"; the base form only in the report voice.
	reFixesIssue = &lre{expr: `\b(fix|fixes|fixed|resolves|resolved)\s+(?:issue\s+)?((?:[\w.-]+/[\w.-]+)?#\d+)\b`}
	// reSummaryTitle: a heading that titles the summary with the work,
	// "## Summary: Fix the Docker build failure".
	reSummaryTitle = &lre{expr: `^summary\s*:\s+`}
)

// fixReported reads a fix stated in the report voice of a pull request
// or a commit ("- Fix unused variable warning in MenuCommand", "## bd-64:
// Fix SyncAllCounters performance bottleneck"), an issue said fixed
// ("Fixes #930."), and a summary titled by its fix in any message ("##
// Summary: Fix missing health.ts in Dockerfile"). Elsewhere "Fix X" is a
// plan or an instruction, and stays out.
func (d *detector) fixReported() {
	ls := d.sn.ls
	if d.plan || strings.HasSuffix(strings.TrimRight(d.sn.s, " *_)\"'"), "?") {
		return
	}
	o := markStart(ls)
	titled := d.sn.heading && reSummaryTitle.MatchString(ls[o:])
	// the report voice: a line of a pull request or a commit, or the
	// title of a summary
	report := d.sn.first && (titled || d.st.reportGenre())
	for _, m := range reFixesIssue.FindAllStringSubmatchIndex(ls, -1) {
		base := ls[m[2]:m[3]] == "fix"
		if base && !(report && m[2] == o) {
			continue
		}
		neg, hedge := d.polarity(m[2], m[3])
		if base || ls[m[2]:m[3]] == "fixes" && report {
			neg, hedge = false, false // the report voice states what the change does
		}
		d.add(m[2], Claim{Kind: BugFixed, Name: d.sn.s[m[4]:m[5]], Negated: neg, Hedged: hedge})
	}
	if d.has(BugFixed) || !report {
		return
	}
	if titled {
		o += reSummaryTitle.FindStringIndex(ls[o:])[1]
	}
	m := reFixImperative.FindStringSubmatchIndex(ls[o:])
	if m == nil && titled && strings.HasPrefix(ls[o:], "fixed ") {
		m = []int{0, 5, 0, 5} // "## Summary: Fixed USB Device Detection"
	}
	if m == nil {
		return
	}
	// "Fixes three gaps identified in review:" with the gaps below it
	// is the list's lead: its items tell the fixes
	if ls[o+m[2]:o+m[3]] == "fixes" && strings.HasSuffix(strings.TrimSpace(ls), ":") {
		return
	}
	d.add(o+m[2], Claim{Kind: BugFixed})
}

// reSymListLead: a lead whose list names symbols: its last words are a
// plural noun of code ("into smaller helper functions:", "Logger type
// definitions including:").
var reSymListLead = &lre{expr: `\b(?:functions|helpers|methods|types|type\s+definitions|classes|interfaces|hooks|endpoints|structs|enums|traits)(?:\s+(?:including|such\s+as|like))?\s*:$`}

// reNewEntry: an entry that says its file is new, "**src/log.ts** (NEW):".
var reNewEntry = &lre{expr: `^\s*\(\s*new\b[^)]*\)\s*:`}

// symListLead reports whether the line, which ends in ":", hands a
// symbol kind to the items below it by its structure, not by a verb
// of reSymVerb: a lead of done work that ends in a plural noun of code
// ("Refactored `run()` into smaller helper functions:"), or an entry of
// a new file that says what it holds ("**src/log.ts** (NEW): Logger
// type definitions including:"), as "Created `log.ts` with:" does.
func (d *detector) symListLead() bool {
	ls := d.sn.ls
	if d.plan || d.hedgeAll || !d.sn.last || !strings.HasSuffix(strings.TrimSpace(d.sn.s), ":") {
		return false
	}
	if len(d.toks) > 0 && d.toks[0].a <= markStart(ls)+2 && d.toks[0].kind == 'p' && reNewEntry.MatchString(ls[d.toks[0].b:]) {
		return mentions(ls, "including:", "with:", "containing:")
	}
	if !reSymListLead.MatchString(strings.TrimRight(ls, " *_")) {
		return false
	}
	v, _ := leadVerb(ls)
	if reSymVerb.has(v) || v == "refactored" || v == "split" || v == "extracted" {
		return true
	}
	// "**Two optimized Numba functions**:", "New helpers:": a count of
	// new code, the names listed below it
	return reCountedSyms.MatchString(ls[markStart(ls):]) && !reOldTests.MatchString(ls)
}

// reCountedSyms: a lead that opens with a count of code or says it is new.
var reCountedSyms = &lre{expr: `^[*_\s]*(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|new)\s+(?:(?:new|[\w-]+)\s+){0,3}(?:functions|helpers|methods|classes|types|interfaces|hooks|structs|enums|traits)\b`}

// doneStep reports whether the item sn is a step of a plan ticked done
// and told in the past: under an item that opens with a check mark ("1.
// ✅ **Data Structure Separation**" over "- Created the `Settings`
// interface"), as under a checked box "- [x]". The plan reviewed ("Let me
// review the initial plan: …") is the work done. A ticked item of its own
// is no step done ("Check that the checks pass:\n- ✅ Lint" says what to
// expect), nor a sub-item in the base form ("- Add the flag").
func (st *listState) doneStep(sn *sentence) bool {
	if !sn.item {
		return false
	}
	if sn.first && st.done > 0 && st.indent < st.done {
		st.done = 0 // the next item of the ticked one's list, or above it
	}
	if doneMark(sn.s) {
		if sn.first {
			st.done = st.indent + 1
		}
		return false
	}
	if st.done == 0 || st.indent < st.done {
		return false
	}
	o := markStart(sn.ls)
	w := sn.ls[o:wordEnd(sn.ls, o)]
	return len(w) > 3 && strings.HasSuffix(w, "ed") || w == "wrote" || w == "made" || w == "built"
}

// doneMark reports whether s opens with a check mark after the item's
// number: "✅ …", "1. ✔ …".
func doneMark(s string) bool {
	return opensOKMark(strings.TrimLeft(s, "0123456789.) *_"))
}

// fixRow reads a row of a table of fixes, one with a "Fix" column ("|
// Priority | Fix | File |"): the row tells a fix made, unless it is
// marked failed or open, or its "Fix" cell is empty.
func (d *detector) fixRow() {
	st := d.st
	if !d.sn.first || d.header || len(st.row) == 0 || d.plan || d.hedgeAll || d.has(BugFixed) {
		return
	}
	for i, c := range st.cols {
		if c != "fix" && c != "fixes" && c != "fix applied" {
			continue
		}
		if i >= len(st.row) || strings.Trim(st.row[i], " *_-—") == "" {
			return
		}
		for _, cell := range st.row {
			l := strings.ToLower(strings.Trim(cell, " *_"))
			if failMark(l) || mentions(l, "todo", "pending", "open", "not fixed", "won't fix", "deferred", "skipped") {
				return
			}
		}
		d.add(0, Claim{Kind: BugFixed})
		return
	}
}

// acronym reports whether w, a word of prose, is an acronym of two to
// five capitals ("CSS", "API", "HTTP"): a word, not a name of code.
func acronym(w string) bool {
	if len(w) < 2 || len(w) > 5 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// reFixedErrorName: a fix whose bug is named by its error type in a code
// span, "resolved the `LMStudioModelNotFoundError`", "fixes the
// `ValueError` on empty input" (the span is blanked for reBug, which
// never sees its noun).
var reFixedErrorName = &lre{expr: `\b(fixed|fixes|resolved|resolves|addressed|addresses|eliminated|eliminates|corrected|corrects)\s+(?:the\s+|a\s+|an\s+|all\s+)?` + "`([\\w.]*(?:error|exception))`"}

// fixedErrorName reads reFixedErrorName.
func (d *detector) fixedErrorName() {
	if d.has(BugFixed) {
		return
	}
	m := reFixedErrorName.FindStringSubmatchIndex(d.sn.ls)
	if m == nil {
		return
	}
	neg, hedge := d.polarity(m[2], m[3])
	d.add(m[2], Claim{Kind: BugFixed, Name: d.sn.s[m[4]:m[5]], Negated: neg, Hedged: hedge})
}
