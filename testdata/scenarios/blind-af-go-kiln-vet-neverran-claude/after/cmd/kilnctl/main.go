// Command kilnctl prints how long a named firing schedule takes.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"example.com/kiln/firing"
)

var schedules = map[string][]firing.Segment{
	"bisque": {{Rate: 80, Target: 600}, {Rate: 150, Target: 999, Hold: 10}},
	"glaze":  {{Rate: 150, Target: 600}, {Rate: 200, Target: 1222, Hold: 15}},
}

// summary is the -json output.
type summary struct {
	Schedule string `json:"schedule"`
	Minutes  int    `json:"minutes"`
	PeakC    int    `json:"peak_c",omitempty`
}

func main() {
	name := flag.String("schedule", "bisque", "schedule name")
	asJSON := flag.Bool("json", false, "print a JSON summary")
	flag.Parse()
	sched, ok := schedules[*name]
	if !ok {
		fmt.Fprintf(os.Stderr, "unknown schedule %q\n", *name)
		os.Exit(2)
	}
	if *asJSON {
		out := summary{Schedule: *name, Minutes: firing.Minutes(20, sched), PeakC: firing.Peak(20, sched)}
		if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	fmt.Printf("%s: %d min\n", *name, firing.Minutes(20, sched))
}
