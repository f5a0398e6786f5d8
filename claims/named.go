package claims

import (
	"sort"
	"strings"
)

// This file reads what detect.go's symbol, bug and untouched detectors
// miss because the thing is named in words of its own: a command-line
// option, a command or a package ("Added `--no-copy-to-cwd` command line
// option", "Adds @paretools/docker"), a name in quotes ("Removed the
// "Vendor Name" field"), a name merged away ("Merged `A` into `B`"), a
// fix told by its effect ("The fix restores the header", "DNS is working
// again"), and a workspace left as it was ("nothing from that remains").

// reAddedOption: a command-line option, a command or a package named
// right after an add verb. The option and the command need their noun
// ("`--json` option", "gtplanner-init command"); a scoped package stands
// alone ("Adds @paretools/docker (4 tools)") unless the sentence says it
// is a dependency.
var reAddedOption = &lre{expr: `\b(add|adds|added|introduce|introduces|introduced|implement|implements|implemented|create|creates|created)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:` +
	"`(-{1,2}[a-z][\\w-]*)`" + `\s+(?:(?:command[\s-]line|cli)\s+)?(?:option|flag|argument|switch)s?\b` +
	`|` + "`?(@[a-z0-9][\\w.-]*/[a-z0-9][\\w.-]*)`?" + `(?:\s*[(:]|\s+(?:package|module|plugin|server|library)\b|\s*$)` +
	`|` + "`?([a-z][a-z0-9]*(?:[-:][a-z0-9]+)+)`?" + `\s+(?:(?:cli|npm)\s+)?(?:command|subcommand|script)s?\b)`}

// reDependency: a sentence about dependencies or their installation.
var reDependency = &lre{expr: `dependenc|(?:^|\s)install(?:ed|s|ing)?\b`}

// reQuotedSym: a name in double quotes with the noun that says it is
// code, "Removed the "Economic Vendor Name" field". A quoted label of the
// interface or the docs ("a "Delete all" button", "a "Templates" table")
// is text, not a name.
var reQuotedSym = &lre{expr: `\b(added|adds|removed|removes|deleted|deletes|dropped|drops|introduced|created|implemented)\s+(?:the\s+|a\s+|an\s+|new\s+)*"([^"]{2,50})"\s+(?:field|column|method|function|class|property|enum|parameter|attribute|component)s?\b`}

// reMergedInto: a name merged into another is gone, "Merged
// `TranscriptSelection` into `TranscriptHighlighter`".
var reMergedInto = &lre{expr: `\b(merged|merges|merge|folded|folds|fold|inlined|inlines|inline)\s+(?:the\s+)?` + "`([^`]+)`" + `(?:\s+(?:function|method|class|hook|component|module|type|helper|struct))?\s+into\s+`}

// reGained: "In-memory store gained `register` / `revokeFamily`",
// "`Step` gains a `:catalog_ops` field".
var reGained = &lre{expr: `\b(?:gained|gains)\s+(?:(?:a|an|the|new|two|three|four|five)\s+)*$`}

// addedNames reads the classes above.
func (d *detector) addedNames() {
	s, ls := d.sn.s, d.sn.ls
	// the base form reports work only where it opens an item or a
	// summary line ("- Add gtplanner-init command"); elsewhere it is an
	// instruction ("Add a `--json` flag if you need it")
	reported := func(verb string, at int) bool {
		if strings.HasSuffix(verb, "ed") || strings.HasSuffix(verb, "s") {
			return true
		}
		return at == markStart(ls) && (d.sn.item || d.summary || d.sn.start == 0)
	}
	emit := func(kind Kind, at, end int, name string) {
		if name == "" || d.hedgeAll || d.plan {
			return
		}
		neg, hedge := d.polarity(at, end)
		d.add(at, Claim{Kind: kind, Name: name, Negated: neg, Hedged: hedge})
		d.use(at, end)
	}
	// a package added as a dependency is no name of the project's:
	// "Added @xyflow/react, identity-obj-proxy dependencies"
	// each alternative of reAddedOption needs its mark: a dashed code
	// span and an option's noun, an "@", or a command's noun
	optionLike := strings.Contains(ls, "`-") && mentions(ls, "option", "flag", "argument", "switch") ||
		strings.Contains(ls, "@") || mentions(ls, "command", "script")
	if optionLike && mentions(ls, "add", "introduc", "implement", "creat") && !reDependency.MatchString(ls) {
		for _, m := range reAddedOption.FindAllStringSubmatchIndex(ls, -1) {
			if !reported(ls[m[2]:m[3]], m[2]) {
				continue
			}
			for g := 4; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					emit(SymbolImplemented, m[2], m[1], s[m[g]:m[g+1]])
				}
			}
		}
	}
	if strings.Contains(ls, "\"") {
		for _, m := range reQuotedSym.FindAllStringSubmatchIndex(ls, -1) {
			emit(symVerbKind(ls[m[2]:m[3]]), m[2], m[1], s[m[4]:m[5]])
		}
	}
	if mentions(ls, "merge", "fold", "inline") {
		for _, m := range reMergedInto.FindAllStringSubmatchIndex(ls, -1) {
			name := s[m[4]:m[5]]
			if classify(name) != 's' || !reported(ls[m[2]:m[3]], m[2]) {
				continue
			}
			emit(SymbolRemoved, m[2], m[1], symName(name))
		}
	}
	if mentions(ls, "gain") {
		for i := range d.toks {
			t := &d.toks[i]
			if t.kind != 's' || t.used {
				continue
			}
			// the first name right after the verb, then the names listed with it
			a := t.a
			for j := i - 1; j >= 0 && d.toks[j].kind == 's' && isListSep(strings.ReplaceAll(ls[d.toks[j].b:a], "/", ",")); j-- {
				a = d.toks[j].a
			}
			if !reGained.MatchString(ls[:a]) {
				continue
			}
			emit(SymbolImplemented, t.a, t.b, symName(t.text))
		}
	}
}

// symVerbKind is the symbol kind a verb of reQuotedSym gives.
func symVerbKind(v string) Kind {
	switch pastOf(v) {
	case "removed", "deleted", "dropped":
		return SymbolRemoved
	}
	return SymbolImplemented
}

var (
	// reFixSubject: a sentence about the fix that says what it changed,
	// "The fix restores the `User-Agent` header", "The key fix was
	// changing the default". What the fix ensures or follows is a
	// description, not a change: "This fix ensures that …".
	reFixSubject = &lre{expr: `^(?:the|this|my|our)\s+(?:key\s+|main\s+|actual\s+|core\s+|real\s+|final\s+)?fix\s+(?:(?:was|is)\s+(?:to\s+)?(?:chang|add|remov|replac|restor|mov|renam|wrap|pass|guard|set|swap|us)\w*|(?:restores|adds|changes|replaces|removes|moves|renames|wraps|passes|guards|sets|swaps|makes|updates)\b)`}
	// reFixDone: "Bug fix complete!" names a bug; "The fix is in place"
	// names nothing and stays generic.
	// "Fix applied.", "Fix complete.", "Fix verified against the PoC"
	// say the same of the fix the message is about; "**Fix applied:**"
	// leads the list of what it was.
	reFixDone = &lre{expr: `^(?:the\s+)?(?:bug\s+)?fix(?:es)?\s+(?:is\s+|are\s+|was\s+|has\s+been\s+|have\s+been\s+)?(?:now\s+)?(?:complete|completed|done|landed|applied|verified|implemented|deployed)\b`}
	// reWorksAgain: what was broken works again, "DNS is working again".
	reWorksAgain = &lre{expr: `\b(?:(?:is|are)\s+(?:now\s+)?(?:working|functional|back\s+up)|works?|runs?)\s+(?:correctly\s+|properly\s+|normally\s+)?again\b`}
	// reWorksNow: what was wrong behaves right now, told of its behaviour
	// with no verb of change: "Negative shifts wrap correctly now", "the
	// parser now handles negative numbers correctly", "Both name forms
	// work". A claim that the bug is fixed, as a person reads it.
	reWorksNow = &lre{expr: `^(?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?\s+works?\s+(?:\S+\s+){0,3}?now\b|\b(?:now\s+(?:[\w'-]+\s+){0,1}?[a-z]+s\s+(?:\S+\s+){0,6}?(?:correctly|properly|as\s+expected)|[a-z]+\s+(?:correctly|properly|as\s+expected)\s+now)\b|^(?:both|all\s+(?:the\s+)?(?:two|three|four|\d+)|all\s+the)\s+[\w\s-]{1,30}?\s+(?:now\s+)?work\b`}
	// reVagueSubject: a subject that names nothing, "it", "everything".
	reVagueSubject = &lre{expr: `^(?:it|this|that|everything|all|everything\s+else|it\s+all|all\s+of\s+it|things)\s+works?\b`}
	// reFixedIt: "A `so sync` with the current binary fixed it".
	reFixedIt = &lre{expr: `\bfixed\s+it\b`}
	// reFixedFromTo: a value corrected, "Fixed project name from
	// "--typescript" to "focuslab"", "corrected the timeout from 30 to 60".
	reFixedFromTo = &lre{expr: `\b(?:fixed|fixes|corrected|corrects)\s+(?:the\s+)?(?:[\w-]+\s+){1,4}?from\s+(?:"[^"]+"|'[^']+'|` + "`[^`]+`" + `|\S+)\s+to\s+\S`}
	// reFixLabel: in a fix report, a line opened by the label "Fix:" and
	// the change made, "**Fix:** Existing rows are merged before
	// replace". A verb in the base form after it proposes the fix ("Fix:
	// use `??`"). Outside a fix report it cost part g three false
	// positives.
	reFixLabel = &lre{expr: `^(?:the\s+)?fix\s*:\s+(?:(change|use|add|replace|update|set|remove|wrap|call|move|pass|make|apply|run|install|edit|rename|return|check|ensure|guard|handle|try|switch|convert|delete|drop|pin|bump|upgrade|downgrade|revert|restore|initialize|validate)\b|\S)`}
	// reRemovedDefect: a defect taken out is fixed, "Removed silent
	// 5-line truncation", "eliminated the spurious warning"; a thing
	// merely not needed is not ("Removed unnecessary complexity"), nor
	// code that was wrong ("removed incorrect references to `x`"): that
	// is a change of code, labelled as such.
	reRemovedDefect = &lre{expr: `\b(?:removed|removes|eliminated|eliminates|dropped|drops)\s+(?:the\s+|a\s+|an\s+|all\s+)?(?:silent|spurious|erroneous|bogus|accidental|unintended|broken|buggy)\b`}
)

// fixReports reads a fix told by what it did or by its effect, where
// there is no bug's noun for bugs() to find.
func (d *detector) fixReports() {
	ls := d.sn.ls
	if d.has(BugFixed) || d.plan {
		return
	}
	o := markStart(ls)
	for _, re := range []*lre{reFixSubject, reFixDone, reWorksAgain, reWorksNow, reFixedIt, reRemovedDefect, reFixedFromTo, reFixLabel} {
		var m []int
		if re == reFixLabel {
			if m = re.FindStringSubmatchIndex(ls[o:]); m == nil || m[2] >= 0 || !d.st.fixes {
				continue
			}
			m = []int{m[0] + o, m[1] + o}
		} else if re == reFixSubject || re == reFixDone {
			if m = re.FindStringIndex(ls[o:]); m != nil {
				m[0], m[1] = m[0]+o, m[1]+o
			}
		} else {
			m = re.FindStringIndex(ls)
		}
		if m == nil {
			continue
		}
		// "Let me explain how we fixed it:" opens an explanation
		if (re == reFixedIt || re == reFixDone) && strings.HasSuffix(strings.TrimSpace(ls), ":") || re == reFixDone && d.sn.heading && !strings.Contains(ls[m[0]:m[1]], "bug") {
			continue
		}
		// "the tests work again" is the tests' claim
		if re == reWorksNow && reVagueSubject.MatchString(ls[m[0]:]) {
			continue // "It works now", "Everything works now": a general statement
		}
		if (re == reWorksAgain || re == reWorksNow) && (d.has(TestsPass) || d.has(BuildOK) || d.has(LintClean) || reTestNoun.MatchString(ls[:m[0]])) {
			continue
		}
		neg, hedge := d.polarity(m[0], m[1])
		hedge = hedge || d.hedgeAll
		d.add(m[0], Claim{Kind: BugFixed, Negated: neg, Hedged: hedge})
		return
	}
}

var (
	// reNothingRemains: a temporary thing cleaned up, "nothing from that
	// remains", "No files left behind!".
	reNothingRemains = &lre{expr: `\bnothing\s+(?:(?:from|of)\s+(?:that|it|them|this)\s+)?(?:remains|is\s+left|was\s+left)\b|\bno\s+(?:temp(?:orary)?\s+|stray\s+|leftover\s+)?files?\s+(?:are\s+|were\s+)?left\s+(?:behind|over)\b`}
	// reAlreadyCurrent: the others needed no change, "Other files
	// already had the latest version".
	reAlreadyCurrent = &lre{expr: `^((?:the\s+)?(?:other|remaining)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:were\s+|was\s+|are\s+|is\s+)?already\s+(?:had|have|has|were|was|are|is)?\s*(?:the\s+latest|up[\s-]to[\s-]date|current)\b`}
)

// leftAsWas reads the untouched classes above.
func (d *detector) leftAsWas() {
	s, ls := d.sn.s, d.sn.ls
	if d.hedgeAll || d.plan || d.has(Untouched) {
		return
	}
	if mentions(ls, "nothing", "left") {
		if m := reNothingRemains.FindStringIndex(ls); m != nil {
			// its "nothing" or "no" is the claim's own: no negation
			if _, hedge := d.polarity(m[0], m[1]); !hedge {
				d.add(m[0], Claim{Kind: Untouched, Name: "leftover files"})
			}
		}
	}
	if mentions(ls, "already") {
		o := markStart(ls)
		if m := reAlreadyCurrent.FindStringSubmatchIndex(ls[o:]); m != nil {
			if _, hedge := d.polarity(o+m[0], o+m[1]); !hedge {
				d.add(o+m[0], Claim{Kind: Untouched, Name: strings.TrimSpace(s[o+m[2] : o+m[3]])})
			}
		}
	}
}

var (
	// reFixOpening: an opening that says the message reports fixes:
	// "Critical and related high-severity items are fixed.", "I've fixed
	// the crash.", "Here's what was wrong and what we changed."
	reFixOpening = &lre{expr: `\b(?:is|are|were|was|been|now)\s+(?:all\s+|now\s+)*(?:fixed|resolved)\b|\bwhat\s+(?:was|went)\s+wrong\b|\b(?:i|we)(?:'ve|\s+have)?\s+(?:now\s+|also\s+)?(?:fixed|resolved)\b|^fixed\b|` +
		// "Found it — it's the formatting", "Done — `firstWord()` now skips
		// stopwords": a bug found, or a task done told by the code's behaviour
		`^found\s+it\b|^done\s*[-—–:]\s*` + "`" +
		// "The greedy loop only buys tins while …, so the 0.7 L left was
		// dropped": the bug's effect, told as the cause of a fix below
		`|\bso\s+(?:[^.\n]|\.\d){0,120}?\b(?:was|were|got)\s+(?:silently\s+)?(?:dropped|lost|ignored|skipped|discarded|swallowed|truncated|cut\s+off|double[- ]counted|overwritten)\b`}
	// reNowDoes: what a piece of code does now, after its name (and the
	// names listed with it): "prefers the cookie", "now returns 400", "is
	// only returned when …". Its verb is in the present: a past verb
	// tells what the code did before the fix ("`upsertPaper` deleted all
	// rows").
	reNowDoes = &lre{expr: `^\s+(?:now\s+|only\s+|also\s+|always\s+)*(?:(?:is|are)\s+(?:now\s+|only\s+|also\s+|always\s+|no\s+longer\s+)*[a-z]+(?:ed|en|t)\b|([a-z]{2,}s)\b|(use|return|take|keep|set|accept|require|handle|check|skip|read|write|call|reject|share|match|send|clear|strip|run)\b)`}
)

var (
	// reFewWords and reWordsNow: the words around the code in a subject,
	// "unknown `topic` query values now return".
	reFewWords = &lre{expr: `^(?:[a-z][\w-]*\s+){1,3}(?:[-:]\s+)?$`}
	reWordsNow = &lre{expr: `^(?:\s+[a-z][\w-]*){0,3}\s+now\s+([a-z]{2,})\b`}
)

// fixOpening reads whether the message's opening paragraph says it
// reports fixes.
func (d *detector) fixOpening() {
	st := d.st
	if st.openEnd == 0 {
		st.openEnd = len(st.src)
		if i := strings.Index(st.src, "\n\n"); i >= 0 {
			st.openEnd = i
		}
	}
	if st.fixes || d.sn.start >= st.openEnd || d.hedgeAll || d.sn.heading && !strings.Contains(d.sn.ls, "fixed") {
		return
	}
	// "All compilation errors are resolved" is the build's claim: the
	// lines below tell the changes, not fixes of behaviour
	if m := reFixOpening.FindStringIndex(d.sn.ls); m != nil && !reCheckErrors.MatchString(d.sn.ls) {
		if neg, hedge := d.polarity(m[0], m[1]); !neg && !hedge {
			st.fixes = true
		}
	}
}

// fixedBehaviour reads, in a message that reports fixes, a line whose
// subject is a piece of code and whose verb says what it does now:
// "`extractRefreshToken` prefers the refresh cookie, so SPAs still
// refresh", "- `nextCursor` is only returned when there is another
// page", "`clearAuth` / `clearCookie` use the same path as set". That is
// how a fix is told, the behaviour after it: a bug_fixed claim naming the
// code. A line that says more (a file's change, a symbol added) keeps its
// own claims; one that admits a failure ("`parse` still fails") is none.
func (d *detector) fixedBehaviour() {
	ls := d.sn.ls
	if d.plan || d.hedgeAll || d.st.testing || d.st.state || d.sn.heading {
		return
	}
	for _, f := range d.out {
		if f.Kind != Generic {
			return
		}
	}
	t := &d.toks[0]
	if t.kind == 'p' || t.kind == 'c' || t.used {
		return
	}
	if t.a != markStart(ls) {
		// "Unknown `topic` query values now return 400": a few words
		// around the code, and "now" to say the behaviour is new
		if !reFewWords.MatchString(ls[markStart(ls):t.a]) {
			return
		}
		m := reWordsNow.FindStringSubmatchIndex(ls[t.b:])
		if m == nil {
			return
		}
		switch ls[t.b+m[2] : t.b+m[3]] {
		case "is", "are", "was", "were", "has", "have", "fails", "fail", "crashes", "crash", "breaks", "break", "throws", "throw", "errors", "hangs":
			return
		}
		_, hedge := d.polarity(t.a, t.b+m[1])
		d.add(t.a, Claim{Kind: BugFixed, Name: symName(t.text), Hedged: hedge})
		return
	}
	last := 0
	for j := 1; j < len(d.toks) && d.toks[j].kind != 'p' && d.toks[j].kind != 'c' && isListSep(strings.NewReplacer("/", ",", "+", ",").Replace(ls[d.toks[last].b:d.toks[j].a])); j++ {
		last = j
	}
	m := reNowDoes.FindStringSubmatchIndex(ls[d.toks[last].b:])
	if m == nil {
		return
	}
	at := d.toks[last].b
	switch {
	case m[2] >= 0:
		switch ls[at+m[2] : at+m[3]] {
		case "is", "was", "has", "does", "fails", "crashes", "breaks", "hangs", "errors", "this", "its", "tests", "files", "changes":
			return
		}
	case m[4] >= 0:
		if last == 0 {
			return // "`a` use": the plural verb needs a list of names
		}
	}
	if strings.Contains(ls[t.a:at+m[1]], "still") {
		return
	}
	_, hedge := d.polarity(t.a, at+m[1])
	d.add(t.a, Claim{Kind: BugFixed, Name: symName(t.text), Hedged: hedge})
}

var (
	// reFixHead: a heading or lead over the fixes made, "What We Fixed:",
	// "Bugs fixed", "Bug fixes:"; not one that asks or denies.
	reFixHead = &lre{expr: `^[^\w]*(?:what\s+(?:we|i|was)\s+fixed|(?:bugs?|issues?)\s+(?:fixed|resolved)|(?:fixed|resolved)\s+(?:[\w-]+\s+){0,2}?(?:bugs|issues|problems|errors)|bug\s*fixes|fixes(?:\s+applied)?)\b[^?]*$`}
	// reBugTitle: an item titled by a bug's name, "**Loading State Bug**:".
	reBugTitle = &lre{expr: `^[^:]{3,60}?\s+(?:bugs?|issues?|errors?|problems?)\s*(?::|\s-\s|\s—\s)`}
)

// bugTitle reads an item of a list of fixes titled by the bug's name:
// "### What We Fixed:" over "1. **Loading State Bug**: The retry button
// …" tells that bug fixed.
func (d *detector) bugTitle() {
	if d.plan || d.hedgeAll || d.has(BugFixed) {
		return
	}
	o := markStart(d.sn.ls)
	if m := reBugTitle.FindStringIndex(d.sn.ls[o:]); m != nil {
		d.add(o, Claim{Kind: BugFixed})
	}
}

var (
	// reSigGeneric: a generic type with its parameters, "VirtualList<T>".
	reSigGeneric = &lre{expr: `^([A-Za-z_$][\w$]*)<[\w\s,.<>\[\]|]+>$`}
	// reSigField: a field or parameter with its type, "skipPermissions?:
	// boolean", "retries: number", "EndedAt *time.Time", "Tags []string":
	// the type after a colon (TypeScript, Python, Rust) or after the name
	// and a space, spelt as a Go type is (a pointer, a slice, a map, a
	// qualified or built-in type).
	reSigField = &lre{expr: `^([A-Za-z_$][\w$]*)(?:\??:\s+[A-Za-z_][\w.\[\]<>|? ,]*|\s+(?:\*|\[\])*(?:map\[[\w.*]+\][\w.*]+|[a-z]\w*\.[A-Z]\w*|[A-Z]\w*|string|int|int8|int16|int32|int64|uint|uint8|uint16|uint32|uint64|bool|error|float32|float64|byte|rune|any))$`}
)

// sigName is the name a signature in a code span declares, "" when the
// span is none: "VirtualList<T>" -> "VirtualList", "skipPermissions?:
// boolean" -> "skipPermissions", "EndedAt *time.Time" -> "EndedAt". verify
// looks a symbol claim up by its name, which the signature is not.
func sigName(t string) string {
	if !strings.ContainsAny(t, "<: ") {
		return ""
	}
	for _, re := range []*lre{reSigGeneric, reSigField} {
		if m := re.FindStringSubmatchIndex(t); m != nil {
			// "`strict: true`": a setting and its value, no declaration
			switch strings.TrimSpace(t[strings.IndexAny(t, ": ")+1:]) {
			case "true", "false", "null", "none", "None", "True", "False", "nil", "yes", "no":
				return ""
			}
			return t[m[2]:m[3]]
		}
	}
	return ""
}

// reKindList: a noun of a kind of code, then the names of that kind in
// parentheses or after a colon: "Service types: `CallLogEntry`,
// `CrmLogResult`", "helper functions for parsing env vars (`getEnv`,
// `getIntEnv`)", "service class (`CrmService`)", "accessor functions
// (getStore, getActor, etc.)".
var reKindList = &lre{expr: `\b(?:functions?|helpers?|methods?|types?|type\s+definitions|classes|class|interfaces?|hooks?|structs?|enums?|traits?|utilities|accessors?|constants|decorators|schemas|models)\b(?:\s+(?:for|from|in|on|of)\s+[^:()]{1,70}?)?(?:\s*(\()|:\s+)`}

// reKindListVerb: what may come before reKindList's noun in an item of
// done work: nothing but words that qualify it ("Full type
// definitions:"), or a verb that adds or removes ("Added helper
// functions", "Adding accessor functions", "Removed legacy DB helpers").
var reKindListVerb = &lre{expr: `^(?:(?:added|adds|adding|implemented|implementing|introduced|introduces|introducing|created|creating|new|wrote|defined|exported|exposed|(removed|removes|removing|deleted|deletes|dropped|drops))\s+)?(?:(?:a|an|the|two|three|four|five|several|all|new|[a-z][\w-]*)\s+){0,5}$`}

// kindList reads reKindList in an item of done work: each name it lists
// is a symbol claim. The list must hold names only: "formats (fp16,
// gptq-4bit)" lists words. A qualifier that says the code was there
// ("existing helpers: …", "the related types: …") or a verb of another
// change ("Updated types: …") gives no claim.
func (d *detector) kindList() {
	s, ls := d.sn.s, d.sn.ls
	if !d.sn.item || d.plan || d.hedgeAll || d.st.state || d.st.testing || d.st.doc || d.st.background {
		return
	}
	o := markStart(ls)
	closeAt := -1 // the ')' after the last match's '(', -1 before any is sought
	for _, m := range reKindList.FindAllStringSubmatchIndex(ls, -1) {
		// what comes before the noun is a few words (reKindListVerb):
		// only kindBefore bytes of it are read, so each match of a long
		// line reads a bounded part of it
		from := max(o, m[0]-kindBefore)
		before := strings.TrimLeft(ls[from:m[0]], "*_ ")
		if i := strings.LastIndex(before, " - "); i >= 0 {
			before = before[i+3:] // "`a.ts` - Added helper functions (…)"
		} else if from > o {
			continue // more words before the noun than reKindListVerb holds
		}
		v := reKindListVerb.FindStringSubmatchIndex(strings.TrimLeft(before, "*_ "))
		if v == nil || mentions(before, "existing", "related", "current", "other", "used", "your", "their", "its ", "built-in", "builtin") {
			continue
		}
		kind := SymbolImplemented
		if v[2] >= 0 {
			kind = SymbolRemoved
		}
		var names []string
		var at []int
		end := len(s)
		if m[2] >= 0 {
			if closeAt < m[1] && closeAt != len(s) {
				// the next ')', sought again only past the last one found
				closeAt = len(s)
				if c := strings.IndexByte(s[m[1]:], ')'); c >= 0 {
					closeAt = m[1] + c
				}
			}
			if closeAt == len(s) {
				continue
			}
			end = closeAt
		}
		ok := true
		// the parts between separators, read one at a time up to the
		// first that is no name: a part longer than kindPart is none
		for cur := m[1]; cur < end; {
			next, stop := end, end
			if x := reListSplit.FindStringIndex(s[cur:min(end, cur+kindPart)]); x != nil {
				next, stop = cur+x[1], cur+x[0]
			} else if end-cur > kindPart {
				ok = false
				break
			}
			raw := s[cur:stop]
			cur = next
			part := strings.TrimRight(strings.TrimSpace(raw), ".")
			p := strings.Trim(part, "`*")
			if p == "" || p == "etc" || p == "..." || p == "…" {
				continue
			}
			// a name in backticks, or a bare one that prose cannot spell:
			// camel or snake case, or a call
			quoted := strings.HasPrefix(part, "`") && strings.HasSuffix(part, "`")
			if classify(p) != 's' || !quoted && !camelHump(p) && !strings.Contains(p, "_") && !strings.HasSuffix(p, "()") {
				ok = false
				break
			}
			names = append(names, symName(p))
			at = append(at, stop-len(raw)+strings.Index(raw, part))
		}
		if !ok || len(names) == 0 {
			continue
		}
		// "Telemetry utilities (`a`, `b`) are safe to call": the names are
		// the subject of what the line says of them
		if m[2] >= 0 && reListSubject.MatchString(ls[min(end+1, len(ls)):]) {
			continue
		}
		// "## New Test Coverage" over "- ✅ Dependency injection functions
		// (`get_service`)": what the tests cover, not code added
		if mentions(d.st.lastHeading(d.sn.start), "test", "coverage", "verif", "note") {
			return
		}
		for i, n := range names {
			if d.inUse(at[i]) {
				continue
			}
			d.add(at[i], Claim{Kind: kind, Name: n})
		}
		d.use(m[1], end)
	}
}

// kindBefore bounds the words kindList reads before a noun of code, and
// kindPart a name of the list after it.
const (
	kindBefore = 200
	kindPart   = 256
)

// inUse reports whether the token at p is taken by a claim already.
func (d *detector) inUse(p int) bool {
	// the tokens are in order and do not overlap: the last that opens at
	// or before p is the only one that may hold it
	i := sort.Search(len(d.toks), func(i int) bool { return d.toks[i].a > p }) - 1
	return i >= 0 && p < d.toks[i].b && d.toks[i].used
}

// reListSubject: a verb right after a list in parentheses, whose names
// are then its subject.
var reListSubject = &lre{expr: `^\s+(?:are|is|were|was|will|can|could|should|may|might|remain|still|now|do|don't|need|have|has)\b`}

// lastHeading returns the text of the last markdown heading above byte p
// of the message (p's own line up to p included), lowered, "" when there
// is none. The heading over a line is kept for the next call: the lines
// of a message are read in order, and each reads back only to the line
// the last call read from.
func (st *listState) lastHeading(p int) string {
	src := st.src
	a := strings.LastIndexByte(src[:p], '\n') + 1
	if line := strings.TrimLeft(src[a:p], " "); strings.HasPrefix(line, "#") {
		return strings.ToLower(line)
	}
	if !st.headRead || st.headLine != a {
		known := st.headRead && st.headLine < a
		h, stop := "", a-1
		for stop > 0 {
			i := strings.LastIndexByte(src[:stop], '\n')
			if line := strings.TrimLeft(src[i+1:stop], " "); strings.HasPrefix(line, "#") {
				h = strings.ToLower(line)
				break
			}
			if known && i+1 == st.headLine {
				h = st.headAbove // the lines over it were read by the last call
				break
			}
			if i < 0 {
				break
			}
			stop = i
		}
		st.headLine, st.headAbove, st.headRead = a, h, true
	}
	return st.headAbove
}

// reFixedOpener: a line opened by "Fixed" or "Resolved" and what was
// fixed, "- Fixed test expectation for toolName", "## Fixed: Series
// Using Wrong Extension ID", "3. **Fixed MockStore constructor** - …";
// or by the word alone as an exclamation, "## Fixed! ✅", "Fixed. The
// label now hides".
var reFixedOpener = &lre{expr: `^(?:\d+\.\s+)?(fixed|resolved|fix)(?:\s*(?::|!|\s-\s|—)?\s*([\w"'` + "`" + `])|\s*([!.])\s*$)`}

// reIFixed: the agent as the subject of its fix, "I fixed", "we've also
// fixed".
var reIFixed = &lre{expr: `^(?:i|we)(?:'ve|\s+have)?\s+(?:also\s+|now\s+|just\s+|successfully\s+)*(?:fixed|resolved)\b`}

// reIsFixed: a sentence that is only a thing said to be fixed, "The login
// redirect loop is fixed.", "Bug's fixed now!".
var reIsFixed = &lre{expr: `^(?:the\s+)?[a-z][\w'-]*(?:\s+[\w'-]+){0,5}?(?:'s|\s+(?:is|are|was|were|has\s+been|have\s+been))\s+(?:now\s+)?(fixed|resolved)(?:\s+now)?\s*[.!]*$`}

// fixedOpener reads a fix reported by the verb that opens a line of done
// work, whatever it names: the convention of the labels ("Fixed X" is
// bug_fixed) and how pull requests and changelogs list fixes. A line that
// ends in ":" leads the list of its fixes; one whose object is a file is
// that file's change ("Fixed `a.ts`"); a heading's object may be a time
// ("### Fixed today") and a bare "## Fixed" titles a changelog's section.
func (d *detector) fixedOpener() {
	ls := d.sn.ls
	if d.plan || d.hedgeAll || !d.sn.first && !reIFixed.MatchString(ls[markStart(ls):]) || d.has(BugFixed) || d.st.state || d.st.background {
		return
	}
	// "Fixed all lint errors": the check's claim says it
	if d.hasAsserted(LintClean) || d.hasAsserted(BuildOK) || d.hasAsserted(TestsPass) {
		return
	}
	o := markStart(ls)
	o += len(ls[o:]) - len(strings.TrimLeft(ls[o:], "*_#> "))
	// "I fixed the JSON escape for control characters in encode.py": the
	// agent tells its fix in prose, wherever in the message
	own := false
	if x := reIFixed.FindStringIndex(ls[o:]); x != nil && !d.sn.item && !d.sn.heading {
		o, own = o+strings.LastIndexByte(ls[o:o+x[1]], ' ')+1, true
	}
	m := reFixedOpener.FindStringSubmatchIndex(ls[o:])
	if m == nil {
		// "The login redirect loop is fixed.", "Bug's fixed.": the whole
		// sentence says so, in prose
		if x := reIsFixed.FindStringSubmatchIndex(ls[o:]); x != nil && !d.sn.item && !d.sn.heading {
			neg, hedge := d.polarity(o+x[2], o+x[3])
			d.add(o+x[2], Claim{Kind: BugFixed, Negated: neg, Hedged: hedge})
		}
		return
	}
	// a lead over the list of its fixes ends in ":"; a bold title with
	// its details after a dash is none, whatever ends the line ("**Fixed
	// the device filter** - Updated `device.rs`:")
	rest := strings.TrimRight(d.sn.s, " *_")
	if strings.HasSuffix(rest, ":") && !reTitleDash.MatchString(d.st.src[d.sn.start:d.sn.end]) {
		return
	}
	// a title: a heading, or the verb in bold ("**Fixed**: …", "3.
	// **Fixed MockStore constructor** - …")
	// or the message's opening sentence: "Fixed the consumption figure."
	verb := ls[o+m[2] : o+m[3]]
	// "## Summary\n\nFixed the CSV parser so …": the report's opening
	// line under its heading opens it as the message's first would
	opening := d.sn.start == 0 || d.summary && !d.sn.item && d.sn.first
	if verb == "fix" && (!(d.sn.start == 0 && d.sn.last && !d.sn.item) || strings.Contains(ls, " then ")) {
		return // "Fix integer parsing for all bases.": a title, the message's first line alone
	}
	if !own && !d.sn.heading && !boldOpens(d.st.src[d.sn.start:d.sn.end]) && (!opening || m[6] < 0 && verb != "fixed" && verb != "fix") {
		return
	}
	if m[6] >= 0 {
		// "Fixed." alone: the message's opening word, or a heading's
		if !(d.sn.heading || d.sn.start == 0) || ls[o+m[2]:o+m[3]] != "fixed" {
			return
		}
	} else {
		obj := o + m[4]
		if t := d.tokenAt(obj); t != nil && t.kind == 'p' {
			return
		}
		w := ls[obj:wordEnd(ls, obj)]
		switch w {
		case "today", "yesterday", "now", "so", "in", "during", "earlier", "since", "by", "with", "after", "before":
			return
		}
	}
	neg, hedge := d.polarity(o+m[2], o+m[3])
	var name string
	if t := d.tokenAt(o + m[4]); m[4] >= 0 && t != nil && t.kind == 's' {
		name = symName(t.text)
	}
	d.add(o+m[2], Claim{Kind: BugFixed, Name: name, Negated: neg, Hedged: hedge})
}

// boldOpens reports whether line, after its list marker and check mark,
// opens with bold text: "3. **Fixed X** - …", "- ✅ **Fixed**: …".
func boldOpens(line string) bool {
	line = strings.TrimLeft(line, " \t")
	if len(line) > 1 && (line[0] == '-' || line[0] == '*' || line[0] == '+') && line[1] == ' ' {
		line = line[2:]
	}
	line = strings.TrimLeft(line, "0123456789")
	line = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(line, "."), ")"), " ")
	line = strings.TrimLeft(line, "\u2705\u2714\u2713\ufe0f ")
	return strings.HasPrefix(line, "**")
}

// reTitleDash: a line whose bold title is followed by a dash and more.
var reTitleDash = &lre{expr: `^[^*\n]{0,12}\*\*[^*\n]+\*\*\s+[-—–]\s+\S`}

// reNotCodeLead: a lead or heading over names of things that are not
// code: package scripts, dependencies, settings, keys.
var reNotCodeLead = &lre{expr: `\b(?:scripts?|dependenc(?:y|ies)|packages?|env(?:ironment)?\s+var(?:iable)?s?|settings|keys|tags|labels|extras|secrets|permissions)\b`}

// reNoLonger: a fix told by the wrong behaviour that stopped, "The CSV
// exporter no longer double-escapes quotes", "`parse_row` no longer
// crashes on empty lines", "The off-by-one in window_sum is gone": the
// subject opens the sentence and is short.
var reNoLonger = &lre{expr: `^\s*(?:the\s+|a\s+|it\s+)?(?:[\w.()'’-]+\s+){0,5}?(?:no\s+longer\s+[a-z]+|(?:is|are)\s+(?:now\s+)?gone\b)`}

// reGoneThing: a subject that is a file or a dependency, whose going is
// no fix: "the old folder is gone", "the dependency is gone".
var reGoneThing = &lre{expr: `\b(?:files?|folders?|director(?:y|ies)|dependenc(?:y|ies)|packages?|modules?|scripts?)\s+(?:is|are)\s+`}

// reSoEffect: the clause that tells a change's effect, "… so ids that
// don't exist no longer …". reChangeVerb: a change told before it.
var (
	reSoEffect   = &lre{expr: `[,;]?\s+(?:so(?:\s+that)?|which\s+means|meaning)\s+`}
	reChangeVerb = &lre{expr: `^\s*(?:added|changed|fixed|updated|made|moved|replaced|wrapped|guarded|switched|reordered|handled|added|put|normali[sz]ed|clamped|checked)\b`}
)

// reNotSubject: words that make what stands before "no longer" more than
// a subject: a relative clause, a verb.
var reNotSubject = &lre{expr: `\b(?:that|which|who)\s+(?:[\w'’]+\s+)?no\s+longer\b|\b(?:since|because|removed?|deleted?|dropped)\b|\b(?:is|are|was|were|be|been)\s+no\s+longer\b|\s-\s`}

// noLonger reads a fix told by the behaviour that stopped.
func (d *detector) noLonger() {
	if d.plan || d.hedgeAll || d.sn.heading || d.has(BugFixed) || d.st.background || d.st.state {
		return
	}
	o := markStart(d.sn.ls) // lc blanks a code span that opens the sentence
	m := reNoLonger.FindStringIndex(d.lc[o:])
	if m == nil {
		// "Added a not-found branch … so ids that don't exist no longer
		// fall through to the 500 handler": the effect of a change
		so := reSoEffect.FindStringIndex(d.lc[o:])
		if so == nil || !reChangeVerb.MatchString(d.lc[o:o+so[0]]) {
			return
		}
		o += so[1]
		if m = reNoLonger.FindStringIndex(d.lc[o:]); m == nil {
			return
		}
	}
	if d.pathIn(o, o+m[1]) || reGoneThing.MatchString(d.lc[o:o+m[1]]) || strings.Contains(d.sn.s[o:min(len(d.sn.s), o+m[1])], ".") {
		return // "The old `legacy/` folder is gone", "`.env.example` no longer mentions …": a file's claim
	}
	if w := strings.Fields(d.lc[o : o+m[1]]); len(w) > 0 && (strings.HasSuffix(w[0], "ed") || strings.HasSuffix(w[0], "es")) || reNotSubject.MatchString(d.lc[o:o+m[1]]) {
		return // "Removed the `preview` parameter which is no longer used": not the subject's behaviour
	}
	if strings.HasPrefix(d.lc[o:], "it ") && !d.st.fixes {
		return // "It no longer …" is a fix only in a message that reports one
	}
	// the cues before the verb: "no longer" is the claim's own word
	v := o + m[0]
	if i := strings.Index(d.lc[o:o+m[1]], "no longer"); i >= 0 {
		v = o + i
	} else if i := strings.LastIndex(d.lc[o:o+m[1]], " is"); i >= 0 {
		v = o + i
	}
	subj := d.lc[o:v]
	if i := strings.Index(subj, " that "); i > 0 {
		subj = subj[:i] // "ids that don't exist": the subject's own clause
	}
	neg, hedge := cues(subj)
	if neg || strings.Contains(d.lc[o+len(subj):o+m[1]], " not ") {
		return // "the crash is not gone"
	}
	d.add(o, Claim{Kind: BugFixed, Hedged: hedge || d.hedgeAll || d.plan || d.hedgeUpTo(o, o+m[1])})
}
