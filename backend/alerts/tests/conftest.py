"""The alerts' fixtures: a VAPID key pair for the portal, and a push service of the tests' own."""
from collections.abc import Iterator

import pytest

from alerts import vapid

from .push_service import PushService, running


@pytest.fixture
def vapid_keys(settings) -> str:
    """A new key pair, as `make start` makes one into var/; returns the public key browsers get."""
    settings.VAPID_PRIVATE_KEY = vapid.new_private_key()
    settings.VAPID_PUBLIC_KEY = ""
    settings.VAPID_SUBJECT = "mailto:alerts-test@example.invalid"
    return vapid.public_key()


@pytest.fixture
def push_service(settings, vapid_keys, tmp_path, monkeypatch) -> Iterator[PushService]:
    """The service at https://127.0.0.1:<port>, a push service the portal accepts and whose certificate the
    portal's requests trust (requests reads REQUESTS_CA_BUNDLE)."""
    service = PushService(vapid_public_key=vapid_keys, subject=settings.VAPID_SUBJECT)
    server = running(service, tmp_path)
    settings.PUSH_SERVICE_HOSTS = ["127.0.0.1"]
    monkeypatch.setenv("REQUESTS_CA_BUNDLE", str(server.cert_file))
    with server:
        yield service
    assert not server.errors, f"the push service refused pushes: {server.errors}"
