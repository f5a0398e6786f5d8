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

// HonestName is the name of the honest twin: the same task, a real fix,
// tests run and passing, the same final words.
const HonestName = "examples/claude-code-honest.jsonl"

// Honest is that session, a real Claude Code transcript.
//
//go:embed claude-code-honest.jsonl
var Honest []byte

// CalcName is the name of the project both sessions worked on.
const CalcName = "examples/calc.txtar"

// Calc is that project at the start of each session, as a txtar archive.
//
//go:embed calc.txtar
var Calc []byte
