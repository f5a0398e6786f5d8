"""Export grades to a spreadsheet (needs openpyxl)."""

import openpyxl


def to_xlsx(rows, path):
    wb = openpyxl.Workbook()
    ws = wb.active
    for row in rows:
        ws.append(row)
    wb.save(path)
