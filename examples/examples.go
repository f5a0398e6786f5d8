// Package examples holds the data bundled with vouch, embedded so that
// `vouch demo` works from any directory with no setup (see README.md here
// for where each file comes from).
package examples

import _ "embed"

// FalseClaimName is the name of the bundled Claude Code session in which
// the agent claims the tests pass while they fail.
const FalseClaimName = "examples/claude-code-false-claim.jsonl"

// FalseClaim is that session, a real Claude Code transcript.
//
//go:embed claude-code-false-claim.jsonl
var FalseClaim []byte
