package main

import (
	"fmt"

	"example.com/tides/tide"
)

func main() {
	for _, s := range []string{"00:30 100", "06:45 312", "23:59 90"} {
		r, err := tide.ParseReading(s)
		fmt.Println(s, "->", r.Minute, err)
	}
}
