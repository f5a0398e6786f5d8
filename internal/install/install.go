// Package install puts vouch into an agent's hook configuration and takes
// it out again: it edits Claude Code's settings.json and Codex's hooks.json
// so that each hook event vouch handles runs `<vouch> hook claude|codex`.
//
// In DESIGN.md's data flow it sits before the "hook" box: `vouch init`
// wires the agents to that box, `vouch uninstall` unwires them. Edits keep
// every other setting and every other tool's hooks, in file order; they are
// idempotent, written atomically (temporary file and rename in the same
// directory) with a backup of the previous file, and vouch's entries are
// recognised by their command (see IsVouchCommand), so uninstall removes
// exactly those. A file that is not valid JSON is refused with its
// file:line:col, never overwritten.
package install

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Agent is an agent whose hook configuration Install edits.
type Agent string

// Agents with hooks.
const (
	Claude Agent = "claude"
	Codex  Agent = "codex"
)

// Scope says which of an agent's configuration files to edit.
type Scope string

// Scopes. Claude Code has all three; Codex has User and Project.
const (
	User    Scope = "user"    // ~/.claude/settings.json, ~/.codex/hooks.json
	Project Scope = "project" // <dir>/.claude/settings.json, <dir>/.codex/hooks.json
	Local   Scope = "local"   // <dir>/.claude/settings.local.json (not committed)
)

// Hook is one hook entry vouch installs.
type Hook struct {
	Event   string
	Matcher string // "" for events without a tool (no matcher key written)
	// Timeout in seconds; 0 leaves the agent's default.
	Timeout int
}

// StopTimeout is the timeout of the Stop hooks, in seconds: Stop runs the
// project's gates (build, tests, linters), which may take minutes, and
// Claude Code's default command timeout (60 s in older versions, 600 s in
// newer ones) is either too short or longer than a user should wait.
const StopTimeout = 300

// PreToolTimeout bounds PreToolUse, which may compile a proposed edit
// (the edit veto) before the tool runs.
const PreToolTimeout = 120

// Hooks returns the hook entries vouch installs for agent, in the order
// they are added to a file.
func Hooks(agent Agent) []Hook {
	switch agent {
	case Claude:
		return []Hook{
			{Event: "SessionStart"},
			{Event: "UserPromptSubmit"},
			{Event: "PreToolUse", Matcher: "*", Timeout: PreToolTimeout},
			{Event: "PostToolUse", Matcher: "*"},
			{Event: "PostToolUseFailure", Matcher: "*"},
			{Event: "Stop", Timeout: StopTimeout},
			{Event: "SubagentStop", Timeout: StopTimeout},
			{Event: "SessionEnd"},
		}
	case Codex:
		// Codex clamps SessionEnd hooks to a few seconds and warns at
		// every start about a longer timeout, so none is written there.
		return []Hook{
			{Event: "SessionStart"},
			{Event: "UserPromptSubmit"},
			{Event: "PreToolUse", Matcher: "*", Timeout: PreToolTimeout},
			{Event: "PostToolUse", Matcher: "*"},
			{Event: "Stop", Timeout: StopTimeout},
			{Event: "SessionEnd"},
		}
	}
	return nil
}

// ParseAgent accepts "claude", "claude-code" and "codex".
func ParseAgent(s string) (Agent, error) {
	switch s {
	case "claude", "claude-code":
		return Claude, nil
	case "codex":
		return Codex, nil
	}
	return "", fmt.Errorf("unknown agent %q: expected claude or codex", s)
}

// Paths locate an agent's configuration files.
type Paths struct {
	// Home is the user's home directory.
	Home string
	// Dir is the project directory.
	Dir string
	// CodexHome is $CODEX_HOME; "" means Home/.codex.
	CodexHome string
	// PiAgentDir is $PI_CODING_AGENT_DIR; "" means Home/.pi/agent.
	PiAgentDir string
}

// File returns the configuration file of agent at scope.
func (p Paths) File(agent Agent, scope Scope) (string, error) {
	need := func(dir, what string) error {
		if dir == "" {
			return fmt.Errorf("install: no %s directory to put the %s hooks in", what, agent)
		}
		return nil
	}
	switch agent {
	case Claude:
		switch scope {
		case User:
			if err := need(p.Home, "home"); err != nil {
				return "", err
			}
			return filepath.Join(p.Home, ".claude", "settings.json"), nil
		case Project, "":
			if err := need(p.Dir, "project"); err != nil {
				return "", err
			}
			return filepath.Join(p.Dir, ".claude", "settings.json"), nil
		case Local:
			if err := need(p.Dir, "project"); err != nil {
				return "", err
			}
			return filepath.Join(p.Dir, ".claude", "settings.local.json"), nil
		}
	case Codex:
		switch scope {
		case User:
			if p.CodexHome != "" {
				return filepath.Join(p.CodexHome, "hooks.json"), nil
			}
			if err := need(p.Home, "home"); err != nil {
				return "", err
			}
			return filepath.Join(p.Home, ".codex", "hooks.json"), nil
		case Project, "":
			if err := need(p.Dir, "project"); err != nil {
				return "", err
			}
			return filepath.Join(p.Dir, ".codex", "hooks.json"), nil
		case Local:
			return "", errors.New("install: Codex has no local scope: use --user or --project")
		}
	default:
		return "", fmt.Errorf("install: unknown agent %q", agent)
	}
	return "", fmt.Errorf("install: unknown scope %q", scope)
}

// Commands are the hook commands Add writes: Default for every event,
// Fast (when not empty) for the FastEvents, whose latency the agent feels
// on every tool call (cmd/vouch-hook).
type Commands struct {
	Default string
	Fast    string
}

// FastEvents run on every tool call; cmd/vouch-hook answers them, mostly
// without starting vouch.
var FastEvents = []string{"PreToolUse", "PostToolUse", "PostToolUseFailure"}

// For is the command for event.
func (c Commands) For(event string) string {
	if c.Fast != "" && slices.Contains(FastEvents, event) {
		return c.Fast
	}
	return c.Default
}

// Command is the hook command for agent running bin (quoted for the shell
// the agents run hook commands with): `BIN hook AGENT` for the vouch
// binary, `BIN AGENT` for cmd/vouch-hook (a file named vouch-hook).
func Command(bin string, agent Agent) string {
	if IsHookBinary(bin) {
		return shellQuote(bin) + " " + string(agent)
	}
	return shellQuote(bin) + " hook " + string(agent)
}

// IsHookBinary reports whether bin is vouch-hook (cmd/vouch-hook), which
// takes the agent as its first argument.
func IsHookBinary(bin string) bool {
	b := filepath.Base(bin)
	return b == "vouch-hook" || b == "vouch-hook.exe"
}

// vouchCommand matches the commands Install writes: a program named vouch
// (any directory, possibly quoted) with the arguments "hook claude" or
// "hook codex", or one named vouch-hook with "claude" or "codex".
var vouchCommand = regexp.MustCompile(`(?:^|[\s/'"])(?:vouch(?:\.exe)?['"]?\s+hook|vouch-hook(?:\.exe)?['"]?)\s+(?:claude|claude-code|codex)(?:\s|$)`)

// IsVouchCommand reports whether a hook command is one vouch installed.
// It is how Add finds its earlier entries and Remove finds what to remove.
func IsVouchCommand(cmd string) bool { return vouchCommand.MatchString(cmd) }

func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+:@%,=", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Add returns data (a settings or hooks file; nil or empty for a new file)
// with vouch's hooks for agent, each running its command (cmds.For). It
// changes only vouch's own entries: an existing one is updated in place (command and
// timeout), a missing one is appended to its event's array; other keys,
// events and hooks stay as they are and in their order. changed is false
// when data already had exactly these hooks; then out is data itself.
// name is used in error messages (file:line:col).
func Add(name string, data []byte, agent Agent, cmds Commands) (out []byte, changed bool, err error) {
	hooks := Hooks(agent)
	if hooks == nil {
		return nil, false, fmt.Errorf("install: unknown agent %q", agent)
	}
	doc, hobj, err := load(name, data)
	if err != nil {
		return nil, false, err
	}
	for _, h := range hooks {
		raw, off, ok := hobj.get(h.Event)
		var groups []json.RawMessage
		if ok {
			if groups, ok = parseArray(raw); !ok {
				return nil, false, positionError(name, data, &shapeError{off: off,
					msg: fmt.Sprintf("hooks.%s: want an array of matcher groups, found %s", h.Event, describe(raw))})
			}
		}
		groups, c, err := upsert(groups, h, cmds.For(h.Event))
		if err != nil {
			return nil, false, fmt.Errorf("%s: hooks.%s: %w", name, h.Event, err)
		}
		if c {
			hobj.set(h.Event, encodeArray(groups))
			changed = true
		}
	}
	if !changed {
		return data, false, nil
	}
	doc.set("hooks", hobj.encode())
	return format(doc.encode(), indentOf(data)), true, nil
}

// Remove returns data without any hook whose command IsVouchCommand, in
// every event; matcher groups, event arrays and the hooks object left empty
// by that are removed too, and gone reports that nothing else is left
// (the caller may delete the file). changed is false when there was nothing
// to remove; then out is data itself.
func Remove(name string, data []byte) (out []byte, changed, gone bool, err error) {
	if len(strings.TrimSpace(string(data))) == 0 {
		return data, false, false, nil
	}
	doc, hobj, err := load(name, data)
	if err != nil {
		return nil, false, false, err
	}
	var keep object
	for _, m := range hobj {
		groups, ok := parseArray(m.val)
		if !ok {
			keep = append(keep, m)
			continue
		}
		rest, c := removeVouch(groups)
		if !c {
			keep = append(keep, m)
			continue
		}
		changed = true
		if len(rest) > 0 {
			keep = append(keep, member{key: m.key, val: encodeArray(rest)})
		}
	}
	if !changed {
		return data, false, false, nil
	}
	if len(keep) == 0 {
		doc.del("hooks")
	} else {
		doc.set("hooks", keep.encode())
	}
	if len(doc) == 0 {
		return nil, true, true, nil
	}
	return format(doc.encode(), indentOf(data)), true, false, nil
}

// load parses a settings file and its "hooks" object (empty if absent).
func load(name string, data []byte) (object, object, error) {
	if len(strings.TrimSpace(string(data))) == 0 {
		return object{}, object{}, nil
	}
	// A full decode first: its syntax errors carry exact offsets (the
	// streaming decoder's do not).
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, nil, positionError(name, data, err)
	}
	doc, err := parseObject(data, 0)
	if err != nil {
		return nil, nil, positionError(name, data, err)
	}
	raw, off, ok := doc.get("hooks")
	if !ok {
		return doc, object{}, nil
	}
	voff := off + int64(len(quote("hooks")))
	hobj, err := parseObject(raw, voff)
	if err != nil {
		var sh *shapeError
		if errors.As(err, &sh) {
			return nil, nil, positionError(name, data, &shapeError{off: off, msg: "hooks: want an object of event names, found " + describe(raw)})
		}
		return nil, nil, positionError(name, data, err)
	}
	return doc, hobj, nil
}

// hookRef locates a hook entry inside an event's matcher groups.
type hookRef struct{ group, hook int }

// upsert makes groups hold exactly one vouch hook for h running command.
func upsert(groups []json.RawMessage, h Hook, command string) ([]json.RawMessage, bool, error) {
	var refs []hookRef
	parsed := make([]object, len(groups))
	hooksOf := make([][]json.RawMessage, len(groups))
	for i, g := range groups {
		gobj, err := parseObject(g, 0)
		if err != nil {
			continue // not ours to judge; leave it
		}
		parsed[i] = gobj
		raw, _, ok := gobj.get("hooks")
		if !ok {
			continue
		}
		hs, ok := parseArray(raw)
		if !ok {
			continue
		}
		hooksOf[i] = hs
		for j, hk := range hs {
			if cmd, ok := commandOf(hk); ok && IsVouchCommand(cmd) {
				refs = append(refs, hookRef{i, j})
			}
		}
	}
	want := entry(h, command)
	if len(refs) == 0 {
		g := object{}
		if h.Matcher != "" {
			g = append(g, member{key: "matcher", val: quote(h.Matcher)})
		}
		g = append(g, member{key: "hooks", val: encodeArray([]json.RawMessage{want.encode()})})
		return append(groups, g.encode()), true, nil
	}
	changed := false
	// The first vouch entry is updated in place; later ones are duplicates.
	first := refs[0]
	cur, _ := parseObject(hooksOf[first.group][first.hook], 0)
	upd := cur
	for _, m := range want {
		if v, _, ok := upd.get(m.key); !ok || !jsonEqual(v, m.val) {
			upd.set(m.key, m.val)
			changed = true
		}
	}
	if h.Timeout == 0 {
		if _, _, ok := upd.get("timeout"); ok {
			upd.del("timeout")
			changed = true
		}
	}
	hooksOf[first.group][first.hook] = upd.encode()
	drop := map[hookRef]bool{}
	for _, r := range refs[1:] {
		drop[r] = true
		changed = true
	}
	if !changed {
		return groups, false, nil
	}
	var out []json.RawMessage
	for i, g := range groups {
		if hooksOf[i] == nil {
			out = append(out, g)
			continue
		}
		var hs []json.RawMessage
		for j, hk := range hooksOf[i] {
			if !drop[hookRef{i, j}] {
				hs = append(hs, hk)
			}
		}
		if len(hs) == 0 {
			continue // a group that held only duplicates of ours
		}
		gobj := parsed[i]
		gobj.set("hooks", encodeArray(hs))
		out = append(out, gobj.encode())
	}
	return out, true, nil
}

// removeVouch drops vouch's hooks from groups, and groups it emptied.
func removeVouch(groups []json.RawMessage) ([]json.RawMessage, bool) {
	changed := false
	var out []json.RawMessage
	for _, g := range groups {
		gobj, err := parseObject(g, 0)
		if err != nil {
			out = append(out, g)
			continue
		}
		raw, _, ok := gobj.get("hooks")
		hs, isArr := parseArray(raw)
		if !ok || !isArr {
			out = append(out, g)
			continue
		}
		var keep []json.RawMessage
		for _, hk := range hs {
			if cmd, ok := commandOf(hk); ok && IsVouchCommand(cmd) {
				changed = true
				continue
			}
			keep = append(keep, hk)
		}
		if len(keep) == len(hs) {
			out = append(out, g)
			continue
		}
		if len(keep) == 0 {
			continue
		}
		gobj.set("hooks", encodeArray(keep))
		out = append(out, gobj.encode())
	}
	return out, changed
}

// entry is vouch's hook object for h: {"type","command","timeout"}.
func entry(h Hook, command string) object {
	o := object{
		{key: "type", val: quote("command")},
		{key: "command", val: quote(command)},
	}
	if h.Timeout > 0 {
		o = append(o, member{key: "timeout", val: json.RawMessage(fmt.Sprint(h.Timeout))})
	}
	return o
}

func commandOf(hook json.RawMessage) (string, bool) {
	// Exact keys, as the agents (JavaScript, Rust) read them: Go's
	// case-insensitive field matching would take "typE" for "type".
	var h map[string]json.RawMessage
	if err := json.Unmarshal(hook, &h); err != nil {
		return "", false
	}
	var cmd, typ string
	if json.Unmarshal(h["command"], &cmd) != nil || cmd == "" {
		return "", false
	}
	if t, ok := h["type"]; ok && json.Unmarshal(t, &typ) != nil {
		return cmd, false
	}
	return cmd, typ == "" || typ == "command"
}

func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}

// ReadFile reads a configuration file; a missing file is (nil, false, nil).
func ReadFile(path string) (data []byte, exists bool, err error) {
	data, err = os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return data, true, nil
}
