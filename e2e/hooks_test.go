package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/transcript"
)

// stopHook blocks the first Stop of a session with a JSON decision and
// lets the second (stop_hook_active) through; it logs every payload.
const stopHook = `#!/bin/sh
payload=$(cat)
printf '%s\n' "$payload" >> "$HOME/stop-payloads.jsonl"
case "$payload" in
*'"stop_hook_active":true'*) exit 0 ;;
esac
echo '{"decision":"block","reason":"vouch: no test run seen, run go test ./..."}'
`

// TestStopHookFeedback checks agentcli's hook wiring in the real Claude Code
// and Codex: a Stop hook from RunOptions.Hooks runs, its block reason
// reaches the model as its next input (seen by a fakellm.Func turn), and
// the second Stop carries stop_hook_active.
func TestStopHookFeedback(t *testing.T) {
	ctx := context.Background()
	in, err := agentcli.Default(ctx)
	if err != nil {
		t.Fatalf("installing the pinned agent CLIs: %v", err)
	}
	for _, agent := range []transcript.Agent{transcript.ClaudeCode, transcript.Codex} {
		t.Run(string(agent), func(t *testing.T) {
			dir := writeCalc(t)
			home := t.TempDir()
			hook := filepath.Join(home, "bin", "stop-hook.sh")
			srv := fakellm.New([]fakellm.Turn{
				fakellm.Do("Fixing it.", fakellm.Read("calc/calc.go")),
				fakellm.Do("", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a + b")),
				fakellm.Say("I fixed the bug."),
				fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
					if strings.Contains(r.Input(), "vouch: no test run seen") {
						return fakellm.Do("Running the tests.", fakellm.Shell("go test ./..."))
					}
					return fakellm.Say("no hook feedback in the input")
				}),
				fakellm.Say(finalText),
			}, &fakellm.Options{Dir: dir})
			defer srv.Close()

			res, err := in.Run(ctx, agent, agentcli.RunOptions{
				Dir: dir, Home: home, Prompt: prompt, BaseURL: srv.URL, Timeout: 3 * time.Minute,
				Files: map[string]string{"bin/stop-hook.sh": stopHook},
				Hooks: []byte(`{"Stop":[{"hooks":[{"type":"command","command":"` + hook + `"}]}]}`),
			})
			if err != nil {
				t.Fatalf("running %s: %v\n%v", agent, err, res)
			}
			t.Logf("%s ran in %s, exit %d", agent, res.Duration.Round(time.Millisecond), res.ExitCode)
			if res.ExitCode != 0 {
				t.Fatalf("%s exited %d\n%v", agent, res.ExitCode, res)
			}
			if errs := srv.Errors(); len(errs) > 0 {
				t.Errorf("fake model errors: %v", errs)
			}
			scripted := srv.Scripted()
			if len(scripted) != 5 {
				t.Fatalf("model got %d scripted requests, want 5\n%v", len(scripted), res)
			}
			if got := scripted[3].Input(); !strings.Contains(got, "vouch: no test run seen") {
				t.Errorf("after the blocked Stop the model saw %q, want the hook's reason", got)
			}
			if got := scripted[4].Input(); !strings.Contains(got, "example.com/demo/calc") {
				t.Errorf("after go test the model saw %q, want the test run", got)
			}
			payloads, err := os.ReadFile(filepath.Join(home, "stop-payloads.jsonl"))
			if err != nil {
				t.Fatalf("the Stop hook never ran: %v", err)
			}
			lines := strings.Split(strings.TrimSpace(string(payloads)), "\n")
			if len(lines) != 2 || strings.Contains(lines[0], `"stop_hook_active":true`) || !strings.Contains(lines[1], `"stop_hook_active":true`) {
				t.Errorf("Stop payloads = %q, want two, the second with stop_hook_active", lines)
			}
		})
	}
}
