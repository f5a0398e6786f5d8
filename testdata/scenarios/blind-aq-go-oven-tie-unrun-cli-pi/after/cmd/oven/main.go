// Command oven converts oven temperatures: oven 180C 350F
package main

import (
	"fmt"
	"os"

	"example.com/oven/oven"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: oven TEMP... (e.g. 180C or 350F)")
		os.Exit(2)
	}
	for _, arg := range os.Args[1:] {
		c, err := oven.Celsius(arg)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("%dC / %dF / gas mark %d\n", c, oven.Fahrenheit(c), oven.GasMark(c))
	}
}
