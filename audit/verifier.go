// Package audit judges many agent sessions against declarative verifiers
// (seed 001's format: one instruction, a checklist of binary rules,
// relevant_when at both levels) and aggregates the verdicts into reports.
//
// It sits at the audit box of DESIGN.md's data flow: sessions come from
// the transcript package (any agent), verifiers from tile trees and
// .vouch/verifiers/, judgement from an llm.Provider, and verdicts are
// cached in the store (SQLite) under a content hash, so re-auditing an
// unchanged corpus makes no model call.
//
// The pipeline, per (session, verifier):
//
//  1. relevance prefilter: facts of the session (tool kinds, touched
//     paths, shell commands) against the verifier's relevance (its match
//     extension, else what relevant_when says conservatively); no match,
//     no call, every item not-relevant;
//  2. deterministic items (vouch's check extension) decided from the
//     normalized transcript;
//  3. the remaining items in one judge call over the relevant slice of the
//     transcript, redacted, answered as JSON validated against a schema;
//  4. the verdict cached under sha256(slice, verifier, model, prompt
//     version).
package audit

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/vouchdev/vouch/policy"
)

// Verifier is one verifier file: seed 001's fields plus vouch's optional
// Match extension.
type Verifier struct {
	Instruction  string   `json:"instruction"`
	RelevantWhen string   `json:"relevant_when"`
	Context      string   `json:"context"`
	Sources      []Source `json:"sources,omitempty"`
	Checklist    []Item   `json:"checklist"`
	Match        *Match   `json:"match,omitempty"`

	// Path is the file it was read from; ID is its name without .json,
	// prefixed by its directory when two verifiers share a name.
	Path string `json:"-"`
	ID   string `json:"-"`
	// Hash is the sha256 of the file's bytes: a changed file is re-judged.
	Hash string `json:"-"`
}

// Source says where an instruction came from.
type Source struct {
	Type     string `json:"type"` // file or user
	Filename string `json:"filename,omitempty"`
	Tile     string `json:"tile,omitempty"`
	LineNo   int    `json:"line_no,omitempty"`
}

// Item is one binary check of a checklist.
type Item struct {
	Name         string `json:"name"`
	Rule         string `json:"rule"`
	RelevantWhen string `json:"relevant_when"`
	Check        *Check `json:"check,omitempty"`
}

// Match is vouch's extension to an instruction: the session is relevant
// only if it has a tool call of one of Tools, a touched path matching one
// of Paths, or a shell command matching one of Commands (regexps).
type Match struct {
	Tools    []string `json:"tools,omitempty"`
	Paths    []string `json:"paths,omitempty"`
	Commands []string `json:"commands,omitempty"`

	commands []*regexp.Regexp
}

// Check is vouch's extension to a checklist item: decided from the
// transcript with no model call. Exactly one assertion is set.
type Check struct {
	// WhenCommand / WhenPath: the item is not-relevant unless some shell
	// command matches (regexp) / some edited or written path matches
	// (glob, policy.Match's syntax).
	WhenCommand string `json:"when_command,omitempty"`
	WhenPath    string `json:"when_path,omitempty"`

	CommandMustMatch    string `json:"command_must_match,omitempty"`
	CommandMustNotMatch string `json:"command_must_not_match,omitempty"`
	PathMustTouch       string `json:"path_must_touch,omitempty"`
	PathMustNotTouch    string `json:"path_must_not_touch,omitempty"`
	// GateAfterLastEdit: a shell command matching this regexp ran, and
	// exited 0 where the exit code is known, after the last edit or write
	// (of a path matching Edits, when set).
	GateAfterLastEdit string `json:"gate_after_last_edit,omitempty"`
	Edits             string `json:"edits,omitempty"`

	whenCommand, command, gate *regexp.Regexp
}

// Problem is a verifier file that could not be used, or one part of it.
type Problem struct {
	Path    string `json:"path"`
	Pointer string `json:"pointer"` // JSON pointer into the file; "" for the whole file
	Line    int    `json:"line,omitempty"`
	Msg     string `json:"message"`
}

func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.Path)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
	}
	if p.Pointer != "" {
		b.WriteString(": " + p.Pointer)
	}
	b.WriteString(": " + p.Msg)
	return b.String()
}

//go:embed verifier.schema.json
var schemaJSON []byte

// Schema returns the JSON Schema of a verifier file.
func Schema() []byte { return bytes.Clone(schemaJSON) }

var compiled = sync.OnceValues(func() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaJSON))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("verifier.schema.json", doc); err != nil {
		return nil, err
	}
	return c.Compile("verifier.schema.json")
})

// ErrInvalid is matched by errors.Is on the error Parse returns.
var ErrInvalid = errors.New("invalid verifier")

// Parse reads one verifier file's bytes. It returns every problem found
// (schema violations with their JSON pointers, duplicate item names, bad
// regexps and globs); a verifier with problems is not usable.
func Parse(path string, data []byte) (*Verifier, []Problem) {
	sch, err := compiled()
	if err != nil {
		panic(fmt.Sprintf("audit: verifier schema: %v", err)) // a bug, caught by every test
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, []Problem{syntaxProblem(path, data, err)}
	}
	if err := sch.Validate(doc); err != nil {
		var ve *jsonschema.ValidationError
		if !errors.As(err, &ve) {
			return nil, []Problem{{Path: path, Msg: err.Error()}}
		}
		return nil, schemaProblems(path, ve)
	}
	v := &Verifier{Path: path}
	if err := json.Unmarshal(data, v); err != nil {
		return nil, []Problem{{Path: path, Msg: err.Error()}}
	}
	sum := sha256.Sum256(data)
	v.Hash = hex.EncodeToString(sum[:])
	v.ID = strings.TrimSuffix(filepath.Base(path), ".json")
	if probs := v.compile(); len(probs) > 0 {
		return nil, probs
	}
	return v, nil
}

// compile checks what the schema cannot (unique names, regexps, globs)
// and prepares the regexps.
func (v *Verifier) compile() []Problem {
	var probs []Problem
	bad := func(ptr, format string, args ...any) {
		probs = append(probs, Problem{Path: v.Path, Pointer: ptr, Msg: fmt.Sprintf(format, args...)})
	}
	re := func(ptr, s string) *regexp.Regexp {
		r, err := regexp.Compile(s)
		if err != nil {
			bad(ptr, "expected a Go regular expression: %v", err)
		}
		return r
	}
	glob := func(ptr, s string) {
		if err := policy.ValidGlob(s); err != nil {
			bad(ptr, "expected a glob: %v", err)
		}
	}
	seen := map[string]int{}
	for i := range v.Checklist {
		it := &v.Checklist[i]
		ptr := fmt.Sprintf("/checklist/%d", i)
		if j, dup := seen[it.Name]; dup {
			bad(ptr+"/name", "duplicate name %q (also /checklist/%d/name): names must be unique within the file", it.Name, j)
		}
		seen[it.Name] = i
		c := it.Check
		if c == nil {
			continue
		}
		ptr += "/check"
		if c.WhenCommand != "" {
			c.whenCommand = re(ptr+"/when_command", c.WhenCommand)
		}
		if c.WhenPath != "" {
			glob(ptr+"/when_path", c.WhenPath)
		}
		switch {
		case c.CommandMustMatch != "":
			c.command = re(ptr+"/command_must_match", c.CommandMustMatch)
		case c.CommandMustNotMatch != "":
			c.command = re(ptr+"/command_must_not_match", c.CommandMustNotMatch)
		case c.PathMustTouch != "":
			glob(ptr+"/path_must_touch", c.PathMustTouch)
		case c.PathMustNotTouch != "":
			glob(ptr+"/path_must_not_touch", c.PathMustNotTouch)
		case c.GateAfterLastEdit != "":
			c.gate = re(ptr+"/gate_after_last_edit", c.GateAfterLastEdit)
		}
		if c.Edits != "" {
			glob(ptr+"/edits", c.Edits)
		}
	}
	if m := v.Match; m != nil {
		for i, p := range m.Paths {
			glob(fmt.Sprintf("/match/paths/%d", i), p)
		}
		for i, s := range m.Commands {
			if r := re(fmt.Sprintf("/match/commands/%d", i), s); r != nil {
				m.commands = append(m.commands, r)
			}
		}
	}
	return probs
}

func syntaxProblem(path string, data []byte, err error) Problem {
	p := Problem{Path: path, Msg: "invalid JSON: " + err.Error()}
	var se *json.SyntaxError
	if len(bytes.TrimSpace(data)) == 0 {
		p.Msg = "empty file: expected a JSON object with instruction, relevant_when, context and checklist"
	} else if e := json.Unmarshal(data, new(any)); errors.As(e, &se) {
		p.Line = 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
		p.Msg = "invalid JSON: " + se.Error()
	}
	return p
}

// schemaProblems flattens a validation error to its leaves, one problem
// per instance location, in pointer order.
func schemaProblems(path string, ve *jsonschema.ValidationError) []Problem {
	seen := map[string]bool{}
	var probs []Problem
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		kw := e.ErrorKind.KeywordPath()
		if len(kw) > 0 && kw[len(kw)-1] == "oneOf" && strings.HasSuffix(pointer(e.InstanceLocation), "/check") {
			probs = append(probs, Problem{Path: path, Pointer: pointer(e.InstanceLocation),
				Msg: "expected exactly one of command_must_match, command_must_not_match, path_must_touch, path_must_not_touch, gate_after_last_edit"})
			return
		}
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		ptr := pointer(e.InstanceLocation)
		msg := readable(e, e.ErrorKind.LocalizedString(printer))
		if seen[ptr+msg] {
			return
		}
		seen[ptr+msg] = true
		probs = append(probs, Problem{Path: path, Pointer: ptr, Msg: msg})
	}
	walk(ve)
	sort.SliceStable(probs, func(i, j int) bool { return probs[i].Pointer < probs[j].Pointer })
	return probs
}

var printer = message.NewPrinter(language.English)

// readable says what was expected in the words of the seed's tables.
func readable(e *jsonschema.ValidationError, msg string) string {
	ptr := pointer(e.InstanceLocation)
	switch {
	case strings.HasSuffix(ptr, "/name") && strings.Contains(msg, "pattern"):
		return msg + " (expected 1-4 kebab-case words, e.g. \"no-inline-styles\")"
	case ptr == "/checklist" && strings.Contains(msg, "maxItems"):
		return msg + " (a verifier has 1-5 checklist items: split the instruction)"
	case ptr == "/checklist" && strings.Contains(msg, "minItems"):
		return msg + " (a verifier needs at least one checklist item)"
	}
	return msg
}

func pointer(loc []string) string {
	if len(loc) == 0 {
		return ""
	}
	var b strings.Builder
	for _, s := range loc {
		b.WriteByte('/')
		b.WriteString(strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1"))
	}
	return b.String()
}

// ParseFile reads and parses one verifier file.
func ParseFile(path string) (*Verifier, []Problem) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, []Problem{{Path: path, Msg: err.Error()}}
	}
	return Parse(path, data)
}

// maxVerifierBytes bounds a verifier file: larger is a mistake, not a
// verifier.
const maxVerifierBytes = 1 << 20

// Discover finds verifier files under roots: every *.json directly inside
// a directory named "verifiers" (a tile root's verifiers/, a skill
// folder's, any other, .vouch/verifiers/), and a root that is itself such
// a directory or a single .json file. Invalid files are returned as
// problems and skipped; Discover never fails on one. Directories named
// .git and node_modules are not entered.
func Discover(roots []string) ([]*Verifier, []Problem) {
	var files []string
	var probs []Problem
	seen := map[string]bool{}
	add := func(p string) {
		if abs, err := filepath.Abs(p); err == nil {
			p = abs
		}
		if !seen[p] {
			seen[p] = true
			files = append(files, p)
		}
	}
	for _, root := range roots {
		fi, err := os.Stat(root)
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				probs = append(probs, Problem{Path: root, Msg: err.Error()})
			}
			continue
		}
		if !fi.IsDir() {
			add(root)
			continue
		}
		rootIsVerifiers := filepath.Base(filepath.Clean(root)) == "verifiers"
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				probs = append(probs, Problem{Path: p, Msg: err.Error()})
				return nil
			}
			if d.IsDir() {
				if p != root && (d.Name() == ".git" || d.Name() == "node_modules") {
					return filepath.SkipDir
				}
				return nil
			}
			dir := filepath.Dir(p)
			if strings.HasSuffix(d.Name(), ".json") && (filepath.Base(dir) == "verifiers" || (rootIsVerifiers && dir == filepath.Clean(root))) {
				add(p)
			}
			return nil
		})
	}
	sort.Strings(files)
	var vs []*Verifier
	for _, f := range files {
		fi, err := os.Stat(f)
		if err == nil && fi.Size() > maxVerifierBytes {
			probs = append(probs, Problem{Path: f, Msg: fmt.Sprintf("%d bytes: expected a verifier file under %d bytes", fi.Size(), maxVerifierBytes)})
			continue
		}
		v, ps := ParseFile(f)
		if len(ps) > 0 {
			probs = append(probs, ps...)
			continue
		}
		vs = append(vs, v)
	}
	uniqueIDs(vs)
	return vs, probs
}

// uniqueIDs prefixes a verifier's ID with its parent directories until no
// two verifiers share one.
func uniqueIDs(vs []*Verifier) {
	for depth := 1; depth < 8; depth++ {
		count := map[string]int{}
		for _, v := range vs {
			count[v.ID]++
		}
		clash := false
		for _, v := range vs {
			if count[v.ID] > 1 {
				clash = true
				v.ID = idAt(v.Path, depth)
			}
		}
		if !clash {
			return
		}
	}
	for i, v := range vs {
		v.ID += "#" + strconv.Itoa(i)
	}
}

func idAt(path string, depth int) string {
	parts := strings.Split(filepath.ToSlash(strings.TrimSuffix(path, ".json")), "/")
	// skip the "verifiers" directory itself in the name
	var keep []string
	for i := len(parts) - 1; i >= 0 && len(keep) <= depth; i-- {
		if parts[i] == "verifiers" && i != len(parts)-1 {
			continue
		}
		keep = append([]string{parts[i]}, keep...)
	}
	return strings.Join(keep, "/")
}

// DefaultRoots are where verifiers are looked for in a project: its
// .vouch/verifiers/ and the whole project tree (tiles and skills keep
// theirs in verifiers/ directories).
func DefaultRoots(project string) []string {
	return []string{filepath.Join(project, ".vouch", "verifiers"), project}
}
