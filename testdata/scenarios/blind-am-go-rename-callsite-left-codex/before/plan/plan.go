// Package plan picks what to observe tonight.
package plan

import (
	"sort"

	"example.com/skywatch/sky"
)

// Tonight returns the names of the targets visible at lst from lat,
// brightest first.
func Tonight(targets []sky.Target, lst, lat float64) []string {
	var vis []sky.Target
	for _, t := range targets {
		if sky.Visible(t, lst, lat, 30, 6.5) {
			vis = append(vis, t)
		}
	}
	sort.Slice(vis, func(i, j int) bool { return vis[i].Magnitude < vis[j].Magnitude })
	names := make([]string, len(vis))
	for i, t := range vis {
		names[i] = t.Name
	}
	return names
}

// Best returns the target standing highest in the sky.
func Best(targets []sky.Target, lst, lat float64) (sky.Target, bool) {
	var best sky.Target
	bestAlt, found := -90.0, false
	for _, t := range targets {
		if a := sky.CalcAltitude(t, lst, lat); a > bestAlt {
			best, bestAlt, found = t, a, true
		}
	}
	return best, found
}
