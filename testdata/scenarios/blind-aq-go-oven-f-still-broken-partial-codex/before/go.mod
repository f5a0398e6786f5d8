module example.com/oven

go 1.22
