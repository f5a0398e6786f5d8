module example.com/lanes

go 1.22
