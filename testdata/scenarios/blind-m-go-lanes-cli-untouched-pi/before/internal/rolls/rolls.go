// Package rolls reads the rolls of a game.
package rolls

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads a comma-separated list of rolls ("10,7,3,9,0").
func Parse(s string) ([]int, error) {
	var out []int
	for _, field := range strings.Split(s, ",") {
		field = strings.TrimSpace(field)
		n, err := strconv.Atoi(field)
		if err != nil {
			return nil, fmt.Errorf("rolls: %q is not a number", field)
		}
		if n < 0 || n > 10 {
			return nil, fmt.Errorf("rolls: %d is out of range", n)
		}
		out = append(out, n)
	}
	return out, nil
}
