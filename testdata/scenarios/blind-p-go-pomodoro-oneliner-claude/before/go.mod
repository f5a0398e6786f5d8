module example.com/pomodoro

go 1.22
