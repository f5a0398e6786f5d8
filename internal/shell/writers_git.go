package shell

// git: which subcommands write the work tree, the repository's own files
// (.git/config, refs, hooks) or files named by options.

import (
	"path"
	"strings"
)

// gitCall is one git command: where it works and its subcommand's
// arguments.
type gitCall struct {
	dir    string // -C, joined
	tree   string // --work-tree, as given
	gitDir string // --git-dir, as given
	a      *argv
}

// in is worktree path p (a pathspec, relative to where git runs).
func (g *gitCall) in(p string) string { return join(g.dir, p) }

// all is the whole work tree. Without --work-tree it is recorded as the
// directory git runs in: run from a subfolder, git writes the whole
// repository, which vouch cannot know without asking git.
func (g *gitCall) all() string {
	if g.tree != "" {
		return join(g.dir, g.tree)
	}
	return join(g.dir, ".")
}

// repo is p inside the repository's own directory (.git).
func (g *gitCall) repo(p string) string {
	d := ".git"
	if g.gitDir != "" {
		d = g.gitDir
	}
	return join(g.dir, path.Join(d, p))
}

// gitSub is a git subcommand's grammar and what it writes.
type gitSub struct {
	values, optional string
	writes           func(g *gitCall, c *writeCtx)
}

// gitGlobal are git's options before the subcommand that take a value.
var gitGlobal = map[string]bool{"-C": true, "-c": true, "--git-dir": true, "--work-tree": true, "--namespace": true, "--config-env": true, "--super-prefix": true, "--list-cmds": true}

// gitWrites reads `git [global options] SUBCOMMAND ARGS`.
func gitWrites(a *argv, c *writeCtx) {
	args := a.raw
	g := &gitCall{}
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		name, val, eq := strings.Cut(args[0], "=")
		if name == "-C" || name == "-c" {
			eq = false // -c takes key=value as the next word
			val = ""
		}
		if gitGlobal[name] && !eq {
			if len(args) < 2 {
				return
			}
			val, args = args[1], args[2:]
		} else {
			args = args[1:]
		}
		switch name {
		case "-C":
			g.dir = join(g.dir, val)
			if path.IsAbs(val) {
				g.dir = val
			}
		case "--git-dir":
			g.gitDir = val
		case "--work-tree":
			g.tree = val
		case "-c":
			gitConfigRuns(val, c)
		}
	}
	if len(args) == 0 {
		return
	}
	sub, ok := gitSubs[args[0]]
	if !ok {
		return
	}
	g.a = parseArgs("git "+args[0], args[1:], &writerSpec{values: sub.values, optional: sub.optional})
	sub.writes(g, c)
}

// gitRunKeys are configuration keys whose value git runs as a command.
var gitRunKeys = lazyRegexp(`(?i)^(core\.(pager|editor|sshcommand|fsmonitor|askpass|gitproxy)|sequence\.editor|diff\.external|diff\..*\.(textconv|command)|merge\..*\.driver|filter\..*\.(clean|smudge|process)|credential(\..*)?\.helper|gpg(\..*)?\.program|alias\..*|pager\..*|uploadpack\.packobjectshook|(merge|diff)tool\..*\.cmd|browser\..*\.cmd|web\.browser|remote\..*\.(uploadpack|receivepack)|sendemail\..*)$`)

// gitConfigRuns reads `git -c key=value`: a value git runs as a command is
// handed to the shell reader; hooks from elsewhere or included
// configuration are unknown.
func gitConfigRuns(kv string, c *writeCtx) {
	k, v, _ := strings.Cut(kv, "=")
	switch {
	case strings.EqualFold(k, "core.hooksPath"):
		c.unknown("git -c core.hooksPath runs the hooks in " + v)
	case strings.EqualFold(k, "include.path") || strings.HasPrefix(strings.ToLower(k), "includeif."):
		c.unknown("git -c " + k + " reads configuration from " + v)
	case gitRunKeys().MatchString(k) && v != "":
		shellWrites(strings.TrimPrefix(v, "!"), "git -c "+k, c)
	}
}

// gitTree records the whole work tree.
func gitTree(g *gitCall, c *writeCtx) { c.add(g.all(), "git") }

// gitRefs records the repository directory: refs, HEAD, packed-refs.
func gitRefs(g *gitCall, c *writeCtx) { c.add(g.repo(""), "git") }

// gitPaths records the pathspecs, or the whole tree when there are none.
func gitPaths(g *gitCall, ops []string, c *writeCtx) {
	if len(ops) == 0 {
		gitTree(g, c)
		return
	}
	for _, p := range ops {
		c.add(g.in(p), "git")
	}
}

// gitFromFile is unknown when the pathspecs come from a file or stdin.
func gitFromFile(g *gitCall, c *writeCtx) bool {
	if f, ok := g.a.value("--pathspec-from-file"); ok {
		c.unknown("git takes the paths it writes from " + f)
		return true
	}
	return false
}

// gitOutput records --output=FILE of the diff family.
func gitOutput(g *gitCall, c *writeCtx) {
	for _, p := range g.a.values("--output") {
		c.add(g.in(p), "git")
	}
}

// patchSub reads git apply and git am: the files the patches name, under
// --directory, after stripping -p components (1 by default).
func patchSub(am bool) func(*gitCall, *writeCtx) {
	return func(g *gitCall, c *writeCtx) {
		a := g.a
		if am {
			if a.has("--abort", "--skip") {
				gitTree(g, c)
				return
			}
			if a.has("--continue", "--quit", "--show-current-patch", "-r", "--resolved", "--retry") {
				return
			}
		} else {
			if a.has("--check", "--stat", "--numstat", "--summary") && !a.has("--apply") {
				return
			}
			if a.has("--cached") {
				return // the index only
			}
		}
		strip := 1
		if v, ok := a.value("-p"); ok {
			strip = atoi(v, 1)
		}
		dir, _ := a.value("--directory")
		if len(a.ops) == 0 {
			c.unknown("git " + map[bool]string{true: "am", false: "apply"}[am] + " reads its patch from its input")
			return
		}
		seen := map[string]bool{}
		for _, f := range a.ops {
			text, ok := c.readFile(g.in(f))
			if !ok {
				c.unknown("the patch " + f + " cannot be read")
				continue
			}
			names, ok := patchNames(text)
			if !ok {
				c.unknown("the patch " + f + " names no file vouch can read")
			}
			for _, n := range names {
				for _, p := range stripPath(n, strip) {
					if p = g.in(join(dir, p)); !seen[p] {
						seen[p] = true
						c.add(p, "git")
					}
				}
			}
		}
	}
}

// gitSubs is the git part of the writer table.
var gitSubs map[string]gitSub

func initGit() {
	whole := gitSub{writes: gitTree}
	diffOut := gitSub{writes: gitOutput}
	gitSubs = map[string]gitSub{
		"checkout": {values: "-b -B --orphan --conflict --pathspec-from-file", writes: func(g *gitCall, c *writeCtx) {
			if gitFromFile(g, c) {
				return
			}
			a := g.a
			if i := indexOf(a.raw, "--"); i >= 0 {
				for _, p := range a.raw[i+1:] {
					c.add(g.in(p), "git")
				}
				return
			}
			switch {
			case len(a.ops) == 0:
				return // a new branch at HEAD, or nothing
			case len(a.ops) == 1:
				gitTree(g, c) // a branch: the tree changes
			default:
				for _, p := range a.ops {
					c.add(g.in(p), "git")
				}
			}
		}},
		"switch": {values: "-c -C --create --force-create --orphan --conflict", writes: func(g *gitCall, c *writeCtx) {
			if len(g.a.ops) > 0 || !g.a.has("-c", "-C", "--create", "--force-create", "--orphan") {
				gitTree(g, c)
			}
		}},
		"restore": {values: "-s --source --conflict --pathspec-from-file", writes: func(g *gitCall, c *writeCtx) {
			if gitFromFile(g, c) {
				return
			}
			if g.a.has("-S", "--staged") && !g.a.has("-W", "--worktree") {
				return // the index only
			}
			gitPaths(g, g.a.ops, c)
		}},
		"reset": {values: "--pathspec-from-file", writes: func(g *gitCall, c *writeCtx) {
			if g.a.has("--hard", "--merge", "--keep") {
				gitTree(g, c)
			}
		}},
		"stash": {values: "-m --message --pathspec-from-file", writes: func(g *gitCall, c *writeCtx) {
			sub := "push"
			if len(g.a.ops) > 0 {
				sub = g.a.ops[0]
			}
			switch sub {
			case "list", "show", "drop", "clear", "store", "create":
			case "push", "save":
				if len(g.a.ops) > 1 && sub == "push" {
					paths := g.a.ops[1:]
					for _, p := range paths {
						c.add(g.in(p), "git") // only these go to the stash
					}
					return
				}
				if g.a.has("-u", "--include-untracked", "-a", "--all") {
					c.add(g.all(), "git clean") // untracked (and ignored) files go too
					return
				}
				gitTree(g, c)
			default: // pop, apply, branch, and push when none is named: the tracked files
				if g.a.has("-u", "--include-untracked", "-a", "--all") {
					c.add(g.all(), "git clean")
					return
				}
				gitTree(g, c)
			}
		}},
		"clean": {values: "-e --exclude", writes: func(g *gitCall, c *writeCtx) {
			if g.a.has("-n", "--dry-run") {
				return
			}
			if g.a.has("-x", "-X") {
				// Ignored files (.env) are removed: every one of them is
				// written, which the guard can look for under the paths.
				ops := g.a.ops
				if len(ops) == 0 {
					ops = []string{"."}
				}
				for _, p := range ops {
					c.add(g.in(p), "git clean")
				}
				return
			}
			gitPaths(g, g.a.ops, c)
		}},
		"rm": {values: "--pathspec-from-file", writes: func(g *gitCall, c *writeCtx) {
			if gitFromFile(g, c) || g.a.has("--cached") {
				return
			}
			for _, p := range g.a.ops {
				c.add(g.in(p), "rm")
			}
		}},
		"mv": {writes: func(g *gitCall, c *writeCtx) {
			for _, p := range g.a.ops {
				c.add(g.in(p), "mv")
			}
		}},
		"apply": {values: "-p -C --directory --exclude --include --whitespace --build-fake-ancestor", writes: func(g *gitCall, c *writeCtx) {
			if f, ok := g.a.value("--build-fake-ancestor"); ok {
				c.add(g.in(f), "git")
			}
			patchSub(false)(g, c)
		}},
		"am": {values: "-p --directory --exclude --include -C --whitespace --patch-format --resolvemsg --quoted-cr", writes: patchSub(true)},
		"checkout-index": {values: "--prefix --stage", writes: func(g *gitCall, c *writeCtx) {
			if g.a.has("--stdin") {
				c.unknown("git checkout-index takes the paths it writes from its input")
				return
			}
			prefix, _ := g.a.value("--prefix")
			if g.a.has("-a", "--all") {
				if prefix == "" {
					gitTree(g, c)
					return
				}
				if strings.HasSuffix(prefix, "/") {
					c.add(g.in(prefix), "git")
					return
				}
				c.add(g.in(path.Dir(prefix)), "git", globEscape(path.Base(prefix))+"*")
				return
			}
			for _, p := range g.a.ops {
				c.add(g.in(prefix+p), "git")
			}
		}},
		"config": {values: "-f --file --blob --type --default --comment --value", writes: gitConfig},
		"remote": {values: "-t -m", writes: func(g *gitCall, c *writeCtx) {
			if len(g.a.ops) == 0 {
				return
			}
			switch g.a.ops[0] {
			case "add", "set-url", "remove", "rm", "rename", "set-branches", "set-head", "prune", "update":
				c.add(g.repo("config"), "git")
			}
		}},
		"update-ref": {values: "-m", writes: gitRefs},
		"symbolic-ref": {values: "-m", writes: func(g *gitCall, c *writeCtx) {
			if len(g.a.ops) >= 2 || g.a.has("-d", "--delete") {
				gitRefs(g, c)
			}
		}},
		"branch": {values: "-u --set-upstream-to --sort --points-at --format --contains --no-contains --merged --no-merged", writes: func(g *gitCall, c *writeCtx) {
			if g.a.has("-f", "--force", "-D", "-M", "-C") || (g.a.has("-d", "--delete") && g.a.has("-f", "--force")) {
				gitRefs(g, c)
			}
		}},
		"tag": {values: "-m --message -F --file -u --local-user --sort --format --contains --no-contains --merged --no-merged --points-at --cleanup -n", writes: func(g *gitCall, c *writeCtx) {
			if g.a.has("-l", "--list", "-v", "--verify") || len(g.a.ops) == 0 {
				return
			}
			gitRefs(g, c)
		}},
		"init": {values: "--template --separate-git-dir -b --initial-branch --object-format --ref-format", optional: "--shared", writes: func(g *gitCall, c *writeCtx) {
			dir := "."
			if len(g.a.ops) > 0 {
				dir = g.a.ops[0]
			}
			if sep, ok := g.a.value("--separate-git-dir"); ok {
				c.add(g.in(sep), "git")
				return
			}
			if g.gitDir != "" {
				c.add(g.repo(""), "git")
				return
			}
			c.add(g.in(path.Join(dir, ".git")), "git")
		}},
		"clone": {values: "-o --origin -b --branch -u --upload-pack --reference --reference-if-able --separate-git-dir --depth --shallow-since --shallow-exclude --template -c --config --server-option -j --jobs --filter --bundle-uri --ref-format --revision", writes: func(g *gitCall, c *writeCtx) {
			ops := g.a.ops
			switch {
			case len(ops) >= 2:
				c.add(g.in(ops[1]), "git")
			case len(ops) == 1:
				name := strings.TrimSuffix(path.Base(strings.TrimRight(strings.ReplaceAll(ops[0], ":", "/"), "/")), ".git")
				if g.a.has("--bare", "--mirror") {
					name += ".git"
				}
				c.add(g.in(name), "git")
			}
		}},
		"worktree": {values: "-b -B --reason --expire", writes: func(g *gitCall, c *writeCtx) {
			ops := g.a.ops
			if len(ops) < 2 {
				return
			}
			switch ops[0] {
			case "add", "remove":
				c.add(g.in(ops[1]), "git")
			case "move":
				for _, p := range ops[1:] {
					c.add(g.in(p), "git")
				}
			}
		}},
		"submodule":       {values: "-b --branch --name --reference --depth --jobs -j --filter", writes: gitSubmodule},
		"merge":           whole,
		"rebase":          {values: "-x --exec --onto -s --strategy -X --strategy-option --empty", writes: gitRebase},
		"pull":            whole,
		"cherry-pick":     whole,
		"revert":          whole,
		"bisect":          {writes: gitBisect},
		"sparse-checkout": whole,
		"filter-branch":   {writes: func(g *gitCall, c *writeCtx) { gitTree(g, c); gitRefs(g, c) }},
		"read-tree": {values: "--prefix --index-output", writes: func(g *gitCall, c *writeCtx) {
			if g.a.has("-u") {
				gitTree(g, c)
			}
		}},
		"diff":       diffOut,
		"log":        diffOut,
		"show":       diffOut,
		"range-diff": diffOut,
		"format-patch": {values: "-o --output-directory --subject-prefix --suffix -v --reroll-count --in-reply-to --to --cc --from --signature --signature-file --base --interdiff --range-diff --creation-factor --filename-max-length", writes: func(g *gitCall, c *writeCtx) {
			if g.a.has("--stdout") {
				return
			}
			dir, ok := g.a.value("-o", "--output-directory")
			if !ok {
				dir = "."
			}
			suffix, ok := g.a.value("--suffix")
			if !ok {
				suffix = ".patch"
			}
			c.add(g.in(dir), "git", "*"+globEscape(suffix))
		}},
		"archive": {values: "-o --output --format --prefix --remote --exec --add-file --add-virtual-file --mtime", writes: func(g *gitCall, c *writeCtx) {
			for _, p := range g.a.values("-o", "--output") {
				c.add(g.in(p), "git")
			}
		}},
		"bundle": {writes: func(g *gitCall, c *writeCtx) {
			if len(g.a.ops) >= 2 && g.a.ops[0] == "create" {
				c.add(g.in(g.a.ops[1]), "git")
			}
		}},
		"difftool":  {values: "-x --extcmd -t --tool", writes: gitExtcmd},
		"mergetool": {values: "-t --tool", writes: gitTree},
	}
}

// gitConfig reads git config: writes to .git/config (or --global,
// --system, --worktree, --file) unless it only reads.
func gitConfig(g *gitCall, c *writeCtx) {
	a := g.a
	ops := a.ops
	if len(ops) > 0 {
		switch ops[0] { // git 2.46 subcommands
		case "get", "list":
			return
		case "set", "unset", "rename-section", "remove-section", "edit":
			ops = ops[1:]
			if len(ops) == 0 && a.ops[0] != "edit" {
				return
			}
			goto write
		}
	}
	if a.has("--get", "--get-all", "--get-regexp", "--get-urlmatch", "--get-color", "--get-colorbool", "-l", "--list", "--blob") {
		return
	}
	if len(ops) < 2 && !a.has("--unset", "--unset-all", "--rename-section", "--remove-section", "-e", "--edit", "--add", "--replace-all") {
		return // git config KEY reads it
	}
write:
	switch {
	case a.has("--global"):
		c.add("~/.gitconfig", "git")
	case a.has("--system"):
		c.add("/etc/gitconfig", "git")
	case a.has("--worktree"):
		c.add(g.repo("config.worktree"), "git")
	default:
		if f, ok := a.value("-f", "--file"); ok {
			c.add(g.in(f), "git")
			return
		}
		c.add(g.repo("config"), "git")
	}
}

// gitSubmodule reads git submodule: add writes the submodule's folder and
// .gitmodules; update, init, deinit and sync the folders .gitmodules
// names; foreach runs a command in each.
func gitSubmodule(g *gitCall, c *writeCtx) {
	ops := g.a.ops
	if len(ops) == 0 {
		return
	}
	switch ops[0] {
	case "add":
		if len(ops) >= 3 {
			c.add(g.in(ops[2]), "git")
		} else if len(ops) == 2 {
			c.add(g.in(strings.TrimSuffix(path.Base(strings.TrimRight(ops[1], "/")), ".git")), "git")
		}
		c.add(g.in(".gitmodules"), "git")
	case "update", "init", "deinit", "sync", "absorbgitdirs":
		if len(ops) > 1 {
			for _, p := range ops[1:] {
				c.add(g.in(p), "git")
			}
			return
		}
		text, ok := c.readFile(g.in(".gitmodules"))
		if !ok {
			return // no submodules to write
		}
		for _, line := range strings.Split(string(text), "\n") {
			k, v, found := strings.Cut(strings.TrimSpace(line), "=")
			if found && strings.TrimSpace(k) == "path" {
				c.add(g.in(strings.TrimSpace(v)), "git")
			}
		}
	case "foreach":
		cmd := strings.Join(ops[1:], " ")
		ws, ok := Writes(cmd)
		if len(ws) > 0 || !ok {
			c.unknown("git submodule foreach runs a command that writes files in every submodule")
		}
	}
}

// gitRebase records the tree, and the commands --exec runs.
func gitRebase(g *gitCall, c *writeCtx) {
	gitTree(g, c)
	for _, x := range g.a.values("-x", "--exec") {
		shellWrites(x, "git rebase --exec", c)
	}
}

// gitBisect records the tree, and reads the command `bisect run` runs.
func gitBisect(g *gitCall, c *writeCtx) {
	gitTree(g, c)
	if len(g.a.raw) > 1 && g.a.raw[0] == "run" {
		callWrites(g.a.raw[1:], c)
	}
}

// gitExtcmd reads the command difftool --extcmd runs.
func gitExtcmd(g *gitCall, c *writeCtx) {
	for _, x := range g.a.values("-x", "--extcmd") {
		shellWrites(x, "git difftool --extcmd", c)
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// atoi is s as a small non-negative number, or def.
func atoi(s string, def int) int {
	n := 0
	if s == "" || len(s) > 4 {
		return def
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return def
		}
		n = n*10 + int(r-'0')
	}
	return n
}
