package text

// OldTruncate is the byte-based Truncate from v0.1. Deprecated: use Truncate.
func OldTruncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// OldPad pads s with spaces to n bytes. Deprecated.
func OldPad(s string, n int) string {
	for len(s) < n {
		s += " "
	}
	return s
}
