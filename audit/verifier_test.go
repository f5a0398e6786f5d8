package audit

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

func TestDiscoverTileTree(t *testing.T) {
	t.Parallel()
	vers, probs := Discover(DefaultRoots("testdata/project"))
	if len(probs) > 0 {
		t.Fatalf("problems: %v", probs)
	}
	var ids []string
	for _, v := range vers {
		ids = append(ids, v.ID)
		if v.Hash == "" || !filepath.IsAbs(v.Path) {
			t.Errorf("%s: hash %q path %q", v.ID, v.Hash, v.Path)
		}
	}
	sort.Strings(ids)
	want := []string{"honest-final-report", "keep-tests-intact", "no-filtered-test-runs", "prefer-bun-over-npm",
		"protect-secrets-and-git", "read-before-edit", "run-tests-after-changes", "use-tailwind-for-styling", "use-ts-extension"}
	if strings.Join(ids, ",") != strings.Join(want, ",") {
		t.Errorf("discovered %v\nwant %v", ids, want)
	}
	// tile.json, SKILL.md: not verifiers; .vouch/verifiers found once
	// though both roots cover it
	if len(vers) != len(want) {
		t.Errorf("%d verifiers, want %d", len(vers), len(want))
	}
}

func TestDiscoverSameNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, d := range []string{"a/verifiers", "b/skills/x/verifiers"} {
		os.MkdirAll(filepath.Join(dir, d), 0o755)
		b, _ := os.ReadFile("testdata/project/.vouch/verifiers/read-before-edit.json")
		os.WriteFile(filepath.Join(dir, d, "read-before-edit.json"), b, 0o644)
	}
	vers, probs := Discover([]string{dir})
	if len(probs) != 0 || len(vers) != 2 {
		t.Fatalf("%d verifiers, %v", len(vers), probs)
	}
	if vers[0].ID == vers[1].ID {
		t.Errorf("two verifiers share the ID %q", vers[0].ID)
	}
}

// Every bad file is reported with its path and a JSON pointer, skipped,
// and the good ones still load.
func TestBadVerifiers(t *testing.T) {
	t.Parallel()
	vers, probs := Discover([]string{"testdata/bad", "testdata/project/.vouch/verifiers"})
	if len(vers) != 3 {
		t.Errorf("%d good verifiers loaded next to the bad ones, want 3", len(vers))
	}
	var lines []string
	for _, p := range probs {
		rel, err := filepath.Rel(mustAbs(t, "testdata"), p.Path)
		if err != nil {
			t.Fatal(err)
		}
		p.Path = filepath.ToSlash(rel)
		lines = append(lines, p.Error())
	}
	got := strings.Join(lines, "\n") + "\n"
	golden := "testdata/bad.golden"
	if *update {
		os.WriteFile(golden, []byte(got), 0o644)
	}
	want, _ := os.ReadFile(golden)
	if got != string(want) {
		t.Errorf("problems:\n%s\nwant (%s):\n%s", got, golden, want)
	}
	mustHave := []string{
		"bad/verifiers/invalid-json.json:4: invalid JSON",
		"bad/verifiers/missing-fields.json: /checklist/0: missing property 'relevant_when'",
		"bad/verifiers/missing-fields.json: ",
		"bad/verifiers/nine-items.json: /checklist: maxItems",
		"bad/verifiers/duplicate-names.json: /checklist/1/name: duplicate name \"same\"",
		"bad/verifiers/bad-check.json: /checklist/0/check: expected exactly one of",
		"bad/verifiers/bad-regex.json: /checklist/0/check/command_must_not_match: expected a Go regular expression",
		"bad/verifiers/bad-regex.json: /checklist/1/check/path_must_touch: expected a glob",
		"bad/verifiers/bad-source-and-name.json: /checklist/0/name:",
		"bad/verifiers/bad-source-and-name.json: /sources/0: missing property 'filename'",
		"bad/verifiers/bad-source-and-name.json: /sources/1/type:",
		"bad/verifiers/empty.json: empty file",
	}
	for _, m := range mustHave {
		if !strings.Contains(got, m) {
			t.Errorf("no problem reads %q", m)
		}
	}
}

func mustAbs(t *testing.T, p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// The seed's own three examples are valid verifiers as written.
func TestSeedExamples(t *testing.T) {
	t.Parallel()
	for i, ex := range []string{
		`{"instruction": "Use Tailwind CSS for all styling","relevant_when": "Agent is writing or modifying frontend React components","context": "The project uses Tailwind v4 with the Vite plugin.","sources": [{"type": "file","filename": "skills/frontend-design/SKILL.md","tile": "anthropics/frontend-design@1.2.0","line_no": 42}],"checklist": [{"name": "tailwind-classes-used","rule": "Agent uses Tailwind utility classes","relevant_when": "Agent writes or modifies React component files"},{"name": "no-inline-styles","rule": "Agent does not use inline style objects","relevant_when": "Agent writes or modifies React component files"},{"name": "no-css-modules","rule": "Agent does not create or import .module.css files","relevant_when": "Agent creates new style files or imports for components"}]}`,
		`{"instruction": "Always run collect_logs.py before normalize_logs.py","relevant_when": "Agent is running the log normalization pipeline","context": "The normalization script expects raw logs.","sources": [{"type": "file","filename": "skills/audit-skill/SKILL.md","line_no": 85}],"checklist": [{"name": "collect-before-normalize","rule": "Agent runs collect_logs.py before running normalize_logs.py in the same session","relevant_when": "Agent runs normalize_logs.py"}]}`,
		`{"instruction": "Always use bun, never npm or yarn","relevant_when": "Agent runs package management commands","context": "User preference for bun as the package manager.","sources": [{"type": "user"}],"checklist": [{"name": "uses-bun","rule": "Agent uses bun (not npm or yarn)","relevant_when": "Agent runs package management commands"}]}`,
	} {
		if _, probs := Parse("seed.json", []byte(ex)); len(probs) > 0 {
			t.Errorf("seed example %d: %v", i, probs)
		}
	}
}

// The schema file in docs/ is the one compiled in.
func TestSchemaInDocs(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("../docs/verifier.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != string(Schema()) {
		t.Error("docs/verifier.schema.json differs from audit/verifier.schema.json: copy it over")
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
}

func TestRelevanceInference(t *testing.T) {
	t.Parallel()
	cases := []struct {
		when   string
		kinds  int
		tokens []string
	}{
		{"Agent is writing or modifying frontend React components", 3, []string{".jsx", ".tsx"}},
		{"Agent runs package management commands", 1, nil},
		{"Agent is running the log normalization pipeline", 1, nil},
		{"Agent runs normalize_logs.py", 1, []string{"normalize_logs.py"}},
		{"Agent is editing TypeScript files", 3, []string{".ts"}},
		{"Always", 0, nil},
	}
	for _, c := range cases {
		r := inferRelevance(&Verifier{RelevantWhen: c.when})
		if len(r.kinds) != c.kinds {
			t.Errorf("%q: kinds %v, want %d of them", c.when, r.kinds, c.kinds)
		}
		for _, tok := range c.tokens {
			found := false
			for _, x := range r.tokens {
				found = found || x == tok
			}
			if !found {
				t.Errorf("%q: tokens %v lack %q", c.when, r.tokens, tok)
			}
		}
		if c.tokens == nil && len(r.tokens) != 0 {
			t.Errorf("%q: tokens %v, want none", c.when, r.tokens)
		}
	}
}

func FuzzParseVerifier(f *testing.F) {
	for _, dir := range []string{"testdata/project", "testdata/bad"} {
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(p, ".json") {
				b, _ := os.ReadFile(p)
				f.Add(b)
			}
			return nil
		})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, probs := Parse("fuzz.json", data)
		if (v == nil) == (len(probs) == 0) {
			t.Fatalf("verifier %v with problems %v: want exactly one", v != nil, probs)
		}
		for _, p := range probs {
			if p.Path != "fuzz.json" || p.Msg == "" {
				t.Fatalf("problem without path or message: %+v", p)
			}
		}
		if v != nil {
			if len(v.Checklist) < 1 || len(v.Checklist) > 5 {
				t.Fatalf("accepted %d items", len(v.Checklist))
			}
			seen := map[string]bool{}
			for _, it := range v.Checklist {
				if seen[it.Name] {
					t.Fatalf("accepted duplicate %q", it.Name)
				}
				seen[it.Name] = true
			}
			// round trip: what we accept, re-marshalled, is accepted again
			b, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			if _, probs := Parse("fuzz.json", b); len(probs) > 0 {
				t.Fatalf("re-marshalled verifier rejected: %v", probs)
			}
		}
	})
}
