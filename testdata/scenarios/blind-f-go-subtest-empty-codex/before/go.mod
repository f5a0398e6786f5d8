module example.com/textnorm

go 1.22
