package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/transcript"
)

// TestRewriteHonoured: a vouch.yaml rewrite rule changes the command the
// agent runs. Both CLIs take PreToolUse's updatedInput: the rewritten
// command is what writes out.txt.
func TestRewriteHonoured(t *testing.T) {
	ctx := context.Background()
	in, err := agentcli.Default(ctx)
	if err != nil {
		t.Fatalf("installing the pinned agent CLIs: %v", err)
	}
	bin := vouchBinary(t)
	for _, agent := range []transcript.Agent{transcript.ClaudeCode, transcript.Codex} {
		t.Run(string(agent), func(t *testing.T) {
			s := &storyEnv{ctx: ctx, in: in, bin: bin, agent: agent}
			s.setup(t, false)
			rule := "policy:\n  rewrite:\n    - {tool: shell, match: \"^echo original\", replace: \"echo rewritten\", reason: house style}\n"
			if err := os.WriteFile(filepath.Join(s.dir, "vouch.yaml"), []byte(rule), 0o644); err != nil {
				t.Fatal(err)
			}
			s.play(t, []fakellm.Turn{
				fakellm.Do("Writing.", fakellm.Shell("echo original > out.txt")),
				fakellm.Say("Wrote out.txt."),
			})
			b, err := os.ReadFile(filepath.Join(s.dir, "out.txt"))
			if err != nil || string(b) != "rewritten\n" {
				t.Errorf("out.txt = %q (%v), want the rewritten command's output", b, err)
			}
			if st := s.status(t); st.Vetoes != 0 {
				t.Errorf("vouch status: vetoes=%d, want none for a rewrite", st.Vetoes)
			}
		})
	}
}
