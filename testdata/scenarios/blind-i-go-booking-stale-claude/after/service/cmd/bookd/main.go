// Command bookd books a sample stay and prints its price.
package main

import (
	"fmt"
	"time"

	"example.com/booking/booking"
	"example.com/booking/pricing"
)

func main() {
	in := time.Date(2026, time.March, 5, 0, 0, 0, 0, time.UTC)
	s := booking.Stay{Room: "101", CheckIn: in, CheckOut: in.AddDate(0, 0, 3)}
	var l booking.Ledger
	if err := l.Book(s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pricing.Quote(in, booking.Nights(s), 10000))
}
