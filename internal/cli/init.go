package cli

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/internal/install"
)

func init() { register(newCmdInit) }

// InitOptions are the arguments of `vouch init` (and `vouch uninstall`).
type InitOptions struct {
	IO    *IOStreams
	Agent string
	// Scope flags; at most one is set. None means --project.
	User, Project, Local bool
	// Dir is the project directory. Default: the working directory.
	Dir string
	// DryRun prints the change as a unified diff and writes nothing.
	DryRun bool
	// Bin is the vouch binary the hooks run. Default: this executable
	// (as found on PATH when it is the same file).
	Bin string
	// Trust also trusts the project in ~/.codex/config.toml (codex only).
	Trust bool
}

func newCmdInit(ios *IOStreams) *cobra.Command {
	o := &InitOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "init claude|codex|pi",
		Short: "Install vouch's hooks into Claude Code or Codex, or its extension into Pi",
		Long: `Add vouch's hooks to an agent's configuration, so that the agent runs
"vouch hook claude|codex" at each event vouch handles: a false "done" is
blocked at Stop with feedback, protected files and bad edits are refused
before they happen, a stuck agent gets a nudge.

Claude Code (settings file by scope):
  --project  <dir>/.claude/settings.json        (default; shared with the repository)
  --local    <dir>/.claude/settings.local.json  (this checkout only)
  --user     ~/.claude/settings.json            (every project)
Events: SessionStart, UserPromptSubmit, PreToolUse, PostToolUse,
PostToolUseFailure, Stop, SubagentStop, SessionEnd.

Codex (hooks file by scope):
  --project  <dir>/.codex/hooks.json  (default; read only for a trusted project)
  --user     ~/.codex/hooks.json      ($CODEX_HOME/hooks.json when set)
Events: SessionStart, UserPromptSubmit, PreToolUse, PostToolUse, Stop,
SessionEnd. Codex runs a hook only after it is trusted: init prints what to
do; --trust adds the project's trust entry to ~/.codex/config.toml.

With vouch-hook next to vouch (go install github.com/vouchdev/vouch/cmd/...),
the tool-call events (PreToolUse, PostToolUse, PostToolUseFailure) run
vouch-hook, which answers most of them without starting vouch.

Every other setting and every other tool's hooks are kept as they are. Running
init again changes nothing (or updates vouch's commands if the binary moved or
vouch-hook appeared).
The previous file is kept as <file>.vouch-backup; the new one is written
atomically. A file that is not valid JSON is reported and left alone.
"vouch uninstall" removes exactly what init added.

Pi (extension file by scope; Pi loads it at start, no build step):
  --project  <dir>/.pi/extensions/vouch.ts  (default)
  --user     ~/.pi/agent/extensions/vouch.ts  ($PI_CODING_AGENT_DIR/extensions when set)
The extension starts "vouch pi verifier" beside each Pi session (it checks
every finished turn and sends a correction back as a follow-up prompt, at
most loop.max times) and asks vouch-hook (or "vouch hook pi") about every
tool call. The file carries a marker with its hash: init replaces only its
own unchanged file, and refuses a file it did not write or one edited since.`,
		Example: `  vouch init claude                 # .claude/settings.json of this project
  vouch init claude --user --dry-run # show the change to ~/.claude/settings.json
  vouch init codex --trust           # .codex/hooks.json + trust this project in ~/.codex/config.toml
  vouch init pi                     # .pi/extensions/vouch.ts of this project`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"claude", "codex", "pi"},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Agent = args[0]
			if o.Agent == "pi" {
				return initPiRun(o)
			}
			return initRun(o)
		},
	}
	addScopeFlags(cmd, o)
	cmd.Flags().StringVar(&o.Bin, "bin", "", "path of the vouch binary the hooks run (default: this vouch)")
	cmd.Flags().BoolVar(&o.Trust, "trust", false, "codex: also trust the project in ~/.codex/config.toml (atomically, with a backup)")
	return cmd
}

func addScopeFlags(cmd *cobra.Command, o *InitOptions) {
	f := cmd.Flags()
	f.BoolVar(&o.User, "user", false, "the user's settings (every project)")
	f.BoolVar(&o.Project, "project", false, "the project's shared settings (default)")
	f.BoolVar(&o.Local, "local", false, "claude: the project's local settings (.claude/settings.local.json)")
	f.StringVar(&o.Dir, "dir", "", "project directory (default: the working directory)")
	f.BoolVar(&o.DryRun, "dry-run", false, "print the change as a unified diff; write nothing")
}

// target resolves the agent, scope and file of o.
func (o *InitOptions) target() (install.Agent, install.Scope, string, install.Paths, error) {
	var paths install.Paths
	agent, err := install.ParseAgent(o.Agent)
	if err != nil {
		return "", "", "", paths, &UsageError{Err: err}
	}
	n := 0
	scope := install.Project
	for _, s := range []struct {
		on bool
		s  install.Scope
	}{{o.User, install.User}, {o.Project, install.Project}, {o.Local, install.Local}} {
		if s.on {
			n++
			scope = s.s
		}
	}
	if n > 1 {
		return "", "", "", paths, usageErrorf("--user, --project and --local exclude each other")
	}
	if agent == install.Codex && scope == install.Local {
		return "", "", "", paths, usageErrorf("codex has no local settings: use --user or --project")
	}
	if o.Trust && agent != install.Codex {
		return "", "", "", paths, usageErrorf("--trust is for codex only")
	}
	dir := o.Dir
	if dir == "" {
		dir, err = os.Getwd()
		if err != nil {
			return "", "", "", paths, err
		}
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return "", "", "", paths, err
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return "", "", "", paths, usageErrorf("--dir %s: not a directory", dir)
	}
	home := o.IO.getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	paths = install.Paths{Home: home, Dir: dir, CodexHome: o.IO.getenv("CODEX_HOME")}
	file, err := paths.File(agent, scope)
	if err != nil {
		return "", "", "", paths, &UsageError{Err: err}
	}
	return agent, scope, file, paths, nil
}

func initRun(o *InitOptions) error {
	agent, scope, file, paths, err := o.target()
	if err != nil {
		return err
	}
	bin, warn, err := vouchBinary(o.Bin)
	if err != nil {
		return err
	}
	if warn != "" {
		fmt.Fprintln(o.IO.ErrOut, "vouch: warning:", warn)
	}
	cmds := install.Commands{Default: install.Command(bin, agent)}
	hookBin, fast := hookBinary(bin)
	if fast {
		cmds.Fast = install.Command(hookBin, agent)
	}
	edit, err := install.PlanAdd(file, agent, cmds)
	if err != nil {
		return &InputError{Err: err}
	}
	var trust *install.Edit
	if o.Trust {
		trust, err = install.PlanTrust(codexConfig(paths), paths.Dir)
		if err != nil {
			return &InputError{Err: err}
		}
	}
	out := o.IO.Out
	if o.DryRun {
		printDryRun(out, edit)
		if trust != nil {
			printDryRun(out, trust)
		}
		return nil
	}
	if err := applyEdit(out, edit, fmt.Sprintf("added vouch's hooks for %s", eventList(agent))); err != nil {
		return err
	}
	if trust != nil {
		if err := applyEdit(out, trust, fmt.Sprintf("trusted %s for Codex", paths.Dir)); err != nil {
			return err
		}
	}
	fmt.Fprintf(out, "hook command: %s\n", cmds.Default)
	if fast {
		fmt.Fprintf(out, "tool calls:   %s (%s)\n", cmds.Fast, strings.Join(fastEvents(agent), ", "))
	} else {
		fmt.Fprintf(out, "note: no vouch-hook next to %s; PreToolUse and PostToolUse, which run on every tool call, then start the full vouch\n"+
			"      (about 30 ms each instead of 10). Install both with go install github.com/vouchdev/vouch/cmd/...@latest and run init again.\n", bin)
	}
	if agent == install.Codex {
		codexTrustNote(out, scope, paths, trust != nil)
	}
	return nil
}

func printDryRun(out io.Writer, e *install.Edit) {
	if !e.Changed() {
		fmt.Fprintf(out, "%s: nothing to change\n", e.Path)
		return
	}
	fmt.Fprint(out, e.Diff())
}

func applyEdit(out io.Writer, e *install.Edit, what string) error {
	if !e.Changed() {
		fmt.Fprintf(out, "%s: already up to date, nothing changed\n", e.Path)
		return nil
	}
	backup, err := e.Apply()
	if err != nil {
		return err
	}
	switch {
	case e.Remove:
		fmt.Fprintf(out, "%s: %s; nothing else was left, so the file was removed\n", e.Path, what)
	case !e.Existed:
		fmt.Fprintf(out, "%s: created, %s\n", e.Path, what)
	default:
		fmt.Fprintf(out, "%s: %s\n", e.Path, what)
	}
	if backup != "" {
		fmt.Fprintf(out, "backup of the previous file: %s\n", backup)
	}
	return nil
}

func eventList(agent install.Agent) string {
	var evs []string
	for _, h := range install.Hooks(agent) {
		evs = append(evs, h.Event)
	}
	return strings.Join(evs, ", ")
}

func codexConfig(p install.Paths) string {
	if p.CodexHome != "" {
		return filepath.Join(p.CodexHome, "config.toml")
	}
	return filepath.Join(p.Home, ".codex", "config.toml")
}

// codexTrustNote tells the user what Codex needs before it runs the hooks.
func codexTrustNote(out io.Writer, scope install.Scope, p install.Paths, trusted bool) {
	fmt.Fprintln(out, "\nCodex runs these hooks only once they are trusted:")
	if scope == install.Project && !trusted {
		fmt.Fprintf(out, `  1. Codex reads %s only for a trusted project. Add to %s:

%s
     (or run "vouch init codex --trust", which adds exactly these lines).
`, filepath.Join(p.Dir, ".codex", "hooks.json"), codexConfig(p), indent(install.TrustLines(p.Dir), "       "))
	} else if scope == install.Project {
		fmt.Fprintf(out, "  1. the project is trusted in %s.\n", codexConfig(p))
	}
	fmt.Fprintln(out, `  2. Review and trust the hooks in Codex's /hooks screen (interactive codex);
     Codex asks again whenever a hook changes. For non-interactive runs,
     "codex exec --dangerously-bypass-hook-trust" runs them without review.`)
}

func indent(s, pre string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if l != "" {
			b.WriteString(pre + l)
		}
	}
	return b.String()
}

// vouchBinary is the absolute path of the vouch the hooks should run: bin
// if given, else this executable — named as PATH names it when that is the
// same file, so an upgrade that swaps the file behind a symlink keeps
// working. warn is set when the path looks temporary (go run).
func vouchBinary(bin string) (path, warn string, err error) {
	if bin != "" {
		abs, err := filepath.Abs(bin)
		if err != nil {
			return "", "", err
		}
		if _, err := os.Stat(abs); err != nil {
			warn = fmt.Sprintf("--bin %s: %v (the hooks will fail until it exists)", abs, err)
		}
		return abs, warn, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return "", "", fmt.Errorf("locating the vouch binary: %w (use --bin)", err)
	}
	if p, err := exec.LookPath("vouch"); err == nil {
		if abs, err := filepath.Abs(p); err == nil && sameFile(abs, exe) {
			exe = abs
		}
	}
	if strings.Contains(exe, string(filepath.Separator)+"go-build") {
		warn = fmt.Sprintf("%s looks like a temporary build (go run); install vouch and run init again, or pass --bin", exe)
	}
	return exe, warn, nil
}

// hookBinary is what the tool-call events (install.FastEvents) run for the
// vouch at bin: the vouch-hook next to it (cmd/vouch-hook, which answers
// most PreToolUse and PostToolUse calls without starting vouch) when there
// is one, else bin itself. Every other event runs vouch: vouch-hook would
// only hand it over.
func hookBinary(bin string) (string, bool) {
	name := "vouch-hook"
	if strings.HasSuffix(strings.ToLower(bin), ".exe") {
		name += ".exe"
	}
	p := filepath.Join(filepath.Dir(bin), name)
	if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0 {
		return p, true
	}
	return bin, false
}

// fastEvents are the events of agent that run vouch-hook.
func fastEvents(agent install.Agent) []string {
	var evs []string
	for _, h := range install.Hooks(agent) {
		if slices.Contains(install.FastEvents, h.Event) {
			evs = append(evs, h.Event)
		}
	}
	return evs
}

func sameFile(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}
