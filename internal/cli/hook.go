package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/guard"
	"github.com/vouchdev/vouch/internal/state"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/verify"
)

func init() { register(newCmdHook) }

// HookOptions are the arguments of `vouch hook`.
type HookOptions struct {
	IO      *IOStreams
	Agent   string
	OnError string
	// Spooled is the spool id under which vouch-hook already recorded the
	// PostToolUse call it hands over (guard.Options.Spooled).
	Spooled string
}

func newCmdHook(ios *IOStreams) *cobra.Command {
	o := &HookOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "hook claude|codex|pi",
		Short: "Answer one agent hook event (run by Claude Code, Codex or vouch's Pi extension, not by hand)",
		Long: `Read one hook event from stdin, decide, and answer in the agent's hook protocol.

Claude Code and Codex run this command for the events vouch registers
(vouch init writes the hook configuration); vouch's Pi extension runs it
for Pi's tool calls (PreToolUse, Pi's tool names and inputs; see
docs/hooks.md). What each event does:

  SessionStart, UserPromptSubmit, SessionEnd  record the session and its turns
  PreToolUse                                  deny, ask about or rewrite a call (vouch.yaml policy)
  PostToolUse, PostToolUseFailure             record the call; nudge the agent when it is stuck
  Stop, SubagentStop                          verify the turn; block a false "done" with feedback

Other events are answered with no opinion. The reply is JSON on stdout (or
nothing) and exit 0; if vouch itself fails (bad input, broken vouch.yaml, an
unusable database) it says so on stderr ("vouch hook: …") and fails open with
a warning in systemMessage, or closed with loop.on_error: block (or
--on-error block). See docs/hooks.md for the full contract.

Environment: VOUCH_STATE_DIR (the database directory; default
$XDG_STATE_HOME/vouch), VOUCH_REQUIRE_APPROVAL=1 (show feedback to the human
instead of sending it back to the agent).`,
		Example: `  echo '{"hook_event_name":"Stop",…}' | vouch hook claude
  vouch hook codex --on-error block < payload.json`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"claude", "codex", "pi"},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Agent = args[0]
			return hookRun(cmd.Context(), o)
		},
	}
	cmd.Flags().StringVar(&o.OnError, "on-error", "", "fail direction when vouch itself fails: allow or block (default: vouch.yaml loop.on_error, else allow)")
	cmd.Flags().StringVar(&o.Spooled, "spooled", "", "spool id of the tool call vouch-hook already recorded (set by vouch-hook)")
	cmd.Flags().MarkHidden("spooled")
	return cmd
}

func hookRun(ctx context.Context, o *HookOptions) error {
	agent, err := hook.ParseAgent(o.Agent)
	if err != nil {
		return &UsageError{Err: err}
	}
	switch o.OnError {
	case "", policy.OnErrorAllow, policy.OnErrorBlock:
	default:
		return usageErrorf("--on-error %q: expected allow or block", o.OnError)
	}
	var input []byte
	if o.IO.In != nil {
		input, err = io.ReadAll(io.LimitReader(o.IO.In, hook.MaxInput+1))
		if err != nil {
			input = nil
			fmt.Fprintf(o.IO.ErrOut, "vouch hook: reading stdin: %v\n", err)
		}
	}
	dir, _ := os.Getwd()
	// The tripwire's snapshots live beside the database this command's
	// environment names (VOUCH_STATE_DIR), not the process's.
	stateDir := ""
	if db, err := statePath(o.IO); err == nil {
		stateDir = filepath.Dir(db)
	}
	opts := &guard.Options{
		OpenStore:       func(ctx context.Context) (*store.Store, error) { return openState(ctx, o.IO) },
		VerifyOptions:   hookVerifyOptions,
		RequireApproval: o.IO.getenv("VOUCH_REQUIRE_APPROVAL") == "1",
		OnError:         o.OnError,
		Spooled:         o.Spooled,
		Dir:             dir,
		StateDir:        stateDir,
	}
	rep := guard.Respond(ctx, agent, input, opts)
	if len(rep.Stdout) > 0 {
		if _, err := o.IO.Out.Write(rep.Stdout); err != nil {
			return &ExitError{Code: ExitUsage, Msg: "hook: writing the reply: " + err.Error()}
		}
	}
	if rep.Stderr != "" {
		fmt.Fprint(o.IO.ErrOut, rep.Stderr)
	}
	if rep.Exit != 0 {
		return &ExitError{Code: rep.Exit}
	}
	return nil
}

// hookVerifyOptions maps vouch.yaml to verify.Options exactly as `vouch
// verify` does (gates, skips, claim patterns, protected paths, baseline).
func hookVerifyOptions(cfg *policy.Config) *verify.Options {
	w := &workspaceConfig{Config: cfg}
	if cfg.Baseline != policy.BaselineAuto {
		w.Baseline = cfg.Baseline
	}
	vo := w.verifyOptions()
	vo.Baseline = w.Baseline
	return vo
}

// statePath is the database the live guard uses (state.DB).
func statePath(ios *IOStreams) (string, error) { return state.DB(ios.getenv) }

// openState opens the live guard's database. Records vouch-hook spooled
// that could not be moved into it (see store.SpoolErr) are reported on
// stderr; they stay on disk for the next try.
func openState(ctx context.Context, ios *IOStreams) (*store.Store, error) {
	p, err := statePath(ios)
	if err != nil {
		return nil, err
	}
	st, err := store.Open(ctx, p, nil)
	if err == nil && st.SpoolErr() != nil && ios.ErrOut != nil {
		fmt.Fprintf(ios.ErrOut, "vouch: warning: %s\n", strings.ReplaceAll(st.SpoolErr().Error(), "\n", "\nvouch: warning: "))
	}
	return st, err
}
