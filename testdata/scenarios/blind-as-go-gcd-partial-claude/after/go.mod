module example.com/numth

go 1.22
