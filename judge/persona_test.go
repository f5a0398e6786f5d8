package judge_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/verify"
)

func TestParsePersona(t *testing.T) {
	for _, tc := range []struct {
		name, file string
		allowed    []string // nil: every tool
		tools      string   // as declared
		rounds     int
		loops      int
		model      string
		body       string
		err        string // a part of the error; "" for none
	}{
		{name: "no frontmatter", file: "Check each claim.\n", body: "Check each claim.\n"},
		{name: "judge names, a list", file: "---\ntools: [grep, git_diff]\nmax_rounds: 3\nmodel: claude-haiku-4-5\n---\nBody.\n",
			allowed: []string{"grep", "git_diff"}, tools: "grep,git_diff", rounds: 3, model: "claude-haiku-4-5", body: "Body.\n"},
		{name: "seed 000's Pi names", file: "---\nname: verifier\ntools: read, grep, bash, verifier_prompt\nmax_loops: 2\n---\nVerify every claim.\n",
			allowed: []string{"read_file", "grep", "git_diff", "run_gate"}, tools: "read,grep,bash,verifier_prompt", loops: 2, body: "Verify every claim.\n"},
		{name: "no tools at all", file: "---\ntools: []\n---\nx", allowed: []string{}, body: "x"},
		{name: "CRLF", file: "---\r\nmax_rounds: 1\r\n---\r\nx", rounds: 1, body: "x"},
		{name: "unknown tool in a list", file: "---\nmodel: m\ntools:\n  - grep\n  - write_file\n---\nx", err: "p.md:5: tools: unknown tool \"write_file\""},
		{name: "unknown tool in a string", file: "---\n\ntools: read, edit\n---\nx", err: "p.md:3: tools: unknown tool \"edit\""},
		{name: "never closed", file: "---\ntools: grep\n", err: "p.md:1: the frontmatter opened here is never closed"},
		{name: "not YAML", file: "---\ntools: [grep\n---\nx", err: "p.md: frontmatter"},
		{name: "negative rounds", file: "---\nmax_rounds: -2\n---\nx", err: "p.md:2: max_rounds \"-2\": expected a whole number"},
		{name: "loops not a number", file: "---\nmax_loops: many\n---\nx", err: "p.md:2: max_loops \"many\""},
		{name: "model a list", file: "---\nmodel: [a]\n---\nx", err: "p.md:2: model: expected a model name"},
		{name: "not a mapping", file: "---\n- a\n---\nx", err: "p.md:2: frontmatter: expected key: value"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := judge.ParsePersona("p.md", "p", []byte(tc.file))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one with %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if (p.Allowed == nil) != (tc.allowed == nil) || !slices.Equal(p.Allowed, tc.allowed) {
				t.Errorf("allowed %#v, want %#v", p.Allowed, tc.allowed)
			}
			if got := strings.Join(p.Tools, ","); got != tc.tools {
				t.Errorf("tools %q, want %q", got, tc.tools)
			}
			if p.MaxRounds != tc.rounds || p.MaxLoops != tc.loops || p.Model != tc.model || p.Body != tc.body {
				t.Errorf("persona %+v, want rounds %d loops %d model %q body %q", p, tc.rounds, tc.loops, tc.model, tc.body)
			}
		})
	}
}

func FuzzParsePersona(f *testing.F) {
	f.Add([]byte("---\nname: verifier\ntools: read, grep\nmax_loops: 2\nmax_rounds: 4\nmodel: m\n---\nbody\n"))
	f.Add([]byte("---\ntools: [a, b]\n---"))
	f.Add([]byte("---\ntools: {a: b}\n---\n"))
	f.Add([]byte("no frontmatter"))
	f.Add([]byte("---\r\nmax_rounds: 1\r\n---\r\nx"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := judge.ParsePersona("x.md", "x", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "x.md") {
				t.Fatalf("error without the file: %v", err)
			}
			return
		}
		if p.MaxRounds < 0 || p.MaxLoops < 0 || p.Name != "x" {
			t.Fatalf("persona %+v", p)
		}
		for _, a := range p.Allowed {
			if !slices.Contains([]string{"read_file", "list", "grep", "git_diff", "run_gate"}, a) {
				t.Fatalf("allowed %q", a)
			}
		}
	})
}

func writePersona(t *testing.T, root, dir, name, content string) {
	t.Helper()
	d := filepath.Join(root, filepath.FromSlash(dir))
	if err := os.MkdirAll(d, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(d, name+".md"), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadPersona(t *testing.T) {
	root := t.TempDir()
	// None named, none there: the built-in persona.
	if p, err := judge.LoadPersona(root, ""); p != nil || err != nil {
		t.Fatalf("no persona files: %+v, %v; want nil, nil", p, err)
	}
	// Named and missing: an error naming where it looked.
	if _, err := judge.LoadPersona(root, "strict"); !errors.Is(err, judge.ErrNoPersona) || !strings.Contains(err.Error(), filepath.Join(".vouch", "agents", "strict.md")) {
		t.Fatalf("missing strict: %v", err)
	}
	writePersona(t, root, ".pi/verifier/agents", "verifier", "From Pi.\n")
	p, err := judge.LoadPersona(root, "")
	if err != nil || p.Body != "From Pi.\n" || p.Ref != ".pi/verifier/agents/verifier.md" {
		t.Fatalf("default from .pi: %+v, %v", p, err)
	}
	// .vouch/agents wins.
	writePersona(t, root, ".vouch/agents", "verifier", "From vouch.\n")
	p, err = judge.LoadPersona(root, "verifier")
	if err != nil || p.Body != "From vouch.\n" || p.Ref != ".vouch/agents/verifier.md" || p.Path != filepath.Join(root, ".vouch", "agents", "verifier.md") {
		t.Fatalf("verifier: %+v, %v", p, err)
	}
	// A malformed default is an error, not the built-in persona.
	writePersona(t, root, ".vouch/agents", "verifier", "---\ntools: shell\n---\n")
	if _, err := judge.LoadPersona(root, ""); err == nil || !strings.Contains(err.Error(), filepath.Join(root, ".vouch", "agents", "verifier.md")+":2") {
		t.Fatalf("malformed default: %v", err)
	}
	for _, bad := range []string{"../x", "a/b", `a\b`, ".."} {
		if _, err := judge.LoadPersona(root, bad); err == nil || errors.Is(err, judge.ErrNoPersona) {
			t.Errorf("LoadPersona(%q): %v, want a bad-name error", bad, err)
		}
	}
}

// personaWorkspace is a git repository with one committed file and one
// change: a workspace the real tools can serve.
func personaWorkspace(t *testing.T) string {
	t.Helper()
	ws := t.TempDir()
	git := func(args ...string) {
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = ws
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	os.WriteFile(filepath.Join(ws, "calc.py"), []byte("def add(a, b):\n    return a - b\n"), 0o644)
	git("init", "-q")
	git("add", ".")
	git("commit", "-q", "-m", "init")
	os.WriteFile(filepath.Join(ws, "calc.py"), []byte("def add(a, b):\n    return a + b\n"), 0o644)
	return ws
}

func personaInput(ws string) *verify.ReviewInput {
	return &verify.ReviewInput{
		Workspace: ws,
		Report: &report.Report{Claims: []report.Claim{
			{ID: "c1", Text: "Fixed add in calc.py", Kind: "bug-fixed", Verdict: report.VerdictUnverified},
			{ID: "c2", Text: "Also updated README.md with the new usage", Kind: "file-edited", Verdict: report.VerdictUnverified},
		}},
		Claims: []string{"c1", "c2"},
	}
}

func toolNames(tools []llm.Tool) []string {
	var out []string
	for _, d := range tools {
		out = append(out, d.Name)
	}
	return out
}

// TestPersonaReview: a persona's body reaches the system prompt before
// vouch's contract, its tools are all the model is offered (a call to
// another is refused, never run), its max_rounds bounds the tool rounds,
// and the report names it. The scripted judge lists what it could not
// verify and flags work claimed beyond the diff.
func TestPersonaReview(t *testing.T) {
	ws := personaWorkspace(t)
	writePersona(t, ws, ".vouch/agents", "verifier", "---\ntools: [grep, git_diff]\nmax_rounds: 1\n---\nPERSONA-BODY: check only what the diff shows.\n")
	per, err := judge.LoadPersona(ws, "")
	if err != nil {
		t.Fatal(err)
	}
	var reqs []llm.Request
	answer := `{"claims":[
	 {"claim_id":"c1","verdict":"verified","confidence":"high","evidence":[{"ref":"calc.py:2","detail":"returns a + b"},{"ref":"","detail":"could not verify: add with floats (no test covers them)"}]},
	 {"claim_id":"c2","verdict":"unverified","confidence":"medium","evidence":[{"ref":"","detail":"could not verify: README.md is not in the diff"}]}],
	 "suspicions":[{"kind":"claimed-beyond-diff","file":"calc.py","line":1,"message":"the agent says it updated README.md; git_diff holds calc.py only","confidence":"high"}]}`
	prov := llm.Func{Model: "m", F: func(_ context.Context, req llm.Request) (llm.Response, error) {
		reqs = append(reqs, req)
		if len(reqs) == 1 {
			// Not offered, called anyway.
			return llm.Response{Message: llm.Message{Parts: []llm.Part{toolPart("t1", "read_file", map[string]any{"path": "calc.py"}), toolPart("t2", "git_diff", map[string]any{})}},
				StopReason: llm.StopToolUse, Usage: llm.Usage{InputTokens: 10}}, nil
		}
		return text(answer)(req)
	}}
	out, err := judge.New(&judge.Options{Provider: prov, Persona: per}).Review(t.Context(), personaInput(ws))
	if err != nil {
		t.Fatal(err)
	}
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2", len(reqs))
	}
	if got := toolNames(reqs[0].Tools); !slices.Equal(got, []string{"grep", "git_diff"}) {
		t.Errorf("tools offered %v, want the persona's [grep git_diff]", got)
	}
	if len(reqs[1].Tools) != 0 {
		t.Errorf("after max_rounds 1 the model was offered %v, want no tools", toolNames(reqs[1].Tools))
	}
	sys := reqs[0].System
	body, contract := strings.Index(sys, "PERSONA-BODY"), strings.Index(sys, judge.Contract())
	if body != 0 || contract <= body || strings.Contains(sys, "Procedure (seed 000") {
		t.Errorf("system prompt: body at %d, contract at %d, want the body first, then the contract, not the built-in persona:\n%s", body, contract, sys)
	}
	results := reqs[1].Messages[len(reqs[1].Messages)-1].Parts
	if len(results) < 2 || results[0].ToolResult == nil || !results[0].ToolResult.IsError ||
		!strings.Contains(results[0].ToolResult.Content, `"read_file" is not allowed by the persona .vouch/agents/verifier.md`) {
		t.Errorf("read_file was not refused: %+v", results)
	}
	if r := results[1].ToolResult; r == nil || r.IsError || !strings.Contains(r.Content, "+    return a + b") {
		t.Errorf("git_diff, allowed, did not run: %+v", r)
	}
	if out.Judge.Persona != ".vouch/agents/verifier.md" {
		t.Errorf("report names persona %q", out.Judge.Persona)
	}
	if len(out.Claims) != 2 || out.Claims[0].Verdict != report.VerdictVerified || len(out.Claims[0].Evidence) != 2 ||
		out.Claims[0].Evidence[1].Ref != "" || !strings.HasPrefix(out.Claims[0].Evidence[1].Detail, "could not verify:") {
		t.Errorf("claims %+v, want c1 verified with its could-not-verify check kept", out.Claims)
	}
	if len(out.Findings) != 1 || out.Findings[0].Kind != report.FindingClaimedBeyondDiff || out.Findings[0].File != "calc.py" || out.Findings[0].Line != 1 {
		t.Errorf("findings %+v, want one claimed-beyond-diff at calc.py:1", out.Findings)
	}
}

// TestCouldNotVerifyProvesNothing: a verdict whose only evidence is a
// check the judge could not verify stays unverified.
func TestCouldNotVerifyProvesNothing(t *testing.T) {
	ws := personaWorkspace(t)
	prov, _ := scripted(text(`{"claims":[{"claim_id":"c1","verdict":"refuted","confidence":"high","evidence":[{"ref":"","detail":"could not verify: the float case"}]}],"suspicions":[]}`))
	out, err := judge.New(&judge.Options{Provider: prov}).Review(t.Context(), personaInput(ws))
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Claims) != 1 || out.Claims[0].Verdict != report.VerdictUnverified || len(out.Claims[0].Evidence) != 1 {
		t.Errorf("claims %+v, want c1 unverified with its could-not-verify line", out.Claims)
	}
	if out.Judge.Persona != judge.BuiltIn {
		t.Errorf("persona %q, want built-in", out.Judge.Persona)
	}
}

// TestPersonaRunGate: the persona allows only run_gate; the scripted judge
// runs the workspace's real gate (go test) and cites it.
func TestPersonaRunGate(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Fatal("go is not on PATH: the gate of this test is go test")
	}
	ws := personaWorkspace(t)
	os.WriteFile(filepath.Join(ws, "go.mod"), []byte("module calc\n\ngo 1.21\n"), 0o644)
	os.WriteFile(filepath.Join(ws, "calc.go"), []byte("package calc\n\nfunc Add(a, b int) int { return a + b }\n"), 0o644)
	os.WriteFile(filepath.Join(ws, "calc_test.go"), []byte("package calc\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(2, 3) != 5 {\n\t\tt.Fatal(\"Add(2, 3)\")\n\t}\n}\n"), 0o644)
	per, err := judge.ParsePersona("gate.md", "gate", []byte("---\ntools: run_gate\n---\nRun the tests.\n"))
	if err != nil {
		t.Fatal(err)
	}
	in := personaInput(ws)
	in.Claims = []string{"c1"}
	goTest := []gate.Spec{{Name: "go-test", Command: "go test ./...", Args: []string{"go", "test", "./..."}, Timeout: 2 * time.Minute}}
	in.Gates = goTest
	in.Report.Gates = []report.Gate{{Name: goTest[0].Name, Command: goTest[0].Command}}
	var gateOut string
	var offered []string
	prov, _ := scripted(func(req llm.Request) (llm.Response, error) {
		offered = toolNames(req.Tools)
		return llm.Response{Message: llm.Message{Parts: []llm.Part{toolPart("g1", "run_gate", map[string]any{"name": goTest[0].Name})}}, StopReason: llm.StopToolUse}, nil
	}, func(req llm.Request) (llm.Response, error) {
		last := req.Messages[len(req.Messages)-1].Parts
		if len(last) > 0 && last[0].ToolResult != nil {
			gateOut = last[0].ToolResult.Content
		}
		return text(fmt.Sprintf(`{"claims":[{"claim_id":"c1","verdict":"verified","confidence":"high","evidence":[{"ref":"gate:%s","detail":"TestAdd passes"}]}],"suspicions":[]}`, goTest[0].Name))(req)
	})
	ctx, cancel := context.WithTimeout(t.Context(), 3*time.Minute)
	defer cancel()
	out, err := judge.New(&judge.Options{Provider: prov, Persona: per}).Review(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(offered, []string{"run_gate"}) {
		t.Errorf("offered %v, want [run_gate]", offered)
	}
	t.Logf("tools %s; gate output:\n%s", out.Judge.Mode, gateOut)
	if strings.Contains(out.Judge.Mode, "in-process") {
		// No sandbox here: run_gate is refused, which the result says.
		if !strings.Contains(gateOut, "run_gate is unavailable") {
			t.Errorf("in-process tools, gate output %q", gateOut)
		}
		return
	}
	if !strings.Contains(gateOut, "ok") || !strings.Contains(gateOut, "calc") {
		t.Errorf("the gate's output does not show go test passing:\n%s", gateOut)
	}
	if len(out.Claims) != 1 || out.Claims[0].Verdict != report.VerdictVerified || out.Claims[0].Evidence[0].Ref != "gate:"+goTest[0].Name {
		t.Errorf("claims %+v, want c1 verified citing the gate (notes %v)", out.Claims, out.Judge.Notes)
	}
}

// TestFromConfigPersona: vouch.yaml's judge follows the workspace's
// default persona, whose model replaces llm.model on the wire; a
// malformed persona is an error only when a judge would run.
func TestFromConfigPersona(t *testing.T) {
	t.Setenv("VOUCH_STATE_DIR", t.TempDir())
	t.Setenv("TEST_PERSONA_KEY", "k")
	srv := fakellm.New([]fakellm.Turn{fakellm.Say(`{"claims":[],"suspicions":[]}`)}, &fakellm.Options{ScriptAll: true})
	defer srv.Close()
	ws := personaWorkspace(t)
	writePersona(t, ws, ".vouch/agents", "verifier", "---\nmodel: persona-model\ntools: [list]\n---\nBody.\n")
	cfg := policy.Default()
	cfg.Root = ws
	cfg.LLM = policy.LLM{Provider: policy.LLMOpenAI, Model: "yaml-model", BaseURL: srv.URL + "/v1", APIKeyEnv: "TEST_PERSONA_KEY", APIKeyEnvSet: true, Timeout: 20 * time.Second}
	rv, err := judge.FromConfig(cfg, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := rv.Review(t.Context(), personaInput(ws))
	if err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	if len(reqs) != 1 || reqs[0].Model != "persona-model" || !slices.Equal(reqs[0].ToolNames, []string{"list"}) {
		t.Fatalf("requests %+v, want one for persona-model offering list", reqs)
	}
	if !strings.HasSuffix(out.Judge.Model, "persona-model") || out.Judge.Persona != ".vouch/agents/verifier.md" {
		t.Errorf("judge %+v", out.Judge)
	}

	writePersona(t, ws, ".vouch/agents", "verifier", "---\ntools: [write]\n---\n")
	if _, err := judge.FromConfig(cfg, true, nil); err == nil || !strings.Contains(err.Error(), "verifier.md:2") {
		t.Errorf("malformed persona, judge forced: %v", err)
	}
	cfg.Judge = policy.JudgeNever
	if rv, err := judge.FromConfig(cfg, false, nil); rv != nil || err != nil {
		t.Errorf("malformed persona, judge: never: %v, %v", rv, err)
	}
}

// TestBuiltInPersona: without a persona the system prompt is the built-in
// decomposition procedure, then the contract.
func TestBuiltInPersona(t *testing.T) {
	ws := personaWorkspace(t)
	var sys string
	prov, _ := scripted(func(req llm.Request) (llm.Response, error) {
		sys = req.System
		return text(`{"claims":[],"suspicions":[]}`)(req)
	})
	if _, err := judge.New(&judge.Options{Provider: prov}).Review(t.Context(), personaInput(ws)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"atomic checks", "proven or disproven", `"could not verify:"`, "Never call a claim or a check verified on the agent's word"} {
		if !strings.Contains(judge.BuiltInPersona(), want) {
			t.Errorf("the built-in persona lacks %q", want)
		}
	}
	if !strings.HasPrefix(sys, judge.BuiltInPersona()[:200]) || !strings.HasSuffix(sys, judge.Contract()) {
		t.Errorf("system prompt is not the built-in persona then the contract:\n%s", sys)
	}
}
