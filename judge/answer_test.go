package judge_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/judge"
)

func TestParseAnswer(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		ok         bool
		claims     int
	}{
		{"bare", `{"claims":[{"claim_id":"c1","verdict":"refuted","confidence":"high","evidence":[{"ref":"a.py:1","detail":"x"}]}],"suspicions":[]}`, true, 1},
		{"fenced", "Here:\n```json\n{\"claims\":[],\"suspicions\":[]}\n```\nDone.", true, 0},
		{"no suspicions field", `{"claims":[]}`, true, 0},
		{"prose", "All claims look fine to me.", false, 0},
		{"empty", "  ", false, 0},
		{"cut", `{"claims":[{"claim_id":"c1","verdict":"ref`, false, 0},
		{"no claims", `{"verdicts":[]}`, false, 0},
		{"wrong type", `{"claims":{"c1":"refuted"}}`, false, 0},
		{"array", `[{"claim_id":"c1"}]`, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := judge.ParseAnswer(tc.text)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok=%v", err, tc.ok)
			}
			if err != nil {
				if !strings.Contains(err.Error(), "malformed answer") || !strings.Contains(err.Error(), "expected") && tc.name != "wrong type" {
					t.Errorf("error %q does not say what was expected", err)
				}
				return
			}
			if len(a.Claims) != tc.claims {
				t.Errorf("%d claims, want %d", len(a.Claims), tc.claims)
			}
		})
	}
}

// FuzzParseAnswer: any text either parses into an Answer that marshals
// back to JSON ParseAnswer accepts, or is an error; never a panic.
func FuzzParseAnswer(f *testing.F) {
	for _, s := range []string{
		`{"claims":[{"claim_id":"c1","verdict":"refuted","confidence":"high","evidence":[{"ref":"a.py:1","detail":"x"}]}],"suspicions":[{"kind":"hard-coded-result","file":"a.go","line":3,"message":"m","confidence":"low"}]}`,
		"```json\n{\"claims\":[]}\n```",
		"prose {\"claims\": [ } more",
		"}{",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := judge.ParseAnswer(s)
		if err != nil {
			return
		}
		data, err := json.Marshal(a)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		if _, err := judge.ParseAnswer(string(data)); err != nil {
			t.Fatalf("round trip of %q: %v", data, err)
		}
	})
}
