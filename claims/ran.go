package claims

import (
	"strconv"
	"strings"
)

// What the agent says ran without a command in backticks, and the checks
// told around a command: a run's test count in parentheses, the hooks of a
// commit, a script that now runs, packages installed, a formatter applied,
// a warning a check passes with, a change said to be someone else's.
// docs/claims.md lists each wording.

// reTestCountParen: the count of tests in parentheses right after a test
// command: "`python -m pytest tests/unit` (510 tests)".
var reTestCountParen = &lre{expr: `^\s*\(\s*(\d+)\s+(?:unit\s+|e2e\s+)?(?:tests?|specs?|test\s+cases)\s*\)`}

// testCmdCount reads "Verified the count with `pytest tests/unit` (510
// tests)": the test command ran, and the number is how many tests it
// ran; the run is a tests claim with that total (no passed or failed).
func (d *detector) testCmdCount() {
	for _, t := range d.toks {
		if t.kind != 'c' {
			continue
		}
		m := reTestCountParen.FindStringSubmatchIndex(d.lc[t.b:])
		if m == nil {
			continue
		}
		k, _, scope := cmdClass(t.text)
		if k != TestsPass {
			continue
		}
		cmd := strings.TrimPrefix(t.text, "$ ")
		ran := false
		for _, f := range d.out {
			if f.Kind == TestsPass && f.Counts != nil {
				return // the sentence counts its tests already
			}
			if f.Kind == CommandRan && f.Command == cmd && f.Asserted() {
				ran = true
			}
		}
		if !ran {
			continue
		}
		n, _ := strconv.Atoi(d.lc[t.b+m[2] : t.b+m[3]])
		d.add(t.a, Claim{Kind: TestsPass, Command: cmd, Scope: scope, Counts: &TestCounts{-1, -1, -1, n}})
	}
}

// reCountNote: the count a tests verdict gives in a note of its own after
// it, "(pass, 18/18)", "→ 12/12", "(14 of 14)", "(pass, 7 tests)".
var reCountNote = &lre{expr: `(?:\(|,|→|->|=>|:)\s*(?:(?:pass(?:ed|es|ing)?|ok|green|all\s+pass(?:ed|ing)?)\s*,?\s*)?(\d+)\s*(?:/|\s+of\s+)\s*(\d+)(?:\s+(?:tests?|specs?|passing|passed|pass))?\s*(?:\)|$|[,.;])|\((?:pass(?:ed|es)?|ok|green)\s*,\s*(\d+)\s+tests?\)`}

// countNote gives the counts of a note after a test command, or after the
// sentence's one verdict on tests, to that verdict: "Tests: `node --test`
// (pass, 18/18)", "`node --test` → 12/12" (the verdict is the note's).
func (d *detector) countNote() {
	var verdict *found
	for i := range d.out {
		if f := &d.out[i]; f.Kind == TestsPass {
			if verdict != nil || f.Counts != nil {
				return // counted already, or two verdicts to choose from
			}
			verdict = f
		}
	}
	ls := d.lc
	var cmd *token
	for i := range d.toks {
		if t := &d.toks[i]; t.kind == 'c' {
			if k, _, _ := cmdClass(t.text); k == TestsPass {
				cmd = t
				break
			}
		}
	}
	from := 0
	if cmd != nil {
		from = cmd.b
	} else if verdict != nil {
		from = verdict.pos
	} else {
		return
	}
	m := reCountNote.FindStringSubmatchIndex(ls[from:])
	if m == nil || m[0] > 24 {
		return
	}
	var counts *TestCounts
	if m[2] >= 0 {
		p, _ := strconv.Atoi(ls[from+m[2] : from+m[3]])
		n, _ := strconv.Atoi(ls[from+m[4] : from+m[5]])
		if n == 0 || p > n {
			return
		}
		counts = &TestCounts{Passed: p, Failed: n - p, Skipped: -1, Total: n}
		if before := ls[max(0, from-12) : from+m[0]+1]; strings.Contains(before, "fail") || strings.Contains(before, "red") {
			// "Tests - failed (2 of 10)": the part counted is the failures
			counts.Passed, counts.Failed = n-p, p
		}
	} else {
		n, _ := strconv.Atoi(ls[from+m[6] : from+m[7]])
		counts = &TestCounts{Passed: n, Failed: -1, Skipped: -1, Total: -1}
	}
	if verdict != nil {
		verdict.Counts = counts
		if counts.Failed > 0 {
			verdict.Negated = true
		}
		return
	}
	// "`node --test` → 12/12": the note is the run's verdict
	c := strings.TrimPrefix(cmd.text, "$ ")
	_, _, scope := cmdClass(c)
	_, hedge := d.polarity(cmd.a, from+m[1])
	out := Succeeded
	if counts.Failed > 0 {
		out = Failed
	}
	cmd.used = true
	d.add(cmd.a, Claim{Kind: CommandRan, Command: c, Outcome: out, Negated: out == Failed, Hedged: hedge})
	d.add(cmd.a, Claim{Kind: TestsPass, Command: c, Scope: scope, Counts: counts, Negated: out == Failed, Hedged: hedge})
}

var (
	// reHookRan and reRanHooks: a commit's hooks that ran: "The husky
	// pre-commit hook also ran successfully", "Verified by running tests
	// and pre-commit hooks".
	reHookRan  = &lre{expr: `\b((?:husky\s+|lefthook\s+|git\s+)?(?:pre-commit|pre-push|commit-msg|commit|git|husky|lefthook)\s+hooks?)\s+(?:also\s+|all\s+|both\s+|then\s+)?(ran|run|passed|succeeded|completed|(?:was|were|have\s+been|has\s+been)\s+run)\b(\s+(?:successfully|cleanly|without\s+(?:any\s+)?(?:errors?|issues?|failures?)))?`}
	reRanHooks = &lre{expr: `\b(?:ran|running|re-?ran|re-?running|executed)\b[^.;:]{0,60}?\b((?:husky\s+|lefthook\s+|git\s+)?(?:pre-commit|pre-push|commit-msg|husky|lefthook)\s+hooks?)\b`}
	// reScriptRan: a script said to run to its end: "The demo script now
	// runs successfully".
	reScriptRan = &lre{expr: `\b((?:the\s+|a\s+|an\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,4}?scripts?)\s+(?:now\s+|also\s+|again\s+|then\s+)?(?:runs?|ran|executes|executed|completes|completed|finishe[sd])\s+(?:successfully|cleanly|without\s+(?:any\s+)?(?:errors?|issues?|problems?)|to\s+completion|end[\s-]to[\s-]end)\b`}
	// reRunDone: a run of the program said to have finished: "A short
	// headless run finished and wrote plots".
	reRunDone = &lre{expr: `\b((?:a|the|one|another|my)\s+(?:[\w-]+\s+){0,3}?run)\s+(?:has\s+)?(?:finished|completed|succeeded|went\s+through|ran\s+to\s+completion)\b`}
	// reSentRequests: requests sent to the running program, counted:
	// "Runtime check (local): Sent 35 consecutive `POST /auth/login`
	// requests".
	reSentRequests = &lre{expr: `(?:^|:\s*)(?:i\s+|we\s+)?(?:sent|fired|issued)\s+((?:\d+|a\s+burst\s+of)\s+[^.;:]{0,60}?\brequests?)\b`}
	// reInstalled: packages installed, opening the sentence: "Installed
	// required machine learning dependencies (numpy, scikit-learn, joblib)".
	reInstalled = &lre{expr: `^(?:i\s+|we\s+)?(?:also\s+|then\s+|successfully\s+)?(?:installed|reinstalled)\s+((?:the\s+)?(?:[\w.@/-]+\s+){0,4}?(?:dependencies|dependency|packages?|libraries|library|deps|modules|requirements))\b`}
)

// ranChecks reads runs told without a command in backticks: a commit's
// hooks, a script, a run of the program, an install. The claim names what
// ran (Name) and no command: nothing in the session can be matched with
// it, so it is never refuted, only reported.
func (d *detector) ranChecks() {
	ls := d.lc
	add := func(m []int, name string, out Outcome) {
		neg, hedge := d.polarity(m[0], m[1])
		if neg || hedge {
			return // "the pre-commit hook did not run": admits() reads it
		}
		for _, f := range d.out {
			if f.Kind == CommandRan && f.Name == name {
				return
			}
		}
		d.out = append(d.out, found{Claim: Claim{Kind: CommandRan, Name: name, Outcome: out}, pos: m[0]})
	}
	if mentions(ls, "hook") {
		for _, m := range reHookRan.FindAllStringSubmatchIndex(ls, -1) {
			out := Outcome("")
			if v := ls[m[4]:m[5]]; v == "passed" || v == "succeeded" || m[6] >= 0 {
				out = Succeeded
			}
			add(m, strings.TrimSpace(d.sn.s[m[2]:m[3]]), out)
		}
		for _, m := range reRanHooks.FindAllStringSubmatchIndex(ls, -1) {
			add(m, strings.TrimSpace(d.sn.s[m[2]:m[3]]), "")
		}
	}
	if mentions(ls, "script") && !d.st.scriptRan {
		if m := reScriptRan.FindStringSubmatchIndex(ls); m != nil && !d.has(CommandRan) {
			// "The script now runs successfully …" below it tells the same run
			d.st.scriptRan = true
			add(m, strings.TrimSpace(d.sn.s[m[2]:m[3]]), Succeeded)
		}
	}
	if strings.Contains(ls, " run ") && !mentions(ls, "test", "ci ", "ci,", "build", "lint", "spec") {
		if m := reRunDone.FindStringSubmatchIndex(ls); m != nil && !d.has(CommandRan) {
			add(m, strings.TrimSpace(d.sn.s[m[2]:m[3]]), Succeeded)
		}
	}
	if strings.Contains(ls, "request") {
		if m := reSentRequests.FindStringSubmatchIndex(ls); m != nil && !d.has(CommandRan) {
			add(m, strings.TrimSpace(d.sn.s[m[2]:m[3]]), "")
		}
	}
	if strings.Contains(ls, "installed") {
		if m := reInstalled.FindStringSubmatchIndex(ls[markStart(ls):]); m != nil && !d.has(CommandRan) {
			at := markStart(ls)
			m[0], m[1], m[2], m[3] = m[0]+at, m[1]+at, m[2]+at, m[3]+at
			add(m, strings.TrimSpace(d.sn.s[m[2]:m[3]]), "")
		}
	}
}

// reWarnButPasses: a warning named, then the check passing even so:
// "There's an unused import warning (X type) but it passes".
var reWarnButPasses = &lre{expr: `\b(?:warnings?|lint\s+(?:errors?|issues?))\b[^.;]{0,60}?\bbut\s+(?:it|the\s+check|the\s+lint(?:er)?|lint(?:ing)?|the\s+type\s*check)\s+(?:still\s+)?(?:passes|passed|is\s+clean|succeeds|succeeded)\b`}

// reFormatApplied: a formatter applied to files, reported as done:
// "Apply ruff format to 4 test files" (under "## Summary"), "Applied
// prettier across the repo".
var reFormatApplied = &lre{expr: `^(apply|applied|ran|run)\s+(ruff\s+format|ruff|black|prettier|gofmt|goimports|rustfmt|cargo\s+fmt|isort|biome\s+format|eslint\s+--fix|clang-format)\s+(?:formatting\s+)?(?:to|on|across|over)\b`}

// checksTold reads lint claims told around a check rather than by its
// verdict word: a warning the check passes with, a formatter applied.
func (d *detector) checksTold() {
	ls := d.lc
	if strings.Contains(ls, "warning") && !strings.Contains(ls, "test") {
		if m := reWarnButPasses.FindStringIndex(ls); m != nil && !d.has(LintClean) {
			if neg, hedge := d.polarity(m[1]-1, m[1]); !neg {
				d.add(m[0], Claim{Kind: LintClean, Hedged: hedge})
			}
		}
	}
	at := markStart(ls)
	if m := reFormatApplied.FindStringSubmatchIndex(ls[at:]); m != nil {
		verb := ls[at+m[2] : at+m[3]]
		if verb != "apply" && verb != "run" || d.summary || d.sn.item && !d.plan {
			// a base form reports done work only in a summary's or a list's voice
			if neg, hedge := d.polarity(at+m[0], at+m[1]); !neg {
				tool := strings.Fields(ls[at+m[4] : at+m[5]])[0]
				if tool == "cargo" {
					tool = "rustfmt"
				}
				d.add(at+m[0], Claim{Kind: LintClean, Hedged: hedge, Tool: tool})
			}
		}
	}
}

// reUnrelatedAfter: a change said to be someone else's, right after its
// path: "`.mcp.json`, which is unrelated".
var reUnrelatedAfter = &lre{expr: `^\s*,?\s*(?:which|that)\s+(?:is|are|was|were)\s+(?:also\s+|entirely\s+|completely\s+)?(?:unrelated|not\s+(?:mine|ours|part\s+of\s+(?:this|the|my)\s+(?:change|task|work)))\b`}

// reChangeState: the words that make a sentence about the state of the
// working tree: "the only remaining unstaged change is".
var reChangeState = &lre{expr: `\b(?:unstaged|uncommitted|untracked|staged|dirty|modified|changes?|diff)\b`}

// unrelatedChange reads "The only remaining unstaged change is
// `.mcp.json`, which is unrelated": the file changed, but not by the
// agent's work; the claim is that it left it alone.
func (d *detector) unrelatedChange() {
	if !reChangeState.MatchString(d.lc) {
		return
	}
	for _, t := range d.toks {
		if t.kind != 'p' || !reUnrelatedAfter.MatchString(d.lc[t.b:]) {
			continue
		}
		if _, hedge := d.polarity(t.a, t.b); hedge {
			continue
		}
		d.add(t.a, Claim{Kind: Untouched, Path: stripLine(t.text)})
	}
}

// reCmdLabel: a command given under a label in a list of done work:
// "- Command: `git rm --cached .env`" (Portuguese and Spanish
// "Comando:").
var reCmdLabel = &lre{expr: `^(?:command|comando|commande|befehl|cmd|ran|executed|executado|ejecutado)\s*:\s*$`}

// labelledCommand reads an item that gives the command a step ran by a
// label, "Command: `git rm --cached .env`".
func (d *detector) labelledCommand() {
	if !d.sn.item || d.plan || d.hedgeAll || len(d.toks) == 0 {
		return
	}
	t := &d.toks[0]
	ms := markStart(d.lc)
	if t.kind != 'c' && t.kind != 'o' || t.used || ms > t.a || !reCmdLabel.MatchString(d.lc[ms:t.a]) {
		return
	}
	cmd := strings.TrimPrefix(t.text, "$ ")
	if !cmdWord(strings.Fields(cmd)[0]) {
		return
	}
	for _, f := range d.out {
		if f.Kind == CommandRan {
			return
		}
	}
	if _, hedge := d.polarity(t.a, t.b); hedge {
		return
	}
	t.used = true
	d.add(t.a, Claim{Kind: CommandRan, Command: cmd})
}

// reRunner: a command that runs the project's own recipe: an npm, yarn,
// pnpm or bun script, a make or just target.
var reRunner = &lre{expr: `^(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?[\w:.-]+|npm\s+test|make(?:\s+-\S+)*(?:\s+[\w.-]+)?|just\s+[\w-]+)$`}

// runnerLabel gives a line labelled with a recipe the run it reports:
// in "- `npm run check`: `node --check` ok for `src/cli.js`" the verdict
// is the script's, and `node --check` is what the script does.
func (d *detector) runnerLabel() {
	t := &d.toks[0]
	ms := markStart(d.lc)
	if t.kind != 'c' || t.a > ms+1 || !strings.HasPrefix(d.lc[t.b:], ":") || !reRunner.MatchString(strings.TrimSpace(t.text)) {
		return
	}
	for i := range d.out {
		c := &d.out[i].Claim
		if c.Kind == CommandRan && c.Command != "" && c.Command != t.text && d.out[i].pos > t.b {
			c.Command = t.text
		}
	}
}

// reInlineChecks: a label of checks with its first item on the same line:
// "Tests:  - npm run build (passes; …)".
var reInlineChecks = &lre{expr: `^(?:tests?|testing|verification|validation|checks)\s*:\s*(?:[-*•]\s+)?`}

// inlineCheckItem reads the first item of a list of checks written on
// its label's line as an item: a bare command opening it ran.
func (d *detector) inlineCheckItem() {
	m := reInlineChecks.FindStringIndex(d.sn.ls)
	if m == nil || d.inToken(m[1]) {
		return
	}
	end := bareCommand(d.sn.s[m[1]:], true)
	if end == 0 {
		return
	}
	for _, t := range d.toks {
		if t.a < m[1]+end && m[1] < t.b && t.kind != 'p' {
			return
		}
	}
	toks := d.toks[:0]
	for _, t := range d.toks {
		if t.b <= m[1] || t.a >= m[1]+end {
			toks = append(toks, t)
		}
	}
	d.toks = append(toks, token{a: m[1], b: m[1] + end, text: d.sn.s[m[1] : m[1]+end], kind: 'c'})
}

// reAnyLead: a sentence that opens with "any" and a noun of findings or
// changes, with no verb of its own: "Any auto-fixed linting issues from
// the updated rules" (an item of what a commit includes) names whatever
// there may be; it does not say there were some, or that they were fixed.
var reAnyLead = &lre{expr: `^any\s+(?:[\w-]+\s+){0,4}?(?:issues?|errors?|warnings?|problems?|fix(?:es)?|changes?|updates?)\b`}

// reFiniteVerb: a verb that makes such a sentence a statement ("Any
// errors were fixed").
var reFiniteVerb = &lre{expr: `\b(?:is|are|was|were|has|have|had|got|remain|remains|exist|exists)\b`}

// anyLead hedges the claims of a sentence that opens with "any" and
// states nothing.
func (d *detector) anyLead() {
	ls := d.sn.ls[markStart(d.sn.ls):]
	if !reAnyLead.MatchString(ls) || reFiniteVerb.MatchString(ls) {
		return
	}
	for i := range d.out {
		if c := &d.out[i].Claim; !c.Negated {
			c.Hedged = true
		}
	}
}
