module example.com/payouts

go 1.22
