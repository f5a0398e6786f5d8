//go:build unix

package tripwire

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time (user + system) this process used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU adds cpu-ns/op: the CPU time an operation costs, which a
// machine busy with other processes does not inflate as it does ns/op
// (time waiting for a core).
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}

// benchProject is a project of n plain files with 20 protected ones.
func benchProject(b *testing.B, n int) *project {
	b.Helper()
	p := newProject(b) // 9 protected paths (seed minus node_modules, main.go; plus app/.npmrc)
	for i := 0; len(protectedPaths(p)) < 20; i++ {
		p.write(fmt.Sprintf("certs/%d/server%d.key", i%3, i), "KEY\n")
	}
	for i := 0; i < n; i++ {
		p.write(fmt.Sprintf("src/pkg%d/file%d.go", i%50, i), "package x\n")
	}
	return p
}

func protectedPaths(p *project) []watch {
	s, _ := open(p.o)
	files, _, _ := s.watchList()
	return files
}

// BenchmarkCheck is the cost PostToolUse pays on every tool call when
// nothing changed: 20 protected paths.
func BenchmarkCheck(b *testing.B) {
	p := benchProject(b, 100)
	p.snapshot()
	if n := len(protectedPaths(p)); n != 20 {
		b.Fatalf("%d protected paths, want 20", n)
	}
	b.ReportAllocs()
	start := cpuTime()
	for b.Loop() {
		cs, err := Check(p.o)
		if err != nil || len(cs) != 0 {
			b.Fatal(cs, err)
		}
	}
	reportCPU(b, start)
}

// BenchmarkRestore overwrites .env and has Check put it back.
func BenchmarkRestore(b *testing.B) {
	p := benchProject(b, 100)
	p.snapshot()
	name := p.path(".env")
	start := cpuTime()
	defer func() { reportCPU(b, start) }()
	for b.Loop() {
		if err := os.WriteFile(name, []byte("stolen\n"), 0o644); err != nil {
			b.Fatal(err)
		}
		cs, err := Check(p.o)
		if err != nil || len(cs) != 1 || !cs[0].Restored {
			b.Fatal(cs, err)
		}
	}
}

// BenchmarkSnapshot takes the snapshot of a project of 2,000 files: again
// (each prompt; hashes and copies reused) and first (nothing to reuse).
func BenchmarkSnapshot(b *testing.B) {
	p := benchProject(b, 2000)
	b.Run("again", func(b *testing.B) {
		p.snapshot()
		start := cpuTime()
		for b.Loop() {
			p.snapshot()
		}
		reportCPU(b, start)
	})
	b.Run("first", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			os.RemoveAll(filepath.Join(p.o.StateDir, "tripwire"))
			b.StartTimer()
			p.snapshot()
		}
	})
}

// BenchmarkManifest is the decoding of a 20-path manifest, the part of
// Check that is not system calls.
func BenchmarkManifest(b *testing.B) {
	p := benchProject(b, 0)
	p.snapshot()
	name := filepath.Join(Dir(p.o.StateDir, p.root), "manifest")
	data, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(data)), "bytes")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decodeManifest(name, data); err != nil {
			b.Fatal(err)
		}
	}
}
