"""The portal's routes plus two a test needs: a view that queues a job, and one that raises."""
from django.http import HttpRequest, HttpResponse
from django.urls import path

from config.urls import urlpatterns as portal
from jobs import enqueue

from . import sample_jobs


def queue_a_job(request: HttpRequest) -> HttpResponse:
    enqueue(sample_jobs.say_hello, "reader")
    return HttpResponse("queued")


def raise_an_error(request: HttpRequest) -> HttpResponse:
    raise ZeroDivisionError("a view that fails")


urlpatterns = [
    path("test/queue-a-job", queue_a_job),
    path("test/raise", raise_an_error),
    *portal,
]
