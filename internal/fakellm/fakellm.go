// Package fakellm is a scripted fake model server for tests: an
// httptest server that speaks the streaming wire formats the real agent
// CLIs use, so Claude Code, Codex and Pi can run offline end to end
// (internal/agentcli runs them; /work/shared/notes/real-clients.md has the
// recipe this follows).
//
// It serves
//
//	POST /v1/messages          Anthropic Messages, SSE with event: lines (Claude Code)
//	POST /v1/responses         OpenAI Responses, SSE with event: lines (Codex)
//	POST /v1/chat/completions  OpenAI chat completions, data: lines and [DONE] (Pi)
//	HEAD /                     Claude Code's connectivity check
//
// The model is a script: a list of Turns in a neutral form (Shell, Read,
// Edit, Write, Patch, Say), translated per API into that agent's tool names
// and inputs. Request k that offers tools gets turn k; requests without
// tools (side requests) get a short text, unless Options.ScriptAll. A
// request with "stream": true is answered with server-sent events, one
// without with the API's JSON body (as the SDKs' non-streaming calls
// expect); a turn can also be an HTTP error (Fail) or no answer at all
// (Hang). Every request is logged, parsed
// into a neutral view (Request) so tests can assert what the model saw.
//
// fakellm sits outside DESIGN.md's data flow: it produces the real
// transcripts that flow starts from.
package fakellm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

// API names a wire format.
type API string

// The wire formats served.
const (
	Anthropic API = "anthropic-messages"
	Responses API = "openai-responses"
	Chat      API = "openai-chat"
)

// Options configure a Server. The zero value (or nil) means defaults.
type Options struct {
	// Dir is the project directory; relative paths in Read/Edit/Write are
	// joined to it for Claude Code, which wants absolute paths.
	Dir string
	// Model is the model name in responses. Default: the request's model.
	Model string
	// SideText answers requests without tools. Default "OK.".
	SideText string
	// Chunk splits streamed text and tool input into pieces of at most
	// this many bytes (several delta events). Default 0: one piece.
	Chunk int
	// OnRequest, if set, is called with each logged request (from the
	// server's goroutine).
	OnRequest func(*Request)
	// ScriptAll gives every request the next scripted turn, whether it
	// offers tools or not (a client that is not an agent CLI, such as
	// vouch's own llm providers, has no side requests).
	ScriptAll bool
}

// Server is a running fake model server. It is safe for concurrent use.
type Server struct {
	// URL is the root URL, e.g. http://127.0.0.1:12345 (no /v1).
	URL string

	srv    *httptest.Server
	opts   Options
	script []Turn

	mu     sync.Mutex
	reqs   []*Request
	turn   int // scripted requests served
	ids    int
	errors []error
}

// New starts a server that plays script.
func New(script []Turn, opts *Options) *Server {
	s := &Server{script: script}
	if opts != nil {
		s.opts = *opts
	}
	if s.opts.SideText == "" {
		s.opts.SideText = "OK."
	}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	return s
}

// Close shuts the server down, waiting for requests in flight.
func (s *Server) Close() { s.srv.Close() }

// Requests returns the requests received so far, in order.
func (s *Server) Requests() []*Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*Request(nil), s.reqs...)
}

// Scripted returns the requests that were served a scripted turn, in order.
func (s *Server) Scripted() []*Request {
	var out []*Request
	for _, r := range s.Requests() {
		if r.Turn > 0 {
			out = append(out, r)
		}
	}
	return out
}

// TurnsServed is how many scripted turns were sent.
func (s *Server) TurnsServed() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.turn
}

// Errors returns what went wrong on the server side: unknown paths,
// unreadable bodies, a script that ran out or could not be translated.
// A test should normally assert it is empty.
func (s *Server) Errors() []error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]error(nil), s.errors...)
}

func (s *Server) fail(err error) {
	s.mu.Lock()
	s.errors = append(s.errors, err)
	s.mu.Unlock()
}

// Request is one logged request, parsed into a neutral view.
type Request struct {
	N      int    // 1-based position among all requests
	Turn   int    // 1-based scripted turn it got; 0 for a side request
	API    API    // wire format
	Method string // always POST for logged requests
	Path   string // URL path with query
	Header http.Header
	Body   json.RawMessage // the request body, verbatim

	Model     string
	Stream    bool
	ToolNames []string  // tools offered
	Messages  []Message // conversation, normalized (system prompt excluded)
	// Err is why the body could not be parsed, if it could not.
	Err error
}

// Message is one conversation entry of a request in neutral form.
// Role is "user", "assistant", "system", "developer" or "tool".
type Message struct {
	Role        string
	Text        string // text blocks joined by "\n"
	ToolCalls   []ToolUse
	ToolResults []ToolResult
}

// ToolUse is a tool call the model made earlier, as the CLI sent it back.
type ToolUse struct {
	ID    string
	Name  string
	Input string // JSON arguments, or the freeform input of a custom tool
}

// ToolResult is a tool's output as the CLI sent it to the model.
type ToolResult struct {
	CallID  string
	Output  string
	IsError bool
}

// lastAssistant is the index of the last assistant message, -1 if none.
func (r *Request) lastAssistant() int {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if r.Messages[i].Role == "assistant" {
			return i
		}
	}
	return -1
}

// NewMessages are the messages after the model's last response: the tool
// results and user messages the model is answering now.
func (r *Request) NewMessages() []Message {
	return r.Messages[r.lastAssistant()+1:]
}

// ToolResults are the tool results in NewMessages.
func (r *Request) ToolResults() []ToolResult {
	var out []ToolResult
	for _, m := range r.NewMessages() {
		out = append(out, m.ToolResults...)
	}
	return out
}

// Input is everything new the model sees in this request (NewMessages'
// user texts and tool outputs), joined by "\n". It is where a Stop hook's
// feedback or a denied tool's reason shows up.
func (r *Request) Input() string {
	var parts []string
	for _, m := range r.NewMessages() {
		if m.Role == "user" || m.Role == "tool" {
			if m.Text != "" {
				parts = append(parts, m.Text)
			}
			for _, tr := range m.ToolResults {
				parts = append(parts, tr.Output)
			}
		}
	}
	return strings.Join(parts, "\n")
}

// LastUser is the text of the last user message that has text (the prompt,
// or hook feedback given as a user message).
func (r *Request) LastUser() string {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if m := r.Messages[i]; m.Role == "user" && m.Text != "" {
			return m.Text
		}
	}
	return ""
}

// HasTools reports whether the request offered tools.
func (r *Request) HasTools() bool { return len(r.ToolNames) > 0 }

func (s *Server) serve(w http.ResponseWriter, req *http.Request) {
	if req.Method == http.MethodHead || (req.Method == http.MethodGet && req.URL.Path == "/") {
		w.WriteHeader(http.StatusOK)
		return
	}
	var api API
	switch req.URL.Path {
	case "/v1/messages":
		api = Anthropic
	case "/v1/responses":
		api = Responses
	case "/v1/chat/completions":
		api = Chat
	default:
		s.fail(fmt.Errorf("fakellm: unexpected %s %s", req.Method, req.URL))
		http.Error(w, "fakellm: not found", http.StatusNotFound)
		return
	}
	if req.Method != http.MethodPost {
		http.Error(w, "fakellm: POST only", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(req.Body)
	if err != nil {
		s.fail(fmt.Errorf("fakellm: reading %s body: %w", req.URL.Path, err))
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r := &Request{API: api, Method: req.Method, Path: req.URL.RequestURI(), Header: req.Header.Clone(), Body: body}
	r.Err = parseRequest(api, body, r)

	s.mu.Lock()
	s.reqs = append(s.reqs, r)
	r.N = len(s.reqs)
	var turn Turn
	var scriptErr error
	if r.HasTools() || s.opts.ScriptAll {
		s.turn++
		r.Turn = s.turn
		if r.Turn <= len(s.script) {
			turn = s.script[r.Turn-1]
		} else {
			scriptErr = fmt.Errorf("fakellm: request %d (%s) wants scripted turn %d, the script has %d", r.N, r.Path, r.Turn, len(s.script))
			turn = Say("fakellm: the script has no more turns.")
		}
	} else {
		turn = Say(s.opts.SideText)
	}
	s.mu.Unlock()
	if r.Err != nil {
		s.fail(fmt.Errorf("fakellm: request %d (%s): %w", r.N, r.Path, r.Err))
	}
	if scriptErr != nil {
		s.fail(scriptErr)
	}
	if s.opts.OnRequest != nil {
		s.opts.OnRequest(r)
	}
	if turn.Func != nil {
		turn = turn.Func(r)
		turn.Func = nil
	}
	if turn.Hang {
		<-req.Context().Done()
		return
	}
	if turn.Status != 0 && turn.Status != http.StatusOK {
		writeError(w, api, turn.Status, turn.RetryAfter)
		return
	}
	calls := make([]wireCall, 0, len(turn.Calls))
	for _, c := range turn.Calls {
		wc, err := c.translate(api, s.opts.Dir)
		if err != nil {
			s.fail(fmt.Errorf("fakellm: request %d, turn %d: %w", r.N, r.Turn, err))
			turn = Say(err.Error())
			calls = nil
			break
		}
		calls = append(calls, wc)
	}
	model := s.opts.Model
	if model == "" {
		model = r.Model
	}
	if model == "" {
		model = "fake-model"
	}
	usage := defaultUsage
	if turn.Usage != nil {
		usage = *turn.Usage
	}
	resp := response{
		model:    model,
		thinking: turn.Thinking,
		text:     turn.Text,
		calls:    calls,
		usage:    usage,
		chunk:    s.opts.Chunk,
		id:       s.nextID,
		stop:     turn.Stop,
	}
	if !r.Stream && r.Err == nil {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		var body any
		switch api {
		case Anthropic:
			body = resp.anthropicJSON()
		case Chat:
			body = resp.chatJSON()
		case Responses:
			body = resp.responsesJSON()
		}
		json.NewEncoder(w).Encode(body)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	sw := &sseWriter{w: w}
	switch api {
	case Anthropic:
		resp.writeAnthropic(sw)
	case Responses:
		resp.writeResponses(sw)
	case Chat:
		resp.writeChat(sw)
	}
}

// writeError answers with an HTTP error in the API's error format.
func writeError(w http.ResponseWriter, api API, status int, retryAfter string) {
	if retryAfter != "" {
		w.Header().Set("Retry-After", retryAfter)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	msg := fmt.Sprintf("fakellm: scripted HTTP %d", status)
	var body any
	switch api {
	case Anthropic:
		typ := "api_error"
		switch {
		case status == http.StatusTooManyRequests:
			typ = "rate_limit_error"
		case status == 529:
			typ = "overloaded_error"
		case status < 500:
			typ = "invalid_request_error"
		}
		body = map[string]any{"type": "error", "error": map[string]any{"type": typ, "message": msg}}
	default:
		typ := "server_error"
		if status == http.StatusTooManyRequests {
			typ = "rate_limit_exceeded"
		} else if status < 500 {
			typ = "invalid_request_error"
		}
		body = map[string]any{"error": map[string]any{"message": msg, "type": typ, "param": nil, "code": typ}}
	}
	json.NewEncoder(w).Encode(body)
}

// nextID returns a server-unique id with prefix.
func (s *Server) nextID(prefix string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ids++
	return fmt.Sprintf("%s%04d", prefix, s.ids)
}

// sseWriter writes server-sent events and flushes each.
type sseWriter struct {
	w   http.ResponseWriter
	buf bytes.Buffer
}

// event writes one event; name "" means a data-only event.
func (sw *sseWriter) event(name string, data any) {
	sw.buf.Reset()
	if name != "" {
		sw.buf.WriteString("event: " + name + "\n")
	}
	sw.buf.WriteString("data: ")
	if s, ok := data.(string); ok {
		sw.buf.WriteString(s)
	} else {
		b, err := json.Marshal(data)
		if err != nil {
			panic(err)
		}
		sw.buf.Write(b)
	}
	sw.buf.WriteString("\n\n")
	sw.w.Write(sw.buf.Bytes())
	if f, ok := sw.w.(http.Flusher); ok {
		f.Flush()
	}
}
