package veto

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/BurntSushi/toml"
	"gopkg.in/yaml.v3"

	"github.com/vouchdev/vouch/hook"
)

// checker finds the errors of one file's contents (src, as it would be at
// path). errSkip or any other error: the check could not run.
type checker func(ctx context.Context, path string, src []byte) ([]diag, error)

// checkerFor returns the check for a file, nil for files vouch does not
// check. Go is handled per package (checkGo).
func checkerFor(path string) checker {
	switch hook.VetoLanguage(path) {
	case hook.LangPython:
		return checkPython
	case hook.LangJavaScript:
		return checkNode
	case hook.LangTypeScript:
		return checkTypeScript
	case hook.LangJSON:
		return checkJSON
	case hook.LangYAML:
		return checkYAML
	case hook.LangTOML:
		return checkTOML
	}
	return nil
}

// lineOf returns the 1-based line of byte offset off in src.
func lineOf(src []byte, off int64) int {
	if off > int64(len(src)) {
		off = int64(len(src))
	}
	if off < 0 {
		off = 0
	}
	return bytes.Count(src[:off], []byte("\n")) + 1
}

func checkJSON(_ context.Context, path string, src []byte) ([]diag, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	var v any
	err := dec.Decode(&v)
	if err == nil {
		if err = dec.Decode(&v); err == io.EOF {
			return nil, nil
		} else if err == nil {
			return []diag{{file: path, line: lineOf(src, dec.InputOffset()), msg: "more than one JSON value"}}, nil
		}
	}
	d := diag{file: path, msg: err.Error()}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		d.line = lineOf(src, se.Offset)
	} else if err == io.EOF || err == io.ErrUnexpectedEOF {
		d.line, d.msg = lineOf(src, int64(len(src))), "unexpected end of JSON input"
	}
	return []diag{d}, nil
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

func checkYAML(_ context.Context, path string, src []byte) ([]diag, error) {
	dec := yaml.NewDecoder(bytes.NewReader(src))
	for {
		var n yaml.Node
		err := dec.Decode(&n)
		if err == io.EOF {
			return nil, nil
		}
		if err != nil {
			d := diag{file: path, msg: err.Error()}
			if m := yamlLine.FindStringSubmatch(d.msg); m != nil {
				d.line, _ = strconv.Atoi(m[1])
				d.msg = "yaml: " + d.msg[len(m[0]):]
			}
			return []diag{d}, nil
		}
	}
}

func checkTOML(_ context.Context, path string, src []byte) ([]diag, error) {
	var v map[string]any
	_, err := toml.NewDecoder(bytes.NewReader(src)).Decode(&v)
	if err == nil {
		return nil, nil
	}
	d := diag{file: path, msg: err.Error()}
	var pe toml.ParseError
	if errors.As(err, &pe) {
		d.line, d.msg = pe.Position.Line, pe.Message
	}
	return []diag{d}, nil
}

// pythonCheck compiles (not runs) the program on stdin: compile() also
// finds what ast.parse misses, such as 'return' outside a function.
const pythonCheck = `import sys
src = sys.stdin.buffer.read()
try:
    compile(src, sys.argv[1], "exec", dont_inherit=True)
except SyntaxError as e:
    print("%d\t%s" % (e.lineno or 0, e.msg))
except (ValueError, UnicodeDecodeError) as e:
    print("0\t%s" % e)
`

func checkPython(ctx context.Context, path string, src []byte) ([]diag, error) {
	py := findPython(filepath.Dir(path))
	if py == "" {
		return nil, errSkip
	}
	// -I: ignore the environment and user site; -S: skip site (faster
	// start); -B: write no .pyc.
	out, _, err := runTool(ctx, src, py, "-I", "-S", "-B", "-c", pythonCheck, path)
	if err != nil {
		return nil, err
	}
	var ds []diag
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if l == "" {
			continue
		}
		n, msg, _ := strings.Cut(l, "\t")
		line, _ := strconv.Atoi(n)
		ds = append(ds, diag{file: path, line: line, msg: msg})
	}
	return ds, nil
}

// findPython returns the python3 to run for files in dir. A pyenv shim is
// a shell script that runs pyenv, which costs seconds on a busy machine:
// the interpreter it would pick (PYENV_VERSION, .python-version up from
// dir, the global version file) is run directly instead.
func findPython(dir string) string {
	py, err := exec.LookPath("python3")
	if err != nil {
		return ""
	}
	shims := filepath.Dir(py)
	if filepath.Base(shims) != "shims" {
		return py
	}
	root := filepath.Dir(shims)
	version := os.Getenv("PYENV_VERSION")
	for d := dir; version == "" && d != ""; {
		if b, err := os.ReadFile(filepath.Join(d, ".python-version")); err == nil {
			version = string(b)
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	if version == "" {
		b, _ := os.ReadFile(filepath.Join(root, "version"))
		version = string(b)
	}
	if f := strings.Fields(strings.ReplaceAll(version, ":", " ")); len(f) > 0 && f[0] != "system" {
		real := filepath.Join(root, "versions", f[0], "bin", "python3")
		if fi, err := os.Stat(real); err == nil && !fi.IsDir() {
			return real
		}
	}
	return py
}

var nodeWhere = regexp.MustCompile(`^(.*):(\d+)$`)

// checkNode runs `node --check` on a copy of src in a temporary directory
// with the same file name (the user's file is not touched).
func checkNode(ctx context.Context, path string, src []byte) ([]diag, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, errSkip
	}
	tmp, cleanup, err := tempCopy(path, src)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	_, stderr, err := runTool(ctx, nil, node, "--check", tmp)
	var exit *exec.ExitError
	if err == nil {
		return nil, nil
	}
	if !errors.As(err, &exit) {
		return nil, err
	}
	// node prints "FILE:LINE", the source line, a caret line, a blank
	// line, then "SyntaxError: message".
	d := diag{file: path}
	for _, l := range strings.Split(string(stderr), "\n") {
		if m := nodeWhere.FindStringSubmatch(l); m != nil && m[1] == tmp && d.line == 0 {
			d.line, _ = strconv.Atoi(m[2])
		}
		if i := strings.Index(l, "Error: "); i > 0 && !strings.ContainsAny(l[:i], " \t") && d.msg == "" {
			d.msg = l
		}
	}
	if d.msg == "" {
		return nil, errSkip // failed for a reason that is not a syntax error
	}
	return []diag{d}, nil
}

// tscError is one line of tsc's --pretty false output.
var tscError = regexp.MustCompile(`^(.*)\((\d+),\d+\): error (TS(\d+)): (.*)$`)

// checkTypeScript runs the project's TypeScript compiler, when there is
// one (node_modules/.bin/tsc up from the file, or tsc on PATH), on a copy
// of src in a temporary directory, and keeps its syntax errors (TS1xxx):
// the copy is checked alone (--noResolve), so type errors would be about
// the missing project, not the edit. TypeScript 7's native compiler is
// run directly when it is installed, without its node launcher.
func checkTypeScript(ctx context.Context, path string, src []byte) ([]diag, error) {
	tsc := findTSC(filepath.Dir(path))
	if tsc == "" {
		return nil, errSkip
	}
	tmp, cleanup, err := tempCopy(path, src)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	stdout, _, err := runTool(ctx, nil, tsc, "--noEmit", "--noResolve", "--skipLibCheck", "--pretty", "false", "--jsx", "preserve", tmp)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		return nil, err
	}
	var ds []diag
	for _, l := range strings.Split(string(stdout), "\n") {
		m := tscError.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil || filepath.Base(m[1]) != filepath.Base(tmp) {
			continue
		}
		if code, _ := strconv.Atoi(m[4]); code < 1000 || code > 1999 {
			continue // a type error: tsc saw the file without its project
		}
		line, _ := strconv.Atoi(m[2])
		ds = append(ds, diag{file: path, line: line, msg: m[3] + ": " + m[5]})
	}
	if err != nil && len(ds) == 0 && !strings.Contains(string(stdout), "error TS") {
		return nil, errSkip // failed for a reason that is no diagnostic
	}
	return ds, nil
}

// findTSC returns the tsc for files in dir: node_modules/.bin/tsc in dir or
// a parent (TypeScript 7's native binary next to it when present), else
// tsc on PATH, else "".
func findTSC(dir string) string {
	for d := dir; ; {
		nm := filepath.Join(d, "node_modules")
		if _, err := os.Stat(filepath.Join(nm, ".bin", "tsc")); err == nil {
			native := filepath.Join(nm, "@typescript", "typescript-"+runtime.GOOS+"-"+nodeArch(), "lib", "tsc")
			if fi, err := os.Stat(native); err == nil && !fi.IsDir() {
				return native
			}
			return filepath.Join(nm, ".bin", "tsc")
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	p, _ := exec.LookPath("tsc")
	return p
}

// nodeArch is GOARCH as Node names it (process.arch).
func nodeArch() string {
	switch runtime.GOARCH {
	case "amd64":
		return "x64"
	case "386":
		return "ia32"
	}
	return runtime.GOARCH
}

// tempCopy writes src to a new temporary directory under path's file
// name (tools read the extension), so that a checker never touches the
// user's file; cleanup removes it.
func tempCopy(path string, src []byte) (tmp string, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "vouch-veto-")
	if err != nil {
		return "", nil, err
	}
	tmp = filepath.Join(dir, filepath.Base(path))
	if err := os.WriteFile(tmp, src, 0o600); err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	return tmp, func() { os.RemoveAll(dir) }, nil
}

// runTool runs a checker process with stdin, in its own process group,
// killed with the group when ctx ends.
func runTool(ctx context.Context, stdin []byte, name string, args ...string) (stdout, stderr []byte, err error) {
	cmd := exec.CommandContext(ctx, name, args...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 100 * time.Millisecond
	err = cmd.Run()
	if ctx.Err() != nil {
		return nil, nil, ctx.Err()
	}
	return o.Bytes(), e.Bytes(), err
}
