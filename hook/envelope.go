package hook

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// envelope is what Parse decodes a payload into: the Event, and Claude
// Code's prompt_id (the turn id when turn_id is missing). An alias of an
// unnamed struct, as Parse always had, so that json.Unmarshal's errors
// name the same type.
type envelope = struct {
	Event
	PromptID string `json:"prompt_id"`
}

// decodeEnvelope is json.Unmarshal(data, r), the same result and the same
// error, at a fraction of its cost in a new process: decoding into a
// struct first builds the struct's field table by reflection (sorting its
// fields, resolving the embedded Event), which costs more than the rest
// of a PreToolUse answer's JSON work together, once per process, and a
// hook is one process per tool call. The object is decoded into a map of
// raw values instead and each field set from its key. Anything this does
// not handle exactly as json.Unmarshal does (a key that matches a field
// only case-insensitively, a value of the wrong type, a string with
// escapes it cannot copy as is) falls back to json.Unmarshal.
// TestDecodeEnvelope and FuzzDecodeEnvelope hold the two to the same
// result.
func decodeEnvelope(data []byte, r *envelope) error {
	if decodeFields(data, r) {
		return nil
	}
	*r = envelope{}
	return json.Unmarshal(data, r)
}

// decodeFields decodes data into r by key; false when data must be left
// to json.Unmarshal (r may then be partly set).
func decodeFields(data []byte, r *envelope) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	for k, v := range m {
		var s *string
		var raw *json.RawMessage
		var b *bool
		switch k {
		case "agent":
			s = (*string)(&r.Agent)
		case "hook_event_name":
			s = &r.Name
		case "session_id":
			s = &r.SessionID
		case "transcript_path":
			s = &r.TranscriptPath
		case "cwd":
			s = &r.Cwd
		case "turn_id":
			s = &r.TurnID
		case "tool_name":
			s = &r.ToolName
		case "tool_input":
			raw = &r.ToolInput
		case "tool_use_id":
			s = &r.ToolUseID
		case "tool_response":
			raw = &r.ToolResponse
		case "error":
			s = &r.Error
		case "stop_hook_active":
			b = &r.StopHookActive
		case "last_assistant_message":
			s = &r.LastAssistantMessage
		case "agent_id":
			s = &r.AgentID
		case "agent_type":
			s = &r.AgentType
		case "agent_transcript_path":
			s = &r.AgentTranscriptPath
		case "prompt":
			s = &r.Prompt
		case "source":
			s = &r.Source
		case "reason":
			s = &r.Reason
		case "model":
			s = &r.Model
		case "prompt_id":
			s = &r.PromptID
		default:
			// json.Unmarshal also matches a key to a field
			// case-insensitively, and then which of two such keys wins
			// depends on their order, which the map lost.
			for _, name := range envelopeKeys {
				if strings.EqualFold(k, name) {
					return false
				}
			}
			continue
		}
		switch {
		case raw != nil:
			*raw = v
		case b != nil:
			switch string(v) {
			case "true":
				*b = true
			case "false":
				*b = false
			case "null":
			default:
				return false
			}
		case string(v) == "null":
		case len(v) >= 2 && v[0] == '"' && bytes.IndexByte(v, '\\') < 0 && utf8.Valid(v):
			// Valid JSON without escapes: the text between the quotes,
			// as json.Unmarshal would give it (it replaces invalid UTF-8,
			// hence the check).
			*s = string(v[1 : len(v)-1])
		default:
			if json.Unmarshal(v, s) != nil {
				return false
			}
		}
	}
	return true
}

// envelopeKeys are the JSON names of envelope's fields, as decodeFields
// matches them (TestDecodeEnvelope checks the list against the struct).
var envelopeKeys = [...]string{"agent", "hook_event_name", "session_id", "transcript_path", "cwd", "turn_id",
	"tool_name", "tool_input", "tool_use_id", "tool_response", "error", "stop_hook_active",
	"last_assistant_message", "agent_id", "agent_type", "agent_transcript_path", "prompt", "source", "reason",
	"model", "prompt_id"}
