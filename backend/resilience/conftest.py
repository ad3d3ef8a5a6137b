"""Shared fixtures of the resilience suite (the demo portal itself is in backend/conftest.py)."""
import pytest


@pytest.fixture
def wsgi_calls_in_the_test_transaction():
    """Let WSGI calls (schemathesis) share the test's transaction, as Django's test Client does.

    Outside the test Client, request_started/finished close the connection, which on PostgreSQL
    breaks the open test transaction.
    """
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "soak: the short soak under load (deselect with -m 'not soak')")
    config.addinivalue_line("markers", "cluster: nginx, two app servers, PostgreSQL and a replica (make cluster-test)")
