package verify

// Looking things up in the workspace: definitions of symbols, mentions of
// names, the file a shortened path names.

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// resolveShortPath finds the file a relative path the agent wrote names
// when it does not exist as written: a file the session edited whose path
// ends with it, else the only file in the workspace that does; "" if none
// or several.
func (v *verifier) resolveShortPath(p string) string {
	p = strings.TrimPrefix(filepath.ToSlash(p), "./")
	if p == "" || filepath.IsAbs(p) || strings.HasPrefix(p, "../") {
		return ""
	}
	for _, e := range v.ev.TurnEdits() {
		if strings.HasSuffix(e.Path, "/"+p) {
			return e.Path
		}
	}
	var found []string
	for _, rel := range v.workspaceFiles() {
		if strings.HasSuffix(rel, "/"+p) {
			found = append(found, rel)
		}
	}
	if len(found) == 1 {
		return found[0]
	}
	return ""
}

// maxWorkspaceFiles bounds the files listed (and so read) per verification.
const maxWorkspaceFiles = 20000

// workspaceFiles lists the workspace's files (slash-separated, relative;
// vendored and generated folders left out, at most maxWorkspaceFiles),
// walked once per verification; filesCut reports that the list stopped at
// the bound.
func (v *verifier) workspaceFiles() []string {
	v.filesOnce.Do(func() {
		_ = filepath.WalkDir(v.ws, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				switch d.Name() {
				case ".git", "node_modules", "vendor", ".venv", "venv", "__pycache__", "target", "dist", "build":
					return filepath.SkipDir
				}
				return nil
			}
			if len(v.files) == maxWorkspaceFiles {
				v.filesCut = true
				return filepath.SkipAll
			}
			if rel, err := filepath.Rel(v.ws, q); err == nil {
				v.files = append(v.files, filepath.ToSlash(rel))
			}
			return nil
		})
	})
	return v.files
}

// findDefinition returns "file:line" of a definition of name (a function,
// method, type, class or const/var) in the workspace's source files.
func (v *verifier) findDefinition(name string) string {
	def := defRE(name)
	if def == nil {
		return ""
	}
	return v.searchWorkspace(func(b []byte) int { return defAt(def, b) }, IsSourceFile)
}

// definedIn reports whether source file rel of the workspace defines name.
func (v *verifier) definedIn(name, rel string) bool {
	def := defRE(name)
	if def == nil {
		return false
	}
	b, err := os.ReadFile(filepath.Join(v.ws, filepath.FromSlash(rel)))
	return err == nil && defAt(def, b) >= 0
}

func defAt(def *regexp.Regexp, b []byte) int {
	if loc := def.FindIndex(b); loc != nil {
		if b[loc[0]] == '\n' {
			return loc[0] + 1
		}
		return loc[0]
	}
	return -1
}

// defRE matches a definition of name (nil for no name).
func defRE(name string) *regexp.Regexp {
	if name == "" {
		return nil
	}
	short := name
	if i := strings.LastIndexAny(short, ".:#"); i >= 0 {
		short = short[i+1:]
	}
	short = strings.TrimSuffix(short, "()")
	q := regexp.QuoteMeta(short)
	if reTypeMember.MatchString(name) {
		// "Tank.litres": a member of a type, declared in it (a field, a
		// method), not any variable of that name ("const litres = …")
		return regexp.MustCompile(`(?m)^\s*(?:` +
			`func\s+\([^)]*\)\s*` + q + `\b|def\s+` + q + `\b|(?:pub(?:\([^)]*\))?\s+)?fn\s+` + q + `\b|` +
			`(?:public|private|protected|static|readonly|async|get|set|\s)*` + q + `\s*\([^)]*\)\s*(?::[^{\n]*)?\{|` +
			`(?:readonly\s+|public\s+|private\s+|protected\s+|pub(?:\([^)]*\))?\s+)*` + q + `\??\s*:\s*` + fieldType + `[^=\n]*?[;,]?\s*$|` +
			q + `\s+\*?(?:\[\])?[A-Za-z][\w.\[\]*]*(?:\s+` + "`" + `[^` + "`" + `]*` + "`" + `)?\s*$|` + // a Go struct field
			q + `\s*(?::\s*[^=\n]+)?=\s*[^=>]` + // a Python class attribute, a JS class field
			`)`)
	}
	return regexp.MustCompile(`(?m)^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:` +
		`func\s+(?:\([^)]*\)\s*)?` + q + `\b|type\s+` + q + `\b|(?:const|var|let)\s+` + q + `\b|` +
		`def\s+` + q + `\b|class\s+` + q + `\b|function\*?\s+` + q + `\b|(?:pub(?:\([^)]*\))?\s+)?(?:fn|struct|enum|trait)\s+` + q + `\b|` +
		`interface\s+` + q + `\b|` + q + `\s*[:=]\s*(?:async\s*)?(?:function|\([^)]*\)\s*=>)|(?:public|private|protected|static|\s)*` + q + `\s*\([^)]*\)\s*\{|` +
		// a field of a TypeScript interface, type or class, by its type: "handle: string;"
		`(?:readonly\s+|public\s+|private\s+|protected\s+)*` + q + `\??\s*:\s*(?:string|number|boolean|bigint|unknown|any|Date|[A-Z]\w*|\w+\[\]|Array<|Record<|\()[^=\n]*?[;,]?\s*$)`)
}

// fieldType: the start of a field's type after its name and a colon:
// TypeScript's, Rust's, Python's annotations; not an object literal's
// value ("handle: \"ada\",").
const fieldType = `(?:string|number|boolean|bigint|unknown|any|Date|[A-Z]\w*|\w+\[\]|Array<|Record<|\(|[iuf](?:8|16|32|64|128|size)\b|bool\b|str\b|&|int\b|float\b|list\b|dict\b)`

// reTypeMember: a name qualified by its type, "Tank.litres",
// "Config::timeout", "User#email".
var reTypeMember = regexp.MustCompile(`^[A-Z][\w]*(?:\.|::|#)[A-Za-z_]\w*(?:\(\))?$`)

// literalName reports whether name is one no identifier can spell: a
// command-line option, a command, a scoped package or a quoted field
// name ("--no-copy-to-cwd", "gtplanner-init", "@paretools/docker",
// "Vendor Name"). Code defines such names as strings.
func literalName(name string) bool {
	return strings.ContainsAny(name, "-@/ ")
}

// findLiteral returns "file:line" of name written as a whole string
// literal in a source file or manifest: `"--json"`, `'gtplanner-init'`,
// `"name": "@paretools/docker"`, `field(3; "Vendor Name"; …)`. An option
// may be declared without its dashes (Go's flag package, cobra).
func (v *verifier) findLiteral(name string) string {
	bare := strings.TrimLeft(name, "-")
	if bare == "" {
		return ""
	}
	dashes := ""
	if bare != name {
		dashes = `-{0,2}`
	}
	lit := regexp.MustCompile("[\"'`]" + dashes + regexp.QuoteMeta(bare) + "[\"'`]")
	return v.searchWorkspace(func(b []byte) int {
		if loc := lit.FindIndex(b); loc != nil {
			return loc[0]
		}
		return -1
	}, IsSourceFile)
}

// notDefined decides a claim that name was added when vouch finds no
// definition of it: refuted when the name is nowhere in the workspace,
// unverified when it is somewhere vouch cannot read as a definition.
func (v *verifier) notDefined(name string) (report.Verdict, evidence) {
	if at := v.findMention(name); at != "" {
		return report.VerdictUnverified, evidence{wsEv(fmt.Sprintf("vouch finds no definition of %s, but the name occurs at %s", name, at), at)}
	}
	if v.filesCut {
		return report.VerdictUnverified, evidence{wsEv(fmt.Sprintf("vouch finds no definition of %s in the first %d files of the workspace", name, maxWorkspaceFiles), "")}
	}
	return report.VerdictRefuted, evidence{wsEv(fmt.Sprintf("%s occurs nowhere in the workspace", name), "")}
}

// findMention returns "file:line" of the first whole-word occurrence of
// name's last segment in any text file of the workspace: a name that is
// nowhere at all was certainly not added; one that is somewhere (a YAML
// key, a CSS class, a definition form vouch does not know) may have been.
func (v *verifier) findMention(name string) string {
	return v.mentionIn(name, func(string) bool { return true })
}

// findUse is findMention in source files only: where a name is still used.
func (v *verifier) findUse(name string) string { return v.mentionIn(name, IsSourceFile) }

// findOldUse is findUse for the old name of a rename: a member named
// with its type ("Lap.ms") is used as a member, `.ms`; a parameter or
// variable spelled the same ("formatMs(ms: number)") is another name.
func (v *verifier) findOldUse(name string) string {
	i := strings.LastIndexByte(name, '.')
	if i <= 0 || i == len(name)-1 || name[0] < 'A' || name[0] > 'Z' {
		short := shortName(name)
		if short == "" {
			return ""
		}
		// a use is code: `fmt.Println("Best:", t.Name)` prints a word; and
		// of this name, not another type's method spelled the same
		// (`s.parse::<u32>()` after renaming the free `parse`)
		word := regexp.MustCompile(`(?:^|[^\w$.])` + regexp.QuoteMeta(short) + `(?:[^\w$]|$)`)
		if strings.ContainsAny(name, ".:#") {
			word = regexp.MustCompile(`(?:^|[^\w$])` + regexp.QuoteMeta(short) + `(?:[^\w$]|$)`)
		}
		return v.lineMatchingCode(word, IsSourceFile)
	}
	member := regexp.MustCompile(`\??\.` + regexp.QuoteMeta(strings.TrimSuffix(name[i+1:], "()")) + `(?:[^\w$]|$)`)
	return v.lineMatchingCode(member, IsSourceFile)
}

// lineMatchingCode is lineMatching on the code of each line, its string
// literals blanked.
func (v *verifier) lineMatchingCode(re *regexp.Regexp, keep func(string) bool) string {
	return v.lineWhere(func(line []byte) bool { return re.Match(line) && re.Match(blankStrings(line)) }, keep)
}

// blankStrings returns line with the contents of its string literals
// ("…", '…', `…`) made spaces.
func blankStrings(line []byte) []byte {
	out := []byte(nil)
	var q byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case q == 0 && (c == '"' || c == '\'' || c == '`'):
			if out == nil {
				out = append([]byte(nil), line...)
			}
			q = c
		case q != 0 && c == '\\' && i+1 < len(line):
			out[i], out[i+1] = ' ', ' '
			i++
		case q != 0 && c == q:
			q = 0
		case q != 0:
			out[i] = ' '
		}
	}
	if out == nil {
		return line
	}
	return out
}

// shortName is a name without its qualifier and call parentheses:
// "plan.Best" is "Best", "grams()" "grams".
func shortName(name string) string {
	if i := strings.LastIndexAny(name, ".:#"); i >= 0 {
		name = name[i+1:]
	}
	return strings.TrimSuffix(name, "()")
}

func (v *verifier) mentionIn(name string, keep func(string) bool) string {
	short := shortName(name)
	if short == "" {
		return ""
	}
	word := regexp.MustCompile(`(?:^|[^\w$])` + regexp.QuoteMeta(short) + `(?:[^\w$]|$)`)
	return v.lineMatching(word, keep)
}

// lineMatching returns "file:line" of the first line outside comments
// that re matches, in the workspace files keep accepts.
func (v *verifier) lineMatching(re *regexp.Regexp, keep func(string) bool) string {
	return v.lineWhere(func(line []byte) bool { return re.Match(line) }, keep)
}

// lineWhere returns "file:line" of the first line outside comments that
// match accepts, in the workspace files keep accepts.
func (v *verifier) lineWhere(match func([]byte) bool, keep func(string) bool) string {
	return v.searchWorkspace(func(b []byte) int {
		for off := 0; off < len(b); {
			end := bytes.IndexByte(b[off:], '\n')
			if end < 0 {
				end = len(b) - off
			}
			line := b[off : off+end]
			if !commentLine(line) && match(line) {
				return off
			}
			off += end + 1
		}
		return -1
	}, keep)
}

// commentLine reports whether a line is only a comment ("// Mul will
// multiply…" names Mul without adding it).
func commentLine(line []byte) bool {
	t := bytes.TrimSpace(line)
	for _, p := range []string{"//", "#", "/*", "*", "<!--", "--", ";", "\"\"\"", "'''"} {
		if bytes.HasPrefix(t, []byte(p)) {
			return true
		}
	}
	return false
}

// searchWorkspace returns "file:line" of the first match (an offset) in the
// workspace's files that keep says to read (binary files and files over
// 2 MB left out).
func (v *verifier) searchWorkspace(match func([]byte) int, keep func(string) bool) string {
	for _, rel := range v.workspaceFiles() {
		p := filepath.Join(v.ws, filepath.FromSlash(rel))
		if !keep(p) {
			continue
		}
		if info, err := os.Stat(p); err != nil || info.Size() > 2<<20 {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil || bytes.IndexByte(b[:min(len(b), 8000)], 0) >= 0 {
			continue
		}
		if at := match(b); at >= 0 {
			return fmt.Sprintf("%s:%d", rel, 1+bytes.Count(b[:at], []byte("\n")))
		}
	}
	return ""
}

// brokenIn finds an error a failing gate reports inside a definition of
// name: "implemented Perimeter" is false when Perimeter does not compile.
func (v *verifier) brokenIn(name string) (string, gate.Diagnostic, bool) {
	short := name
	if i := strings.LastIndexAny(short, ".:#"); i >= 0 {
		short = short[i+1:]
	}
	short = strings.TrimSuffix(short, "()")
	files := map[string][]string{}
	for _, g := range v.results {
		if g.Status != gate.StatusFail || g.Kind == gate.KindLint {
			continue // a linter's finding inside it (an unused local) does not unmake it
		}
		for _, d := range g.Diagnostics {
			if d.Severity != "error" || d.File == "" || d.Line <= 0 {
				continue
			}
			p := d.File
			if !filepath.IsAbs(p) {
				p = filepath.Join(v.ws, p)
			}
			lines, ok := files[p]
			if !ok {
				b, err := os.ReadFile(p)
				if err == nil && len(b) < 4<<20 {
					lines = strings.Split(string(b), "\n")
				}
				files[p] = lines
			}
			if enclosingDef(lines, d.Line) == short {
				return g.Name, d, true
			}
		}
	}
	return "", gate.Diagnostic{}, false
}

var reDefLine = regexp.MustCompile(`^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:func\s+(?:\([^)]*\)\s*)?(\w+)|def\s+(\w+)|function\*?\s+(\w+)|(?:pub(?:\([^)]*\))?\s+)?fn\s+(\w+)|class\s+(\w+))`)

// enclosingDef is the name of the function, method or class whose
// definition is the nearest one at or above line (1-based), "" if none.
func enclosingDef(lines []string, line int) string {
	for i := min(line, len(lines)) - 1; i >= 0; i-- {
		if m := reDefLine.FindStringSubmatch(lines[i]); m != nil {
			for _, g := range m[1:] {
				if g != "" {
					return g
				}
			}
		}
	}
	return ""
}
