package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook/guard"
	"github.com/vouchdev/vouch/hook/progress"
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

// The stories below run the real vouch binary as the hooks of the real
// Claude Code and Codex, installed with `vouch init` (Claude Code: the
// project's .claude/settings.json; Codex: ~/.codex/hooks.json under the
// run's HOME, with --dangerously-bypass-hook-trust), against the calc
// project and a scripted model. Each asserts what the model received after
// vouch acted (fakellm requests) and what vouch recorded (vouch status /
// vouch report on the run's VOUCH_STATE_DIR).

// TestHookStories runs the five stories for each agent, strictly one CLI
// after another.
func TestHookStories(t *testing.T) {
	ctx := context.Background()
	in, err := agentcli.Default(ctx)
	if err != nil {
		t.Fatalf("installing the pinned agent CLIs: %v", err)
	}
	bin := vouchBinary(t)
	for _, agent := range []transcript.Agent{transcript.ClaudeCode, transcript.Codex} {
		t.Run(string(agent), func(t *testing.T) {
			for _, st := range stories {
				t.Run(st.name, func(t *testing.T) {
					start := time.Now()
					st.run(t, &storyEnv{ctx: ctx, in: in, bin: bin, agent: agent})
					t.Logf("%s/%s: %s", agent, st.name, time.Since(start).Round(time.Millisecond))
				})
			}
		})
	}
}

// failingTest is how vouch's feedback names calc's failing test: the
// assertion's file:line (go test's diagnostics carry no function name).
const failingTest = "calc/calc_test.go:7"

var stories = []struct {
	name string
	run  func(t *testing.T, s *storyEnv)
}{
	{"a-false-done-blocked-then-fixed", storyFeedbackFix},
	{"b-escalation-after-3-loops", storyEscalation},
	{"c-protected-shell-write-denied", storyProtectedWrite},
	{"d-broken-edit-vetoed", storyEditVeto},
	{"e-stall-nudge", storyStallNudge},
}

// storyFeedbackFix: the agent claims done while the test fails; vouch
// blocks the stop, its feedback naming the failing test reaches the model,
// the model fixes the bug, and the second stop passes.
func storyFeedbackFix(t *testing.T, s *storyEnv) {
	s.setup(t, true)
	s.play(t, []fakellm.Turn{
		fakellm.Do("Let me look at the code.", fakellm.Read("calc/calc.go")),
		fakellm.Say(finalText), // false: nothing was changed, TestAdd fails
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if in := r.Input(); strings.Contains(in, guard.FeedbackPrefix) && strings.Contains(in, failingTest) {
				return fakellm.Do("vouch is right, fixing Add.", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a + b"))
			}
			return fakellm.Say("no vouch feedback in my input")
		}),
		fakellm.Do("Running the tests.", fakellm.Shell("go test ./...")),
		fakellm.Say(finalText),
	})
	s.wantTurns(t, 5)
	if got := s.srv.Scripted()[2].Input(); !strings.Contains(got, guard.FeedbackPrefix) || !strings.Contains(got, failingTest) {
		t.Errorf("after the blocked stop the model saw %q, want vouch's feedback naming the failing test (%s)", got, failingTest)
	}
	if got := s.srv.Scripted()[4].Input(); !strings.Contains(got, "ok") {
		t.Errorf("after go test the model saw %q, want the passing run", got)
	}
	s.wantFile(t, "calc/calc.go", "return a + b")
	st := s.status(t)
	if st.Loops != 1 || (st.LastVerdict != "PERFECT" && st.LastVerdict != "VERIFIED") {
		t.Errorf("vouch status: loops=%d last_verdict=%s, want 1 loop and a passing verdict", st.Loops, st.LastVerdict)
	}
}

// storyEscalation: a model that never fixes anything is sent back three
// times; the fourth stop is let through with an escalation to the human,
// and the session ends.
func storyEscalation(t *testing.T, s *storyEnv) {
	s.setup(t, true)
	var turns []fakellm.Turn
	for range 4 {
		turns = append(turns, fakellm.Say(finalText))
	}
	s.play(t, turns)
	s.wantTurns(t, 4)
	for i, r := range s.srv.Scripted()[1:] {
		want := fmt.Sprintf("(feedback %d of 3)", i+1)
		if got := r.Input(); !strings.Contains(got, guard.FeedbackPrefix) || !strings.Contains(got, want) || !strings.Contains(got, failingTest) {
			t.Errorf("request %d: the model saw %q, want vouch's feedback %s naming the failing test", i+2, got, want)
		}
	}
	// The fourth stop went through (the script's end: no fifth request);
	// Claude Code shows the escalation in its hook events. Codex exec
	// shows a Stop hook's systemMessage nowhere (not in --json, not in the
	// rollout; checked with 0.169.0), so there loops=3 with a FEEDBACK
	// verdict below is the evidence: only the escalation lets such a stop by.
	if s.agent == transcript.ClaudeCode && !strings.Contains(string(s.res.Stdout), "vouch: escalating to you: after 3 feedback loops") {
		t.Errorf("no escalation systemMessage among Claude Code's hook events:\n%s", tail(string(s.res.Stdout), 3000))
	}
	st := s.status(t)
	if st.Loops != 3 || st.LastVerdict != "FEEDBACK" {
		t.Errorf("vouch status: loops=%d last_verdict=%s, want 3 loops, FEEDBACK", st.Loops, st.LastVerdict)
	}
	rep := s.vouch(t, 0, "report", st.Session, "--format", "json")
	var r struct {
		Schema, Status, Feedback string
	}
	if err := json.Unmarshal(rep, &r); err != nil || r.Status != "FEEDBACK" || !strings.Contains(r.Feedback, failingTest) {
		t.Errorf("vouch report: %v\n%s\nwant the saved FEEDBACK report naming the failing test", err, rep)
	}
}

// storyProtectedWrite: a shell redirect into .env is denied before it
// runs, and the model is told why.
func storyProtectedWrite(t *testing.T, s *storyEnv) {
	s.setup(t, false)
	s.play(t, []fakellm.Turn{
		fakellm.Do("Saving the config.", fakellm.Shell("echo SECRET=x > .env")),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if strings.Contains(r.Input(), "protected") {
				return fakellm.Say("vouch refused: .env is protected, so I left it alone.")
			}
			return fakellm.Say("the write went through")
		}),
	})
	if sc := s.srv.Scripted(); len(sc) < 2 || !strings.Contains(sc[1].Input(), ".env is protected") {
		t.Errorf("after the write the model did not see vouch's reason naming .env")
	}
	if _, err := os.Stat(filepath.Join(s.dir, ".env")); err == nil {
		t.Errorf(".env was written")
	}
	if st := s.status(t); st.Vetoes != 1 {
		t.Errorf("vouch status: vetoes=%d, want the denied write recorded", st.Vetoes)
	}
	// The model then stops without claiming anything: nothing to block.
	s.wantTurns(t, 2)
}

// vetoError is the syntax error of the broken edit ("return a +" before
// the closing brace), as Go's parser reports it.
const vetoError = "calc/calc.go:7: expected operand, found '}'"

// storyEditVeto: an edit that breaks the Go syntax is vetoed with the
// compiler's error; the corrected edit passes and the session ends green.
func storyEditVeto(t *testing.T, s *storyEnv) {
	s.setup(t, true)
	s.play(t, []fakellm.Turn{
		fakellm.Do("Let me look at the code.", fakellm.Read("calc/calc.go")),
		fakellm.Do("Fixing Add.", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a +")),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if strings.Contains(r.Input(), vetoError) {
				return fakellm.Do("Oops, completing the expression.", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a + b"))
			}
			return fakellm.Say("my edit went through")
		}),
		fakellm.Do("Running the tests.", fakellm.Shell("go test ./...")),
		fakellm.Say(finalText),
	})
	if sc := s.srv.Scripted(); len(sc) < 3 || !strings.Contains(sc[2].Input(), vetoError) {
		t.Errorf("after the broken edit the model did not see the veto with the parser error %q", vetoError)
	}
	s.wantTurns(t, 5)
	if got := s.srv.Scripted()[3].Input(); strings.Contains(got, "vouch") {
		t.Errorf("the good edit was refused: %q", got)
	}
	s.wantFile(t, "calc/calc.go", "\treturn a + b\n")
	if st := s.status(t); st.Vetoes != 1 {
		t.Errorf("vouch status: vetoes=%d, want 1", st.Vetoes)
	}
}

// storyStallNudge: the same failing command three times in a row brings a
// progress nudge, visible in the next model request; the model then fixes
// the bug.
func storyStallNudge(t *testing.T, s *storyEnv) {
	s.setup(t, true)
	s.play(t, []fakellm.Turn{
		fakellm.Do("Running the tests.", fakellm.Shell("go test ./...")),
		fakellm.Do("Again.", fakellm.Shell("go test ./...")),
		fakellm.Do("Once more.", fakellm.Shell("go test ./...")),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if strings.Contains(string(r.Body), progress.NudgePrefix) {
				return fakellm.Do("Right, reading the code instead.", fakellm.Read("calc/calc.go"))
			}
			return fakellm.Say("no nudge")
		}),
		fakellm.Do("Fixing Add.", fakellm.Edit("calc/calc.go", "\treturn a - b", "\treturn a + b")),
		fakellm.Do("Running the tests.", fakellm.Shell("go test ./...")),
		fakellm.Say(finalText),
	})
	s.wantTurns(t, 7)
	sc := s.srv.Scripted()
	for i := 1; i < 3; i++ {
		if strings.Contains(string(sc[i].Body), progress.NudgePrefix) {
			t.Errorf("request %d already carries a nudge (after %d failures)", i+1, i)
		}
	}
	if !strings.Contains(string(sc[3].Body), progress.NudgePrefix) || !strings.Contains(string(sc[3].Body), "go test ./...") {
		t.Errorf("after the third failing go test the request carries no nudge naming the command:\n%s", tail(string(sc[3].Body), 3000))
	}
	s.wantFile(t, "calc/calc.go", "return a + b")
	if st := s.status(t); st.Nudges != 1 {
		t.Errorf("vouch status: nudges=%d, want 1", st.Nudges)
	}
}
