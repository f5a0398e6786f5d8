module example.com/router

go 1.22
