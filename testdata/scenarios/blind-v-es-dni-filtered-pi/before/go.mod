module example.com/dni

go 1.22
