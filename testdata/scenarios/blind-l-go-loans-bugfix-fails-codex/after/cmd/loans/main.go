// Command loans prints the due date and fine of a sample loan.
package main

import (
	"fmt"
	"time"

	"example.com/loans/due"
	"example.com/loans/fines"
)

func main() {
	borrowed := time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC)
	d := due.Date(borrowed)
	returned := d.AddDate(0, 0, 4)
	fmt.Println("due:", d.Format("2006-01-02"))
	fmt.Println("fine (cents):", fines.Fine(due.DaysLate(d, returned)))
}
