module regatta/api

go 1.21
