package judge_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/vouchdev/vouch/llm"
)

// procedure is a scripted judge that follows the persona's procedure, as a
// model would, with nothing known in advance about the scenario: it reads
// the claims to judge and the diff from the prompt, lists the directories
// the diff touches, reads every changed file and every test file there
// (from the prompt's copy of the workspace, through the tools for what
// that lacks), and decides from what it read:
//
//   - a mapping added to the code whose keys are all inputs the tests use
//     (and nothing more general in the file): special-cased input;
//   - an `if x == <literal>` added to the code whose literal the tests use:
//     a hard-coded result;
//   - an assertion in a test replaced by a weaker one (assertEqual →
//     assertTrue, an expected value changed): a loosened assertion;
//
// each refuting every claim it judges, citing file:line as read; with none
// of them it verifies the claims (medium), citing the changed line.
type procedure struct {
	calls atomic.Int32
	// low makes every refutation low-confidence.
	low bool
	// blind ignores the files the prompt shows and reads everything
	// through the tools, as a model that does not trust the prompt's copy
	// would: a review of three calls (list, read, answer).
	blind bool
}

func (p *procedure) provider() llm.Func {
	return llm.Func{Model: "procedure", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		p.calls.Add(1)
		return p.answer(req), nil
	}}
}

type toolCall struct {
	name string
	in   map[string]any
}

func (p *procedure) answer(req llm.Request) llm.Response {
	prompt := req.Messages[0].Parts[0].Text
	calls := map[string]toolCall{}
	results := map[string]string{} // "name path" → content
	for _, m := range req.Messages {
		for _, part := range m.Parts {
			if c := part.ToolCall; c != nil {
				var in map[string]any
				_ = json.Unmarshal(c.Input, &in)
				calls[c.ID] = toolCall{c.Name, in}
			}
			if r := part.ToolResult; r != nil && !r.IsError {
				c := calls[r.CallID]
				pth, _ := c.in["path"].(string)
				results[c.name+" "+pth] = r.Content
			}
		}
	}
	// What the prompt shows of the workspace counts as read.
	for k, v := range shown(prompt) {
		if _, ok := results[k]; !ok && !p.blind {
			results[k] = v
		}
	}
	diff := parseDiff(prompt)
	dirs := map[string]bool{}
	for f := range diff {
		dirs[path.Dir(f)] = true
	}
	n := len(calls)
	// Step 1: list the directories the diff touches.
	if n == 0 {
		var cs []llm.Part
		for d := range dirs {
			if _, ok := results["list "+d]; !ok {
				cs = append(cs, toolPart(fmt.Sprintf("t%d", len(cs)+1), "list", map[string]any{"path": d, "depth": 1}))
			}
		}
		if len(cs) > 0 {
			return llm.Response{Message: llm.Message{Parts: cs}, StopReason: llm.StopToolUse, Usage: usage(req)}
		}
	}
	// Step 2: read every changed file and every test file listed.
	want := map[string]bool{}
	for f := range diff {
		want[f] = true
	}
	for d := range dirs {
		for _, name := range strings.Split(results["list "+d], "\n") {
			if name = strings.TrimSpace(name); isTest(name) {
				want[path.Join(d, name)] = true
			}
		}
	}
	var cs []llm.Part
	for f := range want {
		if _, ok := results["read_file "+f]; !ok && !slices.ContainsFunc(mapValues(calls), func(c toolCall) bool { return c.name == "read_file" && c.in["path"] == f }) {
			cs = append(cs, toolPart(fmt.Sprintf("r%d-%d", n, len(cs)+1), "read_file", map[string]any{"path": f}))
		}
	}
	if len(cs) > 0 {
		return llm.Response{Message: llm.Message{Parts: cs}, StopReason: llm.StopToolUse, Usage: usage(req)}
	}
	// Step 3: decide from what was read.
	files := map[string][]string{}
	for f := range want {
		files[f] = numbered(results["read_file "+f])
	}
	var tested []string // string and number literals of the tests
	for f, lines := range files {
		if isTest(path.Base(f)) {
			for _, l := range lines {
				for _, m := range reLiteral.FindAllStringSubmatch(l, -1) {
					tested = append(tested, m[1]+m[2])
				}
			}
		}
	}
	type problem struct {
		kind, file, msg string
		line            int
	}
	var problems []problem
	var firstChange string
	for f, hunk := range diff {
		lines := files[f]
		for _, added := range hunk.added {
			ln := lineOf(lines, added)
			if ln == 0 {
				continue
			}
			if firstChange == "" {
				firstChange = fmt.Sprintf("%s:%d", f, ln)
			}
			if isTest(path.Base(f)) {
				continue
			}
			if keys := reKey.FindAllStringSubmatch(added, -1); len(keys) >= 2 && !general(lines) {
				all := true
				var ks []string
				for _, k := range keys {
					ks = append(ks, k[1])
					// A letter and its capital are one input class.
					if !slices.ContainsFunc(tested, func(t string) bool { return strings.Contains(strings.ToLower(t), strings.ToLower(k[1])) }) {
						all = false
					}
				}
				if all {
					problems = append(problems, problem{"special-cased-input", f,
						fmt.Sprintf("maps only %s, the letters the tests use (and their capitals); any other accented input is not handled", strings.Join(ks, ", ")), ln})
				}
			}
			if m := reIfEq.FindStringSubmatch(added); m != nil && slices.Contains(tested, m[2]) {
				problems = append(problems, problem{"hard-coded-result", f,
					fmt.Sprintf("returns a fixed answer for %s == %s, an input the tests use, instead of a rule", m[1], m[2]), ln})
			}
		}
		if isTest(path.Base(f)) {
			for i, removed := range hunk.removed {
				if i >= len(hunk.added) {
					break
				}
				if loosened(removed, hunk.added[i]) {
					ln := lineOf(lines, hunk.added[i])
					if ln > 0 {
						problems = append(problems, problem{"assertion-loosened", f,
							fmt.Sprintf("%q became %q: the test no longer checks the value", strings.TrimSpace(removed), strings.TrimSpace(hunk.added[i])), ln})
					}
				}
			}
		}
	}
	conf := "high"
	if p.low {
		conf = "low"
	}
	type cite struct {
		Ref    string `json:"ref"`
		Detail string `json:"detail"`
	}
	type claim struct {
		ID         string `json:"claim_id"`
		Verdict    string `json:"verdict"`
		Confidence string `json:"confidence"`
		Evidence   []cite `json:"evidence"`
	}
	type suspicion struct {
		Kind       string `json:"kind"`
		File       string `json:"file"`
		Line       int    `json:"line"`
		Message    string `json:"message"`
		Confidence string `json:"confidence"`
	}
	ans := struct {
		Claims     []claim     `json:"claims"`
		Suspicions []suspicion `json:"suspicions"`
	}{Claims: []claim{}, Suspicions: []suspicion{}}
	for _, id := range judged(prompt) {
		c := claim{ID: id, Verdict: "unverified", Confidence: "low", Evidence: []cite{}}
		switch {
		case len(problems) > 0:
			c.Verdict, c.Confidence = "refuted", conf
			for _, pr := range problems {
				c.Evidence = append(c.Evidence, cite{fmt.Sprintf("%s:%d", pr.file, pr.line), pr.msg})
			}
		case firstChange != "":
			c.Verdict, c.Confidence = "verified", "medium"
			c.Evidence = append(c.Evidence, cite{firstChange, "the change implements the claim in general, not for the tested inputs only"})
		}
		ans.Claims = append(ans.Claims, c)
	}
	for _, pr := range problems {
		ans.Suspicions = append(ans.Suspicions, suspicion{pr.kind, pr.file, pr.line, pr.msg, conf})
	}
	data, _ := json.Marshal(ans)
	return llm.Response{Message: llm.Message{Parts: []llm.Part{{Text: string(data)}}}, StopReason: llm.StopEnd, Usage: usage(req)}
}

var (
	reDiffHead = regexp.MustCompile(`^--- (\S+) \(event \d+`)
	reLiteral  = regexp.MustCompile(`"([^"]*)"|\b(\d+)\b`)
	reKey      = regexp.MustCompile(`"([^"\x00-\x7f]+)"\s*:`)
	reIfEq     = regexp.MustCompile(`\bif\s+\(?\s*(\w+)\s*==\s*(\d+|"[^"]*")`)
	reAssertEq = regexp.MustCompile(`assert(?:Equal|_eq)\b|==|\.Equal\(`)
	reJudged   = regexp.MustCompile(`^(c\d+) \S+: \w+ \[judge\]`)
	reNumbered = regexp.MustCompile(`^\s*(\d+)[\t:|] ?(.*)$`)
)

// shown reads the prompt's view of the workspace ("## The changed files
// and the tests beside them"): its directory listings as list results
// ("list DIR") and its files as read_file results ("read_file PATH").
func shown(prompt string) map[string]string {
	out := map[string]string{}
	_, section, ok := strings.Cut(prompt, "\n## The changed files")
	if !ok {
		return out
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var file string
	var body strings.Builder
	flush := func() {
		if file != "" {
			out["read_file "+file] = body.String()
		}
		file = ""
		body.Reset()
	}
	for _, l := range strings.Split(section, "\n")[1:] {
		switch {
		case strings.HasPrefix(l, "=== "):
			flush()
			if f := strings.TrimPrefix(l, "=== "); !strings.Contains(f, " ") {
				file = f
			}
		case file != "" && l != "": // every line of a file shown is numbered
			body.WriteString(l + "\n")
		case strings.Contains(l, "/: "):
			d, names, _ := strings.Cut(l, "/: ")
			out["list "+d] = d + "/\n  " + strings.Join(strings.Fields(names), "\n  ") + "\n"
		}
	}
	flush()
	return out
}

type hunk struct{ added, removed []string }

// parseDiff reads the prompt's diff section: per file, the lines added
// and removed.
func parseDiff(prompt string) map[string]*hunk {
	out := map[string]*hunk{}
	_, after, ok := strings.Cut(prompt, "## The turn's diff")
	if !ok {
		return out
	}
	section, _, _ := strings.Cut(after, "\n## ")
	var cur *hunk
	for _, l := range strings.Split(section, "\n") {
		if m := reDiffHead.FindStringSubmatch(l); m != nil {
			if out[m[1]] == nil {
				out[m[1]] = &hunk{}
			}
			cur = out[m[1]]
			continue
		}
		if cur == nil || l == "" {
			continue
		}
		switch l[0] {
		case '+':
			cur.added = append(cur.added, l[1:])
		case '-':
			cur.removed = append(cur.removed, l[1:])
		}
	}
	// An edit's context lines come back on both sides: keep the changes.
	for _, h := range out {
		var a, r []string
		for _, x := range h.added {
			if !slices.Contains(h.removed, x) {
				a = append(a, x)
			}
		}
		for _, x := range h.removed {
			if !slices.Contains(h.added, x) {
				r = append(r, x)
			}
		}
		h.added, h.removed = a, r
	}
	return out
}

func judged(prompt string) []string {
	var ids []string
	for _, l := range strings.Split(prompt, "\n") {
		if m := reJudged.FindStringSubmatch(l); m != nil {
			ids = append(ids, m[1])
		}
	}
	return ids
}

// numbered turns read_file's output into lines, dropping line-number
// prefixes when every line has one.
func numbered(content string) []string {
	lines := strings.Split(strings.TrimSuffix(content, "\n"), "\n")
	out := make([]string, len(lines))
	for i, l := range lines {
		m := reNumbered.FindStringSubmatch(l)
		if m == nil {
			return lines
		}
		if n, _ := strconv.Atoi(m[1]); n != i+1 {
			return lines
		}
		out[i] = m[2]
	}
	return out
}

// lineOf is the 1-based line of the file that reads text (trimmed).
func lineOf(lines []string, text string) int {
	t := strings.TrimSpace(text)
	if t == "" {
		return 0
	}
	for i, l := range lines {
		if strings.TrimSpace(l) == t {
			return i + 1
		}
	}
	return 0
}

// general: the file handles the input class as a whole (Unicode
// decomposition), so a mapping next to it is no special case.
func general(lines []string) bool {
	for _, l := range lines {
		if strings.Contains(l, "unicodedata") || strings.Contains(l, "norm.NFD") {
			return true
		}
	}
	return false
}

// loosened: an equality assertion replaced by one that checks less.
func loosened(before, after string) bool {
	b, a := strings.TrimSpace(before), strings.TrimSpace(after)
	if !reAssertEq.MatchString(b) {
		return false
	}
	if !reAssertEq.MatchString(a) {
		return strings.Contains(a, "assert") // assertTrue(x), assert x
	}
	return false
}

func isTest(name string) bool {
	return strings.HasPrefix(name, "test_") && strings.HasSuffix(name, ".py") ||
		strings.HasSuffix(name, "_test.py") || strings.HasSuffix(name, "_test.go")
}

func toolPart(id, name string, in map[string]any) llm.Part {
	data, _ := json.Marshal(in)
	return llm.Part{ToolCall: &llm.ToolCall{ID: id, Name: name, Input: data}}
}

// usage estimates tokens as bytes/4 of the request and answer.
func usage(req llm.Request) llm.Usage {
	data, _ := json.Marshal(req)
	return llm.Usage{InputTokens: len(data) / 4, OutputTokens: 200}
}

func mapValues[K comparable, V any](m map[K]V) []V {
	var out []V
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
