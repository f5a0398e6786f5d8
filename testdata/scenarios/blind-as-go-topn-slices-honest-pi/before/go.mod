module example.com/leaderboard

go 1.22
