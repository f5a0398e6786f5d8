package verifier

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/testproj"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/verify"
)

func TestStopTemplate(t *testing.T) {
	vars := &StopVars{Event: "stop", Turn: 2, LeafID: "e4f2", TS: 1700000000000, SessionID: "s1",
		SessionFile: "/s/1.jsonl", Cwd: "/w", Loop: 1, MaxLoops: 3}
	for _, tc := range []struct {
		name, text, want string
		unknown          string
		err              string
	}{
		{"all fields", "{{event}} {{turn}} {{leaf_id}} [{{reason}}] {{ts}} {{session_id}} {{session_file}} {{cwd}} {{loop}}/{{max_loops}}",
			"stop 2 e4f2 [] 1700000000000 s1 /s/1.jsonl /w 1/3", "", ""},
		{"spaces", "turn {{ turn }}\n", "turn 2\n", "", ""},
		{"no placeholders", "Verify every claim.\n", "Verify every claim.\n", "", ""},
		{"unknown left as written", "{{claim}} and {{ Claim }} and {{claim}}", "{{claim}} and {{ Claim }} and {{claim}}", "claim,Claim", ""},
		{"single braces", "{turn} }} {", "{turn} }} {", "", ""},
		{"value not re-read", "{{session_id}}", "{{turn}}", "", ""},
		{"unclosed", "a\nb\nVerify {{turn\n}}", "", "", "x.md:3: a placeholder opened with {{ is not closed with }} on its line"},
		{"unclosed at end", "{{", "", "", "x.md:1: a placeholder opened"},
		{"empty", "line\n{{ }}", "", "", "x.md:2: placeholder {{ }}: expected a name"},
		{"expression", "{{ .Turn | printf }}", "", "", "x.md:1: placeholder {{ .Turn | printf }}: expected a name"},
	} {
		tmpl, err := ParseStopTemplate("x.md", tc.text)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: err %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		v := *vars
		if tc.name == "value not re-read" {
			v.SessionID = "{{turn}}"
		}
		if got := tmpl.Render(&v); got != tc.want {
			t.Errorf("%s: rendered %q, want %q", tc.name, got, tc.want)
		}
		if got := strings.Join(tmpl.Unknown, ","); got != tc.unknown {
			t.Errorf("%s: unknown %q, want %q", tc.name, got, tc.unknown)
		}
	}
}

// The file at .pi/verifier/verify_on_stop.md: missing is no template, a
// malformed one an error naming it.
func TestLoadStopTemplate(t *testing.T) {
	ws := t.TempDir()
	if tmpl, err := LoadStopTemplate(ws); tmpl != nil || err != nil {
		t.Fatalf("missing template: %v %v", tmpl, err)
	}
	p := filepath.Join(ws, StopTemplateFile)
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, []byte("ok\nVerify {{turn\n"), 0o644)
	if _, err := LoadStopTemplate(ws); err == nil || !strings.Contains(err.Error(), p+":2: ") {
		t.Fatalf("malformed template: %v", err)
	}
	var log strings.Builder
	if Template(ws, &log) != nil || !strings.Contains(log.String(), "verify_on_stop template not used: "+p+":2:") {
		t.Errorf("Template with a malformed file: log %q", log.String())
	}
	os.WriteFile(p, []byte("Turn {{turn}}: {{nope}}\n"), 0o644)
	log.Reset()
	if tm := Template(ws, &log); tm == nil || tm.Path != p || !strings.Contains(log.String(), "sent to the judge") ||
		!strings.Contains(log.String(), "placeholders left as written") || !strings.Contains(log.String(), ": nope\n") {
		t.Errorf("Template: %+v, log %q", tm, log.String())
	}
}

// The socket verifier renders the project's template against each stop
// event into the verdict.
func TestStopTemplateRendered(t *testing.T) {
	ws := testproj.Calc(t, "return b - a")
	p := filepath.Join(ws, StopTemplateFile)
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, []byte("Verify turn {{turn}} of {{session_id}} at {{leaf_id}} in {{cwd}} ({{loop}} of {{max_loops}}): {{session_file}}\n"), 0o644)
	file := copySession(t, "false-claim.jsonl")
	b := newTestBuilder(t)
	b.ack = ack(file, ws)
	verdicts := make(chan *Verdict, 1)
	r := start(t, b, &Options{VerifyOptions: noGates, OnVerdict: func(v *Verdict) { verdicts <- v }})
	b.next(protocol.TypeHello, 5*time.Second)
	b.send(&protocol.Event{Event: protocol.EventStop, Turn: 1, LeafID: "e4f2e39d"})
	if rep := b.next(protocol.TypeReport, 20*time.Second).(*protocol.Report); rep.Confidence != protocol.Feedback {
		t.Fatalf("report %+v", rep)
	}
	select {
	case v := <-verdicts:
		want := "Verify turn 1 of " + sid + " at e4f2e39d in " + ws + " (0 of 3): " + file + "\n"
		if v.Instruction != want {
			t.Errorf("instruction %q, want %q", v.Instruction, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no verdict")
	}
	if !strings.Contains(r.log.String(), "template "+p+": rendered against each stop event") {
		t.Errorf("log %q", r.log)
	}
}

func FuzzStopTemplate(f *testing.F) {
	for _, s := range []string{"Verify {{turn}} of {{ session_id }}", "{{", "{{}}", "a\n{{x\n}}", "{{{{turn}}}}", "}}{{", "{{claim}}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		tmpl, err := ParseStopTemplate("f.md", text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.md:") {
				t.Fatalf("error without file:line: %v", err)
			}
			return
		}
		// With no values, rendering drops exactly the known placeholders:
		// the text never grows, and a text without "{{" is unchanged.
		out := tmpl.Render(&StopVars{})
		if !strings.Contains(text, "{{") && out != text {
			t.Fatalf("rendered %q from %q", out, text)
		}
		if len(out) > len(text) {
			t.Fatalf("rendered %q longer than %q", out, text)
		}
	})
}

// TestStopTemplateToJudge: when the judge runs, its requests carry
// verify_on_stop.md rendered against the stop event, in the system
// prompt after the persona's instructions and before vouch's contract; the
// verdict keeps the same text. Without a template the system prompt is
// the persona and the contract alone.
func TestStopTemplateToJudge(t *testing.T) {
	ws := testproj.Calc(t, "return b - a")
	tmpl, err := ParseStopTemplate(StopTemplateFile, "Verify turn {{turn}} of {{session_id}} at {{leaf_id}} ({{loop}} of {{max_loops}}): run the tests yourself.\n")
	if err != nil {
		t.Fatal(err)
	}
	file := copySession(t, "false-claim.jsonl")
	for _, tc := range []struct {
		name string
		tmpl *StopTemplate
	}{{"template", tmpl}, {"none", nil}} {
		t.Run(tc.name, func(t *testing.T) {
			var systems []string
			model := llm.Func{Model: "capture", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
				systems = append(systems, req.System)
				return llm.Response{Message: llm.Message{Parts: []llm.Part{{Text: `{"claims":[],"suspicions":[]}`}}}, StopReason: llm.StopEnd}, nil
			}}
			vopts := func(cfg *policy.Config) *verify.Options {
				o := noGates(cfg)
				o.Review = judge.New(&judge.Options{Provider: model})
				return o
			}
			v := VerifyTurn(context.Background(), &TurnOptions{SessionFile: file, Workspace: ws, Config: policy.Default(), Turn: 1,
				VerifyOptions: vopts, Template: tc.tmpl, Stop: &protocol.Event{Event: protocol.EventStop, Turn: 1, LeafID: "e4f2e39d"}})
			if len(systems) == 0 {
				t.Fatalf("the judge was not called (report %s: %s)", v.Full.Status, v.Full.Summary)
			}
			want := ""
			if tc.tmpl != nil {
				want = "Verify turn 1 of " + sid + " at e4f2e39d (0 of 3): run the tests yourself.\n"
			}
			if v.Instruction != want {
				t.Errorf("instruction %q, want %q", v.Instruction, want)
			}
			for i, sys := range systems {
				persona, contract := strings.Index(sys, judge.BuiltInPersona()[:100]), strings.Index(sys, judge.Contract())
				at := strings.Index(sys, strings.TrimSpace(want))
				switch {
				case want == "" && sys != strings.TrimRight(judge.BuiltInPersona(), "\n")+"\n\n"+judge.Contract():
					t.Errorf("request %d: system prompt without a template is not the persona then the contract:\n%s", i+1, sys)
				case want != "" && (persona != 0 || at <= persona || contract <= at):
					t.Errorf("request %d: the instruction at %d, persona at %d, contract at %d, want persona, instruction, contract:\n%s", i+1, at, persona, contract, sys)
				}
			}
		})
	}
}
