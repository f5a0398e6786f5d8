module example.com/greenhouse/sensors

go 1.22
