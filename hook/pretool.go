package hook

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/vouchdev/vouch/internal/applypatch"
	"github.com/vouchdev/vouch/internal/shell"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/transcript"
	"mvdan.cc/sh/v3/syntax"
)

// VetoFunc is an edit veto (hook/veto's Check in the live guard): it
// reports, as a deny reason, the errors e's edit would introduce. root is
// the workspace root.
type VetoFunc func(ctx context.Context, e *Event, root string) (reason string, denied bool)

// PreTool decides a PreToolUse event. It is deterministic and cheap on
// every call that writes nothing: no store, no transcript, no subprocess.
//
// The answer, by severity (the first that applies wins):
//
//  1. Deny: the call writes a protected path (policy.protect, with the
//     built-in defaults that keep .git/, secrets, vouch.yaml and the
//     agents' hook settings out of the agent's reach, and vouch's own
//     files outside the project: OutsideProtected), matches a
//     policy.deny rule, writes paths it does not name with something
//     protected within reach and protect.unknown is deny, has a
//     malformed input with loop.on_error block, or — for an edit —
//     introduces errors the edited file did not have (the edit veto:
//     veto, when not nil).
//  2. Ask: the call matches a policy.ask rule, or writes paths it does
//     not name (a script run, a pipe into a shell, a computed target:
//     shell.Unknown) while something protected is within reach, and
//     protect.unknown is ask (the default).
//  3. Rewrite: a policy.rewrite rule changed the shell command; the reply
//     carries the same tool_input with only the command replaced. The
//     rewritten command is checked against 1 and 2 again.
//  4. None: no objection. PreTool never answers Allow: an explicit allow
//     would skip the agent's own permission prompts, and vouch only
//     narrows what an agent may do. A malformed input with
//     loop.on_error allow gets no objection and a warning to the user.
//
// Paths are resolved before any rule sees them: relative ones against
// e.Cwd, ~, $HOME and $PWD expanded, and symbolic links followed (a
// write through a link writes where it leads; the link's own name is
// protected too). The project root is cfg.Root, else Root(e.Cwd);
// inside it rules see paths relative to it, outside it absolute paths.
func PreTool(ctx context.Context, cfg *policy.Config, e *Event, veto VetoFunc) Decision {
	if cfg == nil {
		cfg = policy.Default()
	}
	if e == nil || e.Tool == nil {
		return Decision{}
	}
	c := newCall(cfg, e)
	if d, ok := c.deny(c.command); ok {
		return d
	}
	if c.bad != "" {
		return c.failed()
	}
	// The command after the rewrite rules, checked like the original.
	rewritten, why := c.rewrite()
	if rewritten != c.command {
		if d, ok := c.deny(rewritten); ok {
			return d
		}
	}
	if veto != nil {
		if reason, ok := veto(ctx, e, c.root); ok {
			return Decision{Kind: Deny, Reason: reason}
		}
	}
	if d, ok := c.ask(rewritten); ok {
		return d
	}
	if rewritten != c.command {
		in, err := replaceCommand(e.ToolInput, c.commandKey, rewritten)
		if err == nil {
			return Decision{Kind: Rewrite, Reason: why, UpdatedInput: in}
		}
	}
	return Decision{}
}

// call is one tool call as the policy sees it.
type call struct {
	cfg *policy.Config
	e   *Event
	// root is the project root (cfg.Root, else Root(e.Cwd)) and realRoot
	// the same with its symbolic links resolved: a path is in the project
	// when it is under either.
	root, realRoot string
	// cwd is where relative paths start (e.Cwd, else the root) and
	// realCwd the same resolved.
	cwd, realCwd string
	home         string

	// command is the shell command line ("" for other tools), held under
	// commandKey in tool_input.
	command    string
	commandKey string
	// patch is an apply_patch call's text (tool or shell heredoc) and the
	// directory its paths are relative to.
	patch    *applypatch.Patch
	patchDir string
	// input is what deny/ask/rewrite regexps are tried on.
	input string
	// bad says what is wrong with the tool input ("" when nothing is);
	// badPaths are the strings found under its path keys anyway.
	bad      string
	badPaths []string

	readings map[string]*reading
	self     []selfEntry // selfEntries, once asked for
	selfDone bool
}

func newCall(cfg *policy.Config, e *Event) *call {
	c := &call{cfg: cfg, e: e, cwd: e.Cwd, root: cfg.Root}
	if c.root == "" {
		c.root = Root(e.Cwd)
	}
	if c.cwd == "" {
		c.cwd = c.root
	}
	c.root, c.cwd = cleanAbs(c.root), cleanAbs(c.cwd)
	c.realRoot, c.realCwd = c.root, c.cwd
	if c.root != "" {
		c.realRoot = realPath(c.root)
	}
	if c.cwd != "" {
		c.realCwd = realPath(c.cwd)
	}
	c.home, _ = os.UserHomeDir()
	c.input = string(e.ToolInput)
	tc := e.Tool
	c.bad, c.badPaths = malformed(e)
	if e.ToolName == "apply_patch" {
		text := InputString(e.ToolInput, "command", "input")
		c.input = text
		if p, err := applypatch.Parse(text); err == nil {
			c.patch = p
		}
	} else if tc.Kind == transcript.ToolShell {
		c.command, c.commandKey = tc.Command, "command"
		if c.command == "" {
			c.command, c.commandKey = InputString(e.ToolInput, "cmd"), "cmd"
		}
		if c.command == "" && c.bad != "" {
			// A command given as an argument vector is still read, so
			// that a protected path in it is denied.
			c.command = argvCommand(e.ToolInput)
		}
		c.input = c.command
		if text, dir, ok := applypatch.FromScript(c.command); ok {
			if p, err := applypatch.Parse(text); err == nil {
				c.patch, c.patchDir = p, dir
			}
		}
	}
	return c
}

// cleanAbs cleans p when it is absolute; a relative root or cwd (never
// sent by the agents) is made absolute against the process's directory.
func cleanAbs(p string) string {
	if p == "" {
		return ""
	}
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return filepath.Clean(p)
}

// InputString returns the first of keys that is a string in input.
func InputString(input json.RawMessage, keys ...string) string {
	var in map[string]any
	if json.Unmarshal(input, &in) != nil {
		return ""
	}
	for _, k := range keys {
		if s, ok := in[k].(string); ok && s != "" {
			return s
		}
	}
	return ""
}

// target is a path a call touches, resolved.
type target struct {
	abs  string // absolute and clean, as written (links not followed)
	real string // abs with every symbolic link resolved (realPath)
	// rel and realRel are abs and real relative to the root,
	// slash-separated; "" when outside it.
	rel, realRel string
	how          string // "Write", "Edit", "apply_patch", "redirect", "rm", ... ; "" for a read
	shown        string
	// names: for a whole-directory writer (find -delete), the -name
	// patterns of what is written under it (shell.Target.Names).
	names []string
}

// name is how a rule sees the path: relative inside the project,
// absolute outside.
func (t target) name() string {
	switch {
	case t.rel != "":
		return t.rel
	case t.realRel != "":
		return t.realRel
	}
	return filepath.ToSlash(t.abs)
}

// names lists the path as written and where it leads, each as a rule
// sees it.
func (t target) ruleNames() []string {
	out := []string{t.name()}
	if t.rel != "" && t.realRel != "" && t.realRel != t.rel {
		out = append(out, t.realRel)
	} else if t.rel != "" && t.realRel == "" {
		out = append(out, filepath.ToSlash(t.real))
	}
	return out
}

// at makes a target of abs (absolute, clean) whose real place is real.
func (c *call) at(abs, real, how, shown string) target {
	t := target{abs: abs, real: real, how: how, shown: shown}
	t.rel = c.relOf(abs)
	t.realRel = c.relOf(real)
	return t
}

func (c *call) relOf(p string) string {
	if r, ok := within(c.root, p); ok {
		return r
	}
	if r, ok := within(c.realRoot, p); ok {
		return r
	}
	return ""
}

// resolve makes p, a path as a tool or patch gives it (relative to dir,
// itself relative to the call's cwd), a target: ~, $HOME and $PWD
// expanded, then resolved both as written (cleaned: what a tool that
// joins paths as strings writes) and through the file system (realPath:
// what open(2) writes). An unknowable dir ($VAR, cd -) leaves the path
// relative to the cwd.
func (c *call) resolve(p, dir, how string) target {
	base := c.cwd
	if dir != "" {
		if d, ok := expandHome(dir, c.home, c.cwd); ok && !strings.HasPrefix(d, "$") && d != "-" {
			if filepath.IsAbs(d) {
				base = d
			} else {
				base = base + string(filepath.Separator) + d
			}
		}
	}
	q, ok := expandHome(p, c.home, c.cwd)
	if !ok {
		q = p
	}
	raw := q
	if !filepath.IsAbs(q) {
		raw = base + string(filepath.Separator) + q
	}
	return c.at(filepath.Clean(raw), realPath(raw), how, p)
}

// reading is what a call writes, as far as vouch can tell.
type reading struct {
	targets []target
	// unknown are writes whose targets cannot be known (shell.Unknown);
	// parsed is false when the command line does not even parse.
	unknown []shell.Unknown
	parsed  bool
}

// writes reads what the call (with shell command cmd) writes; it is
// computed once per command line.
func (c *call) writes(cmd string) *reading {
	if r, ok := c.readings[cmd]; ok {
		return r
	}
	r := &reading{parsed: true}
	if c.patch != nil {
		for _, h := range c.patch.Hunks {
			r.targets = append(r.targets, c.resolve(h.Path, c.patchDir, "apply_patch"))
			if h.MoveTo != "" {
				r.targets = append(r.targets, c.resolve(h.MoveTo, c.patchDir, "apply_patch"))
			}
		}
	}
	tc := c.e.Tool
	switch tc.Kind {
	case transcript.ToolEdit, transcript.ToolWrite, transcript.ToolOther:
		// A tool vouch does not know (ToolOther: an MCP server's, a new
		// agent tool) that names a path is taken as writing it.
		if c.e.ToolName != "apply_patch" {
			for _, p := range c.toolPaths() {
				r.targets = append(r.targets, c.resolve(p, "", c.e.ToolName))
			}
		}
	case transcript.ToolShell:
		if c.patch != nil && cmd == c.command {
			break
		}
		c.analyze(cmd, r)
	}
	if c.readings == nil {
		c.readings = map[string]*reading{}
	}
	c.readings[cmd] = r
	return r
}

// toolPaths are the paths a non-shell tool names: the one
// NormalizeTool found, every other path key of an unknown tool, and
// what a malformed input holds under its path keys.
func (c *call) toolPaths() []string {
	out := append([]string(nil), c.e.Tool.Paths...)
	if c.e.Tool.Kind == transcript.ToolOther {
		for _, k := range pathKeys {
			if s := InputString(c.e.ToolInput, k); s != "" && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return append(out, c.badPaths...)
}

// analyze reads a shell command line through shell.Analyze, from the cwd
// as the shell knows it ($PWD, which cd .. walks back up) and, when
// symbolic links make it differ, from where the cwd really is (which
// open("../x") walks up from).
func (c *call) analyze(cmd string, r *reading) {
	if strings.TrimSpace(cmd) == "" {
		return
	}
	vars := environ()
	a := shell.Analyze(cmd, &shell.Env{Cwd: c.cwd, Home: c.home, Vars: vars})
	ts := a.Targets
	if c.realCwd != c.cwd {
		ts = append(ts, shell.Analyze(cmd, &shell.Env{Cwd: c.realCwd, Home: c.home, Vars: vars}).Targets...)
	}
	for _, w := range ts {
		p := w.Path
		if !filepath.IsAbs(p) { // Analyze promises absolute paths; be safe.
			p = filepath.Join(c.cwd, p)
		}
		t := c.at(filepath.Clean(p), realPath(p), w.How, p)
		t.shown = t.name()
		t.names = w.Names
		r.targets = append(r.targets, t)
	}
	r.unknown = a.Unknown
	if len(a.Unknown) > 0 {
		_, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(cmd), "")
		r.parsed = err == nil
	}
}

// environ is the hook's environment as shell variables: the agent runs
// its shell commands with the environment it runs its hooks with, so
// `cp .env $TMPDIR/x` writes where this process's $TMPDIR says. HOME,
// PWD and OLDPWD come from the event instead.
func environ() map[string]string {
	vars := map[string]string{}
	for _, kv := range os.Environ() {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			continue
		}
		switch k {
		case "HOME", "PWD", "OLDPWD":
			continue
		}
		vars[k] = v
	}
	return vars
}

// touched is every path the call names: its writes and the paths it reads.
func (c *call) touched(writes []target) []string {
	var out []string
	seen := map[string]bool{}
	add := func(t target) {
		for _, n := range t.ruleNames() {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	for _, t := range writes {
		add(t)
	}
	if c.e.Tool.Kind != transcript.ToolShell && c.e.ToolName != "apply_patch" {
		for _, p := range c.e.Tool.Paths {
			add(c.resolve(p, "", ""))
		}
	}
	return out
}

// selfEntries are the paths outside the project that keep vouch on,
// computed on first use.
func (c *call) selfEntries() []selfEntry {
	if !c.selfDone {
		c.self, c.selfDone = selfEntries(c.home, os.Getenv), true
	}
	return c.self
}

// protected returns the rule that protects t, and whether the rule is
// one of vouch's own outside the project (selfEntries). A path is
// protected when it is, as written or where its links lead: a link named
// .env is refused like .env (the policy names the path, and a link
// swapped for a file later would be .env), and so is a link leading to
// .env from anywhere.
func (c *call) protected(t target) (rule string, self, ok bool) {
	for _, rel := range []string{t.rel, t.realRel} {
		if rel == "" || rel == "." {
			continue
		}
		if r, ok := c.cfg.Protected(rel); ok {
			return r, false, true
		}
	}
	for _, p := range []string{t.abs, t.real} {
		if r, ok := matchSelf(c.selfEntries(), p); ok {
			return r, true, true
		}
	}
	return "", false, false
}

// probes are protected entries looked for inside a directory that a
// command removes, moves or overwrites wholesale (rm -rf ., mv src dst,
// find . -delete, tar -x -C dir), relative to the root; the literal
// globs of policy.protect (secrets/**) are added to them. Those without
// a slash are looked for in any directory (app/.env).
var probes = []string{".git", "vouch.yaml", ".env", ".claude/settings.json", ".claude/settings.local.json", ".codex/hooks.json", ".codex/config.toml"}

// noProbe are the writers whose directory target does not reach every
// protected entry under it: those that write the one file they name,
// never what is under a directory of that name.
var noProbe = map[string]bool{"redirect": true, "tee": true, "heredoc": true, "touch": true, "truncate": true,
	"sed -i": true, "dd": true, "mkdir": true, "interpreter": true}

// expand adds, for shell writes, what a glob operand matches, the
// protected entries inside a directory operand, so that `rm -rf .` or
// `rm *.yaml` count as writing .git or vouch.yaml (a directory above the
// root, rm -rf .., reaches the root's entries; one above vouch's own
// files outside the project, rm -rf ~/.claude, reaches them), and the
// protected file a hard link operand shares its data with. cmd is the
// command line the targets come from.
func (c *call) expand(cmd string, ws []target) []target {
	out := ws
	if c.e.Tool.Kind != transcript.ToolShell {
		return out
	}
	for _, t := range ws {
		if t.how == "" {
			continue
		}
		if h, ok := c.hardLinked(t); ok {
			out = append(out, h)
		}
		if noProbe[t.how] {
			continue
		}
		git := t.how == "git"
		if git && !gitReaches(cmd) {
			continue
		}
		paths := []string{t.abs}
		if strings.ContainsAny(t.abs, "*?[") {
			paths, _ = filepath.Glob(t.abs)
			dot := strings.HasPrefix(filepath.Base(t.abs), ".")
			for i := 0; i < len(paths); i++ {
				if !dot && strings.HasPrefix(filepath.Base(paths[i]), ".") {
					paths = append(paths[:i], paths[i+1:]...)
					i--
				}
			}
			for _, p := range paths {
				out = append(out, c.at(filepath.Clean(p), realPath(p), t.how, p))
			}
		}
		for _, p := range paths {
			fi, err := os.Stat(p)
			if err != nil || !fi.IsDir() {
				continue
			}
			real := realPath(p)
			for _, q := range c.under(real, t.names) {
				if git && (q == filepath.Join(c.realRoot, ".git") || strings.HasSuffix(q, string(filepath.Separator)+".git")) {
					continue // git's own directory is not in the work tree
				}
				out = append(out, c.at(q, realPath(q), t.how, q))
			}
			if e, q, ok := selfUnder(c.selfEntries(), real); ok && matchesAny(t.names, filepath.Base(q)) {
				out = append(out, c.at(q, realPath(q), t.how, e.rule))
			}
		}
	}
	return out
}

// under lists the protected entries that exist under the directory d (a
// real path) whose base names match names (find -name; none: all).
func (c *call) under(d string, names []string) []string {
	rel, inside := within(c.realRoot, d)
	if _, above := within(d, c.realRoot); above {
		rel, inside = ".", true // rm -rf .. removes the project
	}
	var out []string
	for _, p := range c.probeList() {
		var q string
		switch {
		case inside && rel == ".":
			q = filepath.Join(c.realRoot, filepath.FromSlash(p))
		case inside && strings.HasPrefix(p, rel+"/"):
			q = filepath.Join(c.realRoot, filepath.FromSlash(p))
		case !strings.Contains(p, "/"):
			q = filepath.Join(d, p)
		default:
			continue
		}
		if !matchesAny(names, path.Base(p)) || slices.Contains(out, q) {
			continue
		}
		if _, err := os.Lstat(q); err == nil {
			out = append(out, q)
		}
	}
	return out
}

// probeList is probes and the literal globs of policy.protect, without
// their "/**" ("secrets/**" is the directory secrets).
func (c *call) probeList() []string {
	out := append([]string(nil), probes...)
	for _, g := range c.cfg.Policy.Protect {
		g = strings.TrimPrefix(g, "/")
		g = strings.TrimSuffix(strings.TrimSuffix(g, "/**"), "/")
		if g == "" || strings.HasPrefix(g, "!") || strings.ContainsAny(g, "*?[\\") || slices.Contains(out, g) {
			continue
		}
		out = append(out, g)
	}
	return out
}

// hardLinked returns, for a target that is a hard link (a regular file
// with more than one name), the protected file of the project or of
// vouch's own it shares its data with: writing one writes the other.
func (c *call) hardLinked(t target) (target, bool) {
	fi, err := os.Lstat(t.real)
	if err != nil || !fi.Mode().IsRegular() || links(fi) < 2 {
		return target{}, false
	}
	var cands []string
	for _, p := range c.probeList() {
		cands = append(cands, filepath.Join(c.realRoot, filepath.FromSlash(p)))
	}
	if entries, err := os.ReadDir(c.realRoot); err == nil {
		for _, de := range entries {
			if _, ok := c.cfg.Protected(de.Name()); ok && de.Type().IsRegular() {
				cands = append(cands, filepath.Join(c.realRoot, de.Name()))
			}
		}
	}
	for _, e := range c.selfEntries() {
		if e.glob == "" && !e.tree {
			cands = append(cands, e.path)
		}
	}
	for _, q := range cands {
		if q == t.real {
			continue
		}
		if qi, err := os.Lstat(q); err == nil && qi.Mode().IsRegular() && os.SameFile(fi, qi) {
			return c.at(q, q, t.how+" through the hard link "+t.name(), q), true
		}
	}
	return target{}, false
}

// linksTo denies a command that makes a link to a protected path, or to
// a directory holding one: a write through the link, later in the same
// line or in the next call, writes the protected file, and the link does
// not exist yet for the check of that write to follow. A link's source is
// read relative to the cwd (a hard link, ln -r) and to the link's
// directory (a symbolic link), variables expanded from the environment.
func (c *call) linksTo(cmd string) (Decision, bool) {
	srcs, dsts := lnLinks(cmd)
	for i, src := range srcs {
		src = os.Expand(src, func(k string) string {
			switch k {
			case "HOME":
				return c.home
			case "PWD":
				return c.cwd
			}
			return os.Getenv(k)
		})
		if src == "" {
			continue
		}
		dirs := []string{""}
		if d := dsts[i]; d != "" && !filepath.IsAbs(src) {
			if fi, err := os.Stat(filepath.Join(c.cwd, d)); err == nil && fi.IsDir() {
				dirs = append(dirs, d)
			} else {
				dirs = append(dirs, filepath.Dir(d))
			}
		}
		for _, dir := range dirs {
			t := c.resolve(src, dir, "ln")
			if rule, self, p := c.protected(t); p {
				r := protectedReason(t, rule, self)
				return Decision{Kind: Deny, Reason: r + " (ln would make a link to it: a write through the link writes it)"}, true
			}
			if fi, err := os.Stat(t.real); err == nil && fi.IsDir() {
				if under := c.under(t.real, nil); len(under) > 0 {
					u := c.at(under[0], realPath(under[0]), "ln", under[0])
					if rule, self, p := c.protected(u); p {
						return Decision{Kind: Deny, Reason: protectedReason(u, rule, self) +
							fmt.Sprintf(" (ln would make a link to %s, which holds it: a write through the link writes it)", src)}, true
					}
				}
			}
		}
	}
	return Decision{}, false
}

// matchesAny reports whether base matches one of find's -name/-iname
// patterns (case-insensitively, the wider reading), or there are none.
func matchesAny(patterns []string, base string) bool {
	if len(patterns) == 0 {
		return true
	}
	for _, p := range patterns {
		if ok, _ := path.Match(strings.ToLower(p), strings.ToLower(base)); ok {
			return true
		}
	}
	return false
}

// selfProtect are the default globs that keep vouch switched on.
var selfProtect = map[string]bool{
	"vouch.yaml": true, ".claude/settings*.json": true, ".codex/hooks.json": true,
	".codex/config.toml": true, ".pi/extensions/vouch*": true,
}

// selfNote ends the reason for a path that keeps vouch switched on.
const selfNote = "vouch's own configuration, hooks, state and binaries cannot be switched off by the agent"

func protectedReason(t target, rule string, self bool) string {
	via := ""
	if t.how != "" {
		via = " via " + t.how
	}
	shown := t.name()
	if t.rel != "" && t.realRel != "" && t.realRel != t.rel {
		shown += " (a symbolic link to " + t.realRel + ")"
	} else if t.rel != "" && t.realRel == "" && !self {
		shown += " (a symbolic link to " + filepath.ToSlash(t.real) + ")"
	} else if t.rel == "" && t.realRel != "" {
		shown = filepath.ToSlash(t.abs) + " (through a symbolic link: " + t.realRel + ")"
	}
	if self {
		return fmt.Sprintf("vouch: %s is protected (%s)%s; %s; the user can change it", shown, rule, via, selfNote)
	}
	r := fmt.Sprintf("vouch: %s is protected (rule %q)%s; the user can edit it or change vouch.yaml policy.protect", shown, rule, via)
	if selfProtect[rule] {
		r += "; " + selfNote
	}
	return r
}

// deny checks protection and deny rules for the call with command cmd,
// and protect.unknown when it is deny.
func (c *call) deny(cmd string) (Decision, bool) {
	r := c.writes(cmd)
	for _, t := range c.expand(cmd, r.targets) {
		if rule, self, p := c.protected(t); p {
			return Decision{Kind: Deny, Reason: protectedReason(t, rule, self)}, true
		}
	}
	if c.command != "" {
		if what, ok := selfCommand(cmd); ok {
			return Decision{Kind: Deny, Reason: fmt.Sprintf("vouch: `%s` rewrites the agents' hook settings; %s; the user can run it", what, selfNote)}, true
		}
		if d, ok := c.linksTo(cmd); ok {
			return d, true
		}
	}
	if !r.parsed {
		// A command that does not parse: deny if it so much as names a
		// protected path (the shell may well read it otherwise).
		for _, w := range words(cmd) {
			t := c.resolve(w, "", "")
			if rule, self, p := c.protected(t); p {
				return Decision{Kind: Deny, Reason: protectedReason(t, rule, self) +
					" (vouch could not parse this shell command, so any mention of a protected path is refused)"}, true
			}
		}
	}
	if d, ok := c.firstRule(cmd, r.targets, c.cfg.Policy.Deny, Deny, "denied", "deny"); ok {
		return d, true
	}
	if c.cfg.Protect.Unknown == policy.UnknownDeny {
		return c.unknown(cmd, r)
	}
	return Decision{}, false
}

func (c *call) ask(cmd string) (Decision, bool) {
	r := c.writes(cmd)
	if d, ok := c.firstRule(cmd, r.targets, c.cfg.Policy.Ask, Ask, "needs your approval", "ask"); ok {
		return d, true
	}
	switch c.cfg.Protect.Unknown {
	case policy.UnknownAsk, "":
		return c.unknown(cmd, r)
	}
	return Decision{}, false
}

// firstRule returns a decision of kind for the first of rules (policy.list)
// that matches the call with shell command cmd, writing ws.
func (c *call) firstRule(cmd string, ws []target, rules []policy.Rule, kind Kind, verb, list string) (Decision, bool) {
	input := c.input
	if c.command != "" {
		input = cmd
	}
	paths := c.touched(ws)
	for _, r := range rules {
		if c.matches(&r, input, paths) {
			return Decision{Kind: kind, Reason: ruleReason(verb, list, r, paths)}, true
		}
	}
	return Decision{}, false
}

func (c *call) matches(r *policy.Rule, input string, paths []string) bool {
	return r.Matches(string(c.e.Tool.Kind), input, paths) || r.Matches(c.e.ToolName, input, paths)
}

func ruleReason(verb, list string, r policy.Rule, paths []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "vouch: %s by policy.%s", verb, list)
	if r.Line > 0 {
		fmt.Fprintf(&b, " rule at vouch.yaml:%d", r.Line)
	}
	var what []string
	if r.Tool != "" && r.Tool != "*" {
		what = append(what, "tool "+r.Tool)
	}
	if r.Match != "" {
		what = append(what, fmt.Sprintf("match %q", r.Match))
	}
	if r.Path != "" {
		for _, p := range paths {
			if policy.Match(r.Path, p) {
				what = append(what, fmt.Sprintf("path %s (glob %q)", p, r.Path))
				break
			}
		}
	}
	if len(what) > 0 {
		fmt.Fprintf(&b, " (%s)", strings.Join(what, ", "))
	}
	if r.Reason != "" {
		b.WriteString(": " + r.Reason)
	}
	return b.String()
}

// rewrite applies every matching rewrite rule, in order, to the command.
func (c *call) rewrite() (string, string) {
	cmd := c.command
	if cmd == "" {
		return cmd, ""
	}
	var why []string
	for _, r := range c.cfg.Policy.Rewrite {
		out, ok := r.Apply(string(c.e.Tool.Kind), cmd)
		if !ok {
			out, ok = r.Apply(c.e.ToolName, cmd)
		}
		if ok && out != cmd {
			cmd = out
			s := fmt.Sprintf("%q → %q", r.Match, r.Replace)
			if r.Reason != "" {
				s = r.Reason + " (" + s + ")"
			}
			why = append(why, s)
		}
	}
	if len(why) == 0 {
		return cmd, ""
	}
	return cmd, "vouch: command rewritten by policy.rewrite: " + strings.Join(why, "; ")
}

// replaceCommand returns input with key set to cmd, every other field
// kept as it was.
func replaceCommand(input json.RawMessage, key, cmd string) (json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(input, &m); err != nil {
		return nil, err
	}
	b, err := json.Marshal(cmd)
	if err != nil {
		return nil, err
	}
	m[key] = b
	return json.Marshal(m)
}

// words splits a command line into shell-ish words, for the conservative
// reading of a command that does not parse.
func words(cmd string) []string {
	return strings.FieldsFunc(cmd, func(r rune) bool {
		return strings.ContainsRune(" \t\n;&|<>()'\"`=,{}[]", r)
	})
}
