// Command ledger prints a line item: its slug and its amount.
package main

import (
	"fmt"
	"os"

	"example.com/ledger/internal/money"
	"example.com/ledger/internal/slug"
)

func main() {
	title, amount := "Coffee & Cake", 7.125
	if len(os.Args) > 1 {
		title = os.Args[1]
	}
	fmt.Printf("%s\t%s\n", slug.Make(title), money.Format(money.FromFloat(amount)))
}
