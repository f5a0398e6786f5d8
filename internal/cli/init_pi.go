package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vouchdev/vouch/internal/install"
	"github.com/vouchdev/vouch/pi/extension"
)

// piTarget is the extension file `vouch init pi` and `vouch uninstall pi`
// work on, by o's scope flags.
func (o *InitOptions) piTarget() (string, error) {
	if o.Local {
		return "", usageErrorf("pi has no local settings: use --user or --project")
	}
	if o.User && o.Project {
		return "", usageErrorf("--user and --project exclude each other")
	}
	if o.Trust {
		return "", usageErrorf("--trust is for codex only")
	}
	dir := o.Dir
	var err error
	if dir == "" {
		if dir, err = os.Getwd(); err != nil {
			return "", err
		}
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return "", err
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return "", usageErrorf("--dir %s: not a directory", dir)
	}
	home := o.IO.getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	paths := install.Paths{Home: home, Dir: dir, PiAgentDir: o.IO.getenv("PI_CODING_AGENT_DIR")}
	scope := install.Project
	if o.User {
		scope = install.User
	}
	file, err := paths.PiFile(scope)
	if err != nil {
		return "", &UsageError{Err: err}
	}
	return file, nil
}

// initPiRun writes vouch's Pi extension (package pi/extension) with the
// vouch and vouch-hook binaries filled in.
func initPiRun(o *InitOptions) error {
	file, err := o.piTarget()
	if err != nil {
		return err
	}
	bin, warn, err := vouchBinary(o.Bin)
	if err != nil {
		return err
	}
	if warn != "" {
		fmt.Fprintln(o.IO.ErrOut, "vouch: warning:", warn)
	}
	eo := extension.Options{Bin: bin}
	hookBin, fast := hookBinary(bin)
	if fast {
		eo.HookBin = hookBin
	}
	src, err := extension.Render(eo)
	if err != nil {
		return err
	}
	edit, err := install.PlanPi(file, src)
	if err != nil {
		return piInstallError(err)
	}
	out := o.IO.Out
	if o.DryRun {
		printDryRun(out, edit)
		return nil
	}
	switch {
	case !edit.Changed():
		fmt.Fprintf(out, "%s: already up to date, nothing changed\n", file)
	case edit.Existed:
		if err := install.ApplyPi(edit); err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: updated vouch's Pi extension\n", file)
	default:
		if err := install.ApplyPi(edit); err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: created vouch's Pi extension\n", file)
	}
	fmt.Fprintf(out, "verifier:   %s pi verifier (started by the extension for each Pi session)\n", bin)
	if fast {
		fmt.Fprintf(out, "tool calls: %s pi\n", hookBin)
	} else {
		fmt.Fprintf(out, "tool calls: %s hook pi (no vouch-hook next to it: about 30 ms a call instead of 10)\n", bin)
	}
	fmt.Fprintln(out, "Pi asks before each verification; PI_VERIFIER_REQUIRE_APPROVAL=0 pi verifies without asking.")
	return nil
}

func uninstallPiRun(o *InitOptions) error {
	file, err := o.piTarget()
	if err != nil {
		return err
	}
	edit, err := install.PlanPiRemove(file)
	if err != nil {
		return piInstallError(err)
	}
	if o.DryRun {
		printDryRun(o.IO.Out, edit)
		return nil
	}
	if !edit.Changed() {
		fmt.Fprintf(o.IO.Out, "%s: no such file, nothing to remove\n", file)
		return nil
	}
	if err := install.ApplyPi(edit); err != nil {
		return err
	}
	fmt.Fprintf(o.IO.Out, "%s: removed vouch's Pi extension\n", file)
	return nil
}

func piInstallError(err error) error {
	if errors.Is(err, install.ErrNotVouchs) {
		return &InputError{Err: err}
	}
	return err
}
