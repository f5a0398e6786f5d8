package claims

import (
	"regexp"
	"sync"
)

// lre is a regular expression compiled on first use: a hook process that
// never extracts claims (most of them) must not pay for compiling the
// lexicon at start. The declaration is a static struct with no init code;
// the methods mirror regexp.Regexp's.
type lre struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

func (r *lre) get() *regexp.Regexp {
	r.once.Do(func() { r.re = regexp.MustCompile(r.expr) })
	return r.re
}

func (r *lre) MatchString(s string) bool              { return r.get().MatchString(s) }
func (r *lre) FindStringIndex(s string) []int         { return r.get().FindStringIndex(s) }
func (r *lre) FindString(s string) string             { return r.get().FindString(s) }
func (r *lre) FindAllString(s string, n int) []string { return r.get().FindAllString(s, n) }
func (r *lre) FindAllStringIndex(s string, n int) [][]int {
	return r.get().FindAllStringIndex(s, n)
}
func (r *lre) FindAllStringSubmatch(s string, n int) [][]string {
	return r.get().FindAllStringSubmatch(s, n)
}
func (r *lre) FindStringSubmatchIndex(s string) []int { return r.get().FindStringSubmatchIndex(s) }
func (r *lre) FindStringSubmatch(s string) []string   { return r.get().FindStringSubmatch(s) }
func (r *lre) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.get().FindAllStringSubmatchIndex(s, n)
}
func (r *lre) ReplaceAllStringFunc(s string, f func(string) string) string {
	return r.get().ReplaceAllStringFunc(s, f)
}
func (r *lre) Split(s string, n int) []string         { return r.get().Split(s, n) }
func (r *lre) ReplaceAllString(s, repl string) string { return r.get().ReplaceAllString(s, repl) }
