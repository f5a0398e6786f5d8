// Package llm is vouch's one small interface to a language model: a chat
// with tools and, when asked, a final answer as JSON matching a schema.
// Providers sit on the official SDKs (anthropic-sdk-go, openai-go; the
// latter's base URL covers OpenAI-compatible servers); Func is a scripted
// provider for tests. Everything that calls a model goes through a
// Provider, so caps, accounting and redaction apply in one place.
//
// An LLM is used only where judgement is needed (DESIGN.md): the judge
// (vouch verify --judge) and audit's verifiers. Without a configured
// provider vouch works as before.
package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

// Role is who wrote a message.
type Role string

const (
	User      Role = "user"
	Assistant Role = "assistant"
)

// Message is one turn of the conversation. Tool results are sent in a
// User message (as both Anthropic and OpenAI's chat format place them
// right after the assistant's calls).
type Message struct {
	Role  Role   `json:"role"`
	Parts []Part `json:"parts"`
}

// Part is one piece of a message: exactly one of its fields is set.
type Part struct {
	Text       string      `json:"text,omitempty"`
	ToolCall   *ToolCall   `json:"tool_call,omitempty"`
	ToolResult *ToolResult `json:"tool_result,omitempty"`
}

// ToolCall is the model asking to run a tool.
type ToolCall struct {
	ID    string          `json:"id"`
	Name  string          `json:"name"`
	Input json.RawMessage `json:"input"`
	// Raw is the arguments as the model sent them when they are not valid
	// JSON (Input is then null): the caller answers with an error result,
	// and the provider sends Raw back as the model wrote it.
	Raw string `json:"raw,omitempty"`
}

// ToolResult answers a ToolCall by its ID.
type ToolResult struct {
	CallID  string `json:"call_id"`
	Content string `json:"content"`
	IsError bool   `json:"is_error,omitempty"`
}

// Tool is a tool offered to the model: its name, what it does, and a JSON
// Schema of its input object.
type Tool struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Schema      json.RawMessage `json:"schema"`
}

// Request is one model call.
type Request struct {
	System   string    `json:"system,omitempty"`
	Messages []Message `json:"messages"`
	Tools    []Tool    `json:"tools,omitempty"`
	// Output, when set, asks for the final answer as one JSON value
	// matching this JSON Schema (structured output). The answer arrives
	// as the text of the response; the caller validates it.
	Output     json.RawMessage `json:"output,omitempty"`
	OutputName string          `json:"output_name,omitempty"`
	// MaxTokens caps the response; 0 takes the provider's default.
	MaxTokens int `json:"max_tokens,omitempty"`
	// Cache asks the provider to keep the whole request in its prompt
	// cache for the next request of the conversation, which then reads
	// it back at a fraction of the input price (Anthropic: a
	// cache_control breakpoint on the last message; OpenAI caches
	// prefixes on its own). A cache write costs more than plain input
	// (Anthropic: 1.25x), so a caller sets it only on requests it
	// expects to be followed. The system prompt (with the tools before
	// it) is marked for caching whatever Cache says: it is the same on
	// every request.
	Cache bool `json:"cache,omitempty"`
}

// Stop reasons of a Response.
const (
	StopEnd       = "end"        // the model finished its answer
	StopToolUse   = "tool_use"   // the model wants tool results
	StopMaxTokens = "max_tokens" // the answer was cut at MaxTokens
	StopRefusal   = "refusal"    // the model (or its provider's filter) declined to answer
)

// Response is the model's answer to one Request.
type Response struct {
	Message    Message `json:"message"` // Role Assistant
	StopReason string  `json:"stop_reason"`
	Model      string  `json:"model"` // the model that answered, as the server named it
	Usage      Usage   `json:"usage"`
}

// Text is the concatenated text parts of the response.
func (r Response) Text() string {
	var s string
	for _, p := range r.Message.Parts {
		s += p.Text
	}
	return s
}

// Calls are the tool calls of the response, in order.
func (r Response) Calls() []ToolCall {
	var cs []ToolCall
	for _, p := range r.Message.Parts {
		if p.ToolCall != nil {
			cs = append(cs, *p.ToolCall)
		}
	}
	return cs
}

// Usage is what one call consumed.
type Usage struct {
	// InputTokens are all the tokens sent, CachedInputTokens those of
	// them the provider read from its prompt cache (sent all the same,
	// billed at a fraction of the input price).
	InputTokens       int     `json:"input_tokens"`
	CachedInputTokens int     `json:"cached_input_tokens,omitempty"`
	OutputTokens      int     `json:"output_tokens"`
	CostUSD           float64 `json:"cost_usd"` // from the price table; 0 when the model has no price
	// NoPrice is set when the price table has no row for the model, so
	// CostUSD is 0 whatever was used (see Prices, llm.prices in vouch.yaml).
	NoPrice bool `json:"no_price,omitempty"`
}

// Add returns the sum of two usages.
func (u Usage) Add(o Usage) Usage {
	return Usage{InputTokens: u.InputTokens + o.InputTokens, CachedInputTokens: u.CachedInputTokens + o.CachedInputTokens,
		OutputTokens: u.OutputTokens + o.OutputTokens, CostUSD: u.CostUSD + o.CostUSD, NoPrice: u.NoPrice || o.NoPrice}
}

// Tokens is input plus output tokens.
func (u Usage) Tokens() int { return u.InputTokens + u.OutputTokens }

// String is the usage as reports show it: "1200 in + 300 out tokens,
// $0.0081", or "..., no price" when a model had none.
func (u Usage) String() string {
	cost := fmt.Sprintf("$%.4f", u.CostUSD)
	if u.NoPrice {
		cost = "no price"
		if u.CostUSD > 0 {
			cost = fmt.Sprintf("$%.4f + no price", u.CostUSD)
		}
	}
	return fmt.Sprintf("%d in + %d out tokens, %s", u.InputTokens, u.OutputTokens, cost)
}

// Provider is a model behind one API.
type Provider interface {
	// Name is "<provider>/<model>", as shown in reports.
	Name() string
	// Chat makes one call. It returns ErrCap (wrapped) when a cap stops
	// the call before it is made.
	Chat(ctx context.Context, req Request) (Response, error)
}

// ErrCap is returned when a hard cap (calls, tokens or money, per
// verification or per day) stops a call. Callers turn it into a finding,
// never a pass.
var ErrCap = errors.New("llm: cap reached")

// ErrNotConfigured is returned (wrapped, with what to set) when no model
// is configured, or its API key is not in the environment.
var ErrNotConfigured = errors.New("llm: no model configured")

// Func is a scripted provider for tests: each call is answered by the
// function. It follows a procedure, not a recording: it can read the tool
// results in the request and decide.
type Func struct {
	Model string
	F     func(ctx context.Context, req Request) (Response, error)
}

// Name implements Provider.
func (f Func) Name() string { return "scripted/" + f.Model }

// Chat implements Provider.
func (f Func) Chat(ctx context.Context, req Request) (Response, error) {
	if err := ctx.Err(); err != nil {
		return Response{}, err
	}
	resp, err := f.F(ctx, req)
	if resp.Model == "" {
		resp.Model = f.Model
	}
	if resp.Message.Role == "" {
		resp.Message.Role = Assistant
	}
	return resp, err
}
