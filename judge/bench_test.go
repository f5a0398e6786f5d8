package judge_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/judge/tools"
	"github.com/vouchdev/vouch/llm/anthropic"
	"github.com/vouchdev/vouch/verify"
)

// turnCost is what one judged turn of the corpus sent, against the whole
// transcript, all in bytes (tokens are estimated as bytes/4 on both sides,
// as audit's bench does, so the ratios are the same in tokens).
type turnCost struct {
	name string
	file int // the transcript file (JSONL): what sending it whole would cost
	// calls is the review's requests; sent the bytes of all their bodies,
	// as they went over the wire (system, tools, output schema, every
	// message of every round); cached the part of sent a provider's
	// prompt cache serves (see cachedBytes); evidence the first prompt
	// alone (judge.BuildPrompt).
	calls, sent, cached, evidence int
}

// minCached is the shortest prefix Anthropic caches (1024 tokens for its
// Sonnet and Opus models, estimated as bytes/4); shorter prefixes are
// sent uncached whatever they are marked.
const minCached = 4 * 1024

// corpusCosts runs the real review loop on every session of
// testdata/scenarios and testdata/scenarios-dev that has something to
// judge (verify calls the judge only then), without gates: the judge is
// the scripted procedure of the judge tests (list, read, decide), its
// tools the real sandboxed ones, its model reached through the real
// Anthropic SDK against fakellm, which logs every request body verbatim.
//
// sandbox is the tools' mode (tools.Options.Sandbox): "" the one this
// machine allows, as vouch runs them; tools.ModeInProcess spares a child
// process per call (under -race, minutes over the corpus) and sends the
// same bytes but for run_gate's description, a few dozen bytes longer in
// process (it says gates are unavailable): an upper bound.
func corpusCosts(tb testing.TB, sandbox string) []turnCost {
	var trs []string
	for _, glob := range []string{"../testdata/scenarios/*/transcript.jsonl", "../testdata/scenarios-dev/claude-code/*/transcript.jsonl"} {
		m, _ := filepath.Glob(glob)
		trs = append(trs, m...)
	}
	if len(trs) < 50 {
		tb.Fatalf("found %d transcripts in the corpus, want 50+", len(trs))
	}
	sort.Strings(trs)
	var out []turnCost
	for _, tr := range trs {
		dir := filepath.Dir(tr)
		ws := filepath.Join(dir, "after")
		if _, err := os.Stat(ws); err != nil {
			ws = filepath.Join(dir, "repo")
		}
		c, ok := reviewCost(tb, tr, ws, sandbox)
		if !ok {
			continue // nothing to judge: the judge is not called
		}
		c.name = filepath.Base(dir)
		out = append(out, c)
	}
	return out
}

// reviewCost verifies one session with the judge on and measures what the
// review sent; ok is false when verify had nothing to judge.
func reviewCost(tb testing.TB, tr, ws, sandbox string) (turnCost, bool) {
	proc := &procedure{}
	turn := fakellm.Func(func(r *fakellm.Request) fakellm.Turn { return toWire(proc.answer(fromWire(r))) })
	script := make([]fakellm.Turn, judge.DefaultMaxRounds+2)
	for i := range script {
		script[i] = turn
	}
	srv := fakellm.New(script, &fakellm.Options{ScriptAll: true})
	defer srv.Close()
	p, err := anthropic.New(anthropic.Options{Model: "claude-sonnet-4-5", APIKey: "test-key", BaseURL: srv.URL, MaxRetries: -1})
	if err != nil {
		tb.Fatal(err)
	}
	open := func(in *verify.ReviewInput) (judge.Tools, error) {
		return tools.New(tools.Options{Workspace: in.Workspace, Gates: tools.GatesFrom(in.Gates), Base: in.Baseline, Sandbox: sandbox})
	}
	ev := &evidenceSize{Reviewer: judge.New(&judge.Options{Provider: p, OpenTools: open})}
	r, err := verify.Verify(context.Background(), &verify.Options{Transcript: tr, Workspace: ws, NoGates: true, Baseline: "none", Review: ev})
	if err != nil {
		tb.Fatalf("%s: %v", tr, err)
	}
	if errs := srv.Errors(); len(errs) > 0 {
		tb.Fatalf("%s: fake server: %v", tr, errs)
	}
	reqs := srv.Requests()
	if r.Judge == nil || len(reqs) == 0 {
		return turnCost{}, false
	}
	st, err := os.Stat(tr)
	if err != nil {
		tb.Fatal(err)
	}
	c := turnCost{file: int(st.Size()), calls: len(reqs), evidence: ev.size}
	for i, q := range reqs {
		c.sent += len(q.Body)
		if i > 0 {
			c.cached += cachedBytes(reqs[i-1].Body)
		}
	}
	return c, true
}

// cachedBytes is what of a request Anthropic's prompt cache serves, read
// from the request before it in the same review as it went over the wire:
// its prefix up to its last cache breakpoint — all of it when its last
// message was marked (the judge asks for that after a tool round), else
// its tools and system prompt (always marked) — once that prefix is long
// enough to be cached at all (minCached). The first request of a review
// is counted cold, though a review minutes after another would find the
// same tools and system prompt in the cache.
func cachedBytes(prev []byte) int {
	var b struct {
		System, Tools json.RawMessage
		Messages      []json.RawMessage
	}
	if err := json.Unmarshal(prev, &b); err != nil {
		return 0
	}
	prefix := len(b.Tools) + len(b.System)
	if n := len(b.Messages); n > 0 && bytes.Contains(b.Messages[n-1], []byte(`"cache_control"`)) {
		prefix = len(prev)
	}
	if prefix < minCached {
		return 0
	}
	return prefix
}

// evidenceSize passes a review on and keeps the size of its first prompt.
type evidenceSize struct {
	verify.Reviewer
	size int
}

func (e *evidenceSize) Review(ctx context.Context, in *verify.ReviewInput) (*verify.ReviewOutcome, error) {
	e.size = len(judge.BuildPrompt(in))
	return e.Reviewer.Review(ctx, in)
}

// bucket names a transcript's size class.
func bucket(file int) string {
	switch {
	case file < 8<<10:
		return "<8KB"
	case file < 32<<10:
		return "8-32KB"
	case file < 128<<10:
		return "32-128KB"
	}
	return ">=128KB"
}

// costSummary is the corpus's totals: sent/file is the headline (every
// byte of every request of every judged turn over every judged turn's
// transcript file), uncached/file the same less what a prompt cache
// serves (tokens still sent, billed at a tenth), mean and worst the
// per-turn ratios.
type costSummary struct {
	turns, calls                 int
	sent, cached, file, evidence int
	mean, worst                  float64
	worstName                    string
	buckets                      map[string]*costSummary
}

func summarize(costs []turnCost) *costSummary {
	s := &costSummary{buckets: map[string]*costSummary{}}
	add := func(s *costSummary, c turnCost) {
		r := float64(c.sent) / float64(c.file)
		s.turns++
		s.calls += c.calls
		s.sent += c.sent
		s.cached += c.cached
		s.file += c.file
		s.evidence += c.evidence
		s.mean += r
		if r > s.worst {
			s.worst, s.worstName = r, c.name
		}
	}
	for _, c := range costs {
		add(s, c)
		b := s.buckets[bucket(c.file)]
		if b == nil {
			b = &costSummary{}
			s.buckets[bucket(c.file)] = b
		}
		add(b, c)
	}
	s.mean /= float64(max(s.turns, 1))
	for _, b := range s.buckets {
		b.mean /= float64(max(b.turns, 1))
	}
	return s
}

func (s *costSummary) String() string {
	return fmt.Sprintf("%d turns, %.1f calls/turn: sent %.1f%% of the transcripts (%d of %d tokens; mean per turn %.1f%%, worst %.1f%% %s), %.1f%% of it served by a prompt cache; the evidence alone %.1f%%",
		s.turns, float64(s.calls)/float64(max(s.turns, 1)), 100*float64(s.sent)/float64(s.file), s.sent/4, s.file/4,
		100*s.mean, 100*s.worst, s.worstName, 100*float64(s.cached)/float64(max(s.sent, 1)), 100*float64(s.evidence)/float64(s.file))
}

// BenchmarkJudgeCost reports what a judged turn sends, as a share of
// sending the whole transcript, running the whole review of every judged
// turn of the corpus (see corpusCosts). sent/transcript is the headline:
// the bytes (so the estimated tokens) of every request body of every
// judged turn over those turns' transcript files; mean- and
// max-sent/transcript the per-turn ratios; cached/sent the share of what
// was sent that a prompt cache serves (still sent, so still counted in
// sent/transcript); evidence/transcript the first prompt's evidence
// alone; calls/turn the requests per review; sent/transcript<8KB and the
// like the headline per size of transcript (on small sessions the fixed
// part of a request — instructions, tool definitions, output schema,
// about 1000 tokens — is most of what is sent, so their share is high
// whatever the evidence).
func BenchmarkJudgeCost(b *testing.B) {
	var costs []turnCost
	for b.Loop() {
		costs = corpusCosts(b, "")
	}
	s := summarize(costs)
	b.ReportMetric(float64(s.turns), "turns")
	b.ReportMetric(float64(s.calls)/float64(s.turns), "calls/turn")
	b.ReportMetric(float64(s.sent)/float64(s.file), "sent/transcript")
	b.ReportMetric(s.mean, "mean-sent/transcript")
	b.ReportMetric(s.worst, "max-sent/transcript")
	b.ReportMetric(float64(s.cached)/float64(s.sent), "cached/sent")
	b.ReportMetric(float64(s.evidence)/float64(s.file), "evidence/transcript")
	b.ReportMetric(float64(s.sent)/4/float64(s.turns), "tokens-sent/turn")
	for name, k := range s.buckets {
		// Small sessions: any fixed prompt is a large share of them.
		b.ReportMetric(float64(k.sent)/float64(k.file), "sent/transcript"+name)
	}
}

// TestJudgeCost holds the corpus to issue 13's bound: the tokens a judged
// turn sends, every request of its review counted, at most 30% of
// sending the whole transcript, over the corpus's judged turns. Its tools
// run in process (see corpusCosts); the benchmark runs them sandboxed.
func TestJudgeCost(t *testing.T) {
	costs := corpusCosts(t, tools.ModeInProcess)
	if len(costs) < 40 {
		t.Fatalf("%d judged turns in the corpus, want 40+", len(costs))
	}
	s := summarize(costs)
	t.Logf("all: %s", s)
	var names []string
	for n := range s.buckets {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Logf("transcripts %s: %s", n, s.buckets[n])
	}
	if r := float64(s.sent) / float64(s.file); r > 0.30 {
		t.Errorf("the corpus's judged turns send %.1f%% of their transcripts, want at most 30%%", 100*r)
	}
}
