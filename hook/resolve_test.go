package hook

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
	"github.com/vouchdev/vouch/policy"
)

func symlink(t testing.TB, target, link string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

func TestRoot(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	ws := hooktest.Workspace(t, map[string]string{
		"repo/.git/HEAD":           "ref: refs/heads/main\n",
		"repo/a/b/c.txt":           "",
		"repo/a/vouch.yaml":        "loop: {max: 2}\n",
		"wt/.git":                  "gitdir: ../repo/.git/worktrees/wt\n",
		"wt/x/y.txt":               "",
		"plain/vouch.yaml":         "",
		"plain/sub/deeper/f":       "",
		"none/sub/f":               "",
		"repo/a/vouch.yaml.d/keep": "",
	})
	_ = base
	tests := []struct{ cwd, want string }{
		{"repo", "repo"},
		{"repo/a/b", "repo"}, // git beats the nearer vouch.yaml
		{"repo/.git", "repo"},
		{"wt/x", "wt"}, // .git is a file in a worktree
		{"plain/sub/deeper", "plain"},
		{"plain", "plain"},
		{"none/sub", "none/sub"},
	}
	for _, tt := range tests {
		got := Root(filepath.Join(ws, tt.cwd))
		if want := filepath.Join(ws, tt.want); got != want {
			t.Errorf("Root(%s) = %s, want %s", tt.cwd, got, want)
		}
	}
	if got := Root(filepath.Join(ws, "repo/a/b") + "/"); got != filepath.Join(ws, "repo") {
		t.Errorf("trailing slash: %s", got)
	}
	if Root("") != "" {
		t.Error(`Root("") is not ""`)
	}
}

func TestRealPath(t *testing.T) {
	t.Parallel()
	ws := hooktest.Workspace(t, map[string]string{".env": "x", ".git/config": "", "d/e/f": ""})
	out := t.TempDir()
	symlink(t, ".env", filepath.Join(ws, "lnk"))
	symlink(t, ".git", filepath.Join(ws, "g"))
	symlink(t, "lnk", filepath.Join(ws, "chain"))
	symlink(t, "missing.txt", filepath.Join(ws, "dangling"))
	symlink(t, filepath.Join(out, "o.txt"), filepath.Join(ws, "outside"))
	symlink(t, "d/e", filepath.Join(ws, "de"))
	symlink(t, "loop2", filepath.Join(ws, "loop1"))
	symlink(t, "loop1", filepath.Join(ws, "loop2"))
	symlink(t, "../../.git", filepath.Join(ws, "d/e/up"))
	tests := []struct{ in, want string }{
		{"lnk", ".env"},
		{"g/config", ".git/config"},
		{"g/hooks/pre-commit", ".git/hooks/pre-commit"}, // under a link, not existing yet
		{"chain", ".env"},
		{"dangling", "missing.txt"},
		{"de/../.env", "d/.env"}, // ".." after a link leaves where it leads
		{"de/up/config", ".git/config"},
		{"nothere/../x", "x"},
		{"d//e/./f", "d/e/f"},
	}
	for _, tt := range tests {
		got := realPath(ws + "/" + tt.in)
		if want := filepath.Join(ws, tt.want); got != want {
			t.Errorf("realPath(%s) = %s, want %s", tt.in, got, want)
		}
	}
	if got := realPath(filepath.Join(ws, "outside")); got != filepath.Join(realPath(out), "o.txt") {
		t.Errorf("outside link: %s", got)
	}
	// A loop ends the walk instead of spinning.
	if got := realPath(filepath.Join(ws, "loop1", "x")); got == "" {
		t.Error("loop: empty path")
	}
}

// A session in a subfolder is governed by the root: its vouch.yaml, its
// protected paths.
func TestPreToolSubfolder(t *testing.T) {
	t.Parallel()
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	hooktest.Config(t, ws, "policy:\n  protect: [\"docs/**\"]\n")
	sub := filepath.Join(ws, "sub")
	cfg, err := policy.Load(Root(sub))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Root != ws {
		t.Fatalf("root %s, want %s", cfg.Root, ws)
	}
	write := func(p string) *Event {
		return event(t, Claude, "PreToolUse.Write.json", sub, "", map[string]any{"file_path": p, "content": "x"})
	}
	edit := func(p string) *Event {
		return event(t, Claude, "PreToolUse.Edit.json", sub, "", map[string]any{"file_path": p, "old_string": "a", "new_string": "b"})
	}
	tests := []struct {
		name      string
		e         *Event
		want, sub string
	}{
		{"Write root .env", write(filepath.Join(ws, ".env")), "deny", `.env is protected`},
		{"Write ../.env", write("../.env"), "deny", ".env"},
		{"Edit root vouch.yaml", edit(filepath.Join(ws, "vouch.yaml")), "deny", "vouch.yaml is protected"},
		{"echo > ../.env", bash(t, sub, "echo x > ../.env"), "deny", ".env"},
		{"custom glob from sub", bash(t, sub, "echo x > ../docs/guide.md"), "deny", `rule "docs/**"`},
		{"custom glob Write", write(filepath.Join(ws, "docs/new.md")), "deny", "docs/new.md"},
		{"doubled slashes", write(ws + "//sub/..//.env"), "deny", ".env"},
		{"sub's own file", bash(t, sub, "echo x > notes.txt"), "", ""},
		{"Write in sub", write("notes.txt"), "", ""},
		// The root is not a protected path, only what is in it.
		{"cd .. && ls", bash(t, sub, "cd .. && ls > /dev/null"), "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, PreTool(context.Background(), cfg, tt.e, nil), tt.want, tt.sub)
		})
	}
	t.Run("$PWD", func(t *testing.T) {
		d := PreTool(context.Background(), cfg, bash(t, sub, "echo x > $PWD/../.git/config"), nil)
		check(t, d, "deny", ".git/config")
	})
	// Without a configuration, PreTool finds the root itself.
	d := PreTool(context.Background(), nil, bash(t, sub, "echo x > ../.env"), nil)
	check(t, d, "deny", ".env")
}

func TestPreToolSymlinks(t *testing.T) {
	t.Parallel()
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, "")
	out := t.TempDir()
	symlink(t, ".env", filepath.Join(ws, "lnk"))
	symlink(t, ".git", filepath.Join(ws, "g"))
	symlink(t, "lnk", filepath.Join(ws, "chain"))
	symlink(t, ".env.local", filepath.Join(ws, "dangling")) // .env.local does not exist
	symlink(t, filepath.Join(out, "x.txt"), filepath.Join(ws, "outside"))
	symlink(t, "docs/guide.md", filepath.Join(ws, "sub/.env")) // a link named .env
	symlink(t, filepath.Join(ws, ".git"), filepath.Join(out, "gitdir"))
	symlink(t, "../calc", filepath.Join(ws, "sub/calc"))
	write := func(p string) *Event {
		return event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": p, "content": "x"})
	}
	tests := []struct {
		name      string
		e         *Event
		want, sub string
	}{
		{"echo > file link", bash(t, ws, "echo x > lnk"), "deny", "lnk (a symbolic link to .env)"},
		{"echo > dir link", bash(t, ws, "echo x > g/config"), "deny", ".git/config"},
		{"Write file link", write(filepath.Join(ws, "lnk")), "deny", ".env"},
		{"Edit dir link", event(t, Claude, "PreToolUse.Edit.json", ws, "", map[string]any{"file_path": filepath.Join(ws, "g/config"), "old_string": "a", "new_string": "b"}), "deny", ".git/config"},
		{"chain", bash(t, ws, "tee chain < /dev/null"), "deny", ".env"},
		{"dangling to protected", bash(t, ws, "echo x > dangling"), "deny", ".env.local"},
		{"rm through dir link", bash(t, ws, "rm -rf g/"), "deny", ".git"},
		{"link outside to .git", write(filepath.Join(out, "gitdir/HEAD")), "deny", "through a symbolic link: .git/HEAD"},
		{"link named .env", bash(t, ws, "echo x > sub/.env"), "deny", "sub/.env"},
		{"link outside the root", bash(t, ws, "echo x > outside"), "", ""},
		{"dir link to plain dir", bash(t, ws, "echo x > sub/calc/new.go"), "", ""},
		{"read through link", bash(t, ws, "cat lnk g/config"), "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, PreTool(context.Background(), cfg, tt.e, nil), tt.want, tt.sub)
		})
	}
}

// A root reached through a symbolic link (/tmp and /private/tmp on
// macOS): paths spelled either way are in the project.
func TestPreToolRootThroughLink(t *testing.T) {
	t.Parallel()
	real := hooktest.Workspace(t, hooktest.BaseFiles)
	ws := filepath.Join(t.TempDir(), "ws")
	symlink(t, real, ws)
	cfg, err := policy.Load(Root(ws))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []*Event{
		bash(t, ws, "echo x > "+filepath.Join(real, ".env")),
		bash(t, ws, "echo x > .env"),
		event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": filepath.Join(real, "vouch.yaml"), "content": "x"}),
		event(t, Claude, "PreToolUse.Write.json", real, "", map[string]any{"file_path": filepath.Join(ws, ".git/config"), "content": "x"}),
	} {
		if d := PreTool(context.Background(), cfg, e, nil); d.Kind != Deny {
			t.Errorf("%s: %+v, want deny", e.ToolInput, d)
		}
	}
}
