module example.com/dur

go 1.22
