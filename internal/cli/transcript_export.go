package cli

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/transcript"
)

// ExportOptions are the options of `vouch transcript export`.
type ExportOptions struct {
	IO     *IOStreams
	Path   string
	Output string // "" or "-": stdout
}

func newCmdTranscriptExport(ios *IOStreams, runF func(context.Context, *ExportOptions) error) *cobra.Command {
	opts := &ExportOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "export FILE",
		Short: "Convert a session to normalized JSONL",
		Long: `Convert a session transcript of any supported agent to vouch's normalized
JSONL (schema vouch.transcript/v1, see docs/transcript-export.md): a header
line with the session, then one line per event.

With -o the file is written atomically (a temporary file renamed into
place): readers never see half of it.

` + badInputHelp,
		Example: `  vouch transcript export SESSION.jsonl > session.vouch.jsonl
  vouch transcript export -o session.vouch.jsonl SESSION.jsonl`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return exportRun(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", "write to `FILE` instead of stdout")
	return cmd
}

func exportRun(ctx context.Context, opts *ExportOptions) error {
	s, problems, err := readSession(ctx, opts.IO, opts.Path)
	if err != nil {
		return err
	}
	write := func(w io.Writer) error { return transcript.Export(w, s) }
	if opts.Output == "" || opts.Output == "-" {
		err = write(opts.IO.Out)
	} else {
		err = writeFileAtomic(opts.Output, write)
	}
	if err != nil {
		return fmt.Errorf("writing the export: %w", err)
	}
	return problemsError(problems, opts.Path)
}
