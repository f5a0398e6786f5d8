package state

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"testing"
)

// checkEncode fails t unless encodeLine, when it encodes l, gives
// json.Marshal's bytes, and unless decodeLine reads them back as
// json.Unmarshal does.
func checkEncode(t *testing.T, l logLine) {
	t.Helper()
	want, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := encodeLine(&l); ok && string(got) != string(want) {
		t.Fatalf("encodeLine(%+v) = %s, json.Marshal: %s", l, got, want)
	}
	checkDecode(t, want)
}

// checkDecode fails t unless decodeLine, when it decodes data, gives
// json.Unmarshal's result, and leaves its argument alone when it does not.
func checkDecode(t *testing.T, data []byte) {
	t.Helper()
	var got, want logLine
	if !decodeLine(data, &got) {
		if !reflect.DeepEqual(got, logLine{}) {
			t.Fatalf("decodeLine(%q) refused the line but set %+v", data, got)
		}
		return
	}
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatalf("decodeLine(%q) = %+v, json.Unmarshal fails: %v", data, got, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("decodeLine(%q):\n got  %s\n want %s", data, dump(got), dump(want))
	}
}

func dump(l logLine) string {
	s := fmt.Sprintf("%+v %+v %+v", l.Call, l.Nudge, l.Veto)
	if l.Call != nil && l.Call.ExitCode != nil {
		s += fmt.Sprintf(" exit=%d", *l.Call.ExitCode)
	}
	return s
}

func TestLineCodec(t *testing.T) {
	exit, neg, big := 0, -3, math.MaxInt
	full := Call{Agent: "claude-code", Session: "92457c25-b513", TurnKey: "t1", CallID: "toolu_1", Tool: "Bash", Kind: "shell",
		TargetHash: "1bb497e3", ContentHash: "a>b", Outcome: OutcomeFail, ExitCode: &neg, Failures: 3, FileChange: true, At: 1795652754878}
	for _, l := range []logLine{
		{Call: &full},
		{Call: &Call{Tool: "Read", Outcome: OutcomeOK}},
		{Call: &Call{Tool: "Bash", Outcome: OutcomeOK, ExitCode: &exit, At: -1}},
		{Call: &Call{Tool: "Bash", Outcome: OutcomeOK, ExitCode: &big, Failures: math.MinInt}},
		{Call: &Call{Tool: "", Outcome: ""}},
		{Call: &Call{Tool: "é☃𝄞", Outcome: "ok", Session: "\u2028", Agent: "a<b>&c", Kind: "\x7f", TargetHash: "\xff", CallID: "q\"\\\n\t"}},
		{Nudge: &NudgeMark{Kind: "stall", At: 42}},
		{Nudge: &NudgeMark{}},
		{Nudge: &NudgeMark{Kind: "<"}},
		{Veto: &Veto{Agent: "codex", Session: "s", Reason: "r"}},
		{Call: &full, Nudge: &NudgeMark{}},
		{},
	} {
		checkEncode(t, l)
	}
	// Encoded: the lines the hooks write are the fast ones.
	for _, l := range []logLine{{Call: &full}, {Nudge: &NudgeMark{Kind: "stall", At: 1}}} {
		data, ok := encodeLine(&l)
		var back logLine
		if !ok || !decodeLine(data, &back) {
			t.Errorf("%s: not encoded and decoded by the fast path (%v)", data, ok)
		}
	}
	for _, in := range []string{
		`{"call":{}}`, `{"nudge":{}}`, `{"call":{"tool":"x","tool":"y"}}`, `{"call":{"exit":null}}`, `{"call":{"exit":1.0}}`,
		`{"call":{"exit":1e2}}`, `{"call":{"exit":01}}`, `{"call":{"exit":-0}}`, `{"call":{"exit":-}}`, `{"call":{"exit":99999999999999999999}}`,
		`{"call":{"at":9223372036854775807}}`, `{"call":{"at":9223372036854775808}}`, `{"call":{"change":false}}`, `{"call":{"change":1}}`,
		`{"call":{"Tool":"x"}}`, `{"call":{"tool":"x"}} `, ` {"call":{"tool":"x"}}`, `{"call":{"tool" :"x"}}`, `{"call":{"tool":"a\u0041"}}`,
		"{\"call\":{\"tool\":\"\xff\"}}", "{\"call\":{\"tool\":\"\x01\"}}", `{"call":{"tool":"x"},"nudge":{"at":1}}`, `{"call":{"tool":"x"}}}`,
		`{"call":{"tool":"x",}}`, `{"call":{"content":"a\u003eb\u003c\u0026"}}`, `{"call":{"content":"\u003E"}}`, `{"call":{"content":"\u003"}}`, `{"call":{"tool":"x"`, `{"call":null}`, `{"veto":{"agent":"a"}}`, `{"nudge":{"kind":"k","at":1,"x":2}}`,
		`{"call":{"failures":-1,"outcome":"fail","kind":"shell","target":"t","content":"c","turn_key":"k","call_id":"i","session":"s","agent":"a"}}`,
	} {
		checkDecode(t, []byte(in))
	}
}

func FuzzLineCodec(f *testing.F) {
	f.Add(`{"call":{"agent":"claude-code","session":"s","turn_key":"t","call_id":"toolu_1","tool":"Bash","kind":"shell","target":"1bb4","outcome":"ok","exit":0,"at":1795652754878}}`,
		"Bash", "ok", int64(3), true)
	f.Add(`{"nudge":{"kind":"stall","at":1}}`, "é\u2028<", "\xff", int64(-1), false)
	f.Add(`{"call":{"tool":"a\u003cb\u003e\u0026","content":"x\u003ey"}}`, "a>b", "<&>", int64(7), true)
	f.Fuzz(func(t *testing.T, line, tool, outcome string, n int64, change bool) {
		checkDecode(t, []byte(line))
		exit := int(n)
		checkEncode(t, logLine{Call: &Call{Agent: outcome, Tool: tool, Outcome: outcome, ExitCode: &exit, Failures: int(n >> 3), FileChange: change, At: n}})
		checkEncode(t, logLine{Call: &Call{Tool: tool, Outcome: outcome, TargetHash: line}})
		checkEncode(t, logLine{Nudge: &NudgeMark{Kind: tool, At: n}})
	})
}
