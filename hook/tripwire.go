package hook

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/vouchdev/vouch/internal/tripwire"
	"github.com/vouchdev/vouch/policy"
)

// The tripwire (internal/tripwire) as both answering sides run it: `vouch
// hook` (hook/guard) and cmd/vouch-hook, whose replies must be the same.
// What differs between them is only where the veto is recorded (the store,
// or the session's progress log).

// TripwireOptions are the tripwire's options for e's project: the project
// root (Root), its protected paths, vouch's own files outside it
// (OutsideProtected, found when a snapshot is taken), and stateDir, the
// directory of vouch's database.
func TripwireOptions(e *Event, cfg *policy.Config, stateDir string, getenv func(string) string) (*tripwire.Options, error) {
	if e.Cwd == "" || !filepath.IsAbs(e.Cwd) {
		return nil, fmt.Errorf("hook payload: cwd %q, expected an absolute path", e.Cwd)
	}
	home := getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	return &tripwire.Options{
		Root:        Root(e.Cwd),
		Protected:   cfg.Protected,
		OutsideFunc: func() []string { return OutsideProtected(home) },
		StateDir:    stateDir,
		OnChange:    cfg.Protect.OnChange,
	}, nil
}

// TripwireWarning is the message that tells the user the tripwire could
// not do its job: err says what happened ("is off: …").
func TripwireWarning(err error) string {
	return "vouch: warning: the tripwire (protected paths put back after a tool call) " + OneLine(err.Error())
}

// TripwireCheck compares the protected paths with the snapshot after
// e's tool call (o from TripwireOptions, or the error that prevented
// them). Changes are put back (protect.on_change: restore); the reply
// tells the agent what happened and why (Context) and the user too
// (SystemMessage). A manifest that cannot be read is replaced by a new
// snapshot, with a warning. The caller records the veto: Veto is its
// reason, "" when nothing changed.
func TripwireCheck(e *Event, o *tripwire.Options, oerr error) (d Decision, veto string) {
	if oerr != nil {
		return Decision{SystemMessage: TripwireWarning(fmt.Errorf("is off: %w", oerr))}, ""
	}
	changes, err := tripwire.Check(o)
	if errors.Is(err, tripwire.ErrCorrupt) {
		warn := TripwireWarning(fmt.Errorf("took a new snapshot: %w", err))
		if serr := tripwire.Snapshot(o); serr != nil {
			warn = TripwireWarning(fmt.Errorf("is off: %w", serr))
		}
		return Decision{SystemMessage: warn}, ""
	}
	if err != nil {
		d.SystemMessage = TripwireWarning(err)
	}
	if len(changes) == 0 {
		return d, ""
	}
	sum := SummarizeChanges(changes)
	d.Context = tripwire.Message(changes)
	d.SystemMessage = JoinLines("vouch: "+e.ToolName+" changed protected paths: "+sum, d.SystemMessage)
	return d, "tripwire: " + sum
}

// SummarizeChanges is a change list on one line: ".env modified, restored;
// x.key modified, not restored (larger than 1 MiB, no copy kept)".
func SummarizeChanges(changes []tripwire.Change) string {
	parts := make([]string, len(changes))
	for i, c := range changes {
		s := c.Path + " " + c.What
		switch {
		case c.Restored && c.Moved != "":
			s += ", moved to quarantine (" + c.Moved + ")"
		case c.Restored:
			s += ", restored"
		default:
			s += ", not restored (" + c.Err + ")"
		}
		parts[i] = s
	}
	return strings.Join(parts, "; ")
}

// JoinLines joins two messages with a newline, leaving out an empty one.
func JoinLines(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + "\n" + b
}
