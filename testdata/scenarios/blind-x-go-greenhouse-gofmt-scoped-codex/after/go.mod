module example.com/greenhouse

go 1.22
