module example.com/kennel

go 1.21
