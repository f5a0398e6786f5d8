package provider

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/llm"
)

var update = flag.Bool("update", false, "record the cassettes in testdata again, against the fake server")

// script is the fake model of the recorded conversations: a tool loop
// that reads a file, a structured verdict, then a refusal.
func script() []fakellm.Turn {
	return []fakellm.Turn{
		fakellm.Do("Reading the code.", fakellm.Tool("read_file", map[string]any{"path": "leap.go"})),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if res := r.ToolResults(); len(res) == 1 && strings.Contains(res[0].Output, "1900") {
				return fakellm.Do("", fakellm.Tool("run_gate", map[string]any{"name": "unit"}))
			}
			return fakellm.Say("Could not verify.")
		}),
		fakellm.Fail(429, "0"), // retried inside the SDK: not seen by the cassette
		fakellm.Say("The century rule is hard-coded for 1900."),
		fakellm.Say(`{"verdict":"refuted","confidence":"high","evidence":["leap.go:3"]}`),
		{Text: "I can't help with that.", Stop: "refusal"},
	}
}

var files = map[string]string{"leap.go": "package leap\n\nfunc Leap(y int) bool { if y == 1900 { return false }; return y%4 == 0 }\n"}

// converse is a small judge: it runs the tool loop, asks for a
// structured verdict, then sends one request the model refuses. It
// returns what happened, one line per step.
func converse(ctx context.Context, p llm.Provider) (string, error) {
	var log strings.Builder
	tools := []llm.Tool{readFile, {Name: "run_gate", Description: "Run a gate by name.",
		Schema: json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`)}}
	req := llm.Request{System: "Verify the claim.", Tools: tools,
		Messages: []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "Claim: Leap follows the Gregorian century rule."}}}}}
	for round := 0; ; round++ {
		resp, err := p.Chat(ctx, req)
		if err != nil {
			return log.String(), err
		}
		fmt.Fprintf(&log, "round %d: %s %q %s\n", round, resp.StopReason, resp.Text(), resp.Usage)
		if resp.StopReason != llm.StopToolUse {
			break
		}
		req.Messages = append(req.Messages, resp.Message)
		var results []llm.Part
		for _, c := range resp.Calls() {
			var in struct{ Path, Name string }
			json.Unmarshal(c.Input, &in)
			out := files[in.Path]
			if c.Name == "run_gate" {
				out = "ok  \tleap\t0.01s"
			}
			fmt.Fprintf(&log, "  %s(%s) -> %d bytes\n", c.Name, c.Input, len(out))
			results = append(results, llm.Part{ToolResult: &llm.ToolResult{CallID: c.ID, Content: out}})
		}
		req.Messages = append(req.Messages, llm.Message{Role: llm.User, Parts: results})
	}
	verdict, err := p.Chat(ctx, llm.Request{System: "Answer as JSON.",
		Messages:   []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "Your verdict?"}}}},
		Output:     json.RawMessage(`{"type":"object","properties":{"verdict":{"type":"string"},"confidence":{"type":"string"},"evidence":{"type":"array","items":{"type":"string"}}},"required":["verdict"]}`),
		OutputName: "verdict"})
	if err != nil {
		return log.String(), err
	}
	fmt.Fprintf(&log, "verdict: %s %s\n", verdict.Text(), verdict.StopReason)
	ref, err := p.Chat(ctx, say("Something else."))
	if err != nil {
		return log.String(), err
	}
	fmt.Fprintf(&log, "refusal: %s %q\n", ref.StopReason, ref.Text())
	return log.String(), nil
}

// TestCassettes replays each wire format's recorded conversation and
// checks it tells what a live run against the fake server tells (so a
// cassette cannot go stale unnoticed). -update records them again,
// against the fake server only.
func TestCassettes(t *testing.T) {
	t.Parallel()
	for _, api := range apis {
		t.Run(api.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			path := filepath.Join("testdata", api.name+"_judge.json")
			srv := fakellm.New(script(), &fakellm.Options{ScriptAll: true})
			defer srv.Close()
			var wrap func(llm.Provider) llm.Provider
			if *update {
				wrap = func(p llm.Provider) llm.Provider { return llm.NewRecorder(path, p) }
			}
			m, err := New(api.cfg(srv.URL), &Options{Getenv: env, Store: openStore(t, ""), Wrap: wrap})
			if err != nil {
				t.Fatal(err)
			}
			live, err := converse(ctx, m)
			if err != nil {
				t.Fatalf("live: %v\n%s", err, live)
			}
			if !strings.Contains(live, `"refuted"`) || !strings.Contains(live, "refusal: refusal") || !strings.Contains(live, "run_gate") {
				t.Errorf("live conversation:\n%s", live)
			}
			rp, err := llm.NewReplay(path)
			if err != nil {
				t.Fatal(err)
			}
			if rp.Name() != m.Name() {
				t.Errorf("cassette of %q, provider %q", rp.Name(), m.Name())
			}
			replayed, err := converse(ctx, llm.NewMetered(rp, llm.MeterOptions{}))
			if err != nil {
				t.Fatalf("replay: %v\n%s", err, replayed)
			}
			if replayed != live {
				t.Errorf("replayed conversation:\n%s\nlive:\n%s", replayed, live)
			}
			// A request the cassette lacks fails, naming it.
			_, err = rp.Chat(ctx, say("Not recorded."))
			if !errors.Is(err, llm.ErrNotRecorded) || !strings.Contains(err.Error(), `"Not recorded."`) {
				t.Errorf("missing request: %v", err)
			}
		})
	}
}
