package llm

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vouchdev/vouch/store"
)

func TestPricesLookup(t *testing.T) {
	t.Parallel()
	tests := []struct {
		model string
		in    float64
		ok    bool
	}{
		{"claude-sonnet-4-5", 3, true},
		{"claude-sonnet-4-5-20250929", 3, true},  // dated snapshot
		{"anthropic/claude-sonnet-4.5", 3, true}, // OpenRouter name
		{"claude-opus-4-1-20250805", 15, true},   // longest prefix, not claude-opus-4
		{"claude-opus-4-20250514", 15, true},     //
		{"gpt-4.1-mini", 0.40, true},             // its own row, not gpt-4.1's
		{"gpt-4.1-mini-2025-04-14", 0.40, true},  //
		{"gpt-4.1-turbo", 0, false},              // not a date suffix: no price
		{"qwen2.5-coder:7b", 0, false},           //
		{"", 0, false},                           //
		{"openai/gpt-4o-mini", 0.15, true},       //
		{"CLAUDE-HAIKU-4-5", 1, true},            //
		{"claude-haiku-4-5-latest", 1, true},     //
		{"claude-haiku-4-5-x20251001", 0, false}, //
		{"gpt-5-mini-2025-08-07", 0.25, true},    //
		{"my-gpt-5", 0, false},                   //
		{"anthropic/claude-3-haiku-20240307", .25, true},
	}
	for _, tt := range tests {
		p, ok := DefaultPrices.Lookup(tt.model)
		if ok != tt.ok || p.InputPerMTok != tt.in {
			t.Errorf("Lookup(%q) = %+v, %v; want input %g, %v", tt.model, p, ok, tt.in, tt.ok)
		}
	}
	for m, p := range DefaultPrices {
		if p.Source == "" || len(p.Date) != 10 || p.InputPerMTok <= 0 || p.OutputPerMTok < p.InputPerMTok {
			t.Errorf("price row %q: %+v (want a source, a date, output >= input > 0)", m, p)
		}
	}
	over := DefaultPrices.With(Prices{"gpt-4.1": {InputPerMTok: 1, OutputPerMTok: 2}, "mine": {InputPerMTok: 10, OutputPerMTok: 20}})
	if p, _ := over.Lookup("gpt-4.1"); p.InputPerMTok != 1 {
		t.Errorf("override: %+v", p)
	}
	if p, _ := DefaultPrices.Lookup("gpt-4.1"); p.InputPerMTok != 2 {
		t.Errorf("With changed the default table: %+v", p)
	}
	u := over.Cost("mine", Usage{InputTokens: 1000, OutputTokens: 500})
	if u.CostUSD != 0.02 || u.NoPrice {
		t.Errorf("Cost = %+v, want $0.02", u)
	}
	u = over.Cost("theirs", Usage{InputTokens: 1000, CostUSD: 5})
	if u.CostUSD != 0 || !u.NoPrice || u.String() != "1000 in + 0 out tokens, no price" {
		t.Errorf("unpriced Cost = %+v (%s)", u, u)
	}
	if s := (Usage{InputTokens: 10, OutputTokens: 2, CostUSD: 0.5}).Add(Usage{NoPrice: true}).String(); s != "10 in + 2 out tokens, $0.5000 + no price" {
		t.Errorf("String = %q", s)
	}
}

// echo is a scripted model using u per call.
func echo(u Usage) Func {
	return Func{Model: "m", F: func(ctx context.Context, req Request) (Response, error) {
		return Response{Message: Message{Parts: []Part{{Text: "ok"}}}, StopReason: StopEnd, Usage: u}, nil
	}}
}

func hi() Request { return Request{Messages: []Message{{Role: User, Parts: []Part{{Text: "hi"}}}}} }

func TestMeteredCaps(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	prices := Prices{"m": {InputPerMTok: 1e6, OutputPerMTok: 0}} // $1 per input token
	tests := []struct {
		name    string
		caps    Caps
		calls   int // made before the refusal
		measure string
	}{
		{"calls", Caps{Calls: 3}, 3, "calls"},
		{"tokens", Caps{Tokens: 25}, 3, "tokens"}, // 10 a call: 30 >= 25 after three
		{"usd", Caps{USD: 2.5}, 1, "usd"},         // $5 a call
		{"none", Caps{}, 10, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			made := 0
			f := Func{Model: "m", F: func(ctx context.Context, req Request) (Response, error) {
				made++
				return Response{Usage: Usage{InputTokens: 5, OutputTokens: 5}}, nil
			}}
			m := NewMetered(f, MeterOptions{Prices: prices, Verification: tt.caps})
			var err error
			for i := 0; i < 10 && err == nil; i++ {
				_, err = m.Chat(ctx, hi())
			}
			if made != tt.calls {
				t.Errorf("%d calls made, want %d", made, tt.calls)
			}
			if tt.measure == "" {
				if err != nil {
					t.Errorf("error without caps: %v", err)
				}
				return
			}
			var ce *CapError
			if !errors.As(err, &ce) || !errors.Is(err, ErrCap) || ce.Measure != tt.measure || ce.Scope != ScopeVerification {
				t.Errorf("error = %v", err)
			}
			if calls, _ := m.Budget().Used(); calls != tt.calls {
				t.Errorf("budget counted %d calls", calls)
			}
		})
	}
}

func TestMeteredDay(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "vouch.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	now := time.Date(2026, 11, 26, 23, 59, 0, 0, time.UTC)
	var mu sync.Mutex
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	m := NewMetered(echo(Usage{InputTokens: 1000, OutputTokens: 100}), MeterOptions{
		Prices: Prices{"m": {InputPerMTok: 3, OutputPerMTok: 15}},
		Day:    Caps{Calls: 2}, Store: s, Now: clock,
	})
	for range 2 {
		resp, err := m.Chat(ctx, hi())
		if err != nil || resp.Usage.CostUSD != (1000*3+100*15)/1e6 {
			t.Fatalf("Chat: %+v, %v", resp.Usage, err)
		}
	}
	_, err = m.Chat(ctx, hi())
	var ce *CapError
	if !errors.As(err, &ce) || ce.Scope != ScopeDay || ce.Measure != "calls" {
		t.Fatalf("third call: %v", err)
	}
	if calls, _ := m.Budget().Used(); calls != 2 {
		t.Errorf("refused call left in the budget: %d", calls)
	}
	u, _ := s.LLMUsageOn(ctx, "2026-11-26")
	if u.Calls != 2 || u.InputTokens != 2000 || u.OutputTokens != 200 || u.CostUSD != 2*(1000*3+100*15)/1e6 {
		t.Errorf("ledger = %+v", u)
	}
	// A new UTC day starts again.
	mu.Lock()
	now = now.Add(2 * time.Minute)
	mu.Unlock()
	if _, err := m.Chat(ctx, hi()); err != nil {
		t.Errorf("next day: %v", err)
	}
	if m.Day() != "2026-11-27" {
		t.Errorf("Day() = %q", m.Day())
	}
}

// A budget in the context is used instead of the Metered's own, and a
// cancelled context makes no call.
func TestMeteredBudgetAndCancel(t *testing.T) {
	t.Parallel()
	m := NewMetered(echo(Usage{InputTokens: 1}), MeterOptions{Verification: Caps{Calls: 1}})
	b := m.NewBudget()
	ctx := WithBudget(context.Background(), b)
	if BudgetFrom(ctx) != b || b.Caps() != (Caps{Calls: 1}) {
		t.Fatal("BudgetFrom")
	}
	if _, err := m.Chat(ctx, hi()); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Chat(ctx, hi()); !errors.Is(err, ErrCap) {
		t.Errorf("second call on the budget: %v", err)
	}
	if _, err := m.Chat(context.Background(), hi()); err != nil {
		t.Errorf("the Metered's own budget was used up by the context's: %v", err)
	}
	cctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.Chat(cctx, hi()); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if calls, u := b.Used(); calls != 1 || u.InputTokens != 1 || !u.NoPrice {
		t.Errorf("budget used %d, %+v", calls, u)
	}
}

func toolLoop() []Request {
	schema := json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)
	first := Request{System: "s", Messages: []Message{{Role: User, Parts: []Part{{Text: "check"}}}},
		Tools: []Tool{{Name: "read_file", Schema: schema}}}
	second := first
	second.Messages = append(append([]Message(nil), first.Messages...),
		Message{Role: Assistant, Parts: []Part{{ToolCall: &ToolCall{ID: "c1", Name: "read_file", Input: json.RawMessage(`{"path":"a.go"}`)}}}},
		Message{Role: User, Parts: []Part{{ToolResult: &ToolResult{CallID: "c1", Content: "package a"}}}})
	return []Request{first, second}
}

func TestCassetteRecordReplay(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "loop.json")
	n := 0
	live := Func{Model: "m", F: func(ctx context.Context, req Request) (Response, error) {
		n++
		if len(req.Messages) == 1 {
			return Response{Message: Message{Parts: []Part{{ToolCall: &ToolCall{ID: "c1", Name: "read_file", Input: json.RawMessage(`{"path":"a.go"}`)}}}},
				StopReason: StopToolUse, Usage: Usage{InputTokens: 10, OutputTokens: 5}}, nil
		}
		if n == 3 {
			return Response{}, errors.New("HTTP 500")
		}
		return Response{Message: Message{Parts: []Part{{Text: "verified"}}}, StopReason: StopEnd}, nil
	}}
	rec := NewRecorder(path, live)
	reqs := toolLoop()
	var want []Response
	for _, r := range reqs {
		resp, err := rec.Chat(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, resp)
	}
	if _, err := rec.Chat(ctx, reqs[1]); err == nil {
		t.Fatal("recorded error not returned")
	}
	rp, err := NewReplay(path)
	if err != nil {
		t.Fatal(err)
	}
	if rp.Name() != "scripted/m" {
		t.Errorf("Name() = %q", rp.Name())
	}
	// The same requests, schema keys in another order and spaced: same key.
	reqs[0].Tools[0].Schema = json.RawMessage(`{ "properties": {"path": {"type": "string"}}, "type": "object" }`)
	for i, r := range reqs {
		got, err := rp.Chat(ctx, r)
		if err != nil {
			t.Fatalf("replay %d: %v", i, err)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want[i])
		if string(g) != string(w) {
			t.Errorf("replay %d = %s, want %s", i, g, w)
		}
	}
	// The identical second request was recorded twice: the error comes next, then stays.
	for range 2 {
		if _, err := rp.Chat(ctx, reqs[1]); err == nil || !strings.Contains(err.Error(), "HTTP 500") {
			t.Errorf("recorded error replayed as %v", err)
		}
	}
	other := hi()
	_, err = rp.Chat(ctx, other)
	if !errors.Is(err, ErrNotRecorded) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), `the last from user: text "hi"`) {
		t.Errorf("missing request: %v", err)
	}
	// Edited by hand: the key no longer matches.
	data, _ := os.ReadFile(path)
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(strings.Replace(string(data), `"check"`, `"checked"`, 1)), 0o644)
	if _, err := NewReplay(bad); err == nil || !strings.Contains(err.Error(), "is not the hash of its request") {
		t.Errorf("edited cassette: %v", err)
	}
}

func TestParseCassetteErrors(t *testing.T) {
	t.Parallel()
	tests := []struct{ data, want string }{
		{"", "c.json: EOF"},
		{"{\n  \"version\": 1,\n  \"interactions\": [1]\n}", "c.json: line 3: json: cannot unmarshal number"},
		{`{"version": 2}`, "c.json: cassette version 2, want 1"},
		{`{"version": 1, "interactions": [{"key": "x", "request": {"messages": []}}]}`, `c.json: interactions[0]: want exactly one of "response" and "error"`},
		{`{"version": 1, "interactions": [{"key": "x", "request": {"messages": []}, "error": "e"}]}`, `c.json: interactions[0]: key "x" is not the hash of its request`},
		{`{"version": 1, "interactions": [{"key": "x", "request": {"output": [1, }, "error": "e"}]}`, `c.json: line 1: invalid character '}'`},
	}
	for _, tt := range tests {
		_, err := ParseCassette("c.json", []byte(tt.data))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("ParseCassette(%q) = %v, want prefix %q", tt.data, err, tt.want)
		}
	}
}

func FuzzParseCassette(f *testing.F) {
	f.Add([]byte(`{"version":1,"provider":"p","interactions":[]}`))
	r := hi()
	key, _ := RequestKey(r)
	c := Cassette{Version: 1, Provider: "p", Interactions: []Interaction{{Key: key, Request: r, Response: &Response{StopReason: StopEnd}}}}
	b, _ := json.Marshal(c)
	f.Add(b)
	f.Add([]byte(`{"version":1,"interactions":[{"request":{"output":{"b":1,"a":[1.50,2e3]}},"error":"x"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseCassette("f.json", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.json: ") {
				t.Fatalf("error without the file name: %v", err)
			}
			return
		}
		// What parses replays: every interaction answers its own request.
		rp := replayOf("f.json", c)
		for i, in := range c.Interactions {
			resp, err := rp.Chat(context.Background(), in.Request)
			if errors.Is(err, ErrNotRecorded) {
				t.Fatalf("interaction %d not found by its own request", i)
			}
			_ = resp
		}
		// And round-trips.
		dir := t.TempDir()
		if err := c.Save(filepath.Join(dir, "c.json")); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadCassette(filepath.Join(dir, "c.json")); err != nil {
			t.Fatalf("saved cassette does not load: %v", err)
		}
	})
}
