package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/store"
)

func init() { register(newCmdStatus) }

// StatusOptions are the flags of `vouch status`.
type StatusOptions struct {
	IO     *IOStreams
	Format string
	Agent  string
	All    bool
	Limit  int
	// Now is the clock for "ago" columns; nil means time.Now.
	Now func() time.Time
}

func newCmdStatus(ios *IOStreams) *cobra.Command {
	o := &StatusOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Sessions under vouch's watch: last verdict, loops, nudges, vetoes",
		Long: `List the agent sessions the hooks (and the Pi verifier) have seen (active ones; --all adds ended
sessions), newest first, with the verdict of the last verification, the
feedback loops used, the nudges sent and the tool calls vetoed.

The state lives in $VOUCH_STATE_DIR/vouch.db (default
$XDG_STATE_HOME/vouch/vouch.db).`,
		Example: `  vouch status
  vouch status --all --agent codex
  vouch status --format json | jq '.[] | select(.last_verdict == "FEEDBACK")'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return statusRun(cmd.Context(), o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.Format, "format", "text", "output format: text or json")
	f.StringVar(&o.Agent, "agent", "", "only sessions of this agent: claude-code, codex or pi")
	f.BoolVar(&o.All, "all", false, "include ended sessions")
	f.IntVar(&o.Limit, "limit", 50, "show at most `N` sessions (0: all)")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "json"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

// statusJSON is one session in `vouch status --format json` (a contract:
// fields are only ever added).
type statusJSON struct {
	Agent          string    `json:"agent"`
	Session        string    `json:"session"`
	Status         string    `json:"status"`
	Cwd            string    `json:"cwd"`
	TranscriptPath string    `json:"transcript_path"`
	FirstSeen      time.Time `json:"first_seen"`
	LastSeen       time.Time `json:"last_seen"`
	Turns          int       `json:"turns"`
	LastVerdict    string    `json:"last_verdict"`
	LastVerdictAt  time.Time `json:"last_verdict_at,omitzero"`
	Loops          int       `json:"loops"`
	Nudges         int       `json:"nudges"`
	Vetoes         int       `json:"vetoes"`
	ToolCalls      int       `json:"tool_calls"`
}

func statusRun(ctx context.Context, o *StatusOptions) error {
	switch o.Format {
	case "text", "json":
	default:
		return usageErrorf("--format %q: expected text or json", o.Format)
	}
	agent := agentFlag(o.Agent)
	st, err := openState(ctx, o.IO)
	if err != nil {
		return &InputError{Err: err}
	}
	defer st.Close()
	f := store.SessionFilter{Agent: agent, Limit: o.Limit}
	if !o.All {
		f.Status = store.SessionActive
	}
	list, err := st.Sessions(ctx, f)
	if err != nil {
		return &InputError{Err: err}
	}
	if o.Format == "json" {
		out := make([]statusJSON, 0, len(list))
		for _, s := range list {
			out = append(out, statusJSON{Agent: s.Agent, Session: s.ID, Status: s.Status, Cwd: s.Cwd,
				TranscriptPath: s.TranscriptPath, FirstSeen: s.FirstSeen.UTC(), LastSeen: s.LastSeen.UTC(), Turns: s.Turns,
				LastVerdict: s.LastVerdict, LastVerdictAt: s.LastVerdictAt.UTC(), Loops: s.Loops, Nudges: s.Nudges,
				Vetoes: s.Vetoes, ToolCalls: s.ToolCalls})
		}
		enc := json.NewEncoder(o.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	if len(list) == 0 {
		what := "active sessions"
		if o.All {
			what = "sessions"
		}
		fmt.Fprintf(o.IO.ErrOut, "No %s under watch yet: vouch sees a session once its agent runs the vouch hooks (vouch init).\n", what)
		return nil
	}
	now := time.Now()
	if o.Now != nil {
		now = o.Now()
	}
	p := palette{on: o.IO.OutTTY}
	tw := tabwriter.NewWriter(o.IO.Out, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "AGENT\tSESSION\tSTATE\tLAST SEEN\tTURNS\t%s\tLOOPS\tNUDGES\tVETOES\tCALLS\tCWD\n", p.wrap("01", "VERDICT"))
	for _, s := range list {
		verdict := s.LastVerdict
		if verdict == "" {
			verdict = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%d\t%d\t%d\t%d\t%s\n", s.Agent, shortSession(s.ID), s.Status,
			ago(now, s.LastSeen), s.Turns, colorVerdict(p, verdict), s.Loops, s.Nudges, s.Vetoes, s.ToolCalls, s.Cwd)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, s := range list {
		if s.Agent == "pi" {
			// Seed 000's personas drive vouch's judge (package judge) when a
			// model is configured; the rendered verify_on_stop.md is not
			// sent to it yet (docs/pi.md).
			fmt.Fprintln(o.IO.ErrOut, "Pi sessions are verified by vouch's engine (claims, transcript, gates); a verifier persona's max_loops applies and its instructions drive the judge when a model is configured (vouch.yaml llm:, judge:); the rendered verify_on_stop.md is not sent to the judge yet.")
			break
		}
	}
	return nil
}

// agentFlag is the agent an --agent value names: "claude" is short for
// claude-code, as in vouch init and vouch hook.
func agentFlag(s string) string {
	if s == "claude" {
		return "claude-code"
	}
	return s
}

// shortSession is the first 8 characters of a session id: enough for
// `vouch report` (which takes a prefix).
func shortSession(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}

func ago(now, t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return strconv.Itoa(int(max(d, 0)/time.Second)) + "s ago"
	case d < time.Hour:
		return strconv.Itoa(int(d/time.Minute)) + "m ago"
	case d < 48*time.Hour:
		return strconv.Itoa(int(d/time.Hour)) + "h ago"
	default:
		return strconv.Itoa(int(d/(24*time.Hour))) + "d ago"
	}
}

// colorVerdict colors a verdict with the ladder's colors. tabwriter counts
// escape bytes as width, so every cell of the column (header included) gets
// one escape of the same length and the columns stay aligned.
func colorVerdict(p palette, v string) string {
	if !p.on {
		return v
	}
	switch v {
	case "PERFECT", "VERIFIED":
		return p.green(v)
	case "PARTIAL", "FEEDBACK":
		return p.yellow(v)
	case "FAILED":
		return p.red(v)
	}
	return p.wrap("02", v)
}
