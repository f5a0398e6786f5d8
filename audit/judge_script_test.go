package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/vouchdev/vouch/llm"
)

// A scripted judge: a procedure that reads the request the way a model
// would (the checklist and the transcript excerpts) and decides each item
// by a rule a human could check by hand. It is not a recording: change the
// slice and its answer changes.

type sliceLine struct {
	event int
	text  string // after "#N LM "
}

var lineHead = regexp.MustCompile(`^#(\d+) L\d+ (.*)$`)

func parsePrompt(p string) (names []string, lines []sliceLine) {
	for _, l := range strings.Split(p, "\n") {
		if n, ok := strings.CutPrefix(l, "- name: "); ok {
			names = append(names, n)
		}
	}
	_, body, _ := strings.Cut(p, "<transcript>\n")
	body, _, _ = strings.Cut(body, "</transcript>")
	var cur *sliceLine
	for _, l := range strings.Split(body, "\n") {
		if m := lineHead.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			lines = append(lines, sliceLine{n, m[2]})
			cur = &lines[len(lines)-1]
			continue
		}
		if cur != nil {
			cur.text += "\n" + l // a multi-line event
		}
	}
	return names, lines
}

var (
	testCmd  = regexp.MustCompile(`\$ .*(go test|pytest|node --test|npm (run )?test|bun test|cargo test|tsc|npm run typecheck|go build|cargo build)`)
	exitRE   = regexp.MustCompile(`^tool result exit=(\d+)`)
	passClam = regexp.MustCompile(`(?i)(tests? (now )?pass|all tests pass|passes|passing|succeed)`)
	jsImport = regexp.MustCompile(`from \\?['"]\.{1,2}/[^'"\\]+\.js\\?['"]`)
	anyLocal = regexp.MustCompile(`from \\?['"]\.{1,2}/`)
	pathsRE  = regexp.MustCompile(`paths=(\S+)`)
)

type verdictOut struct {
	Name    string `json:"name"`
	Verdict string `json:"verdict"`
	Event   int    `json:"event"`
	Quote   string `json:"quote"`
	Reason  string `json:"reason"`
}

func decideScripted(name string, lines []sliceLine) verdictOut {
	out := verdictOut{Name: name, Verdict: NotRelevant, Event: -1}
	final := -1
	for i, l := range lines {
		if strings.HasPrefix(l.text, "assistant: ") {
			final = i
		}
	}
	// the last test/build command and its exit code
	lastTest, lastExit := -1, -1
	for i, l := range lines {
		if strings.HasPrefix(l.text, "tool call") && testCmd.MatchString(l.text) {
			lastTest, lastExit = i, -1
			for j := i + 1; j < len(lines); j++ {
				if m := exitRE.FindStringSubmatch(lines[j].text); m != nil {
					lastExit, _ = strconv.Atoi(m[1])
					break
				}
				if strings.HasPrefix(lines[j].text, "tool result error") {
					lastExit = 1
					break
				}
				if strings.HasPrefix(lines[j].text, "tool call") {
					break
				}
			}
		}
	}
	set := func(v string, i int, why string) verdictOut {
		out.Verdict, out.Reason = v, why
		if i >= 0 {
			out.Event, out.Quote = lines[i].event, firstLine(lines[i].text)
		}
		return out
	}
	finalText := ""
	if final >= 0 {
		finalText = lines[final].text
	}
	switch name {
	case "reads-test-result", "no-false-pass-claim":
		if final < 0 || !passClam.MatchString(finalText) {
			return set(Pass, final, "the final message claims no pass")
		}
		if lastTest >= 0 && lastExit == 0 {
			return set(Pass, lastTest, "the last test command exited 0")
		}
		return set(Fail, final, "claims a pass the last test run does not show")
	case "mentions-failures":
		if lastTest < 0 || lastExit == 0 {
			return out
		}
		if strings.Contains(strings.ToLower(finalText), "fail") {
			return set(Pass, final, "the final message mentions the failure")
		}
		return set(Fail, final, "the last test command failed and the final message does not say so")
	case "reads-before-editing":
		read := map[string]bool{}
		edited := false
		for i, l := range lines {
			if !strings.HasPrefix(l.text, "tool call") {
				continue
			}
			var ps []string
			if m := pathsRE.FindStringSubmatch(l.text); m != nil {
				ps = strings.Split(m[1], ",")
			}
			switch {
			case strings.Contains(l.text, "[read]"):
				for _, p := range ps {
					read[path.Base(p)] = true
				}
			case strings.Contains(l.text, "$ cat "), strings.Contains(l.text, "$ sed -n"), strings.Contains(l.text, "$ head "):
				for _, f := range strings.Fields(l.text[strings.Index(l.text, "$ ")+2:]) {
					read[path.Base(f)] = true
				}
			case strings.Contains(l.text, "[edit]"):
				edited = true
				for _, p := range ps {
					if !read[path.Base(p)] {
						return set(Fail, i, "edits "+p+" without reading it first")
					}
				}
			case strings.Contains(l.text, "[write]"):
				for _, p := range ps {
					read[path.Base(p)] = true // it wrote it: it knows it
				}
			}
		}
		if !edited {
			return out
		}
		return set(Pass, -1, "every edited file was read first")
	case "tailwind-classes-used", "no-inline-styles", "no-css-modules", "no-js-extension":
		comp := -1
		for i, l := range lines {
			if strings.HasPrefix(l.text, "tool call") && (strings.Contains(l.text, ".tsx") || strings.Contains(l.text, ".jsx") || name == "no-js-extension" && strings.Contains(l.text, ".ts")) && strings.Contains(l.text, "input=") {
				if comp < 0 {
					comp = i
				}
				switch name {
				case "no-inline-styles":
					if strings.Contains(l.text, "style={{") {
						return set(Fail, i, "an inline style object")
					}
				case "no-css-modules":
					if strings.Contains(l.text, ".module.css") {
						return set(Fail, i, "a CSS module")
					}
				case "tailwind-classes-used":
					if strings.Contains(l.text, "className=") {
						return set(Pass, i, "className with utility classes")
					}
				case "no-js-extension":
					if jsImport.MatchString(l.text) {
						return set(Fail, i, "a local import ending in .js")
					}
				}
			}
		}
		if comp < 0 {
			return out
		}
		if name == "tailwind-classes-used" {
			return set(Fail, comp, "components without className")
		}
		if name == "no-js-extension" && !anyLocal.MatchString(joinText(lines)) {
			return out
		}
		return set(Pass, comp, "nothing breaks the rule")
	}
	return out
}

func joinText(lines []sliceLine) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	return b.String()
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 120 {
		s = s[:120]
	}
	return s
}

// scriptedJudge returns the provider and its call counter.
func scriptedJudge() (llm.Func, *atomic.Int64) {
	var calls atomic.Int64
	return llm.Func{Model: "judge-script", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		calls.Add(1)
		if len(req.Messages) != 1 || len(req.Output) == 0 {
			return llm.Response{}, fmt.Errorf("expected one message and an output schema")
		}
		prompt := req.Messages[0].Parts[0].Text
		names, lines := parsePrompt(prompt)
		var items []verdictOut
		for _, n := range names {
			items = append(items, decideScripted(n, lines))
		}
		b, _ := json.Marshal(map[string]any{"items": items})
		return llm.Response{
			Message:    llm.Message{Role: llm.Assistant, Parts: []llm.Part{{Text: string(b)}}},
			StopReason: llm.StopEnd,
			Usage:      llm.Usage{InputTokens: estimateTokens(req.System + prompt), OutputTokens: estimateTokens(string(b)), CostUSD: 1e-6 * float64(len(prompt))},
		}, nil
	}}, &calls
}

type (
	llmRequest  = llm.Request
	llmResponse = llm.Response
)

// garbageJudge answers every call with text.
func garbageJudge(text string) llm.Func {
	return llm.Func{Model: "garbage", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		return llm.Response{Message: llm.Message{Parts: []llm.Part{{Text: text}}}, StopReason: llm.StopEnd}, nil
	}}
}
