"""Validação e formatação de CPF."""


def _digits(cpf):
    return [int(c) for c in str(cpf) if c.isdigit()]


def check_digits(base):
    """Return the two check digits of the first nine digits of a CPF."""
    total = sum(d * w for d, w in zip(base, range(10, 1, -1)))
    first = total * 10 % 11
    total = sum(d * w for d, w in zip(base + [first], range(11, 1, -1)))
    second = total * 10 % 11
    return first, second


def is_valid(cpf):
    """Report whether cpf ("529.982.247-25" or "52998224725") is a valid CPF."""
    digits = _digits(cpf)
    if len(digits) != 11:
        return False
    return tuple(digits[9:]) == check_digits(digits[:9])


def format_cpf(cpf):
    """Return cpf as "000.000.000-00"."""
    d = "".join(str(x) for x in _digits(cpf))
    return f"{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}"
