package verifier

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// Persona is a seed-000 verifier persona, .pi/verifier/agents/<name>.md:
// YAML frontmatter (tools, max_loops, ...) and a body of instructions for
// an LLM verifier. vouch has no LLM verifier yet: it applies the
// deterministic part (max_loops) and keeps the rest.
type Persona struct {
	Name     string
	Path     string
	MaxLoops int      // 0: not set
	Tools    []string // as declared; vouch runs no tools for a persona
	Body     string
}

// ErrNoPersona: the persona file does not exist.
var ErrNoPersona = errors.New("no such verifier persona")

// LoadPersona reads persona name from dir/.pi/verifier/agents/name.md.
func LoadPersona(dir, name string) (*Persona, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return nil, fmt.Errorf("verifier persona %q: expected a file name under .pi/verifier/agents/", name)
	}
	p := filepath.Join(dir, ".pi", "verifier", "agents", name+".md")
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s", ErrNoPersona, p)
	}
	if err != nil {
		return nil, err
	}
	per := &Persona{Name: name, Path: p, Body: string(data)}
	rest, ok := bytes.CutPrefix(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("---\n"))
	if !ok {
		return per, nil
	}
	front, body, ok := bytes.Cut(rest, []byte("\n---"))
	if !ok {
		return nil, fmt.Errorf("%s: the frontmatter opened on line 1 is never closed with ---", p)
	}
	per.Body = strings.TrimLeft(strings.TrimPrefix(string(body), "\n"), "\n")
	var fm struct {
		MaxLoops *int `yaml:"max_loops"`
		Tools    any  `yaml:"tools"`
	}
	if err := yaml.Unmarshal(front, &fm); err != nil {
		return nil, fmt.Errorf("%s: frontmatter: %v", p, err)
	}
	if fm.MaxLoops != nil {
		if *fm.MaxLoops < 0 {
			return nil, fmt.Errorf("%s: max_loops %d: expected 0 or more", p, *fm.MaxLoops)
		}
		per.MaxLoops = *fm.MaxLoops
	}
	switch t := fm.Tools.(type) {
	case string:
		for _, s := range strings.Split(t, ",") {
			if s = strings.TrimSpace(s); s != "" {
				per.Tools = append(per.Tools, s)
			}
		}
	case []any:
		for _, s := range t {
			per.Tools = append(per.Tools, fmt.Sprint(s))
		}
	}
	return per, nil
}
