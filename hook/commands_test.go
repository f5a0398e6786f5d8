package hook

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// Whole directories, git's whole work tree, hard links and vouch's own
// installer, through PreTool.
func TestPreToolReach(t *testing.T) {
	t.Parallel()
	files := map[string]string{".claude/settings.json": "{}", ".codex/hooks.json": "{}", "sub/.env": "x", "secrets/db.conf": "pw", "notes.md": "x"}
	for k, v := range hooktest.BaseFiles {
		files[k] = v
	}
	ws := hooktest.Workspace(t, files)
	cfg := hooktest.Config(t, ws, "policy:\n  protect: [\"secrets/**\"]\n")
	if err := os.Link(filepath.Join(ws, ".env"), filepath.Join(ws, "hl")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(ws, "notes.md"), filepath.Join(ws, "notes2.md")); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ cmd, want, sub string }{
		{"rm -r .claude", "deny", ".claude/settings.json"},
		{"rm -rf .codex", "deny", ".codex/hooks.json"},
		{"rm -rf sub", "deny", "sub/.env"},
		{"mv secrets /tmp/s", "deny", "secrets"},
		{"rm -rf docs calc", "", ""},
		{"git checkout .", "deny", "via git"},
		{"git checkout -- .", "deny", "via git"},
		{"git stash -q", "deny", "via git"},
		{"git stash -q -a", "deny", "via git"},
		{"git reset -q --hard", "deny", "via git"},
		{"git clean -fdxq", "deny", "via git"},
		{"sh -c 'git clean -fdX'", "deny", "via git"},
		{"git restore .", "deny", "via git"},
		{"git pull", "", ""},
		{"git pull --rebase origin main", "", ""},
		{"git merge feature", "", ""},
		{"git rebase -i HEAD~3", "", ""},
		{"git checkout main", "", ""},
		{"git switch main", "", ""},
		{"git stash pop", "", ""},
		{"echo wip >> notes.md && git stash push -q -- notes.md && git stash pop -q", "", ""},
		{"git checkout -- notes.md", "", ""},
		{"git cherry-pick abc123 && git revert HEAD", "", ""},
		{"echo x > hl", "deny", ".env is protected (rule \".env\") via redirect through the hard link hl"},
		{"echo x >> notes2.md", "", ""},
		{"ln -s .env x && echo y > x", "deny", "ln would make a link to it"},
		{"ln -sf .env x; cp README.md x", "deny", ".env"},
		{"ln .env hl2", "deny", ".env"},
		{"ln -s ../.env sub/e", "deny", ".env"},
		{"ln -s " + ws + " $TMPDIR/p && echo x > $TMPDIR/p/.env", "deny", "which holds it"},
		{"ln -s -t /tmp/links " + filepath.Join(ws, ".git"), "deny", ".git"},
		{"ln -s ../calc sub/calc && ln -sf notes.md latest.md", "", ""},
		{"echo ln -s .env x", "", ""},
		{"vouch uninstall claude", "deny", "`vouch uninstall` rewrites the agents' hook settings"},
		{"vouch init claude --bin /bin/true", "deny", "cannot be switched off"},
		{"sudo ~/go/bin/vouch uninstall codex --user", "deny", "vouch uninstall"},
		{"bash -c 'vouch init codex'", "deny", "vouch init"},
		{"vouch status && vouch verify", "", ""},
		{`echo "run vouch init to set it up"`, "", ""},
		{`git commit -qm "vouch init docs"`, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			check(t, PreTool(context.Background(), cfg, bash(t, ws, tt.cmd), nil), tt.want, tt.sub)
		})
	}
}

func TestGitReaches(t *testing.T) {
	t.Parallel()
	for cmd, want := range map[string]bool{
		"git clean -fdx": true, "git -C sub clean -fd": true, "git stash": true, "git stash push -u": true, "git stash -a": true,
		"git reset --hard HEAD~1": true, "git reset HEAD~1": false, "git checkout -f main": true, "git checkout main": false,
		"git restore .": true, "git pull": false, "git -c x=y merge main": false, "git stash pop": false, "git stash apply stash@{1}": false,
		"git stash push -q -- notes.md && git stash pop -q": false, "git stash push -- src/": true, "git stash push -u -- a": true,
		"git checkout -- a.go": false, "git checkout -- .": true, "git restore a.go": false, "git restore -s HEAD~1 docs/": true,
		"git frobnicate": true, "$G clean": true, "git pull && git clean -f": true, "echo hi": true,
	} {
		if got := gitReaches(cmd); got != want {
			t.Errorf("gitReaches(%q) = %v, want %v", cmd, got, want)
		}
	}
}

// FuzzCommands: the word readers take any line.
func FuzzCommands(f *testing.F) {
	for _, s := range []string{"git clean -fdx", "vouch init", "sh -c 'vouch uninstall'", "git -C", "vouch -", "timeout 5 vouch init", "(git stash) | x", "ln -s -t", "ln -t d a b", "ln a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		gitReaches(cmd)
		if srcs, dsts := lnLinks(cmd); len(srcs) != len(dsts) {
			t.Fatalf("lnLinks(%q): %d sources, %d links", cmd, len(srcs), len(dsts))
		}
		if what, ok := selfCommand(cmd); ok && what != "vouch init" && what != "vouch uninstall" {
			t.Fatalf("selfCommand(%q) = %q", cmd, what)
		}
	})
}
