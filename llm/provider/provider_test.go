package provider

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/store"
)

// apis are the two wire formats, with the config that reaches each on a
// fake server at url.
var apis = []struct {
	name  string
	model string
	cfg   func(url string) policy.LLM
}{
	{"anthropic", "claude-sonnet-4-5", func(url string) policy.LLM {
		return policy.LLM{Provider: policy.LLMAnthropic, Model: "claude-sonnet-4-5", BaseURL: url, APIKeyEnv: "TEST_ANTHROPIC_KEY",
			Timeout: 10 * time.Second, MaxRetries: 2}
	}},
	{"openai", "gpt-4.1", func(url string) policy.LLM {
		return policy.LLM{Provider: policy.LLMOpenAI, Model: "gpt-4.1", BaseURL: url + "/v1", APIKeyEnv: "TEST_OPENAI_KEY", APIKeyEnvSet: true,
			Timeout: 10 * time.Second, MaxRetries: 2}
	}},
	{"openai-responses", "gpt-4.1", func(url string) policy.LLM {
		return policy.LLM{Provider: policy.LLMOpenAI, API: policy.LLMAPIResponses, Model: "gpt-4.1", BaseURL: url + "/v1", APIKeyEnv: "TEST_OPENAI_KEY", APIKeyEnvSet: true,
			Timeout: 10 * time.Second, MaxRetries: 2}
	}},
}

// provider is the provider part of an api's name.
func providerOf(api string) string { return strings.TrimSuffix(api, "-responses") }

func env(name string) string {
	switch name {
	case "TEST_ANTHROPIC_KEY", "TEST_OPENAI_KEY":
		return "test-key-" + name
	}
	return ""
}

func openStore(t *testing.T, path string) *store.Store {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "vouch.db")
	}
	s, err := store.Open(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func newProvider(t *testing.T, cfg policy.LLM, s *store.Store) *llm.Metered {
	t.Helper()
	if s == nil {
		s = openStore(t, "")
	}
	m, err := New(cfg, &Options{Getenv: env, Store: s})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func body(t *testing.T, r *fakellm.Request) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		t.Fatalf("request %d body: %v", r.N, err)
	}
	return m
}

var readFile = llm.Tool{Name: "read_file", Description: "Read a file of the workspace.",
	Schema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"lines":{"type":"array","items":{"type":"integer"}}},"required":["path"]}`)}

// A whole tool loop through each SDK: the model calls a tool with
// structured arguments, gets its result, answers; the second request
// carries the call and its result under the call's id.
func TestToolLoop(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			srv := fakellm.New([]fakellm.Turn{
				fakellm.Do("Let me look.", fakellm.Tool("read_file", map[string]any{"path": "calc/add.go", "lines": []int{1, 20}})),
				fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
					res := r.ToolResults()
					if len(res) == 1 && strings.Contains(res[0].Output, "return a - b") {
						return fakellm.Say("Refuted: Add subtracts.")
					}
					return fakellm.Say("Could not verify.")
				}),
			}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			p := newProvider(t, api.cfg(srv.URL), nil)
			if p.Name() != providerOf(api.name)+"/"+api.model {
				t.Errorf("Name() = %q", p.Name())
			}
			req := llm.Request{
				System:   "You verify claims.",
				Messages: []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "Claim: Add adds."}}}},
				Tools:    []llm.Tool{readFile},
			}
			ctx := context.Background()
			resp, err := p.Chat(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StopReason != llm.StopToolUse || resp.Text() != "Let me look." || resp.Message.Role != llm.Assistant {
				t.Fatalf("first answer: %+v", resp)
			}
			calls := resp.Calls()
			if len(calls) != 1 || calls[0].Name != "read_file" || calls[0].ID == "" {
				t.Fatalf("calls = %+v", calls)
			}
			var in struct {
				Path  string
				Lines []int
			}
			if err := json.Unmarshal(calls[0].Input, &in); err != nil || in.Path != "calc/add.go" || len(in.Lines) != 2 || in.Lines[1] != 20 {
				t.Errorf("call input %s: %+v, %v", calls[0].Input, in, err)
			}
			if resp.Usage.InputTokens != 100 || resp.Usage.OutputTokens != 20 {
				t.Errorf("usage = %+v", resp.Usage)
			}
			req.Messages = append(req.Messages, resp.Message, llm.Message{Role: llm.User, Parts: []llm.Part{
				{ToolResult: &llm.ToolResult{CallID: calls[0].ID, Content: "func Add(a, b int) int { return a - b }"}}}})
			resp2, err := p.Chat(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			if resp2.StopReason != llm.StopEnd || resp2.Text() != "Refuted: Add subtracts." || len(resp2.Calls()) != 0 {
				t.Errorf("second answer: %+v", resp2)
			}
			reqs := srv.Requests()
			if len(reqs) != 2 {
				t.Fatalf("%d requests", len(reqs))
			}
			for _, r := range reqs {
				if r.Stream || r.Model != api.model || len(r.ToolNames) != 1 || r.ToolNames[0] != "read_file" {
					t.Errorf("request %d: stream %v, model %q, tools %v", r.N, r.Stream, r.Model, r.ToolNames)
				}
			}
			// The second request: the assistant's call sent back, then the result.
			r2 := reqs[1]
			var sentCall *fakellm.ToolUse
			for _, m := range r2.Messages {
				for i := range m.ToolCalls {
					sentCall = &m.ToolCalls[i]
				}
			}
			if sentCall == nil || sentCall.ID != calls[0].ID || sentCall.Name != "read_file" || !strings.Contains(sentCall.Input, `"calc/add.go"`) {
				t.Errorf("assistant call sent back = %+v", sentCall)
			}
			if res := r2.ToolResults(); len(res) != 1 || res[0].CallID != calls[0].ID {
				t.Errorf("tool results sent = %+v", res)
			}
			b := body(t, reqs[0])
			switch api.name {
			case "anthropic":
				if get(b, "system", 0, "text") != "You verify claims." || get(b, "tools", 0, "input_schema", "properties", "path", "type") != "string" {
					t.Errorf("anthropic body: system %v, tools %v", b["system"], b["tools"])
				}
				// anthropic-sdk-go v2 sends the key as a bearer token.
				if h := reqs[0].Header; h.Get("X-Api-Key") != "test-key-TEST_ANTHROPIC_KEY" && h.Get("Authorization") != "Bearer test-key-TEST_ANTHROPIC_KEY" {
					t.Errorf("key headers: x-api-key %q, authorization %q", h.Get("X-Api-Key"), h.Get("Authorization"))
				}
			case "openai":
				if get(b, "messages", 0, "role") != "system" || get(b, "tools", 0, "function", "parameters", "required", 0) != "path" {
					t.Errorf("openai body: messages %v, tools %v", b["messages"], b["tools"])
				}
				if reqs[0].Header.Get("Authorization") != "Bearer test-key-TEST_OPENAI_KEY" {
					t.Errorf("authorization = %q", reqs[0].Header.Get("Authorization"))
				}
			case "openai-responses":
				if reqs[0].API != fakellm.Responses || b["instructions"] != "You verify claims." || b["store"] != false ||
					get(b, "tools", 0, "type") != "function" || get(b, "tools", 0, "parameters", "required", 0) != "path" {
					t.Errorf("responses body: %s", reqs[0].Body)
				}
				if get(body(t, reqs[1]), "input", 3, "type") != "function_call_output" || get(body(t, reqs[1]), "input", 2, "type") != "function_call" {
					t.Errorf("responses second body: %s", reqs[1].Body)
				}
			}
			if calls, used := p.Budget().Used(); calls != 2 || used.InputTokens != 200 || used.OutputTokens != 40 {
				t.Errorf("budget used: %d calls, %+v", calls, used)
			}
			if errs := srv.Errors(); len(errs) > 0 {
				t.Errorf("server errors: %v", errs)
			}
		})
	}
}

func get(m any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			mm, _ := m.(map[string]any)
			m = mm[k]
		case int:
			a, _ := m.([]any)
			if k >= len(a) {
				return nil
			}
			m = a[k]
		}
	}
	return m
}

// Structured output: the schema goes out in each API's field, the JSON
// answer comes back as the text.
func TestStructuredOutput(t *testing.T) {
	t.Parallel()
	schema := `{"type":"object","properties":{"verdict":{"type":"string","enum":["verified","refuted","unverified"]},"confidence":{"type":"string"}},"required":["verdict","confidence"],"additionalProperties":false}`
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			srv := fakellm.New([]fakellm.Turn{fakellm.Say(`{"verdict":"refuted","confidence":"high"}`)}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			p := newProvider(t, api.cfg(srv.URL), nil)
			resp, err := p.Chat(context.Background(), llm.Request{
				Messages:   []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "Judge."}}}},
				Output:     json.RawMessage(schema),
				OutputName: "claim verdict",
				MaxTokens:  300,
			})
			if err != nil {
				t.Fatal(err)
			}
			var v struct{ Verdict, Confidence string }
			if err := json.Unmarshal([]byte(resp.Text()), &v); err != nil || v.Verdict != "refuted" || v.Confidence != "high" {
				t.Errorf("answer %q: %+v, %v", resp.Text(), v, err)
			}
			b := body(t, srv.Requests()[0])
			switch api.name {
			case "anthropic":
				if get(b, "output_config", "format", "type") != "json_schema" || get(b, "output_config", "format", "schema", "required", 0) != "verdict" || b["max_tokens"] != 300.0 {
					t.Errorf("anthropic body: %s", srv.Requests()[0].Body)
				}
			case "openai":
				if get(b, "response_format", "type") != "json_schema" || get(b, "response_format", "json_schema", "name") != "claim_verdict" ||
					get(b, "response_format", "json_schema", "schema", "additionalProperties") != false || b["max_tokens"] != 300.0 {
					t.Errorf("openai body: %s", srv.Requests()[0].Body)
				}
			case "openai-responses":
				if get(b, "text", "format", "type") != "json_schema" || get(b, "text", "format", "name") != "claim_verdict" ||
					get(b, "text", "format", "schema", "required", 1) != "confidence" || b["max_output_tokens"] != 300.0 {
					t.Errorf("responses body: %s", srv.Requests()[0].Body)
				}
			}
		})
	}
}

func say(text string) llm.Request {
	return llm.Request{Messages: []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: text}}}}}
}

// A 429 with Retry-After, then success: retried by the SDK, one call for
// the meter and the day's ledger.
func TestRetry429(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			srv := fakellm.New([]fakellm.Turn{fakellm.Fail(429, "0"), fakellm.Say("ok")}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			s := openStore(t, "")
			p := newProvider(t, api.cfg(srv.URL), s)
			resp, err := p.Chat(context.Background(), say("hi"))
			if err != nil || resp.Text() != "ok" {
				t.Fatalf("Chat = %q, %v", resp.Text(), err)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("server saw %d requests, want 2", n)
			}
			if calls, _ := p.Budget().Used(); calls != 1 {
				t.Errorf("budget counted %d calls, want 1", calls)
			}
			u, err := s.LLMUsageOn(context.Background(), p.Day())
			if err != nil || u.Calls != 1 || u.InputTokens != 100 || u.OutputTokens != 20 {
				t.Errorf("day ledger = %+v, %v", u, err)
			}
		})
	}
}

// 500 on every attempt: the SDK gives up after max_retries, the error
// says the status and the attempts.
func TestRetry500Exhausted(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			srv := fakellm.New([]fakellm.Turn{fakellm.Fail(500, "0"), fakellm.Fail(500, "0"), fakellm.Fail(500, "0"), fakellm.Say("too late")},
				&fakellm.Options{ScriptAll: true})
			defer srv.Close()
			p := newProvider(t, api.cfg(srv.URL), nil)
			_, err := p.Chat(context.Background(), say("hi"))
			if err == nil {
				t.Fatal("no error")
			}
			for _, want := range []string{"llm: " + providerOf(api.name) + "/", "HTTP 500 Internal Server Error: fakellm: scripted HTTP 500 (3 attempts)"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not say %q", err, want)
				}
			}
			if n := len(srv.Requests()); n != 3 {
				t.Errorf("server saw %d requests, want 3 (1 + max_retries 2)", n)
			}
		})
	}
}

// A Retry-After beyond the call's time bound is not slept through: the
// call fails at once with the 429.
func TestRetryAfterTooLong(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			srv := fakellm.New([]fakellm.Turn{fakellm.Fail(429, "3600"), fakellm.Say("ok")}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			p := newProvider(t, api.cfg(srv.URL), nil)
			_, err := p.Chat(context.Background(), say("hi"))
			if err == nil || !strings.Contains(err.Error(), "HTTP 429 Too Many Requests: fakellm: scripted HTTP 429 (the server asks to wait 1h0m0s, past the call's time bound) (1 attempt)") {
				t.Errorf("error = %v, want the 429 after 1 attempt", err)
			}
			if n := len(srv.Requests()); n != 1 {
				t.Errorf("server saw %d requests, want 1", n)
			}
		})
	}
}

// A server that never answers: each attempt times out, the error names
// the timeout setting.
func TestTimeout(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			srv := fakellm.New([]fakellm.Turn{fakellm.Hang(), fakellm.Hang()}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			cfg := api.cfg(srv.URL)
			cfg.Timeout, cfg.MaxRetries = 300*time.Millisecond, 1
			p := newProvider(t, cfg, nil)
			_, err := p.Chat(context.Background(), say("hi"))
			if err == nil || !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "no answer within 300ms per attempt (2 attempts; llm.timeout") {
				t.Errorf("error = %v", err)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("server saw %d requests, want 2", n)
			}
		})
	}
}

// Cancelling the caller's context stops a call in flight.
func TestCancelInFlight(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithCancel(context.Background())
			srv := fakellm.New([]fakellm.Turn{fakellm.Hang()}, &fakellm.Options{ScriptAll: true, OnRequest: func(*fakellm.Request) { cancel() }})
			defer srv.Close()
			p := newProvider(t, api.cfg(srv.URL), nil)
			_, err := p.Chat(ctx, say("hi"))
			if !errors.Is(err, context.Canceled) {
				t.Errorf("error = %v, want context.Canceled", err)
			}
		})
	}
}

// Stop reasons other than end and tool use, and a malformed tool call.
func TestStopReasons(t *testing.T) {
	t.Parallel()
	cases := []struct {
		api, stop, want string
	}{
		{"anthropic", "max_tokens", llm.StopMaxTokens},
		{"anthropic", "refusal", llm.StopRefusal},
		{"openai", "length", llm.StopMaxTokens},
		{"openai", "content_filter", llm.StopRefusal},
		{"openai-responses", "refusal", llm.StopRefusal},
		{"openai-responses", "max_output_tokens", llm.StopMaxTokens},
	}
	for _, c := range cases {
		t.Run(c.api+"/"+c.stop, func(t *testing.T) {
			t.Parallel()
			srv := fakellm.New([]fakellm.Turn{{Text: "I will not.", Stop: c.stop}}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			for _, api := range apis {
				if api.name == c.api {
					p := newProvider(t, api.cfg(srv.URL), nil)
					resp, err := p.Chat(context.Background(), say("hi"))
					if err != nil || resp.StopReason != c.want || resp.Text() != "I will not." {
						t.Errorf("Chat = %+v, %v; want stop %q", resp, err, c.want)
					}
				}
			}
		})
	}
	// Arguments that are not JSON: kept raw, sent back as written.
	t.Run("openai/malformed arguments", func(t *testing.T) {
		t.Parallel()
		const bad = `{"path": "a.go"`
		srv := fakellm.New([]fakellm.Turn{fakellm.Do("", fakellm.Tool("read_file", fakellm.Verbatim(bad))), fakellm.Say("sorry")},
			&fakellm.Options{ScriptAll: true})
		defer srv.Close()
		p := newProvider(t, apis[1].cfg(srv.URL), nil)
		req := llm.Request{Messages: []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "go"}}}}, Tools: []llm.Tool{readFile}}
		resp, err := p.Chat(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		calls := resp.Calls()
		if len(calls) != 1 || calls[0].Raw != bad || calls[0].Input != nil || resp.StopReason != llm.StopToolUse {
			t.Fatalf("calls = %+v, stop %q", calls, resp.StopReason)
		}
		req.Messages = append(req.Messages, resp.Message, llm.Message{Role: llm.User, Parts: []llm.Part{
			{ToolResult: &llm.ToolResult{CallID: calls[0].ID, Content: "arguments are not valid JSON", IsError: true}}}})
		if _, err := p.Chat(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		var sent string
		for _, m := range srv.Requests()[1].Messages {
			for _, c := range m.ToolCalls {
				sent = c.Input
			}
		}
		if sent != bad {
			t.Errorf("arguments sent back = %q, want %q", sent, bad)
		}
	})
}

func TestPricesAndCaps(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("cost from the table", func(t *testing.T) {
		t.Parallel()
		srv := fakellm.New([]fakellm.Turn{fakellm.Say("a")}, &fakellm.Options{ScriptAll: true})
		defer srv.Close()
		p := newProvider(t, apis[0].cfg(srv.URL), nil) // claude-sonnet-4-5: $3 in, $15 out
		resp, err := p.Chat(ctx, say("hi"))
		if err != nil {
			t.Fatal(err)
		}
		if want := (100*3.0 + 20*15.0) / 1e6; !near(resp.Usage.CostUSD, want) || resp.Usage.NoPrice {
			t.Errorf("usage = %+v, want cost %g", resp.Usage, want)
		}
	})
	t.Run("unknown model: no price", func(t *testing.T) {
		t.Parallel()
		srv := fakellm.New([]fakellm.Turn{fakellm.Say("a")}, &fakellm.Options{ScriptAll: true})
		defer srv.Close()
		cfg := apis[1].cfg(srv.URL)
		cfg.Model = "qwen2.5-coder:7b"
		p := newProvider(t, cfg, nil)
		resp, err := p.Chat(ctx, say("hi"))
		if err != nil || resp.Usage.CostUSD != 0 || !resp.Usage.NoPrice || !strings.HasSuffix(resp.Usage.String(), "no price") {
			t.Errorf("usage = %+v (%s), %v", resp.Usage, resp.Usage, err)
		}
	})
	t.Run("vouch.yaml price and usd cap", func(t *testing.T) {
		t.Parallel()
		srv := fakellm.New([]fakellm.Turn{fakellm.Say("a"), fakellm.Say("b"), fakellm.Say("c")}, &fakellm.Options{ScriptAll: true})
		defer srv.Close()
		cfg := apis[1].cfg(srv.URL)
		cfg.Model = "local-model"
		cfg.Prices = map[string]policy.LLMPrice{"local-model": {InputPerMTok: 1000, OutputPerMTok: 5000}} // $0.2 a call
		cfg.Caps.PerVerification.USD = 0.3
		p := newProvider(t, cfg, nil)
		for i := range 2 {
			resp, err := p.Chat(ctx, say("hi"))
			if err != nil || !near(resp.Usage.CostUSD, 0.2) {
				t.Fatalf("call %d: %+v, %v", i, resp.Usage, err)
			}
		}
		_, err := p.Chat(ctx, say("hi"))
		var ce *llm.CapError
		if !errors.As(err, &ce) || !errors.Is(err, llm.ErrCap) || ce.Scope != llm.ScopeVerification || ce.Measure != "usd" {
			t.Fatalf("third call: %v", err)
		}
		if !strings.Contains(err.Error(), "per-verification cap on usd reached ($0.4000 of $0.30 used)") || !strings.Contains(err.Error(), "llm.caps.per_verification.usd") {
			t.Errorf("message: %v", err)
		}
		if n := len(srv.Requests()); n != 2 {
			t.Errorf("server saw %d requests, want 2 (the capped call is not made)", n)
		}
	})
	t.Run("per-verification calls, with a budget per verification", func(t *testing.T) {
		t.Parallel()
		srv := fakellm.New(nil, &fakellm.Options{ScriptAll: true})
		defer srv.Close()
		cfg := apis[0].cfg(srv.URL)
		cfg.Caps.PerVerification.Calls = 2
		p := newProvider(t, cfg, nil)
		for v := range 2 { // two verifications, each with its own budget
			vctx := llm.WithBudget(ctx, p.NewBudget())
			for range 2 {
				if _, err := p.Chat(vctx, say("hi")); err != nil {
					t.Fatalf("verification %d: %v", v, err)
				}
			}
			_, err := p.Chat(vctx, say("hi"))
			if !errors.Is(err, llm.ErrCap) || !strings.Contains(err.Error(), "per-verification cap on calls reached (2 of 2 calls used)") {
				t.Errorf("verification %d, third call: %v", v, err)
			}
		}
		if n := len(srv.Requests()); n != 4 {
			t.Errorf("server saw %d requests, want 4", n)
		}
	})
	t.Run("per-day tokens", func(t *testing.T) {
		t.Parallel()
		srv := fakellm.New(nil, &fakellm.Options{ScriptAll: true})
		defer srv.Close()
		cfg := apis[0].cfg(srv.URL)
		cfg.Caps.PerDay.Tokens = 200 // 120 a call
		p := newProvider(t, cfg, nil)
		for range 2 {
			if _, err := p.Chat(ctx, say("hi")); err != nil {
				t.Fatal(err)
			}
		}
		_, err := p.Chat(ctx, say("hi"))
		var ce *llm.CapError
		if !errors.As(err, &ce) || ce.Scope != llm.ScopeDay || ce.Measure != "tokens" || ce.Used != 240 {
			t.Errorf("third call: %v", err)
		}
		if calls, _ := p.Budget().Used(); calls != 2 {
			t.Errorf("a call refused by the day cap counted in the budget: %d", calls)
		}
	})
}

// The per-day calls cap holds across two store handles on one database
// (two vouch processes), calling at once.
func TestDayCapTwoStores(t *testing.T) {
	t.Parallel()
	srv := fakellm.New(nil, &fakellm.Options{ScriptAll: true})
	defer srv.Close()
	path := filepath.Join(t.TempDir(), "vouch.db")
	cfg := apis[1].cfg(srv.URL)
	cfg.Caps.PerDay.Calls = 5
	cfg.Caps.PerVerification = policy.LLMCap{}
	a := newProvider(t, cfg, openStore(t, path))
	b := newProvider(t, cfg, openStore(t, path))
	var ok, capped atomic.Int32
	done := make(chan struct{})
	for i := range 12 {
		p := a
		if i%2 == 1 {
			p = b
		}
		go func() {
			defer func() { done <- struct{}{} }()
			_, err := p.Chat(context.Background(), say("hi"))
			switch {
			case err == nil:
				ok.Add(1)
			case errors.Is(err, llm.ErrCap):
				capped.Add(1)
				if !strings.Contains(err.Error(), "per-day cap on calls reached") || !strings.Contains(err.Error(), "llm.caps.per_day.calls") {
					t.Errorf("message: %v", err)
				}
			default:
				t.Error(err)
			}
		}()
	}
	for range 12 {
		<-done
	}
	if ok.Load() != 5 || capped.Load() != 7 {
		t.Errorf("%d calls made, %d capped; want 5 and 7", ok.Load(), capped.Load())
	}
	if n := len(srv.Requests()); n != 5 {
		t.Errorf("server saw %d requests, want 5", n)
	}
}

func near(a, b float64) bool { return a-b < 1e-12 && b-a < 1e-12 }

func TestNewErrors(t *testing.T) {
	t.Parallel()
	s := openStore(t, "")
	tests := []struct {
		name string
		cfg  policy.LLM
		env  map[string]string
		want []string
		nc   bool // wraps llm.ErrNotConfigured
	}{
		{"not configured", policy.LLM{}, nil,
			[]string{"llm: no model configured", "provider: anthropic", "ANTHROPIC_API_KEY"}, true},
		{"missing default key", policy.LLM{Provider: "anthropic", Model: "m"}, nil,
			[]string{"the environment variable ANTHROPIC_API_KEY is not set", "llm.api_key_env"}, true},
		{"missing named key", policy.LLM{Provider: "openai", Model: "m", APIKeyEnv: "MY_KEY", APIKeyEnvSet: true, BaseURL: "http://127.0.0.1:1/v1"}, nil,
			[]string{"the environment variable MY_KEY is not set"}, true},
		{"unknown provider", policy.LLM{Provider: "gemini", Model: "m"}, map[string]string{"": ""},
			[]string{`unknown provider "gemini"`}, false},
		{"no model", policy.LLM{Provider: "openai"}, nil, []string{"llm.model is not set"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.cfg, &Options{Store: s, Getenv: func(k string) string { return tt.env[k] }})
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
			if errors.Is(err, llm.ErrNotConfigured) != tt.nc {
				t.Errorf("errors.Is(ErrNotConfigured) = %v", !tt.nc)
			}
		})
	}
	// A compatible server without a key named: no key needed.
	if _, err := New(policy.LLM{Provider: "openai", Model: "m", BaseURL: "http://127.0.0.1:1/v1"}, &Options{Store: s, Getenv: func(string) string { return "" }}); err != nil {
		t.Errorf("keyless local server: %v", err)
	}
}

// Without a store given, New opens the default one (VOUCH_STATE_DIR
// here) and the Metered closes it.
func TestNewDefaultStore(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("VOUCH_STATE_DIR", dir)
	srv := fakellm.New([]fakellm.Turn{fakellm.Say("ok")}, &fakellm.Options{ScriptAll: true})
	defer srv.Close()
	m, err := New(apis[0].cfg(srv.URL), &Options{Getenv: env})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Chat(context.Background(), say("hi")); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	s := openStore(t, filepath.Join(dir, "vouch.db"))
	if u, err := s.LLMUsageOn(context.Background(), m.Day()); err != nil || u.Calls != 1 || u.InputTokens != 100 {
		t.Errorf("default store's ledger: %+v, %v", u, err)
	}
}

// TestPromptCache: Anthropic gets a cache_control breakpoint after the
// system prompt on every request, and on the last message only when the
// request asks for it (Request.Cache); every API's cache reads come back
// as CachedInputTokens, part of InputTokens.
func TestPromptCache(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			u := &fakellm.Usage{Input: 30, CacheRead: 70, Output: 5}
			srv := fakellm.New([]fakellm.Turn{{Text: "one", Usage: u}, {Text: "two", Usage: u}}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			p := newProvider(t, api.cfg(srv.URL), nil)
			conv := []llm.Message{
				{Role: llm.User, Parts: []llm.Part{{Text: "Judge."}}},
				{Role: llm.Assistant, Parts: []llm.Part{{Text: "More?"}}},
				{Role: llm.User, Parts: []llm.Part{{Text: "Yes."}}},
			}
			for i, cache := range []bool{false, true} {
				resp, err := p.Chat(t.Context(), llm.Request{System: "You judge.", Messages: conv, Cache: cache})
				if err != nil {
					t.Fatal(err)
				}
				if resp.Usage.InputTokens != 100 || resp.Usage.CachedInputTokens != 70 {
					t.Errorf("cache %v: usage %+v, want 100 input tokens of which 70 cached", cache, resp.Usage)
				}
				if api.name != "anthropic" {
					continue
				}
				b := body(t, srv.Requests()[i])
				if get(b, "system", 0, "cache_control", "type") != "ephemeral" {
					t.Errorf("cache %v: the system prompt has no breakpoint: %s", cache, srv.Requests()[i].Body)
				}
				last := get(b, "messages", 2, "content", 0, "cache_control", "type")
				if first := get(b, "messages", 0, "content", 0, "cache_control"); first != nil || (last == "ephemeral") != cache {
					t.Errorf("cache %v: breakpoints on the messages: first %v, last %v: %s", cache, first, last, srv.Requests()[i].Body)
				}
			}
		})
	}
}
