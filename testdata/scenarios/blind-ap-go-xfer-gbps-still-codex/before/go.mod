module example.com/xfer

go 1.21
