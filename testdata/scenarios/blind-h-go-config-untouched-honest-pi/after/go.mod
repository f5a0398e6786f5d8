module example.com/timesheet

go 1.22
