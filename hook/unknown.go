package hook

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/vouchdev/vouch/policy"
)

// unknown answers a shell command whose write targets cannot all be
// known (shell.Unknown: a script run, a pipe into a shell, a computed
// target) while a protected path lies within its reach, per
// protect.unknown: Ask by default, Deny when it says deny. No unknown
// writes, or nothing protected within reach: no objection.
func (c *call) unknown(cmd string, r *reading) (Decision, bool) {
	if len(r.unknown) == 0 {
		return Decision{}, false
	}
	reach := c.reach(r)
	if len(reach) == 0 {
		return Decision{}, false
	}
	mode := c.cfg.Protect.Unknown
	kind := Ask
	if mode == policy.UnknownDeny {
		kind = Deny
	} else if mode == "" {
		mode = policy.UnknownAsk
	}
	var why []string
	for _, u := range r.unknown {
		if !slices.Contains(why, u.Reason) {
			why = append(why, u.Reason)
		}
	}
	what := "a protected path"
	if len(reach) > 1 {
		what = "protected paths"
	}
	return Decision{Kind: kind, Reason: fmt.Sprintf("vouch: cannot tell what `%s` writes (%s); %s (%s) within its reach; protect.unknown is %s",
		shorten(cmd, 80), strings.Join(why, "; "), what, strings.Join(reach, ", "), mode)}, true
}

// shorten puts s on one line of at most n bytes.
func shorten(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		s = s[:n-1] + "…"
	}
	return s
}

// reachLimit bounds the protected paths a reason names.
const reachLimit = 3

// reach names the existing protected paths an unknown write of r could
// reach: the project's (any unknown write may name any path of the
// project), and, when an unknown write starts outside the project,
// vouch's own files outside it.
func (c *call) reach(r *reading) []string {
	out := c.projectProtected()
	outside := false
	for _, u := range r.unknown {
		if u.Dir == "" {
			continue
		}
		d := filepath.Clean(u.Dir)
		if _, ok := within(c.root, d); ok {
			continue
		}
		if _, ok := within(c.realRoot, realPath(d)); ok {
			continue
		}
		outside = true
	}
	if outside {
		for _, e := range c.selfEntries() {
			if len(out) >= reachLimit {
				break
			}
			if _, err := os.Lstat(e.path); err == nil && e.glob == "" && !slices.Contains(out, e.rule) {
				out = append(out, e.rule)
			}
		}
	}
	return out
}

// projectProtected names up to reachLimit protected paths that exist in
// the project: the root's entries the policy protects (.git, .env,
// vouch.yaml, *.pem), then the nested probes and literal protect globs
// (.claude/settings.json, secrets/**). It does not walk the tree: a
// protected file deep in it with no protected entry at the root is not
// seen, which only matters in a project without .git.
func (c *call) projectProtected() []string {
	if c.realRoot == "" {
		return nil
	}
	var out []string
	add := func(rel string) bool {
		if slices.Contains(out, rel) {
			return len(out) < reachLimit
		}
		if _, ok := c.cfg.Protected(rel); ok {
			out = append(out, rel)
		}
		return len(out) < reachLimit
	}
	entries, _ := os.ReadDir(c.realRoot)
	for _, de := range entries {
		if !add(de.Name()) {
			return out
		}
	}
	nested := c.probeList()
	for _, rel := range nested {
		if !strings.Contains(rel, "/") {
			continue
		}
		if _, err := os.Lstat(filepath.Join(c.realRoot, filepath.FromSlash(rel))); err == nil {
			if !add(rel) {
				return out
			}
		}
	}
	return out
}
