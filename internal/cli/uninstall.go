package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/internal/install"
)

func init() { register(newCmdUninstall) }

func newCmdUninstall(ios *IOStreams) *cobra.Command {
	o := &InitOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "uninstall claude|codex|pi",
		Short: "Remove vouch's hooks from Claude Code or Codex, or its extension from Pi",
		Long: `Remove the hooks "vouch init" added from the same settings file (same scope
flags): every hook whose command runs "vouch hook claude|codex", and the
matcher groups, event arrays and "hooks" object that leaves empty. Nothing
else changes; a file left empty is removed. The previous file is kept as
<file>.vouch-backup. A Codex trust entry added with "init --trust" stays
(remove it from ~/.codex/config.toml by hand if you want).

For pi, the extension file init wrote is removed (and the extensions
directory, when that leaves it empty); a file vouch did not write, or one
edited since, is left alone.`,
		Example: `  vouch uninstall claude
  vouch uninstall codex --user --dry-run
  vouch uninstall pi`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"claude", "codex", "pi"},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Agent = args[0]
			if o.Agent == "pi" {
				return uninstallPiRun(o)
			}
			return uninstallRun(o)
		},
	}
	addScopeFlags(cmd, o)
	return cmd
}

func uninstallRun(o *InitOptions) error {
	_, _, file, _, err := o.target()
	if err != nil {
		return err
	}
	edit, err := install.PlanRemove(file)
	if err != nil {
		return &InputError{Err: err}
	}
	if o.DryRun {
		printDryRun(o.IO.Out, edit)
		return nil
	}
	if !edit.Changed() {
		if !edit.Existed {
			fmt.Fprintf(o.IO.Out, "%s: no such file, nothing to remove\n", file)
		} else {
			fmt.Fprintf(o.IO.Out, "%s: no vouch hooks in it, nothing changed\n", file)
		}
		return nil
	}
	return applyEdit(o.IO.Out, edit, "removed vouch's hooks")
}
