package judge_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/llm/provider"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
)

// TestJudgeThroughSDK runs the judge end to end through the real SDK
// providers (anthropic-sdk-go, openai-go) against internal/fakellm on the
// wire, built from vouch.yaml's llm section by llm/provider: the fake model
// follows the same procedure as the scripted judge (its turns decided from
// what each request holds; blind, so it reads through the tools and the
// tool calls cross the wire too), scenario 15 ends in FEEDBACK with the claim
// refuted at names.py:6, and the tokens the server reported are in the
// report.
func TestJudgeThroughSDK(t *testing.T) {
	usePytestPython(t)
	for _, api := range []struct {
		name string
		cfg  func(url string) policy.LLM
	}{
		{"anthropic", func(url string) policy.LLM {
			return policy.LLM{Provider: policy.LLMAnthropic, Model: "claude-sonnet-4-5", BaseURL: url, APIKeyEnv: "TEST_JUDGE_KEY", Timeout: 20 * time.Second}
		}},
		{"openai", func(url string) policy.LLM {
			return policy.LLM{Provider: policy.LLMOpenAI, Model: "gpt-4.1", BaseURL: url + "/v1", APIKeyEnv: "TEST_JUDGE_KEY", APIKeyEnvSet: true, Timeout: 20 * time.Second}
		}},
	} {
		t.Run(api.name, func(t *testing.T) {
			proc := &procedure{blind: true} // three calls: list, read, answer
			turn := fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
				t := toWire(proc.answer(fromWire(r)))
				t.Usage = &fakellm.Usage{Input: 40, CacheRead: 60, Output: 20}
				return t
			})
			srv := fakellm.New([]fakellm.Turn{turn, turn, turn, turn}, &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			st, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "vouch.db"), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			getenv := func(k string) string {
				if k == "TEST_JUDGE_KEY" {
					return "test-key"
				}
				return ""
			}
			rv, err := judge.Setup("", true, func() (llm.Provider, error) {
				return provider.New(api.cfg(srv.URL), &provider.Options{Getenv: getenv, Store: st})
			}, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := runVerify(t, accents, rv)
			if r.Status != report.Feedback {
				t.Errorf("status %s, want FEEDBACK", r.Status)
			}
			var refuted *report.Claim
			for i := range r.Claims {
				if r.Claims[i].By == report.ByJudge && r.Claims[i].Verdict == report.VerdictRefuted {
					refuted = &r.Claims[i]
				}
			}
			if refuted == nil || !strings.Contains(refuted.Model, api.name+"/") {
				t.Fatalf("no claim refuted by the %s judge: %+v", api.name, r.Claims)
			}
			found := false
			for _, e := range refuted.Evidence {
				found = found || (e.Source == "judge" && e.Ref == "names.py:6")
			}
			if !found {
				t.Errorf("the refutation does not cite names.py:6: %+v", refuted.Evidence)
			}
			if r.Judge.Calls != 3 || r.Judge.InputTokens != 300 || r.Judge.CachedInputTokens != 180 || r.Judge.OutputTokens != 60 {
				t.Errorf("judge %+v: want 3 calls of 100 (60 cached) + 20 tokens (the fake's usage)", r.Judge)
			}
			if errs := srv.Errors(); len(errs) > 0 {
				t.Errorf("fake server: %v", errs)
			}
			reqs := srv.Requests()
			if len(reqs) != 3 || len(reqs[0].ToolNames) == 0 {
				t.Fatalf("%d requests; tools offered: %v", len(reqs), reqs[0].ToolNames)
			}
			if api.name == "anthropic" {
				// The system prompt is cached on every request; the
				// conversation only once a tool round makes another
				// request likely.
				for i, q := range reqs {
					n := strings.Count(string(q.Body), `"cache_control"`)
					if want := min(i, 1) + 1; n != want {
						t.Errorf("request %d has %d cache breakpoints, want %d: %s", i+1, n, want, q.Body)
					}
				}
			}
		})
	}
}

// fromWire is the request as the procedure reads it: the first user
// message (the prompt), then the calls and results so far.
func fromWire(r *fakellm.Request) llm.Request {
	var req llm.Request
	for _, m := range r.Messages {
		var parts []llm.Part
		if m.Text != "" {
			parts = append(parts, llm.Part{Text: m.Text})
		}
		for _, c := range m.ToolCalls {
			parts = append(parts, llm.Part{ToolCall: &llm.ToolCall{ID: c.ID, Name: c.Name, Input: json.RawMessage(c.Input)}})
		}
		for _, tr := range m.ToolResults {
			parts = append(parts, llm.Part{ToolResult: &llm.ToolResult{CallID: tr.CallID, Content: tr.Output, IsError: tr.IsError}})
		}
		if len(parts) > 0 {
			req.Messages = append(req.Messages, llm.Message{Role: llm.Role(m.Role), Parts: parts})
		}
	}
	return req
}

// toWire is the procedure's answer as fakellm sends it.
func toWire(resp llm.Response) fakellm.Turn {
	var calls []fakellm.Call
	for _, c := range resp.Calls() {
		var in map[string]any
		_ = json.Unmarshal(c.Input, &in)
		calls = append(calls, fakellm.Tool(c.Name, in))
	}
	if len(calls) > 0 {
		return fakellm.Do(resp.Text(), calls...)
	}
	return fakellm.Say(resp.Text())
}

// TestJudgeCapThroughSDK: llm.caps.per_verification.calls: 2 in front of a
// judge that needs three calls: the third is refused by llm/provider's
// meter before it is made, and the review ends in judge-cap, PARTIAL,
// never a pass; a second review gets its own two calls (the cap is per
// review, not per process).
func TestJudgeCapThroughSDK(t *testing.T) {
	usePytestPython(t)
	proc := &procedure{blind: true} // three calls: list, read, answer
	turn := fakellm.Func(func(r *fakellm.Request) fakellm.Turn { return toWire(proc.answer(fromWire(r))) })
	srv := fakellm.New([]fakellm.Turn{turn, turn, turn, turn, turn, turn}, &fakellm.Options{ScriptAll: true})
	defer srv.Close()
	st, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "vouch.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	cfg := policy.LLM{Provider: policy.LLMAnthropic, Model: "claude-sonnet-4-5", BaseURL: srv.URL, APIKeyEnv: "TEST_JUDGE_KEY", Timeout: 20 * time.Second,
		Caps: policy.LLMCaps{PerVerification: policy.LLMCap{Calls: 2}}}
	rv, err := judge.Setup("", true, func() (llm.Provider, error) {
		return provider.New(cfg, &provider.Options{Getenv: func(string) string { return "test-key" }, Store: st})
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		r := runVerify(t, accents, rv)
		assertFinding(t, r, report.FindingJudgeCap)
		if r.Status != report.Partial || r.Judge == nil || r.Judge.Calls != 2 {
			t.Errorf("review %d: status %s, judge %+v; want PARTIAL after 2 calls", i+1, r.Status, r.Judge)
		}
	}
	if n := len(srv.Requests()); n != 4 {
		t.Errorf("%d requests reached the server, want 4 (2 per review)", n)
	}
}
