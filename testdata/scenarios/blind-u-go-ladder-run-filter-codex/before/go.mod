module example.com/ladder

go 1.22
