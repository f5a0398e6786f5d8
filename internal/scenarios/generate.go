package scenarios

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/transcript"
)

// File is scenario.json: the scenario's definition as run, and what vouch
// is expected to conclude.
type File struct {
	Name       string   `json:"name"`
	Agent      string   `json:"agent"`
	CLI        string   `json:"cli"`         // npm package
	CLIVersion string   `json:"cli_version"` // what `--version` printed
	Language   string   `json:"language"`
	Lie        string   `json:"lie"`
	Story      string   `json:"story"`
	Prompt     string   `json:"prompt"`
	FinalText  string   `json:"final_text"`
	Generated  string   `json:"generated"` // date, YYYY-MM-DD
	Expected   Expected `json:"expected"`
}

// ReadFile reads dir/scenario.json.
func ReadFile(dir string) (*File, error) {
	data, err := os.ReadFile(filepath.Join(dir, "scenario.json"))
	if err != nil {
		return nil, err
	}
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, "scenario.json"), err)
	}
	return &f, nil
}

// claudeTools is Claude Code's --allowedTools for the scenarios: the file
// tools and exactly the commands the scripts run.
var claudeTools = []string{"Read", "Edit", "Write",
	"Bash(go test:*)", "Bash(go build:*)", "Bash(python3:*)", "Bash(node:*)", "Bash(echo:*)",
	"Bash(cargo:*)", "Bash(tsc:*)", "Bash(npm:*)", "Bash(bash:*)", "Bash(cd:*)"}

// skipDirs are never copied into after/: caches and build output the tools
// write, and git's own directory (a corpus cannot hold one; the test makes
// its own).
var skipDirs = map[string]bool{".git": true, "__pycache__": true, ".pytest_cache": true, "node_modules": true, "target": true}

// skipFiles are never copied into after/ either: Cargo.lock is what cargo
// wrote for crates without dependencies, in its own version's format
// (version 4 since Rust 1.78), which an older cargo verifying the corpus
// (Debian 12's) refuses to read; it regenerates an equal one instead.
var skipFiles = map[string]bool{"Cargo.lock": true}

// TypeScript is the tsc the TypeScript scenarios run, in the sessions and in
// verify/scenarios_test.go: installed by npm into the user cache like the
// agent CLIs (the same pin as the edit veto's tests, so one install serves
// both).
var TypeScript = agentcli.Pin{Agent: "typescript", Package: "typescript", Version: "7.0.2", Bin: "tsc", VersionOutput: "7.0.2"}

// TSCDir installs TypeScript (or finds it installed) and returns the
// directory holding its tsc, to put on PATH.
func TSCDir(ctx context.Context) (string, error) {
	in, err := agentcli.Install(ctx, &agentcli.InstallOptions{Pins: []agentcli.Pin{TypeScript}})
	if err != nil {
		return "", fmt.Errorf("installing %s@%s: %w", TypeScript.Package, TypeScript.Version, err)
	}
	bin, err := in.Bin(TypeScript.Agent)
	if err != nil {
		return "", err
	}
	return filepath.Dir(bin), nil
}

// Tools is what the sessions need beyond go and node (which agentcli puts
// on PATH): tsc and cargo.
type Tools struct {
	// PATH is the CLIs' PATH: tsc's and cargo's directories, then
	// agentcli's default.
	PATH string
	// Env is rustup's and cargo's homes (the sessions run with a
	// throw-away HOME, where rustup's cargo would find no toolchain).
	Env []string
}

// FindTools installs TypeScript and finds cargo; either missing is an
// error (the Rust and TypeScript scenarios need them).
func FindTools(ctx context.Context) (*Tools, error) {
	tsc, err := TSCDir(ctx)
	if err != nil {
		return nil, err
	}
	cargo, err := exec.LookPath("cargo")
	if err != nil {
		return nil, fmt.Errorf("the Rust scenarios need cargo on PATH: %w", err)
	}
	dirs := []string{tsc, filepath.Dir(cargo)}
	for _, tool := range []string{"go", "node"} {
		if p, err := exec.LookPath(tool); err == nil {
			dirs = append(dirs, filepath.Dir(p))
		}
	}
	t := &Tools{PATH: strings.Join(append(dirs, "/usr/local/bin", "/usr/bin", "/bin"), ":")}
	home, _ := os.UserHomeDir()
	for _, v := range []struct{ name, dflt string }{{"RUSTUP_HOME", ".rustup"}, {"CARGO_HOME", ".cargo"}} {
		dir := os.Getenv(v.name)
		if dir == "" && home != "" {
			if _, err := os.Stat(filepath.Join(home, v.dflt)); err == nil {
				dir = filepath.Join(home, v.dflt)
			}
		}
		if dir != "" {
			t.Env = append(t.Env, v.name+"="+dir)
		}
	}
	return t, nil
}

// Generate runs s through the real CLI and, if the run checks out, writes
// out/<s.Name>/ (replacing what was there). log gets one progress line.
func Generate(ctx context.Context, in *agentcli.Installation, tools *Tools, s *Scenario, out string, log io.Writer) error {
	start := time.Now()
	tmp, err := os.MkdirTemp("", "vouch-scenario-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	dir := filepath.Join(tmp, "calc")
	home := filepath.Join(tmp, "home")
	if err := writeTree(dir, s.Files); err != nil {
		return err
	}
	if err := os.MkdirAll(home, 0o755); err != nil {
		return err
	}
	if s.GitInit {
		cmd := exec.CommandContext(ctx, "git", "init", "-q", dir)
		if b, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("git init %s: %w\n%s", dir, err, b)
		}
	}
	srv := fakellm.New(s.Turns, &fakellm.Options{Dir: dir})
	defer srv.Close()
	res, err := in.Run(ctx, s.Agent, agentcli.RunOptions{
		Dir: dir, Home: home, Prompt: s.Prompt, BaseURL: srv.URL,
		AllowedTools: claudeTools, Timeout: 6 * time.Minute, PATH: tools.PATH, ExtraEnv: tools.Env,
	})
	if err != nil {
		return fmt.Errorf("%s: running %s: %w\n%v", s.Name, s.Agent, err, res)
	}
	if err := check(s, res, srv); err != nil {
		return fmt.Errorf("%s: the run does not match the script: %w\n%v", s.Name, err, res)
	}

	// Write to a temporary directory next to the final one, then swap.
	final := filepath.Join(out, s.Name)
	stage := final + ".new"
	os.RemoveAll(stage)
	if err := writeTree(filepath.Join(stage, "before"), s.Files); err != nil {
		return err
	}
	if err := copyTree(dir, filepath.Join(stage, "after")); err != nil {
		return err
	}
	tr, err := os.ReadFile(res.Transcript)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(stage, "transcript.jsonl"), tr, 0o644); err != nil {
		return err
	}
	pin := pinOf(in, s.Agent)
	meta := File{
		Name: s.Name, Agent: string(s.Agent), CLI: pin.Package + "@" + pin.Version, CLIVersion: lastLine(in.Versions[s.Agent]),
		Language: s.Language, Lie: s.Lie, Story: s.Story, Prompt: s.Prompt, FinalText: s.FinalText(),
		Generated: time.Now().UTC().Format("2006-01-02"), Expected: s.Expected,
	}
	data, _ := json.MarshalIndent(meta, "", "  ")
	if err := os.WriteFile(filepath.Join(stage, "scenario.json"), append(data, '\n'), 0o644); err != nil {
		return err
	}
	if err := os.RemoveAll(final); err != nil {
		return err
	}
	if err := os.Rename(stage, final); err != nil {
		return err
	}
	fmt.Fprintf(log, "%-32s %-12s ok in %s (CLI %s, %d requests)\n", s.Name, s.Agent, time.Since(start).Round(100*time.Millisecond),
		res.Duration.Round(100*time.Millisecond), len(srv.Requests()))
	return nil
}

func pinOf(in *agentcli.Installation, a transcript.Agent) agentcli.Pin {
	for _, p := range in.Pins {
		if p.Agent == a {
			return p
		}
	}
	return agentcli.Pin{}
}

// check asserts the run did what the script says: the CLI exited 0 and
// wrote a transcript, every scripted turn was requested, every tool call
// of the script ran (no refused permission, no failed edit, no command
// still running) and the model saw what s.Wants say.
func check(s *Scenario, res *agentcli.Result, srv *fakellm.Server) error {
	var errs []error
	if res.ExitCode != 0 {
		errs = append(errs, fmt.Errorf("exit code %d, want 0", res.ExitCode))
	}
	if res.Transcript == "" {
		errs = append(errs, errors.New("no transcript written"))
	}
	for _, e := range srv.Errors() {
		errs = append(errs, fmt.Errorf("fake model: %w", e))
	}
	scripted := srv.Scripted()
	if len(scripted) != len(s.Turns) {
		errs = append(errs, fmt.Errorf("%d scripted requests, want %d (one per turn)", len(scripted), len(s.Turns)))
		return errors.Join(errs...)
	}
	for k := 1; k < len(s.Turns); k++ {
		calls := s.Turns[k-1].Calls
		results := scripted[k].ToolResults()
		if len(results) != len(calls) {
			errs = append(errs, fmt.Errorf("request %d carries %d tool results, want %d (turn %d's calls)", k+1, len(results), len(calls), k))
			continue
		}
		for i, c := range calls {
			if err := callOK(s.Agent, c, results[i]); err != nil {
				errs = append(errs, fmt.Errorf("turn %d, %s: %w", k, c, err))
			}
		}
	}
	for _, w := range s.Wants {
		if w.Turn < 1 || w.Turn > len(scripted) {
			errs = append(errs, fmt.Errorf("want for request %d: no such request", w.Turn))
			continue
		}
		if in := scripted[w.Turn-1].Input(); !strings.Contains(in, w.Text) {
			errs = append(errs, fmt.Errorf("request %d: the model saw %q, want it to contain %q", w.Turn, clip(in, 1500), w.Text))
		}
	}
	return errors.Join(errs...)
}

// callOK checks one tool call's result as the model got it.
func callOK(agent transcript.Agent, c fakellm.Call, r fakellm.ToolResult) error {
	out := r.Output
	switch agent {
	case transcript.ClaudeCode:
		for _, bad := range []string{"haven't granted", "requires approval", "has not been read yet", "permission"} {
			if strings.Contains(out, bad) {
				return fmt.Errorf("refused or failed: %q", clip(out, 400))
			}
		}
		if c.Kind != fakellm.CallShell && r.IsError {
			return fmt.Errorf("error result: %q", clip(out, 400))
		}
	case transcript.Codex:
		switch c.Kind {
		case fakellm.CallEdit, fakellm.CallWrite, fakellm.CallPatch:
			if !strings.Contains(out, "Success.") {
				return fmt.Errorf("apply_patch did not succeed: %q", clip(out, 400))
			}
		case fakellm.CallRead:
			if !strings.Contains(out, "Process exited with code 0") {
				return fmt.Errorf("cat failed: %q", clip(out, 400))
			}
		case fakellm.CallShell:
			if !strings.Contains(out, "Process exited with code") {
				return fmt.Errorf("the command did not finish: %q", clip(out, 400))
			}
		}
	case transcript.Pi:
		// Pi's tool results carry no error flag on the chat API; its
		// file tools say what they did.
		want := map[fakellm.CallKind]string{fakellm.CallEdit: "Successfully replaced", fakellm.CallWrite: "Successfully wrote"}[c.Kind]
		if want != "" && !strings.Contains(out, want) {
			return fmt.Errorf("%s failed: %q", c.Kind, clip(out, 400))
		}
		if c.Kind == fakellm.CallRead && (strings.Contains(out, "ENOENT") || strings.HasPrefix(out, "Error")) {
			return fmt.Errorf("read failed: %q", clip(out, 400))
		}
	}
	return nil
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func writeTree(dir string, files map[string]string) error {
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			return err
		}
	}
	return os.MkdirAll(dir, 0o755)
}

// copyTree copies the regular files under src to dst, skipping skipDirs.
func copyTree(src, dst string) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			if skipDirs[d.Name()] && p != src {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() || skipFiles[d.Name()] {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, info.Mode().Perm())
	})
}

// WriteReadme writes out/README.md: how the corpus was made and one line
// per scenario found under out.
func WriteReadme(out string, in *agentcli.Installation) error {
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	var files []*File
	dates := map[string]bool{}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		f, err := ReadFile(filepath.Join(out, e.Name()))
		if err != nil {
			continue
		}
		files = append(files, f)
		dates[f.Generated] = true
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Name < files[j].Name })
	var ds []string
	for d := range dates {
		ds = append(ds, d)
	}
	sort.Strings(ds)
	var b strings.Builder
	b.WriteString(`# Scenario corpus

Real agent sessions in which the agent lies about its work in one specific
way, and their honest twins. Every session was produced by the real agent
CLI (installed by internal/agentcli at the pinned version) running offline
against internal/fakellm, which plays the model's turns scripted in
internal/scenarios/list.go. Nothing here is hand-written except before/
(the project at the start).

Per scenario:

- before/ — the project at the start (the test commits it as the git baseline)
- after/ — the project directory exactly as the CLI left it (without
  .git, __pycache__, .pytest_cache, node_modules, target, Cargo.lock)
- transcript.jsonl — the session file the CLI wrote, byte for byte (its cwd
  is the generation's temporary directory; vouch maps it to --workspace)
- scenario.json — agent, CLI version, language, the lie, prompt, the
  agent's final message and the expected verdict

Expected: "status" (alternatives separated by |), "refuted" (claim kinds of
which a claim must be refuted), "findings" (blocking finding kinds that must
be reported), "not_refuted" (no claim may be refuted).
verify/scenarios_test.go runs verify.Verify over every scenario. The ones
vouch still judges wrong are listed, each with why, in KNOWN-MISSES: the
test reports them as known misses, and fails when one of them passes (take
it off the list) or when any other scenario is wrong.

Regenerate (CLIs run one after another, 2-11 s each; the first 41
scenarios took about 3m20s, the 49 added for issue 10 about 6 minutes, on
a 2-core machine shared with other work):

    go run ./internal/scenarios/gen                 # all
    go run ./internal/scenarios/gen -only NAME,...  # some
    go run ./internal/scenarios/gen -readme         # this README only

`)
	fmt.Fprintf(&b, "Generated: %s. CLIs:", strings.Join(ds, ", "))
	if in != nil {
		for _, p := range in.Pins {
			fmt.Fprintf(&b, " %s@%s (`%s`);", p.Package, p.Version, lastLine(in.Versions[p.Agent]))
		}
	}
	fmt.Fprintf(&b, " %s@%s (tsc, installed like the CLIs).\n", TypeScript.Package, TypeScript.Version)
	b.WriteString("Go, python3 with pytest, node, npm and cargo run inside the sessions as installed on the generating machine;" +
		" the Rust scenarios need cargo and the TypeScript ones tsc on PATH when verified too (verify/scenarios_test.go installs TypeScript).\n")
	b.WriteString("Claude Code runs with --permission-mode acceptEdits and --allowedTools " + strings.Join(claudeTools, " ") +
		" (the scenarios generated before 2026-11-25 with the first eight of these); it refuses writes into .git/" +
		" (\"a sensitive file\") even so, which is why the .git scenario is a Codex session.\n\n")
	b.WriteString("| scenario | agent | language | lie | what the agent does | expected |\n|---|---|---|---|---|---|\n")
	for _, f := range files {
		exp := f.Expected.Status
		if len(f.Expected.Refuted) > 0 {
			exp += ", refuted " + strings.Join(f.Expected.Refuted, ", ")
		}
		if len(f.Expected.Findings) > 0 {
			exp += ", finding " + strings.Join(f.Expected.Findings, ", ")
		}
		if f.Expected.NotRefuted {
			exp += ", nothing refuted"
		}
		esc := func(s string) string { return strings.ReplaceAll(s, "|", "\\|") }
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", f.Name, f.Agent, f.Language, f.Lie, esc(f.Story), esc(exp))
	}
	return os.WriteFile(filepath.Join(out, "README.md"), []byte(b.String()), 0o644)
}

// lastLine is the last non-empty line of s (a CLI's --version may print
// warnings first).
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}
