package hook

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/transcript"
)

// piPayload is what vouch's Pi extension writes to `vouch-hook pi` for a
// tool_call event: Claude Code's envelope around Pi's tool name and input.
func piPayload(t testing.TB, ws, tool string, input any) []byte {
	t.Helper()
	b, err := json.Marshal(map[string]any{
		"hook_event_name": PreToolUse,
		"session_id":      "019a0000-0000-7000-8000-000000000001",
		"transcript_path": filepath.Join(ws, "session.jsonl"),
		"cwd":             ws,
		"tool_name":       tool,
		"tool_input":      input,
		"tool_use_id":     "call_fake0001_0",
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// realPiInput is the input of a tool_call event recorded from the real Pi
// (testdata/hooks/pi/tool_call.NAME.json).
func realPiInput(t testing.TB, name string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "hooks", "pi", "tool_call."+name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Payload struct {
			ToolName string         `json:"toolName"`
			Input    map[string]any `json:"input"`
		} `json:"payload"`
	}
	if err := json.Unmarshal(b, &rec); err != nil || rec.Payload.ToolName != name {
		t.Fatalf("tool_call.%s.json: %v (tool %q)", name, err, rec.Payload.ToolName)
	}
	return rec.Payload.Input
}

func TestParsePi(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	tests := []struct {
		tool  string
		input any
		name  string
		kind  transcript.ToolKind
		paths []string
		cmd   string
		want  string // tool_input after Parse, "" to skip
	}{
		{"read", realPiInput(t, "read"), "Read", transcript.ToolRead, []string{"calc/calc.go"}, "", ""},
		{"bash", realPiInput(t, "bash"), "Bash", transcript.ToolShell, nil, "go test ./...", `{"command":"go test ./..."}`},
		{"edit", realPiInput(t, "edit"), "MultiEdit", transcript.ToolEdit, []string{"calc/calc.go"}, "",
			`{"edits":[{"old_string":"\treturn a - b","new_string":"\treturn a + b"}],"file_path":"calc/calc.go"}`},
		{"edit", map[string]any{"path": "a.go", "oldText": "x", "newText": "y"}, "MultiEdit", transcript.ToolEdit, []string{"a.go"}, "",
			`{"edits":[{"old_string":"x","new_string":"y"}],"file_path":"a.go"}`},
		{"edit", map[string]any{"path": "a.go", "edits": `[{"oldText":"x","newText":"y"}]`}, "MultiEdit", transcript.ToolEdit, []string{"a.go"}, "",
			`{"edits":[{"old_string":"x","new_string":"y"}],"file_path":"a.go"}`},
		{"write", map[string]any{"path": ".env", "content": "A=1\n"}, "Write", transcript.ToolWrite, []string{".env"}, "", `{"content":"A=1\n","file_path":".env"}`},
		{"grep", map[string]any{"pattern": "x", "path": "calc"}, "Grep", transcript.ToolSearch, []string{"calc"}, "", ""},
		{"find", map[string]any{"pattern": "*.go"}, "Glob", transcript.ToolSearch, nil, "", ""},
		{"ls", map[string]any{}, "LS", transcript.ToolSearch, nil, "", ""},
		{"my_tool", map[string]any{"path": "x"}, "my_tool", transcript.ToolOther, []string{"x"}, "", `{"path":"x"}`},
		{"write", "not an object", "Write", transcript.ToolWrite, nil, "", `"not an object"`},
	}
	for _, tt := range tests {
		e, err := Parse(Pi, piPayload(t, ws, tt.tool, tt.input))
		if err != nil {
			t.Fatalf("%s: %v", tt.tool, err)
		}
		if e.Agent != Pi || e.ToolName != tt.name || e.Tool.Kind != tt.kind || e.Tool.Command != tt.cmd ||
			strings.Join(e.Tool.Paths, ",") != strings.Join(tt.paths, ",") {
			t.Errorf("%s %v: agent %s, tool %s kind %s paths %q cmd %q; want %s %s %q %q",
				tt.tool, tt.input, e.Agent, e.ToolName, e.Tool.Kind, e.Tool.Paths, e.Tool.Command, tt.name, tt.kind, tt.paths, tt.cmd)
		}
		if tt.want != "" && string(e.ToolInput) != tt.want {
			t.Errorf("%s %v: tool_input %s, want %s", tt.tool, tt.input, e.ToolInput, tt.want)
		}
		if !strings.Contains(string(e.Raw), `"tool_name":"`+tt.tool+`"`) {
			t.Errorf("%s: Raw lost Pi's payload: %s", tt.tool, e.Raw)
		}
	}
}

// TestPreToolPi: a Pi call gets the same decision as the Claude Code call
// of the same meaning (the protected paths, shell writes, the edit veto's
// say, the policy's rules by Claude Code's tool names).
func TestPreToolPi(t *testing.T) {
	t.Parallel()
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, "policy:\n  deny:\n    - tool: Bash\n      match: 'curl *'\n      reason: no network\n")
	pi := func(tool string, input any) *Event {
		e, err := Parse(Pi, piPayload(t, ws, tool, input))
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	tests := []struct {
		name     string
		e        *Event
		want     Kind
		reason   string
		vetoable bool
	}{
		{"write .env", pi("write", map[string]any{"path": ".env", "content": "A=1\n"}), Deny, ".env", false},
		{"write abs vouch.yaml", pi("write", map[string]any{"path": filepath.Join(ws, "vouch.yaml"), "content": "x"}), Deny, "vouch.yaml", true},
		{"edit .git/config", pi("edit", map[string]any{"path": ".git/config", "edits": []any{map[string]any{"oldText": "[core]", "newText": "[x]"}}}), Deny, ".git/config", false},
		{"bash echo > .env", pi("bash", map[string]any{"command": "echo SECRET=x > .env"}), Deny, ".env", false},
		{"bash rm -rf .git", pi("bash", map[string]any{"command": "rm -rf .git"}), Deny, ".git", false},
		{"bash curl (policy rule by Claude's name)", pi("bash", map[string]any{"command": "curl https://x"}), Deny, "no network", false},
		{"read .env", pi("read", map[string]any{"path": ".env"}), None, "", false},
		{"write notes", pi("write", map[string]any{"path": "calc/NOTES.md", "content": "x"}), None, "", false},
		{"real edit of calc.go", pi("edit", realPiInput(t, "edit")), None, "", true},
		{"real bash go test", pi("bash", realPiInput(t, "bash")), None, "", false},
	}
	for _, tt := range tests {
		d := PreTool(context.Background(), cfg, tt.e, nil)
		if d.Kind != tt.want || !strings.Contains(d.Reason, tt.reason) {
			t.Errorf("%s: %s %q, want %s with %q", tt.name, d.Kind, d.Reason, tt.want, tt.reason)
		}
		if got := Vetoable(tt.e); got != tt.vetoable {
			t.Errorf("%s: Vetoable = %v, want %v", tt.name, got, tt.vetoable)
		}
	}
}

func FuzzPiInput(f *testing.F) {
	f.Add("edit", []byte(`{"path":"a.go","edits":[{"oldText":"x","newText":"y"}]}`))
	f.Add("edit", []byte(`{"path":"a.go","oldText":"x","newText":"y","edits":"[{\"oldText\":1}]"}`))
	f.Add("write", []byte(`{"path":".env","content":"x","file_path":"b"}`))
	f.Add("read", []byte(`null`))
	f.Add("bash", []byte(`{"command":"ls"}`))
	f.Fuzz(func(t *testing.T, tool string, input []byte) {
		out := piInput(tool, input)
		if json.Valid(input) && !json.Valid(out) {
			t.Fatalf("piInput(%q, %s) = %s: not JSON", tool, input, out)
		}
		data, _ := json.Marshal(map[string]any{"hook_event_name": PreToolUse, "tool_name": tool, "tool_input": json.RawMessage(out), "cwd": "/w"})
		if json.Valid(input) {
			if _, err := Parse(Pi, data); err != nil {
				t.Fatalf("Parse: %v", err)
			}
		}
	})
}

// piResultPayload is what vouch's Pi extension writes to `vouch-hook pi`
// for a tool_result event: the envelope, Pi's tool name and input, and
// tool_response with the event's content and isError.
func piResultPayload(t testing.TB, ws, tool string, input any, text string, isError bool) []byte {
	t.Helper()
	var p map[string]any
	if err := json.Unmarshal(piPayload(t, ws, tool, input), &p); err != nil {
		t.Fatal(err)
	}
	p["hook_event_name"] = PostToolUse
	p["tool_response"] = map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}, "isError": isError}
	b, _ := json.Marshal(p)
	return b
}

// TestParsePiResult: a Pi tool result reads like Claude Code's.
func TestParsePiResult(t *testing.T) {
	ws := t.TempDir()
	for _, tt := range []struct {
		name, tool, text string
		isError          bool
		event, resp, err string
	}{
		{"output", "bash", "ok\n", false, PostToolUse, `"ok\n"`, ""},
		{"bash failed", "bash", "--- FAIL: TestX\nFAIL\n\nCommand exited with code 1", true, PostToolUseFailure, "",
			"Exit code 1\n--- FAIL: TestX\nFAIL\n\nCommand exited with code 1"},
		{"error without a code", "edit", "Could not find the exact text in a.go", true, PostToolUseFailure, "", "Could not find the exact text in a.go"},
		{"read", "read", "package a\n", false, PostToolUse, `"package a\n"`, ""},
	} {
		e, err := Parse(Pi, piResultPayload(t, ws, tt.tool, map[string]any{"command": "go test ./...", "path": "a.go"}, tt.text, tt.isError))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if e.Name != tt.event || string(e.ToolResponse) != tt.resp || e.Error != tt.err || e.ToolName != piTools[tt.tool] {
			t.Errorf("%s: %s %q resp %s error %q", tt.name, e.Name, e.ToolName, e.ToolResponse, e.Error)
		}
	}
	// Several text blocks, an image, Claude Code's own shape, no response.
	for _, tt := range []struct{ resp, want string }{
		{`{"content":[{"type":"text","text":"a"},{"type":"image","data":"x"},{"type":"text","text":"b"}],"details":{"truncation":null}}`, `"a\nb"`},
		{`{"stdout":"x","stderr":""}`, `{"stdout":"x","stderr":""}`},
		{`"plain"`, `"plain"`},
	} {
		data := `{"hook_event_name":"PostToolUse","tool_name":"bash","tool_input":{"command":"ls"},"cwd":"/w","tool_response":` + tt.resp + `}`
		e, err := Parse(Pi, []byte(data))
		if err != nil || string(e.ToolResponse) != tt.want {
			t.Errorf("%s: %v %s", tt.resp, err, e.ToolResponse)
		}
	}
}

func FuzzPiResult(f *testing.F) {
	f.Add([]byte(`{"content":[{"type":"text","text":"x\nCommand exited with code 2"}],"isError":true}`))
	f.Add([]byte(`{"content":[],"isError":false}`))
	f.Add([]byte(`{"content":null}`))
	f.Add([]byte(`{"content":[{"type":"text"}],"isError":"yes"}`))
	f.Fuzz(func(t *testing.T, resp []byte) {
		if !json.Valid(resp) {
			return
		}
		data := `{"hook_event_name":"PostToolUse","tool_name":"bash","tool_input":{"command":"ls"},"cwd":"/w","tool_response":` + string(resp) + `}`
		e, err := Parse(Pi, []byte(data))
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		if e.Name == PostToolUse && len(e.ToolResponse) > 0 && !json.Valid(e.ToolResponse) {
			t.Fatalf("tool_response %s: not JSON", e.ToolResponse)
		}
		if e.Name == PostToolUseFailure && e.ToolResponse != nil {
			t.Fatalf("a failure keeps tool_response %s", e.ToolResponse)
		}
	})
}
