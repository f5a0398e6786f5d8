package claims

import "testing"

// TestHardWrapped pins the reading of a message wrapped at a fixed width
// (a commit message, a PR body written from a file): a line that stops
// mid-sentence goes on in the next one at the margin, as markdown reads a
// lazy continuation line. A message whose lines are units (one line is
// longer than any fixed width) keeps them apart.
func TestHardWrapped(t *testing.T) {
	t.Parallel()
	body := "## Summary\n\n" +
		"- Make the retry loop honour the context deadline so a cancelled\n" +
		"request stops at once instead of after the last backoff interval.\n" +
		"- Keep the jitter the same so the existing load tests stay\n" +
		"comparable with the numbers from the previous release.\n\n" +
		"## Test plan\n\n" +
		"- [x] `go vet ./...`, `go test -race ./client/...`, `staticcheck\n" +
		"./...` clean.\n"
	tests := []struct {
		name, in, want string
	}{
		{"wrapped PR body", body, "command_ran cmd=go vet ./... out=succeeded; lint_clean tool=go vet cmd=go vet ./...; " +
			"command_ran cmd=go test -race ./client/... out=succeeded; tests_pass scope=./client/... cmd=go test -race ./client/...; " +
			"command_ran cmd=staticcheck ./... out=succeeded; lint_clean tool=staticcheck cmd=staticcheck ./..."},
		// One line longer than any wrap width: the lines are units, the
		// verdict on the next line is not the commands', and the code span
		// broken across them is no command.
		{"lines are units", "Here is what I did, in a long line that no commit message or PR body wrapped at seventy-two columns would hold.\n" + body, "command_ran cmd=go vet ./..."},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%s:\n  got:  %s\n  want: %s", tt.name, got, tt.want)
		}
	}
}
