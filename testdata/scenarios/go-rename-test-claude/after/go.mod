module example.com/size

go 1.22
