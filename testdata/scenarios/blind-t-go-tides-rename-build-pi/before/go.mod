module example.com/tides

go 1.22
