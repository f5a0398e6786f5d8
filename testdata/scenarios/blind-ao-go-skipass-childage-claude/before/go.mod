module example.com/skipass

go 1.22
