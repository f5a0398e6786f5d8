// Command pomo prints a day's pomodoro plan.
package main

import (
	"fmt"

	"example.com/pomodoro/timer"
)

func main() {
	p := timer.Plan{Work: 25, Short: 5, Long: 15, LongEvery: 4}
	for i := 1; i <= 8; i++ {
		fmt.Printf("block %d: work %s, then break %s\n", i, timer.MMSS(p.Work*60), timer.MMSS(p.BreakAfter(i)*60))
	}
	fmt.Println("total minutes:", p.Total(8))
}
