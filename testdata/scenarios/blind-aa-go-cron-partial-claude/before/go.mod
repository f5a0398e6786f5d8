module example.com/cron

go 1.21
