// Command habits prints today's streak and the weekly report.
package main

import (
	"fmt"
	"time"

	"example.com/habits/report"
	"example.com/habits/streak"
)

func main() {
	now := time.Now()
	days := []time.Time{now.AddDate(0, 0, -2), now.AddDate(0, 0, -1), now}
	fmt.Printf("current streak: %d days\n", streak.Current(days, now))
	fmt.Print(report.Weekly([]report.Habit{{Name: "read", Done: 5, Target: 7}}))
}
