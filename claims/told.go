package claims

import "strings"

// Operations told as done work in words, with no command in backticks:
// "Committed and pushed all changes", "Pushed.", "Dependencies installed",
// "Applied code formatting with ruff", "Database migration applied", "the
// cleanup script has been run", "Redeployed to Cloudflare Pages". Each is
// a command_ran claim whose Name is the agent's words; its Command is the
// command the words imply ("git commit && git push", "ruff format") when
// one can be named, and empty when not (a migration, a deploy, a script
// named in words). verify never refutes such a claim for want of a shell
// call: the agent may have committed through an editor or a tool, or the
// user may have. docs/claims.md lists each wording.

var (
	// reGitDone: a git operation opening the sentence, in the past:
	// "Committed and pushed all changes", "Pushed successfully", "I have
	// merged the fix branch into main", "Done — committed as `d16b186`".
	reGitDone = &lre{expr: `^(?:(?:all\s+)?(?:done|finished|complete)\s*[-,:;!]+\s*)?(?:(?:i|we)\s+(?:have\s+|also\s+|then\s+)*|(?:i|we)'ve\s+)?(?:also\s+|then\s+|now\s+|successfully\s+|just\s+|finally\s+)*(committed|pushed|force-pushed|merged|rebased|tagged|cherry-picked|amended)\b`}
	// reGitState: a git operation told as the state of the work: "All
	// changes have been committed and pushed", "Everything is clean and
	// pushed", "All committed."
	reGitState = &lre{expr: `\b(?:changes?|work|fix(?:es)?|everything|all|branch|commits?|updates?|tasks?|subtasks?|it|this|them|pr(?:\s+#\d+)?|pull\s+request(?:\s+#\d+)?)\s+(?:(?:has|have)\s+(?:all\s+|now\s+)?been\s+|were\s+|was\s+|are\s+|is\s+)?(?:(?:done|completed|clean|fixed|implemented|resolved|tested|verified)\s+(?:and|&)\s+)?(?:now\s+|all\s+|also\s+|successfully\s+)*(committed|pushed|merged)\b`}
	// reGitNoun: a git operation named by its noun, with its verdict:
	// "commit succeeded", "The push went through".
	reGitNoun = &lre{expr: `(?:^|[^-\w])(commit|push|merge|rebase)\s+(?:(?:was|has\s+been)\s+)?(?:successfully\s+)?(?:succeeded|successful|completed|went\s+through|created|done)\b`}
	// reCommitsMade: commits made, counted: "organized our work into two
	// logical commits", "Created a commit for each fix".
	reCommitsMade = &lre{expr: `\b(?:(?:created|made|added)|(?:organized|split|squashed|grouped)\b[^.;:]{0,50}?\binto)\s+(?:a|one|two|three|four|five|six|\d+|several|multiple|separate)\s+(?:[\w-]+\s+){0,2}?commits?\b`}
	// reTagObject: a version or release after "tagged": "Tagged v1.4.0".
	reTagObject = &lre{expr: `^\s+(?:the\s+)?(?:release\s+|version\s+)?(?:v?\d+\.\d+|release\b)`}
	// reAmendObject: the commit after "amended": "Amended the last commit".
	reAmendObject = &lre{expr: `^\s+(?:the\s+|my\s+|our\s+)?(?:last\s+|previous\s+|latest\s+|head\s+)?commit\b`}
	// reCommitThing: the noun a commit qualifies, after "added a commit":
	// "a commit message template" is a file, no commit.
	reCommitThing = &lre{expr: `^[\s-]*(?:message|msg|hook|template|lint|convention|format|style|rule|check)`}
	// reGitObject: what makes "merged" and "rebased" git's: a branch, a
	// pull request, a mainline.
	reGitObject = &lre{expr: `\b(?:branch(?:es)?|pr|prs|pull\s+requests?|main|master|develop|trunk|origin|upstream|remote|commit)\b|#\d`}
	// reGitAnd: a git operation coordinated with other done work, with a
	// git object: "I checked both workflows, pushed a small fix, and …",
	// "created at `x/` and pushed to https://github.com/…", "reviewed PR
	// #398 and successfully merged it".
	reGitAnd = &lre{expr: `(?:,|\band)\s+(?:then\s+|also\s+|successfully\s+|finally\s+)*(pushed|committed|merged)\s+(?:(?:the|a|an|my|our|all|its|both|every)\s+)?(?:[\w-]+\s+){0,2}?(?:to\s+(?:the\s+)?(?:origin|remote|github|gitlab|bitbucket|main|master|branch|pr|upstream|repo|repository|https://)|fix(?:es)?\b|changes?\b|commits?\b|branch\b|work\b|it\b|them\b|everything\b|pr\b)`}
	// reLabelLead: the label of a status line, "Main Branch Updated: ".
	reLabelLead = &lre{expr: `^[\w #.'/-]{1,40}:\s+`}
	// rePushNotGit: "pushed" of a data structure, not of git: "pushed
	// onto the stack", "pushed back".
	rePushNotGit = &lre{expr: `^\s+(?:back|down|out|onto|into|on\s+to|forward|through|to\s+(?:the\s+)?(?:stack|queue|array|list|buffer|channel|front|end|heap))\b`}
	// reAdjective: a finite verb after a participle that opens the
	// sentence makes it an adjective: "Committed changes are kept".
	reAdjective = &lre{expr: `^[^.;:,]*?\b(?:is|are|was|were|will|remain|remains|stay|stays|get|gets)\b`}

	// reDepsInstalled: packages said to be installed, opening the line:
	// "### Dependencies Installed:", "All dependencies installed ✅".
	reDepsInstalled = &lre{expr: `^(?:all\s+|the\s+)*(?:[\w.@/-]+\s+){0,2}?(?:dependencies|deps|packages|libraries|requirements|modules)\s+(?:(?:were|have\s+been|are)\s+)?(?:all\s+|now\s+|successfully\s+)*(?:re)?installed\b`}
	// reInstalledSpan: a package in a code span installed or removed:
	// "Installed `zod`", "uninstalling `@playwright/test`". installedBefore
	// matches it.
	reInstalledSpan = &lre{expr: `(?:^(?:i\s+|we\s+)?(?:also\s+|then\s+|successfully\s+)?(?:installed|reinstalled|uninstalled)|\b(?:and|by|then)\s+(?:installing|reinstalling|uninstalling))\s+(?:the\s+)?$`}

	// reFormatDone: a formatter applied, told in words: "Applied code
	// formatting with ruff", "Prettier formatting applied to all new
	// files", "Formatted the test files with black".
	reFormatDone = &lre{expr: `^(?:(?:applied|ran)\s+(?:the\s+)?(?:code\s+|automatic\s+|auto-?)?(?:formatting|formatter)\s+(?:fixes\s+)?(?:with|using|via)\s+(` + fmtTools + `)|(` + fmtTools + `)\s+(?:formatting|formatter|format)\s+(?:was\s+|has\s+been\s+)?(?:applied|ran|run)|(?:formatted|reformatted)\s+[^.;:]{0,60}?\b(?:with|using|via)\s+(` + fmtTools + `))\b`}

	// reMigrated: database migrations applied: "Database migration
	// applied successfully", "Applied migration directly to database",
	// "Database migration: ✅ Applied", "Ran the pending migrations".
	reMigrated = &lre{expr: `^(?:(?:i\s+|we\s+)?(?:also\s+|then\s+|successfully\s+)?(?:applied|ran|re-?ran|executed)\s+(?:the\s+|all\s+|both\s+|\d+\s+|pending\s+|new\s+)*(?:[\w-]+\s+){0,2}?(migrations?)|(?:the\s+)?(?:[\w-]+\s+){0,2}?(migrations?)(?:\s*:\s*[^\w]{0,12}(?:applied|ran|executed|completed|succeeded|done)|\s+(?:(?:was|were|has\s+been|have\s+been)\s+(?:successfully\s+)?(?:applied|run|ran|executed)|(?:successfully\s+)?(?:applied|ran|executed|completed|succeeded))))\b`}
	// reDatabase: the words that make a migration the database's.
	reDatabase = &lre{expr: `\b(?:database|db|schema|sql|sqlite|postgres(?:ql)?|mysql|prisma|alembic|drizzle|supabase|django|rails|knex|typeorm|sequelize|flyway|liquibase|d1|tables?)\b`}

	// reScriptRunDone: a script named in words that was run: "the
	// cleanup script has been run", "Agent context script re-run", "Ran
	// the seed script".
	reScriptRunDone = &lre{expr: `^(?:i\s+|we\s+)?(?:also\s+|then\s+)?(?:ran|re-?ran|executed)\s+((?:the\s+|a\s+|our\s+|my\s+)?(?:[\w.-]+\s+){0,3}?scripts?)\b|\b((?:the\s+|a\s+|our\s+|my\s+)?(?:[\w.-]+\s+){0,3}?scripts?)\s+(?:(?:has|have)\s+(?:now\s+)?been\s+|was\s+|were\s+)?(?:re-?run|re-?ran|executed)\b|\b((?:the\s+|a\s+|our\s+|my\s+)?(?:[\w.-]+\s+){0,3}?scripts?)\s+(?:(?:has|have)\s+(?:now\s+)?been|was|were)\s+run\b`}

	// reDeployed: a deploy told as done: "Redeployed to Cloudflare Pages",
	// "Published the package to npm".
	reDeployed = &lre{expr: `^(?:i\s+|we\s+)?(?:also\s+|then\s+|successfully\s+)?(re-?deployed|deployed|published)\s+(?:[^.;:]{0,40}?\s)?(?:to|on)\s+(?:the\s+)?[\w-]+(?:\.[\w-]+)*`}
)

// fmtTools: the formatters a report names in words.
const fmtTools = `ruff|black|prettier|gofmt|goimports|gofumpt|rustfmt|cargo\s+fmt|isort|biome|clang-format|mix\s+format|dart\s+format|swiftformat|autopep8|yapf|standardrb|rubocop`

// fmtCommand is the command a formatter named in words runs.
func fmtCommand(tool string) string {
	tool = strings.Join(strings.Fields(tool), " ")
	switch tool {
	case "ruff":
		return "ruff format"
	case "biome":
		return "biome format"
	}
	return tool
}

// toldRuns reads the operations a sentence tells as done in words.
func (d *detector) toldRuns() {
	ls := d.lc
	at := markStart(ls)
	head := ls[at:]
	add := func(a, b int, cmd string, out Outcome) {
		if neg, hedge := d.polarity(a, b); neg || hedge {
			return // "I haven't pushed", "Next: commit and push": admits() reads it
		}
		name := strings.TrimSpace(d.sn.s[a:b])
		for _, w := range []string{"and ", "And ", "but ", "then "} {
			name = strings.TrimPrefix(name, w) // "…, and the cleanup script has been run"
		}
		for _, f := range d.out {
			if f.Kind == CommandRan && (f.Name == name || cmd != "" && strings.Contains(f.Command, strings.SplitN(cmd, " && ", 2)[0])) {
				return // the same words, or the command in backticks, told it
			}
		}
		d.out = append(d.out, found{Claim: Claim{Kind: CommandRan, Name: name, Command: cmd, Outcome: out}, pos: a})
	}
	if mentions(ls, "commit", "push", "merge", "rebase") {
		d.gitRuns(at, head, add)
	}
	if strings.Contains(ls, "install") {
		if m := reDepsInstalled.FindStringIndex(head); m != nil {
			add(at+m[0], at+m[1], ecosystemCommand(ls, "install"), "")
		} else {
			for _, t := range d.toks {
				if t.kind != 'p' && t.a >= at && installedBefore(ls[at:t.a]) {
					verb := "install"
					if strings.Contains(ls[at:t.a], "uninstall") {
						verb = "uninstall"
					}
					add(t.a, t.b, ecosystemCommand(ls, verb), "")
					break
				}
			}
		}
	}
	if mentions(ls, "format") {
		if m := reFormatDone.FindStringSubmatchIndex(head); m != nil {
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					add(at+m[0], at+m[1], fmtCommand(head[m[g]:m[g+1]]), "")
					break
				}
			}
		}
	}
	if strings.Contains(ls, "migrat") {
		if m := reMigrated.FindStringSubmatchIndex(head); m != nil {
			plural := m[2] >= 0 && strings.HasSuffix(head[m[2]:m[3]], "s") || m[4] >= 0 && strings.HasSuffix(head[m[4]:m[5]], "s")
			if plural || reDatabase.MatchString(ls) {
				add(at+m[0], at+m[1], "", "")
			}
		}
	}
	if strings.Contains(ls, "script") {
		if m := reScriptRunDone.FindStringIndex(head); m != nil {
			add(at+m[0], at+m[1], "", "")
		}
	}
	if mentions(ls, "deployed", "published") {
		if m := reDeployed.FindStringIndex(head); m != nil && !reAdjective.MatchString(head[m[1]:]) {
			cmd := ""
			if strings.HasSuffix(head[:m[1]], "to npm") {
				cmd = "npm publish"
			}
			add(at+m[0], at+m[1], cmd, "")
		}
	}
}

// installedSpan bounds what installedBefore reads: the longest words
// reInstalledSpan matches, with room for the spaces between them.
const installedSpan = 64

// installedBefore reports whether head, the sentence before a code span,
// ends in reInstalledSpan's verb. It reads only head's tail (or all of a
// short head, where the verb may open it): each code span of a long
// sentence must not read the sentence from its start.
func installedBefore(head string) bool {
	if len(head) > installedSpan {
		head = head[len(head)-installedSpan:]
		if i := strings.IndexByte(head, ' '); i >= 0 {
			head = head[i:] // no word cut in two, no "^" at a word's middle
		}
		head = "\x00" + head // the tail does not open the sentence
	}
	return reInstalledSpan.MatchString(head)
}

// gitCommand is the git command of a verb of the past.
var gitCommand = map[string]string{"committed": "git commit", "commit": "git commit", "pushed": "git push", "push": "git push",
	"force-pushed": "git push", "merged": "git merge", "merge": "git merge", "rebased": "git rebase", "rebase": "git rebase",
	"tagged": "git tag", "cherry-picked": "git cherry-pick", "amended": "git commit"}

// reAndGit: a second git operation after the first: " and pushed".
var reAndGit = &lre{expr: `^\s*(?:(?:[^.;:]|\.\S){0,60}?\s)?(?:and|&)\s+(?:then\s+)?(push|pushed|commit|committed|merge|merged)\b`}

// gitRuns reads git operations told in words (see reGitDone).
func (d *detector) gitRuns(at int, head string, add func(a, b int, cmd string, out Outcome)) {
	ls := d.lc
	verb, a, b := "", -1, -1
	if m := reLabelLead.FindStringIndex(head); m != nil && !reGitDone.MatchString(head) {
		at, head = at+m[1], head[m[1]:] // "Main Branch Updated: Successfully merged …"
	}
	if m := reGitDone.FindStringSubmatchIndex(head); m != nil {
		verb, a, b = head[m[2]:m[3]], at+m[0], at+m[1]
		rest := d.sn.ls[b:]
		switch {
		case verb == "merged" || verb == "rebased":
			end := strings.IndexAny(rest, ".;")
			if end < 0 {
				end = len(rest)
			}
			if !reGitObject.MatchString(rest[:min(end, 80)]) {
				verb = "" // "Merged the two helpers into one": code, not git
			}
		case strings.HasSuffix(verb, "pushed") && rePushNotGit.MatchString(rest):
			verb = ""
		case verb == "tagged" && !reTagObject.MatchString(rest),
			verb == "cherry-picked" && !reGitObject.MatchString(rest),
			verb == "amended" && !reAmendObject.MatchString(rest):
			verb = "" // "Tagged the flaky tests", "Amended the docs"
		}
		if reAdjective.MatchString(rest) {
			verb = "" // "Committed changes are kept on the branch", "Merged PRs are listed"
		}
	}
	if verb == "" && d.sn.checked {
		// "- [x] Commit and push changes": a ticked step of the plan
		for _, v := range []string{"commit", "push", "merge"} {
			if strings.HasPrefix(head, v+" ") || head == v {
				verb, a, b = v, at, at+len(v)
			}
		}
	}
	if verb == "" {
		if m := reGitState.FindStringSubmatchIndex(ls); m != nil && !rePushNotGit.MatchString(ls[m[1]:]) &&
			(ls[m[2]:m[3]] != "merged" || reGitObject.MatchString(d.sn.ls)) {
			verb, a, b = ls[m[2]:m[3]], m[0], m[1]
		} else if m := reGitAnd.FindStringSubmatchIndex(ls); m != nil && (ls[m[2]:m[3]] != "merged" || reGitObject.MatchString(d.sn.ls)) {
			verb, a, b = ls[m[2]:m[3]], m[2], m[1]
		} else if m := reGitNoun.FindStringSubmatchIndex(ls); m != nil {
			verb, a, b = ls[m[2]:m[3]], m[2], m[1]
		} else if m := reCommitsMade.FindStringIndex(ls); m != nil && !reCommitThing.MatchString(ls[m[1]:]) {
			verb, a, b = "commit", m[0], m[1]
		}
	}
	if verb == "" {
		return
	}
	cmd := gitCommand[verb]
	if m := reAndGit.FindStringSubmatchIndex(ls[b:]); m != nil {
		if c2 := gitCommand[ls[b+m[2]:b+m[3]]]; c2 != cmd {
			cmd += " && " + c2 // "Committed and pushed": both ran
		}
		b += m[1]
	}
	out := Outcome("")
	if strings.Contains(ls[a:min(len(ls), b+20)], "succe") {
		out = Succeeded
	}
	add(a, b, cmd, out)
}

// ecosystemCommand names the command that installs (or uninstalls) a
// package with the package manager the sentence names: "pip install",
// "npm install", "" when it names none.
func ecosystemCommand(ls, verb string) string {
	for _, w := range strings.FieldsFunc(ls, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
		switch w {
		case "pip", "pip3", "pypi":
			return "pip " + verb
		case "npm", "pnpm", "yarn", "bun":
			return w + " " + verb
		case "cargo":
			if verb == "install" {
				return "cargo add"
			}
			return "cargo remove"
		case "gem":
			return "gem " + verb
		}
	}
	return ""
}
