package hook

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// vouch's own files outside the project: with HOME in a temporary
// directory (so not parallel: t.Setenv).
func TestPreToolSelf(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("VOUCH_STATE_DIR", "")
	t.Setenv("CODEX_HOME", "")
	for _, f := range []string{".claude/settings.json", ".codex/hooks.json", ".pi/agent/extensions/vouch/index.ts", ".local/state/vouch/vouch.db", "dotfiles/claude/settings.local.json"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(home, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(home, f), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, "")
	symlink(t, filepath.Join(home, ".claude/settings.json"), filepath.Join(ws, "s.json"))
	symlink(t, filepath.Join(home, ".local/state"), filepath.Join(ws, "st"))
	symlink(t, filepath.Join(home, "dotfiles/claude"), filepath.Join(home, ".config-claude"))
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	exe, _ = filepath.EvalSymlinks(exe)
	hookBin := filepath.Join(filepath.Dir(exe), "vouch-hook")
	write := func(p string) *Event {
		return event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": p, "content": "x"})
	}
	tests := []struct {
		name      string
		e         *Event
		want, sub string
	}{
		{"~ settings", bash(t, ws, "echo '{}' > ~/.claude/settings.local.json"), "deny", "cannot be switched off"},
		{"absolute codex hooks", bash(t, ws, "cp /dev/null "+filepath.Join(home, ".codex/hooks.json")), "deny", "~/.codex/hooks.json"},
		{"codex config", write(filepath.Join(home, ".codex/config.toml")), "deny", "~/.codex/config.toml"},
		{"Write ~ settings", write("~/.claude/settings.json"), "deny", "~/.claude/settings.json"},
		{"Write $HOME", write("$HOME/.claude/settings.json"), "deny", "~/.claude/settings.json"},
		{"pi settings", bash(t, ws, "echo x > ~/.pi/agent/settings.json"), "deny", "~/.pi/agent/settings.json"},
		{"pi extension", bash(t, ws, "rm -rf ~/.pi/agent/extensions/vouch"), "deny", "~/.pi/agent/extensions/vouch*"},
		{"pi extensions dir", bash(t, ws, "rm -rf ~/.pi/agent/extensions"), "deny", "vouch*"},
		{"rm -rf ~/.claude", bash(t, ws, "rm -rf ~/.claude"), "deny", "~/.claude/settings.json"},
		{"state dir", bash(t, ws, "rm -rf ~/.local/state/vouch"), "deny", "vouch's state directory"},
		{"state db", bash(t, ws, "echo > ~/.local/state/vouch/vouch.db"), "deny", "vouch's state directory"},
		{"state through link", bash(t, ws, "echo > st/vouch/vouch.db"), "deny", "vouch's state directory"},
		{"settings through link", bash(t, ws, "echo '{}' > s.json"), "deny", "~/.claude/settings.json"},
		{"dotfiles settings", write(filepath.Join(home, "dotfiles/claude/settings.local.json")), "", ""},
		{"vouch-hook binary", bash(t, ws, "cp /tmp/evil "+hookBin), "deny", "vouch's binary vouch-hook"},
		{"vouch binary", write(filepath.Join(filepath.Dir(exe), "vouch")), "deny", "vouch's binary vouch"},
		{"running binary", bash(t, ws, "rm -f "+exe), "deny", "vouch's binary"},
		{"other home file", bash(t, ws, "echo x > ~/notes.txt"), "", ""},
		{"read settings", bash(t, ws, "cat ~/.claude/settings.json"), "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, PreTool(context.Background(), cfg, tt.e, nil), tt.want, tt.sub)
		})
	}
	for _, tt := range []struct{ cmd, sub string }{
		{`echo '{}' > "$HOME/.claude/settings.json"`, "~/.claude/settings.json"},
		{`touch "$HOME/.local/state/vouch/spool/x.json"`, "vouch's state directory"},
		{`echo x > ${HOME}/.codex/config.toml`, "~/.codex/config.toml"},
	} {
		t.Run(tt.cmd, func(t *testing.T) {
			d := PreTool(context.Background(), cfg, bash(t, ws, tt.cmd), nil)
			check(t, d, "deny", tt.sub)
		})
	}

	// Through a symbolic link to the directory the settings really are
	// in: ~/.claude is a link into dotfiles.
	if err := os.Rename(filepath.Join(home, ".claude"), filepath.Join(home, ".claude.old")); err != nil {
		t.Fatal(err)
	}
	symlink(t, filepath.Join(home, "dotfiles/claude"), filepath.Join(home, ".claude"))
	check(t, PreTool(context.Background(), cfg, write(filepath.Join(home, "dotfiles/claude/settings.local.json")), nil), "deny", "~/.claude/settings.local.json")

	got := OutsideProtected(home)
	for _, want := range []string{
		filepath.Join(home, ".claude/settings.json"), filepath.Join(home, ".codex/config.toml"),
		filepath.Join(home, ".pi/agent/extensions/vouch"), filepath.Join(home, ".pi/agent/settings.json"),
		filepath.Join(home, "dotfiles/claude/settings.json"), exe, hookBin,
	} {
		if !slices.Contains(got, want) {
			t.Errorf("OutsideProtected lacks %s: %v", want, got)
		}
	}
	// The state directory is vouch's to write: no watcher could watch it.
	for _, p := range got {
		if strings.HasPrefix(p, filepath.Join(home, ".local/state")) {
			t.Errorf("OutsideProtected lists %s, in the state directory", p)
		}
	}
}

// The state directory moved by VOUCH_STATE_DIR, CODEX_HOME's files.
func TestPreToolSelfEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("VOUCH_STATE_DIR", filepath.Join(dir, "state"))
	t.Setenv("CODEX_HOME", filepath.Join(dir, "codex"))
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, "")
	for _, tc := range []struct{ cmd, sub string }{
		{"rm -rf " + filepath.Join(dir, "state"), "vouch's state directory"},
		{"echo x > " + filepath.Join(dir, "state/vouch.db"), "vouch's state directory"},
		{"echo x > " + filepath.Join(dir, "codex/hooks.json"), "$CODEX_HOME/hooks.json"},
		{"rm -rf " + dir, "vouch's state directory"},
	} {
		if tc.cmd == "rm -rf "+dir {
			// A directory above an entry reaches it once it exists.
			if err := os.MkdirAll(filepath.Join(dir, "state"), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		d := PreTool(context.Background(), cfg, bash(t, ws, tc.cmd), nil)
		if d.Kind != Deny || !strings.Contains(d.Reason, tc.sub) {
			t.Errorf("%s: %+v, want deny naming %s", tc.cmd, d, tc.sub)
		}
	}
}

// The agent's shell has the hook's environment: a variable set there is
// known.
func TestPreToolEnvironment(t *testing.T) {
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, "")
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("VOUCH_TEST_PROJECT", ws)
	for _, tc := range []struct{ cmd, want, sub string }{
		{"cp .env $TMPDIR/env.bak", "", ""},
		{`echo x > "$VOUCH_TEST_PROJECT/.env"`, "deny", ".env"},
	} {
		t.Run(tc.cmd, func(t *testing.T) {
			d := PreTool(context.Background(), cfg, bash(t, filepath.Join(ws, "sub"), tc.cmd), nil)
			check(t, d, tc.want, tc.sub)
		})
	}
}
