module example.com/barcode

go 1.21
