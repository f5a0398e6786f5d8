package veto

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"
)

// vetter holds what one Veto call shares between the check of the edited
// state and that of the current one: parsed Go files and export data.
type vetter struct {
	timeout time.Duration
	fset    *token.FileSet

	mu     sync.Mutex
	parsed map[string]*parsedFile // by path and content hash
	// exports maps an import path to its export data file; "" when go
	// list could not produce one.
	exports map[string]string
}

type parsedFile struct {
	f    *ast.File
	errs scanner.ErrorList
}

func newVetter(opts *Options) *vetter {
	return &vetter{timeout: opts.timeout(), fset: token.NewFileSet(), parsed: map[string]*parsedFile{}, exports: map[string]string{}}
}

// goFile is one file of a package in the state being checked.
type goFile struct {
	path string
	src  []byte
	p    *parsedFile
}

// checkGo checks the Go package in dir with the changes applied (or, with
// old, as it is now). It returns the syntax errors of its files or, when
// every file parses, the type errors of the package the changed files
// belong to. Import errors are left to the build: an import vouch cannot
// resolve is not the edit's fault.
func (v *vetter) checkGo(ctx context.Context, dir string, chs []*change, old bool) ([]diag, error) {
	overlay := map[string]*change{}
	for _, ch := range chs {
		overlay[ch.abs] = ch
	}
	content := func(path string) ([]byte, bool, error) {
		if ch, ok := overlay[path]; ok {
			if old {
				return ch.old, ch.oldOK, nil
			}
			return ch.new, !ch.deleted, nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, false, err
		}
		return b, true, nil
	}

	ents, err := os.ReadDir(dir)
	if err != nil && len(chs) == 0 {
		return nil, errSkip
	}
	names := map[string]bool{}
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
			names[e.Name()] = true
		}
	}
	for _, ch := range chs {
		names[filepath.Base(ch.abs)] = true
	}

	bctx := build.Default
	bctx.OpenFile = func(path string) (io.ReadCloser, error) {
		b, ok, err := content(path)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, os.ErrNotExist
		}
		return io.NopCloser(bytes.NewReader(b)), nil
	}
	var files []goFile
	for name := range names {
		path := filepath.Join(dir, name)
		src, ok, err := content(path)
		if err != nil || !ok {
			continue
		}
		if match, err := bctx.MatchFile(dir, name); err != nil || !match {
			continue
		}
		files = append(files, goFile{path: path, src: src})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].path < files[j].path })
	v.parse(files)

	var ds []diag
	for _, f := range files {
		for _, e := range f.p.errs {
			ds = append(ds, diag{file: f.path, line: e.Pos.Line, msg: e.Msg})
		}
	}
	if len(ds) > 0 {
		return ds, nil
	}

	// The package of the first changed file that exists in this state.
	var focus *goFile
	for _, ch := range chs {
		for i := range files {
			if files[i].path == ch.abs {
				focus = &files[i]
				break
			}
		}
		if focus != nil {
			break
		}
	}
	if focus == nil {
		// Every changed file is gone (or excluded by build constraints):
		// check the package that remains.
		for i := range files {
			if !strings.HasSuffix(files[i].path, "_test.go") {
				focus = &files[i]
				break
			}
		}
		if focus == nil {
			return nil, nil
		}
	}
	pkg := focus.p.f.Name.Name
	test := strings.HasSuffix(focus.path, "_test.go")
	// An edit inside function bodies only cannot change what the other
	// files' bodies mean: those are left out of the type check (their
	// declarations stay), and so are their errors.
	bodies := v.bodiesOnly(chs)
	changed := map[string]bool{}
	for _, ch := range chs {
		changed[ch.abs] = true
	}
	stripped := map[string]bool{}
	var astFiles []*ast.File
	imports := map[string]bool{}
	for _, f := range files {
		if f.p.f.Name.Name != pkg || (!test && strings.HasSuffix(f.path, "_test.go")) {
			continue
		}
		if bodies && !changed[f.path] {
			astFiles = append(astFiles, stripBodies(f.p.f))
			stripped[f.path] = true
		} else {
			astFiles = append(astFiles, f.p.f)
		}
		for _, im := range f.p.f.Imports {
			if p := strings.Trim(im.Path.Value, "`\""); p != "C" && p != "unsafe" {
				imports[p] = true
			}
		}
	}
	if err := v.goListExport(ctx, dir, imports); err != nil {
		return nil, err
	}
	conf := types.Config{
		Importer:    importer.ForCompiler(v.fset, "gc", v.lookup),
		FakeImportC: true,
		Sizes:       types.SizesFor("gc", build.Default.GOARCH),
		Error: func(err error) {
			te, ok := err.(types.Error)
			if !ok || strings.HasPrefix(te.Msg, "could not import ") {
				return
			}
			pos := v.fset.Position(te.Pos)
			if stripped[pos.Filename] {
				return
			}
			ds = append(ds, diag{file: pos.Filename, line: pos.Line, msg: te.Msg})
		},
	}
	_, _ = conf.Check("vouch.veto/"+pkg, v.fset, astFiles, nil)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return ds, nil
}

// bodiesOnly reports whether every change edits existing Go files inside
// function bodies only: the files' text outside function bodies is the
// same before and after.
func (v *vetter) bodiesOnly(chs []*change) bool {
	for _, ch := range chs {
		if !ch.oldOK || ch.deleted {
			return false
		}
		a, ok1 := skeleton(ch.abs, ch.old)
		b, ok2 := skeleton(ch.abs, ch.new)
		if !ok1 || !ok2 || a != b {
			return false
		}
	}
	return true
}

// skeleton is a file's source with function bodies cut out.
func skeleton(name string, src []byte) (string, bool) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution|parser.ParseComments)
	if err != nil {
		return "", false
	}
	tf := fset.File(f.Pos())
	var b strings.Builder
	last := 0
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			b.Write(src[last:tf.Offset(fd.Body.Lbrace)])
			last = tf.Offset(fd.Body.Rbrace) + 1
		}
	}
	b.Write(src[last:])
	return b.String(), true
}

// stripBodies returns a shallow copy of f whose functions have no bodies.
func stripBodies(f *ast.File) *ast.File {
	c := *f
	c.Decls = make([]ast.Decl, len(f.Decls))
	for i, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			fc := *fd
			fc.Body = nil
			d = &fc
		}
		c.Decls[i] = d
	}
	return &c
}

// parse parses the files not parsed yet, on all CPUs.
func (v *vetter) parse(files []goFile) {
	var todo []int
	keys := make([]string, len(files))
	v.mu.Lock()
	for i := range files {
		h := fnv.New64a()
		h.Write(files[i].src)
		keys[i] = fmt.Sprintf("%s\x00%x", files[i].path, h.Sum64())
		if p, ok := v.parsed[keys[i]]; ok {
			files[i].p = p
		} else {
			todo = append(todo, i)
		}
	}
	v.mu.Unlock()
	var wg sync.WaitGroup
	work := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0) && w < len(todo); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				f, err := parser.ParseFile(v.fset, files[i].path, files[i].src, parser.SkipObjectResolution|parser.AllErrors)
				p := &parsedFile{f: f}
				if el, ok := err.(scanner.ErrorList); ok {
					el.RemoveMultiples()
					p.errs = el
				} else if err != nil {
					p.errs = scanner.ErrorList{{Pos: token.Position{Filename: files[i].path}, Msg: err.Error()}}
				}
				files[i].p = p
			}
		}()
	}
	for _, i := range todo {
		work <- i
	}
	close(work)
	wg.Wait()
	v.mu.Lock()
	for _, i := range todo {
		v.parsed[keys[i]] = files[i].p
	}
	v.mu.Unlock()
}

// goListExport finds the export data of the imports it has not looked
// up yet. Standard-library packages come from a small cache file (their
// export data depends only on the toolchain and the environment, and
// `go list` costs a few hundred ms); the others — the module's own
// packages, which the agent may have just changed, and dependencies — are
// asked of `go list -export` in dir every time. Packages it cannot build
// are left without export data: their import fails, and go/types keeps
// quiet about what they would have declared.
func (v *vetter) goListExport(ctx context.Context, dir string, imports map[string]bool) error {
	if len(imports) == 0 {
		return nil
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		return errSkip
	}
	modPath, goLines := goMod(dir)
	cache := stdCache(gobin, goLines)
	std := map[string]string{}
	if cache != "" {
		if b, err := os.ReadFile(cache); err == nil {
			for _, l := range strings.Split(string(b), "\n") {
				if p, f, ok := strings.Cut(l, "\t"); ok {
					std[p] = f
				}
			}
		}
	}
	var args []string
	newStd := false
	for p := range imports {
		if _, ok := v.exports[p]; ok {
			continue
		}
		if isStd(p, modPath) {
			if f := std[p]; f != "" {
				if _, err := os.Stat(f); err == nil {
					v.exports[p] = f
					continue
				}
			}
			newStd = true
		}
		args = append(args, p)
	}
	if len(args) == 0 {
		return nil
	}
	sort.Strings(args)
	cmd := exec.CommandContext(ctx, gobin, append([]string{"list", "-e", "-export", "-f", "{{.ImportPath}}\t{{.Export}}"}, args...)...)
	cmd.Dir = dir
	// The hook must not reach the network: a module not in the cache is
	// a missing import, not a reason to download.
	cmd.Env = append(os.Environ(), "GOPROXY=off")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 100 * time.Millisecond
	out, err := cmd.Output()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		return fmt.Errorf("go list -export in %s: %w", dir, err)
	}
	for _, p := range args {
		v.exports[p] = ""
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if path, file, ok := strings.Cut(sc.Text(), "\t"); ok {
			v.exports[path] = file
			if file != "" && isStd(path, modPath) {
				std[path] = file
			}
		}
	}
	if newStd && cache != "" {
		var b strings.Builder
		for p, f := range std {
			fmt.Fprintf(&b, "%s\t%s\n", p, f)
		}
		writeAtomic(cache, []byte(b.String()))
	}
	return nil
}

// isStd reports whether an import path is the standard library's: no dot
// in its first element, and not under the main module's path.
func isStd(p, modPath string) bool {
	first, _, _ := strings.Cut(p, "/")
	if strings.Contains(first, ".") {
		return false
	}
	return modPath == "" || (p != modPath && !strings.HasPrefix(p, modPath+"/"))
}

// goMod returns the module path of the go.mod above dir, and its go and
// toolchain lines (they choose the toolchain).
func goMod(dir string) (modPath, goLines string) {
	for d := dir; ; {
		if b, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil {
			for _, l := range strings.Split(string(b), "\n") {
				f := strings.Fields(l)
				if len(f) >= 2 {
					switch f[0] {
					case "module":
						modPath = strings.Trim(f[1], `"`)
					case "go", "toolchain":
						goLines += l + "\n"
					}
				}
			}
			return modPath, goLines
		}
		parent := filepath.Dir(d)
		if parent == d {
			return "", ""
		}
		d = parent
	}
}

// stdCache is the file caching the standard library's export data paths
// for this toolchain and environment; "" when there is no cache dir.
func stdCache(gobin, goLines string) string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	h := fnv.New64a()
	real, _ := filepath.EvalSymlinks(gobin)
	version, _ := os.ReadFile(filepath.Join(filepath.Dir(filepath.Dir(real)), "VERSION"))
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", real, version, goLines)
	for _, k := range []string{"GOROOT", "GOOS", "GOARCH", "GOFLAGS", "CGO_ENABLED", "GOEXPERIMENT", "GOCACHE", "GOTOOLCHAIN", "GOAMD64", "GOARM64"} {
		fmt.Fprintf(h, "%s=%s\x00", k, os.Getenv(k))
	}
	return filepath.Join(dir, "vouch", fmt.Sprintf("go-std-export-%x.tsv", h.Sum64()))
}

func writeAtomic(name string, data []byte) {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(name), ".tmp-*")
	if err != nil {
		return
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil && cerr == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
	}
}

func (v *vetter) lookup(path string) (io.ReadCloser, error) {
	f := v.exports[path]
	if f == "" {
		return nil, fmt.Errorf("no export data for %s", path)
	}
	return os.Open(f)
}
