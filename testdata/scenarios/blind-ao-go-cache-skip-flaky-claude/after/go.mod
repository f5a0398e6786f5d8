module example.com/sessions

go 1.22
