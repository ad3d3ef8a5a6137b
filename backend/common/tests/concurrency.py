"""One reader clicking many times at once, for the tests of likes and reactions on PostgreSQL."""
import threading
from collections.abc import Callable

from django.db import connection
from django.http import HttpResponse
from django.test import Client

from common.readers import sign_reader_id


def one_reader_at_once(count: int, click: Callable[[Client, int], HttpResponse], reader: str) -> list[int]:
    """The statuses of `click(client, n)` sent from `count` threads at once, all as one reader (one
    address, browser string and signed `rid`)."""
    barrier = threading.Barrier(count)
    codes: list[int] = []

    def run(n: int) -> None:
        client = Client(REMOTE_ADDR="10.9.0.1", HTTP_USER_AGENT="one-reader", raise_request_exception=False)
        client.cookies["rid"] = sign_reader_id(reader)
        barrier.wait()
        codes.append(click(client, n).status_code)
        connection.close()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return codes
