package policy

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/vouchdev/vouch/claims"
)

// Problem is one mistake in a configuration file.
type Problem struct {
	File string
	Line int // 1-based; 0 when unknown
	Msg  string
}

func (p Problem) String() string {
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg)
	}
	return fmt.Sprintf("%s: %s", p.File, p.Msg)
}

// Error lists every problem found in a configuration file, in file order.
type Error struct {
	Problems []Problem
}

func (e *Error) Error() string {
	s := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		s[i] = p.String()
	}
	return strings.Join(s, "\n")
}

// Parse parses data as vouch.yaml content; name is used in error
// messages. Fields not set keep their Default() value; gates, deny, ask,
// rewrite and claim patterns are added to the (empty) defaults and protect
// globs to DefaultProtect. An empty document gives Default().
func Parse(name string, data []byte) (*Config, error) {
	c := Default()
	c.File = name
	p := &parser{file: name}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, &Error{Problems: []Problem{yamlProblem(name, err)}}
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return c, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return c, nil
	}
	p.top(root, c)
	if len(p.problems) > 0 {
		sort.SliceStable(p.problems, func(i, j int) bool { return p.problems[i].Line < p.problems[j].Line })
		return nil, &Error{Problems: p.problems}
	}
	return c, nil
}

// The regexps are compiled on first use: the PreToolUse path (cmd/vouch-
// hook) links this package and should not pay for them at start-up.
var reYAMLLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: (?:line (\d+): )?`) })

func yamlProblem(name string, err error) Problem {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	line := 0
	if m := reYAMLLine().FindStringSubmatch(msg); m != nil {
		if m[1] != "" {
			line, _ = strconv.Atoi(m[1])
		}
		msg = msg[len(m[0]):]
	}
	return Problem{File: name, Line: line, Msg: "invalid YAML: " + msg}
}

type parser struct {
	file     string
	problems []Problem
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	p.problems = append(p.problems, Problem{File: p.file, Line: line, Msg: fmt.Sprintf(format, args...)})
}

// describe names a node's kind for "expected X, got Y" messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	}
	switch n.Tag {
	case "!!null":
		return "nothing"
	case "!!str":
		return strconv.Quote(n.Value)
	}
	return n.Value
}

// fields walks a mapping: fn is called for each known key; unknown keys
// are reported with the nearest known one.
func (p *parser) fields(n *yaml.Node, where string, known []string, fn func(key string, k, v *yaml.Node)) bool {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	if n.Kind != yaml.MappingNode {
		if n.Tag == "!!null" && !strings.HasSuffix(where, "]") {
			return false // "loop:" with nothing under it
		}
		p.errorf(n, "%s: expected a mapping, got %s", where, describe(n))
		return false
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if v.Kind == yaml.AliasNode && v.Alias != nil {
			v = v.Alias
		}
		key := k.Value
		if k.Kind != yaml.ScalarNode {
			p.errorf(k, "%s: expected a key, got %s", where, describe(k))
			continue
		}
		if !contains(known, key) {
			in := "in " + where
			if where == "top level" {
				in = "in the top level"
			}
			if s := nearest(key, known); s != "" {
				p.errorf(k, "unknown key %q %s; did you mean %q?", key, in, s)
			} else {
				p.errorf(k, "unknown key %q %s; expected one of %s", key, in, quoteList(known))
			}
			continue
		}
		if seen[key] {
			p.errorf(k, "%s: key %q appears twice", where, key)
			continue
		}
		seen[key] = true
		fn(key, k, v)
	}
	return true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func quoteList(l []string) string {
	q := make([]string, len(l))
	for i, s := range l {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, ", ")
}

func (p *parser) top(n *yaml.Node, c *Config) {
	p.fields(n, "top level", []string{"gates", "policy", "loop", "nudge", "claims", "baseline", "protect", "llm", "judge"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "llm":
			p.llm(v, c)
		case "judge":
			p.judge(v, c)
		case "gates":
			p.gates(v, c)
		case "policy":
			p.policy(v, c)
		case "loop":
			p.loop(v, c)
		case "nudge":
			p.nudge(v, c)
		case "claims":
			p.claims(v, c)
		case "protect":
			p.protect(v, c)
		case "baseline":
			if s, ok := p.str(v, "baseline"); ok {
				switch {
				case s == "":
					p.errorf(v, "baseline: expected %q, %q or a git revision, got an empty string", BaselineAuto, BaselineNone)
				case strings.HasPrefix(s, "-") || strings.ContainsAny(s, " \t\n"):
					p.errorf(v, "baseline: expected %q, %q or a git revision, got %q", BaselineAuto, BaselineNone, s)
				default:
					c.Baseline = s
				}
			}
		}
	})
}

// --- scalars ---------------------------------------------------------------

func (p *parser) str(v *yaml.Node, where string) (string, bool) {
	if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
		p.errorf(v, "%s: expected a string, got %s", where, describe(v))
		return "", false
	}
	return v.Value, true
}

func (p *parser) strList(v *yaml.Node, where string) ([]string, bool) {
	if v.Kind == yaml.ScalarNode && v.Tag != "!!null" {
		return []string{v.Value}, true // a single string is a list of one
	}
	if v.Kind != yaml.SequenceNode {
		p.errorf(v, "%s: expected a list of strings, got %s", where, describe(v))
		return nil, false
	}
	var out []string
	ok := true
	for i, e := range v.Content {
		s, good := p.str(e, fmt.Sprintf("%s[%d]", where, i))
		ok = ok && good
		out = append(out, s)
	}
	return out, ok
}

func (p *parser) integer(v *yaml.Node, where string, min int) (int, bool) {
	if v.Kind == yaml.ScalarNode && v.Tag == "!!int" {
		n, err := strconv.Atoi(v.Value)
		if err == nil && n >= min {
			return n, true
		}
	}
	p.errorf(v, "%s: expected a whole number >= %d, got %s", where, min, describe(v))
	return 0, false
}

func (p *parser) boolean(v *yaml.Node, where string) (bool, bool) {
	if v.Kind == yaml.ScalarNode && v.Tag == "!!bool" {
		var b bool
		if err := v.Decode(&b); err == nil {
			return b, true
		}
	}
	p.errorf(v, "%s: expected true or false, got %s", where, describe(v))
	return false, false
}

// duration accepts Go durations ("90s", "5m", "1h30m") and whole seconds.
func (p *parser) duration(v *yaml.Node, where string) (time.Duration, bool) {
	if v.Kind == yaml.ScalarNode {
		if v.Tag == "!!int" {
			if n, err := strconv.Atoi(v.Value); err == nil && n >= 0 {
				return time.Duration(n) * time.Second, true
			}
		}
		if v.Tag == "!!str" {
			if d, err := time.ParseDuration(v.Value); err == nil && d >= 0 {
				return d, true
			}
		}
	}
	p.errorf(v, "%s: expected a duration such as \"90s\" or \"5m\", got %s", where, describe(v))
	return 0, false
}

func (p *parser) glob(v *yaml.Node, where string) (string, bool) {
	s, ok := p.str(v, where)
	if !ok {
		return "", false
	}
	if err := ValidGlob(s); err != nil {
		p.errorf(v, "%s: %v", where, err)
		return "", false
	}
	return s, true
}

func (p *parser) regex(v *yaml.Node, where string) (*regexp.Regexp, string, bool) {
	s, ok := p.str(v, where)
	if !ok {
		return nil, "", false
	}
	re, err := regexp.Compile(s)
	if err != nil {
		p.errorf(v, "%s: invalid regular expression: %v", where, strings.TrimPrefix(err.Error(), "error parsing regexp: "))
		return nil, "", false
	}
	return re, s, true
}

func (p *parser) list(v *yaml.Node, where string) []*yaml.Node {
	if v.Kind == yaml.AliasNode && v.Alias != nil {
		v = v.Alias
	}
	if v.Tag == "!!null" {
		return nil
	}
	if v.Kind != yaml.SequenceNode {
		p.errorf(v, "%s: expected a list, got %s", where, describe(v))
		return nil
	}
	return v.Content
}

// --- sections --------------------------------------------------------------

var reParser = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*$`) })
var reEnvName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`) })

func (p *parser) gates(v *yaml.Node, c *Config) {
	names := map[string]int{}
	for i, e := range p.list(v, "gates") {
		where := fmt.Sprintf("gates[%d]", i)
		g := Gate{Line: e.Line}
		before := len(p.problems)
		ok := p.fields(e, where, []string{"name", "run", "timeout", "when", "dir", "parser", "env", "skip"}, func(key string, k, v *yaml.Node) {
			w := where + "." + key
			switch key {
			case "name":
				g.Name, _ = p.str(v, w)
			case "run":
				g.Run, _ = p.str(v, w)
			case "timeout":
				g.Timeout, _ = p.duration(v, w)
			case "when":
				if l, ok := p.strList(v, w); ok {
					for j, s := range l {
						if err := ValidGlob(s); err != nil {
							n := v
							if v.Kind == yaml.SequenceNode {
								n = v.Content[j]
							}
							p.errorf(n, "%s: %v", w, err)
							continue
						}
						g.When = append(g.When, s)
					}
				}
			case "dir":
				if s, ok := p.str(v, w); ok {
					if strings.HasPrefix(s, "/") || s == ".." || strings.HasPrefix(s, "../") {
						p.errorf(v, "%s: expected a directory inside the workspace, got %q", w, s)
					} else {
						g.Dir = s
					}
				}
			case "parser":
				if s, ok := p.str(v, w); ok {
					if !reParser().MatchString(s) {
						p.errorf(v, "%s: expected a parser name such as \"go-test\" or \"tsc\", got %q", w, s)
					} else {
						g.Parser = s
					}
				}
			case "env":
				p.env(v, w, &g)
			case "skip":
				g.Skip, _ = p.boolean(v, w)
			}
		})
		if !ok || len(p.problems) > before {
			continue
		}
		if g.Run == "" && !g.Skip {
			p.errorf(e, "%s: missing \"run\" (the command to run)", where)
			continue
		}
		if g.Name == "" {
			if g.Skip {
				p.errorf(e, "%s: missing \"name\" (the gate to skip)", where)
				continue
			}
			g.Name = g.Run
		}
		if prev, dup := names[g.Name]; dup {
			p.errorf(e, "%s: gate %q is already defined on line %d", where, g.Name, prev)
			continue
		}
		names[g.Name] = e.Line
		c.Gates = append(c.Gates, g)
	}
}

func (p *parser) env(v *yaml.Node, where string, g *Gate) {
	if v.Kind != yaml.MappingNode {
		p.errorf(v, "%s: expected a mapping of NAME: value, got %s", where, describe(v))
		return
	}
	g.Env = map[string]string{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, val := v.Content[i], v.Content[i+1]
		if !reEnvName().MatchString(k.Value) {
			p.errorf(k, "%s: expected an environment variable name, got %q", where, k.Value)
			continue
		}
		if val.Kind != yaml.ScalarNode {
			p.errorf(val, "%s.%s: expected a string, got %s", where, k.Value, describe(val))
			continue
		}
		g.Env[k.Value] = val.Value
	}
}

func (p *parser) policy(v *yaml.Node, c *Config) {
	p.fields(v, "policy", []string{"protect", "deny", "ask", "rewrite"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "protect":
			for i, e := range p.list(v, "policy.protect") {
				if g, ok := p.glob(e, fmt.Sprintf("policy.protect[%d]", i)); ok {
					c.Policy.Protect = append(c.Policy.Protect, g)
				}
			}
		case "deny", "ask":
			rules := p.rules(v, "policy."+key)
			if key == "deny" {
				c.Policy.Deny = append(c.Policy.Deny, rules...)
			} else {
				c.Policy.Ask = append(c.Policy.Ask, rules...)
			}
		case "rewrite":
			for i, e := range p.list(v, "policy.rewrite") {
				where := fmt.Sprintf("policy.rewrite[%d]", i)
				r := Rewrite{Line: e.Line}
				hasReplace := false
				before := len(p.problems)
				ok := p.fields(e, where, []string{"tool", "match", "replace", "reason"}, func(key string, k, v *yaml.Node) {
					w := where + "." + key
					switch key {
					case "tool":
						r.Tool, _ = p.str(v, w)
					case "match":
						r.re, r.Match, _ = p.regex(v, w)
					case "replace":
						r.Replace, hasReplace = p.str(v, w)
					case "reason":
						r.Reason, _ = p.str(v, w)
					}
				})
				if !ok || len(p.problems) > before {
					continue
				}
				if r.Match == "" {
					p.errorf(e, "%s: missing \"match\" (a regular expression)", where)
					continue
				}
				if !hasReplace {
					p.errorf(e, "%s: missing \"replace\"", where)
					continue
				}
				if r.re != nil {
					c.Policy.Rewrite = append(c.Policy.Rewrite, r)
				}
			}
		}
	})
}

func (p *parser) rules(v *yaml.Node, where string) []Rule {
	var out []Rule
	for i, e := range p.list(v, where) {
		w0 := fmt.Sprintf("%s[%d]", where, i)
		r := Rule{Line: e.Line}
		bad := false
		before := len(p.problems)
		ok := p.fields(e, w0, []string{"tool", "match", "path", "reason"}, func(key string, k, v *yaml.Node) {
			w := w0 + "." + key
			var good bool
			switch key {
			case "tool":
				r.Tool, good = p.str(v, w)
			case "match":
				r.re, r.Match, good = p.regex(v, w)
			case "path":
				r.Path, good = p.glob(v, w)
			case "reason":
				r.Reason, good = p.str(v, w)
			}
			bad = bad || !good
		})
		if !ok || bad || len(p.problems) > before {
			continue
		}
		if r.Match == "" && r.Path == "" && (r.Tool == "" || r.Tool == "*") {
			p.errorf(e, "%s: expected \"tool\", \"match\" or \"path\" (a rule without any matches every call)", w0)
			continue
		}
		out = append(out, r)
	}
	return out
}

func (p *parser) loop(v *yaml.Node, c *Config) {
	p.fields(v, "loop", []string{"max", "on_error", "budget", "approval"}, func(key string, k, v *yaml.Node) {
		w := "loop." + key
		switch key {
		case "max":
			if n, ok := p.integer(v, w, 0); ok {
				c.Loop.Max = n
			}
		case "on_error":
			if s, ok := p.str(v, w); ok {
				if s != OnErrorAllow && s != OnErrorBlock {
					p.errorf(v, "%s: expected allow or block, got %q", w, s)
				} else {
					c.Loop.OnError = s
				}
			}
		case "approval":
			if b, ok := p.boolean(v, w); ok {
				c.Loop.Approval = b
			}
		case "budget":
			if d, ok := p.duration(v, w); ok {
				if d == 0 {
					p.errorf(v, "%s: expected a duration above zero, got %s", w, describe(v))
				} else {
					c.Loop.Budget = d
				}
			}
		}
	})
}

func (p *parser) protect(v *yaml.Node, c *Config) {
	p.fields(v, "protect", []string{"on_change", "unknown"}, func(key string, k, v *yaml.Node) {
		w := "protect." + key
		s, ok := p.str(v, w)
		if !ok {
			return
		}
		switch key {
		case "on_change":
			if s != OnChangeRestore && s != OnChangeReport {
				p.errorf(v, "%s: expected %s or %s, got %q", w, OnChangeRestore, OnChangeReport, s)
			} else {
				c.Protect.OnChange = s
			}
		case "unknown":
			if s != UnknownDeny && s != UnknownAsk && s != UnknownAllow {
				p.errorf(v, "%s: expected %s, %s or %s, got %q", w, UnknownDeny, UnknownAsk, UnknownAllow, s)
			} else {
				c.Protect.Unknown = s
			}
		}
	})
}

func (p *parser) nudge(v *yaml.Node, c *Config) {
	p.fields(v, "nudge", []string{"window", "max_per_session", "cooldown", "off"}, func(key string, k, v *yaml.Node) {
		w := "nudge." + key
		switch key {
		case "window":
			if n, ok := p.integer(v, w, 1); ok {
				c.Nudge.Window = n
			}
		case "max_per_session":
			if n, ok := p.integer(v, w, 0); ok {
				c.Nudge.MaxPerSession = n
			}
		case "cooldown":
			if d, ok := p.duration(v, w); ok {
				c.Nudge.Cooldown = d
			}
		case "off":
			if b, ok := p.boolean(v, w); ok {
				c.Nudge.Off = b
			}
		}
	})
}

func (p *parser) claims(v *yaml.Node, c *Config) {
	p.fields(v, "claims", []string{"patterns"}, func(key string, k, v *yaml.Node) {
		for i, e := range p.list(v, "claims.patterns") {
			where := fmt.Sprintf("claims.patterns[%d]", i)
			cp := ClaimPattern{Line: e.Line}
			var kindNode, reNode *yaml.Node
			before := len(p.problems)
			ok := p.fields(e, where, []string{"kind", "regex"}, func(key string, k, v *yaml.Node) {
				switch key {
				case "kind":
					cp.Kind, _ = p.str(v, where+".kind")
					kindNode = v
				case "regex":
					cp.Regex, _ = p.str(v, where+".regex")
					reNode = v
				}
			})
			if !ok || len(p.problems) > before {
				continue
			}
			if kindNode == nil || reNode == nil {
				p.errorf(e, "%s: expected both \"kind\" and \"regex\"", where)
				continue
			}
			if !claims.ValidKind(claims.Kind(cp.Kind)) {
				kinds := make([]string, 0, len(claims.Kinds()))
				for _, k := range claims.Kinds() {
					kinds = append(kinds, string(k))
				}
				if s := nearest(cp.Kind, kinds); s != "" {
					p.errorf(kindNode, "%s.kind: unknown claim kind %q; did you mean %q?", where, cp.Kind, s)
				} else {
					p.errorf(kindNode, "%s.kind: unknown claim kind %q; expected one of %s", where, cp.Kind, quoteList(kinds))
				}
				continue
			}
			pat, err := claims.CompilePattern(cp.Kind, cp.Regex)
			if err != nil {
				p.errorf(reNode, "%s.regex: invalid regular expression: %v", where, strings.TrimPrefix(err.Error(), "error parsing regexp: "))
				continue
			}
			cp.p = pat
			c.Claims.Patterns = append(c.Claims.Patterns, cp)
		}
	})
}

// nearest returns the candidate closest to s by edit distance, if close
// enough to be a likely typo.
func nearest(s string, cands []string) string {
	best, bestD := "", 1<<30
	ls := strings.ToLower(s)
	for _, c := range cands {
		d := editDistance(ls, c)
		if strings.HasPrefix(c, ls) || strings.HasPrefix(ls, c) {
			d = min(d, 1)
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	if bestD <= max(2, len(s)/3) {
		return best
	}
	return ""
}

func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 20
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
