package claudecode_test

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/vouchdev/vouch/transcript"
)

// FuzzDecode: no input makes the reader panic, and what it emits is well
// formed. Seeds are the lines of every fixture.
func FuzzDecode(f *testing.F) {
	for _, p := range sessionFiles(f) {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		for _, l := range bytes.Split(data, []byte("\n")) {
			if len(l) > 0 && len(l) < 8<<10 {
				f.Add(l)
			}
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		for _, skip := range []bool{false, true} {
			opts := &transcript.Options{Agent: transcript.ClaudeCode, SkipContent: skip}
			s, err := transcript.Read(context.Background(), bytes.NewReader(in), opts)
			if err != nil {
				return
			}
			usage := map[string]int{}
			for i, e := range s.Events {
				if e.Index != i {
					t.Fatalf("event %d has index %d", i, e.Index)
				}
				if e.Kind == "" {
					t.Fatalf("event %d has no kind", i)
				}
				if (e.Kind == transcript.KindToolCall) != (e.Tool != nil) {
					t.Fatalf("event %d: kind %s with tool %v", i, e.Kind, e.Tool)
				}
				if (e.Kind == transcript.KindResult) != (e.Result != nil) {
					t.Fatalf("event %d: kind %s with result %v", i, e.Kind, e.Result)
				}
				if e.Kind == transcript.KindUnknown && len(e.Raw) == 0 {
					t.Fatalf("unknown event %d without raw", i)
				}
				if e.Usage != nil {
					if e.MessageID != "" {
						usage[e.MessageID]++
					}
					if e.Usage.Input < 0 && e.Usage.Output < 0 {
						continue // negative numbers in input are passed through
					}
				}
				if skip && (e.Text != "" || e.Thinking != "" || (e.Tool != nil && e.Tool.Input != nil)) {
					t.Fatalf("SkipContent kept content on event %d", i)
				}
			}
		}
	})
}

// corpus is the fixtures concatenated and repeated to about size bytes.
func corpus(b *testing.B, size int) []byte {
	b.Helper()
	var one []byte
	for _, p := range sessionFiles(b) {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		one = append(one, data...)
		if len(one) > 0 && one[len(one)-1] != '\n' {
			one = append(one, '\n')
		}
	}
	var out []byte
	for len(out) < size {
		out = append(out, one...)
	}
	return out
}

func benchDecode(b *testing.B, skip bool) {
	data := corpus(b, 8<<20)
	opts := &transcript.Options{Agent: transcript.ClaudeCode, SkipContent: skip}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		var st transcript.Stats
		s, err := transcript.Scan(context.Background(), bytes.NewReader(data), opts, func(_ *transcript.Session, e *transcript.Event) error {
			st.Add(e)
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		if s.ProblemCount() > 0 || st.Total.Output == 0 {
			b.Fatalf("problems %d, output tokens %d", s.ProblemCount(), st.Total.Output)
		}
	}
}

// BenchmarkDecode measures the reader on real Claude Code transcripts
// (MB/s is input bytes): Full decodes everything, SkipContent is what
// `vouch transcript stats` uses.
func BenchmarkDecode(b *testing.B) {
	b.Run("Full", func(b *testing.B) { benchDecode(b, false) })
	b.Run("SkipContent", func(b *testing.B) { benchDecode(b, true) })
}
