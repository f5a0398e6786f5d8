module example.com/tabular

go 1.22
