package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/all" // every agent's format
)

func init() { register(newCmdTranscript) }

// badInputHelp is the paragraph every command reading transcripts shares.
const badInputHelp = `Malformed records are reported on stderr as FILE:LINE: what was expected,
and skipped; everything else is still read and printed. The command then
exits with status 2, as it does for a missing, empty, binary or
unrecognised file.`

func newCmdTranscript(ios *IOStreams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "transcript",
		Short: "Read an agent's session transcript",
		Long: `Read a session transcript of Claude Code, Codex or Pi (the format is
detected from the content) as a timeline, as normalized JSONL, or as
statistics.`,
		Example: `  vouch transcript show ~/.claude/projects/-home-me-app/SESSION.jsonl
  vouch transcript export SESSION.jsonl -o session.vouch.jsonl
  vouch transcript stats ~/.codex/sessions/2026/*/*/*.jsonl`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return usageErrorf("missing subcommand: expected one of show, export, stats")
		},
	}
	cmd.AddCommand(newCmdTranscriptShow(ios, nil), newCmdTranscriptExport(ios, nil), newCmdTranscriptStats(ios, nil))
	return cmd
}

// readSession reads a whole transcript for show and export. Problems are
// printed to stderr as FILE:LINE: message (the first maxListedProblems of
// them) and kept in Session.Problems for the export header; the count is
// returned so the command can print what it could and then fail with an
// InputError.
func readSession(ctx context.Context, ios *IOStreams, path string) (*transcript.Session, int, error) {
	var problems []transcript.Problem
	n := 0
	opts := &transcript.Options{OnProblem: func(p transcript.Problem) {
		n++
		if len(problems) < 1000 {
			problems = append(problems, p)
		}
	}}
	s, err := transcript.ReadFile(ctx, path, opts)
	if len(problems) > 0 && endsUnterminated(path) {
		// The core says so only for problems it collects itself.
		last := &problems[len(problems)-1]
		lastEvent := 0
		if s != nil && len(s.Events) > 0 {
			lastEvent = s.Events[len(s.Events)-1].Line
		}
		if last.File == path && last.Line > lastEvent && !strings.HasPrefix(last.Msg, "truncated") {
			last.Msg = "truncated last record (no final newline; file still being written?): " + last.Msg
		}
	}
	for i, p := range problems {
		if i == maxListedProblems {
			break
		}
		fmt.Fprintln(ios.ErrOut, p.Error())
	}
	if n > maxListedProblems {
		fmt.Fprintf(ios.ErrOut, "%s: … and %d more unreadable records\n", path, n-maxListedProblems)
	}
	if err != nil {
		return nil, 0, inputError(path, err)
	}
	s.Problems = problems
	return s, n, nil
}

// endsUnterminated reports whether the file's last byte is not a newline.
func endsUnterminated(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || fi.Size() == 0 {
		return false
	}
	b := make([]byte, 1)
	if _, err := f.ReadAt(b, fi.Size()-1); err != nil {
		return false
	}
	return b[0] != '\n'
}

// inputError wraps a reading failure so it maps to exit 2 with a message
// that names the file and says what was expected.
func inputError(path string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &InputError{Err: fmt.Errorf("%s: no such file", path)}
	case errors.Is(err, fs.ErrPermission):
		return &InputError{Err: fmt.Errorf("%s: permission denied", path)}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Op == "read" {
		// e.g. a directory: "read X: is a directory"
		return &InputError{Err: fmt.Errorf("%s: %v, expected a transcript file", path, pe.Err)}
	}
	return &InputError{Err: err}
}

// problemsError is the error a command returns after printing its output
// when some records could not be read.
func problemsError(n int, what string) error {
	if n == 0 {
		return nil
	}
	return &InputError{Err: fmt.Errorf("%s: %s skipped (see above)", what, plural(n, "unreadable record"))}
}

// writeFileAtomic writes through a temporary file in the target's
// directory and renames it into place, so a reader never sees half a file
// and a failed write leaves the old file alone.
func writeFileAtomic(path string, write func(io.Writer) error) (err error) {
	dir := "."
	for i := len(path) - 1; i >= 0; i-- {
		if os.IsPathSeparator(path[i]) {
			dir = path[:i+1]
			break
		}
	}
	f, err := os.CreateTemp(dir, ".vouch-*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err = write(f); err != nil {
		return err
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
