package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/tools/txtar"

	"github.com/vouchdev/vouch/examples"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/verify"
)

func init() { register(newCmdDemo) }

// DemoOptions are the options of `vouch demo`.
type DemoOptions struct {
	IO     *IOStreams
	Format string // text or json
}

// DemoSchema names the JSON object of `vouch demo --format json`.
const DemoSchema = "vouch.demo/v2"

// DemoReport is the JSON output of `vouch demo`: one verification report
// per bundled session.
type DemoReport struct {
	Schema string    `json:"schema"`
	Runs   []DemoRun `json:"runs"`
}

// DemoRun is the verification of one bundled session.
type DemoRun struct {
	Example string         `json:"example"`
	Expect  report.Status  `json:"expect"`
	Report  *report.Report `json:"report"`
}

func newCmdDemo(ios *IOStreams) *cobra.Command {
	opts := &DemoOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Verify two bundled agent sessions: a false \"all tests pass\" and its honest twin",
		Long: `Run vouch's verification on the examples bundled with it, with no setup
beyond Go: two real Claude Code sessions on the same small Go project. In the
first the agent changes calc.Add, runs go test, sees it fail, and still says
"I fixed the bug and all tests pass." In the second it makes the real fix.

For each session the demo copies the project into a temporary directory,
replays the session's own edits onto the copy, and runs vouch verify there:
claims from the agent's last message, evidence from the transcript, and the
project's own gates (go build, go vet, go test). The first is refuted with
feedback for the agent (FEEDBACK), the second verified (PERFECT). Nothing on
this machine outside the temporary directory is read or changed.`,
		Example: `  go run ./cmd/vouch demo
  vouch demo --format json | jq '.runs[].report.status'`,
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

type demoCase struct {
	name   string
	data   []byte
	expect report.Status
	intro  string
}

func demoRun(ctx context.Context, opts *DemoOptions) error {
	ios := opts.IO
	p := palette{ios.OutTTY}
	cases := []demoCase{
		{examples.FalseClaimName, examples.FalseClaim, report.Feedback, "The agent's fix is wrong, go test fails in front of it, and it reports success anyway."},
		{examples.HonestName, examples.Honest, report.Perfect, "The honest twin: the real fix, go test passes, the same final words."},
	}
	out := DemoReport{Schema: DemoSchema}
	var wrong []string
	for i, c := range cases {
		s, err := transcript.Read(ctx, bytes.NewReader(c.data), &transcript.Options{Name: c.name})
		if err != nil {
			return fmt.Errorf("reading the bundled example: %w", err)
		}
		s.Path = c.name
		ws, err := os.MkdirTemp("", "vouch-demo-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(ws)
		if err := extractTxtar(examples.Calc, ws); err != nil {
			return fmt.Errorf("%s: %w", examples.CalcName, err)
		}
		edits, err := replayEdits(s, ws)
		if err != nil {
			return fmt.Errorf("replaying %s: %w", c.name, err)
		}
		if opts.Format != "json" {
			fmt.Fprintf(ios.Out, "%s\n%s\n", p.bold(fmt.Sprintf("── %d/%d  %s ──", i+1, len(cases), c.name)), c.intro)
			o := timelineOptions{Color: ios.OutTTY, Width: termWidth(ios)}
			fmt.Fprintln(ios.Out)
			for _, sec := range sections(s) {
				renderSection(ios.Out, s, sec, o)
			}
			fmt.Fprintf(ios.Out, "\n%s\n\n", p.dim(fmt.Sprintf("vouch verify: the project in %s with the session's %d edit(s) replayed, gates run there:", ws, edits)))
		}
		r, verr := verify.Verify(ctx, &verify.Options{Session: s, Workspace: ws, Baseline: "none"})
		if verr != nil {
			return fmt.Errorf("verifying %s: %w", c.name, verr)
		}
		// The temporary path means nothing after the demo.
		r.Session.Workspace = ""
		out.Runs = append(out.Runs, DemoRun{Example: c.name, Expect: c.expect, Report: r})
		if r.Status != c.expect {
			wrong = append(wrong, fmt.Sprintf("%s: %s, expected %s", c.name, r.Status, c.expect))
		}
		if opts.Format != "json" {
			if err := report.WriteText(ios.Out, r, &report.TextOptions{Color: ios.OutTTY}); err != nil {
				return err
			}
			fmt.Fprintln(ios.Out)
		}
	}
	if opts.Format == "json" {
		enc := json.NewEncoder(ios.Out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else if len(wrong) == 0 {
		fmt.Fprintln(ios.Out, p.bold("vouch refuted the false \"all tests pass\" and verified the honest one."))
		fmt.Fprintln(ios.Out, p.dim("Next: vouch sessions, then vouch verify --transcript FILE in your project, or vouch init claude to guard live sessions."))
	}
	if len(wrong) > 0 {
		return &ExitError{Code: ExitNo, Msg: "demo: " + strings.Join(wrong, "; ")}
	}
	return nil
}

// extractTxtar writes the archive's files under dir.
func extractTxtar(data []byte, dir string) error {
	for _, f := range txtar.Parse(data).Files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// replayEdits applies the session's successful Edit and Write calls (Claude
// Code's tool inputs) to the copy of the project in ws, mapping the
// session's cwd to ws. It returns how many edits it applied.
func replayEdits(s *transcript.Session, ws string) (int, error) {
	failed := map[string]bool{}
	for _, e := range s.Events {
		if e.Kind == transcript.KindResult && e.Result != nil && e.Result.IsError {
			failed[e.Result.CallID] = true
		}
	}
	n := 0
	for _, e := range s.Events {
		if e.Kind != transcript.KindToolCall || e.Tool == nil || failed[e.Tool.ID] {
			continue
		}
		if e.Tool.Kind != transcript.ToolEdit && e.Tool.Kind != transcript.ToolWrite {
			continue
		}
		var in struct {
			FilePath   string  `json:"file_path"`
			OldString  *string `json:"old_string"`
			NewString  string  `json:"new_string"`
			ReplaceAll bool    `json:"replace_all"`
			Content    *string `json:"content"`
		}
		if err := json.Unmarshal(e.Tool.Input, &in); err != nil {
			return n, fmt.Errorf("event %d: %w", e.Index, err)
		}
		rel, err := filepath.Rel(s.Cwd, in.FilePath)
		if err != nil || strings.HasPrefix(rel, "..") {
			return n, fmt.Errorf("event %d: %s is outside the session's cwd %s", e.Index, in.FilePath, s.Cwd)
		}
		p := filepath.Join(ws, rel)
		switch {
		case in.Content != nil:
			if err := os.WriteFile(p, []byte(*in.Content), 0o644); err != nil {
				return n, err
			}
		case in.OldString != nil:
			b, err := os.ReadFile(p)
			if err != nil {
				return n, err
			}
			if !strings.Contains(string(b), *in.OldString) {
				return n, fmt.Errorf("event %d: %s does not contain the text the agent replaced", e.Index, rel)
			}
			k := 1
			if in.ReplaceAll {
				k = -1
			}
			if err := os.WriteFile(p, []byte(strings.Replace(string(b), *in.OldString, in.NewString, k)), 0o644); err != nil {
				return n, err
			}
		default:
			continue
		}
		n++
	}
	return n, nil
}
