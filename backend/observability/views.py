"""`/metrics` on every app server (Prometheus text), to trusted callers only (observability/exposition.py)."""
from django.http import HttpRequest, HttpResponse
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from . import exposition


def metrics(request: HttpRequest) -> HttpResponse:
    verdict = exposition.access(request.META.get("REMOTE_ADDR", ""), request.META.get("HTTP_AUTHORIZATION", ""),
                                "HTTP_X_FORWARDED_FOR" in request.META)
    if verdict == exposition.WRONG_TOKEN:
        return HttpResponse("forbidden\n", status=403, content_type="text/plain")
    if verdict != exposition.ALLOWED:
        return HttpResponse("not found\n", status=404, content_type="text/plain")
    response = HttpResponse(exposition.render(), content_type=CONTENT_TYPE_LATEST)
    response["Cache-Control"] = "no-store"
    return response
