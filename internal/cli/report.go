package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/store"
)

func init() { register(newCmdReport) }

// ReportOptions are the arguments of `vouch report`.
type ReportOptions struct {
	IO      *IOStreams
	Session string // id or id prefix; "" for the newest report of all
	Agent   string
	Turn    int
	Format  string
}

func newCmdReport(ios *IOStreams) *cobra.Command {
	o := &ReportOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "report [SESSION]",
		Short: "Show a verification report the hooks saved",
		Long: `Show a report saved by the live guard (vouch hook, or vouch pi verifier)
when the agent stopped: the newest report of SESSION (an id or a unique id
prefix, as vouch status shows it), or of turn N with --turn. Without SESSION, the newest report of
any session.

In approval mode (VOUCH_REQUIRE_APPROVAL=1) this is how a human reads the
feedback vouch held back; --format md gives text ready to paste to the agent.

Exit code 0 when the report was found, whatever its verdict; 2 when not.`,
		Example: `  vouch report                     # the newest report
  vouch report 49aae878            # newest report of that session
  vouch report 49aae878 --turn 2 --format md
  vouch report 49aae878 --format json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.Session = args[0]
			}
			return reportRun(cmd.Context(), o)
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Turn, "turn", 0, "the report of turn `N` (default: the newest)")
	f.StringVar(&o.Agent, "agent", "", "only sessions of this agent: claude-code, codex or pi")
	f.StringVar(&o.Format, "format", "text", "output format: text, md or json")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "md", "json"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func reportRun(ctx context.Context, o *ReportOptions) error {
	switch o.Format {
	case "text", "md", "json":
	default:
		return usageErrorf("--format %q: expected text, md or json", o.Format)
	}
	if o.Turn < 0 {
		return usageErrorf("--turn %d: expected a positive number", o.Turn)
	}
	agent := agentFlag(o.Agent)
	st, err := openState(ctx, o.IO)
	if err != nil {
		return &InputError{Err: err}
	}
	defer st.Close()

	id := ""
	if o.Session != "" {
		list, err := st.Sessions(ctx, store.SessionFilter{Agent: agent, IDPrefix: o.Session})
		if err != nil {
			return &InputError{Err: err}
		}
		switch {
		case len(list) == 0:
			return &UsageError{Err: fmt.Errorf("no session %q under watch: see vouch status --all", o.Session)}
		case len(list) > 1 && !exact(list, o.Session):
			var ids []string
			for _, s := range list {
				ids = append(ids, s.Agent+"/"+s.ID)
			}
			return &UsageError{Err: fmt.Errorf("session prefix %q is ambiguous: %s", o.Session, strings.Join(ids, ", "))}
		}
		id = list[0].ID
		if len(list) > 1 {
			id = o.Session
		}
		agent = list[0].Agent
		for _, s := range list {
			if s.ID == id {
				agent = s.Agent
			}
		}
	}
	saved, err := st.Report(ctx, agent, id, o.Turn)
	if errors.Is(err, store.ErrNotFound) {
		what := "no report saved yet"
		if id != "" {
			what = "no report saved for session " + id
			if o.Turn > 0 {
				what = fmt.Sprintf("no report saved for turn %d of session %s", o.Turn, id)
			}
		}
		return &UsageError{Err: errors.New(what + " (reports are saved when the agent stops)")}
	}
	if err != nil {
		return &InputError{Err: err}
	}
	r, err := report.ReadJSON(saved.JSON)
	if err != nil {
		return &InputError{Err: fmt.Errorf("saved report %d of session %s: %w", saved.ID, saved.Session, err)}
	}
	return writeReport(o.IO, r, o.Format)
}

func exact(list []store.SessionSummary, id string) bool {
	for _, s := range list {
		if s.ID == id {
			return true
		}
	}
	return false
}
