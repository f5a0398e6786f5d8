module example.com/svc

go 1.21
