module example.com/kiln

go 1.22
