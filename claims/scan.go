package claims

import (
	"slices"
	"strings"
	"sync"
)

// Most sentences of an agent's messages hold no claim, and most of the
// lexicon's expressions cannot match a given sentence. detect used to find
// that out by running them (backtracking dominated extraction); now one
// pass of an Aho-Corasick automaton over the lowered sentence finds which
// of the words the expressions need are there (gateTable, derived from the
// expressions' syntax by TestGates), and an expression runs only when all
// of its clauses are. The skip is exact: a skipped expression could not
// have matched, so the claims are those of the unfiltered extractor (the
// oracle tests compare the two).

// gmask has one bit per clause (a set of words, one of which is present).
type gmask [8]uint64

func (m *gmask) set(b int) { m[b>>6] |= 1 << (b & 63) }

func (m *gmask) or(o *gmask) {
	for i := range m {
		m[i] |= o[i]
	}
}

// all reports whether every clause of req is present.
func (m *gmask) all(req *gmask) bool {
	for i := range m {
		if m[i]&req[i] != req[i] {
			return false
		}
	}
	return true
}

// gate is a condition on a sentence: for one of its terms, every clause
// has a word in it. The zero gate always passes.
type gate struct {
	terms [][][]string
	req   []gmask // each term's clause bits, set when the scanner is built
}

// pass reports whether m, the clauses of a sentence, satisfies g.
func (g *gate) pass(m *gmask) bool {
	if len(g.req) == 0 {
		return true
	}
	for i := range g.req {
		if m.all(&g.req[i]) {
			return true
		}
	}
	return false
}

// gateEntry is a row of gateTable: the clauses of an expression run on a
// part of a sentence, and those of one run on the whole sentence scanned
// (with its \b; see gateTable).
type gateEntry struct {
	re     *lre
	terms  [][][]string
	wterms [][][]string
	starts []string // of an expression anchored with ^: how its matches begin
}

// Keyword gates: the trigger words detect tests with strings.Contains on
// the lowered sentence, read from the same scan.
var (
	kwTests     = &gate{terms: [][][]string{{{"test", "spec", "suite", "pass", "fail"}}}}
	kwTestNoun  = &gate{terms: [][][]string{{{"test", "spec", "suite"}}}}
	kwBuild     = &gate{terms: [][][]string{{{"build", "compil"}}}}
	kwLint      = &gate{terms: [][][]string{{{"lint", "vet", "check", "tsc", "typescript", "ruff", "mypy", "clippy", "prettier", "gofmt", "biome", "flake8", "pyright", "rubocop"}}}}
	kwBugs      = &gate{terms: [][][]string{{{"fix", "resolv", "correct", "address", "patch", "repair", "squash", "solv"}}}}
	kwRenamed   = &gate{terms: [][][]string{{{"renamed"}}}}
	kwUntouched = &gate{terms: [][][]string{{{"n't", "not", "never", "without", "no change", "unchanged", "untouched", "unmodified", "as is", "intact", "left", "kept", "keep", "alone"}}}}
	kwStatus    = &gate{terms: [][][]string{{{":"}, {"build", "compil", "test", "lint", "check", "vet", "tsc"}}}}
	kwAdmits    = &gate{terms: [][][]string{{{"n't", "not", "no ", "unable", "failed to", "gave up", "ran out", "still", "remaining", "outstanding", "unresolved"}}}}
	kwSymNoun   = &gate{terms: [][][]string{{{"function", "method", "type", "class", "struct", "interface", "hook", "component", "constant", "field", "endpoint", "handler", "helper"}}}}
	kwGeneric   = &gate{terms: [][][]string{{{"done", "fixed", "complete", "finish", "implement", "set", "success", "there you go", "that's it", "work",
		"ready", "voil", "green", "good", "lgtm", "place", "functional", "resolved", "accomplish", "wrapped", "pass", "✅", "✔", "☑", "fix"}}}}
	kwPosNeg = &gate{terms: [][][]string{{{"no", "0", "zero", "without"}}}}
	kwDigit  = &gate{terms: [][][]string{{{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}}}}

	keywordGates = []*gate{kwTests, kwTestNoun, kwBuild, kwLint, kwBugs, kwRenamed, kwUntouched, kwStatus, kwAdmits,
		kwSymNoun, kwGeneric, kwPosNeg, kwDigit}
)

// scanner is an Aho-Corasick automaton over the gates' words, as a dense
// table over byte classes (bytes that occur in no word share class 0).
type scanner struct {
	class  [256]uint8
	nclass int
	next   []uint16 // state*nclass + class → state
	out    []uint16 // state → index in masks of the clauses it completes; 0: none
	masks  []gmask
}

var theScanner = sync.OnceValue(buildScanner)

// scan returns the clauses present in s, read with a mark (byte 0, which
// sentence text never holds) at every word boundary as regexp's \b sees
// them: where an ASCII letter, digit or _ meets another byte or an end.
func (sc *scanner) scan(s string) gmask {
	var m gmask
	st := 0
	next, out, class, nc := sc.next, sc.out, &sc.class, sc.nclass
	bc := int(class[0])
	word := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if w := isWordByte(c); w != word {
			word = w
			st = int(next[st*nc+bc])
			if o := out[st]; o != 0 {
				m.or(&sc.masks[o])
			}
		}
		st = int(next[st*nc+int(class[c])])
		if o := out[st]; o != 0 {
			m.or(&sc.masks[o])
		}
	}
	if word {
		st = int(next[st*nc+bc])
		if o := out[st]; o != 0 {
			m.or(&sc.masks[o])
		}
	}
	return m
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// boundaries marks the word boundaries inside w as scan sees them, and
// keeps a mark at either end of w (from an expression's \b).
func boundaries(w string) string {
	lead := strings.HasPrefix(w, "\x00")
	trail := strings.HasSuffix(w, "\x00") && len(w) > 1
	w = strings.ReplaceAll(w, "\x00", "")
	var b strings.Builder
	if lead && w != "" && isWordByte(w[0]) {
		b.WriteByte(0)
	}
	for i := 0; i < len(w); i++ {
		if i > 0 && isWordByte(w[i]) != isWordByte(w[i-1]) {
			b.WriteByte(0)
		}
		b.WriteByte(w[i])
	}
	if trail && w != "" && isWordByte(w[len(w)-1]) {
		b.WriteByte(0)
	}
	return b.String()
}

func buildScanner() *scanner {
	// number the distinct clauses; give each gate its bits
	var clauses [][]string
	bit := func(c []string) int {
		for i, o := range clauses {
			if slices.Equal(o, c) {
				return i
			}
		}
		clauses = append(clauses, c)
		if len(clauses) > len(gmask{})*64 {
			panic("claims: too many gate clauses for gmask")
		}
		return len(clauses) - 1
	}
	assign := func(g *gate) {
		g.req = make([]gmask, len(g.terms))
		for i, t := range g.terms {
			for _, c := range t {
				g.req[i].set(bit(c))
			}
		}
	}
	for _, e := range gateTable {
		e.re.gate.terms = e.terms
		assign(&e.re.gate)
		e.re.wgate.terms = e.wterms
		e.re.starts = e.starts
		assign(&e.re.wgate)
	}
	for _, g := range keywordGates {
		// plain substrings: only the boundaries inside them ("n't")
		for _, t := range g.terms {
			for _, c := range t {
				for i, w := range c {
					c[i] = boundaries(w)
				}
			}
		}
		assign(g)
	}
	sc := &scanner{}
	// byte classes
	for _, c := range clauses {
		for _, w := range c {
			for i := 0; i < len(w); i++ {
				if sc.class[w[i]] == 0 {
					sc.nclass++
					sc.class[w[i]] = uint8(sc.nclass)
				}
			}
		}
	}
	sc.nclass++
	// the trie
	type node struct {
		child map[uint8]int
		fail  int
		out   gmask
		has   bool
	}
	nodes := []node{{child: map[uint8]int{}}}
	for ci, c := range clauses {
		for _, w := range c {
			n := 0
			for i := 0; i < len(w); i++ {
				k := sc.class[w[i]]
				nx, ok := nodes[n].child[k]
				if !ok {
					nodes = append(nodes, node{child: map[uint8]int{}})
					nx = len(nodes) - 1
					nodes[n].child[k] = nx
				}
				n = nx
			}
			nodes[n].out.set(ci)
			nodes[n].has = true
		}
	}
	if len(nodes) >= 1<<16 {
		panic("claims: gate automaton too large")
	}
	// breadth first: failure links, dense transitions, merged outputs
	nc := sc.nclass
	sc.next = make([]uint16, len(nodes)*nc)
	queue := []int{0}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for k := 0; k < nc; k++ {
			if c, ok := nodes[n].child[uint8(k)]; ok && k != 0 {
				if n == 0 {
					nodes[c].fail = 0
				} else {
					nodes[c].fail = int(sc.next[nodes[n].fail*nc+k])
				}
				f := nodes[c].fail
				nodes[c].out.or(&nodes[f].out)
				nodes[c].has = nodes[c].has || nodes[f].has
				sc.next[n*nc+k] = uint16(c)
				queue = append(queue, c)
			} else if n != 0 {
				sc.next[n*nc+k] = sc.next[nodes[n].fail*nc+k]
			}
		}
	}
	sc.out = make([]uint16, len(nodes))
	sc.masks = []gmask{{}}
	for i, n := range nodes {
		if !n.has {
			continue
		}
		j := slices.Index(sc.masks, n.out)
		if j < 0 {
			sc.masks = append(sc.masks, n.out)
			j = len(sc.masks) - 1
		}
		sc.out[i] = uint16(j)
	}
	return sc
}

// startsOK reports whether s begins with one of starts (lowered, as
// sentence text is; s may be mixed case), or starts is nil.
func startsOK(s string, starts []string) bool {
	if starts == nil {
		return true
	}
next:
	for _, p := range starts {
		if len(p) > len(s) {
			continue
		}
		for i := 0; i < len(p); i++ {
			c := s[i]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != p[i] {
				continue next
			}
		}
		return true
	}
	return false
}
