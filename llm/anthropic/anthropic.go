// Package anthropic is the llm.Provider on Anthropic's Messages API,
// through the official SDK (github.com/anthropics/anthropic-sdk-go). It
// maps llm.Request to a non-streaming Messages call (tools as client
// tools, tool calls as tool_use blocks, their results as tool_result
// blocks, structured output as output_config.format json_schema) and the
// answer back. Retries on 429, 5xx, connection errors and timeouts are
// the SDK's own, which honour Retry-After; the whole call is bounded.
//
// It is its own package so that only what calls a model links the SDK;
// llm/provider builds it from vouch.yaml.
package anthropic

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/llm/internal/callopt"
)

// Options configure New. Zero fields mean the defaults documented.
type Options struct {
	Model  string // required
	APIKey string // sent as x-api-key; required by the real API
	// BaseURL replaces https://api.anthropic.com (a proxy, a fake server).
	BaseURL string
	// Timeout bounds one attempt. Default 120s.
	Timeout time.Duration
	// MaxRetries is how many times a failed attempt is retried (429, 5xx,
	// connection errors, timeouts). Default 2; negative means none.
	MaxRetries int
	// MaxTokens is the answer's cap when the request sets none. Default 4096.
	MaxTokens int
	// HTTPClient replaces the SDK's default client.
	HTTPClient *http.Client
}

// Provider calls the Messages API.
type Provider struct {
	client sdk.Client
	o      Options
}

// New returns a provider for o.Model.
func New(o Options) (*Provider, error) {
	if o.Model == "" {
		return nil, fmt.Errorf("llm/anthropic: no model given")
	}
	callopt.Defaults(&o.Timeout, &o.MaxRetries, &o.MaxTokens)
	opts := []option.RequestOption{
		option.WithoutEnvironmentDefaults(), // vouch.yaml decides, not ANTHROPIC_BASE_URL & co.
		option.WithAPIKey(o.APIKey),
		option.WithMaxRetries(o.MaxRetries),
		// An explicit timeout also spares the SDK's refusal of
		// non-streaming calls with a large max_tokens.
		option.WithRequestTimeout(o.Timeout),
		option.WithMiddleware(callopt.Middleware(o.Timeout)),
	}
	if o.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(o.BaseURL))
	}
	if o.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(o.HTTPClient))
	}
	return &Provider{client: sdk.NewClient(opts...), o: o}, nil
}

// Name implements llm.Provider.
func (p *Provider) Name() string { return "anthropic/" + p.o.Model }

// Chat implements llm.Provider.
func (p *Provider) Chat(ctx context.Context, req llm.Request) (llm.Response, error) {
	params, err := p.params(req)
	if err != nil {
		return llm.Response{}, fmt.Errorf("llm: %s: %w", p.Name(), err)
	}
	cctx, attempts, cancel := callopt.Start(ctx, callopt.Total(p.o.Timeout, p.o.MaxRetries))
	defer cancel()
	msg, err := p.client.Messages.New(cctx, params)
	if err != nil {
		var ae *sdk.Error
		if errors.As(err, &ae) {
			err = callopt.NewHTTPError(err, ae.StatusCode, ae.Message, ae.RawJSON(), ae.Response)
		}
		return llm.Response{}, callopt.Wrap(ctx, p.Name(), attempts.Load(), p.o.Timeout, err)
	}
	return response(msg)
}

func (p *Provider) params(req llm.Request) (sdk.MessageNewParams, error) {
	maxTokens := req.MaxTokens
	if maxTokens <= 0 {
		maxTokens = p.o.MaxTokens
	}
	params := sdk.MessageNewParams{Model: sdk.Model(p.o.Model), MaxTokens: int64(maxTokens)}
	if req.System != "" {
		// The tools and the system prompt open every request the same:
		// a breakpoint after them lets the next one read them from the
		// cache (when they reach the model's minimum, 1024 tokens for
		// Sonnet; shorter prefixes are not cached, at no cost).
		params.System = []sdk.TextBlockParam{{Text: req.System, CacheControl: sdk.NewCacheControlEphemeralParam()}}
	}
	for i, m := range req.Messages {
		var blocks []sdk.ContentBlockParamUnion
		for _, part := range m.Parts {
			switch {
			case part.ToolCall != nil:
				input := part.ToolCall.Input
				if len(input) == 0 || !json.Valid(input) || string(input) == "null" {
					input = json.RawMessage("{}") // the API wants an object; Raw cannot be sent back
				}
				blocks = append(blocks, sdk.NewToolUseBlock(part.ToolCall.ID, input, part.ToolCall.Name))
			case part.ToolResult != nil:
				blocks = append(blocks, sdk.NewToolResultBlock(part.ToolResult.CallID, part.ToolResult.Content, part.ToolResult.IsError))
			case part.Text != "":
				blocks = append(blocks, sdk.NewTextBlock(part.Text))
			}
		}
		if len(blocks) == 0 {
			return params, fmt.Errorf("messages[%d]: no content", i)
		}
		if req.Cache && i == len(req.Messages)-1 {
			*blocks[len(blocks)-1].GetCacheControl() = sdk.NewCacheControlEphemeralParam()
		}
		switch m.Role {
		case llm.User:
			params.Messages = append(params.Messages, sdk.NewUserMessage(blocks...))
		case llm.Assistant:
			params.Messages = append(params.Messages, sdk.NewAssistantMessage(blocks...))
		default:
			return params, fmt.Errorf("messages[%d]: unknown role %q (want user or assistant)", i, m.Role)
		}
	}
	for _, t := range req.Tools {
		schema, err := inputSchema(t.Schema)
		if err != nil {
			return params, fmt.Errorf("tool %s: %w", t.Name, err)
		}
		tp := sdk.ToolParam{Name: t.Name, InputSchema: schema}
		if t.Description != "" {
			tp.Description = sdk.String(t.Description)
		}
		params.Tools = append(params.Tools, sdk.ToolUnionParam{OfTool: &tp})
	}
	if len(req.Output) > 0 {
		var schema map[string]any
		if err := json.Unmarshal(req.Output, &schema); err != nil {
			return params, fmt.Errorf("output schema: want a JSON object: %w", err)
		}
		params.OutputConfig = sdk.OutputConfigParam{Format: sdk.JSONOutputFormatParam{Schema: schema}}
	}
	return params, nil
}

// inputSchema splits a JSON Schema object into the SDK's fields.
func inputSchema(raw json.RawMessage) (sdk.ToolInputSchemaParam, error) {
	var s sdk.ToolInputSchemaParam
	if len(raw) == 0 {
		return s, nil
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return s, fmt.Errorf("input schema: want a JSON object: %w", err)
	}
	if t, ok := m["type"]; ok && t != "object" {
		return s, fmt.Errorf("input schema: want type object, got %v", t)
	}
	delete(m, "type")
	if props, ok := m["properties"]; ok {
		s.Properties = props
		delete(m, "properties")
	}
	if req, ok := m["required"].([]any); ok {
		for _, r := range req {
			if name, ok := r.(string); ok {
				s.Required = append(s.Required, name)
			}
		}
		delete(m, "required")
	}
	if len(m) > 0 {
		s.ExtraFields = m
	}
	return s, nil
}

func response(msg *sdk.Message) (llm.Response, error) {
	resp := llm.Response{
		Message: llm.Message{Role: llm.Assistant},
		Model:   string(msg.Model),
		Usage: llm.Usage{
			InputTokens:       int(msg.Usage.InputTokens + msg.Usage.CacheCreationInputTokens + msg.Usage.CacheReadInputTokens),
			CachedInputTokens: int(msg.Usage.CacheReadInputTokens),
			OutputTokens:      int(msg.Usage.OutputTokens),
		},
	}
	for _, b := range msg.Content {
		switch b.Type {
		case "text":
			resp.Message.Parts = append(resp.Message.Parts, llm.Part{Text: b.Text})
		case "tool_use":
			call := &llm.ToolCall{ID: b.ID, Name: b.Name, Input: b.Input}
			switch {
			case len(call.Input) == 0:
				call.Input = json.RawMessage("{}")
			case !json.Valid(call.Input):
				call.Input, call.Raw = nil, string(b.Input)
			}
			resp.Message.Parts = append(resp.Message.Parts, llm.Part{ToolCall: call})
		}
	}
	switch msg.StopReason {
	case sdk.StopReasonEndTurn, sdk.StopReasonStopSequence, sdk.StopReasonPauseTurn:
		resp.StopReason = llm.StopEnd
	case sdk.StopReasonToolUse:
		resp.StopReason = llm.StopToolUse
	case sdk.StopReasonMaxTokens, sdk.StopReasonModelContextWindowExceeded:
		resp.StopReason = llm.StopMaxTokens
	case sdk.StopReasonRefusal:
		resp.StopReason = llm.StopRefusal
	default:
		resp.StopReason = string(msg.StopReason)
	}
	return resp, nil
}
