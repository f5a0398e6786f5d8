module example.com/habits

go 1.22
