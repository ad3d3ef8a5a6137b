"""The audience tests start from empty buffers and a process without a remembered salt."""
import pytest

from audience import buffer, visitors

BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"


@pytest.fixture(autouse=True)
def empty_buffers():
    visitors.forget_salt()
    buffer.take_local()
    store = buffer.redis_client()
    if store is not None:
        client = store.client.get_client(write=True)
        client.delete(buffer.BUFFER, buffer.PRESENCE, buffer.FLUSHING, buffer.FLUSHING_PRESENCE, buffer.FLUSH_LOCK)
    yield
    visitors.forget_salt()
    buffer.take_local()
