package pi

import (
	"bytes"
	"context"
	"testing"

	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/transcript/transcripttest"
)

// FuzzDecode feeds arbitrary input to the pi reader, seeded with every
// record of every fixture (each alone and after a session header). It must
// never panic, must number events densely, must give every event a kind
// and its kind's payload, and must read the same whole and in 2-byte chunks.
func FuzzDecode(f *testing.F) {
	header := []byte(`{"type":"session","version":3,"id":"x","timestamp":"2026-01-01T00:00:00Z","cwd":"/w"}` + "\n")
	cases := goldenCases(f)
	for _, path := range cases {
		forEachRecord(f, path, func(_ int, rec []byte) {
			f.Add(append(append([]byte(nil), header...), rec...))
		})
	}
	f.Add([]byte(`{"type":"message","message":{"role":"assistant","content":[{"type":"toolCall","arguments":"\"{\\\"path\\\":1}\""}]}}` + "}{\n"))
	f.Add([]byte(`{"type":"message","message":{"role":"toolResult","toolName":"bash","content":"Command exited with code -1"}}`))
	f.Add([]byte(`{"type":"message","message":{"role":"user","content":[{"type":"image","data":"\/\/==","mimeType":"x"}]}}`))

	f.Fuzz(func(t *testing.T, data []byte) {
		opts := &transcript.Options{Agent: transcript.Pi, Name: "fuzz"}
		s, err := transcript.Read(context.Background(), bytes.NewReader(data), opts)
		if err != nil {
			return
		}
		for i, e := range s.Events {
			if e.Index != i {
				t.Fatalf("event %d has index %d", i, e.Index)
			}
			switch e.Kind {
			case transcript.KindToolCall:
				if e.Tool == nil {
					t.Fatalf("tool_call without Tool: %+v", e)
				}
			case transcript.KindResult:
				if e.Result == nil {
					t.Fatalf("tool_result without Result: %+v", e)
				}
			case transcript.KindUnknown:
				if len(e.Raw) == 0 {
					t.Fatalf("unknown event without Raw: %+v", e)
				}
			case transcript.KindUser, transcript.KindAssistant, transcript.KindSystem, transcript.KindSummary:
			default:
				t.Fatalf("event %d has kind %q", i, e.Kind)
			}
			if e.Usage != nil && e.Kind != transcript.KindAssistant && e.Kind != transcript.KindToolCall && e.Kind != transcript.KindUnknown {
				t.Fatalf("usage on a %s event", e.Kind)
			}
		}
		s2, err := transcript.Read(context.Background(), transcripttest.ChunkReader(bytes.NewReader(data), 2), opts)
		if err != nil {
			t.Fatalf("whole read worked, chunked failed: %v", err)
		}
		if a, b := transcripttest.Export(t, s), transcripttest.Export(t, s2); !bytes.Equal(a, b) {
			t.Fatalf("whole and 2-byte reads differ:\n%s\n%s", a, b)
		}
	})
}
