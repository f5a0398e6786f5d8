package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/pi/verifier"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/verify"
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
	cmd.AddCommand(newCmdPiVerifier(ios), newCmdPiVerifyTurn(ios))
	return cmd
}

// PiVerifyTurnOptions are the flags of `vouch pi verify-turn`.
type PiVerifyTurnOptions struct {
	IO *IOStreams

	SessionFile string
	Workspace   string
	MaxLoops    int
	Persona     string
	Turn        int
	NoGates     bool
}

func newCmdPiVerifyTurn(ios *IOStreams) *cobra.Command {
	o := &PiVerifyTurnOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "verify-turn --session-file FILE",
		Short: "Verify a Pi session's last turn once and answer in the socket protocol on stdout",
		Long: `Verify the last turn of a Pi session, as 'vouch pi verifier' does for each
turn over the socket, and write what the verifier would send as protocol
envelopes (docs/pi.md) on stdout: one report line, then one prompt line
when a correction is due. Corrections are counted from the session itself
(the user messages that start with "[vouch] " since the human's last
prompt), so repeated calls loop and escalate like the socket verifier.
The verdict is saved in vouch's state like the socket verifier's.

This is the synchronous path: Pi 0.73.1 does not wait for an extension's
turn_end handler before it decides whether the run goes on, so a
follow-up can only be queued from it by a handler that has the verdict
before its first await (print mode, -p). The extension runs this command
synchronously there.

Exit codes: 0 when the envelopes were written (whatever the verdict), 2
on bad usage.`,
		Example: `  vouch pi verify-turn --session-file ~/.pi/agent/sessions/--home-u-demo--/….jsonl --cwd ~/demo`,
		Args:    cobra.NoArgs,
		RunE:    func(cmd *cobra.Command, _ []string) error { return piVerifyTurnRun(cmd.Context(), o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.SessionFile, "session-file", "", "the session JSONL `FILE`")
	f.StringVar(&o.Workspace, "cwd", "", "project `DIR` (default: the current directory)")
	f.IntVar(&o.MaxLoops, "max-loops", 0, "corrections per user prompt before escalating (default: the persona's max_loops, else vouch.yaml loop.max, else 3)")
	f.StringVar(&o.Persona, "verifier-agent", "", "verifier persona `NAME`: .pi/verifier/agents/NAME.md")
	f.IntVar(&o.Turn, "turn", 0, "the builder's turn number `N`, echoed in the envelopes")
	f.BoolVar(&o.NoGates, "no-gates", false, "do not run the project's oracles; judge by the transcript alone")
	return cmd
}

func piVerifyTurnRun(ctx context.Context, o *PiVerifyTurnOptions) error {
	if o.SessionFile == "" {
		return usageErrorf("--session-file is required: the Pi session to verify")
	}
	if o.MaxLoops < 0 {
		return usageErrorf("--max-loops %d: expected 0 or more", o.MaxLoops)
	}
	ws := o.Workspace
	if ws == "" {
		ws, _ = os.Getwd()
	}
	ws, _ = filepath.Abs(ws)
	cfg, _, maxLoops := verifier.Settings(ws, o.Persona, o.MaxLoops, nil, o.IO.ErrOut)
	tmpl := verifier.Template(ws, o.IO.ErrOut)
	t0 := time.Now()
	vopts := hookVerifyOptions
	if o.NoGates {
		vopts = func(cfg *policy.Config) *verify.Options {
			vo := hookVerifyOptions(cfg)
			vo.NoGates = true
			return vo
		}
	}
	v := verifier.VerifyTurn(ctx, &verifier.TurnOptions{SessionFile: o.SessionFile, Workspace: ws, Config: cfg, MaxLoops: maxLoops,
		Turn: o.Turn, VerifyOptions: vopts, Warn: func(msg string) { fmt.Fprintln(o.IO.ErrOut, "warning:", msg) }, Template: tmpl})
	v.Report.ID = "r" + strconv.Itoa(max(o.Turn, 1))
	v.Report.DurationMS = time.Since(t0).Milliseconds()
	w := protocol.NewWriter(o.IO.Out, nil)
	if err := w.Write(&v.Report); err != nil {
		return err
	}
	if v.Prompt != nil {
		v.Prompt.ID = "p" + strconv.Itoa(max(o.Turn, 1))
		if err := w.Write(v.Prompt); err != nil {
			return err
		}
	}
	if v.SessionID != "" {
		st, err := openState(ctx, o.IO)
		if err == nil {
			err = verifier.Record(ctx, st, v)
			st.Close()
		}
		if err != nil {
			fmt.Fprintln(o.IO.ErrOut, "vouch: warning: the verdict was not recorded:", err)
		}
	}
	return nil
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
	if errors.Is(err, verifier.ErrBuilderGone) || errors.Is(err, verifier.ErrRejected) || errors.Is(err, verifier.ErrUnsafeSocket) {
		return &ExitError{Code: ExitUsage, Msg: fmt.Sprintf("pi verifier: %v", err)}
	}
	return err
}
