// Package provider builds vouch's model from vouch.yaml's llm section:
// the SDK provider it names (llm/anthropic or llm/openai), its key from
// the environment, wrapped in llm.Metered for accounting and the hard
// caps, with the per-day ledger in vouch's store.
package provider

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/llm/anthropic"
	"github.com/vouchdev/vouch/llm/openai"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/store"
)

// Options configure New. A nil *Options or zero fields mean defaults.
type Options struct {
	// Getenv reads the API key's variable. Default os.Getenv.
	Getenv func(string) string
	// Store keeps the per-day ledger. Default: store.OpenDefault, closed
	// by the returned Metered's Close.
	Store *store.Store
	// HTTPClient replaces the SDKs' default client.
	HTTPClient *http.Client
	// Now is the clock naming the day of the per-day caps. Default time.Now.
	Now func() time.Time
	// Wrap, if set, wraps the SDK provider inside the meter (a cassette
	// recorder, a test's spy).
	Wrap func(llm.Provider) llm.Provider
}

// NotConfiguredHelp is what to put in vouch.yaml to configure a model.
const NotConfiguredHelp = `add to vouch.yaml:
  llm:
    provider: anthropic        # or openai, also for Ollama, vLLM, LM Studio, OpenRouter (with base_url)
    model: claude-sonnet-4-5
and export ANTHROPIC_API_KEY (or OPENAI_API_KEY; llm.api_key_env names another variable)`

// New builds the configured provider, metered. Without a provider in cfg,
// or without its key in the environment, the error wraps
// llm.ErrNotConfigured and says what to set.
func New(cfg policy.LLM, opts *Options) (*llm.Metered, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.Getenv == nil {
		o.Getenv = os.Getenv
	}
	if !cfg.Configured() {
		return nil, fmt.Errorf("%w: %s", llm.ErrNotConfigured, NotConfiguredHelp)
	}
	if cfg.Provider != policy.LLMAnthropic && cfg.Provider != policy.LLMOpenAI {
		return nil, fmt.Errorf("llm: unknown provider %q in llm.provider (want anthropic, or openai for any OpenAI-compatible server)", cfg.Provider)
	}
	if cfg.Model == "" {
		return nil, fmt.Errorf("%w: llm.model is not set (the model to call, such as claude-sonnet-4-5 or gpt-4.1)", llm.ErrNotConfigured)
	}
	env := cfg.APIKeyEnv
	if env == "" {
		env = policy.DefaultKeyEnv(cfg.Provider)
	}
	key := o.Getenv(env)
	// A compatible server (base_url) may need no key, unless vouch.yaml
	// named a variable for one.
	keyOptional := cfg.Provider == policy.LLMOpenAI && cfg.BaseURL != "" && !cfg.APIKeyEnvSet
	if key == "" && !keyOptional {
		return nil, fmt.Errorf("%w: the environment variable %s is not set: export the %s API key in it (llm.api_key_env in vouch.yaml names another variable)",
			llm.ErrNotConfigured, env, cfg.Provider)
	}
	timeout, retries := cfg.Timeout, cfg.MaxRetries
	if timeout <= 0 {
		timeout = policy.DefaultLLMTimeout
	}
	if retries == 0 {
		retries = -1 // the SDK options' "none"
	}
	var p llm.Provider
	var err error
	switch cfg.Provider {
	case policy.LLMAnthropic:
		p, err = anthropic.New(anthropic.Options{Model: cfg.Model, APIKey: key, BaseURL: cfg.BaseURL,
			Timeout: timeout, MaxRetries: retries, HTTPClient: o.HTTPClient})
	case policy.LLMOpenAI:
		p, err = openai.New(openai.Options{Model: cfg.Model, APIKey: key, BaseURL: cfg.BaseURL, API: cfg.API,
			Timeout: timeout, MaxRetries: retries, HTTPClient: o.HTTPClient})
	default:
		return nil, fmt.Errorf("llm: unknown provider %q in llm.provider (want anthropic, or openai for any OpenAI-compatible server)", cfg.Provider)
	}
	if err != nil {
		return nil, err
	}
	if o.Wrap != nil {
		p = o.Wrap(p)
	}
	prices := llm.DefaultPrices
	if len(cfg.Prices) > 0 {
		over := llm.Prices{}
		for m, pr := range cfg.Prices {
			over[m] = llm.Price{InputPerMTok: pr.InputPerMTok, OutputPerMTok: pr.OutputPerMTok, Source: "vouch.yaml llm.prices"}
		}
		prices = prices.With(over)
	}
	mo := llm.MeterOptions{
		Prices:       prices,
		Verification: caps(cfg.Caps.PerVerification),
		Day:          caps(cfg.Caps.PerDay),
		Store:        o.Store,
		Now:          o.Now,
	}
	if mo.Store == nil {
		s, err := store.OpenDefault(context.Background())
		if err != nil {
			return nil, fmt.Errorf("llm: opening the store for the per-day caps: %w", err)
		}
		mo.Store, mo.OwnStore = s, true
	}
	return llm.NewMetered(p, mo), nil
}

func caps(c policy.LLMCap) llm.Caps {
	return llm.Caps{Calls: c.Calls, Tokens: c.Tokens, USD: c.USD}
}
