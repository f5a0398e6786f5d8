package fakellm

import (
	"encoding/json"
	"fmt"
	"strings"
)

// parseRequest fills r's neutral view from body. It is lenient: unknown
// keys, roles and block types are skipped; only a body that is not a JSON
// object, or whose conversation field has the wrong shape, is an error.
func parseRequest(api API, body []byte, r *Request) error {
	var top struct {
		Model    string            `json:"model"`
		Stream   bool              `json:"stream"`
		Tools    json.RawMessage   `json:"tools"`
		Messages []json.RawMessage `json:"messages"`
		Input    json.RawMessage   `json:"input"`
	}
	if err := json.Unmarshal(body, &top); err != nil {
		return fmt.Errorf("request body: %w (want a JSON object)", err)
	}
	r.Model, r.Stream = top.Model, top.Stream
	var tools []json.RawMessage
	json.Unmarshal(top.Tools, &tools) // anything but an array: no tools
	for _, t := range tools {
		var tool struct {
			Name     string `json:"name"`
			Function struct {
				Name string `json:"name"`
			} `json:"function"`
			Type string `json:"type"`
		}
		json.Unmarshal(t, &tool)
		name := tool.Name
		if name == "" {
			name = tool.Function.Name
		}
		if name == "" {
			name = tool.Type // e.g. Responses {"type":"web_search"}
		}
		r.ToolNames = append(r.ToolNames, name)
	}
	switch api {
	case Anthropic:
		for i, raw := range top.Messages {
			m, err := parseAnthropicMessage(raw)
			if err != nil {
				return fmt.Errorf("messages[%d]: %w", i, err)
			}
			r.Messages = append(r.Messages, m)
		}
	case Chat:
		for i, raw := range top.Messages {
			m, err := parseChatMessage(raw)
			if err != nil {
				return fmt.Errorf("messages[%d]: %w", i, err)
			}
			if m.Role == "system" && i == 0 {
				continue // the system prompt
			}
			r.Messages = append(r.Messages, m)
		}
	case Responses:
		return parseResponsesInput(top.Input, r)
	}
	return nil
}

// textOf returns the text of content that is a string or an array of
// blocks with "text" (any text-like type).
func textOf(content json.RawMessage) string {
	if len(content) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(content, &s) == nil {
		return s
	}
	var blocks []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	json.Unmarshal(content, &blocks)
	var parts []string
	for _, b := range blocks {
		if b.Text != "" && (b.Type == "text" || b.Type == "input_text" || b.Type == "output_text" || b.Type == "") {
			parts = append(parts, b.Text)
		}
	}
	return strings.Join(parts, "\n")
}

func parseAnthropicMessage(raw json.RawMessage) (Message, error) {
	var m struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return Message{}, err
	}
	out := Message{Role: m.Role}
	var s string
	if json.Unmarshal(m.Content, &s) == nil {
		out.Text = s
		return out, nil
	}
	var blocks []struct {
		Type      string          `json:"type"`
		Text      string          `json:"text"`
		ID        string          `json:"id"`
		Name      string          `json:"name"`
		Input     json.RawMessage `json:"input"`
		ToolUseID string          `json:"tool_use_id"`
		Content   json.RawMessage `json:"content"`
		IsError   bool            `json:"is_error"`
	}
	if err := json.Unmarshal(m.Content, &blocks); err != nil {
		return Message{}, fmt.Errorf("content: want a string or an array of blocks: %w", err)
	}
	var texts []string
	for _, b := range blocks {
		switch b.Type {
		case "text":
			texts = append(texts, b.Text)
		case "tool_use":
			out.ToolCalls = append(out.ToolCalls, ToolUse{ID: b.ID, Name: b.Name, Input: string(b.Input)})
		case "tool_result":
			out.ToolResults = append(out.ToolResults, ToolResult{CallID: b.ToolUseID, Output: textOf(b.Content), IsError: b.IsError})
		}
	}
	out.Text = strings.Join(texts, "\n")
	return out, nil
}

func parseChatMessage(raw json.RawMessage) (Message, error) {
	var m struct {
		Role       string          `json:"role"`
		Content    json.RawMessage `json:"content"`
		ToolCallID string          `json:"tool_call_id"`
		ToolCalls  []struct {
			ID       string `json:"id"`
			Function struct {
				Name      string `json:"name"`
				Arguments string `json:"arguments"`
			} `json:"function"`
		} `json:"tool_calls"`
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return Message{}, err
	}
	out := Message{Role: m.Role}
	text := textOf(m.Content)
	if m.Role == "tool" {
		out.ToolResults = []ToolResult{{CallID: m.ToolCallID, Output: text}}
	} else {
		out.Text = text
	}
	for _, tc := range m.ToolCalls {
		out.ToolCalls = append(out.ToolCalls, ToolUse{ID: tc.ID, Name: tc.Function.Name, Input: tc.Function.Arguments})
	}
	return out, nil
}

// parseResponsesInput turns Responses input items into messages: assistant
// output items in a row form one assistant message, tool outputs become
// "tool" messages.
func parseResponsesInput(input json.RawMessage, r *Request) error {
	if len(input) == 0 {
		return nil
	}
	var s string
	if json.Unmarshal(input, &s) == nil {
		r.Messages = append(r.Messages, Message{Role: "user", Text: s})
		return nil
	}
	var items []struct {
		Type      string          `json:"type"`
		Role      string          `json:"role"`
		Content   json.RawMessage `json:"content"`
		CallID    string          `json:"call_id"`
		Name      string          `json:"name"`
		Arguments string          `json:"arguments"`
		Input     string          `json:"input"`
		Output    json.RawMessage `json:"output"`
	}
	if err := json.Unmarshal(input, &items); err != nil {
		return fmt.Errorf("input: want a string or an array of items: %w", err)
	}
	assistant := func() *Message {
		if n := len(r.Messages); n > 0 && r.Messages[n-1].Role == "assistant" {
			return &r.Messages[n-1]
		}
		r.Messages = append(r.Messages, Message{Role: "assistant"})
		return &r.Messages[len(r.Messages)-1]
	}
	for _, it := range items {
		switch it.Type {
		case "message", "":
			if it.Role == "assistant" {
				a := assistant()
				if t := textOf(it.Content); t != "" {
					a.Text = strings.TrimPrefix(a.Text+"\n"+t, "\n")
				}
				continue
			}
			r.Messages = append(r.Messages, Message{Role: it.Role, Text: textOf(it.Content)})
		case "function_call":
			a := assistant()
			a.ToolCalls = append(a.ToolCalls, ToolUse{ID: it.CallID, Name: it.Name, Input: it.Arguments})
		case "custom_tool_call":
			a := assistant()
			a.ToolCalls = append(a.ToolCalls, ToolUse{ID: it.CallID, Name: it.Name, Input: it.Input})
		case "function_call_output", "custom_tool_call_output":
			r.Messages = append(r.Messages, Message{Role: "tool", ToolResults: []ToolResult{{CallID: it.CallID, Output: textOf(it.Output)}}})
		case "reasoning":
			assistant()
		}
	}
	// The base instructions come as the first developer message; keep
	// them (tests may look), they are not "user" input.
	return nil
}
