package shell

// Patches: the files a diff names (git apply, git am, patch).

import (
	"path"
	"strconv"
	"strings"
)

// patchNames lists the file names in the headers of a unified, context or
// git diff (an mbox of them too): "diff --git a/x b/y", "--- x" before
// "+++ y", "*** x" before "--- y", "rename/copy from|to x", "Index: x".
// Names are as written (a/ b/ prefixes kept); /dev/null is left out.
// false when the text names no file.
func patchNames(text []byte) ([]string, bool) {
	lines := strings.Split(string(text), "\n")
	var out []string
	seen := map[string]bool{}
	add := func(n string) {
		n = headerName(n)
		if n == "" || n == "/dev/null" || seen[n] {
			return
		}
		seen[n] = true
		out = append(out, n)
	}
	for i, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		next := ""
		if i+1 < len(lines) {
			next = lines[i+1]
		}
		switch {
		case strings.HasPrefix(l, "diff --git "):
			rest := l[len("diff --git "):]
			if strings.HasPrefix(rest, `"`) {
				if q, err := strconv.QuotedPrefix(rest); err == nil {
					add(q)
					add(strings.TrimSpace(rest[len(q):]))
					continue
				}
			}
			if j := strings.Index(rest, " b/"); j >= 0 {
				add(rest[:j])
				add(rest[j+1:])
			}
		case strings.HasPrefix(l, "--- ") && strings.HasPrefix(next, "+++ "):
			add(l[4:])
			add(next[4:])
		case strings.HasPrefix(l, "*** ") && strings.HasPrefix(next, "--- ") && !strings.HasSuffix(strings.TrimSpace(l), "****"):
			add(l[4:])
			add(next[4:])
		case strings.HasPrefix(l, "rename from "), strings.HasPrefix(l, "rename to "),
			strings.HasPrefix(l, "copy from "), strings.HasPrefix(l, "copy to "):
			f := strings.Fields(l)
			if len(f) >= 3 {
				add("\x00" + strings.Join(f[2:], " ")) // no a/ prefix to strip
			}
		case strings.HasPrefix(l, "Index: "):
			add(l[len("Index: "):])
		}
	}
	return out, len(out) > 0
}

// headerName is the file name of a diff header: unquoted, without the
// tab and timestamp GNU diff puts after it.
func headerName(s string) string {
	raw := strings.HasPrefix(s, "\x00")
	s = strings.TrimPrefix(s, "\x00")
	if strings.HasPrefix(s, `"`) {
		if q, err := strconv.QuotedPrefix(s); err == nil {
			if u, err := strconv.Unquote(q); err == nil {
				s = u
			}
		}
	} else {
		if i := strings.IndexByte(s, '\t'); i >= 0 {
			s = s[:i]
		}
		s = strings.TrimRight(s, " \r")
	}
	if raw {
		return "\x00" + s
	}
	return s
}

// stripPath is patch name n with strip leading components removed (git's
// rename lines carry none). strip < 0 means patch without -p: GNU patch
// takes the name as written, a git diff's without a/ b/, or the base name,
// so all three are listed.
func stripPath(n string, strip int) []string {
	if r, ok := strings.CutPrefix(n, "\x00"); ok {
		return []string{r}
	}
	if strip < 0 {
		out := []string{n}
		if s := stripPath(n, 1); len(s) == 1 && s[0] != n {
			out = append(out, s[0])
		}
		if b := path.Base(n); b != n && b != "." && b != "/" {
			out = append(out, b)
		}
		return out
	}
	p := n
	for i := 0; i < strip; i++ {
		j := strings.IndexByte(p, '/')
		if j < 0 {
			return nil // patch skips a name with too few components
		}
		p = p[j+1:]
		for strings.HasPrefix(p, "/") {
			p = p[1:]
		}
	}
	if p == "" {
		return nil
	}
	return []string{p}
}

// patchWrites reads `patch [options] [ORIGFILE [PATCHFILE]]`: ORIGFILE
// when given, else the files the patch names (under -d, after -p), the
// output, reject and backup files; a patch read from stdin names files
// vouch cannot see.
func patchWrites(a *argv, c *writeCtx) {
	if a.has("--dry-run", "-C", "--check") {
		return
	}
	dir, _ := a.value("-d", "--directory")
	for _, p := range a.values("-r", "--reject-file") {
		c.add(join(dir, p), "patch")
	}
	strip := -1
	if v, ok := a.value("-p", "--strip"); ok {
		strip = atoi(v, -1)
	}
	patchFile, ok := a.value("-i", "--input")
	ops := a.ops
	if !ok && len(ops) >= 2 {
		patchFile = ops[1]
	}
	if out, ok := a.value("-o", "--output"); ok {
		c.add(join(dir, out), "patch")
		return
	}
	var targets []string
	if len(ops) >= 1 {
		targets = ops[:1]
	} else {
		if patchFile == "" || patchFile == "-" {
			c.unknown("patch reads its patch from its input")
			return
		}
		text, ok := c.readFile(join(dir, patchFile))
		if !ok {
			c.unknown("the patch " + patchFile + " cannot be read")
			return
		}
		names, ok := patchNames(text)
		if !ok {
			c.unknown("the patch " + patchFile + " names no file vouch can read")
		}
		for _, n := range names {
			targets = append(targets, stripPath(n, strip)...)
		}
	}
	targets = dedup(targets)
	backup := a.has("-b", "--backup", "-B", "--prefix", "-z", "--suffix", "-Y", "--basename-prefix", "-V", "--version-control")
	for _, t := range targets {
		p := join(dir, t)
		c.add(p, "patch")
		if backup {
			c.add(path.Dir(p), "patch", globEscape(path.Base(p))+"*") // p.orig, p~
		}
	}
}

// dedup is list without repeats, in order.
func dedup(list []string) []string {
	seen := make(map[string]bool, len(list))
	out := list[:0:0]
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
