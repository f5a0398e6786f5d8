package shell

import (
	"fmt"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// braceWords expands the brace expressions of word w (split by
// syntax.SplitBraces) into the words bash makes of it, in bash's order:
// "a{b,c}d" is abd acd, "{1..3}" is 1 2 3, "{01..10..3}" is 01 04 07 10,
// "{a..c}" is a b c. It stops with false past limit words.
//
// (mvdan.cc/sh/v3/expand does this too, but that package links os/user,
// which makes vouch-hook a dynamically linked program: the dynamic loader
// then runs on every hook call.)
func braceWords(w *syntax.Word, limit int) ([]*syntax.Word, bool) {
	out := []*syntax.Word{{}}
	for _, p := range w.Parts {
		br, ok := p.(*syntax.BraceExp)
		if !ok {
			for _, o := range out {
				o.Parts = append(o.Parts, p)
			}
			continue
		}
		var alts [][]syntax.WordPart
		if br.Sequence {
			lits, ok := braceSequence(br, limit)
			if !ok {
				return nil, false
			}
			for _, l := range lits {
				alts = append(alts, []syntax.WordPart{&syntax.Lit{Value: l}})
			}
		} else {
			for _, e := range br.Elems {
				sub, ok := braceWords(e, limit)
				if !ok {
					return nil, false
				}
				for _, s := range sub {
					alts = append(alts, s.Parts)
				}
			}
		}
		if len(out)*len(alts) > limit {
			return nil, false
		}
		next := make([]*syntax.Word, 0, len(out)*len(alts))
		for _, o := range out {
			for _, a := range alts {
				parts := make([]syntax.WordPart, 0, len(o.Parts)+len(a))
				next = append(next, &syntax.Word{Parts: append(append(parts, o.Parts...), a...)})
			}
		}
		out = next
	}
	return out, true
}

// braceSequence is the words of a sequence expression {X..Y[..STEP]}:
// integers (zero-padded to the wider end when one is), else single
// characters.
func braceSequence(br *syntax.BraceExp, limit int) ([]string, bool) {
	if len(br.Elems) < 2 {
		return nil, false
	}
	fromS, toS := br.Elems[0].Lit(), br.Elems[1].Lit()
	from, err1 := strconv.ParseInt(fromS, 10, 64)
	to, err2 := strconv.ParseInt(toS, 10, 64)
	chars := err1 != nil || err2 != nil
	if chars {
		if len(fromS) != 1 || len(toS) != 1 {
			return nil, false
		}
		from, to = int64(fromS[0]), int64(toS[0])
	}
	width := 0
	if !chars && (padded(fromS) || padded(toS)) {
		width = max(len(fromS), len(toS))
	}
	step := int64(1)
	if len(br.Elems) > 2 {
		if n, err := strconv.ParseInt(br.Elems[2].Lit(), 10, 64); err == nil && n != 0 {
			step = max(n, -n)
		}
	}
	if from > to {
		step = -step
	}
	var out []string
	for n := from; (step > 0 && n <= to) || (step < 0 && n >= to); n += step {
		if len(out) >= limit {
			return nil, false
		}
		switch {
		case chars:
			out = append(out, string(rune(n)))
		case width > 0:
			out = append(out, fmt.Sprintf("%0*d", width, n))
		default:
			out = append(out, strconv.FormatInt(n, 10))
		}
	}
	return out, true
}

func padded(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return len(s) > 1 && s[0] == '0'
}
