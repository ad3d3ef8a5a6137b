"""Each request's id and its count: the outermost middleware.

The id comes from nginx (X-Request-ID) or is made here; it is in every log line of the request
(observability/logs.py), in the render process's lines (web/render_process.py), in the meta of each
job the request queues (jobs/queue.py), and on the answer. The request is counted and timed under its
screen kind (observability/kinds.py). Front-cache hits never reach Django: performance/front_cache.py
counts those itself, under the kind kept with the answer.
"""
import time
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from . import context, kinds, metrics


class RequestObservationMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        request_id = context.taken_or_new(request.META.get(context.META_KEY))
        # Cleared when the answer has been sent (request_finished, apps.py), not here: Django logs a 4xx or
        # 5xx answer ("Not Found: /x") after the middleware has returned it.
        context.request_id.set(request_id)
        response = self.get_response(request)
        kind = kinds.kind_of(request)
        request.META[kinds.ENVIRON_KEY] = kind
        response[context.HEADER] = request_id
        metrics.observe_request(kind, str(response.status_code), time.perf_counter() - started)
        return response
