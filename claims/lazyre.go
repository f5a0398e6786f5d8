package claims

import (
	"regexp"
	"sync"
)

// lre is a regular expression compiled on first use: a hook process that
// never extracts claims (most of them) must not pay for compiling the
// lexicon at start, and one that does pays only for the expressions the
// text's sentences reach. The zero-cost declaration (a static struct, no
// init code) is the point; the methods mirror regexp.Regexp's.
type lre struct {
	expr  string
	gate  gate // from gateTable, when the scanner is built: on part of a sentence
	wgate gate // on the whole sentence scanned
	// starts: for an expression anchored with ^, how every match begins
	// (from gateTable); nil when unknown.
	starts []string
	once   sync.Once
	re     *regexp.Regexp
}

func (r *lre) get() *regexp.Regexp {
	r.once.Do(func() { r.re = regexp.MustCompile(r.expr) })
	return r.re
}

func (r *lre) MatchString(s string) bool              { return r.get().MatchString(s) }
func (r *lre) FindStringIndex(s string) []int         { return r.get().FindStringIndex(s) }
func (r *lre) FindAllString(s string, n int) []string { return r.get().FindAllString(s, n) }
func (r *lre) FindAllStringIndex(s string, n int) [][]int {
	return r.get().FindAllStringIndex(s, n)
}
func (r *lre) FindStringSubmatchIndex(s string) []int { return r.get().FindStringSubmatchIndex(s) }
func (r *lre) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.get().FindAllStringSubmatchIndex(s, n)
}
func (r *lre) ReplaceAllStringFunc(s string, f func(string) string) string {
	return r.get().ReplaceAllStringFunc(s, f)
}

// gated is an expression with the verdict of its gate on the sentence it
// is about to run on: when the gate fails, it matches nothing.
type gated struct {
	r  *lre
	ok bool
}

func (g gated) MatchString(s string) bool {
	return g.ok && startsOK(s, g.r.starts) && g.r.get().MatchString(s)
}

func (g gated) FindStringIndex(s string) []int {
	if !g.ok || !startsOK(s, g.r.starts) {
		return nil
	}
	return g.r.get().FindStringIndex(s)
}

func (g gated) FindAllStringIndex(s string, n int) [][]int {
	if !g.ok || !startsOK(s, g.r.starts) {
		return nil
	}
	return g.r.get().FindAllStringIndex(s, n)
}

func (g gated) FindStringSubmatchIndex(s string) []int {
	if !g.ok || !startsOK(s, g.r.starts) {
		return nil
	}
	return g.r.get().FindStringSubmatchIndex(s)
}

func (g gated) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !g.ok || !startsOK(s, g.r.starts) {
		return nil
	}
	return g.r.get().FindAllStringSubmatchIndex(s, n)
}
