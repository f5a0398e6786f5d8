module example.com/turnstile

go 1.22
