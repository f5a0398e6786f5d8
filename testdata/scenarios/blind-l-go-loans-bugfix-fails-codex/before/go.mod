module example.com/loans

go 1.22
