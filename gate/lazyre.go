package gate

import (
	"regexp"
	"sync"
)

// lazyRE compiles a regular expression on first use, so that starting a
// vouch process (a hook runs on every tool call) does not pay for every
// expression of every parser it will not use.
func lazyRE(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
