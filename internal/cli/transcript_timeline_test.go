package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/vouchdev/vouch/transcript"
)

func intp(i int) *int { return &i }

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func TestRenderEvent(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("line\n", 10)
	tests := []struct {
		name string
		e    transcript.Event
		o    timelineOptions
		want string
	}{
		{"prompt", transcript.Event{Kind: transcript.KindUser, Text: "fix it", Time: t0},
			timelineOptions{}, "   0:00  user       fix it\n"},
		{"meta", transcript.Event{Kind: transcript.KindUser, Meta: true, Text: "hook said no", Time: t0.Add(65 * time.Second)},
			timelineOptions{}, "   1:05  meta       hook said no\n"},
		{"no time", transcript.Event{Kind: transcript.KindAssistant, Text: "ok"},
			timelineOptions{}, "         assistant  ok\n"},
		{"assistant folded", transcript.Event{Kind: transcript.KindAssistant, Text: long, Time: t0},
			timelineOptions{}, "   0:00  assistant  line\n" + strings.Repeat("                    line\n", 5) + "                    … (4 more lines)\n"},
		{"assistant full", transcript.Event{Kind: transcript.KindAssistant, Text: "a\nb", Time: t0},
			timelineOptions{Full: true}, "   0:00  assistant  a\n                    b\n"},
		{"thinking folded", transcript.Event{Kind: transcript.KindAssistant, Thinking: "hmm\nlet me\nsee", Time: t0},
			timelineOptions{}, "   0:00  thinking   hmm let me see\n"},
		{"thinking shown", transcript.Event{Kind: transcript.KindAssistant, Thinking: "hmm\nsee", Time: t0},
			timelineOptions{Thinking: true}, "   0:00  thinking   hmm\n                    see\n"},
		{"shell", transcript.Event{Kind: transcript.KindToolCall, Time: t0, Tool: &transcript.ToolCall{Name: "Bash", Kind: transcript.ToolShell, Command: "go test\n  ./..."}},
			timelineOptions{}, "   0:00  shell      go test ./...\n"},
		{"edit relative to cwd", transcript.Event{Kind: transcript.KindToolCall, Time: t0, Tool: &transcript.ToolCall{Name: "Edit", Kind: transcript.ToolEdit, Paths: []string{"/w/calc/calc.go", "/elsewhere/x.go"}}},
			timelineOptions{}, "   0:00  edit       calc/calc.go, /elsewhere/x.go\n"},
		{"task", transcript.Event{Kind: transcript.KindToolCall, Time: t0, Tool: &transcript.ToolCall{Name: "Agent", Kind: transcript.ToolTask, Input: json.RawMessage(`{"subagent_type":"general-purpose","description":"Run tests","prompt":"..."}`)}},
			timelineOptions{}, "   0:00  task       Agent general-purpose: Run tests\n"},
		{"other tool", transcript.Event{Kind: transcript.KindToolCall, Time: t0, Tool: &transcript.ToolCall{Name: "Grep", Kind: transcript.ToolSearch, Input: json.RawMessage(`{ "pattern": "x" }`)}},
			timelineOptions{}, "   0:00  search     Grep {\"pattern\":\"x\"}\n"},
		{"result failed", transcript.Event{Kind: transcript.KindResult, Time: t0, Result: &transcript.ToolResult{Output: "Exit code 1\n--- FAIL: TestAdd\nFAIL\nFAIL calc", IsError: true, ExitCode: intp(1)}},
			timelineOptions{}, "   0:00    ↳        ✗ exit 1  --- FAIL: TestAdd\n                    … (2 more lines)\n"},
		{"result full", transcript.Event{Kind: transcript.KindResult, Time: t0, Result: &transcript.ToolResult{Output: "a\nb", ExitCode: intp(0)}},
			timelineOptions{Full: true}, "   0:00    ↳        ✓ exit 0  a\n                    b\n"},
		{"result error, no code", transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{Output: "denied", IsError: true}},
			timelineOptions{}, "           ↳        ✗ error  denied\n"},
		{"result empty", transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{}},
			timelineOptions{}, "           ↳        ✓ ok  (no output)\n"},
		{"interrupted", transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{Interrupted: true}},
			timelineOptions{}, "           ↳        ✗ interrupted  (no output)\n"},
		{"system", transcript.Event{Kind: transcript.KindSystem, Subtype: "hook", Text: "blocked\nmore"},
			timelineOptions{}, "         system     [hook] blocked\n                    … (1 more line)\n"},
		{"summary", transcript.Event{Kind: transcript.KindSummary, Text: "compacted"},
			timelineOptions{}, "         summary    compacted\n"},
		{"unknown", transcript.Event{Kind: transcript.KindUnknown, Raw: json.RawMessage(`{"type":"weird","x":1}`)},
			timelineOptions{}, "         unknown    [weird] {\"type\":\"weird\",\"x\":1}\n"},
		{"sidechain", transcript.Event{Kind: transcript.KindAssistant, Sidechain: true, AgentID: "a1", Text: "x\ny", Time: t0},
			timelineOptions{}, "   0:00    [a1] assistant  x\n" + strings.Repeat(" ", 27) + "y\n"},
		{"escapes from tools are neutralised", transcript.Event{Kind: transcript.KindResult, Result: &transcript.ToolResult{Output: "\x1b[31mred\x1b[0m"}},
			timelineOptions{}, "           ↳        ✓ ok  �[31mred�[0m\n"},
		{"truncated to width", transcript.Event{Kind: transcript.KindAssistant, Text: strings.Repeat("é", 100)},
			timelineOptions{Width: 40}, "         assistant  " + strings.Repeat("é", 19) + "…\n"},
	}
	s := &transcript.Session{Cwd: "/w", Start: t0}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			renderEvent(&b, s, &tt.e, tt.o)
			if got := b.String(); got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
			tt.o.Color = true
			b.Reset()
			renderEvent(&b, s, &tt.e, tt.o)
			if !strings.Contains(b.String(), "\x1b[") {
				t.Errorf("color on: no escape in %q", b.String())
			}
			if got := stripANSI(b.String()); got != tt.want {
				t.Errorf("color on, escapes removed: got\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

func TestSectionsAndTimeOrder(t *testing.T) {
	t.Parallel()
	at := func(sec int) time.Time { return t0.Add(time.Duration(sec) * time.Second) }
	ev := func(k transcript.Kind, sec int, side bool, text string) *transcript.Event {
		return &transcript.Event{Kind: k, Time: at(sec), Sidechain: side, Text: text}
	}
	s := &transcript.Session{Events: []*transcript.Event{
		ev(transcript.KindSystem, 0, false, "pre"),
		ev(transcript.KindUser, 1, false, "p1"),
		ev(transcript.KindAssistant, 2, false, "a1"),
		ev(transcript.KindUser, 10, false, "p2"),
		ev(transcript.KindAssistant, 20, false, "a2"),
		// a companion file's sub-agent events, appended at the end
		ev(transcript.KindUser, 3, true, "s1"),
		ev(transcript.KindAssistant, 15, true, "s2"),
		{Kind: transcript.KindAssistant, Sidechain: true, Text: "s3"},
	}}
	var got []string
	for _, sec := range sections(s) {
		var texts []string
		for _, e := range sec.Events {
			texts = append(texts, e.Text)
		}
		got = append(got, strings.Join(texts, ","))
	}
	want := []string{"pre", "p1,a1,s1", "p2,s2,a2,s3"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("sections = %q, want %q", got, want)
	}
	if _, err := pickTurn(sections(s), "last"); err != nil {
		t.Fatal(err)
	}
	if sec, _ := pickTurn(sections(s), "1"); sec.Number != 1 {
		t.Errorf("turn 1 = %d", sec.Number)
	}
	if _, err := pickTurn(sections(s), "3"); err == nil {
		t.Error("turn 3 of 2: no error")
	}
	if _, err := pickTurn(sections(&transcript.Session{}), "last"); err == nil {
		t.Error("last turn of an empty session: no error")
	}
}

func TestOneLineTruncate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		max  int
		want string
	}{
		{"  a\n\n b\tc  ", 0, "a b c"},
		{"abcdef", 4, "abc…"},
		{"abc", 3, "abc"},
		{"日本語テキスト", 4, "日本語…"},
		{"x", 1, "x"},
		{"xy", 1, "…"},
		{"a\x00b", 0, "a�b"},
		{"bad \xff utf8", 0, "bad � utf8"},
	}
	for _, tt := range tests {
		if got := oneLine(tt.in, tt.max); got != tt.want {
			t.Errorf("oneLine(%q, %d) = %q, want %q", tt.in, tt.max, got, tt.want)
		}
	}
}

func TestDurationOffset(t *testing.T) {
	t.Parallel()
	for d, want := range map[time.Duration]string{
		500 * time.Millisecond: "500ms", 12 * time.Second: "12s", 185 * time.Second: "3m05s", 62 * time.Minute: "1h02m",
	} {
		if got := duration(d); got != want {
			t.Errorf("duration(%v) = %q, want %q", d, got, want)
		}
	}
	if got := offset(t0, t0.Add(3723*time.Second)); got != "1:02:03" {
		t.Errorf("offset = %q", got)
	}
	if got := offset(t0, t0.Add(-time.Second)); got != "   0:00" {
		t.Errorf("offset before start = %q", got)
	}
}

// TestShowTTY runs the command as on a terminal and as piped: colors only
// on the terminal, the same text otherwise.
func TestShowTTY(t *testing.T) {
	t.Parallel()
	path := "../../testdata/transcripts/claude-code/false-claim.jsonl"
	run := func(tty bool, args ...string) (string, string, int) {
		ios, _, out, errOut := TestStreams()
		ios.OutTTY = tty
		ios.Getenv = func(k string) string {
			if k == "COLUMNS" {
				return "60"
			}
			return ""
		}
		code := Main(args, ios)
		return out.String(), errOut.String(), code
	}
	for _, args := range [][]string{
		{"transcript", "show", path},
		{"transcript", "stats", path},
		{"demo"},
	} {
		piped, _, code := run(false, args...)
		if code != 0 || strings.Contains(piped, "\x1b[") {
			t.Errorf("%v piped: exit %d, escapes: %v", args, code, strings.Contains(piped, "\x1b["))
		}
		tty, _, code := run(true, args...)
		if code != 0 || !strings.Contains(tty, "\x1b[") {
			t.Errorf("%v on a TTY: exit %d, no colors", args, code)
		}
		if args[0] == "transcript" && args[1] == "show" {
			// On a TTY, $COLUMNS sets the width; piped, it is fixed.
			for _, l := range strings.Split(stripANSI(tty), "\n") {
				if utf8.RuneCountInString(l) > 60 && !strings.HasPrefix(l, "cwd") && !strings.HasPrefix(l, "file") && !strings.Contains(l, "session") {
					t.Errorf("TTY line wider than $COLUMNS=60: %q", l)
				}
			}
			if !strings.Contains(piped, strings.Repeat("─", 80)) {
				t.Errorf("piped output does not use the fixed 100-column width")
			}
		}
	}
	// JSON is never colored.
	out, _, _ := run(true, "transcript", "stats", "--format", "json", path)
	if strings.Contains(out, "\x1b[") || !json.Valid([]byte(out)) {
		t.Errorf("stats --format json on a TTY is not plain JSON: %q", out)
	}
}

// TestStatsParallelDeterministic: the merged statistics do not depend on
// which file finishes first.
func TestStatsParallelDeterministic(t *testing.T) {
	t.Parallel()
	files := []string{
		"../../testdata/transcripts/claude-code/false-claim.jsonl",
		"../../testdata/transcripts/claude-code/honest.jsonl",
		"../../testdata/transcripts/pi/false-claim.jsonl",
		"../../testdata/transcripts/pi/honest.jsonl",
	}
	var first string
	for i, jobs := range []int{1, 4, 2, 3} {
		ios, _, out, _ := TestStreams()
		err := statsRun(context.Background(), &StatsOptions{IO: ios, Paths: files, Format: "json", Jobs: jobs})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = out.String()
			continue
		}
		if out.String() != first {
			t.Errorf("jobs=%d: output differs from jobs=1", jobs)
		}
	}
	var rep StatsReport
	if err := json.Unmarshal([]byte(first), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Sessions != 4 || rep.TokensTotal.Input == 0 || rep.Commands[0].Runs != 4 || rep.Commands[0].Failed != 2 {
		t.Errorf("merged stats: sessions %d, tokens %+v, commands %+v", rep.Sessions, rep.TokensTotal, rep.Commands)
	}
}

// maxFuzzSeed bounds the size of a seed record (see FuzzTimeline).
const maxFuzzSeed = 1 << 10

// FuzzTimeline renders whatever the readers make of arbitrary input: no
// panic, and piped output never carries an escape character.
//
// Seeds are single records (the format is sniffed from one), not whole
// files: every input that finds new coverage is minimized first, and the
// minimizer's cost grows with the square of the input's size (a few KB kept
// `go test -fuzz` minimizing for its whole -fuzztime). Whole sessions are
// the golden and script tests' job.
func FuzzTimeline(f *testing.F) {
	for _, p := range []string{
		"../../testdata/transcripts/claude-code/false-claim.jsonl",
		"../../testdata/transcripts/pi/false-claim.jsonl",
		"../../testdata/transcripts/codex/false-claim.jsonl",
	} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		for _, rec := range bytes.SplitAfter(data, []byte("\n")) {
			if len(rec) > 0 && len(rec) <= maxFuzzSeed {
				f.Add(rec)
			}
		}
	}
	f.Add([]byte(`{"type":"user","sessionId":"s","uuid":"u","message":{"role":"user","content":"\u001b[2J"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := transcript.Read(context.Background(), bytes.NewReader(data), nil)
		if err != nil {
			return
		}
		var b bytes.Buffer
		o := timelineOptions{Width: 50}
		renderHeader(&b, s, o)
		for _, sec := range sections(s) {
			renderSection(&b, s, sec, o)
		}
		if bytes.IndexByte(b.Bytes(), 0x1b) >= 0 {
			t.Errorf("escape character in plain output")
		}
	})
}
