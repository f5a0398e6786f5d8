package policy

import (
	"fmt"
	"path"
	"strings"
)

// Match reports whether the slash-separated relative path p matches glob.
//
// The syntax is path.Match's per segment, plus "**" for any number of
// segments (zero included). A glob without a slash matches a segment at
// any depth (".env" matches "app/.env"); a glob with one is anchored at the
// workspace root (".git/**", "docs/*.md"); a leading "/" anchors too. A
// glob that matches a directory matches everything inside it, so
// ".pi/extensions/vouch*" covers ".pi/extensions/vouch/index.ts". A
// trailing "/" is the same as "/**". A malformed glob matches nothing
// (ValidGlob reports it).
func Match(glob, p string) bool {
	pat := splitGlob(glob)
	if pat == nil {
		return false
	}
	p = strings.ReplaceAll(p, "\\", "/")
	p = path.Clean("/" + p)[1:]
	var segs []string
	if p != "" {
		segs = strings.Split(p, "/")
	}
	return matchSegs(pat, segs)
}

func splitGlob(glob string) []string {
	g := strings.TrimPrefix(glob, "./")
	if g == "" {
		return nil
	}
	anchored := strings.HasPrefix(g, "/")
	g = strings.Trim(g, "/")
	if g == "" {
		return []string{"**"}
	}
	segs := strings.Split(g, "/")
	if !anchored && len(segs) == 1 {
		segs = []string{"**", segs[0]}
	}
	return segs
}

func matchSegs(pat, segs []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			for len(pat) > 1 && pat[1] == "**" {
				pat = pat[1:]
			}
			for i := 0; i <= len(segs); i++ {
				if matchSegs(pat[1:], segs[i:]) {
					return true
				}
			}
			return false
		}
		if len(segs) == 0 {
			return false
		}
		if ok, err := path.Match(pat[0], segs[0]); !ok || err != nil {
			return false
		}
		pat, segs = pat[1:], segs[1:]
	}
	return true // a matched directory covers what is inside it
}

// ValidGlob reports whether glob is well formed.
func ValidGlob(glob string) error {
	g := strings.TrimPrefix(glob, "!")
	if strings.TrimSpace(g) == "" {
		return fmt.Errorf("empty glob")
	}
	for _, seg := range strings.Split(strings.Trim(g, "/"), "/") {
		if seg == "**" {
			continue
		}
		if strings.Contains(seg, "**") {
			return fmt.Errorf("\"**\" must be a whole path segment in %q", glob)
		}
		if _, err := path.Match(seg, ""); err != nil {
			return fmt.Errorf("malformed glob %q", glob)
		}
	}
	return nil
}
