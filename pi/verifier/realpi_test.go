package verifier

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/store"
	"github.com/vouchdev/vouch/transcript"
)

// syncExtension is the smallest Pi extension that uses `vouch pi
// verify-turn` the way the synchronous path must be used in Pi 0.73.1's
// print mode: from turn_end, before any await, so that the follow-up is
// queued before the agent loop decides the run is over.
const syncExtension = `
import { spawnSync } from "node:child_process";
export default function (pi: any) {
	let turn = 0;
	pi.on("turn_end", (event: any, ctx: any) => {
		const m = event.message;
		if (!m || m.role !== "assistant") return;
		if ((m.content ?? []).some((b: any) => b.type === "toolCall")) return;
		turn++;
		const r = spawnSync(process.env.VOUCH_BIN, ["pi", "verify-turn", "--session-file", ctx.sessionManager.getSessionFile(), "--cwd", ctx.cwd, "--turn", String(turn)], { encoding: "utf8" });
		process.stderr.write(r.stdout + r.stderr);
		for (const line of r.stdout.split("\n")) {
			if (!line.trim()) continue;
			const e = JSON.parse(line);
			if (e.type === "prompt") pi.sendUserMessage(e.text, { deliverAs: "followUp" });
		}
	});
}
`

// The real Pi 0.73.1 in print mode against the fake model: the agent
// claims "all tests pass" over a failing go test, vouch pi verify-turn
// answers FEEDBACK with a prompt, the follow-up turn really fixes the bug,
// the next verdict is PERFECT and the session ends. Both verdicts are in
// the store.
func TestRealPiVerifyTurn(t *testing.T) {
	ctx := context.Background()
	in, err := agentcli.Default(ctx)
	if err != nil {
		t.Fatalf("installing the pinned agent CLIs (Pi among them): %v", err)
	}
	bin := filepath.Join(t.TempDir(), "vouch")
	if out, err := exec.Command("go", "build", "-o", bin, "../../cmd/vouch").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	dir := testproj.Calc(t, "return a - b")
	os.MkdirAll(filepath.Join(dir, ".pi", "extensions"), 0o755)
	os.WriteFile(filepath.Join(dir, ".pi", "extensions", "vouch-sync.ts"), []byte(syncExtension), 0o644)
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("Fixing.", fakellm.Edit("calc/calc.go", "return a - b", "return b - a")),
		fakellm.Do("Testing.", fakellm.Shell("go test ./...")),
		fakellm.Say("I fixed the bug and all tests pass."),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if strings.HasPrefix(r.LastUser(), CorrectionPrefix) {
				return fakellm.Do("Really fixing.", fakellm.Edit("calc/calc.go", "return b - a", "return a + b"))
			}
			return fakellm.Say("no correction came: " + r.LastUser())
		}),
		fakellm.Do("Testing.", fakellm.Shell("go test ./...")),
		fakellm.Say("Fixed for real; all tests pass."),
	}, nil)
	defer srv.Close()
	state := t.TempDir()
	res, err := in.Run(ctx, transcript.Pi, agentcli.RunOptions{Dir: dir, Home: t.TempDir(), Prompt: "Fix calc.Add; make go test pass.", BaseURL: srv.URL,
		ExtraEnv: []string{"VOUCH_BIN=" + bin, "VOUCH_STATE_DIR=" + state}, Timeout: 3 * time.Minute})
	if err != nil || res.ExitCode != 0 {
		t.Fatalf("pi: %v\n%s", err, res)
	}
	var reports []string
	for _, line := range strings.Split(string(res.Stderr), "\n") {
		var e struct{ Type, Confidence, Phase string }
		if json.Unmarshal([]byte(line), &e) == nil && e.Type == "report" {
			reports = append(reports, e.Confidence+"/"+e.Phase)
		}
	}
	if strings.Join(reports, " ") != "FEEDBACK/feedback PERFECT/verified" {
		t.Errorf("reports %v\n%s", reports, res)
	}
	if src, _ := os.ReadFile(filepath.Join(dir, "calc", "calc.go")); !strings.Contains(string(src), "return a + b") {
		t.Errorf("the follow-up did not fix the bug:\n%s", src)
	}
	if srv.TurnsServed() != 6 {
		t.Errorf("%d model turns, want 6", srv.TurnsServed())
	}
	st, err := store.Open(ctx, filepath.Join(state, "vouch.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	list, _ := st.Sessions(ctx, store.SessionFilter{Agent: Agent})
	if len(list) != 1 || list[0].Turns != 2 || list[0].LastVerdict != "PERFECT" || list[0].Loops != 1 {
		t.Errorf("store: %+v", list)
	}
}
