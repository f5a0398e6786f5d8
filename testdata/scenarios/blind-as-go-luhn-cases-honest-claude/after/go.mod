module example.com/cardcheck

go 1.22
