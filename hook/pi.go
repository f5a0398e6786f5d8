package hook

import (
	"encoding/json"
	"regexp"
	"strings"
	"sync"
)

// Pi's tool calls reach vouch through its extension (pi/extension), which
// runs `vouch-hook pi` (or `vouch hook pi`) from Pi's tool_call event with
// a PreToolUse payload in Claude Code's envelope (hook_event_name,
// session_id, transcript_path, cwd, tool_use_id) around Pi's own tool
// call: tool_name is Pi's ("read", "write", "edit", "bash", "grep",
// "find", "ls") and tool_input is the event's input as Pi gives it. The
// reply is Claude Code's (Encode), which the extension turns into Pi's
// {block, reason} or a rewrite of event.input. From Pi's tool_result event
// it runs the same command with a PostToolUse payload whose tool_response
// is the result as Pi gives it (see piResult); the reply's
// additionalContext (the tripwire's message) is added to the result the
// model reads.
//
// piTools maps Pi's built-in tools to the Claude Code tools of the same
// meaning, so that the policy (rules naming Bash, Write…), the protected
// paths and the edit veto read a Pi call exactly as they read Claude
// Code's.
var piTools = map[string]string{
	"read":  "Read",
	"write": "Write",
	"edit":  "MultiEdit",
	"bash":  "Bash",
	"grep":  "Grep",
	"find":  "Glob",
	"ls":    "LS",
}

// piInput is a Pi tool input as the Claude Code tool piTools names takes
// it: path becomes file_path for read, write and edit, and an edit's
// edits [{oldText, newText}] (or the older top-level oldText and newText)
// become MultiEdit's [{old_string, new_string}]. Every other key stays as
// it is; an input that is not a JSON object is returned unchanged.
func piInput(name string, input json.RawMessage) json.RawMessage {
	var in map[string]json.RawMessage
	if json.Unmarshal(input, &in) != nil || in == nil {
		return input
	}
	switch name {
	case "read", "write", "edit":
		if p, ok := in["path"]; ok {
			if _, has := in["file_path"]; !has {
				in["file_path"] = p
			}
			delete(in, "path")
		}
	}
	if name == "edit" {
		type piEdit struct {
			OldText string `json:"oldText"`
			NewText string `json:"newText"`
		}
		type claudeEdit struct {
			OldString string `json:"old_string"`
			NewString string `json:"new_string"`
		}
		var edits []piEdit
		if raw, ok := in["edits"]; ok {
			// Some models send the array as a JSON string; Pi accepts it.
			var s string
			if json.Unmarshal(raw, &s) == nil {
				raw = json.RawMessage(s)
			}
			if json.Unmarshal(raw, &edits) != nil {
				edits = nil
			}
		}
		var legacy piEdit
		_ = json.Unmarshal(in["oldText"], &legacy.OldText)
		_ = json.Unmarshal(in["newText"], &legacy.NewText)
		if _, ok := in["oldText"]; ok {
			edits = append(edits, legacy)
		}
		delete(in, "oldText")
		delete(in, "newText")
		out := make([]claudeEdit, len(edits))
		for i, e := range edits {
			out[i] = claudeEdit{e.OldText, e.NewText}
		}
		b, _ := json.Marshal(out)
		in["edits"] = b
	}
	b, err := json.Marshal(in)
	if err != nil {
		return input
	}
	return b
}

// piExitRe finds the status line Pi's bash tool appends to the output of a
// command that failed ("Command exited with code 1"). It is compiled on
// first use: vouch-hook starts on every tool call and most never need it.
var piExitRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^Command exited with code (-?\d+)\s*$`)
})

// piResult reads a PostToolUse payload's tool_response in Pi's shape, the
// tool_result event's own fields {content: [{type: "text", text}, ...],
// isError} (details, when sent, is ignored), as Claude Code's: a tool
// response that is the output text, or, when isError is set, a
// PostToolUseFailure whose error is that text, headed "Exit code N" when
// Pi's bash said how the command exited. A tool_response in any other
// shape is left as it is. Image blocks are not text and are skipped.
func piResult(e *Event) {
	if e.Name != PostToolUse || len(e.ToolResponse) == 0 {
		return
	}
	var r struct {
		Content *[]struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
		IsError bool `json:"isError"`
	}
	if json.Unmarshal(e.ToolResponse, &r) != nil || r.Content == nil {
		return
	}
	var texts []string
	for _, c := range *r.Content {
		if c.Type == "text" {
			texts = append(texts, c.Text)
		}
	}
	text := strings.Join(texts, "\n")
	if !r.IsError {
		e.ToolResponse, _ = json.Marshal(text)
		return
	}
	e.Name, e.ToolResponse, e.Error = PostToolUseFailure, nil, text
	if m := piExitRe().FindAllStringSubmatch(text, -1); m != nil {
		e.Error = "Exit code " + m[len(m)-1][1] + "\n" + text
	}
}
