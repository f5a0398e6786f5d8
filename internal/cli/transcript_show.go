package cli

import (
	"context"
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/transcript"
)

// ShowOptions are the options of `vouch transcript show`.
type ShowOptions struct {
	IO       *IOStreams
	Path     string
	Turn     string // "" (all), "last" or a 1-based number
	Format   string // text (default) or json
	Thinking bool
	Full     bool
}

func newCmdTranscriptShow(ios *IOStreams, runF func(context.Context, *ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "show FILE",
		Short: "Show a session as a readable timeline",
		Long: `Show a session transcript as a timeline: a header (agent, version, session,
cwd, models, start, end, duration), then each turn with one line per event:
time since the start, what happened, and the text, tool call or result.

Tool results show their exit code (✗ marks an error) and the first line of
output; longer outputs are folded unless --full. Thinking is folded to one
line unless --thinking. Events of sub-agents are indented and marked with
the sub-agent's id. Colors only when stdout is a terminal.

--format json prints the normalized JSONL of 'vouch transcript export'
(of the selected turn, with --turn).

` + badInputHelp,
		Example: `  vouch transcript show SESSION.jsonl
  vouch transcript show --turn last --full SESSION.jsonl
  vouch transcript show --format json SESSION.jsonl | jq -c 'select(.kind=="tool_call")'`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Path = args[0]
			if err := formatFlag(opts.Format); err != nil {
				return err
			}
			if opts.Turn != "" && opts.Turn != "last" {
				if n, err := strconv.Atoi(opts.Turn); err != nil || n < 1 {
					return usageErrorf("--turn %q: expected a turn number from 1, or last", opts.Turn)
				}
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return showRun(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Turn, "turn", "", "show only turn `N` (1-based) or last")
	f.StringVar(&opts.Format, "format", "text", "output format: text or json")
	f.BoolVar(&opts.Thinking, "thinking", false, "show the model's thinking in full")
	f.BoolVar(&opts.Full, "full", false, "show messages and tool outputs in full")
	return cmd
}

func showRun(ctx context.Context, opts *ShowOptions) error {
	ios := opts.IO
	s, problems, err := readSession(ctx, ios, opts.Path)
	if err != nil {
		return err
	}
	secs := sections(s)
	if opts.Turn != "" {
		sec, err := pickTurn(secs, opts.Turn)
		if err != nil {
			return err
		}
		secs = []section{sec}
	}
	if opts.Format == "json" {
		sub := *s
		if opts.Turn != "" {
			sub.Events = secs[0].Events
		}
		if err := transcript.Export(ios.Out, &sub); err != nil {
			return err
		}
		return problemsError(problems, opts.Path)
	}
	o := timelineOptions{Color: ios.OutTTY, Width: termWidth(ios), Thinking: opts.Thinking, Full: opts.Full}
	renderHeader(ios.Out, s, o)
	for _, sec := range secs {
		renderSection(ios.Out, s, sec, o)
	}
	return problemsError(problems, opts.Path)
}

// pickTurn returns turn "N" or "last" of secs.
func pickTurn(secs []section, which string) (section, error) {
	var turns []section
	for _, sec := range secs {
		if sec.Number > 0 {
			turns = append(turns, sec)
		}
	}
	if len(turns) == 0 {
		return section{}, &InputError{Err: fmt.Errorf("--turn %s: the session has no turns (no user prompt)", which)}
	}
	if which == "last" {
		return turns[len(turns)-1], nil
	}
	n, _ := strconv.Atoi(which)
	if n > len(turns) {
		return section{}, usageErrorf("--turn %d: the session has %s", n, plural(len(turns), "turn"))
	}
	return turns[n-1], nil
}

// termWidth is the width of the terminal from $COLUMNS on a TTY, else the
// fixed default so piped output does not depend on the terminal.
func termWidth(ios *IOStreams) int {
	if !ios.OutTTY {
		return 0
	}
	if n, err := strconv.Atoi(ios.getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	return 0
}
