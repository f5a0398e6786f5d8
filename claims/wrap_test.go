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

// TestShellLines pins the command lines of code blocks the agent shows as
// its own runs: a prompt's command in a block announced as results, a
// known command marked with its outcome. Instructions, and tools' output
// that opens with a mark, stay code.
func TestShellLines(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		{"marked commands", "**Checks run:**\n```\nmake vet    ✓\ngo test ./... ✓ (all pass)\n```", "command_ran cmd=make vet out=succeeded; lint_clean tool=lint cmd=make vet; command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"arrow verdict", "```\nnpx eslint src -> clean\n```", "command_ran cmd=npx eslint src out=succeeded; lint_clean tool=eslint cmd=npx eslint src"},
		{"failing mark", "```\ncargo test ❌ (2 failed)\n```", "command_ran! cmd=cargo test out=failed; tests_pass! cmd=cargo test counts=-1/2/-1/-1"},
		{"prompt under results", "Results:\n\n```text\n$ git diff --stat\n a.go | 2 +-\n```", "command_ran cmd=git diff --stat"},
		{"prompt in an instruction", "To set it up:\n\n```\n$ npm install\n$ npm run dev\n```", ""},
		// a program's run and the line it printed (blind set AP); not a
		// usage block, nor a listing of the repository's state
		{"printed line", "Result:\n```\n$ go run ./cmd/xfer -size 1.5GB -rate 100Mbps\n1.5GB at 100Mbps: 2m0s\n```", "command_ran cmd=go run ./cmd/xfer -size 1.5GB -rate 100Mbps out=output"},
		{"printed under usage", "Usage:\n```\n$ node cli.js 5 km\n5 km = 3.11 mi\n```", ""},
		{"runner output", "```\n✓ src/a.test.ts (5 tests) 12ms\n```", ""},
		{"code with an arrow", "```\nfn parse(s: &str) -> Result<u32>\n```", ""},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%s:\n  got:  %s\n  want: %s", tt.name, got, tt.want)
		}
	}
}
