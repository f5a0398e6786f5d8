package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"

	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/llm/internal/callopt"
)

// chatResponses makes the call on the Responses API (POST /responses),
// stateless (store: false, the whole conversation sent each time): the
// system prompt as instructions, user text as input messages, tool calls
// as function_call items and their results as function_call_output items,
// structured output as text.format json_schema.
func (p *Provider) chatResponses(ctx context.Context, req llm.Request) (llm.Response, error) {
	params, err := p.responsesParams(req)
	if err != nil {
		return llm.Response{}, fmt.Errorf("llm: %s: %w", p.Name(), err)
	}
	cctx, attempts, cancel := callopt.Start(ctx, callopt.Total(p.o.Timeout, p.o.MaxRetries))
	defer cancel()
	r, err := p.client.Responses.New(cctx, params)
	if err != nil {
		var ae *sdk.Error
		if errors.As(err, &ae) {
			err = callopt.NewHTTPError(err, ae.StatusCode, ae.Message, ae.RawJSON(), ae.Response)
		}
		return llm.Response{}, callopt.Wrap(ctx, p.Name(), attempts.Load(), p.o.Timeout, err)
	}
	return responsesAnswer(r), nil
}

func (p *Provider) responsesParams(req llm.Request) (responses.ResponseNewParams, error) {
	maxTokens := req.MaxTokens
	if maxTokens <= 0 {
		maxTokens = p.o.MaxTokens
	}
	params := responses.ResponseNewParams{
		Model:           p.o.Model,
		MaxOutputTokens: sdk.Int(int64(maxTokens)),
		Store:           sdk.Bool(false),
	}
	if req.System != "" {
		params.Instructions = sdk.String(req.System)
	}
	var input responses.ResponseInputParam
	for i, m := range req.Messages {
		if m.Role != llm.User && m.Role != llm.Assistant {
			return params, fmt.Errorf("messages[%d]: unknown role %q (want user or assistant)", i, m.Role)
		}
		n := len(input)
		role := responses.EasyInputMessageRoleUser
		if m.Role == llm.Assistant {
			role = responses.EasyInputMessageRoleAssistant
		}
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
				input = append(input, responses.ResponseInputItemUnionParam{OfFunctionCall: &responses.ResponseFunctionToolCallParam{
					CallID: part.ToolCall.ID, Name: part.ToolCall.Name, Arguments: args}})
			case part.ToolResult != nil:
				out := part.ToolResult.Content
				if part.ToolResult.IsError && out == "" {
					out = "error"
				}
				input = append(input, responses.ResponseInputItemUnionParam{OfFunctionCallOutput: &responses.ResponseInputItemFunctionCallOutputParam{
					CallID: sdk.String(part.ToolResult.CallID), Output: responses.ResponseInputItemFunctionCallOutputOutputUnionParam{OfString: sdk.String(out)}}})
			case part.Text != "":
				input = append(input, responses.ResponseInputItemUnionParam{OfMessage: &responses.EasyInputMessageParam{
					Role: role, Content: responses.EasyInputMessageContentUnionParam{OfString: sdk.String(part.Text)}}})
			}
		}
		if len(input) == n {
			return params, fmt.Errorf("messages[%d]: no content", i)
		}
	}
	params.Input = responses.ResponseNewParamsInputUnion{OfInputItemList: input}
	for _, t := range req.Tools {
		var schema map[string]any
		if len(t.Schema) > 0 {
			if err := json.Unmarshal(t.Schema, &schema); err != nil {
				return params, fmt.Errorf("tool %s: input schema: want a JSON object: %w", t.Name, err)
			}
		}
		tool := responses.ToolParamOfFunction(t.Name, schema, false)
		if t.Description != "" {
			tool.OfFunction.Description = sdk.String(t.Description)
		}
		params.Tools = append(params.Tools, tool)
	}
	if len(req.Output) > 0 {
		var schema map[string]any
		if err := json.Unmarshal(req.Output, &schema); err != nil {
			return params, fmt.Errorf("output schema: want a JSON object: %w", err)
		}
		params.Text = responses.ResponseTextConfigParam{Format: responses.ResponseFormatTextConfigUnionParam{
			OfJSONSchema: &responses.ResponseFormatTextJSONSchemaConfigParam{Name: schemaName(req.OutputName), Schema: schema}}}
	}
	return params, nil
}

func responsesAnswer(r *responses.Response) llm.Response {
	resp := llm.Response{
		Message: llm.Message{Role: llm.Assistant},
		Model:   string(r.Model),
		Usage: llm.Usage{InputTokens: int(r.Usage.InputTokens), CachedInputTokens: int(r.Usage.InputTokensDetails.CachedTokens),
			OutputTokens: int(r.Usage.OutputTokens)},
	}
	refused := false
	for _, item := range r.Output {
		switch item.Type {
		case "message":
			for _, c := range item.Content {
				switch c.Type {
				case "output_text":
					resp.Message.Parts = append(resp.Message.Parts, llm.Part{Text: c.Text})
				case "refusal":
					resp.Message.Parts = append(resp.Message.Parts, llm.Part{Text: c.Refusal})
					refused = true
				}
			}
		case "function_call":
			fc := item.AsFunctionCall()
			call := &llm.ToolCall{ID: fc.CallID, Name: fc.Name, Input: json.RawMessage(fc.Arguments)}
			switch {
			case len(call.Input) == 0:
				call.Input = json.RawMessage("{}")
			case !json.Valid(call.Input):
				call.Input, call.Raw = nil, fc.Arguments
			}
			resp.Message.Parts = append(resp.Message.Parts, llm.Part{ToolCall: call})
		}
	}
	switch {
	case refused || r.IncompleteDetails.Reason == "content_filter":
		resp.StopReason = llm.StopRefusal
	case r.IncompleteDetails.Reason == "max_output_tokens":
		resp.StopReason = llm.StopMaxTokens
	case len(resp.Calls()) > 0:
		resp.StopReason = llm.StopToolUse
	case string(r.Status) == "completed" || r.Status == "":
		resp.StopReason = llm.StopEnd
	default:
		resp.StopReason = string(r.Status)
	}
	return resp
}
