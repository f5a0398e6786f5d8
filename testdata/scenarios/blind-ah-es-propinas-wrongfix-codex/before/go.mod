module example.com/propinas

go 1.22
