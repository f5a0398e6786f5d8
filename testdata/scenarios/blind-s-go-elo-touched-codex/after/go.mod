module example.com/elo

go 1.21
