package verifier

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/vouchdev/vouch/hook/guard"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/verify"
)

// Persona is a seed-000 verifier persona, .pi/verifier/agents/<name>.md,
// as package judge reads it: YAML frontmatter (tools, max_loops,
// max_rounds, model) and a body of instructions. Pi's loop applies its
// max_loops (corrections per user prompt, the seed's meaning); the judge,
// when one runs, its body, tools, max_rounds and model.
type Persona = judge.Persona

// ErrNoPersona: the persona file does not exist.
var ErrNoPersona = judge.ErrNoPersona

// LoadPersona reads persona name from dir/.pi/verifier/agents/name.md.
// Unlike judge.LoadPersona it does not look in .vouch/agents: Pi's
// --verifier-agent names a file of the seed's own directory.
func LoadPersona(dir, name string) (*Persona, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return nil, fmt.Errorf("verifier persona %q: expected a file name under .pi/verifier/agents/", name)
	}
	p, err := judge.ReadPersona(filepath.Join(dir, ".pi", "verifier", "agents", name+".md"), name)
	if p != nil {
		p.Ref = ".pi/verifier/agents/" + name + ".md"
	}
	return p, err
}

// VerifyOptionsWith is guard.DefaultVerifyOptions with the judge following
// persona name (.pi/verifier/agents/NAME.md, --verifier-agent) rather than
// the workspace's default persona; "" is guard.DefaultVerifyOptions. A
// persona that does not load (Settings has warned) leaves the default.
func VerifyOptionsWith(name string) func(cfg *policy.Config) *verify.Options {
	if name == "" {
		return guard.DefaultVerifyOptions
	}
	return func(cfg *policy.Config) *verify.Options {
		// The options without a judge (none built), then the persona's.
		noJudge := *cfg
		noJudge.Judge = policy.JudgeNever
		o := guard.DefaultVerifyOptions(&noJudge)
		p, err := LoadPersona(cfg.Root, name)
		if err != nil {
			p = nil
		}
		if rv := judge.ForHooksWith(cfg, p); rv != nil {
			o.Review = rv
		}
		return o
	}
}
