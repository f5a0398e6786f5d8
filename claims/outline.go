package claims

import (
	"strconv"
	"strings"
	"unicode"
)

// The outline reader. A report is a tree: headings, the lead line of a
// list ("Here's what was done:"), items and their sub-items. A path that
// titles an entry of that tree after a short title ("**Build tests**
// (`build_test.go`): …", "### Backend (`routes/tasks.rs`)", "**Performance**:
// `detect.go` - …") names
// a file the report says it changed when a line over the entry says its
// entries are done work ("## Changes Made", "### ✅ Test suite created",
// "I've refactored the module:"), and names nothing when one says they are
// a plan, a test run, the problem as it was, or what was read. The entry's
// own words, then the nearest line over it that names a kind of change,
// give the kind. An entry that opens with its path names a file only when
// the path cites a line, as Codex lists its changes ("- `a.go:41` guard
// the nil map": a line of a file that was there, so a change). The line
// a message opens with counts as the lead of the list right under it
// ("Fixed header parsing.\n\n- …"). The reader runs after every reader of the sentence's
// wording, for the paths none of them placed: it reads where a line is, not
// how it is worded, so it holds for reports whose phrasing no rule saw.

// outlineSpan bounds how far above a line the reader looks for the lines
// over it: a report is a few kilobytes, and a long message must not make
// each of its paths read all of it.
const outlineSpan = 6000

// outlineMood is what a line over an entry says of the entries below it.
type outlineMood int8

const (
	moodNone outlineMood = iota // says nothing: look further up
	moodDone                    // done work
	moodStop                    // a plan, checks, the problem, what was read
)

// outline reads the path t of an entry titled by it by the lines over the
// entry (see above).
func (d *detector) outline(t *token) reading {
	e, ok := d.outlineEntry(t)
	if !ok {
		return reading{}
	}
	sn, title, desc, end := d.sn, e.title, e.desc, e.end
	k := Kind("")
	if pastTitle(title) {
		k = describedVerb(title) // "**Updated config** (`scanners.yml`)"
	}
	if k == "" && desc != "" {
		k = describedVerb(desc) // "`a.go` - added the retry loop"
	}
	if k == "" {
		k = e.kind
	}
	if k == "" && e.cited && !d.citesFirstLine(t) {
		// "pkg/mail/header.go:62 join continuation lines": a line of a
		// file that was there, and the files listed with such lines
		k = FileModified
	}
	if k == "" {
		switch {
		case desc == "" && (subItemsBelow(d.st.src, sn.end, d.st.indent) || !sn.item && listBelow(d.st.src, sn.end) > sn.end):
			k = FileModified // "**Settings** (`settings.ts`):" and its changes below
		case desc == "" && end == t.b && reFileNoun.MatchString(title):
			k = FileCreated // "Migration script (`scripts/migrate.py`)": the thing made
		case desc == "":
			k = FileModified // "Retry support (`a.go`, `b.go`)": a change in them
		case describesFile(desc):
			k = FileCreated // "`config.py`: Contains the settings": what a new file is
		default:
			k = describedKind(desc)
		}
	}
	for i := range d.toks {
		if u := &d.toks[i]; u.a > t.a && u.b <= end && u.kind == 'p' && !u.used {
			// "(`panel.html`, `panel.js`)": every path of the title's list
			_, hedge := d.polarity(u.a, u.b)
			d.add(u.a, Claim{Kind: k, Path: u.text, Hedged: hedge})
			u.used = true
		}
	}
	return reading{kind: k, pos: t.a}
}

// entry is what outlineEntry reads of an entry: its title and
// description, the kind of change the nearest line over it names, where
// the paths of its title end, and whether it opens with a path that cites
// a line (see citedEntry).
type entry struct {
	title, desc string
	kind        Kind
	end         int
	cited       bool
}

// outlineEntry reads the entry t titles: its title and description, and
// the kind of change the nearest line over it names. ok is false unless
// t titles an entry and a line over it (or its title) says the entry is
// done work.
func (d *detector) outlineEntry(t *token) (e entry, ok bool) {
	sn, ls := d.sn, d.sn.ls
	if !sn.first && !lineOpens(d.st.src, sn.start) || d.plan || d.hedgeAll || d.st.row != nil || d.st.state || d.st.background || d.st.plan {
		return entry{}, false
	}
	o := titleStart(ls)
	title, ok := entryTitle(ls[o:t.a])
	opens := !ok && strings.Trim(ls[o:t.a], "`*[ ") == ""
	cited := opens && d.citedEntry(t)
	if cited {
		title, ok = "", true
	}
	if !ok || strings.HasSuffix(t.text, "/") {
		// a path in the entry's words, or one that opens it ("- `a.go` -
		// …": read this way on the blind sets it gave only false claims;
		// with the line it cites, "- `a.go:41` guard the nil map", it is
		// Codex's list of changes), or a folder: what was done in it is
		// not done to it
		return entry{}, false
	}
	if titleStops(title) {
		return entry{}, false // "**Root cause** (`a.go`)", "#### Tests run (`a_test.go`)"
	}
	end := d.listEnd(t)
	if reLinkText.MatchString(ls[t.b:]) {
		return entry{}, false // "[Cargo.toml:102](https://…)": a link to a page
	}
	desc, ok := entryDesc(ls[end:])
	if !ok && cited && title == "" {
		// "cmd/prune.go:23 new flag, skips …": the line cited, then what
		// changed there
		rest := strings.TrimLeft(ls[end:], "`*) ")
		if m := reLineAfter.FindStringIndex(rest); m != nil {
			rest = rest[m[1]:]
		}
		desc, ok = strings.TrimSpace(strings.TrimLeft(rest, "`*) ")), true
	}
	if !ok {
		return entry{}, false // "`a.go` imports the parser": the path is a sentence's subject
	}
	if reDescNoChange.MatchString(desc) && !(cited && reDescReadVerb.MatchString(desc)) {
		// "`a.md` - already up to date": no change; after a cited line
		// "read" is what the code there does now ("`a.js:27` read the
		// `Retry-After` header")
		return entry{}, false
	}
	lines := d.st.outlineAbove(sn.start)
	kind := Kind("")
	done := false
	for _, l := range lines {
		m, k := d.st.lineMood(l)
		if m == moodStop {
			return entry{}, false
		}
		if kind == "" {
			kind = k
		}
		if m == moodDone {
			done = true
			break
		}
	}
	if !done && cited && len(lines) == 0 && listOpens(d.st.src, sn.start) {
		// "- src/parse.rs:55 accept trailing comma in arrays" as the
		// message's first line: Codex's report opens with its changes
		done = true
	}
	if !done && pastTitle(title) && describedVerb(title) != "" {
		// "5 new validator files (`a.ts`, `b.ts`)", "Updated config
		// (`app.yml`)": a title in the voice of done work says it
		// itself, when nothing over it says otherwise
		done = true
	}
	if !done {
		return entry{}, false
	}
	if label, ok := strings.CutSuffix(title, ":"); ok {
		// a label, then the path: its description or the label says
		// what was done ("**File changed:** `a.lock`"); "Branch: `x`" alone
		// does not
		if desc == "" && !reOutlineKind.MatchString(label) {
			return entry{}, false
		}
		title = label
	}
	return entry{title: title, desc: desc, kind: kind, end: end, cited: cited}, true
}

// titleStart is where the words of an entry begin, after its marks and
// emoji; unlike markStart it stops at a letter of any script ("引擎
// (`a.js`)" is titled by 引擎).
func titleStart(ls string) int {
	for i, r := range ls {
		if r == ' ' || r >= 0x80 && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			continue
		}
		return i
	}
	return len(ls)
}

// lineOpens reports whether only marks and a number come before start
// on its line: "**1. Type definitions** (…)" is one entry, though "1."
// ends a sentence for the splitter.
//
// It reads back from start only over those marks: every sentence of a
// long line asks, and none may read the line from its start.
func lineOpens(src string, start int) bool {
	for i := start - 1; i >= 0 && src[i] != '\n'; i-- {
		if !strings.ContainsRune(" \t>#*_-+0123456789.)", rune(src[i])) {
			return false
		}
	}
	return true
}

// citedEntry reports whether the entry path t opens is one of Codex's
// list of changes: it cites a line, or the item before or after it does
// ("- a.go:12 guard …\n- a_test.go: 2 new cases").
func (d *detector) citedEntry(t *token) bool {
	return d.citesLine(t) || d.sn.item && reEntrySepAfter.MatchString(d.sn.ls[d.listEnd(t):]) && citedSibling(d.st.src, d.sn.start)
}

// reEntrySepAfter: the separator after an entry's path, ": ", " — ".
var reEntrySepAfter = &lre{expr: "^`?\\s*(?::|—|–|-{1,2})\\s+\\S"}

// reCitedItem: a list item that opens with a path and the line it cites.
var reCitedItem = &lre{expr: "^\\s*(?:[-*+]|\\d+[.)])\\s+`?[\\w./@-]+\\.\\w+:\\d+"}

// citedSibling reports whether the item before or after the line at start
// opens with a path that cites a line.
func citedSibling(src string, start int) bool {
	a := strings.LastIndexByte(src[:start], '\n') + 1
	if a > 0 {
		p := strings.LastIndexByte(src[:a-1], '\n') + 1
		if reCitedItem.MatchString(src[p : a-1]) {
			return true
		}
	}
	b := strings.IndexByte(src[start:], '\n')
	if b < 0 {
		return false
	}
	b += start + 1
	e := strings.IndexByte(src[b:], '\n')
	if e < 0 {
		e = len(src) - b
	}
	return reCitedItem.MatchString(src[b : b+e])
}

// listOpens reports whether the line at start is an item of the list the
// message opens with: every line above it is an item of that list, or
// blank.
func listOpens(src string, start int) bool {
	a := strings.LastIndexByte(src[:start], '\n') + 1
	if a > outlineSpan {
		return false
	}
	for _, l := range strings.Split(src[:a], "\n") {
		if t := strings.TrimLeft(l, " \t"); t != "" && !isListMarker(t) {
			return false
		}
	}
	return true
}

// entryTitle reads what comes before a path in its entry: a short title
// and the parenthesis the path opens ("Build tests (", "1. Type
// definitions ("), or a short label ("Performance: ", returned with its
// colon). ok is false for a path that opens the entry ("`a.go` - …", "1.
// **`a.go`**") or is inside the entry's words.
func entryTitle(head string) (title string, ok bool) {
	h := strings.TrimLeft(head, "0123456789.) [")
	if strings.TrimSpace(h) == "" {
		return "", false
	}
	if x, found := strings.CutSuffix(strings.TrimRight(h, " "), "("); found {
		x = strings.TrimSpace(x)
		n := len(strings.Fields(x))
		if n >= 1 && n <= 8 && !strings.ContainsAny(x, "():;`") && !strings.Contains(x, ". ") {
			return x, true
		}
		return "", false
	}
	if x, found := strings.CutSuffix(strings.TrimRight(h, " "), ":"); found {
		x = strings.TrimSpace(x)
		if n := len(strings.Fields(x)); n >= 1 && n <= 3 && !strings.ContainsAny(x, "():;`") {
			return x + ":", true // "**Performance**: `detector.go` - …"
		}
	}
	return "", false
}

// entryDesc returns what an entry says after its paths and their note in
// parentheses: the words after a separator (": ", " - ", " -> "), or
// nothing. ok is false when the words go on without one: the paths are
// the subject of a sentence ("`a.go` now imports the parser").
func entryDesc(rest string) (desc string, ok bool) {
	if m := reLineAfter.FindStringIndex(rest); m != nil {
		rest = rest[m[1]:] // "ci.yml:192-200)": the lines of the change
	}
	rest = strings.TrimSpace(strings.TrimLeft(rest, ")` "))
	if x := reParenAfter.FindStringIndex(rest); x != nil && x[0] == 0 {
		rest = strings.TrimSpace(rest[x[1]:])
	}
	if rest == "" {
		return "", true
	}
	for _, sep := range []string{":", "->", "--", "-"} {
		if d, found := strings.CutPrefix(rest, sep); found {
			return strings.TrimSpace(d), true
		}
	}
	return "", false
}

// reFileNoun: a title that names a kind of file, "Migration script",
// "Deployment guide".
var reFileNoun = &lre{expr: `\b(?:scripts?|files?|modules?|tests?|suites?|specs?|docs?|documentation|guides?|readme|config(?:uration)?|workflows?|components?|pages?|class|services?|schemas?|migrations?|templates?|fixtures?|helpers?|utilit(?:y|ies)|tools?|cli|runners?|hooks?|plugins?|notebooks?|reports?|dockerfile|makefile|stylesheets?)$`}

// reLineAfter: the lines a bare path names, right after it, ":192-200".
var reLineAfter = &lre{expr: `^:\d+(?:[-:]\d+)*`}

// citedLine returns the first line path t cites ("`a.go:41` …", "a.go:41
// …": 41), Codex's citation of the line it changed; ok is false when it
// cites none.
func (d *detector) citedLine(t *token) (line int, ok bool) {
	ls := d.sn.ls
	ref := ""
	if m := reLineAfter.FindStringIndex(ls[t.b:]); m != nil {
		ref = ls[t.b : t.b+m[1]]
	} else if m := reLineEnd.FindStringIndex(strings.TrimRight(ls[t.a:t.b], "`")); m != nil {
		ref = ls[t.a+m[0] : t.a+m[1]]
	} else {
		return 0, false
	}
	ref = ref[1:] // the colon
	end := 0
	for end < len(ref) && ref[end] >= '0' && ref[end] <= '9' {
		end++
	}
	line, _ = strconv.Atoi(ref[:end])
	return line, true
}

// citesLine reports whether path t cites a line of its file.
func (d *detector) citesLine(t *token) bool {
	_, ok := d.citedLine(t)
	return ok
}

// citesFirstLine reports whether path t cites its file's first line
// ("`tasks.md:1`", "a.go:1-40"): a new file, cited whole.
func (d *detector) citesFirstLine(t *token) bool {
	line, ok := d.citedLine(t)
	return ok && line == 1
}

// reLineEnd: the line a path names at its end, "a.go:41", "a.go:41-50".
var reLineEnd = &lre{expr: `:\d+(?:[-:]\d+)*$`}

// reLinkText: what follows a path in a link's text, "[a.go:12](".
var reLinkText = &lre{expr: `^(?::\d+(?:-\d+)?)?\]\(`}

// reDescReadVerb: a description that opens with "read" and an object.
var reDescReadVerb = &lre{expr: `^reads?\s+\S`}

// reDescNoChange: an entry that says its file needed no change, or was
// only read.
var reDescNoChange = &lre{expr: `^(?:\(\s*)?(?:already|unchanged|untouched|not\s|no\s+changes?|still\b|remains?\b|stays?\b|left\s+as|kept\s+as|read\b|reviewed|checked|inspected|reference|see\b|for\s+reference)`}

// pastTitle reports whether a title opens with a verb in the past, the
// voice of done work ("Updated config", "Added Claude Opus 4.5"): an
// imperative title ("Build tests") is a noun phrase in a report.
func pastTitle(title string) bool {
	w, _, _ := strings.Cut(title, " ")
	return strings.HasSuffix(w, "ed") || w == "new" || w == "wrote" || w == "rewrote" || w == "rewritten" || w == "written" || w == "built" || w == "made"
}

// describesFile reports whether a description says what a file is or
// does, in the present: "Contains the settings", "Manages the sockets",
// "Entry point for the CLI". Under a line of done work that is a file it
// made.
func describesFile(desc string) bool {
	w, _, _ := strings.Cut(desc, " ")
	if _, report := reportVerbs[w]; report {
		return false
	}
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3 && !reChangeNoun.MatchString(w)
}

// titleStops reports whether the title of an entry says it is no change
// itself: a plan, the problem as it was, or checks and their results
// ("**Root cause** (`a.go`)", "#### Tests run (`a_test.go`)"); a topic
// is one ("### Deployment Status Verification (`ci.yml`)").
func titleStops(title string) bool {
	return reOutlinePlan.MatchString(title) || reTitleStop.MatchString(title)
}

// lineMood is lineMood(l), read once for each line over the entries of
// a list: every entry has the same lines over it.
func (st *listState) lineMood(l string) (outlineMood, Kind) {
	if r, ok := st.moods[l]; ok {
		return r.mood, r.kind
	}
	m, k := lineMood(l)
	if st.moods == nil {
		st.moods = map[string]moodOf{}
	}
	st.moods[l] = moodOf{m, k}
	return m, k
}

type moodOf struct {
	mood outlineMood
	kind Kind
}

// lineMood reads a line over an entry: what it says of the entries below
// it, and the kind of change it names, if any. A plan stops the reading;
// a topic other than changes ("## Testing", "### Analysis") does unless
// the line says it was done ("### Testing framework implemented").
func lineMood(l string) (outlineMood, Kind) {
	if reOutlinePlan.MatchString(l) {
		return moodStop, ""
	}
	if hasCJK(l) {
		// "### ✅ 已實現的核心功能" (the core features, implemented): the
		// same in Chinese
		l = simplified(l)
		if foreignHedge.MatchString(l) || reCJKStop.MatchString(l) {
			return moodStop, ""
		}
		if k := foreignLead(l); k != "" {
			return moodDone, k
		}
		if reCJKDone.MatchString(l) {
			return moodDone, ""
		}
	}
	k := Kind("")
	if m := reOutlineKind.FindStringSubmatchIndex(l); m != nil {
		k = fileKind(l[m[2]:m[3]])
	}
	if k != "" || reOutlineDone.MatchString(l) {
		return moodDone, k
	}
	if reOutlineTopic.MatchString(l) {
		return moodStop, ""
	}
	return moodNone, ""
}

var (
	// reCJKDone and reCJKStop: a line over entries in Chinese that says
	// they are done (已完成, 已实现, 完成的功能), or a plan or the problem.
	reCJKDone = &lre{expr: `已|完成|实现|建立|交付|总结|变更|改动`}
	reCJKStop = &lre{expr: `计划|待办|未完成|问题|原因|背景|测试|验证|注意`}
	// reOutlinePlan: a line over entries that are not done: a plan, a
	// suggestion, what is left, what failed or was not changed.
	reOutlinePlan = &lre{expr: `\b(?:next\s+steps?|to-?do|to\s+(?:do|test|verify|try|run|use|modify|change|update|create|add|fix)|how\s+to|usage|recommend\w*|suggest\w*|should|could|would|will|may|might|need(?:s|ed)?\s+to|remaining|pending|follow[- ]?ups?|future|manual\s+steps?|you\s+can|options?|alternatives?|plan|planned|proposed|proposal|questions?|known\s+issues?|not\s+(?:yet\s+)?(?:changed|updated|modified|touched|done|committed)|unchanged|untouched|still\s+(?:fail\w*|broken|open)|outstanding|todo)\b|^\W*(?:\d+\.\s*)?(?:limitations?|caveats?|warnings?|errors?|failures?|blocked|blockers?|failed|failing|issues?)\W*$`}
	// reOutlineTopic: a line over entries about something other than
	// the changes: checks, the problem as it was, what was read or found.
	reOutlineTopic = &lre{expr: `\b(?:problems?|root\s+causes?|background|context|before|why|issues?\s+(?:found|identified)|found|findings|analysis|analy[sz]ed|investigat\w*|review(?:ed)?|read|examined|inspected|existing|current\s+state|git\s+status|tests?\s+(?:run|ran|executed|performed)|verified|validated|test\s+results?|results?)\b|^\W*(?:\d+\.\s*)?(?:testing|tests|verification|validation|quality\s+checks?|checks)(?:\s+(?:and|&)\s+(?:testing|verification|validation|checks))?\W*$`}
	// reTitleStop: the title of an entry that is no change itself.
	reTitleStop = &lre{expr: `\b(?:problems?|root\s+causes?|background|context|before|existing|current\s+state|findings|analysis|tests?\s+(?:run|ran|executed|performed)|results?)\b`}
	// reOutlineKind: the kind of change a line over entries names.
	reOutlineKind = &lre{expr: `\b(created|added|new|generated|written|wrote|introduced|scaffolded|modified|updated|changed|edited|refactored|rewritten|deleted|removed)\b`}
	// reOutlineDone: a line over entries that says they are done work.
	reOutlineDone = &lre{expr: `\b(?:changes|what\s+(?:i|we)\s+did|what\s+was\s+done|accomplish\w*|implemented|implementation|completed?|deliverables?|fixed|resolved)\b|^\W*(?:done|fix(?:es)?|adds?|implements?)\b`}
)

// outlineAbove returns the lines over the line that starts at or before
// start, nearest first: its parent items (less indented), the lead line
// of its list (a paragraph ending in ":"), the headings of a lower level
// and bold title lines over those, lowered and without their marks.
func (st *listState) outlineAbove(start int) []string {
	src := st.src
	a := strings.LastIndexByte(src[:start], '\n') + 1
	b := strings.IndexByte(src[a:], '\n')
	if b < 0 {
		b = len(src)
	} else {
		b += a
	}
	cur := src[a:b]
	body := strings.TrimLeft(cur, " \t>")
	indent := len(cur) - len(strings.TrimLeft(cur, " \t"))
	inList := isListMarker(body)
	level := 99
	if n := hashes(body); n > 0 {
		level = n
	} else if !inList && boldTitle(body) {
		level = 7
	}
	leadOpen := inList // a paragraph's lines over it are headings only
	var out []string
	// intro: the nearest lead ending in ":" above the headings passed, as
	// long as no heading of the same level is between: the introduction
	// of the section over them ("## Summary\nHere's what was done:\n###
	// Parser"), or of the whole message when no heading is above it
	intro := ""
	fence := false
	floor := max(0, a-outlineSpan)
	for p := a; p > floor && level > 1; {
		q := strings.LastIndexByte(src[:p-1], '\n') + 1
		line := src[q : p-1]
		p = q
		t := strings.TrimLeft(line, " \t>")
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = !fence
			continue
		}
		if fence || strings.TrimSpace(t) == "" || strings.HasPrefix(t, "|") {
			continue
		}
		ind := len(line) - len(strings.TrimLeft(line, " \t"))
		switch n := hashes(t); {
		case n > 0:
			if n < level {
				if intro != "" {
					out = append(out, outlineText(intro))
				}
				out = append(out, outlineText(t[n:]))
				level = n
			}
			intro = ""
			inList, leadOpen = false, false
		case isListMarker(t):
			if c := st.sibling; inList && ind == indent && c.start == q && c.indent == ind && len(out) == 0 && leadOpen && intro == "" && level == 99 {
				// the item before this one at its level has the same
				// lines over it: each item of a long list reads them once
				out = c.out
				level = 1
			}
			if inList && ind < indent {
				out = append(out, outlineText(t))
				indent = ind
			}
		case boldTitle(t) && ind == 0:
			if level > 7 {
				out = append(out, outlineText(t))
				level = 7
			}
			inList = false
		case ind > 0 && inList:
			// the lines of an item's body
		default:
			lead := strings.HasSuffix(strings.TrimRight(t, " *_"), ":")
			if leadOpen && (lead || strings.TrimSpace(src[:q]) == "") {
				// the list's lead, or the line the message opens with
				// right over it: "Fixed header parsing for folded
				// lines.\n\n- pkg/mail/header.go:62 join …"
				out = append(out, outlineText(t))
			} else if lead && level < 99 && intro == "" {
				intro = t
			}
			leadOpen, inList = false, false
		}
	}
	if intro != "" && level > 1 {
		out = append(out, outlineText(intro))
	}
	if isListMarker(body) && hashes(body) == 0 {
		st.sibling = outlineItem{start: a, indent: len(cur) - len(strings.TrimLeft(cur, " \t")), out: out}
	}
	return out
}

// outlineItem is the last item whose lines over it were read.
type outlineItem struct {
	start, indent int
	out           []string
}

// hashes returns the level of a markdown heading line, 0 for none.
func hashes(t string) int {
	n := 0
	for n < len(t) && t[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || n < len(t) && t[n] != ' ' {
		return 0
	}
	return n
}

// outlineText is a line over an entry as its moods are read: lowered,
// without emphasis.
func outlineText(t string) string {
	s := newSentence(t)
	if s == nil {
		return ""
	}
	return s.ls
}

// reGroupTitle: a title that counts what it names, "All 4 chart
// components", "Both handlers".
var reGroupTitle = &lre{expr: `^(?:all|both|every|each|\d+)\b`}

// reCommitID: a commit's hash, "b8f1258"; reArrowAfter: a name replaced
// by the next, "`a` -> `b`".
var (
	reCommitID   = &lre{expr: `^[0-9a-f]{7,40}$`}
	reArrowAfter = &lre{expr: `^\W{0,2}\s*(?:->|→|=>)`}
)

// outlineSymbols reads the names that title entries of done work as paths
// do ("**Call logging** (`logCallToCrm`)", "### Retry (`withRetry()`):"): a
// symbol the report says it added, or removed when the title or the entry
// says so. Like outline it runs after the readers of wording, for the
// names none of them placed.
func (d *detector) outlineSymbols() {
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != 's' || t.used {
			continue
		}
		if reCommitID.MatchString(t.text) || reArrowAfter.MatchString(d.sn.ls[t.b:]) {
			continue // "Commit Pushed: `b8f1258`", "(`is_active` -> `status`)": no name added
		}
		e, ok := d.outlineEntry(t)
		if !ok {
			continue
		}
		title, desc, kind, end := e.title, e.desc, e.kind, e.end
		if describedVerb(desc) == FileModified || reGroupTitle.MatchString(title) {
			// "All 4 chart components (`A`, `B`) - Added:": names that
			// were there, changed; the entry's lines say how
			continue
		}
		k := SymbolImplemented
		if kind == FileDeleted || describedVerb(title) == FileDeleted || describedVerb(desc) == FileDeleted {
			k = SymbolRemoved
		}
		for j := i; j < len(d.toks); j++ {
			// "(`logCall`, `bulkLogCalls`)": every name of the title's list
			if u := &d.toks[j]; u.a >= t.a && u.b <= max(end, t.b) && u.kind == 's' && !u.used {
				_, hedge := d.polarity(u.a, u.b)
				d.add(u.a, Claim{Kind: k, Name: symName(u.text), Hedged: hedge})
				u.used = true
			}
		}
		return
	}
}
