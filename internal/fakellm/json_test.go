package fakellm

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

// postJSON sends body without "stream" and decodes the JSON answer.
func postJSON(t *testing.T, srv *Server, path string, body map[string]any) (int, http.Header, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		t.Fatalf("POST %s: %s: body: %v", path, resp.Status, err)
	}
	return resp.StatusCode, resp.Header, m
}

func noStream(req map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range req {
		if k != "stream" {
			out[k] = v
		}
	}
	return out
}

func TestNonStreaming(t *testing.T) {
	t.Parallel()
	turn := Turn{Thinking: "hmm", Text: "Looking.", Calls: []Call{Tool("read_file", map[string]any{"path": "a.go", "lines": []int{1, 2}})}}
	for _, c := range []struct {
		path  string
		req   map[string]any
		check func(t *testing.T, m map[string]any)
	}{
		{"/v1/messages", anthropicReq, func(t *testing.T, m map[string]any) {
			if m["type"] != "message" || m["stop_reason"] != "tool_use" || get(m, "usage", "output_tokens") != 20.0 ||
				get(m, "content", 0, "type") != "thinking" || get(m, "content", 1, "text") != "Looking." ||
				get(m, "content", 2, "name") != "read_file" || get(m, "content", 2, "input", "lines", 1) != 2.0 {
				t.Errorf("anthropic: %v", m)
			}
		}},
		{"/v1/chat/completions", chatReq, func(t *testing.T, m map[string]any) {
			if m["object"] != "chat.completion" || get(m, "choices", 0, "finish_reason") != "tool_calls" ||
				get(m, "choices", 0, "message", "content") != "Looking." ||
				get(m, "choices", 0, "message", "tool_calls", 0, "function", "arguments") != `{"lines":[1,2],"path":"a.go"}` ||
				get(m, "usage", "prompt_tokens") != 100.0 {
				t.Errorf("chat: %v", m)
			}
		}},
		{"/v1/responses", responsesReq, func(t *testing.T, m map[string]any) {
			if m["object"] != "response" || get(m, "output", 0, "type") != "message" || get(m, "output", 1, "type") != "function_call" ||
				get(m, "output", 1, "arguments") != `{"lines":[1,2],"path":"a.go"}` || get(m, "usage", "output_tokens") != 20.0 {
				t.Errorf("responses: %v", m)
			}
		}},
	} {
		srv := New([]Turn{turn}, nil)
		status, h, m := postJSON(t, srv, c.path, noStream(c.req))
		if status != 200 || h.Get("Content-Type") != "application/json" {
			t.Errorf("%s: %d %s", c.path, status, h.Get("Content-Type"))
		}
		c.check(t, m)
		if r := srv.Requests()[0]; r.Stream || r.Turn != 1 {
			t.Errorf("%s: logged stream %v turn %d", c.path, r.Stream, r.Turn)
		}
		if errs := srv.Errors(); len(errs) > 0 {
			t.Errorf("%s: %v", c.path, errs)
		}
		srv.Close()
	}
}

func TestFailHangStop(t *testing.T) {
	t.Parallel()
	srv := New([]Turn{Fail(429, "7"), Fail(500, ""), {Text: "No.", Stop: "refusal"}, {Text: "cut", Stop: "length"}, Hang()}, &Options{ScriptAll: true})
	defer srv.Close()
	plain := map[string]any{"model": "m", "messages": []any{map[string]any{"role": "user", "content": "hi"}}} // no tools: ScriptAll scripts it
	status, h, m := postJSON(t, srv, "/v1/messages", plain)
	if status != 429 || h.Get("Retry-After") != "7" || get(m, "error", "type") != "rate_limit_error" || m["type"] != "error" {
		t.Errorf("429: %d %v %v", status, h, m)
	}
	status, h, m = postJSON(t, srv, "/v1/chat/completions", plain)
	if status != 500 || h.Get("Retry-After") != "" || get(m, "error", "type") != "server_error" {
		t.Errorf("500: %d %v %v", status, h, m)
	}
	_, _, m = postJSON(t, srv, "/v1/messages", plain)
	if m["stop_reason"] != "refusal" {
		t.Errorf("refusal: %v", m)
	}
	_, _, m = postJSON(t, srv, "/v1/chat/completions", plain)
	if get(m, "choices", 0, "finish_reason") != "length" {
		t.Errorf("length: %v", m)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "POST", srv.URL+"/v1/messages", strings.NewReader(`{"model":"m","messages":[]}`))
	if _, err := http.DefaultClient.Do(req); err == nil {
		t.Error("Hang answered")
	}
	if srv.TurnsServed() != 5 {
		t.Errorf("turns served %d", srv.TurnsServed())
	}
}

func TestVerbatim(t *testing.T) {
	t.Parallel()
	srv := New([]Turn{Do("", Tool("f", Verbatim(`{"a": `))), Do("", Tool("f", Verbatim(`{"a": `)))}, nil)
	defer srv.Close()
	_, _, m := postJSON(t, srv, "/v1/chat/completions", noStream(chatReq))
	if got := get(m, "choices", 0, "message", "tool_calls", 0, "function", "arguments"); got != `{"a": ` {
		t.Errorf("chat arguments = %v", got)
	}
	_, _, m = postJSON(t, srv, "/v1/messages", noStream(anthropicReq))
	if got := get(m, "content", 0, "input"); got != `{"a": ` {
		t.Errorf("anthropic input = %v (want the text as a JSON string)", got)
	}
}
