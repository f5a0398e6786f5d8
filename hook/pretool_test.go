package hook

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// event parses the real payload file of agent, run in ws, with tool_name
// name (when not empty) and tool_input input (when not nil).
func event(t testing.TB, agent Agent, file, ws, name string, input map[string]any) *Event {
	t.Helper()
	e, err := Parse(agent, hooktest.ToolPayload(t, string(agent), file, ws, name, input))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func bash(t testing.TB, ws, cmd string) *Event {
	return event(t, Claude, "PreToolUse.Bash.json", ws, "", map[string]any{"command": cmd, "description": "x"})
}

func codexBash(t testing.TB, ws, cmd string) *Event {
	return event(t, Codex, "PreToolUse.Bash-cat.json", ws, "", map[string]any{"command": cmd})
}

func TestPreToolProtected(t *testing.T) {
	t.Parallel()
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, "")
	patch := func(body string) map[string]any {
		return map[string]any{"command": "*** Begin Patch\n" + body + "*** End Patch\n"}
	}
	tests := []struct {
		name string
		e    *Event
		// want is "" for no objection, else the kind and a substring of
		// the reason ("deny .env").
		want, path string
	}{
		// The real payloads, unchanged but for the cwd.
		{"real Bash go test", event(t, Claude, "PreToolUse.Bash.json", ws, "", nil), "", ""},
		{"real Read", event(t, Claude, "PreToolUse.Read.json", ws, "", nil), "", ""},
		{"real Agent", event(t, Claude, "PreToolUse.Agent.json", ws, "", nil), "", ""},
		{"real codex cat", event(t, Codex, "PreToolUse.Bash-cat.json", ws, "", nil), "", ""},
		{"real codex go test", event(t, Codex, "PreToolUse.Bash-go-test.json", ws, "", nil), "", ""},

		{"Write .env", event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": filepath.Join(ws, ".env"), "content": "x"}), "deny", ".env"},
		{"Write relative vouch.yaml", event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": "vouch.yaml", "content": "x"}), "deny", "vouch.yaml"},
		{"Write notes", event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": filepath.Join(ws, "calc/NOTES.md"), "content": "x"}), "", ""},
		{"Write outside", event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": "/tmp/vouch-test/.env", "content": "x"}), "", ""},
		{"Edit .git/config", event(t, Claude, "PreToolUse.Edit.json", ws, "", map[string]any{"file_path": filepath.Join(ws, ".git/config"), "old_string": "[core]", "new_string": "[x]"}), "deny", ".git/config"},
		{"MultiEdit .env", event(t, Claude, "PreToolUse.Edit.json", ws, "MultiEdit", map[string]any{"file_path": filepath.Join(ws, ".env"), "edits": []any{map[string]any{"old_string": "x", "new_string": "y"}}}), "deny", ".env"},
		{"Edit claude settings", event(t, Claude, "PreToolUse.Edit.json", ws, "", map[string]any{"file_path": filepath.Join(ws, ".claude/settings.local.json"), "old_string": "", "new_string": "{}"}), "deny", "cannot be switched off"},
		{"Read .env", event(t, Claude, "PreToolUse.Read.json", ws, "", map[string]any{"file_path": filepath.Join(ws, ".env")}), "", ""},

		{"apply_patch real", event(t, Codex, "PreToolUse.apply_patch.json", ws, "", nil), "", ""},
		{"apply_patch .env", event(t, Codex, "PreToolUse.apply_patch.json", ws, "", patch("*** Update File: .env\n@@\n-TOKEN=x\n+TOKEN=y\n")), "deny", ".env"},
		{"apply_patch add vouch.yaml", event(t, Codex, "PreToolUse.apply_patch.json", ws, "", patch("*** Add File: sub/../vouch.yaml\n+x: 1\n")), "deny", "vouch.yaml"},
		{"apply_patch move into .git", event(t, Codex, "PreToolUse.apply_patch.json", ws, "", patch("*** Update File: docs/guide.md\n*** Move to: .git/hooks/pre-commit\n@@\n-guide\n+#!/bin/sh\n")), "deny", ".git/hooks/pre-commit"},
		{"apply_patch delete .git/config", event(t, Codex, "PreToolUse.apply_patch.json", ws, "", patch("*** Delete File: .git/config\n")), "deny", ".git/config"},
		{"codex shell heredoc apply_patch", codexBash(t, ws, "cd sub && apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: ../.env\n+A=1\n*** End Patch\nEOF"), "deny", ".env"},

		{"echo > .env", bash(t, ws, "echo x > .env"), "deny", ".env"},
		{"append vouch.yaml", bash(t, ws, "echo 'loop: {max: 99}' >> vouch.yaml"), "deny", "vouch.yaml"},
		{"tee", bash(t, ws, "echo '{}' | tee .claude/settings.json"), "deny", ".claude/settings.json"},
		{"sed -i", bash(t, ws, "sed -i 's/3/99/' vouch.yaml"), "deny", "vouch.yaml"},
		{"cp", bash(t, ws, "cp /tmp/evil .env"), "deny", ".env"},
		{"mv from", bash(t, ws, "mv vouch.yaml vouch.yaml.off"), "deny", "vouch.yaml"},
		{"mv to", bash(t, ws, "mv docs/guide.md .git/HEAD"), "deny", ".git/HEAD"},
		{"rm -rf .git", bash(t, ws, "rm -rf .git"), "deny", ".git"},
		{"rm -rf .", bash(t, ws, "rm -rf ."), "deny", ".git"},
		{"rm -rf abs workspace", bash(t, ws, "rm -rf "+ws), "deny", ".git"},
		{"rm glob yaml", bash(t, ws, "rm -f *.yaml"), "deny", "vouch.yaml"},
		{"python open", bash(t, ws, `python3 -c "open('.env','w').write('x')"`), "deny", ".env"},
		{"node write", bash(t, ws, `node -e "require('fs').writeFileSync('vouch.yaml','')"`), "deny", "vouch.yaml"},
		{"heredoc", bash(t, ws, "cat <<EOF > vouch.yaml\nloop:\n  max: 100\nEOF"), "deny", "vouch.yaml"},
		{"cd sub", bash(t, ws, "cd sub && echo > ../.env"), "deny", ".env"},
		{"cd abs", bash(t, ws, "cd "+ws+"/sub; rm -rf ../.git"), "deny", ".git"},
		{"subshell cd", bash(t, ws, "(cd /tmp && echo x > out.txt) && rm -rf .git"), "deny", ".git"},
		{"bash -c", bash(t, ws, `bash -c 'echo x > .env'`), "deny", ".env"},
		{"sh -lc cd", bash(t, ws, `sh -lc 'cd sub && rm ../vouch.yaml'`), "deny", "vouch.yaml"},
		{"sudo", bash(t, ws, "sudo rm -rf .git"), "deny", ".git"},
		{"home hooks", bash(t, ws, "echo '{}' > ~/.claude/settings.json"), "deny", "~/.claude/settings.json"},
		{"codex bash", codexBash(t, ws, "printf '' > .codex/hooks.json"), "deny", ".codex/hooks.json"},
		{"unparseable mentions", bash(t, ws, "echo 'x > .env"), "deny", "could not parse"},
		{"find -delete", bash(t, ws, "find . -type f -delete"), "deny", ".git"},
		{"find -name -delete", bash(t, ws, "find . -name '*.yaml' -delete"), "deny", "vouch.yaml"},
		{"find -iname -exec rm", bash(t, ws, "find . -iname '.ENV' -exec rm -f {} +"), "deny", ".env"},
		{"find in .git", bash(t, ws, "find .git -name '*.lock' -delete"), "deny", ".git"},
		{"git -C", bash(t, ws, "git -C sub checkout -- ../vouch.yaml"), "deny", "vouch.yaml"},
		{"xargs mentions", bash(t, ws, "ls -a | grep -x .env | xargs rm"), "ask", "xargs"},

		{"cd elsewhere .git", bash(t, ws, "cd /tmp/somewhere && rm -rf .git"), "", ""},
		{"cd sub stays inside", bash(t, ws, "cd sub && echo x > notes.txt"), "", ""},
		{"unparseable plain", bash(t, ws, "echo 'x > out.txt"), "ask", "within its reach"},
		{"read secrets", bash(t, ws, "cat .env && grep -r TOKEN .git/config"), "", ""},
		{"go test", bash(t, ws, "go test ./... 2>&1 | tail -20"), "", ""},
		{"git status", bash(t, ws, "git status && git diff"), "", ""},
		{"write under sub", bash(t, ws, "echo x > sub/new.txt"), "", ""},
		{"rm file", bash(t, ws, "rm -f sub/readme.txt"), "", ""},
		{"find -name -delete elsewhere", bash(t, ws, "find . -name '*.pyc' -delete"), "", ""},
		{"find -exec read-only", bash(t, ws, "find . -name '*.go' -exec grep -l Add {} +"), "", ""},
		{"xargs plain", bash(t, ws, "git ls-files | xargs rm -f"), "ask", "protect.unknown is ask"},
		{"git -C elsewhere", bash(t, ws, "git -C sub restore notes.txt"), "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := PreTool(context.Background(), cfg, tt.e, nil)
			check(t, d, tt.want, tt.path)
		})
	}
}

func check(t *testing.T, d Decision, want, sub string) {
	t.Helper()
	if want == "" {
		if d.Kind != None {
			t.Fatalf("got %s (%s), want no objection", d.Kind, d.Reason)
		}
		return
	}
	if string(d.Kind) != want {
		t.Fatalf("got %q (%s), want %s", d.Kind, d.Reason, want)
	}
	if !strings.Contains(d.Reason, sub) || !strings.HasPrefix(d.Reason, "vouch: ") {
		t.Fatalf("reason %q does not mention %q", d.Reason, sub)
	}
}

func TestPreToolProtectedReason(t *testing.T) {
	t.Parallel()
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	d := PreTool(context.Background(), hooktest.Config(t, ws, ""), bash(t, ws, "echo x > .env"), nil)
	want := `vouch: .env is protected (rule ".env") via redirect; the user can edit it or change vouch.yaml policy.protect`
	if d.Reason != want {
		t.Errorf("reason\n got %s\nwant %s", d.Reason, want)
	}
	d = PreTool(context.Background(), hooktest.Config(t, ws, ""), bash(t, ws, "rm vouch.yaml"), nil)
	if !strings.Contains(d.Reason, `vouch.yaml is protected (rule "vouch.yaml") via rm`) || !strings.Contains(d.Reason, "cannot be switched off by the agent") {
		t.Errorf("reason for vouch.yaml: %s", d.Reason)
	}
}

func TestPreToolRules(t *testing.T) {
	t.Parallel()
	ws := hooktest.Workspace(t, hooktest.BaseFiles)
	cfg := hooktest.Config(t, ws, `policy:
  protect: ["secrets/**", "!.env"]
  deny:
    - tool: shell
      match: "rm -rf /|git push --force"
      reason: destructive command
    - tool: Write
      path: "docs/**"
      reason: docs are generated
  ask:
    - tool: shell
      match: "^git commit"
      reason: commits need a human
    - path: "scripts/*.sh"
  rewrite:
    - tool: shell
      match: "^npm (install|i)\\b"
      replace: "pnpm $1"
      reason: this project uses pnpm
    - tool: Bash
      match: "--force"
      replace: "--force-with-lease"
`)
	tests := []struct {
		name      string
		e         *Event
		want, sub string
		updated   string // the rewritten command
	}{
		{"deny rm -rf /", bash(t, ws, "cd / && rm -rf /nonexistent-vouch-test"), "deny", "destructive command", ""},
		{"rm -rf / reaches the project", bash(t, ws, "cd / && rm -rf / --no-preserve-root"), "deny", ".git", ""},
		{"deny rule names line", bash(t, ws, "git push --force origin main"), "deny", "vouch.yaml:4", ""},
		{"deny codex", codexBash(t, ws, "rm -rf /nonexistent-vouch-test"), "deny", "destructive", ""},
		{"deny path", event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": filepath.Join(ws, "docs/api.md"), "content": "x"}), "deny", "path docs/api.md", ""},
		{"write path other tool", event(t, Claude, "PreToolUse.Write.json", ws, "", map[string]any{"file_path": filepath.Join(ws, "sub/api.md"), "content": "x"}), "", "", ""},
		{"added protect", bash(t, ws, "echo pw > secrets/db.conf"), "deny", `rule "secrets/**"`, ""},
		{"unprotected .env", bash(t, ws, "echo x > .env"), "", "", ""},
		{"ask commit", bash(t, ws, "git commit -m wip"), "ask", "commits need a human", ""},
		{"ask path edit", event(t, Claude, "PreToolUse.Edit.json", ws, "", map[string]any{"file_path": filepath.Join(ws, "scripts/run.sh"), "old_string": "hi", "new_string": "ho"}), "ask", "scripts/run.sh", ""},
		{"ask path shell", bash(t, ws, "echo x >> scripts/run.sh"), "ask", "policy.ask", ""},
		{"rewrite npm", bash(t, ws, "npm install left-pad"), "rewrite", "pnpm", "pnpm install left-pad"},
		{"rewrite codex", codexBash(t, ws, "npm i"), "rewrite", "pnpm", "pnpm i"},
		{"rewrite by tool name", bash(t, ws, "git push --force"), "deny", "destructive", ""},
		{"rewrite then deny", bash(t, ws, "npm i && echo x > secrets/k"), "deny", "secrets/k", ""},
		{"no rule", bash(t, ws, "npm --version"), "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := PreTool(context.Background(), cfg, tt.e, nil)
			check(t, d, tt.want, tt.sub)
			if tt.updated == "" {
				return
			}
			var got, orig map[string]any
			if err := json.Unmarshal(d.UpdatedInput, &got); err != nil {
				t.Fatal(err)
			}
			_ = json.Unmarshal(tt.e.ToolInput, &orig)
			if got["command"] != tt.updated {
				t.Errorf("command = %q, want %q", got["command"], tt.updated)
			}
			for k, v := range orig {
				if k != "command" && got[k] != v {
					t.Errorf("field %s changed: %v → %v", k, v, got[k])
				}
			}
			if len(got) != len(orig) {
				t.Errorf("fields %v, want those of %v", got, orig)
			}
			// The reply carries it in the agent's format.
			r := Encode(tt.e, d)
			if !strings.Contains(string(r.Stdout), `"updatedInput"`) {
				t.Errorf("reply %s has no updatedInput", r.Stdout)
			}
		})
	}
}

// FuzzPreToolShell: any command line gets an answer without panicking,
// and a plain redirection into .env appended to it is always denied.
func FuzzPreToolShell(f *testing.F) {
	for _, s := range []string{"go test ./...", "cd sub && echo > ../.env", "rm -rf .", "echo 'x", "bash -c 'cd a; rm b'", "cat <<EOF > x\nEOF", "(cd /; rm -rf .git)", "$(cd x)", "sed -i s/a/b/ f", "cp -t dir a b", "[[\x00\x80"} {
		f.Add(s)
	}
	ws := hooktest.Workspace(f, hooktest.BaseFiles)
	cfg := hooktest.Config(f, ws, "")
	f.Fuzz(func(t *testing.T, cmd string) {
		PreTool(context.Background(), cfg, bash(t, ws, cmd), nil)
		if strings.ContainsAny(cmd, "\n'\"\\`#$(){}<>|&;") || strings.Contains(cmd, "cd") || strings.Contains(cmd, "pushd") {
			return
		}
		// A line the shell cannot parse never runs, so vouch may ask
		// instead of deny; it must never let it through.
		d := PreTool(context.Background(), cfg, bash(t, ws, cmd+"; echo x > .env"), nil)
		if d.Kind != Deny && (d.Kind != Ask || !strings.Contains(d.Reason, "does not parse")) {
			t.Fatalf("%q: %+v", cmd+"; echo x > .env", d)
		}
	})
}
