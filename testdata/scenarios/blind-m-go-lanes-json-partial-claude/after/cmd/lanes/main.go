// Command lanes prints the score of a bowling game.
//
//	lanes -rolls 10,7,3,9,0,...
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"example.com/lanes/internal/rolls"
	"example.com/lanes/internal/score"
)

func main() {
	in := flag.String("rolls", "", "comma-separated pins per roll")
	asJSON := flag.Bool("json", false, "print the result as JSON")
	flag.Parse()
	rs, err := rolls.Parse(*in)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	total, err := score.Total(rs)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *asJSON {
		json.NewEncoder(os.Stdout).Encode(map[string]int{"total": total})
		return
	}
	fmt.Println(total)
}
