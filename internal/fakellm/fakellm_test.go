package fakellm

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// sseEvent is one parsed server-sent event.
type sseEvent struct {
	Name string // from the event: line, "" if none
	Data string
}

// readSSE parses an SSE body strictly: every event is optional event: line,
// one data: line, blank line; anything else fails the test.
func readSSE(t *testing.T, body io.Reader) []sseEvent {
	t.Helper()
	var out []sseEvent
	var cur sseEvent
	haveData := false
	sc := bufio.NewScanner(body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if !haveData {
				t.Fatalf("SSE: blank line without a data: line before it (event %d)", len(out))
			}
			out = append(out, cur)
			cur, haveData = sseEvent{}, false
		case strings.HasPrefix(line, "event: "):
			if cur.Name != "" || haveData {
				t.Fatalf("SSE: unexpected event: line %q", line)
			}
			cur.Name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			if haveData {
				t.Fatalf("SSE: two data: lines in one event: %q", line)
			}
			cur.Data, haveData = strings.TrimPrefix(line, "data: "), true
		default:
			t.Fatalf("SSE: unexpected line %q", line)
		}
	}
	if haveData || cur.Name != "" {
		t.Fatalf("SSE: stream ends inside an event")
	}
	return out
}

// post sends body to path on srv and returns the parsed events.
func post(t *testing.T, srv *Server, path string, body any) []sseEvent {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("POST %s: %s, Content-Type %q", path, resp.Status, resp.Header.Get("Content-Type"))
	}
	return readSSE(t, resp.Body)
}

func data(t *testing.T, e sseEvent) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(e.Data), &m); err != nil {
		t.Fatalf("event %q data %q: %v", e.Name, e.Data, err)
	}
	return m
}

// get walks m along a path of keys and indexes.
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

var (
	anthropicReq = map[string]any{"model": "claude-opus-4-8", "stream": true, "max_tokens": 100,
		"tools":    []any{map[string]any{"name": "Bash"}},
		"messages": []any{map[string]any{"role": "user", "content": "hi"}}}
	responsesReq = map[string]any{"model": "gpt-5.5", "stream": true,
		"tools": []any{map[string]any{"type": "function", "name": "exec_command"}, map[string]any{"type": "custom", "name": "apply_patch"}},
		"input": []any{map[string]any{"type": "message", "role": "user", "content": []any{map[string]any{"type": "input_text", "text": "hi"}}}}}
	chatReq = map[string]any{"model": "fake-model", "stream": true,
		"tools":    []any{map[string]any{"type": "function", "function": map[string]any{"name": "bash"}}},
		"messages": []any{map[string]any{"role": "system", "content": "sys"}, map[string]any{"role": "user", "content": "hi"}}}
)

func names(evs []sseEvent) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Name)
	}
	return out
}

func TestAnthropicStream(t *testing.T) {
	srv := New([]Turn{
		{Thinking: "The test fails.", Text: "Running the tests.", Calls: []Call{Shell("go test ./..."), Read("calc/calc.go")}},
		Say("Done."),
	}, &Options{Dir: "/proj", Chunk: 7})
	defer srv.Close()

	evs := post(t, srv, "/v1/messages?beta=true", anthropicReq)
	want := []string{"message_start",
		"content_block_start", "content_block_delta", "content_block_delta", "content_block_delta", "content_block_delta", "content_block_stop", // thinking: 15 bytes in 3 pieces + signature
		"content_block_start", "content_block_delta", "content_block_delta", "content_block_delta", "content_block_stop", // text: 18 bytes in 7s
	}
	got := names(evs)
	if !slices.Equal(got[:len(want)], want) {
		t.Fatalf("events = %v\nwant prefix %v", got, want)
	}
	if got[len(got)-2] != "message_delta" || got[len(got)-1] != "message_stop" {
		t.Errorf("events end with %v, want message_delta, message_stop", got[len(got)-2:])
	}
	// Every event: its event: line equals data.type.
	inputs := map[int]string{}
	blockType := map[int]string{}
	var text string
	for _, e := range evs {
		d := data(t, e)
		if d["type"] != e.Name {
			t.Errorf("event %q has data.type %v", e.Name, d["type"])
		}
		idx, _ := d["index"].(float64)
		switch e.Name {
		case "message_start":
			if get(d, "message", "usage", "input_tokens") != 100.0 {
				t.Errorf("message_start usage = %v, want input_tokens 100", get(d, "message", "usage"))
			}
		case "content_block_start":
			blockType[int(idx)], _ = get(d, "content_block", "type").(string)
		case "content_block_delta":
			switch get(d, "delta", "type") {
			case "input_json_delta":
				inputs[int(idx)] += get(d, "delta", "partial_json").(string)
			case "text_delta":
				text += get(d, "delta", "text").(string)
			}
		case "message_delta":
			if get(d, "delta", "stop_reason") != "tool_use" {
				t.Errorf("stop_reason = %v, want tool_use", get(d, "delta", "stop_reason"))
			}
			if get(d, "usage", "output_tokens") != 20.0 {
				t.Errorf("message_delta usage = %v, want output_tokens 20", get(d, "usage"))
			}
		}
	}
	if text != "Running the tests." {
		t.Errorf("text = %q", text)
	}
	if want := map[int]string{0: "thinking", 1: "text", 2: "tool_use", 3: "tool_use"}; !mapsEqual(blockType, want) {
		t.Errorf("block types = %v, want %v", blockType, want)
	}
	if inputs[2] != `{"command":"go test ./..."}` || inputs[3] != `{"file_path":"/proj/calc/calc.go"}` {
		t.Errorf("tool inputs = %v", inputs)
	}

	evs = post(t, srv, "/v1/messages", anthropicReq)
	last := data(t, evs[len(evs)-2])
	if get(last, "delta", "stop_reason") != "end_turn" {
		t.Errorf("final turn stop_reason = %v, want end_turn", get(last, "delta", "stop_reason"))
	}
	if errs := srv.Errors(); len(errs) > 0 {
		t.Errorf("Errors() = %v", errs)
	}
}

func mapsEqual[K comparable, V comparable](a, b map[K]V) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func TestResponsesStream(t *testing.T) {
	srv := New([]Turn{
		Do("Fixing it.", Read("calc/calc.go"), Edit("calc/calc.go", "\treturn a - b", "\treturn a + b")),
	}, nil)
	defer srv.Close()
	evs := post(t, srv, "/v1/responses", responsesReq)
	want := []string{"response.created", "response.in_progress",
		"response.output_item.added", "response.content_part.added", "response.output_text.delta", "response.output_text.done", "response.content_part.done", "response.output_item.done",
		"response.output_item.added", "response.function_call_arguments.delta", "response.function_call_arguments.done", "response.output_item.done",
		"response.output_item.added", "response.output_item.done",
		"response.completed"}
	if got := names(evs); !slices.Equal(got, want) {
		t.Fatalf("events = %v\nwant %v", got, want)
	}
	var done []map[string]any
	for i, e := range evs {
		d := data(t, e)
		if d["type"] != e.Name || d["sequence_number"] != float64(i) {
			t.Errorf("event %d %q: type %v, sequence_number %v", i, e.Name, d["type"], d["sequence_number"])
		}
		if e.Name == "response.output_item.done" {
			done = append(done, get(d, "item").(map[string]any))
		}
	}
	if get(done[0], "content", 0, "text") != "Fixing it." {
		t.Errorf("message item = %v", done[0])
	}
	if done[1]["type"] != "function_call" || done[1]["name"] != "exec_command" ||
		done[1]["arguments"] != `{"cmd":"cat calc/calc.go","yield_time_ms":30000}` {
		t.Errorf("read item = %v", done[1])
	}
	wantPatch := "*** Begin Patch\n*** Update File: calc/calc.go\n@@\n-\treturn a - b\n+\treturn a + b\n*** End Patch\n"
	if done[2]["type"] != "custom_tool_call" || done[2]["name"] != "apply_patch" || done[2]["input"] != wantPatch {
		t.Errorf("edit item = %v", done[2])
	}
	if done[1]["call_id"] == done[2]["call_id"] {
		t.Errorf("call ids not unique: %v", done[1]["call_id"])
	}
	completed := data(t, evs[len(evs)-1])
	if get(completed, "response", "status") != "completed" || get(completed, "response", "usage", "input_tokens") != 100.0 ||
		get(completed, "response", "usage", "output_tokens") != 20.0 || len(get(completed, "response", "output").([]any)) != 3 {
		t.Errorf("response.completed = %v", completed)
	}
}

func TestChatStream(t *testing.T) {
	srv := New([]Turn{
		Do("Running the tests.", Shell("go test ./..."), Edit("a.go", "x", "y")),
		Say("All good."),
	}, &Options{Chunk: 5})
	defer srv.Close()
	evs := post(t, srv, "/v1/chat/completions", chatReq)
	var text string
	args := map[float64]string{}
	callNames := map[float64]string{}
	var finish []any
	for i, e := range evs {
		if e.Name != "" {
			t.Errorf("chat event %d has an event: line %q", i, e.Name)
		}
		if i == len(evs)-1 {
			if e.Data != "[DONE]" {
				t.Errorf("last event = %q, want [DONE]", e.Data)
			}
			break
		}
		d := data(t, e)
		if i == len(evs)-2 {
			if get(d, "usage", "prompt_tokens") != 100.0 || get(d, "usage", "completion_tokens") != 20.0 || len(d["choices"].([]any)) != 0 {
				t.Errorf("usage chunk = %v", d)
			}
			continue
		}
		if f := get(d, "choices", 0, "finish_reason"); f != nil {
			finish = append(finish, f)
		}
		if s, ok := get(d, "choices", 0, "delta", "content").(string); ok {
			text += s
		}
		tcs, _ := get(d, "choices", 0, "delta", "tool_calls").([]any)
		for _, tc := range tcs {
			idx := get(tc, "index").(float64)
			if n, ok := get(tc, "function", "name").(string); ok {
				callNames[idx] = n
				if get(tc, "id") == nil {
					t.Errorf("first tool_calls delta without id: %v", tc)
				}
			}
			args[idx] += get(tc, "function", "arguments").(string)
		}
	}
	if text != "Running the tests." {
		t.Errorf("text = %q", text)
	}
	if callNames[0] != "bash" || args[0] != `{"command":"go test ./..."}` ||
		callNames[1] != "edit" || args[1] != `{"edits":[{"newText":"y","oldText":"x"}],"path":"a.go"}` {
		t.Errorf("tool calls = %v %v", callNames, args)
	}
	if !slices.Equal(finish, []any{"tool_calls"}) {
		t.Errorf("finish reasons = %v, want [tool_calls]", finish)
	}
	evs = post(t, srv, "/v1/chat/completions", chatReq)
	if f := get(data(t, evs[len(evs)-3]), "choices", 0, "finish_reason"); f != "stop" {
		t.Errorf("final turn finish_reason = %v, want stop", f)
	}
}

// TestScript: side requests (no tools) do not use up turns, a Func turn
// sees the request, a script that runs out is an error but still answers.
func TestScript(t *testing.T) {
	var seen string
	srv := New([]Turn{
		Func(func(r *Request) Turn {
			seen = r.LastUser()
			if strings.Contains(r.Input(), "feedback") {
				return Say("got feedback")
			}
			return Say("no feedback")
		}),
	}, &Options{SideText: "side"})
	defer srv.Close()

	side := map[string]any{"model": "m", "stream": true, "messages": []any{map[string]any{"role": "user", "content": "title?"}}}
	if text := anthropicText(t, post(t, srv, "/v1/messages", side)); text != "side" {
		t.Errorf("side request answer = %q, want %q", text, "side")
	}
	req := map[string]any{"model": "m", "stream": true, "tools": []any{map[string]any{"name": "Bash"}},
		"messages": []any{
			map[string]any{"role": "user", "content": "do it"},
			map[string]any{"role": "assistant", "content": "done"},
			map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": "Stop hook feedback:\nrun the tests"}}},
		}}
	if text := anthropicText(t, post(t, srv, "/v1/messages", req)); text != "got feedback" {
		t.Errorf("Func turn answer = %q, want %q", text, "got feedback")
	}
	if seen != "Stop hook feedback:\nrun the tests" {
		t.Errorf("Func saw LastUser %q", seen)
	}
	if len(srv.Errors()) != 0 {
		t.Fatalf("Errors() = %v before the script ran out", srv.Errors())
	}
	if text := anthropicText(t, post(t, srv, "/v1/messages", req)); !strings.Contains(text, "no more turns") {
		t.Errorf("answer past the script = %q", text)
	}
	if errs := srv.Errors(); len(errs) != 1 || !strings.Contains(errs[0].Error(), "wants scripted turn 2, the script has 1") {
		t.Errorf("Errors() = %v, want one saying the script ran out", errs)
	}
	reqs := srv.Requests()
	if len(reqs) != 3 || reqs[0].Turn != 0 || reqs[1].Turn != 1 || reqs[2].Turn != 2 || reqs[1].N != 2 {
		t.Errorf("request log turns: %v", reqs)
	}
	if n := len(srv.Scripted()); n != 2 || srv.TurnsServed() != 2 {
		t.Errorf("Scripted() has %d, TurnsServed() = %d, want 2", n, srv.TurnsServed())
	}
}

func anthropicText(t *testing.T, evs []sseEvent) string {
	t.Helper()
	var s string
	for _, e := range evs {
		if e.Name == "content_block_delta" {
			if txt, ok := get(data(t, e), "delta", "text").(string); ok {
				s += txt
			}
		}
	}
	return s
}

func TestTranslateErrors(t *testing.T) {
	for _, tc := range []struct {
		call Call
		api  API
		dir  string
		want string
	}{
		{Patch("*** Begin Patch\n"), Anthropic, "/p", "no translation"},
		{Patch("*** Begin Patch\n"), Chat, "", "no translation"},
		{Read("rel.go"), Anthropic, "", "absolute path"},
	} {
		if _, err := tc.call.translate(tc.api, tc.dir); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s on %s: err = %v, want %q", tc.call, tc.api, err, tc.want)
		}
	}
	// An untranslatable call is answered with the error as text and logged.
	srv := New([]Turn{Do("", Patch("x"))}, nil)
	defer srv.Close()
	if text := anthropicText(t, post(t, srv, "/v1/messages", anthropicReq)); !strings.Contains(text, "no translation") {
		t.Errorf("answer = %q", text)
	}
	if len(srv.Errors()) != 1 {
		t.Errorf("Errors() = %v, want 1", srv.Errors())
	}
}

func TestTranslate(t *testing.T) {
	for _, tc := range []struct {
		call Call
		api  API
		want wireCall
	}{
		{Write("n.go", "package n\n"), Responses, wireCall{Name: "apply_patch", Custom: true, Input: "*** Begin Patch\n*** Add File: n.go\n+package n\n*** End Patch\n"}},
		{Read("my file.go"), Responses, wireCall{Name: "exec_command", Input: `{"cmd":"cat 'my file.go'","yield_time_ms":30000}`}},
		{Patch("P"), Responses, wireCall{Name: "apply_patch", Custom: true, Input: "P"}},
		{Write("/a/n.go", "c"), Anthropic, wireCall{Name: "Write", Input: `{"content":"c","file_path":"/a/n.go"}`}},
		{Edit("a.go", "o", "n"), Anthropic, wireCall{Name: "Edit", Input: `{"file_path":"/d/a.go","new_string":"n","old_string":"o"}`}},
		{Read("a.go"), Chat, wireCall{Name: "read", Input: `{"path":"a.go"}`}},
		{Write("a.go", "c"), Chat, wireCall{Name: "write", Input: `{"content":"c","path":"a.go"}`}},
		{Tool("Agent", map[string]string{"prompt": "p"}), Anthropic, wireCall{Name: "Agent", Input: `{"prompt":"p"}`}},
		{Tool("write_stdin", map[string]any{"session_id": 1}), Responses, wireCall{Name: "write_stdin", Input: `{"session_id":1}`}},
		{Tool("apply_patch", "RAW"), Responses, wireCall{Name: "apply_patch", Custom: true, Input: "RAW"}},
	} {
		got, err := tc.call.translate(tc.api, "/d")
		if err != nil || got != tc.want {
			t.Errorf("%s on %s = %+v, %v\nwant %+v", tc.call, tc.api, got, err, tc.want)
		}
	}
}

// TestRequestFixtures parses request bodies the real CLIs sent
// (testdata/requests, see testdata/SOURCES.md) and checks the neutral view.
func TestRequestFixtures(t *testing.T) {
	for _, tc := range []struct {
		file      string
		api       API
		tool      string // a tool the request offers
		lastUser  string // substring of LastUser
		input     string // substring of Input
		results   int    // len(ToolResults())
		firstCall string // name of the first tool call sent back, "" if none
	}{
		{"claude-code/first-request.json", Anthropic, "Bash", "The calc test fails", "The calc test fails", 0, ""},
		{"claude-code/after-stop-block.json", Anthropic, "", "Stop hook feedback:", "Stop hook feedback:", 0, "Read"},
		{"claude-code/after-pretooluse-deny.json", Anthropic, "", "The calc test fails", "", 1, "Read"},
		{"codex/first-request.json", Responses, "exec_command", "The calc test fails", "The calc test fails", 0, ""},
		{"codex/after-stop-block.json", Responses, "", "<hook_prompt", "<hook_prompt", 0, "exec_command"},
		{"codex/after-pretooluse-deny.json", Responses, "", "The calc test fails", "Command blocked by PreToolUse hook", 1, "exec_command"},
		{"pi/first-request.json", Chat, "bash", "The calc test fails", "The calc test fails", 0, ""},
		{"pi/last-request.honest.json", Chat, "", "The calc test fails", "ok  \texample.com/demo/calc", 1, "read"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "requests", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			var fx struct {
				Body json.RawMessage `json:"body"`
			}
			if err := json.Unmarshal(raw, &fx); err != nil {
				t.Fatal(err)
			}
			r := &Request{}
			if err := parseRequest(tc.api, fx.Body, r); err != nil {
				t.Fatalf("parseRequest: %v", err)
			}
			if tc.tool != "" && !slices.Contains(r.ToolNames, tc.tool) {
				t.Errorf("ToolNames = %v, want %q among them", r.ToolNames, tc.tool)
			}
			if !strings.Contains(r.LastUser(), tc.lastUser) {
				t.Errorf("LastUser() = %q, want it to contain %q", r.LastUser(), tc.lastUser)
			}
			if !strings.Contains(r.Input(), tc.input) {
				t.Errorf("Input() = %q, want it to contain %q", r.Input(), tc.input)
			}
			if n := len(r.ToolResults()); n != tc.results {
				t.Errorf("ToolResults() = %d results, want %d: %+v", n, tc.results, r.ToolResults())
			}
			var first string
			for _, m := range r.Messages {
				if len(m.ToolCalls) > 0 {
					first = m.ToolCalls[0].Name
					break
				}
			}
			if first != tc.firstCall {
				t.Errorf("first tool call = %q, want %q", first, tc.firstCall)
			}
			if !r.Stream || r.Model == "" {
				t.Errorf("Stream = %v, Model = %q", r.Stream, r.Model)
			}
		})
	}
}

// TestConcurrent: parallel requests each get their own turn and are all
// logged (run with -race).
func TestConcurrent(t *testing.T) {
	const n = 16
	var script []Turn
	for i := range n {
		script = append(script, Say(fmt.Sprintf("turn %d", i+1)))
	}
	srv := New(script, nil)
	var wg sync.WaitGroup
	got := make([]string, n)
	for i := range n {
		wg.Go(func() { got[i] = chatText(t, post(t, srv, "/v1/chat/completions", chatReq)) })
	}
	wg.Wait()
	srv.Close()
	slices.Sort(got)
	want := slices.Clone(script)
	var wantTexts []string
	for _, w := range want {
		wantTexts = append(wantTexts, w.Text)
	}
	slices.Sort(wantTexts)
	if !slices.Equal(got, wantTexts) {
		t.Errorf("answers = %q, want each turn once", got)
	}
	if len(srv.Requests()) != n || len(srv.Errors()) != 0 {
		t.Errorf("%d requests logged, errors %v", len(srv.Requests()), srv.Errors())
	}
}

func chatText(t *testing.T, evs []sseEvent) string {
	var s string
	for _, e := range evs {
		if e.Data == "[DONE]" {
			continue
		}
		if txt, ok := get(data(t, e), "choices", 0, "delta", "content").(string); ok {
			s += txt
		}
	}
	return s
}

func TestOtherPaths(t *testing.T) {
	srv := New(nil, nil)
	defer srv.Close()
	req, _ := http.NewRequest(http.MethodHead, srv.URL+"/", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("HEAD / = %v, %v; want 200", resp, err)
	}
	resp, err = http.Post(srv.URL+"/v1/models", "application/json", strings.NewReader("{}"))
	if err != nil || resp.StatusCode != 404 {
		t.Fatalf("POST /v1/models = %v, %v; want 404", resp, err)
	}
	resp.Body.Close()
	resp, err = http.Post(srv.URL+"/v1/messages", "application/json", strings.NewReader("not json"))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("POST bad body = %v, %v; want a (side) answer", resp, err)
	}
	resp.Body.Close()
	if errs := srv.Errors(); len(errs) != 2 {
		t.Errorf("Errors() = %v, want the unknown path and the bad body", errs)
	}
	if r := srv.Requests(); len(r) != 1 || r[0].Err == nil {
		t.Errorf("logged = %+v, want the bad body with Err set", r)
	}
}

func TestPieces(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want []string
	}{
		{"abcdef", 0, []string{"abcdef"}},
		{"abcdef", 4, []string{"abcd", "ef"}},
		{"héllo", 2, []string{"h", "é", "ll", "o"}},
		{"", 3, []string{""}},
	} {
		if got := pieces(tc.s, tc.n); !slices.Equal(got, tc.want) {
			t.Errorf("pieces(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}

func FuzzParseRequest(f *testing.F) {
	for _, b := range []any{anthropicReq, responsesReq, chatReq} {
		j, _ := json.Marshal(b)
		f.Add(j)
	}
	f.Add([]byte(`{"input":"x","messages":[{"role":"tool","content":[{"type":"text"}]}]}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, api := range []API{Anthropic, Responses, Chat} {
			r := &Request{}
			if parseRequest(api, body, r) == nil {
				_ = r.Input()
				_ = r.LastUser()
				_ = r.ToolResults()
			}
		}
	})
}
