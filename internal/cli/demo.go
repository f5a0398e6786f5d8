package cli

import (
	"bytes"
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/examples"
	"github.com/vouchdev/vouch/transcript"
)

func init() { register(newCmdDemo) }

// DemoOptions are the options of `vouch demo`.
type DemoOptions struct {
	IO     *IOStreams
	Format string // text or json
}

// DemoSchema names the JSON object of `vouch demo --format json`.
const DemoSchema = "vouch.demo/v1"

// DemoReport is the JSON output of `vouch demo`.
type DemoReport struct {
	Schema  string              `json:"schema"`
	Example string              `json:"example"`
	Session *transcript.Session `json:"session"`
	Stats   *StatsReport        `json:"stats"`
}

func newCmdDemo(ios *IOStreams) *cobra.Command {
	opts := &DemoOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Replay a bundled example session (no setup needed)",
		Long: `Replay the example bundled with vouch: a real Claude Code session in which
the agent changes calc.Add, runs go test, sees it fail, and still reports
"all tests pass". The demo shows the session as a timeline and its
statistics; nothing on this machine is read or changed.`,
		Example: `  vouch demo
  go run ./cmd/vouch demo
  vouch demo --format json | jq .stats.commands`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := formatFlag(opts.Format); err != nil {
				return err
			}
			return demoRun(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text or json")
	return cmd
}

func demoRun(ctx context.Context, opts *DemoOptions) error {
	ios := opts.IO
	s, err := transcript.Read(ctx, bytes.NewReader(examples.FalseClaim), &transcript.Options{Name: examples.FalseClaimName})
	if err != nil {
		return fmt.Errorf("reading the bundled example: %w", err)
	}
	s.Path = examples.FalseClaimName
	st := &transcript.Stats{}
	for _, e := range s.Events {
		st.Add(e)
	}
	st.AddSession(s)
	rep := newStatsReport(1)
	rep.merge(st)

	if opts.Format == "json" {
		return writeJSON(ios.Out, DemoReport{Schema: DemoSchema, Example: examples.FalseClaimName, Session: s, Stats: rep})
	}
	p := palette{ios.OutTTY}
	fmt.Fprintln(ios.Out, p.dim("Replaying "+examples.FalseClaimName+": a real Claude Code session, bundled with vouch."))
	fmt.Fprintln(ios.Out)
	o := timelineOptions{Color: ios.OutTTY, Width: termWidth(ios)}
	renderHeader(ios.Out, s, o)
	for _, sec := range sections(s) {
		renderSection(ios.Out, s, sec, o)
	}
	fmt.Fprintln(ios.Out)
	fmt.Fprintln(ios.Out, p.bold("── stats ──"))
	writeStatsText(ios.Out, rep, p)
	fmt.Fprintln(ios.Out)
	fmt.Fprintln(ios.Out, p.dim("Next: vouch transcript show FILE on your own sessions (vouch sessions lists them)."))
	return nil
}
