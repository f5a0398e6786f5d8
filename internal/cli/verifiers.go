package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/audit"
	"github.com/vouchdev/vouch/llm"
)

func init() { register(newCmdVerifiers) }

// VerifiersOptions are the options of `vouch verifiers list|check|init`.
type VerifiersOptions struct {
	IO        *IOStreams
	Workspace string
	Roots     []string
	Format    string
	// init
	Dir     string
	DryRun  bool
	NoModel bool
	// Provider, when set, drafts instead of the configured model (tests).
	Provider llm.Provider
}

func newCmdVerifiers(ios *IOStreams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "verifiers",
		Short: "List, check and draft the verifiers vouch audit judges sessions against",
		Long: `Verifiers are JSON files of one instruction and a checklist of binary rules
(seed 001's format; docs/audit.md). vouch finds them in .vouch/verifiers/
and in every verifiers/ directory of the project (tile roots, skill
folders).`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newCmdVerifiersList(ios), newCmdVerifiersCheck(ios), newCmdVerifiersInit(ios))
	return cmd
}

func verifierRoots(o *VerifiersOptions, args []string) []string {
	if len(args) > 0 {
		return args
	}
	return audit.DefaultRoots(o.Workspace)
}

func newCmdVerifiersList(ios *IOStreams) *cobra.Command {
	o := &VerifiersOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "list [PATH...]",
		Short: "List the verifiers found (invalid ones are reported and skipped)",
		Example: `  vouch verifiers list
  vouch verifiers list tiles/ --format json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := formatFlag(o.Format); err != nil {
				return err
			}
			vers, probs := audit.Discover(verifierRoots(o, args))
			if o.Format == "json" {
				type item struct {
					Name          string `json:"name"`
					Deterministic bool   `json:"deterministic"`
				}
				type entry struct {
					ID          string `json:"id"`
					Path        string `json:"path"`
					Instruction string `json:"instruction"`
					Items       []item `json:"items"`
				}
				out := struct {
					Schema    string          `json:"schema"`
					Verifiers []entry         `json:"verifiers"`
					Problems  []audit.Problem `json:"problems"`
				}{Schema: "vouch.verifiers/v1", Verifiers: []entry{}, Problems: probs}
				if out.Problems == nil {
					out.Problems = []audit.Problem{}
				}
				for _, v := range vers {
					e := entry{ID: v.ID, Path: v.Path, Instruction: v.Instruction}
					for _, it := range v.Checklist {
						e.Items = append(e.Items, item{it.Name, it.Check != nil})
					}
					out.Verifiers = append(out.Verifiers, e)
				}
				return writeJSON(ios.Out, out)
			}
			if len(vers) == 0 {
				fmt.Fprintln(ios.Out, "No verifiers found.")
			} else {
				t := &table{header: []string{"VERIFIER", "ITEMS", "CHECKS", "INSTRUCTION"}, right: map[int]bool{1: true, 2: true}}
				for _, v := range vers {
					checks := 0
					for _, it := range v.Checklist {
						if it.Check != nil {
							checks++
						}
					}
					t.add(v.ID, fmt.Sprint(len(v.Checklist)), fmt.Sprint(checks), oneLine(v.Instruction, 70))
				}
				t.write(ios.Out, palette{ios.OutTTY})
			}
			for _, p := range probs {
				fmt.Fprintf(ios.ErrOut, "vouch: skipped: %s\n", p.Error())
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&o.Workspace, "workspace", ".", "project `DIR` to look in when no PATH is given")
	cmd.Flags().StringVar(&o.Format, "format", "text", "output format: text or json")
	return cmd
}

func newCmdVerifiersCheck(ios *IOStreams) *cobra.Command {
	o := &VerifiersOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "check [PATH...]",
		Short: "Validate verifier files against the schema; exit 1 if any is invalid",
		Long: `Validate verifier files: the JSON Schema of seed 001's format (docs/verifier.schema.json),
unique checklist names, and vouch's check extension (regexps, globs). Each
problem is printed as FILE[:LINE]: JSON-POINTER: what was expected.`,
		Example: `  vouch verifiers check
  vouch verifiers check .vouch/verifiers/prefer-bun-over-npm.json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			vers, probs := audit.Discover(verifierRoots(o, args))
			for _, v := range vers {
				fmt.Fprintf(ios.Out, "ok    %s (%s)\n", v.Path, plural(len(v.Checklist), "item"))
			}
			for _, p := range probs {
				fmt.Fprintf(ios.Out, "error %s\n", p.Error())
			}
			if len(probs) > 0 {
				return &ExitError{Code: ExitNo, Msg: fmt.Sprintf("%s invalid", plural(len(probs), "problem"))}
			}
			if len(vers) == 0 {
				return &InputError{Err: errors.New("no verifier files found: expected *.json in a verifiers/ directory")}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&o.Workspace, "workspace", ".", "project `DIR` to look in when no PATH is given")
	return cmd
}

func newCmdVerifiersInit(ios *IOStreams) *cobra.Command {
	o := &VerifiersOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Draft verifiers from AGENTS.md and CLAUDE.md",
		Long: `Draft one verifier per rule of the AGENTS.md and CLAUDE.md files from the
workspace up to the repository root (the directory holding .git), each file
read up to 64 KiB and 512 KiB in all. With a model configured (llm: in
vouch.yaml) the model drafts them; else every imperative sentence becomes a
draft for you to edit. Each draft's sources name the file and line.

Drafts are written to --dir (default .vouch/verifiers/); an existing file is
never overwritten.`,
		Example: `  vouch verifiers init
  vouch verifiers init --dry-run
  vouch verifiers init --no-model --dir tiles/team/verifiers`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return verifiersInitRun(cmd.Context(), o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Workspace, "workspace", ".", "project `DIR` to start from")
	f.StringVar(&o.Dir, "dir", "", "write drafts to `DIR` (default WORKSPACE/.vouch/verifiers)")
	f.BoolVar(&o.DryRun, "dry-run", false, "print the drafts as JSON instead of writing them")
	f.BoolVar(&o.NoModel, "no-model", false, "draft without a model even when one is configured")
	return cmd
}

func verifiersInitRun(ctx context.Context, o *VerifiersOptions) error {
	ios := o.IO
	files, err := audit.ContextFiles(o.Workspace)
	if err != nil {
		return &InputError{Err: err}
	}
	if len(files) == 0 {
		return &InputError{Err: fmt.Errorf("no AGENTS.md or CLAUDE.md from %s up to the repository root: nothing to draft from", o.Workspace)}
	}
	for _, f := range files {
		if f.Truncated {
			fmt.Fprintf(ios.ErrOut, "vouch: %s: read its first %d bytes only (caps: 64 KiB a file, 512 KiB in all)\n", f.Path, len(f.Text))
		}
	}
	var drafts []audit.Draft
	how := "deterministic draft of the imperative sentences"
	if !o.NoModel {
		p := o.Provider
		if p == nil {
			if m, closeP, err := auditProvider(o.Workspace, ios, nil); err == nil {
				defer closeP()
				p = m
			} else {
				fmt.Fprintf(ios.ErrOut, "vouch: drafting without a model: %v\n", err)
			}
		}
		if p != nil {
			ds, probs, err := audit.DraftWithModel(ctx, p, files)
			for _, pr := range probs {
				fmt.Fprintf(ios.ErrOut, "vouch: dropped a model draft: %s\n", pr.Error())
			}
			if err != nil {
				fmt.Fprintf(ios.ErrOut, "vouch: drafting with %s failed (%v); drafting without a model\n", p.Name(), err)
			} else {
				drafts, how = ds, "drafted by "+p.Name()
			}
		}
	}
	if drafts == nil {
		drafts = audit.DraftRules(files)
	}
	if len(drafts) == 0 {
		return &InputError{Err: errors.New("no rule found in the instruction files (no imperative sentence)")}
	}
	if o.DryRun {
		return writeJSON(ios.Out, drafts)
	}
	dir := o.Dir
	if dir == "" {
		dir = filepath.Join(o.Workspace, ".vouch", "verifiers")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &InputError{Err: err}
	}
	wrote, kept := 0, 0
	for _, d := range drafts {
		p := filepath.Join(dir, d.File)
		if _, err := os.Stat(p); err == nil || !errors.Is(err, fs.ErrNotExist) {
			kept++
			fmt.Fprintf(ios.ErrOut, "vouch: %s exists: kept as it is\n", p)
			continue
		}
		data, err := json.MarshalIndent(d.Verifier, "", "  ")
		if err != nil {
			return err
		}
		if err := audit.WriteFileAtomic(p, func(w io.Writer) error {
			_, err := w.Write(append(data, '\n'))
			return err
		}); err != nil {
			return &InputError{Err: err}
		}
		wrote++
		fmt.Fprintf(ios.Out, "wrote %s\n", p)
	}
	fmt.Fprintf(ios.Out, "%s (%s) from %s; edit them, then run vouch verifiers check\n", plural(wrote, "draft"), how, plural(len(files), "file"))
	if kept > 0 {
		fmt.Fprintf(ios.Out, "%s already existed and were kept\n", plural(kept, "file"))
	}
	return nil
}
