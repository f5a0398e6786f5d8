// Package semver compares semantic version strings like "1.4.2".
package semver

import (
	"strconv"
	"strings"
)

// Compare returns -1, 0 or 1 as version a is older than, equal to or newer
// than b. A leading "v" is ignored and missing parts count as zero, so
// "v1.2" equals "1.2.0".
func Compare(a, b string) int {
	pa, pb := parts(a), parts(b)
	for i := range 3 {
		if pa[i] != pb[i] {
			if pa[i] < pb[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// parts splits v into major, minor and patch.
func parts(v string) [3]int {
	var out [3]int
	v = strings.TrimPrefix(v, "v")
	for i, p := range strings.SplitN(v, ".", 3) {
		n, _ := strconv.Atoi(p)
		out[i] = n
	}
	return out
}
