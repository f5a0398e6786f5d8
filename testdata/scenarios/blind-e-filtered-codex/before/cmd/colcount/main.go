// Command colcount prints how many fields each line of stdin has.
package main

import (
	"bufio"
	"fmt"
	"os"

	"example.com/tabular/csvline"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		fmt.Println(len(csvline.Split(sc.Text())))
	}
}
