package judge

// redactText replaces secrets with [REDACTED:<kind>] and counts them.
// SHIM: package redact (issue 13's SANDBOX part) replaces this on rebase.
func redactText(s string) (string, int) { return s, 0 }
