package claudecode_test

import (
	"context"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
)

// Shapes the fixtures do not show, written the way Claude Code writes them.
func TestShapes(t *testing.T) {
	const head = `"sessionId":"s1","uuid":"u","timestamp":"2026-01-02T03:04:05.678Z"`
	call := func(id, name, input string) string {
		return `{"type":"assistant",` + head + `,"message":{"id":"m_` + id + `","model":"claude-x","content":[{"type":"tool_use","id":"` + id + `","name":"` + name + `","input":` + input + `}],"usage":{"input_tokens":1,"output_tokens":2}}}`
	}
	result := func(id, content string, isErr bool, tur string) string {
		e := "false"
		if isErr {
			e = "true"
		}
		return `{"type":"user",` + head + `,"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"` + id + `","content":` + content + `,"is_error":` + e + `}]},"toolUseResult":` + tur + `}`
	}
	in := strings.Join([]string{
		call("b1", "Bash", `{"command":"sleep 100"}`),
		result("b1", `"[interrupted]"`, false, `{"stdout":"","stderr":"","interrupted":true,"isImage":false}`),
		call("b2", "Bash", `{"command":"npm run dev","run_in_background":true}`),
		result("b2", `"Command running in background with ID: x1"`, false, `{"stdout":"","stderr":"","interrupted":false,"backgroundTaskId":"x1"}`),
		call("b3", "BashOutput", `{"bash_id":"x1"}`),
		result("b3", `[{"type":"text","text":"<status>failed</status>"}]`, false, `{"shellId":"x1","command":"npm run dev","status":"failed","exitCode":3,"stdout":"","stderr":""}`),
		call("b4", "Bash", `{"command":"false"}`),
		result("b4", `[{"type":"text","text":"Exit code 2\nboom"}]`, true, `"Error: Exit code 2\nboom"`),
		call("r1", "mcp__github__get_issue", `{"path":"x"}`),
		call("n1", "NotebookEdit", `{"notebook_path":"/a.ipynb","new_source":"x"}`),
		`{"type":"user",` + head + `,"message":{"role":"user","content":[{"type":"text","text":"look"},{"type":"image","source":{"type":"base64","media_type":"image/png","data":"aGVsbG8="}}]}}`,
		`{"type":"assistant",` + head + `,"message":{"id":"m_r","model":"claude-x","content":[{"type":"redacted_thinking","data":"xyz"},{"type":"text","text":"ok"}],"usage":{"input_tokens":5,"output_tokens":6}}}`,
		`{"type":"assistant",` + head + `,"isApiErrorMessage":true,"message":{"id":"m_s","model":"<synthetic>","content":[{"type":"text","text":"API Error: 529 overloaded"}],"usage":{"input_tokens":0,"output_tokens":0}}}`,
		`{"type":"system",` + head + `,"subtype":"api_error","level":"error","error":{"status":529}}`,
		`{"type":"user",` + head + `,"message":{"role":"user","content":"SubagentStop hook feedback:\nkeep going"}}`,
	}, "\n") + "\n"
	s, err := transcript.Read(context.Background(), strings.NewReader(in), &transcript.Options{Name: "shapes"})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Problems) > 0 {
		t.Fatalf("problems: %v", s.Problems)
	}
	res := map[string]*transcript.ToolResult{}
	calls := map[string]*transcript.ToolCall{}
	var img *transcript.Image
	var redacted, apiErr, hook bool
	var usage transcript.Usage
	for _, e := range s.Events {
		if e.Result != nil {
			res[e.Result.CallID] = e.Result
		}
		if e.Tool != nil {
			calls[e.Tool.ID] = e.Tool
		}
		if len(e.Images) > 0 {
			img = &e.Images[0]
		}
		if e.Kind == transcript.KindAssistant && e.Subtype == "redacted_thinking" {
			redacted = true
		}
		if e.Kind == transcript.KindSystem && e.Subtype == "api_error" {
			apiErr = true
			if e.Usage != nil || e.Model != "" {
				t.Errorf("synthetic api error carries model %q usage %v", e.Model, e.Usage)
			}
		}
		if e.Kind == transcript.KindUser && e.Subtype == "hook" && e.Meta {
			hook = true
		}
		if e.Usage != nil {
			usage.Add(*e.Usage)
		}
	}
	exit := func(id string) string {
		r := res[id]
		if r == nil {
			return "missing"
		}
		if r.ExitCode == nil {
			return "nil"
		}
		return string(rune('0' + *r.ExitCode))
	}
	if r := res["b1"]; r == nil || !r.Interrupted || exit("b1") != "nil" {
		t.Errorf("interrupted Bash: %+v exit %s, want interrupted, no exit code", r, exit("b1"))
	}
	if exit("b2") != "nil" {
		t.Errorf("background Bash exit %s, want none (it has not exited)", exit("b2"))
	}
	if exit("b3") != "3" {
		t.Errorf("BashOutput exit %s, want 3 from toolUseResult.exitCode", exit("b3"))
	}
	if exit("b4") != "2" || res["b4"].Output != "Exit code 2\nboom" {
		t.Errorf("failed Bash exit %s output %q, want 2", exit("b4"), res["b4"].Output)
	}
	if c := calls["r1"]; c == nil || c.Kind != transcript.ToolOther {
		t.Errorf("mcp tool = %+v, want kind other", c)
	}
	if c := calls["n1"]; c == nil || c.Kind != transcript.ToolEdit || len(c.Paths) != 1 || c.Paths[0] != "/a.ipynb" {
		t.Errorf("NotebookEdit = %+v", c)
	}
	if c := calls["b2"]; c == nil || c.Command != "npm run dev" || c.Kind != transcript.ToolShell {
		t.Errorf("Bash call = %+v", c)
	}
	if img == nil || img.MediaType != "image/png" || img.Bytes != 5 {
		t.Errorf("image = %+v, want image/png of 5 bytes", img)
	}
	if !redacted || !apiErr || !hook {
		t.Errorf("redacted %v, api error %v, hook feedback %v; want all", redacted, apiErr, hook)
	}
	// Six tool calls and the redacted response: 7 responses with usage.
	if usage.Input != 6*1+5 || usage.Output != 6*2+6 {
		t.Errorf("usage %+v", usage)
	}
}
