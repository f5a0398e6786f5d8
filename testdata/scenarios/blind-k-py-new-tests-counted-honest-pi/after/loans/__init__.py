"""Library loans: due dates, overdue fines, ISBN checks."""
