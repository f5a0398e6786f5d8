// Command lanes prints the score of a bowling game.
//
//	lanes -rolls 10,7,3,9,0,...
package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/lanes/internal/rolls"
	"example.com/lanes/internal/score"
)

func main() {
	in := flag.String("rolls", "", "comma-separated pins per roll")
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
	fmt.Println(total)
}
