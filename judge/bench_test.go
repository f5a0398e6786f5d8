package judge_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/judge/tools"
	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/verify"
)

// sizer is a reviewer that only measures what the judge would be sent.
type sizer struct {
	defs            int // the tool definitions' size
	prompt, request int
}

func (s *sizer) Review(_ context.Context, in *verify.ReviewInput) (*verify.ReviewOutcome, error) {
	p := judge.BuildPrompt(in)
	s.prompt = len(p)
	s.request = len(p) + len(judge.BuiltInPersona()) + len(judge.Contract()) + len(judge.OutputSchema) + s.defs
	return &verify.ReviewOutcome{}, nil
}

// turnCost is what one judged turn sends against the whole transcript,
// in bytes (tokens are estimated as bytes/4 on both sides, so the ratios
// are the same in tokens).
type turnCost struct {
	name              string
	prompt, request   int // the evidence; with instructions, schema and tool definitions
	file, transcript_ int // the JSONL file; the text of its events
}

// corpusCosts measures every session of testdata/scenarios and
// testdata/scenarios-dev that has something to judge (verify calls the
// reviewer only then), without gates.
func corpusCosts(tb testing.TB) []turnCost {
	var trs []string
	for _, glob := range []string{"../testdata/scenarios/*/transcript.jsonl", "../testdata/scenarios-dev/claude-code/*/transcript.jsonl"} {
		m, _ := filepath.Glob(glob)
		trs = append(trs, m...)
	}
	if len(trs) < 50 {
		tb.Fatalf("found %d transcripts in the corpus, want 50+", len(trs))
	}
	sort.Strings(trs)
	// The tools' definitions, as the Box gives them (run_gate's list of
	// gate names aside, the same for every turn).
	box, err := tools.New(tools.Options{Workspace: filepath.Dir(trs[0])})
	if err != nil {
		tb.Fatal(err)
	}
	defs, _ := json.Marshal(box.Defs())
	box.Close()
	var out []turnCost
	for _, tr := range trs {
		dir := filepath.Dir(tr)
		ws := filepath.Join(dir, "after")
		if _, err := os.Stat(ws); err != nil {
			ws = filepath.Join(dir, "repo")
		}
		s := &sizer{defs: len(defs)}
		_, err := verify.Verify(context.Background(), &verify.Options{Transcript: tr, Workspace: ws, NoGates: true, Baseline: "none", Review: s})
		if err != nil {
			tb.Fatalf("%s: %v", tr, err)
		}
		if s.request == 0 {
			continue // nothing to judge: the judge is not called
		}
		st, _ := os.Stat(tr)
		sess, err := transcript.ReadFile(context.Background(), tr, nil)
		if err != nil {
			tb.Fatal(err)
		}
		text := 0
		for _, e := range sess.Events {
			text += len(e.Text) + len(e.Thinking)
			if e.Tool != nil {
				text += len(e.Tool.Input) + len(e.Tool.Name)
			}
			if e.Result != nil {
				text += len(e.Result.Output)
			}
		}
		out = append(out, turnCost{filepath.Base(dir), s.prompt, s.request, int(st.Size()), text})
	}
	return out
}

// BenchmarkJudgeSlices reports what a judged turn sends, as a share of
// sending the whole transcript: sent/transcript is the evidence (the
// prompt) over the transcript file, summed over the corpus's judged turns;
// sent/text the same over the text of the transcript's events (messages,
// tool inputs and outputs: the transcript without its JSON); request/text
// adds the fixed part of every request (instructions, output schema, tool
// definitions); max-sent/transcript is the worst single turn.
func BenchmarkJudgeSlices(b *testing.B) {
	var costs []turnCost
	for b.Loop() {
		costs = corpusCosts(b)
	}
	var prompt, request, file, text int
	worst := 0.0
	for _, c := range costs {
		prompt += c.prompt
		request += c.request
		file += c.file
		text += c.transcript_
		worst = max(worst, float64(c.prompt)/float64(c.file))
	}
	b.ReportMetric(float64(len(costs)), "turns")
	b.ReportMetric(float64(prompt)/float64(file), "sent/transcript")
	b.ReportMetric(float64(prompt)/float64(text), "sent/text")
	b.ReportMetric(float64(request)/float64(text), "request/text")
	b.ReportMetric(worst, "max-sent/transcript")
	b.ReportMetric(float64(prompt)/4/float64(len(costs)), "tokens-sent/turn")
}

// TestJudgeSlicesCost holds the corpus to issue 13's bound: tokens sent per
// judged turn at most 30% of sending the whole transcript, over the corpus
// and for every transcript of 8 KB or more. Below that (Pi's sessions of
// 4-6 KB, nearly all content) the evidence itself — the files written, a
// failing run's tail — can be a third of the file; those are held to 50%.
func TestJudgeSlicesCost(t *testing.T) {
	costs := corpusCosts(t)
	if len(costs) < 40 {
		t.Fatalf("%d judged turns in the corpus, want 40+", len(costs))
	}
	var prompt, file, over int
	for _, c := range costs {
		prompt += c.prompt
		file += c.file
		r := float64(c.prompt) / float64(c.file)
		switch {
		case r > 0.30 && c.file >= 8<<10, r > 0.50:
			t.Errorf("%s: sends %d bytes for a %d-byte transcript (%.0f%%)", c.name, c.prompt, c.file, 100*r)
		case r > 0.30:
			over++
			t.Logf("%s: sends %d bytes for a %d-byte transcript (%.0f%%): a small session", c.name, c.prompt, c.file, 100*r)
		}
	}
	total := float64(prompt) / float64(file)
	if total > 0.30 {
		t.Errorf("the corpus sends %.1f%% of its transcripts, want at most 30%%", 100*total)
	}
	t.Logf("%d judged turns: %d bytes sent for %d bytes of transcripts (%.1f%%); %d small ones over 30%%", len(costs), prompt, file, 100*total, over)
}
