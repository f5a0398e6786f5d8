package fakellm

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
)

// Turn is one scripted model response: optional thinking, optional text,
// then tool calls, in that order. A turn without calls ends the agent's
// loop (stop_reason end_turn / finish_reason stop).
type Turn struct {
	Thinking string // Anthropic thinking block; not sent on the OpenAI APIs
	Text     string
	Calls    []Call
	// Usage overrides the default usage (100 input, 20 output tokens).
	Usage *Usage
	// Func, if set, makes the turn depend on the request: it is called
	// with the request and its result (whose own Func is ignored) is sent.
	Func func(*Request) Turn
	// Stop overrides the stop reason sent (Anthropic stop_reason or chat
	// finish_reason verbatim, e.g. "max_tokens", "refusal", "length",
	// "content_filter"). Default: the tool-use reason when there are
	// calls, else the end-of-turn one.
	Stop string
	// Status, when not 0 or 200, answers with this HTTP status and an
	// error body in the API's format instead of a message (a 429 or a
	// 500 the client should retry). RetryAfter, if set, is sent as the
	// Retry-After header.
	Status     int
	RetryAfter string
	// Hang makes the server answer nothing until the client gives up
	// (closes the connection): a provider that never answers.
	Hang bool
}

// Fail is a turn answered with an HTTP error status (and Retry-After,
// if retryAfter is not empty).
func Fail(status int, retryAfter string) Turn { return Turn{Status: status, RetryAfter: retryAfter} }

// Hang is a turn that is never answered.
func Hang() Turn { return Turn{Hang: true} }

// Usage is the token usage a response reports.
type Usage struct {
	Input, Output, CacheRead, CacheCreation int64
}

var defaultUsage = Usage{Input: 100, Output: 20}

// Say is a final turn: text only.
func Say(text string) Turn { return Turn{Text: text} }

// Do is a turn with optional text and tool calls.
func Do(text string, calls ...Call) Turn { return Turn{Text: text, Calls: calls} }

// Func is a turn computed from the request, e.g. "if the Stop hook's
// feedback is in the input, run the tests, else claim success".
func Func(f func(*Request) Turn) Turn { return Turn{Func: f} }

// CallKind is the neutral kind of a scripted tool call.
type CallKind string

// Neutral tool calls, translated per API (see Call).
const (
	CallShell CallKind = "shell"
	CallRead  CallKind = "read"
	CallEdit  CallKind = "edit"
	CallWrite CallKind = "write"
	CallPatch CallKind = "patch"
	CallRaw   CallKind = "raw"
)

// Call is one tool call in neutral form. The server translates it into the
// tool names and input shapes of the API the request came in on:
//
//	             Anthropic (Claude Code)         Responses (Codex)                      chat (Pi)
//	Shell(cmd)   Bash {command}                  exec_command {cmd, yield_time_ms 30000} bash {command}
//	Read(p)      Read {file_path (absolute)}     exec_command {cmd: "cat p"}             read {path}
//	Edit(p,o,n)  Edit {file_path, old_string,    apply_patch "*** Update File: p" with   edit {path, edits:[{oldText,newText}]}
//	               new_string}                     -o / +n lines
//	Write(p,c)   Write {file_path, content}      apply_patch "*** Add File: p"           write {path, content}
//	Patch(text)  (error)                         apply_patch text                        (error)
//	Tool(n, in)  n in                            function n in                           n in
//
// Claude Code wants absolute paths: relative ones are joined to
// Options.Dir (an error if Options.Dir is empty).
type Call struct {
	Kind    CallKind
	Cmd     string
	Path    string
	Old     string
	New     string
	Content string
	Patch   string
	// Name and Input of a CallRaw call: the agent-specific tool, verbatim.
	Name  string
	Input any
}

// Shell runs a shell command.
func Shell(cmd string) Call { return Call{Kind: CallShell, Cmd: cmd} }

// Read reads a file.
func Read(path string) Call { return Call{Kind: CallRead, Path: path} }

// Edit replaces old with new in path.
func Edit(path, old, new string) Call { return Call{Kind: CallEdit, Path: path, Old: old, New: new} }

// Write writes content to path.
func Write(path, content string) Call { return Call{Kind: CallWrite, Path: path, Content: content} }

// Patch is a Codex apply_patch call with the patch text verbatim.
func Patch(text string) Call { return Call{Kind: CallPatch, Patch: text} }

// Tool is an agent-specific tool call, sent as is (input is marshalled to
// JSON; a string input of a Responses custom tool is sent verbatim).
func Tool(name string, input any) Call { return Call{Kind: CallRaw, Name: name, Input: input} }

// Verbatim is a tool input sent exactly as written, valid JSON or not
// (a model's malformed arguments): Tool(name, Verbatim(`{"path": `)).
// A non-streaming Anthropic answer cannot carry it (its input is a JSON
// value in the body); chat and the streams can.
type Verbatim string

// wireCall is a call translated for one API.
type wireCall struct {
	Name   string
	Input  string // JSON arguments, or the freeform input of a custom tool
	Custom bool   // Responses custom (freeform) tool call
}

func (c Call) String() string {
	switch c.Kind {
	case CallShell:
		return fmt.Sprintf("Shell(%q)", c.Cmd)
	case CallRead:
		return fmt.Sprintf("Read(%q)", c.Path)
	case CallEdit:
		return fmt.Sprintf("Edit(%q)", c.Path)
	case CallWrite:
		return fmt.Sprintf("Write(%q)", c.Path)
	case CallPatch:
		return "Patch(…)"
	}
	return fmt.Sprintf("Tool(%q)", c.Name)
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// translate turns c into api's tool call.
func (c Call) translate(api API, dir string) (wireCall, error) {
	abs := func(p string) (string, error) {
		if filepath.IsAbs(p) {
			return p, nil
		}
		if dir == "" {
			return "", fmt.Errorf("fakellm: %s: Claude Code needs an absolute path; set Options.Dir or give one", c)
		}
		return filepath.Join(dir, p), nil
	}
	switch api {
	case Anthropic:
		switch c.Kind {
		case CallShell:
			return wireCall{Name: "Bash", Input: mustJSON(map[string]any{"command": c.Cmd})}, nil
		case CallRead:
			p, err := abs(c.Path)
			return wireCall{Name: "Read", Input: mustJSON(map[string]any{"file_path": p})}, err
		case CallEdit:
			p, err := abs(c.Path)
			return wireCall{Name: "Edit", Input: mustJSON(map[string]any{"file_path": p, "old_string": c.Old, "new_string": c.New})}, err
		case CallWrite:
			p, err := abs(c.Path)
			return wireCall{Name: "Write", Input: mustJSON(map[string]any{"file_path": p, "content": c.Content})}, err
		}
	case Responses:
		switch c.Kind {
		case CallShell:
			return wireCall{Name: "exec_command", Input: mustJSON(map[string]any{"cmd": c.Cmd, "yield_time_ms": 30000})}, nil
		case CallRead:
			return wireCall{Name: "exec_command", Input: mustJSON(map[string]any{"cmd": "cat " + shellQuote(c.Path), "yield_time_ms": 30000})}, nil
		case CallEdit:
			return wireCall{Name: "apply_patch", Custom: true, Input: editPatch(c.Path, c.Old, c.New)}, nil
		case CallWrite:
			return wireCall{Name: "apply_patch", Custom: true, Input: addPatch(c.Path, c.Content)}, nil
		case CallPatch:
			return wireCall{Name: "apply_patch", Custom: true, Input: c.Patch}, nil
		case CallRaw:
			if s, ok := c.Input.(string); ok {
				return wireCall{Name: c.Name, Custom: true, Input: s}, nil
			}
		}
	case Chat:
		switch c.Kind {
		case CallShell:
			return wireCall{Name: "bash", Input: mustJSON(map[string]any{"command": c.Cmd})}, nil
		case CallRead:
			return wireCall{Name: "read", Input: mustJSON(map[string]any{"path": c.Path})}, nil
		case CallEdit:
			return wireCall{Name: "edit", Input: mustJSON(map[string]any{"path": c.Path, "edits": []any{map[string]any{"oldText": c.Old, "newText": c.New}}})}, nil
		case CallWrite:
			return wireCall{Name: "write", Input: mustJSON(map[string]any{"path": c.Path, "content": c.Content})}, nil
		}
	}
	if c.Kind == CallRaw {
		if v, ok := c.Input.(Verbatim); ok {
			return wireCall{Name: c.Name, Input: string(v)}, nil
		}
		return wireCall{Name: c.Name, Input: mustJSON(c.Input)}, nil
	}
	return wireCall{}, fmt.Errorf("fakellm: %s has no translation for the %s API", c, api)
}

// editPatch is an apply_patch replacing the lines of old by those of new.
func editPatch(path, old, new string) string {
	var b strings.Builder
	b.WriteString("*** Begin Patch\n*** Update File: " + path + "\n@@\n")
	for _, l := range strings.Split(strings.TrimSuffix(old, "\n"), "\n") {
		b.WriteString("-" + l + "\n")
	}
	for _, l := range strings.Split(strings.TrimSuffix(new, "\n"), "\n") {
		b.WriteString("+" + l + "\n")
	}
	b.WriteString("*** End Patch\n")
	return b.String()
}

// addPatch is an apply_patch creating path with content.
func addPatch(path, content string) string {
	var b strings.Builder
	b.WriteString("*** Begin Patch\n*** Add File: " + path + "\n")
	for _, l := range strings.Split(strings.TrimSuffix(content, "\n"), "\n") {
		b.WriteString("+" + l + "\n")
	}
	b.WriteString("*** End Patch\n")
	return b.String()
}

func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
