module example.com/fees

go 1.22
