package claims

import (
	"path"
	"sort"
	"strconv"
	"strings"
)

// The file reader: how a person reads what a report says happened to the
// files of a repository.
//
// A clause has an actor (I, we, the agent, or none in the report voice:
// "Added X", "- Update `a.go`"), a verb in any tense and voice ("updated",
// "X was updated", "X has been created", "changes to X", "new file X"),
// objects (paths, or things a repository has: "the README", "7 test
// files") and a polarity (negation, hedge, plan). Each path of a sentence
// is the object of at most one verb, looked for where a reader looks:
//
//  1. after it, a passive or a participle: "`a.go` was updated", "`a.go`
//     and `b.go` have been created", "### `Spec.md` Updated";
//  2. before it in its clause: "I updated `a.go`", "Added X to `a.py`"
//     (added to it: modified), "Updates the count in `CLAUDE.md`";
//  3. a frame around it: "made changes to `a.js`", "In `a.py`, we added",
//     "`README.md` now includes";
//  4. the entry it opens: "`a.go`: new table test", "`a.sh` and `b.sh`:
//     Changed …", "`a.go` - Removed the header" (removed from it);
//  5. the structure it is in: a list under a line or heading that says
//     what happened ("Files changed:", "### New files", "### Deliverables
//     Created"), a table whose header names a file column, entries
//     "path — description" under "## Changes", a tree of files in a code
//     block under a line that says it was created.
//
// Things without a path ("updated the README") are read by things, with
// the agent's words as Name.

// otherPath reports whether a path token lies in [a, b) that does not
// open a list reaching b ("`a.go`, `b.go` and " before a third).
func (d *detector) otherPath(a, b int) bool {
	prev := -1
	for _, t := range d.toks {
		if t.a < a || t.b > b || t.kind != 'p' {
			continue
		}
		prev = t.b
	}
	return prev >= 0 && !pathListGap(d.sn.ls[prev:b])
}

// annotatedList reports whether ls[a:b] holds only paths of a list with
// their annotations: "`a.go` (+10/-2) and " before a second.
func (d *detector) annotatedList(a, b int) bool {
	prev, n := a, 0
	for _, t := range d.toks {
		if t.a < a || t.b > b {
			continue
		}
		if t.kind != 'p' || strings.TrimSpace(d.sn.ls[prev:t.a]) != "" && n == 0 && !isListSep(d.sn.ls[prev:t.a]) {
			return false
		}
		if n > 0 && !pathListGap(d.sn.ls[prev:t.a]) {
			return false
		}
		prev, n = t.b, n+1
	}
	return n > 0 && pathListGap(d.sn.ls[prev:b])
}

// pathListGap reports whether s separates two paths of a list, an
// annotation of the first in parentheses allowed: "`a.go` (+10/-2) and ".
func pathListGap(s string) bool {
	if t := strings.TrimLeft(s, " "); strings.HasPrefix(t, "(") {
		if i := strings.IndexByte(t, ')'); i > 0 && !strings.ContainsAny(t[1:i], "(`") {
			s = t[i+1:]
		}
	}
	return isListSep(s)
}

// reObject: a word after "added": its object, "2 tests", ".env loading".
var reObject = &lre{expr: `^\s+(?:[\w.@-]+|["'` + "`" + `])`}

// fileNouns: the things of a repository that a person names instead of
// a path: "I've updated the task configuration", "the README".
const fileNouns = `(?:files?|config\w*|readme|changelog|docs?|documentation|workflows?|report|blog\s+post|post|scripts?|notebook|hooks?|rules?(?:\s+file)?|spec(?:ification)?s?|guide|settings|manifest|templates?|page|stylesheet|makefile|dockerfile|schema|migrations?|fixtures?|pipeline|instructions|documents?|director(?:y|ies)|folders?|plan|sections?)`

// thingNP is a noun phrase that ends in one of fileNouns: a determiner
// or a count ("7 test files", "14+ files"), up to three words, the noun;
// thingEnd is what may follow it, so that "file" in "Updated file paths"
// is no noun of its own.
const (
	thingNP  = `((?:(?:the|your|a|an|this|these|its|all|both|several|multiple|\d+\+?)\s+)?(?:\.?[\w-]+\s+){0,3}?` + fileNouns + `)`
	thingEnd = `(?:\s*$|\s*[,:;.()!]|\s+-|\s+(?:to|in|into|for|with|and|so|that|by|from|on|at|of|across|as|which|using|via|now|accordingly)\b|\s+(?:\w+ly\s+)?(?:marked|called|named|titled|labell?ed)\b)`
)

var (
	// reThingActive: "I've updated the task configuration", "we added a
	// section to the README".
	reThingActive = &lre{expr: `\b(?:i've|i\s+have|i|we've|we\s+have|we|(?:the\s+)?(?:[\w-]+\s+)?agent(?:\s+has)?)\s+(?:now\s+|also\s+|successfully\s+|just\s+)*(updated|modified|changed|edited|fixed|rewrote|refactored|created|wrote|added|made)\s+([\w\s"'-]{0,60}?\s+(?:to|in)\s+)?((?:the|your|a|an|this|\d+\+?)\s+(?:[\w-]+\s+){0,3}?` + fileNouns + `)` + thingEnd}
	// reThingPassive: "The report has been successfully updated",
	// "CHANGELOG has been updated", "The CI workflow, documentation, and
	// README have been updated".
	// "The README was updated", "A new migration was created"; without
	// the auxiliary, a title's or an item's participle after its thing
	// alone ("Docs updated.", "- README updated with usage"): "files
	// modified in the last commit" names files, it reports nothing.
	reThingPassive = &lre{expr: `^(?:the\s+|a\s+new\s+|a\s+)?((?:[\w-]+[\s,]+){0,6}?` + fileNouns + `)\s+(?:(?:has|have)\s+(?:now\s+|also\s+)?been|was|were|is(?:\s+now)?|are(?:\s+now)?|got)\s+(?:successfully\s+|fully\s+)?(updated|modified|changed|edited|fixed|rewritten|created|added|written|copied|saved|removed|deleted)\b` +
		`|^(?:the\s+)?((?:[\w-]+\s+)?(?:config\w*|readme|changelog|docs?|documentation|workflows?|report|scripts?|notebook|guide|settings|manifest|makefile|dockerfile|schema|migrations?|instructions))\s+(updated|modified|changed|edited|fixed|rewritten|created|added|written|removed|deleted)\b` +
		// "Temporary verification test file deleted after verification":
		// a file the line opens with, its participle, and no more than
		// when or why ("files modified in the last commit" names files)
		`|^(?:the\s+)?((?:[\w-]+\s+){0,3}files?)\s+(deleted|removed|created|updated|modified)(?:\s*$|\s*[.,;(]|\s+[-—]\s|\s+(?:after|as|once|per)\b)`}
	// reThingObject: the object of a verb that opens the sentence,
	// "Deleted the file", "Updated project README", "expand configuration
	// README with descriptions".
	reThingObject = &lre{expr: `^\s+` + thingNP + thingEnd}
	// reThingIn: a thing changed inside one: "Fixed imports across 14+
	// files", "document the optional backend in README", "Applied fix to
	// 6 test files".
	reThingIn = &lre{expr: `^\s+[^.;:]{0,60}?\s(?:to|in|into|across|within|throughout)\s+` + thingNP + thingEnd}
)

// pathIn reports whether a path token lies in [a, b).
func (d *detector) pathIn(a, b int) bool {
	for _, t := range d.toks {
		if t.kind == 'p' && t.a >= a && t.b <= b {
			return true
		}
	}
	return false
}

// reThingEntry: an entry that opens with a thing of the repository, a
// count in parentheses allowed, then its description: "CLI test files (6
// files): ".
var reThingEntry = &lre{expr: `^((?:[\w-]+\s+){0,3}?` + fileNouns + `)(?:\s*\(\d+\+?\s+files?\))?\s*:\s+`}

var (
	// reOneThing: a thing named alone, "the rules file", "a specification
	// document": on a line ending in ":" it is the claim, not the list's
	// heading.
	reOneThing = &lre{expr: `^(?:(?:the|a|an|this)\s+.*[^s]|\d+\+?\s+.*)$`}
	// reDetThing: a thing with a determiner or a count ("the file", "7
	// test files"); reNamedThing: one a repository has once ("project
	// README"). Without either, "add configuration to …" names no file.
	reDetThing = &lre{expr: `^(?:the|your|a|an|this|these|its|all|both|several|multiple|\d+\+?)\s`}
	// reDirThing: a folder, a file claim as its object ("Removed .next
	// directory") but a place after "in" ("created `a.txt` in your current
	// directory").
	reDirThing   = &lre{expr: `\b(?:director(?:y|ies)|folders?)$`}
	reNamedThing = &lre{expr: `\b(?:readme|changelog|makefile|dockerfile|manifest|instructions|files|director(?:y|ies)|folders?)$`}
)

// reCodePartPassive: parts of code spread over files, changed: "All
// imports have been updated", "the remaining call sites were migrated".
var reCodePartPassive = &lre{expr: `^(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:remaining\s+|affected\s+|related\s+|existing\s+|other\s+|relevant\s+)?((?:import(?:\s+(?:paths|statements))?|call\s+sites|callers|references|usages|type\s+hints|docstrings)s?)\s+(?:(?:have|has)\s+(?:now\s+|also\s+)?been|were|are\s+now)\s+(?:all\s+)?(updated|fixed|adjusted|changed|migrated|removed|cleaned\s+up|added|rewritten|renamed|switched|pointed)\b`}

// thingVerbs are the past forms that open a report of a changed thing;
// made and applied only with what they were applied to ("Applied fix to 6
// test files").
var thingVerbs = map[string]bool{"updated": true, "modified": true, "changed": true, "edited": true, "rewrote": true, "created": true,
	"wrote": true, "deleted": true, "removed": true, "fixed": true, "refactored": true, "extended": true, "added": true,
	"made": true, "applied": true, "recreated": true, "restored": true, "regenerated": true, "refreshed": true, "revised": true,
	"reorganized": true, "restructured": true}

// things reads file claims that name a thing, not a path: the claim has
// the agent's words as Name and no Path, so it can only be unverified,
// but a person reading the message sees it.
func (d *detector) things() {
	ls := d.lc
	if d.sn.heading {
		return // "### Updated Documentation": the section under it says what
	}
	if m := reCodePartPassive.FindStringSubmatchIndex(ls[markStart(ls):]); m != nil && !d.has(FileModified) {
		// "All imports have been updated.": the files that hold them were
		// changed, whatever the verb did to the parts
		o := markStart(ls)
		if neg, hedge := d.polarity(o+m[4], o+m[5]); !neg {
			d.add(o+m[0], Claim{Kind: FileModified, Name: strings.TrimSpace(d.sn.s[o+m[2] : o+m[3]]), Hedged: hedge})
		}
		return
	}
	if !mentions(ls, "file", "config", "readme", "changelog", "doc", "workflow", "report", "post", "script", "notebook", "hook",
		"rule", "spec", "guide", "setting", "manifest", "template", "page", "stylesheet", "makefile", "dockerfile", "schema",
		"migration", "fixture", "pipeline", "instructions", "director", "folder", "plan", "section") {
		return
	}
	// ok tells whether the thing at [a, b) is new: not the words before a
	// path claimed already ("Drops the hook in `a.json`", "the file
	// `a.go`"), not the list the line opens ("Created the following
	// files:").
	ok := func(a, b int) bool {
		np := ls[a:b]
		if reNPPrep.MatchString(np) {
			return false // "Added validation for profile settings": the thing is the validation
		}
		if w, _, _ := strings.Cut(strings.TrimSpace(np), " "); changeVerbs[w] {
			return false // "Updated SaveConfig to handle profile-specific settings": a purpose, no thing
		}
		if strings.HasSuffix(ls, ":") && (mentions(np, "following", "these", "below") || !reOneThing.MatchString(np)) {
			return false // "Fixed all TUI test files …:", "Updated documentation:": the list below says which
		}
		for a > 0 && ls[a-1] == ' ' {
			a--
		}
		for _, t := range d.toks {
			if t.kind != 'p' || t.b < a || t.a >= b+30 {
				continue
			}
			if gap := ls[min(b, t.a):t.a]; t.a < b || strings.Trim(gap, " ,:(") == "" || !strings.ContainsAny(gap, ",;:") && !strings.Contains(gap, " and ") {
				return false
			}
		}
		return true
	}
	add := func(verb [2]int, np [2]int, kind Kind) {
		if !ok(np[0], np[1]) {
			return
		}
		if strings.HasSuffix(ls[np[0]:np[1]], "section") || strings.HasSuffix(ls[np[0]:np[1]], "sections") {
			if d.st.doc {
				return // "**theme.md**:\n- Added a section": the document's, claimed
			}
			kind = FileModified // "added a new section": to a file there was
		}
		neg, hedge := d.polarity(verb[0], verb[1])
		if !neg {
			for _, name := range thingList(d.sn.s, np[0], np[1]) {
				d.add(verb[0], Claim{Kind: kind, Name: name, Hedged: hedge})
			}
		}
	}
	// "- **CLI test files** (6 files): Updated all subprocess calls": an
	// entry that names the files, then what was done to them
	if m := reThingEntry.FindStringSubmatchIndex(ls); m != nil && (d.sn.item || d.entry) && !d.pathIn(0, m[1]) {
		if k := describedVerb(ls[m[1]:]); k != "" && ok(m[2], m[3]) {
			neg, hedge := d.polarity(m[1], wordEnd(ls, m[1]))
			if !neg {
				d.add(m[2], Claim{Kind: k, Name: strings.TrimSpace(d.sn.s[m[2]:m[3]]), Hedged: hedge})
				return
			}
		}
	}
	// a verb that opens the sentence, after a mark ("✓ Deleted the file"),
	// or a clause of it: "✅ Cache cleared - Removed .next directory", "I
	// updated `a.go` and removed the old scripts directory"
	for _, o := range d.openings() {
		w := wordEnd(ls, o)
		past := ls[o:w]
		if !thingVerbs[past] {
			past = ""
			// in the report voice only: under "## Summary", or opening the message
			// ("Updates Cursor Cloud agent instructions"); "- Write documentation"
			// under "Here is how I can help:" is an offer
			if p, isReport := reportVerbs[ls[o:w]]; isReport && o == markStart(ls) && (d.summary || d.sn.start == 0 && strings.HasSuffix(ls[o:w], "s")) && !strings.HasPrefix(ls[w:], " your ") {
				past = p
			}
		}
		if past == "fixed" && d.has(BugFixed) {
			past = "" // "Fixed a typo in the README": the bug's claim
		}
		if past == "" {
			continue
		}
		verb := [2]int{o, w}
		// the place first: in "document the backend in README" the
		// backend is no file
		// not what was added: "Added useEffect cleanup to the hook" is
		// about code, the hook a React one as likely as a file
		if m := reThingIn.FindStringSubmatchIndex(ls[w:]); m != nil && fileKind(past) != FileCreated && !mentions(ls[w:w+m[2]], "format", "lint") &&
			!reDirThing.MatchString(ls[w+m[2]:w+m[3]]) {
			add(verb, [2]int{w + m[2], w + m[3]}, FileModified)
			return
		}
		if m := reThingObject.FindStringSubmatchIndex(ls[w:]); m != nil && past != "made" && past != "applied" &&
			(reDetThing.MatchString(ls[w+m[2]:w+m[3]]) || reNamedThing.MatchString(ls[w+m[2]:w+m[3]]) || strings.TrimSpace(ls[w+m[3]:]) == "") {
			kind := fileKind(past)
			if past == "added" {
				if x := reAddedIn.FindStringSubmatch(ls[w+m[3]:]); x != nil && !reNotPlace.MatchString(x[1]) {
					kind = FileModified // "Added a default schema with six fields in the Flask route"
				}
			}
			add(verb, [2]int{w + m[2], w + m[3]}, kind)
			return
		}
	}
	if m := reThingActive.FindStringSubmatchIndex(ls); m != nil {
		kind := fileKind(ls[m[2]:m[3]])
		if m[4] >= 0 && reDirThing.MatchString(ls[m[6]:m[7]]) {
			return // "created `a.txt` in your current directory": a place, not a change to it
		}
		if m[4] >= 0 {
			kind = FileModified // "added a section to the README"
		} else if ls[m[2]:m[3]] == "made" {
			return // "made the config" is no change of it
		}
		add([2]int{m[2], m[3]}, [2]int{m[6], m[7]}, kind)
		return
	}
	m := reThingPassive.FindStringSubmatchIndex(ls)
	if m != nil && m[2] < 0 {
		g := 6
		if m[6] < 0 {
			g = 10
		}
		m[2], m[3], m[4], m[5] = m[g], m[g+1], m[g+2], m[g+3] // the forms without an auxiliary
	}
	// "verification" is a noun, what the file was for: "The verification
	// test file has been deleted"
	if m != nil && !mentions(ls[m[2]:m[3]], "confirm", "show", "verifies", "verified", "verify", "indicate", "mean", "ensure") {
		// not "The `git status` command confirms the correct files have
		// been modified": a report of a check, the files unnamed
		add([2]int{m[4], m[5]}, [2]int{m[2], m[3]}, fileKind(ls[m[4]:m[5]]))
		return
	}
	// "The pre-commit hooks now include TOML validation", "All three
	// listing pages now use the reusable components"
	if m := reThingNow.FindStringSubmatchIndex(ls); m != nil {
		add([2]int{m[4], m[5]}, [2]int{m[2], m[3]}, FileModified)
	}
}

// reAddedIn: the place a thing was added to, which that adding changed:
// "Added a default schema with six fields in the Flask route".
var reAddedIn = &lre{expr: `^\s+(?:with\s+[^.;:]{0,40}?\s+)?(?:in|to|into|inside)\s+(?:the|your|its|each|both)\s+((?:[\w-]+\s+){0,3}[\w-]+)`}

// reNotPlace: a place that a new file goes in, not a file it changes:
// "in the tests folder", "to the repo root", in the words after "the".
var reNotPlace = &lre{expr: `\b(?:director(?:y|ies)|folders?|dir|repo|repository|root|project|workspace|codebase|tree)\b`}

// reNPPrep: a preposition inside a noun phrase that ends in a file
// noun: the phrase's head is before it, no file ("support for
// compressing files", "validation for profile settings").
var reNPPrep = &lre{expr: `\s(?:for|of|with|about|from|by|via|on)\s`}

// openings returns where the sentence's words begin, after its marks,
// and where each clause after ": ", " - ", ";" or "and" begins: the
// places a verb with an unnamed subject reports what the agent did.
func (d *detector) openings() []int {
	out := []int{markStart(d.lc)}
	if d.bounds == nil {
		d.bounds = d.boundaries()
	}
	for _, m := range d.bounds {
		if sep := strings.TrimSpace(d.lc[m[0]:m[1]]); sep == ":" || sep == "-" || sep == ";" || sep == "and" {
			o := m[1]
			for o < len(d.lc) && d.lc[o] == ' ' {
				o++
			}
			out = append(out, o)
		}
	}
	return out
}

var (
	// reNowHas: what a file does now that it did not before: it was
	// changed ("The `README.md` now includes a section").
	reNowHas   = &lre{expr: `^\s+(?:file\s+)?now\s+(?:includes?|contains?|has|have|uses?|supports?|imports?|exports?|documents?|lists?|calls?|handles?|reads?)\b`}
	reThingNow = &lre{expr: `^(?:the\s+)?((?:all\s+|both\s+|\w+\s+)?(?:[\w-]+\s+){0,3}?(?:` + fileNouns + `|pages))\s+(now\s+(?:includes?|contains?|has|have|uses?|supports?|documents?|lists?))\b`}
	// reRefBefore: a path named as a reference, "per CLAUDE.md
	// requirements", "as described in `docs/a.md`".
	reRefBefore = &lre{expr: `\b(?:per|see|following|according\s+to|as\s+(?:described|documented|specified)\s+in)\s+$`}
	// reNotFile: a path named as a part of other paths: "the
	// `project_assets/` prefix".
	reNotFile = &lre{expr: `^\s+(?:prefix|suffix|pattern|convention|naming|glob)\b`}
)

var (
	reInPath = &lre{expr: `^(?:in|inside|within)\s+(?:the\s+)?(?:file\s+)?$`}
	reWeDid  = &lre{expr: `^(?:\s+file)?,\s+(?:i|we)\s+(?:also\s+|now\s+)?(?:added|updated|modified|changed|fixed|implemented|replaced|removed|introduced|rewrote|refactored)\b`}
)

var (
	// reParenList: a parenthesis that lists the files a plural noun
	// names: "all hook scripts (`a.sh`, `b.sh`)"; the place the files
	// were in may come between: "duplicate files from root directory
	// (package.json, …)".
	reParenList = &lre{expr: `(?:^|\b(?:files?|scripts|tests|modules|configs|hooks|components|pages|templates|docs|workflows|specs|fixtures|migrations|callers|call\s+sites|importers|consumers|dependents)(?:\s+(?:from|in|under|at)\s+(?:the\s+)?(?:[\w./-]+\s+)?[\w./-]+(?:\s+(?:directory|folder|dir))?)?)\s*\(\s*(?:[,\s]|\band\b|\bor\b)*$`}
	// reListClose: the rest of a parenthesised list of paths, up to ")".
	reListClose = &lre{expr: `^(?:[\s,]|\band\b|\bor\b)*\)`}
)

// fileVerbs is d.verbs(reFileVerb, end), with reFileVerb run once per
// sentence rather than once per path.
func (d *detector) fileVerbs(end int) [][]int {
	if d.fv == nil {
		d.fv = reFileVerb.FindAllStringSubmatchIndex(d.sn.ls, -1)
		if d.fv == nil {
			d.fv = [][]int{}
		}
	}
	var ms [][]int
	for _, m := range d.fv {
		if m[1] <= end {
			ms = append(ms, m)
		}
	}
	if len(ms) > 0 {
		return ms
	}
	return d.verbs(reFileVerb, end)
}

// reportVerbs maps verbs in the base or third-person form to the past
// form the lexicon knows. Opening a list item or a sentence ("- Add
// `x`", "Updates the count in CLAUDE.md"), they report what was done:
// the voice of pull request descriptions and commit subjects.
var reportVerbs = map[string]string{
	"add": "added", "adds": "added", "create": "created", "creates": "created", "update": "updated", "updates": "updated",
	"remove": "removed", "removes": "removed", "delete": "deleted", "deletes": "deleted", "drop": "dropped", "drops": "dropped",
	"fix": "fixed", "fixes": "fixed", "implement": "implemented", "implements": "implemented", "introduce": "introduced",
	"introduces": "introduced", "rename": "renamed", "renames": "renamed", "move": "moved", "moves": "moved",
	"refactor": "refactored", "refactors": "refactored", "rewrite": "rewrote", "rewrites": "rewrote", "replace": "replaced",
	"replaces": "replaced", "bump": "bumped", "bumps": "bumped", "document": "updated", "documents": "updated",
	"clarify": "updated", "clarifies": "updated", "expand": "extended", "expands": "extended", "extend": "extended",
	"extends": "extended", "expose": "added", "exposes": "added", "change": "changed", "changes": "changed",
	"modify": "modified", "modifies": "modified", "write": "wrote", "writes": "wrote", "generate": "generated",
	"generates": "generated", "tweak": "tweaked", "tweaks": "tweaked", "adjust": "adjusted", "adjusts": "adjusted",
	"edit": "edited", "edits": "edited", "port": "ported", "ports": "ported", "pin": "pinned", "pins": "pinned",
	"upgrade": "upgraded", "upgrades": "upgraded", "configure": "configured", "configures": "configured",
	"define": "defined", "defines": "defined", "export": "exported", "exports": "exported", "improve": "updated",
	"improves": "updated", "simplify": "refactored", "simplifies": "refactored", "include": "added", "includes": "added",
	"apply": "changed", "applies": "changed", "format": "changed", "formats": "changed", "explain": "updated", "explains": "updated",
	"recreate": "recreated", "recreates": "recreated", "restore": "restored", "restores": "restored", "refresh": "refreshed",
	"creating": "created", "adding": "added", "updating": "updated", "modifying": "modified", "editing": "edited",
	"writing": "wrote", "deleting": "deleted", "removing": "removed", "rewriting": "rewrote",
	"refreshes": "refreshed", "regenerate": "regenerated", "regenerates": "regenerated", "revise": "revised", "revises": "revised",
}

// pastOf returns the past form of a report verb, or v.
func pastOf(v string) string {
	if p, ok := reportVerbs[v]; ok {
		return p
	}
	return v
}

// entryText returns where the words of the sentence start: after the
// path and its separator when the sentence opens with one ("`a.py`:
// add `f`"), else 0.
func (d *detector) entryText() int {
	if len(d.toks) == 0 || d.toks[0].kind != 'p' || d.toks[0].a > markStart(d.sn.ls)+2 {
		return 0
	}
	if m := reEntrySep.FindStringIndex(d.sn.ls[d.toks[0].b:]); m != nil {
		return d.toks[0].b + m[1]
	}
	return 0
}

// verbs returns re's matches in ls before end, and the report verb that
// opens the sentence when there is one: in a list item any, elsewhere
// only the third person ("Drops the hook in `a.json`"; "Update `a.json`
// with your key" is an instruction).
func (d *detector) verbs(re *wordSet, end int) [][]int {
	ls := d.sn.ls
	var ms [][]int
	if end < len(ls) && !isWordByte(ls[end]) && ls[end] != ' ' {
		// no word, nor two words, of the sentence straddles end: its
		// verbs before end are those of the whole sentence that end
		// there, read once for all the names of a long sentence
		all, ok := d.verbsAll[re]
		if !ok {
			all = re.FindAllStringSubmatchIndex(ls, -1)
			if d.verbsAll == nil {
				d.verbsAll = map[*wordSet][][]int{}
			}
			d.verbsAll[re] = all
		}
		n := sort.Search(len(all), func(i int) bool { return all[i][1] > end })
		ms = all[:n:n]
	} else {
		ms = re.FindAllStringSubmatchIndex(ls[:end], -1)
	}
	if len(ms) > 0 {
		return ms
	}
	// "- `tests/test_a.py`: add `TestSwallow`": an entry of a file, then
	// its change in the report voice
	o := d.entryText()
	w := wordEnd(ls, o)
	past, ok := reportVerbs[ls[o:w]]
	// "Drop-target CSS class is defined": a verb joined to the next word is none
	if !ok || w >= end || ls[w] == '-' || !(d.sn.item || d.summary || d.sn.start == 0 || strings.HasSuffix(ls[o:w], "s")) {
		return nil
	}
	if !strings.HasSuffix(ls[o:w], "s") && (strings.Contains(ownClause(ls), " your ") || strings.Contains(ownClause(ls), " you ")) {
		return nil // "Update your config.ts", "Add the secret to your repository": instructions to the user
	}
	if !re.has(past) {
		return nil
	}
	return [][]int{{o, w, o, w}}
}

// ownClause returns ls up to a condition that opens a clause of its
// own: in "Update `a.md` with a note about X if your org restricts
// actions" the user is in the condition, not the object of the verb.
func ownClause(ls string) string {
	for _, c := range []string{" if ", " when ", " unless ", " in case "} {
		if i := strings.Index(ls, c); i > 0 {
			ls = ls[:i]
		}
	}
	return ls
}

// --- files and symbols -----------------------------------------------------

func fileKind(v string) Kind {
	switch pastOf(v) {
	case "created", "added", "wrote", "written", "generated", "scaffolded", "introduced", "new", "new file", "new files", "copied", "saved",
		"recreated", "restored": // a file that is there again
		return FileCreated
	case "deleted", "removed", "dropped", "erased":
		return FileDeleted
	}
	return FileModified
}

// reRepoState: a line that opens a listing of the repository's state
// ("`git status` shows pre-existing changes in the repo:"); reMine: one
// that says the changes are the agent's ("the uncommitted changes I made:").
var (
	reRepoState = &lre{expr: `\b(?:git\s+status|git\s+diff\s+--stat|pre-?existing|uncommitted|unstaged|untracked|working\s+tree|(?:other|unrelated)\s+changes|still\s+(?:modified|dirty|changed|uncommitted|unstaged)|dirty\s+tree)\b`}
	reMine      = &lre{expr: `\b(?:i|we)\s+(?:have\s+|'ve\s+)?(?:made|changed|modified|updated|created|added|edited|wrote|touched)\b`}
)

// reBugIn: a path inside a bug's noun phrase, "the TOML syntax error in
// pyproject.toml is fixed": the verb after it is the bug's.
var reBugIn = &lre{expr: `\b(?:errors?|bugs?|issues?|problems?|typos?|warnings?|crash(?:es)?|failures?|mistakes?)\s+(?:in|of)\s+(?:the\s+)?$`}

// reAddedTo: what follows a path that was added to something else:
// "Added `node_modules/` to `.gitignore`", "added the `testsprite/`
// directory to the docs". The path is the thing added, not a new file;
// added to the project itself, it is one ("Added `a.go` to the repo").
var (
	reAddedTo   = &lre{expr: `^\s*(?:(?:file|directory|folder|dir|entry|path)\s+)?(?:to|into)\s+(?:(?:the|a|an|your|our|its|this|each|every|all)\s+(\S+)|(` + "`" + `|\.?[\w/-]+\.[a-z]+\b))`}
	reAddedAt   = &lre{expr: `\b(?:to|into)\s+(?:the\s+)?$`}
	reToProject = &lre{expr: `^(?:project|repo|repository|codebase|root|workspace|tree|directory|folder|package|module|crate|app)(?:\s+(?:root|directory|folder))?(?:\s*[.,;:)!]|\s*$|\s+(?:and|with|so|for|to|in|at|as|which|under)\b)`}
)

// reItemDone: the participle after a path that opens a title or an item,
// a noun or two between ("`a.md` Updated", "CLAUDE.md Prerequisites
// rewritten for …").
var reItemDone = &lre{expr: `^\s+((?:\w[\w-]*\s+){0,2}?)(updated|rewritten|rewrote|added|created|modified|removed|deleted|refactored|extended)(?:\s*$|\s*[.:!]|\s+(?:for|to|with|in|across|so|and)\b)`}

// markStart is where the words of ls begin, after the marks and emoji
// that open a title or an item ("📝 ", "✓ ").
func markStart(ls string) int {
	o := 0
	for o < len(ls) && (ls[o] >= 0x80 || ls[o] == ' ') {
		o++
	}
	return o
}

// reMadeTo: "made the following simplifications to the ", "make one
// important fix to ": the path after it was modified.
var reMadeTo = &lre{expr: `\b(?:made|make|applied|apply)\s+(?:[\w-]+\s+){0,4}?(?:changes?|fix(?:es)?|simplifications?|improvements?|updates?|edits?|modifications?|tweaks?|adjustments?|corrections?|cleanups?)\s+(?:to|in)\s+(?:the\s+)?$`}

// reading is what a reader found for a path: nothing (the next reader
// tries), a verb (kind at pos, negated), or that the path is no object
// of a change here at all (skip), or that no verb of its sentence
// reaches it, so only its place in the structure can give one (later).
type reading struct {
	line  *Span // the claim reads as these lines, not the sentence
	kind  Kind
	pos   int
	neg   bool
	skip  bool
	later bool
}

func (r reading) done() bool { return r.kind != "" || r.skip }

// files reads the file claims of the sentence: for each path, the verb
// that governs it (see the package's file reader above).
func (d *detector) files(st *listState) {
	if st.state && d.sn.item {
		return // "- Modified: `a.ts`" under "`git status` shows pre-existing changes:"
	}
	if st.unchanged && (d.sn.item || d.entry || st.row != nil) {
		// "| `docs/CI.md` | Still says CI does not run |" under "What was
		// not updated:": a file left as it was
		for i := range d.toks {
			if t := &d.toks[i]; t.kind == 'p' && !t.used {
				_, hedge := d.polarity(t.a, t.b)
				d.add(t.a, Claim{Kind: Untouched, Path: t.text, Hedged: hedge})
				t.used = true
			}
		}
		return
	}
	if st.background {
		return // "## Root Cause\nThe `ci.yml` workflow was created without …": as it was
	}
	var prevKind Kind // the last file claim's kind and where its path ends
	prevEnd := 0
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != 'p' || t.used {
			continue
		}
		if reTestsInBefore.MatchString(d.sn.ls[:t.a]) && !mentions(d.sn.ls[:t.a], "new", "added", "more", "extra", "additional") {
			// "- 3 unit tests in `src/lib.rs`", "2 integration tests in
			// `tests/roundtrip.rs`": where tests are, not a change to it
			continue
		}
		if reAlreadyNote.MatchString(d.sn.ls[t.b:]) {
			// "`useTreeParser.ts` (already optimized)", "✓ `a.yaml`
			// (already had the aliases)": the file needed no change
			_, hedge := d.polarity(t.a, t.b)
			d.add(t.a, Claim{Kind: Untouched, Path: t.text, Hedged: hedge || d.plan})
			t.used = true
			continue
		}
		r := d.verbAfter(t)
		if !r.done() && d.parenChangeIn(t) {
			// "Update the plan logic … (change in `plan.go`)": the note
			// names the file the change is in, whatever the verb before
			r = reading{kind: FileModified, pos: t.a}
		}
		if !r.done() {
			r = d.verbBefore(t)
			if r.done() && r.kind == FileModified && !r.neg && d.namedNew(t) {
				// "Moved the defaults into a new src/defaults.json": the
				// place the verb put things in is new
				r.kind = FileCreated
			}
		}
		if !r.done() && !r.later {
			r = d.frame(t)
		}
		if !r.done() {
			r = d.titleVerb(t)
		}
		if !r.done() {
			r = d.entryVerb(i)
		}
		sub := d.subItem(t)
		if !r.done() && sub {
			r = reading{kind: d.placeKind(t, st.parent.kind), pos: t.a}
		}
		if !r.done() {
			r = d.structure(t)
		}
		if !r.done() {
			r = d.labelPath(t)
		}
		if !r.done() {
			r = d.outline(t)
		}
		if !r.done() && prevKind != "" && reAndBefore.MatchString(d.lc[prevEnd:t.a]) && reObjectDesc.MatchString(d.lc[t.b:]) &&
			reObjectDesc.MatchString(d.lc[prevEnd:]) && !d.verbBetween(prevEnd, t.a) {
			// "created `names.go` with the descriptions, and `names_test.go`
			// with a table test": a second object of the same verb, told
			// the same way
			r = reading{kind: prevKind, pos: t.a}
		}
		if r.kind == "" {
			continue
		}
		if r.kind == FileCreated && d.citesLine(t) && !d.citesFirstLine(t) && !reNewFileWords.MatchString(d.lc[t.b:]) {
			// "`src/a.ts:14` — new `HttpError` class": a line inside a
			// file that was there; what is new is in it ("`tasks.md:1`"
			// cites a new file from its start)
			r.kind = FileModified
		}
		_, hedge := d.polarity(r.pos, t.b)
		if r.neg {
			d.add(r.pos, Claim{Kind: Untouched, Path: t.text, Hedged: hedge})
		} else if r.line != nil && !hedge {
			d.out = append(d.out, found{Claim: Claim{Kind: r.kind, Path: t.text}, pos: t.a, line: r.line})
		} else if sub && !hedge {
			// the claim reads as the item above and its path:
			// "- Updated the factory mapping:\n  - `robot_factory.py`"
			line := Span{st.parent.start, d.sn.end}
			d.out = append(d.out, found{Claim: Claim{Kind: r.kind, Path: t.text}, pos: t.a, line: &line})
		} else {
			d.add(t.a, Claim{Kind: r.kind, Path: t.text, Hedged: hedge})
		}
		t.used = true
		st.lastPath = t.text
		if !r.neg && (r.kind == FileCreated || r.kind == FileModified) {
			prevKind, prevEnd = r.kind, t.b
		}
	}
	d.pronoun()
}

var (
	// reAndBefore: a clause that ends in "and", right before a path: the
	// path is a second object.
	reAndBefore = &lre{expr: `[,;]?\s+and\s+(?:also\s+)?(?:the\s+)?$`}
	// reObjectDesc: what an object of a file verb is given, right after it:
	// "with …", "for …", "containing …".
	reObjectDesc = &lre{expr: `^\s+(?:with|for|containing|covering|holding|that)\b`}
)

// verbBetween reports whether a verb of its own stands between a and b:
// then a path after it is that verb's object.
func (d *detector) verbBetween(a, b int) bool {
	for _, m := range d.verbs(reSymVerb, len(d.sn.ls)) {
		if m[0] >= a && m[0] < b {
			return true
		}
	}
	for _, m := range d.fileVerbs(len(d.sn.ls)) {
		if m[0] >= a && m[0] < b {
			return true
		}
	}
	return false
}

// reNewFileWords: words after a path that say the file itself is new.
var reNewFileWords = &lre{expr: `^[^.;]{0,20}\b(?:new\s+file|created|\(new\))`}

// placeKind is the kind a verb handed down by the line above gives the
// path t of an item: when "from" or "to" puts the path after the thing
// removed or added ("Removed unused imports:\n- `OpenOptions` from
// `src/utils/mod.rs`"), the path is where the change was made, modified.
func (d *detector) placeKind(t *token, k Kind) Kind {
	o := markStart(d.lc)
	if k == FileModified || t.a <= o {
		return k
	}
	head := strings.TrimRight(d.lc[o:t.a], "( ")
	if strings.TrimSpace(head) == "" || reParenList.MatchString(d.lc[o:t.a]) {
		return k
	}
	// "Config loader in `src/config.ts`" under "### Files Created" is the
	// new file: only a place something left or went to
	last := head[strings.LastIndexByte(head, ' ')+1:]
	if k == FileDeleted && last == "from" || k == FileCreated && (last == "to" || last == "into") {
		return FileModified
	}
	return k
}

// pronoun reads a verb whose object is "it", the file the line above
// named: "1. Created `JOKE.md` …\n2. Edited it to add a second joke".
func (d *detector) pronoun() {
	st, ls := d.st, d.sn.ls
	if d.sn.heading {
		st.lastPath = ""
		return
	}
	if st.lastPath == "" || d.hasPath() {
		return
	}
	o := markStart(ls)
	v, w := leadVerb(ls)
	if !strings.HasSuffix(v, "ed") && v != "wrote" || !reFileVerb.has(v) || !strings.HasPrefix(ls[w:], " it ") && ls[w:] != " it" {
		return
	}
	_, hedge := d.polarity(o, w)
	d.add(o, Claim{Kind: fileKind(v), Path: st.lastPath, Hedged: hedge})
}

// listEnd returns where the list of paths that t opens ends: "`a.go`,
// `b.go` and `c.go`", "(`a.js`, `b.js`)".
func (d *detector) listEnd(t *token) int {
	ls := d.sn.ls
	end := t.b
	for _, u := range d.toks {
		if u.a >= end && u.kind == 'p' && pathListGap(strings.TrimPrefix(strings.TrimSpace(ls[end:u.a]), "both ")) {
			end = u.b
		} else if u.a >= end {
			break
		}
	}
	if x := reListClose.FindStringIndex(d.lc[end:]); x != nil {
		end += x[1] // "All smoke tests (`a.js`, `b.js`) have been updated"
	}
	return end
}

// verbAfter reads a passive after the path or the list it opens: "`a.go`
// was updated", "`a.go` and `b.go` have been created", "CHANGELOG.md got
// updated".
func (d *detector) verbAfter(t *token) reading {
	ls := d.sn.ls
	after := d.listEnd(t)
	// "`a.go` (new)", "`b.go` [modified]": the path annotated with its change
	if m := reAnnotation.FindStringSubmatchIndex(ls[t.b:]); m != nil {
		if m[2] < 0 && m[4] < 0 {
			return reading{kind: FileModified, pos: t.a} // "(30 lines changed)", "(+82/-66)"
		}
		g := 2
		if m[2] < 0 {
			g = 4
		}
		kind := fileKind(ls[t.b+m[g] : t.b+m[g+1]])
		if ms := d.fileVerbs(t.a); kind == FileDeleted && len(ms) > 0 && fileKind(ls[ms[len(ms)-1][2]:ms[len(ms)-1][3]]) == FileCreated {
			// "Created temporary: `a.spec.ts` (deleted after
			// verification)": both happened, as in "was added and deleted"
			_, hedge := d.polarity(t.a, t.b)
			d.add(t.a, Claim{Kind: FileCreated, Path: t.text, Hedged: hedge})
		}
		return reading{kind: kind, pos: t.a}
	}
	if reLOCAfter.MatchString(ls[t.b:]) && !d.plan && !d.hedgeAll {
		return reading{kind: FileModified, pos: t.a} // "`client.ts` 777→518 LOC": its size before and after
	}
	if reGone.MatchString(ls[after:]) {
		return reading{kind: FileDeleted, pos: t.a} // "the old `legacy/` folder is gone"
	}
	if reInPlace.MatchString(ls[after:]) && !strings.HasSuffix(t.text, "/") {
		return reading{kind: FileCreated, pos: t.a} // "`README.md` is in place with usage notes": it exists now
	}
	m := rePassive.FindStringSubmatchIndex(ls[after:])
	if m == nil {
		return reading{}
	}
	if after != t.b && rePrepBefore.MatchString(ls[:t.a]) {
		// "formatBytes is in lib/bytes.js, and lib/format.js is deleted":
		// the place of a thing heads no list of the verb's subjects
		return reading{}
	}
	if after != t.b {
		// a word between the list and the verb is only an auxiliary:
		// "`a.go` and `b.go` were modified", not "`a.go` and `b.go` tests are fixed"
		if w := strings.Fields(ls[after:]); len(w) == 0 || !auxiliary(w[0]) {
			return reading{}
		}
	}
	if w := strings.Fields(ls[after:]); len(w) > 0 && (w[0] == "tests" || w[0] == "test" || w[0] == "specs") {
		return reading{} // "`a.go` tests are fixed": the tests' claim
	}
	if reBugIn.MatchString(ls[:t.a]) {
		if reByDoing.MatchString(ls[after+m[1]:]) {
			// "the type error in `a.tsx` is fixed by ensuring …": the
			// fix is told as a change made there
			return reading{kind: FileModified, pos: t.a}
		}
		return reading{skip: true} // "the syntax error in pyproject.toml is fixed": the bug's claim
	}
	kind := fileKind(ls[after+m[2] : after+m[3]])
	neg, _ := cues(ls[t.b : after+m[1]])
	if x := reThenVerb.FindStringSubmatchIndex(ls[after+m[1]:]); x != nil && !neg {
		// "was added and deleted immediately": both happened
		_, hedge := d.polarity(t.a, t.b)
		d.add(t.a, Claim{Kind: kind, Path: t.text, Hedged: hedge})
		kind = fileKind(ls[after+m[1]+x[2] : after+m[1]+x[3]])
	}
	return reading{kind: kind, pos: t.a, neg: neg}
}

// rePrepBefore: a preposition of place right before a path, its object.
var rePrepBefore = &lre{expr: `\b(?:in|into|inside|to|from|under|at|within)\s*[` + "`" + `*\[(]*$`}

var (
	// reAnnotation: a change in brackets right after a path.
	// "(new)", "(new, 10KB)", "(new file - 687 lines)", "(updated with new behavior)";
	// the size of a change in a file that was there: "(30 lines changed)",
	// "(+82/-66)", "(+12 -3 lines)".
	reAnnotation = &lre{expr: `^\s*[(\[]\s*(?:(new(?:\s+file)?)\s*(?:[)\],;:]|\s[-–—]\s)|(created|added|modified|updated|changed|edited|deleted|removed|rewritten|renamed)\s*(?:[)\],;:]|\s+-\s|\s+(?:with|for|to|in|from|so|because|after|once|as)\b)|\d[\d,]*\s+lines?\s+(?:changed|modified|touched|edited)\s*[)\],;]|\+\d+\s*(?:/\s*|\s+)[-−]\d+(?:\s+lines?)?\s*[)\],;])`}
	// reGone: a path that is no longer there.
	reInPlace = &lre{expr: `^\s*(?:(?:file|files)\s+)?(?:is|are)\s+(?:now\s+|both\s+|all\s+)?in\s+place\b`}
	reGone    = &lre{expr: `^\s*(?:(?:file|files|folder|directory)\s+)?(?:is|are|was|were)\s+(?:now\s+)?(?:gone|removed\s+entirely)\b`}
	// reNewBefore: a path named as new, "new test file `a_test.go`",
	// "a new `a.go`", "**New:** `docs/a.md`".
	reNewBefore = &lre{expr: `(?:\bnew\s+(?:[\w-]+\s+)?(?:files?|modules?|scripts?|documents?|notebooks?)|^new|\b(?:a|an)\s+new|^\W*new\s+(?:[\w-]+\s+)?(?:tests?|files?|modules?|scripts?):|^\W*new\s*:|\bthere(?:'s|\s+is)\s+now\s+(?:a|an))\s+$`}
	// reHasNew: a file that has something new was changed: "`a_test.go`
	// contains 5 new tests", "`a.go` got a new `Parse` function".
	reHasNew = &lre{expr: `^\s+(?:file\s+)?(?:now\s+)?(?:has|have|contains?|includes?|gets|got)\s+(?:\d+\s+|a\s+|an\s+|two\s+|three\s+|several\s+)?(?:new|additional|more)\b`}
)

// reLOCAfter: the size of a file before and after the change, right
// after its path: "777→518 LOC", "(120 -> 95 lines)".
var reLOCAfter = &lre{expr: `^\s*\(?\s*\d[\d,]*\s*->\s*\d[\d,]*\s*(?:loc|lines?|sloc)\b`}

// reParenAfter: an annotation in parentheses right after a path.
var reParenAfter = &lre{expr: `^\s*\([^()` + "`" + `]{1,40}\)`}

// reTitleNote: the note in parentheses of a path that titles its changes,
// the whole rest of the line ("**`public/_redirects`** (regenerated at
// build time; updated in repo too)").
var reTitleNote = &lre{expr: `^\s*\([^()` + "`" + `]{1,100}\)`}

// reByDoing: how a thing was done, "by ensuring …", "by adding …".
var reByDoing = &lre{expr: `^\s+by\s+[a-z]+ing\b`}

// reThenVerb: a second participle after a passive, "was added and
// (then) deleted".
var reThenVerb = &lre{expr: `^\s+and\s+(?:then\s+|later\s+)?(created|added|written|generated|updated|modified|changed|edited|rewritten|deleted|removed)\b`}

// reChangeIn: the change named, then where it is: "The fix is in ",
// "the changes live in ".
var reChangeIn = &lre{expr: `\b(?:fix|fixes|change|changes|edit|edits|update|updates|implementation)\s+(?:is|are|was|were|lives?|sits?)\s+(?:all\s+|only\s+|entirely\s+|(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:one-?liner|line|change|edit)\s+)?in\s+(?:the\s+)?$`}

// reChangesAfter and reTheBefore: the changes of a path, named as a
// thing: "the `package.json` changes".
var (
	reChangesAfter = &lre{expr: `^\s+(?:file\s+)?(?:changes|edits|updates|modifications)\b`}
	reTheBefore    = &lre{expr: `(?:^|\W)(?:the|my|these|those|all)\s+$`}
)

func auxiliary(w string) bool {
	switch w {
	case "has", "have", "was", "were", "is", "are", "got", "get", "gets":
		return true
	}
	return false
}

// verbBefore reads the verb before the path in its clause: "I updated
// `a.go`", "Added X to `a.py`", "Removed X from `b.go`".
func (d *detector) verbBefore(t *token) reading {
	ls := d.sn.ls
	ms := d.fileVerbs(t.a)
	if len(ms) == 0 {
		return reading{}
	}
	m := ms[len(ms)-1]
	between := d.lc[m[1]:t.a] // code spans blanked: "added `f(x)` to a.py"
	// a call is no parenthesis ("Updated detectTerm() in a.ts"); a list in
	// parentheses names the object ("Updated all hook scripts (`a.sh`, `b.sh`)")
	paren := strings.Contains(strings.ReplaceAll(between, "()", ""), "(") && !reParenList.MatchString(between) && !d.annotatedList(m[1], t.a) &&
		// "Updated Pre-Commit Hook (`hooks/pre-commit`)": the thing the
		// verb names, then its path in parentheses
		!(reNamedParen.MatchString(ls[m[1]:t.a]) && strings.HasPrefix(strings.TrimLeft(ls[t.b:], " "), ")") && !strings.HasSuffix(t.text, "/"))
	if reRefBefore.MatchString(between) || reNotFile.MatchString(ls[t.b:]) {
		return reading{skip: true} // "Changed `set -e` per CLAUDE.md requirements", "with `project_assets/` prefix"
	}
	if reStrong.MatchString(between) || strings.Contains(between, ". ") || paren || strings.Contains(between, " - ") || len(between) > 90 {
		return reading{later: true} // another clause's verb
	}
	v := pastOf(ls[m[2]:m[3]])
	// "introduce a `a.sh` wrapper plus Makefile target": a second object
	// of the same verb
	coord := reCoordBefore.MatchString(between)
	if v != "moved" && v != "copied" && v != "replaced" && !coord && d.otherPath(m[1], t.a) {
		if v == "added" && reAddedAt.MatchString(between) {
			return reading{kind: FileModified, pos: m[0]} // "Added `node_modules/` to `.gitignore`"
		}
		return reading{later: true} // "Add `AGENTS.md` adapted from `CLAUDE.md`": the verb is the first one's
	}
	kind := fileKind(ls[m[2]:m[3]])
	if v != "removed" && v != "deleted" && v != "dropped" && strings.HasSuffix(strings.TrimSpace(between), " from") ||
		kind == FileCreated && strings.HasSuffix(t.text, "/") && rePrep.MatchString(between) && strings.TrimSpace(between) != "" ||
		strings.HasSuffix(t.text, "/") && reInFolder.MatchString(between) && !reNegBefore.MatchString(ls[max(0, m[0]-14):m[0]]) {
		return reading{skip: true} // "moved the files from `a/`": where they were; "added X under `.claude/`": a folder is no file changed
	}
	if kind == FileCreated && v == "added" {
		if x := reAddedTo.FindStringSubmatchIndex(ls[t.b:]); x != nil && (x[2] < 0 || !reToProject.MatchString(ls[t.b+x[2]:])) {
			return reading{skip: true} // "Added `node_modules/` to `.gitignore`": added to a file, not created
		}
	}
	if kind != FileModified && rePrep.MatchString(listHead(between)) && strings.TrimSpace(between) != "" &&
		!(kind == FileCreated && strings.Contains(between, "new file")) &&
		!(kind == FileCreated && v != "added" && reAtFile.MatchString(between) && strings.Contains(path.Base(t.text), ".")) {
		kind = FileModified // "added X to `a.go`", "removed X from `b.go`"
	}
	if kind != FileDeleted && reNewAt.MatchString(between) && !strings.HasSuffix(t.text, "/") {
		kind = FileCreated // "Add a new GitHub Actions workflow at `.github/workflows/a.yml`": the new thing is the file
	}
	if kind == FileCreated && (reFilePart.MatchString(ls[t.b:]) || partAfter(ls[t.b:])) {
		kind = FileModified // "added a Makefile target": a part of the file is new
	}
	if strings.HasPrefix(ls[m[2]:], "changes") && !strings.HasPrefix(strings.TrimSpace(between), "to") && !strings.HasPrefix(strings.TrimSpace(between), "in") {
		return reading{later: true}
	}
	return reading{kind: kind, pos: m[0], neg: reNegBefore.MatchString(ls[max(0, m[0]-14):m[0]])}
}

// reNewAt: a new thing, then the path it is at, "a new workflow at ".
var reNewAt = &lre{expr: `\bnew\s+(?:[\w-]+\s+){0,4}?at\s+$`}

// partAfter reports whether after, what follows a path, names a part
// of the file with a word before it: "`bin/basectl` startup guard",
// "`ci.yml` lint job". A preposition is no such word ("`a.go` with
// entries" is a new file and what it holds).
func partAfter(after string) bool {
	f := strings.Fields(after)
	if len(f) < 2 {
		return false
	}
	switch f[0] {
	case "with", "for", "to", "in", "into", "from", "and", "or", "that", "which", "as", "on", "at", "by", "file", "script", "module":
		return false
	}
	return reFilePart.MatchString(" "+strings.Join(f[1:], " ")) || reGuardNoun.MatchString(f[1])
}

// reGuardNoun: parts of a script or config named after its path, "a
// `bin/run` startup guard".
var reGuardNoun = &lre{expr: `^(?:guards?|checks?|fields?|keys?|options?|flags?|blocks?)\b`}

// reCoordBefore: a path joined to the object before it, "plus ", "as
// well as a "; reFilePart: a part of the file named after it, "Makefile
// target", "`ci.yml` job".
var (
	// reAtFile: the place of the thing a verb of creation made, when the
	// place is a file ("Created a guide at `docs/guide.md`"): the file is
	// what was made. "in" a file is ambiguous ("Created a test in
	// `a_test.py`" adds to it) and stays a change of the file.
	reAtFile      = &lre{expr: `\sat\s+$`}
	reCoordBefore = &lre{expr: `\s(?:plus|as\s+well\s+as|along\s+with)\s+(?:(?:a|an|the|new)\s+){0,2}$`}
	reFilePart    = &lre{expr: `^\s+(?:targets?|rules?|recipes?|entry|entries|sections?|jobs?|steps?|stages?|tasks?)\b`}
)

// labelPath reads a line that names one file, alone or after a label
// ("**Session File:** `exports/session.jsonl`"), by the list right under
// it when its first item says what was done to the file with a verb and
// no path of its own: "- Copied from an earlier session" (created), "-
// Updated for the new schema" (modified). Not a folder: what was done in
// it is not done to it.
func (d *detector) labelPath(t *token) reading {
	sn, ls := d.sn, d.sn.ls
	if sn.item || !sn.first || !sn.last || d.plan || d.hedgeAll || strings.HasSuffix(t.text, "/") || !d.firstPath(t) ||
		strings.Trim(ls[t.b:], " :") != "" {
		return reading{}
	}
	if head := strings.TrimSpace(ls[markStart(ls):t.a]); head != "" && (!strings.HasSuffix(head, ":") || len(strings.Fields(head)) > 3) {
		return reading{}
	}
	src := d.st.src
	if listBelow(src, sn.end) <= sn.end {
		return reading{}
	}
	// the first item: the first line below that is not blank
	p := sn.end
	for p < len(src) && src[p] != '\n' {
		p++
	}
	item := ""
	for p < len(src) && item == "" {
		q := strings.IndexByte(src[p+1:], '\n')
		if q < 0 {
			q = len(src) - p - 1
		}
		item = strings.TrimSpace(src[p+1 : p+1+q])
		p += q + 1
	}
	_, rest, _ := strings.Cut(item, " ") // the list marker
	rest = strings.ToLower(strings.TrimSpace(rest))
	v, w := leadVerb(rest)
	if w == 0 || strings.Contains(rest, "`") || !reFileVerb.has(v) || !strings.HasSuffix(v, "ed") && v != "written" && v != "wrote" || v == "fixed" {
		return reading{}
	}
	kind := fileKind(v)
	if v == "added" && reToSomething.MatchString(rest[w:]) {
		kind = FileModified // "- Added to the build": added to something
	}
	return reading{kind: kind, pos: t.a}
}

// reInFolder: a folder after "in" is where the change was made, "Updated
// in `/mnt/c/cctrace/`:", "fixed the imports under `src/`".
var reInFolder = &lre{expr: `\b(?:in|inside|within|under|across|throughout)\s+(?:the\s+)?$`}

// reNamedParen: the words of a thing, then the parenthesis its path
// opens, "Pre-Commit Hook (".
var reNamedParen = &lre{expr: `^\s+(?:the\s+|a\s+|an\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s*\(\s*$`}

// listHead returns between (code blanked) without the paths of a list
// before the path it ends at: "restored in `.env`, `a.toml`, " before a
// third path is "restored in ", the preposition the whole list follows.
func listHead(between string) string {
	for {
		t := strings.TrimRight(between, " ,")
		t = strings.TrimSuffix(strings.TrimSuffix(t, " and"), " or")
		if t == strings.TrimRight(between, " ") || t == "" {
			return between
		}
		between = t + " "
	}
}

// namedNew reports whether the words right before path t call it new:
// "new test file `a_test.go`", "a new src/defaults.json", not "the new".
func (d *detector) namedNew(t *token) bool {
	lcBefore, _ := window(d.lc, t.a)
	before, _ := window(d.sn.ls, t.a)
	return reNewBefore.MatchString(lcBefore) && !strings.HasSuffix(strings.TrimSpace(before), "the new")
}

// frame reads a verb that surrounds the path: "The `README.md` now
// includes a section", "made the following simplifications to the `a.js`
// file", "In `table.py`, we added support for dates".
func (d *detector) frame(t *token) reading {
	ls := d.sn.ls
	before, _ := window(ls, t.a)
	if d.namedNew(t) {
		return reading{kind: FileCreated, pos: t.a} // "New test file `a_test.go` covers the parser"
	}
	switch {
	case reChangesAfter.MatchString(ls[t.b:]) && reTheBefore.MatchString(before),
		reChangeIn.MatchString(before) && !d.hedgeAll,
		reHasNew.MatchString(ls[t.b:]) && !d.hedgeAll,
		(reNowHas.MatchString(ls[t.b:]) || nowVerb(ls[t.b:]) && strings.Contains(path.Base(t.text), ".")) && !d.hedgeAll,
		reMadeTo.MatchString(before),
		d.testsIn(t),
		reInPath.MatchString(before) && reWeDid.MatchString(ls[t.b:]):
		return reading{kind: FileModified, pos: t.a}
	}
	return reading{}
}

// windowSpan is how much of a sentence before a path the expressions
// that end at the path read ("made changes to the ", "(new helper in "):
// each needs a few words, and reading from the sentence's start for every
// path made a line of many paths quadratic.
const windowSpan = 160

// window returns the last windowSpan bytes of s before a, from a word's
// start, and where they start; all of s[:a] when it is no longer.
func window(s string, a int) (string, int) {
	if a <= windowSpan {
		return s[:a], 0
	}
	i := a - windowSpan
	if j := strings.IndexByte(s[i:a], ' '); j >= 0 {
		i += j + 1
	}
	return s[i:a], i
}

// reBackgroundHead: a heading over the state before the change, "##
// Problem", "## Root Cause", "### Background", "## Motivation"; not one
// that says it was dealt with ("Problem solved", "Root cause fixed").
var reBackgroundHead = &lre{expr: `^(?:the\s+)?(?:problem|root\s+cause|background|context|motivation|why|cause|current\s+behaviou?r|before)s?\s*:?\s*$`}

// reTestsIn: a line that opens by naming tests, then the file they are
// in, "Four new cases in ", "- [x] Unit tests in ": the tests written
// there, a change to the file.
var reTestsIn = &lre{expr: `^(?:\[[xX]\]\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several)\s+)?(?:new\s+)?(?:[\w-]+\s+)?(?:tests|cases|test\s+cases|specs)\s+(?:in|to)\s+$`}

// reAlreadyNote: a note right after a path that says it was already as
// wanted.
var reAlreadyNote = &lre{expr: `^\s*\(\s*already\b`}

// parenChangeIn reports whether t closes a note in parentheses that
// says a change was made in it: "(changes in `types.go`)", "(new helper
// in `io.go`)", "(tests added in `a_test.go`)".
func (d *detector) parenChangeIn(t *token) bool {
	before, off := window(d.lc, t.a)
	m := reParenIn.FindStringSubmatchIndex(before)
	if m == nil || d.plan || d.hedgeAll || strings.HasSuffix(t.text, "/") {
		return false
	}
	for i := range m {
		if m[i] >= 0 {
			m[i] += off
		}
	}
	note := d.lc[m[2]:m[3]]
	return reChangeNoun.MatchString(note) || strings.HasPrefix(note, "new ") || strings.Contains(note, " new ")
}

// reParenIn: an open parenthesis, a few words, "in", then the path.
var reParenIn = &lre{expr: `\(\s*([^()]{1,40}?)\s+in\s+$`}

// testsIn reports whether the line opens by naming tests written in the
// file t ("Four new cases in `a_test.exs`", "- [x] Bats tests in
// `b.bats` for both regressions"): not the tests that are there ("The
// tests in `a_test.go` pass").
func (d *detector) testsIn(t *token) bool {
	ls := d.sn.ls
	head := ls[markStart(ls):t.a]
	if d.plan || d.hedgeAll || !reTestsIn.MatchString(head) || mentions(ls, "pass", "fail", "green", "run", "ran") {
		return false
	}
	w, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(head, "[x] "), "[X] "), " ")
	switch w {
	case "the", "all", "these", "those", "some", "any", "no", "other", "existing", "its", "their", "our", "my":
		return false
	}
	// "Unit tests in `a_test.go` cover the parser": what the tests do
	next := strings.Fields(ls[t.b:])
	return len(next) == 0 || !reTestsDo.MatchString(strings.Trim(next[0], "`"))
}

// reTestsDo: a verb of what tests do or are, in the present.
var reTestsDo = &lre{expr: `^(?:cover|check|verify|exercise|test|assert|ensure|confirm|validate|use|are|were|is|was|still|now|already|exist|live|sit|only)$`}

// titleVerb reads a title or an item in the telegraphic voice, the path
// then its participle: "### 📝 `Specification.md` Updated", "- CLAUDE.md
// Prerequisites rewritten for all three engines".
func (d *detector) titleVerb(t *token) reading {
	ls := d.sn.ls
	if !(d.sn.item || d.sn.heading || d.sn.first) || markStart(ls) != t.a {
		return reading{}
	}
	// "**`README.md`** and **`.env.example`** updated to match": the
	// participle after the list the path opens is every path's
	end := d.listEnd(t)
	m := reItemDone.FindStringSubmatchIndex(ls[end:])
	if m == nil || end != t.b && m[3] > m[2] {
		return reading{}
	}
	kind := fileKind(ls[end+m[4] : end+m[5]])
	if kind == FileCreated && m[3] > m[2] {
		kind = FileModified // "`a.go` tests added": added to it
	}
	for i := range d.toks {
		if u := &d.toks[i]; u.a > t.a && u.b <= end && u.kind == 'p' && !u.used {
			d.add(u.a, Claim{Kind: kind, Path: u.text, Hedged: d.hedgeAll || d.plan})
			u.used = true
		}
	}
	return reading{kind: kind, pos: t.a}
}

// entryVerb reads the entry a line opens with its paths: "`a.sh` and
// `b.sh`: Changed …", "`a_test.go`: new table test", "`a.tsx` - Removed
// duplicate header" (removed from it). The other paths of the entry get
// the same claim.
func (d *detector) entryVerb(i int) reading {
	ls := d.sn.ls
	t := &d.toks[i]
	if t.a > markStart(ls)+3 {
		return reading{}
	}
	end, more := t.b, []int(nil)
	for j := i + 1; j < len(d.toks) && d.toks[j].kind == 'p' && isListSep(ls[end:d.toks[j].a]); j++ {
		end = d.toks[j].b
		more = append(more, j)
	}
	// "`a.go` (lines 10-20): Added …": the annotation is the path's
	if x := reParenAfter.FindStringIndex(ls[end:]); x != nil {
		end += x[1]
	}
	m := reEntrySep.FindStringIndex(ls[end:])
	if m == nil {
		return reading{}
	}
	kind := describedVerb(ls[end+m[1]:])
	if kind == "" && reDescDone.MatchString(ls[end+m[1]:]) && !d.plan && !d.hedgeAll {
		// "[ROADMAP.md](docs/ROADMAP.md) - Phase 9 marked complete",
		// "`index.md` - index updated": what was done to it, in the
		// telegraphic voice, a thing of the file then its participle
		kind = FileModified
	}
	if kind == "" {
		return reading{}
	}
	_, hedge := d.polarity(end, min(len(ls), end+m[1]+1))
	for _, j := range more {
		u := &d.toks[j]
		d.add(u.a, Claim{Kind: kind, Path: u.text, Hedged: hedge})
		u.used = true
	}
	return reading{kind: kind, pos: t.a}
}

// structure reads the verb a path gets from where it is: an item of a
// list (or an entry "path: …") under a line that says what happened.
func (d *detector) structure(t *token) reading {
	st := d.st
	if st.row != nil && d.sn.item {
		return d.rowVerb(t)
	}
	if d.sn.heading && !d.plan && !d.hedgeAll && d.pathHeading(t) {
		// "## Summary\n### Backend (`routes/tasks.rs`)\n1. Added …": the
		// kind of the section it is in
		if k := st.sectionKind(headingLevel(st.src, d.sn.start)); k != "" {
			return reading{kind: k, pos: t.a}
		}
	}
	if d.sn.item && t.a <= 3 && !d.plan {
		// "Cleaned up:\n- `old.py` removed; …": the item's own verb,
		// right after its path, says what happened to the file
		if m := reItemVerb.FindStringSubmatchIndex(strings.TrimLeft(d.sn.ls[d.listEnd(t):], " ")); m != nil {
			rest := strings.TrimLeft(d.sn.ls[d.listEnd(t):], " ")
			return reading{kind: fileKind(pastOf(rest[m[2]:m[3]])), pos: t.a}
		}
	}
	if st.verbDone && (d.sn.item || d.entry) && t.a <= 3 {
		// "### Changes Implemented\n- `a.py`: Manages the sockets": the
		// work was done, and the entry's description says how its file
		// changed
		rest := strings.TrimLeft(d.sn.ls[d.listEnd(t):], " ")
		for _, sep := range []string{": ", "- ", "-- "} {
			if desc, ok := strings.CutPrefix(rest, sep); ok && strings.TrimSpace(desc) != "" {
				return reading{kind: describedKind(desc), pos: t.a}
			}
		}
	}
	if st.verb != "" && d.sn.item && d.firstPath(t) && d.itemTitle(t) {
		// "### Files Created\n- **Parser** (`src/parser.ts`)": the item's
		// path, wherever the item names it
		return reading{kind: d.placeKind(t, st.verb), pos: t.a}
	}
	if k := d.checkedPath(t); k != "" {
		return reading{kind: k, pos: t.a}
	}
	if st.changes && !d.sn.item && (!d.sn.heading || d.pathTitle()) && d.sn.first && d.sn.last && t.a == markStart(d.sn.ls) && !d.plan {
		// "## Changes\n\n**`netlify.toml`**\n- `A` → `b`": a line that is only
		// a path, or a path and its note in parentheses, titles what
		// was done to it below
		rest := strings.TrimSpace(d.sn.ls[t.b:])
		if rest == ":" {
			// "**`a.py`:**\n- Added the retry loop": the claim reads
			// as the title and the list of changes under it
			if end := listBelow(st.src, d.sn.end); end > d.sn.end {
				return reading{kind: FileModified, pos: t.a, line: &Span{d.sn.start, end}}
			}
		}
		if rest == "" || rest == ":" {
			return reading{kind: FileModified, pos: t.a}
		}
		if x := reTitleNote.FindStringIndex(d.sn.ls[t.b:]); x != nil && strings.Trim(d.sn.ls[t.b+x[1]:], " :") == "" {
			return reading{kind: describedKind(strings.Trim(strings.TrimSpace(rest), "()")), pos: t.a}
		}
	}
	if !(d.sn.item || d.entry) || t.a > 3 {
		return reading{}
	}
	if st.verb != "" {
		return reading{kind: st.verb, pos: t.a}
	}
	if st.changes && !d.plan {
		// "## Changes\n- `src/a.ts` — parser for the config": an entry
		// that says what the file is or what was done to it
		rest := strings.TrimLeft(d.sn.ls[d.listEnd(t):], " ")
		if len(rest) > 2 && rest[0] == '(' && rest[len(rest)-1] == ')' && !strings.ContainsAny(rest[1:len(rest)-1], "()`") && d.sn.item {
			// "## Implementation\n- core/:\n  - reflection.py (3-stage
			// analysis)": the note says what the file is, as after ": "
			return reading{kind: describedKind(rest[1 : len(rest)-1]), pos: t.a}
		}
		if (rest == "" || rest == ":") && d.sn.first && d.sn.last && subItemsBelow(st.src, d.sn.end, st.indent) {
			// "### Changes\n- **hld/manager.go**:\n  - LaunchSession: …":
			// an item that is only a path titles the changes below it
			return reading{kind: FileModified, pos: t.a}
		}
		for _, sep := range []string{": ", "- ", "-- "} {
			if desc, ok := strings.CutPrefix(rest, sep); ok && strings.TrimSpace(desc) != "" {
				return reading{kind: describedKind(desc), pos: t.a}
			}
		}
		if presentVerb(rest) {
			// "## Changes\n- `src/duration.js:14` handles negative values":
			// the file's new behaviour, in the voice of a change list
			if k := describedVerb(rest); k != "" {
				return reading{kind: k, pos: t.a}
			}
			return reading{kind: FileModified, pos: t.a}
		}
	}
	return reading{}
}

// reItemVerb: a verb alone after an item's path, "removed; nothing used
// it", "deleted (dead code)", "created".
var reItemVerb = &lre{expr: `^(removed|deleted|dropped|created|added)\b\s*(?:[;,.(—]|\s-\s|$)`}

// nowVerb reports whether s, after a path, says what the file does now:
// "`calc.go` now returns the sum", "`a.py` file now rejects empty input".
// After a folder ("`cmd/area` now prints the perimeter") it is what the
// program does, and the caller asks for a file's name.
func nowVerb(s string) bool {
	s = strings.TrimPrefix(strings.TrimLeft(s, "` "), "file ")
	return strings.HasPrefix(s, "now ") && presentVerb(s)
}

// presentVerb reports whether s opens with a verb in the third person
// that says what a file does ("handles", "returns", "now rejects"), not
// whether a check of it passed ("passes", "compiles").
func presentVerb(s string) bool {
	s = strings.TrimPrefix(s, "now ")
	w := s[:wordEnd(s, 0)]
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	switch w {
	case "passes", "fails", "compiles", "builds", "runs", "works", "succeeds", "exists", "remains", "stays", "needs", "looks", "seems", "lives", "contains", "was", "has", "does":
		return false
	}
	return true
}

// checkedPath reads a path that an item or a heading opens and a check
// mark ticks off: "- ✅ `zh.json` (中文): 天、小时", "### 1. **IaoView.tsx**
// ✅": the file is done, a change to it (or a new one under a line that
// says so). A mark of failure, a plan, or a check of its own ("✅
// `a.test.ts` passes") is not.
func (d *detector) checkedPath(t *token) Kind {
	ls := d.sn.ls
	if !(d.sn.item || d.sn.heading) || d.plan || t.a > markStart(ls)+3 || !d.firstPath(t) || strings.HasSuffix(t.text, "/") {
		return ""
	}
	if failMark(ls) || !okMark(ls) || strings.Contains(ls, "\u274c") || strings.Contains(ls, "\u26a0") {
		return ""
	}
	for _, f := range d.out {
		if f.Kind == TestsPass || f.Kind == BuildOK || f.Kind == LintClean || f.Kind == CommandRan {
			return ""
		}
	}
	if reGoImport.MatchString(t.text) {
		// "- `example.com/booking/pricing` ✅": a Go package's result, as
		// go test prints it
		c := Claim{Kind: TestsPass, Scope: &Scope{Kind: ScopePackage, Paths: []string{t.text}, Text: t.text}}
		_, c.Hedged = d.polarity(t.a, t.b)
		d.add(t.a, c)
		t.used = true
		return ""
	}
	if testFile(t.text) && (d.st.testing || reAllN.MatchString(ls[t.b:])) {
		// "## Testing\n- ✅ `test/format.test.js`: all 4": the file's
		// tests pass, the file is not said to have changed
		c := Claim{Kind: TestsPass, Scope: &Scope{Kind: ScopeFile, Paths: []string{t.text}, Text: t.text}}
		if m := reAllN.FindStringSubmatchIndex(ls[t.b:]); m != nil {
			n, _ := strconv.Atoi(ls[t.b+m[2] : t.b+m[3]])
			c.Counts = &TestCounts{n, 0, -1, n}
		}
		_, c.Hedged = d.polarity(t.a, t.b)
		d.add(t.a, c)
		t.used = true
		return ""
	}
	if d.st.verb != "" {
		return d.st.verb
	}
	return FileModified
}

// reGoImport: a Go import path, "example.com/booking/pricing",
// "github.com/acme/cli/internal/score": a domain first, no file at the end.
var reGoImport = &lre{expr: `^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:/[\w.-]+)+$`}

// reAllN: "all 4" after a test file's name, its tests counted.
var reAllN = &lre{expr: `^\W{0,4}all\s+(\d+)\b`}

// okMarks are the marks of success: ✅ ✔ ✓ ☑.
var okMarks = []string{"\u2705", "\u2714", "\u2713", "\u2611"}

// okMark reports whether ls holds a mark of success.
func okMark(ls string) bool {
	return containsAny(ls, okMarks...)
}

// opensOKMark reports whether s opens with a mark of success.
func opensOKMark(s string) bool {
	for _, m := range okMarks {
		if strings.HasPrefix(s, m) {
			return true
		}
	}
	return false
}

// itemTitle reports whether t, a file and not a folder, is in the title
// of its item ("**Parser** (`src/parser.ts`)", "Config loader in
// `src/config.ts`", "Enhanced the parser (`a.go`)"): few words before it,
// no file verb of the item's own among them.
func (d *detector) itemTitle(t *token) bool {
	ls := d.sn.ls
	o := markStart(ls)
	return !strings.HasSuffix(t.text, "/") && t.a-o <= 40 && !strings.Contains(ls[o:t.a], ": ") && len(d.fileVerbs(t.a)) == 0 &&
		!reUsesBefore.MatchString(ls[o:t.a])
}

// reUsesBefore: a path that is the object of a verb of use, "default now
// uses `a.urdf`", "points to `b.json`": what the change refers to, not
// the file changed.
var reUsesBefore = &lre{expr: `\b(?:uses?|using|points?\s+(?:to|at)|reads?(?:\s+from)?|loads?|calls?|imports?|references?|via)\s+(?:the\s+)?$`}

// firstPath reports whether t is the first path of the sentence.
func (d *detector) firstPath(t *token) bool {
	for i := range d.toks {
		if d.toks[i].kind == 'p' {
			return &d.toks[i] == t
		}
	}
	return false
}

// rowVerb reads a path that fills a cell of a table row: "| `a.go` |
// Parser |", "| Design doc | `docs/design.md` |" under a heading or a
// header that says what happened; a description cell that opens with a
// verb says it for its row.
func (d *detector) rowVerb(t *token) reading {
	st := d.st
	ci := -1
	for i, c := range st.row {
		if strings.Trim(c, "`*_ []") == t.text || strings.HasPrefix(c, "[") && strings.Contains(c, "("+t.text) {
			ci = i
			break
		}
	}
	if ci < 0 || d.plan || ci < len(st.cols) && !fileColumn(st.cols[ci]) {
		return reading{}
	}
	desc, di := "", -1
	for i, c := range st.row {
		if i == ci || strings.TrimSpace(c) == "" {
			continue
		}
		lc := strings.ToLower(strings.Trim(c, "*_ "))
		if i < len(st.cols) && actionColumn(st.cols[i]) {
			if k := describedVerb(lc); k != "" {
				return reading{kind: k, pos: t.a} // "| `a.go` | Modified |"
			}
		}
		if desc == "" && i > ci {
			desc, di = lc, i
		}
	}
	if k := describedVerb(desc); k != "" {
		return reading{kind: k, pos: t.a}
	}
	if desc != "" && di < len(st.cols) && changeColumn(st.cols[di]) && (ci == 0 || ci < len(st.cols) && fileColumn(st.cols[ci])) {
		return reading{kind: FileModified, pos: t.a} // "| File | Change |" over "| `dosing.ts` | `tankDose` reads `tank.volumeL` |": the change made to it
	}
	if (strings.Contains(desc, "→") || strings.Contains(desc, "->")) && ci < len(st.cols) && fileColumn(st.cols[ci]) {
		return reading{kind: FileModified, pos: t.a} // "| `package.json` | `version`: 1.2.0 → **1.3.0** |": a value changed
	}
	if st.verb != "" && (ci == 0 || ci < len(st.cols) && fileColumn(st.cols[ci])) {
		return reading{kind: st.verb, pos: t.a}
	}
	if st.changes && desc != "" && (ci == 0 || ci < len(st.cols) && strings.Contains(st.cols[ci], "file")) {
		return reading{kind: describedKind(desc), pos: t.a}
	}
	return reading{}
}

// changeColumn: a table header over what was changed in each row's file,
// "Change", "What changed".
func changeColumn(c string) bool {
	switch strings.Trim(strings.ToLower(c), "*_ ") {
	case "change", "changes", "what changed", "changed", "modification", "modifications", "edit", "edits", "diff", "what changed and why":
		return true
	}
	return false
}

// fileColumn: a table header that names the files of its column.
func fileColumn(c string) bool {
	switch c {
	case "file", "files", "path", "paths", "file path", "location", "document", "documents", "doc", "artifact", "artifacts",
		"script", "scripts", "module", "modules", "name", "deliverable", "deliverables", "output", "outputs", "where", "test file", "source":
		return true
	}
	return false
}

// actionColumn: a header whose cells say what happened to the file.
func actionColumn(c string) bool {
	switch c {
	case "status", "change", "changes", "action", "type", "operation", "state":
		return true
	}
	return false
}

// reDescDone: a description in the telegraphic voice, a part of the file
// then what was done to it: "index updated", "Phase 9 marked complete",
// "new section added", "typos fixed".
var reDescDone = &lre{expr: `^(?:[\w-]+\s+){1,3}(?:updated|added|removed|rewritten|refreshed|bumped|fixed|extended|expanded|marked\s+(?:as\s+)?(?:complete|completed|done|deprecated|stable)|corrected|clarified|documented)(?:\s*$|\s*[.;,(]|\s+(?:for|to|with|in|across|and)\b)`}

// reEntrySep: what separates an entry's paths from what it says of them.
var reEntrySep = &lre{expr: `^\s*(?::|-{1,2}|—)\s*`}

// describedVerb returns the kind of change a description says when it
// opens with a verb in any form: "new", "created", "add a guard" and
// "added 2 tests" (added to the file), "removed" (the file), "updated
// the count", "documented the flag".
func describedVerb(desc string) Kind {
	desc = strings.TrimSpace(desc[markStart(desc):])
	for _, a := range []string{"a ", "an ", "the "} {
		desc = strings.TrimPrefix(desc, a)
	}
	w := desc
	if i := strings.IndexAny(desc, " ,.;:("); i >= 0 {
		w = desc[:i]
	}
	if _, ok := countWord(w); ok && strings.HasPrefix(desc[len(w):], " new ") {
		desc, w = desc[len(w)+1:], "new" // "3 new tests": new parts of the file
	}
	if w == "new" {
		if reNewPart.MatchString(desc[len(w):]) {
			return FileModified // "`src/logger.rs`: new `with_level` constructor": a new part of the file
		}
		return FileCreated
	}
	if _, report := reportVerbs[w]; report && strings.HasSuffix(w, "s") {
		return "" // "`README.md`: explains how to build": what the file does
	}
	v := pastOf(w)
	if changeVerbs[w] && !reNounOf.MatchString(desc[len(w):]) {
		return FileModified // "`a.tsx`: Use centralized error detection": the change made to the file
	}
	if !reFileVerb.has(v) || v == "changes" {
		return ""
	}
	k := fileKind(v)
	if k != FileModified && v != "created" && (reObject.MatchString(desc[len(w):]) || strings.HasPrefix(desc[len(w):], ":")) {
		return FileModified // "added 2 tests", "removed the header": added to it, removed from it
	}
	return k
}

// reNewPart: what "new" names after a file's path when it is a part of
// the file, not the file: a name in code, or a noun of code.
var reNewPart = &lre{expr: "^\\s+(?:`|(?:[\\w-]+\\s+)?(?:functions?|methods?|constructors?|fields?|options?|flags?|tests?|test\\s+cases?|cases?|helpers?|endpoints?|routes?|sections?|params?|parameters?|arguments?|branch|check|guard|variants?|props?)\\b)"}

// changeVerbs are verbs in the imperative that open an entry's
// description with the change made to its file, in the voice of pull
// request descriptions ("- `a.tsx`: Use centralized error detection",
// "- `b.py`: Consolidate the imports"). The report verbs (reportVerbs)
// are read apart; the third person ("`a.py`: Handles retries") says what
// the file does, not what was done to it.
var changeVerbs = map[string]bool{
	"use": true, "check": true, "display": true, "show": true, "hide": true, "consolidate": true, "handle": true,
	"allow": true, "enable": true, "disable": true, "pass": true, "wire": true, "skip": true, "avoid": true,
	"ensure": true, "prevent": true, "validate": true, "reduce": true, "integrate": true, "convert": true,
	"merge": true, "extract": true, "inline": true, "register": true, "initialize": true, "initialise": true,
	"emit": true, "wrap": true, "accept": true, "reject": true, "propagate": true, "enhance": true, "reorder": true,
	"reorganize": true, "restructure": true, "rework": true, "sanitize": true, "normalize": true, "harden": true,
	"migrate": true, "defer": true, "raise": true, "throw": true, "replace": true, "remove": true, "move": true,
	"delete": true, "drop": true, "rename": true, "simplify": true, "clean": true, "treat": true, "parse": true,
}

// reNounOf: the word before it was a noun, "Check for updates",
// "Display of the totals": no verb.
var reNounOf = &lre{expr: `^\s+(?:for|of)\b`}

// describedKind reads an entry's description under a heading over the
// changes made: a verb says what happened; a noun phrase says what the
// file is, a new one, unless it names a change ("test count update").
func describedKind(desc string) Kind {
	if k := describedVerb(desc); k != "" {
		return k
	}
	if reChangeNoun.MatchString(desc) || strings.Contains(desc, "->") || strings.Contains(desc, "→") || reWorkVerb.MatchString(desc) {
		return FileModified // "`user.name` → `user.displayName`", "made `x` optional", "thread `verbose` into `f`"
	}
	return FileCreated
}

// reWorkVerb: a description that opens with a verb of work done to code,
// in the past or the report voice: the file was changed, not made.
var reWorkVerb = &lre{expr: `^\s*(?:made|makes?|thread(?:s|ed)?|use[sd]?|pass(?:es|ed)?|handled|guarded|narrow(?:s|ed)?|trim(?:s|med)?|accept(?:s|ed)?|reject(?:s|ed)?|allow(?:s|ed)?|return(?:s|ed)?|throw(?:s|n)?|threw|wire[sd]?|switched|skipped|called|validate[sd]?|normalize[sd]?|escape[sd]?|dropped|keeps?|kept|caught|wrapped|inline[sd]?|extract(?:s|ed)?|merged|clamp(?:s|ed)?|ensure[sd]?|prevent(?:s|ed)?|avoid(?:s|ed)?|exported|imported)\b`}

// reChangeNoun: the words of a description that name a change to a file
// that was there.
var reChangeNoun = &lre{expr: `\b(?:updat\w*|fix\w*|chang\w*|modif\w*|refactor\w*|renam\w*|clean\w*|tweak\w*|improv\w*|adjust\w*|bump\w*|now|added|removed|extended|expanded|rewr\w*|moved|replac\w*|migrat\w*|edit\w*)\b`}

// fileSection reads what a line says about the lines below it: "Updated:",
// "## Files changed", "Apply fixes to 3 files:", "### New files" hand
// their verb to the list or table below; a heading over the changes made
// makes its entries reports of files.
func (d *detector) fileSection() {
	d.sectionLead()
	if d.sn.heading && d.sn.first {
		d.headingKind()
	}
}

// headingKind keeps the kinds of the headings over the lines below: a
// heading with a file verb ("### Config Files Created") gives its verb's
// kind, one over the changes made or a summary of them ("## Summary", "##
// Changes") a change, others none.
func (d *detector) headingKind() {
	st, ls := d.st, d.sn.ls
	lv := headingLevel(st.src, d.sn.start)
	if lv == 0 {
		return
	}
	for len(st.heads) > 0 && st.heads[len(st.heads)-1].level >= lv {
		st.heads = st.heads[:len(st.heads)-1]
	}
	kind := st.verb
	if kind == "" && !d.plan && !st.plan && !st.testing && (st.changes || reSummaryHead.MatchString(ls[markStart(ls):])) {
		kind = FileModified
	}
	st.heads = append(st.heads, heading{level: lv, kind: kind})
}

// sectionKind returns the kind of the heading right over a heading of
// level lv.
func (st *listState) sectionKind(lv int) Kind {
	for i := len(st.heads) - 1; i >= 0; i-- {
		if st.heads[i].level < lv {
			return st.heads[i].kind
		}
	}
	return ""
}

// pathHeading reports whether the line is a heading that names the one
// file t in parentheses after a short title ("### Backend
// (`routes/tasks.rs`)", "#### ESLint Config (`eslint.config.mjs`):"): it
// titles the changes to that file listed below it.
func (d *detector) pathHeading(t *token) bool {
	sn, ls := d.sn, d.sn.ls
	if !sn.heading || !sn.first || !sn.last || !d.firstPath(t) || strings.HasSuffix(t.text, "/") {
		return false
	}
	for i := range d.toks {
		if u := &d.toks[i]; u != t && u.kind == 'p' {
			return false
		}
	}
	title, ok := strings.CutSuffix(strings.TrimRight(ls[markStart(ls):t.a], " `"), "(")
	if !ok || strings.Trim(strings.TrimLeft(ls[t.b:], "` "), ":*) ") != "" || !strings.HasPrefix(strings.TrimLeft(ls[t.b:], "` "), ")") {
		return false
	}
	n := len(strings.Fields(title))
	return n >= 1 && n <= 5 && len(d.fileVerbs(t.a)) == 0
}

// sectionLead reads what a line says about the lines below it.
func (d *detector) sectionLead() {
	sn, st, ls := d.sn, d.st, d.sn.ls
	if sn.heading && sn.first && !d.pathTitle() {
		st.changes = reChangesHead.MatchString(ls[markStart(ls):])
		lv := headingLevel(st.src, sn.start)
		switch {
		case st.changes:
			st.changesLevel = lv
		case st.changesLevel > 0 && lv > st.changesLevel:
			// "## Changes\n### Module migrations\n- config.rs: Full
			// migration": a subsection of the changes lists changes,
			// unless it is about testing or a plan
			st.changes = !st.testing && !st.plan
		default:
			st.changesLevel = 0
		}
	}
	if sn.last && !sn.heading && !d.header && (strings.HasSuffix(sn.s, "：") || strings.HasSuffix(sn.s, ":")) && hasCJK(sn.s) {
		// "已按计划完成修改，三个目标都已落地：": a lead in Chinese or
		// Japanese hands its verb to the list as an English one does
		if k := foreignLead(sn.s); k != "" && !d.hasPath() && !d.plan && !d.hedgeAll {
			st.verb = k
			return
		}
	}
	// "Here's what was added — nothing under `apps/web` was changed.":
	// a lead without its colon, when headings group what it lists
	if m := reWhatLead.FindStringIndex(ls); m != nil && sn.first && !sn.item && !sn.heading && !strings.HasSuffix(sn.s, ":") && !d.plan && !d.hedgeAll && headingNext(st.src, sn.end) {
		end := len(ls)
		if i := reAsideStart.FindStringIndex(ls[m[1]:]); i != nil {
			end = m[1] + i[0] // the lead's clause, not an aside after it
		}
		if v := d.fileVerbs(end); len(v) > 0 && v[len(v)-1][0] >= m[0] && !d.negUpTo(v[len(v)-1][2], v[len(v)-1][3]) {
			st.verb = fileKind(ls[v[len(v)-1][2]:v[len(v)-1][3]])
			st.groupVerb, st.groupLevel = st.verb, 0
		}
		return
	}
	if sn.heading && sn.first && st.groupVerb != "" && !st.testing && !st.plan && len(d.fileVerbs(len(ls))) == 0 {
		st.verb = st.groupVerb // "### Backend" under "Here's what I created:"
		return
	}
	if !sn.last || !strings.HasSuffix(sn.s, ":") && !sn.heading || d.header {
		return // a table's header ("| Document | Location |") says what its columns hold
	}
	if m := d.fileVerbs(len(ls)); len(m) > 0 && d.negUpTo(m[len(m)-1][2], m[len(m)-1][3]) && !d.plan && !d.hedgeAll || reUnchangedLead.MatchString(ls) {
		// "What was not updated (still stale):", "Left unchanged:": the
		// files below were not changed
		st.unchanged, st.verb = true, ""
		return
	}
	if m := d.fileVerbs(len(ls)); len(m) > 0 {
		last := m[len(m)-1]
		if !strings.Contains(sn.s[last[1]:], "`") && !(sn.heading && ls[last[2]:last[3]] == "changes") {
			st.verb = fileKind(ls[last[2]:last[3]])
			st.verbItem, st.verbIndent = sn.item, st.indent
			// only a lead of files ("Here's what I created:", "Files
			// added:"); "I've fixed the rules file with the following
			// improvements:" has its object, the list below tells how
			if !sn.heading && !sn.item && !d.plan && !d.hedgeAll && (reWhatLead.MatchString(ls) || mentions(ls, "files:", "files ") && !d.hasPath()) && headingNext(st.src, sn.end) {
				st.groupVerb, st.groupLevel = st.verb, 0
			}
			// "### Changes Implemented", "Fixed:": the work was done, and
			// each entry's description says how its file changed
			st.verbDone = doneVerb(ls[last[2]:last[3]])
		}
	}
}

// reWhatLead: a lead that says what the work did, "Here's what was
// added", "Here is what I changed".
var reWhatLead = &lre{expr: `^here(?:'s|\s+is)\s+what\s+(?:(?:i|we)\s+|(?:i|we)'ve\s+|(?:i|we)\s+have\s+|was\s+|were\s+|has\s+been\s+|have\s+been\s+)`}

// reAsideStart: where an aside begins after a clause, a dash or a stop.
var reAsideStart = &lre{expr: `\s[-—–]\s|[;,(:]`}

// headingNext reports whether the first line with text after end is a
// markdown heading.
func headingNext(text string, end int) bool {
	if nl := strings.IndexByte(text[end:], '\n'); nl >= 0 {
		rest := strings.TrimLeft(text[end+nl:], " \t\r\n")
		return strings.HasPrefix(rest, "#")
	}
	return false
}

// doneVerb reports whether a lead's verb says work was done without
// saying how a file changed: "implemented", "fixed", "completed".
func doneVerb(v string) bool {
	switch v {
	case "implemented", "fixed", "resolved", "improved", "enhanced", "integrated", "completed":
		return true
	}
	return false
}

// reUnchangedLead: a lead of files left as they were, "Left unchanged:",
// "Untouched:", "Still stale:".
var reUnchangedLead = &lre{expr: `^(?:[*_#\s]*)(?:(?:files\s+)?(?:left\s+)?(?:unchanged|untouched|unmodified)|still\s+stale|not\s+(?:touched|changed|modified|updated))\b[^:]{0,40}:\s*$`}

// pathTitle reports whether the line is a bold title that opens with a
// path ("**`netlify.toml`**"): under "## Changes" it titles one file's
// changes, a part of the section and not a heading of its own.
func (d *detector) pathTitle() bool {
	sn := d.sn
	if !sn.heading || !sn.first || len(d.toks) == 0 || d.toks[0].kind != 'p' || d.toks[0].a != markStart(sn.ls) {
		return false
	}
	i := strings.LastIndexByte(d.st.src[:sn.start], '\n') + 1
	return !strings.HasPrefix(strings.TrimLeft(d.st.src[i:sn.start+1], " \t>"), "#")
}

// reChangesHead: a heading over the changes made.
var reChangesHead = &lre{expr: `^(?:summary|(?:summary\s+of\s+)?changes(?:\s+made)?|what\s+changed|what's\s+changed|what\s+i\s+did|files(?:\s+(?:changed|touched|modified|created|added|updated))?|(?:new|changed|modified|created|updated|key)\s+files|deliverables|implementation(?:\s+details)?|key\s+changes)\b`}

// tableRow reads the cells of a table row, and remembers a table's header
// (the row above its separator) for the rows below.
func (d *detector) tableRow() {
	st := d.st
	src := st.src
	a := strings.LastIndexByte(src[:d.sn.start], '\n') + 1
	b := strings.IndexByte(src[d.sn.start:], '\n')
	if b < 0 {
		b = len(src)
	} else {
		b += d.sn.start
	}
	line := strings.TrimLeft(src[a:b], " \t>")
	if !strings.HasPrefix(line, "|") {
		st.cols, st.row = nil, nil
		return
	}
	cells := splitCells(line)
	next := ""
	if b < len(src) {
		next = src[b+1:]
		if i := strings.IndexByte(next, '\n'); i >= 0 {
			next = next[:i]
		}
	}
	if n := strings.TrimSpace(next); strings.HasPrefix(n, "|") && strings.Trim(n, "|-: \t") == "" {
		st.cols, st.row = nil, nil // a header: the rows below are described by it
		d.header = true
		for _, c := range cells {
			st.cols = append(st.cols, strings.ToLower(strings.Trim(c, "*_` ")))
		}
		return
	}
	st.row = cells
}

// splitCells splits a table row at its pipes outside code spans.
func splitCells(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(line, "|")
	line = strings.TrimSuffix(line, "|")
	var out []string
	code := false
	from := 0
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '`':
			code = !code
		case '|':
			if !code && (i == 0 || line[i-1] != '\\') {
				out = append(out, strings.TrimSpace(line[from:i]))
				from = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(line[from:]))
}

// subItem reports whether t opens a sub-item of a parent item, the first
// path of the item and its first words: "  - `src/robot_factory.py`"
// under "- Updated the factory mapping for the URDF:".
func (d *detector) subItem(t *token) bool {
	return d.st.parent.kind != "" && d.sn.item && d.sn.first && !d.plan && t.a <= markStart(d.sn.ls)+3 && d.firstPath(t)
}

// parentItem remembers an item that opens with a file verb, names no path
// and ends in ":" ("- Updated `Robot` to default to the new URDF:", "-
// Added a dedicated test script:"): the paths its sub-items open are the
// files it changed. Added to something ("Added validation to the
// parser:"), the file was modified.
func (d *detector) parentItem() {
	sn, st, ls := d.sn, d.st, d.sn.ls
	if !sn.item || !sn.first || !sn.last || !strings.HasSuffix(sn.s, ":") || d.plan || d.hedgeAll || d.hasPath() {
		return
	}
	v, w := leadVerb(ls)
	if !reFileVerb.has(v) || v == "fixed" || v == "implemented" {
		return
	}
	kind := fileKind(v)
	if kind == FileCreated && reToSomething.MatchString(ls[w:]) {
		kind = FileModified
	}
	st.parent = parentItem{kind: kind, start: st.line, indent: st.indent}
}

// reToSomething: what was added went into something that was there,
// "validation to the parser", "a field in the config".
var reToSomething = &lre{expr: `\s(?:to|in|into|inside|within)\s`}

// listBelow returns where the list of items right below the line ending
// at end stops (one blank line allowed before it), or end when there is
// none.
// subItemsBelow reports whether the first line after end that is not
// blank is a list item indented deeper than indent: a sub-item of the
// item that ends at end.
func subItemsBelow(src string, end, indent int) bool {
	if i := strings.IndexByte(src[end:], '\n'); i >= 0 {
		end += i
	} else {
		return false
	}
	for p := end + 1; p < len(src); {
		q := strings.IndexByte(src[p:], '\n')
		if q < 0 {
			q = len(src) - p
		}
		raw := src[p : p+q]
		line := strings.TrimLeft(raw, " \t")
		if line != "" {
			return isListMarker(line) && len(raw)-len(line) > indent
		}
		p += q + 1
	}
	return false
}

func listBelow(src string, end int) int {
	if end < len(src) && src[end] != '\n' {
		if i := strings.IndexByte(src[end:], '\n'); i >= 0 {
			end += i // the rest of the title's line, "**" and all
		} else {
			return end
		}
	}
	out, blank := end, 0
	for p := end + 1; p < len(src); {
		q := strings.IndexByte(src[p:], '\n')
		if q < 0 {
			q = len(src) - p
		}
		line := strings.TrimLeft(src[p:p+q], " \t")
		switch {
		case line == "" && out == end && blank == 0:
			blank++
		case line != "" && isListMarker(line):
			out = p + q
		default:
			return out
		}
		p += q + 1
	}
	return out
}

// reTestsInBefore: a count of tests, then where they are, right before a
// path.
var reTestsInBefore = &lre{expr: `^\W*(?:\d+|` + numberWords + `)\s+(?:[\w-]+\s+)?(?:tests?|specs?|test\s+cases|cases)\s+(?:in|from|of)\s+$`}

var (
	// reListTail: the rest of a list whose first thing ends a noun
	// phrase, up to the clause's end: ", docs and README."
	reListTail = &lre{expr: `^(?:(?:,\s*(?:and\s+)?|\s+and\s+)(?:the\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}?)+\s*(?:[.;!]|$)`}
	// reListSep separates the things of a list.
	reListSep = &lre{expr: `\s*,\s*(?:and\s+)?|\s+and\s+`}
)

// reDetAfterAnd: "and" then a determiner, which opens a thing of its own.
var reDetAfterAnd = &lre{expr: `(?i)\sand\s+(?:the|a|an|its|our)\s`}

// thingList returns the things a noun phrase s[a:b] names, with the rest
// of a list it opens: "The CI workflow, documentation, and README have
// been updated", "Updated the CI workflow, docs and README." are three
// claims, one a thing. A phrase that is no list of short names is one.
func thingList(s string, a, b int) []string {
	if m := reListTail.FindStringIndex(s[b:]); m != nil && strings.Contains(s[b:b+m[1]], " and ") {
		b += m[1]
	}
	np := strings.TrimRight(strings.TrimSpace(s[a:b]), ".;!")
	parts := reListSep.Split(np, -1)
	if len(parts) < 2 {
		return []string{np}
	}
	if !strings.Contains(np, ",") && !reDetAfterAnd.MatchString(np) {
		return []string{np} // "the build and test scripts": one thing, two words before its noun
	}
	for i, p := range parts {
		p = strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(p), "the "), "The ")
		if p == "" || len(strings.Fields(p)) > 4 {
			return []string{np}
		}
		parts[i] = p
	}
	return parts
}
