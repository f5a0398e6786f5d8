package claims

import (
	"fmt"
	"strings"
)

// render gives a claim list in the compact form the table tests use:
// "kind[!][?] field=value ..." joined by "; ". ! is Negated, ? is Hedged.
func render(cs []Claim) string {
	var parts []string
	for _, c := range cs {
		var b strings.Builder
		b.WriteString(string(c.Kind))
		if c.Negated {
			b.WriteByte('!')
		}
		if c.Hedged {
			b.WriteByte('?')
		}
		f := func(k, v string) {
			if v != "" {
				fmt.Fprintf(&b, " %s=%s", k, v)
			}
		}
		f("path", c.Path)
		f("name", c.Name)
		f("old", c.Old)
		f("new", c.New)
		f("scope", c.Scope.scopeText())
		f("tool", c.Tool)
		f("cmd", c.Command)
		f("out", string(c.Outcome))
		if c.Counts != nil {
			fmt.Fprintf(&b, " counts=%d/%d/%d/%d", c.Counts.Passed, c.Counts.Failed, c.Counts.Skipped, c.Counts.Total)
		}
		parts = append(parts, b.String())
	}
	return strings.Join(parts, "; ")
}
