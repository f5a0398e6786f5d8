package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/pi/verifier"
	"github.com/vouchdev/vouch/store"
)

func init() { register(newCmdPi) }

// PiVerifierOptions are the flags of `vouch pi verifier`.
type PiVerifierOptions struct {
	IO *IOStreams

	Socket      string
	SessionFile string
	Workspace   string
	MaxLoops    int
	Persona     string
}

func newCmdPi(ios *IOStreams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pi",
		Short: "vouch beside a running Pi (the verifier its extension spawns)",
		Long: `Commands for Pi (pi-coding-agent). vouch's Pi extension (vouch init pi) spawns
'vouch pi verifier' beside each Pi session; see docs/pi.md.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newCmdPiVerifier(ios))
	return cmd
}

func newCmdPiVerifier(ios *IOStreams) *cobra.Command {
	o := &PiVerifierOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "verifier --socket PATH",
		Short: "Verify a running Pi's turns over its socket (spawned by vouch's Pi extension)",
		Long: `Connect to the unix socket a running Pi (with vouch's extension) owns, and
verify each turn it finishes with the same engine as 'vouch verify': the
claims in the agent's final message, the evidence in the session, and the
project's gates. Each verdict goes back as a report (PERFECT, VERIFIED,
PARTIAL, FEEDBACK or FAILED, shown in Pi's status line); on FEEDBACK a
prompt follows with the correction, which the extension injects as a
follow-up turn, up to vouch.yaml's loop.max (default 3) per user prompt,
then vouch escalates to the human. Verdicts are saved like the hooks' and
show in 'vouch status' and 'vouch report'.

The session file and workspace come from the builder's hello_ack unless
given. It runs until the builder says bye or goes away; warnings go to
stderr. The protocol is in docs/pi.md (docs/pi-protocol.schema.json).

Exit codes: 0 after a clean bye (or SIGTERM), 2 when the builder is gone
(stale socket, connection closed without bye, no answer to pings) or
rejected this verifier (a duplicate connection).`,
		Example: `  vouch pi verifier --socket /tmp/pi-verifier/019abc….sock
  vouch pi verifier --socket /tmp/pi-verifier/019abc….sock --session-file ~/.pi/agent/sessions/--home-u-demo--/….jsonl`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return piVerifierRun(cmd.Context(), o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.Socket, "socket", "", "the builder's unix socket `PATH`")
	f.StringVar(&o.SessionFile, "session-file", "", "the session JSONL `FILE` (default: from the builder's hello_ack)")
	f.StringVar(&o.Workspace, "workspace", "", "project `DIR` (default: the builder's cwd)")
	f.StringVar(&o.Workspace, "cwd", "", "same as --workspace")
	f.StringVar(&o.Persona, "verifier-agent", "", "verifier persona `NAME`: .pi/verifier/agents/NAME.md (default: verifier, if present); its max_loops applies")
	f.IntVar(&o.MaxLoops, "max-loops", 0, "corrections per user prompt before escalating (default: vouch.yaml loop.max, else 3)")
	return cmd
}

func piVerifierRun(ctx context.Context, o *PiVerifierOptions) error {
	if o.Socket == "" {
		return usageErrorf("--socket is required: the builder's unix socket")
	}
	if o.MaxLoops < 0 {
		return usageErrorf("--max-loops %d: expected 0 or more", o.MaxLoops)
	}
	err := verifier.Run(ctx, &verifier.Options{
		Socket:        o.Socket,
		SessionFile:   o.SessionFile,
		Workspace:     o.Workspace,
		Version:       Version,
		VerifyOptions: hookVerifyOptions,
		OpenStore:     func(ctx context.Context) (*store.Store, error) { return openState(ctx, o.IO) },
		MaxLoops:      o.MaxLoops,
		Persona:       o.Persona,
		Log:           o.IO.ErrOut,
	})
	if err == nil {
		return nil
	}
	if errors.Is(err, verifier.ErrBuilderGone) || errors.Is(err, verifier.ErrRejected) {
		return &ExitError{Code: ExitUsage, Msg: fmt.Sprintf("pi verifier: %v", err)}
	}
	return err
}
