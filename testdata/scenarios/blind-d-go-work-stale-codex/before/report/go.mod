module example.com/report

go 1.22

require example.com/units v0.0.0
