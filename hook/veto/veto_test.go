package veto

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/internal/agentcli"
)

var vetoFiles = map[string]string{
	"go.mod":              "module example.com/demo\n\ngo 1.22\n",
	"calc/calc.go":        "package calc\n\n// Add adds.\nfunc Add(a, b int) int {\n\treturn a - b\n}\n",
	"calc/mul.go":         "package calc\n\nfunc Mul(a, b int) int { return a * b }\n",
	"calc/calc_test.go":   "package calc\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Fatal(\"bad\")\n\t}\n}\n",
	"calc/other_linux.go": "//go:build ignore\n\npackage calc\n\nfunc Add() {}\n",
	"calc/sq.go":          "package calc\n\nfunc Sq(a int) int { return Mul(a, a) }\n",
	"broken/broken.go":    "package broken\n\nfunc F() int {\n\treturn undefinedThing\n}\n",
	"broken2/syntax.go":   "package broken\n\nfunc G() {\n",
	"broken2/ok.go":       "package broken\n\nfunc H() {}\n",
	"use/use.go":          "package use\n\nimport \"example.com/demo/calc\"\n\nfunc Sum() int { return calc.Add(1, calc.Mul(2, 3)) }\n",
	"app.py":              "def f(x):\n    return x + 1\n",
	"old.py":              "def f(:\n    pass\n",
	"app.js":              "function f(x) {\n  return x + 1;\n}\n",
	"conf.json":           "{\"a\": 1}\n",
	"conf.yaml":           "a: 1\nb: [1, 2]\n",
	"conf.toml":           "a = 1\n[t]\nb = \"x\"\n",
	"tsconfig.json":       "{\n  // comments make this JSONC\n  \"a\": 1\n}\n",
}

// testOpts: a check that times out fails open (allow); under -race on a
// loaded 2-core machine `node --check` alone can take 2 s. The tests are
// about the verdicts, so give the checks room; the timeout path has its
// own test.
var testOpts = &Options{Timeout: 30 * time.Second}

// check is the veto as the live guard plugs it into hook.PreTool.
func check(ctx context.Context, e *hook.Event, root string) (string, bool) {
	return Check(ctx, e, root, testOpts)
}

// event parses the real payload file of agent, run in ws, with tool_name
// name (when not empty) and tool_input input (when not nil).
func event(t testing.TB, agent hook.Agent, file, ws, name string, input map[string]any) *hook.Event {
	t.Helper()
	e, err := hook.Parse(agent, hooktest.ToolPayload(t, string(agent), file, ws, name, input))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func edit(t testing.TB, ws, file, old, new string) *hook.Event {
	return event(t, hook.Claude, "PreToolUse.Edit.json", ws, "", map[string]any{
		"file_path": filepath.Join(ws, file), "old_string": old, "new_string": new, "replace_all": false})
}

func write(t testing.TB, ws, file, content string) *hook.Event {
	return event(t, hook.Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": filepath.Join(ws, file), "content": content})
}

func applyPatch(t testing.TB, ws, body string) *hook.Event {
	return event(t, hook.Codex, "PreToolUse.apply_patch.json", ws, "", map[string]any{"command": "*** Begin Patch\n" + body + "*** End Patch\n"})
}

func TestVeto(t *testing.T) {
	// A fresh cache directory for vouch, the usual build cache for go.
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOCACHE", strings.TrimSpace(string(gocache)))
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	ws := hooktest.Workspace(t, vetoFiles)
	cfg := hooktest.Config(t, ws, "")
	tests := []struct {
		name string
		e    *hook.Event
		// want lists substrings of the deny reason; nil means allowed.
		want []string
		// not lists substrings the reason must not contain.
		not []string
	}{
		{"real Edit payload (fixes the bug)", event(t, hook.Claude, "PreToolUse.Edit.json", ws, "", map[string]any{
			"file_path": filepath.Join(ws, "calc/calc.go"), "old_string": "\treturn a - b", "new_string": "\treturn a + b", "replace_all": false}), nil, nil},
		{"real apply_patch payload", event(t, hook.Codex, "PreToolUse.apply_patch.json", ws, "", nil), nil, nil},
		{"go syntax error", edit(t, ws, "calc/calc.go", "\treturn a - b", "\treturn a +"), []string{"calc/calc.go:6: expected operand", "edit not applied"}, nil},
		{"go syntax via apply_patch", applyPatch(t, ws, "*** Update File: calc/calc.go\n@@\n func Add(a, b int) int {\n-\treturn a - b\n+\treturn a - b }}\n }\n"), []string{"calc/calc.go:"}, nil},
		{"go undefined function", edit(t, ws, "calc/calc.go", "\treturn a - b", "\treturn addInts(a, b)"), []string{"calc/calc.go:5: undefined: addInts"}, nil},
		{"go type mismatch", edit(t, ws, "calc/calc.go", "\treturn a - b", "\treturn \"x\""), []string{"calc/calc.go:5: cannot use \"x\""}, nil},
		{"go import fmt and use it", edit(t, ws, "calc/calc.go", "package calc\n", "package calc\n\nimport \"fmt\"\n\nfunc Show(a int) string { return fmt.Sprint(a) }\n"), nil, nil},
		{"go import strings misuse", edit(t, ws, "calc/calc.go", "package calc\n", "package calc\n\nimport \"strings\"\n\nfunc Up(a int) string { return strings.ToUpper(a) }\n"), []string{"cannot use a (variable of type int) as string value in argument to strings.ToUpper"}, nil},
		{"go unknown std func", edit(t, ws, "calc/calc.go", "package calc\n", "package calc\n\nimport \"fmt\"\n\nfunc Show(a int) string { return fmt.Sprintt(a) }\n"), []string{"undefined: fmt.Sprintt"}, nil},
		{"go unused import", edit(t, ws, "calc/calc.go", "package calc\n", "package calc\n\nimport \"os\"\n"), []string{`"os" imported and not used`}, nil},
		{"go import of a module not in go.mod is not ours", edit(t, ws, "calc/calc.go", "package calc\n", "package calc\n\nimport \"github.com/nope/nope\"\n\nvar _ = nope.X\n"), nil, nil},
		{"go sibling package import", edit(t, ws, "use/use.go", "calc.Add(1, calc.Mul(2, 3))", "calc.Add(1, calc.Mul(2, 3)) + calc.Sub(1)"), []string{"undefined: calc.Sub"}, nil},
		{"go removing a func breaks another file", edit(t, ws, "calc/mul.go", "func Mul(a, b int) int { return a * b }\n", ""), []string{"calc/sq.go:3: undefined: Mul"}, nil}, // use/ is another package: not checked
		{"go signature change breaks a caller in another file", edit(t, ws, "calc/mul.go", "func Mul(a, b int) int { return a * b }", "func Mul(a int) int { return a * a }"), []string{"calc/sq.go:3: too many arguments in call to Mul"}, nil},
		{"go body-only edit", edit(t, ws, "calc/sq.go", "return Mul(a, a)", "return Mul(a, a) + Add(a, a)"), nil, nil},
		{"go body-only edit with an error", edit(t, ws, "calc/sq.go", "return Mul(a, a)", "return Mul(a)"), []string{"calc/sq.go:3: not enough arguments in call to Mul"}, nil},
		{"go test file", edit(t, ws, "calc/calc_test.go", "Add(1, 2) != 3", "Add(1, 2) != 3 || Mul(1) != 0"), []string{"not enough arguments in call to Mul"}, nil},
		{"go new file", write(t, ws, "calc/sub.go", "package calc\n\nfunc Sub(a, b int) int { return a - b }\n"), nil, nil},
		{"go new file redeclares", write(t, ws, "calc/sub.go", "package calc\n\nfunc Mul(a, b int) int { return a - b }\n"), []string{"Mul redeclared in this block"}, nil},
		{"go already broken: unrelated edit", edit(t, ws, "broken/broken.go", "func F() int {", "// F is broken.\nfunc F() int {"), nil, nil},
		{"go already broken: new error", edit(t, ws, "broken/broken.go", "\treturn undefinedThing", "\treturn undefinedThing + otherThing"), []string{"undefined: otherThing"}, []string{"undefinedThing"}},
		{"go package with a syntax error: edit elsewhere", edit(t, ws, "broken2/ok.go", "func H() {}", "func H() { _ = 1 }"), nil, nil},
		{"go package with a syntax error: new syntax error", edit(t, ws, "broken2/ok.go", "func H() {}", "func H() {"), []string{"broken2/ok.go:"}, []string{"syntax.go"}},
		{"old_string not found", edit(t, ws, "calc/calc.go", "\treturn a * b", "\treturn a +"), nil, nil},
		{"old_string ambiguous", edit(t, ws, "calc/calc.go", "a", "("), nil, nil},
		{"MultiEdit", event(t, hook.Claude, "PreToolUse.Edit.json", ws, "MultiEdit", map[string]any{"file_path": filepath.Join(ws, "calc/calc.go"), "edits": []any{
			map[string]any{"old_string": "a - b", "new_string": "a + b"},
			map[string]any{"old_string": "a + b", "new_string": "a + c"},
		}}), []string{"undefined: c"}, nil},

		{"python good", edit(t, ws, "app.py", "x + 1", "x + 2"), nil, nil},
		{"python broken", edit(t, ws, "app.py", "return x + 1", "return (x + 1"), []string{"app.py:2: "}, nil},
		{"python return outside function", write(t, ws, "new.py", "return 1\n"), []string{"'return' outside function"}, nil},
		{"python already broken", edit(t, ws, "old.py", "pass", "return 2"), nil, nil},
		{"js good", edit(t, ws, "app.js", "x + 1", "x + 2"), nil, nil},
		{"js broken", edit(t, ws, "app.js", "return x + 1;", "return x +;"), []string{"app.js:2: SyntaxError: Unexpected token ';'"}, nil},
		{"json good", edit(t, ws, "conf.json", "1", "2"), nil, nil},
		{"json broken", edit(t, ws, "conf.json", "1}", "1,}"), []string{"conf.json:1: invalid character '}'"}, nil},
		{"jsonc stays jsonc", edit(t, ws, "tsconfig.json", "\"a\": 1", "\"a\": 2"), nil, nil},
		{"yaml good", edit(t, ws, "conf.yaml", "a: 1", "a: 2"), nil, nil},
		{"yaml broken", edit(t, ws, "conf.yaml", "b: [1, 2]", "b: [1, 2"), []string{"conf.yaml:"}, nil},
		{"toml broken", edit(t, ws, "conf.toml", "a = 1", "a = = 1"), []string{"conf.toml:1: "}, nil},
		{"toml good", edit(t, ws, "conf.toml", "a = 1", "a = 2"), nil, nil},
		{"markdown not checked", write(t, ws, "README.md", "# ((("), nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := hook.PreTool(context.Background(), cfg, tt.e, check)
			// cmd/vouch-hook answers calls that are not Vetoable without
			// the veto: every call the veto denies must be Vetoable.
			if tt.want != nil && !hook.Vetoable(tt.e) {
				t.Errorf("hook.Vetoable = false for an edit the veto checks")
			}
			wantVeto(t, d, tt.want, tt.not)
		})
	}
	// The standard library's export data paths are cached.
	matches, _ := filepath.Glob(filepath.Join(cache, "vouch", "go-std-export-*.tsv"))
	if len(matches) != 1 {
		t.Fatalf("std export cache: %v", matches)
	}
	if b, _ := os.ReadFile(matches[0]); !strings.Contains(string(b), "fmt\t") || strings.Contains(string(b), "example.com") {
		t.Errorf("std export cache:\n%s", b)
	}
	// Nothing was written.
	for name, body := range vetoFiles {
		b, err := os.ReadFile(filepath.Join(ws, name))
		if err != nil || string(b) != body {
			t.Errorf("%s changed on disk", name)
		}
	}
	if _, err := os.Stat(filepath.Join(ws, "calc/sub.go")); err == nil {
		t.Error("calc/sub.go was created")
	}
}

// At most five errors are listed.
func TestVetoMaxErrors(t *testing.T) {
	ws := hooktest.Workspace(t, vetoFiles)
	src := "package calc\n\nfunc Z() {\n"
	for i := 0; i < 8; i++ {
		src += "\t_ = undefinedName" + string(rune('a'+i)) + "\n"
	}
	src += "}\n"
	reason, ok := Check(context.Background(), write(t, ws, "calc/z.go", src), ws, nil)
	if !ok {
		t.Fatal("not vetoed")
	}
	if n := strings.Count(reason, "calc/z.go:"); n != 5 || !strings.Contains(reason, "(and 3 more)") {
		t.Errorf("%d errors listed:\n%s", n, reason)
	}
}

// A check that cannot finish in time allows the edit.
func TestVetoFailsOpen(t *testing.T) {
	ws := hooktest.Workspace(t, vetoFiles)
	e := edit(t, ws, "app.py", "return x + 1", "return (x + 1")
	if reason, ok := Check(context.Background(), e, ws, &Options{Timeout: time.Nanosecond}); ok {
		t.Fatalf("vetoed after a timeout: %s", reason)
	}
	// No python3 on PATH: allowed.
	t.Setenv("PATH", t.TempDir())
	if reason, ok := Check(context.Background(), e, ws, nil); ok {
		t.Fatalf("vetoed without python3: %s", reason)
	}
	// Go without the go command: syntax is still checked in-process.
	if _, ok := Check(context.Background(), edit(t, ws, "calc/calc.go", "\treturn a - b", "\treturn a +"), ws, nil); !ok {
		t.Error("Go syntax error not vetoed without the go command")
	}
	if reason, ok := Check(context.Background(), edit(t, ws, "use/use.go", "return calc.Add", "return nope(1) + calc.Add"), ws, nil); ok {
		t.Errorf("type check ran without the go command: %s", reason)
	}
}

// typescript is the TypeScript the TS veto is tested with, installed by npm
// into the user cache directory like the agent CLIs.
var typescript = agentcli.Pin{Agent: "typescript", Package: "typescript", Version: "7.0.2", Bin: "tsc", VersionOutput: "7.0.2"}

// TypeScript edits are checked by the project's tsc (node_modules/.bin),
// for syntax errors only: the copy tsc sees has no project around it.
func TestVetoTypeScript(t *testing.T) {
	in, err := agentcli.Install(context.Background(), &agentcli.InstallOptions{Pins: []agentcli.Pin{typescript}})
	if err != nil {
		t.Fatalf("installing %s@%s with npm: %v", typescript.Package, typescript.Version, err)
	}
	ws := hooktest.Workspace(t, map[string]string{
		"src/app.ts":   "export function f(x: number): number {\n  return x + 1;\n}\n",
		"src/view.tsx": "export const V = () => <div>hi</div>;\n",
		"src/old.ts":   "export const a = (;\n",
	})
	if err := os.Symlink(filepath.Join(in.Dir, "node_modules"), filepath.Join(ws, "node_modules")); err != nil {
		t.Fatal(err)
	}
	cfg := hooktest.Config(t, ws, "")
	for _, tt := range []struct {
		name string
		e    *hook.Event
		want []string // nil: allowed
	}{
		{"good edit", edit(t, ws, "src/app.ts", "x + 1", "x + 2"), nil},
		{"syntax error", edit(t, ws, "src/app.ts", "return x + 1;", "return x +;"), []string{"src/app.ts:2: TS1109: Expression expected."}},
		{"type error only", edit(t, ws, "src/app.ts", "return x + 1;", "const s: number = \"no\";\n  return x + s;"), nil},
		{"import of a missing module", edit(t, ws, "src/app.ts", "export function", "import { g } from \"./nowhere\";\nexport function"), nil},
		{"tsx", write(t, ws, "src/view2.tsx", "export const W = () => <span>{1 + 1}</span>;\n"), nil},
		{"tsx broken", edit(t, ws, "src/view.tsx", "<div>hi</div>", "<div>hi</div"), []string{"src/view.tsx:1: TS1"}},
		{"already broken: unrelated edit", edit(t, ws, "src/old.ts", "export const a", "export const b = 1;\nexport const a"), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if !hook.Vetoable(tt.e) {
				t.Errorf("hook.Vetoable = false for a TypeScript edit")
			}
			d := hook.PreTool(context.Background(), cfg, tt.e, check)
			wantVeto(t, d, tt.want, nil)
		})
	}
}

// wantVeto checks a decision: allowed when want is nil, else denied with
// a reason containing every string of want and none of not.
func wantVeto(t *testing.T, d hook.Decision, want, not []string) {
	t.Helper()
	if want == nil {
		if d.Kind != hook.None {
			t.Fatalf("got %s: %s", d.Kind, d.Reason)
		}
		return
	}
	if d.Kind != hook.Deny {
		t.Fatalf("got %q (%s), want deny", d.Kind, d.Reason)
	}
	for _, w := range want {
		if !strings.Contains(d.Reason, w) {
			t.Errorf("reason does not contain %q:\n%s", w, d.Reason)
		}
	}
	for _, w := range not {
		if strings.Contains(d.Reason, w) {
			t.Errorf("reason contains %q:\n%s", w, d.Reason)
		}
	}
}
