package claims

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// A labelled message: the final message of a real agent and the claims a
// person found in it (testdata/claims/README.md has the format).
type labelled struct {
	ID       string       `json:"id"`
	Agent    string       `json:"agent"`
	Source   string       `json:"source"`
	Text     string       `json:"text"`
	Claims   []labelClaim `json:"claims"`
	Doubtful []string     `json:"doubtful"`
	file     string
}

type labelClaim struct {
	Kind     string `json:"kind"`
	Polarity string `json:"polarity"` // success | failure
	Scope    string `json:"scope"`
	Quote    string `json:"quote"`
}

// labelKind maps a label's kind to the claim kind that stands for it;
// count is a tests_pass claim with Counts.
var labelKind = map[string]Kind{
	"tests_pass": TestsPass, "count": TestsPass, "build": BuildOK, "lint": LintClean,
	"file_created": FileCreated, "file_modified": FileModified, "file_deleted": FileDeleted,
	"symbol_added": SymbolImplemented, "symbol_renamed": SymbolRenamed, "symbol_removed": SymbolRemoved,
	"command_ran": CommandRan, "bug_fixed": BugFixed, "untouched": Untouched,
}

// sameKind reports whether claim c is of label kind k. A type check
// ("tsc --noEmit passes", "no type errors") is a lint claim with its tool
// (vouch runs it as the typecheck gate), and some labellers file it under
// build, as the compiler's check of the program: it matches either.
func sameKind(k string, c Claim) bool {
	if labelKind[k] == c.Kind {
		return true
	}
	return k == "build" && c.Kind == LintClean && (c.Tool == "typecheck" || c.Tool == "tsc" || c.Tool == "vue-tsc")
}

// score is the result of a measurement: recall of success claims,
// precision of asserted claims, admissions read as success.
type score struct {
	messages                int
	success, found          int // success labels, of them found as asserted claims
	asserted, correct       int // asserted claims outside doubtful quotes, of them matching a success label
	failures, readAsSuccess int // failure labels, of them matched by an asserted claim
	misses, wrong, admitted []string
	badLabels               []string
	byGroup                 map[string]*[2]int // label group: success labels, of them found
}

// labelGroups are the label kinds read together in the recall by group:
// the checks a gate can confirm, commands, files, symbols, fixes.
var labelGroups = []struct{ name, kinds string }{
	{"checks", "tests_pass count build lint"},
	{"commands", "command_ran"},
	{"files", "file_created file_modified file_deleted"},
	{"symbols", "symbol_added symbol_renamed symbol_removed"},
	{"fixes", "bug_fixed"},
	{"untouched", "untouched"},
}

func groupOf(kind string) string {
	for _, g := range labelGroups {
		if strings.Contains(" "+g.kinds+" ", " "+kind+" ") {
			return g.name
		}
	}
	return kind
}

// groups renders the recall of success labels by group: "checks 93.1%
// (54/58), files …".
func (s *score) groups() string {
	var out []string
	for _, g := range labelGroups {
		if n := s.byGroup[g.name]; n != nil && n[0] > 0 {
			out = append(out, fmt.Sprintf("%s %.1f%% (%d/%d)", g.name, 100*ratio(n[1], n[0]), n[1], n[0]))
		}
	}
	return strings.Join(out, ", ")
}

func (s *score) recall() float64    { return ratio(s.found, s.success) }
func (s *score) precision() float64 { return ratio(s.correct, s.asserted) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

func readLabelled(t *testing.T, files []string) []labelled {
	var out []labelled
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		r := bufio.NewReader(f)
		for n := 1; ; n++ {
			line, err := r.ReadBytes('\n')
			if len(strings.TrimSpace(string(line))) > 0 {
				var m labelled
				if err := json.Unmarshal(line, &m); err != nil {
					t.Fatalf("%s:%d: %v", name, n, err)
				}
				m.file = fmt.Sprintf("%s:%d", filepath.Base(name), n)
				out = append(out, m)
			}
			if err != nil {
				break
			}
		}
		f.Close()
	}
	return out
}

// spansOf returns every position of quote in text.
func spansOf(text, quote string) []Span {
	var out []Span
	if quote == "" {
		return nil
	}
	for i := 0; ; {
		j := strings.Index(text[i:], quote)
		if j < 0 {
			return out
		}
		out = append(out, Span{i + j, i + j + len(quote)})
		i += j + 1
	}
}

func overlaps(a Span, bs []Span) bool {
	for _, b := range bs {
		if a.Start < b.End && b.Start < a.End {
			return true
		}
	}
	return false
}

// claimWords are the words that identify what a claim is about: its path,
// name, scope, command. A label whose quote holds them is the claim's own
// when a sentence holds several ("TestParse passes; TestFormat fails").
func claimWords(c Claim) []string {
	var w []string
	for _, s := range []string{c.Path, c.Name, c.Old, c.Command} {
		if s != "" {
			w = append(w, s)
		}
	}
	if c.Scope != nil {
		w = append(w, c.Scope.Paths...)
		w = append(w, c.Scope.Tests...)
	}
	return w
}

// measure extracts the claims of every message and matches them with the
// labels one to one: a claim and a label match when they are of the same
// kind and the claim's sentence overlaps the quote; among candidates, a
// label whose quote names the claim's path, name or scope comes first,
// then one of the same polarity.
func measure(msgs []labelled) *score {
	s := &score{messages: len(msgs), byGroup: map[string]*[2]int{}}
	for _, m := range msgs {
		cs := Extract(m.Text, nil)
		var doubt []Span
		for _, q := range m.Doubtful {
			doubt = append(doubt, spansOf(m.Text, q)...)
		}
		type lab struct {
			labelClaim
			spans []Span
			taken bool
		}
		var labs []*lab
		for _, l := range m.Claims {
			sp := spansOf(m.Text, l.Quote)
			k, ok := labelKind[l.Kind]
			if len(sp) == 0 || !ok || l.Polarity != "success" && l.Polarity != "failure" {
				s.badLabels = append(s.badLabels, fmt.Sprintf("%s: %s %s %q", m.file, l.Kind, l.Polarity, l.Quote))
				continue
			}
			if overlaps(sp[0], doubt) && containsQuote(m.Doubtful, l.Quote) {
				continue
			}
			_ = k
			labs = append(labs, &lab{labelClaim: l, spans: sp})
		}
		type pair struct {
			c, l, score int
		}
		var pairs []pair
		for ci, c := range cs {
			for li, l := range labs {
				if !sameKind(l.Kind, c) || !overlaps(c.Span, l.spans) {
					continue
				}
				if l.Kind == "count" && c.Counts == nil {
					continue
				}
				sc := 0
				for _, w := range claimWords(c) {
					// "all tests except TestSlow pass" is not about TestSlow
					if strings.Contains(l.Quote, w) && !strings.Contains(l.Quote, "except "+w) && !strings.Contains(l.Quote, "except `"+w) {
						sc += 2
						break
					}
				}
				if (l.Polarity == "success") == c.Asserted() {
					sc++
				}
				pairs = append(pairs, pair{ci, li, sc})
			}
		}
		sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].score > pairs[j].score })
		// A claim matches at most one label of its kind and, when it has
		// counts, one count label besides: "`make test` passes (729
		// passed)" is labelled both tests_pass and count.
		match := make([][2]int, len(cs))
		for i := range match {
			match[i] = [2]int{-1, -1}
		}
		// One to one first; then a label whose quote lists several paths or
		// names ("Updated all hook scripts (`a.sh`, `b.sh`)") stands for
		// the claim about each of them: a claim naming one may share it.
		for _, share := range []bool{false, true} {
			for _, p := range pairs {
				slot := 0
				if labs[p.l].Kind == "count" {
					slot = 1
				}
				if match[p.c][slot] >= 0 || labs[p.l].taken && (!share || p.score < 2) {
					continue
				}
				match[p.c][slot] = p.l
				labs[p.l].taken = true
			}
		}
		found := make([]bool, len(labs))
		for ci, c := range cs {
			if !c.Asserted() || c.Kind == Generic {
				continue // generic claims have no label kind: they are never verified either
			}
			var ok, bad []int
			for _, li := range match[ci] {
				if li < 0 {
					continue
				}
				if labs[li].Polarity == "success" {
					ok = append(ok, li)
				} else {
					bad = append(bad, li)
				}
			}
			if len(ok) == 0 && len(bad) == 0 && overlaps(c.Span, doubt) {
				continue
			}
			s.asserted++
			for _, li := range ok {
				found[li] = true
			}
			if len(ok) > 0 {
				s.correct++
				continue
			}
			s.wrong = append(s.wrong, fmt.Sprintf("%s: %s  in %q", m.file, render([]Claim{c}), c.Text))
			for _, li := range bad {
				s.readAsSuccess++
				s.admitted = append(s.admitted, fmt.Sprintf("%s: %s %q read as %s", m.file, labs[li].Kind, labs[li].Quote, render([]Claim{c})))
			}
		}
		for li, l := range labs {
			if l.Polarity == "failure" {
				s.failures++
				continue
			}
			s.success++
			g := s.byGroup[groupOf(l.Kind)]
			if g == nil {
				g = new([2]int)
				s.byGroup[groupOf(l.Kind)] = g
			}
			g[0]++
			if found[li] {
				s.found++
				g[1]++
				continue
			}
			var got []string
			for _, c := range cs {
				if overlaps(c.Span, l.spans) {
					got = append(got, render([]Claim{c}))
				}
			}
			s.misses = append(s.misses, fmt.Sprintf("%s: %s %q; got [%s]", m.file, l.Kind, l.Quote, strings.Join(got, "; ")))
		}
	}
	return s
}

func containsQuote(qs []string, q string) bool {
	for _, x := range qs {
		if x == q {
			return true
		}
	}
	return false
}

func (s *score) report(t *testing.T, name string) {
	t.Logf("%s: %d messages; recall of success claims %.1f%% (%d/%d); precision %.1f%% (%d/%d); admissions read as success %d of %d",
		name, s.messages, 100*s.recall(), s.found, s.success, 100*s.precision(), s.correct, s.asserted, s.readAsSuccess, s.failures)
	t.Logf("%s: recall by kind: %s", name, s.groups())
	for _, x := range s.badLabels {
		t.Logf("label not usable (quote not in text, or unknown kind): %s", x)
	}
	for _, x := range s.misses {
		t.Logf("missed: %s", x)
	}
	for _, x := range s.wrong {
		t.Logf("not a success label: %s", x)
	}
	for _, x := range s.admitted {
		t.Logf("admission read as success: %s", x)
	}
}

func (s *score) check(t *testing.T, name string) {
	if s.recall() < 0.95 || s.precision() < 0.95 || s.readAsSuccess > 0 {
		t.Errorf("%s: recall %.1f%%, precision %.1f%%, %d admissions read as success; want >= 95%%, >= 95%%, 0",
			name, 100*s.recall(), 100*s.precision(), s.readAsSuccess)
	}
}

// Issue 10's targets on real messages are 95% recall of success claims and
// 95% precision; extraction does not reach them yet (docs/claims.md, "Measured
// on real messages"). Until it does, TestRealMessages holds the line where
// it is: no admission read as success at all (the error that makes vouch
// refute an honest agent), and recall and precision no lower than measured
// when these floors were set. Raise the floors with every improvement.
const (
	issueTarget    = 0.95
	recallFloor    = 0.95 // 95.0% (840/884) on 313 messages
	precisionFloor = 0.97 // 97.2% (811/834)
)

// TestRealMessages measures extraction on final messages of real agents
// from public sessions, labelled by people who did not write the
// extractor (testdata/claims/real-messages.jsonl). It prints recall of
// success claims, precision and admissions read as success, fails on any
// admission read as success or a fall below the floors, and logs the gap
// to issue 10's 95% targets.
func TestRealMessages(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("../testdata/claims/real-messages*.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	// real-messages.jsonl is the merge of the parts: count each message once
	if merged := "../testdata/claims/real-messages.jsonl"; containsQuote(files, merged) {
		files = []string{merged}
	}
	msgs := readLabelled(t, files)
	if len(msgs) < 150 {
		t.Fatalf("only %d labelled messages (%v): the measure needs at least 150", len(msgs), files)
	}
	s := measure(msgs)
	s.report(t, "real messages")
	if s.readAsSuccess > 0 || s.recall() < recallFloor || s.precision() < precisionFloor {
		t.Errorf("real messages: recall %.1f%%, precision %.1f%%, %d admissions read as success; want >= %.0f%%, >= %.0f%% (floors), 0",
			100*s.recall(), 100*s.precision(), s.readAsSuccess, 100*recallFloor, 100*precisionFloor)
	}
	if s.recall() < issueTarget || s.precision() < issueTarget {
		t.Logf("real messages: issue 10's targets (%.0f%% recall, %.0f%% precision) are NOT met", 100*issueTarget, 100*issueTarget)
	}
}

// TestDevMessages is the development set: final messages the extractor
// was developed on (testdata/dev-messages.jsonl, each line's source says
// where it comes from). It measures fit, not truth: the thresholds of
// TestRealMessages hold at any size, and every label must be usable.
func TestDevMessages(t *testing.T) {
	t.Parallel()
	msgs := readLabelled(t, []string{"testdata/dev-messages.jsonl"})
	if len(msgs) < 20 {
		t.Fatalf("only %d development messages", len(msgs))
	}
	s := measure(msgs)
	s.report(t, "development messages")
	if len(s.badLabels) > 0 {
		t.Errorf("development messages: %d labels not usable", len(s.badLabels))
	}
	s.check(t, "development messages")
}
