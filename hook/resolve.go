package hook

import (
	"os"
	"path/filepath"
	"strings"
)

// maxLinks bounds the symbolic links followed resolving one path, as the
// kernel's ELOOP does (Linux follows 40).
const maxLinks = 40

// realPath is p (absolute) with every symbolic link along it resolved as
// open(2) would resolve it: links in the middle and at the end, dangling
// ones included (a write through a dangling link creates its target),
// and a ".." after a link taken from where the link leads. The first
// component that does not exist ends the walk: the rest is appended as
// written, cleaned (nothing under a missing directory can be a link). A
// loop stops the walk at the link that closes it.
//
// filepath.EvalSymlinks does not do: it fails on a dangling link and on
// any missing component, which are exactly the writes that create files.
func realPath(p string) string {
	vol := filepath.VolumeName(p)
	done := vol + string(filepath.Separator)
	rest := splitPath(p[len(vol):])
	links := 0
	for len(rest) > 0 {
		c := rest[0]
		rest = rest[1:]
		switch c {
		case "", ".":
			continue
		case "..":
			done = filepath.Dir(done)
			continue
		}
		next := filepath.Join(done, c)
		fi, err := os.Lstat(next)
		if err != nil {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			done = next
			continue
		}
		links++
		dest, err := os.Readlink(next)
		if err != nil || links > maxLinks {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if filepath.IsAbs(dest) {
			v := filepath.VolumeName(dest)
			done = v + string(filepath.Separator)
			dest = dest[len(v):]
		}
		rest = append(splitPath(dest), rest...)
	}
	return done
}

func splitPath(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == filepath.Separator })
}

// within returns p relative to root, slash-separated ("." for root
// itself), when p is root or under it. Both are absolute and clean.
func within(root, p string) (string, bool) {
	if root == "" || p == "" {
		return "", false
	}
	if p == root {
		return ".", true
	}
	r := root
	if !strings.HasSuffix(r, string(filepath.Separator)) {
		r += string(filepath.Separator)
	}
	if strings.HasPrefix(p, r) {
		return filepath.ToSlash(p[len(r):]), true
	}
	return "", false
}

// expandHome expands a leading ~, $HOME, ${HOME}, $PWD or ${PWD} in a
// path given to a file tool. The tools do not expand them, but a path
// that reads as one of these is taken as the place it names: the
// conservative reading. ok is false for ~user and for an unknown $HOME.
func expandHome(p, home, cwd string) (string, bool) {
	for _, v := range []struct{ prefix, value string }{
		{"~", home}, {"$HOME", home}, {"${HOME}", home}, {"$PWD", cwd}, {"${PWD}", cwd},
	} {
		if p == v.prefix || strings.HasPrefix(p, v.prefix+"/") {
			if v.value == "" {
				return "", false
			}
			return v.value + p[len(v.prefix):], true
		}
	}
	if strings.HasPrefix(p, "~") {
		return "", false
	}
	return p, true
}
