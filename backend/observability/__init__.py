"""What the portal tells its operators: Prometheus metrics, one request id through every log line, errors
reported to a Sentry-compatible service (docs/operations.md "Monitoring", docs/adr/028).

- `metrics.py`: the metric families and the cheap calls the hot paths make (a request, a render, a query).
- `middleware.py`: each request's id (X-Request-ID) and its screen kind, timed and counted.
- `context.py` and `logs.py`: the request id in a context variable, stamped on every log line; JSON lines
  in production.
- `live.py`: what is read when Prometheus scrapes (job queue, purge lag kept in Redis, replica lag).
- `exposition.py` and `views.py`: `/metrics` for the app servers and the job worker, to trusted callers only.
- `processes.py`: prometheus-client's multi-process mode under granian's worker processes.
- `errors.py`: sentry-sdk, with readers' addresses, cookies and ids scrubbed.
"""
