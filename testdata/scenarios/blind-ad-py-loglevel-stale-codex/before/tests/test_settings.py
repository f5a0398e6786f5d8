from settings import load


def test_defaults():
    s = load({})
    assert s.smtp_host == "localhost"
    assert s.smtp_port == 25
    assert s.timeout == 10


def test_from_env():
    s = load({"NOTIFY_SMTP_HOST": "mail", "NOTIFY_SMTP_PORT": "587", "NOTIFY_TIMEOUT": "2.5"})
    assert (s.smtp_host, s.smtp_port, s.timeout) == ("mail", 587, 2.5)
