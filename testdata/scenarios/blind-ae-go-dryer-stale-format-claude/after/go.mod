module example.com/laundromat

go 1.22
