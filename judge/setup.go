package judge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/llm/provider"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/verify"
)

// Setup decides whether a verification gets a judge: mode is vouch.yaml's
// judge: ("" is auto), force is --judge (always, whatever the mode), and
// newProvider builds the configured model (llm/provider.New). It returns nil
// when no judge runs: mode never, or auto without a configured model
// (llm.ErrNotConfigured: silently, verification works as without one).
// With --judge or always and no model, the error is newProvider's, which
// says what to set.
func Setup(mode string, force bool, newProvider func() (llm.Provider, error), o *Options) (verify.Reviewer, error) {
	if mode == policy.JudgeNever && !force {
		return nil, nil
	}
	// Built once here to know it can be; each review builds its own, so
	// the per-verification caps hold per review.
	p, err := newProvider()
	if err != nil {
		if errors.Is(err, llm.ErrNotConfigured) && mode != policy.JudgeAlways && !force {
			return nil, nil
		}
		return nil, err
	}
	if c, ok := p.(io.Closer); ok {
		c.Close()
	}
	var opts Options
	if o != nil {
		opts = *o
	}
	opts.Provider, opts.NewProvider = nil, newProvider
	return New(&opts), nil
}

// Unavailable is a reviewer that cannot review: it reports err on every
// turn (verify makes it a judge-error finding). The hooks use it when
// vouch.yaml asks for a judge (judge: always) that cannot be built: they
// fail open, with the reason in the report.
func Unavailable(err error) verify.Reviewer { return unavailable{err} }

type unavailable struct{ err error }

func (u unavailable) Review(context.Context, *verify.ReviewInput) (*verify.ReviewOutcome, error) {
	return nil, u.err
}

// FromConfig is Setup for a vouch.yaml: its judge: and the model its llm:
// section configures (llm/provider.New, per review). o may be nil. When o
// names no Persona and no Instructions, the workspace's default persona
// (LoadPersona(cfg.Root, "")) applies when there is one; a persona's model
// replaces llm.model. A persona file that does not parse is an error only
// when a judge would run.
func FromConfig(cfg *policy.Config, force bool, o *Options) (verify.Reviewer, error) {
	var opts Options
	if o != nil {
		opts = *o
	}
	var perr error
	if opts.Persona == nil && opts.Instructions == "" && cfg.Root != "" {
		opts.Persona, perr = LoadPersona(cfg.Root, "")
	}
	lc := cfg.LLM
	if opts.Persona != nil && opts.Persona.Model != "" {
		lc.Model = opts.Persona.Model
	}
	rv, err := Setup(cfg.Judge, force, func() (llm.Provider, error) {
		p, err := provider.New(lc, nil)
		if err != nil {
			return nil, err
		}
		return p, nil
	}, &opts)
	if rv == nil || err != nil {
		return rv, err
	}
	if perr != nil {
		return nil, fmt.Errorf("verifier persona: %w", perr)
	}
	return rv, nil
}

// HookTimeout bounds a review made from an agent's hook (Claude Code and
// Codex's Stop, Pi's turn end), which the agent itself times out.
const HookTimeout = 45 * time.Second

// ForHooks is the judge the hooks run with a vouch.yaml: nil under judge:
// never or auto without a model; with judge: always and no model, a
// reviewer reporting why on every turn (hooks fail open, with the reason
// in the report as a judge-error finding).
func ForHooks(cfg *policy.Config) verify.Reviewer { return ForHooksWith(cfg, nil) }

// ForHooksWith is ForHooks with the judge following persona p (nil: the
// workspace's default persona, as in FromConfig): Pi's --verifier-agent.
func ForHooksWith(cfg *policy.Config, p *Persona) verify.Reviewer {
	rv, err := FromConfig(cfg, false, &Options{Timeout: HookTimeout, Persona: p})
	if err != nil {
		return Unavailable(fmt.Errorf("judge: always in vouch.yaml: %w", err))
	}
	return rv
}
