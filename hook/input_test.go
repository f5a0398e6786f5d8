package hook

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// FuzzPreToolInput: any tool_input of any tool gets an answer without
// panicking; a malformed one that names nothing protected is never
// objected to silently (with on_error allow: no objection and a warning,
// or a denial naming a protected path).
func FuzzPreToolInput(f *testing.F) {
	for _, s := range []struct{ tool, input string }{
		{"Bash", `{"command":["ls"]}`}, {"Bash", `{"command":7}`}, {"Write", `"x"`}, {"Write", `{"file_path":[".env"]}`},
		{"mcp__fs__write", `{"path":".env"}`}, {"Edit", `{"file_path":"a.go","old_string":"a","new_string":"b"}`},
		{"Bash", `{"command":"echo x > .env"}`}, {"Read", `[]`}, {"Bash", `{"command":null}`}, {"NotebookEdit", `{"notebook_path":{}}`},
	} {
		f.Add(s.tool, s.input)
	}
	ws := hooktest.Workspace(f, hooktest.BaseFiles)
	cfg := hooktest.Config(f, ws, "")
	f.Fuzz(func(t *testing.T, tool, input string) {
		if tool == "" || !json.Valid([]byte(input)) {
			return
		}
		var v any
		_ = json.Unmarshal([]byte(input), &v)
		set := map[string]any{"cwd": ws, "tool_name": tool, "tool_input": v}
		if v == nil {
			set["tool_input"] = nil
		}
		e, err := Parse(Claude, hooktest.Payload(t, "claude-code", "PreToolUse.Write.json", set))
		if err != nil {
			return
		}
		d := PreTool(context.Background(), cfg, e, nil)
		if bad, _ := malformed(e); bad != "" {
			if d.Kind == None && !strings.Contains(d.SystemMessage, "malformed hook input") {
				t.Fatalf("malformed %s %s passed silently: %+v", tool, input, d)
			}
			if d.Kind != None && d.Kind != Deny {
				t.Fatalf("malformed %s %s: %+v", tool, input, d)
			}
		}
	})
}

// FuzzRealPath: whatever the path, through whatever links, realPath
// ends: absolute and clean.
func FuzzRealPath(f *testing.F) {
	for _, s := range []string{"a", "lnk/x", "loop1/../x", "up/up/up", "../../..", "d//./e", "abs/etc", "dangling/x/../y"} {
		f.Add(s)
	}
	ws := hooktest.Workspace(f, map[string]string{"d/e": "", ".env": ""})
	for link, to := range map[string]string{"lnk": "d", "loop1": "loop2", "loop2": "loop1", "up": "..", "abs": "/", "dangling": "nothere/z", "self": "self"} {
		if err := os.Symlink(to, filepath.Join(ws, link)); err != nil {
			f.Fatal(err)
		}
	}
	f.Fuzz(func(t *testing.T, p string) {
		if strings.ContainsRune(p, 0) {
			return
		}
		got := realPath(ws + "/" + p)
		if !filepath.IsAbs(got) || filepath.Clean(got) != got {
			t.Fatalf("realPath(%q) = %q: not absolute and clean", p, got)
		}
	})
}
