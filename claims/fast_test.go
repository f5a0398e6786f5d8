package claims

import (
	"os"
	"strings"
	"testing"
)

// TestIsExt keeps isExt's switch in step with exts, which the bare-path
// expression uses.
func TestIsExt(t *testing.T) {
	t.Parallel()
	n := 0
	for _, e := range strings.Split(exts, "|") {
		if !isExt(e) {
			t.Errorf("isExt(%q) = false, but exts lists it", e)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d extensions", n)
	}
	for _, e := range []string{"", "Go", "exe", "js.map", "gox"} {
		if isExt(e) {
			t.Errorf("isExt(%q) = true", e)
		}
	}
}

// TestSentenceBytes: sentence text holds no control characters (the gates
// read \s as a plain space), and ls is s lowered byte for byte.
func TestSentenceBytes(t *testing.T) {
	t.Parallel()
	texts := append(fixtureTexts(t), "a\tb\fc\rd\x00e\x1ff\u2028g\u00a0h. Tests\vpass.\n\n- x\x01y")
	for _, text := range texts {
		forSentences(text, func(sn *sentence) {
			for i := 0; i < len(sn.s); i++ {
				if sn.s[i] < 0x20 {
					t.Fatalf("control byte %#x in sentence %q", sn.s[i], sn.s)
				}
			}
			if len(sn.ls) != len(sn.s) || sn.ls != lowerASCII(sn.s) {
				t.Fatalf("ls %q is not s %q lowered", sn.ls, sn.s)
			}
		})
	}
}

// BenchmarkExtractWild5MB is BenchmarkExtract50MB at a tenth of the size,
// for quick comparisons (-count 5, take the best).
func BenchmarkExtractWild5MB(b *testing.B) {
	text := wildText(b, 5<<20)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		Extract(text, nil)
	}
}

// BenchmarkExtract10KB: a final message of 10 KB of real assistant text.
func BenchmarkExtract10KB(b *testing.B) {
	text := wildText(b, 10<<10)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Extract(text, nil)
	}
}

// BenchmarkExtractLongLine: one line of many sentences or list parts, the
// shapes whose readers once read the line from its start for each path,
// name or code span (lineOpens, kindList, lastHeading, the code span after
// "installed", a signature's noun). Each sub-benchmark is 200 KB; compare
// ns/op with -bench at 400 KB (LONGLINE=2) to see it stays linear.
func BenchmarkExtractLongLine(b *testing.B) {
	shapes := []struct{ name, head, unit, tail string }{
		{"paths", "", "A b `x.go`: c. ", ""},
		{"kind-list", "- Added helper functions (", "helper functions (", ""},
		{"headings", "", "- Added helper functions (`getEnv`)\n", ""},
		{"installed", "We installed ", "`x` then ", "done."},
		{"signatures", "Added ", "`a: b` ", ""},
		{"path-groups", "", "x (`a.go`) ", ""},
		{"typed-list", "- Added types: ", "`a`, types: ", ""},
	}
	size := 200 << 10
	if os.Getenv("LONGLINE") == "2" {
		size *= 2
	}
	for _, sh := range shapes {
		text := sh.head + strings.Repeat(sh.unit, size/len(sh.unit)) + sh.tail
		b.Run(sh.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				Extract(text, nil)
			}
		})
	}
}
