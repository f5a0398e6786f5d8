package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/verify"
)

func init() { register(newCmdVerify) }

// VerifyOptions are the flags of `vouch verify`.
type VerifyOptions struct {
	IO *IOStreams

	Transcript string
	Agent      string
	Latest     bool
	SessionID  string
	Workspace  string
	Turn       string
	Baseline   string
	Format     string
	NoGates    bool
	Gates      []string
	Timeout    time.Duration
	Judge      bool
	Persona    string
}

func newCmdVerify(ios *IOStreams) *cobra.Command {
	o := &VerifyOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Check what the agent claims against the transcript and the project's oracles",
		Long: `Verify one turn of an agent session: extract the claims in the agent's final
message, gather the evidence in the transcript (test and build runs, edits, test
tampering), run the project's build, tests and linters (autodetected, plus
vouch.yaml's gates) and report a verdict per claim.

Without flags it verifies the latest session of any agent whose working
directory is the current directory. When the transcript's cwd differs from
--workspace, paths under the transcript's cwd are mapped to the workspace.

With a git workspace that has uncommitted changes, the gates also run on HEAD
(in a temporary worktree) and only failures that are new block.

With --judge (or judge: always in vouch.yaml; judge: auto, the default, does
so whenever llm: configures a model), a model then reviews what the rules
could not decide and the turn's diff, through read-only sandboxed tools; its
verdicts are marked (judge, confidence) and a low-confidence one never blocks.

Exit codes: 0 PERFECT or VERIFIED, 1 PARTIAL or FEEDBACK, 2 FAILED or bad usage.`,
		Example: `  vouch verify                                   # latest session in this directory
  vouch verify --agent claude-code --latest
  vouch verify --transcript ~/.codex/sessions/2026/11/22/rollout-….jsonl --workspace .
  vouch verify --format json --no-gates          # transcript evidence only
  vouch verify --gate go-test --baseline main
  vouch verify --judge                           # and a model's review (llm: in vouch.yaml)`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return verifyRun(cmd.Context(), o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.Transcript, "transcript", "", "session `FILE` to verify")
	f.StringVar(&o.Agent, "agent", "", "agent whose sessions to search: claude-code, codex or pi")
	f.BoolVar(&o.Latest, "latest", false, "verify the newest session (of --agent, if given) for the workspace")
	f.StringVar(&o.SessionID, "session", "", "verify the session with this `ID` (or id prefix)")
	f.StringVar(&o.Workspace, "workspace", "", "project `DIR` (default: the current directory)")
	f.StringVar(&o.Turn, "turn", "last", "turn to verify: last or a number `N`")
	f.StringVar(&o.Baseline, "baseline", "", "git `REV` new failures are judged against (default: HEAD when there are uncommitted changes; none to disable)")
	f.StringVar(&o.Format, "format", "text", "output format: text, md or json")
	f.BoolVar(&o.NoGates, "no-gates", false, "do not run the project's oracles; judge by the transcript alone")
	f.StringSliceVar(&o.Gates, "gate", nil, "run only the gate(s) with this `NAME` (repeatable)")
	f.DurationVar(&o.Timeout, "gate-timeout", 0, "timeout per gate (default 5m)")
	f.BoolVar(&o.Judge, "judge", false, "after the rules, have the model of vouch.yaml's llm: review what they could not decide")
	f.StringVar(&o.Persona, "persona", "", "the judge's persona `NAME`: .vouch/agents/NAME.md, else .pi/verifier/agents/NAME.md (default: verifier when present, else the built-in one)")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "md", "json"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("agent", cobra.FixedCompletions([]string{"claude-code", "codex", "pi"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func verifyRun(ctx context.Context, o *VerifyOptions) error {
	switch o.Format {
	case "text", "md", "json":
	default:
		return usageErrorf("--format %q: expected text, md or json", o.Format)
	}
	turn := 0
	if o.Turn != "last" && o.Turn != "" {
		if _, err := fmt.Sscanf(o.Turn, "%d", &turn); err != nil || turn < 1 {
			return usageErrorf("--turn %q: expected last or a positive number", o.Turn)
		}
	}
	ws := o.Workspace
	if ws == "" {
		ws, _ = os.Getwd()
	}
	ws, _ = filepath.Abs(ws)
	path := o.Transcript
	if path == "" {
		var err error
		path, err = findSession(o.IO, transcript.Agent(o.Agent), o.SessionID, ws)
		if err != nil {
			return err
		}
	}
	cfg, err := loadWorkspaceConfig(ws)
	if err != nil {
		return &InputError{Err: err}
	}
	vo := cfg.verifyOptions()
	vo.Transcript = path
	vo.Workspace = ws
	vo.Turn = turn
	vo.Baseline = firstNonEmptyString(o.Baseline, cfg.Baseline)
	vo.NoGates = o.NoGates
	vo.GateNames = o.Gates
	vo.GateTimeout = o.Timeout
	var jo *judge.Options
	if o.Persona != "" {
		p, err := judge.LoadPersona(ws, o.Persona)
		if err != nil {
			return &UsageError{Err: fmt.Errorf("--persona: %w", err)}
		}
		jo = &judge.Options{Persona: p}
	}
	rv, err := judge.FromConfig(cfg.Config, o.Judge, jo)
	if err != nil {
		// --judge (or judge: always) without a model: say what to set.
		what := "--judge"
		if !o.Judge {
			what = "judge: always in vouch.yaml"
		}
		return &UsageError{Err: fmt.Errorf("%s: %w", what, err)}
	}
	if rv != nil {
		vo.Review = rv
	}
	s, err := transcript.ReadFile(ctx, path, nil)
	if err != nil {
		return &InputError{Err: err}
	}
	for _, p := range s.Problems {
		fmt.Fprintln(o.IO.ErrOut, "warning:", p.Error())
	}
	vo.Session = s
	r, verr := verify.Verify(ctx, vo)
	if err := writeReport(o.IO, r, o.Format); err != nil {
		return err
	}
	if verr != nil {
		return &ExitError{Code: ExitUsage, Msg: verr.Error()}
	}
	if c := r.Status.ExitCode(); c != 0 {
		return &ExitError{Code: c}
	}
	return nil
}

func writeReport(ios *IOStreams, r *report.Report, format string) error {
	switch format {
	case "json":
		return report.WriteJSON(ios.Out, r)
	case "md":
		return report.WriteMarkdown(ios.Out, r)
	default:
		return report.WriteText(ios.Out, r, &report.TextOptions{Color: ios.OutTTY})
	}
}

func firstNonEmptyString(a ...string) string {
	for _, s := range a {
		if s != "" {
			return s
		}
	}
	return ""
}

// errNoSession: no session matched; a usage error (exit 2) naming what was searched.
var errNoSession = errors.New("no session found")

// findSession picks a session file: by id (prefix), else the newest one of
// agent (or any agent) whose cwd is ws.
func findSession(ios *IOStreams, agent transcript.Agent, id, ws string) (string, error) {
	home := ios.getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	type cand struct {
		path string
		mod  time.Time
	}
	var cands []cand
	for _, f := range transcript.Formats() {
		if f.Locate == nil || (agent != "" && f.Agent != agent) {
			continue
		}
		paths, err := f.Locate(home)
		if err != nil {
			continue
		}
		for _, p := range paths {
			st, err := os.Stat(p)
			if err != nil {
				continue
			}
			cands = append(cands, cand{p, st.ModTime()})
		}
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].mod.After(cands[j].mod) })
	for _, c := range cands {
		s, err := transcript.ScanFile(context.Background(), c.path, &transcript.Options{SkipContent: true, NoCompanions: true}, func(*transcript.Session, *transcript.Event) error { return nil })
		if err != nil || s == nil {
			continue
		}
		if id != "" {
			if len(s.ID) >= len(id) && s.ID[:len(id)] == id {
				return c.path, nil
			}
			continue
		}
		if sameDir(s.Cwd, ws) {
			return c.path, nil
		}
	}
	what := "any agent"
	if agent != "" {
		what = string(agent)
	}
	if id != "" {
		return "", &UsageError{Err: fmt.Errorf("%w: no session of %s with id %s under %s", errNoSession, what, id, home)}
	}
	return "", &UsageError{Err: fmt.Errorf("%w: no session of %s ran in %s (searched under %s); pass --transcript FILE", errNoSession, what, ws, home)}
}

func sameDir(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	ca, _ := filepath.EvalSymlinks(a)
	cb, _ := filepath.EvalSymlinks(b)
	return filepath.Clean(a) == filepath.Clean(b) || (ca != "" && ca == cb)
}
