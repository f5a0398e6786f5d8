package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vouchdev/vouch/llm"
)

// Caps on the instruction files read (seed 004's, for AGENTS.md and
// CLAUDE.md): a file's first 64 KiB, 512 KiB in all.
const (
	maxContextFile  = 64 << 10
	maxContextTotal = 512 << 10
)

// ContextFile is one AGENTS.md or CLAUDE.md read for drafting.
type ContextFile struct {
	Path      string // as found
	Rel       string // relative to the workspace, slash-separated
	Text      string
	Truncated bool
}

// ContextFiles walks from ws up to the directory holding .git (inclusive;
// to the filesystem root when there is none) and reads AGENTS.md then
// CLAUDE.md at each level, outermost first, within the caps.
func ContextFiles(ws string) ([]ContextFile, error) {
	abs, err := filepath.Abs(ws)
	if err != nil {
		return nil, err
	}
	var dirs []string
	for d := abs; ; d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil || filepath.Dir(d) == d {
			break
		}
	}
	var out []ContextFile
	total := 0
	for i := len(dirs) - 1; i >= 0; i-- {
		for _, name := range []string{"AGENTS.md", "CLAUDE.md"} {
			p := filepath.Join(dirs[i], name)
			f, err := os.Open(p)
			if err != nil {
				continue
			}
			limit := min(maxContextFile, maxContextTotal-total)
			if limit <= 0 {
				f.Close()
				return out, nil
			}
			b, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
			f.Close()
			if err != nil {
				return out, fmt.Errorf("%s: %w", p, err)
			}
			cf := ContextFile{Path: p}
			if len(b) > limit {
				b, cf.Truncated = b[:limit], true
			}
			total += len(b)
			cf.Text = string(b)
			if rel, err := filepath.Rel(abs, p); err == nil {
				cf.Rel = filepath.ToSlash(rel)
			} else {
				cf.Rel = p
			}
			out = append(out, cf)
		}
	}
	return out, nil
}

// Draft is a drafted verifier and the file name it would have.
type Draft struct {
	File     string   `json:"file"` // kebab-case slug + .json
	Verifier Verifier `json:"verifier"`
}

// imperative matches a rule: a sentence that starts with a verb of
// command, or says must/never/always/should.
var imperative = regexp.MustCompile(`(?i)^(always|never|do not|don't|dont|use|prefer|avoid|run|keep|write|make sure|ensure|must|only|put|add|follow|place|name|call|check|test|commit|format|lint|document|import|return|handle|wrap|create|update|remove|delete|mark|read|start|stop|install|build|validate|log|be)\b|\b(must|must not|never|always|should not|shouldn't)\b`)

var (
	bulletRE = regexp.MustCompile(`^\s*(?:[-*+]|\d+[.)])\s+`)
	slugRE   = regexp.MustCompile(`[^a-z0-9]+`)
)

// DraftRules drafts one verifier per imperative sentence of the files,
// without a model: the sentence is the instruction and the one checklist
// rule; sources point at the file and line. The drafts are for the user
// to edit (relevant_when and context are placeholders that say so).
func DraftRules(files []ContextFile) []Draft {
	var drafts []Draft
	used := map[string]int{}
	for _, f := range files {
		inCode := false
		for i, line := range strings.Split(f.Text, "\n") {
			t := strings.TrimSpace(line)
			if strings.HasPrefix(t, "```") {
				inCode = !inCode
				continue
			}
			if inCode || t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "|") || strings.HasPrefix(t, ">") {
				continue
			}
			t = bulletRE.ReplaceAllString(t, "")
			t = strings.NewReplacer("**", "", "__", "", "`", "").Replace(t)
			for _, s := range sentences(t) {
				if len(s) < 12 || len(s) > 300 || !imperative.MatchString(s) {
					continue
				}
				drafts = append(drafts, draftOne(f, i+1, s, used))
			}
		}
	}
	return drafts
}

// sentences splits a line at ". " followed by a capital letter (not
// inside "./..." or "e.g. this").
func sentences(t string) []string {
	var out []string
	start := 0
	for i := 1; i+2 < len(t); i++ {
		if t[i] == '.' && t[i+1] == ' ' && t[i-1] != '.' && t[i+2] >= 'A' && t[i+2] <= 'Z' {
			out = append(out, strings.TrimSpace(t[start:i+1]))
			start = i + 2
		}
	}
	return append(out, strings.TrimSpace(t[start:]))
}

func draftOne(f ContextFile, line int, s string, used map[string]int) Draft {
	slug := Slug(s, 6)
	name := Slug(s, 4)
	used[slug]++
	if n := used[slug]; n > 1 {
		slug = fmt.Sprintf("%s-%d", slug, n)
	}
	v := Verifier{
		Instruction:  strings.TrimSuffix(s, "."),
		RelevantWhen: "Agent does work this rule from " + f.Rel + " applies to (draft: narrow this)",
		Context:      fmt.Sprintf("Drafted from %s line %d. Edit relevant_when, this context and the checklist so a judge can answer yes or no.", f.Rel, line),
		Sources:      []Source{{Type: "file", Filename: f.Rel, LineNo: line}},
		Checklist: []Item{{
			Name:         name,
			Rule:         "Agent follows the rule: " + strings.TrimSuffix(s, "."),
			RelevantWhen: "The session does something this rule governs",
		}},
	}
	return Draft{File: slug + ".json", Verifier: v}
}

// Slug makes a kebab-case name of at most words words.
func Slug(s string, words int) string {
	parts := strings.FieldsFunc(slugRE.ReplaceAllString(strings.ToLower(s), " "), func(r rune) bool { return r == ' ' })
	var keep []string
	for _, p := range parts {
		switch p {
		case "the", "a", "an", "to", "of", "and", "or", "in", "on", "for", "with", "is", "be", "it", "that", "this", "s", "t":
			continue
		}
		keep = append(keep, p)
		if len(keep) == words {
			break
		}
	}
	if len(keep) == 0 {
		return "rule"
	}
	return strings.Join(keep, "-")
}

// draftSchema asks a model for verifiers in seed 001's format.
var draftSchema = json.RawMessage(`{
  "type": "object", "additionalProperties": false, "required": ["verifiers"],
  "properties": {"verifiers": {"type": "array", "items": {
    "type": "object", "additionalProperties": false,
    "required": ["file", "instruction", "relevant_when", "context", "source_file", "source_line", "checklist"],
    "properties": {
      "file": {"type": "string"}, "instruction": {"type": "string"}, "relevant_when": {"type": "string"},
      "context": {"type": "string"}, "source_file": {"type": "string"}, "source_line": {"type": "integer"},
      "checklist": {"type": "array", "items": {"type": "object", "additionalProperties": false,
        "required": ["name", "rule", "relevant_when"],
        "properties": {"name": {"type": "string"}, "rule": {"type": "string"}, "relevant_when": {"type": "string"}}}}
    }}}}
}`)

const draftSystem = `You turn a project's agent instructions (AGENTS.md, CLAUDE.md) into
verifiers: one per rule, each with the rule stated positively and
specifically, when it applies to a session, 2-3 sentences of context, and
1-5 binary checklist items (kebab-case names of 1-4 words, unique in the
verifier) a judge can answer yes or no from a transcript. Cite the file and
line each rule comes from. Skip text that is not a rule.`

// DraftWithModel asks p for drafts; each is validated against the verifier
// schema, and an invalid one is dropped with a problem. An error (no
// answer, not JSON) leaves the caller to fall back on DraftRules.
func DraftWithModel(ctx context.Context, p llm.Provider, files []ContextFile) ([]Draft, []Problem, error) {
	var b strings.Builder
	for _, f := range files {
		fmt.Fprintf(&b, "<file path=%q>\n", f.Rel)
		for i, l := range strings.Split(f.Text, "\n") {
			fmt.Fprintf(&b, "%d: %s\n", i+1, l)
		}
		b.WriteString("</file>\n")
	}
	resp, err := p.Chat(ctx, llm.Request{System: draftSystem, Output: draftSchema, OutputName: "verifiers", MaxTokens: 8000,
		Messages: []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: b.String()}}}}})
	if err != nil {
		return nil, nil, err
	}
	var ans struct {
		Verifiers []struct {
			File         string `json:"file"`
			Instruction  string `json:"instruction"`
			RelevantWhen string `json:"relevant_when"`
			Context      string `json:"context"`
			SourceFile   string `json:"source_file"`
			SourceLine   int    `json:"source_line"`
			Checklist    []Item `json:"checklist"`
		} `json:"verifiers"`
	}
	if err := json.Unmarshal([]byte(strings.TrimSpace(resp.Text())), &ans); err != nil {
		return nil, nil, fmt.Errorf("%w: drafts are not the JSON asked for: %v", ErrAnswer, err)
	}
	if len(ans.Verifiers) == 0 {
		return nil, nil, errors.New("the model drafted no verifier")
	}
	var drafts []Draft
	var probs []Problem
	used := map[string]int{}
	for i, a := range ans.Verifiers {
		v := Verifier{Instruction: a.Instruction, RelevantWhen: a.RelevantWhen, Context: a.Context, Checklist: a.Checklist}
		if a.SourceFile != "" {
			v.Sources = []Source{{Type: "file", Filename: a.SourceFile, LineNo: max(a.SourceLine, 0)}}
		}
		slug := Slug(strings.TrimSuffix(a.File, ".json"), 6)
		if slug == "rule" {
			slug = Slug(a.Instruction, 6)
		}
		used[slug]++
		if n := used[slug]; n > 1 {
			slug = fmt.Sprintf("%s-%d", slug, n)
		}
		data, _ := json.Marshal(v)
		if _, ps := Parse(fmt.Sprintf("model draft %d (%s.json)", i, slug), data); len(ps) > 0 {
			probs = append(probs, ps...)
			continue
		}
		drafts = append(drafts, Draft{File: slug + ".json", Verifier: v})
	}
	return drafts, probs, nil
}
