// Package cli is vouch's command line: one file per command, each with an
// options struct and a run function, all writing to injected streams and
// returning errors that Main maps to exit codes.
package cli

import (
	"context"
	"errors"
	"fmt"
	"os/signal"
	"sort"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
)

// Version is set at build time with -ldflags "-X .../internal/cli.Version=…".
var Version = "dev"

// commands holds the constructors of the top-level commands; each command
// file adds itself in init, so commands stay independent of each other.
var commands []func(*IOStreams) *cobra.Command

func register(f func(*IOStreams) *cobra.Command) { commands = append(commands, f) }

// NewRootCmd builds the whole command tree on the given streams.
func NewRootCmd(ios *IOStreams) *cobra.Command {
	root := &cobra.Command{
		Use:   "vouch",
		Short: "Make an AI coding agent's \"done\" mean done",
		Long: `vouch reads AI coding agents' session transcripts (Claude Code, Codex, Pi),
checks what the agent claims against the transcript and the project's own
build, tests and linters, and plugs into the agents' hooks to block a false
"done".`,
		Example: `  vouch demo                          # see it work on bundled example data
  vouch sessions                      # sessions of every agent on this machine
  vouch transcript show SESSION.jsonl # a session as a readable timeline`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       Version,
	}
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	root.SetVersionTemplate("vouch {{.Version}}\n")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &UsageError{Err: err} })
	var cmds []*cobra.Command
	for _, f := range commands {
		cmds = append(cmds, f(ios))
	}
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name() < cmds[j].Name() })
	root.AddCommand(cmds...)
	return root
}

// Main runs the CLI with args and returns the process exit code.
func Main(args []string, ios *IOStreams) int {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	root := NewRootCmd(ios)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return ExitOK
	}
	var ee *ExitError
	if errors.As(err, &ee) {
		if ee.Msg != "" {
			fmt.Fprintln(ios.ErrOut, "vouch:", ee.Msg)
		}
		return ee.Code
	}
	fmt.Fprintln(ios.ErrOut, "vouch:", err)
	var ue *UsageError
	if errors.As(err, &ue) || isCobraUsage(err) {
		fmt.Fprintln(ios.ErrOut, "Run 'vouch --help' for usage.")
	}
	return exitCode(err)
}

// isCobraUsage recognises cobra's own argument errors (unknown command,
// wrong number of args), which it returns as plain errors.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "accepts ", "requires at least", "requires at most", "invalid argument"} {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}
