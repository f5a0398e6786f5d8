package fakellm

import (
	"encoding/json"
	"time"
)

// response is one scripted turn ready to stream.
type response struct {
	model    string
	thinking string
	text     string
	calls    []wireCall
	usage    Usage
	chunk    int
	id       func(prefix string) string
	stop     string // overrides the stop reason, if set
}

// stopReason is the API's stop reason: the scripted override, else
// toolUse when there are calls, else end.
func (r *response) stopReason(toolUse, end string) string {
	switch {
	case r.stop != "":
		return r.stop
	case len(r.calls) > 0:
		return toolUse
	}
	return end
}

// pieces splits s into pieces of at most n bytes (n <= 0: one piece),
// never inside a UTF-8 sequence.
func pieces(s string, n int) []string {
	if n <= 0 || len(s) <= n {
		return []string{s}
	}
	var out []string
	for len(s) > n {
		i := n
		for i > 0 && i < len(s) && s[i]&0xC0 == 0x80 {
			i--
		}
		if i == 0 {
			i = n
		}
		out = append(out, s[:i])
		s = s[i:]
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}

type obj = map[string]any

// writeAnthropic streams the turn as Anthropic Messages events, each with
// its event: line (Claude Code ignores data-only events).
func (r *response) writeAnthropic(sw *sseWriter) {
	ev := func(typ string, fields obj) {
		fields["type"] = typ
		sw.event(typ, fields)
	}
	ev("message_start", obj{"message": obj{
		"id": r.id("msg_"), "type": "message", "role": "assistant", "model": r.model,
		"content": []any{}, "stop_reason": nil, "stop_sequence": nil,
		"usage": obj{"input_tokens": r.usage.Input, "output_tokens": 1,
			"cache_creation_input_tokens": r.usage.CacheCreation, "cache_read_input_tokens": r.usage.CacheRead},
	}})
	index := 0
	if r.thinking != "" {
		ev("content_block_start", obj{"index": index, "content_block": obj{"type": "thinking", "thinking": "", "signature": ""}})
		for _, p := range pieces(r.thinking, r.chunk) {
			ev("content_block_delta", obj{"index": index, "delta": obj{"type": "thinking_delta", "thinking": p}})
		}
		ev("content_block_delta", obj{"index": index, "delta": obj{"type": "signature_delta", "signature": "fakellm-signature"}})
		ev("content_block_stop", obj{"index": index})
		index++
	}
	if r.text != "" {
		ev("content_block_start", obj{"index": index, "content_block": obj{"type": "text", "text": ""}})
		for _, p := range pieces(r.text, r.chunk) {
			ev("content_block_delta", obj{"index": index, "delta": obj{"type": "text_delta", "text": p}})
		}
		ev("content_block_stop", obj{"index": index})
		index++
	}
	for _, c := range r.calls {
		ev("content_block_start", obj{"index": index, "content_block": obj{"type": "tool_use", "id": r.id("toolu_fake"), "name": c.Name, "input": obj{}}})
		for _, p := range pieces(c.Input, r.chunk) {
			ev("content_block_delta", obj{"index": index, "delta": obj{"type": "input_json_delta", "partial_json": p}})
		}
		ev("content_block_stop", obj{"index": index})
		index++
	}
	stop := r.stopReason("tool_use", "end_turn")
	ev("message_delta", obj{"delta": obj{"stop_reason": stop, "stop_sequence": nil}, "usage": obj{"output_tokens": r.usage.Output}})
	ev("message_stop", obj{})
}

// writeResponses streams the turn as OpenAI Responses events.
func (r *response) writeResponses(sw *sseWriter) {
	seq := 0
	ev := func(typ string, fields obj) {
		fields["type"] = typ
		fields["sequence_number"] = seq
		seq++
		sw.event(typ, fields)
	}
	respID := r.id("resp_fake")
	created := time.Now().Unix()
	head := func(status string, output []any, usage any) obj {
		return obj{"id": respID, "object": "response", "created_at": created, "model": r.model,
			"status": status, "output": output, "usage": usage}
	}
	ev("response.created", obj{"response": head("in_progress", []any{}, nil)})
	ev("response.in_progress", obj{"response": head("in_progress", []any{}, nil)})
	var output []any
	oi := 0
	if r.text != "" {
		id := r.id("msg_fake")
		ev("response.output_item.added", obj{"output_index": oi, "item": obj{"type": "message", "id": id, "role": "assistant", "status": "in_progress", "content": []any{}}})
		ev("response.content_part.added", obj{"item_id": id, "output_index": oi, "content_index": 0, "part": obj{"type": "output_text", "text": "", "annotations": []any{}}})
		for _, p := range pieces(r.text, r.chunk) {
			ev("response.output_text.delta", obj{"item_id": id, "output_index": oi, "content_index": 0, "delta": p})
		}
		ev("response.output_text.done", obj{"item_id": id, "output_index": oi, "content_index": 0, "text": r.text})
		part := obj{"type": "output_text", "text": r.text, "annotations": []any{}}
		ev("response.content_part.done", obj{"item_id": id, "output_index": oi, "content_index": 0, "part": part})
		item := obj{"type": "message", "id": id, "role": "assistant", "status": "completed", "content": []any{part}}
		ev("response.output_item.done", obj{"output_index": oi, "item": item})
		output = append(output, item)
		oi++
	}
	for _, c := range r.calls {
		callID := r.id("call_fake")
		var item obj
		if c.Custom {
			id := r.id("ctc_fake")
			ev("response.output_item.added", obj{"output_index": oi, "item": obj{"type": "custom_tool_call", "id": id, "call_id": callID, "name": c.Name, "input": "", "status": "in_progress"}})
			item = obj{"type": "custom_tool_call", "id": id, "call_id": callID, "name": c.Name, "input": c.Input, "status": "completed"}
		} else {
			id := r.id("fc_fake")
			ev("response.output_item.added", obj{"output_index": oi, "item": obj{"type": "function_call", "id": id, "call_id": callID, "name": c.Name, "arguments": "", "status": "in_progress"}})
			for _, p := range pieces(c.Input, r.chunk) {
				ev("response.function_call_arguments.delta", obj{"item_id": id, "output_index": oi, "delta": p})
			}
			ev("response.function_call_arguments.done", obj{"item_id": id, "output_index": oi, "arguments": c.Input})
			item = obj{"type": "function_call", "id": id, "call_id": callID, "name": c.Name, "arguments": c.Input, "status": "completed"}
		}
		ev("response.output_item.done", obj{"output_index": oi, "item": item})
		output = append(output, item)
		oi++
	}
	if output == nil {
		output = []any{}
	}
	ev("response.completed", obj{"response": head("completed", output, obj{
		"input_tokens":          r.usage.Input + r.usage.CacheRead,
		"input_tokens_details":  obj{"cached_tokens": r.usage.CacheRead},
		"output_tokens":         r.usage.Output,
		"output_tokens_details": obj{"reasoning_tokens": 0},
		"total_tokens":          r.usage.Input + r.usage.CacheRead + r.usage.Output,
	})})
}

// writeChat streams the turn as OpenAI chat completion chunks: data: lines
// only, a usage chunk, then [DONE].
func (r *response) writeChat(sw *sseWriter) {
	id := r.id("chatcmpl-fake")
	created := time.Now().Unix()
	chunk := func(delta obj, finish any) {
		sw.event("", obj{"id": id, "object": "chat.completion.chunk", "created": created, "model": r.model,
			"choices": []any{obj{"index": 0, "delta": delta, "finish_reason": finish}}})
	}
	chunk(obj{"role": "assistant", "content": ""}, nil)
	if r.text != "" {
		for _, p := range pieces(r.text, r.chunk) {
			chunk(obj{"content": p}, nil)
		}
	}
	for i, c := range r.calls {
		chunk(obj{"tool_calls": []any{obj{"index": i, "id": r.id("call_fake"), "type": "function",
			"function": obj{"name": c.Name, "arguments": ""}}}}, nil)
		for _, p := range pieces(c.Input, r.chunk) {
			chunk(obj{"tool_calls": []any{obj{"index": i, "function": obj{"arguments": p}}}}, nil)
		}
	}
	chunk(obj{}, r.stopReason("tool_calls", "stop"))
	sw.event("", obj{"id": id, "object": "chat.completion.chunk", "created": created, "model": r.model, "choices": []any{},
		"usage": obj{"prompt_tokens": r.usage.Input + r.usage.CacheRead, "completion_tokens": r.usage.Output,
			"total_tokens":          r.usage.Input + r.usage.CacheRead + r.usage.Output,
			"prompt_tokens_details": obj{"cached_tokens": r.usage.CacheRead}}})
	sw.event("", "[DONE]")
}

// anthropicJSON is the turn as a non-streaming Messages response.
func (r *response) anthropicJSON() obj {
	content := []any{}
	if r.thinking != "" {
		content = append(content, obj{"type": "thinking", "thinking": r.thinking, "signature": "fakellm-signature"})
	}
	if r.text != "" {
		content = append(content, obj{"type": "text", "text": r.text})
	}
	for _, c := range r.calls {
		var input any = json.RawMessage(c.Input)
		if !json.Valid([]byte(c.Input)) {
			input = c.Input // a JSON string: the body stays valid
		}
		content = append(content, obj{"type": "tool_use", "id": r.id("toolu_fake"), "name": c.Name, "input": input})
	}
	return obj{"id": r.id("msg_"), "type": "message", "role": "assistant", "model": r.model,
		"content": content, "stop_reason": r.stopReason("tool_use", "end_turn"), "stop_sequence": nil,
		"usage": obj{"input_tokens": r.usage.Input, "output_tokens": r.usage.Output,
			"cache_creation_input_tokens": r.usage.CacheCreation, "cache_read_input_tokens": r.usage.CacheRead}}
}

// chatJSON is the turn as a non-streaming chat completion.
func (r *response) chatJSON() obj {
	msg := obj{"role": "assistant", "content": nil, "refusal": nil}
	if r.text != "" {
		msg["content"] = r.text
	}
	if r.stop == "content_filter" || r.stop == "refusal" {
		msg["refusal"], msg["content"] = r.text, nil
	}
	if len(r.calls) > 0 {
		var tcs []any
		for _, c := range r.calls {
			tcs = append(tcs, obj{"id": r.id("call_fake"), "type": "function", "function": obj{"name": c.Name, "arguments": c.Input}})
		}
		msg["tool_calls"] = tcs
	}
	stop := r.stopReason("tool_calls", "stop")
	if stop == "refusal" {
		stop = "content_filter"
	}
	return obj{"id": r.id("chatcmpl-fake"), "object": "chat.completion", "created": time.Now().Unix(), "model": r.model,
		"choices": []any{obj{"index": 0, "message": msg, "finish_reason": stop, "logprobs": nil}},
		"usage": obj{"prompt_tokens": r.usage.Input + r.usage.CacheRead, "completion_tokens": r.usage.Output,
			"total_tokens":          r.usage.Input + r.usage.CacheRead + r.usage.Output,
			"prompt_tokens_details": obj{"cached_tokens": r.usage.CacheRead}}}
}

// responsesJSON is the turn as a non-streaming Responses response. A
// refusal stop sends the text as a refusal part; a length stop makes the
// response incomplete (max_output_tokens).
func (r *response) responsesJSON() obj {
	output := []any{}
	status, incomplete := "completed", any(nil)
	switch r.stop {
	case "refusal", "content_filter":
		output = append(output, obj{"type": "message", "id": r.id("msg_fake"), "role": "assistant", "status": "completed",
			"content": []any{obj{"type": "refusal", "refusal": r.text}}})
	case "max_tokens", "length", "max_output_tokens":
		status, incomplete = "incomplete", obj{"reason": "max_output_tokens"}
	}
	if r.text != "" && len(output) == 0 {
		output = append(output, obj{"type": "message", "id": r.id("msg_fake"), "role": "assistant", "status": "completed",
			"content": []any{obj{"type": "output_text", "text": r.text, "annotations": []any{}}}})
	}
	for _, c := range r.calls {
		callID := r.id("call_fake")
		if c.Custom {
			output = append(output, obj{"type": "custom_tool_call", "id": r.id("ctc_fake"), "call_id": callID, "name": c.Name, "input": c.Input, "status": "completed"})
		} else {
			output = append(output, obj{"type": "function_call", "id": r.id("fc_fake"), "call_id": callID, "name": c.Name, "arguments": c.Input, "status": "completed"})
		}
	}
	return obj{"id": r.id("resp_fake"), "object": "response", "created_at": time.Now().Unix(), "model": r.model,
		"status": status, "incomplete_details": incomplete, "output": output, "usage": obj{
			"input_tokens":          r.usage.Input + r.usage.CacheRead,
			"input_tokens_details":  obj{"cached_tokens": r.usage.CacheRead},
			"output_tokens":         r.usage.Output,
			"output_tokens_details": obj{"reasoning_tokens": 0},
			"total_tokens":          r.usage.Input + r.usage.CacheRead + r.usage.Output,
		}}
}
