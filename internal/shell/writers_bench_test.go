//go:build unix

package shell

import (
	"strings"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time (user + system) this process used so far: a
// machine busy with other processes inflates ns/op (time waiting for a
// core), not this.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchCtx discards what it is told.
func benchCtx(files map[string]string) *writeCtx {
	return &writeCtx{
		add:     func(string, string, ...string) {},
		unknown: func(string) {},
		read: func(p string) ([]byte, bool) {
			s, ok := files[p]
			return []byte(s), ok
		},
	}
}

// BenchmarkWriterTable reads a mix of ordinary and writing commands
// through the writer table (parsed words in, targets out).
func BenchmarkWriterTable(b *testing.B) {
	lines := []string{
		"cp -a src/ dst", "sed -i.bak -e s/a/b/ x.go", "tar xzf a.tgz -C out", "git checkout -- a.go",
		"curl -sSLo .env https://x/y", "git config core.hooksPath /tmp/h", "gzip -k x", "awk -i inplace '{print}' f",
		"sqlite3 app.db .tables", "go test ./...", "git status", "prettier --write src",
	}
	words := make([][]string, len(lines))
	for i, l := range lines {
		words[i] = strings.Fields(l)
	}
	c := benchCtx(nil)
	b.ReportAllocs()
	start := cpuTime()
	for b.Loop() {
		for _, w := range words {
			tableWrites(w, c)
		}
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}

// BenchmarkInterpreterScript reads a 256 KiB Python script and a 256 KiB
// JavaScript file (the size of a large hand-written script; the bound is
// 1 MiB) for the files they write.
func BenchmarkInterpreterScript(b *testing.B) {
	py := strings.Repeat("import os, sys\nOUT = 'dist'\ndef render(name):\n    with open(os.path.join(OUT, name + '.html'), 'w') as f:\n        f.write(template.format(name=name))  # a comment\nprint(open('README.md').read())\n", 1)
	js := "const fs = require('fs');\nconst path = require('path');\nfunction build(f) {\n  fs.writeFileSync(path.join(__dirname, 'dist', f), render(f));\n  console.log(`built ${f}`);\n}\n"
	for _, tc := range []struct {
		name, prog, file, body string
	}{
		{"python", "python3", "gen.py", strings.Repeat(py, 256<<10/len(py))},
		{"node", "node", "build.js", strings.Repeat(js, 256<<10/len(js))},
	} {
		b.Run(tc.name, func(b *testing.B) {
			c := benchCtx(map[string]string{tc.file: tc.body})
			w := []string{tc.prog, tc.file}
			b.SetBytes(int64(len(tc.body)))
			b.ReportAllocs()
			start := cpuTime()
			for b.Loop() {
				tableWrites(w, c)
			}
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
		})
	}
}
