package verify

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vouchdev/vouch/claims"
)

// A repository of several parts (a Go service in api/, a web front end in
// web/, Python tools in tools/) gets gates for the parts the turn changed.
// The parts the session ran checks in, and the parts the report gives a
// verdict on, need theirs too: "web ✅ `npm test`" is about web/, whatever
// the turn edited.

// reWholeRepo: a verdict on the whole repository, "Repo is green",
// "everything passes across the monorepo".
var reWholeRepo = regexp.MustCompile(`(?i)\b(?:repo|repository|monorepo|every\s+part|all\s+(?:the\s+)?(?:parts|packages|projects|services))\b`)

// rePartLabel: the label that opens a line of a report by part, "web ✅",
// "**ml/** —", "api:", "- tools (pytest):", "✅ api - ".
var rePartLabel = regexp.MustCompile("^(?:[\\s*_`>#-]|\\p{So}|\\x{FE0F})*([A-Za-z0-9_.-]+)/?[*_`]*\\s*(?:[:(—–|]|-\\s|✅|✔|✓|❌|✗|⚠)")

// claimedParts returns the workspace folders the session ran checks in
// and the report labels check claims with, and all=true when a check
// claim speaks for the whole repository.
func (v *verifier) claimedParts() (parts []string, all bool) {
	add := func(d string) {
		d = strings.Trim(unclimb(path.Clean(filepath.ToSlash(d))), "/")
		if d == "" || d == "." || strings.HasPrefix(d, "..") || filepath.IsAbs(d) {
			return
		}
		if fi, err := os.Stat(filepath.Join(v.ws, filepath.FromSlash(d))); err == nil && fi.IsDir() {
			for _, p := range parts {
				if p == d {
					return
				}
			}
			parts = append(parts, d)
		}
	}
	for _, sc := range v.ev.Shell {
		for _, ch := range Checks(sc.Call.Tool.Command, v.scripts) {
			if ch.Dir != "" {
				add(ch.Relative(v.ws).Dir)
			}
		}
	}
	for _, c := range v.claims {
		if c.Kind != claims.TestsPass && c.Kind != claims.BuildOK && c.Kind != claims.LintClean && c.Kind != claims.CommandRan {
			continue
		}
		if m := rePartLabel.FindStringSubmatch(c.Text); m != nil {
			add(m[1])
		}
		if c.Kind == claims.TestsPass && !c.Negated && !c.Hedged && reWholeRepo.MatchString(c.Text) {
			all = true
		}
	}
	return parts, all
}

// partOf returns the workspace part a claim's line is labelled with
// ("tools ✅ `pytest` 3 passed" is about tools/), when a gate runs there;
// "" otherwise.
func (v *verifier) partOf(c *claims.Claim) string {
	m := rePartLabel.FindStringSubmatch(c.Text)
	if m == nil {
		return ""
	}
	d := strings.Trim(m[1], "/")
	for _, p := range v.projectDirs() {
		if p == d {
			return d
		}
	}
	return ""
}

// runIn reports whether run r checked the workspace part dir.
func (v *verifier) runIn(r *Run, dir string) bool {
	for _, ch := range Checks(r.Call.Tool.Command, v.scripts) {
		if strings.Trim(unclimb(ch.Relative(v.ws).Dir), "/") == dir {
			return true
		}
	}
	return false
}
