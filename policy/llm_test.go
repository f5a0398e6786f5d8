package policy

import (
	"reflect"
	"testing"
	"time"
)

const llmFull = `judge: always
llm:
  provider: openai
  model: qwen2.5-coder:7b
  api: chat
  base_url: http://127.0.0.1:11434/v1
  api_key_env: OLLAMA_KEY
  timeout: 30s
  max_retries: 4
  caps:
    per_verification: {calls: 10, tokens: 50000, usd: 0.25}
    per_day:
      calls: 100
      usd: 3
  prices:
    qwen2.5-coder:7b: {input_per_mtok: 0, output_per_mtok: 0}
    my-model: {input_per_mtok: 1.5, output_per_mtok: 6}
`

func TestParseLLM(t *testing.T) {
	t.Parallel()
	c, err := Parse("vouch.yaml", []byte(llmFull))
	if err != nil {
		t.Fatal(err)
	}
	want := LLM{
		Provider: LLMOpenAI, Model: "qwen2.5-coder:7b", API: LLMAPIChat, BaseURL: "http://127.0.0.1:11434/v1",
		APIKeyEnv: "OLLAMA_KEY", APIKeyEnvSet: true, Timeout: 30 * time.Second, MaxRetries: 4,
		Caps: LLMCaps{
			PerVerification: LLMCap{Calls: 10, Tokens: 50000, USD: 0.25},
			// tokens not given: the default stays
			PerDay: LLMCap{Calls: 100, Tokens: DefaultLLMCaps.PerDay.Tokens, USD: 3},
		},
		Prices: map[string]LLMPrice{"qwen2.5-coder:7b": {}, "my-model": {InputPerMTok: 1.5, OutputPerMTok: 6}},
		Line:   3,
	}
	if !reflect.DeepEqual(c.LLM, want) {
		t.Errorf("LLM =\n %+v\nwant\n %+v", c.LLM, want)
	}
	if c.Judge != JudgeAlways {
		t.Errorf("Judge = %q, want always", c.Judge)
	}
}

func TestParseLLMDefaults(t *testing.T) {
	t.Parallel()
	d := Default()
	if d.LLM.Configured() || d.Judge != JudgeAuto || d.LLM.Timeout != DefaultLLMTimeout || d.LLM.MaxRetries != DefaultLLMRetries || d.LLM.Caps != DefaultLLMCaps {
		t.Errorf("Default: LLM %+v, Judge %q", d.LLM, d.Judge)
	}
	for _, tt := range []struct{ yaml, provider, env string }{
		{"llm: {provider: anthropic, model: claude-sonnet-4-5}", LLMAnthropic, "ANTHROPIC_API_KEY"},
		{"llm: {provider: openai, model: gpt-4.1}", LLMOpenAI, "OPENAI_API_KEY"},
	} {
		c, err := Parse("vouch.yaml", []byte(tt.yaml))
		if err != nil {
			t.Fatal(err)
		}
		if c.LLM.Provider != tt.provider || c.LLM.APIKeyEnv != tt.env || c.LLM.APIKeyEnvSet || c.LLM.Caps != DefaultLLMCaps || c.LLM.Timeout != DefaultLLMTimeout {
			t.Errorf("%s: %+v", tt.yaml, c.LLM)
		}
	}
	// "llm:" with nothing under it is no LLM, like no section.
	c, err := Parse("vouch.yaml", []byte("llm:\n"))
	if err != nil || c.LLM.Configured() {
		t.Errorf("empty llm: %+v, %v", c, err)
	}
}

func TestParseLLMErrors(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, yaml, want string }{
		{"api key literal", "llm:\n  provider: anthropic\n  model: m\n  api_key: sk-ant-xyz\n",
			`vouch.yaml:4: llm.api_key: API keys are not read from vouch.yaml (it is committed and shown to agents); put the key in an environment variable and name it with api_key_env`},
		{"unknown provider near", "llm:\n  provider: antropic\n  model: m\n",
			`vouch.yaml:2: llm.provider: unknown provider "antropic"; did you mean "anthropic"? (anthropic, or openai for any OpenAI-compatible server)`},
		{"unknown provider far", "llm:\n  provider: ollama\n  model: m\n",
			`vouch.yaml:2: llm.provider: unknown provider "ollama"; expected anthropic, or openai for any OpenAI-compatible server (vLLM, Ollama, LM Studio, OpenRouter: set base_url)`},
		{"unknown key", "llm:\n  provider: openai\n  model: m\n  baseurl: http://x\n",
			`vouch.yaml:4: unknown key "baseurl" in llm; did you mean "base_url"?`},
		{"missing provider", "llm:\n  model: m\n",
			`vouch.yaml:2: llm: missing "provider" (anthropic, or openai for any OpenAI-compatible server)`},
		{"missing model", "llm:\n  provider: openai\n",
			`vouch.yaml:2: llm: missing "model" (the model to call, such as claude-sonnet-4-5 or gpt-4.1)`},
		{"bad env name", "llm: {provider: openai, model: m, api_key_env: sk-123}\n",
			`vouch.yaml:1: llm.api_key_env: expected the name of an environment variable (such as ANTHROPIC_API_KEY), got "sk-123"`},
		{"bad url", "llm: {provider: openai, model: m, base_url: localhost:11434}\n",
			`vouch.yaml:1: llm.base_url: expected an http:// or https:// URL, got "localhost:11434"`},
		{"zero timeout", "llm: {provider: openai, model: m, timeout: 0s}\n",
			`vouch.yaml:1: llm.timeout: expected a duration above zero, got "0s"`},
		{"negative retries", "llm: {provider: openai, model: m, max_retries: -1}\n",
			`vouch.yaml:1: llm.max_retries: expected a whole number >= 0, got -1`},
		{"unknown cap scope", "llm:\n  provider: openai\n  model: m\n  caps:\n    per_run: {calls: 1}\n",
			`vouch.yaml:5: unknown key "per_run" in llm.caps; expected one of "per_verification", "per_day"`},
		{"unknown cap key", "llm:\n  provider: openai\n  model: m\n  caps:\n    per_day: {dollars: 1}\n",
			`vouch.yaml:5: unknown key "dollars" in llm.caps.per_day; expected one of "calls", "tokens", "usd"`},
		{"bad usd", "llm:\n  provider: openai\n  model: m\n  caps:\n    per_day: {usd: \"$5\"}\n",
			`vouch.yaml:5: llm.caps.per_day.usd: expected an amount in USD such as 0.50, got "$5"`},
		{"negative calls", "llm:\n  provider: openai\n  model: m\n  caps:\n    per_verification: {calls: -2}\n",
			`vouch.yaml:5: llm.caps.per_verification.calls: expected a whole number >= 0, got -2`},
		{"price half", "llm:\n  provider: openai\n  model: m\n  prices:\n    m: {input_per_mtok: 1}\n",
			`vouch.yaml:5: llm.prices.m: expected both "input_per_mtok" and "output_per_mtok" (USD per million tokens)`},
		{"price unknown key", "llm:\n  provider: openai\n  model: m\n  prices:\n    m: {input: 1}\n",
			`vouch.yaml:5: unknown key "input" in llm.prices.m; did you mean "input_per_mtok"?`},
		{"prices list", "llm:\n  provider: openai\n  model: m\n  prices: [1]\n",
			`vouch.yaml:4: llm.prices: expected a mapping of MODEL: {input_per_mtok, output_per_mtok}, got a list`},
		{"bad api", "llm: {provider: openai, model: m, api: completions}\n",
			`vouch.yaml:1: llm.api: expected chat or responses (OpenAI's Chat Completions or Responses API), got "completions"`},
		{"api with anthropic", "llm:\n  provider: anthropic\n  model: m\n  api: responses\n",
			`vouch.yaml:4: llm.api: only for provider openai (anthropic has one API)`},
		{"judge bad", "judge: alway\n",
			`vouch.yaml:1: judge: expected auto, always or never, got "alway"; did you mean "always"?`},
		{"judge bool", "judge: true\n",
			`vouch.yaml:1: judge: expected auto, always or never, got "true"`},
		{"llm list", "llm: [anthropic]\n",
			`vouch.yaml:1: llm: expected a mapping, got a list`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := Parse("vouch.yaml", []byte(tt.yaml))
			if err == nil {
				t.Fatalf("Parse succeeded (%+v), want %q", c.LLM, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("error:\n got %s\nwant %s", err, tt.want)
			}
		})
	}
}
