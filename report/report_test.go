package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

var update = flag.Bool("update", false, "rewrite golden files")

func ptr[T any](v T) *T { return &v }

func sample() *Report {
	r := New()
	r.Status = Feedback
	r.Summary = "1 of 2 claims refuted; gate go-test fails (new)"
	r.Session = Session{Agent: "claude-code", ID: "49aae878-ae65-448f-bb6d-28ab6f277931", Turn: 1, Transcript: "false-claim.jsonl"}
	r.Claims = []Claim{
		{ID: "c1", Text: "I fixed the bug and all tests pass.", Kind: "tests_pass", Verdict: VerdictRefuted, Evidence: []Evidence{
			{Source: "gate", Detail: "go-test fails: calc_test.go:8: Add(2, 3) = 1, want 5", Ref: "calc/calc_test.go:8"},
			{Source: "transcript", Detail: "the last `go test ./...` exited 1", Ref: "event 12"},
		}},
		{ID: "c2", Text: "Done | shipped", Kind: "generic", Verdict: VerdictUnverified, Evidence: []Evidence{}},
	}
	r.Gates = []Gate{
		{Name: "go-test", Command: "go test ./...", Status: GateFail, ExitCode: ptr(1), DurationMS: 1234, New: ptr(true),
			Diagnostics: []Diagnostic{{File: "calc/calc_test.go", Line: 8, Severity: "error", Message: "Add(2, 3) = 1, want 5"}}, OutputTail: "FAIL\n"},
		{Name: "go-vet", Command: "go vet ./...", Status: GateError, Reason: "go: executable file not found in $PATH", Diagnostics: []Diagnostic{}},
	}
	r.Findings = []Finding{{Kind: FindingStaleEvidence, Message: "calc/calc.go was edited after the last passing run", File: "calc/calc.go", Line: 5}}
	r.Feedback = "Your claim \"all tests pass\" is false: go test ./... fails.\ncalc/calc_test.go:8: Add(2, 3) = 1, want 5\nFix calc.Add, run go test ./..., then report."
	r.DurationMS = 1500
	return r
}

func TestJSONMatchesSchema(t *testing.T) {
	sch := compileSchema(t)
	judged := sample()
	judged.Claims[0].By, judged.Claims[0].Confidence, judged.Claims[0].Model = ByJudge, ConfidenceHigh, "anthropic/claude-sonnet-4-5"
	judged.Claims[0].Evidence = append(judged.Claims[0].Evidence, Evidence{Source: "judge", Detail: "only the tested letters are mapped", Ref: "names.py:6"})
	judged.Findings = append(judged.Findings, Finding{Kind: FindingSpecialCasedInput, Message: "maps only é, ü", File: "names.py", Line: 6, Blocking: true, By: ByJudge, Confidence: ConfidenceHigh})
	judged.Judge = &Judge{Model: "anthropic/claude-sonnet-4-5", Mode: "landlock+netns", Calls: 3, InputTokens: 5000, OutputTokens: 400, CostUSD: 0.021, Redacted: 1, Claims: []string{"c1"}, Notes: []string{"dropped evidence \"x.py:9\" for claim c1: no such file in the workspace"}}
	for name, r := range map[string]*Report{"sample": sample(), "judged": judged, "empty": func() *Report { r := New(); r.Status = Failed; return r }()} {
		var buf bytes.Buffer
		if err := WriteJSON(&buf, r); err != nil {
			t.Fatal(err)
		}
		v, err := jsonschema.UnmarshalJSON(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(v); err != nil {
			t.Errorf("%s: report does not match docs/report.schema.json: %v", name, err)
		}
	}
	// And the schema must reject what the contract forbids.
	bad := []string{
		`{"schema":"vouch.report/v1","status":"OK","summary":"","session":{"agent":"","id":"","turn":0,"transcript":""},"claims":[],"gates":[],"findings":[],"feedback":"","duration_ms":0}`,
		`{"schema":"vouch.report/v1","status":"PERFECT","summary":"","session":{"agent":"","id":"","turn":0,"transcript":""},"claims":[],"gates":[{"name":"x","command":"x","status":"passed","exit_code":0,"duration_ms":1,"diagnostics":[]}],"findings":[],"feedback":"","duration_ms":0}`,
		`{"schema":"vouch.report/v1","status":"PERFECT","summary":"","session":{"agent":"","id":"","turn":0,"transcript":""},"claims":[{"id":"c1","text":"t","kind":"generic","verdict":"refuted","evidence":[],"by":"judge","confidence":"certain"}],"gates":[],"findings":[],"feedback":"","duration_ms":0}`,
	}
	for _, b := range bad {
		v, _ := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(b)))
		if sch.Validate(v) == nil {
			t.Errorf("schema accepted %s", b)
		}
	}
}

func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(JSONSchema))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("report.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("report.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	// The published copy must be the embedded one.
	pub, err := os.ReadFile("../docs/report.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub, JSONSchema) {
		t.Fatal("docs/report.schema.json and report/schema.json differ: copy one over the other")
	}
	return sch
}

func TestRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, sample()); err != nil {
		t.Fatal(err)
	}
	r, err := ReadJSON(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(r)
	b, _ := json.Marshal(sample())
	if !bytes.Equal(a, b) {
		t.Errorf("round trip changed the report:\n%s\n%s", a, b)
	}
	if _, err := ReadJSON([]byte(`{"schema":"vouch.report/v9"}`)); err == nil {
		t.Error("ReadJSON accepted another schema version")
	}
}

func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		name   string
		render func(*bytes.Buffer) error
	}{
		{"text.golden", func(b *bytes.Buffer) error { return WriteText(b, sample(), nil) }},
		{"text-color.golden", func(b *bytes.Buffer) error { return WriteText(b, sample(), &TextOptions{Color: true}) }},
		{"markdown.golden", func(b *bytes.Buffer) error { return WriteMarkdown(b, sample()) }},
		{"json.golden", func(b *bytes.Buffer) error { return WriteJSON(b, sample()) }},
	} {
		var buf bytes.Buffer
		if err := tc.render(&buf); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", tc.name)
		if *update {
			os.MkdirAll("testdata", 0o755)
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if !bytes.Equal(buf.Bytes(), want) {
			t.Errorf("%s differs from golden (run go test -update to accept):\n%s", tc.name, buf.String())
		}
	}
}

func TestStatusExitCodes(t *testing.T) {
	for s, want := range map[Status]int{Perfect: 0, Verified: 0, Partial: 1, Feedback: 1, Failed: 2} {
		if got := s.ExitCode(); got != want {
			t.Errorf("%s.ExitCode() = %d, want %d", s, got, want)
		}
	}
}
