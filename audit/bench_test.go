package audit

import (
	"context"
	"testing"

	"github.com/vouchdev/vouch/transcript"
)

// refs300 cycles the corpus to 300 session files.
func refs300(b *testing.B) []SessionRef {
	c := corpus(b)
	var refs []SessionRef
	for i := 0; len(refs) < 300; i++ {
		refs = append(refs, c[i%len(c)])
	}
	return refs
}

// BenchmarkReaudit300: re-auditing 300 unchanged sessions against the 9
// project verifiers with a warm verdict cache (real SQLite). Goal: 0
// model calls and under 1 s an op.
func BenchmarkReaudit300(b *testing.B) {
	refs := refs300(b)
	vers := projectVerifiers(b)
	st := openStore(b)
	judge, calls := scriptedJudge()
	ctx := context.Background()
	if _, err := Run(ctx, refs, vers, &Options{Provider: judge, Cache: st}); err != nil {
		b.Fatal(err)
	}
	warm := calls.Load()
	b.ResetTimer()
	for b.Loop() {
		res, err := Run(ctx, refs, vers, &Options{Provider: judge, Cache: st})
		if err != nil {
			b.Fatal(err)
		}
		if len(res.Sessions) != 300 {
			b.Fatalf("%d sessions", len(res.Sessions))
		}
	}
	b.StopTimer()
	if n := calls.Load() - warm; n != 0 {
		b.Fatalf("re-audit made %d model calls, want 0", n)
	}
	b.ReportMetric(float64(calls.Load()-warm), "calls/op")
	b.ReportMetric(300, "sessions/op")
}

// BenchmarkDeterministic: deciding every check item of the project
// verifiers (prefilter included) on sessions already read. Goal: at least
// 1,000 sessions a second.
func BenchmarkDeterministic(b *testing.B) {
	var sessions []*transcript.Session
	for _, r := range corpus(b) {
		s, err := transcript.ReadFile(context.Background(), r.Path, nil)
		if err != nil {
			b.Fatal(err)
		}
		sessions = append(sessions, s)
	}
	vers := projectVerifiers(b)
	rels := make([]relevance, len(vers))
	for i, v := range vers {
		rels[i] = inferRelevance(v)
	}
	b.ResetTimer()
	n, decided := 0, 0
	for b.Loop() {
		for _, s := range sessions {
			v := newView(s)
			for i, ver := range vers {
				if ok, _ := v.relevant(rels[i]); !ok {
					continue
				}
				for _, it := range ver.Checklist {
					if it.Check != nil {
						v.decide(it)
						decided++
					}
				}
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "sessions/s")
	b.ReportMetric(float64(decided)/float64(n), "items/session")
}

// BenchmarkSliceTokens measures what a judge is sent per (session,
// instruction) against the whole transcript (estimated tokens, bytes/4),
// over the pairs the prefilter lets through. Goal: at most 50%.
func BenchmarkSliceTokens(b *testing.B) {
	var views []*view
	for _, r := range corpus(b) {
		s, err := transcript.ReadFile(context.Background(), r.Path, nil)
		if err != nil {
			b.Fatal(err)
		}
		views = append(views, newView(s))
	}
	vers := projectVerifiers(b)
	var sumRatio float64
	var pairs, sliceTok, wholeTok int
	b.ResetTimer()
	for b.Loop() {
		sumRatio, pairs, sliceTok, wholeTok = 0, 0, 0, 0
		for _, v := range views {
			whole := estimateTokens(v.whole())
			for _, ver := range vers {
				ok, calls := v.relevant(inferRelevance(ver))
				if !ok {
					continue
				}
				st := estimateTokens(v.slice(calls))
				sliceTok += st
				wholeTok += whole
				sumRatio += float64(st) / float64(max(whole, 1))
				pairs++
			}
		}
	}
	b.ReportMetric(100*sumRatio/float64(pairs), "mean-slice-%")
	b.ReportMetric(100*float64(sliceTok)/float64(wholeTok), "total-slice-%")
	b.ReportMetric(float64(sliceTok)/float64(pairs), "slice-tokens/pair")
	b.ReportMetric(float64(wholeTok)/float64(pairs), "whole-tokens/pair")
	b.ReportMetric(float64(pairs), "pairs")
}
