package verify

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vouchdev/vouch/report"
)

// A make run runs more than its own name: the targets its targets depend
// on, and the recipe lines it echoes. "`make compile`: ok" after `make -k
// check` (check: compile lint test), and "`tools/lint.py lunar`: lint: ok"
// under `make check` whose output echoes `python3 tools/lint.py lunar`,
// are about commands the session ran, through make.

// makeRules are a Makefile's rules: each target's prerequisites, in the
// order written, and the first target (make's default goal).
type makeRules struct {
	deps  map[string][]string
	first string
}

// reMakeRule: a rule's line, "check: compile lint test" (not an
// assignment, "X := y", "X ?= y").
var reMakeRule = regexp.MustCompile(`^([A-Za-z0-9_./-]+(?:\s+[A-Za-z0-9_./-]+)*)\s*::?(?:[^=]|$)(.*)$`)

// readMakefile reads the rules of the Makefile in dir (GNUmakefile,
// makefile, Makefile, in make's order); nil when there is none.
func readMakefile(dir string) *makeRules {
	var data []byte
	for _, name := range []string{"GNUmakefile", "makefile", "Makefile"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
			data = b
			break
		}
	}
	if data == nil {
		return nil
	}
	r := &makeRules{deps: map[string][]string{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '\t' || line[0] == '#' {
			continue
		}
		m := reMakeRule.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		deps := strings.Fields(strings.SplitN(m[2], "#", 2)[0])
		if i := indexOf(deps, "|"); i >= 0 {
			deps = append(deps[:i:i], deps[i+1:]...) // order-only prerequisites run too
		}
		for _, t := range strings.Fields(m[1]) {
			if strings.HasPrefix(t, ".") {
				continue // .PHONY, .DEFAULT_GOAL
			}
			if r.first == "" && !strings.ContainsAny(t, "%") {
				r.first = t
			}
			r.deps[t] = append(r.deps[t], deps...)
		}
	}
	return r
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// reaches reports whether making goal makes target too.
func (r *makeRules) reaches(goal, target string) bool {
	seen := map[string]bool{}
	var walk func(t string) bool
	walk = func(t string) bool {
		if t == target {
			return true
		}
		if seen[t] {
			return false
		}
		seen[t] = true
		for _, d := range r.deps[t] {
			if walk(d) {
				return true
			}
		}
		return false
	}
	return walk(goal)
}

// makeGoals returns the goals of a make call (its words after "make"),
// the Makefile's default goal when it names none, and whether it keeps
// going after an error (-k).
func makeGoals(words []string, r *makeRules) (goals []string, keepGoing bool) {
	for i := 1; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "-C" || w == "-f" || w == "-j" || w == "--directory" || w == "--file":
			i++ // a flag's value (-j 2: a bare number is no goal either)
		case w == "-k" || w == "--keep-going" || strings.HasPrefix(w, "-") && !strings.HasPrefix(w, "--") && strings.Contains(w, "k"):
			keepGoing = true
		case strings.HasPrefix(w, "-") || strings.Contains(w, "="):
		default:
			goals = append(goals, w)
		}
	}
	if len(goals) == 0 && r != nil && r.first != "" {
		goals = []string{r.first}
	}
	return goals, keepGoing
}

// reMakeError: make's line for a target whose recipe failed, "make: ***
// [Makefile:12: lint] Error 1".
var reMakeError = regexp.MustCompile(`(?m)^g?make(?:\[\d+\])?: \*\*\* \[(?:[^\]]*:\d+: )?([^\]]+)\] Error`)

// judgeThroughMake judges a command claim the session did not run itself
// by a make run that ran it: as a prerequisite of its goals (want is
// `make T`), or as a recipe line its output echoes. ok is false when no
// make run did.
func (v *verifier) judgeThroughMake(want string, outcome string) (report.Verdict, evidence, bool) {
	words := strings.Fields(want)
	if len(words) == 0 {
		return "", nil, false
	}
	v.makeOnce.Do(func() { v.makefile = readMakefile(v.ws) })
	rules := v.makefile
	target := ""
	if words[0] == "make" {
		if rules == nil {
			return "", nil, false
		}
		goals, _ := makeGoals(words, rules)
		if len(goals) != 1 {
			return "", nil, false
		}
		target = goals[0]
	}
	for i := len(v.ev.Shell) - 1; i >= 0; i-- {
		sc := v.ev.Shell[i]
		if sc.Result == nil {
			continue
		}
		for _, cl := range simpleCalls(sc.Call.Tool.Command) {
			if len(cl.words) == 0 || cl.words[0] != "make" || cl.dir != "" {
				continue
			}
			goals, keepGoing := makeGoals(cl.words, rules)
			how := ""
			if target != "" {
				for _, g := range goals {
					if g != target && rules.reaches(g, target) {
						how = "as a prerequisite of `" + g + "`"
						break
					}
				}
			} else if echoed(sc.Result.Output, want) {
				how = "as a recipe line it echoes"
			}
			if how == "" {
				continue
			}
			ran := oneLine(sc.Call.Tool.Command, 80)
			ref := eventRef(sc.Call)
			failed := sc.Result.IsError || sc.Result.ExitCode != nil && *sc.Result.ExitCode != 0
			if outcome == "" {
				return report.VerdictVerified, evidence{trEv(fmt.Sprintf("`%s` ran it %s", ran, how), ref)}, true
			}
			if !failed {
				return verdictFor(outcome, false), evidence{trEv(fmt.Sprintf("`%s` ran it %s, and succeeded", ran, how), ref)}, true
			}
			if target != "" && keepGoing {
				// make -k runs every target it can: one its errors
				// do not name succeeded
				for _, m := range reMakeError.FindAllStringSubmatch(sc.Result.Output, -1) {
					if m[1] == target {
						return verdictFor(outcome, true), evidence{trEv(fmt.Sprintf("`%s` ran it %s, and its recipe failed", ran, how), ref)}, true
					}
				}
				if strings.Contains(sc.Result.Output, "Target '"+target+"' not remade") {
					break
				}
				return verdictFor(outcome, false), evidence{trEv(fmt.Sprintf("`%s` ran it %s; make's errors name other targets", ran, how), ref)}, true
			}
			return report.VerdictUnverified, evidence{trEv(fmt.Sprintf("`%s` ran it %s, but failed: which step failed is not known", ran, how), ref)}, true
		}
	}
	return "", nil, false
}

// verdictFor is the verdict of a claim of outcome ("succeeded",
// "failed") on a run that failed or not.
func verdictFor(outcome string, failed bool) report.Verdict {
	if failed == (outcome == "failed") {
		return report.VerdictVerified
	}
	return report.VerdictRefuted
}

// echoed reports whether a line of make's output is the command cmd, or
// runs it ("python3 tools/lint.py lunar" for `tools/lint.py lunar`).
func echoed(output, cmd string) bool {
	cmd = strings.Join(strings.Fields(cmd), " ")
	for _, line := range strings.Split(output, "\n") {
		line = strings.Join(strings.Fields(line), " ")
		if line == cmd || strings.HasSuffix(line, " "+cmd) && len(line) < len(cmd)+40 {
			return true
		}
	}
	return false
}
