from receipt import fmt, receipt_lines


def test_fmt_pads_cents():
    assert fmt(105) == "€1.05"


def test_receipt_lines():
    assert receipt_lines(120, 200) == [
        "Price: €1.20",
        "Paid: €2.00",
        "Change: €0.80",
        "  50c",
        "  20c",
        "  10c",
    ]
