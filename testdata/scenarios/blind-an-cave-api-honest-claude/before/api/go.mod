module cave/api

go 1.21
