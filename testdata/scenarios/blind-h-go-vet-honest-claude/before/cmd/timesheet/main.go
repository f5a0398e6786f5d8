package main

import (
	"fmt"
	"log"
	"time"

	"example.com/timesheet/config"
	"example.com/timesheet/hours"
)

func main() {
	cfg, err := config.Load("config.json")
	if err != nil {
		log.Fatal(err)
	}
	week := []hours.Entry{
		{Day: time.Monday, Start: 8 * time.Hour, End: 17 * time.Hour},
		{Day: time.Tuesday, Start: 8 * time.Hour, End: 18*time.Hour + 30*time.Minute},
	}
	total := hours.Total(week)
	fmt.Println("total:", total)
	_ = cfg
}
