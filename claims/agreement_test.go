package claims

import (
	"strings"
	"testing"
)

// TestLabelAgreement measures how far two people agree on the claims of
// the same messages, which bounds what any extractor can score against
// one of them. testdata/claims/agreement-a.jsonl holds a second labelling,
// made from the texts alone by someone who saw neither the first labels
// nor the extractor, of 60 messages drawn at random: 30 of the 313 real
// messages and 30 of part k. Taking the first labels as the truth, it logs
// the second labeller's recall and precision by kind, and the extractor's
// score against each labelling of the same messages. Two labels agree
// when they are of the same kind (a type check filed under build or lint
// either way) and their quotes share a line. It fails only when the file
// is malformed.
func TestLabelAgreement(t *testing.T) {
	t.Parallel()
	first := map[string]labelled{}
	for _, m := range readLabelled(t, []string{"../testdata/claims/real-messages.jsonl", "../testdata/claims/holdout-k-messages.jsonl"}) {
		first[m.ID] = m
	}
	parts := map[string][][2]labelled{}
	for _, m := range readLabelled(t, []string{"../testdata/claims/agreement-a.jsonl"}) {
		o, ok := first[m.ID]
		if !ok {
			t.Errorf("%s: id %q is in no labelled set", m.file, m.ID)
			continue
		}
		m.Text, m.Agent, m.Source = o.Text, o.Agent, o.Source
		for _, c := range m.Claims {
			if _, ok := labelKind[c.Kind]; !ok || !strings.Contains(m.Text, c.Quote) || c.Polarity != "success" && c.Polarity != "failure" {
				t.Errorf("%s: label %s %s %q: unknown kind or polarity, or quote not in the text", m.file, c.Kind, c.Polarity, c.Quote)
			}
		}
		for _, q := range m.Doubtful {
			if !strings.Contains(m.Text, q) {
				t.Errorf("%s: doubtful quote %q is not in the text", m.file, q)
			}
		}
		part := "313 real messages"
		if strings.HasPrefix(m.ID, "k-") {
			part = "part k"
		}
		parts[part] = append(parts[part], [2]labelled{o, m})
	}
	if len(parts) != 2 || len(parts["part k"]) < 25 || len(parts["313 real messages"]) < 25 {
		t.Fatalf("want about 30 messages of each part, got %d and %d", len(parts["313 real messages"]), len(parts["part k"]))
	}
	for _, part := range []string{"313 real messages", "part k"} {
		ps := parts[part]
		a := &score{byGroup: map[string]*[2]int{}}
		var firsts, seconds []labelled
		for _, p := range ps {
			agree(a, p[0], p[1])
			firsts, seconds = append(firsts, p[0]), append(seconds, p[1])
		}
		t.Logf("%s, %d messages: the second labeller finds %.1f%% (%d/%d) of the first's success labels, and %.1f%% (%d/%d) of its own match one; by kind: %s",
			part, len(ps), 100*a.recall(), a.found, a.success, 100*a.precision(), a.correct, a.asserted, a.groups())
		for i, ls := range [][]labelled{firsts, seconds} {
			s := measure(ls)
			t.Logf("%s: the extractor against the %s labels: recall %.1f%% (%d/%d), precision %.1f%% (%d/%d); by kind: %s",
				part, [...]string{"first", "second"}[i], 100*s.recall(), s.found, s.success, 100*s.precision(), s.correct, s.asserted, s.groups())
		}
	}
}

// agree adds to s how the success labels of b match those of a (the
// truth): success and found count a's labels, asserted and correct b's.
func agree(s *score, a, b labelled) {
	lines := func(m labelled, quotes []string) [][]Span {
		var out [][]Span
		for _, q := range quotes {
			var sp []Span
			for _, x := range spansOf(m.Text, q) {
				start := strings.LastIndexByte(m.Text[:x.Start], '\n') + 1
				end := strings.IndexByte(m.Text[x.End:], '\n')
				if end < 0 {
					end = len(m.Text)
				} else {
					end += x.End
				}
				sp = append(sp, Span{start, end})
			}
			out = append(out, sp)
		}
		return out
	}
	shared := func(x, y []Span) bool {
		for _, p := range x {
			if overlaps(p, y) {
				return true
			}
		}
		return false
	}
	same := func(k1, k2 string) bool {
		return k1 == k2 || k1 == "build" && k2 == "lint" || k1 == "lint" && k2 == "build"
	}
	success := func(m labelled) (ls []labelClaim, quotes []string) {
		for _, c := range m.Claims {
			if c.Polarity == "success" {
				ls, quotes = append(ls, c), append(quotes, c.Quote)
			}
		}
		return ls, quotes
	}
	al, aq := success(a)
	bl, bq := success(b)
	asp, bsp := lines(a, aq), lines(b, bq)
	adoubt, bdoubt := lines(a, a.Doubtful), lines(b, b.Doubtful)
	doubted := func(sp []Span, doubts [][]Span) bool {
		for _, d := range doubts {
			if shared(sp, d) {
				return true
			}
		}
		return false
	}
	for i, l := range al {
		if doubted(asp[i], bdoubt) {
			continue
		}
		g := s.byGroup[groupOf(l.Kind)]
		if g == nil {
			g = new([2]int)
			s.byGroup[groupOf(l.Kind)] = g
		}
		s.success++
		g[0]++
		for j, m := range bl {
			if same(l.Kind, m.Kind) && shared(asp[i], bsp[j]) {
				s.found++
				g[1]++
				break
			}
		}
	}
	for j, m := range bl {
		if doubted(bsp[j], adoubt) {
			continue
		}
		s.asserted++
		for i, l := range al {
			if same(l.Kind, m.Kind) && shared(asp[i], bsp[j]) {
				s.correct++
				break
			}
		}
	}
}
