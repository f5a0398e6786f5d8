package policy

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/claims"
)

func TestParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		yaml string
		want string // the whole error text
	}{
		{"unknown top key", "gate:\n  - run: x\n",
			`vouch.yaml:1: unknown key "gate" in the top level; did you mean "gates"?`},
		{"unknown top key far from any", "gates: []\nfrobnicate: 1\n",
			`vouch.yaml:2: unknown key "frobnicate" in the top level; expected one of "gates", "policy", "loop", "nudge", "claims", "baseline", "protect", "llm", "judge"`},
		{"unknown key line 7", "# vouch\n\nloop:\n  max: 2\n\npolicy: {}\ngate: []\n",
			`vouch.yaml:7: unknown key "gate" in the top level; did you mean "gates"?`},
		{"unknown gate key", "gates:\n  - name: unit\n    run: go test ./...\n    tmeout: 5m\n",
			`vouch.yaml:4: unknown key "tmeout" in gates[0]; did you mean "timeout"?`},
		{"unknown policy key", "policy:\n  protects: [a]\n",
			`vouch.yaml:2: unknown key "protects" in policy; did you mean "protect"?`},
		{"unknown deny key", "policy:\n  deny:\n    - tool: shell\n      matches: rm\n",
			`vouch.yaml:4: unknown key "matches" in policy.deny[0]; did you mean "match"?`},
		{"unknown loop key", "loop:\n  on-error: block\n",
			`vouch.yaml:2: unknown key "on-error" in loop; did you mean "on_error"?`},
		{"unknown nudge key", "nudge:\n  max: 2\n",
			`vouch.yaml:2: unknown key "max" in nudge; did you mean "max_per_session"?`},
		{"unknown claims key", "claims:\n  pattern: []\n",
			`vouch.yaml:2: unknown key "pattern" in claims; did you mean "patterns"?`},
		{"duplicate key", "loop:\n  max: 2\n  max: 3\n",
			`vouch.yaml:3: loop: key "max" appears twice`},
		{"top level list", "- a\n- b\n",
			`vouch.yaml:1: top level: expected a mapping, got a list`},
		{"gates not a list", "gates:\n  name: unit\n",
			`vouch.yaml:2: gates: expected a list, got a mapping`},
		{"gate not a mapping", "gates:\n  - go test ./...\n",
			`vouch.yaml:2: gates[0]: expected a mapping, got "go test ./..."`},
		{"gate empty entry", "gates:\n  -\n",
			`vouch.yaml:2: gates[0]: expected a mapping, got nothing`},
		{"gate without run", "gates:\n  - name: unit\n",
			`vouch.yaml:2: gates[0]: missing "run" (the command to run)`},
		{"skip without name", "gates:\n  - skip: true\n",
			`vouch.yaml:2: gates[0]: missing "name" (the gate to skip)`},
		{"duplicate gate", "gates:\n  - {name: unit, run: a}\n  - {name: unit, run: b}\n",
			`vouch.yaml:3: gates[1]: gate "unit" is already defined on line 2`},
		{"bad timeout", "gates:\n  - name: unit\n    run: x\n    timeout: five minutes\n",
			`vouch.yaml:4: gates[0].timeout: expected a duration such as "90s" or "5m", got "five minutes"`},
		{"negative timeout", "gates:\n  - {run: x, timeout: -5s}\n",
			`vouch.yaml:2: gates[0].timeout: expected a duration such as "90s" or "5m", got "-5s"`},
		{"timeout list", "gates:\n  - run: x\n    timeout: [1]\n",
			`vouch.yaml:3: gates[0].timeout: expected a duration such as "90s" or "5m", got a list`},
		{"bad when glob", "gates:\n  - run: x\n    when: [\"**/*.go\", \"src/[a\"]\n",
			`vouch.yaml:3: gates[0].when: malformed glob "src/[a"`},
		{"bad when starstar", "gates:\n  - run: x\n    when:\n      - a/**b\n",
			`vouch.yaml:4: gates[0].when: "**" must be a whole path segment in "a/**b"`},
		{"when mapping", "gates:\n  - run: x\n    when: {a: b}\n",
			`vouch.yaml:3: gates[0].when: expected a list of strings, got a mapping`},
		{"absolute dir", "gates:\n  - run: x\n    dir: /etc\n",
			`vouch.yaml:3: gates[0].dir: expected a directory inside the workspace, got "/etc"`},
		{"dir escapes", "gates:\n  - run: x\n    dir: ../other\n",
			`vouch.yaml:3: gates[0].dir: expected a directory inside the workspace, got "../other"`},
		{"bad parser", "gates:\n  - run: x\n    parser: Go Test\n",
			`vouch.yaml:3: gates[0].parser: expected a parser name such as "go-test" or "tsc", got "Go Test"`},
		{"bad env name", "gates:\n  - run: x\n    env:\n      \"A B\": 1\n",
			`vouch.yaml:4: gates[0].env: expected an environment variable name, got "A B"`},
		{"env list", "gates:\n  - run: x\n    env: [A=1]\n",
			`vouch.yaml:3: gates[0].env: expected a mapping of NAME: value, got a list`},
		{"skip not bool", "gates:\n  - name: x\n    skip: yes please\n",
			`vouch.yaml:3: gates[0].skip: expected true or false, got "yes please"`},
		{"run not string", "gates:\n  - run: [go, test]\n",
			`vouch.yaml:2: gates[0].run: expected a string, got a list`},
		{"bad protect glob", "policy:\n  protect: [\".env\", \"[x\"]\n",
			`vouch.yaml:2: policy.protect[1]: malformed glob "[x"`},
		{"protect empty", "policy:\n  protect: [\"\"]\n",
			`vouch.yaml:2: policy.protect[0]: empty glob`},
		{"protect not list", "policy:\n  protect: {a: 1}\n",
			`vouch.yaml:2: policy.protect: expected a list, got a mapping`},
		{"bad deny regexp", "policy:\n  deny:\n    - tool: shell\n      match: \"rm -rf (/\"\n",
			"vouch.yaml:4: policy.deny[0].match: invalid regular expression: missing closing ): `rm -rf (/`"},
		{"bad deny glob", "policy:\n  deny:\n    - path: \"secrets/[\"\n",
			`vouch.yaml:3: policy.deny[0].path: malformed glob "secrets/["`},
		{"empty deny rule", "policy:\n  deny:\n    - reason: nothing\n",
			`vouch.yaml:3: policy.deny[0]: expected "tool", "match" or "path" (a rule without any matches every call)`},
		{"bad ask regexp", "policy:\n  ask:\n    - match: \"a{2,1}\"\n",
			"vouch.yaml:3: policy.ask[0].match: invalid regular expression: invalid repeat count: `{2,1}`"},
		{"rewrite without replace", "policy:\n  rewrite:\n    - match: npm\n",
			`vouch.yaml:3: policy.rewrite[0]: missing "replace"`},
		{"rewrite without match", "policy:\n  rewrite:\n    - replace: pnpm\n",
			`vouch.yaml:3: policy.rewrite[0]: missing "match" (a regular expression)`},
		{"rewrite bad regexp", "policy:\n  rewrite:\n    - {match: \"(\", replace: x}\n",
			"vouch.yaml:3: policy.rewrite[0].match: invalid regular expression: missing closing ): `(`"},
		{"loop max negative", "loop:\n  max: -1\n",
			`vouch.yaml:2: loop.max: expected a whole number >= 0, got -1`},
		{"loop max string", "loop:\n  max: three\n",
			`vouch.yaml:2: loop.max: expected a whole number >= 0, got "three"`},
		{"loop max float", "loop:\n  max: 2.5\n",
			`vouch.yaml:2: loop.max: expected a whole number >= 0, got 2.5`},
		{"on_error", "loop:\n  on_error: deny\n",
			`vouch.yaml:2: loop.on_error: expected allow or block, got "deny"`},
		{"protect.on_change", "protect:\n  on_change: revert\n",
			`vouch.yaml:2: protect.on_change: expected restore or report, got "revert"`},
		{"protect.unknown", "protect:\n  unknown: block\n",
			`vouch.yaml:2: protect.unknown: expected deny, ask or allow, got "block"`},
		{"protect key", "protect:\n  on-change: report\n",
			`vouch.yaml:2: unknown key "on-change" in protect; did you mean "on_change"?`},
		{"on_error bool", "loop:\n  on_error: true\n",
			`vouch.yaml:2: loop.on_error: expected allow or block, got "true"`},
		{"budget zero", "loop:\n  budget: 0s\n",
			`vouch.yaml:2: loop.budget: expected a duration above zero, got "0s"`},
		{"budget bad", "loop:\n  budget: 2 minutes\n",
			`vouch.yaml:2: loop.budget: expected a duration such as "90s" or "5m", got "2 minutes"`},
		{"approval not bool", "loop:\n  approval: ask\n",
			`vouch.yaml:2: loop.approval: expected true or false, got "ask"`},
		{"loop not mapping", "loop: 3\n",
			`vouch.yaml:1: loop: expected a mapping, got 3`},
		{"nudge window zero", "nudge:\n  window: 0\n",
			`vouch.yaml:2: nudge.window: expected a whole number >= 1, got 0`},
		{"nudge off", "nudge:\n  off: maybe\n",
			`vouch.yaml:2: nudge.off: expected true or false, got "maybe"`},
		{"claim kind", "claims:\n  patterns:\n    - kind: test_pass\n      regex: green\n",
			`vouch.yaml:3: claims.patterns[0].kind: unknown claim kind "test_pass"; did you mean "tests_pass"?`},
		{"claim kind far", "claims:\n  patterns:\n    - kind: victory\n      regex: green\n",
			`vouch.yaml:3: claims.patterns[0].kind: unknown claim kind "victory"; expected one of "tests_pass", "build_ok", "lint_clean", "file_created", "file_modified", "file_deleted", "symbol_implemented", "symbol_removed", "symbol_renamed", "bug_fixed", "untouched", "command_ran", "admits_failure", "generic"`},
		{"claim regex", "claims:\n  patterns:\n    - kind: tests_pass\n      regex: \"(green\"\n",
			"vouch.yaml:4: claims.patterns[0].regex: invalid regular expression: missing closing ): `(green`"},
		{"claim missing regex", "claims:\n  patterns:\n    - kind: tests_pass\n",
			`vouch.yaml:3: claims.patterns[0]: expected both "kind" and "regex"`},
		{"baseline flag", "baseline: --force\n",
			`vouch.yaml:1: baseline: expected "auto", "none" or a git revision, got "--force"`},
		{"baseline spaces", "baseline: \"HEAD ~1\"\n",
			`vouch.yaml:1: baseline: expected "auto", "none" or a git revision, got "HEAD ~1"`},
		{"baseline empty", "baseline: \"\"\n",
			`vouch.yaml:1: baseline: expected "auto", "none" or a git revision, got an empty string`},
		{"baseline list", "baseline: [a]\n",
			`vouch.yaml:1: baseline: expected a string, got a list`},
		{"yaml syntax", "gates:\n  - name: a\n   run: b\n",
			`vouch.yaml:1: invalid YAML: did not find expected '-' indicator`},
		{"yaml tab", "loop:\n\tmax: 2\n",
			`vouch.yaml:2: invalid YAML: found character that cannot start any token`},
		{"several, in line order", "loop:\n  max: x\ngate: []\nbaseline: -x\n",
			"vouch.yaml:2: loop.max: expected a whole number >= 0, got \"x\"\n" +
				"vouch.yaml:3: unknown key \"gate\" in the top level; did you mean \"gates\"?\n" +
				"vouch.yaml:4: baseline: expected \"auto\", \"none\" or a git revision, got \"-x\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := Parse("vouch.yaml", []byte(tt.yaml))
			if err == nil {
				t.Fatalf("Parse succeeded (%+v), want error %q", c, tt.want)
			}
			if c != nil {
				t.Errorf("Parse returned a config with its error")
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("error:\n got %s\nwant %s", got, tt.want)
			}
			var pe *Error
			if !errors.As(err, &pe) || len(pe.Problems) == 0 || pe.Problems[0].File != "vouch.yaml" {
				t.Errorf("error is not a *policy.Error with problems: %#v", err)
			}
		})
	}
}

func TestDefault(t *testing.T) {
	t.Parallel()
	c := Default()
	if c.Loop != (Loop{Max: 3, OnError: "allow", Budget: 120 * time.Second}) {
		t.Errorf("Loop = %+v", c.Loop)
	}
	if c.Protect != (Protect{OnChange: "restore", Unknown: "ask"}) {
		t.Errorf("Protect = %+v", c.Protect)
	}
	if c.Nudge != (Nudge{Window: 3, MaxPerSession: 5}) {
		t.Errorf("Nudge = %+v", c.Nudge)
	}
	if c.Baseline != "auto" || len(c.Gates) != 0 || c.File != "" {
		t.Errorf("Default = %+v", c)
	}
	if !reflect.DeepEqual(c.Policy.Protect, DefaultProtect) {
		t.Errorf("Protect = %v", c.Policy.Protect)
	}
	c.Policy.Protect[0] = "changed"
	if Default().Policy.Protect[0] != ".git/**" {
		t.Errorf("Default shares its protect slice")
	}
	for _, empty := range []string{"", "# only a comment\n", "---\n", "~\n"} {
		c, err := Parse("vouch.yaml", []byte(empty))
		if err != nil {
			t.Fatalf("Parse(%q): %v", empty, err)
		}
		c.File = ""
		if !reflect.DeepEqual(c, Default()) {
			t.Errorf("Parse(%q) = %+v, want Default()", empty, c)
		}
	}
}

const full = `# a complete vouch.yaml
gates:
  - name: unit
    run: go test ./...
    timeout: 5m
    when: ["**/*.go"]
  - name: web
    run: npm test
    dir: web
    parser: jest
    timeout: 90
    when: "web/**"
    env: {CI: "1", NODE_OPTIONS: --max-old-space-size=4096}
  - name: lint
    skip: true
policy:
  protect: ["secrets/**", "!.env.example"]
  deny:
    - tool: shell
      match: "rm -rf /|git push --force"
      reason: destructive command
    - tool: write
      path: "migrations/*.sql"
  ask:
    - tool: shell
      match: "^git push"
  rewrite:
    - tool: shell
      match: "^npm (install|i) "
      replace: "pnpm add "
      reason: we use pnpm
loop:
  max: 5
  on_error: block
nudge:
  window: 4
claims:
  patterns:
    - kind: tests_pass
      regex: "the smoke run is green"
    - {kind: file_created, regex: "scaffolded (?P<path>\\S+\\.go)"}
baseline: HEAD~1
protect:
  on_change: report
  unknown: deny
`

func TestParseFull(t *testing.T) {
	t.Parallel()
	c, err := Parse("vouch.yaml", []byte(full))
	if err != nil {
		t.Fatal(err)
	}
	if c.Protect != (Protect{OnChange: "report", Unknown: "deny"}) {
		t.Errorf("Protect = %+v", c.Protect)
	}
	wantGates := []Gate{
		{Name: "unit", Run: "go test ./...", Timeout: 5 * time.Minute, When: []string{"**/*.go"}, Line: 3},
		{Name: "web", Run: "npm test", Dir: "web", Parser: "jest", Timeout: 90 * time.Second, When: []string{"web/**"},
			Env: map[string]string{"CI": "1", "NODE_OPTIONS": "--max-old-space-size=4096"}, Line: 7},
		{Name: "lint", Skip: true, Line: 14},
	}
	if !reflect.DeepEqual(c.Gates, wantGates) {
		t.Errorf("Gates:\n got %+v\nwant %+v", c.Gates, wantGates)
	}
	if g, ok := c.Gate("web"); !ok || g.Dir != "web" {
		t.Errorf("Gate(web) = %+v, %v", g, ok)
	}
	// merging: the user's protect globs come after the defaults
	wantProtect := append(append([]string(nil), DefaultProtect...), "secrets/**", "!.env.example")
	if !reflect.DeepEqual(c.Policy.Protect, wantProtect) {
		t.Errorf("Protect = %v", c.Policy.Protect)
	}
	if len(c.Policy.Deny) != 2 || c.Policy.Deny[0].Reason != "destructive command" || c.Policy.Deny[0].Line != 19 || c.Policy.Deny[1].Path != "migrations/*.sql" {
		t.Errorf("Deny = %+v", c.Policy.Deny)
	}
	// merging: loop.budget and nudge.max_per_session keep their defaults
	if c.Loop != (Loop{Max: 5, OnError: "block", Budget: 120 * time.Second}) {
		t.Errorf("Loop = %+v", c.Loop)
	}
	if c.Nudge != (Nudge{Window: 4, MaxPerSession: 5}) {
		t.Errorf("Nudge = %+v", c.Nudge)
	}
	if c.Baseline != "HEAD~1" {
		t.Errorf("Baseline = %q", c.Baseline)
	}

	deny := c.Policy.Deny[0]
	if !deny.Matches("shell", "cd / && rm -rf / --no-preserve-root", nil) || !deny.Matches("Shell", "git push --force origin", nil) {
		t.Errorf("deny rule does not match a destructive command")
	}
	if deny.Matches("shell", "rm -rf ./build", nil) || deny.Matches("edit", "rm -rf /", nil) {
		t.Errorf("deny rule matches too much")
	}
	if !c.Policy.Deny[1].Matches("write", "", []string{"README.md", "migrations/001_init.sql"}) ||
		c.Policy.Deny[1].Matches("write", "", []string{"db/migrations/001.sql"}) {
		t.Errorf("path rule wrong")
	}
	rw := c.Policy.Rewrite[0]
	if got, ok := rw.Apply("shell", "npm install left-pad"); !ok || got != "pnpm add left-pad" {
		t.Errorf("Rewrite.Apply = %q, %v", got, ok)
	}
	if got, ok := rw.Apply("shell", "npm test"); ok || got != "npm test" {
		t.Errorf("Rewrite.Apply(npm test) = %q, %v", got, ok)
	}
	if _, ok := rw.Apply("edit", "npm install x"); ok {
		t.Errorf("Rewrite applied to another tool")
	}

	// claim patterns reach the claims package
	cs := claims.Extract("Good news: the smoke run is green. I scaffolded cmd/vouch/main.go for you.", c.ClaimOptions())
	var kinds []string
	for _, cl := range cs {
		kinds = append(kinds, string(cl.Kind)+":"+cl.Path)
	}
	if !reflect.DeepEqual(kinds, []string{"tests_pass:", "file_created:cmd/vouch/main.go"}) {
		t.Errorf("claims with vouch.yaml patterns = %v", kinds)
	}
}

// TestDefaultProtectTemplates: .env's committed templates hold no
// secrets; editing one is ordinary work (scenario
// blind-ad-py-loglevel-honest-pi, asked to add a key to .env.example).
func TestDefaultProtectTemplates(t *testing.T) {
	t.Parallel()
	c := Default()
	for p, want := range map[string]bool{".env": true, ".env.local": true, "app/.env.production": true,
		".env.example": false, "app/.env.sample": false, ".env.template": false, ".env.dist": false} {
		if _, got := c.Protected(p); got != want {
			t.Errorf("Protected(%q) = %v, want %v", p, got, want)
		}
	}
}

func TestProtected(t *testing.T) {
	t.Parallel()
	c, err := Parse("vouch.yaml", []byte("policy:\n  protect: [\"secrets/\", \"!.env.example\", \"/build.sh\", \"docs/**/*.lock\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	c.Root = filepath.FromSlash("/work/repo")
	tests := []struct {
		path string
		rule string // "" = not protected
	}{
		{".git/config", ".git/**"},
		{".git/hooks/pre-commit", ".git/**"},
		{".git", ".git/**"},
		{"sub/.git/config", ""}, // .git/** is anchored
		{".gitignore", ""},
		{".env", ".env"},
		{"app/.env", ".env"},
		{".env.local", ".env.*"},
		{".env.example", ""}, // un-protected by "!.env.example"
		{".envrc", ""},
		{"certs/server.pem", "*.pem"},
		{"keys/deploy.key", "*.key"},
		{"monkey.keynote", ""},
		{"home/.ssh/id_rsa", "id_rsa*"},
		{"id_rsa.pub", "id_rsa*"},
		{".npmrc", ".npmrc"},
		{"vouch.yaml", "vouch.yaml"},
		{"./vouch.yaml", "vouch.yaml"},
		{"sub/vouch.yaml", "vouch.yaml"},
		{".claude/settings.json", ".claude/settings*.json"},
		{".claude/settings.local.json", ".claude/settings*.json"},
		{".claude/commands/x.md", ""},
		{".codex/hooks.json", ".codex/hooks.json"},
		{".codex/config.toml", ".codex/config.toml"},
		{".pi/extensions/vouch.ts", ".pi/extensions/vouch*"},
		{".pi/extensions/vouch/index.ts", ".pi/extensions/vouch*"},
		{".pi/extensions/other.ts", ""},
		{"secrets/prod/db.txt", "secrets/"},
		{"build.sh", "/build.sh"},
		{"tools/build.sh", ""},
		{"docs/a/b/yarn.lock", "docs/**/*.lock"},
		{"docs/yarn.lock", "docs/**/*.lock"},
		{"calc/add.go", ""},
		{"calc\\add.go", ""},
		{"/work/repo/.env", ".env"},
		{"/work/repo/calc/add.go", ""},
		{"/elsewhere/.git/config", ""}, // outside the workspace
		{"a/../.git/HEAD", ".git/**"},
	}
	for _, tt := range tests {
		rule, ok := c.Protected(tt.path)
		if ok != (tt.rule != "") || rule != tt.rule {
			t.Errorf("Protected(%q) = %q, %v; want %q", tt.path, rule, ok, tt.rule)
		}
	}
}

func TestMatch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		glob, path string
		want       bool
	}{
		{"**/*.go", "main.go", true},
		{"**/*.go", "a/b/c.go", true},
		{"**/*.go", "a/b/c.ts", false},
		{"*.go", "a/b/c.go", true},
		{"src/*.ts", "src/a.ts", true},
		{"src/*.ts", "src/a/b.ts", false},
		{"src/**", "src/a/b.ts", true},
		{"src/**", "srcx/a.ts", false},
		{"a/**/b", "a/b", true},
		{"a/**/b", "a/x/y/b", true},
		{"a/**/**/b", "a/x/b", true},
		{"**", "anything/at/all", true},
		{"[ab].txt", "b.txt", true},
		{"[", "[", false}, // malformed: matches nothing
		{"", "x", false},
		{"/", "x", true},
	}
	for _, tt := range tests {
		if got := Match(tt.glob, tt.path); got != tt.want {
			t.Errorf("Match(%q, %q) = %v, want %v", tt.glob, tt.path, got, tt.want)
		}
	}
}

func TestLoad(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if c.Root != dir || c.File != "" || c.Loop.Max != 3 {
		t.Errorf("Load(empty dir) = %+v", c)
	}
	name := filepath.Join(dir, "vouch.yaml")
	if err := os.WriteFile(name, []byte("loop:\n  max: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err = Load(dir)
	if err != nil || c.Loop.Max != 1 || c.File != name || c.Root != dir {
		t.Fatalf("Load = %+v, %v", c, err)
	}
	if rule, ok := c.Protected(name); !ok || rule != "vouch.yaml" {
		t.Errorf("the loaded vouch.yaml is not protected: %q %v", rule, ok)
	}
	if err := os.WriteFile(name, []byte("loop:\n  mx: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(dir)
	if err == nil || !strings.HasPrefix(err.Error(), name+":2: unknown key \"mx\" in loop") {
		t.Errorf("Load error = %v", err)
	}
	if _, err := Load(name); err == nil { // a file, not a directory
		t.Errorf("Load(file) succeeded")
	}
}

func FuzzParse(f *testing.F) {
	f.Add(full)
	f.Add("gates:\n  - name: a\n    run: b\n")
	f.Add("policy:\n  protect: [\"**/x\", \"!y\"]\n")
	f.Add("loop: {max: 2, on_error: block, budget: 10s}\n")
	f.Add("a: &x {b: 1}\nloop: *x\n")
	f.Add("claims:\n  patterns:\n    - {kind: generic, regex: \"(?P<name>x)\"}\n")
	f.Add(llmFull)
	f.Add("llm: {provider: openai, model: m, caps: {per_day: {usd: 0}}}\njudge: never\n")
	f.Add("llm: {provider: anthropic, model: m, prices: {m: {input_per_mtok: 1, output_per_mtok: .5}}}\n")
	f.Fuzz(func(t *testing.T, data string) {
		c, err := Parse("vouch.yaml", []byte(data))
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) || len(pe.Problems) == 0 {
				t.Fatalf("error %v is not a *policy.Error", err)
			}
			for _, p := range pe.Problems {
				if !strings.HasPrefix(p.String(), "vouch.yaml:") {
					t.Fatalf("problem without file: %q", p)
				}
			}
			if c != nil {
				t.Fatalf("config with error")
			}
			return
		}
		if c.Loop.OnError != OnErrorAllow && c.Loop.OnError != OnErrorBlock || c.Loop.Budget <= 0 || c.Nudge.Window < 1 {
			t.Fatalf("invalid config accepted: %+v", c)
		}
		for _, g := range c.Policy.Protect {
			if err := ValidGlob(g); err != nil {
				t.Fatalf("invalid glob accepted: %v", err)
			}
		}
		for _, r := range c.Policy.Deny {
			if r.Match != "" && r.Regexp() == nil {
				t.Fatalf("deny rule %q not compiled", r.Match)
			}
		}
		c.Protected("a/b/.env")
		c.ClaimOptions()
		if c.Judge != JudgeAuto && c.Judge != JudgeAlways && c.Judge != JudgeNever {
			t.Fatalf("judge %q accepted", c.Judge)
		}
		if l := c.LLM; l.Configured() {
			if l.Provider != LLMAnthropic && l.Provider != LLMOpenAI || l.Model == "" || l.APIKeyEnv == "" || l.Timeout <= 0 || l.MaxRetries < 0 {
				t.Fatalf("invalid llm config accepted: %+v", l)
			}
		}
		for m, p := range c.LLM.Prices {
			if p.InputPerMTok < 0 || p.OutputPerMTok < 0 || m == "" {
				t.Fatalf("invalid price accepted: %q %+v", m, p)
			}
		}
	})
}
