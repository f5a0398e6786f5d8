package transcript

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// toyAgent is a format used only by these tests: {"toy":..., "text":...}.
const toyAgent Agent = "toy"

type toyDecoder struct{}

func (toyDecoder) Decode(rec []byte, line int, s *Session, emit func(*Event)) error {
	var v struct {
		Toy  *string `json:"toy"`
		Text string  `json:"text"`
	}
	if err := json.Unmarshal(rec, &v); err != nil || v.Toy == nil {
		return BadRecord(rec, `an object with a "toy" field`)
	}
	k := KindUser
	if *v.Toy == "a" {
		k = KindAssistant
	}
	emit(&Event{Kind: k, Line: line, Text: v.Text})
	return nil
}
func (toyDecoder) Flush(*Session, func(*Event)) {}

func init() {
	Register(Format{
		Agent:      toyAgent,
		Sniff:      func(rec []byte) bool { return bytes.HasPrefix(rec, []byte(`{"toy"`)) },
		NewDecoder: func(*Options) Decoder { return toyDecoder{} },
	})
}

func TestScanCore(t *testing.T) {
	big := strings.Repeat("x", 50<<20)
	tests := []struct {
		name     string
		in       string
		texts    []string
		problems []string
		err      error
	}{
		{name: "basic", in: "{\"toy\":\"u\",\"text\":\"hi\"}\n{\"toy\":\"a\",\"text\":\"yo\"}\n", texts: []string{"hi", "yo"}},
		{name: "unicode separators are content", in: "{\"toy\":\"u\",\"text\":\"a\u2028b\u2029c\u0085d\"}\n", texts: []string{"a\u2028b\u2029c\u0085d"}},
		{name: "glued objects", in: "{\"toy\":\"u\",\"text\":\"1\"}{\"toy\":\"a\",\"text\":\"2\"}\n", texts: []string{"1", "2"}},
		{name: "braces inside a string", in: "{\"toy\":\"u\",\"text\":\"}{\"}\n", texts: []string{"}{"}},
		{name: "malformed middle line", in: "{\"toy\":\"u\",\"text\":\"1\"}\n{oops\n{\"toy\":\"a\",\"text\":\"2\"}\n", texts: []string{"1", "2"}, problems: []string{"t:2: malformed JSON"}},
		{name: "truncated last line", in: "{\"toy\":\"u\",\"text\":\"1\"}\n{\"toy\":\"a\",\"te", texts: []string{"1"}, problems: []string{"t:2: truncated last record"}},
		{name: "wrong shape", in: "{\"toy\":\"u\",\"text\":\"1\"}\n[1,2]\n", texts: []string{"1"}, problems: []string{"t:2: unexpected record shape"}},
		{name: "50MB line", in: "{\"toy\":\"u\",\"text\":\"" + big + "\"}\n{\"toy\":\"a\",\"text\":\"after\"}\n", texts: []string{big, "after"}},
		{name: "empty", in: "", err: ErrEmpty},
		{name: "blank lines", in: "\n\n  \n", err: ErrEmpty},
		{name: "binary", in: "\x00\x01\x02\xff\xfe\n\x00garbage", err: ErrNoRecords},
		{name: "unknown format", in: "{\"hello\":1}\n", err: ErrUnknownFormat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Read(context.Background(), strings.NewReader(tt.in), &Options{Name: "t"})
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				if !strings.HasPrefix(err.Error(), "t: ") {
					t.Errorf("error %q does not name the input", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i, e := range s.Events {
				if e.Index != i {
					t.Errorf("event %d has Index %d", i, e.Index)
				}
				got = append(got, e.Text)
			}
			if fmt.Sprint(len(got)) != fmt.Sprint(len(tt.texts)) {
				t.Fatalf("got %d events, want %d", len(got), len(tt.texts))
			}
			for i := range got {
				if got[i] != tt.texts[i] {
					t.Errorf("event %d text differs (len %d vs %d)", i, len(got[i]), len(tt.texts[i]))
				}
			}
			if len(s.Problems) != len(tt.problems) {
				t.Fatalf("problems = %v, want %v", s.Problems, tt.problems)
			}
			for i, p := range s.Problems {
				if !strings.HasPrefix(p.Error(), tt.problems[i]) {
					t.Errorf("problem %q, want prefix %q", p.Error(), tt.problems[i])
				}
			}
		})
	}
}

func TestTurns(t *testing.T) {
	in := `{"toy":"u","text":"first"}
{"toy":"a","text":"done 1"}
{"toy":"u","text":"second"}
{"toy":"a","text":"part a"}
{"toy":"a","text":"part b"}
`
	s, err := Read(context.Background(), strings.NewReader(in), nil)
	if err != nil {
		t.Fatal(err)
	}
	ts := s.Turns()
	if len(ts) != 2 {
		t.Fatalf("%d turns, want 2", len(ts))
	}
	last, _ := s.LastTurn()
	if got := last.FinalText(); got != "part a\n\npart b" {
		t.Errorf("FinalText = %q", got)
	}
	if last.Prompt().Text != "second" {
		t.Errorf("prompt = %q", last.Prompt().Text)
	}
}
