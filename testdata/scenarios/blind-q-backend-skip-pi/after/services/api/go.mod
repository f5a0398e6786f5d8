module example.com/spokes/api

go 1.22
