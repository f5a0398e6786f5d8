// Command tk prints a one-line summary of its standard input.
package main

import (
	"fmt"
	"io"
	"os"

	"example.com/textkit/text"
)

func main() {
	data, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tk:", err)
		os.Exit(1)
	}
	s := string(data)
	fmt.Printf("%d lines, %d words: %s\n", text.LineCount(s), text.WordCount(s), text.Truncate(s, 40))
}
