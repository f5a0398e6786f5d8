package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
)

// request is one tool call, parsed and checked, as the parent hands it to
// the sandboxed child (JSON on its stdin) or runs it in process.
type request struct {
	Op string `json:"op"`

	Path       string `json:"path,omitempty"`
	StartLine  int    `json:"start_line,omitempty"`
	EndLine    int    `json:"end_line,omitempty"`
	Depth      int    `json:"depth,omitempty"`
	Pattern    string `json:"pattern,omitempty"`
	IgnoreCase bool   `json:"ignore_case,omitempty"`
	MaxMatches int    `json:"max_matches,omitempty"`
	Name       string `json:"name,omitempty"`

	// Set by the Box.
	Workspace string    `json:"workspace"`
	Scratch   string    `json:"scratch"`
	Cache     string    `json:"cache,omitempty"`
	Max       int       `json:"max"`
	Base      string    `json:"base,omitempty"`
	GitDirs   []string  `json:"git_dirs,omitempty"`
	Gate      *GateSpec `json:"gate,omitempty"`
	// Env is run_gate's environment, computed by the parent.
	Env []string `json:"env,omitempty"`
	// Bwrap: the child runs under bubblewrap, which did the isolating.
	Bwrap bool `json:"bwrap,omitempty"`

	// redacted counts the secrets the tool redacted (serve sets it).
	redacted *int
}

// result is what a tool returns.
type result struct {
	Content string `json:"content"`
	IsError bool   `json:"is_error,omitempty"`
	// Redacted is how many secrets were redacted from Content.
	Redacted int `json:"redacted,omitempty"`
}

// Bounds on the model's inputs.
const (
	maxPathLen    = 4096
	maxPatternLen = 1000
	maxGlobLen    = 300
	maxGlobStars  = 4
	defaultDepth  = 2
	maxDepth      = 6
	defaultGrep   = 100
	maxGrep       = 1000
)

// parseCall parses a tool call's JSON input, as a model wrote it: unknown
// fields are ignored, numbers may come as strings ("12"), and a missing
// or mistyped required field is an error naming it.
func parseCall(name string, input json.RawMessage) (request, error) {
	req := request{Op: name}
	in := bytes.TrimSpace(input)
	if len(in) == 0 || bytes.Equal(in, []byte("null")) {
		in = []byte("{}")
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(in, &raw); err != nil {
		return req, fmt.Errorf("%s: input is not a JSON object: %v", name, err)
	}
	str := func(key string, required bool) (string, error) {
		v, ok := raw[key]
		if !ok || string(v) == "null" {
			if required {
				return "", fmt.Errorf("%s: input: %q is required", name, key)
			}
			return "", nil
		}
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			return "", fmt.Errorf("%s: input: %q must be a string, got %s", name, key, clip(string(v)))
		}
		if strings.IndexByte(s, 0) >= 0 {
			return "", fmt.Errorf("%s: input: %q holds a NUL byte", name, key)
		}
		return s, nil
	}
	num := func(key string, lo, hi int) (int, error) {
		v, ok := raw[key]
		if !ok || string(v) == "null" {
			return 0, nil
		}
		var n json.Number
		if err := json.Unmarshal(v, &n); err != nil {
			var s string
			if json.Unmarshal(v, &s) != nil {
				return 0, fmt.Errorf("%s: input: %q must be a number, got %s", name, key, clip(string(v)))
			}
			n = json.Number(strings.TrimSpace(s))
		}
		i, err := n.Int64()
		if err != nil || i < int64(lo) || i > int64(hi) {
			return 0, fmt.Errorf("%s: input: %q must be a whole number from %d to %d, got %s", name, key, lo, hi, clip(string(v)))
		}
		return int(i), nil
	}
	var err error
	switch name {
	case ReadFile:
		if req.Path, err = str("path", true); err != nil {
			return req, err
		}
		if req.StartLine, err = num("start_line", 1, 1<<30); err != nil {
			return req, err
		}
		if req.EndLine, err = num("end_line", 1, 1<<30); err != nil {
			return req, err
		}
		if req.StartLine > 0 && req.EndLine > 0 && req.EndLine < req.StartLine {
			return req, fmt.Errorf("%s: input: end_line %d is before start_line %d", name, req.EndLine, req.StartLine)
		}
	case List:
		if req.Path, err = str("path", false); err != nil {
			return req, err
		}
		if req.Depth, err = num("depth", 1, maxDepth); err != nil {
			return req, err
		}
		if req.Depth == 0 {
			req.Depth = defaultDepth
		}
	case Grep:
		if req.Pattern, err = str("pattern", true); err != nil {
			return req, err
		}
		if req.Path, err = str("path", false); err != nil {
			return req, err
		}
		if req.MaxMatches, err = num("max_matches", 1, maxGrep); err != nil {
			return req, err
		}
		if req.MaxMatches == 0 {
			req.MaxMatches = defaultGrep
		}
		if v, ok := raw["ignore_case"]; ok && string(v) != "null" {
			if err := json.Unmarshal(v, &req.IgnoreCase); err != nil {
				return req, fmt.Errorf("%s: input: \"ignore_case\" must be true or false, got %s", name, clip(string(v)))
			}
		}
		if req.Pattern == "" {
			return req, fmt.Errorf("%s: input: \"pattern\" is empty", name)
		}
		if len(req.Pattern) > maxPatternLen {
			return req, fmt.Errorf("%s: input: \"pattern\" is longer than %d bytes", name, maxPatternLen)
		}
		if _, err := compilePattern(req.Pattern, req.IgnoreCase); err != nil {
			return req, fmt.Errorf("%s: input: \"pattern\" is not a valid RE2 regular expression: %v", name, err)
		}
		if len(req.Path) > maxGlobLen || strings.Count(req.Path, "**") > maxGlobStars {
			return req, fmt.Errorf("%s: input: \"path\" glob is too long or has more than %d ** segments", name, maxGlobStars)
		}
	case GitDiff:
		if req.Path, err = str("path", false); err != nil {
			return req, err
		}
	case RunGate:
		if req.Name, err = str("name", true); err != nil {
			return req, err
		}
	default:
		return req, fmt.Errorf("unknown tool %q: the tools are %s, %s, %s, %s and %s", clip(name), ReadFile, List, Grep, GitDiff, RunGate)
	}
	if len(req.Path) > maxPathLen {
		return req, fmt.Errorf("%s: input: \"path\" is longer than %d bytes", name, maxPathLen)
	}
	return req, nil
}

func compilePattern(p string, ignoreCase bool) (*regexp.Regexp, error) {
	if ignoreCase {
		p = "(?i)" + p
	}
	return regexp.Compile(p)
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}
