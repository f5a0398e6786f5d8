package hook

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
)

// Every real payload in testdata parses, with the fields vouch needs.
func TestParseRealPayloads(t *testing.T) {
	for _, agent := range []Agent{Claude, Codex} {
		dir := filepath.Join("..", "testdata", "hooks", string(agent))
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		if len(files) < 10 {
			t.Fatalf("%s: only %d payloads found", dir, len(files))
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			e, err := Parse(agent, data)
			if err != nil {
				t.Errorf("%s: %v", f, err)
				continue
			}
			want := strings.SplitN(filepath.Base(f), ".", 2)[0]
			if e.Name != want || e.SessionID == "" || e.Cwd == "" {
				t.Errorf("%s: name %q session %q cwd %q", f, e.Name, e.SessionID, e.Cwd)
			}
			if strings.HasPrefix(e.Name, "PreToolUse") || strings.HasPrefix(e.Name, "PostToolUse") {
				if e.Tool == nil || e.Tool.Kind == "" {
					t.Errorf("%s: tool not normalized", f)
				}
			}
		}
	}
}

func TestNormalizeTool(t *testing.T) {
	tests := []struct {
		agent Agent
		name  string
		input string
		kind  transcript.ToolKind
		paths string
		cmd   string
	}{
		{Claude, "Bash", `{"command":"go test ./..."}`, transcript.ToolShell, "", "go test ./..."},
		{Claude, "Edit", `{"file_path":"/p/a.go","old_string":"a","new_string":"b"}`, transcript.ToolEdit, "/p/a.go", ""},
		{Claude, "Write", `{"file_path":"/p/a.go","content":"x"}`, transcript.ToolWrite, "/p/a.go", ""},
		{Claude, "Read", `{"file_path":"/p/a.go"}`, transcript.ToolRead, "/p/a.go", ""},
		{Codex, "Bash", `{"command":"cat calc.go"}`, transcript.ToolShell, "", "cat calc.go"},
		{Codex, "apply_patch", `{"command":"*** Begin Patch\n*** Update File: calc/calc.go\n@@\n-a\n+b\n*** End Patch\n"}`, transcript.ToolEdit, "calc/calc.go", ""},
		{Codex, "apply_patch", `{"command":"*** Begin Patch\n*** Add File: new.go\n+package x\n*** End Patch\n"}`, transcript.ToolWrite, "new.go", ""},
	}
	for _, tt := range tests {
		tc := NormalizeTool(tt.agent, tt.name, json.RawMessage(tt.input), "/p")
		if tc.Kind != tt.kind || strings.Join(tc.Paths, ",") != tt.paths || tc.Command != tt.cmd {
			t.Errorf("%s %s: got kind %s paths %v cmd %q", tt.agent, tt.name, tc.Kind, tc.Paths, tc.Command)
		}
	}
}

func TestParseBadInput(t *testing.T) {
	for _, in := range []string{"", "   ", "not json", `{"session_id":"x"}`, `[1,2]`, `{"hook_event_name":`} {
		if _, err := Parse(Claude, []byte(in)); err == nil {
			t.Errorf("Parse(%q) = nil error", in)
		} else if !strings.Contains(err.Error(), "expected") {
			t.Errorf("Parse(%q) error %q does not say what was expected", in, err)
		}
	}
}

func TestEncode(t *testing.T) {
	pre := &Event{Name: PreToolUse}
	stop := &Event{Name: Stop}
	post := &Event{Name: PostToolUse}
	tests := []struct {
		e    *Event
		d    Decision
		want string
	}{
		{pre, Decision{}, ""},
		{pre, Decision{Kind: Deny, Reason: "no"}, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`},
		{pre, Decision{Kind: Ask, Reason: "sure?"}, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"sure?"}}`},
		{pre, Decision{Kind: Rewrite, UpdatedInput: json.RawMessage(`{"command":"ls"}`)}, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{"command":"ls"}}}`},
		{stop, Decision{Kind: Block, Reason: "tests fail"}, `{"decision":"block","reason":"tests fail"}`},
		{stop, Decision{SystemMessage: "vouch escalates"}, `{"systemMessage":"vouch escalates"}`},
		{post, Decision{Context: "you are stuck"}, `{"hookSpecificOutput":{"additionalContext":"you are stuck","hookEventName":"PostToolUse"}}`},
	}
	for _, tt := range tests {
		r := Encode(tt.e, tt.d)
		if got := strings.TrimSpace(string(r.Stdout)); got != tt.want || r.Exit != 0 {
			t.Errorf("Encode(%s, %+v) = %s (exit %d), want %s", tt.e.Name, tt.d, got, r.Exit, tt.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "hooks", "*", "*.json"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := Parse(Claude, data)
		if err == nil {
			Encode(e, Decision{Kind: Deny, Reason: "x"})
		}
		Parse(Codex, data)
		Parse(Pi, data)
	})
}
