package hook

import (
	"encoding/json"
	"testing"
)

func TestVetoable(t *testing.T) {
	for _, tt := range []struct {
		agent       Agent
		name, input string
		want        bool
	}{
		{Claude, "Edit", `{"file_path":"/p/a.go","old_string":"a","new_string":"b"}`, true},
		{Claude, "Write", `{"file_path":"/p/conf.YAML","content":"x"}`, true},
		{Claude, "MultiEdit", `{"file_path":"/p/app.py","edits":[]}`, true},
		{Claude, "Write", `{"file_path":"/p/README.md","content":"x"}`, false},
		{Claude, "Edit", `{"file_path":"/p/src/app.tsx","old_string":"a","new_string":"b"}`, true},
		{Claude, "Write", `{"file_path":"/p/X.GO","content":"x"}`, false}, // not a Go file to the go tool
		{Claude, "NotebookEdit", `{"notebook_path":"/p/a.ipynb"}`, false},
		{Claude, "Read", `{"file_path":"/p/a.go"}`, false},
		{Claude, "Bash", `{"command":"go test ./..."}`, false},
		{Claude, "Bash", `{"command":"echo x > a.go"}`, false}, // shell writes are the policy's, not the veto's
		{Codex, "apply_patch", `{"command":"*** Begin Patch\n*** Update File: calc/calc.go\n@@\n-a\n+b\n*** End Patch\n"}`, true},
		{Codex, "apply_patch", `{"command":"*** Begin Patch\n*** Update File: notes.md\n*** Move to: tool.js\n@@\n-a\n+b\n*** End Patch\n"}`, true},
		{Codex, "apply_patch", `{"command":"*** Begin Patch\n*** Add File: notes.md\n+x\n*** End Patch\n"}`, false},
		{Codex, "Bash", `{"command":"apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: x/conf.json\n+{\n*** End Patch\nEOF\n"}`, true},
		{Codex, "Bash", `{"command":"cat calc.go"}`, false},
	} {
		e := &Event{Agent: tt.agent, ToolName: tt.name, ToolInput: json.RawMessage(tt.input)}
		e.Tool = NormalizeTool(tt.agent, tt.name, e.ToolInput, "/p")
		if got := Vetoable(e); got != tt.want {
			t.Errorf("%s %s %s: Vetoable = %v, want %v", tt.agent, tt.name, tt.input, got, tt.want)
		}
	}
	if Vetoable(nil) || Vetoable(&Event{Name: Stop}) {
		t.Error("Vetoable true for a non-tool event")
	}
}
