// Package openai is the llm.Provider on OpenAI's Chat Completions API
// (or, with Options.API, its Responses API),
// through the official SDK (github.com/openai/openai-go). Its base URL
// makes it the provider for every OpenAI-compatible server too: vLLM,
// Ollama, LM Studio, OpenRouter. It maps llm.Request to a non-streaming
// chat completion (function tools, assistant tool_calls, "tool" messages
// for their results, response_format json_schema for structured output)
// and the answer back. Retries on 429, 5xx, connection errors and
// timeouts are the SDK's own, which honour Retry-After; the whole call is
// bounded.
//
// It is its own package so that only what calls a model links the SDK;
// llm/provider builds it from vouch.yaml.
package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"time"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/llm/internal/callopt"
)

// DefaultBaseURL is OpenAI's own API.
const DefaultBaseURL = "https://api.openai.com/v1/"

// Options configure New. Zero fields mean the defaults documented.
type Options struct {
	Model string // required
	// APIKey is sent as a bearer token. Local servers (Ollama, vLLM
	// without --api-key) need none.
	APIKey string
	// BaseURL is the server's API root, ending in /v1 for the compatible
	// servers (http://127.0.0.1:11434/v1 for Ollama). Default
	// DefaultBaseURL; OPENAI_BASE_URL is not read.
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
	// API is APIChat (default: Chat Completions, what the compatible
	// servers serve) or APIResponses (OpenAI's Responses API).
	API string
}

// APIs of Options.API.
const (
	APIChat      = "chat"
	APIResponses = "responses"
)

// Provider calls the Chat Completions API.
type Provider struct {
	client sdk.Client
	o      Options
}

// New returns a provider for o.Model.
func New(o Options) (*Provider, error) {
	if o.Model == "" {
		return nil, fmt.Errorf("llm/openai: no model given")
	}
	callopt.Defaults(&o.Timeout, &o.MaxRetries, &o.MaxTokens)
	if o.BaseURL == "" {
		o.BaseURL = DefaultBaseURL
	}
	switch o.API {
	case "":
		o.API = APIChat
	case APIChat, APIResponses:
	default:
		return nil, fmt.Errorf("llm/openai: unknown API %q (want chat or responses)", o.API)
	}
	// Explicit base URL and key: the OPENAI_BASE_URL and OPENAI_API_KEY
	// the SDK would read are overridden, vouch.yaml decides.
	opts := []option.RequestOption{
		option.WithBaseURL(o.BaseURL),
		option.WithAPIKey(o.APIKey),
		option.WithMaxRetries(o.MaxRetries),
		option.WithMiddleware(callopt.Middleware(o.Timeout)),
	}
	if o.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(o.HTTPClient))
	}
	return &Provider{client: sdk.NewClient(opts...), o: o}, nil
}

// Name implements llm.Provider.
func (p *Provider) Name() string { return "openai/" + p.o.Model }

// Chat implements llm.Provider.
func (p *Provider) Chat(ctx context.Context, req llm.Request) (llm.Response, error) {
	if p.o.API == APIResponses {
		return p.chatResponses(ctx, req)
	}
	params, err := p.params(req)
	if err != nil {
		return llm.Response{}, fmt.Errorf("llm: %s: %w", p.Name(), err)
	}
	cctx, attempts, cancel := callopt.Start(ctx, callopt.Total(p.o.Timeout, p.o.MaxRetries))
	defer cancel()
	cc, err := p.client.Chat.Completions.New(cctx, params)
	if err != nil {
		var ae *sdk.Error
		if errors.As(err, &ae) {
			err = callopt.NewHTTPError(err, ae.StatusCode, ae.Message, ae.RawJSON(), ae.Response)
		}
		return llm.Response{}, callopt.Wrap(ctx, p.Name(), attempts.Load(), p.o.Timeout, err)
	}
	return response(cc)
}

var reName = regexp.MustCompile(`[^a-zA-Z0-9_-]+`)

func (p *Provider) params(req llm.Request) (sdk.ChatCompletionNewParams, error) {
	maxTokens := req.MaxTokens
	if maxTokens <= 0 {
		maxTokens = p.o.MaxTokens
	}
	params := sdk.ChatCompletionNewParams{Model: p.o.Model}
	if p.o.BaseURL == DefaultBaseURL {
		// OpenAI's newer models refuse max_tokens; the compatible
		// servers do not all know max_completion_tokens.
		params.MaxCompletionTokens = sdk.Int(int64(maxTokens))
	} else {
		params.MaxTokens = sdk.Int(int64(maxTokens))
	}
	if req.System != "" {
		params.Messages = append(params.Messages, sdk.SystemMessage(req.System))
	}
	for i, m := range req.Messages {
		switch m.Role {
		case llm.User:
			// Tool results first: they answer the assistant message
			// just before, which chat wants right after it.
			var text string
			for _, part := range m.Parts {
				switch {
				case part.ToolResult != nil:
					content := part.ToolResult.Content
					if part.ToolResult.IsError && content == "" {
						content = "error"
					}
					params.Messages = append(params.Messages, sdk.ToolMessage(content, part.ToolResult.CallID))
				case part.Text != "":
					text += part.Text
				}
			}
			if text != "" {
				params.Messages = append(params.Messages, sdk.UserMessage(text))
			}
		case llm.Assistant:
			var a sdk.ChatCompletionAssistantMessageParam
			var text string
			for _, part := range m.Parts {
				switch {
				case part.ToolCall != nil:
					args := string(part.ToolCall.Input)
					if part.ToolCall.Raw != "" && (args == "" || args == "null") {
						args = part.ToolCall.Raw
					}
					if args == "" {
						args = "{}"
					}
					a.ToolCalls = append(a.ToolCalls, sdk.ChatCompletionMessageToolCallUnionParam{
						OfFunction: &sdk.ChatCompletionMessageFunctionToolCallParam{
							ID:       part.ToolCall.ID,
							Function: sdk.ChatCompletionMessageFunctionToolCallFunctionParam{Name: part.ToolCall.Name, Arguments: args},
						}})
				case part.Text != "":
					text += part.Text
				}
			}
			if text != "" {
				a.Content.OfString = sdk.String(text)
			}
			if text == "" && len(a.ToolCalls) == 0 {
				return params, fmt.Errorf("messages[%d]: no content", i)
			}
			params.Messages = append(params.Messages, sdk.ChatCompletionMessageParamUnion{OfAssistant: &a})
		default:
			return params, fmt.Errorf("messages[%d]: unknown role %q (want user or assistant)", i, m.Role)
		}
	}
	for _, t := range req.Tools {
		fd := shared.FunctionDefinitionParam{Name: t.Name}
		if t.Description != "" {
			fd.Description = sdk.String(t.Description)
		}
		if len(t.Schema) > 0 {
			var schema map[string]any
			if err := json.Unmarshal(t.Schema, &schema); err != nil {
				return params, fmt.Errorf("tool %s: input schema: want a JSON object: %w", t.Name, err)
			}
			fd.Parameters = schema
		}
		params.Tools = append(params.Tools, sdk.ChatCompletionFunctionTool(fd))
	}
	if len(req.Output) > 0 {
		var schema map[string]any
		if err := json.Unmarshal(req.Output, &schema); err != nil {
			return params, fmt.Errorf("output schema: want a JSON object: %w", err)
		}
		params.ResponseFormat = sdk.ChatCompletionNewParamsResponseFormatUnion{
			OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: schemaName(req.OutputName), Schema: schema}},
		}
	}
	return params, nil
}

// schemaName is OutputName as the APIs accept a schema's name.
func schemaName(s string) string {
	name := reName.ReplaceAllString(s, "_")
	if name == "" {
		name = "answer"
	}
	if len(name) > 64 {
		name = name[:64]
	}
	return name
}

func response(cc *sdk.ChatCompletion) (llm.Response, error) {
	resp := llm.Response{
		Message: llm.Message{Role: llm.Assistant},
		Model:   cc.Model,
		Usage: llm.Usage{InputTokens: int(cc.Usage.PromptTokens), CachedInputTokens: int(cc.Usage.PromptTokensDetails.CachedTokens),
			OutputTokens: int(cc.Usage.CompletionTokens)},
	}
	if len(cc.Choices) == 0 {
		return resp, fmt.Errorf("llm: openai/%s: the answer has no choices", cc.Model)
	}
	ch := cc.Choices[0]
	if ch.Message.Content != "" {
		resp.Message.Parts = append(resp.Message.Parts, llm.Part{Text: ch.Message.Content})
	}
	if ch.Message.Refusal != "" {
		resp.Message.Parts = append(resp.Message.Parts, llm.Part{Text: ch.Message.Refusal})
	}
	for _, tc := range ch.Message.ToolCalls {
		if tc.Type != "" && tc.Type != "function" {
			continue
		}
		call := &llm.ToolCall{ID: tc.ID, Name: tc.Function.Name, Input: json.RawMessage(tc.Function.Arguments)}
		switch {
		case len(call.Input) == 0:
			call.Input = json.RawMessage("{}")
		case !json.Valid(call.Input):
			call.Input, call.Raw = nil, tc.Function.Arguments
		}
		resp.Message.Parts = append(resp.Message.Parts, llm.Part{ToolCall: call})
	}
	switch ch.FinishReason {
	case "stop":
		resp.StopReason = llm.StopEnd
	case "tool_calls", "function_call":
		resp.StopReason = llm.StopToolUse
	case "length":
		resp.StopReason = llm.StopMaxTokens
	case "content_filter":
		resp.StopReason = llm.StopRefusal
	default:
		resp.StopReason = ch.FinishReason
	}
	if ch.Message.Refusal != "" {
		resp.StopReason = llm.StopRefusal
	}
	if resp.StopReason == llm.StopEnd && len(resp.Calls()) > 0 {
		resp.StopReason = llm.StopToolUse // some compatible servers say "stop" with tool calls
	}
	return resp, nil
}
