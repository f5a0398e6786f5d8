package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/audit"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/llm/provider"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/transcript"
)

func init() { register(newCmdAudit) }

// AuditOptions are the options of `vouch audit`.
type AuditOptions struct {
	IO        *IOStreams
	Paths     []string // session files or directories; none: every agent's sessions under $HOME
	Agent     string
	Since     string // a duration back from now (7d, 36h) or a date
	Until     string
	Project   string   // only sessions run in DIR; also where verifiers are looked for
	Verifiers []string // verifier files or directories; default: the project's
	Jobs      int
	Format    string // text, json, md, html
	Out       string // report file; default stdout
	JSONL     string // per-item JSONL file
	NoCache   bool

	// Provider, when set, judges instead of the configured model (tests).
	Provider llm.Provider
	now      func() time.Time
}

func newCmdAudit(ios *IOStreams) *cobra.Command {
	opts := &AuditOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "audit [PATH...]",
		Short: "Judge many sessions against declarative verifiers and report pass rates",
		Long: `Audit agent sessions against verifiers: JSON files of one instruction and a
checklist of binary rules (docs/audit.md). Verifiers are found in the
project's .vouch/verifiers/ and in any verifiers/ directory of the tree
(tiles, skill folders), or where --verifiers points.

Sessions are the files and directories given, else every Claude Code,
Codex and Pi session under your home directory (as 'vouch sessions' finds
them), narrowed by --agent, --since, --until and --project.

A session is checked against a verifier only if it can match the
verifier's relevant_when (its tools, files and commands); checklist items
with a check are decided from the transcript; the rest go to the model
configured in vouch.yaml (llm:), one call per session and verifier, with
only the relevant part of the transcript, secrets redacted. Verdicts are
cached: re-auditing unchanged sessions makes no model call.

Ctrl-C stops the audit and reports the sessions done so far.`,
		Example: `  vouch audit --since 7d
  vouch audit --agent codex --project . --format html --out audit.html
  vouch audit ~/.claude/projects/myproj --verifiers ./verifiers --jsonl items.jsonl
  vouch audit t/*.jsonl --format json | jq '.instructions[] | {verifier, pass_rate}'`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Paths = args
			switch opts.Format {
			case "text", "json", "md", "html":
			default:
				return usageErrorf("--format %q: expected text, json, md or html", opts.Format)
			}
			if opts.Jobs < 0 {
				return usageErrorf("-j %d: expected 1 or more", opts.Jobs)
			}
			if opts.Agent != "" {
				if _, ok := transcript.Lookup(transcript.Agent(opts.Agent)); !ok {
					return usageErrorf("--agent %q: expected claude-code, codex or pi", opts.Agent)
				}
			}
			return auditRun(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Agent, "agent", "", "only sessions of `AGENT` (claude-code, codex, pi)")
	f.StringVar(&opts.Since, "since", "", "only sessions started in the last `D` (7d, 36h) or since a date (2026-11-01)")
	f.StringVar(&opts.Until, "until", "", "only sessions started before `D` (a duration ago or a date)")
	f.StringVar(&opts.Project, "project", "", "only sessions run in `DIR` or below; verifiers are looked for there")
	f.StringArrayVar(&opts.Verifiers, "verifiers", nil, "verifier file or `DIR` (repeatable; default: the project's)")
	f.IntVarP(&opts.Jobs, "jobs", "j", 0, "audit `N` sessions at once (default: twice the CPUs)")
	f.StringVar(&opts.Format, "format", "text", "report format: text, json, md or html")
	f.StringVar(&opts.Out, "out", "", "write the report to `FILE` (atomically) instead of stdout")
	f.StringVar(&opts.JSONL, "jsonl", "", "write every item's verdict, one JSON line each, to `FILE`")
	f.BoolVar(&opts.NoCache, "no-cache", false, "neither read nor write the verdict cache")
	return cmd
}

// parseWhen reads --since/--until: a duration back from now (7d, 12h,
// 90m) or a date (2006-01-02, RFC 3339).
func parseWhen(flag, v string, now time.Time) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	if n, ok := strings.CutSuffix(v, "d"); ok {
		if d, err := strconv.Atoi(n); err == nil && d >= 0 {
			return now.Add(-time.Duration(d) * 24 * time.Hour), nil
		}
	}
	if d, err := time.ParseDuration(v); err == nil && d >= 0 {
		return now.Add(-d), nil
	}
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, v); err == nil {
			return t, nil
		}
	}
	return time.Time{}, usageErrorf("--%s %q: expected a duration back from now (7d, 36h) or a date (2026-11-01)", flag, v)
}

func auditRun(ctx context.Context, o *AuditOptions) error {
	ios := o.IO
	now := time.Now
	if o.now != nil {
		now = o.now
	}
	since, err := parseWhen("since", o.Since, now())
	if err != nil {
		return err
	}
	until, err := parseWhen("until", o.Until, now())
	if err != nil {
		return err
	}
	project := ""
	if o.Project != "" {
		abs, err := filepath.Abs(o.Project)
		if err != nil {
			return usageErrorf("--project %q: %v", o.Project, err)
		}
		project = filepath.Clean(abs)
	}
	ws := project
	if ws == "" {
		ws = "."
	}

	roots := o.Verifiers
	if len(roots) == 0 {
		roots = audit.DefaultRoots(ws)
	}
	vers, probs := audit.Discover(roots)
	for _, p := range probs {
		fmt.Fprintf(ios.ErrOut, "vouch: skipped verifier: %s\n", p.Error())
	}
	if len(vers) == 0 {
		return &InputError{Err: fmt.Errorf("no usable verifier found in %s: expected JSON files in a verifiers/ directory or .vouch/verifiers/ (vouch verifiers init drafts some)", strings.Join(roots, ", "))}
	}

	refs, err := auditSessions(ctx, o, since)
	if err != nil {
		return err
	}
	if len(refs) == 0 {
		fmt.Fprintln(ios.ErrOut, "vouch: no sessions to audit")
	}

	opts := &audit.Options{Jobs: o.Jobs} // slices redacted with redact.Text
	if opts.Jobs == 0 {
		opts.Jobs = audit.DefaultJobs()
	}
	var st *store.Store
	if !o.NoCache {
		if st, err = openState(ctx, ios); err != nil {
			fmt.Fprintf(ios.ErrOut, "vouch: verdict cache unavailable: %v\n", err)
			st = nil
		} else {
			defer st.Close()
			opts.Cache = st
		}
	}
	opts.Provider = o.Provider
	if opts.Provider == nil {
		p, closeP, err := auditProvider(ws, ios, st)
		if err != nil {
			fmt.Fprintf(ios.ErrOut, "vouch: %v\nvouch: items without a check are reported as errors\n", err)
		} else {
			defer closeP()
			opts.Provider = p
		}
	}
	opts.Filter = func(s *transcript.Session) bool {
		if project != "" {
			cwd := filepath.Clean(s.Cwd)
			if s.Cwd == "" || cwd != project && !strings.HasPrefix(cwd, project+string(filepath.Separator)) {
				return false
			}
		}
		if !s.Start.IsZero() {
			if !since.IsZero() && s.Start.Before(since) || !until.IsZero() && !s.Start.Before(until) {
				return false
			}
		}
		return true
	}
	prog := newAuditProgress(ios, len(refs))
	opts.Progress = prog.update
	res, err := audit.Run(ctx, refs, vers, opts)
	prog.finish()
	if err != nil {
		return err
	}
	res.Problems = probs
	res.Sort()

	if o.JSONL != "" {
		if err := audit.WriteFileAtomic(o.JSONL, func(w io.Writer) error { return audit.WriteJSONL(w, res) }); err != nil {
			return &InputError{Err: fmt.Errorf("--jsonl %s: %w", o.JSONL, err)}
		}
	}
	ag := audit.Summarize(res, 10)
	write := func(w io.Writer) error {
		switch o.Format {
		case "json":
			return writeJSON(w, struct {
				*audit.Aggregate
				Results *audit.Result `json:"results"`
			}{ag, res})
		case "md":
			return audit.WriteMarkdown(w, ag)
		case "html":
			return audit.WriteHTML(w, ag)
		}
		return audit.WriteText(w, ag)
	}
	if o.Out != "" {
		if err := audit.WriteFileAtomic(o.Out, write); err != nil {
			return &InputError{Err: fmt.Errorf("--out %s: %w", o.Out, err)}
		}
		fmt.Fprintf(ios.ErrOut, "vouch: wrote %s\n", o.Out)
	} else if err := write(ios.Out); err != nil {
		return err
	}
	if res.Interrupted {
		return &ExitError{Code: ExitNo, Msg: fmt.Sprintf("interrupted: the report covers the %d sessions audited so far", len(res.Sessions))}
	}
	return nil
}

// auditSessions lists the session files to audit: the paths given (files,
// or directories searched for *.jsonl), else every agent's sessions under
// $HOME as `vouch sessions` finds them. Files last modified before since
// cannot hold a session started after it and are left out unread.
func auditSessions(ctx context.Context, o *AuditOptions, since time.Time) ([]audit.SessionRef, error) {
	var refs []audit.SessionRef
	keep := func(p string, agent transcript.Agent) {
		if !since.IsZero() {
			if fi, err := os.Stat(p); err == nil && fi.ModTime().Before(since) {
				return
			}
		}
		refs = append(refs, audit.SessionRef{Agent: agent, Path: p})
	}
	agent := transcript.Agent(o.Agent)
	if len(o.Paths) > 0 {
		for _, p := range o.Paths {
			fi, err := os.Stat(p)
			if err != nil {
				return nil, &InputError{Err: fmt.Errorf("%s: %w", p, err)}
			}
			if !fi.IsDir() {
				keep(p, agent)
				continue
			}
			files, err := transcript.FindFiles([]string{p}, func(name string) bool { return strings.HasSuffix(name, ".jsonl") }, nil)
			if err != nil {
				return nil, &InputError{Err: err}
			}
			for _, f := range files {
				if strings.Contains(filepath.ToSlash(f), ".subagents/") || strings.Contains(filepath.ToSlash(f), "/subagents/") {
					continue // read with their parent session
				}
				keep(f, agent)
			}
		}
		return refs, nil
	}
	home := o.IO.getenv("HOME")
	if home == "" {
		return nil, &InputError{Err: fmt.Errorf("$HOME is not set: expected the home directory the agents keep their sessions under, or session paths as arguments")}
	}
	for _, f := range transcript.Formats() {
		if f.Locate == nil || (o.Agent != "" && string(f.Agent) != o.Agent) {
			continue
		}
		paths, err := f.Locate(home)
		if err != nil {
			fmt.Fprintf(o.IO.ErrOut, "vouch: %s sessions: %v\n", f.Agent, err)
		}
		sort.Strings(paths)
		for _, p := range paths {
			keep(p, f.Agent)
		}
	}
	return refs, ctx.Err()
}

// auditProgress shows a bar on a terminal, plain lines when stderr is
// piped.
type auditProgress struct {
	ios   *IOStreams
	total int
	start time.Time
	shown bool
}

func newAuditProgress(ios *IOStreams, total int) *auditProgress {
	return &auditProgress{ios: ios, total: total, start: time.Now()}
}

func (p *auditProgress) update(done, total int, r *audit.SessionResult) {
	if !p.ios.ErrTTY {
		if r == nil {
			return
		}
		fails, errs := 0, 0
		for _, v := range r.Verdicts {
			for _, it := range v.Items {
				switch it.Verdict {
				case audit.Fail:
					fails++
				case audit.Error:
					errs++
				}
			}
		}
		fmt.Fprintf(p.ios.ErrOut, "audit %d/%d %s: %d fail, %d error\n", done, total, r.Path, fails, errs)
		return
	}
	// a bar past the first second, redrawn in place
	if time.Since(p.start) < time.Second && done < total {
		return
	}
	const width = 30
	fill := width * done / max(total, 1)
	fmt.Fprintf(p.ios.ErrOut, "\r\033[Kaudit [%s%s] %d/%d sessions", strings.Repeat("█", fill), strings.Repeat("·", width-fill), done, total)
	p.shown = true
}

func (p *auditProgress) finish() {
	if p.shown {
		fmt.Fprint(p.ios.ErrOut, "\r\033[K")
	}
}

// auditProvider is the model vouch.yaml configures for the workspace
// (llm/provider: the official SDK, metered, its per-day ledger in st), or
// an error saying what to set.
func auditProvider(ws string, ios *IOStreams, st *store.Store) (llm.Provider, func(), error) {
	cfg, err := loadWorkspaceConfig(ws)
	if err != nil {
		return nil, nil, err
	}
	m, err := provider.New(cfg.LLM, &provider.Options{Getenv: ios.getenv, Store: st})
	if err != nil {
		return nil, nil, err
	}
	return m, func() { m.Close() }, nil
}
