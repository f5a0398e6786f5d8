// Package policy loads and validates vouch.yaml, the optional configuration
// at the workspace root, and answers the questions the rest of vouch asks
// of it: which gates to add or override, which paths an agent must not
// write (Protected), which tool calls to deny, ask about or rewrite, how
// many feedback loops to run, which extra claim patterns to use.
//
// In DESIGN.md's data flow it feeds gate, verify, hook and claims. Every
// mistake in the file is an error with the file name, the line and what
// was expected; an unknown key also names the nearest valid one:
//
//	vouch.yaml:7: unknown key "gate" in the top level; did you mean "gates"?
//
// A missing vouch.yaml means Default().
package policy

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/vouchdev/vouch/claims"
)

// FileName is the configuration file looked for at the workspace root.
const FileName = "vouch.yaml"

// Config is a loaded vouch.yaml merged over the defaults.
type Config struct {
	// File is the path the configuration was read from; empty for defaults.
	File string `json:"file,omitempty"`
	// Root is the workspace directory given to Load; relative paths given
	// to Protected are relative to it. Empty for Parse and Default.
	Root string `json:"root,omitempty"`

	Gates    []Gate  `json:"gates,omitempty"`
	Policy   Rules   `json:"policy"`
	Loop     Loop    `json:"loop"`
	Nudge    Nudge   `json:"nudge"`
	Claims   Claims  `json:"claims"`
	Baseline string  `json:"baseline"` // BaselineAuto, BaselineNone or a git revision
	Protect  Protect `json:"protect"`
	// LLM is the model for judgement (llm/provider builds it); zero
	// Provider when not configured.
	LLM LLM `json:"llm"`
	// Judge is when the judge runs: JudgeAuto (default), JudgeAlways or
	// JudgeNever.
	Judge string `json:"judge"`
}

// Protect is how protected paths (Rules.Protect) are defended beyond the
// pre-tool check: what happens to a command whose write targets cannot be
// known, and what the tripwire does when a protected path changes anyway.
type Protect struct {
	// OnChange is what the tripwire does when a protected path changed
	// under a tool call: OnChangeRestore (default) puts the saved copy
	// back, OnChangeReport only tells the agent and the user.
	OnChange string `json:"on_change"`
	// Unknown is the pre-tool answer for a command whose write targets
	// cannot be known (command substitution in a target, a script file, a
	// pipe into a shell, an interpreter computing a path) while a
	// protected path lies within its reach: UnknownAsk (default),
	// UnknownDeny or UnknownAllow.
	Unknown string `json:"unknown"`
}

// Protect.OnChange and Protect.Unknown values.
const (
	OnChangeRestore = "restore"
	OnChangeReport  = "report"
	UnknownDeny     = "deny"
	UnknownAsk      = "ask"
	UnknownAllow    = "allow"
)

// Baseline values other than a git revision.
const (
	BaselineAuto = "auto" // default: the state before the turn, as the verifier finds it
	BaselineNone = "none" // no baseline: every failing gate counts as new
)

// Gate is a gate from vouch.yaml: added to the autodetected ones, or
// overriding the autodetected gate of the same name.
type Gate struct {
	Name string `json:"name"`
	// Run is the command line, run by the shell in Dir.
	Run string `json:"run,omitempty"`
	// Timeout bounds one run; 0 means the gate runner's default.
	Timeout time.Duration `json:"timeout,omitempty"`
	// When lists globs; the gate runs only if the turn touched a matching
	// path. Empty means always.
	When []string `json:"when,omitempty"`
	// Dir is the working directory, relative to the workspace root.
	Dir string `json:"dir,omitempty"`
	// Parser names the diagnostics parser ("go-test", "tsc", ...); empty
	// means detect from the command.
	Parser string `json:"parser,omitempty"`
	// Env is added to the gate's environment.
	Env map[string]string `json:"env,omitempty"`
	// Skip disables the autodetected gate of this name.
	Skip bool `json:"skip,omitempty"`
	// Line is the line of the gate in vouch.yaml (0 for defaults).
	Line int `json:"line,omitempty"`
}

// Rules are the pre-tool rules: what an agent may not touch or run.
type Rules struct {
	// Protect lists path globs an agent must not write. The defaults
	// (DefaultProtect) come first; vouch.yaml adds to them. A glob starting
	// with "!" un-protects what it matches; the last matching glob wins.
	Protect []string  `json:"protect"`
	Deny    []Rule    `json:"deny,omitempty"`
	Ask     []Rule    `json:"ask,omitempty"`
	Rewrite []Rewrite `json:"rewrite,omitempty"`
}

// Rule matches a tool call: every field set must match.
type Rule struct {
	// Tool is a canonical tool kind (shell, edit, write, read, search, web,
	// task, other) or an agent's tool name; empty or "*" means any tool.
	Tool string `json:"tool,omitempty"`
	// Match is a regular expression tried on the call's input (the command
	// line for shell calls).
	Match string `json:"match,omitempty"`
	// Path is a glob (same syntax as Protect) tried on each path the call
	// touches.
	Path   string `json:"path,omitempty"`
	Reason string `json:"reason,omitempty"`
	Line   int    `json:"line,omitempty"`

	re *regexp.Regexp
}

// Regexp returns the compiled Match, nil when Match is empty.
func (r *Rule) Regexp() *regexp.Regexp { return r.re }

// Matches reports whether the rule applies to a call of tool with input
// touching paths. tool is compared case-insensitively.
func (r *Rule) Matches(tool, input string, paths []string) bool {
	if !toolMatches(r.Tool, tool) {
		return false
	}
	if r.re != nil && !r.re.MatchString(input) {
		return false
	}
	if r.Path != "" {
		for _, p := range paths {
			if Match(r.Path, p) {
				return true
			}
		}
		return false
	}
	return true
}

func toolMatches(rule, tool string) bool {
	return rule == "" || rule == "*" || strings.EqualFold(rule, tool)
}

// Rewrite replaces Match in a tool call's input by Replace ($1 and ${name}
// expand as in regexp.Regexp.ReplaceAllString).
type Rewrite struct {
	Tool    string `json:"tool,omitempty"`
	Match   string `json:"match"`
	Replace string `json:"replace"`
	Reason  string `json:"reason,omitempty"`
	Line    int    `json:"line,omitempty"`

	re *regexp.Regexp
}

// Apply returns input rewritten and whether the rule applied.
func (r *Rewrite) Apply(tool, input string) (string, bool) {
	if r.re == nil || !toolMatches(r.Tool, tool) || !r.re.MatchString(input) {
		return input, false
	}
	return r.re.ReplaceAllString(input, r.Replace), true
}

// Loop bounds the feedback loop between verifier and agent.
type Loop struct {
	// Max is the number of feedback loops before escalating to the human.
	// Default 3.
	Max int `json:"max"`
	// OnError is the direction a hook fails in when vouch itself errors:
	// "allow" (default) lets the agent go on, "block" stops it.
	OnError string `json:"on_error"`
	// Budget bounds one verification (gates included). Default 120s.
	Budget time.Duration `json:"budget"`
	// Approval asks a human before a Pi verifier's correction is
	// injected (the report's phase is "approval"; the Pi extension asks).
	// Asking before each verification is PI_VERIFIER_REQUIRE_APPROVAL.
	// Default false.
	Approval bool `json:"approval,omitempty"`
}

// Nudge bounds the reminders vouch gives an agent between verifications.
type Nudge struct {
	// Window is the number of turns looked back at. Default 3.
	Window int `json:"window"`
	// MaxPerSession caps nudges in one session. Default 5.
	MaxPerSession int `json:"max_per_session"`
	// Cooldown is the minimum time between two nudges. Default 0.
	Cooldown time.Duration `json:"cooldown,omitempty"`
	// Off disables nudges.
	Off bool `json:"off,omitempty"`
}

// Claims configures claim extraction.
type Claims struct {
	Patterns []ClaimPattern `json:"patterns,omitempty"`
}

// ClaimPattern is an extra claim pattern: a regular expression and the
// kind of claim it finds (see package claims).
type ClaimPattern struct {
	Kind  string `json:"kind"`
	Regex string `json:"regex"`
	Line  int    `json:"line,omitempty"`

	p claims.Pattern
}

// On-error directions.
const (
	OnErrorAllow = "allow"
	OnErrorBlock = "block"
)

// Default values.
const (
	DefaultLoopMax       = 3
	DefaultBudget        = 120 * time.Second
	DefaultNudgeWindow   = 3
	DefaultNudgesSession = 5
)

// DefaultProtect are the globs protected without any configuration: the
// repository's metadata, secrets, and everything that could switch the
// verifier off (its own configuration and the agents' hook settings).
var DefaultProtect = []string{
	".git/**",
	".env", ".env.*",
	// templates of .env, committed with placeholders: no secrets
	"!.env.example", "!.env.sample", "!.env.template", "!.env.dist",
	"*.pem", "*.key", "*.p12", "*.pfx", "id_rsa*", "id_ed25519*", "id_ecdsa*",
	".npmrc", ".pypirc", ".netrc",
	"vouch.yaml",
	".claude/settings*.json",
	".codex/hooks.json", ".codex/config.toml",
	".pi/extensions/vouch*",
	// The judge's personas: instructions the agent under review must not
	// rewrite (judge.PersonaDirs).
	".vouch/agents/**",
	".pi/verifier/**",
}

// Default returns the configuration used when there is no vouch.yaml.
func Default() *Config {
	return &Config{
		Policy:   Rules{Protect: append([]string(nil), DefaultProtect...)},
		Loop:     Loop{Max: DefaultLoopMax, OnError: OnErrorAllow, Budget: DefaultBudget},
		Nudge:    Nudge{Window: DefaultNudgeWindow, MaxPerSession: DefaultNudgesSession},
		Baseline: BaselineAuto,
		Protect:  Protect{OnChange: OnChangeRestore, Unknown: UnknownAsk},
		LLM:      defaultLLM(),
		Judge:    JudgeAuto,
	}
}

// Load reads dir/vouch.yaml; a missing file gives Default() with Root set.
func Load(dir string) (*Config, error) {
	name := filepath.Join(dir, FileName)
	data, err := os.ReadFile(name)
	if errors.Is(err, os.ErrNotExist) {
		c := Default()
		c.Root = dir
		return c, nil
	}
	if err != nil {
		return nil, err
	}
	c, err := Parse(name, data)
	if err != nil {
		return nil, err
	}
	c.Root = dir
	return c, nil
}

// Protected reports whether an agent must not write path, and the glob
// that says so. path is slash- or OS-separated, relative to the workspace
// root, or absolute under Root.
func (c *Config) Protected(p string) (rule string, ok bool) {
	p = filepath.ToSlash(p)
	if c.Root != "" && filepath.IsAbs(filepath.FromSlash(p)) {
		rel, err := filepath.Rel(c.Root, filepath.FromSlash(p))
		if err != nil || rel == ".." || strings.HasPrefix(rel, "../") || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return "", false
		}
		p = filepath.ToSlash(rel)
	}
	for _, g := range c.Policy.Protect {
		neg := strings.HasPrefix(g, "!")
		if Match(strings.TrimPrefix(g, "!"), p) {
			if neg {
				rule, ok = "", false
			} else {
				rule, ok = g, true
			}
		}
	}
	return rule, ok
}

// ClaimOptions returns the claims.Options that add vouch.yaml's patterns.
func (c *Config) ClaimOptions() *claims.Options {
	o := &claims.Options{}
	for _, p := range c.Claims.Patterns {
		if p.p.Regexp != nil {
			o.Patterns = append(o.Patterns, p.p)
		}
	}
	return o
}

// Gate returns the configured gate named name.
func (c *Config) Gate(name string) (Gate, bool) {
	for _, g := range c.Gates {
		if g.Name == name {
			return g, true
		}
	}
	return Gate{}, false
}
