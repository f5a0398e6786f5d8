package hook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/transcript"
)

// pathKeys are the tool_input fields that name a file.
var pathKeys = []string{"file_path", "notebook_path", "path"}

// malformed says what is wrong with e's tool_input ("" when nothing is):
// not a JSON object, or a command or path field that is not a string.
// paths are the strings found under the path keys anyway (an array of
// them), so that a protected one is still denied.
func malformed(e *Event) (bad string, paths []string) {
	in := bytes.TrimSpace(e.ToolInput)
	if len(in) == 0 || string(in) == "null" {
		return "", nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(in, &m); err != nil {
		return fmt.Sprintf("tool_input of %s is %s, expected a JSON object", e.ToolName, jsonKind(in)), nil
	}
	keys := pathKeys
	if e.Tool != nil && e.Tool.Kind == transcript.ToolShell || e.ToolName == "apply_patch" {
		keys = append([]string{"command", "cmd", "input"}, pathKeys...)
	}
	for _, k := range keys {
		v, ok := m[k]
		if !ok {
			continue
		}
		kind := jsonKind(v)
		if kind == "a string" || kind == "null" {
			continue
		}
		if bad == "" {
			bad = fmt.Sprintf("%s of %s is %s, expected a string", k, e.ToolName, kind)
		}
		if k != "command" && k != "cmd" && k != "input" {
			var list []string
			if json.Unmarshal(v, &list) == nil {
				paths = append(paths, list...)
			}
		}
	}
	return bad, paths
}

func jsonKind(v json.RawMessage) string {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return "empty"
	}
	switch v[0] {
	case '"':
		return "a string"
	case '[':
		return "an array"
	case '{':
		return "an object"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// argvCommand is a command given as an argument vector (["bash", "-lc",
// "…"]) as one shell line, each argument quoted; "" when it is not an
// array of strings.
func argvCommand(input json.RawMessage) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(input, &m) != nil {
		return ""
	}
	for _, k := range []string{"command", "cmd"} {
		var argv []string
		if json.Unmarshal(m[k], &argv) == nil && len(argv) > 0 {
			q := make([]string, len(argv))
			for i, a := range argv {
				q[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
			}
			return strings.Join(q, " ")
		}
	}
	return ""
}

// failed answers a call whose input is malformed and names nothing
// protected, in the direction of loop.on_error (cmd/vouch-hook and the
// guard set it from --on-error when given): block denies, allow lets the
// call run with a warning to the user.
func (c *call) failed() Decision {
	msg := "malformed hook input: " + c.bad
	if c.cfg.Loop.OnError == policy.OnErrorBlock {
		return Decision{Kind: Deny, Reason: "vouch: could not check this call (" + msg + "); loop.on_error is block"}
	}
	return Decision{SystemMessage: "vouch: warning: " + msg + " (vouch could not check this call and let it run; loop.on_error: allow)"}
}
