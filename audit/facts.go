package audit

import (
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/transcript"
)

// call is one tool call of a session with its result, if any.
type call struct {
	ev   *transcript.Event
	res  *transcript.Event
	rel  []string // the call's paths relative to the session's cwd, slash-separated
	edit bool     // an edit or write
}

// view is what audit knows of one session: its events, tool calls and
// what they touched, computed once and shared by every verifier.
type view struct {
	s     *transcript.Session
	calls []call
	kinds map[transcript.ToolKind]bool
}

func newView(s *transcript.Session) *view {
	v := &view{s: s, kinds: map[transcript.ToolKind]bool{}}
	byID := map[string]int{}
	for _, e := range s.Events {
		switch e.Kind {
		case transcript.KindToolCall:
			if e.Tool == nil {
				continue
			}
			c := call{ev: e, edit: e.Tool.Kind == transcript.ToolEdit || e.Tool.Kind == transcript.ToolWrite}
			for _, p := range e.Tool.Paths {
				c.rel = append(c.rel, relPath(s.Cwd, p))
			}
			v.kinds[e.Tool.Kind] = true
			if e.Tool.ID != "" {
				byID[e.Tool.ID] = len(v.calls)
			}
			v.calls = append(v.calls, c)
		case transcript.KindResult:
			if e.Result == nil {
				continue
			}
			if i, ok := byID[e.Result.CallID]; ok && v.calls[i].res == nil {
				v.calls[i].res = e
			}
		}
	}
	return v
}

// relPath makes p relative to cwd when it is inside it.
func relPath(cwd, p string) string {
	p = filepath.ToSlash(p)
	if cwd != "" && path.IsAbs(p) {
		c := strings.TrimSuffix(filepath.ToSlash(cwd), "/")
		if p == c {
			return "."
		}
		if strings.HasPrefix(p, c+"/") {
			return p[len(c)+1:]
		}
	}
	return strings.TrimPrefix(p, "./")
}

// touched reports whether an edit or write of the session touched a path
// matching glob.
func (v *view) touched(glob string) (call, bool) {
	for _, c := range v.calls {
		if !c.edit {
			continue
		}
		for _, p := range c.rel {
			if policy.Match(glob, p) {
				return c, true
			}
		}
	}
	return call{}, false
}

// command returns the first shell call whose command matches re.
func (v *view) command(re *regexp.Regexp) (call, bool) {
	for _, c := range v.calls {
		if c.ev.Tool.Kind == transcript.ToolShell && c.ev.Tool.Command != "" && re.MatchString(c.ev.Tool.Command) {
			return c, true
		}
	}
	return call{}, false
}

// exitCode is the call's exit code, or -1 when unknown; failed reports a
// known failure (an exit code other than 0, or an error result).
func (c call) failed() bool {
	if c.res == nil || c.res.Result == nil {
		return false
	}
	r := c.res.Result
	if r.ExitCode != nil {
		return *r.ExitCode != 0
	}
	return r.IsError
}

// topics maps words in relevant_when to the file extensions they imply.
// Only unambiguous words: a word that is not here adds no constraint, so
// the prefilter errs towards calling the judge.
var topics = []struct {
	words []string
	exts  []string
}{
	{[]string{"typescript"}, []string{".ts", ".tsx", ".mts", ".cts"}},
	{[]string{"react", "jsx", "tsx", "component"}, []string{".jsx", ".tsx", ".js", ".ts", ".vue", ".svelte"}},
	{[]string{"javascript"}, []string{".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx"}},
	{[]string{"python"}, []string{".py", ".pyi", ".ipynb"}},
	{[]string{"rust"}, []string{".rs", "Cargo.toml"}},
	{[]string{"golang", "go code", "go file", "go source", "go test"}, []string{".go", "go.mod"}},
	{[]string{"css", "styling", "stylesheet", "tailwind"}, []string{".css", ".scss", ".sass", ".less", ".jsx", ".tsx", ".html", ".vue", ".svelte"}},
	{[]string{"markdown", "documentation", "readme"}, []string{".md", ".mdx", ".rst", ".txt"}},
	{[]string{"sql", "migration"}, []string{".sql"}},
}

// activities maps words in relevant_when to the tool kinds they need.
var activities = []struct {
	words []string
	kinds []transcript.ToolKind
}{
	{[]string{"writ", "edit", "modif", "creat", "chang", "refactor", "fix", "implement", "delet"}, []transcript.ToolKind{transcript.ToolEdit, transcript.ToolWrite, transcript.ToolShell}},
	{[]string{"run", "command", "execut", "install", "package manag", "test", "build", "commit", "push"}, []transcript.ToolKind{transcript.ToolShell}},
}

// fileToken finds names with an extension in relevant_when ("normalize_logs.py", ".ts").
var fileToken = regexp.MustCompile(`(?:[\w./-]*[\w-])?\.(?:[a-z]{1,5})\b`)

// relevance is what a verifier's session-level relevance requires of a
// session; a nil field is no constraint.
type relevance struct {
	kinds  []transcript.ToolKind // one of these tool kinds
	tokens []string              // one of these in a path or command (extensions, file names)
	match  *Match
}

func inferRelevance(ver *Verifier) relevance {
	if ver.Match != nil {
		return relevance{match: ver.Match}
	}
	text := strings.ToLower(ver.RelevantWhen)
	var r relevance
	for _, a := range activities {
		for _, w := range a.words {
			if strings.Contains(text, w) {
				r.kinds = appendUnique(r.kinds, a.kinds...)
				break
			}
		}
	}
	for _, t := range topics {
		for _, w := range t.words {
			if containsWord(text, w) {
				r.tokens = appendUnique(r.tokens, t.exts...)
				break
			}
		}
	}
	for _, m := range fileToken.FindAllString(ver.RelevantWhen, -1) {
		if strings.HasSuffix(m, ".") || strings.Count(m, ".") == 0 {
			continue
		}
		r.tokens = appendUnique(r.tokens, m)
	}
	return r
}

func containsWord(text, w string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isWordByte(text[j-1])
		end := j + len(w)
		// allow plural and -ing/-ed forms after the word
		if before {
			return true
		}
		i = end
		if i >= len(text) {
			return false
		}
	}
}

func isWordByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

func appendUnique[T comparable](s []T, vs ...T) []T {
outer:
	for _, v := range vs {
		for _, x := range s {
			if x == v {
				continue outer
			}
		}
		s = append(s, v)
	}
	return s
}

// relevant reports whether the session can match the relevance, and the
// calls that make it so (the slice's tool calls).
func (v *view) relevant(r relevance) (bool, []int) {
	if m := r.match; m != nil {
		var idx []int
		for i, c := range v.calls {
			if c.matches(m) {
				idx = append(idx, i)
			}
		}
		return len(idx) > 0, idx
	}
	var idx []int
	okKind := len(r.kinds) == 0
	okTok := len(r.tokens) == 0
	for i, c := range v.calls {
		kindHit := len(r.kinds) == 0 || hasKind(r.kinds, c.ev.Tool.Kind)
		tokHit := len(r.tokens) == 0 || c.mentions(r.tokens)
		okKind = okKind || kindHit
		okTok = okTok || tokHit
		if kindHit && tokHit {
			idx = append(idx, i)
		}
	}
	if len(r.kinds) == 0 && len(r.tokens) == 0 {
		return true, idx
	}
	return okKind && okTok && len(idx) > 0, idx
}

func hasKind(ks []transcript.ToolKind, k transcript.ToolKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func (c call) mentions(tokens []string) bool {
	for _, t := range tokens {
		for _, p := range c.rel {
			if strings.HasSuffix(p, t) || strings.Contains(path.Base(p), t) {
				return true
			}
		}
		if cmd := c.ev.Tool.Command; cmd != "" && strings.Contains(cmd, t) {
			return true
		}
	}
	return false
}

func (c call) matches(m *Match) bool {
	for _, k := range m.Tools {
		if string(c.ev.Tool.Kind) == k {
			return true
		}
	}
	for _, g := range m.Paths {
		for _, p := range c.rel {
			if policy.Match(g, p) {
				return true
			}
		}
	}
	if cmd := c.ev.Tool.Command; cmd != "" {
		for _, re := range m.commands {
			if re.MatchString(cmd) {
				return true
			}
		}
	}
	return false
}
