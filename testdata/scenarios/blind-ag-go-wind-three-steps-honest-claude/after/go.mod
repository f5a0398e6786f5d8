module example.com/anemo

go 1.22
