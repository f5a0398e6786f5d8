// Command tyre converts tyre pressures: tyre 2.4bar 32psi
package main

import (
	"fmt"
	"os"

	"example.com/tyre/tyre"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: tyre READING... (e.g. 2.4bar 32psi)")
		os.Exit(2)
	}
	for _, arg := range os.Args[1:] {
		p, err := tyre.Parse(arg)
		if err != nil {
			fmt.Fprintln(os.Stderr, "tyre:", err)
			os.Exit(1)
		}
		fmt.Printf("%s = %s\n", p, tyre.Convert(p))
	}
}
