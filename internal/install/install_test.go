package install

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const cmd = "/usr/local/bin/vouch hook claude"

// semantic parses JSON for comparison; an absent or empty file is {}.
func semantic(t *testing.T, data []byte) any {
	t.Helper()
	if strings.TrimSpace(string(data)) == "" {
		return map[string]any{}
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("invalid JSON %q: %v", data, err)
	}
	return v
}

// vouchHooks counts vouch's hook entries per event in a settings file.
func vouchHooks(t *testing.T, data []byte) map[string]int {
	t.Helper()
	var doc struct {
		Hooks map[string][]struct {
			Matcher string `json:"matcher"`
			Hooks   []struct {
				Type    string `json:"type"`
				Command string `json:"command"`
				Timeout int    `json:"timeout"`
			} `json:"hooks"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("settings %q: %v", data, err)
	}
	n := map[string]int{}
	for ev, groups := range doc.Hooks {
		for _, g := range groups {
			for _, h := range g.Hooks {
				if IsVouchCommand(h.Command) {
					n[ev]++
				}
			}
		}
	}
	return n
}

var settingsCases = []struct {
	name string
	in   string
	// keep are substrings of the input that must survive init.
	keep []string
}{
	{name: "missing", in: ""},
	{name: "empty object", in: "{}\n"},
	{name: "unrelated settings", in: `{
  "model": "opus",
  "permissions": {"allow": ["Bash(go test:*)"], "deny": []},
  "env": {"A": "<b>&"}
}
`, keep: []string{`"model": "opus"`, `"Bash(go test:*)"`, `"<b>&"`}},
	{name: "other hooks in the same events", in: `{
  "hooks": {
    "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}],
    "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "/opt/guard.sh", "timeout": 5}]}],
    "Notification": [{"hooks": [{"type": "command", "command": "say hi"}]}]
  },
  "theme": "dark"
}
`, keep: []string{"notify-send done", "/opt/guard.sh", "say hi", `"theme": "dark"`}},
	{name: "tab indented, unknown fields", in: "{\n\t\"$schema\": \"https://json.schemastore.org/claude-code-settings.json\",\n\t\"hooks\": {},\n\t\"x\": {\"y\": [1, 2.50, 1e3]}\n}\n",
		keep: []string{"\t\"$schema\"", "2.50", "1e3"}},
	{name: "empty hooks arrays", in: `{"hooks": {"Stop": [], "SessionStart": []}}`},
}

func TestAddRemove(t *testing.T) {
	for _, agent := range []Agent{Claude, Codex} {
		for _, tc := range settingsCases {
			t.Run(string(agent)+"/"+tc.name, func(t *testing.T) {
				in := []byte(tc.in)
				out, changed, err := Add("settings.json", in, agent, Commands{Default: cmd})
				if err != nil {
					t.Fatal(err)
				}
				if !changed {
					t.Fatalf("Add changed nothing on %q", tc.in)
				}
				for _, k := range tc.keep {
					if !strings.Contains(string(out), k) {
						t.Errorf("after Add, %q is gone:\n%s", k, out)
					}
				}
				// Every event vouch handles has exactly one vouch hook.
				got := vouchHooks(t, out)
				want := map[string]int{}
				for _, h := range Hooks(agent) {
					want[h.Event] = 1
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("vouch hooks per event = %v, want %v\n%s", got, want, out)
				}
				// Everything that was there is still there.
				checkSuperset(t, semantic(t, in), semantic(t, out), "")

				// Idempotent: a second Add changes nothing, byte for byte.
				again, changed, err := Add("settings.json", out, agent, Commands{Default: cmd})
				if err != nil || changed || string(again) != string(out) {
					t.Errorf("second Add: changed=%v err=%v\n%s", changed, err, again)
				}

				// Remove restores the original (empty containers count as
				// absent: Remove may drop ones it emptied).
				back, changed, gone, err := Remove("settings.json", out)
				if err != nil || !changed {
					t.Fatalf("Remove: changed=%v err=%v", changed, err)
				}
				if gone != (len(pruneEmpty(semantic(t, in)).(map[string]any)) == 0) {
					t.Errorf("Remove gone=%v for original %q", gone, tc.in)
				}
				if !reflect.DeepEqual(pruneEmpty(semantic(t, back)), pruneEmpty(semantic(t, in))) {
					t.Errorf("Remove did not restore the original:\n got %s\nwant %s", back, tc.in)
				}
				if tc.in != "" && !gone && strings.Contains(tc.in, "\n  ") && !strings.Contains(tc.in, "[]") && string(back) != string(format(mustCompact(t, in), indentOf(in))) {
					t.Errorf("Remove output not in the original's layout:\n%s", back)
				}
				// And a second Remove has nothing to do.
				if len(back) > 0 {
					if _, changed, _, err := Remove("settings.json", back); err != nil || changed {
						t.Errorf("second Remove: changed=%v err=%v", changed, err)
					}
				}
			})
		}
	}
}

func mustCompact(t *testing.T, data []byte) []byte {
	t.Helper()
	o, err := parseObject(data, 0)
	if err != nil {
		t.Fatal(err)
	}
	return o.encode()
}

// checkSuperset fails if something in old is missing from new (arrays
// may have gained elements at the end).
func checkSuperset(t *testing.T, old, new any, path string) {
	t.Helper()
	switch o := old.(type) {
	case map[string]any:
		n, ok := new.(map[string]any)
		if !ok {
			t.Errorf("%s: was an object, now %T", path, new)
			return
		}
		for k, v := range o {
			if _, ok := n[k]; !ok {
				t.Errorf("%s.%s: removed", path, k)
				continue
			}
			checkSuperset(t, v, n[k], path+"."+k)
		}
	case []any:
		n, ok := new.([]any)
		if !ok || len(n) < len(o) {
			t.Errorf("%s: array shrank or changed type: %v → %v", path, old, new)
			return
		}
		for i := range o {
			checkSuperset(t, o[i], n[i], path+"["+string(rune('0'+i))+"]")
		}
	default:
		if !reflect.DeepEqual(old, new) {
			t.Errorf("%s: %v → %v", path, old, new)
		}
	}
}

func TestAddKeepsOrderAndOthers(t *testing.T) {
	in := `{
  "zeta": 1,
  "hooks": {
    "Stop": [
      {"hooks": [{"type": "command", "command": "notify-send done"}]}
    ]
  },
  "alpha": 2
}
`
	out, _, err := Add("s.json", []byte(in), Claude, Commands{Default: cmd})
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	if !(strings.Index(s, `"zeta"`) < strings.Index(s, `"hooks"`) && strings.Index(s, `"hooks"`) < strings.Index(s, `"alpha"`)) {
		t.Errorf("top-level key order changed:\n%s", s)
	}
	// The other tool's Stop hook stays first; vouch's group follows it.
	if i, j := strings.Index(s, "notify-send done"), strings.Index(s, "hook claude"); i < 0 || j < 0 {
		t.Fatalf("missing hooks:\n%s", s)
	}
	var doc struct {
		Hooks map[string][]json.RawMessage `json:"hooks"`
	}
	json.Unmarshal(out, &doc)
	if n := len(doc.Hooks["Stop"]); n != 2 || !strings.Contains(string(doc.Hooks["Stop"][0]), "notify-send") {
		t.Errorf("Stop groups = %s", doc.Hooks["Stop"])
	}
	if !strings.Contains(string(compact(doc.Hooks["Stop"][1])), `"timeout":300`) {
		t.Errorf("Stop has no 300 s timeout: %s", doc.Hooks["Stop"][1])
	}
	if !strings.Contains(string(compact(doc.Hooks["PreToolUse"][0])), `"matcher":"*"`) {
		t.Errorf("PreToolUse matcher: %s", doc.Hooks["PreToolUse"][0])
	}
}

func compact(raw []byte) []byte {
	var b bytes.Buffer
	json.Compact(&b, raw)
	return b.Bytes()
}

func TestAddUpdatesInPlace(t *testing.T) {
	// vouch moved: the command is updated where it is, duplicates dropped,
	// the user's own matcher kept, another tool's hook in the same group kept.
	in := `{"hooks": {
  "PreToolUse": [
    {"matcher": "Bash|Edit", "hooks": [{"type": "command", "command": "/old/bin/vouch hook claude"}, {"type": "command", "command": "lint.sh"}]},
    {"matcher": "*", "hooks": [{"type": "command", "command": "'/other place/vouch' hook claude"}]}
  ]
}}`
	out, changed, err := Add("s.json", []byte(in), Claude, Commands{Default: cmd})
	if err != nil || !changed {
		t.Fatalf("changed=%v err=%v", changed, err)
	}
	var doc struct {
		Hooks map[string][]struct {
			Matcher string `json:"matcher"`
			Hooks   []struct {
				Command string `json:"command"`
				Timeout int    `json:"timeout"`
			} `json:"hooks"`
		} `json:"hooks"`
	}
	json.Unmarshal(out, &doc)
	pre := doc.Hooks["PreToolUse"]
	if len(pre) != 1 || pre[0].Matcher != "Bash|Edit" || len(pre[0].Hooks) != 2 ||
		pre[0].Hooks[0].Command != cmd || pre[0].Hooks[0].Timeout != PreToolTimeout || pre[0].Hooks[1].Command != "lint.sh" {
		t.Errorf("PreToolUse = %+v\n%s", pre, out)
	}
}

func TestInvalid(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"syntax", "{\n  \"model\": \"opus\",\n  \"hooks\": {\n    \"Stop\": [}\n}\n", "s.json:4:14: "},
		{"comment", "{\n  // my settings\n  \"model\": \"opus\"\n}\n", "s.json:2:3: invalid character '/'"},
		{"comment hint", "{\n  // my settings\n  \"model\": \"opus\"\n}\n", "comments"},
		{"trailing comma", "{\n  \"model\": \"opus\",\n}\n", "s.json:3:1: "},
		{"truncated", "{\n  \"model\": ", "s.json:2:12: unexpected end of JSON input"},
		{"array", "[1, 2]\n", "s.json:1:1: want a JSON object, found an array"},
		{"hooks not object", "{\n  \"hooks\": [\"x\"]\n}\n", "s.json:2:3: hooks: want an object"},
		{"event not array", "{\n  \"hooks\": {\n    \"Stop\": {\"hooks\": []}\n  }\n}\n", "s.json:3:5: hooks.Stop: want an array"},
		{"two values", "{}\n{}\n", "s.json:2:1: invalid character '{' after top-level value"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Add("s.json", []byte(tc.in), Claude, Commands{Default: cmd})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Add error = %v, want it to contain %q", err, tc.want)
			}
			if tc.name == "event not array" {
				return // Remove leaves what it does not understand alone
			}
			if _, _, _, err := Remove("s.json", []byte(tc.in)); err == nil {
				t.Errorf("Remove accepted %q", tc.in)
			}
		})
	}
}

func TestIsVouchCommand(t *testing.T) {
	for cmd, want := range map[string]bool{
		"/usr/local/bin/vouch hook claude":            true,
		"vouch hook codex":                            true,
		"'/home/a b/bin/vouch' hook claude":           true,
		`"/x/vouch" hook claude-code`:                 true,
		"C:/bin/vouch.exe hook codex":                 true,
		"/usr/local/bin/vouch hook claude --json":     true,
		"/usr/local/bin/vouch-hook claude":            true,
		"'/home/a b/vouch-hook' codex":                true,
		"vouch-hook.exe claude-code --on-error block": true,
		"/usr/local/bin/vouch-hook verify":            false,
		"vouch-hooks claude":                          false,
		"/usr/local/bin/vouch verify":                 false,
		"/usr/local/bin/notvouch hook claude":         false,
		"vouchsafe hook claude":                       false,
		"echo vouch hook claudette":                   false,
		"notify-send done":                            false,
	} {
		if got := IsVouchCommand(cmd); got != want {
			t.Errorf("IsVouchCommand(%q) = %v, want %v", cmd, got, want)
		}
	}
	// What Command writes is always recognised, odd paths included.
	for _, bin := range []string{"/usr/bin/vouch", "/home/o'neil/go bin/vouch", "/tmp/$x/vouch", "/usr/bin/vouch-hook", "/tmp/a b/vouch-hook"} {
		for _, a := range []Agent{Claude, Codex} {
			c := Command(bin, a)
			if !IsVouchCommand(c) {
				t.Errorf("Command(%q) = %q not recognised", bin, c)
			}
			if strings.Contains(c, " hook ") == IsHookBinary(bin) {
				t.Errorf("Command(%q) = %q", bin, c)
			}
		}
	}
}

func TestPaths(t *testing.T) {
	p := Paths{Home: "/h", Dir: "/p"}
	for _, tc := range []struct {
		a    Agent
		s    Scope
		want string
	}{
		{Claude, User, "/h/.claude/settings.json"},
		{Claude, Project, "/p/.claude/settings.json"},
		{Claude, Local, "/p/.claude/settings.local.json"},
		{Codex, User, "/h/.codex/hooks.json"},
		{Codex, Project, "/p/.codex/hooks.json"},
	} {
		if got, err := p.File(tc.a, tc.s); err != nil || got != tc.want {
			t.Errorf("File(%s, %s) = %q, %v; want %q", tc.a, tc.s, got, err, tc.want)
		}
	}
	if _, err := p.File(Codex, Local); err == nil {
		t.Error("Codex local scope accepted")
	}
	if got, _ := (Paths{Home: "/h", CodexHome: "/ch"}).File(Codex, User); got != "/ch/hooks.json" {
		t.Errorf("CODEX_HOME ignored: %s", got)
	}
}

func TestApply(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ".claude", "settings.json")

	// New file: no backup, file created, no temp files left.
	e, err := PlanAdd(path, Claude, Commands{Default: cmd})
	if err != nil {
		t.Fatal(err)
	}
	if !e.Changed() || !strings.Contains(e.Diff(), "+++ "+path) || !strings.Contains(e.Diff(), "--- /dev/null") {
		t.Errorf("diff of a new file:\n%s", e.Diff())
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("planning wrote the file")
	}
	backup, err := e.Apply()
	if err != nil || backup != "" {
		t.Fatalf("Apply: backup=%q err=%v", backup, err)
	}
	first, _ := os.ReadFile(path)
	onlyFiles(t, filepath.Dir(path), "settings.json")

	// Second plan: nothing to do, Apply writes nothing.
	e, _ = PlanAdd(path, Claude, Commands{Default: cmd})
	if e.Changed() || e.Diff() != "" {
		t.Errorf("second plan changes: %s", e.Diff())
	}

	// An existing file with other settings: backup holds the old content,
	// the mode is kept.
	orig := []byte("{\n  \"model\": \"opus\"\n}\n")
	os.WriteFile(path, orig, 0o600)
	os.Chmod(path, 0o600)
	e, _ = PlanAdd(path, Claude, Commands{Default: cmd})
	backup, err = e.Apply()
	if err != nil || backup != path+BackupSuffix {
		t.Fatalf("Apply: backup=%q err=%v", backup, err)
	}
	if b, _ := os.ReadFile(backup); string(b) != string(orig) {
		t.Errorf("backup = %q", b)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode = %v, want 0600", fi.Mode().Perm())
	}
	onlyFiles(t, filepath.Dir(path), "settings.json", "settings.json.vouch-backup")

	// Uninstall: back to the original content.
	e, _ = PlanRemove(path)
	if _, err := e.Apply(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != string(orig) {
		t.Errorf("after uninstall = %q, want %q", b, orig)
	}

	// A file init created is removed again by uninstall.
	os.Remove(path)
	e, _ = PlanAdd(path, Claude, Commands{Default: cmd})
	e.Apply()
	e, _ = PlanRemove(path)
	if !e.Remove {
		t.Errorf("uninstall of a vouch-only file keeps it: %q", e.New)
	}
	e.Apply()
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("vouch-only settings file not removed")
	}
	_ = first

	// Invalid JSON: refused, the file untouched.
	bad := []byte("{\n  \"model\": opus\n}\n")
	os.WriteFile(path, bad, 0o644)
	if _, err := PlanAdd(path, Claude, Commands{Default: cmd}); err == nil || !strings.Contains(err.Error(), path+":2:12:") {
		t.Errorf("PlanAdd on invalid JSON: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != string(bad) {
		t.Errorf("invalid file was changed")
	}
}

func TestApplySymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "dotfiles", "settings.json")
	os.MkdirAll(filepath.Dir(real), 0o755)
	os.WriteFile(real, []byte("{}\n"), 0o644)
	link := filepath.Join(dir, ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(link), 0o755)
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	e, _ := PlanAdd(link, Claude, Commands{Default: cmd})
	if _, err := e.Apply(); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlink was replaced by a file")
	}
	if b, _ := os.ReadFile(real); !strings.Contains(string(b), "hook claude") {
		t.Errorf("the link's target was not updated: %s", b)
	}
}

func TestWriteAtomicFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	os.WriteFile(path, []byte("old"), 0o644)
	// Renaming over a directory fails: the old content must survive and
	// no temporary file may be left.
	sub := filepath.Join(dir, "d")
	os.Mkdir(sub, 0o755)
	os.WriteFile(filepath.Join(sub, "x"), nil, 0o644)
	if err := WriteAtomic(sub, []byte("new"), 0o644); err == nil {
		t.Fatal("WriteAtomic over a non-empty directory succeeded")
	}
	onlyFiles(t, dir, "d", "settings.json")
}

func onlyFiles(t *testing.T, dir string, want ...string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("files in %s = %v, want %v", dir, got, want)
	}
}

func TestTrust(t *testing.T) {
	dir := "/home/u/my proj"
	for _, tc := range []struct{ name, in, want string }{
		{"empty", "", "[projects.\"/home/u/my proj\"]\ntrust_level = \"trusted\"\n"},
		{"append", "model = \"o3\"", "model = \"o3\"\n\n[projects.\"/home/u/my proj\"]\ntrust_level = \"trusted\"\n"},
		{"already", "[projects.\"/home/u/my proj\"]\ntrust_level = \"trusted\"\n", ""},
		{"literal already", "[projects.'/home/u/my proj']\ntrust_level = 'trusted'\n", ""},
		{"untrusted", "[projects.\"/home/u/my proj\"]\ntrust_level = \"untrusted\"\n[x]\n", "[projects.\"/home/u/my proj\"]\ntrust_level = \"trusted\"\n[x]\n"},
		{"table without level", "[projects.\"/home/u/my proj\"]\nfoo = 1\n", "[projects.\"/home/u/my proj\"]\ntrust_level = \"trusted\"\nfoo = 1\n"},
		{"other project", "[projects.\"/other\"]\ntrust_level = \"trusted\"\n", "[projects.\"/other\"]\ntrust_level = \"trusted\"\n\n[projects.\"/home/u/my proj\"]\ntrust_level = \"trusted\"\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, changed, err := Trust("config.toml", []byte(tc.in), dir)
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == "" {
				if changed || string(out) != tc.in {
					t.Errorf("changed an already trusted config:\n%s", out)
				}
				return
			}
			if string(out) != tc.want {
				t.Errorf("got\n%s\nwant\n%s", out, tc.want)
			}
			if again, changed, _ := Trust("config.toml", out, dir); changed {
				t.Errorf("second Trust changed it again:\n%s", again)
			}
		})
	}
	if _, _, err := Trust("config.toml", []byte(`projects = { "/home/u/my proj" = { trust_level = "untrusted" } }`), dir); err == nil {
		t.Error("Trust edited an inline table it cannot handle")
	}
}

func FuzzAddRemove(f *testing.F) {
	for _, tc := range settingsCases {
		f.Add([]byte(tc.in))
	}
	f.Add([]byte(`{"hooks":{"Stop":[{"hooks":[{"type":"command","command":"vouch hook claude"}]}, 3, {"hooks":7}]}}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		out, _, err := Add("f.json", in, Claude, Commands{Default: cmd})
		if err != nil {
			return
		}
		if !json.Valid(out) {
			t.Fatalf("Add produced invalid JSON %q from %q", out, in)
		}
		again, changed, err := Add("f.json", out, Claude, Commands{Default: cmd})
		if err != nil || changed {
			t.Fatalf("Add not idempotent: %v %v\n%s\n%s", err, changed, out, again)
		}
		back, _, gone, err := Remove("f.json", out)
		if err != nil {
			t.Fatalf("Remove of Add's output: %v", err)
		}
		if !gone && !json.Valid(back) {
			t.Fatalf("Remove produced invalid JSON %q", back)
		}
		if !gone && len(vouchHooksLenient(back)) != 0 {
			t.Fatalf("Remove left vouch hooks: %s", back)
		}
	})
}

func vouchHooksLenient(data []byte) []string {
	var found []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if c, ok := x["command"].(string); ok && IsVouchCommand(c) {
				if ty, _ := x["type"].(string); ty == "" || ty == "command" {
					found = append(found, c)
				}
			}
			for _, e := range x {
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	var v any
	json.Unmarshal(data, &v)
	if m, ok := v.(map[string]any); ok {
		if h, ok := m["hooks"].(map[string]any); ok {
			for _, groups := range h {
				if gs, ok := groups.([]any); ok {
					for _, g := range gs {
						if gm, ok := g.(map[string]any); ok {
							if hs, ok := gm["hooks"].([]any); ok {
								for _, hk := range hs {
									walk(hk)
								}
							}
						}
					}
				}
			}
		}
	}
	return found
}

// The tool-call events may run another command (vouch-hook); switching
// between the two updates the entries in place (an install from before
// vouch-hook answered PostToolUse is upgraded), and Remove takes out both
// kinds.
func TestAddFastCommand(t *testing.T) {
	both := Commands{Default: "/b/vouch hook claude", Fast: "/b/vouch-hook claude"}
	out, _, err := Add("s.json", nil, Claude, both)
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Hooks map[string][]struct {
			Hooks []struct{ Command string }
		}
	}
	commands := func(data []byte) map[string]string {
		t.Helper()
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		for ev, groups := range s.Hooks {
			for _, g := range groups {
				for _, h := range g.Hooks {
					m[ev] += h.Command
				}
			}
		}
		return m
	}
	got := commands(out)
	if got["PreToolUse"] != both.Fast || got["PostToolUse"] != both.Fast || got["PostToolUseFailure"] != both.Fast ||
		got["Stop"] != both.Default || got["SessionStart"] != both.Default {
		t.Errorf("commands %v", got)
	}
	if again, changed, err := Add("s.json", out, Claude, both); err != nil || changed || !bytes.Equal(again, out) {
		t.Errorf("adding again: changed %v, %v", changed, err)
	}
	back, changed, err := Add("s.json", out, Claude, Commands{Default: both.Default})
	if err != nil || !changed || commands(back)["PreToolUse"] != both.Default || commands(back)["PostToolUse"] != both.Default {
		t.Errorf("switching back: %v %v %v", changed, err, commands(back))
	}
	// An install that ran vouch-hook for PreToolUse only.
	old, _ := json.Marshal(map[string]any{"hooks": map[string]any{
		"PreToolUse":  []any{map[string]any{"matcher": "*", "hooks": []any{map[string]any{"type": "command", "command": both.Fast, "timeout": PreToolTimeout}}}},
		"PostToolUse": []any{map[string]any{"matcher": "*", "hooks": []any{map[string]any{"type": "command", "command": both.Default}}}},
	}})
	up, changed, err := Add("s.json", old, Claude, both)
	if got := commands(up); err != nil || !changed || got["PostToolUse"] != both.Fast || got["PostToolUseFailure"] != both.Fast || got["PreToolUse"] != both.Fast {
		t.Errorf("upgrading: %v %v %v", changed, err, got)
	}
	codex, _, err := Add("h.json", nil, Codex, Commands{Default: "/b/vouch hook codex", Fast: "/b/vouch-hook codex"})
	if got := commands(codex); err != nil || got["PostToolUse"] != "/b/vouch-hook codex" || got["Stop"] != "/b/vouch hook codex" {
		t.Errorf("codex: %v %v", err, got)
	}
	if _, _, gone, err := Remove("s.json", out); err != nil || !gone {
		t.Errorf("Remove left something: %v %v", gone, err)
	}
}
