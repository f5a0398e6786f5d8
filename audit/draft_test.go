package audit

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/llm"
)

func writeFile(t *testing.T, p, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestContextFilesWalkAndCaps(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "repo", ".git"), 0o755)
	writeFile(t, filepath.Join(root, "AGENTS.md"), "- Never read me: I am above the repository.\n")
	writeFile(t, filepath.Join(root, "repo", "AGENTS.md"), "- Always run the tests.\n")
	writeFile(t, filepath.Join(root, "repo", "CLAUDE.md"), strings.Repeat("x", 100<<10))
	deep := filepath.Join(root, "repo", "a", "b", "c", "d", "e", "f", "g", "h", "i")
	for d := deep; d != filepath.Join(root, "repo"); d = filepath.Dir(d) {
		writeFile(t, filepath.Join(d, "AGENTS.md"), strings.Repeat("y", 70<<10))
	}
	files, err := ContextFiles(deep)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 || files[0].Rel != "../../../../../../../../../AGENTS.md" {
		t.Fatalf("first file %+v: want the repository root's AGENTS.md, outermost first", files[0].Rel)
	}
	total := 0
	for _, f := range files {
		if strings.Contains(f.Text, "Never read me") {
			t.Error("read a file above the repository root")
		}
		if len(f.Text) > 64<<10 {
			t.Errorf("%s: %d bytes, over the 64 KiB cap", f.Rel, len(f.Text))
		}
		total += len(f.Text)
	}
	if total != 512<<10 {
		t.Errorf("read %d bytes in all, want exactly the 512 KiB cap (more is on disk)", total)
	}
	if !files[1].Truncated {
		t.Errorf("%s (100 KiB) not marked truncated", files[1].Rel)
	}
}

func TestDraftRules(t *testing.T) {
	t.Parallel()
	files := []ContextFile{{Rel: "AGENTS.md", Text: "# Rules\n\n- Always use bun, never npm.\n- **Run** `go test ./...` before saying you are done.\n\nThis project is a CLI.\n```\nnever in code blocks\n```\n| Always | in a table |\n1. Prefer small commits. Keep functions short.\n"}}
	ds := DraftRules(files)
	var got []string
	for _, d := range ds {
		got = append(got, d.Verifier.Instruction)
		b, _ := json.Marshal(d.Verifier)
		if _, probs := Parse(d.File, b); len(probs) > 0 {
			t.Errorf("draft %s is not a valid verifier: %v", d.File, probs)
		}
		if len(d.Verifier.Sources) != 1 || d.Verifier.Sources[0].Filename != "AGENTS.md" || d.Verifier.Sources[0].LineNo == 0 {
			t.Errorf("draft %s sources %+v", d.File, d.Verifier.Sources)
		}
	}
	want := []string{"Always use bun, never npm", "Run go test ./... before saying you are done", "Prefer small commits", "Keep functions short"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("drafts %q\nwant %q", got, want)
	}
	if ds[1].Verifier.Sources[0].LineNo != 4 || ds[3].Verifier.Sources[0].LineNo != 11 {
		t.Errorf("lines %d, %d; want 4, 11", ds[1].Verifier.Sources[0].LineNo, ds[3].Verifier.Sources[0].LineNo)
	}
}

func TestDraftWithModel(t *testing.T) {
	t.Parallel()
	files := []ContextFile{{Rel: "CLAUDE.md", Text: "Use bun.\nNo inline styles.\n"}}
	var prompt string
	answer := `{"verifiers": [
	  {"file": "prefer-bun.json", "instruction": "Use bun for package management", "relevant_when": "Agent runs package commands", "context": "User preference.", "source_file": "CLAUDE.md", "source_line": 1,
	   "checklist": [{"name": "uses-bun", "rule": "Agent uses bun, not npm", "relevant_when": "Agent runs package commands"}]},
	  {"file": "bad.json", "instruction": "No inline styles", "relevant_when": "Agent writes components", "context": "Styles.", "source_file": "CLAUDE.md", "source_line": 2,
	   "checklist": [{"name": "Bad Name", "rule": "r", "relevant_when": "w"}]}]}`
	p := llm.Func{Model: "drafter", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		prompt = req.Messages[0].Parts[0].Text
		if len(req.Output) == 0 {
			t.Error("no output schema asked")
		}
		return llm.Response{Message: llm.Message{Parts: []llm.Part{{Text: answer}}}}, nil
	}}
	ds, probs, err := DraftWithModel(context.Background(), p, files)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(prompt, `<file path="CLAUDE.md">`) || !strings.Contains(prompt, "2: No inline styles.") {
		t.Errorf("prompt lacks the numbered file:\n%s", prompt)
	}
	if len(ds) != 1 || ds[0].File != "prefer-bun.json" || ds[0].Verifier.Sources[0].LineNo != 1 {
		t.Errorf("drafts %+v", ds)
	}
	if len(probs) != 1 || !strings.Contains(probs[0].Error(), "/checklist/0/name") {
		t.Errorf("problems %v: want the invalid draft's name", probs)
	}
	// garbage: an error the caller falls back on
	bad := llm.Func{Model: "x", F: func(context.Context, llm.Request) (llm.Response, error) {
		return llm.Response{Message: llm.Message{Parts: []llm.Part{{Text: "sure!"}}}}, nil
	}}
	if _, _, err := DraftWithModel(context.Background(), bad, files); !errors.Is(err, ErrAnswer) {
		t.Errorf("garbage answer: %v, want ErrAnswer", err)
	}
}

// Whatever the instruction files say, every draft is a valid verifier.
func FuzzDraftRules(f *testing.F) {
	f.Add("- Always use bun, never npm.\n- Run `go test ./...` before saying you are done.\n")
	f.Add("1. Prefer small commits. Keep functions short.\n```\nnever here\n```\n")
	f.Add("Never — ever — use ÄÖÜ names. Don't.\n")
	f.Fuzz(func(t *testing.T, text string) {
		for _, d := range DraftRules([]ContextFile{{Rel: "AGENTS.md", Text: text}}) {
			b, err := json.Marshal(d.Verifier)
			if err != nil {
				t.Fatal(err)
			}
			if _, probs := Parse(d.File, b); len(probs) > 0 {
				t.Fatalf("draft %s of %q invalid: %v", d.File, text, probs)
			}
			if !strings.HasSuffix(d.File, ".json") || strings.ContainsAny(d.File, "/\\ ") {
				t.Fatalf("file name %q", d.File)
			}
		}
	})
}
