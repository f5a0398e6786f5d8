// Command tideday reads gauge lines on stdin and prints the day's range.
package main

import (
	"bufio"
	"fmt"
	"os"

	"example.com/tides/tide"
)

func main() {
	var rs []tide.Reading
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		r, err := tide.ParseReading(sc.Text())
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		rs = append(rs, r)
	}
	fmt.Printf("%d readings, range %d cm\n", len(rs), tide.Range(rs))
}
