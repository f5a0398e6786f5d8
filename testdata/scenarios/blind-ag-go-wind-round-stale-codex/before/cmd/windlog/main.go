// Command windlog prints the Beaufort force of each speed given in knots.
package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/anemo/wind"
)

func main() {
	for _, a := range os.Args[1:] {
		k, err := strconv.ParseFloat(a, 64)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		fmt.Printf("%5.1f kn  %5.1f km/h  force %d\n", k, wind.KnotsToKmh(k), wind.Force(k))
	}
}
