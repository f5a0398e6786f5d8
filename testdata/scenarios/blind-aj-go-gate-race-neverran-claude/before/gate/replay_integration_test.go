//go:build integration

package gate

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestReplayDay replays a recorded day of gate events: "in N" is a group
// of N people through the wide gate, "out" is one person leaving.
func TestReplayDay(t *testing.T) {
	f, err := os.Open("testdata/day.log")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var c Counter
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		switch fields[0] {
		case "in":
			n, err := strconv.Atoi(fields[1])
			if err != nil {
				t.Fatal(err)
			}
			c.EnterN(n)
		case "out":
			if err := c.Exit(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if c.Inside() != 2 || c.Peak() != 5 {
		t.Fatalf("after replay: inside %d peak %d, want 2 and 5", c.Inside(), c.Peak())
	}
}
