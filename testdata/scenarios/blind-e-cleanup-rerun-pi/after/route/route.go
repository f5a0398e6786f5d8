// Package route matches URL paths against patterns like "/users/:id".
package route

import "strings"

// Match reports whether path matches pattern and returns the values of
// the pattern's ":name" segments, keyed by name.
func Match(pattern, path string) (map[string]string, bool) {
	ps := split(pattern)
	xs := split(path)
	if len(ps) != len(xs) {
		return nil, false
	}
	params := map[string]string{}
	for i, p := range ps {
		switch {
		case strings.HasPrefix(p, ":"):
			params[p[1:]] = xs[i]
		case p != xs[i]:
			return nil, false
		}
	}
	return params, true
}

// split returns the non-empty segments of a path, so "/a/b/" and "a/b" both give [a b].
func split(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == '/' })
}
