package policy

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// LLM is the model vouch may call where judgement is needed (the judge,
// audit's verifiers): top-level "llm:" in vouch.yaml. The zero value
// (no "llm:" section) means no model is configured; package llm/provider
// builds a provider from it. Keys come only from the environment: APIKeyEnv
// names the variable, a key written in vouch.yaml is an error.
type LLM struct {
	// Provider is LLMAnthropic or LLMOpenAI; empty when not configured.
	Provider string `json:"provider,omitempty"`
	// Model is the model name sent to the API (required with Provider).
	Model string `json:"model,omitempty"`
	// API is the OpenAI API used: LLMAPIChat (default, Chat Completions,
	// what compatible servers serve) or LLMAPIResponses. Only with
	// LLMOpenAI.
	API string `json:"api,omitempty"`
	// BaseURL points the provider at another server: an OpenAI-compatible
	// one (vLLM, Ollama, LM Studio, OpenRouter) for LLMOpenAI, a proxy
	// for LLMAnthropic. Empty means the provider's own API.
	BaseURL string `json:"base_url,omitempty"`
	// APIKeyEnv names the environment variable holding the API key.
	// Default ANTHROPIC_API_KEY or OPENAI_API_KEY by provider.
	APIKeyEnv string `json:"api_key_env,omitempty"`
	// APIKeyEnvSet is true when vouch.yaml named the variable itself: the
	// key is then required even with a BaseURL.
	APIKeyEnvSet bool `json:"-"`
	// Timeout bounds one attempt of a call. Default DefaultLLMTimeout.
	Timeout time.Duration `json:"timeout,omitempty"`
	// MaxRetries is how many times a call is retried on 429, 5xx,
	// connection errors and timeouts. Default DefaultLLMRetries.
	MaxRetries int `json:"max_retries"`
	// Caps are the hard limits; see LLMCaps for the defaults.
	Caps LLMCaps `json:"caps"`
	// Prices override or add to the built-in price table (llm/prices.go),
	// by model name.
	Prices map[string]LLMPrice `json:"prices,omitempty"`
	// Line is the line of "llm:" in vouch.yaml (0 when not there).
	Line int `json:"line,omitempty"`
}

// Configured reports whether a provider is set.
func (l LLM) Configured() bool { return l.Provider != "" }

// LLMCaps are hard limits on model use: per verification (one vouch
// verify, one judged turn, one audit run) and per day (UTC, across every
// vouch process, kept in the store). A zero field means no limit on that
// measure.
type LLMCaps struct {
	PerVerification LLMCap `json:"per_verification"`
	PerDay          LLMCap `json:"per_day"`
}

// LLMCap limits calls, tokens (input + output) and money (USD, from the
// price table). 0 means no limit.
type LLMCap struct {
	Calls  int     `json:"calls"`
	Tokens int     `json:"tokens"`
	USD    float64 `json:"usd"`
}

// LLMPrice is a model's price in USD per million tokens.
type LLMPrice struct {
	InputPerMTok  float64 `json:"input_per_mtok"`
	OutputPerMTok float64 `json:"output_per_mtok"`
}

// Providers.
const (
	LLMAnthropic = "anthropic"
	LLMOpenAI    = "openai"
)

// OpenAI APIs (LLM.API).
const (
	LLMAPIChat      = "chat"
	LLMAPIResponses = "responses"
)

// LLM defaults.
const (
	DefaultLLMTimeout = 120 * time.Second
	DefaultLLMRetries = 2
)

// DefaultLLMCaps bound a misbehaving loop without getting in the way of a
// normal judged turn (a few dozen calls) or a day of audits.
var DefaultLLMCaps = LLMCaps{
	PerVerification: LLMCap{Calls: 50, Tokens: 1_000_000, USD: 2},
	PerDay:          LLMCap{Calls: 2000, Tokens: 20_000_000, USD: 20},
}

// DefaultKeyEnv is the default APIKeyEnv of a provider.
func DefaultKeyEnv(provider string) string {
	switch provider {
	case LLMAnthropic:
		return "ANTHROPIC_API_KEY"
	case LLMOpenAI:
		return "OPENAI_API_KEY"
	}
	return ""
}

// Judge values: when vouch asks the model about claims the rules leave
// unverified.
const (
	JudgeAuto   = "auto"   // default: when an LLM is configured
	JudgeAlways = "always" // always; without an LLM that is an error to report
	JudgeNever  = "never"  // never
)

func defaultLLM() LLM {
	return LLM{Timeout: DefaultLLMTimeout, MaxRetries: DefaultLLMRetries, Caps: DefaultLLMCaps}
}

func (p *parser) llm(v *yaml.Node, c *Config) {
	l := defaultLLM()
	l.Line = v.Line
	var providerNode, modelNode, apiNode *yaml.Node
	before := len(p.problems)
	ok := p.fields(v, "llm", []string{"provider", "model", "api", "base_url", "api_key_env", "api_key", "timeout", "max_retries", "caps", "prices"}, func(key string, k, v *yaml.Node) {
		w := "llm." + key
		switch key {
		case "provider":
			providerNode = v
			if s, ok := p.str(v, w); ok {
				if s != LLMAnthropic && s != LLMOpenAI {
					if n := nearest(s, []string{LLMAnthropic, LLMOpenAI}); n != "" {
						p.errorf(v, "%s: unknown provider %q; did you mean %q? (anthropic, or openai for any OpenAI-compatible server)", w, s, n)
					} else {
						p.errorf(v, "%s: unknown provider %q; expected anthropic, or openai for any OpenAI-compatible server (vLLM, Ollama, LM Studio, OpenRouter: set base_url)", w, s)
					}
				} else {
					l.Provider = s
				}
			}
		case "model":
			modelNode = v
			if s, ok := p.str(v, w); ok {
				if strings.TrimSpace(s) == "" {
					p.errorf(v, "%s: expected a model name, got an empty string", w)
				} else {
					l.Model = s
				}
			}
		case "api":
			apiNode = v
			if s, ok := p.str(v, w); ok {
				if s != LLMAPIChat && s != LLMAPIResponses {
					p.errorf(v, "%s: expected %s or %s (OpenAI's Chat Completions or Responses API), got %q", w, LLMAPIChat, LLMAPIResponses, s)
				} else {
					l.API = s
				}
			}
		case "base_url":
			if s, ok := p.str(v, w); ok {
				if !strings.HasPrefix(s, "http://") && !strings.HasPrefix(s, "https://") {
					p.errorf(v, "%s: expected an http:// or https:// URL, got %q", w, s)
				} else {
					l.BaseURL = s
				}
			}
		case "api_key_env":
			if s, ok := p.str(v, w); ok {
				if !reEnvName().MatchString(s) {
					p.errorf(v, "%s: expected the name of an environment variable (such as ANTHROPIC_API_KEY), got %q", w, s)
				} else {
					l.APIKeyEnv, l.APIKeyEnvSet = s, true
				}
			}
		case "api_key":
			p.errorf(k, "llm.api_key: API keys are not read from vouch.yaml (it is committed and shown to agents); put the key in an environment variable and name it with api_key_env")
		case "timeout":
			if d, ok := p.duration(v, w); ok {
				if d == 0 {
					p.errorf(v, "%s: expected a duration above zero, got %s", w, describe(v))
				} else {
					l.Timeout = d
				}
			}
		case "max_retries":
			if n, ok := p.integer(v, w, 0); ok {
				l.MaxRetries = n
			}
		case "caps":
			p.llmCaps(v, &l.Caps)
		case "prices":
			p.llmPrices(v, &l)
		}
	})
	if !ok || len(p.problems) > before {
		return
	}
	if l.Provider == "" {
		if providerNode == nil {
			p.errorf(v, "llm: missing \"provider\" (anthropic, or openai for any OpenAI-compatible server)")
		}
		return
	}
	if l.Model == "" {
		if modelNode == nil {
			p.errorf(v, "llm: missing \"model\" (the model to call, such as claude-sonnet-4-5 or gpt-4.1)")
		}
		return
	}
	if l.API != "" && l.Provider != LLMOpenAI {
		p.errorf(apiNode, "llm.api: only for provider openai (anthropic has one API)")
		return
	}
	if l.APIKeyEnv == "" {
		l.APIKeyEnv = DefaultKeyEnv(l.Provider)
	}
	c.LLM = l
}

func (p *parser) llmCaps(v *yaml.Node, caps *LLMCaps) {
	p.fields(v, "llm.caps", []string{"per_verification", "per_day"}, func(key string, k, v *yaml.Node) {
		cp := &caps.PerVerification
		if key == "per_day" {
			cp = &caps.PerDay
		}
		where := "llm.caps." + key
		p.fields(v, where, []string{"calls", "tokens", "usd"}, func(key string, k, v *yaml.Node) {
			w := where + "." + key
			switch key {
			case "calls":
				if n, ok := p.integer(v, w, 0); ok {
					cp.Calls = n
				}
			case "tokens":
				if n, ok := p.integer(v, w, 0); ok {
					cp.Tokens = n
				}
			case "usd":
				if f, ok := p.money(v, w); ok {
					cp.USD = f
				}
			}
		})
	})
}

func (p *parser) llmPrices(v *yaml.Node, l *LLM) {
	if v.Kind == yaml.AliasNode && v.Alias != nil {
		v = v.Alias
	}
	if v.Tag == "!!null" {
		return
	}
	if v.Kind != yaml.MappingNode {
		p.errorf(v, "llm.prices: expected a mapping of MODEL: {input_per_mtok, output_per_mtok}, got %s", describe(v))
		return
	}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, e := v.Content[i], v.Content[i+1]
		if k.Kind != yaml.ScalarNode || k.Value == "" {
			p.errorf(k, "llm.prices: expected a model name, got %s", describe(k))
			continue
		}
		where := "llm.prices." + k.Value
		if _, dup := l.Prices[k.Value]; dup {
			p.errorf(k, "llm.prices: model %q appears twice", k.Value)
			continue
		}
		var pr LLMPrice
		var in, out bool
		before := len(p.problems)
		ok := p.fields(e, where, []string{"input_per_mtok", "output_per_mtok"}, func(key string, _, v *yaml.Node) {
			f, good := p.money(v, where+"."+key)
			if key == "input_per_mtok" {
				pr.InputPerMTok, in = f, good
			} else {
				pr.OutputPerMTok, out = f, good
			}
		})
		if !ok || len(p.problems) > before {
			continue
		}
		if !in || !out {
			p.errorf(e, "%s: expected both \"input_per_mtok\" and \"output_per_mtok\" (USD per million tokens)", where)
			continue
		}
		if l.Prices == nil {
			l.Prices = map[string]LLMPrice{}
		}
		l.Prices[k.Value] = pr
	}
}

// money accepts a number >= 0 (whole or decimal).
func (p *parser) money(v *yaml.Node, where string) (float64, bool) {
	if v.Kind == yaml.ScalarNode && (v.Tag == "!!int" || v.Tag == "!!float") {
		f, err := strconv.ParseFloat(v.Value, 64)
		if err == nil && f >= 0 && f < 1e12 {
			return f, true
		}
	}
	p.errorf(v, "%s: expected an amount in USD such as 0.50, got %s", where, describe(v))
	return 0, false
}

func (p *parser) judge(v *yaml.Node, c *Config) {
	s, ok := p.str(v, "judge")
	if !ok {
		return
	}
	switch s {
	case JudgeAuto, JudgeAlways, JudgeNever:
		c.Judge = s
	default:
		msg := fmt.Sprintf("judge: expected %s, %s or %s, got %q", JudgeAuto, JudgeAlways, JudgeNever, s)
		if n := nearest(s, []string{JudgeAuto, JudgeAlways, JudgeNever}); n != "" {
			msg += fmt.Sprintf("; did you mean %q?", n)
		}
		p.errorf(v, "%s", msg)
	}
}
