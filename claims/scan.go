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

var (
	scannerOnce sync.Once
	scannerV    *scanner
)

// theScanner builds the automaton on first use (a sync.Once, not
// sync.OnceValue: that would allocate at package init).
func theScanner() *scanner {
	scannerOnce.Do(func() { scannerV = buildScanner() })
	return scannerV
}

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
	ids := map[string]int{}
	bit := func(c []string) int {
		key := strings.Join(c, "\x01")
		if id, ok := ids[key]; ok {
			return id
		}
		clauses = append(clauses, c)
		if len(clauses) > len(gmask{})*64 {
			panic("claims: too many gate clauses for gmask")
		}
		ids[key] = len(clauses) - 1
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
		assign(&e.re.wgate)
		e.re.starts = e.starts
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
	// byte classes; 0 is every byte no word holds
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
	nc := sc.nclass
	// the trie, straight into the dense table (0: no child yet; the root
	// is nobody's child)
	var words []string
	for _, c := range clauses {
		words = append(words, c...)
	}
	slices.Sort(words)
	size, prev := 1, ""
	for _, w := range words { // nodes: the words' distinct prefixes
		lcp := 0
		for lcp < len(w) && lcp < len(prev) && w[lcp] == prev[lcp] {
			lcp++
		}
		size += len(w) - lcp
		prev = w
	}
	if size >= 1<<16 {
		panic("claims: gate automaton too large")
	}
	next := make([]uint16, size*nc)
	outs := make([]gmask, 1, size) // per node: the clauses a word ending there completes
	for ci, c := range clauses {
		for _, w := range c {
			n := 0
			for i := 0; i < len(w); i++ {
				k := int(sc.class[w[i]])
				nx := next[n*nc+k]
				if nx == 0 {
					nx = uint16(len(outs))
					outs = append(outs, gmask{})
					next[n*nc+k] = nx
				}
				n = int(nx)
			}
			outs[n].set(ci)
		}
	}
	next = next[:len(outs)*nc]
	// breadth first: failure links, the missing transitions, merged outputs
	fail := make([]uint16, len(outs))
	queue := make([]uint16, 0, len(outs))
	queue = append(queue, 0)
	for len(queue) > 0 {
		n := int(queue[0])
		queue = queue[1:]
		for k := 1; k < nc; k++ { // class 0 leads back to the root
			// n's entries are still the trie's: a child, or 0 for none
			if c := next[n*nc+k]; c != 0 {
				if n != 0 {
					fail[c] = next[int(fail[n])*nc+k]
				}
				outs[c].or(&outs[fail[c]])
				queue = append(queue, c)
			} else if n != 0 {
				next[n*nc+k] = next[int(fail[n])*nc+k]
			}
		}
	}
	sc.next = next
	sc.out = make([]uint16, len(outs))
	sc.masks = []gmask{{}}
	index := map[gmask]uint16{{}: 0}
	for i := range outs {
		j, ok := index[outs[i]]
		if !ok {
			j = uint16(len(sc.masks))
			sc.masks = append(sc.masks, outs[i])
			index[outs[i]] = j
		}
		sc.out[i] = j
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
