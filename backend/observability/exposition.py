"""The `/metrics` answer, who may read it, and the job worker's own listener.

Readers must not see it: it is answered to loopback, to addresses in METRICS_ALLOWED_NETS, or to a
request with `Authorization: Bearer <METRICS_TOKEN>`. A request that came through a proxy (it carries
X-Forwarded-For: nginx sets it on every request it passes) is let in by the token only, since the proxy's
own address would otherwise vouch for every reader behind it; deploy/nginx-portal.conf refuses /metrics too.
"""
import hmac
import ipaddress
import logging
import os
import threading
from collections.abc import Iterable, Iterator
from functools import cache
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from django.conf import settings
from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

from . import batching
from .live import LiveCollector

logger = logging.getLogger("portal.metrics")

ALLOWED, NOT_HERE, WRONG_TOKEN = "allowed", "not-here", "wrong-token"


def multiprocess_dir() -> str:
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR", "")


class _ThisProcess(Collector):
    """The default registry's families, when values live in this process's memory."""

    def collect(self) -> Iterator[Any]:
        yield from REGISTRY.collect()


@cache
def scrape_registry() -> CollectorRegistry:
    registry = CollectorRegistry(auto_describe=False)
    if multiprocess_dir():
        MultiProcessCollector(registry)  # every process's files, added up
    else:
        registry.register(_ThisProcess())
    registry.register(LiveCollector())
    return registry


def render() -> bytes:
    batching.flush_all()  # this process's last second; the others' come from their files
    return generate_latest(scrape_registry())


def _allowed_nets() -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]:
    return tuple(ipaddress.ip_network(net.strip(), strict=False)
                 for net in settings.METRICS_ALLOWED_NETS if net.strip())


def access(remote_addr: str, authorization: str, forwarded: bool) -> str:
    """Whether a caller may read the metrics: ALLOWED, NOT_HERE (answer 404) or WRONG_TOKEN (403)."""
    token = settings.METRICS_TOKEN
    if authorization:
        scheme, _, given = authorization.partition(" ")
        if token and scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), token.encode()):
            return ALLOWED
        return WRONG_TOKEN
    if forwarded:
        return NOT_HERE
    try:
        address = ipaddress.ip_address(remote_addr)
    except ValueError:
        return NOT_HERE
    if address.is_loopback or any(address in net for net in _allowed_nets()):
        return ALLOWED
    return NOT_HERE


def wsgi_app(environ: dict, start_response: Any) -> Iterable[bytes]:
    """The job worker's listener (no Django request machinery in the worker's main loop)."""
    if environ.get("PATH_INFO") not in ("/metrics", "/"):
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found\n"]
    verdict = access(environ.get("REMOTE_ADDR", ""), environ.get("HTTP_AUTHORIZATION", ""),
                     bool(environ.get("HTTP_X_FORWARDED_FOR")))
    if verdict != ALLOWED:
        status = "403 Forbidden" if verdict == WRONG_TOKEN else "404 Not Found"
        start_response(status, [("Content-Type", "text/plain")])
        return [b"forbidden\n" if verdict == WRONG_TOKEN else b"not found\n"]
    body = render()
    start_response("200 OK", [("Content-Type", CONTENT_TYPE_LATEST), ("Cache-Control", "no-store"),
                              ("Content-Length", str(len(body)))])
    return [body]


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's name
        pass


class _ThreadingServer(WSGIServer):
    daemon_threads = True


def serve_in_background(port: int, host: str = "") -> WSGIServer:
    """Serve `/metrics` on `port` from a daemon thread of this process (the job worker)."""
    server = make_server(host or settings.METRICS_HOST, port, wsgi_app, server_class=_ThreadingServer,
                         handler_class=_QuietHandler)
    threading.Thread(target=server.serve_forever, name="metrics", daemon=True).start()
    logger.info("metrics on %s:%d/metrics", host or settings.METRICS_HOST, server.server_port)
    return server
