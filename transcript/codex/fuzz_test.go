package codex

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/vouchdev/vouch/transcript"
	"github.com/vouchdev/vouch/transcript/transcripttest"
)

// FuzzDecode feeds arbitrary input to the Codex reader (format forced, so
// every line reaches the decoder). It must never panic, must keep going
// past bad records, must read the same whole and in 2-byte chunks, and must
// put usage only where the package says.
func FuzzDecode(f *testing.F) {
	paths := append([]string{"testdata/synthetic.jsonl"}, transcripttest.Glob(f, fixtures, "*.jsonl", "wild/*.jsonl")...)
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		lines := bytes.Split(data, []byte("\n"))
		for i, l := range lines {
			if i >= 40 {
				break
			}
			f.Add(l)
		}
	}
	synthetic, err := os.ReadFile("testdata/synthetic.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(synthetic)
	opts := &transcript.Options{Agent: transcript.Codex, Name: "fuzz"}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := transcript.Read(context.Background(), bytes.NewReader(data), opts)
		if err != nil {
			return
		}
		for i, e := range s.Events {
			if e.Index != i {
				t.Fatalf("event %d has index %d", i, e.Index)
			}
			if e.Usage != nil && e.Kind != transcript.KindAssistant && !(e.Kind == transcript.KindSystem && e.Subtype == "usage") {
				t.Fatalf("usage on a %s event", e.Kind)
			}
			if e.Kind == transcript.KindToolCall && e.Tool == nil || e.Kind == transcript.KindResult && e.Result == nil {
				t.Fatalf("event %d of kind %s without its payload", i, e.Kind)
			}
		}
		s2, err := transcript.Read(context.Background(), transcripttest.ChunkReader(bytes.NewReader(data), 2), opts)
		if err != nil {
			t.Fatalf("chunked read failed where whole read did not: %v", err)
		}
		if !bytes.Equal(transcripttest.Export(t, s), transcripttest.Export(t, s2)) {
			t.Fatal("2-byte-chunk read differs from whole read")
		}
	})
}
