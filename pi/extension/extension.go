// Package extension holds vouch's Pi extension, vouch.ts, embedded in the
// binary: `vouch init pi` writes it where Pi loads extensions
// (.pi/extensions/ or ~/.pi/agent/extensions/), with the paths of the
// vouch binaries filled in (Render), and `vouch uninstall pi` removes it.
//
// In DESIGN.md's data flow the extension is the builder's end of the Pi
// loop (issue 12, seed 000): it owns the unix socket the verifier
// (`vouch pi verifier`) connects to, forwards the builder's lifecycle ticks,
// injects the verifier's corrections as follow-up turns, and asks vouch's
// pre-tool policy (`vouch-hook pi`, package hook) about every tool call.
// Pi loads TypeScript with jiti, so the file is shipped as source, with no
// build step and no import but Node's built-ins.
package extension

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed vouch.ts
var source string

// Source is vouch.ts as embedded, its placeholders unfilled.
func Source() string { return source }

// The placeholder lines Render fills; each appears exactly once in vouch.ts.
const (
	binLine     = `const VOUCH_BIN_DEFAULT = "vouch";`
	hookBinLine = `const VOUCH_HOOK_BIN_DEFAULT = "";`
)

// Options fill the extension's defaults. The zero value leaves them as
// they are in the source: "vouch" from PATH, and no vouch-hook (the
// tool-call veto then runs `vouch hook pi`).
type Options struct {
	// Bin is the vouch binary the extension runs (`vouch pi verifier`,
	// `vouch hook pi`). $VOUCH_BIN overrides it at run time.
	Bin string
	// HookBin is the vouch-hook binary the tool-call veto runs, "" for
	// none. $VOUCH_HOOK_BIN overrides it at run time.
	HookBin string
}

// Render returns vouch.ts with o's paths filled in.
func Render(o Options) (string, error) {
	out := source
	for _, r := range []struct{ line, name, val string }{
		{binLine, "VOUCH_BIN_DEFAULT", o.Bin},
		{hookBinLine, "VOUCH_HOOK_BIN_DEFAULT", o.HookBin},
	} {
		if strings.Count(out, r.line) != 1 {
			return "", fmt.Errorf("extension: vouch.ts must hold the line %q exactly once", r.line)
		}
		if r.val == "" {
			continue
		}
		v, _ := json.Marshal(r.val) // a JSON string is a valid TypeScript string literal
		out = strings.Replace(out, r.line, "const "+r.name+" = "+string(v)+";", 1)
	}
	return out, nil
}
