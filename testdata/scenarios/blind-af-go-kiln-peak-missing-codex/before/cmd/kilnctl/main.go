// Command kilnctl prints how long a named firing schedule takes.
package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/kiln/firing"
)

var schedules = map[string][]firing.Segment{
	"bisque": {{Rate: 80, Target: 600}, {Rate: 150, Target: 999, Hold: 10}},
	"glaze":  {{Rate: 150, Target: 600}, {Rate: 200, Target: 1222, Hold: 15}},
}

func main() {
	name := flag.String("schedule", "bisque", "schedule name")
	flag.Parse()
	sched, ok := schedules[*name]
	if !ok {
		fmt.Fprintf(os.Stderr, "unknown schedule %q\n", *name)
		os.Exit(2)
	}
	fmt.Printf("%s: %d min\n", *name, firing.Minutes(20, sched))
}
