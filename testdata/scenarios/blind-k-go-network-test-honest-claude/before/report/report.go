// Package report renders habit summaries.
package report

import (
	"fmt"
	"strings"
)

// Habit is one habit's week: check-ins done and the weekly target.
type Habit struct {
	Name         string
	Done, Target int
}

// Weekly renders one line per habit.
func Weekly(hs []Habit) string {
	var b strings.Builder
	for _, h := range hs {
		fmt.Fprintf(&b, "%-10s %d/%d\n", h.Name, h.Done, h.Target)
	}
	return b.String()
}
