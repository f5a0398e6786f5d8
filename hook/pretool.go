package hook

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/vouchdev/vouch/internal/applypatch"
	"github.com/vouchdev/vouch/internal/shell"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/transcript"
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
//     agents' hook settings out of the agent's reach), matches a
//     policy.deny rule, or — for an edit — introduces errors the edited
//     file did not have (the edit veto: veto, when not nil).
//  2. Ask: the call matches a policy.ask rule.
//  3. Rewrite: a policy.rewrite rule changed the shell command; the reply
//     carries the same tool_input with only the command replaced. The
//     rewritten command is checked against 1 and 2 again.
//  4. None: no objection. PreTool never answers Allow: an explicit allow
//     would skip the agent's own permission prompts, and vouch only
//     narrows what an agent may do.
//
// Paths in tool inputs may be absolute or relative to e.Cwd; the
// workspace root is cfg.Root, or e.Cwd when cfg.Root is empty. Paths
// outside the workspace are only matched by deny/ask rules (as absolute
// paths), except the agents' user-level hook settings (~/.claude/settings*.json,
// ~/.codex/hooks.json, ~/.codex/config.toml), which are always protected:
// vouch's hooks usually live there.
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
	cfg  *policy.Config
	e    *Event
	root string // the workspace root
	cwd  string // where relative paths start
	home string

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
}

func newCall(cfg *policy.Config, e *Event) *call {
	c := &call{cfg: cfg, e: e, cwd: e.Cwd, root: cfg.Root}
	if c.root == "" {
		c.root = e.Cwd
	}
	if c.cwd == "" {
		c.cwd = c.root
	}
	c.home, _ = os.UserHomeDir()
	c.input = string(e.ToolInput)
	tc := e.Tool
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
		c.input = c.command
		if text, dir, ok := applypatch.FromScript(c.command); ok {
			if p, err := applypatch.Parse(text); err == nil {
				c.patch, c.patchDir = p, dir
			}
		}
	}
	return c
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
	abs   string // absolute, cleaned
	rel   string // slash-separated relative to the root; "" when outside
	how   string // "Write", "Edit", "apply_patch", "redirect", "rm", ... ; "" for a read
	shown string
	// names: for how "find", the -name patterns of what is removed under
	// the directory (shell.Write.Names).
	names []string
}

// inside reports whether the target is in the workspace.
func (t target) inside() bool { return t.rel != "" }

// name is how a rule sees the path: relative inside the workspace,
// absolute outside.
func (t target) name() string {
	if t.inside() {
		return t.rel
	}
	return filepath.ToSlash(t.abs)
}

// resolve makes p (as written, relative to dir, itself relative to the
// call's cwd) a target. Unknowable directories ($VAR, cd -) are ignored:
// the path is then taken as relative to cwd.
func (c *call) resolve(p, dir, how string) target {
	t := target{how: how, shown: p}
	expand := func(s string) (string, bool) {
		if s == "~" || strings.HasPrefix(s, "~/") {
			if c.home == "" {
				return "", false
			}
			return filepath.Join(c.home, s[1:]), true
		}
		if strings.HasPrefix(s, "$") || s == "-" || strings.HasPrefix(s, "~") {
			return "", false
		}
		return s, true
	}
	base := c.cwd
	if d, ok := expand(dir); ok && d != "" {
		if filepath.IsAbs(d) {
			base = d
		} else {
			base = filepath.Join(c.cwd, d)
		}
	}
	if q, ok := expand(p); ok {
		p = q
	}
	if filepath.IsAbs(p) {
		t.abs = filepath.Clean(p)
	} else {
		t.abs = filepath.Join(base, p)
	}
	if c.root != "" {
		if rel, err := filepath.Rel(c.root, t.abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			t.rel = filepath.ToSlash(rel)
		}
	}
	return t
}

// writes lists what the call (with shell command cmd) writes, and whether
// it could tell: false for a shell command that does not parse.
func (c *call) writes(cmd string) ([]target, bool) {
	var out []target
	if c.patch != nil {
		for _, h := range c.patch.Hunks {
			out = append(out, c.resolve(h.Path, c.patchDir, "apply_patch"))
			if h.MoveTo != "" {
				out = append(out, c.resolve(h.MoveTo, c.patchDir, "apply_patch"))
			}
		}
	}
	tc := c.e.Tool
	switch tc.Kind {
	case transcript.ToolEdit, transcript.ToolWrite:
		if c.e.ToolName != "apply_patch" {
			for _, p := range tc.Paths {
				out = append(out, c.resolve(p, "", c.e.ToolName))
			}
		}
	case transcript.ToolShell:
		if c.patch != nil && cmd == c.command {
			break
		}
		ws, ok := shell.Writes(cmd)
		for _, w := range ws {
			t := c.resolve(w.Path, w.Dir, w.How)
			t.names = w.Names
			out = append(out, t)
		}
		if !ok {
			return out, false
		}
	}
	return out, true
}

// touched is every path the call names: its writes and the paths it reads.
func (c *call) touched(writes []target) []string {
	var out []string
	seen := map[string]bool{}
	add := func(t target) {
		if n := t.name(); !seen[n] {
			seen[n] = true
			out = append(out, n)
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

// homeProtect are the user-level hook settings of the agents, protected
// even though they lie outside the workspace: vouch's hooks live there.
var homeProtect = []string{".claude/settings.json", ".claude/settings.local.json", ".codex/hooks.json", ".codex/config.toml"}

// protected returns the rule that protects t.
func (c *call) protected(t target) (string, bool) {
	if t.inside() {
		if t.rel == "." {
			return "", false
		}
		return c.cfg.Protected(t.rel)
	}
	if c.home != "" {
		for _, h := range homeProtect {
			if t.abs == filepath.Join(c.home, h) {
				return "~/" + h, true
			}
		}
	}
	return "", false
}

// probes are protected entries looked for inside a directory that a
// command removes, moves or overwrites wholesale (rm -rf ., mv src dst,
// find . -delete).
var probes = []string{".git", "vouch.yaml", ".env", ".claude/settings.json", ".claude/settings.local.json", ".codex/hooks.json", ".codex/config.toml"}

// expand adds, for shell writes, what a glob operand matches and the
// protected entries inside a directory operand, so that `rm -rf .` or
// `rm *.yaml` count as writing .git or vouch.yaml.
func (c *call) expand(ws []target) []target {
	out := ws
	for _, t := range ws {
		switch t.how {
		case "rm", "mv", "cp", "git", "chmod", "chown", "rsync", "install", "find":
		default:
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
				out = append(out, c.resolve(p, "", t.how))
			}
		}
		for _, p := range paths {
			if fi, err := os.Stat(p); err != nil || !fi.IsDir() {
				continue
			}
			for _, probe := range probes {
				if !matchesAny(t.names, path.Base(probe)) {
					continue
				}
				q := filepath.Join(p, probe)
				if _, err := os.Lstat(q); err == nil {
					out = append(out, c.resolve(q, "", t.how))
				}
			}
		}
	}
	return out
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
	"~/.claude/settings.json": true, "~/.claude/settings.local.json": true,
	"~/.codex/hooks.json": true, "~/.codex/config.toml": true,
}

func protectedReason(shown, rule, how string) string {
	via := ""
	if how != "" {
		via = " via " + how
	}
	r := fmt.Sprintf("vouch: %s is protected (rule %q)%s; the user can edit it or change vouch.yaml policy.protect", shown, rule, via)
	if selfProtect[rule] {
		r += "; vouch's own configuration and hooks cannot be switched off by the agent"
	}
	return r
}

// deny checks protection and deny rules for the call with command cmd.
func (c *call) deny(cmd string) (Decision, bool) {
	ws, ok := c.writes(cmd)
	for _, t := range c.expand(ws) {
		if rule, p := c.protected(t); p {
			return Decision{Kind: Deny, Reason: protectedReason(t.name(), rule, t.how)}, true
		}
	}
	if !ok {
		// A command we cannot read in full (it does not parse, or it
		// writes paths it does not name: xargs): deny if it so much as
		// mentions a protected path.
		for _, w := range words(cmd) {
			t := c.resolve(w, "", "")
			if rule, p := c.protected(t); p {
				return Decision{Kind: Deny, Reason: protectedReason(t.name(), rule, "") +
					" (vouch could not tell every file this shell command writes, so any mention of a protected path is refused)"}, true
			}
		}
	}
	return c.firstRule(cmd, ws, c.cfg.Policy.Deny, Deny, "denied", "deny")
}

func (c *call) ask(cmd string) (Decision, bool) {
	ws, _ := c.writes(cmd)
	return c.firstRule(cmd, ws, c.cfg.Policy.Ask, Ask, "needs your approval", "ask")
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
