module example.com/skywatch

go 1.22
