module example.com/courtside

go 1.22
