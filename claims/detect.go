package claims

import (
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// listState carries a file verb from a line like "Updated:" to the list
// items below it.
type listState struct {
	// testsSaid: the sentence before this one spoke of tests or ran a
	// test command, so a bare verdict after it ("Everything passes.",
	// "Those pass.") is about them.
	testsSaid bool
	// testsCmd: the test command that sentence named, whose run such a
	// verdict is about ("I ran `pytest -k parse`. Those pass.").
	testsCmd string
	// lastTests: the tests by name that sentence gave a verdict on, for
	// "it" or "they" in this one ("`TestX` failed once. Re-run alone, it
	// went through.")
	lastTests *Scope
	verb      Kind
	// changes: the lines are under a heading over the changes made ("##
	// Changes", "## Files"): an entry "path — what it is" reports a file
	changes bool
	// cols: the header cells of the table the line is in, lowered; row:
	// the cells of the line when it is a row of a table
	cols, row []string
	// lastPath: the last path a file claim named, for "it" below
	lastPath string
	plan     bool // the list is under a line such as "Next steps:"
	// testing: the list is under a heading such as "## Testing": its
	// commands are the ones the agent ran
	testing bool
	// passed: the heading or lead over the list gives it a verdict
	// ("Validation passed:", "All 9 Playwright tests passed:"): the
	// commands opening its items passed
	passed bool
	// sym: the list is under a line that says symbols were added ("I
	// added the missing methods:", "### Methods Added"): its items name them
	sym Kind
	// summary: the lines are under a heading such as "## Summary": a
	// line opened by a verb reports what was done ("Add `x` to `a.py`")
	summary bool
	// src is the whole text, for the code block after a sentence
	src string
	// state: the list is under a line such as "`git status` shows
	// pre-existing changes:": it tells the state of the repository, not
	// what the agent did
	state bool
	// doc: the list is under an entry or heading that names a document
	// ("**theme.md**:"): its items describe the document's text
	doc bool
	// stateIndent: the indentation of the item that opened the state
	// list, -1 for a line that is no item
	stateIndent int
	// planLevel: the level of the heading over a plan ("## Next steps"):
	// until a heading at that level or above, its subsections ("### 1.
	// Install dependencies") are the plan's steps; 0 outside one
	planLevel int
	// changesLevel: the level of the heading over the changes made ("##
	// Changes"): its subsections ("### Core infrastructure") list
	// changes too; 0 outside one
	changesLevel int
	// background: the lines are under a heading over the state before
	// the change ("## Problem", "## Root Cause", "## Background"): the
	// files they name are described as they were, not changed
	background bool
	// heads: the markdown headings over the line, outermost first, with
	// the kind of file change each says its section holds
	heads []heading
	// sibling: the last list item the outline reader read the lines over
	sibling outlineItem
	moods   map[string]moodOf // the moods of the lines over entries, once read
	// headLine is the start of the line lastHeading last read from, and
	// headAbove the heading over it (headRead: one was read)
	headLine  int
	headAbove string
	headRead  bool
	// verbDone: verb is one of work done ("### Changes Implemented"):
	// an entry's description says how its file changed
	verbDone bool
	// verbItem: verb was set by an item ending in ":", at verbIndent
	verbItem   bool
	verbIndent int
	// groupVerb: a lead's verb over headings that group what it lists
	// ("Here's what I created:\n\n### Backend\n- `a.go`"): each heading
	// below it at groupLevel, the first one's level, has the verb
	groupVerb  Kind
	groupLevel int
	// testLead: the line over the list is a verdict on tests it does not
	// name ("Both subtests you mentioned now pass:"), which its items do
	// ("- `TestCall/deuce_after_advantage`"); leadsNamed are the spans of
	// such leads whose items named them: their claims are the items'
	testLead   *leadVerdict
	leadsNamed []Span
	// parent: an item that ends in ":" with a file verb and no path of
	// its own ("- Updated the factory mapping for the URDF:"): the path
	// that opens each of its sub-items is the file of that change
	parent parentItem
	// line and indent: where the current line's first sentence starts,
	// and how far the line is indented
	line, indent int
	// scriptRan: a sentence said a script runs; a later one saying so
	// tells the same run
	scriptRan bool
	// fixes: the message opened by saying it fixed things ("Critical
	// items are fixed.", "Here's what was wrong and what we changed."):
	// its lines that say what a piece of code does now tell the fixes;
	// openEnd: where that opening paragraph ends (0: not yet found)
	fixes   bool
	openEnd int
	// renames: the list is under a lead of renames ("**Rename**")
	renames bool
	// fixHead: the list is under a heading or lead that says what was
	// fixed ("### What We Fixed:"): an item titled by a bug's name tells
	// its fix
	fixHead bool
	// components: sym was set by a heading over components ("###
	// Reusable Components"), whose names are capitalized words
	components bool
	// done: 1 + the indentation of the item of a plan ticked done ("1. ✅
	// **Data Structure Separation**"), whose sub-items tell what was
	// done; 0 when there is none
	done int
	// genre: 1 when the message is a pull request description or a
	// commit message (reportGenre), 2 when not, 0 before it is asked
	genre int8
	// unchanged: the list or table is under a lead that says its files
	// were not changed ("What was not updated (still stale):"): the
	// paths of its items and rows are untouched, not changed
	unchanged bool
}

// heading is a markdown heading over the line: its level and the kind
// of file change its section holds ("" for none).
type heading struct {
	level int
	kind  Kind
}

// parentItem is an item whose sub-items name the files of its change.
type parentItem struct {
	kind          Kind // "" when there is none
	start, indent int  // the item's first sentence, its indentation
}

// token is a path, command or symbol found in a sentence.
type token struct {
	a, b int    // span in s (backticks included for code spans)
	text string // without backticks
	kind byte   // 'p' path, 'c' command, 's' symbol, 'o' other code span
	used bool
}

// found is a claim with its position in the sentence, for ordering.
type found struct {
	Claim
	pos int
	// line: the claim is about a line of the code block after the
	// sentence (a command the sentence says passed), not the sentence
	line *Span
}

type detector struct {
	entry   bool    // a line that opens with "path:", an entry of the list above
	header  bool    // the line is a table's header row
	fv      [][]int // reFileVerb's matches in ls, once computed
	st      *listState
	summary bool // the sentence opens a line under "## Summary"
	sn      *sentence
	opts    *Options
	lc      string // ls with the inside of code spans blanked
	toks    []token
	// verbsAll: the matches of a word set over the whole sentence, for verbs
	verbsAll map[*wordSet][][]int
	out      []found
	// sentence-wide hedge: a question, a leading condition or instruction.
	hedgeAll bool
	// plan: a list item under "Next steps:"; hedges all but admissions.
	plan bool
	// bounds caches the clause boundaries (see boundaries).
	bounds [][2]int
	// summed: the sentence's counts add up parts of one run (mergeParts).
	summed bool
}

func detect(sn *sentence, st *listState, opts *Options) []Claim {
	d := &detector{sn: sn, opts: opts, st: st}
	ls := sn.ls
	d.hedgeAll = strings.HasSuffix(strings.TrimRight(sn.s, " *_)\"'"), "?") || reHedgeStart.MatchString(ls) && !reWhenPast.MatchString(ls) || reImperat.MatchString(ls) && !reTypeCheck.MatchString(ls)
	d.tokens()
	d.lc = ls
	if len(d.toks) > 0 || strings.Contains(ls, "\"") || strings.Contains(ls, " '") {
		d.lc = d.blankCode(0, len(ls))
	}
	d.lc = countWords(joinThousands(d.lc))

	if sn.heading && sn.first {
		st.summary = reSummaryHead.MatchString(ls)
		st.background = reBackgroundHead.MatchString(ls[markStart(ls):])
	}
	if sn.first {
		i := strings.LastIndexByte(st.src[:sn.start], '\n') + 1
		st.line, st.indent = sn.start, 0
		for i+st.indent < len(st.src) && (st.src[i+st.indent] == ' ' || st.src[i+st.indent] == '\t') {
			st.indent++
		}
		if !sn.item || st.indent <= st.parent.indent {
			st.parent = parentItem{}
		}
		if sn.item && st.verbItem && st.indent <= st.verbIndent {
			// "- Removed the legacy pipeline:\n  - …\n- Scrubbed the docs:": an
			// item's verb is its sub-items', not its siblings'
			st.verb, st.verbItem = "", false
		}
		if sn.item && st.indent <= st.stateIndent {
			st.state = false // the next item of the list that an item's state list is in
		}
	}
	if sn.first {
		d.tableRow()
	}
	d.summary = st.summary && sn.first && !sn.heading
	// "**theme.md**: …" lines under "Here's what I've updated:" are
	// entries of the list it opens, as items are
	d.entry = !sn.item && len(d.toks) > 0 && d.toks[0].a <= 1 && d.toks[0].kind == 'p' && strings.HasPrefix(strings.TrimLeft(ls[d.toks[0].b:], " "), ":")
	if sn.first && !sn.item && !d.entry {
		if !sn.heading {
			st.groupVerb, st.groupLevel = "", 0
		} else if st.groupVerb != "" {
			if lv := headingLevel(st.src, sn.start); st.groupLevel == 0 {
				st.groupLevel = lv
			} else if lv < st.groupLevel {
				st.groupVerb, st.groupLevel = "", 0
			}
		}
		st.verb = ""
		st.state = false
		if !d.header && st.row == nil {
			st.unchanged = false // a table's header and rows keep the lead's
		}
		st.fixHead = (sn.heading || sn.last && strings.HasSuffix(sn.s, ":")) && reFixHead.MatchString(ls) && !reHedgeStart.MatchString(ls)
		// "**Rename**", "### Renames:": the arrows of the list below are
		// renames ("- `DEFAULTS` → `DEFAULT_SETTINGS` in `config.py`")
		st.renames = (sn.heading || sn.last && (strings.HasSuffix(sn.s, ":") || len(strings.Fields(ls)) <= 3)) && strings.Contains(ls, "renam") && !reHedgeStart.MatchString(ls)
		st.passed = (sn.heading || sn.last) && rePassedLead.MatchString(ls) && !mentions(ls, "which ", "what ", "whether ")
		st.testing = reTestingHead.MatchString(ls) || sn.last && reTestingLead.MatchString(ls) || st.passed
		st.plan = !st.testing && planLead(d.lc) // not "## Fix: `Plan.Charge` rounding": a name in code is no plan
		// "For CI to work, you'll need to:", "Check the workflow to ensure
		// all checks pass:": the list below says what the user is to do
		st.plan = st.plan || sn.last && strings.HasSuffix(sn.s, ":") && (reImperat.MatchString(ls) || reYouMust.MatchString(ls) || reOptionsLead.MatchString(ls) || reOfferLead.MatchString(ls))
		// "推送前需要先配置 GitHub 认证，任选其一：" (before pushing you need
		// to set up authentication, either of): the same in another language
		st.plan = st.plan || sn.last && (strings.HasSuffix(sn.s, ":") || strings.HasSuffix(sn.s, "：")) && nonASCII(sn.s) && foreignHedge.MatchString(simplified(sn.s))
		if sn.heading {
			lv := headingLevel(st.src, sn.start)
			switch {
			case st.planLevel > 0 && lv > st.planLevel:
				// "## Summary and next steps" / "### Completed changes":
				// a subsection that reports done work is no step of the plan
				st.plan = st.plan || !reportsDone(ls)
			case st.plan:
				st.planLevel = lv
			default:
				st.planLevel = 0
			}
		} else if st.planLevel > 0 {
			st.plan = true
		}
	}
	if sn.last && !sn.first && !sn.item && !sn.heading && !d.entry && !st.testing && (planLead(ls) || strings.HasSuffix(sn.s, ":") && reOfferLead.MatchString(ls)) {
		// "… We should fix those, but first, would you like me to:": the
		// list below is what the agent offers to do
		st.plan = true
	}
	done := st.doneStep(sn)
	d.plan = sn.item && st.plan && !sn.checked && !done // "## Test plan\n- [x] `make test` passes" is done
	d.st = st
	// Each detector runs only on a sentence holding one of its trigger
	// words: most sentences of a message claim nothing, and the lexicon's
	// expressions are the bulk of the time.
	if mentions(ls, "test", "spec", "suite", "pass", "fail") {
		d.tests()
		if strings.Contains(ls, "pass") && !d.has(TestsPass) {
			d.passesTests()
		}
	}
	built := mentions(ls, "build", "built", "compil")
	if built {
		d.build()
	}
	linted := mentions(ls, "lint", "vet", "check", "tsc", "typescript", "ruff", "mypy", "clippy", "prettier", "gofmt", "biome", "flake8", "pyright", "rubocop", "type error",
		"credo", "dialyzer", "phpstan", "black", "isort", "static analysis", "warning")
	if linted {
		d.lint()
	}
	if built || linted {
		d.sharedVerdict() // "Build and all 36 tests pass" names no linter
	}
	if mentions(ls, "compileall", "py_compile") && !d.has(BuildOK) {
		d.compileAll()
	}
	if mentions(ls, "fix", "resolv", "correct", "address", "patch", "repair", "squash", "solv") {
		d.bugs()
		d.fixReported()
		if strings.Contains(ls, "error`") || strings.Contains(ls, "exception`") {
			d.fixedErrorName()
		}
	}
	if mentions(ls, "renamed", "is now", "was now", "name of") || d.st.renames && d.sn.item && strings.Contains(ls, "->") && !d.plan ||
		strings.HasPrefix(ls[markStart(ls):], "rename:") && strings.Contains(ls, "->") && !d.plan {
		// "### Rename: `get_yield` → `total_kilos`": a title that tells it
		d.rename()
	}
	if mentions(ls, "n't", "not", "never", "without", "no ", "nothing", "unchanged", "untouched", "unmodified", "as is", "intact", "left", "kept", "keep", "alone") {
		d.untouched()
	}
	if mentions(ls, "ci", "workflow", "pipeline", "actions") {
		d.remoteRuns()
	}
	if strings.Contains(ls, "everything") && !d.has(BuildOK) && !d.has(LintClean) {
		d.testsSaid(reEverything) // "Everything builds and passes" is the build's
	}
	if mentions(ls, "workspace", "monorepo", "repo", "codebase", "packages", "crates", "modules", "parts") && !d.has(BuildOK) && !d.has(LintClean) {
		d.testsSaid(reWholeGreen)
	}
	if strings.Contains(ls, "describe") {
		// "The `decode` describe block is all green"
		for _, m := range reDescribeGreen.FindAllStringSubmatchIndex(d.sn.s, -1) {
			neg, hedge := d.polarity(m[0], m[1])
			if m[4] >= 0 {
				neg = !neg
			}
			name := d.sn.s[m[2]:m[3]]
			d.removeKind(Generic, 0, len(d.lc))
			d.add(m[0], Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Scope: &Scope{Kind: ScopeTests, Tests: []string{name}, Text: name}})
		}
	}
	if (strings.Contains(ls, ":") || strings.Contains(ls, " — ") || strings.Contains(ls, " – ") || strings.Contains(ls, " - ")) &&
		mentions(ls, "build", "compil", "test", "lint", "check", "vet", "tsc", "typescript") {
		d.status()
	} else if m := reStatusOK.FindStringSubmatchIndex(ls); m != nil && !d.has(TestsPass) {
		d.statusClaim(ls[m[2]:m[3]], ls[m[4]:m[5]], m[2], m[5]) // "Tests OK."
	}
	if strings.Contains(ls, ":") && strings.Contains(ls, "/") {
		d.statusFraction()
	}
	if mentions(ls, "\u2705", "\u2714", "\u2713", "\u2611", "\u274c", "\u2717", "\u2716", "\u2718") {
		d.marks()
		d.markPairs()
	} else if strings.Contains(sn.s, "PASS") || strings.Contains(sn.s, "FAIL") {
		d.verdict()
	}
	d.commands()
	if strings.Contains(ls, "`") && mentions(ls, "except", "apart from", "other than", "save for", "but for", "aside from", "besides", "excluding", "exception of") {
		d.commandExcept()
	}
	if built || linted {
		d.checkExcept() // "Lint is clean apart from two warnings", "`go vet` is clean except for `legacy/`"
	}
	d.testCmdCount()
	if strings.ContainsAny(ls, "/(") || strings.Contains(ls, " of ") {
		d.countNote()
	}
	if mentions(ls, "hook", "script", " run ", "installed", "request") {
		d.ranChecks()
	}
	if mentions(ls, "warning", "format", "prettier", "black", "gofmt", "isort") {
		d.checksTold()
	}
	if mentions(ls, "commit", "push", "merge", "rebase", "install", "format", "migrat", "script", "deployed", "published") {
		d.toldRuns()
	}
	if len(d.toks) > 0 && mentions(ls, "unrelated", "not mine", "not ours", "not part of") {
		d.unrelatedChange()
	}
	if sn.item && len(d.toks) > 0 && strings.Contains(ls, ":") {
		d.labelledCommand()
		d.runnerLabel()
	}
	d.files(st)
	if d.summary && sn.item && len(d.toks) > 0 && !d.plan && strings.Contains(ls, " in ") {
		d.workIn()
	}
	if len(d.toks) > 0 && strings.Contains(ls, "(") && !d.plan && !d.hedgeAll {
		d.doneAt()
	}
	if len(d.toks) > 1 && strings.Contains(ls, " and ") {
		d.andObject()
	}
	if sn.item && sn.first && len(d.toks) > 1 && !d.plan && !st.testing {
		d.lineSymbol()
	}
	if sn.item && sn.first && len(d.toks) > 0 && !d.plan && !st.testing {
		d.lineItem()
	}
	if len(d.toks) > 0 && mentions(ls, "test", "spec") {
		d.testsLiveIn()
	}
	if mentions(ls, "updat", "modif", "chang", "edit", "fix", "add", "creat", "rewr", "refactor", "wrote", "writ", "delet", "remov",
		"document", "expand", "extend", "appl", "made", "drop", "now ", "copied", "saved", "migrat", "adjust", "renam", "switch", "pointed", "cleaned") {
		d.things()
	}
	if mentions(ls, "implement", "add", "introduc", "wrote", "writ", "creat", "defin", "export", "remov", "delet", "drop", "fix", "expose", "extract") {
		d.symbols() // every symbol claim follows one of reSymVerb's verbs
		if d.hasAsserted(SymbolImplemented) && strings.Contains(ls, " and ") {
			d.symbolAlso()
		}
	}
	if len(d.toks) > 0 && (strings.Contains(ls, "new ") || strings.Contains(ls, "custom ") || sn.item && strings.Contains(ls, " with") || mentions(ls, "provide")) {
		d.newSymbols()
	}
	if mentions(ls, "add", "introduc", "implement", "creat", "merge", "fold", "inline", "gain", "remov", "delet", "drop") {
		d.addedNames()
	}
	if sn.item && (strings.Contains(ls, "(") || strings.Contains(ls, ": ")) && mentions(ls, "function", "helper", "method", "type", "class", "interface", "hook", "struct", "enum", "trait", "utilit", "accessor", "constant", "decorator", "schema", "model") {
		d.kindList() // "Service types: `CallLogEntry`, `CrmLogResult`"
	}
	if mentions(ls, "fix", "again", "remov", "elimin", "drop", "correct", "properly", "as expected", " work") {
		d.fixReports()
	}
	if mentions(ls, "fixed", "resolved") || sn.start == 0 && strings.HasPrefix(ls, "fix ") {
		d.fixedOpener() // "- Fixed test expectation for toolName", "Fix integer parsing for all bases."
	}
	if mentions(ls, "no longer", "is gone", "are gone") {
		d.noLonger() // "The CSV exporter no longer double-escapes quotes."
	}
	if mentions(ls, "nothing", "left", "already") {
		d.leftAsWas()
	}
	d.fixOpening()
	if len(d.toks) > 0 && (strings.Contains(ls, "(") || strings.Contains(ls, ":")) {
		d.outlineSymbols() // "**Call logging** (`logCallToCrm`)"
	}
	if len(st.cols) > 0 {
		d.fixRow() // "| CRITICAL | Zeroed key passed to `collect` | `a.tsx` |" under "| Priority | Fix | File |"
	}
	if st.fixHead && sn.item && sn.first {
		d.bugTitle()
	}
	if !d.plan && !d.hedgeAll && !sn.heading && (len(d.toks) > 0 && strings.HasPrefix(ls[markStart(ls):], "fix:") || st.fixes && mentions(ls, " so ")) {
		d.fixTold() // "**Fix:** convert in `Duration` before dividing", "I changed the `rstrip` in `grams()` so it …"
	}
	if len(d.toks) > 0 && mentions(ls, "pass", "green", "succe") {
		d.verdictParen() // before fixedBehaviour: "`@crag/resets` passes (`npm test -w …`)" is a check's verdict
	}
	if st.fixes && sn.first && len(d.toks) > 0 {
		d.fixedBehaviour()
	}
	if mentions(ls, "n't", "not", "no ", "unable", "failed to", "gave up", "ran out", "still", "remaining", "outstanding", "unresolved", "skipped") {
		d.admits()
	}
	if mentions(ls, "persist", "remain", "linger", "still", "continue", "problematic") {
		d.persists()
	}
	// other languages: non-ASCII text, a path with no English claim
	// ("Descomentado `.env` no `.gitignore`"), or a word of the foreign
	// lexicon in plain ASCII ("Testes E2E passando")
	if d.onlyGeneric() && (nonASCII(sn.s) || d.hasPath() || mentions(ls, foreignStems...)) {
		d.foreign()
	}
	for _, p := range opts.Patterns {
		d.pattern(p)
	}
	d.testItem()
	d.checkedTestKind()
	d.resultRow()
	if d.st.row != nil {
		d.rowScope()
	}
	d.codeVerdict()
	if sn.item && sn.first && !d.plan && !d.hedgeAll && !st.testing && d.onlyGeneric() {
		d.editItem()
	}
	if sn.first && sn.last && !sn.item && !d.plan && !d.hedgeAll && !st.testing && len(d.out) == 0 && fenceNext(st.src, sn.end) {
		d.blockLead()
	}
	if len(d.toks) > 0 && !d.plan && !d.hedgeAll && reSplitWork.MatchString(ls) {
		d.splitPlaces()
	}
	if !opts.NoGeneric {
		d.generic()
	}
	d.stemClaims()
	// "156 additional tests now passing": a change in the count, not a
	// count of the run; it says nothing of the tests that still fail
	if mentions(ls, "additional", "more", "newly", "extra") && reDeltaTests.MatchString(ls) {
		out := d.out[:0]
		for _, f := range d.out {
			if f.Kind != TestsPass || f.Negated || f.Counts == nil {
				out = append(out, f)
			}
		}
		d.out = out
	}
	// "Tests: 35 (89% passing)", "pass rate 92%": a part of the tests
	// fails, whatever word the line uses for the rest
	if mentions(ls, "%") {
		if rePartPercent.MatchString(ls) {
			for i := range d.out {
				if c := &d.out[i].Claim; c.Kind == TestsPass && !c.Hedged {
					c.Negated = true
				}
			}
		}
	}
	// "Removed `.env` from git tracking (kept locally)", "Removido `.env`
	// do tracking do Git": the file is still there, only untracked
	if mentions(ls, "track", "index", "cached", "version control", "localmente", "locally") && reUntrack.MatchString(ls) {
		out := d.out[:0]
		for _, f := range d.out {
			if f.Kind != FileDeleted {
				out = append(out, f)
			}
		}
		d.out = out
	}
	if strings.HasPrefix(ls[markStart(ls):], "any ") {
		d.anyLead() // "- Any auto-fixed linting issues from the new rules"
	}
	if mentions(ls, "whole", "full", "overall", "in total", "altogether", "entire") {
		d.wholeRunCounts()
	}
	if strings.Count(ls, "/") >= 2 {
		d.fractionParts()
	}

	if mentions(ls, "before", "previously", "earlier", "originally", "at first") && reFailedBefore.MatchString(ls) && !strings.Contains(ls, "still") {
		d.failedBefore()
	}
	// "❌ …" lists what failed or is missing: nothing in it is a success.
	if failMark(ls) {
		for i := range d.out {
			c := &d.out[i].Claim
			switch {
			case c.Kind == Generic:
				c.Kind, c.Negated = AdmitsFailure, true
			case c.Kind != Untouched:
				c.Negated = true
			}
		}
	}
	// "I added back the missing methods:" hands its verb to the list of
	// names below; a heading starts over.
	if sn.heading || sn.first && !sn.item && !strings.HasSuffix(sn.s, ":") {
		st.sym, st.components = "", false
	}
	// before this line's own verb: "| `af81c43` | Added coverage: |" ends
	// in ":" but is no item of its own list
	if st.sym != "" && sn.item && len(d.out) == 0 {
		d.itemName(st.sym)
	}
	// A line that names its own symbol ("添加了 PauseReason 枚举", "Added
	// the `Mode` enum:") lists that symbol's members or details below.
	if sn.last && (strings.HasSuffix(sn.s, ":") || sn.heading) && !d.has(SymbolImplemented) && !d.has(SymbolRemoved) {
		if m := d.verbs(reSymVerb, len(ls)); len(m) > 0 && !d.plan && !d.hedgeAll {
			switch pastOf(ls[m[0][2]:m[0][3]]) {
			case "removed", "deleted", "dropped":
				st.sym = SymbolRemoved
			case "fixed":
			default:
				st.sym = SymbolImplemented
			}
		} else if m := reAddedAfter.FindStringIndex(ls); m != nil && sn.heading {
			st.sym = SymbolImplemented // "### Missing Methods Added"
		} else if m := reSymHead.FindStringSubmatchIndex(ls); sn.heading && !d.plan && (m != nil && !(m[2] >= 0 && preexisting(ls[m[2]:m[3]])) || reSymVerbZh.MatchString(sn.s)) {
			st.sym = SymbolImplemented // "### Reusable Components", "#### 4. 实现了网络自动恢复机制"
			st.components = strings.Contains(ls, "components")
		} else if d.symListLead() {
			st.sym = SymbolImplemented // "Refactored `run()` into helper functions:"
		}
		// "### Package.json Scripts Added:", "Added the env variables:":
		// the names below are of things no definition holds
		if st.sym != "" && reNotCodeLead.MatchString(d.lc) {
			st.sym = ""
		}
	}
	if sn.last && strings.HasSuffix(sn.s, ":") && reRepoState.MatchString(ls) && !reMine.MatchString(ls) {
		// an item too: "1. You left files out, those are still
		// modified:\n   - `a.yaml`": its sub-items
		st.state, st.stateIndent = true, -1
		if sn.item {
			st.stateIndent = st.indent
		}
	}
	d.fileSection()
	if strings.Contains(ls, "(`") && !d.plan && !d.hedgeAll {
		d.parenFile()
	}
	// "**theme.md**:" over "- Added `bashMode` tokens": the items say what
	// the document now holds, not what code was written or fixed, nor
	// which files changed
	if sn.first && (!sn.item || sn.heading) {
		st.doc = len(d.toks) > 0 && d.toks[0].a <= markStart(ls)+1 && (d.entry || sn.heading) && docPath(d.toks[0].text)
		if sn.last && strings.HasSuffix(sn.s, ":") && reSectionLead.MatchString(ls) {
			// "Added a new \"Current Focus\" section highlighting
			// priorities:": the list is the section's text, not files
			st.doc, st.verb = true, ""
		}
	}
	if sn.item && !sn.heading && st.doc {
		// a file it names is a file claim only by a verb of the item's
		// own: "- Skill structure (SKILL.md + scripts/)" says what the
		// document explains
		ownVerb := len(d.fileVerbs(len(ls))) > 0
		out := d.out[:0]
		for _, f := range d.out {
			switch f.Kind {
			case SymbolImplemented, SymbolRemoved, SymbolRenamed, BugFixed:
				continue
			case FileCreated, FileModified, FileDeleted:
				if !ownVerb {
					continue
				}
			}
			out = append(out, f)
		}
		d.out = out
	}
	d.parentItem()
	if d.summed {
		d.mergeParts()
	}
	if reThenState.MatchString(ls) {
		d.pastState()
	}
	if strings.Contains(ls, "includ") && (d.has(BuildOK) || d.has(TestsPass) || d.has(LintClean) || slices.ContainsFunc(d.toks, func(t token) bool { return t.kind == 'c' })) {
		// "`go build ./...` → builds (including `cmd/tideday`)": what the
		// check covered, not a file it changed
		out := d.out[:0]
		for _, f := range d.out {
			if (f.Kind == FileModified || f.Kind == FileCreated) && f.pos >= 10 && reIncludingBefore.MatchString(ls[max(0, f.pos-14):f.pos]) {
				continue
			}
			out = append(out, f)
		}
		d.out = out
	}
	// A line's first sentence that reports done work does not announce
	// the list below as a plan whatever words it uses ("The hook ran,
	// fixing any remaining lint issues. The commit includes:"); the
	// line's last sentence may ("Done with the parser. Next steps:").
	if sn.first && !sn.last && !sn.item && !sn.heading && !d.entry && st.plan && st.planLevel == 0 {
		for _, f := range d.out {
			if f.Asserted() && f.Kind != Generic {
				st.plan = false
			}
		}
	}

	if !d.header && (sn.heading || !sn.item || sn.first) {
		d.bareVerdict()
	}
	d.testListLead()
	if st.lastTests != nil && !d.has(TestsPass) && !sn.heading && mentions(ls, "it ", "they ", "both ") {
		d.itVerdict()
	}
	st.lastTests = nil
	for _, f := range d.out {
		if f.Kind == TestsPass && f.Scope != nil && f.Scope.Kind == ScopeTests && len(f.Scope.Tests) > 0 {
			st.lastTests = f.Scope
		} else if f.Asserted() && f.Name != "" && reTestID.MatchString(f.Name) && st.lastTests == nil {
			// "I fixed `test_parse`. It now passes."
			st.lastTests = &Scope{Kind: ScopeTests, Tests: []string{f.Name}, Text: f.Name}
		}
	}
	st.testsSaid = mentions(ls, "test", "spec", "suite", "pytest", "jest", "vitest", "mocha", "cargo", "go test", "npm test")
	st.testsCmd = ""
	for _, f := range d.out {
		if f.Kind == TestsPass || f.Kind == CommandRan && f.Command != "" {
			st.testsSaid = true
		}
		if f.Kind == CommandRan && f.Command != "" && st.testsCmd == "" {
			if k, _, _ := cmdClass(f.Command); k == TestsPass {
				st.testsCmd = f.Command
			}
		}
	}
	if sn.printed != "" {
		// "$ go run ./cmd/xfer …" over "1.5GB at 100Mbps: 2m0s": the run
		// and what it printed, to compare with the session's
		for i := range d.out {
			if c := &d.out[i].Claim; c.Kind == CommandRan && c.Command != "" {
				c.Outcome, c.Output = Output, sn.printed
			}
		}
	}
	sort.SliceStable(d.out, func(i, j int) bool { return d.out[i].pos < d.out[j].pos })
	cs := make([]Claim, len(d.out))
	for i, f := range d.out {
		f.Claim.Text = sn.s
		f.Claim.Span = Span{sn.start, sn.end}
		if f.line != nil {
			f.Claim.Text = st.src[f.line.Start:f.line.End]
			f.Claim.Span = *f.line
		}
		cs[i] = f.Claim
	}
	return cs
}

// reBareVerdict: a sentence that is only a verdict on what the sentence
// before ran or named: "Everything passes.", "Everything else passes.",
// "Those pass.", "Suite is green.", "All green now ✅", "They all fail."
var reBareVerdict = &lre{expr: `^(?:and\s+|so\s+)?(?:(?:everything|all)(?:\s+else)?|the\s+rest|all\s+(?:the\s+)?others|they(?:\s+all)?|those|these|both|all\s+of\s+them|the\s+(?:whole\s+|full\s+|entire\s+)?suite|suite)\s+(?:(?:still|now|also|all)\s+)?(pass(?:es)?|(?:is|are)\s+(?:still\s+|now\s+)?(?:green|passing|red|failing)|green|fail(?:s)?)(?:\s+(?:now|again|too|as\s+well|locally))?\s*[.!]*\s*$|^all\s+green(?:\s+now)?\s*[.!]*\s*$`}

// parenFile reads the file a change names in parentheses at its end:
// "Changed the exponent in `delay()` from `attempt` to `attempt - 1`
// (`lib/backoff.js`)", "Fixed the off-by-one in `next_high`
// (`crates/tides/src/lib.rs:47`)": the file the change was made in.
func (d *detector) parenFile() {
	ls := d.sn.ls
	if !reChangeOpen.MatchString(ls[markStart(ls):]) {
		return
	}
	for i := range d.toks {
		t := &d.toks[i]
		if t.used || t.kind != 'p' || t.a < 2 || ls[t.a-1] != '(' || t.b >= len(ls) || ls[t.b] != ')' || d.hasPathClaim(stripLine(t.text)) {
			continue
		}
		neg, hedge := d.polarity(markStart(ls), t.b)
		t.used = true
		d.add(t.a, Claim{Kind: FileModified, Path: stripLine(t.text), Negated: neg, Hedged: hedge})
	}
}

// reChangeOpen: a sentence that opens with a change made.
var reChangeOpen = &lre{expr: `^(?:i\s+|we\s+)?(?:changed|fixed|updated|modified|replaced|adjusted|corrected|tweaked|made|switched|rewrote|reworked|refactored)\b`}

// reMarkLead: a sentence opened by a mark of a result, "✅ 9 passed".
var reMarkLead = &lre{expr: `^\s*(?:[-*+]\s+)?(?:✅|✔️?|✓|☑️?|❌|✗|✖️?|✘)`}

// reAllGreen: "All green", "all green now", a verdict with no subject.
var reAllGreen = &lre{expr: `^all\s+green(?:\s+now)?\s*[.!]*\s*$`}

// bareVerdict reads a sentence that is only a verdict, after a sentence
// that spoke of tests or ran them: the verdict is the tests'.
func (d *detector) bareVerdict() {
	if d.has(TestsPass) || d.has(BuildOK) || d.has(LintClean) {
		return
	}
	ls := strings.TrimRight(d.lc[markStart(d.lc):], " \u2705\u2714\u2713\ufe0f*_")
	m := reBareVerdict.FindStringSubmatchIndex(ls)
	if m == nil || !d.st.testsSaid && !reAllGreen.MatchString(ls) {
		// "All green now ✅" alone is what an agent says of its checks;
		// "They all pass." needs the tests it speaks of
		return
	}
	o := markStart(d.lc)
	neg, hedge := d.polarity(o, o+m[1])
	if m[2] >= 0 && (strings.HasPrefix(ls[m[2]:], "fail") || strings.HasSuffix(ls[m[2]:m[3]], "red") || strings.HasSuffix(ls[m[2]:m[3]], "failing")) {
		neg = !neg
	}
	d.removeKind(Generic, 0, len(d.lc))
	cmd := d.st.testsCmd
	if _, _, sc := cmdClass(cmd); sc != nil && reAllGreen.MatchString(ls) && (sc.Kind == ScopeFilter || sc.Kind == ScopeTests || sc.Kind == ScopeFile) {
		// "`go test -run TestParseRange ./...` → ok. All green.": all is
		// everything, not the part the run above chose
		cmd = ""
	}
	d.add(o, Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Command: cmd})
}

// planLead reports whether ls, a line's last sentence or a heading,
// announces a plan: "Next steps:", "Remaining work", "I will:".
func planLead(ls string) bool {
	return mentions(ls, "plan", "todo", "to-do", "step", "checklist", "criteria", "acceptance", "roadmap", "propos", "will", "outline", "remaining", "left") &&
		!rePastReport.MatchString(ls) && rePlanHead.MatchString(ls)
}

// reUntrack: a file taken out of version control, not deleted: "from
// git tracking", "from the index", "git rm --cached", "kept locally",
// "do tracking do Git" (pt), "del seguimiento" (es).
var reUntrack = &lre{expr: `\b(?:from|do|da|del)\s+(?:the\s+|o\s+)?(?:git\s+)?(?:tracking|index|version\s+control|seguimiento)\b|\bgit\s+rm\s+--cached\b|\b(?:kept|mantid[oa]|mantenid[oa])\s+(?:it\s+)?(?:locally|localmente)\b`}

// reDeltaTests: a number of tests more than before, "156 additional tests
// now passing", "12 more tests pass".
var reDeltaTests = &lre{expr: `\b\d+\s+(?:additional|more|newly[\s-]passing|extra)\s+(?:unit\s+)?(?:tests?|specs?)\b`}

// rePartPercent: a share of the tests below 100% said to pass, "89%
// passing", "pass rate: 92.5%", "95% of tests pass".
var rePartPercent = &lre{expr: `\b\d{1,2}(?:\.\d+)?\s*%\s*(?:of\s+(?:the\s+)?(?:tests?|specs?|cases?)\s+)?(?:are\s+)?(?:pass(?:es|ed|ing)?|green|succeed(?:s|ed|ing)?)\b|\bpass(?:ing)?\s+rate\b[^.;]{0,20}?\b\d{1,2}(?:\.\d+)?\s*%`}

// tokens finds code spans and bare paths.
func (d *detector) tokens() {
	s := d.sn.s
	if d.sn.shell {
		// a command line of a code block: the command is the line up to
		// the mark that gives its outcome ("mise run lint ✓ (0 issues)"),
		// or all of it after a prompt ("$ git status --short")
		b := len(s)
		if !strings.HasPrefix(s, "$ ") || strings.Contains(s, " → ") {
			b = shellMark(s)
		}
		if b > 0 {
			d.toks = append(d.toks, token{a: 0, b: b, text: s[:b], kind: 'c'})
		}
		return
	}
	// "[a.ts](/repo/src/a.ts:99)", "[a.ts:42](src/a.ts#L42)": the link's
	// target is the file, its text a short name for it
	if strings.Contains(s, "](") {
		// the target as written: the sentence's text has lost the
		// underscores of "__tests__" to emphasis
		raw := reFileLink.FindAllStringSubmatch(d.st.src[d.sn.start:d.sn.end], -1)
		for i, m := range reFileLink.FindAllStringSubmatchIndex(s, -1) {
			target := s[m[2]:m[3]]
			if len(raw) > i {
				target = raw[i][1]
			}
			if t := stripLine(target); classify(t) == 'p' {
				d.toks = append(d.toks, token{a: m[0], b: m[1], text: t, kind: 'p'})
			}
		}
		// "[prototype/demo/index.html](d:\PaperBites\prototype\demo\index.html)":
		// a link to a place on the agent's machine whose text is the
		// file's path in the workspace
		for _, m := range reLocalLink.FindAllStringSubmatchIndex(s, -1) {
			if t := s[m[2]:m[3]]; !d.inToken(m[0]) && strings.Contains(t, "/") && classify(t) == 'p' {
				d.toks = append(d.toks, token{a: m[0], b: m[1], text: t, kind: 'p'})
			}
		}
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '`' || d.inToken(i) {
			continue
		}
		if strings.HasPrefix(s[i:], "``") {
			// "``/data/app``" (or "`\`/data/app\``" with its escapes
			// dropped): a code span opened by two backticks
			if k := strings.Index(s[i+2:], "``"); k > 0 && !strings.ContainsAny(s[i+2:i+2+k], "`") {
				if text := strings.TrimSpace(s[i+2 : i+2+k]); text != "" {
					d.toks = append(d.toks, token{a: i, b: i + 4 + k, text: text, kind: classify(text)})
				}
				i += 3 + k
				continue
			}
		}
		j := strings.IndexByte(s[i+1:], '`')
		if j < 0 {
			break
		}
		j += i + 1
		text := strings.TrimSpace(s[i+1 : j])
		if m := reSigKeyword.FindStringIndex(text); m != nil && m[1] < len(text) {
			// "`func (s *Stock) Release(sku string) error`", "`def parse(text):`":
			// a definition quoted whole names what it defines
			text = strings.TrimSuffix(strings.TrimSpace(text[m[1]:]), ":")
		}
		if text != "" {
			kind := classify(text)
			if t := stripLine(text); t != text && classify(t) == 'p' {
				text, kind = t, 'p' // "`src/a.ts:12`" names src/a.ts
			}
			d.toks = append(d.toks, token{a: i, b: j + 1, text: text, kind: kind})
		}
		i = j
	}
	for _, m := range d.barePaths(s) {
		a, b := m[2], m[3]
		if d.inToken(a) || strings.Contains(s[max(0, a-3):a], "://") || isJSName(s[a:b]) || codeObject(s[a:b]) {
			continue
		}
		d.toks = append(d.toks, token{a: a, b: b, text: s[a:b], kind: 'p'})
	}
	// "- scripts/validate.sh --dataset x": a script run by its path is read
	// as a path first; with arguments after it, the item opens with a command
	bareScript := len(d.toks) > 0 && d.toks[0].a == 0 && s[0] != '`' && script(d.toks[0].text)
	if d.sn.item && (len(d.toks) == 0 || d.toks[0].a > 0 || bareScript) {
		// "- npm run build (passes)": a list item that opens with a bare
		// command; it ends at a parenthesis, a colon or a dash
		if end := bareCommand(s, d.st.testing); end > 0 {
			toks := d.toks[:0]
			for _, t := range d.toks {
				if t.a >= end {
					toks = append(toks, t)
				}
			}
			d.toks = append(toks, token{a: 0, b: end, text: s[:end], kind: 'c'})
		} else if d.st.testing && len(d.toks) == 0 {
			// "## Testing\n- HWPX_WRITE=1 pytest", "- pytest": under a
			// testing heading a bare test command alone, env first
			if m := reBareTestCmd.FindStringSubmatchIndex(s); m != nil && cmdWord(s[m[2]:m[3]]) {
				if k, _, _ := cmdClass(s[:m[1]]); k != "" {
					d.toks = append(d.toks, token{a: 0, b: m[1], text: s[:m[1]], kind: 'c'})
				}
			}
		}
	}
	if !d.sn.item && (d.sn.first || toolOpens[s[:wordEnd(s, 0)]]) && (len(d.toks) == 0 || d.toks[0].a > 0) {
		// "go test ./... passes.": a sentence of prose that opens with a
		// bare command and its verdict (after another sentence, its name
		// in lower case)
		end := bareCommand(s, false)
		if m := reRunnerLabel.FindStringSubmatchIndex(s); end == 0 && m != nil {
			end = m[3] // "pytest: 23 passed": a runner's name alone labels its run
		}
		if end > 0 && reVerdictAfter.MatchString(s[end:]) {
			toks := d.toks[:0]
			for _, t := range d.toks {
				if t.a >= end {
					toks = append(toks, t)
				}
			}
			d.toks = append(toks, token{a: 0, b: end, text: s[:end], kind: 'c'})
		} else if o := markStart(s); end == 0 && (len(d.toks) == 0 || d.toks[0].a > o) {
			// "✅ pytest is green.", "jest passes": a runner of one word,
			// named alone, and its verdict
			if w := s[o:wordEnd(s, o)]; soloRunners[w] && reSoloVerdict.MatchString(strings.ToLower(s[o+len(w):])) {
				d.toks = append(d.toks, token{a: o, b: o + len(w), text: w, kind: 'c'})
			}
		}
	}
	if o := markStart(s); !d.sn.first && !d.sn.item && (len(d.toks) == 0 || d.toks[0].a > o) {
		// "No behaviour change. ✅ pytest is green.": the runner alone in
		// a later sentence of the line
		if w := s[o:wordEnd(s, o)]; soloRunners[w] && reSoloVerdict.MatchString(strings.ToLower(s[o+len(w):])) {
			d.toks = append(d.toks, token{a: o, b: o + len(w), text: w, kind: 'c'})
		}
	}
	if strings.Contains(s, ", and ") || strings.Contains(s, "; ") {
		// "…, and npm test -w packages/shopping passes too": a clause that
		// opens with a bare command and its verdict
		for _, m := range reClauseCmd.FindAllStringSubmatchIndex(s, -1) {
			a := m[2]
			if !toolOpens[s[a:a+wordEnd(s, a)-a]] || d.inToken(a) {
				continue
			}
			if end := bareCommand(s[a:], false); end > 0 && reVerdictAfter.MatchString(s[a+end:]) {
				d.toks = append(d.toks, token{a: a, b: a + end, text: s[a : a+end], kind: 'c'})
			}
		}
	}
	if !d.sn.item && d.sn.first && strings.Contains(d.sn.s, ":") {
		d.inlineCheckItem() // "Tests:  - npm run build (passes)"
	}
	if mentions(d.sn.ls, "command", "with ", "using ", "via ", "running ", "ran ") {
		d.bareInline()
	}
	sort.Slice(d.toks, func(i, j int) bool { return d.toks[i].a < d.toks[j].a })
}

// reSoloVerdict: the verdict right after a runner's name, "is green",
// "passes", ": green"; not "reports 48 passed", which tells its output.
var reSoloVerdict = &lre{expr: `^\s*(?::\s*|is\s+|was\s+)?(?:now\s+|all\s+|still\s+)?(?:green|pass(?:es|ed|ing)?|clean|ok|succeed(?:s|ed)?|red|fail(?:s|ed|ing)?)\b`}

// soloRunners: test runners run by their name alone.
var soloRunners = map[string]bool{"pytest": true, "jest": true, "vitest": true, "mocha": true, "tox": true, "nox": true, "phpunit": true, "rspec": true}

// reClauseCmd: a clause opening after ", and " or "; " (group 1: its
// first word's start).
var reClauseCmd = &lre{expr: `(?:, and |; )([a-z])`}

// reRoutePath: a path with the route folders of file-based routers
// (Next.js, SvelteKit, Nuxt), "app/papers/[slug]/page.tsx",
// "app/(marketing)/[[...slug]]/page.tsx", "routes/[id]/+page.svelte".
var reRoutePath = &lre{expr: `^(?:[\w.@~+-]+/)*(?:(?:\[{1,2}(?:\.\.\.)?[\w-]+\]{1,2}|\([\w-]+\))/)+(?:[\w.@~+-]+/|(?:\[{1,2}(?:\.\.\.)?[\w-]+\]{1,2}|\([\w-]+\))/)*[\w@~+-][\w.@~+-]*\.[A-Za-z0-9]+$`}

// reLocalLink: a markdown link to a file by a local absolute path,
// Windows' ("d:\\a\\b.html") or a file: URL.
var reLocalLink = &lre{expr: `\[([^\]\s]+)\]\((?:[A-Za-z]:\\|file:/)[^)\n]*\)`}

// bareInline finds commands written without backticks inside a sentence,
// where the words around say they are commands: "with the pytest --spec
// command", "works with pip install -e . using pyproject.toml", "ran go
// test ./...". The command needs a subcommand or a flag.
func (d *detector) bareInline() {
	s, ls := d.sn.s, d.sn.ls
	for _, m := range reBareLead.FindAllStringSubmatchIndex(ls, -1) {
		a := m[1]
		if d.inToken(a) || d.inToken(m[0]) {
			continue
		}
		// "Ran pytest tests/test_invoice.py -k totals": after a verb of
		// running, a runner's arguments are read as under "## Testing"
		lead := ls[m[0]:m[1]]
		end := bareCommand(s[a:], strings.Contains(lead, "ran ") || strings.Contains(lead, "running "))
		if end == 0 {
			continue
		}
		b := a + end
		if b == len(s) && strings.HasSuffix(s[a:b], ".") && !strings.HasSuffix(s[a:b], "..") && !strings.HasSuffix(s[a:b], " .") {
			b-- // "… with npm run build." ends the sentence
		}
		if (m[2] >= 0 || m[4] >= 0) && !strings.HasPrefix(ls[b:], " command") {
			continue // "the pytest --spec command": "the" needs "command" after
		}
		clash := false
		for _, t := range d.toks {
			if t.a < b && a < t.b && !(s[t.a] != '`' && t.kind == 'p') {
				clash = true
			}
		}
		if clash {
			continue
		}
		toks := d.toks[:0]
		for _, t := range d.toks {
			if t.b <= a || t.a >= b {
				toks = append(toks, t)
			}
		}
		d.toks = append(toks, token{a: a, b: b, text: s[a:b], kind: 'c'})
	}
}

// reBareLead: the words before a command written without backticks:
// "with the pytest --spec command" (group 1: "the", then "command" must
// follow), "works with pip install -e .", "ran go test ./...".
var reBareLead = &lre{expr: `\b(?:(?:with|using|via|by\s+running|running|ran|re-?ran)\s+(the\s+)?|(the\s+))`}

// reFileLink: a markdown link to a file of the workspace, not a web page.
var reFileLink = &lre{expr: `\[[^\]\n]+\]\(([^)\s:#]+(?::\d+(?:[-:]\d+)*|#L\d+(?:-L?\d+)?)?)\)`}

// reLineRef: the line (and column or range) after a path, "a.ts:12",
// "a.ts:12:5", "a.ts:10-20", "a.ts#L42".
var reLineRef = &lre{expr: `(?::\d+(?:[-:]\d+)*|#L\d+(?:-L?\d+)?)$`}

// stripLine returns the path t names without its line reference: the
// workspace holds src/a.ts, not "src/a.ts:12".
func stripLine(t string) string {
	if !strings.ContainsAny(t, ":#") {
		return t
	}
	if m := reLineRef.FindStringIndex(t); m != nil && m[0] > 0 {
		return t[:m[0]]
	}
	return t
}

// hasPath reports whether the sentence names a path.
func (d *detector) hasPath() bool {
	for _, t := range d.toks {
		if t.kind == 'p' {
			return true
		}
	}
	return false
}

func (d *detector) inToken(p int) bool {
	for _, t := range d.toks {
		if p >= t.a && p < t.b {
			return true
		}
	}
	return false
}

// bareCommand returns where a command written without backticks that
// opens the list item s ends, or 0: "npm run test -- --watch=false
// (passes)", "go test ./... passes", "scripts/validate.sh --dataset x". Its
// first word is a known command or a script run by its path, and it ends
// at what annotates it (a parenthesis, a colon, a dash, a mark) or at the
// word that gives its outcome. Outside a section of checks it needs a
// subcommand or a flag ("npm run build"): prose opens with plain words.
// Under "## Testing" any arguments do ("python tools/check.py data"): the
// items there are the commands the agent ran.
func bareCommand(s string, testing bool) int {
	f := strings.Fields(s)
	if len(f) < 2 || strings.HasPrefix(s, " ") {
		return 0
	}
	if !cmdWord(f[0]) && !(script(f[0]) && strings.Contains(f[0], "/")) {
		return 0
	}
	if !reBareSub.MatchString(f[1]) {
		// under "## Testing", arguments that look like a command's (a
		// path, a file, an option, an assignment) or a test runner's
		// words; "- make sure the parser works", "- go through the UI" are
		// prose
		if !testing || !strings.ContainsAny(f[1], "/._=:@") && !script(f[0]) {
			if k, _, _ := cmdClass(s); !testing || k == "" || f[0] == "make" || f[0] == "go" {
				return 0
			}
		}
	}
	end, pos := 0, 0
	for i, w := range f {
		at := strings.Index(s[pos:], w) + pos
		pos = at + len(w)
		if i > 0 && (bareCmdStop(w) || bareCmdStop(strings.TrimRight(w, ".,;!")) && len(w) > 2) || strings.ContainsAny(w[:1], "(`—→✅❌✓✔") {
			break
		}
		if strings.HasSuffix(w, ":") {
			if i > 0 {
				end = at + len(w) - 1
			}
			break
		}
		end = pos
	}
	if end <= len(f[0]) {
		return 0 // the command word alone: reBareTestCmd reads it under "## Testing"
	}
	return end
}

// reBareSub: the second word of a bare command outside a section of
// checks, a flag or a subcommand that runs a check.
var reBareSub = &lre{expr: `^(?:-{1,2}\w.*|test|build|run|lint|vet|check|exec|install)$`}

// bareCmdStop: a word that ends a bare command: a dash, the outcome's verb
// or a word that starts the sentence's own words ("go test ./... passes").
func bareCmdStop(w string) bool {
	switch w {
	case "-", "—", "->", "pass", "passes", "passed", "passing", "succeeds", "succeeded", "fails", "failed", "failing",
		"is", "are", "was", "were", "now", "still", "works", "worked", "completes", "completed", "and", "with",
		"returns", "returned", "reports", "reported", "shows", "showed", "exits", "exited", "ok", "OK", "clean", "green",
		"gives", "gave", "prints", "printed", "outputs", "output", "says", "said", "yields", "yielded", "ends", "ended",
		"command", "script", "using", "via", "in", "on", "for", "to", "from", "after", "before", "so", "which", "that", "but":
		return true
	}
	return false
}

// reVerdictAfter: the verdict right after a bare command that opens a
// sentence, "passes", "is clean", ": ok".
var reVerdictAfter = &lre{expr: `^\s*(?::\s*)?(?:(?:now|still|also)\s+)?(?:(?:all\s+)?\d+(?:/\d+)?\s+(?:tests?\s+)?(?:pass(?:ed|ing)?|ok|failed|failing)|pass(?:es|ed)?|succeed(?:s|ed)?|fail(?:s|ed)?|ok|OK|clean|green|(?:is|are|was|were)\s+(?:now\s+|still\s+|all\s+)?(?:clean|green|ok|passing|failing|happy|silent)|completes?|completed|reports?|reported|works?|worked|exits?|exited)\b`}

// reRunnerLabel: a test runner's name alone, then a colon and a count:
// "pytest: 23 passed", "cargo test: all 40 passing".
var reRunnerLabel = &lre{expr: `^((?:pytest|jest|vitest|mocha|phpunit|rspec|(?:cargo|go|npm|bun|yarn|pnpm|deno)\s+test))\s*:\s*(?:all\s+)?\d`}

// reBareTestCmd: a command alone on its line, after env assignments.
var reBareTestCmd = &lre{expr: `^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*([a-z][\w.-]*)(?:\s+[\w./=:-]+)*$`}

// barePaths finds paths without backticks ("calc/add.go", "../a.ts"):
// runs of path characters that start the text or follow a space or an
// opening bracket or quote, end before a space, closing punctuation or a
// final period, and end in a known extension; reBarePath checks the shape
// of each. The match is returned as FindAllStringSubmatchIndex would
// (the path is group 1).
func (d *detector) barePaths(s string) [][]int {
	var out [][]int
	for i := 0; i < len(s); {
		if !pathByte(s[i]) {
			i++
			continue
		}
		a := i
		for i < len(s) && pathByte(s[i]) {
			i++
		}
		b := i
		if a > 0 && !strings.ContainsRune(" \t([\"'", rune(s[a-1])) {
			continue
		}
		if b < len(s) && !strings.ContainsRune(" \t)]\"',:;!?", rune(s[b])) {
			continue
		}
		if s[b-1] == '.' {
			b-- // "in calc.go." ends the sentence
			if b <= a || i-b > 1 {
				continue
			}
		}
		dot := strings.LastIndexByte(s[a:b], '.')
		if dot == 0 && knownDotfile(s[a:b]) {
			if !reDotModifier.MatchString(s[b:]) {
				out = append(out, []int{a, b, a, b}) // "Rozszerzony .gitignore"
			}
			continue
		}
		if testStem(s[a:b]) {
			out = append(out, []int{a, b, a, b}) // "in Footer.test", "Updated Makefile"
			continue
		}
		if dot < 0 || !isExt(s[a+dot+1:b]) || !reBarePath.MatchString(s[a:b]) {
			continue
		}
		out = append(out, []int{a, b, a, b})
	}
	return out
}

// bareFile reports whether t is a file a repository has under a name
// with no extension, capitalised as it is only for the file: a path
// without backticks too ("Updated Makefile").
func bareFile(t string) bool {
	switch t {
	case "Makefile", "Dockerfile", "Justfile", "Gemfile", "Rakefile", "Procfile", "Vagrantfile", "Jenkinsfile", "CODEOWNERS",
		"Caddyfile", "Brewfile", "Podfile", "Pipfile", "Taskfile", "Containerfile":
		return true
	}
	return false
}

// testStem reports whether t names a test file without its extension,
// "Footer.test", "date-utils.spec": a name, then ".test" or ".spec".
// Not a test runner's object ("describe.test", "vi.spec").
func testStem(t string) bool {
	stem, ok := strings.CutSuffix(t, ".test")
	if !ok {
		stem, ok = strings.CutSuffix(t, ".spec")
	}
	if !ok || len(stem) < 3 || !reTestStem.MatchString(stem) {
		return false
	}
	switch strings.ToLower(stem) {
	case "describe", "test", "jest", "vitest", "mocha", "expect", "page", "this", "self", "pytest", "unittest", "node", "deno", "bun", "cypress":
		return false
	}
	return true
}

// reTestStem: the name part of a test file named without its extension.
var reTestStem = &lre{expr: `^[A-Za-z][\w-]*$`}

// stemClaims gives a file claim whose path is a test file named without
// its extension ("remove any usage in Footer.test") the name as Name:
// the file is Footer.test.tsx or .js, and a path as written would be
// refuted as missing.
func (d *detector) stemClaims() {
	for i := range d.out {
		c := &d.out[i].Claim
		switch c.Kind {
		case FileCreated, FileModified, FileDeleted, Untouched:
			if testStem(c.Path) {
				c.Name, c.Path = c.Path, ""
			}
		}
	}
}

// pathByte: the bytes of a path written without backticks.
func pathByte(c byte) bool {
	return isWordByte(c) || c == '.' || c == '/' || c == '~' || c == '@' || c == '+' || c == '-'
}

// mentions reports whether the lowered sentence ls holds one of words.
func mentions(ls string, words ...string) bool { return containsAny(ls, words...) }

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// codeObject is "process.env", "os.environ.json": an object of code
// whose field looks like an extension, not a file.
func codeObject(w string) bool {
	stem, _, _ := strings.Cut(w, ".")
	switch stem {
	case "process", "window", "document", "module", "exports", "console", "os", "sys", "self", "this", "import", "globalThis":
		return true
	}
	return false
}

// isJSName is "Next.js", "Node.js", "p5.js": a product, not a file.
// Capitalised, any; lower case, the libraries that are spelt so
// ("accesses the p5.js instance", "12 Vitest highlight.js tests").
func isJSName(w string) bool {
	if !strings.HasSuffix(w, ".js") || len(w) <= 3 || strings.Contains(w, "/") {
		return false
	}
	if w[0] >= 'A' && w[0] <= 'Z' {
		return true
	}
	switch w[:len(w)-3] {
	case "p5", "highlight", "three", "chart", "d3", "moment", "alpine", "node", "vue", "next", "nuxt", "express", "socket.io",
		"ember", "backbone", "angular", "anime", "paper", "matter", "tone", "leaflet", "pdf", "video", "hammer", "ml5", "brain",
		"tensorflow", "babylon", "pixi", "phaser", "plotly", "mermaid", "marked", "prism", "katex", "mathjax", "sortable", "swiper":
		return true
	}
	return false
}

// classify tells a path ('p'), a command ('c'), a symbol ('s') or other ('o').
// reEnvAssign: an environment variable set before a command, "CI=true",
// "NODE_ENV=test".
var reEnvAssign = &lre{expr: `^(?:[A-Za-z_][A-Za-z0-9_]*=(?:"[^"]*"|'[^']*'|[^\s"']*)\s+)+[\w./-]`}

// reGoSubtest: a Go test and its subtests, "TestCall/deuce_after_advantage".
var reGoSubtest = &lre{expr: `^(?:Test|Benchmark|Example|Fuzz)[A-Z0-9_]?\w*(?:/[^/\s.]+)+$`}

func classify(t string) byte {
	if strings.HasPrefix(t, "$ ") {
		return 'c'
	}
	first := t
	if i := strings.IndexAny(t, " \t"); i >= 0 {
		first = t[:i]
	}
	if i := strings.IndexByte(t, ' '); i >= 0 || soloCmd(t) {
		// a call or signature whose arguments hold spaces is a symbol:
		// "mul(a, b)", "perimeter(rect: Rect): number"
		if p := strings.IndexByte(first, '('); p > 0 && symbolOr(first[:p]) == 's' {
			if q := strings.LastIndexByte(t, ')'); q > p && (q == len(t)-1 || reReturnType.MatchString(t[q+1:])) {
				return 's'
			}
		}
		if cmdWord(first) || (strings.HasPrefix(first, "./") || strings.Contains(first, "/bin/") || script(first)) && i >= 0 {
			return 'c'
		}
		if i >= 0 && reFlagCmd.MatchString(t) {
			return 'c' // "so sync --skip-graph": a tool of the project, with a flag
		}
		if i >= 0 && reEnvAssign.MatchString(t) {
			return 'c' // FOO=1 go test; not a keyword argument, `reason="SHIP-212: no remote zone"`
		}
		return 'o'
	}
	if strings.Contains(t, "*") || strings.HasPrefix(t, "$") && strings.Contains(t, "/") {
		return 'o' // a glob ("tests/**/*.ts") or a place on a PATH ("$HOME/.bun/bin"): no one file
	}
	if reRoutePath.MatchString(t) {
		return 'p' // "app/papers/[slug]/page.tsx": a route's folders in the file's path
	}
	if strings.Contains(t, "://") || strings.ContainsAny(t, "()[]{}=<>,;\"'") || strings.Trim(t, "./") == "" {
		return symbolOr(t)
	}
	if reGoSubtest.MatchString(t) {
		return 's' // "TestCall/advantage_server": a Go subtest, no path
	}
	if strings.Contains(t, "/") {
		if strings.HasPrefix(t, "@") && path.Ext(t) == "" {
			return 'o' // an npm package, "@tailwindcss/typography"
		}
		if strings.HasPrefix(t, "/") && strings.Count(t, "/") == 1 && !strings.Contains(t, ".") {
			return 'o' // a route or slash command: "/login"
		}
		if notFile(t) {
			return 'o'
		}
		if strings.HasPrefix(t, "./...") || strings.HasSuffix(t, "/...") && !strings.Contains(t[:len(t)-4], ".") {
			return 'o'
		}
		return 'p'
	}
	if strings.HasPrefix(t, ".") && len(t) > 1 && isWordy(t[1:]) {
		if dotfile(t) {
			return 'p' // .env, .gitignore
		}
		return 'o' // a CSS class or an extension: ".card", ".safetensors"
	}
	if i := strings.LastIndexByte(t, '.'); i > 0 && isExt(t[i+1:]) || testStem(t) {
		return 'p'
	}
	switch t {
	case "README", "LICENSE", "CHANGELOG", "justfile", "go.work":
		return 'p'
	}
	if bareFile(t) {
		return 'p'
	}
	return symbolOr(t)
}

// reFlagCmd: lower-case words, then a flag: a command of a tool vouch
// does not know ("so sync --skip-graph", "hx doctor -v").
var reFlagCmd = &lre{expr: `^[a-z][\w.-]*(?:\s+[a-z][\w:.-]*)*\s+--?[a-z][\w-]*(?:[= ]\S+)*$`}

// script reports whether the first word of a command is a script run by
// its path, "scripts/validate.sh --dataset x", "tools/check.py --all":
// given arguments, it is a command, not a file named.
// reSectionLead: a lead that says a part of a document was written, "Added
// a new \"Current Focus\" section highlighting:", "Wrote a note covering:".
var reSectionLead = &lre{expr: `\b(?:added|wrote|created|inserted|appended)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:\S+\s+){0,4}?(?:section|subsection|paragraph|note|heading|block|table)\b[^:` + "`" + `]*:$`}

// reRatio: numbers on both sides of each slash, "5/2", "12/12",
// "2024/01/05".
var reRatio = &lre{expr: `^[+-]?\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)+$`}

// notFile reports whether t, which has a slash, names something other
// than a file: a URL route ("/api/onboarding/start", "/api/auth/$",
// "/users/:id"), an action or package at a version
// ("actions/setup-node@v4"), a module a relative import names
// ("./dialog"). A file claim on such a path would be refuted as missing.
func notFile(t string) bool {
	if reRatio.MatchString(t) {
		return true // "5/2", "12/12", "1.5/3": a fraction, a count or a date
	}
	last := t[strings.LastIndexByte(t, '/')+1:]
	if strings.Contains(last, ".") || strings.HasSuffix(t, "/") {
		return false
	}
	if strings.Contains(last, "@") {
		return true // "pnpm/action-setup@v4"
	}
	if strings.HasPrefix(t, "./") || strings.HasPrefix(t, "../") {
		return strings.Count(strings.TrimLeft(t, "./"), "/") == 0 // "./context", "../utils"
	}
	if !strings.HasPrefix(t, "/") || strings.Contains(t, ".") {
		return false
	}
	for _, seg := range strings.Split(t[1:], "/") {
		if strings.HasPrefix(seg, ":") || seg == "$" || strings.HasPrefix(seg, "$") && len(seg) > 1 && seg[1] != '{' {
			return true // "/users/:id", "/api/auth/$"
		}
	}
	first, _, _ := strings.Cut(t[1:], "/")
	switch first {
	case "api", "admin", "auth", "oauth", "v1", "v2", "v3", "graphql", "dashboard", "webhooks", "webhook", "ws", "sse", "rpc", "trpc":
		return true // "/api/v1/streaming/ws", "/admin/brands"
	}
	return false
}

func script(first string) bool {
	switch path.Ext(first) {
	case ".sh", ".bash":
		return true
	case ".py", ".js", ".mjs", ".cjs", ".ts", ".rb", ".pl":
		return strings.Contains(first, "/")
	}
	return false
}

// reReturnType: what follows a signature's parameters, its result type.
var reReturnType = &lre{expr: `^\s*(?::|->|=>)\s*[\w\[\]<>|.?, ]+$|^\s+\(?\*?[\w\[\].*]+(?:\s*,\s*\*?[\w\[\].*]+)*\)?$`}

// reSigKeyword: the keyword that opens a definition, with a Go method's
// receiver: "func (s *Stock) ", "def ", "async function ", "pub fn ".
var reSigKeyword = &lre{expr: `^(?:(?:pub(?:\([\w:]+\))?|export|async|static|public|private|protected)\s+)*(?:func(?:\s*\([^)]*\))?|def|function|fn)\s+`}

// dotfile reports whether a name starting with a dot is a file: a known
// one, an rc file, or one with a further dot (".env.local").
func dotfile(t string) bool {
	return knownDotfile(t) || strings.HasSuffix(t, "rc") || strings.Contains(t[1:], ".")
}

// reDotModifier: a dotfile named as what a feature is about, not a
// file: ".env file loading", ".env variables".
var reDotModifier = &lre{expr: `(?i)^\s+(?:files?\s+)?(?:load\w*|support|pars\w*|handling|read\w*|variables?|vars|values?|entries|keys|patterns?|rules?|syntax|format)\b`}

// knownDotfile reports whether t is a dotfile a repository commonly has,
// a path even without backticks ("Extended .gitignore").
func knownDotfile(t string) bool {
	switch t {
	case ".env", ".gitignore", ".gitattributes", ".dockerignore", ".editorconfig", ".npmignore", ".nvmrc", ".python-version",
		".tool-versions", ".gitmodules", ".prettierignore", ".eslintignore", ".mailmap", ".htaccess":
		return true
	}
	return false
}

// symName is the name of a symbol as the agent wrote it: the call's
// parentheses and arguments dropped ("median_word_length(text)" ->
// "median_word_length", "perimeter(rect: Rect): number" -> "perimeter"),
// the name kept whole ("Pool.Close").
func symName(t string) string {
	if i := strings.IndexByte(t, '('); i > 0 && (strings.HasSuffix(t, ")") || reReturnType.MatchString(t[strings.LastIndexByte(t, ')')+1:])) {
		return t[:i]
	}
	return t
}

func isWordy(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '.' || c == '-' || c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z') {
			return false
		}
	}
	return s != ""
}

// symbolOr accepts identifiers, qualified names and calls: Foo, pkg.Foo,
// T.Method(), Foo::bar, useTodos(), median(xs, n).
func symbolOr(t string) byte {
	u := symName(t)
	if u == "" || len(u) > 80 {
		return 'o'
	}
	for i := 0; i < len(u); i++ {
		c := u[i]
		ok := c == '_' || c == '$' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z' || (c == '.' || c == ':' || c == '#') && i > 0 && i < len(u)-1
		if !ok {
			return 'o'
		}
	}
	if u[0] >= '0' && u[0] <= '9' {
		return 'o'
	}
	return 's'
}

// headingLevel returns the number of '#' opening the line that holds
// byte p of text.
func headingLevel(text string, p int) int {
	i := strings.LastIndexByte(text[:p], '\n') + 1
	line := strings.TrimLeft(text[i:p], " \t>")
	n := 0
	for n < len(line) && line[n] == '#' {
		n++
	}
	return n
}

// clause returns the clause of ls around [a, b): from the last boundary
// before a to the first after b.
func (d *detector) clause(a, b int) (int, int) {
	if d.bounds == nil {
		d.bounds = d.boundaries()
	}
	ca, cb := 0, len(d.sn.ls)
	for _, m := range d.bounds {
		if m[1] <= a {
			ca = m[1]
		}
		if m[0] >= b {
			cb = m[0]
			break
		}
	}
	return ca, cb
}

// boundaryWord: words that end a clause.
func boundaryWord(w string) bool {
	switch w {
	case "but", "and", "however", "although", "though", "whereas", "while", "except", "so", "because",
		"since", "which", "then", "after", "before":
		return true
	}
	return false
}

// boundaries lists the clause boundaries of the sentence outside code
// spans: punctuation (";", ": ", ", ", " - ", "(", ")") and conjunctions.
func (d *detector) boundaries() [][2]int {
	ls := d.sn.ls
	out := make([][2]int, 0, 8)
	isWord := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' }
	for i := 0; i < len(ls); i++ {
		c := ls[i]
		var m [2]int
		switch {
		case c == ';' || c == '(' || c == ')':
			m = [2]int{i, i + 1}
		case (c == ':' || c == ',') && i+1 < len(ls) && ls[i+1] == ' ':
			m = [2]int{i, i + 2}
		case c == ' ' && strings.HasPrefix(ls[i:], " - "):
			m = [2]int{i, i + 3}
		case c == ' ' && strings.HasPrefix(ls[i:], " -> "):
			m = [2]int{i, i + 4}
		case c == ' ' && (strings.HasPrefix(ls[i:], " — ") || strings.HasPrefix(ls[i:], " – ")):
			m = [2]int{i, i + 5} // a dash of another width, between words

		case isWord(c) && (i == 0 || !isWord(ls[i-1])):
			j := i
			for j < len(ls) && isWord(ls[j]) {
				j++
			}
			if j-i > 8 || !boundaryWord(ls[i:j]) {
				i = j - 1
				continue
			}
			m = [2]int{i, j}
		default:
			continue
		}
		if !d.inToken(m[0]) {
			out = append(out, m)
		}
		i = m[1] - 1
	}
	return out
}

// polarity returns whether the clause around [a, b) negates or hedges.
func (d *detector) polarity(a, b int) (neg, hedge bool) {
	ca, cb := d.clause(a, b)
	c := d.lc[ca:cb]
	if mayPosNeg(c) {
		c = rePosNeg.ReplaceAllStringFunc(c, func(m string) string { return strings.Repeat(" ", len(m)) })
	}
	neg, hedge = cues(c)
	return neg, hedge || d.hedgeAll || d.plan || d.afterCondition(ca)
}

// afterCondition reports whether the clause at ca follows a condition of
// its own sentence: "…, — if 12.5 is the intended price, the fix is a
// change in `a.js`" proposes, it reports no change.
func (d *detector) afterCondition(ca int) bool {
	if ca < 2 || !strings.HasSuffix(d.lc[:ca], ", ") && !strings.HasSuffix(d.lc[:ca], ",") {
		return false
	}
	pa, _ := d.clause(ca-2, ca-2)
	w := strings.TrimLeft(d.lc[pa:ca], " -—")
	return strings.HasPrefix(w, "if ") || strings.HasPrefix(w, "unless ") || strings.HasPrefix(w, "once ")
}

// negUpTo is polarity's negation read from the clause's start to b only.
func (d *detector) negUpTo(a, b int) bool {
	ca, _ := d.clause(a, b)
	c := d.lc[ca:b]
	if mayPosNeg(c) {
		c = rePosNeg.ReplaceAllStringFunc(c, func(m string) string { return strings.Repeat(" ", len(m)) })
	}
	neg, _ := cues(c)
	return neg
}

// hedgeUpTo is polarity's hedge read from the clause's start to b only:
// what follows the object names its purpose ("Added `isConfigured()`
// method to check API key availability"), it does not doubt the claim.
func (d *detector) hedgeUpTo(a, b int) bool {
	ca, _ := d.clause(a, b)
	_, hedge := cues(d.lc[ca:b])
	return hedge || d.hedgeAll || d.plan
}

// mayPosNeg is a cheap test before rePosNeg ("no errors", "0 warnings").
func mayPosNeg(c string) bool {
	return strings.Contains(c, "no") || strings.Contains(c, "0") || strings.Contains(c, "zero") || strings.Contains(c, "without")
}

// negCue and hedgeCue are the words that negate or hedge a clause.
func negCue(w string) bool {
	switch w {
	case "not", "no", "never", "none", "nothing", "nor", "cannot", "unable", "neither",
		"partially", "partly": // "Partially fixed: …", "tests partly pass": not done
		return true
	}
	return false
}

func hedgeCue(w string) bool {
	switch w {
	case "should", "shouldn't", "might", "may", "could", "would", "probably", "likely", "possibly",
		"perhaps", "hopefully", "presumably", "seem", "seems", "appear", "appears", "think", "believe",
		"expect", "suppose", "supposed", "assume", "assuming", "guess", "will", "won't", "if", "unless",
		"whether", "until", "can", "i'll", "we'll", "it'll", "they'll", "let's",
		"recommend", "suggest", "propose", // "I recommend fixing the linter errors first"
		"worth", "consider": // "Worth running `npm run check` before merging": advice
		return true
	}
	return false
}

// hedgePair: two-word hedges, "first second".
func hedgePair(prev, w string) bool {
	switch prev {
	case "going":
		return w == "to"
	case "need":
		return w == "to"
	case "needs":
		return w == "to"
	case "have":
		return w == "to"
	case "has":
		return w == "to"
	case "let":
		return w == "me"
	case "try":
		return w == "to"
	case "attempt", "attempts", "attempting", "tries":
		return w == "to" // "`lint:fix`: Attempts to fix linting errors"
	case "trying":
		return w == "to"
	case "want":
		return w == "to"
	case "plan":
		return w == "to"
	case "make":
		return w == "sure"
	case "to":
		return w == "verify" || w == "ensure" || w == "confirm" || w == "check"
	case "once":
		// "once it compiles, I can flash it": a condition still to come
		return w == "it" || w == "this" || w == "that" || w == "everything" || w == "you" || w == "we" || w == "they"
	}
	return false
}

// cues scans the words of clause c for negation and hedge cues.
func cues(c string) (neg, hedge bool) {
	isWord := func(ch byte) bool {
		return ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' || ch == '_' || ch == '\''
	}
	prev, prev2 := "", ""
	for i := 0; i < len(c); {
		if !isWord(c[i]) {
			i++
			continue
		}
		j := i
		for j < len(c) && isWord(c[j]) {
			j++
		}
		w := strings.Trim(c[i:j], "'")
		i = j
		switch {
		case prev == "to" && (prev2 == "able" || prev2 == "unable" || prev2 == "chance" || prev2 == "time" || prev2 == "way" || prev2 == "manage" || prev2 == "failed"):
			// "I wasn't able to check lint": the admission, not a plan to check
		case negCue(w) || strings.HasSuffix(w, "n't") && w != "won't" && w != "shouldn't" || prev == "failed" && w == "to":
			neg = true
		case hedgeCue(w):
			if (w == "could" || w == "can") && strings.HasPrefix(c[j:], " not") {
				break // "could not" negates
			}
			if w == "can" && prev == "you" && strings.HasPrefix(c[j:], " see") {
				break // "as you can see"
			}
			hedge = true
		case hedgePair(prev, w):
			hedge = true
		}
		if w == "won't" || w == "shouldn't" {
			neg = true
		}
		prev2, prev = prev, w
	}
	return neg, hedge
}

// blankCode returns ls[a:b] with code spans and bare paths blanked, so
// that words inside commands and paths are not read as cues, and a path's
// dots do not end a phrase ("all tests in test/a.test.js pass").
func (d *detector) blankCode(a, b int) string {
	c := []byte(d.sn.ls[a:b])
	// a quoted message is a mention: "NoneType object is not iterable"
	// negates nothing
	for i := 0; i < len(c); i++ {
		if c[i] == '\'' {
			i = blankSingleQuoted(c, i)
			continue
		}
		if c[i] != '"' {
			continue
		}
		j := strings.IndexByte(string(c[i+1:]), '"')
		if j < 0 || j > 120 {
			break
		}
		for k := i; k <= i+1+j; k++ {
			c[k] = ' '
		}
		i += j + 1
	}
	for _, t := range d.toks {
		if t.b <= a || t.a >= b || d.sn.s[t.a] != '`' && t.kind != 'p' {
			continue
		}
		if t.kind == 'o' && summaryText(t.text) {
			// a runner's summary quoted reads as unquoted: its counts count
			for _, i := range []int{t.a, t.b - 1} {
				if i >= a && i < b {
					c[i-a] = ' '
				}
			}
			continue
		}
		for i := max(t.a, a); i < min(t.b, b); i++ {
			c[i-a] = ' '
		}
	}
	return string(c)
}

// blankSingleQuoted blanks a message in single quotes that opens at i,
// "Fixes 'name not found in request scope' error": a quote opened after
// a space, of two words or more, closed before a space or a mark (an
// apostrophe, "don't", "users' data", opens none). It returns where the
// scan goes on.
func blankSingleQuoted(c []byte, i int) int {
	if i > 0 && c[i-1] != ' ' && c[i-1] != '(' {
		return i
	}
	j := strings.IndexByte(string(c[i+1:min(len(c), i+122)]), '\'')
	if j < 0 {
		return i
	}
	k := i + 1 + j // the closing quote
	if k+1 < len(c) && (c[k+1] >= 'a' && c[k+1] <= 'z' || c[k+1] >= '0' && c[k+1] <= '9') || !strings.Contains(string(c[i+1:k]), " ") {
		return i
	}
	for x := i; x <= k; x++ {
		c[x] = ' '
	}
	return k
}

// add records a claim unless an equivalent one is already there, in which
// case it fills the missing fields of that one.
func (d *detector) add(pos int, c Claim) {
	for i := range d.out {
		e := &d.out[i].Claim
		if e.Kind != c.Kind || e.Negated != c.Negated || e.Hedged != c.Hedged {
			continue
		}
		if e.Kind == LintClean && e.Tool != c.Tool && c.Command == "" && e.Command == "" {
			continue // "lint passes, typecheck passes": two claims
		}
		if e.Kind == TestsPass && (e.Scope == nil) != (c.Scope == nil) && ((e.Command == "") != (c.Command == "") || c.Counts != nil && e.Scope != nil && d.out[i].pos > pos) && !d.sameClause(d.out[i].pos, pos) {
			continue // "`node --test` passes; the duration tests are green": the whole suite's, then a part's
		}
		if !compat(e.Path, c.Path) || !compat(e.Name, c.Name) || !compat(e.Scope.scopeText(), c.Scope.scopeText()) ||
			!compat(e.Command, c.Command) || !compat(e.Old, c.Old) || !compat(e.New, c.New) || !compat(e.Tool, c.Tool) {
			continue
		}
		fill(&e.Path, c.Path)
		fill(&e.Name, c.Name)
		if e.Scope == nil {
			e.Scope = c.Scope
		}
		fill(&e.Command, c.Command)
		fill(&e.Old, c.Old)
		fill(&e.New, c.New)
		fill(&e.Tool, c.Tool)
		if e.Outcome == "" {
			e.Outcome = c.Outcome
		}
		if c.Counts != nil {
			if e.Counts == nil {
				e.Counts = c.Counts
			} else {
				mergeCounts(e.Counts, c.Counts)
			}
		}
		return
	}
	d.out = append(d.out, found{Claim: c, pos: pos})
}

func compat(a, b string) bool { return a == "" || b == "" || a == b }
func fill(dst *string, v string) {
	if *dst == "" {
		*dst = v
	}
}

func mergeCounts(dst, src *TestCounts) {
	for _, p := range [][2]*int{{&dst.Passed, &src.Passed}, {&dst.Failed, &src.Failed}, {&dst.Skipped, &src.Skipped}, {&dst.Total, &src.Total}} {
		if *p[0] < 0 {
			*p[0] = *p[1]
		}
	}
}

// onlyGeneric reports whether the sentence holds no claim yet but a
// generic one ("✅ …" read as done).
func (d *detector) onlyGeneric() bool {
	for _, f := range d.out {
		if f.Kind != Generic {
			return false
		}
	}
	return true
}

func (d *detector) has(k Kind) bool {
	for _, f := range d.out {
		if f.Kind == k {
			return true
		}
	}
	return false
}

// reCountWord: a number word that counts tests, "twelve tests", "three
// unit tests", "four specs".
var reCountWord = &lre{expr: `\b(` + numberWords + `)(\s+(?:(?:new|unit|existing|remaining|other|more|additional|[\w-]+)\s+)?(?:tests?|specs?|(?:test\s+)?cases?)\b)`}

// countWords rewrites a number word that counts tests as its digits,
// padded with leading zeros to the word's length ("twelve tests" is
// "000012 tests"), so that spans in ls still hold and "All twelve tests
// pass" counts 12 tests as "All 12 tests pass" does.
func countWords(ls string) string {
	if !mentions(ls, "test", "spec", "case") {
		return ls
	}
	digits := func(re *lre, ls string) string {
		return re.ReplaceAllStringFunc(ls, numberWord)
	}
	// "ten of twelve tests": the count of the whole first, then the part
	return digits(reCountOfWord, digits(reCountWord, ls))
}

// reCountOfWord: a number word that counts a part of tests counted in
// digits after it, "ten of 000012 tests".
var reCountOfWord = &lre{expr: `\b(` + numberWords + `)(\s+of\s+(?:the\s+)?\d+\s)`}

// numberWord rewrites the number word m opens with as digits padded to
// its length.
func numberWord(m string) string {
	i := strings.IndexAny(m, " \t\n")
	w, rest := m[:i], m[i:]
	n, ok := countWord(w)
	if !ok {
		return m
	}
	d := strconv.Itoa(n)
	return strings.Repeat("0", len(w)-len(d)) + d + rest
}

// joinThousands rewrites a count written with thousands separators,
// "1,873" or "1_873", as the same number with the separators moved to
// leading zeros, "01873": the length stays, so spans in ls still hold,
// and "Tests: 1,873 passing" counts 1873 tests, not 873. Only a group of
// one to three digits followed by groups of exactly three is one number;
// "3, 4" and "1,2" are lists.
func joinThousands(ls string) string {
	if !strings.ContainsAny(ls, ",_") {
		return ls
	}
	var b []byte
	for i := 0; i < len(ls); i++ {
		if !isDigit(ls[i]) || i > 0 && (isDigit(ls[i-1]) || ls[i-1] == ',' || ls[i-1] == '_' || ls[i-1] == '.' || isLetter(ls[i-1])) {
			continue
		}
		j := i
		for j < len(ls) && isDigit(ls[j]) {
			j++
		}
		if j-i > 3 {
			i = j - 1
			continue
		}
		k, groups := j, 0
		for k+3 < len(ls) && (ls[k] == ',' || ls[k] == '_') && ls[k] == ls[j] && isDigit(ls[k+1]) && isDigit(ls[k+2]) && isDigit(ls[k+3]) &&
			(k+4 == len(ls) || !isDigit(ls[k+4]) && !isLetter(ls[k+4]) && ls[k+4] != '_') {
			k += 4
			groups++
		}
		if groups == 0 {
			i = j - 1
			continue
		}
		if b == nil {
			b = []byte(ls)
		}
		w := k - 1
		for r := k - 1; r >= i; r-- {
			if isDigit(ls[r]) {
				b[w] = ls[r]
				w--
			}
		}
		for ; w >= i; w-- {
			b[w] = '0'
		}
		i = k - 1
	}
	if b == nil {
		return ls
	}
	return string(b)
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// gapOK rejects a subject-predicate gap (in lc) that crosses into another
// clause.
func (d *detector) gapOK(gap string) bool { return !reStrong.MatchString(gap) }

func negWord(w string) bool {
	return strings.HasPrefix(w, "fail") || w == "broken" || w == "break" || w == "breaks" || w == "broke" || w == "red" ||
		strings.HasPrefix(w, "error")
}

// --- tests -----------------------------------------------------------------

func (d *detector) tests() {
	s, ls := d.sn.s, d.lc
	defer d.testsExtra()
	for _, m := range d.testMatches(ls) {
		if d.sn.shell && d.inToken(m[6]) {
			continue // "$ node --test → 5 passed": the command's word, read by commands()
		}
		gap := ls[m[8]:m[9]]
		pred := ls[m[10]:m[11]]
		// "all tests except TestSlow pass": the exception is part of the scope
		var except []string
		if x := reExceptGap.FindStringSubmatchIndex(gap); x != nil {
			except = d.listItems(m[8]+x[2], m[8]+x[3])
			gap = gap[:x[0]]
		}
		if !d.gapOK(gap) || strings.Contains(gap, "build") || strings.Contains(gap, "lint") || strings.Contains(gap, "compil") {
			continue
		}
		if transitive(ls[m[11]:]) && strings.HasPrefix(pred, "pass") {
			continue // "tests to pass a function", "pass the flag"
		}
		if thenAfter(ls[m[11]:]) {
			continue
		}
		noun := ls[m[6]:m[7]]
		if noun == "suite" || noun == "suites" {
			// "the `formatBytes` suite passes": a suite named in code
			if !strings.Contains(ls, "test") && !reProject.MatchString(ls) && !strings.Contains(s[m[0]:m[6]], "`") && !(reBareSuite.MatchString(ls[m[0]:m[6]]) && !negWord(pred)) {
				continue
			}
		}
		if before := ls[max(0, m[10]-12):m[10]]; strings.HasSuffix(before, "used to ") || strings.HasSuffix(before, "previously ") {
			// "the test that used to fail now passes": the later verb counts
			_, cb := d.clause(m[10], m[11])
			if x := reTestVerb.FindStringIndex(ls[m[11]:max(cb, m[11])]); x != nil {
				pred = ls[m[11]+x[0] : m[11]+x[1]]
			}
		}
		if d.past(m[0]) {
			continue
		}
		if fixedBefore(ls[:m[6]]) && (negWord(pred) || strings.Contains(ls[m[2]:m[7]], "fail")) {
			// "Fixed 287 failing tests", "fixed the test failures": a fix,
			// not a report of failing tests
			_, hedge := d.polarity(m[0], m[1])
			d.add(m[0], Claim{Kind: BugFixed, Hedged: hedge})
			continue
		}
		if negWord(pred) && reNumBeforeVerb.MatchString(gap) {
			continue // "4 tests, 0 failures": the verb is the count's; the bare counts read it
		}
		if reWhereBefore.MatchString(ls[max(0, m[6]-40):m[6]]) {
			continue // "your issue where unit tests pass but the app fails": a situation, not a report
		}
		if strings.HasPrefix(ls[m[11]:], "/") || strings.HasSuffix(ls[:m[10]], "/") {
			continue // "pass/fail outcomes": a noun, not a verdict
		}
		if caseList(ls[:m[10]], ls[m[11]:]) {
			continue // "Parser tests (4): tests pass on empty input, one error, …": the cases
		}
		base := !negWord(pred)
		if !base && rePosNeg.MatchString(ls[max(0, m[0]-16):m[11]]) {
			base = true // "without any test failures", "no test failures"
		}
		quant := ls[m[2]:m[3]]
		if strings.ContainsAny(ls[m[8]:m[9]], "0123456789") {
			// "13 new tests (410 total passing)": the numbers in between
			// are the counts; the quantity is not a count of passing tests
			quant = strings.TrimRight(strings.TrimRight(quant, " "), "0123456789/ ")
		}
		mods := ls[m[4]:m[5]]
		zero := strings.HasPrefix(strings.TrimSpace(quant), "0 ") || strings.HasPrefix(quant, "zero")
		if !base && zero {
			base = true // "0 tests failed"
		}
		// "no tests fail" needs no special case: the cue "no" flips "fail".
		// A cue after the verb is about something else: "Test failures
		// due to bun not being in PATH".
		_, hedge := d.polarity(m[0], m[1])
		neg := d.negUpTo(m[0], m[1])
		if ca, _ := d.clause(m[0], m[1]); neg {
			// "I didn't change the tests and they all fail", "No test was
			// skipped and all pass": a cue before "and" is another verb's
			if i := strings.LastIndex(ls[ca:m[10]], " and "); i >= 0 {
				neg, _ = cues(ls[ca+i : m[1]])
			}
		}
		counts := countsFrom(quant+mods, base)
		if reNotTests.MatchString(ls[m[6]:]) {
			counts = nil // "all 3 test files pass", "4 test suites passed": files and suites are not tests
		}
		if strings.Contains(gap, "skip") || strings.Contains(gap, "pending") {
			counts = nil // "3 tests are skipped, the rest pass"
		}
		if zero && counts != nil {
			counts.Failed, counts.Passed = 0, -1
		}
		if neg && !base && counts != nil && counts.Failed > 0 {
			// "None of the 9 tests fail", "Not one test fails": the count
			// is of the tests that do not fail; "one" there counts nothing
			n := counts.Failed
			counts.Failed, counts.Passed, counts.Total = 0, n, n
			if n == 1 {
				counts.Passed, counts.Total = -1, -1
			}
		}
		c := Claim{Kind: TestsPass, Negated: base == neg, Hedged: hedge, Counts: counts}
		c.Scope = d.testScope(m[6], m[7], m[0], m[1])
		if x := reOldTests.FindString(d.sn.ls[m[2]:m[7]]); c.Scope == nil && counts != nil && x != "" {
			// "all 5 existing tests", "the three existing tests": the
			// suite but the tests added, which vouch cannot count apart
			c.Scope = &Scope{Kind: ScopeNamed, Text: x}
		}
		if c.Scope == nil && counts != nil && strings.Contains(quant, "all") {
			c.Scope = &Scope{Kind: ScopeProject, Text: strings.TrimSpace(d.sn.ls[m[2]:m[7]])} // "all 212 tests"
		}
		if counts != nil && counts.Failed > 0 {
			c.Negated = true
		}
		if !neg && reMostTests.MatchString(ls[max(0, m[0]-30):m[11]]) {
			// "Most tests pass", "nearly all of the tests are passing",
			// "tests mostly pass": some fail, and the agent says so
			c.Negated, c.Scope = true, nil
			if c.Counts != nil && c.Counts.Failed <= 0 {
				c.Counts = nil
			}
		}
		if n, ok := exceptCount(strings.TrimPrefix(strings.TrimSpace(quant+mods), "all "), except); ok && !neg {
			// "all but one test pass", "all tests except 2 pass": no test
			// is named, so what the agent says is that n fail
			c.Negated, c.Counts, c.Scope = true, &TestCounts{-1, n, -1, -1}, nil
		} else if len(except) > 0 {
			if c.Scope == nil || c.Scope.Kind == ScopeTests {
				c.Scope = &Scope{Kind: ScopeProject, Text: strings.TrimSpace(s[m[0]:m[9]])}
			}
			c.Scope.Except = except
		}
		d.add(m[0], c)
	}
	var nm [][]int
	if containsAny(s, "Test", "test_", "Example") {
		nm = reTestNameS.FindAllStringSubmatchIndex(s, -1)
	}
	for _, m := range nm {
		if reExceptBefore.MatchString(ls[:m[2]]) {
			continue // "all tests except TestSlow pass" says nothing of TestSlow passing
		}
		gap := ls[m[4]:m[5]]
		pred := ls[m[6]:m[7]]
		if !d.gapOK(gap) || transitive(ls[m[7]:]) && strings.HasPrefix(pred, "pass") || thenAfter(ls[m[7]:]) {
			continue
		}
		base := !negWord(pred)
		neg, hedge := d.polarity(m[0], m[1])
		sc := listedTests(s[m[2]:m[3]], s[m[4]:m[5]])
		if sc != nil && sc.Kind == ScopeTests {
			// "`TestRate::test_letter`, `TestRate::test_boundary`, `TestRate::test_oversize`
			// all PASSED": the names listed before the one the verdict is near
			if before := testsListedBefore(s[:m[2]]); len(before) > 0 {
				sc.Tests = append(before, sc.Tests...)
				sc.Text = strings.Join(sc.Tests, ", ")
			}
		}
		d.add(m[0], Claim{Kind: TestsPass, Negated: base == neg, Hedged: hedge, Scope: sc})
	}
	d.spanTests()
	if strings.Contains(d.sn.s, " > ") || strings.Contains(d.sn.s, " › ") {
		d.suiteTests()
	}

	d.fileTests()
	if strings.Contains(ls, "fail") {
		d.noFailing()
	}
	if mentions(ls, "fine", "good", "clean", "happy", " ok") {
		d.testsSaid(reTestsFine)
	}
	if mentions(ls, "case", "subtest", "param", "scenario") && strings.Contains(d.sn.s, "`") {
		d.namedCase()
	}
	if strings.Contains(ls, "work") {
		d.testsWork()
	}
	// Bare counts: "5 passed, 0 failed", "12 passing".
	var counts *TestCounts
	at := -1
	n := 0
	digits := strings.ContainsAny(ls, "0123456789")
	var cm [][]int
	if digits {
		cm = reCount.FindAllStringSubmatchIndex(ls, -1)
	}
	if strings.Contains(ls, "fail") {
		// "3 minor failures", "5 pre-existing failures", "one known
		// failure": a count of failures with a word before the noun is
		// still one; the failures being old or unrelated leaves a partial
		// result, not a clean run
		if qm := reCountFailQ.FindAllStringSubmatchIndex(ls, -1); len(qm) > 0 {
			cm = append(cm, qm...)
			sort.SliceStable(cm, func(i, j int) bool { return cm[i][0] < cm[j][0] })
			cm = slices.CompactFunc(cm, func(a, b []int) bool { return a[0] == b[0] })
		}
	}
	var fracs0 [][]int
	if digits {
		fracs0 = reCountFrac.FindAllStringSubmatchIndex(ls, -1)
	}
	files, last := false, 0 // the counts follow a label of files or suites
	prevEnd := 0
	for _, m := range cm {
		if d.inToken(m[0]) && !d.summarySpan(m[0]) {
			continue
		}
		if w := strings.Fields(ls[max(0, m[0]-8):m[0]]); len(w) > 0 && (w[len(w)-1] == "except" || w[len(w)-1] == "but") {
			continue // "all except 3 tests pass": the tests that did not
		}
		if reNoneOfBefore.MatchString(ls[max(0, m[0]-24):m[0]]) {
			continue // "None of the 9 tests fail": tests() reads it
		}
		if before := strings.TrimRight(ls[:m[0]], " "); len(fracs0) > 0 && (strings.HasSuffix(before, "/") || strings.HasSuffix(before, " of")) {
			continue // "3/3 pass", "4 of 5 pass": the fraction's, read below
		}
		if reFilesBefore.MatchString(ls[:m[0]]) {
			files = true // "Test Files  5 passed (5)": files and suites are not tests
		} else if files && reTestsWord.MatchString(ls[last:m[0]]) {
			files = false // "Test Suites: 3 passed; Tests: 48 passed"
		}
		last = m[1]
		if files {
			continue
		}
		v, _ := countWord(ls[m[2]:m[3]])
		if counts == nil {
			counts = &TestCounts{-1, -1, -1, -1}
			at = m[0]
		}
		// "unit tests 5 passed; integration tests 3 passed, 1 failed": the
		// parts of one run, in clauses of their own, add up
		part := func(f *int) {
			if *f >= 0 && partsApart(ls[prevEnd:m[0]]) {
				*f += v
				d.summed = true
				return
			}
			*f = v
		}
		switch w := ls[m[4]:m[5]]; {
		case strings.HasPrefix(w, "pass"):
			part(&counts.Passed)
		case strings.HasPrefix(w, "fail"):
			part(&counts.Failed)
		case w == "skipped" || w == "pending":
			part(&counts.Skipped)
		case w == "todo" || w == "xfailed" || w == "xfail":
			// node:test reports its todo tests apart, pytest its expected
			// failures, and vouch's gates with the skipped: "1 skipped, 1
			// xfailed" is 2 not run
			counts.Skipped = max(counts.Skipped, 0) + v
		case w == "total":
			counts.Total = v
			if rePassingAfter.MatchString(ls[m[1]:]) {
				counts.Passed, counts.Failed = v, 0 // "410 total passing", "157 total tests, all passing"
			}
		}
		n++
		prevEnd = m[1]
	}
	// "4 tests, 0 failures": the number of tests is the total
	if counts != nil && counts.Total < 0 && counts.Failed >= 0 && counts.Passed < 0 {
		if m := reCountTests.FindStringSubmatchIndex(ls); m != nil && !d.inToken(m[0]) {
			counts.Total, _ = strconv.Atoi(ls[m[2]:m[3]])
			n++
		} else if m := reCountAcross.FindStringSubmatchIndex(ls); m != nil && counts.Failed == 0 && !d.inToken(m[2]) {
			counts.Total, _ = strconv.Atoi(ls[m[2]:m[3]]) // "0 failures across 22 tests"
			n++
		}
	}
	// "2 unit + 3 integration tests, all passing": the parts add up
	if digits && strings.Contains(ls, "+") {
		if m := reCountParts.FindStringSubmatchIndex(ls); m != nil && rePassingAfter.MatchString(strings.TrimLeft(ls[m[1]:], " ,:;—-")) {
			v := 0
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					x, _ := strconv.Atoi(ls[m[g]:m[g+1]])
					v += x
				}
			}
			counts, at = &TestCounts{v, 0, -1, v}, m[0]
			n += 2
		}
	}
	// "38 tests, 4 files, all green": every one of them passed
	if digits && counts == nil {
		if m := reCountAllPass.FindStringSubmatchIndex(ls); m != nil {
			v, _ := strconv.Atoi(ls[m[2]:m[3]])
			counts, at = &TestCounts{v, 0, -1, v}, m[0]
			n += 2
		}
	}
	fracs := fracs0
	if digits && (len(d.out) > 0 || d.testCommand()) {
		fracs = append(fracs, reCountParen.FindAllStringSubmatchIndex(ls, -1)...)
	}
	if digits {
		// "passes (483 tests)", "green on dev (200 tests, 0 lint errors)",
		// "passes — 27 tests.": all of them passed
		// "tests pass (28)": the number alone right after the verdict
		for _, m := range append(reCountTotal.FindAllStringSubmatchIndex(ls, -1), reCountBare.FindAllStringSubmatchIndex(ls, -1)...) {
			if counts == nil && len(fracs) == 0 {
				g := 2
				if m[2] < 0 {
					g = 4 // "npm test passes — 27 tests."
				}
				v, _ := strconv.Atoi(ls[m[g]:m[g+1]])
				counts, at = &TestCounts{v, 0, -1, v}, m[0]
				n += 2
			}
		}
	}
	for _, m := range fracs {
		p, _ := strconv.Atoi(ls[m[2]:m[3]])
		t, _ := strconv.Atoi(ls[m[4]:m[5]])
		if counts == nil {
			counts = &TestCounts{-1, -1, -1, -1}
			at = m[0]
		}
		if counts.Passed >= 0 && counts.Total < 0 && t >= p && partsApart(ls[min(m[1], prevEnd):max(m[0], prevEnd)]) {
			// "unit tests 3/3 pass; integration tests 3 passed, 1 failed"
			d.summed = true
			counts.Passed += p
			counts.Failed = max(counts.Failed, 0) + t - p
			n += 2
			continue
		}
		counts.Passed, counts.Total = p, t
		if t >= p {
			counts.Failed = t - p
		}
		n += 2
	}
	if counts == nil || (n < 2 && !strings.Contains(ls, "test") && !strings.Contains(ls, "suite") && !strings.Contains(ls, "passing") && !strings.Contains(ls, "failing") && !d.testCommand() && !d.has(TestsPass) &&
		!d.st.testing && !d.st.testsSaid && !reMarkLead.MatchString(d.sn.s)) {
		// "7 passed" says nothing of tests unless the sentence is about
		// tests (in any language) or names a test command, or stands under
		// a testing heading, after tests were spoken of, or after a mark
		// ("✅ 9 passed")
		return
	}
	if counts.Total >= 0 && counts.Passed >= 0 && counts.Failed < 0 {
		counts.Failed = max(counts.Total-counts.Passed-max(counts.Skipped, 0), 0)
	}
	if counts.Total >= 0 && counts.Failed >= 0 && counts.Passed < 0 {
		counts.Passed = max(counts.Total-counts.Failed-max(counts.Skipped, 0), 0)
	}
	if counts.Total < 0 && counts.Passed >= 0 && counts.Failed >= 0 {
		counts.Total = counts.Passed + counts.Failed + max(counts.Skipped, 0)
	}
	if d.past(at) || fixedBefore(ls[:at]) {
		return // "Fixed 287 failing tests": tests() reads the fix
	}
	_, hedge := d.polarity(at, at+1)
	neg := counts.Failed > 0 || counts.Passed < 0 && counts.Failed < 0
	if counts.Passed == 0 && counts.Total > 0 {
		neg = true
	}
	// Merge into a tests claim of this sentence, or stand alone; a claim
	// of another clause keeps its own counts ("The parser tests pass; the
	// rest of the suite has 2 failures" does not count the parser's).
	ownRun := d.cmdArrowBefore(at)
	for i := range d.out {
		e := &d.out[i].Claim
		if ownRun && e.Scope != nil && d.out[i].pos > at && !d.sameClause(d.out[i].pos, at) {
			continue // "`node --test` → 10 pass — the `decode` tests still pass": the run's counts
		}
		if p := d.out[i].pos; p != at && d.crosses(min(p, at), max(p, at)) && !(d.summed && e.Scope == nil) {
			// the parts of one run counted together ("unit tests 3/3 pass;
			// integration tests 3 passed, 1 failed") are one claim
			continue
		}
		if e.Kind == TestsPass && e.Hedged == hedge && (e.Negated == neg || neg) {
			if e.Counts == nil {
				e.Counts = counts
			} else {
				mergeCounts(counts, e.Counts)
				e.Counts = counts
			}
			e.Negated = e.Negated || neg
			return
		}
	}
	d.add(at, Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Counts: counts, Scope: d.labelFile()})
}

// reKindParen: a kind of tests before its file in parentheses, "unit tests
// (".
var reKindParen = &lre{expr: "^(?:(?:unit|integration|doc)\\s+)?tests?\\s*\\(`?$"}

// reKindGap: a kind of tests between a Rust file and the noun: "`src/lib.rs`
// unit tests".
var reKindGap = &lre{expr: "^`?\\s*(?:unit|integration)\\s+$"}

// reFileTestsLabel: what follows a file that labels counts, "`: ", "` unit
// tests: ", "` (integration):".
var reFileTestsLabel = &lre{expr: "^`?\\s*(?:(?:unit|integration|doc)\\s+)?(?:tests?\\s*)?(?:\\([\\w\\s-]+\\)\\s*)?:"}

// labelFile is the scope of counts a test file labels: "`tests/marathon.rs`:
// 1 passed", "- `src/lib.rs` unit tests: 5 passed" (Rust's unit tests are
// counted by the source file cargo names their target after).
func (d *detector) labelFile() *Scope {
	ls := d.sn.ls
	if len(d.toks) == 0 {
		return nil
	}
	t := d.toks[0]
	if reModPath.MatchString(t.text) && t.a <= markStart(ls)+1 && reFileLabelGap.MatchString(ls[t.b:min(len(ls), t.b+2+strings.IndexAny(ls[t.b:]+"0", "0123456789"))]) {
		// "✅ `tests::to_roman` — all 3 pass": a Rust test module's tests
		return &Scope{Kind: ScopeTests, Tests: []string{t.text}, Text: t.text}
	}
	if t.kind != 'p' || !(testFile(t.text) || strings.HasSuffix(t.text, ".rs")) {
		return nil
	}
	if t.a > markStart(ls)+1 {
		// "unit tests (`src/lib.rs`): 6 passed"
		if !reKindParen.MatchString(ls[markStart(ls):t.a]) || !strings.HasPrefix(strings.TrimLeft(ls[t.b:], "` "), "):") {
			return nil
		}
	} else if !reFileTestsLabel.MatchString(ls[t.b:]) {
		return nil
	}
	return &Scope{Kind: ScopeFile, Paths: []string{t.text}, Text: t.text}
}

// reNoFailing: tests that fail, counted as none: "no failing tests
// left", "zero failing specs", "the suite has no failures", "nothing is
// failing any more (tests)".
var reNoFailing = &lre{expr: `\b(?:(?:no|zero|0)\s+(?:more\s+|remaining\s+|other\s+)?(?:failing|broken)\s+(?:unit\s+)?(?:tests?|specs?|test\s+cases?)\b|(?:tests?|specs?|suite)\s+(?:now\s+)?(?:has|have|had|shows?|showed|reports?|reported)\s+(?:no|zero|0)\s+(?:failures?|failing\s+tests?)\b|nothing\s+(?:is\s+|was\s+)?(?:failing|fails|failed)\b)`}

// noFailing reads reNoFailing: a tests claim with no failure, unless the
// clause has one already.
func (d *detector) noFailing() {
	ls := d.lc
	for _, m := range reNoFailing.FindAllStringIndex(ls, -1) {
		if strings.HasPrefix(ls[m[0]:], "nothing") && !mentions(ls, "test", "spec", "suite") && !d.st.testing {
			continue // "Nothing failed." after a build is about the build
		}
		if d.hasTestsNear(m[0]) || d.past(m[0]) {
			continue
		}
		neg := d.negUpTo(m[0], m[0]) // a cue before the phrase: "I can't say there are no failing tests"
		_, hedge := d.polarity(m[0], m[1])
		d.add(m[0], Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Counts: &TestCounts{-1, 0, -1, -1}})
	}
}

// reMostTests: a share of the tests short of all, before or in the
// verdict: "most tests", "the majority of", "nearly all", "mostly".
var reMostTests = &lre{expr: `\b(?:most\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|these\s+)?(?:[\w-]+\s+)?(?:tests?|specs?|cases?)|(?:the\s+)?(?:vast\s+)?majority\s+of|(?:almost|nearly|virtually|practically)\s+(?:all|every)|mostly|all\s+but\s+a\s+(?:few|couple|handful))\b`}

// reTestsFine: tests said to be fine, right after their noun: "the tests
// are fine", "tests are all good", "the suite runs clean", "pytest is
// happy".
var reTestsFine = &lre{expr: `\b(?:tests?|specs?|(?:test\s+)?suite|pytest|jest|vitest|mocha)\s+(?:(?:is|are|runs?|ran|came\s+back|comes?\s+back)\s+|'re\s+|’re\s+)(?:all\s+|now\s+|still\s+|completely\s+)*(?:fine|good|clean(?:ly)?|happy|ok|okay)\b`}

// reWholeGreen: the whole project said to pass, by its name: "Workspace
// is green.", "the monorepo is green", "All packages pass", "both crates
// pass".
var reWholeGreen = &lre{expr: `\b(?:(?:the\s+)?(?:whole\s+|entire\s+|full\s+)?(?:workspace|monorepo|repo|repository|codebase)\s+(?:is\s+)?(?:now\s+|all\s+)?(?:green|passing)|(?:all|both|every)\s+(?:\d+\s+|the\s+)?(?:packages|crates|modules|workspaces|parts)\s+(?:now\s+|all\s+)?(?:pass(?:es)?|are\s+(?:now\s+)?(?:green|passing)|green))\b`}

// reEverything: everything said to pass, ending its clause: "Everything
// passes.", "everything's green (34 tests)".
var reEverything = &lre{expr: `\beverything(?:'s|’s|\s+is|\s+now|\s+still)?\s+(?:now\s+)?(?:pass(?:es|ed|ing)|green|is\s+green)\b(?:\s+(?:now|again|locally))?\s*(?:\([^)]*\)\s*)?(?:[.!;,:—]|\s-\s|$)`}

// testsSaid reads each match of re (reTestsFine, reEverything) as a
// claim that the tests pass, unless its clause has a tests claim already.
// What an agent means by "everything" at the end of a turn is the suite
// it ran.
func (d *detector) testsSaid(re *lre) {
	for _, m := range re.FindAllStringIndex(d.lc, -1) {
		if d.past(m[0]) || d.hasTestsNear(m[0]) {
			continue
		}
		if rest := strings.TrimLeft(d.lc[m[1]:], " "); strings.HasPrefix(rest, "to ") || strings.HasPrefix(rest, "for ") {
			continue // "the old test is ok to remove": fit for something, no verdict
		}
		neg, hedge := d.polarity(m[0], m[1])
		d.add(m[0], Claim{Kind: TestsPass, Negated: neg, Hedged: hedge})
	}
}

// hasTestsNear reports whether a tests claim of the clause at p is read.
func (d *detector) hasTestsNear(p int) bool {
	for _, f := range d.out {
		if f.Kind == TestsPass && !d.crosses(min(f.pos, p), max(f.pos, p)) {
			return true
		}
	}
	return false
}

// reTestsLiveIn: where tests are, right before a test file: "Tests are
// in ", "the new tests live in ", "covered by tests in ".
var reTestsLiveIn = &lre{expr: `\b(?:tests?|specs?|test\s+cases|coverage)\s+(?:are|is|live|lives|sit|sits|went|go|were\s+added|are\s+added)\s+(?:now\s+)?in\s+(?:the\s+(?:new\s+)?(?:file\s+)?)?$`}

// testsLiveIn reads a test file named as where the tests are: it is
// there, a file_created claim (verify checks that it exists).
func (d *detector) testsLiveIn() {
	ls := d.sn.ls
	for _, t := range d.toks {
		if t.kind != 'p' || !testFile(t.text) || !reTestsLiveIn.MatchString(ls[:t.a]) {
			continue
		}
		if d.hasPathClaim(t.text) {
			continue
		}
		neg, hedge := d.polarity(t.a, t.b)
		d.add(t.a, Claim{Kind: FileCreated, Path: t.text, Negated: neg, Hedged: hedge})
	}
}

// hasPathClaim reports whether a claim of the sentence names path.
func (d *detector) hasPathClaim(path string) bool {
	for _, f := range d.out {
		if f.Path == path {
			return true
		}
	}
	return false
}

// reNamedCase: one case of a test named in code, then its verdict: "the
// `empty` case passes now", "the `unicode` subtest still fails", "the
// `accents` parameter is failing".
var reNamedCase = &lre{expr: "(`[^`]+`)\\s+(?:test\\s+)?(?:case|subtest|parameter|param|scenario)\\s+(?:now\\s+|also\\s+|still\\s+)?(?:(pass(?:es|ed)?|is\\s+(?:now\\s+)?passing|works)|fails|failed|is\\s+(?:still\\s+)?failing)\\b"}

// namedCase reads reNamedCase as a claim about the tests of that name: a
// parameter's id ("test_slugify[empty]") or a subtest's ("TestX/empty")
// holds it.
func (d *detector) namedCase() {
	s := d.sn.s
	for _, m := range reNamedCase.FindAllStringSubmatchIndex(s, -1) {
		if d.past(m[0]) || d.hasTestsNear(m[0]) {
			continue
		}
		name := unquote(s[m[2]:m[3]])
		neg, hedge := d.polarity(m[0], m[1])
		if m[4] < 0 {
			neg = !neg
		}
		d.add(m[0], Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Scope: &Scope{Kind: ScopeTests, Tests: []string{name}, Text: name}})
	}
}

// reNoneOfBefore: a negated quantity right before a count, "none of the
// 9 tests fail", "not 3 tests but all of them pass".
var reNoneOfBefore = &lre{expr: `(?:\bnone\s+of(?:\s+(?:the|my|our|these|those|its|their))?|\bnot)\s+$`}

// caseList reports whether a verdict is an item of the list of cases
// that follows "tests (N):": "Test parser tests (6): all pass, mixed
// pass/fail/ignored, single failure, empty output" names six tests by
// what they feed the parser; none of the words is a verdict. A status
// line ("Tests (42): all pass") has no such list after it.
func caseList(between, after string) bool {
	if !reCaseCount.MatchString(between) {
		return false
	}
	if i := strings.IndexAny(after, ".;"); i >= 0 {
		after = after[:i]
	}
	return strings.Count(after, ", ") >= 3
}

// reCaseCount: a count of tests in parentheses, then the colon of a list.
var reCaseCount = &lre{expr: `\btests?\s*\(\d+\)\s*:\s`}

// spanTests reads a test named in a code span as the subject of its
// verdict, "`add_works` passes now", "`sub_works` still fails": the names
// Rust and other runners give tests need no Test or test_ prefix, but a
// function is not said to pass, and one that "fails" is read only when
// the verdict ends the clause or follows "still" ("`parse_args` fails on
// empty input" describes code).
func (d *detector) spanTests() {
	ls := d.sn.ls
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != 's' || d.sn.s[t.a] != '`' || !snakeName(t.text) || reTestID.MatchString(t.text) {
			continue
		}
		m := reNameVerdict.FindStringSubmatchIndex(ls[t.b:])
		if m == nil || transitive(ls[t.b+m[1]:]) || thenAfter(ls[t.b+m[1]:]) || reExceptBefore.MatchString(ls[:t.a]) {
			continue
		}
		fail := m[6] >= 0
		if fail && m[4] < 0 && !reClauseEnd.MatchString(ls[t.b+m[1]:]) {
			continue
		}
		t.used = true // a test, not a symbol the agent added or fixed
		neg, hedge := d.polarity(t.a, t.b+m[1])
		if fail {
			neg = !neg
		}
		d.add(t.a, Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Scope: &Scope{Kind: ScopeTests, Tests: []string{t.text}, Text: t.text}})
	}
}

// reModPath: a Rust test module's path, "tests::to_roman".
var reModPath = &lre{expr: `^[a-z_][a-z0-9_]*(?:::[a-z_][a-z0-9_]*)+$`}

// reDescribeGreen: a describe block named in code said to pass, "The
// `decode` describe block is all green", "the `bump` suite passes" is
// read elsewhere. Group 1 is the name, 2 a failure.
var reDescribeGreen = &lre{expr: "`([^`]+)`\\s+describe(?:\\s+block)?\\s+(?:is\\s+|are\\s+)?(?:now\\s+|still\\s+)?(?:all\\s+)?(?:green|passing|pass(?:es)?|(fail(?:s|ing)?|red))\\b"}

// reSuiteVerdict: the verdict after tests named in code, one or several:
// group 1 a pass, 2 "still", 3 a failure.
var reSuiteVerdict = &lre{expr: `^\s+(?:(?:all|both|now|also)\s+)*(?:(pass(?:es|ed)?|(?:is|are)\s+(?:now\s+)?passing)|(still\s+)?(fail(?:s|ed)?|(?:is|are)\s+(?:still\s+)?failing))\b`}

// suiteTests reads a test named by its suites in a code span, as node:test
// and jest print it, before its verdict: "✅ `totalFees > returns 0 for an
// empty list` passes", "`lateFee > books > caps at $10` and `lateFee >
// dvds > caps at $30` pass". The spans listed before one verdict share it.
func (d *detector) suiteTests() {
	ls := d.sn.ls
	var names []*token
	for i := range d.toks {
		t := &d.toks[i]
		if d.sn.s[t.a] != '`' || !strings.Contains(t.text, " > ") && !strings.Contains(t.text, " › ") {
			continue
		}
		if len(names) > 0 && !reFileListGap.MatchString(ls[names[len(names)-1].b:t.a]) {
			names = names[:0]
		}
		names = append(names, t)
		m := reSuiteVerdict.FindStringSubmatchIndex(ls[t.b:])
		if m == nil || transitive(ls[t.b+m[1]:]) || thenAfter(ls[t.b+m[1]:]) {
			continue
		}
		fail := m[6] >= 0
		for _, n := range names {
			n.used = true
			neg, hedge := d.polarity(n.a, t.b+m[1])
			if fail {
				neg = !neg
			}
			name := strings.ReplaceAll(n.text, " › ", " > ")
			d.add(n.a, Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Scope: &Scope{Kind: ScopeTests, Tests: []string{name}, Text: name}})
		}
		names = names[:0]
	}
}

// fileTests reads a test file as the subject of its verdict, "`test_roman.py`
// passes now", "✅ `timeout-config.test.ts` - Now passing (7/7 tests)": a
// file whose name says it holds tests passes or fails as its tests do. Only
// files named as tests: "`parser.go` now passes the linter" is not about
// tests. Counts in parentheses right after the verdict are the file's.
func (d *detector) fileTests() {
	ls := d.sn.ls
	for i := 0; i < len(d.toks); i++ {
		t := &d.toks[i]
		if t.kind != 'p' || !testFile(t.text) {
			continue
		}
		// "`update.bats` and `outdated.bats` pass in full": the files
		// listed before one verdict share it
		paths, last := []string{t.text}, t
		for i+1 < len(d.toks) && d.toks[i+1].kind == 'p' && testFile(d.toks[i+1].text) && reFileListGap.MatchString(ls[last.b:d.toks[i+1].a]) {
			i++
			last = &d.toks[i]
			paths = append(paths, last.text)
		}
		verdict := reFileVerdict
		if len(paths) > 1 {
			verdict = reFilesVerdict
		}
		// "`a.test.js`: all 4 tests pass", "`test_api.py`: 5 passed",
		// "`lru.test.js` (4 tests) passes": a count between the file and
		// its verdict is of the file's tests
		from, n := last.b, -1
		if c := reFileCountLead.FindStringSubmatchIndex(ls[from:]); c != nil {
			g := 2
			if c[2] < 0 {
				g = 4
			}
			n, _ = countWord(ls[from+c[g] : from+c[g+1]])
			from += c[1]
			if c[2] >= 0 {
				verdict = reFilesVerdict // the count is the verb's subject: "4 tests pass"
			}
		}
		m := verdict.FindStringSubmatchIndex(ls[from:])
		if m == nil || transitive(ls[from+m[1]:]) || thenAfter(ls[from+m[1]:]) || d.past(t.a) || reExceptBefore.MatchString(ls[:t.a]) {
			continue
		}
		neg, hedge := d.polarity(t.a, from+m[1])
		if m[2] < 0 {
			neg = !neg
		}
		var counts *TestCounts
		if c := reParenCounts.FindStringSubmatchIndex(ls[from+m[1]:]); c != nil {
			counts = countsFrom(ls[from+m[1]+c[2]:from+m[1]+c[3]], m[2] >= 0)
		} else if n >= 0 && m[2] >= 0 {
			counts = &TestCounts{n, 0, -1, n}
		} else if n >= 0 {
			counts = &TestCounts{-1, n, -1, -1}
		}
		sc := &Scope{Kind: ScopeFile, Paths: paths, Text: strings.Join(paths, " ")}
		if len(paths) > 1 {
			sc.Kind = ScopePackage // several files, as a test command given them reads
		}
		d.add(t.a, Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Counts: counts, Scope: sc})
	}
}

var (
	// reFileVerdict: the verdict right after a test file, past a dash or
	// colon; group 1 is a pass.
	reFileVerdict = &lre{expr: `^\s*(?:[-—:]\s+)?(?:now\s+|also\s+|still\s+)?(?:(pass(?:es|ed)|(?:is\s+|are\s+)?(?:now\s+|still\s+)?passing)|fails|failed|(?:is\s+)?(?:still\s+)?failing)\b`}
	// reFilesVerdict: reFileVerdict after a list of test files, whose
	// verb agrees with the list: "`a.bats` and `b.bats` pass in full".
	reFilesVerdict = &lre{expr: `^\s*(?:[-—:]\s+)?(?:now\s+|also\s+|still\s+|all\s+|both\s+)*(?:(pass(?:ed)?|(?:are\s+)?(?:now\s+|still\s+|all\s+|both\s+)*passing)|fail(?:ed)?|(?:are\s+)?(?:still\s+)?failing)\b`}
	// reFileCountLead: a count of a file's tests before its verdict, past
	// a dash or colon ("— all 4 tests", ": 5") or in parentheses ("(4
	// tests)").
	reFileCountLead = &lre{expr: `^\s*(?:(?:[-—:]\s+)(?:all\s+)?(?:(\d+|` + numberWords + `)\s+(?:(?:unit\s+)?(?:tests?|specs?|cases?)\s+)?)|\(\s*(?:all\s+)?(\d+)\s+(?:tests?|specs?|cases?)\s*\)\s*)`}
	// reFileLabelGap: between a test file and the tests noun it labels,
	// ": all 4 ", ", the 3 ", " — ".
	reFileLabelGap = &lre{expr: `^\s*(?:[-—:,]|\s-)\s*(?:(?:all|the|its|both)\s+)?(?:(?:\d+|` + numberWords + `)\s+)?(?:(?:unit|its)\s+)?$`}
	// reFileListGap: what separates the files of a list.
	reFileListGap = &lre{expr: `^\s*(?:,|,?\s*and|&|/)\s*$`}
	// reParenCounts: "(7/7 tests)", "(12 tests)" after the verdict.
	reParenCounts = &lre{expr: `^\s*\(((?:all\s+)?\d+(?:\s*/\s*\d+|\s+of\s+\d+)?)\s+(?:tests?|specs?|test\s+cases)\)`}
	// reTestFile: a file named as holding tests, by the conventions of the
	// common runners.
	reTestFile = &lre{expr: `(?:^|/)(?:test_[\w-]*\.(?:py|sh|rb)|[\w-]+_test\.(?:go|py|exs|rb|dart|sh)|[\w.-]+\.(?:test|spec)\.[cm]?[jt]sx?|[\w-]+_spec\.(?:rb|lua)|\w+Tests?\.(?:java|kt|cs|swift|php)|\w+Spec\.(?:scala|groovy|kt)|[\w.-]+\.bats)$`}
)

// testFile reports whether path names a file of tests.
func testFile(path string) bool { return reTestFile.MatchString(path) }

// testsWork reads "the tests are now working", "all agent tests are now
// fixed and working!", "the tests work again" as tests that pass: a person
// reads "working" of tests as passing. Only when the verb is the verdict:
// "now" or "again" beside it, or nothing more in the clause; "the tests
// work by mocking the client" describes the tests.
func (d *detector) testsWork() {
	ls := d.lc
	for _, m := range reTestsWork.FindAllStringSubmatchIndex(ls, -1) {
		verdict := m[4] >= 0 || m[6] >= 0 || reClauseEnd.MatchString(ls[m[1]:])
		if !verdict || d.past(m[0]) || thenAfter(ls[m[1]:]) || reExceptBefore.MatchString(ls[:m[0]]) {
			continue
		}
		neg, hedge := d.polarity(m[0], m[1])
		d.add(m[0], Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Scope: d.testScope(m[2], m[3], m[0], m[1])})
	}
}

// reTestsWork: a tests noun, then "work" as its verb, "now" or "again"
// before it (group 2) or after it (group 3), a manner between ("working
// perfectly", "work correctly now").
var reTestsWork = &lre{expr: `\b(tests?|specs?|test\s+suites?)\s+(?:are\s+|is\s+|all\s+)*(?:(now|again)\s+)?(?:all\s+)?(?:fixed\s+and\s+)?(?:working|works?)\b(?:\s+(?:correctly|properly|fine|perfectly|as\s+expected)\b)?(?:\s+(now|again)\b)?`}

// snakeName: a lower-case name with an underscore, the shape of a test
// function's name: "add_works", "it_parses_empty".
func snakeName(w string) bool {
	if !strings.Contains(w, "_") || w[0] == '_' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == ':') {
			return false
		}
	}
	return true
}

var (
	// reNameVerdict: the verdict right after a test's name.
	reNameVerdict = &lre{expr: `^\s+(?:(?:✅|✔️?|✓)\s+)?(?:now\s+|also\s+)?(?:(pass(?:es|ed)|is\s+(?:now\s+)?passing)|(still\s+)?(fails|failed|is\s+(?:still\s+)?failing))\b`}
	// reClauseEnd: nothing more in the clause: "fails." "fails: …"
	reClauseEnd = &lre{expr: `^\s*(?:[.;:,(—!]|\s-\s|$)`}
)

var (
	// reExceptGap: the exception inside "all tests except TestSlow pass".
	reExceptGap    = &lre{expr: `^\s*(?:,\s*)?(?:except|but|other\s+than|apart\s+from|besides)\s+(?:for\s+)?(?:the\s+)?(.+?)\s*,?\s*$`}
	reExceptBefore = &lre{expr: `\b(?:except|other\s+than|apart\s+from|besides)\s+(?:for\s+)?(?:the\s+)?(?:` + "`" + `?[\w./:-]+` + "`" + `?(?:,\s*|\s+and\s+|\s+or\s+))*` + "`" + `?$`}
)

// listItems splits s[a:b] at commas, "and", "or" into the items the agent
// listed, code spans unquoted: "`TestSlow` and TestNet".
func (d *detector) listItems(a, b int) []string {
	t := strings.NewReplacer(" and ", ",", " or ", ",").Replace(d.sn.s[a:b])
	var out []string
	for _, x := range strings.Split(t, ",") {
		if x = strings.Trim(strings.TrimSpace(x), "`'\""); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// reNumBeforeVerb: a tests phrase's gap that ends in a number, whose
// count the verb is: "4 tests, 0 failures", "12 tests (2 failed".
var reNumBeforeVerb = &lre{expr: `[\s,(:;-]\d+\s*(?:tests?\s+)?$`}

// reWhereBefore: a relative clause that opens a tests phrase.
var reWhereBefore = &lre{expr: `\b(?:where|in\s+which)\s+(?:[\w-]+\s+){0,3}$`}

// reTypeCheck: "Type checking passes", "Type-check: clean": the checker
// named, not the imperative "Type `npm test`".
var reTypeCheck = &lre{expr: `^type[-\s]?check`}

// reNotTests: a tests noun that counts something holding tests, files or
// suites: its number compared with a run's count of tests would refute
// an honest claim.
// reFilesBefore: a count's label that says it counts files or suites,
// right before it: vitest's "Test Files  5 passed (5)", jest's "Test
// Suites: 3 passed". Plural: "the full test suite: 212 passed" counts
// the suite's tests.
var reFilesBefore = &lre{expr: `\b(?:(?:test|spec)\s+)?(?:files|suites)\s*:?\s*$`}

// reTestsWord: tests, not their files or suites.
var reTestsWord = &lre{expr: `\b(?:tests?|specs?)\b(?:\s*:)?\s*(?:$|[^fs\s])`}

var reNotTests = &lre{expr: `^(?:(?:test\s+)?suites?|(?:tests?|specs?)\s+(?:files?|modules?|suites?))\b`}

// reCountTests: a number of tests beside counts of their outcomes, "4
// tests, 0 failures".
// reCountFailQ: a count of failures with a qualifier between the number
// and the noun, "3 minor failures", "5 pre-existing test failures", "2
// flaky tests failing", or a number word, "one known failure", "two
// failures". It finds reCount's "5 failures" again: tests() reads a
// start once.
var reCountFailQ = &lre{expr: `\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+` + failQual + `(?:tests?\s+|specs?\s+)?(failures?|failed|failing)\b`}

const failQual = `(?:(?:minor|known|flaky|pre-?existing|existing|unrelated|remaining|old|older|previous|small|intermittent|expected|other|still|unit|e2e|integration|legacy|baseline|environment(?:al)?|env-related|(?:non-)?critical|separate|additional|new)\s+){0,2}`

var reCountTests = &lre{expr: `\b(\d+)\s+(?:tests?|specs?|test\s+cases|examples)\s*[,;:(]\s*\d+\s+(?:fail|pass|error|skip)`}

// reCountAcross: the tests a count of failures is out of, after it: "0
// failures, 0 errors across 22 tests".
var reCountAcross = &lre{expr: `\b(?:failures?|failed|failing)\b[^.;:]{0,30}?\b(?:across|over|among|out\s+of)\s+(?:all\s+|the\s+)?(\d+)\s+(?:tests?|specs?|test\s+cases)\b`}

// reCountTotal: "(483 tests)" after a claim that they pass.
var reCountBare = &lre{expr: `\btests?\s+(?:all\s+|now\s+)*(?:pass(?:es|ed)?|green)\s*\((\d+)\)`}

var reCountTotal = &lre{expr: `\b(?:pass(?:es|ed)?|green|succeed(?:s|ed)?)\b(?:[^.;()]{0,30}?\((\d+)\s+(?:tests?|specs?|test\s+cases)\s*[),]|\s+(?:—|–|-)\s+(?:all\s+)?(\d+)\s+(?:tests?|specs?|test\s+cases)\s*(?:[.;,]|$))`}

// fixedBefore reports whether x ends with a fix of what follows: "fixed
// all ", "Fix the "; not a plan, "I'll need to fix the ".
func fixedBefore(x string) bool {
	m := reFixedBefore.FindStringIndex(x)
	if m == nil {
		return false
	}
	w := strings.Fields(x[:m[0]])
	return len(w) == 0 || w[len(w)-1] != "to"
}

// fixedTo is fixedBefore, also after "to" when the clause is asserted:
// in "I failed to fix the build error" and "I was able to fix it" the
// clause's cue is about the fix; "I'll need to fix the errors" is a plan
// and leaves them there.
func fixedTo(x string, hedge bool) bool {
	return fixedBefore(x) || !hedge && reFixedBefore.MatchString(x)
}

// reThenState: words that put a run's result at the start of the turn:
// "at the start", "initially", "baseline", "before the fix".
var reThenState = &lre{expr: `\b(?:at\s+the\s+start|at\s+first|initially|originally|baseline|before\s+(?:the|my|any)\s+(?:fix|fixes|change|changes|edit|edits)|before\s+fixing|to\s+begin\s+with|when\s+i\s+started)\b`}

// reIncludingBefore: "including " or "incl. " right before a path.
var reIncludingBefore = &lre{expr: `\b(?:including|incl\.?)\s*$`}

// AtTurnStart reports whether text puts what it says at the start of the
// turn ("at the start", "initially", "baseline", "before the fix"): a
// failure said so is no admission about the end.
func AtTurnStart(text string) bool { return reThenState.MatchString(strings.ToLower(text)) }

// reNowPass: the state at the end, in the same sentence: "all passing
// now", "now passes", "passes with the fixes in place".
var reNowPass = &lre{expr: `\b(?:all\s+)?(?:pass(?:es|ing)?|green)\s+now\b|\bnow\s+(?:all\s+)?(?:pass(?:es|ing)?|green)\b|\bpass(?:es)?\s+with\s+the\s+fix`}

// pastState reads a sentence or table row that reports the failures a run
// showed at the start of the turn ("| baseline | `pytest -q` | 2 failed |",
// "was 2 failing at the start, all passing now"): those failures are not
// the agent's admission about the end, and a state "now" in the same
// sentence is its claim.
func (d *detector) pastState() {
	if mentions(d.lc, "still", "already", "pre-existing", "preexisting", "existing failure") {
		// "initially 3 failed; one still fails"; "X was already failing
		// before my change" is a claim about the baseline, which verify
		// checks
		return
	}
	now := reNowPass.FindStringIndex(d.lc)
	cmd := ""
	for i := range d.out {
		c := &d.out[i].Claim
		if !c.Negated || (c.Kind != TestsPass && c.Kind != CommandRan) {
			continue
		}
		if now != nil && d.out[i].pos > now[0] {
			continue
		}
		c.Hedged = true // a past state: neither an admission nor a claim
		fill(&cmd, c.Command)
	}
	if now != nil && !d.hasAsserted(TestsPass) {
		_, hedge := d.polarity(now[0], now[1])
		d.add(now[0], Claim{Kind: TestsPass, Command: cmd, Hedged: hedge})
	}
}

// mergeParts makes the sentence whose counts add up the parts of one run
// one claim: "`cargo test`: unit tests 3/3 pass; integration tests 3
// passed, 1 failed" is a run with a failure, not a passing suite beside
// a failing count. The counted claim takes the others' command, and the
// command claim its outcome.
func (d *detector) mergeParts() {
	var counted *Claim
	for i := range d.out {
		if c := &d.out[i].Claim; c.Kind == TestsPass && c.Counts != nil && c.Scope == nil {
			counted = c
		}
	}
	if counted == nil {
		return
	}
	out := d.out[:0]
	for _, f := range d.out {
		c := &f.Claim
		switch {
		case c.Kind == TestsPass && c != counted && c.Counts == nil && c.Scope == nil && c.Hedged == counted.Hedged:
			if counted.Command == "" {
				counted.Command = c.Command
			}
			continue
		case c.Kind == CommandRan && c.Command != "" && c.Outcome == Succeeded && counted.Negated:
			c.Outcome, c.Negated = Failed, true
		}
		out = append(out, f)
	}
	d.out = out
}

// partsApart reports whether between, the text between two counts of the
// same kind, holds a clause break: the counts are of parts of a run
// ("3 passed; … 5 passed"), not one count said twice.
func partsApart(between string) bool {
	if strings.ContainsAny(between, ";+") || strings.Contains(between, " and ") {
		return true
	}
	// "grades 5 passed, resets 5 passed": each count after the name of
	// its part; not "5 passed, then 7 passed", a run and a later one
	m := reNamedPart.FindStringSubmatch(between)
	return m != nil && !laterWords[strings.Trim(m[1], "`")]
}

// reNamedPart: the name of a part of a run between two of its counts,
// ", resets ", ", `api`: ".
var reNamedPart = &lre{expr: "^\\s*,\\s*(`[^`]+`|[\\w@/.-]+)\\s*:?\\s*$"}

// laterWords: the words that put a count after another in time.
var laterWords = map[string]bool{"then": true, "now": true, "later": true, "finally": true, "after": true, "afterwards": true, "again": true, "before": true, "previously": true}

// reCountParts: a number of tests as the sum of its kinds, "2 unit + 3
// integration tests", "4 unit + 1 doc + 2 integration tests".
var reCountParts = &lre{expr: `\b(\d+)\s+[\w-]+(?:\s+tests?)?\s*\+\s*(\d+)\s+[\w-]+(?:\s+tests?)?(?:\s*\+\s*(\d+)\s+[\w-]+(?:\s+tests?)?)?`}

// reCountAllPass: a number of tests, then "all green" or "all passing".
var reCountAllPass = &lre{expr: `\b(\d+)\s+(?:tests?|specs?|test\s+cases)\b[^.;]{0,30}?\ball\s+(?:green|pass(?:ing|ed)?)\b`}

// rePassingAfter: "passing" right after a total, "410 total passing".
var rePassingAfter = &lre{expr: `^\s*(?:tests?\s*)?,?\s*(?:all\s+)?(?:passing|passed|pass|green)\b`}

// testCommand reports whether the sentence names a test command:
// "`go test -v ./...` passes (3/3 tests)".
func (d *detector) testCommand() bool {
	for _, t := range d.toks {
		if t.kind == 'c' {
			if k, _, _ := cmdClass(t.text); k == TestsPass {
				return true
			}
		}
	}
	return false
}

// testMatches is reTests.FindAllStringSubmatchIndex(ls, -1), run only on
// a window around each tests noun: the expression's quantifiers and
// modifiers before the noun and its gap after it are short, and running
// it on a whole long sentence is most of the time extraction takes.
// Windows end at word boundaries, so \b reads as on the whole sentence;
// matches are kept in order and without overlap, as FindAll returns them.
func (d *detector) testMatches(ls string) [][]int {
	const before, after = 160, 140
	var out [][]int
	next := 0 // where the next match may start
	for i := 0; i < len(ls); {
		j := indexAny(ls[i:], "test", "spec", "suite")
		if j < 0 {
			break
		}
		p := i + j
		a := max(next, p-before)
		for a > next && isWordByte(ls[a-1]) {
			a-- // start on a word boundary
		}
		b := min(len(ls), p+after)
		for b < len(ls) && isWordByte(ls[b]) {
			b++
		}
		for _, m := range reTests.FindAllStringSubmatchIndex(ls[a:b], -1) {
			for k := range m {
				if m[k] >= 0 {
					m[k] += a
				}
			}
			if m[0] < next {
				continue
			}
			if g := ls[m[8]:m[9]]; strings.Contains(g, ": ") {
				// "Jest Tests: All 551 existing tests pass": the label names
				// the tests, the sentence after its colon is the claim, with
				// its own noun and counts
				c := m[8] + strings.Index(g, ": ") + 1
				if mm := reTests.FindStringSubmatchIndex(ls[c:b]); mm != nil {
					for k := range mm {
						if mm[k] >= 0 {
							mm[k] += c
						}
					}
					m = mm
				}
			}
			// ": three `parse` tests fail": the words of the subject start
			// after the colon, in their own clause
			for m[0] < m[6] && (ls[m[0]] == ':' || ls[m[0]] == ' ' || ls[m[0]] == '-') {
				m[0]++
				if m[4] >= 0 && m[4] < m[0] {
					m[4] = min(m[0], m[5])
				}
				if m[2] >= 0 && m[2] < m[0] {
					m[2] = min(m[0], m[3])
				}
			}
			out = append(out, m)
			next = m[1]
		}
		i = max(p+4, next)
	}
	return out
}

// indexAny returns the first index in s of any of words, or -1.
func indexAny(s string, words ...string) int {
	best := -1
	for _, w := range words {
		if j := strings.Index(s, w); j >= 0 && (best < 0 || j < best) {
			best = j
		}
	}
	return best
}

// past reports whether the clause at p describes the past ("Previously 3
// tests failed; now all pass").
func (d *detector) past(p int) bool {
	ca, _ := d.clause(p, p+1)
	for ca > 0 && (d.sn.ls[ca-1] == ' ' || d.sn.ls[ca-1] == ',') {
		ca--
	}
	if ca > 0 && d.sn.ls[ca-1] != ';' {
		ca = 0
	}
	return rePast.MatchString(strings.TrimLeft(d.sn.ls[ca:], " ;"))
}

// exceptCount reads an exception that counts tests instead of naming
// them, "but one", "except 2", "except two flaky ones" (or the items of
// a list of exceptions): how many are left out.
func exceptCount(x string, items []string) (int, bool) {
	if len(items) == 1 {
		x = "except " + items[0]
	}
	x = strings.TrimSpace(x)
	m := reExceptN.FindStringSubmatchIndex(x)
	if m == nil {
		return 0, false
	}
	return countWord(x[m[2]:m[3]])
}

// numberWords are the counts read in words, one to twenty, in order.
const numberWords = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty"

// countWord reads a count in digits or a number word up to twenty.
func countWord(w string) (int, bool) {
	if n, err := strconv.Atoi(w); err == nil {
		return n, true
	}
	rest := numberWords
	for i := 1; rest != ""; i++ {
		var n string
		n, rest, _ = strings.Cut(rest, "|")
		if w == n {
			return i, true
		}
	}
	return 0, false
}

// reCheckExcept: a part left out of a build or lint verdict, "except
// `legacy/`", "apart from two pre-existing warnings", "but `legacy.go`".
var reCheckExcept = &lre{expr: `^[^.;]{0,40}?\b(?:except|apart\s+from|aside\s+from|other\s+than|save\s+for|but\s+for|besides|excluding|with\s+the\s+exception\s+of)\b`}

// reOtherVerdict: another verdict between a check's and the exception,
// whose exception it is: "Build passes, and lint is clean except …".
var reOtherVerdict = &lre{expr: `,\s*(?:and|but)\s|\b(?:and|but)\s+(?:the\s+)?(?:lint|build|tests?|vet|tsc|types?)\b`}

// checkExcept reads a build or lint verdict with a part left out as what
// it is: an admission that the check does not wholly pass. Read as a pass
// of the whole, the part the agent named would refute it.
func (d *detector) checkExcept() {
	for i := range d.out {
		f := &d.out[i]
		if f.Kind != BuildOK && f.Kind != LintClean || f.Negated || f.Hedged {
			continue
		}
		if m := reCheckExcept.FindStringIndex(d.lc[f.pos:]); m != nil && !reOtherVerdict.MatchString(d.lc[f.pos:f.pos+m[1]]) &&
			!strings.Contains(d.lc[f.pos+m[1]:min(len(d.lc), f.pos+m[1]+60)], "false positive") {
			f.Negated = true // not "compiles cleanly (except for a known Dialyzer false positive)"
			for j := range d.out {
				if c := &d.out[j].Claim; c.Kind == CommandRan && c.Command != "" && c.Command == f.Command && c.Outcome == Succeeded {
					c.Outcome = "" // "`go vet` is clean except for `legacy/`": it ran; its exit is the part's
				}
			}
		}
	}
}

// exceptable reports whether the word after "except" names tests a run
// can be cut by: a test's name or a test file.
func exceptable(x string) bool {
	if reTestID.MatchString(x) || pathKind(x) == ScopeFile {
		return true
	}
	_, count := countWord(strings.ToLower(x))
	return strings.ContainsAny(x, "_.:") || strings.ToLower(x) != x && !count
}

// reInFileAfter: the file the tests left out are in, "the two in
// `tests/test_net.py`", "those in `test/net.test.js`".
var reInFileAfter = &lre{expr: "^[^.;:`]{0,40}?\\b(?:in|from|of)\\s+`([^`]+)`"}

// exceptFile returns the test file named right after an unnamed
// exception, or "".
func exceptFile(rest string) string {
	if m := reInFileAfter.FindStringSubmatchIndex(rest); m != nil && pathKind(rest[m[2]:m[3]]) == ScopeFile {
		return rest[m[2]:m[3]]
	}
	return ""
}

// reAllBut: "all but `test_x` pass": every test but the one named.
var reAllBut = &lre{expr: "\\ball\\s+(?:tests\\s+)?but\\s+(`[^`]+`|test_\\w+|Test\\w+)\\s+(?:pass|passes|passed|are\\s+passing|are\\s+green)\\b"}

// reExceptN: "but one", "except for 2", "except two flaky ones": a count
// of tests left out, at most two words after it.
var reExceptN = &lre{expr: `^(?:but|except|save)\s+(?:for\s+)?(\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+[\w-]+){0,2}?\s*[,.]?$`}

// reButN: a count left out after the verdict, ending the clause: "pass
// except one", "all pass but 2"; not "pass, but one is skipped".
var reButN = &lre{expr: `^[^.;:]{0,40}?\b(?:pass(?:es|ed|ing)?|green)\s*,?\s+((?:but|except|save)\s+(?:for\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+(?:tests?|specs?|of\s+them|flaky\s+ones?|ones?))?)\s*(?:[.,;:()—]|\s-\s|$)`}

// testsExtra handles "…pass except for `TestX`" and "they all pass".
func (d *detector) testsExtra() {
	ls := d.lc
	for i := range d.out {
		f := d.out[i]
		if f.Kind != TestsPass || f.Negated || f.Hedged {
			continue
		}
		if m := reButN.FindStringSubmatchIndex(d.sn.ls[f.pos:]); m != nil {
			if n, ok := exceptCount(d.sn.ls[f.pos+m[2]:f.pos+m[3]], nil); ok {
				e := &d.out[i].Claim
				e.Negated, e.Counts, e.Scope = true, &TestCounts{-1, n, -1, -1}, nil
				break
			}
		}
		if m := reAllBut.FindStringSubmatchIndex(d.sn.ls); m != nil && m[0] <= f.pos+4 {
			// "All but `test_x` pass": the one named is the one that fails
			scope := unquote(d.sn.s[m[2]:m[3]])
			e := &d.out[i].Claim
			e.Scope = &Scope{Kind: ScopeProject, Text: "except " + scope, Except: []string{scope}}
			e.Counts = nil
			d.add(m[2], Claim{Kind: TestsPass, Negated: true, Scope: scopeOf(scope)})
			break
		}
		if m := reExcept.FindStringSubmatchIndex(d.sn.ls[f.pos:]); m != nil {
			scope := unquote(d.sn.s[f.pos+m[2] : f.pos+m[3]])
			e := &d.out[i].Claim
			if !strings.HasPrefix(d.sn.s[f.pos+m[2]:], "`") && !exceptable(scope) {
				// "except the two in `tests/test_net.py`", "apart from the
				// slow ones": the tests left out are told by their file, or
				// not named at all; then no run can be cut to the claim, and
				// what the sentence says is that some fail
				scope = exceptFile(d.sn.s[f.pos+m[3]:])
				if scope == "" {
					e.Negated, e.Scope, e.Counts = true, nil, nil
					if n, ok := countWord(strings.ToLower(d.sn.s[f.pos+m[2] : f.pos+m[3]])); ok {
						e.Counts = &TestCounts{-1, n, -1, -1}
					}
					break
				}
			}
			if e.Scope != nil && e.Scope.Kind != ScopeProject && strings.Contains(e.Scope.scopeText(), scope) {
				e.Scope = nil // "pass apart from `test_network`" named it as the one left out, not the one that passes
			}
			if e.Scope == nil {
				e.Scope = &Scope{Kind: ScopeProject, Text: "except " + scope}
			}
			if len(e.Scope.Except) == 0 {
				e.Scope.Except = []string{scope}
			}
			d.add(f.pos+m[0], Claim{Kind: TestsPass, Negated: true, Scope: scopeOf(scope)})
		}
		break
	}
	if !strings.Contains(ls, "test") && !strings.Contains(ls, "spec") {
		return
	}
	if !mentions(ls, "pass", "fail") {
		return
	}
	for _, m := range reTestsPron.FindAllStringSubmatchIndex(ls, -1) {
		if d.past(m[0]) || caseList(ls[:m[0]], ls[m[1]:]) {
			continue
		}
		covered := false
		for _, f := range d.out {
			if f.Kind == TestsPass && f.pos <= m[0] && m[0]-f.pos < 40 && !d.crosses(f.pos, m[0]) {
				covered = true
			}
		}
		if covered {
			continue
		}
		base := !negWord(ls[m[2]:m[3]])
		neg, hedge := d.polarity(m[0], m[1])
		d.add(m[0], Claim{Kind: TestsPass, Negated: base == neg, Hedged: hedge})
	}
}

// thenAfter reports whether the words right after a verdict put it in the
// past: "`a.test.ts` passed before, but now it fails" says it fails now.
func thenAfter(rest string) bool { return rePastAfter.MatchString(rest) }

// rePastAfter: a time before now right after a verdict. "Before" must
// end the clause: "all tests pass before and after the change" is about
// now.
var rePastAfter = &lre{expr: `^\s*(?:,\s*)?(?:(?:before|earlier|previously)\s*(?:[,.;:)—]|\s-\s|\bbut\b|$)|originally|at\s+first|until\s+(?:now|recently)|in\s+the\s+past)`}

// crosses reports whether a strong clause boundary lies between a and b.
func (d *detector) crosses(a, b int) bool {
	return reStrong.MatchString(d.sn.ls[a:b])
}

// transitive reports whether the text after "pass" is an object ("pass a
// function", "pass the flag"): the verb is not about tests passing.
func transitive(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	if strings.HasPrefix(rest, "as well") {
		return false // "passes as well": too
	}
	for _, w := range []string{"a ", "an ", "the ", "it ", "them ", "through", "along", "down", "its ", "their ", "this ", "that ", "in a", "in the", "`", "\"", "to ", "into ", "as "} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// countsFrom reads "all 12", "12/14", "3 of 5", "12" before a tests noun.
func countsFrom(q string, pass bool) *TestCounts {
	nums := reNum.FindAllString(q, 3)
	all := strings.Contains(q, "all ") || strings.Contains(q, "every") || strings.Contains(q, "both")
	if len(nums) == 0 {
		if all && pass {
			return nil // "all tests pass": no numbers stated
		}
		return nil
	}
	c := &TestCounts{-1, -1, -1, -1}
	a, _ := strconv.Atoi(nums[0])
	if len(nums) >= 2 && (strings.Contains(q, "/") || strings.Contains(q, " of ")) {
		b, _ := strconv.Atoi(nums[1])
		c.Total = b
		if pass {
			c.Passed, c.Failed = a, max(b-a, 0)
		} else {
			c.Failed, c.Passed = a, max(b-a, 0)
		}
		return c
	}
	if pass {
		c.Passed = a
		if all {
			c.Total, c.Failed = a, 0
		}
	} else {
		c.Failed = a
	}
	return c
}

// scopeStop: words that are not a test scope.
// reOldTests: the tests that were there before the session, "existing",
// "original", "previous".
var reOldTests = &lre{expr: `\b(?:existing|original|previous|old|pre-?existing)\b`}

// reNewBeforeNoun: the words of new tests right before the noun, "the
// two new ", "both newly added ", "3 new unit "; reAddedAfterNoun: the
// clause that says the agent added them, after it: " I added", " that we
// wrote".
var (
	reNewBeforeNoun  = &lre{expr: `(?:^|\b(?:the|both|all|my|our|these|\d+)\s+)(?:\d+\s+)?(?:new|newly[\s-]added|added)\s+(?:(?:unit|regression|integration|edge[\s-]case|test)\s+)?$`}
	reAddedAfterNoun = &lre{expr: `^\s*(?:\([^)]*\)\s*)?(?:that\s+|which\s+)?(?:i|we)\s+(?:just\s+)?(?:added|wrote|created|introduced)\b`}
)

func scopeStop(w string) bool {
	switch w {
	case "unit", "integration", "e2e", "end-to-end", "new", "existing", "all", "remaining",
		"relevant", "related", "other", "failing", "affected", "my", "our", "your", "these", "those",
		"previous", "original", "same", "the", "package", "regression", "added", "updated", "modified",
		"both", "every", "each", "full", "entire", "whole", "now", "and", "of", "in", "go", "then",
		"that", "which", "broken", "flaky", "many", "several", "some", "more", "additional", "extra",
		"test", "a", "we", "i", "also", "run", "ran", "the.", "any", "no", "single", "individual",
		// verbs and connectives before "tests", not the tests' name:
		// "verified by running tests", "this caused tests to fail"
		"running", "rerunning", "re-running", "caused", "causing", "verified", "by", "after", "with", "when", "via",
		"made", "making", "ensuring", "getting", "got", "seeing", "saw", "keeps", "kept", "so",
		// a pronoun names the tests of another sentence: "their suites"
		"their", "its", "his", "her":
		return true
	}
	// a count in words: "all three tests pass" names no tests
	_, count := countWord(w)
	_, err := strconv.Atoi(w)
	return count && err != nil
}

// reScopeAfter: the words after a tests noun that lead to its scope,
// "tests in", "tests for the", "tests under the package".
var reScopeAfter = &lre{expr: `^\s*(?:in|for|under|from|of|inside|within)\s+(?:the\s+)?((?:test\s+)?(?:package|module|folder|directory|crate)\s+)?(?:(?:test\s+)?file\s+)?$`}

// reScopeNounAfter: "in `calc` package"; reScopeDir: "tests under tests/unit".
var (
	reScopeNounAfter = &lre{expr: `^\s+(?:package|module|folder|directory|crate)\b`}
	reScopeDir       = &lre{expr: `^\s+(?:in|under|inside|within)\s+(?:the\s+)?([\w.-]+/[\w./-]*)`}
)

// reProject: the words that name the whole suite, "the full suite".
var reProject = &lre{expr: `\b(?:full|whole|entire|complete)\s+(?:test\s+)?(?:suite|tests?|test\s+suite)\b`}

// testScope finds what the tests of the noun at [noun, nounEnd) are about,
// in the clause around [a, b): the tests it names ("TestParse and
// TestFormat pass"), a file or package after the noun ("the tests in
// test_roman.py", "tests under `./internal`"), one before it ("the `calc`
// package tests", "the parser tests"), or the whole suite ("the full
// suite"). Nil when the agent names no scope.
func (d *detector) testScope(noun, nounEnd, a, b int) *Scope {
	s, ls := d.sn.s, d.sn.ls
	if f := strings.Fields(ls[:noun]); len(f) > 0 && (f[len(f)-1] == "npm" || f[len(f)-1] == "yarn" || f[len(f)-1] == "pnpm" || f[len(f)-1] == "go" || f[len(f)-1] == "cargo" || f[len(f)-1] == "bun") {
		return nil // "npm test -w packages/units passes": the command's scope, read with it
	}
	ca, cb := d.clause(a, b)
	if x := d.namedTests(ca, cb); x != nil {
		return x
	}
	// a test file that labels the tests or says where they are:
	// "`test/lru.test.js`: all 4 tests pass", "In `a_test.go`, the 3 tests pass"
	for _, t := range d.toks {
		if t.b > noun || !reFileLabelGap.MatchString(ls[t.b:noun]) && !(strings.HasSuffix(t.text, ".rs") && reKindGap.MatchString(ls[t.b:noun])) {
			continue
		}
		if t.kind == 'p' && (testFile(t.text) || strings.HasSuffix(t.text, ".rs")) {
			return &Scope{Kind: ScopeFile, Paths: []string{t.text}, Text: t.text}
		}
		if t.kind != 'p' && t.kind != 'c' && (reTestID.MatchString(t.text) || reModPath.MatchString(t.text)) {
			// "✅ `TestParser`: all 4 tests pass": a test class or function
			return &Scope{Kind: ScopeTests, Tests: []string{t.text}, Text: t.text}
		}
	}
	// "unit tests (`src/lib.rs`): 6 passed": the file in parentheses
	for _, t := range d.toks {
		if t.a >= nounEnd && t.kind == 'p' && strings.Trim(ls[nounEnd:t.a], " `") == "(" && (testFile(t.text) || strings.HasSuffix(t.text, ".rs")) {
			return &Scope{Kind: ScopeFile, Paths: []string{t.text}, Text: t.text}
		}
	}
	// tokens right after "in", "for", "under": "the tests in test_roman.py
	// and test_int.py", "the tests for `parseConfig`"
	for i, t := range d.toks {
		if t.a < nounEnd || t.a > cb || t.kind == 'c' {
			continue
		}
		m := reScopeAfter.FindStringSubmatchIndex(ls[nounEnd:t.a])
		if m == nil {
			break
		}
		sc := scopeOf(t.text)
		if sc == nil {
			break
		}
		pkg := m[2] >= 0 || reScopeNounAfter.MatchString(ls[t.b:])
		if sc.Kind == ScopeNamed && pkg {
			sc.Kind, sc.Paths = ScopePackage, []string{t.text} // "in the `calc` package"
		}
		// more of the same kind listed: "`a.py` and `b.py`"
		prev := t.b
		for _, u := range d.toks[i+1:] {
			if u.kind == 'c' || u.a > cb || !isListSep(ls[prev:u.a]) {
				break
			}
			if x := scopeOf(u.text); x != nil && x.Kind == sc.Kind {
				sc.Paths = append(sc.Paths, x.Paths...)
				sc.Tests = append(sc.Tests, x.Tests...)
				sc.Text = d.sn.s[t.a:u.b]
				prev = u.b
				continue
			}
			break
		}
		return sc
	}
	// a folder without a token: "all tests under tests/unit pass"
	if m := reScopeDir.FindStringSubmatchIndex(s[nounEnd:cb]); m != nil {
		x := strings.TrimRight(s[nounEnd+m[2]:nounEnd+m[3]], ".,:;")
		return &Scope{Kind: ScopePackage, Paths: []string{x}, Text: x}
	}
	// a token right before the noun: "the `calc` package tests"
	for i := len(d.toks) - 1; i >= 0; i-- {
		t := d.toks[i]
		if t.b > noun || t.a < ca || t.kind == 'c' {
			continue
		}
		if gap := strings.TrimSpace(ls[t.b:noun]); gap == "" || gap == "package" || gap == "file" || gap == "module" {
			if sc := scopeOf(t.text); sc != nil && sc.Kind == ScopeNamed && strings.HasPrefix(ls[noun:], "suite") && gap == "" {
				return sc // "the `formatBytes` suite": a describe block, named in the tests' ids
			} else if sc != nil && sc.Kind == ScopeNamed {
				sc.Kind, sc.Paths = ScopePackage, []string{t.text}
				return sc
			} else if sc != nil {
				return sc
			}
		}
		break
	}
	// a word before "package": "all 3 tests in the calc package"
	// ("across 13 workspace packages" are all of them, no part)
	if i := strings.Index(ls[ca:cb], " package"); i > 0 && !strings.HasPrefix(ls[ca+i+8:], "s") && !strings.HasPrefix(ls[ca+i+8:], "/") {
		w := strings.Fields(s[ca : ca+i])
		if len(w) > 0 && !scopeStop(strings.ToLower(w[len(w)-1])) && !strings.HasPrefix(w[len(w)-1], "-") {
			x := strings.Trim(w[len(w)-1], "`*\"'")
			return &Scope{Kind: ScopePackage, Paths: []string{x}, Text: x}
		}
	}
	if m := reProject.FindStringIndex(ls[ca:cb]); m != nil {
		return &Scope{Kind: ScopeProject, Text: ls[ca+m[0] : ca+m[1]]}
	}
	// "the 2 new tests", "both added tests", "the tests I added": the
	// tests of this session, not the suite
	if lc := d.lc; reNewBeforeNoun.MatchString(lc[max(ca, noun-40):noun]) || reAddedAfterNoun.MatchString(lc[nounEnd:cb]) {
		return &Scope{Kind: ScopeNew, Text: strings.TrimSpace(s[max(ca, markStart(ls)):nounEnd])}
	}
	// the word right before the noun: "the calc tests", "the discount tests"
	w := strings.Fields(s[ca:noun])
	if len(w) > 0 {
		x := strings.Trim(w[len(w)-1], "`*\"',:")
		lx := strings.ToLower(x)
		// lower case, or a word that opens the sentence ("Frontend tests pass")
		title := len(x) > 1 && x[0] >= 'A' && x[0] <= 'Z' && x[1:] == lx[1:] && len(w) == 1
		if !scopeStop(lx) && !cmdWord(lx) && x != "" && strings.Trim(x, "0123456789/_,") != "" && (lx == x || title) && isWordy(x) {
			return scopeOf(x) // not "cargo test: 31 passed": a runner is no scope
		}
	}
	return nil
}

// namedTests returns the tests named in s[a:b] (TestParse, test_to_number,
// `tests/a.py::test_b`), outside paths: a tests scope, or nil.
func (d *detector) namedTests(a, b int) *Scope {
	var names []string
	for _, m := range reTestIDS.FindAllStringIndex(d.sn.s[a:b], -1) {
		p := a + m[0]
		if t := d.tokenAt(p); t != nil && t.kind == 'p' {
			continue // "test_roman.py" is a file
		}
		names = append(names, d.sn.s[p:a+m[1]])
	}
	if len(names) == 0 {
		return nil
	}
	return &Scope{Kind: ScopeTests, Tests: names, Text: strings.Join(names, ", ")}
}

// reBareParam: a parameter id alone, "`[400m]`".
var reBareParam = &lre{expr: "`(\\[[^\\]\\s`]+\\])`"}

// reListGap: what separates the names of a list, "`, `", " and ".
var reListGap = &lre{expr: "^[`*\\s]*(?:,|&|\\band\\b|,\\s*and\\b)[`*\\s]*$"}

// testsListedBefore returns the test names that a list puts right before
// the end of s, nearest last: in "`A`, `B`, `C` all pass" those before C.
func testsListedBefore(s string) []string {
	var out []string
	for {
		ms := reTestIDS.FindAllStringIndex(s, -1)
		if len(ms) == 0 {
			return out
		}
		m := ms[len(ms)-1]
		if !reListGap.MatchString(s[m[1]:]) {
			return out
		}
		out = append([]string{s[m[0]:m[1]]}, out...)
		s = s[:m[0]]
	}
}

// listedTests is the scope of a verdict on first and the tests the gap
// before the verdict lists with it: "`TestParse` and `TestFormat` pass"
// is about both. A gap that says more than a list leaves first alone.
func listedTests(first, gap string) *Scope {
	sc := scopeOf(first)
	if sc == nil || sc.Kind != ScopeTests {
		return sc
	}
	more := reTestIDS.FindAllString(gap, -1)
	if fn, _, params := strings.Cut(first, "["); params {
		// "`test_pace[150m]` and `[400m]` pass": another id of the same function
		for _, p := range reBareParam.FindAllStringSubmatch(gap, -1) {
			more = append(more, fn+p[1])
		}
		gap = reBareParam.get().ReplaceAllString(gap, "")
	}
	if len(more) == 0 {
		return sc
	}
	rest := reTestIDS.get().ReplaceAllString(gap, "")
	for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' || r == '`' || r == '&' || r == '*' }) {
		if w != "and" && w != "both" && w != "all" && w != "now" && w != "also" {
			return sc // "`TestA` and `TestB` both pass" lists them; other words end the list
		}
	}
	sc.Tests = append(sc.Tests, more...)
	sc.Text = strings.Join(sc.Tests, ", ")
	return sc
}

// reSummarySpan: a code span that is a test runner's summary line, its
// count first: "`762 passed, 1 skipped`", "`== 12 passed in 0.4s ==`",
// "`Tests: 5 passed`".
var reSummarySpan = &lre{expr: `^[=\s]*(?:tests?\s*:\s*)?\d+\s+(?:tests?\s+)?(?:passed|passing|failed|failing)\b`}

// summarySpan reports whether byte p is inside a code span that quotes a
// test runner's summary: its counts are the run's ("The Python portion
// completed with `762 passed, 1 skipped`"), as they would be unquoted.
func (d *detector) summarySpan(p int) bool {
	t := d.tokenAt(p)
	return t != nil && t.kind != 'c' && t.kind != 'p' && summaryText(t.text)
}

// summaryText reports whether a code span's text is a runner's summary
// of passed, failed and skipped tests. One that counts errors ("`3
// passed, 1 error`": a collection or setup error) is left quoted: its
// passes are not the run's result.
func summaryText(t string) bool {
	t = strings.ToLower(t)
	return reSummarySpan.MatchString(t) && !strings.Contains(t, "error")
}

// tokenAt returns the token holding byte p of the sentence, or nil.
func (d *detector) tokenAt(p int) *token {
	for i := range d.toks {
		if p >= d.toks[i].a && p < d.toks[i].b {
			return &d.toks[i]
		}
	}
	return nil
}

// --- build and lint --------------------------------------------------------

func (d *detector) build() {
	ls := d.lc
	split := false // the last build claim had a subject of its own
	for _, m := range matchesFrom(reBuild, ls, func(m []int) bool {
		gap := ls[m[4]:m[5]]
		return d.gapOK(gap) && !strings.Contains(gap, "test") && !strings.Contains(gap, "lint") && !strings.Contains(gap, " - ")
	}) {
		pred := ls[m[6]:m[7]]
		base := !negWord(pred)
		if strings.HasPrefix(pred, "error") && rePosNeg.MatchString(ls[max(0, m[0]-12):m[7]]) {
			base = true // "no compilation errors", "builds with 0 errors"
		}
		neg, hedge := d.polarity(m[0], m[1])
		if strings.HasPrefix(pred, "error") && (fixedTo(ls[:m[0]], hedge) || reFixedAfter.MatchString(ls[m[7]:])) {
			base = true // "fixed all compilation errors", "compilation errors are resolved"
		}
		sc := d.buildSubject(m, ls)
		if split && sc == nil {
			// the second of two build claims: its own, not merged into
			// the first's
			d.out = append(d.out, found{Claim: Claim{Kind: BuildOK, Negated: base == neg, Hedged: hedge}, pos: m[0]})
			split = false
			continue
		}
		split = sc != nil
		d.add(m[0], Claim{Kind: BuildOK, Negated: base == neg, Hedged: hedge, Scope: sc})
	}
	for _, m := range reBuilds.FindAllStringSubmatchIndex(ls, -1) {
		if reBuildObject.MatchString(ls[m[1]:]) {
			continue // "it builds its input from `time.Now()`": a verb with its object, no build
		}
		neg, hedge := d.polarity(m[0], m[1])
		d.add(m[0], Claim{Kind: BuildOK, Negated: neg, Hedged: hedge})
	}
	// "Built successfully with `npm run build`", "Compiled without
	// warnings": the participle with its verdict right after it, no object
	// between ("I built a parser that works" is no build)
	for _, m := range reBuiltOK.FindAllStringIndex(ls, -1) {
		if d.past(m[0]) {
			continue
		}
		neg, hedge := d.polarity(m[0], m[1])
		if mayPosNeg(ls[m[0]:m[1]]) {
			neg = d.negUpTo(m[0], m[0]+1)
		}
		d.add(m[0], Claim{Kind: BuildOK, Negated: neg, Hedged: hedge})
	}
	for _, m := range reNoBuild.FindAllStringSubmatchIndex(ls, -1) {
		_, hedge := d.polarity(m[0], m[1])
		d.removeKind(BuildOK, m[0], m[1])
		d.add(m[0], Claim{Kind: BuildOK, Negated: true, Hedged: hedge})
	}
}

var (
	reFixedBefore    = &lre{expr: `\b(?:fixed|fix|fixes|fixing|resolved|resolve|resolves|resolving|eliminated|cleared|addressed|addressing|corrected|correcting)\s+(?:all\s+|the\s+|any\s+|remaining\s+|\d+\s+|pre-existing\s+)*(?:[a-z][\w-]*\s+)?$`}
	reFixedAfter     = &lre{expr: `^\s+(?:(?:are|were|have\s+been|has\s+been|is|was)\s+)?(?:now\s+|all\s+|successfully\s+|completely\s+|fully\s+|also\s+)*(?:resolved|fixed|gone|eliminated|cleared)\b`}
	reAddressedAfter = &lre{expr: `^\s+(?:(?:are|were|have\s+been|has\s+been|is|was)\s+)?(?:now\s+|all\s+|successfully\s+|completely\s+|fully\s+|also\s+)*(?:addressed|handled)\b`}
	// rePartialFix: a part of a check's errors fixed, right before their
	// noun: "fixed several ", "Fixed various ", "fixed 3 ".
	rePartialFix = &lre{expr: `\b(?:various|some|several|few|many|most|multiple|minor|\d+)\s+$`}
	// reCheckErrors: errors of a check, which a fix of makes a check
	// claim, not a bug fix: "fixed all compilation errors".
	reCheckErrors = &lre{expr: `\b(?:compil\w*|build|type|typescript|lint(?:ing)?|tsc|ruff|eslint|mypy|clippy|credo|dialyzer)\s+(?:errors?|issues?|warnings?)\b|\b(?:lint(?:ing)?|credo|dialyzer)\b[^.;]{0,20}\b(?:errors?|issues?|warnings?)\b`}
)

// matchesFrom returns re's matches in s that keep accepts. A match it
// refuses does not hide a later one that starts inside it: in "**Build
// verified** - TypeScript compilation succeeds" the build noun's match
// reaches over the dash and is refused, and "compilation succeeds" is
// read after it.
func matchesFrom(re *lre, s string, keep func(m []int) bool) [][]int {
	var out [][]int
	for off := 0; off < len(s); {
		m := re.FindStringSubmatchIndex(s[off:])
		if m == nil {
			break
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += off
			}
		}
		if keep(m) {
			out = append(out, m)
			off = max(m[1], off+1)
			continue
		}
		off = max(m[3], off+1) // after the refused match's first group
	}
	return out
}

// reBuiltOK: "built successfully", "compiled without warnings", "rebuilt
// cleanly".
var reBuiltOK = &lre{expr: `\b(?:re)?(?:built|compiled)\s+(?:successfully|cleanly|fine|without\s+(?:any\s+)?(?:errors?|warnings?|issues?|problems?))\b|\bsuccessfully\s+(?:re)?(?:builds|built|compiles|compiled)\b`}

// buildSubject returns the scope of a build claim whose verb has a
// subject of its own in a sentence that makes a second build claim after
// it: "All tests now compile without errors and the build succeeds" claims
// the tests compile and the project builds, two claims. Elsewhere the
// subject is the project's ("The extension now compiles"): nil.
func (d *detector) buildSubject(m []int, ls string) *Scope {
	verb := ls[m[2]:m[3]]
	if verb != "compile" && verb != "compiles" && verb != "builds" {
		return nil
	}
	ca, cb := d.clause(m[2], m[3])
	if cb >= len(ls) || !reBuild.MatchString(ls[cb:]) && !reBuilds.MatchString(ls[cb:]) {
		return nil
	}
	subj := strings.Fields(ls[ca:m[2]])
	for len(subj) > 0 && (subj[0] == "all" || subj[0] == "the" || subj[0] == "now") {
		subj = subj[1:]
	}
	for len(subj) > 0 && (subj[len(subj)-1] == "now" || subj[len(subj)-1] == "also" || subj[len(subj)-1] == "still") {
		subj = subj[:len(subj)-1]
	}
	if len(subj) == 0 || len(subj) > 4 {
		return nil
	}
	switch strings.Join(subj, " ") {
	case "it", "everything", "this", "that", "project", "code", "app", "the code", "all", "everything now":
		return nil
	}
	text := d.sn.s[ca:m[2]]
	text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text), " now"))
	return &Scope{Kind: ScopeNamed, Text: text}
}

// removeKind drops an earlier claim of kind found in the same place: the
// more specific match replaces it.
func (d *detector) removeKind(k Kind, a, b int) {
	out := d.out[:0]
	for _, f := range d.out {
		if f.Kind == k && f.pos >= a-40 && f.pos <= b && !f.Negated {
			continue
		}
		out = append(out, f)
	}
	d.out = out
}

func lintTool(w string) string {
	w = strings.Join(strings.Fields(w), " ")
	switch {
	case w == "vet" || w == "go vet":
		return "go vet"
	case strings.HasPrefix(w, "lint"):
		return ""
	case strings.HasPrefix(w, "format"):
		return "format" // "Formatting check passes"
	case strings.HasPrefix(w, "type"):
		if w == "typescript" {
			return "tsc"
		}
		return "typecheck"
	}
	return w
}

func (d *detector) lint() {
	ls := d.lc
	var lm [][]int
	if mentions(ls, "clean", "pass", "succeed", "happy", "ok", "green", "silent", "quiet", "nothing", "no ", "zero", "0 ", "without", "fail", "error", "warning", "complain", "issue", "problem", "finding", "diagnostic", "output") {
		lm = reLint.FindAllStringSubmatchIndex(ls, -1) // the verdict words it needs
	}
	for _, m := range lm {
		if p := ls[max(0, m[2]-7):m[2]]; strings.HasSuffix(p, "no ") || strings.HasSuffix(p, "zero ") || strings.HasSuffix(p, "0 ") {
			continue // "no lint warnings": reNoLint
		}
		gap := ls[m[4]:m[5]]
		pred := ls[m[6]:m[7]]
		tool := lintTool(ls[m[2]:m[3]])
		if !d.gapOK(gap) || strings.Contains(gap, "test") {
			continue
		}
		if open := strings.LastIndexByte(ls[:m[2]], '('); open >= 0 && !strings.Contains(ls[open:m[2]], ")") && strings.Contains(gap, ")") {
			continue // "`npm run build` (strict tsc) passes": the verdict is the command's
		}
		if tool == "typecheck" || tool == "tsc" {
			// "TypeScript compilation passes" is a build of sorts; keep it lint.
		}
		base := true
		switch {
		case strings.HasPrefix(pred, "no ") || strings.HasPrefix(pred, "zero") || strings.HasPrefix(pred, "0 ") || strings.HasPrefix(pred, "without"):
		case negWord(pred) || strings.HasPrefix(pred, "warning") || strings.HasPrefix(pred, "issue") || strings.HasPrefix(pred, "complain"):
			base = false
			if nums := reNum.FindAllString(ls[max(m[6]-6, m[4]):m[6]], -1); len(nums) > 0 && nums[len(nums)-1] == "0" {
				base = true
			}
		}
		neg, hedge := d.polarity(m[0], m[1])
		if (strings.HasPrefix(pred, "issue") || strings.HasPrefix(pred, "error") || strings.HasPrefix(pred, "warning")) &&
			fixedTo(ls[:m[0]], hedge) && rePartialFix.MatchString(ls[:m[0]]) {
			continue // "Fixed several linter errors": a fix (bugs reads it), not a clean check
		}
		if (strings.HasPrefix(pred, "issue") || strings.HasPrefix(pred, "error") || strings.HasPrefix(pred, "warning")) &&
			(fixedTo(ls[:m[0]], hedge) || reFixedAfter.MatchString(ls[m[7]:]) || reAddressedAfter.MatchString(ls[m[7]:]) || reRepairLabel.MatchString(ls[m[7]:])) {
			base = true // "fixed all linting issues", "the ruff warnings are addressed", "ESLint warning: replaced `any`"
		}
		if (strings.HasPrefix(pred, "error") || strings.HasPrefix(pred, "warning") || strings.HasPrefix(pred, "issue")) && reNoneAfter.MatchString(ls[m[7]:]) {
			base = true // "Linter errors: none", "ESLint warnings: 0"
		}
		if strings.HasPrefix(pred, "no ") || strings.HasPrefix(pred, "without") || pred == "nothing" && !d.negUpTo(m[0], m[6]) {
			neg = false // the cue is the verdict itself: "reports nothing", "no warnings"
		}
		if tool == "typescript" {
			tool = "tsc"
		}
		d.add(m[0], Claim{Kind: LintClean, Negated: base == neg, Hedged: hedge, Tool: tool})
	}
	// "This resolves the TypeScript error", "the TypeScript warning is
	// resolved": "TypeScript" names the language more often than its
	// checker, so only a fix of its errors is a claim ("this caused a
	// TypeScript error" tells the bug, not the check)
	for _, m := range reTSError.FindAllStringIndex(ls, -1) {
		neg, hedge := d.polarity(m[0], m[1])
		if !neg && !hedge && (fixedTo(ls[:m[0]], hedge) || reFixedAfter.MatchString(ls[m[1]:])) {
			d.add(m[0], Claim{Kind: LintClean, Tool: "tsc"})
		}
	}
	// "All checks pass.": the checks the project has, read as its linters
	// ("- `make lint` — all checks passed"); a line ending in ":" lists them
	if m := reAllChecks.FindStringIndex(ls); m != nil && !strings.HasSuffix(strings.TrimSpace(ls), ":") && !reExceptAfter.MatchString(ls[m[1]:]) {
		neg, hedge := d.polarity(m[0], m[1])
		if !d.namedChecks(m[1], neg, hedge) {
			d.add(m[0], Claim{Kind: LintClean, Negated: neg, Hedged: hedge})
		}
	}
	// "Done - only the usual unresolvable-import warnings, no real errors":
	// the check passed; the warnings it names were there before
	if m := reOnlyWarnings.FindStringIndex(ls); m != nil {
		if _, hedge := d.polarity(m[0], m[1]); !d.negUpTo(m[0], m[0]+1) {
			out := d.out[:0]
			for _, f := range d.out {
				if f.Kind != LintClean || !f.Negated || f.pos > m[1] {
					out = append(out, f) // "Lint shows only pre-existing warnings": not a finding
				}
			}
			d.out = out
			d.add(m[0], Claim{Kind: LintClean, Hedged: hedge})
		}
	}
	for _, m := range reNoLint.FindAllStringSubmatchIndex(ls, -1) {
		_, hedge := d.polarity(m[0], m[1])
		tool := ""
		if m[2] >= 0 {
			tool = lintTool(ls[m[2]:m[3]])
		} else if m[4] >= 0 {
			tool = lintTool(ls[m[4]:m[5]]) // "zero warnings from clippy"
		}
		d.add(m[0], Claim{Kind: LintClean, Hedged: hedge, Tool: tool})
	}
}

// reRepairLabel: a check's warning or error named as a label, then the
// repair made for it: "✅ ESLint Warning: Replaced `any` with …".
var reRepairLabel = &lre{expr: `^s?\s*:\s*(?:fixed|resolved|replaced|removed|corrected|eliminated|addressed|silenced|cleaned\s+up)\b`}

// reOnlyWarnings: only warnings of a kind that was there before, and no
// errors: "only the usual unresolvable-import warnings, no real errors",
// "only pre-existing warnings and no new errors".
var reOnlyWarnings = &lre{expr: `\bonly\s+(?:the\s+|some\s+|a\s+few\s+|\d+\s+)?(?:usual|known|pre-?existing|existing|old|environment(?:al)?|expected|harmless)\b[^.;]{0,40}?\bwarnings?\b[^.;]{0,20}?\b(?:and\s+)?no\s+(?:real|new|actual|other)\s+errors?\b`}

// reNoneAfter: a count of nothing after a check's errors: "Linter
// errors: none", "warnings: 0".
var reNoneAfter = &lre{expr: `^\s*:\s*(?:none|0|zero|nothing)\b`}

// reTSError: TypeScript's errors, "the TypeScript error", "TypeScript type errors".
var reTSError = &lre{expr: `\btypescript\s+(?:type\s+)?(?:errors?|warnings?|issues?|problems?)\b`}

// reExceptAfter: an exception right after a verdict: "All checks passed
// except lint: 3 errors" is no claim that all passed.
var reExceptAfter = &lre{expr: `^\s*,?\s*(?:except|but\s+(?:for\s+)?|apart\s+from|other\s+than)\b`}

// namedChecks reads the checks listed after "All checks passed:" ("lint,
// typecheck, tests"), each with the verdict: a claim of its kind for each.
// It reports whether the list named any check.
func (d *detector) namedChecks(end int, neg, hedge bool) bool {
	rest := d.lc[end:]
	if !strings.HasPrefix(strings.TrimLeft(rest, " "), ":") && !strings.HasPrefix(strings.TrimLeft(rest, " "), "(") {
		return false
	}
	rest = strings.TrimLeft(rest, " :(")
	if i := strings.IndexAny(rest, ".;)"); i >= 0 {
		rest = rest[:i]
	}
	named, lint := false, false
	for _, item := range reListSplit.Split(rest, -1) {
		item = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(item), "the "))
		if !reCheckNounOnly.MatchString(item) {
			return named
		}
		named = true
		c := checkClaim(item, strings.HasSuffix(item, "test") || strings.HasSuffix(item, "tests"))
		if c.Kind == LintClean && c.Tool == "format" && lint {
			continue // "(lint, format)": the format check is one of the lint checks
		}
		lint = lint || c.Kind == LintClean && c.Tool == ""
		c.Negated, c.Hedged = neg, hedge
		d.add(end, c)
	}
	return named
}

// reCheckNounOnly: a list item that is the name of a check and nothing more.
var reCheckNounOnly = &lre{expr: `^(?:` + checkNoun + `)$`}

// reAllChecks: "all checks pass", "all checks passed", "All checks green",
// "All quality checks pass", "all 8 checks pass now".
var reAllChecks = &lre{expr: `\ball\s+(?:the\s+)?(?:\d+\s+)?(?:(?:quality|local|required|validation|verification|static|code[\s-]quality|pre-?commit)\s+)?checks\s+(?:are\s+|were\s+)?(?:now\s+)?(?:all\s+)?(?:pass(?:ed|ing)?|green|clean|passing)\b`}

// reSharedVerdict: checks listed as one subject with one verdict:
// "Typecheck, lint, and 72/72 tests pass", "lint and build are green",
// "vet/build/test all pass". Group 1 is the list, group 2 the verdict.
var reSharedVerdict = &lre{expr: `(?:^|[\s(:])((?:` + checkNoun + `)(?:\s*(?:,\s*(?:and\s+)?|/|\+|&|\s+and\s+)\s*(?:the\s+)?(?:` + checkNoun + `))+)\s+(?:all\s+|now\s+|both\s+)*(pass(?:es|ed)?|succeed(?:s|ed)?|(?:are|were)\s+(?:all\s+|both\s+|now\s+)*(?:green|clean|passing|ok)|ok\s*[.!]*\s*$)`}

// checkNoun: a check a project runs, as a report names it.
const checkNoun = `typecheck(?:ing|s)?|type[\s-]check(?:ing|s)?|types|lint(?:ing|s)?|linters?|eslint|ruff|mypy|tsc|clippy|go\s+vet|vet|prettier|format(?:ting)?(?:\s+checks?)?|fmt|builds?|compil(?:e|ation)|(?:all\s+)?(?:unit\s+|\d+\s*/\s*\d+\s+|\d+\s+)?(?:unit\s+)?tests?`

// sharedVerdict reads the checks of a list that share one verdict: each
// gets the claim the list's verdict makes ("Typecheck, lint, and 72/72
// tests pass": a typecheck, a lint and a tests claim).
func (d *detector) sharedVerdict() {
	ls := d.lc
	for _, m := range reSharedVerdict.FindAllStringSubmatchIndex(ls, -1) {
		neg, hedge := d.polarity(m[4], m[5])
		list := reFraction.ReplaceAllString(ls[m[2]:m[3]], "$1 of $2") // "72/72 tests" is one item
		for _, item := range reListSplit.Split(list, -1) {
			item = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(item), "the "))
			if item == "" {
				continue
			}
			var c Claim
			switch {
			case (strings.HasSuffix(item, "test") || strings.HasSuffix(item, "tests")) && !strings.HasPrefix(ls[m[4]:], "ok"):
				continue // the tests detector reads "72/72 tests pass" with its counts
			case strings.HasSuffix(item, "test") || strings.HasSuffix(item, "tests"):
				c = Claim{Kind: TestsPass} // "Type-check and tests OK.": no pass word for the tests detector
			case strings.HasPrefix(item, "build") || strings.HasPrefix(item, "compil"):
				c = Claim{Kind: BuildOK}
			default:
				c = Claim{Kind: LintClean, Tool: lintTool(item)}
			}
			c.Negated, c.Hedged = neg, hedge
			d.add(m[2], c)
		}
	}
}

// reFraction: "72/72", a count and not two items.
var reFraction = &lre{expr: `(\d)\s*/\s*(\d)`}

// reListSplit: the separators of a list of checks.
var reListSplit = &lre{expr: `\s*(?:,\s*(?:and\s+)?|/|\+|&|\s+and\s+)\s*`}

// --- bugs, renames, untouched ----------------------------------------------

func (d *detector) bugs() {
	ls := d.lc
	for i, re := range []*lre{reBug, reBugPass} {
		for _, m := range re.FindAllStringSubmatchIndex(ls, -1) {
			if !d.gapOK(ls[m[4]:m[5]]) {
				continue
			}
			// "fixed all compilation errors" is the build's claim when the
			// build or lint detector made it; else it is a fix of its own
			// ("I've fixed the TypeScript error by checking …")
			if reCheckErrors.MatchString(ls[max(0, m[0]-16):m[1]]) && (d.hasAsserted(LintClean) || d.hasAsserted(BuildOK)) {
				continue
			}
			if strings.TrimSpace(ls[m[1]:]) == ":" && strings.HasSuffix(ls[:m[1]], "s") {
				continue // "our changes have resolved the issues:": the list below says which
			}
			if i == 0 && ls[m[2]:m[3]] == "fixes" && reFixesNoun.MatchString(ls[:m[2]]) {
				continue // "there are two reasonable fixes (reject … with an error, …)": options, no fix made
			}
			// the cues up to the bug's noun: "Fixed test failures caused by
			// bun not being in PATH" is a fix
			hedge := d.fixHedge(m[0], m[1])
			ca, _ := d.clause(m[0], m[1])
			if i == 1 && reErrorName.MatchString(ls[:ca]) {
				ca = m[3] // "The ModuleNotFoundError: No module named 'src' error is fixed": its message is a mention
			}
			neg, _ := cues(ls[ca:m[1]])
			if neg && !hedge && rePosNeg.MatchString(ls[m[0]:m[1]]) {
				neg = false
			}
			d.add(m[0], Claim{Kind: BugFixed, Negated: neg, Hedged: hedge})
		}
	}
}

// reFixesNoun: the words before "fixes" that make it a noun of options,
// "two reasonable fixes", "possible fixes" ("the PR fixes …" stays a
// verb).
var reFixesNoun = &lre{expr: `\b(?:two|three|four|several|some|many|few|both|\d+|possible|reasonable|potential|alternative|candidate|proposed|suggested)\s+(?:(?:possible|reasonable|potential|alternative|simple|quick|small|obvious|minimal|different|valid)\s+)?$`}

// fixHedge is polarity's hedge for a fix at [a, b), read without the
// means after it: in "fixed the error by checking if the property
// exists" the "if" asks what the check asks, it does not doubt the fix.
func (d *detector) fixHedge(a, b int) bool {
	ca, cb := d.clause(a, b)
	if m := reByMeans.FindStringIndex(d.lc[b:cb]); m != nil {
		cb = b + m[0]
	}
	// "Fixes issue where dependencies could interfere": the relative
	// clause tells the bug, its "could" does not doubt the fix
	if m := reBugRelative.FindStringIndex(d.lc[b:cb]); m != nil {
		cb = b + m[0]
	}
	_, hedge := cues(d.lc[ca:cb])
	return hedge || d.hedgeAll || d.plan
}

// reBugRelative: a relative clause after a bug's noun that tells the
// bug, "the issue where X could fail", "the race that might drop rows".
var reBugRelative = &lre{expr: `^\s*(?:where|that|which|when|whereby|causing)\b`}

// reByMeans: "by adding", "by using": how a fix was made.
var reByMeans = &lre{expr: `\bby\s+(?:\w+ly\s+)?\w+ing\b`}

// reErrorName: an exception's name before its message ("TypeError: ").
var reErrorName = &lre{expr: `\w(?:error|exception)\s*:\s*$`}

func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '`' || s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return strings.TrimRight(s, ".,:;")
}

// arrowStop are words an arrow between two names never has on a side:
// "X -> the …" is a sentence going on, not a rename.
var arrowStop = map[string]bool{"the": true, "a": true, "an": true, "it": true, "this": true, "that": true, "now": true,
	"we": true, "i": true, "they": true, "is": true, "was": true, "are": true, "so": true, "then": true, "and": true}

func (d *detector) rename() {
	s, ls := d.sn.s, d.sn.ls
	ms := reRename.FindAllStringSubmatchIndex(ls, -1)
	if len(ms) == 0 {
		ms = reArrow.FindAllStringSubmatchIndex(ls, -1)
	}
	if len(ms) == 0 {
		for _, m := range reRenameAlt.FindAllStringSubmatchIndex(ls, -1) {
			if m[2] < 0 {
				m[2], m[3] = m[4], m[5]
			} else if ca, _ := d.clause(m[2], m[3]); !reRenameSubject.MatchString(ls[max(ca, markStart(ls)):m[2]]) {
				continue // "The default for `mode` is now `strict`": a value of it
			}
			// both names identifiers, the new one no value: not "`retries`
			// is now `3`", "`debug` is now `true`"
			if o, n := unquote(s[m[2]:m[3]]), unquote(s[m[6]:m[7]]); reIdent.MatchString(o) && reIdent.MatchString(n) && !literalWord(n) {
				ms = append(ms, []int{m[0], m[1], m[2], m[3], m[6], m[7]})
			}
		}
	}
	for _, m := range ms {
		old, nw := unquote(s[m[2]:m[3]]), unquote(s[m[4]:m[5]])
		if old == "" || nw == "" || old == nw {
			continue
		}
		if bare := !strings.ContainsAny(s[m[2]:m[3]]+s[m[4]:m[5]], "`\"'"); bare && (arrowStop[strings.ToLower(nw)] || arrowStop[strings.ToLower(old)] ||
			strings.HasSuffix(old, "ed") && strings.ToLower(old) == old) {
			continue // "Adjacent ranges weren't joined -> the overlap test is now …": prose, no names
		}
		neg, hedge := d.polarity(m[0], m[1])
		if classify(old) == 'p' && classify(nw) == 'p' {
			d.add(m[0], Claim{Kind: FileDeleted, Path: old, Negated: neg, Hedged: hedge})
			d.add(m[0], Claim{Kind: FileCreated, Path: nw, Negated: neg, Hedged: hedge})
		} else {
			d.add(m[0], Claim{Kind: SymbolRenamed, Old: old, New: nw, Negated: neg, Hedged: hedge})
		}
		d.use(m[2], m[3])
		d.use(m[4], m[5])
	}
}

// reRenameSubject: what may stand before a name that "is now" another: the
// name opens its clause, maybe after its kind.
var reRenameSubject = &lre{expr: `^\s*(?:the\s+)?(?:old\s+)?(?:function|method|class|type|struct|helper|test|constant|variable|field|module|component|hook)?\s*$`}

// reIdent: a name in code, maybe qualified ("FormatBytes", "calc.Add").
var reIdent = &lre{expr: `^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$`}

// literalWord reports whether w is a value rather than a name.
func literalWord(w string) bool {
	switch strings.ToLower(w) {
	case "true", "false", "null", "nil", "none", "undefined", "nan", "inf":
		return true
	}
	return false
}

// use marks the tokens inside [a, b) as taken by a claim.
func (d *detector) use(a, b int) {
	for i := range d.toks {
		if d.toks[i].a >= a-1 && d.toks[i].b <= b+1 {
			d.toks[i].used = true
		}
	}
}

// reNothingIn and reNothingAfter: a place nothing in was changed,
// "nothing under `apps/web` was changed", "no files in `db/` were touched".
var (
	reNothingIn    = &lre{expr: `\b(?:nothing|no\s+(?:files?|code|changes?))\s+(?:(?:else\s+)?(?:under|in|inside|within|to|outside(?:\s+of)?)\s+)(?:the\s+)?$`}
	reNothingAfter = &lre{expr: `^\s*(?:(?:folder|directory|package|file)\s+)?(?:(?:was|were|has\s+been|have\s+been|got|is|are)\s+(?:\w+\s+)?)?(?:changed|modified|touched|edited|altered|deleted|removed)\b|^\s*(?:[.,;:)!]|$)`}
)

func (d *detector) untouched() {
	s, ls := d.sn.s, d.sn.ls
	if d.hedgeAll || d.plan {
		return // a question, an instruction, a plan
	}
	for _, m := range reUntouched.FindAllStringSubmatchIndex(ls, -1) {
		if m[2] < 0 && !strings.HasPrefix(ls[m[0]:], "no change") {
			continue
		}
		if m[2] >= 0 && strings.HasPrefix(ls[m[2]:], "chang") && strings.HasPrefix(ls[m[0]:], "no ") {
			continue // "no changes needed"
		}
		if ca, _ := d.clause(m[0], m[1]); (strings.HasPrefix(ls[m[0]:], "don't") || strings.HasPrefix(ls[m[0]:], "do not")) && strings.Trim(ls[ca:m[0]], " *_") == "" {
			continue // "Thinking signatures: Don't modify thinking text": an instruction
		}
		// The objects: tokens up to the end of the clause.
		end := len(ls)
		if x := reStrong.FindStringIndex(ls[m[1]:]); x != nil {
			end = m[1] + x[0]
		}
		if x := strings.Index(ls[m[1]:end], ". "); x >= 0 {
			end = m[1] + x
		}
		_, hedge := d.polarity(m[0], m[0]+1)
		n := 0
		prevEnd := m[1]
		for i := range d.toks {
			t := &d.toks[i]
			if t.a < m[1] || t.a >= end || t.used || t.kind == 'c' {
				continue
			}
			// a token far after the verb belongs to another phrase; after
			// the first, only a list continues ("`a.go`, `b.go` or `c.go`")
			if n == 0 && t.a-m[1] > 25 || n > 0 && !isListSep(ls[prevEnd:t.a]) {
				break
			}
			prevEnd = t.b
			if reOnlyBefore.MatchString(ls[max(m[1], t.a-12):t.a]) {
				// "I didn't edit any test files, only `src/cart.js`": the
				// one named after "only" is the one changed
				t.used = true
				d.add(t.a, Claim{Kind: FileModified, Path: t.text, Hedged: hedge})
				n++
				continue
			}
			if t.kind == 'p' && reExceptAfterTok.MatchString(ls[t.b:]) {
				// "I haven't touched `package.json` except to bump the
				// version": changed, and said so
				t.used = true
				n++
				continue
			}
			c := Claim{Kind: Untouched, Hedged: hedge}
			if t.kind == 'p' {
				c.Path = t.text
			} else {
				c.Name = t.text
			}
			t.used = true
			d.add(m[0], c)
			n++
		}
		if n == 0 && (m[2] >= 0 || strings.HasPrefix(ls[m[0]:], "no change")) {
			obj := strings.TrimSpace(s[m[1]:end])
			obj = strings.TrimPrefix(strings.TrimPrefix(obj, "any of the "), "any ")
			obj = strings.TrimPrefix(obj, "the ")
			if i := strings.IndexAny(obj, ",;"); i >= 0 {
				obj = obj[:i] // "the fixtures in config/testdata, and go test is green"
			}
			if obj == "" {
				// "The `view.tsx` component file was not deleted, as …":
				// the subject before a passive is what was left
				for i := len(d.toks) - 1; i >= 0; i-- {
					if t := &d.toks[i]; t.kind == 'p' && !t.used && t.b <= m[0] {
						if m[0]-t.b < 40 && !strings.ContainsAny(ls[t.b:m[0]], ",;:.") {
							t.used = true
							d.add(t.a, Claim{Kind: Untouched, Path: t.text, Hedged: hedge})
						}
						break
					}
				}
				continue
			}
			if w := strings.Fields(obj); len(w) > 0 {
				if len(w) > 4 {
					w = w[:4]
				}
				name := strings.Trim(strings.Join(w, " "), ".,:;!")
				// "stripped the sail column but never changed its case": a
				// property of the code the sentence is about, its behaviour
				if lw := strings.ToLower(w[0]); name != "" && !strings.HasPrefix(strings.ToLower(name), "to ") && lw != "its" && lw != "their" {
					c := Claim{Kind: Untouched, Name: name, Hedged: hedge}
					if p := reInBareFolder.FindStringSubmatch(name); p != nil {
						c.Path = p[1] // "the fixtures in config/testdata": the folder they are in
					}
					d.add(m[0], c)
				}
			}
		}
	}
	// "No code changes", "No functional changes - purely formatting",
	// "no code or tests affected", "the other hooks are unchanged"
	for _, re := range []*lre{reNoChanges, reAreUnchanged, reBareUnchanged} {
		if re == reNoChanges && !mentions(ls, "no ") || re != reNoChanges && !mentions(ls, "unchanged", "untouched", "unmodified", "intact") {
			continue
		}
		for _, m := range re.FindAllStringSubmatchIndex(ls, -1) {
			if d.inToken(m[2]) || d.has(Untouched) {
				continue
			}
			if re == reBareUnchanged && reNotThing.MatchString(ls[m[2]:m[3]]) {
				continue // "I left it unchanged", "Left `go.sum` untouched": a verb's object, read below
			}
			_, hedge := d.polarity(m[0], m[1])
			d.add(m[0], Claim{Kind: Untouched, Name: strings.TrimSpace(s[m[2]:m[3]]), Hedged: hedge})
		}
	}
	for _, m := range reKept.FindAllStringSubmatchIndex(ls, -1) {
		if d.inToken(m[2]) || strings.Contains(ls[m[2]:m[3]], "`") {
			continue // a token: handled below
		}
		_, hedge := d.polarity(m[0], m[1])
		d.add(m[0], Claim{Kind: Untouched, Name: strings.TrimSpace(s[m[2]:m[3]]), Hedged: hedge})
	}
	// "`go.mod` is unchanged", "left `db/` untouched", "nothing under
	// `apps/web` was changed".
	// "`api/` and `web/`: no changes": the names of a list before the state
	// share it
	stated := make([]bool, len(d.toks))
	for i := len(d.toks) - 1; i >= 0; i-- {
		t := d.toks[i]
		stated[i] = reUnchanged.MatchString(ls[t.b:]) ||
			i+1 < len(d.toks) && stated[i+1] && d.toks[i+1].kind == t.kind && isListSep(ls[t.b:d.toks[i+1].a]) && reUnchanged.MatchString(ls[d.toks[i+1].b:])
	}
	for i := range d.toks {
		t := &d.toks[i]
		if t.used || t.kind == 'c' {
			continue
		}
		ok := stated[i] ||
			reNothingIn.MatchString(ls[:t.a]) && reNothingAfter.MatchString(ls[t.b:]) ||
			reLeftAlone.MatchString(ls[:t.a]) && reLeftAfter.MatchString(ls[t.b:]) ||
			reKeptTok.MatchString(ls[:t.a]) && reLeftAfter.MatchString(ls[t.b:])
		if !ok {
			continue
		}
		if reAndState.MatchString(ls[t.b:]) {
			// "`badge.ts` still uses `minutesToRead` and is unchanged": the
			// state's subject is the one that opens the sentence, the
			// name after its verb is its object
			if i == 0 || d.toks[0].used || d.toks[0].kind == 'c' || strings.TrimSpace(ls[markStart(ls):d.toks[0].a]) != "" {
				continue
			}
			t = &d.toks[0]
		}
		if t.kind == 'p' && reButBefore.MatchString(ls[max(0, t.a-24):t.a]) {
			// "I left everything but `calc.go` alone": the one left out
			// of "everything" is the one changed
			_, hedge := d.polarity(t.a, t.b)
			t.used = true
			d.add(t.a, Claim{Kind: FileModified, Path: t.text, Hedged: hedge})
			continue
		}
		if t.kind == 'p' && (reExceptAfterTok.MatchString(ls[t.b:]) || reExceptAfterState.MatchString(ls[t.b:])) {
			// "`package.json` is untouched apart from the version bump": a
			// file changed, and said so (a name kept "unchanged except for
			// its messages" keeps its signature, which is what it claims)
			continue
		}
		_, hedge := d.polarity(t.a, t.b)
		c := Claim{Kind: Untouched, Hedged: hedge}
		if t.kind == 'p' {
			c.Path = t.text
		} else {
			c.Name = t.text
		}
		t.used = true
		d.add(t.a, c)
	}
}

// reAndState: a second predicate after a name, " and is unchanged": the
// name is the first predicate's object, not the state's subject.
var reAndState = &lre{expr: `^\s*and\s+(?:is|are|was|were|remains?|stays?|has\s+been|have\s+been)\b`}

// reOnlyBefore: "only" right before a path after a negated change: the
// path is the one changed ("I didn't edit any test files, only `a.js`").
var reOnlyBefore = &lre{expr: `(?:,|;|—|-)\s*(?:just|only)\s+(?:the\s+)?$`}

// reExceptAfterTok and reExceptAfterState: a change let out of "untouched"
// right after the path or after its state ("except to bump the version",
// "apart from the version bump").
var (
	reExceptAfterTok   = &lre{expr: `^\s*,?\s*(?:except|apart\s+from|other\s+than|besides|save\s+for|but\s+for)\b`}
	reExceptAfterState = &lre{expr: `^\s*(?:is|was|are|were|remains?|stays?)?\s*(?:untouched|unchanged|unmodified|intact|as\s+is)\s*,?\s*(?:except|apart\s+from|other\s+than|besides|save\s+for|but\s+for)\b`}
)

// reButBefore: the words that leave a path out of a whole, right before
// it: "everything but ", "all files except ".
var reButBefore = &lre{expr: `\b(?:but|except(?:\s+for)?|other\s+than|apart\s+from|besides|save\s+for)\s+(?:the\s+)?$`}

var (
	reNoChanges = &lre{expr: `(?:^|\(|[:;,]\s)(?:there\s+are\s+|with\s+)?no\s+((?:[\w-]+\s+){0,2}?(?:code|source|functional|behaviou?r(?:al)?|logic|api|production|runtime|test|tests|schema|dependency|config(?:uration)?)(?:\s+(?:code|or\s+tests?|or\s+code|paths?|files?))?|existing\s+(?:source\s+|code\s+)?files?)\s+(?:(?:were|was|got|have\s+been|has\s+been)\s+)?(?:changes?|affected|changed|modified|touched|edited)\b`}
	// reNotThing: words that make a phrase no thing's name: a person, a
	// pronoun, a verb.
	reNotThing = &lre{expr: `\b(?:i|we|you|it|they|he|she|this|that|left|kept|keep|leave|leaving|have|has|had|is|are|was|were)\b`}
	// reBareUnchanged: the same without the verb, opening the sentence or
	// an item: "Tests untouched; …", "Public API unchanged."
	reBareUnchanged = &lre{expr: `^(?:the\s+|all\s+|other\s+)*([a-z][\w-]*(?:\s+[\w-]+){0,2}?)\s+(?:left\s+)?(?:unchanged|untouched|unmodified|intact)\s*(?:[.;,:!]|\s[-—–]\s|$)`}
	reAreUnchanged  = &lre{expr: `(?:^|\(|[:;]\s)(?:the\s+|all\s+|other\s+)*([\w][\w ,/-]{0,60}?)(?:\s*\([^()]{0,80}\))?\s+(?:is|are|remains?|stay|stays|were|was)\s+(?:left\s+)?(?:unchanged|untouched|unmodified|intact)\b`}
)

// --- commands --------------------------------------------------------------

func isListSep(s string) bool {
	s = strings.TrimSpace(strings.NewReplacer(",", " ", " and ", " ", " or ", " ", " nor ", " ", " + ", " ", " & ", " ").Replace(" " + s + " "))
	return s == "" || s == "and" || s == "or" || s == "nor"
}

// cmdCore strips what does not change which check a command is: "cd x
// &&", env assignments, "python -m", "uv run", "poetry run", "bundle exec", "pnpm exec",
// "npx -y", "bash -lc '…'".
// bunBin reports whether "bun w" runs the package's binary w, not one of
// bun's own commands ("bun test", "bun run build", "bun install").
func bunBin(w string) bool {
	switch w {
	case "tsc", "eslint", "prettier", "biome", "vitest", "jest", "playwright", "vue-tsc", "oxlint", "tsx":
		return true
	}
	return false
}

func cmdCore(f []string) []string {
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "&&" && i >= 1 && f[0] == "cd" {
			f = f[i+1:] // "cd packages/x && npx vitest run"
			break
		}
	}
	for len(f) > 0 {
		switch {
		case strings.Contains(f[0], "=") && !strings.HasPrefix(f[0], "-"):
			f = f[1:] // env assignments
		case (f[0] == "bash" || f[0] == "sh" || f[0] == "zsh") && len(f) > 2 && (f[1] == "-c" || f[1] == "-lc"):
			f = strings.Fields(strings.Trim(strings.Join(f[2:], " "), "'\""))
		case (f[0] == "python" || f[0] == "python3") && len(f) > 2 && f[1] == "-m" && f[2] != "pytest" && f[2] != "unittest":
			f = f[2:] // "python -m ruff check" is ruff
		case (f[0] == "uv" || f[0] == "poetry" || f[0] == "pdm" || f[0] == "hatch") && len(f) > 2 && f[1] == "run",
			f[0] == "bundle" && len(f) > 2 && f[1] == "exec": // "bundle exec rspec" is rspec
			f = f[2:]
		case (f[0] == "pnpm" || f[0] == "yarn") && len(f) > 2 && (f[1] == "exec" || f[1] == "dlx"):
			f = append([]string{"npx"}, f[2:]...)
		case f[0] == "bunx" && len(f) > 1:
			f = append([]string{"npx"}, f[1:]...) // "bunx tsc" is "npx tsc"
		case f[0] == "bun" && len(f) > 2 && f[1] == "x":
			f = append([]string{"npx"}, f[2:]...)
		case f[0] == "bun" && len(f) > 1 && bunBin(f[1]):
			f = append([]string{"npx"}, f[1:]...) // "bun tsc --noEmit" runs the package's tsc
		case f[0] == "npx" && len(f) > 2 && (f[1] == "-y" || f[1] == "--yes"):
			f = append([]string{"npx"}, f[2:]...)
		case f[0] == "npx" && len(f) > 1 && (f[1] == "vitest" || f[1] == "jest" || f[1] == "mocha" || f[1] == "pytest"):
			f = f[1:]
		default:
			return f
		}
	}
	return f
}

// reArrowOut: an arrow from a command to the output it quotes.
var reArrowOut = &lre{expr: "^\\s*(?:→|->|=>)\\s*`[^`]+`"}

func cmdClass(c string) (kind Kind, tool string, scope *Scope) {
	f := strings.Fields(strings.TrimPrefix(c, "$ "))
	if i := slices.Index(f, "&&"); i > 0 && f[0] != "cd" {
		// "mise run fmt && mise run lint": the chain passes when its last
		// check does; the class is that of the last command that has one
		for j := len(f) - 1; j >= i; j-- {
			if f[j] == "&&" {
				if k, tool, scope := cmdClass(strings.Join(f[j+1:], " ")); k != "" {
					return k, tool, scope
				}
				f = f[:j] // ends at the first "&&": the chain's first command
			}
		}
	}
	f = cmdCore(f)
	if len(f) == 0 {
		return "", "", nil
	}
	w := f[0]
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	joined := " " + strings.Join(f, " ") + " "
	switch {
	case w == "go" && arg(1) == "test", w == "cargo" && arg(1) == "test", w == "dotnet" && arg(1) == "test",
		w == "mix" && arg(1) == "test", w == "bun" && arg(1) == "test", w == "deno" && arg(1) == "test",
		w == "swift" && arg(1) == "test", w == "gradle" && arg(1) == "test", w == "mvn" && arg(1) == "test":
		return TestsPass, "", cmdScope(f[2:])
	case w == "vitest" && (arg(1) == "run" || arg(1) == "watch"):
		return TestsPass, "", cmdScope(f[2:])
	case w == "pytest" || w == "jest" || w == "vitest" || w == "mocha" || w == "rspec" || w == "phpunit" || w == "ctest" || w == "tox" || w == "nox":
		return TestsPass, "", cmdScope(f[1:])
	case (w == "npm" || w == "yarn" || w == "pnpm" || w == "bun") && (strings.Contains(joined, " test") || strings.Contains(joined, " run test")):
		// a workspace of the monorepo: "npm test -w packages/units",
		// "npm test --workspace=web", "pnpm --filter api test"
		for i, a := range f {
			ws := ""
			switch {
			case (a == "-w" || a == "--workspace" || a == "--filter" || a == "-F") && i+1 < len(f):
				ws = f[i+1]
			case strings.HasPrefix(a, "--workspace="), strings.HasPrefix(a, "--filter="):
				ws = a[strings.IndexByte(a, '=')+1:]
			}
			if ws = strings.Trim(ws, `"'`); ws != "" {
				return TestsPass, "", &Scope{Kind: ScopePackage, Paths: []string{ws}, Text: ws}
			}
		}
		// what is passed on to the script narrows it: "npm test --
		// --test-name-pattern=wrap", "yarn test test/wrap.test.js"
		if i := slices.Index(f, "--"); i >= 0 {
			return TestsPass, "", cmdScope(f[i+1:])
		}
		if i := slices.Index(f, "test"); i > 0 && w != "npm" {
			return TestsPass, "", cmdScope(f[i+1:])
		}
		return TestsPass, "", nil
	case (w == "npx" || w == "bunx" || w == "pnpm") && (arg(1) == "jest" || arg(1) == "vitest" || arg(1) == "mocha" || arg(1) == "playwright"):
		return TestsPass, "", cmdScope(f[2:])
	case w == "python" || w == "python3" || w == "uv":
		for i, a := range f {
			if a == "pytest" || a == "unittest" {
				return TestsPass, "", cmdScope(f[i+1:])
			}
		}
	case w == "node" && arg(1) == "--test":
		return TestsPass, "", cmdScope(f[2:])
	case w == "make" && arg(1) == "check": // other task runners' tests: taskClass
		return TestsPass, "", nil
	}
	switch {
	case w == "go" && arg(1) == "vet":
		return LintClean, "go vet", nil
	case w == "credo" || w == "dialyzer" || w == "phpstan" || w == "stylelint" || w == "swiftlint" || w == "ktlint" || w == "black" || w == "isort" ||
		w == "mix" && (arg(1) == "credo" || arg(1) == "dialyzer" || arg(1) == "format") || w == "bash" && arg(1) == "-n",
		w == "golangci-lint" || w == "staticcheck" || w == "eslint" || w == "ruff" || w == "flake8" || w == "pylint" ||
			w == "mypy" || w == "pyright" || w == "shellcheck" || w == "rubocop" || w == "biome" || w == "gofmt" || w == "prettier":
		return LintClean, w, nil
	case w == "tsc" && strings.Contains(strings.ToLower(joined), "--noemit"):
		return LintClean, "tsc", nil
	case w == "cargo" && arg(1) == "clippy":
		return LintClean, "clippy", nil
	case w == "cargo" && arg(1) == "fmt", w == "rustfmt", w == "gofumpt", w == "goimports", w == "go" && arg(1) == "fmt",
		w == "dart" && (arg(1) == "format" || arg(1) == "analyze"), w == "flutter" && arg(1) == "analyze",
		w == "deno" && (arg(1) == "lint" || arg(1) == "fmt"), w == "terraform" && (arg(1) == "fmt" || arg(1) == "validate"),
		w == "yamllint" || w == "markdownlint" || w == "markdownlint-cli2" || w == "hadolint" || w == "actionlint" || w == "tflint" ||
			w == "clang-tidy" || w == "clang-format" || w == "cppcheck" || w == "swiftformat" || w == "detekt" || w == "vale" || w == "codespell" ||
			w == "basedpyright" || w == "pyflakes" || w == "pycodestyle" || w == "bandit" || w == "sqlfluff" || w == "taplo":
		// the formatters' and linters' checks of other languages: "`cargo
		// fmt --check` clean", "`dart analyze` reports no issues"
		return LintClean, strings.Join(f[:min(2, len(f))], " "), nil
	case w == "trunk" && (arg(1) == "check" || arg(1) == "fmt"), w == "pre-commit" && arg(1) == "run":
		// the meta-linters that run a project's configured linters
		return LintClean, w, nil
	case (w == "npx" || w == "bunx") && (arg(1) == "eslint" || arg(1) == "tsc" || arg(1) == "prettier" || arg(1) == "biome"):
		return LintClean, arg(1), nil
	case (w == "npm" || w == "yarn" || w == "pnpm" || w == "bun") && (strings.Contains(joined, " lint") || strings.Contains(joined, " typecheck") || strings.Contains(joined, " type-check")):
		if strings.Contains(joined, "type") {
			return LintClean, "typecheck", nil
		}
		return LintClean, "lint", nil
	}
	switch {
	case w == "go" && (arg(1) == "build" || arg(1) == "install"), w == "cargo" && (arg(1) == "build" || arg(1) == "check"),
		w == "mix" && arg(1) == "compile", w == "swift" && arg(1) == "build", w == "zig" && arg(1) == "build",
		w == "tsc", w == "make" && (arg(1) == "" || arg(1) == "all"), w == "dotnet" && arg(1) == "build",
		w == "mvn" && (arg(1) == "package" || arg(1) == "compile" || arg(1) == "install"), w == "gradle" && arg(1) == "build",
		w == "./gradlew" && arg(1) == "build", w == "docker" && arg(1) == "build", w == "bazel" && arg(1) == "build",
		(w == "npm" || w == "yarn" || w == "pnpm" || w == "bun") && strings.Contains(joined, " build"),
		// the frameworks' own builds: "next build", "npx vite build"
		(w == "next" || w == "vite" || w == "nuxt" || w == "astro" || w == "ng") && arg(1) == "build",
		(w == "npx" || w == "bunx" || w == "pnpx") && (arg(1) == "next" || arg(1) == "vite" || arg(1) == "nuxt" || arg(1) == "astro" || arg(1) == "tsc" && arg(2) != "--noEmit") && (arg(2) == "build" || arg(1) == "tsc"),
		w == "webpack" || w == "rollup" || w == "esbuild" || w == "tsup",
		// Python's byte-compile: "`python3 -m py_compile a.py` is clean";
		// node's syntax check, the build of plain JavaScript
		w == "py_compile" || w == "compileall", w == "node" && (arg(1) == "--check" || arg(1) == "-c"):
		return BuildOK, w, nil
	}
	if k, tool, ok := taskClass(f); ok {
		return k, tool, nil
	}
	return "", "", nil
}

// cmdScope reads the scope of a test command from its arguments: a
// filter ("-k parse", "-run TestParse", "--grep x"), test files, packages
// and test ids ("tests/a.py::test_b"). Nil: the whole project.
func cmdScope(args []string) *Scope {
	sc := &Scope{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "|" || a == "&&" || a == ";" || a == ">" || a == "2>&1" {
			break
		}
		flag, val, eq := strings.Cut(a, "=")
		switch flag {
		case "-run", "-k", "-t", "--testNamePattern", "--test-name-pattern", "--grep", "-g", "--test-name":
			if !eq {
				if i+1 >= len(args) {
					continue
				}
				i++
				val = args[i]
			}
			// a quoted pattern split into words: -t "Compaction Config"
			if q := val[:min(1, len(val))]; (q == "'" || q == "\"") && (len(val) == 1 || !strings.HasSuffix(val, q)) {
				for i+1 < len(args) {
					i++
					val += " " + args[i]
					if strings.HasSuffix(args[i], q) {
						break
					}
				}
			}
			val = strings.Trim(val, "'\"")
			sc.Kind, sc.Filter, sc.Text = ScopeFilter, flag+" "+val, val
			continue
		}
		switch flag {
		case "-skip", "--skip", "--deselect", "--ignore":
			// the tests left out: "go test -skip 'TestRank/tie' ./..."
			if !eq && i+1 < len(args) {
				i++
				val = args[i]
			}
			if val = strings.Trim(val, "'\""); val != "" {
				sc.Except = append(sc.Except, val)
			}
			continue
		case "-count", "-timeout", "-tags", "-parallel", "-cpu", "-bench", "-benchtime", "-coverprofile", "--tb", "-m", "--maxfail",
			"--features", "-F", "--target", "--profile", "-j", "--jobs", "--manifest-path", "--target-dir":
			if !eq {
				i++ // the flag's value is no scope: "-count 1", "-tags slow"
			}
			continue
		case "-p":
			if !eq && i+1 < len(args) && strings.Trim(args[i+1], "0123456789") == "" {
				i++ // go's "-p 4" runs 4 at once; cargo's "-p almanac" is the crate
			}
			continue
		}
		if strings.HasPrefix(a, "-") {
			continue
		}
		a = strings.Trim(a, "'\"")
		if a == "." || a == "" {
			continue // the whole project, as without an argument
		}
		if strings.Contains(a, "::") {
			sc.Tests = append(sc.Tests, a)
		} else {
			sc.Paths = append(sc.Paths, a)
		}
	}
	switch {
	case sc.Kind == ScopeFilter:
	case len(sc.Tests) > 0:
		sc.Kind, sc.Text = ScopeTests, strings.Join(append(append([]string(nil), sc.Tests...), sc.Paths...), " ")
	case len(sc.Paths) > 0:
		sc.Kind, sc.Text = ScopePackage, strings.Join(sc.Paths, " ")
		if len(sc.Paths) == 1 && pathKind(sc.Paths[0]) == ScopeFile {
			sc.Kind = ScopeFile
		}
	case len(sc.Except) > 0:
		sc.Kind, sc.Text = ScopeProject, "all but "+strings.Join(sc.Except, ", ")
	default:
		return nil
	}
	return sc
}

func (d *detector) commands() {
	s, ls := d.sn.s, d.sn.ls
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind == 'p' && d.st.testing && d.sn.item && t.a <= 1 && strings.HasPrefix(t.text, "./") && s[t.a] == '`' {
			t.kind = 'c' // "## Testing\n- `./run_tests.sh`": a script that ran
		}
		if t.kind != 'c' {
			continue
		}
		// "## Testing\n- `pytest -q`": a command opening an item of a
		// testing section was run; so was one right after a mark opening
		// the line ("✅ `go test ./...`")
		opened := d.sn.item && t.a <= 1 || d.sn.first && reMarkOpen.MatchString(ls[:t.a]) ||
			// "## Verification\n- Website dev server (`yarn start`) - running
			// on port 3000": the command in parentheses after the item's title
			d.st.testing && d.sn.item && reTitleParen.MatchString(ls[:t.a])
		ran := reCmdRan.MatchString(ls[:t.a]) || d.st.testing && opened || reRanAfter.MatchString(ls[t.b:]) || d.sn.shell ||
			// "1. `bun install` — regenerated `bun.lock`": what the run did
			d.sn.item && t.a <= 1 && reRunDidAfter.MatchString(ls[t.b:])
		mark := 0
		if (d.sn.first || strings.TrimSpace(ls[t.b:]) == "") && reMarkOpen.MatchString(ls[:t.a]) {
			// "✔ `npm test`", a line's first sentence or a sentence of
			// its own ("Irregulars moved. ✔ `npm test`")
			mark = 1
			if failMark(ls) {
				mark = -1
			}
		} else if d.st.passed && d.sn.item && t.a <= 1 {
			mark = 1 // "Validation passed:\n- `bun run lint`"
		}
		outcome := Outcome("")
		// "`go build`, `go vet` and `go test` all succeed": the commands of
		// a list share the outcome after the last one
		from := t.b
		after := ls[from:]
		for j := i + 1; j < len(d.toks); j++ {
			if d.toks[j].kind != 'c' {
				continue
			}
			if wrapper(d.toks[j].text) && reViaBefore.MatchString(ls[from:d.toks[j].a]) {
				// "re-ran `go test ./...` via `bash -lc`: it passes": the
				// shell it ran in, not a command of its own
				d.toks[j].kind = 'o'
				from = d.toks[j].b
				after = ls[from:]
				continue
			}
			if pathListGap(ls[from:d.toks[j].a]) {
				// "`npm run typecheck` (all workspaces) and `next build` both succeed"
				from = d.toks[j].b
				after = ls[from:]
				continue
			}
			after = ls[from:d.toks[j].a] // the next command has its own outcome
			break
		}
		// "I ran `ruff check .` and `mypy .`; both are clean"
		if m := reBothAfter.FindStringIndex(after); m != nil {
			from += m[1]
			after = after[m[1]:]
		}
		oend := -1 // where the outcome's words end in after
		if mk := markAfter(after); mk != 0 {
			// "`go test ./...` ✅", "`cargo test`: ❌"
			outcome, oend = Succeeded, len(after)-len(strings.TrimLeft(after, " :"))+1
			if mk < 0 {
				outcome = Failed
			}
		} else if x := d.failedCount(from, from+min(len(after), 60)); x > 0 {
			// "`cargo test`: 2 passed, 1 failed": a failure counted after it
			// outweighs the "passed" before it
			outcome, oend = Failed, x-from
		} else if m := reCmdGood.FindStringIndex(after); m != nil {
			outcome, oend = Succeeded, m[1]
		} else if m := reCmdBad.FindStringIndex(after); m != nil {
			outcome, oend = Failed, m[1]
		} else if m := reCmdQuiet.FindStringIndex(after); m != nil {
			if k, _, _ := cmdClass(strings.TrimPrefix(t.text, "$ ")); k == LintClean || k == BuildOK {
				outcome, oend = Succeeded, m[1]
			}
		}
		if k, _, _ := cmdClass(strings.TrimPrefix(t.text, "$ ")); outcome == "" && k == "" && reArrowOut.MatchString(after) {
			// "- `cargo run -q -- -1 abc` → `zab`": the output it gives
			outcome, oend = Output, len(after)
		}
		for _, m := range reCmdOK.FindAllStringSubmatchIndex(after, -1) {
			if outcome != "" {
				break
			}
			oend = m[1]
			w := after[m[2]:m[3]]
			if zeroBefore(after[:m[2]]) {
				// "`mix test` - 49 tests, 0 failures": none failed (a count
				// above zero was read by failedCount above)
				outcome = Succeeded
				break
			}
			switch {
			case strings.HasPrefix(w, "no ") || strings.HasPrefix(w, "0 ") || strings.HasPrefix(w, "zero ") || strings.HasPrefix(w, "without") || strings.HasSuffix(w, " 0") ||
				strings.HasPrefix(w, "pass") || strings.HasPrefix(w, "succe") || w == "ok" || w == "green" || strings.HasPrefix(w, "clean") || strings.HasPrefix(w, "work"),
				// "`yarn build` - all packages built", "`so dev` is up", "(`yarn
				// start`) - running on port 3000", "`so sync` fixed it"
				// "`mix validate` runs end-to-end", "ran to completion"
				strings.HasSuffix(w, "end") || strings.HasSuffix(w, "completion") ||
					w == "built" || w == "compiled" || strings.HasPrefix(w, "is ") || strings.HasPrefix(w, "are ") || strings.HasPrefix(w, "running") || strings.HasPrefix(w, "fixed"):
				outcome = Succeeded
			case negWord(w) || strings.HasPrefix(w, "exit") || strings.HasPrefix(w, "non") || strings.HasPrefix(w, "panic") || strings.HasPrefix(w, "crash"):
				outcome = Failed
			default:
				outcome = Output
			}
			break
		}
		if outcome == Succeeded && oend >= 0 && oend <= len(after) && reExceptFail.MatchString(after[oend:]) && !reNoneFailed.MatchString(after[oend:]) {
			// "`yarn build` - all packages built except `web`, which
			// fails": not a success
			outcome = Failed
		}
		if outcome == "" && mark != 0 {
			outcome, ran = Succeeded, true // "✅ `go test ./...`"
			if mark < 0 {
				outcome = Failed
			}
		}
		if !ran && outcome == "" {
			// "builds cleanly with `go build ./...`", "pass (`go test ./...`)":
			// the command is how the agent checked a claim of this sentence
			if reCmdAttach.MatchString(ls[:t.a]) {
				cmd := strings.TrimPrefix(t.text, "$ ")
				if k, _, _ := cmdClass(cmd); k == "" && reWorksWith.MatchString(ls[:t.a]) {
					// "Package installation works with `pip install -e .`":
					// the verdict is the command's
					if neg, hedge := d.polarity(t.a, t.b); !hedge {
						t.used = true
						out := Succeeded
						if neg {
							out = Failed
						}
						d.add(t.a, Claim{Kind: CommandRan, Command: cmd, Outcome: out, Negated: neg})
					}
					continue
				} else if k == "" && reDidWith.MatchString(ls[:t.a]) && !reReplacedWith.MatchString(ls[:t.a]) {
					// "Deleted it with `rm JOKE.md`": how it was done, so it ran
					if _, hedge := d.polarity(t.a, t.b); !hedge {
						t.used = true
						d.add(t.a, Claim{Kind: CommandRan, Command: cmd})
					}
					continue
				}
				d.attach(t.a, cmd)
			}
			continue
		}
		end := from + len(after)
		if oend >= 0 {
			end = from + oend // "is green (3 passed), so CI should pass": the outcome's clause
		} else if x := reStrong.FindStringIndex(after); x != nil {
			end = from + x[0]
		}
		neg, hedge := d.polarity(t.a, end)
		if (hedge || neg) && (outcome == "" || outcome == Output) && reRanPast.MatchString(ls[:t.a]) && rePurposeAfter.MatchString(ls[t.b:]) {
			// "Ran `git diff --check` to confirm nothing is left": the
			// purpose after a past run neither doubts nor denies that it
			// ran, and its verb ("confirm") is no output
			neg, hedge = d.negUpTo(t.a, t.b), d.hedgeUpTo(t.a, t.b)
			outcome = ""
		}
		if hedge {
			continue // "Run `npm test` to verify", "I will run `make`"
		}
		if neg && outcome == "" && (!(d.st.testing && d.sn.item && t.a <= 1) || reNotRun.MatchString(ls[t.b:end])) {
			// "I couldn't run `npm test`", "## Testing\n- `pytest` (could not
			// run: no python)": not run; admits() reports it, and an item
			// of checks that did not run is an admission of its own
			if d.st.testing && d.sn.item && t.a <= 1 && !d.has(AdmitsFailure) {
				d.add(t.a, Claim{Kind: AdmitsFailure, Negated: true})
			}
			continue
		}
		if outcome == Succeeded && neg {
			outcome = Failed // "`go test` does not pass"
		} else if outcome == Failed && neg && strings.Contains(after, "no longer") {
			outcome = Succeeded
		}
		cmd := strings.TrimPrefix(t.text, "$ ")
		t.used = true
		d.add(t.a, Claim{Kind: CommandRan, Command: cmd, Outcome: outcome, Negated: outcome == Failed, Hedged: hedge})
		if outcome != Succeeded && outcome != Failed {
			continue
		}
		k, tool, scope := cmdClass(cmd)
		if k == "" {
			continue
		}
		c := Claim{Kind: k, Negated: outcome == Failed, Hedged: hedge, Command: cmd, Scope: scope}
		if k != TestsPass {
			c.Tool = tool
			if k == BuildOK {
				c.Tool = ""
			}
		}
		// a looser match of the same kind is the same claim, unless it is
		// a part's in a clause of its own
		for j := range d.out {
			e := &d.out[j].Claim
			if e.Kind == k && e.Command == "" && e.Negated == c.Negated && e.Hedged == c.Hedged {
				if k == TestsPass && scope == nil && d.partApart(j, t.a) {
					continue // "`node --test` passes; the duration tests are green": the part's claim is another
				}
				e.Command = cmd
				if scope != nil && (e.Scope == nil || e.Scope.Kind == ScopeNamed || e.Scope.Kind == ScopeProject) {
					e.Scope = scope // the command says exactly what ran
				}
				fill(&e.Tool, c.Tool)
				c.Kind = ""
				break
			}
		}
		if c.Kind != "" {
			d.add(t.a, c)
		}
		_ = s
	}
}

// zeroBefore reports whether s ends with a count of none: "0 ", "zero ",
// "no ": the failures after it did not happen.
func zeroBefore(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || !strings.HasSuffix(s, " ") {
		return false
	}
	w := strings.Trim(f[len(f)-1], "(,:")
	return w == "0" || w == "zero" || w == "no"
}

// reRunDidAfter: an item's command, then a dash and what its run did, in
// the past: " — regenerated `bun.lock`", ": installed 12 packages". Only
// verbs of a run: "- `make release` - added a target" tells of the
// Makefile, not of a run.
var reRunDidAfter = &lre{expr: `^\s*(?:-|—|–|:|->)\s*(?:regenerated|installed|reinstalled|rebuilt|built|compiled|completed|succeeded|passed|finished|generated|produced|printed|reported|returned|exited|confirmed|verified|formatted|reformatted|downloaded|resolved|applied|migrated|seeded|updated\s+(?:the\s+)?lock(?:file)?)\b`}

// reRanPast: a past verb of running right before a command: "Ran ",
// "I executed the command ".
var reRanPast = &lre{expr: `\b(?:ran|re-?ran|executed|invoked)\s+(?:the\s+)?(?:command\s+)?$`}

// rePurposeAfter: the purpose of a run right after its command: " to
// confirm …", " in order to check …".
var rePurposeAfter = &lre{expr: `^\s*(?:again\s+|once\s+more\s+)?(?:to|in\s+order\s+to)\s+[a-z]`}

// reExceptFail: an exception to a command's success that failed:
// "… except `web`, which fails", "… but 2 tests fail".
// reNoneFailed: a part that failed is none at all, ", none failed", ",
// nothing fails".
var reNoneFailed = &lre{expr: `^\s*,\s*(?:and\s+)?(?:none|nothing|no\s+\w+|zero)\s+(?:\w+\s+)?(?:fails|failed|is\s+failing)\b`}

var reExceptFail = &lre{expr: `^[^.;]*?\b(?:except|but|apart\s+from|other\s+than)\b[^.;]*?\b(?:fail(?:s|ed|ing|ures?)?|errors?|broken|breaks)\b` +
	// "`go test ./...`: `stock` passes, `money` fails": a part of the run that failed
	"|^\\s*,\\s*(?:and\\s+)?(?:the\\s+)?`?(?:[a-z_][\\w./-]*)`?\\s+(?:(?:package|module|tests?|suite)\\s+)?(?:still\\s+)?(?:fails|failed|is\\s+(?:still\\s+)?failing)\\b"}

// reNotRun: the words of a command that did not run, after it.
var reNotRun = &lre{expr: `\b(?:could\s*n[o']t|can\s*n[o']t|unable\s+to|not\s+(?:be\s+)?(?:run|ran|executed|available|installed)|(?:was|were)\s*n[o']t\s+(?:run|executed)|did\s*n[o']t\s+run|never\s+ran)\b`}

// reTitleParen: the title of an item, then the parenthesis that holds its
// command: "website dev server (".
var reTitleParen = &lre{expr: `^[\w .'/-]{1,40}\($`}

// reRanAfter: a command said to have run, after it: "The `npm audit fix`
// command ran and …", "`make seed` was run".
var reRanAfter = &lre{expr: `^\s+(?:command\s+|script\s+)?(?:ran|was\s+run|has\s+been\s+run|was\s+executed|executed|has\s+run)\b`}

// reMarkOpen: a mark of success or failure opening the line, up to a
// command right after it: "✅ `go test ./...`".
var reMarkOpen = &lre{expr: `^(?:✅|✔️?|✓|☑️?|❌|✗|✖️?|✘)\s*$`}

// markAfter reads a mark right after a command, past a colon: 1 for
// success ("`go test ./...` ✅"), -1 for failure, 0 for none.
func markAfter(after string) int {
	a := strings.TrimLeft(after, " :")
	if opensOKMark(a) {
		return 1
	}
	if failMark(a) {
		return -1
	}
	return 0
}

// failedCount returns where a count of failed tests above zero ends in
// ls[a:b] ("2 passed, 1 failed"), or 0: the outcome of the command
// before it, whatever the words before say.
func (d *detector) failedCount(a, b int) int {
	seg := d.sn.ls[a:b]
	if !strings.Contains(seg, "fail") || !strings.ContainsAny(seg, "123456789") {
		return 0
	}
	if x := reStrong.FindStringIndex(seg); x != nil {
		seg = seg[:x[0]]
	}
	for _, m := range reCount.FindAllStringSubmatchIndex(seg, -1) {
		if w := seg[m[4]:m[5]]; strings.HasPrefix(w, "fail") {
			if v, _ := strconv.Atoi(seg[m[2]:m[3]]); v > 0 {
				return a + m[1]
			}
		}
	}
	return 0
}

// wrapper reports whether a command is only a shell a command ran in:
// "bash -lc", "sh -c".
func wrapper(c string) bool {
	f := strings.Fields(c)
	return len(f) == 2 && (f[0] == "bash" || f[0] == "sh" || f[0] == "zsh") && (f[1] == "-c" || f[1] == "-lc" || f[1] == "-l")
}

// reViaBefore: the words between a command and the shell it ran in.
var reViaBefore = &lre{expr: `^\s*(?:via|with|using|through|in|under|inside)\s+(?:a\s+|the\s+)?$`}

// reSummaryHead: a heading over a summary of the work.
var reSummaryHead = &lre{expr: `^(?:summary|changes|changes\s+made|what\s+changed|what's\s+changed|what\s+i\s+did|description|overview)\b`}

// reportsDone: a heading that reports done work ("Completed changes",
// "What was done") and says nothing of what is still to do.
func reportsDone(ls string) bool {
	return rePastReport.MatchString(ls) && !strings.Contains(ls, "to be ") &&
		!mentions(ls, "plan", "todo", "to-do", "step", "remaining", "left", "will", "next")
}

// rePastReport: a line that reports done work, even when it says
// "steps": "I have completed the following steps:", "I've created:".
var rePastReport = &lre{expr: `\b(?:complete|completed|done|finished|did|made|took|(?:i|we)(?:\s+have|'ve)\s+\w+ed)\b`}

// reTestingHead: a heading over the checks the agent ran: "## Testing",
// "Test plan", "Verification:".
var reTestingHead = &lre{expr: `^(?:testing|tests?|test\s+plan|test\s+results|verification|validation|checks|tested|how\s+(?:i|it\s+was)\s+tested)\s*:?$`}

// reWhenPast: "When I ran `bun test`, …" tells what happened, no condition.
var reWhenPast = &lre{expr: `^(?:when|once|after)\s+(?:i|we)\s+(?:\w+ed|ran|wrote|made|did|tried|re-?ran)\b`}

// reDidWith: a past verb, then the command that did it: "Deleted it with ".
// An irregular past counts as well: "Ran the tests with ", "Rewrote the
// history using ".
var reDidWith = &lre{expr: `\b(?:\w+ed|ran|re-?ran|rewrote|wrote|rebuilt|built|made|did|got|set|put|took|found|brought)\b[^.;]{0,40}\b(?:with|using|via|by\s+running)\s+(?:the\s+)?$`}

// reReplacedWith: a command put in place of another: "Replaced `npm ci`
// with `pnpm install`" writes the command into a file; it did not run.
var reReplacedWith = &lre{expr: `\b(?:replaced|swapped|switched|substituted|exchanged)\b[^.;]{0,60}\b(?:with|for|to|by)\s+(?:the\s+)?$`}

// reWorksWith: a verdict, then the command it was reached with: "Package
// installation works with ", "the suite passes via the ": the command ran
// and succeeded.
var reWorksWith = &lre{expr: `\b(?:works?|worked|succeeds?|succeeded|passes|passed|runs?\s+(?:fine|cleanly|successfully))\b[^.;]{0,20}\b(?:with|using|via)\s+(?:the\s+)?$`}

// reBothAfter: a pronoun, or the whole of a run ("all tests", "everything",
// "the suite"), that carries the commands before it over ";": "Ran `go
// test ./...`; all green".
var reBothAfter = &lre{expr: `^\s*[;,:]\s*(?:and\s+)?(?:both|all\s+of\s+them|all\s+three|each|they|it|everything|all(?:\s+(?:\d+\s+)?(?:tests?|checks?|packages?|specs?|suites?))?|every\s+(?:test|check|package|spec)|the\s+(?:tests?|suite|run))\b`}

// reCmdAttach: the words before a command that say it is how a claim was
// checked, not a command run on its own.
var reCmdAttach = &lre{expr: `(?:\(\s*|\b(?:with|via|using|running|per|from)\s+(?:the\s+)?)$`}

// attach gives cmd to the first claim of its kind in the sentence that
// names no command yet.
func (d *detector) attach(pos int, cmd string) {
	k, tool, scope := cmdClass(cmd)
	if k == "" {
		return
	}
	apart := false
	for j := range d.out {
		e := &d.out[j].Claim
		if e.Kind != k || e.Command != "" {
			continue
		}
		if k == TestsPass && scope == nil && d.partApart(j, pos) {
			apart = true // "`node --test` passes; the duration tests are green": two claims
			continue
		}
		// the command is the agent's evidence: it ran, with the claim's outcome
		out := Succeeded
		if e.Negated {
			out = Failed
		}
		if !e.Hedged {
			d.add(pos, Claim{Kind: CommandRan, Command: cmd, Outcome: out, Negated: e.Negated})
			e = &d.out[j].Claim
		}
		e.Command = cmd
		if scope != nil && (e.Scope == nil || e.Scope.Kind == ScopeNamed || e.Scope.Kind == ScopeProject) {
			e.Scope = scope
		}
		if k == LintClean {
			fill(&e.Tool, tool)
		}
		return
	}
	if apart {
		// the command's own verdict, in a clause of its own: a claim about
		// the whole run beside the part's
		neg, hedge := d.polarity(pos, pos+1)
		out := Succeeded
		if neg {
			out = Failed
		}
		if !hedge {
			d.add(pos, Claim{Kind: CommandRan, Command: cmd, Outcome: out, Negated: neg})
		}
		d.add(pos, Claim{Kind: k, Command: cmd, Negated: neg, Hedged: hedge})
		return
	}
	// no claim of its kind: "Verified the count with `pytest tests/unit`"
	// says only that it ran
	if reDidWith.MatchString(d.sn.ls[:pos]) {
		if _, hedge := d.polarity(pos, pos+1); !hedge {
			d.add(pos, Claim{Kind: CommandRan, Command: cmd})
		}
	}
}

// reSymHead: a heading whose head noun is a kind of symbol: the report
// lists the ones it built below it ("### 🧩 Reusable Components"), unless
// it says they were there already.
var reSymHead = &lre{expr: `^[^\w]*(?:([\w-]+)\s+)?(?:components|hooks|classes|functions|methods|endpoints)$`}

// preexisting: a heading's qualifier that says its symbols were there.
func preexisting(w string) bool {
	switch w {
	case "available", "existing", "current", "related", "other", "used", "affected", "key", "main", "core":
		return true
	}
	return false
}

// reSymVerbZh: "implemented", "added" in a Chinese heading.
var reSymVerbZh = &lre{expr: `实现了|添加了|新增了?`}

// reAddedAfter: a heading that ends in a symbol verb, "Methods Added".
var reAddedAfter = &lre{expr: `\b(?:added|implemented|introduced|created|new)\s*$`}

var (
	// reNewSymBefore and reSymNounAfter: a name called new, "a new
	// `parseArgs()` function"; reNewSymEntry: an entry that says its name
	// is new, "`parse_args()` - new function that parses flags".
	reNewSymBefore = &lre{expr: `\bnew\s+$`}
	reNewCustom    = &lre{expr: `^(?:new|custom)\s+$`}
	// reNewNounBefore: the kind of a new name before it, "New module ",
	// "a new unit test ".
	reNewNounBefore = &lre{expr: `\bnew\s+(?:[\w-]+\s+)?(?:function|method|class|hook|component|module|type|interface|struct|endpoint|command|subcommand|helper|enum|trait|macro|constant|field|(?:unit\s+|integration\s+|regression\s+)?test(?:\s+case)?)\s+$`}
	reSymNounAfter  = &lre{expr: `^\s+(?:function|method|class|hook|component|module|type|interface|struct|endpoint|route|command|subcommand|helper|enum|trait|macro|constant)s?\b`}
	reNewSymEntry   = &lre{expr: `^\s*(?::|-|—)\s*(?:a\s+|an\s+)?new\s+(?:[\w-]+\s+)?(?:function|method|class|hook|component|module|type|interface|struct|endpoint|route|command|subcommand|helper|enum|trait|macro|constant)s?\b`}
)

// reProvideBefore: a verb that says the name is the work's to offer,
// "provide a `bitparser` module", "provides a new `Retry` class" (with
// "expose" too it cost part h a false positive).
var reProvideBefore = &lre{expr: `(?:^|[^\w\s]\s*|\b(?:i|we|also|now)\s+)(?:provide|provides|provided)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?$`}

// newSymbols reads names called new: "A new `parseArgs()` function
// handles the flags", "- `parse_args()` - new function that parses
// flags", "- Custom `useTodos` hook with `useReducer`", and an item that
// opens with a name and its noun and goes on with what it has: "-
// `TranscriptComputers` module with reactive `rendered_lines`" ("-
// `AuthService` class: handles login" describes code). Of a command, the
// subcommand is the name: "New `cli.ts test-mcp <models...>` subcommand".
func (d *detector) newSymbols() {
	ls := d.sn.ls
	for i := range d.toks {
		t := &d.toks[i]
		if t.used || t.kind == 'p' || t.kind == 'c' || t.kind == 'o' && !strings.Contains(t.text, " ") {
			continue
		}
		opens := d.sn.item && t.a <= markStart(ls)+7 && (strings.TrimSpace(ls[markStart(ls):t.a]) == "" || reNewCustom.MatchString(ls[markStart(ls):t.a]))
		noun := reSymNounAfter.FindStringIndex(ls[t.b:])
		switch {
		case i == 0 && opens && reNewSymEntry.MatchString(ls[t.b:]):
		case noun != nil && reNewSymBefore.MatchString(ls[:t.a]):
		case reNewNounBefore.MatchString(ls[:t.a]) && t.kind == 's':
			// "New module `Lisp.Parser`", "a new unit test `test_reason`"
		case reNewSymBefore.MatchString(ls[:t.a]) && (reDeclSpan.MatchString(t.text) || reTestID.MatchString(t.text)):
			// "new `InsufficientFunds(Exception)`", "new `pub fn
			// verify_hash(&self) -> bool`", "the new `test_status_json`":
			// a declaration, or a test's name, needs no noun
		case noun != nil && reProvideBefore.MatchString(ls[:t.a]) && (d.sn.item || d.summary || !strings.HasPrefix(ls[markStart(ls):], "provide ")):
			// "- provide a `bitparser` module selecting the backend"
		case noun != nil && opens && (strings.HasPrefix(ls[t.b+noun[1]:], " with ") || t.a > markStart(ls)):
		case noun == nil && i == 0 && opens && d.sn.item && strings.HasPrefix(ls[t.b:], " with ") && t.kind == 's' && pascal(t.text) && !d.hedgeAll:
			// "- `TranscriptComponents` with shared HEEx for the panel": a
			// type's name in Pascal case needs no noun to be a thing built
		default:
			continue
		}
		name := symName(t.text)
		if m := reDeclSpan.FindStringSubmatch(t.text); m != nil {
			name = m[1]
		} else if t.kind == 'o' {
			name = ""
			for _, f := range strings.Fields(t.text) {
				if classify(f) != 'p' && !strings.ContainsAny(f[:1], "<[-$") {
					name = f
					break
				}
			}
			if name == "" {
				continue
			}
		}
		t.used = true
		_, hedge := d.polarity(t.a, t.b)
		d.add(t.a, Claim{Kind: SymbolImplemented, Name: name, Hedged: hedge})
	}
}

// reItemName: a list item that opens with a name and says what it is:
// "TodoItem: a todo with a checkbox", "` + "`defaultTheme`" + ` - for lists".
// A name in backticks may be followed by its purpose or its role instead,
// "`parse_rows()` for HTML table extraction", "`VPNError` as the base
// exception", or by a dash of another width ("`f()` — parses flags").
var reItemName = &lre{expr: `^(?:(` + "`[^`]+`" + `)(?:\s*(?::|\s[-—–]\s)|\s+(?:for|as)\s)|([A-Za-z_$][\w$.]*(?:\(\))?)\s*(?::|\s[-—–]\s))`}

// reItemKindName: an item that opens with the kind of a thing and its
// name, "A table `GL Account Mapping`", "a new `Retry` class".
// "` + "`LogLevel`" + ` enum", "` + "`createLogger()`" + ` factory function": the
// name first, then its kind, with one word between at most.
var reItemKindName = &lre{expr: `^(?:(?:an?|the)\s+(?:new\s+)?(?:table|page|class|function|method|component|hook|module|type|interface|struct|enum|endpoint|command|codeunit|view|model|service|helper)\s+(` + "`[^`]+`" + `)|(?:(?:an?|the)\s+(?:new\s+)?)?(` + "`[^`]+`" + `)\s+(?:[\w-]+\s+)?(?:table|page|class|function|method|component|hook|module|type|interface|struct|enum|endpoint|command|codeunit|view|model|service|helper|trait|constant|const|decorator|macro|schema|singleton|factory|record|protocol|middleware|handler|utility|util|mixin)\b)`}

// itemName reads the name an item of a symbol list opens with.
func (d *detector) itemName(kind Kind) {
	m := reItemName.FindStringSubmatchIndex(d.sn.s)
	if m == nil {
		// "I've created:\n1. A table `GL Account Mapping` with all the
		// fields": the item says what kind of thing the name is
		if m = reItemKindName.FindStringSubmatchIndex(d.sn.ls); m != nil {
			g := 2
			if m[g] < 0 {
				g = 4
			}
			d.add(m[g], Claim{Kind: kind, Name: symName(strings.Trim(d.sn.s[m[g]:m[g+1]], "`")), Hedged: d.hedgeAll || d.plan})
		}
		return
	}
	if m[2] < 0 {
		m[2], m[3] = m[4], m[5]
	}
	name := strings.Trim(d.sn.s[m[2]:m[3]], "`")
	if n := sigName(name); n != "" {
		name = n // "`EndedAt *time.Time` - when the session ended"
	}
	if strings.ContainsAny(name, " /") || classify(name) == 'p' {
		return
	}
	plain := !strings.HasPrefix(d.sn.s, "`")
	if plain && acronym(name) {
		return // "CI: [ci.yml](…)", "MQTT: …": a topic, not a name
	}
	// under "### Reusable Components" a capitalized word in bold is a
	// component's name: "- **Filter**: Tab-style filtering"
	component := d.st.components && name[0] >= 'A' && name[0] <= 'Z' && strings.HasPrefix(d.st.src[d.sn.start:], "**")
	if plain && !hasUpper(name[1:]) && !strings.ContainsAny(name, "_()$") && !component {
		return // "Filter: …" may be a word; "TodoItem:" and "parse_args():" are names
	}
	d.add(m[2], Claim{Kind: kind, Name: symName(name), Hedged: d.hedgeAll || d.plan})
}

// reRemovedFrom: the place a name was taken out of, not its definition
// ("from the exports", "from the env var table"); the code as a whole
// ("from the codebase") or the file that defined it ("from
// `render/util.go`") is where its definition was (reFromWhole).
var (
	reRemovedFrom = &lre{expr: `^\s*(?:\(\))?\s*from\s+`}
	reFromWhole   = &lre{expr: "^\\s*(?:\\(\\))?\\s*from\\s+(?:the\\s+)?(?:(?:codebase|project|repo(?:sitory)?|code\\s*base|source(?:\\s+tree)?)\\b|`?[\\w./-]+\\.[a-z]{1,5}`?(?:\\s|[.,;:)]|$))"}
)

// reMemberAfter: a noun after a name that makes it a use or a member, not
// a definition: "`bar` parameter", "`retries` option", "`foo()` call".
var reMemberAfter = &lre{expr: `^\s*(?:\(\))?\s*(?:parameters?|params?|arguments?|args?|options?|flags?|fields?|props?|keys?|imports?|calls?|usages?|uses|references?|exports?|entr(?:y|ies)|lines?|checks?|logs?|logging|statements?)\b`}

func (d *detector) symbols() {
	s, ls := d.sn.s, d.sn.ls
	emit := func(a, b int, name string) {
		ms := d.verbs(reSymVerb, a)
		if len(ms) == 0 || d.attributive(b) {
			return
		}
		m := ms[len(ms)-1]
		between := ls[m[1]:a]
		// "Added `a()` and `b()`": earlier symbols of a list; "created
		// `x.js` with a `f` function": a symbol its noun names
		list := d.symbolList(m[1], a)
		// reNounAfter first: it reads a few bytes after the name, reWithA
		// all of the clause before it, for every name of a long line
		withNoun := reNounAfter.MatchString(ls[b:]) && reWithA.MatchString(d.lc[m[1]:a]) && !strings.ContainsAny(d.lc[m[1]:a], "(;")
		if !list && !withNoun && (len(between) > 30 || strings.ContainsAny(between, "(;`") || rePrep.MatchString(between) || reToPlace.MatchString(between) || reStrong.MatchString(between) || reMeansBefore.MatchString(between) && pastOf(ls[m[2]:m[3]]) != "fixed") {
			return
		}
		// a dash ends the verb's phrase: in "Custom claims dropped on
		// refresh - only `id` is copied" nothing dropped `id`
		if strings.Contains(between, " - ") || strings.Contains(between, "—") {
			return
		}

		var kind Kind
		switch pastOf(ls[m[2]:m[3]]) {
		case "removed", "deleted", "dropped":
			kind = SymbolRemoved
			if reRemovedFrom.MatchString(ls[b:]) && !reFromWhole.MatchString(ls[b:]) || reMemberAfter.MatchString(ls[b:]) {
				// "Removed `foo` from the exports", "the unused `bar`
				// parameter", "the `foo()` call": taken out of a place or a
				// use, its definition may stay
				return
			}
		case "fixed":
			kind = BugFixed
		default:
			kind = SymbolImplemented
		}
		// the verb's clause: "Fixed: `Get` never marked…" is a fix; so is
		// "Fixed `LRUCache.get` not moving keys": a fix's negation comes
		// before its verb, after it the words tell the bug
		neg, _ := d.polarity(m[0], m[1])
		if kind == BugFixed {
			neg = d.negUpTo(m[0], m[1])
		}
		hedge := d.hedgeUpTo(m[0], max(b, m[1]))
		if neg && reNegBefore.MatchString(ls[max(0, m[0]-14):m[0]]) {
			d.add(m[0], Claim{Kind: Untouched, Name: symName(name), Hedged: hedge})
			return
		}
		name = symName(name)
		// "Added a lint-only `tsconfig`": a configuration file named
		// without its extension; a file claim with no path to check
		if kind != BugFixed && configStem(name) {
			d.add(m[0], Claim{Kind: fileKind(ls[m[2]:m[3]]), Name: name, Negated: neg, Hedged: hedge})
			return
		}
		if kind == BugFixed {
			d.add(m[0], Claim{Kind: BugFixed, Name: name, Negated: neg, Hedged: hedge})
			return
		}
		d.add(m[0], Claim{Kind: kind, Name: name, Negated: neg, Hedged: hedge})
	}
	for i := range d.toks {
		t := &d.toks[i]
		// a route or a slash command right after its verb is what was
		// added: "expose new route `/audit_prompts`", "Add `/codex:auto`"
		named := t.kind == 'o' && !strings.ContainsAny(t.text, " ") && strings.HasPrefix(t.text, "/") && reRouteBefore.MatchString(ls[:t.a])
		// "Added `EndedAt *time.Time` field": a signature names its symbol
		name, sig := t.text, ""
		if t.kind == 'o' && !named {
			sig = sigName(t.text)
			name = sig
		}
		if t.kind != 's' && !named && sig == "" || t.used {
			continue
		}
		n := len(d.out)
		emit(t.a, t.b, name)
		if sig != "" && len(d.out) > n && d.out[n].Kind != SymbolImplemented {
			// "Removed `tools: string` from the interface": a member's
			// name is too common to look up as gone from the workspace
			d.out = d.out[:n]
		}
		if len(d.out) > n {
			t.used = true
		}
	}
	// "- `buildCodexArgs` extracted as an exported pure function": the
	// telegraphic voice of an item or title, the name then its participle
	if (d.sn.item || d.sn.heading) && len(d.toks) > 0 {
		if t := &d.toks[0]; t.kind == 's' && !t.used && t.a == markStart(ls) {
			if m := reSymDone.FindStringSubmatchIndex(ls[t.b:]); m != nil {
				kind := SymbolImplemented
				switch ls[t.b+m[2] : t.b+m[3]] {
				case "removed", "deleted", "dropped":
					kind = SymbolRemoved
				}
				t.used = true
				d.add(t.a, Claim{Kind: kind, Name: symName(t.text), Hedged: d.hedgeAll || d.plan})
			}
		}
	}
	// "`add` is fixed", "`add` and `sub` are fixed"
	for i := 0; i < len(d.toks); i++ {
		t := &d.toks[i]
		if t.kind != 's' || t.used {
			continue
		}
		last := i
		for j := i + 1; j < len(d.toks) && d.toks[j].kind == 's' && isListSep(ls[d.toks[last].b:d.toks[j].a]); j++ {
			last = j
		}
		m := reSymPassive.FindStringSubmatchIndex(ls[d.toks[last].b:])
		if m == nil {
			continue
		}
		// "Your `useDatabase` hook is implemented correctly": the user's
		// code described, not work reported
		if strings.HasPrefix(ls[markStart(ls):], "your ") {
			continue
		}
		at := d.toks[last].b
		var kind Kind
		switch ls[at+m[2] : at+m[3]] {
		case "fixed", "resolved", "corrected":
			kind = BugFixed
		case "removed", "deleted", "dropped":
			kind = SymbolRemoved
		default:
			kind = SymbolImplemented
		}
		neg, hedge := d.polarity(at, at+m[1])
		for j := i; j <= last; j++ {
			d.toks[j].used = true
			d.add(d.toks[j].a, Claim{Kind: kind, Name: symName(d.toks[j].text), Negated: neg, Hedged: hedge})
		}
		i = last
	}
	// "implement SafeTensorsScanner for `.safetensors` files", "Deleted
	// getNapaMetadata and getNapaStats": names in camel case right after
	// the verb, and the names listed after them
	var camels [][]int
	if camelHump(s) || strings.Contains(s, "_") {
		camels = reCamelAfterVerb.FindAllStringSubmatchIndex(s, -1)
	}
	for _, m := range camels {
		if d.inToken(m[2]) || product(s[m[2]:m[3]]) {
			continue
		}
		if m[3] < len(s) && strings.IndexByte("./-", s[m[3]]) >= 0 && m[3]+1 < len(s) && s[m[3]+1] != ' ' {
			continue // "added foo_bar.py", "added data_dir/": a path's name
		}
		if !camelHump(s[m[2]:m[3]]) && strings.HasPrefix(s[m[3]:], " module") {
			continue // "Added drag_drop module": a file's name as much as a symbol's
		}
		n := len(d.out)
		emit(m[2], m[3], s[m[2]:m[3]])
		if len(d.out) == n || d.out[n].Kind == Untouched {
			continue
		}
		for b := m[3]; ; {
			x := reCamelNext.FindStringSubmatchIndex(s[b:])
			if x == nil || product(s[b+x[2]:b+x[3]]) {
				break
			}
			c := d.out[n].Claim
			c.Name = s[b+x[2] : b+x[3]]
			d.add(b+x[2], c)
			b += x[3]
		}
	}
	// "Removed bearing() from src/geo.ts", "Removed bearing: the function
	// is gone": a plain word is a name when its parentheses or the noun
	// after it say so
	if strings.Contains(s, "()") || strings.Contains(ls, " the ") {
		for _, m := range reWordSymAfterVerb.FindAllStringSubmatchIndex(s, -1) {
			if d.inToken(m[2]) || d.hasName(s[m[2]:m[3]]) {
				continue
			}
			emit(m[2], m[3], s[m[2]:m[3]])
		}
	}
	// "implemented the parseArgs function"
	for _, m := range d.symNouns(ls) {
		if d.inToken(m[2]) {
			continue
		}
		w := s[m[2]:m[3]]
		if acronym(w) {
			continue // "Added the CSS class generation", "a new API endpoint": a word of prose
		}
		if scopeStop(strings.ToLower(w)) || len(w) < 3 || strings.ToLower(w) == w && !strings.ContainsAny(w, "_") && !hasUpper(w) && len(w) < 4 {
			continue
		}
		if d.has(SymbolImplemented) || d.has(SymbolRemoved) {
			continue
		}
		if strings.Contains(" helper utility custom shared local dedicated simple small separate main default existing pure exported public private static async internal generic abstract anonymous first last next previous same other each every single proper missing correct better explicit actual basic full complete additional extra appropriate necessary required optional consistent robust improved enhanced ", " "+strings.ToLower(w)+" ") {
			continue
		}
		// "type annotations", "type hints": the noun modifies the next
		// word, so the word before it names no type
		if reTypeModifier.MatchString(ls[m[1]:]) {
			continue
		}
		// "Removed Redundant Field:": a title in title case, not a name
		if n := strings.TrimLeft(s[m[3]:], " "); w[0] >= 'A' && w[0] <= 'Z' && !hasUpper(w[1:]) && n != "" && n[0] >= 'A' && n[0] <= 'Z' {
			continue
		}
		// a plain word in lower case is a name only right after "the"
		// ("Implemented the render method"); else it is a word of the
		// noun phrase ("a context manager interface", "a wrapper
		// function", "Removed redundant method"), which verify would look
		// for in vain
		if !strings.ContainsAny(w, "_0123456789") && !hasUpper(w) && !strings.HasSuffix(ls[:m[2]], "the ") {
			continue
		}
		emit(m[2], m[3], w)
	}
}

// docPath reports whether p names a document: prose, not code.
func docPath(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".mdx", ".rst", ".adoc", ".txt":
		return true
	}
	return false
}

// configStem: the names of configuration files that agents write without
// their extension ("a `tsconfig`", "the `eslintrc`").
func configStem(w string) bool {
	switch strings.ToLower(w) {
	case "tsconfig", "jsconfig", "eslintrc", "prettierrc", "babelrc", "pyproject", "pytest.ini", "setup.cfg", "tox", "vite.config", "jest.config", "vitest.config":
		return true
	}
	return false
}

// reTypeModifier: "type" used as a modifier, right after a reSymNoun
// match ("proper type annotations", "type hints", "type errors").
var reTypeModifier = &lre{expr: `^\s+(?:annotations?|hints?|check(?:s|ing)?|errors?|safety|cast(?:s|ing)?|coercion|inference|signatures?|guards?|narrowing|stubs?|ignores?)\b`}

// reSymDone: the participle right after a name that opens an item,
// "`f` extracted as …", "`g` added to …", "`h` removed".
var reSymDone = &lre{expr: `^\s+(?:(?:function|method|class|type|interface|hook|component|helper|struct|enum|constant)\s+)?(added|implemented|introduced|extracted|created|defined|exported|removed|deleted|dropped)(?:\s*$|\s*[.;:,]|\s+(?:as|to|in|into|from|for|with|and|so)\b)`}

var (
	// reSymPassive: "`add` is fixed", "`Mul` has been added".
	// "The `parseArgs` function has been implemented"
	reSymPassive = &lre{expr: `^\s+(?:(?:function|method|class|type|interface|hook|component|helper|struct|enum|constant|module)s?\s+)?(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|also\s+)*(fixed|resolved|corrected|implemented|added|introduced|created|defined|extracted|exported|removed|deleted|dropped)\b`}
	// reWithA and reNounAfter: "with a `capitalize` function".
	reWithA     = &lre{expr: `\b(?:with|including|containing)\s+(?:a|an|the|new|two|three)?\s*(?:new\s+)?$`}
	reNounAfter = &lre{expr: `^\s+(?:function|method|type|class|struct|interface|hook|component|constant|helper)s?\b`}
)

// reMeansBefore: the words before a name that is what the change goes
// by, not what it made: "Implemented log filtering based on `LOG_LEVEL`",
// "Added retries using `backoff`".
var reMeansBefore = &lre{expr: `\b(?:based\s+on|using|via|through)\s+(?:the\s+|a\s+|an\s+)?$`}

// reToPlace: the words before a name that is where something was added,
// not what: "Added validation calls to both `a()` and `b()`".
var reToPlace = &lre{expr: `\b(?:to|into|from|in|inside|within|on)\s+(?:both|all|each|every|the|its|their)(?:\s+(?:the|of))*\s+$`}

// camel is a name in camel case, upper (SafeTensorsScanner) or lower
// (getNapaMetadata): words in prose are neither.
const camel = `(?:[A-Z][a-z][a-z0-9]*(?:[A-Z][a-z][a-z0-9]*)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+)`

// snake is a name in snake case, two words or more joined by "_",
// not a path's ("a_b.py" is the path's, "a_b/" its folder's).
const snake = `[a-z][a-z0-9]*(?:_[a-z0-9]+)+`

// symVerbLead: a verb that adds or removes a name, and the article or
// adjective before the name ("Deleted the unused ", "Added a new ").
const symVerbLead = `(?i:\b(?:implement(?:s|ed)?|add(?:s|ed)?|introduc(?:e|es|ed)|creat(?:e|es|ed)|defin(?:e|es|ed)|remov(?:e|es|ed)|delet(?:e|es|ed)|drop(?:s|ped)?)\s+(?:a\s+|an\s+|the\s+|new\s+|unused\s+)?)`

var (
	// reCamelAfterVerb: a name in camel case right after a symbol verb.
	// A name in snake case ("Added test_nested_models_without_output")
	// is as plain: prose joins no words with "_".
	reCamelAfterVerb = &lre{expr: symVerbLead + `(` + camel + `|` + snake + `)\b`}
	// reWordSymAfterVerb: a plain word after symVerbLead,
	// with "()", or a noun of code said to be gone in apposition:
	// "Removed bearing()", "Removed bearing: the function is gone".
	reWordSymAfterVerb = &lre{expr: symVerbLead + `([A-Za-z_$][\w$]*)(?:\(\)|\s*[:,—–]\s*(?i:the|this|that)\s+(?i:function|method|class|helper|type|struct|interface|hook|component)\s+(?i:is|was|has\s+been)\s+(?i:gone|removed|deleted|dropped)\b)`}
	// reCamelNext: the next name of a list that follows one.
	reCamelNext = &lre{expr: `^(?:,\s*|,?\s+and\s+)(` + camel + `)\b`}
	// reUseNoun: a noun after a name that makes the name its modifier: the
	// thing added or removed is an import, a check, a call of the name,
	// not the name ("Removed `chalk` import", "Add `isStreaming` check").
	// A noun that makes the name a thing other than code, one no
	// definition holds: "`dev` tag", "`all` extra", "`tabs.title` key",
	// "`lint` script", "`ci` job".
	reUseNoun = &lre{expr: `^\s+(?:imports?|exports?|checks?|calls?|usages?|references?|guards?|cleanup|support|handling|dependency|dependencies|extras?|tags?|keys?|labels?|branch(?:es)?|scripts?|targets?|jobs?|steps?|entr(?:y|ies)|values?|packages?|permissions?|sections?|badges?|rules?|headers?|env(?:ironment)?\s+var(?:iable)?s?|settings?|properties|attributes?)\b`}
)

// camelHump reports whether s holds a lower-case letter followed by an
// upper-case one, as every name reCamelAfterVerb finds does: most
// sentences do not, and the expression is the slowest of symbols.
func camelHump(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// attributive reports whether the name that ends at b (with the names
// listed after it) modifies what follows rather than being the thing the
// verb is about: "`Stop`-event hook", "`a` and `b` imports".
func (d *detector) attributive(b int) bool {
	ls := d.sn.ls
	for _, t := range d.toks {
		if t.a >= b && t.kind == 's' && isListSep(ls[b:t.a]) {
			b = t.b
		}
	}
	if b+1 < len(ls) && ls[b] == '-' && ls[b+1] >= 'a' && ls[b+1] <= 'z' {
		return true
	}
	return reUseNoun.MatchString(ls[b:])
}

// product: names in CamelCase that are products, not code.
func product(w string) bool {
	switch w {
	case "TypeScript", "JavaScript", "GitHub", "GitLab", "PostgreSQL", "MySQL", "OpenAI", "OpenTelemetry", "LiveView",
		"PowerShell", "CoffeeScript", "WebSocket", "WebSockets", "GraphQL", "NodeJS", "MongoDB", "DynamoDB", "YouTube",
		"LinkedIn", "MacOS", "macOS", "iOS", "iPadOS", "watchOS", "tvOS", "iPhone", "iPad", "eBay", "npmJS", "VSCode", "IntelliJ", "PyTorch", "TensorFlow", "FastAPI", "NextJS", "SvelteKit":
		return true
	}
	return false
}

// reRouteBefore: the words before a route or command that was added.
var reRouteBefore = &lre{expr: `(?:^|\b(?:add|adds|added|expose|exposes|exposed|new|implement|implemented|register|registered)\s+(?:a\s+|the\s+|new\s+)?(?:route|endpoint|command|commands|subcommand)?\s*|,\s*)$`}

// symbolList reports whether ls[a:b] holds only symbols of a list and
// their separators: "`a()`, `b()` and " before a third.
func (d *detector) symbolList(a, b int) bool {
	prev, n := a, 0
	for _, t := range d.toks {
		if t.a < a || t.b > b {
			continue
		}
		if t.kind != 's' || !isListSep(d.sn.ls[prev:t.a]) {
			return false
		}
		prev, n = t.b, n+1
	}
	return n > 0 && isListSep(d.sn.ls[prev:b])
}

// pascal reports whether w is a name in Pascal case, "TranscriptComponents".
func pascal(w string) bool {
	return len(w) > 2 && w[0] >= 'A' && w[0] <= 'Z' && camelHump(w) && !strings.ContainsAny(w, " .-/")
}

func hasUpper(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' {
			return true
		}
	}
	return false
}

// --- admissions, patterns, generic ----------------------------------------

func (d *detector) admits() {
	ls := d.sn.ls
	if strings.HasPrefix(ls, "✅") || strings.HasPrefix(ls, "✔") {
		return // "✅ No platform-specific code"
	}
	plan := d.plan
	d.plan = false // "What's left: - the refresh doesn't work yet" admits
	defer func() { d.plan = plan }()
	for _, m := range reAdmit.FindAllStringIndex(ls, -1) {
		_, hedge := d.polarity(m[0], m[1])
		if hedge {
			continue // "if it still fails, …" is not an admission
		}
		ca, cb := d.clause(m[0], m[1])
		// Extend to the clause's end: "I couldn't run the tests because…"
		cl := ls[ca:cb]
		if x := strings.Index(ls[m[1]:], ". "); cb < m[1]+40 && x != 0 {
			end := len(ls)
			if x > 0 {
				end = m[1] + x
			}
			if y := reStrong.FindStringIndex(ls[m[1]:end]); y != nil {
				end = m[1] + y[0]
			}
			if y := reBecause.FindStringIndex(ls[m[1]:end]); y != nil {
				end = m[1] + y[0]
			}
			if y := reSoThat.FindStringIndex(ls[m[1]:end]); y != nil {
				end = m[1] + y[0] // "I didn't run `kilnctl`, so the totals are only checked through the tests": what follows is a consequence
			}
			cl = ls[ca:end]
		}
		kind := AdmitsFailure
		// "so the change is untested against the linter": the linter's
		if reUntestedBy.MatchString(cl) {
			cl = reUntestedBy.ReplaceAllString(cl, " lint ")
		}
		switch {
		case reLinterWord.MatchString(cl) && !strings.Contains(cl, "test") && !strings.Contains(cl, "build") && !strings.Contains(cl, "compil"):
			kind = LintClean // "I couldn't run flake8: it isn't installed"
		case strings.Contains(cl, "test") || strings.Contains(cl, "spec") || strings.Contains(cl, "suite") || strings.Contains(cl, "e2e") || reTestIDS.MatchString(d.sn.s[ca:min(ca+len(cl), len(d.sn.s))]):
			kind = TestsPass
		case strings.Contains(cl, "build") || strings.Contains(cl, "compil"):
			kind = BuildOK
		case strings.Contains(cl, "lint") || strings.Contains(cl, " vet") || strings.Contains(cl, "typecheck") || strings.Contains(cl, "tsc") || strings.Contains(cl, "type error"):
			kind = LintClean
		}
		if kind != AdmitsFailure && d.hasNeg(kind) {
			continue
		}
		var scope *Scope
		if kind == TestsPass {
			// "I did not run the scheduler tests", "`test_b` still fails"
			if x := d.namedTests(ca, ca+len(cl)); x != nil {
				scope = x
			} else if n := reTestNoun.FindStringIndex(cl); n != nil {
				scope = d.testScope(ca+n[0], ca+n[1], ca+n[0], ca+n[1])
			}
		}
		if kind != AdmitsFailure {
			// an unnegated claim of the kind in the same clause was misread
			out := d.out[:0]
			for _, f := range d.out {
				if f.Kind == kind && !f.Negated && f.pos >= ca && f.pos < ca+len(cl) {
					continue
				}
				out = append(out, f)
			}
			d.out = out
		}
		if kind == AdmitsFailure && (d.hasNeg(TestsPass) || d.hasNeg(BugFixed) || d.hasNeg(BuildOK) || d.hasNeg(LintClean) || d.has(Untouched) || d.hasNeg(AdmitsFailure)) {
			continue
		}
		d.add(m[0], Claim{Kind: kind, Negated: true, Scope: scope})
	}
}

// reUntestedBy: "untested" or "not tested" by a check that is no test:
// "untested against the linter", "not tested with mypy".
var reUntestedBy = &lre{expr: `\b(?:untested|not\s+(?:been\s+)?tested)\s+(?:against|with|by|under)\s+(?:the\s+)?(?:linter|lint|flake8|ruff|eslint|pylint|mypy|pyright|clippy|golangci-lint|type\s*checker)`}

// reLinterWord: a linter or type checker named in an admission.
var reLinterWord = &lre{expr: `\b(?:lint\w*|flake8|ruff|eslint|pylint|mypy|pyright|clippy|golangci-lint|prettier|black|isort|rubocop|shellcheck|stylelint|biome)\b`}

// rePersist: a problem said to last: "some errors persist", "warnings
// remain", "`a.py` remains problematic", "the build still has issues",
// "the parser test continues to fail".
var rePersist = &lre{expr: `\b(?:errors?|warnings?|issues?|problems?|failures?|bugs?|violations?)\s+(?:still\s+)?(?:persists?|persisted|persisting|remains?|remained|lingers?|lingered)\b` +
	`|\b(?:remains?|remained|is\s+still|are\s+still|was\s+still|were\s+still|stays?|stayed)\s+(?:somewhat\s+|very\s+|a\s+bit\s+|partly\s+)?(?:problematic|broken|buggy|failing|flaky|unresolved|unfixed)\b` +
	`|\b(?:still|continues?\s+to)\s+(?:has|have|had|shows?|throws?|produces?|reports?|gives?)\s+(?:some\s+|a\s+few\s+|several\s+|many\s+|\d+\s+)?(?:[\w-]+\s+)?(?:errors?|issues?|problems?|failures?|bugs?|warnings?)\b` +
	`|\bcontinues?\s+to\s+(?:fail|break|error|crash)\b`}

// reNonePersist: "no errors remain", "none of the warnings persist": the
// problem is gone.
var reNonePersist = &lre{expr: `\b(?:no|zero|0|none|nothing|without|never)\b[^.;:]{0,30}$`}

// reLintWords: the words of a clause that make its errors a check's:
// the tools, and the rules they report ("line too long", "unused import").
var reLintWords = &lre{expr: `\b(?:lint(?:er|ers|ing)?|eslint|ruff|flake8|pylint|mypy|pyright|tsc|type-?\s?check\w*|type\s+errors?|clippy|vet|staticcheck|golangci-lint|prettier|biome|rubocop|shellcheck|formatting|line\s+too\s+long|line-too-long|unused\s+(?:imports?|variables?)|e501)\b`}

// persists reads a problem said to last as the admission it is: "some
// \"line too long\" errors persist" is a lint failure, "the build still
// has issues" a failing build, "`a.py` remains problematic" no successful
// change of a.py. A success of the same kind read elsewhere in the
// sentence ("fixed several linter errors", "modifying `a.py`") does not
// stand beside it: the check is not clean, the change not done.
func (d *detector) persists() {
	ls := d.sn.ls
	for _, m := range rePersist.FindAllStringIndex(d.lc, -1) {
		if d.inToken(m[0]) {
			continue
		}
		ca, cb := d.clause(m[0], m[1])
		if reNonePersist.MatchString(ls[ca:m[0]]) {
			continue // "no lint errors remain"
		}
		if _, hedge := d.polarity(m[0], m[1]); hedge {
			continue // "if errors persist, rerun …"
		}
		// a path as the subject: the file's change is not done
		var subject *token
		for i := range d.toks {
			if t := &d.toks[i]; t.kind == 'p' && t.a >= ca && t.b <= m[0] && strings.TrimSpace(strings.Trim(ls[t.b:m[0]], "`*_ ")) == "" {
				subject = t
			}
		}
		if subject != nil {
			negated := false
			for i := range d.out {
				e := &d.out[i].Claim
				if (e.Kind == FileModified || e.Kind == FileCreated) && !e.Negated && e.Path != "" && path.Base(e.Path) == path.Base(subject.text) {
					e.Negated, negated = true, true
				}
			}
			if !negated {
				d.add(subject.a, Claim{Kind: FileModified, Path: subject.text, Negated: true})
			}
			continue
		}
		cl := ls[ca:cb]
		kind := AdmitsFailure
		switch {
		case mentions(cl, "test", "spec", "suite", "e2e"):
			kind = TestsPass
		case mentions(cl, "build", "compil"):
			kind = BuildOK
		case reLintWords.MatchString(cl):
			kind = LintClean
		case strings.Contains(cl, "warning"), reLintWords.MatchString(ls) && !mentions(ls, "test", "spec", "build", "compil"):
			kind = LintClean // "warnings remain"; "errors persist" in a sentence about lint
		}
		if kind == AdmitsFailure {
			continue
		}
		for i := range d.out {
			f := &d.out[i]
			if f.Kind != kind || f.Negated || f.Hedged {
				continue
			}
			// tests elsewhere in the sentence may be another part of the
			// suite ("unit tests pass; some e2e failures persist")
			if kind == TestsPass && (f.pos < ca || f.pos >= cb) {
				continue
			}
			if f.Tool != "" && !strings.Contains(cl, f.Tool) && reLintWords.MatchString(cl) {
				continue // "ruff passes; some mypy errors persist"
			}
			f.Negated = true
		}
		if !d.hasNeg(kind) {
			d.add(m[0], Claim{Kind: kind, Negated: true})
		}
	}
}

// reCodeLead: a line that says checks passed and shows them in the code
// block below it: "Verification passed:", "All green ✅".
var reCodeLead = &lre{expr: `^(?:all\s+green|verification\s+passed|verified|all\s+(?:tests|checks)\s+pass(?:ed|ing)?|(?:tests|checks)\s+pass(?:ed|ing)?|everything\s+pass(?:es|ed))\s*(?:[:.!]|✅|✔️?|🎉|\s)*$`}

// codeVerdict reads the commands of the code block under a line that
// says they passed ("Verification passed:" over "npm test", "npm run
// build") as commands that ran and succeeded, each with the claim of its
// kind, located on its own line.
func (d *detector) codeVerdict() {
	if !d.sn.last || d.hedgeAll || d.plan || d.sn.end >= len(d.st.src) || !reCodeLead.MatchString(d.sn.ls) {
		return
	}
	for _, ln := range codeAfter(d.st.src, d.sn.end) {
		cmd := strings.TrimPrefix(strings.TrimSpace(d.st.src[ln.Start:ln.End]), "$ ")
		first := cmd
		if i := strings.IndexByte(cmd, ' '); i >= 0 {
			first = cmd[:i]
		}
		if !cmdWord(first) {
			continue
		}
		k, tool, scope := cmdClass(cmd)
		if k == "" {
			continue
		}
		line := ln
		d.out = append(d.out, found{Claim: Claim{Kind: CommandRan, Command: cmd, Outcome: Succeeded}, pos: len(d.sn.s), line: &line})
		c := Claim{Kind: k, Command: cmd, Scope: scope}
		if k == LintClean {
			c.Tool = tool
		}
		d.out = append(d.out, found{Claim: c, pos: len(d.sn.s), line: &line})
	}
}

// codeAfter returns the lines of the code block that follows the line
// ending at end in text, past blank lines: a fenced block, or an indented
// one; nil when the next text is not code. At most 20 lines are read.
func codeAfter(text string, end int) []Span {
	next := func(p int) (int, int) { // the line starting at p
		e := strings.IndexByte(text[p:], '\n')
		if e < 0 {
			return p, len(text)
		}
		return p, p + e
	}
	p := end
	if e := strings.IndexByte(text[p:], '\n'); e >= 0 {
		p += e + 1
	} else {
		return nil
	}
	for p < len(text) {
		a, b := next(p)
		if strings.TrimSpace(text[a:b]) != "" {
			break
		}
		p = b + 1
	}
	if p >= len(text) {
		return nil
	}
	a, b := next(p)
	first := strings.TrimLeft(text[a:b], " \t")
	var out []Span
	if fence := fenceMarker(first); fence != "" {
		for p = b + 1; p < len(text) && len(out) < 20; p = b + 1 {
			a, b = next(p)
			if strings.HasPrefix(strings.TrimLeft(text[a:b], " \t"), fence) {
				break
			}
			out = append(out, Span{a, b})
		}
		return out
	}
	for ; p < len(text) && len(out) < 20; p = b + 1 {
		a, b = next(p)
		if !strings.HasPrefix(text[a:b], "    ") && !strings.HasPrefix(text[a:b], "\t") {
			break
		}
		out = append(out, Span{a, b})
	}
	return out
}

// reTestingLead: a line that opens a list of what was tested: "Tests
// (`go test ./lib/...`):", "Successfully tested with:".
// reOptionsLead: a lead over choices offered to the user, "You have a few
// options:", "Two ways to fix it:": its items are not done.
// reOfferLead: a lead that offers the list below as things the agent
// could do, "would you like me to:", "Should I:", "I can also:".
var reOfferLead = &lre{expr: `\b(?:would\s+you\s+like(?:\s+me)?\s+to|do\s+you\s+want(?:\s+me)?\s+to|want\s+me\s+to|should\s+i|shall\s+i|i\s+(?:can|could)(?:\s+also)?|let\s+me\s+know\s+if)\b[^:]{0,60}:$`}

var reOptionsLead = &lre{expr: `\b(?:a\s+few|several|some|two|three|four|these|your|the\s+following|other|possible)\s+(?:options|choices|alternatives|ways|approaches|paths)\b|^(?:options|alternatives|choices)\s*:`}

// rePassedLead: a heading or lead that gives the list below its verdict:
// "Validation passed:", "All 9 Playwright tests passed:", "## ✓ All
// Verifications Passed (6/6)", "Checks (all green):".
var rePassedLead = &lre{expr: `^(?:[✓✔✅]\s*)?(?:all\s+)?(?:\d+\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:tests?|checks?|validations?|verifications?|test\s+runs?)\s+(?:all\s+)?(?:passed|pass|passing|succeeded|green)\s*(?:\([^)]*\))?\s*:?$|^(?:tests?|checks?|validation|verification)\s*\(\s*all\s+(?:passed|passing|green)\s*\)\s*:$`}

var reTestingLead = &lre{expr: `^(?:tests?|testing|test\s+results|verification|checks)\s*\([^)]*\)\s*:$|^(?:successfully\s+)?(?:tested|verified|checked)\s+(?:it\s+)?(?:with|on|against)\b[^.;]{0,80}:$`}

// testItem reads an item marked ✅ or ❌ in a list of what was tested
// ("## Testing", "Tests (`go test ./...`):") as a tests claim about what
// it names: "- ✅ example.com/lib", "- ✅ Llama 3.2 1B model". An item
// that says what was done ("✅ Added tests for X") or that another
// detector read is left alone.
// checkedTestKind reads a checked box of a test plan that opens with a
// kind of automated test: "- [x] Integration tests verify each server
// starts", "- [x] End-to-end against `server-everything` (real server)".
// The box says the test was run and passed; the words after it say what
// it covers. An item that reports a failure or a skip is left to the
// detectors of admissions.
func (d *detector) checkedTestKind() {
	if !d.st.testing || !d.sn.checked || !d.sn.first || d.has(TestsPass) {
		return
	}
	m := reTestKindItem.FindStringIndex(d.lc)
	if m == nil || reItemTrouble.MatchString(d.lc) || reTestsWritten.MatchString(d.lc[m[1]:]) {
		return
	}
	d.add(m[0], Claim{Kind: TestsPass, Hedged: d.hedgeAll})
}

// reTestKindItem: a kind of automated test opening an item.
var reTestKindItem = &lre{expr: `^(?:the\s+|all\s+|new\s+)*(?:unit|integration|end-to-end|end\s+to\s+end|e2e|smoke|regression|snapshot|contract|acceptance|playwright|cypress)(?:\s+(?:tests?|testing|specs?|suites?|runs?))?\b`}

// reTestsWritten: the tests were written, which says nothing of a run:
// "Unit tests added", "Integration tests for the parser".
var reTestsWritten = &lre{expr: `^\s*(?:(?:were|are|have\s+been)\s+)?(?:added|written|created|updated|extended|expanded|for|to\s+(?:cover|add|write))\b`}

// reItemTrouble: words of a failure or of a test not run.
var reItemTrouble = &lre{expr: `\b(?:fail(?:s|ed|ing|ures?)?|broken|skipped|not\s+(?:run|pass\w*)|n't\s+(?:run|pass)|pending|todo|blocked|flaky|timed?\s+out)\b|❌|⚠`}

func (d *detector) testItem() {
	if !d.sn.item || !d.sn.first {
		return
	}
	if id, fail := d.markedTestID(); id != "" {
		d.out = d.out[:0] // the generic reading of the mark
		d.add(d.toks[0].a, Claim{Kind: TestsPass, Negated: fail, Hedged: d.hedgeAll, Scope: &Scope{Kind: ScopeTests, Tests: []string{id}, Text: id}})
		return
	}
	if !d.st.testing {
		return
	}
	for _, f := range d.out {
		if f.Kind != Generic && !f.Hedged {
			return
		}
	}
	m := reMarkItem.FindStringSubmatchIndex(d.sn.s)
	if m == nil {
		return
	}
	subj := strings.TrimSpace(d.sn.s[m[2]:m[3]])
	w := strings.Fields(strings.ToLower(subj))
	if len(w) == 0 || len(w) > 8 {
		return
	}
	if _, verb := reportVerbs[w[0]]; verb || strings.HasSuffix(w[0], "ed") || scopeStop(w[0]) || negCue(w[0]) {
		return
	}
	sc := scopeOf(subj)
	if len(w) == 1 && sc.Kind == ScopeNamed && strings.Contains(subj, ".") {
		sc.Kind, sc.Paths = ScopePackage, []string{sc.Text} // "example.com/lib", "pkg.sub"
	}
	d.out = d.out[:0] // the generic reading of the mark
	d.add(m[2], Claim{Kind: TestsPass, Negated: failMark(d.sn.ls), Hedged: d.hedgeAll || d.plan, Scope: sc})
}

// reMarkItem: an item opened by a mark and what it names, up to a colon,
// a parenthesis or a dash.
var reMarkItem = &lre{expr: `^(?:✅|✔️?|✓|☑️?|❌|✗|✖️?|✘)\s*([^:(—]+?)\s*(?:$|:|\(|\s-\s|—)`}

// reTestNoun: the noun of a tests phrase.
var reTestNoun = &lre{expr: `\b(?:tests?|specs?|test\s+suites?|suites?)\b`}

// status reads "Build: ✅  Tests: ✅  Lint: ✅" and "go vet: clean".
func (d *detector) status() {
	ls := d.lc
	for _, m := range reStatus.FindAllStringSubmatchIndex(ls, -1) {
		// "Build/Lint/Typecheck: PASS": each check of a slashed list; a
		// check after a slash that is no check is a path ("docs/build: ok")
		slashed := false
		for _, x := range reSlashChecks.FindAllStringSubmatchIndex(ls[:m[2]], -1) {
			if !reSlashTail.MatchString(ls[x[1]:m[2]]) {
				continue
			}
			slashed = true
			d.statusClaim(ls[x[2]:x[3]], ls[m[4]:m[5]], x[2], m[5])
		}
		if m[2] > 0 && (ls[m[2]-1] == '/' || ls[m[2]-1] == '&') && !slashed {
			continue
		}
		d.statusClaim(ls[m[2]:m[3]], ls[m[4]:m[5]], m[2], m[5])
	}
}

var (
	// reStatusOK: a sentence that is a check and "ok", with no colon:
	// "Tests OK.", "Build ok".
	reStatusOK = &lre{expr: `^(?:the\s+)?(build|tests?|unit\s+tests|lint|typecheck|type[\s-]check|vet|go\s+vet|tsc)\s+(ok)\s*[.!]*\s*$`}
	// reSlashChecks: a check named before a slash, "build/" in "Build/Lint: ✅".
	reSlashChecks = &lre{expr: `(?:^|[\s(/])(build|compile|lint|tests?|typecheck|type\s+check|vet|tsc|eslint)\s*(?:/|&)`}
	// reSlashTail: what lies between such a check and the last one: more
	// slashed checks only.
	reSlashTail = &lre{expr: `^(?:\s*(?:build|compile|lint|tests?|typecheck|type\s+check|vet|tsc|eslint)\s*(?:/|&))*\s*$`}
)

// statusClaim adds the claim of a status line's check subj and verdict v.
func (d *detector) statusClaim(subj, v string, a, b int) {
	neg := strings.HasPrefix(v, "fail") || v == "red" || v == "broken" || v == "❌" || v == "✗" || v == "✘"
	c := checkClaim(subj, strings.HasPrefix(subj, "test") || strings.HasPrefix(subj, "unit"))
	c.Negated = neg
	_, c.Hedged = d.polarity(a, b)
	d.add(a, c)
}

// reMark: a check named right after a mark opening the sentence, "✅
// Build", "❌ Lint: 3 warnings", "✔ go vet".
var reMark = &lre{expr: `^(?:✅|✔️?|✓|☑️?|❌|✗|✖️?|✘)\s*(build|compil\w*|tests?|unit\s+tests|lint(?:er|ing)?|type\s*-?check(?:ing|s)?|go\s+vet|vet|tsc|eslint|clippy|ruff|mypy|pyright|typescript)\b`}

// reTrailMark: a sentence that is only a check and its mark after it,
// "Typecheck ✔", "Build: ✅", "Tests ❌".
var reTrailMark = &lre{expr: `^\W{0,3}(build|compil\w*|tests?|unit\s+tests|lint(?:er|ing)?|type\s*-?check(?:ing|s)?|go\s+vet|vet|tsc|eslint|clippy|ruff|mypy|pyright|typescript)\s*:?\s*(?:✅|✔️?|✓|☑️?|❌|✗|✖️?|✘)\s*[.!]?\s*$`}

// reMarkRest: what may follow the check a mark names when the mark is its
// verdict: nothing, a colon or dash before details, a parenthesis, a
// verdict word. Not a colon alone, which opens a list.
var reMarkRest = &lre{expr: `^\s*(?:$|:\s*\S|[(\-—,.|/]|(?:pass\w*|green|ok|clean\w*|succe\w+|works?|all|now|fine|\x{2705}|\x{2714})\b)`}

// statusFraction reads a line of test kinds with their fraction passed:
// "Unit: 120/120 ✅", "Integration: 14/15 (1 flaky)", "Tests: 8/10".
func (d *detector) statusFraction() {
	if d.has(TestsPass) {
		return
	}
	ls := d.lc
	for _, m := range reStatusFrac.FindAllStringSubmatchIndex(ls, -1) {
		passed, _ := strconv.Atoi(ls[m[4]:m[5]])
		total, _ := strconv.Atoi(ls[m[6]:m[7]])
		if total == 0 || passed > total {
			continue
		}
		_, hedge := d.polarity(m[0], m[1])
		c := Claim{Kind: TestsPass, Negated: passed < total, Hedged: hedge,
			Counts: &TestCounts{Passed: passed, Failed: total - passed, Skipped: -1, Total: total}}
		if kind := ls[m[2]:m[3]]; !strings.HasPrefix(kind, "test") && !strings.HasPrefix(kind, "spec") {
			c.Scope = &Scope{Kind: ScopeNamed, Text: kind}
		}
		d.add(m[0], c)
	}
}

// reStatusFrac: a kind of tests, a colon, a fraction.
var reStatusFrac = &lre{expr: `(?:^|[\s(|])(unit(?:\s+tests)?|integration(?:\s+tests)?|e2e(?:\s+tests)?|end-to-end(?:\s+tests)?|smoke(?:\s+tests)?|tests?|specs?)\s*:\s*(\d+)\s*/\s*(\d+)\b(?:\s*(?:tests?|specs?|passed|passing|pass))?\s*(?:$|[\s(,;.|✅✔✓❌✗])`}

// reTestRow: a table row (cells read "a : b :") whose first cell is a
// test and whose second is a mark or a verdict: "TestParse : ✅ :".
var reTestRow = &lre{expr: `^` + "`?" + `((?:[\w./-]+::)?(?:Test[A-Z0-9_]\w*|test_\w+))` + "`?" + `\s*:\s*(✅|✔️?|✓|☑️?|❌|✗|✖️?|✘|pass(?:ed|es|ing)?|ok|fail(?:ed|s|ing)?)`}

func (d *detector) testRow() {
	m := reTestRow.FindStringSubmatchIndex(d.sn.s)
	if m == nil || d.has(TestsPass) {
		d.verdict()
		return
	}
	v := d.sn.ls[m[4]:m[5]]
	name := d.sn.s[m[2]:m[3]]
	d.add(m[2], Claim{Kind: TestsPass, Negated: failMark(v) || strings.HasPrefix(v, "fail"), Hedged: d.hedgeAll || d.plan,
		Scope: &Scope{Kind: ScopeTests, Tests: []string{name}, Text: name}})
}

// reVerdict: a check and its verdict in capitals, the way test reports
// print them: "Environment Variables: PASS", "| Login flow | FAILED |".
var reVerdict = &lre{expr: `^([^:]{1,60}?)\s*:\s*(?:✅\s*|❌\s*)?(PASS(?:ED)?|FAIL(?:ED)?|OK)\b`}

func (d *detector) verdict() {
	m := reVerdict.FindStringSubmatchIndex(d.sn.s)
	if m == nil || len(d.out) > 0 {
		return
	}
	name := strings.TrimSpace(d.sn.s[m[2]:m[3]])
	c := Claim{Kind: TestsPass, Negated: strings.HasPrefix(d.sn.s[m[4]:m[5]], "FAIL"), Hedged: d.hedgeAll || d.plan, Scope: scopeOf(name)}
	switch l := strings.ToLower(name); {
	case strings.HasPrefix(l, "build") || strings.HasPrefix(l, "compil"):
		c.Kind, c.Scope = BuildOK, nil
	case strings.HasPrefix(l, "lint") || strings.HasPrefix(l, "type"):
		c.Kind, c.Scope = LintClean, nil
	}
	d.add(m[2], c)
}

// resultRow reads a row of a table of test results: a header with a
// test column and a result column ("| Test | Result |"), a result cell
// that is only a verdict ("✓", "PASS", "❌"). Each row is a tests claim
// scoped to the row's test. A result with words ("✅ Works", "✓ (3
// retries)") says more than a verdict and is left to the other readers.
func (d *detector) resultRow() {
	st := d.st
	if st.row == nil || len(st.cols) < 2 || d.plan || !d.sn.first || d.has(TestsPass) {
		return
	}
	if d.has(BuildOK) || d.has(LintClean) {
		return // "| Build | ✔ |" under "| Check | Result |": the row's check is the build
	}
	ti, ri := -1, -1
	for i, c := range st.cols {
		switch c {
		case "test", "tests", "test case", "case", "scenario", "check", "suite", "test suite", "spec":
			if ti < 0 {
				ti = i
			}
		case "result", "results", "status", "outcome", "verdict", "pass", "passed":
			if ri < 0 {
				ri = i
			}
		}
	}
	if ti < 0 || ri < 0 || ti >= len(st.row) || ri >= len(st.row) {
		return
	}
	var neg bool
	switch strings.ToLower(strings.Trim(st.row[ri], "*_ \ufe0f")) {
	case "\u2713", "\u2714", "\u2705", "\u2611", "pass", "passed", "passes", "passing", "ok", "green":
	case "\u2717", "\u2718", "\u274c", "\u2716", "fail", "failed", "fails", "failing", "red":
		neg = true
	default:
		return
	}
	name := strings.Trim(st.row[ti], "*_ ")
	if name == "" {
		return
	}
	c := Claim{Kind: TestsPass, Negated: neg, Hedged: d.hedgeAll, Scope: scopeOf(name)}
	d.add(0, c)
}

// rowScope gives a row's tests claims the part its first cell names,
// under a first column of parts: "| money | 3 pass, 0 fail |" under "|
// workspace | result |" is about the money workspace's tests, not the
// suite's (whose counts it would be compared with).
func (d *detector) rowScope() {
	st := d.st
	if st.row == nil || len(st.cols) < 2 || len(st.row) < 2 || !d.sn.first {
		return
	}
	kind := ScopeNamed
	switch st.cols[0] {
	case "workspace", "package", "module", "crate", "pkg", "directory", "dir", "folder", "app", "service", "project":
		kind = ScopePackage
	case "file", "test file", "spec file", "suite", "test suite", "component", "area", "part", "target":
	default:
		return
	}
	name := strings.Trim(st.row[0], "*_` ")
	if name == "" || strings.ContainsAny(name, " \t") && kind == ScopePackage {
		return
	}
	sc := scopeOf(name)
	if sc == nil {
		return
	}
	if sc.Kind == ScopeNamed && kind == ScopePackage {
		sc.Kind, sc.Paths = ScopePackage, []string{name}
	}
	for i := range d.out {
		if c := &d.out[i].Claim; c.Kind == TestsPass && c.Scope == nil {
			c.Scope = sc
		}
	}
}

// failMark reports whether ls opens with a mark of failure (❌ ✗ ✖ ✘).
func failMark(ls string) bool {
	for _, m := range []string{"\u274c", "\u2717", "\u2716", "\u2718"} {
		if strings.HasPrefix(ls, m) {
			return true
		}
	}
	return false
}

// marks reads a check named after a mark: "✅ Build" is a build claim,
// "❌ Tests" a failed one, when no other detector read the sentence.
func (d *detector) marks() {
	m := reMark.FindStringSubmatchIndex(d.sn.ls)
	if m == nil {
		if t := reTrailMark.FindStringSubmatchIndex(d.sn.ls); t != nil {
			// "Typecheck ✔", "Tests ✅.": a check and its mark, alone
			subj := d.sn.ls[t[2]:t[3]]
			c := checkClaim(subj, strings.HasPrefix(subj, "test") || strings.HasPrefix(subj, "unit"))
			if !d.has(c.Kind) {
				c.Negated = failMark(d.sn.ls)
				c.Hedged = d.hedgeAll || d.plan
				d.add(t[2], c)
			}
			return
		}
		d.testRow()
		return
	}
	if m == nil {
		return
	}
	if !reMarkRest.MatchString(d.sn.ls[m[1]:]) {
		return // "✅ Build Command Configuration Complete", "✅ Test Results:": the check names something else, or a list
	}
	subj := d.sn.ls[m[2]:m[3]]
	c := checkClaim(subj, strings.HasPrefix(subj, "test") || strings.HasPrefix(subj, "unit"))
	if d.has(c.Kind) {
		return
	}
	c.Negated = failMark(d.sn.ls)
	c.Hedged = d.hedgeAll || d.plan
	d.add(m[2], c)
}

// hasAsserted reports whether the sentence has an asserted claim of k.
func (d *detector) hasAsserted(k Kind) bool {
	for _, f := range d.out {
		if f.Kind == k && f.Asserted() {
			return true
		}
	}
	return false
}

// markPairs reads a line of checks each with its mark: "Build ✅ | Tests
// ✅ | Lint ✅", "✅ Build ❌ Tests". The line's first mark or check
// word says which comes first in every pair.
func (d *detector) markPairs() {
	ls := d.lc
	ms := reMarkPair.FindAllStringSubmatchIndex(ls, -1)
	if len(ms) < 2 {
		return // one check and one mark: marks and status read it ("✅ Test Results:" is a title)
	}
	markFirst := ms[0][2] >= 0
	for _, m := range ms {
		var word, mark string
		switch {
		case markFirst && m[2] >= 0:
			mark, word = ls[m[2]:m[3]], ls[m[4]:m[5]]
		case !markFirst && m[6] >= 0:
			word, mark = ls[m[6]:m[7]], ls[m[8]:m[9]]
		default:
			continue
		}
		c := Claim{Negated: containsAny(mark, "\u274c", "\u2717", "\u2716", "\u2718"), Hedged: d.hedgeAll || d.plan}
		switch {
		case strings.HasPrefix(word, "test") || strings.HasPrefix(word, "unit"):
			c.Kind = TestsPass
		case strings.HasPrefix(word, "build") || strings.HasPrefix(word, "compil"):
			c.Kind = BuildOK
		default:
			c.Kind, c.Tool = LintClean, lintTool(word)
		}
		if d.has(c.Kind) && c.Kind != LintClean {
			continue
		}
		d.add(m[0], c)
	}
}

// reMarkPair: a check and its mark, either way round: groups 1-2 the
// mark then the check, 3-4 the check then the mark.
var reMarkPair = &lre{expr: `(?:(✅|✔️?|✓|☑️?|❌|✗|✖️?|✘)\s*(` + markCheck + `)\b|\b(` + markCheck + `)\s*:?\s*(✅|✔️?|✓|☑️?|❌|✗|✖️?|✘))`}

// markCheck: the checks a line of marks names.
const markCheck = `builds?|compil(?:e|es|ation)|unit\s+tests|tests?|lint(?:er|ing)?|type\s*-?check(?:ing|s)?|go\s+vet|vet|tsc|eslint|clippy|ruff|mypy|format(?:ting)?`

func (d *detector) hasNeg(k Kind) bool {
	for _, f := range d.out {
		if f.Kind == k && f.Negated {
			return true
		}
	}
	return false
}

func (d *detector) pattern(p Pattern) {
	if p.Regexp == nil {
		return
	}
	s := d.sn.s
	for _, m := range p.Regexp.FindAllStringSubmatchIndex(s, -1) {
		if m[1] <= m[0] {
			continue
		}
		neg, hedge := d.polarity(m[0], m[1])
		c := Claim{Kind: p.Kind, Negated: neg && p.Kind != Untouched, Hedged: hedge, Pattern: p.Regexp.String()}
		if p.Kind == AdmitsFailure {
			c.Negated = true
		}
		for gi, name := range p.Regexp.SubexpNames() {
			if name == "" || m[2*gi] < 0 {
				continue
			}
			v := unquote(s[m[2*gi]:m[2*gi+1]])
			switch name {
			case "path":
				c.Path = v
			case "name":
				c.Name = v
			case "old":
				c.Old = v
			case "new":
				c.New = v
			case "command":
				c.Command = v
			case "scope":
				c.Scope = scopeOf(v)
			case "tool":
				c.Tool = v
			case "outcome":
				c.Outcome = Outcome(strings.ToLower(v))
			case "passed", "failed", "skipped", "total":
				n, err := strconv.Atoi(v)
				if err != nil {
					continue
				}
				if c.Counts == nil {
					c.Counts = &TestCounts{-1, -1, -1, -1}
				}
				switch name {
				case "passed":
					c.Counts.Passed = n
				case "failed":
					c.Counts.Failed = n
					if n > 0 {
						c.Negated = true
					}
				case "skipped":
					c.Counts.Skipped = n
				default:
					c.Counts.Total = n
				}
			}
		}
		d.add(m[0], c)
	}
}

func (d *detector) generic() {
	for _, f := range d.out {
		if !f.Hedged {
			return // the sentence already says something checkable
		}
	}
	ls := d.sn.ls
	if !mentions(ls, "done", "fixed", "complete", "finish", "implement", "set", "success", "there you go", "that's it", "work",
		"ready", "voil", "green", "good", "lgtm", "place", "functional", "resolved", "accomplish", "wrapped", "pass", "✅", "✔", "☑", "fix") {
		return
	}
	m := reGenericStart.FindStringIndex(ls)
	if m == nil {
		m = d.firstMatch(reGenericAlts, ls)
	}
	if m == nil {
		return
	}
	neg, hedge := d.polarity(m[0], m[1])
	if hedge {
		return
	}
	if neg {
		d.add(m[0], Claim{Kind: AdmitsFailure, Negated: true})
		return
	}
	d.add(m[0], Claim{Kind: Generic})
}

// firstMatch is FindStringIndex of the alternation alts[0]|alts[1]|… on
// all of ls, run one alternative at a time: each is small (regexp's
// backtracker, not its slower NFA) and gated alone. It is exact: the
// alternation's match starts where the leftmost alternative's does, and
// there it is the first alternative (in order) that matches at that start,
// with that alternative's own preferred match (leftmost-first).
func (d *detector) firstMatch(alts []*lre, ls string) []int {
	var best []int
	for i, re := range alts {
		if i < len(genericWords) && !mentions(ls, genericWords[i]...) {
			continue // the alternative needs one of these words
		}
		if m := re.FindStringIndex(ls); m != nil && (best == nil || m[0] < best[0]) {
			best = m
		}
	}
	return best
}

// genericWords: for each of reGenericAlts, words one of which its
// matches hold.
var genericWords = [][]string{
	{"work", "complete", "done", "finish", "ready", "in place", "functional", "resolved"},
	{"successfully"},
	{"complet", "finish", "implement", "accomplish", "wrapped", "done"},
	{"work"},
	{"working"},
	{"'s"},
	{"all "},
	{"\u2705"}, {"\u2714"}, {"\u2611"},
}

// symNouns is reSymNoun.FindAllStringSubmatchIndex(ls, -1), run only on
// the runs of word characters and spaces that hold one of its nouns. It is
// exact: a match holds nothing but words and spaces (sentence text has no
// other whitespace), so none crosses a run's end, and the byte before or
// after a run is not a word character, as the text's ends are not.
func (d *detector) symNouns(ls string) [][]int {
	var out [][]int
	for i := 0; i < len(ls); {
		if !isWordByte(ls[i]) && ls[i] != ' ' {
			i++
			continue
		}
		j := i
		for j < len(ls) && (isWordByte(ls[j]) || ls[j] == ' ') {
			j++
		}
		if seg := ls[i:j]; containsAny(seg, "function", "method", "type", "class", "struct", "interface", "hook",
			"component", "constant", "field", "endpoint", "handler", "helper") {
			for _, m := range reSymNoun.get().FindAllStringSubmatchIndex(seg, -1) {
				for k := range m {
					if m[k] >= 0 {
						m[k] += i
					}
				}
				out = append(out, m)
			}
		}
		i = j
	}
	return out
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// checkClaim is the claim of a check named name: tests when the caller
// read the name as tests, a build for build… and compil…, else a linter's.
func checkClaim(name string, tests bool) Claim {
	switch {
	case tests:
		return Claim{Kind: TestsPass}
	case strings.HasPrefix(name, "build") || strings.HasPrefix(name, "compil"):
		return Claim{Kind: BuildOK}
	}
	return Claim{Kind: LintClean, Tool: lintTool(name)}
}

// reCIVerdict: a verdict about runs on another machine: "CI is green",
// "the GitHub Actions checks passed", "the workflow run failed", "all 5
// previous runs passed" (group 1 is what ran, group 2 the verdict).
var reCIVerdict = &lre{expr: `\b((?:github\s+)?(?:ci|github\s+actions|pipeline|workflows?)(?:\s+(?:runs?|checks?|jobs?|builds?|pipelines?|workflows?))?|(?:\d+\s+)?(?:previous|recent|last|prior|earlier|remote)\s+(?:ci\s+)?runs)\s+(?:(?:is|are|was|were|has|have|all|now|been|also|still)\s+)*(green|passing|passed|pass(?:es)?|succeeded|successful|failing|failed|fails?|red)\b`}

// remoteRuns reads a verdict about CI, runs vouch cannot see: a tests
// claim of scope remote, which no local evidence verifies or refutes.
func (d *detector) remoteRuns() {
	ls := d.lc
	if !reCIWord.MatchString(ls) {
		return
	}
	for _, m := range reCIVerdict.FindAllStringSubmatchIndex(ls, -1) {
		if d.past(m[0]) || d.inToken(m[0]) {
			continue
		}
		neg, hedge := d.polarity(m[0], m[1])
		if hedge || reCondBefore.MatchString(ls[max(0, m[0]-20):m[0]]) {
			continue // "once CI is green, merge": a condition, no report of a run
		}
		switch ls[m[4]:m[5]] {
		case "failing", "failed", "fails", "fail", "red":
			neg = !neg
		}
		d.removeKind(Generic, m[0], m[1])
		d.add(m[0], Claim{Kind: TestsPass, Negated: neg, Scope: &Scope{Kind: ScopeRemote, Text: d.sn.s[m[2]:m[3]]}})
	}
}

// reCondBefore: a condition opens right before: "once CI passes".
var reCondBefore = &lre{expr: `\b(?:once|when|after|until|if|before|unless|wait\s+for|whether)\s+(?:the\s+)?(?:\w+\s+)?$`}

// reCIWord: the sentence is about CI.
var reCIWord = &lre{expr: `\b(?:ci|github\s+actions|pipeline|workflows?)\b`}

// rePassesTests: the tests as the object of "pass": "It now passes all
// 12 tests", "the build passes the unit tests", "Implemented the
// functionality to pass those tests" (group 1 the verb, 2 a count, 3 the
// noun).
var rePassesTests = &lre{expr: `\b(?:now\s+|still\s+|also\s+)?(pass(?:es|ed|ing)?)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|those\s+|these\s+|its\s+|my\s+|our\s+|both\s+|every\s+)?(?:(\d+)\s+)?(?:[\w-]+\s+){0,2}?(tests?|specs?|test\s+suites?|suite|test\s+cases?)\b`}

// rePurposeLead: what was done for the tests to pass, a verb of work
// the sentence opens with: "✅ Implemented the necessary functionality to
// pass those tests".
var rePurposeLead = &lre{expr: `^(?:implemented|wrote|written|fixed|updated|changed|adjusted|refactored|added|rewrote|modified)\b`}

// passesTests reads a verdict whose object is the tests: what passes
// them is the code under test (the tests, the suite are no subject here).
func (d *detector) passesTests() {
	ls := d.lc
	for _, m := range rePassesTests.FindAllStringSubmatchIndex(ls, -1) {
		if d.past(m[0]) || d.inToken(m[2]) {
			continue
		}
		before := strings.TrimRight(ls[:m[2]], " ")
		if strings.HasSuffix(before, " to") && !rePurposeLead.MatchString(ls[markStart(ls):]) {
			continue // "the goal is to pass all tests", "needs to pass the suite"
		}
		if strings.HasSuffix(before, "test") || strings.HasSuffix(before, "tests") || strings.HasSuffix(before, "suite") {
			continue // "tests passed the …": read by tests()
		}
		if strings.HasSuffix(before, " if") || strings.HasSuffix(before, " until") || strings.HasSuffix(before, " when") {
			continue
		}
		neg, hedge := d.polarity(m[0], m[1])
		c := Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Scope: d.testScope(m[6], m[7], m[0], m[1])}
		if m[4] >= 0 && !neg {
			if n, err := strconv.Atoi(ls[m[4]:m[5]]); err == nil {
				c.Counts = &TestCounts{n, 0, -1, n}
			}
		}
		d.removeKind(Generic, m[0], m[1])
		d.add(m[0], c)
	}
}

// reLocEnd: the end of a location in parentheses that closes a line,
// a line number allowed: ":17).", ")".
var reLocEnd = &lre{expr: "^`?(?::\\d+(?:-\\d+)?)?`?\\)\\s*[.;]?\\s*$"}

// reWorkIn: the place of a change, a file: "in `run_tests.sh`".
var reWorkIn = &lre{expr: `\s(?:in|inside|within)\s+(?:the\s+)?$`}

// workIn reads an item of a summary in the report voice of Codex, a verb
// of any work and the file it was done in: "- compile the new crate in
// `run_tests.sh`", "- handle empty input in `parse.py`". The work is a
// change to that file.
func (d *detector) workIn() {
	ls := d.sn.ls
	o := markStart(ls)
	w := wordEnd(ls, o)
	if w-o < 3 || w >= len(ls) || ls[w] != ' ' || d.sn.s[o] < 'A' || d.sn.s[o] > 'z' || scopeStop(ls[o:w]) || negCue(ls[o:w]) {
		return // a verb opens it
	}
	lower := d.sn.s[o] >= 'a'
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != 'p' || path.Ext(t.text) == "" || strings.HasSuffix(t.text, "/") || d.hasPathClaim(t.text) {
			continue
		}
		// "in `run_tests.sh`" in Codex's lower-case voice; a location in
		// parentheses closing the item in any voice: "Trim whitespace in
		// `normalizeEmail` (src/users/normalize.ts:17)."
		in := lower && reWorkIn.MatchString(ls[:t.a])
		at := strings.HasSuffix(strings.TrimRight(ls[:t.a], "` "), "(") && reLocEnd.MatchString(ls[t.b:])
		if !in && !at {
			continue
		}
		neg, hedge := d.polarity(o, t.b)
		if !neg {
			d.add(t.a, Claim{Kind: FileModified, Path: t.text, Hedged: hedge})
		}
		return
	}
}

// markedTestID returns the test an item names, when the item is a mark
// and a test's name in code, nothing more: "- ✅
// `TestErrors::test_no_exact_change[three]`" reports the test's result
// wherever the list is, unless the line above says the items are what was
// written ("Added tests:") or planned.
func (d *detector) markedTestID() (string, bool) {
	if d.st.verb != "" || d.plan || len(d.toks) != 1 {
		return "", false
	}
	t := d.toks[0]
	ls := d.sn.ls
	id := t.text
	if reSuitePath.MatchString(id) {
		id = strings.ReplaceAll(id, " › ", " > ") // node:test's "isAisle › marks the seat", as its reporters write ">"
	} else if !reTestID.MatchString(id) {
		return "", false
	}
	if rest := strings.TrimRight(strings.TrimSpace(ls[t.b:]), ".!"); t.a == 0 && rest != "" {
		// the name, then its mark: "`TestCall/advantage_server` ✅", and
		// a verdict after a dash ("✅ — passes now as well")
		if failMark(rest) {
			return id, true
		}
		after := strings.TrimSpace(strings.TrimLeft(rest, "\u2705\u2714\u2713\u2611\ufe0f"))
		if opensOKMark(rest) && (after == "" || reDashPasses.MatchString(after) || reDashWhy.MatchString(after) && !reItemTrouble.MatchString(after)) {
			return id, false
		}
		return "", false
	}
	if strings.TrimSpace(ls[t.b:]) != "" || !okMark(ls) && !failMark(ls) {
		return "", false
	}
	if o := markStart(ls); o != t.a || o == 0 {
		return "", false // the mark, then the name
	}
	return id, failMark(ls)
}

// leadVerdict is a lead's verdict on the tests its list names.
type leadVerdict struct {
	neg, hedged bool
	span        Span
}

// testListLead reads a list of test names under a verdict that names no
// test ("These tests now pass:", "Both subtests you mentioned now pass:"):
// each item is a claim on its test with the lead's verdict, and the lead's
// own claim, whole-suite in its words, stands for them (Extract drops it).
// A mark on the item is its own verdict.
func (d *detector) testListLead() {
	sn, st := d.sn, d.st
	if sn.first && !sn.item {
		st.testLead = nil
	}
	if sn.item && sn.first && st.testLead != nil && len(d.toks) == 1 && !d.has(TestsPass) {
		t := d.toks[0]
		id := t.text
		if reSuitePath.MatchString(id) {
			id = strings.ReplaceAll(id, " › ", " > ")
		} else if !reTestID.MatchString(id) {
			return
		}
		if rest := strings.TrimSpace(d.sn.ls[t.b:]); t.a != markStart(d.sn.ls) || rest != "" && !reDashWhy.MatchString(rest) {
			return // "- `TestA` and the helpers around it": more than a name
		}
		d.out = d.out[:0]
		d.add(t.a, Claim{Kind: TestsPass, Negated: st.testLead.neg, Hedged: st.testLead.hedged || d.hedgeAll, Scope: &Scope{Kind: ScopeTests, Tests: []string{id}, Text: id}})
		if n := len(st.leadsNamed); n == 0 || st.leadsNamed[n-1] != st.testLead.span {
			st.leadsNamed = append(st.leadsNamed, st.testLead.span)
		}
		return
	}
	if !sn.last || !strings.HasSuffix(strings.TrimRight(sn.s, " *"), ":") {
		return
	}
	var lead *found
	for i := range d.out {
		if f := &d.out[i]; f.Kind == TestsPass {
			if lead != nil {
				return
			}
			lead = f
		}
	}
	if lead != nil && lead.Scope == nil && lead.Counts == nil && lead.Command == "" {
		st.testLead = &leadVerdict{neg: lead.Negated, hedged: lead.Hedged, span: Span{sn.start, sn.end}}
	}
}

// reSuitePath: a test named with its suites, "isAisle › marks the seat
// right of an aisle", "parseSeat > accepts lower case".
var reSuitePath = &lre{expr: `^[\w.$#-]+(?:\s+(?:›|>)\s+[^›>` + "`" + `]+)+$`}

// reDashWhy: a dash before what the mark's verdict is owed to, "✅ — the
// code is upper-cased before the regex runs".
var reDashWhy = &lre{expr: `^(?:-|—|–)\s+\w`}

// reDashPasses: a verdict of passing after a dash, "- passes now as well".
var reDashPasses = &lre{expr: `^(?:-|—|–)\s*(?:it\s+)?(?:now\s+)?pass(?:es|ed|ing)?(?:\s+(?:now|again|too|as\s+well))*\s*[.!]?$`}

// partApart reports whether claim j is about a part of the suite and
// lies in another clause than p: a whole run's command at p is not its.
func (d *detector) partApart(j, p int) bool {
	sc := d.out[j].Scope
	// "All 141 tests pass (`pnpm -r test`)": all the tests are no part
	return sc != nil && sc.Kind != ScopeProject && !d.sameClause(d.out[j].pos, p)
}

// sameClause reports whether positions p and q lie in one clause.
func (d *detector) sameClause(p, q int) bool {
	a, _ := d.clause(p, p+1)
	b, _ := d.clause(q, q+1)
	return a == b
}

// reArrowGap: what stands between a command and the counts of its run:
// "`node --test` → 10 pass", "`pytest`: 4 passed".
var reArrowGap = &lre{expr: "^`?\\s*(?:→|->|=>|:|—|–|-)?\\s*$"}

// cmdArrowBefore reports whether the counts at p are a command's output
// told right after it.
func (d *detector) cmdArrowBefore(p int) bool {
	for _, t := range d.toks {
		if t.kind == 'c' && t.b <= p && reArrowGap.MatchString(d.sn.ls[t.b:p]) {
			return true
		}
	}
	return false
}

// reBareSuite: "suite" with nothing but a determiner before it, "Suite is
// green", "the suite passes": the tests, as nobody names another suite so.
var reBareSuite = &lre{expr: `^\s*(?:(?:the|our|whole|full|entire)\s+)*$`}

// reDeclSpan: a declaration in a code span, its name in group 1: "pub fn
// verify_hash(&self) -> bool", "InsufficientFunds(Exception)", "def
// parse(text)", "func Clamp[T any](v T) T".
var reDeclSpan = &lre{expr: `^(?:(?:pub(?:\([\w]+\))?|export|async|static|public|private)\s+)*(?:(?:fn|def|func|function|class|struct|enum|trait|interface|type)\s+)?([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\(`}

// reSymAnd: a second thing of a symbol claim, joined by "and" with its
// kind after it: "added the `Stack.peek()` method and a `StackEmpty`
// error", "exports `withRetry(fn, opts)` and the `RetryOptions` type".
var reSymAnd = &lre{expr: "\\band\\s+(?:the\\s+|a\\s+|an\\s+)?(?:new\\s+)?(`[^`]+`)\\s+(?:error|exception|type|class|method|function|helper|struct|enum|interface|trait|constant|hook|component|variant|field)s?\\b"}

// symbolAlso reads the second thing of a sentence's symbol claim.
func (d *detector) symbolAlso() {
	for _, m := range reSymAnd.FindAllStringSubmatchIndex(d.sn.s, -1) {
		t := d.tokenAt(m[2])
		if t == nil || t.used || t.kind == 'p' || t.kind == 'c' {
			continue
		}
		neg, hedge := d.polarity(m[0], m[1])
		if neg {
			continue
		}
		t.used = true
		d.add(t.a, Claim{Kind: SymbolImplemented, Name: symName(t.text), Hedged: hedge})
	}
}

// reWorkDone: a verb of work done, or "now" for the behaviour after it.
var reWorkDone = &lre{expr: `\b(?:fixed|resolved|now|added|changed|updated|handled|removed|replaced|rewrote|refactored|moved|renamed|implemented)\b`}

// doneAt reads the file in parentheses that closes a sentence reporting
// work done: "I've fixed the rounding in `applyDiscount`
// (`src/pricing.js`).", "it now clears the cookie first
// (middleware/auth.js).", "Fixed: negative durations now rejected
// (src/timer.ts:18).": the work was done in that file.
func (d *detector) doneAt() {
	ls := d.sn.ls
	for i := len(d.toks) - 1; i >= 0; i-- {
		t := d.toks[i]
		if t.kind != 'p' || path.Ext(t.text) == "" || d.hasPathClaim(t.text) {
			continue
		}
		if !strings.HasSuffix(strings.TrimRight(ls[:t.a], "` "), "(") || !reLocEnd.MatchString(ls[t.b:]) {
			return
		}
		ca, _ := d.clause(strings.LastIndexByte(ls[:t.a], '('), t.a)
		if ca > 0 {
			// the clause before the parenthesis says what was done
			ca, _ = d.clause(ca-1, ca-1)
		}
		if !reWorkDone.MatchString(ls[ca:t.a]) {
			return
		}
		if neg, hedge := d.polarity(ca, t.a); !neg && !hedge {
			d.add(t.a, Claim{Kind: FileModified, Path: t.text})
		}
		return
	}
}

// reVerbBetween: a verb between two objects makes the second another
// clause's: "the tests in `b.py` pass and the `c.py` module".
var reVerbBetween = &lre{expr: `\b(?:is|are|was|were|pass(?:es|ed)?|fail(?:s|ed)?|works?|runs?|builds?)\b`}

// reAndObject: what joins a second object to a verb's first: "and a ",
// "and the ".
var reAndObject = &lre{expr: "\\sand\\s+(?:a|an|the|its)\\s+`?$"}

// andObject reads the second file of a verb: "I've added a
// `CONTRIBUTING.md` at the repo root and a `.github/workflows/ci.yml`
// that runs the checks": the file after "and a" is the verb's too.
func (d *detector) andObject() {
	ls := d.sn.ls
	for i := 1; i < len(d.toks); i++ {
		t := d.toks[i]
		if t.kind != 'p' || path.Ext(t.text) == "" || d.hasPathClaim(t.text) || !reAndObject.MatchString(ls[:t.a]) {
			continue
		}
		for _, f := range d.out {
			if f.Path == "" || f.pos >= t.a || f.Negated || (f.Kind != FileCreated && f.Kind != FileDeleted && f.Kind != FileModified) {
				continue
			}
			if andAt := strings.LastIndex(ls[:t.a], " and "); andAt <= f.pos || d.crosses(f.pos+1, andAt) || reVerbBetween.MatchString(ls[f.pos:andAt]) {
				break // another clause's object
			}
			kind := f.Kind
			if v, _ := leadVerb(ls); reFileVerb.has(v) {
				// "Drops the hook in `a.json` and the `b.py` script": the
				// verb's own kind, not the first object's (a change "in" it)
				kind = fileKind(v)
			}
			d.add(t.a, Claim{Kind: kind, Path: t.text, Hedged: f.Hedged})
			break
		}
	}
}

// reAtLine: a line number after a path, "src/url.js:31", ":15-20".
var reAtLine = &lre{expr: "^`?:\\d+(?:-\\d+)?(?:\\b|`)"}

// reLineTrouble: an item about a problem at a line, not a change there.
var reLineTrouble = &lre{expr: `\b(?:error|errors|warning|warnings|fail\w*|broken|todo|fixme|ts\d{4}|e\d{4})\b|❌|⚠`}

// lineItem reads an item that opens with a path and a line number, the
// place of a change: "- src/url.js:31", "- src/store/index.ts:15 narrow
// `state` …", in a message's list of what it did.
func (d *detector) lineItem() {
	ls := d.sn.ls
	t := d.toks[0]
	if t.kind != 'p' || t.a > markStart(ls)+1 || d.hasPathClaim(t.text) || !reAtLine.MatchString(ls[t.b:]) || reLineTrouble.MatchString(ls) {
		return
	}
	for _, f := range d.out {
		if f.Kind != Generic {
			return
		}
	}
	kind := FileModified
	if strings.Contains(ls, "(new)") {
		kind = FileCreated
	}
	d.removeKind(Generic, 0, len(ls))
	d.add(t.a, Claim{Kind: kind, Path: t.text, Hedged: d.hedgeAll})
}

// reItVerdict: a verdict whose subject is a pronoun for tests named in the
// sentence before: "it went through", "it passes now", "they still fail".
var reItVerdict = &lre{expr: `(?:^|[,;:]\s*|\s)(it|they|both(?:\s+of\s+them)?)\s+(?:(?:now|still|also|then|finally|all|consistently|reliably)\s+)?(pass(?:es|ed)?|went\s+through|goes\s+through|(?:is|was|are|were)\s+(?:now\s+|still\s+)?(?:green|passing|failing|red)|fail(?:s|ed)?|succeed(?:s|ed)?)\b`}

// itVerdict reads a verdict on tests named by a pronoun, when the
// sentence before gave one on those tests by name: "On the first run
// `TestLongestSingleDay` failed … Re-running it on its own it went
// through." is a claim that TestLongestSingleDay passes. "it" needs one
// test, "they" or "both" more.
func (d *detector) itVerdict() {
	ls, sc := d.lc, d.st.lastTests
	for _, m := range reItVerdict.FindAllStringSubmatchIndex(ls, -1) {
		one := ls[m[2]:m[3]] == "it"
		if one != (len(sc.Tests) == 1) || transitive(ls[m[5]:]) || thenAfter(ls[m[5]:]) {
			continue
		}
		v := ls[m[4]:m[5]]
		neg, hedge := d.polarity(m[2], m[5])
		if strings.HasPrefix(v, "fail") || strings.HasSuffix(v, "failing") || strings.HasSuffix(v, "red") {
			neg = !neg
		}
		cp := *sc
		d.add(m[2], Claim{Kind: TestsPass, Negated: neg, Hedged: hedge, Scope: &cp})
		return
	}
}

// hasName reports whether a claim of the sentence names name already.
func (d *detector) hasName(name string) bool {
	for _, f := range d.out {
		if f.Name == name {
			return true
		}
	}
	return false
}

// reLineSymSep: the dash between "path:line" and the name an item puts
// there; reGoneAfter: a description that says the name went away.
var (
	reLineSymSep = &lre{expr: `^:\d+(?:[-–]\d+)?\s+[—–-]\s+$`}
	reGoneAfter  = &lre{expr: `\b(?:remov|delet|drop|renam|gone|deprecat|inlin|merg|replac)`}
	// reDeclName: a name as a definition gives it, three characters at
	// least, with "()" at most: no member, no arguments
	reDeclName = &lre{expr: `^[A-Za-z_$][\w$]{2,}(?:\(\))?$`}
)

// lineSymbol reads an item that puts a name at a place, in the report
// voice of Codex: "- stats/stats_test.go:53 — `TestPercentileOutOfRange`
// (p = -1, 100.5)" says that test is defined there: a symbol claim, which
// a test or function never written refutes. A description that says the
// name went away ("`oldFn` removed") is no such claim.
func (d *detector) lineSymbol() {
	ls := d.sn.ls
	p, n := d.toks[0], d.toks[1]
	if p.kind != 'p' || p.a > markStart(ls)+1 || n.kind != 's' || !reLineSymSep.MatchString(ls[p.b:n.a]) {
		return
	}
	if !codeFile(p.text) || strings.Contains(ls[n.b:], "->") || strings.Contains(ls[n.b:], "→") {
		return // "package.json:3 — `version` 1.2.0 → 1.3.0": a key of data, a value changed
	}
	text := strings.Trim(n.text, "`")
	if !reDeclName.MatchString(text) {
		return // "`G` (2^30)", "`n.checked_mul(mult)`": a letter, an expression
	}
	name := symName(text)
	if name == "" || d.hasName(name) || reGoneAfter.MatchString(ls[n.b:]) || reLineTrouble.MatchString(ls) {
		return
	}
	d.add(n.a, Claim{Kind: SymbolImplemented, Name: name, Hedged: d.hedgeAll})
}

// codeFile reports whether p (a path, maybe with ":line") names a file of
// source code, where names are defined: not data, config or docs.
func codeFile(p string) bool {
	if i := strings.IndexByte(p, ':'); i > 0 {
		p = p[:i]
	}
	switch path.Ext(p) {
	case ".go", ".py", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".mts", ".cts", ".rs", ".java", ".kt", ".swift",
		".rb", ".php", ".c", ".h", ".cc", ".cpp", ".hpp", ".cs", ".ex", ".exs", ".scala", ".dart", ".lua", ".zig", ".sh", ".vue", ".svelte":
		return true
	}
	return false
}

// reEditItem: a list item that reports one edit to code by what it did
// to a named part: "- Removed the `previewData()` call from the change
// listener", "- Changed the main form label from "# Rows:" to "Rows:"".
var reEditItem = &lre{expr: `^(?:added|removed|changed|modified|deleted|updated|extended|replaced|wrapped|moved|converted|switched|renamed)\s+(.+)$`}

// reFromTo: a value changed, "from "# Rows:" to "Rows:"", "from 'md' to 'all'".
var reFromTo = &lre{expr: `\bfrom\s+["'` + "`" + `].*\bto\s+["'` + "`" + `]`}

// editItem reads a list item that names the code it changed, in a code
// span or a value changed from one literal to another, as a change to a
// file: the item names no path, so the claim has the agent's words as
// Name and can only be unverified, but a person reading it sees one.
func (d *detector) editItem() {
	ls := d.sn.ls
	o := markStart(ls)
	m := reEditItem.FindStringSubmatchIndex(ls[o:])
	if m == nil {
		return
	}
	code := false
	for _, t := range d.toks {
		if (t.kind == 's' || t.kind == 'o') && (rePlaceBefore.MatchString(ls[:t.a]) || reGlossBefore.MatchString(ls[:t.a]) && strings.HasPrefix(ls[t.b:], ")") || rePartOf.MatchString(ls[:t.a])) {
			code = true
		}
	}
	if !code && !reFromTo.MatchString(ls) && !reCodeNoun.MatchString(d.sn.s[o+m[2]:]) {
		return
	}
	if neg, _ := d.polarity(o+m[0], o+m[1]); neg {
		return
	}
	d.removeKind(Generic, 0, len(ls))
	d.add(o+m[0], Claim{Kind: FileModified, Name: strings.TrimSpace(d.sn.s[o+m[2] : o+m[3]])})
}

// reCodeNoun: a part of code named by an identifier that reads as code,
// camelCase, snake_case or called, and its noun: "the addField function",
// "the `x` handler".
var reCodeNoun = &lre{expr: `^(?:the\s+|a\s+|an\s+)?(?:[a-z]+[A-Z]\w*|[a-z]+_\w+|\w+\(\))\s+(?:function|method|class|component|hook|handler|route|endpoint|template|variable|constant|field|prop|property|listener|helper|struct|type|interface)s?\b`}

// reBlockLead: a lead that announces new things by their noun, over a
// code block that shows them: "**New CLI Options:**" over the flags,
// "### Export Structure Created" over the tree of files.
var reBlockLead = &lre{expr: `^(?:new\s+((?:[\w-]+\s+){0,3}?(?:options?|flags?|commands?|subcommands?|endpoints?|routes?|functions?|methods?|scripts?|files?|structure|layout))|((?:[\w-]+\s+){0,3}?(?:options?|flags?|commands?|subcommands?|endpoints?|routes?|functions?|methods?|files?|structure|layout|director(?:y|ies)))\s+(?:created|added|implemented))\s*:?$`}

// blockLead reads a lead of new things over a code block: the block
// shows them, no list names them, so the lead is the claim.
func (d *detector) blockLead() {
	ls := d.sn.ls
	o := markStart(ls)
	m := reBlockLead.FindStringSubmatchIndex(ls[o:])
	if m == nil {
		return
	}
	g := 2
	if m[2] < 0 {
		g = 4
	}
	name := strings.TrimSpace(d.sn.s[o+m[g] : o+m[g+1]])
	kind := SymbolImplemented
	if reFilesNoun.MatchString(strings.ToLower(name)) {
		kind = FileCreated
	}
	d.removeKind(Generic, 0, len(ls))
	d.add(o, Claim{Kind: kind, Name: name})
}

// reFilesNoun: a noun of files, not of code.
var reFilesNoun = &lre{expr: `\b(?:files?|structure|layout|director(?:y|ies))$`}

// fenceNext reports whether the first line with text after end opens a
// code block.
func fenceNext(text string, end int) bool {
	if nl := strings.IndexByte(text[end:], '\n'); nl >= 0 {
		rest := strings.TrimLeft(text[end+nl:], " \t\r\n")
		return strings.HasPrefix(rest, "```") || strings.HasPrefix(rest, "~~~")
	}
	return false
}

// reChangedSo: a change the agent made to code, then what it does now,
// "I changed the `rstrip` in `grams()` so it only takes off".
var reChangedSo = &lre{expr: `^(?:i|we)\s+(?:now\s+[a-z]{3,}|changed|made|updated|adjusted|switched|rewrote|reworked|tightened|narrowed)\b.*?\s(so(?:\s+that)?)\s+(?:it|that|the|they|this)\b`}

// fixTold reads a fix told by its change: a line labelled "Fix:" ("**Fix:**
// convert in `Duration` (`internal/xfer/xfer.go`) before dividing"), or, in
// a message that reports fixes, a change and what it does now ("I changed
// the `rstrip` in `grams()` so it only takes off the `.0` suffix"). The
// claim names the code: a function called (`grams()`) first, else the
// first name.
func (d *detector) fixTold() {
	if d.has(BugFixed) {
		return
	}
	ls := d.sn.ls
	o := markStart(ls)
	end := len(ls)
	if !strings.HasPrefix(ls[o:], "fix:") {
		m := reChangedSo.FindStringSubmatchIndex(ls[o:])
		if m == nil {
			return
		}
		end = o + m[2]
	}
	name := ""
	for _, t := range d.toks {
		if t.a >= end || t.kind != 's' {
			continue
		}
		if strings.HasSuffix(t.text, "()") {
			name = t.text
			break
		}
		if name == "" {
			name = t.text
		}
	}
	if name == "" && strings.HasPrefix(ls[o:], "fix:") {
		return
	}
	neg, hedge := d.polarity(o, o+1)
	if neg {
		return
	}
	// "I now round the requirement to whole litres …, so the remainder
	// is always covered", in a message that told the bug: the fix, of no
	// named code
	d.add(o, Claim{Kind: BugFixed, Name: symName(name), Hedged: hedge})
}

// reVerdictParen: a verdict right before a test command in parentheses,
// "`@crag/resets` passes (", "the calc package is green (".
var reVerdictParen = &lre{expr: `\b(pass(?:es|ed)?|(?:is|are)\s+(?:now\s+)?green|succeed(?:s|ed)?)\s*\(\s*$`}

// verdictParen reads a verdict on a part of the project told by the test
// command that checks it, in parentheses: "`@crag/resets` passes (`npm
// test --workspace=packages/resets`)" is a claim that the command's tests
// pass, at the command's scope.
func (d *detector) verdictParen() {
	if d.has(TestsPass) {
		return
	}
	ls := d.sn.ls
	for _, t := range d.toks {
		if t.kind != 'c' {
			continue
		}
		m := reVerdictParen.FindStringSubmatchIndex(ls[:t.a])
		if m == nil {
			continue
		}
		k, _, sc := cmdClass(t.text)
		if k != TestsPass {
			continue
		}
		neg, hedge := d.polarity(m[2], m[3])
		d.add(m[2], Claim{Kind: TestsPass, Command: t.text, Scope: sc, Negated: neg, Hedged: hedge})
		return
	}
}

// reGlossBefore: a code span that names the thing before it, in
// parentheses: "the button with the paintbrush icon (`bi-brush`)".
var reGlossBefore = &lre{expr: `\w\s+\($`}

// rePartOf: a part of code that uses a name, "import for `getVersion`",
// "the call to `fetch`".
var rePartOf = &lre{expr: `\b(?:imports?|calls?|references?|usages?|uses|checks?|guards?|assertions?|tests?)\s+(?:for|of|to|on)\s+$`}

// rePlaceBefore: the words before a code span that make it the place of
// an edit, "from the `x`", "in the `x`", "to both `x`".
var rePlaceBefore = &lre{expr: `\b(?:in|from|to|into|inside|within)\s+(?:the\s+|both\s+|each\s+)?$`}

// reInBareFolder: a thing named by the folder it is in, without backticks,
// "fixtures in config/testdata", "the files under web/static/".
var reInBareFolder = &lre{expr: `\b(?:in|under|inside|within)\s+((?:\.{1,2}/)?[\w.-]+(?:/[\w.-]+)+/?)$`}

var (
	// reSplitWork: a report of code split or moved into files, "Split
	// done", "moved the helpers out", "extracted into its own module".
	reSplitWork = &lre{expr: `\b(?:split|moved|extracted|separated|broken\s+out|broke\s+out|carved\s+out|pulled\s+out)\b`}
	// reLivesIn: the words before a path that say a part now lives in it,
	// "formatBytes (with the UNITS table) is in ", "now live in ".
	reLivesIn = &lre{expr: `\b(?:is|are|now|lives?)\s+(?:now\s+)?in\s+(?:the\s+(?:new\s+)?(?:file|module)\s+)?$`}
)

// splitPlaces reads, in a report of code split or moved into files, the
// files a part is said to be in now: "formatBytes is in lib/bytes.js".
// Each is a file the split made, so it must exist; a file that was there
// before is no contradiction (a created file's claim is verified by the
// file being there).
func (d *detector) splitPlaces() {
	ls := d.sn.ls
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != 'p' || t.used || !reLivesIn.MatchString(ls[max(0, t.a-40):t.a]) {
			continue
		}
		if neg, hedge := d.polarity(t.a, t.b); !neg {
			t.used = true
			d.add(t.a, Claim{Kind: FileCreated, Path: t.text, Hedged: hedge})
		}
	}
}

// reSoThat: a consequence after an admission, ", so the totals are only
// checked through the tests".
var reSoThat = &lre{expr: `,?\s+so\s+(?:the|that|it|its|any|only|i|we|this|these)\b`}

// commandExcept reads a test command's verdict with named tests left out,
// "`go test -v ./...` → everything passes except `TestPriceCap`": the
// command's tests pass but for those, which fail, and the command ran (its
// exit status failed because of them, which the sentence does not hide).
func (d *detector) commandExcept() {
	for i := range d.out {
		f := &d.out[i]
		if f.Kind != TestsPass || f.Command == "" || f.Negated || f.Hedged || f.Scope != nil && len(f.Scope.Except) > 0 {
			continue
		}
		m := reExcept.FindStringSubmatchIndex(d.sn.ls[f.pos:])
		if m == nil || !strings.HasPrefix(d.sn.s[f.pos+m[2]:], "`") || d.crosses(f.pos, f.pos+m[0]) {
			continue
		}
		name := unquote(d.sn.s[f.pos+m[2] : f.pos+m[3]])
		if f.Scope == nil || f.Scope.Kind == ScopeProject || f.Scope.Kind == ScopePackage && slices.Equal(f.Scope.Paths, []string{"./..."}) {
			f.Scope = &Scope{Kind: ScopeProject, Text: "except " + name, Except: []string{name}}
		} else {
			f.Scope.Except = []string{name} // "`go test ./dryer/` passes except `TestPriceCap`"
		}
		f.Counts = nil
		for j := range d.out {
			if c := &d.out[j]; c.Kind == CommandRan && c.Command == f.Command && c.Outcome == Succeeded {
				c.Outcome = ""
			}
		}
		d.add(f.pos+m[0], Claim{Kind: TestsPass, Negated: true, Scope: scopeOf(name)})
		return
	}
}

// reFailedBefore: a failure told as the state before the fix, "they were
// the two failing before", "(this one failed before because of …)".
var reFailedBefore = &lre{expr: `\b(?:failed|(?:was|were|had\s+been)\s+(?:the\s+)?(?:\w+\s+){0,2}?failing|used\s+to\s+fail)\b[^.;]{0,40}?\b(?:before|previously|earlier|originally|at\s+first)\b`}

// failedBefore drops the admission read from a failure the sentence
// places before the fix: the tests it names pass now, as the sentence's
// own verdict or its pass mark says ("`test_x` ✅ (this one failed before
// …)").
func (d *detector) failedBefore() {
	pass := false
	for _, f := range d.out {
		pass = pass || f.Kind == TestsPass && !f.Negated && !f.Hedged
	}
	mark := mentions(d.sn.ls, "\u2705", "\u2714", "\u2713", "\u2611")
	if !pass && !mark {
		return
	}
	out := d.out[:0]
	for _, f := range d.out {
		if f.Kind == TestsPass && f.Negated && !f.Hedged {
			if pass {
				continue
			}
			f.Negated, f.Counts = false, nil // the mark is the verdict
		}
		out = append(out, f)
	}
	d.out = out
}

// reCompileAll: Python's byte-compile check with its verdict, "`compileall`
// no errors", "compileall ok", "✅ `python3 -m compileall -q .`": the
// program parses, Python's build.
var reCompileAll = &lre{expr: `\b(compileall|py_compile)\b(?:[^.;,]{0,30}?\b(ok|clean|pass(?:es|ed)?|succeed(?:s|ed)?|fine|no\s+(?:syntax\s+)?errors?|(?:fail(?:s|ed)?|errors?))\b|[^.;,]{0,30}?(\x{2705}|\x{2714}|\x{2713}|\x{274c}))`}

// compileAll reads a byte-compile check's verdict as a build claim.
func (d *detector) compileAll() {
	ls := d.sn.ls
	m := reCompileAll.FindStringSubmatchIndex(ls)
	if m == nil {
		if !mentions(ls[:min(len(ls), 8)], "\u2705", "\u2714", "\u2713") {
			return
		}
		// "✅ `compileall` - no errors": the mark before it is the verdict
		if m = reCompileAll.FindStringSubmatchIndex(ls + " ok"); m == nil {
			return
		}
	}
	word := ""
	if m[4] >= 0 && m[4] < len(ls) {
		word = ls[m[4]:m[5]]
	}
	neg, hedge := d.polarity(m[0], min(m[1], len(ls)))
	if strings.HasPrefix(word, "fail") || strings.HasPrefix(word, "error") || m[6] >= 0 && m[6] < len(ls) && ls[m[6]:m[7]] == "\u274c" {
		neg = !neg
	}
	d.removeKind(Generic, 0, len(ls))
	d.add(m[0], Claim{Kind: BuildOK, Tool: "compileall", Negated: neg, Hedged: hedge})
}

// reWholeRun: the counts that follow are the whole run's, "the whole pytest
// run is `10 passed`", "overall: 48 passed".
var reWholeRun = &lre{expr: `\b(?:the\s+(?:whole|full|entire)\s+(?:[\w-]+\s+)?(?:run|suite)|overall|in\s+total|altogether)\b[^.;]{0,20}?\d+\s+(?:tests?\s+)?(?:passed|passing|pass)\b`}

// wholeRunCounts splits a claim about named tests whose sentence gives the
// whole run's counts: the names pass, and the run has the counts
// ("`test_pace[150m]` and `[400m]` pass - the whole pytest run is `10
// passed`").
func (d *detector) wholeRunCounts() {
	m := reWholeRun.FindStringIndex(d.sn.ls)
	if m == nil {
		return
	}
	for i := range d.out {
		f := &d.out[i]
		if f.Kind != TestsPass || f.Counts == nil || f.Scope == nil || f.Scope.Kind != ScopeTests || f.pos >= m[0] {
			continue
		}
		counts := f.Counts
		f.Counts = nil
		d.add(m[0], Claim{Kind: TestsPass, Counts: counts, Negated: f.Negated, Hedged: f.Hedged, Scope: &Scope{Kind: ScopeProject, Text: "the whole run"}})
		return
	}
}

// reFracPart: one part's count of a run, a label and a fraction: "unit
// 2/2", "`tests/session.rs` 2/2", "doc tests 3/3".
var reFracPart = &lre{expr: `(?:^|[,;:|(]\s*|\s)([a-z\x60][\w.\x60/ -]{1,40}?)\s+(\d+)\s*/\s*(\d+)(?:\s*(?:pass(?:ed|ing)?|ok|green))?\s*(?:[,;:|)]|$)`}

// fractionParts sums the parts of one run told as fractions, each after
// its label ("✅ unit 2/2, `tests/session.rs` 2/2, doc tests 3/3"): the
// run's counts are the sums, not its first part's.
func (d *detector) fractionParts() {
	ms := reFracPart.FindAllStringSubmatchIndex(d.sn.ls, -1)
	if len(ms) < 2 {
		return
	}
	passed, total := 0, 0
	for _, m := range ms {
		a, _ := strconv.Atoi(d.sn.ls[m[4]:m[5]])
		b, _ := strconv.Atoi(d.sn.ls[m[6]:m[7]])
		if a > b || b == 0 {
			return // not counts of tests: a date, a ratio
		}
		passed, total = passed+a, total+b
	}
	for i := range d.out {
		f := &d.out[i]
		if f.Kind == TestsPass && f.Counts != nil && f.Scope == nil && f.Counts.Total > 0 && f.Counts.Total < total {
			f.Counts = &TestCounts{Passed: passed, Failed: total - passed, Skipped: -1, Total: total}
			return
		}
	}
}
