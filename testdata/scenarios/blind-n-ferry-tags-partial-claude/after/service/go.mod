module example.com/ferry

go 1.22
