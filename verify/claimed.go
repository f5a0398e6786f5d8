package verify

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
)

// A check the agent names is a claim about that check: "`gofmt -l .`
// prints nothing" is not confirmed by go vet, "tsc passes" not refuted by
// the lint script beside it. When no gate runs a named check that vouch
// can run without writing the workspace, it runs the check itself, as the
// claim names it (a claimed gate): the session may have run a narrower
// one ("gofmt -l climate/", "cargo clippy --lib") or none.

// claimedTools are the checks vouch runs as claimed: read-only (or
// writing only where the detected gates already do, cargo's target/),
// bounded by the project.
var claimedTools = map[string]bool{"gofmt -l": true, "go vet": true, "cargo clippy": true, "cargo build": true,
	"cargo check": true, "tsc": true, "compileall": true, "py_compile": true}

// claimedGates returns the claimed gates for the final message's build
// and lint claims that name a check no gate in specs runs.
func (v *verifier) claimedGates(specs []gate.Spec) []gate.Spec {
	var out []gate.Spec
	seen := map[string]bool{}
	for i := range v.claims {
		c := &v.claims[i]
		if c.Negated || c.Hedged || c.Command == "" || c.Kind != claims.LintClean && c.Kind != claims.BuildOK && c.Kind != claims.CommandRan && c.Kind != claims.TestsPass {
			continue
		}
		if c.Kind == claims.CommandRan && c.Outcome != claims.Succeeded {
			continue // "`gofmt -l .` lists `a.go`": what a run printed, not that it passed
		}
		words := strings.Fields(c.Command)
		chs := Checks(c.Command, v.scripts)
		if len(chs) == 1 && chs[0].Category == CatTest && chs[0].Dir == "" && (c.Kind == claims.TestsPass || c.Kind == claims.CommandRan) {
			if flag := testVariant(chs[0].Tool, words); flag != "" && !variantRun(flag, specs, out) {
				// "`go test -race ./...` passes", "`cargo test --features
				// imperial` passes": a run the gates do not make (another
				// build of the tests); vouch runs it as the claim names it
				cmd := shellJoin(words)
				dir, ok := v.variantDir(c.Command, chs[0].Tool, specs)
				if ok && !seen[cmd] {
					seen[cmd] = true
					parser, _ := gate.InferParser(cmd)
					name := "claimed-" + strings.ReplaceAll(chs[0].Tool, " ", "-") + "-" + strings.Trim(flag, "-")
					out = append(out, gate.Spec{Name: name, Command: cmd, Dir: dir, Parser: parser, Kind: gate.KindTest, Source: gate.SourceClaim})
				}
			}
			continue
		}
		if c.Kind == claims.TestsPass || len(chs) != 1 || chs[0].Category != CatBuild && chs[0].Category != CatLint || !claimedTools[chs[0].Tool] || chs[0].Dir != "" {
			continue
		}
		ch := chs[0]
		switch ch.Tool {
		case "gofmt -l":
			if contains(words, "-w") {
				continue // gofmt -w rewrites files
			}
		case "tsc":
			if !contains(words, "--noEmit") {
				continue // tsc without --noEmit writes its output
			}
		case "compileall", "py_compile":
			if words[0] != "python" && words[0] != "python3" {
				words = append([]string{"python3", "-m"}, words...) // "`compileall -q lunar`: no errors"
			}
		}
		if ranBy(ch, specs, v.scripts) || ranBy(ch, out, v.scripts) {
			continue
		}
		cmd := shellJoin(words)
		if seen[cmd] {
			continue
		}
		seen[cmd] = true
		kind := gate.KindLint
		if ch.Category == CatBuild {
			kind = gate.KindBuild
		}
		parser, _ := gate.InferParser(cmd)
		base := "claimed-" + strings.ReplaceAll(strings.TrimSuffix(ch.Tool, " -l"), " ", "-")
		name := base
		for n := 2; seen[name]; n++ {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		seen[name] = true
		out = append(out, gate.Spec{Name: name, Command: cmd, Parser: parser, Kind: kind, Source: gate.SourceClaim})
	}
	return out
}

// variantDir is the folder a claimed test variant runs in: where the
// session ran that command ("cd service && go test -tags slow ./..."), else
// the folder of the one detected gate of the same tool (a project in
// service/); ok is false when neither tells.
func (v *verifier) variantDir(claimed, tool string, specs []gate.Spec) (string, bool) {
	for i := len(v.ev.Runs) - 1; i >= 0; i-- {
		r := v.ev.Runs[i]
		if !r.InTurn || !MatchCommand(claimed, r.Call.Tool.Command, v.scripts) {
			continue
		}
		for _, ch := range Checks(r.Call.Tool.Command, v.scripts) {
			if ch = ch.Relative(v.ev.cwd); ch.Tool == tool && !path.IsAbs(ch.Dir) && !strings.HasPrefix(ch.Dir, "..") {
				return ch.Dir, true
			}
		}
	}
	var dirs []string
	for _, s := range specs {
		cmd := s.Command
		if cmd == "" {
			cmd = strings.Join(s.Args, " ")
		}
		if chs := Checks(cmd, v.scripts); s.Kind == gate.KindTest && len(chs) == 1 && chs[0].Tool == tool && !slices.Contains(dirs, s.Dir) {
			dirs = append(dirs, s.Dir)
		}
	}
	if len(dirs) == 1 {
		return dirs[0], true
	}
	return "", false
}

// testVariant returns the flag of a test command that builds or runs the
// tests another way than the detected gates do ("-race", "-tags",
// "--features"), so that only a run with it is evidence for the claim;
// "" when it has none.
func testVariant(tool string, words []string) string {
	for _, w := range words {
		if w == "--" {
			break
		}
		name, _, _ := strings.Cut(w, "=")
		switch tool {
		case "go test":
			switch name {
			case "-race", "-tags", "-msan", "-asan":
				return name
			}
		case "cargo test":
			switch name {
			case "--features", "-F", "--all-features", "--no-default-features":
				if name == "-F" {
					return "--features"
				}
				return name
			}
		}
	}
	return ""
}

// variantRun reports whether a gate of specs or added runs its tests
// with the flag.
func variantRun(flag string, specs ...[]gate.Spec) bool {
	for _, ss := range specs {
		for _, s := range ss {
			if variantIn(flag, s.Command+" "+strings.Join(s.Args, " ")) {
				return true
			}
		}
	}
	return false
}

// variantIn reports whether command cmd has the flag of a test variant.
func variantIn(flag, cmd string) bool {
	for _, w := range strings.Fields(cmd) {
		if name, _, _ := strings.Cut(w, "="); name == flag || flag == "--features" && name == "-F" {
			return true
		}
	}
	return false
}

// ranBy reports whether a gate of specs runs check ch.
func ranBy(ch Check, specs []gate.Spec, scripts map[string]string) bool {
	for _, s := range specs {
		cmd := s.Command
		if cmd == "" {
			cmd = strings.Join(s.Args, " ")
		}
		for _, sc := range Checks(cmd, scripts) {
			if s.Dir != "" && sc.Dir == "" {
				sc.Dir = s.Dir
			}
			if SameCheck(ch, sc) {
				return true
			}
		}
	}
	return false
}

// ownGates narrows the gates of a build or lint claim to those of the
// check it names: its command ("`npm run typecheck`: no errors"), else its
// tool ("tsc passes", "go vet is clean"). With no such gate, all of them
// stay (a claim of a check nobody ran is judged by what did run).
func (v *verifier) ownGates(c *claims.Claim, gates []gate.Result) []gate.Result {
	if len(gates) < 2 {
		return gates
	}
	var out []gate.Result
	if c.Command != "" {
		for _, g := range gates {
			if MatchCommand(c.Command, g.Command, v.scripts) {
				out = append(out, g)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	switch c.Tool {
	case "":
		return gates
	case "typecheck", "tsc", "vue-tsc":
		for _, g := range gates {
			if g.Kind == gate.KindTypecheck {
				out = append(out, g)
			}
		}
	default:
		for _, g := range gates {
			if strings.Contains(g.Name+" "+g.Command, c.Tool) {
				out = append(out, g)
			}
		}
	}
	if len(out) > 0 {
		return out
	}
	return gates
}
