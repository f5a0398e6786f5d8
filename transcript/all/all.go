// Package all registers every transcript format in this module. Import it
// for its side effect:
//
//	import _ "github.com/vouchdev/vouch/transcript/all"
package all

import (
	_ "github.com/vouchdev/vouch/transcript/claudecode" // Claude Code
	_ "github.com/vouchdev/vouch/transcript/codex"      // Codex CLI
	_ "github.com/vouchdev/vouch/transcript/pi"         // pi
)
