module example.com/tyre

go 1.22
