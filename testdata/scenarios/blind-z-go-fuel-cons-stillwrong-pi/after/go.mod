module example.com/fuellog

go 1.22
