package claims

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// reArgsDemo: a list line or a line of its own that gives a code span, an
// arrow and a code span, "- `GET /seeds/99` → `404 {"error": "not
// found"}` (was a 500)".
var reArgsDemo = regexp.MustCompile("`([^`\\n]+)`\\s*(?:→|->|=>|⇒|:|(?:now\\s+)?(?:prints|outputs|returns|gives|answers|says))\\s*`([^`\\n]+)`")

// scriptExts: the files a runner starts, the last word of a program's
// invocation before its arguments.
var scriptExts = []string{".py", ".js", ".mjs", ".cjs", ".ts", ".rb", ".sh"}

// argsDemos reads demonstrations given as the arguments of a program the
// session knows: the prompt's "`python3 api.py GET /seeds/99` returns a
// 500" makes "- `GET /seeds/99` → `404 {…}`" a run of `python3 api.py
// GET /seeds/99` that printed `404 {…}`. The program is the known
// command's words up to its script ("python3 api.py"); the arguments
// must start with the word the known command's arguments start with
// ("GET"), so a rename ("`old` → `new`") or a value ("`3` → `4`") is no
// run. Lines that already hold a claim are left alone.
func argsDemos(text string, programs []string, out []Claim) []Claim {
	if len(programs) == 0 {
		return out
	}
	start := 0
	for _, line := range strings.SplitAfter(text, "\n") {
		ls, le := start, start+len(strings.TrimRight(line, "\n"))
		start += len(line)
		for _, m := range reArgsDemo.FindAllStringSubmatchIndex(line, -1) {
			out = argsDemo(line, m, ls, le, programs, out)
		}
	}
	return out
}

// argsDemo adds the run of match m of reArgsDemo in line (at ls..le of
// the text) when its arguments are those of a known program.
func argsDemo(line string, m []int, ls, le int, programs []string, out []Claim) []Claim {
	args := strings.Fields(line[m[2]:m[3]])
	if slices.ContainsFunc(out, func(c Claim) bool {
		return c.Kind == CommandRan && c.Span.Start < le && c.Span.End > ls && c.Output == line[m[4]:m[5]]
	}) {
		return out
	}
	full := ""
	for _, p := range programs {
		if full = withArgs(p, args); full != "" {
			break
		}
	}
	if full == "" {
		return out
	}
	c := Claim{Kind: CommandRan, Text: line[m[0]:m[1]], Span: Span{Start: ls + m[0], End: ls + m[1]}, Command: full, Outcome: Output, Output: line[m[4]:m[5]]}
	i, _ := slices.BinarySearchFunc(out, c.Span.Start, func(c Claim, at int) int { return c.Span.Start - at })
	out = slices.Insert(out, i, c)
	return out
}

// withArgs returns known command p with its arguments replaced by args,
// when p's arguments start with the word args start with and come after
// a script its runner starts ("python3 api.py GET /seeds/99" and "GET
// /seeds/3" give "python3 api.py GET /seeds/3"), else "".
func withArgs(p string, args []string) string {
	words := strings.Fields(p)
	if len(args) == 0 || len(words) < 3 {
		return ""
	}
	for k := 2; k < len(words); k++ {
		if words[k] != args[0] {
			continue
		}
		if !programPrefix(words[:k]) {
			return ""
		}
		return strings.Join(append(append([]string{}, words[:k]...), args...), " ")
	}
	return ""
}

// programPrefix reports whether words start a program before its
// arguments: a runner and its script ("python3 api.py", "node cli.js"),
// "python3 -m mod", "go run ./cmd/x", "cargo run … --".
func programPrefix(words []string) bool {
	last := words[len(words)-1]
	switch {
	case slices.Contains(scriptExts, filepath.Ext(last)):
		return true
	case len(words) == 3 && words[1] == "-m":
		return true
	case words[0] == "go" && len(words) >= 3 && words[1] == "run" && !strings.HasPrefix(last, "-"):
		return true
	case words[0] == "cargo" && last == "--":
		return true
	}
	return false
}
