module example.com/greenhouse/alerts

go 1.22

require example.com/greenhouse/sensors v0.0.0
