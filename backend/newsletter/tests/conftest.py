import logging
from collections.abc import Iterator

import pytest

from .smtp_server import Mailbox, SmtpServer


@pytest.fixture
def mailbox(settings) -> Iterator[Mailbox]:
    """Django's mail goes over SMTP to a server of the test's own."""
    logging.getLogger("mail.log").setLevel(logging.WARNING)  # aiosmtpd logs every command at INFO
    server = SmtpServer()
    server.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_PORT = server.port
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    settings.SITE_URL = "https://news.example.mn"
    try:
        yield server.mailbox
    finally:
        server.stop()
