module example.com/leap

go 1.22
