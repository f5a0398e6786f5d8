// Command invctl is a tiny demo of package stock.
package main

import (
	"fmt"
	"os"

	"example.com/inventory/pkg/stock"
)

func main() {
	s := stock.New()
	s.Add("widget", 5)
	if !s.Remove("widget", 5) {
		fmt.Fprintln(os.Stderr, "invctl: not enough widgets")
		os.Exit(1)
	}
	fmt.Printf("widgets left: %d\n", s.Avail("widget"))
}
