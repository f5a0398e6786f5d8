package judge

import "github.com/vouchdev/vouch/redact"

// redactText is Options.Redact's default.
func redactText(s string) (string, int) { return redact.Text(s) }
