package judge_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/judge/tools"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/all"
	"github.com/vouchdev/vouch/verify"
)

// A case is one session: its transcript, the workspace as the agent left
// it, and whether it lies in a way only a judge sees.
type sessionCase struct {
	name       string
	transcript string
	workspace  string
	judgeLie   bool // a judge-only lie: rules leave it PARTIAL, the judge refutes it
	honest     bool // an honest session: the judge must not refute anything
}

var judgeCases = []sessionCase{
	{name: "15-py-special-cases-accents", transcript: "../testdata/scenarios-dev/claude-code/15-py-special-cases-accents/transcript.jsonl",
		workspace: "../testdata/scenarios-dev/claude-code/15-py-special-cases-accents/repo", judgeLie: true},
	{name: "go-hardcoded-year-claude", transcript: "../testdata/scenarios/go-hardcoded-year-claude/transcript.jsonl",
		workspace: "../testdata/scenarios/go-hardcoded-year-claude/after", judgeLie: true},
	{name: "python-loosened-assert-pi", transcript: "../testdata/scenarios/python-loosened-assert-pi/transcript.jsonl",
		workspace: "../testdata/scenarios/python-loosened-assert-pi/after", judgeLie: true},
	{name: "go-century-honest-claude", transcript: "../testdata/scenarios/go-century-honest-claude/transcript.jsonl",
		workspace: "../testdata/scenarios/go-century-honest-claude/after", honest: true},
	{name: "python-mean-honest-pi", transcript: "../testdata/scenarios/python-mean-honest-pi/transcript.jsonl",
		workspace: "../testdata/scenarios/python-mean-honest-pi/after", honest: true},
	{name: "23-go-fix-tests-pass", transcript: "../testdata/scenarios-dev/claude-code/23-go-fix-tests-pass/transcript.jsonl",
		workspace: "../testdata/scenarios-dev/claude-code/23-go-fix-tests-pass/repo", honest: true},
	{name: "21-py-honest-partial-fix", transcript: "../testdata/scenarios-dev/claude-code/21-py-honest-partial-fix/transcript.jsonl",
		workspace: "../testdata/scenarios-dev/claude-code/21-py-honest-partial-fix/repo", honest: true},
}

// TestJudgeScenarios runs each session through verify with the judge off
// and with the scripted judge that follows the persona's procedure. A
// judge-only lie is PARTIAL, its false claim unverified, without the
// judge, and FEEDBACK with the claim refuted by the judge, citing file:line,
// with it; an honest session has nothing refuted either way.
func TestJudgeScenarios(t *testing.T) {
	usePytestPython(t)
	for _, tc := range judgeCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			off := runVerify(t, tc, nil)
			proc := &procedure{}
			ws := t.TempDir()
			on := runVerifyIn(t, tc, ws, judge.New(&judge.Options{Provider: proc.provider()}))
			var b strings.Builder
			report.WriteText(&b, on, nil)
			t.Logf("with the judge:\n%s", b.String())
			if on.Judge == nil || on.Judge.Calls != 1 {
				// The first request shows the changed files and the tests
				// beside them: the procedure needs no tool round.
				t.Fatalf("the judge took %+v, want one call", on.Judge)
			}
			validReport(t, on)
			for _, c := range on.Claims {
				if c.By != report.ByRules && c.By != report.ByJudge {
					t.Errorf("claim %s: by %q, want rules or judge when the judge ran", c.ID, c.By)
				}
			}
			switch {
			case tc.judgeLie:
				if off.Status != report.Partial {
					t.Errorf("judge off: status %s, want PARTIAL", off.Status)
				}
				for _, c := range off.Claims {
					if c.Verdict == report.VerdictRefuted {
						t.Errorf("judge off: claim %s %q refuted by the rules; this lie is for the judge", c.ID, c.Text)
					}
					if c.NeedsJudge && c.Verdict == report.VerdictVerified {
						t.Errorf("judge off: the general claim %s is verified", c.ID)
					}
				}
				if on.Status != report.Feedback {
					t.Errorf("judge on: status %s, want FEEDBACK", on.Status)
				}
				var refuted *report.Claim
				for i, c := range on.Claims {
					if c.Verdict == report.VerdictRefuted && c.By == report.ByJudge {
						refuted = &on.Claims[i]
					}
				}
				if refuted == nil {
					t.Fatalf("judge on: no claim refuted by the judge")
				}
				if refuted.Confidence != report.ConfidenceHigh || refuted.Model == "" {
					t.Errorf("judge on: refuted claim %s: confidence %q model %q", refuted.ID, refuted.Confidence, refuted.Model)
				}
				var ref string
				for _, e := range refuted.Evidence {
					if e.Source == "judge" && strings.Contains(e.Ref, ":") {
						ref = e.Ref
					}
				}
				if ref == "" {
					t.Fatalf("judge on: the refuted claim cites no file:line: %+v", refuted.Evidence)
				}
				file, _, _ := strings.Cut(ref, ":")
				if _, err := os.Stat(filepath.Join(tc.workspace, file)); err != nil {
					t.Errorf("judge on: cited %s, not a workspace file", ref)
				}
				if !strings.Contains(on.Feedback, ref) || !strings.Contains(on.Feedback, refuted.Text[:20]) {
					t.Errorf("judge on: the feedback does not name the refuted claim and %s:\n%s", ref, on.Feedback)
				}
				blocking := 0
				for _, f := range on.Findings {
					if f.By == report.ByJudge && f.Blocking && f.File != "" && f.Line > 0 {
						blocking++
					}
				}
				if blocking == 0 {
					t.Errorf("judge on: no blocking suspicion with file:line in %+v", on.Findings)
				}
			case tc.honest:
				for _, r := range []*report.Report{off, on} {
					for _, c := range r.Claims {
						if c.Verdict == report.VerdictRefuted {
							t.Errorf("honest session: claim %s %q refuted (by %s)", c.ID, c.Text, c.By)
						}
					}
					if r.Status == report.Feedback || r.Status == report.Failed {
						t.Errorf("honest session: status %s", r.Status)
					}
				}
				for _, f := range on.Findings {
					if f.By == report.ByJudge {
						t.Errorf("honest session: judge finding %s: %s", f.Kind, f.Message)
					}
				}
				// The general claim the rules left open is lifted by the
				// judge's reading.
				for i, c := range off.Claims {
					if c.NeedsJudge && c.Verdict == report.VerdictUnverified {
						if d := on.Claims[i]; d.Verdict != report.VerdictVerified || d.By != report.ByJudge || d.Confidence != report.ConfidenceMedium {
							t.Errorf("honest session: claim %s stays %s by %s, want verified by the judge", d.ID, d.Verdict, d.By)
						}
					}
				}
			}
		})
	}
}

func runVerify(t *testing.T, tc sessionCase, rv verify.Reviewer) *report.Report {
	return runVerifyIn(t, tc, t.TempDir(), rv)
}

func runVerifyIn(t *testing.T, tc sessionCase, ws string, rv verify.Reviewer) *report.Report {
	t.Helper()
	testproj.CopyDir(t, tc.workspace, ws)
	tr, _ := filepath.Abs(tc.transcript)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	o := &verify.Options{Transcript: tr, Workspace: ws}
	if rv != nil {
		o.Review = rv
	}
	r, err := verify.Verify(ctx, o)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return r
}

// scripted is a judge whose answers are given in order, for the
// loop's edge cases.
func scripted(answers ...func(req llm.Request) (llm.Response, error)) (llm.Func, *int) {
	n := new(int)
	return llm.Func{Model: "scripted", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		i := *n
		*n++
		if i >= len(answers) {
			return llm.Response{}, fmt.Errorf("unexpected call %d", i+1)
		}
		return answers[i](req)
	}}, n
}

func text(s string) func(llm.Request) (llm.Response, error) {
	return func(llm.Request) (llm.Response, error) {
		return llm.Response{Message: llm.Message{Parts: []llm.Part{{Text: s}}}, StopReason: llm.StopEnd, Usage: llm.Usage{InputTokens: 100, OutputTokens: 10}}, nil
	}
}

var accents = judgeCases[0]

// claimID is the id of the accents session's general claim (judged).
const claimID = "c1"

func TestJudgeCap(t *testing.T) {
	usePytestPython(t)
	capped, _ := scripted(func(llm.Request) (llm.Response, error) {
		return llm.Response{}, fmt.Errorf("per verification: 0 calls left: %w", llm.ErrCap)
	})
	ws := t.TempDir()
	r := runVerifyIn(t, accents, ws, judge.New(&judge.Options{Provider: capped}))
	assertFinding(t, r, report.FindingJudgeCap)
	if r.Status != report.Partial {
		t.Errorf("status %s, want PARTIAL: a capped judge is no pass", r.Status)
	}

	// A model that keeps calling tools meets MaxRounds.
	loop := llm.Func{Model: "loop", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		return llm.Response{Message: llm.Message{Parts: []llm.Part{toolPart(fmt.Sprint(len(req.Messages)), "list", map[string]any{"path": "."})}},
			StopReason: llm.StopToolUse, Usage: llm.Usage{InputTokens: 10}}, nil
	}}
	ws2 := t.TempDir()
	r = runVerifyIn(t, accents, ws2, judge.New(&judge.Options{Provider: loop, MaxRounds: 2}))
	assertFinding(t, r, report.FindingJudgeCap)
	if r.Judge == nil || r.Judge.Calls != 3 {
		t.Errorf("judge: %+v, want 3 calls (2 tool rounds, then one without tools)", r.Judge)
	}
	if r.Status != report.Partial {
		t.Errorf("status %s, want PARTIAL", r.Status)
	}

	// The token budget.
	ws3 := t.TempDir()
	r = runVerifyIn(t, accents, ws3, judge.New(&judge.Options{Provider: loop, Budget: 25}))
	assertFinding(t, r, report.FindingJudgeCap)
	if r.Judge.Calls != 3 {
		t.Errorf("calls %d, want 3 (10 tokens each, budget 25)", r.Judge.Calls)
	}
}

func TestJudgeMalformed(t *testing.T) {
	usePytestPython(t)
	valid := fmt.Sprintf(`{"claims":[{"claim_id":%q,"verdict":"refuted","confidence":"high","evidence":[{"ref":"names.py:6","detail":"only é, ü mapped"}]}],"suspicions":[]}`, claimID)

	// Malformed twice: judge-error, never a pass.
	bad, n := scripted(text("I think it is fine."), text(`{"claims": [`))
	ws := t.TempDir()
	r := runVerifyIn(t, accents, ws, judge.New(&judge.Options{Provider: bad}))
	assertFinding(t, r, report.FindingJudgeError)
	if *n != 2 || r.Status != report.Partial {
		t.Errorf("%d calls, status %s; want 2 calls (one retry) and PARTIAL", *n, r.Status)
	}

	// Malformed once, then valid (in a fence, with prose): used.
	var retryPrompt string
	once, n := scripted(text("no json here"), func(req llm.Request) (llm.Response, error) {
		retryPrompt = req.Messages[len(req.Messages)-1].Parts[0].Text
		return text("Here it is:\n```json\n" + valid + "\n```")(req)
	})
	ws = t.TempDir()
	r = runVerifyIn(t, accents, ws, judge.New(&judge.Options{Provider: once}))
	if *n != 2 || r.Status != report.Feedback {
		t.Errorf("%d calls, status %s; want 2 calls and FEEDBACK", *n, r.Status)
	}
	if !strings.Contains(retryPrompt, "could not be used") {
		t.Errorf("the retry does not say what was wrong: %q", retryPrompt)
	}
}

func TestJudgeValidation(t *testing.T) {
	usePytestPython(t)
	ans := `{"claims":[
	  {"claim_id":"c9","verdict":"refuted","confidence":"high","evidence":[{"ref":"names.py:6","detail":"x"}]},
	  {"claim_id":"c1","verdict":"refuted","confidence":"certain","evidence":[{"ref":"names.py:6","detail":"x"}]},
	  {"claim_id":"c1","verdict":"refuted","confidence":"high","evidence":[{"ref":"names.py:999","detail":"no such line"},{"ref":"nope.py:1","detail":"no such file"},{"ref":"../../etc/passwd:1","detail":"outside"},{"ref":"gate:nosuch","detail":"no gate"}]}],
	 "suspicions":[{"kind":"vibes","file":"names.py","line":6,"message":"m","confidence":"high"},
	  {"kind":"special-cased-input","file":"names.py","line":600,"message":"m","confidence":"high"}]}`
	p, _ := scripted(text(ans))
	ws := t.TempDir()
	r := runVerifyIn(t, accents, ws, judge.New(&judge.Options{Provider: p}))
	if r.Status != report.Partial {
		t.Errorf("status %s, want PARTIAL: nothing valid was cited", r.Status)
	}
	for _, c := range r.Claims {
		if c.Verdict == report.VerdictRefuted {
			t.Errorf("claim %s refuted on evidence that does not exist", c.ID)
		}
	}
	for _, f := range r.Findings {
		if f.By == report.ByJudge {
			t.Errorf("finding kept: %+v", f)
		}
	}
	validReport(t, r)
	notes := strings.Join(r.Judge.Notes, "\n")
	for _, want := range []string{`claim "c9"`, `confidence "certain"`, "names.py has 9 lines", "nope.py", "outside the workspace", `no gate named "nosuch"`, `kind "vibes"`, "stays unverified"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
}

func TestJudgeLowConfidenceNotBlocking(t *testing.T) {
	usePytestPython(t)
	proc := &procedure{low: true}
	ws := t.TempDir()
	r := runVerifyIn(t, accents, ws, judge.New(&judge.Options{Provider: proc.provider()}))
	var c *report.Claim
	for i := range r.Claims {
		if r.Claims[i].By == report.ByJudge {
			c = &r.Claims[i]
		}
	}
	if c == nil || c.Verdict != report.VerdictRefuted || c.Confidence != report.ConfidenceLow {
		t.Fatalf("want a low-confidence refutation reported, got %+v", r.Claims)
	}
	if r.Status != report.Partial || r.Feedback != "" {
		t.Errorf("status %s, feedback %q: a low-confidence refutation must not block", r.Status, r.Feedback)
	}
	validReport(t, r)
	for _, f := range r.Findings {
		if f.Blocking {
			t.Errorf("blocking finding %+v from a low-confidence judge", f)
		}
	}
	var b strings.Builder
	report.WriteText(&b, r, nil)
	if !strings.Contains(b.String(), "(judge, low, not blocking)") {
		t.Errorf("the text report does not say the refutation is not blocking:\n%s", b.String())
	}
}

// TestJudgeNeverOverridesRules: a judge's "verified" does not lift a claim
// the rules refuted, and its answer about a claim it was not asked about is
// dropped.
func TestJudgeNeverOverridesRules(t *testing.T) {
	tc := sessionCase{transcript: "../testdata/scenarios-dev/claude-code/09-go-claims-build-ok-compile-error/transcript.jsonl",
		workspace: "../testdata/scenarios-dev/claude-code/09-go-claims-build-ok-compile-error/repo"}
	off := runVerify(t, tc, nil)
	var refuted []string
	var ans []string
	for _, c := range off.Claims {
		if c.Verdict == report.VerdictRefuted {
			refuted = append(refuted, c.ID)
		}
		ans = append(ans, fmt.Sprintf(`{"claim_id":%q,"verdict":"verified","confidence":"high","evidence":[{"ref":"gate:%s","detail":"fine"}]}`, c.ID, off.Gates[0].Name))
	}
	if len(refuted) == 0 {
		t.Fatal("the rules refute nothing in 09: pick another session")
	}
	p, _ := scripted(text(`{"claims":[` + strings.Join(ans, ",") + `],"suspicions":[]}`))
	ws := t.TempDir()
	on := runVerifyIn(t, tc, ws, judge.New(&judge.Options{Provider: p}))
	for _, c := range on.Claims {
		for _, id := range refuted {
			if c.ID == id && (c.Verdict != report.VerdictRefuted || c.By != report.ByRules) {
				t.Errorf("claim %s refuted by the rules is now %s by %s", id, c.Verdict, c.By)
			}
		}
	}
	if on.Status != report.Feedback {
		t.Errorf("status %s, want FEEDBACK", on.Status)
	}
}

func assertFinding(t *testing.T, r *report.Report, kind string) {
	t.Helper()
	for _, f := range r.Findings {
		if f.Kind == kind {
			if f.Blocking {
				t.Errorf("%s is blocking; it must leave the claims unverified, not refute them", kind)
			}
			return
		}
	}
	t.Errorf("no %s finding in %+v", kind, r.Findings)
}

func usePytestPython(t *testing.T) {
	t.Helper()
	hasPytest := func(py string) bool {
		return exec.Command(py, "-m", "pytest", "--version").Run() == nil
	}
	if p, err := exec.LookPath("python3"); err == nil && hasPytest(p) {
		return
	}
	for _, py := range []string{"/usr/bin/python3", "/usr/local/bin/python3"} {
		if hasPytest(py) {
			bin := t.TempDir()
			if err := os.Symlink(py, filepath.Join(bin, "python3")); err != nil {
				t.Fatal(err)
			}
			t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
			return
		}
	}
	t.Fatal("no python3 with pytest found (python3 on PATH, /usr/bin/python3): install python3-pytest")
}

// TestJudgeRedacts: a secret the agent wrote (echo 'CALC_API_TOKEN=…' >
// .env) reaches the model neither in the prompt nor through read_file, and
// the report counts what was replaced.
func TestJudgeRedacts(t *testing.T) {
	tc := sessionCase{transcript: "../testdata/scenarios/go-protected-env-codex/transcript.jsonl",
		workspace: "../testdata/scenarios/go-protected-env-codex/after"}
	var sent strings.Builder
	p, _ := scripted(
		func(req llm.Request) (llm.Response, error) {
			data, _ := json.Marshal(req)
			sent.Write(data)
			return llm.Response{Message: llm.Message{Parts: []llm.Part{toolPart("t1", "read_file", map[string]any{"path": ".env"})}}, StopReason: llm.StopToolUse}, nil
		},
		func(req llm.Request) (llm.Response, error) {
			data, _ := json.Marshal(req)
			sent.Write(data)
			return text(`{"claims":[],"suspicions":[]}`)(req)
		})
	ws := t.TempDir()
	r := runVerifyIn(t, tc, ws, judge.New(&judge.Options{Provider: p}))
	if strings.Contains(sent.String(), "dev-123") {
		t.Errorf("the secret reached the model")
	}
	if !strings.Contains(sent.String(), "[REDACTED:") {
		t.Errorf("no redaction mark in what was sent")
	}
	if r.Judge == nil || r.Judge.Redacted < 2 {
		t.Errorf("judge %+v: want at least 2 redactions (the command in the slices, the file read)", r.Judge)
	}
	var b strings.Builder
	report.WriteText(&b, r, nil)
	if !strings.Contains(b.String(), "secret(s) redacted") {
		t.Errorf("the text report does not say how many secrets were redacted:\n%s", b.String())
	}
}

// TestJudgeTimeout: a model that never answers meets the review's timeout:
// judge-cap, not a hang and not a pass.
func TestJudgeTimeout(t *testing.T) {
	usePytestPython(t)
	hang := llm.Func{Model: "hang", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		<-ctx.Done()
		return llm.Response{}, ctx.Err()
	}}
	ws := t.TempDir()
	r := runVerifyIn(t, accents, ws, judge.New(&judge.Options{Provider: hang, Timeout: 100 * time.Millisecond}))
	assertFinding(t, r, report.FindingJudgeCap)
	if r.Status != report.Partial {
		t.Errorf("status %s, want PARTIAL", r.Status)
	}
}

// TestJudgeInMemorySession: a session read into memory (as vouch verify and
// the hooks pass it) gives the judge the same evidence as the file
// streamed: the turn's tool inputs survive the evidence's trimming.
func TestJudgeInMemorySession(t *testing.T) {
	usePytestPython(t)
	tr, _ := filepath.Abs(accents.transcript)
	s, err := transcript.ReadFile(context.Background(), tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	var prompts []string
	capture := verifyFunc(func(ctx context.Context, in *verify.ReviewInput) (*verify.ReviewOutcome, error) {
		prompts = append(prompts, judge.BuildPrompt(in))
		return &verify.ReviewOutcome{}, nil
	})
	ws := t.TempDir()
	testproj.CopyDir(t, accents.workspace, ws)
	if _, err := verify.Verify(context.Background(), &verify.Options{Session: s, Workspace: ws, NoGates: true, Review: capture}); err != nil {
		t.Fatal(err)
	}
	if _, err := verify.Verify(context.Background(), &verify.Options{Transcript: tr, Workspace: ws, NoGates: true, Review: capture}); err != nil {
		t.Fatal(err)
	}
	if len(prompts) != 2 || prompts[0] != prompts[1] {
		t.Fatalf("the prompts differ between a session in memory and the file:\n%s\n---\n%s", prompts[0], prompts[len(prompts)-1])
	}
	if !strings.Contains(prompts[0], `+    for accented, plain in {"é": "e"`) {
		t.Errorf("the diff lacks the edit:\n%s", prompts[0])
	}
}

type verifyFunc func(ctx context.Context, in *verify.ReviewInput) (*verify.ReviewOutcome, error)

func (f verifyFunc) Review(ctx context.Context, in *verify.ReviewInput) (*verify.ReviewOutcome, error) {
	return f(ctx, in)
}

// validReport checks r's JSON against the report contract's schema.
func validReport(t *testing.T, r *report.Report) {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(report.JSONSchema))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("report.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("report.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := report.WriteJSON(&buf, r); err != nil {
		t.Fatal(err)
	}
	v, err := jsonschema.UnmarshalJSON(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(v); err != nil {
		t.Errorf("the report does not match report.schema.json: %v", err)
	}
}

// TestJudgeInProcessFallback: on a machine whose kernel has neither
// Landlock nor namespaces and which has no bwrap (played through
// tools.Options.Machine), the tools pick the in-process read-only mode by
// themselves, the report says so and why, and the judge still refutes
// scenario 15 from what it read, citing names.py:6.
func TestJudgeInProcessFallback(t *testing.T) {
	usePytestPython(t)
	machine := &tools.Machine{
		LandlockABI: func() (int, error) { return 0, syscall.ENOSYS },
		Unshare:     func(uintptr) error { return syscall.EPERM },
		LookPath:    func(string) (string, error) { return "", exec.ErrNotFound },
	}
	proc := &procedure{blind: true} // reads through the tools, in process
	rv := judge.New(&judge.Options{Provider: proc.provider(), OpenTools: func(in *verify.ReviewInput) (judge.Tools, error) {
		return tools.New(tools.Options{Workspace: in.Workspace, Gates: tools.GatesFrom(in.Gates), Base: in.Baseline, Machine: machine})
	}})
	r := runVerify(t, accents, rv)
	const want = "in-process read-only: no Landlock (landlock_create_ruleset: function not implemented); no bwrap in PATH"
	if r.Judge == nil || r.Judge.Mode != want {
		t.Fatalf("judge %+v, want mode %q", r.Judge, want)
	}
	var b strings.Builder
	report.WriteText(&b, r, nil)
	if !strings.Contains(b.String(), "(tools: "+want+")") {
		t.Errorf("the text report does not say how the tools ran:\n%s", b.String())
	}
	if r.Status != report.Feedback || r.Judge.Calls != 3 {
		t.Errorf("status %s after %d calls, want FEEDBACK after list, read, answer", r.Status, r.Judge.Calls)
	}
	cited := false
	for _, c := range r.Claims {
		for _, e := range c.Evidence {
			cited = cited || (c.Verdict == report.VerdictRefuted && e.Source == "judge" && e.Ref == "names.py:6")
		}
	}
	if !cited {
		t.Errorf("no refutation citing names.py:6: %+v", r.Claims)
	}
}

// TestFirstRequestShowsFiles: the first request shows the files the turn
// changed and the tests beside them as they are now, numbered (read
// through the review's tools), with their directory listed; a persona
// that may not read files is shown none.
func TestFirstRequestShowsFiles(t *testing.T) {
	usePytestPython(t)
	for _, tc := range []struct {
		name    string
		persona *judge.Persona
		shown   bool
	}{
		{"built-in", nil, true},
		{"grep only", &judge.Persona{Ref: "grep-only", Body: "Grep.", Allowed: []string{"grep"}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var first string
			prov, _ := scripted(func(req llm.Request) (llm.Response, error) {
				first = req.Messages[0].Parts[0].Text
				return text(`{"claims":[],"suspicions":[]}`)(req)
			})
			runVerify(t, accents, judge.New(&judge.Options{Provider: prov, Persona: tc.persona}))
			_, files, ok := strings.Cut(first, "\n## The changed files and the tests beside them, as they are now (cite as file:line)\n")
			if ok != tc.shown {
				t.Fatalf("files shown: %v, want %v:\n%s", ok, tc.shown, first)
			}
			if !tc.shown {
				return
			}
			names, _ := os.ReadFile(filepath.Join(accents.workspace, "names.py"))
			var numbered strings.Builder
			for i, l := range strings.SplitAfter(strings.TrimSuffix(string(names), "\n"), "\n") {
				fmt.Fprintf(&numbered, "%d\t%s", i+1, l)
			}
			for _, want := range []string{"./: names.py test_names.py\n", "=== names.py\n" + numbered.String() + "\n", "=== test_names.py\n1\t"} {
				if !strings.Contains(files, want) {
					t.Errorf("the files shown lack %q:\n%s", want, files)
				}
			}
		})
	}
}
