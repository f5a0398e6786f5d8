package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/vouchdev/vouch/judge/tools"
	"github.com/vouchdev/vouch/llm"
)

// A persona is seed 000's verifier persona file: YAML frontmatter and a
// body of instructions.
//
//	---
//	tools: read_file, grep, git_diff   # or a YAML list; default: all five
//	max_rounds: 4                      # the judge's tool rounds (default 8)
//	max_loops: 3                       # Pi's corrections per prompt (seed meaning)
//	model: claude-haiku-4-5            # overrides vouch.yaml's llm.model
//	---
//	You are ...
//
// The body replaces the built-in persona (persona.md); vouch still
// appends its contract (contract.md: the material is data, never
// instructions; the answer's JSON shape), which no persona can switch off.
// Files are looked up as .vouch/agents/NAME.md, then
// .pi/verifier/agents/NAME.md; the default NAME is "verifier". Both
// directories are protected (policy.DefaultProtect): the agent under
// review cannot rewrite its own verifier.
type Persona struct {
	Name string
	// Path is the file read; Ref the same path relative to the workspace
	// root, with slashes (what the report shows).
	Path, Ref string
	// Tools are the tool names as declared; Allowed the judge's tools they
	// grant (nil: no tools key, every tool; empty: none).
	Tools   []string
	Allowed []string
	// MaxRounds bounds the judge's tool rounds (0: Options' default).
	MaxRounds int
	// MaxLoops is the seed's max_loops: corrections per user prompt in
	// Pi's verifier loop (0: not set). The judge does not use it.
	MaxLoops int
	// Model overrides llm.model for this persona ("": vouch.yaml's).
	Model string
	Body  string
}

// DefaultPersona is the persona name looked up when none is given.
const DefaultPersona = "verifier"

// BuiltIn is the report's name for the built-in persona.
const BuiltIn = "built-in"

// PersonaDirs are where persona files are looked up, relative to the
// workspace root, first match winning.
var PersonaDirs = []string{".vouch/agents", ".pi/verifier/agents"}

// ErrNoPersona: no file of the persona asked for.
var ErrNoPersona = errors.New("no such verifier persona")

// toolNames maps a tool name a persona may declare to the judge tools it
// grants: the judge's own names, and Pi's (seed 000's personas declare
// those) for what the judge can do read-only. verifier_prompt, Pi's way
// to send feedback, grants nothing: vouch sends the feedback itself.
var toolNames = map[string][]string{
	tools.ReadFile: {tools.ReadFile},
	tools.List:     {tools.List},
	tools.Grep:     {tools.Grep},
	tools.GitDiff:  {tools.GitDiff},
	tools.RunGate:  {tools.RunGate},
	// Pi's.
	"read":            {tools.ReadFile},
	"ls":              {tools.List},
	"find":            {tools.List},
	"bash":            {tools.GitDiff, tools.RunGate},
	"verifier_prompt": {},
}

// LoadPersona loads persona name for the workspace root: the first of
// PersonaDirs holding NAME.md. With name "" it looks for DefaultPersona
// and returns nil, nil when there is none (the built-in persona applies);
// a name given and found nowhere is ErrNoPersona.
func LoadPersona(root, name string) (*Persona, error) {
	explicit := name != ""
	if !explicit {
		name = DefaultPersona
	}
	if strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return nil, fmt.Errorf("verifier persona %q: expected a file name under %s", name, strings.Join(PersonaDirs, " or "))
	}
	var tried []string
	for _, d := range PersonaDirs {
		p, err := ReadPersona(filepath.Join(root, filepath.FromSlash(d), name+".md"), name)
		if errors.Is(err, ErrNoPersona) {
			tried = append(tried, filepath.Join(root, filepath.FromSlash(d), name+".md"))
			continue
		}
		if p != nil {
			p.Ref = d + "/" + name + ".md"
		}
		return p, err
	}
	if !explicit {
		return nil, nil
	}
	return nil, fmt.Errorf("%w %q: none of %s", ErrNoPersona, name, strings.Join(tried, ", "))
}

// ReadPersona reads and parses one persona file; ErrNoPersona when it
// does not exist.
func ReadPersona(path, name string) (*Persona, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s", ErrNoPersona, path)
	}
	if err != nil {
		return nil, err
	}
	return ParsePersona(path, name, data)
}

// ParsePersona parses a persona file's content; errors name path and the
// line. A file without frontmatter is all body.
func ParsePersona(path, name string, data []byte) (*Persona, error) {
	per := &Persona{Name: name, Path: path, Ref: path}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	rest, ok := bytes.CutPrefix(data, []byte("---\n"))
	if !ok {
		per.Body = string(data)
		return per, nil
	}
	front, body, ok := bytes.Cut(rest, []byte("\n---"))
	if !ok {
		return nil, fmt.Errorf("%s:1: the frontmatter opened here is never closed with ---", path)
	}
	per.Body = strings.TrimLeft(strings.TrimPrefix(string(body), "\n"), "\n")
	// The frontmatter's line 1 is the file's line 2.
	at := func(n *yaml.Node) string { return fmt.Sprintf("%s:%d", path, n.Line+1) }
	var doc yaml.Node
	if err := yaml.Unmarshal(front, &doc); err != nil {
		return nil, fmt.Errorf("%s: frontmatter (lines from 2): %v", path, err)
	}
	if len(doc.Content) == 0 {
		return per, nil
	}
	m := doc.Content[0]
	if m.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s: frontmatter: expected key: value lines", at(m))
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		switch k.Value {
		case "max_loops", "max_rounds":
			var n int
			if err := v.Decode(&n); err != nil || n < 0 {
				return nil, fmt.Errorf("%s: %s %q: expected a whole number, 0 or more", at(v), k.Value, v.Value)
			}
			if k.Value == "max_loops" {
				per.MaxLoops = n
			} else {
				per.MaxRounds = n
			}
		case "model":
			if v.Kind != yaml.ScalarNode {
				return nil, fmt.Errorf("%s: model: expected a model name", at(v))
			}
			per.Model = strings.TrimSpace(v.Value)
		case "tools":
			if err := per.parseTools(v, at); err != nil {
				return nil, err
			}
		}
	}
	return per, nil
}

func (p *Persona) parseTools(v *yaml.Node, at func(*yaml.Node) string) error {
	type named struct {
		name string
		node *yaml.Node
	}
	var names []named
	switch v.Kind {
	case yaml.ScalarNode:
		for _, s := range strings.Split(v.Value, ",") {
			if s = strings.TrimSpace(s); s != "" {
				names = append(names, named{s, v})
			}
		}
	case yaml.SequenceNode:
		for _, it := range v.Content {
			if it.Kind != yaml.ScalarNode {
				return fmt.Errorf("%s: tools: expected tool names", at(it))
			}
			names = append(names, named{strings.TrimSpace(it.Value), it})
		}
	default:
		return fmt.Errorf("%s: tools: expected a list of tool names", at(v))
	}
	p.Allowed = []string{}
	for _, n := range names {
		p.Tools = append(p.Tools, n.name)
		grants, ok := toolNames[n.name]
		if !ok {
			return fmt.Errorf("%s: tools: unknown tool %q: expected read_file, list, grep, git_diff, run_gate (or Pi's read, ls, find, bash, verifier_prompt)", at(n.node), n.name)
		}
		for _, g := range grants {
			if !slices.Contains(p.Allowed, g) {
				p.Allowed = append(p.Allowed, g)
			}
		}
	}
	return nil
}

// allowTools offers the model only the tools a persona allows, and
// refuses a call to any other (the model may name one anyway).
type allowTools struct {
	Tools
	allowed []string
	persona string
}

func (a allowTools) Defs() []llm.Tool {
	var out []llm.Tool
	for _, d := range a.Tools.Defs() {
		if slices.Contains(a.allowed, d.Name) {
			out = append(out, d)
		}
	}
	return out
}

func (a allowTools) Run(ctx context.Context, call llm.ToolCall) llm.ToolResult {
	if !slices.Contains(a.allowed, call.Name) {
		return llm.ToolResult{CallID: call.ID, IsError: true,
			Content: fmt.Sprintf("tool %q is not allowed by the persona %s; allowed: %s", call.Name, a.persona, strings.Join(a.allowed, ", "))}
	}
	return a.Tools.Run(ctx, call)
}
