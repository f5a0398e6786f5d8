package cli

import (
	"sort"
	"strings"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/verify"
)

// workspaceConfig is vouch.yaml as the commands use it.
type workspaceConfig struct {
	*policy.Config
	// Baseline for verify.Options: "" (auto), "none" or a revision.
	Baseline string
}

func loadWorkspaceConfig(ws string) (*workspaceConfig, error) {
	c, err := policy.Load(ws)
	if err != nil {
		return nil, err
	}
	w := &workspaceConfig{Config: c}
	if c.Baseline != policy.BaselineAuto {
		w.Baseline = c.Baseline
	}
	return w, nil
}

// verifyOptions turns the configuration into verify.Options (gates,
// claim patterns, protected paths).
func (w *workspaceConfig) verifyOptions() *verify.Options {
	o := &verify.Options{Protected: w.Protected, ClaimPatterns: w.ClaimOptions().Patterns}
	for _, g := range w.Gates {
		if g.Skip {
			o.SkipGates = append(o.SkipGates, g.Name)
			continue
		}
		parser, kind := gate.InferParser(g.Run)
		if g.Parser != "" {
			parser = g.Parser
		}
		var when []string
		when = append(when, g.When...)
		var env []string
		for k, v := range g.Env {
			env = append(env, k+"="+v)
		}
		sort.Strings(env)
		s := gate.Spec{Name: g.Name, Command: g.Run, Dir: g.Dir, Timeout: g.Timeout, Parser: parser, Kind: kind, When: when, Source: gate.SourceConfig}
		if len(env) > 0 {
			// Env applies through the shell: prefix the assignments.
			s.Command = strings.Join(quoteEnv(env), " ") + " " + g.Run
		}
		o.Gates = append(o.Gates, s)
	}
	return o
}

func quoteEnv(env []string) []string {
	out := make([]string, len(env))
	for i, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		out[i] = k + "='" + strings.ReplaceAll(v, "'", `'\''`) + "'"
	}
	return out
}
