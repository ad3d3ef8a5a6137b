from django.apps import AppConfig


class ObservabilityConfig(AppConfig):
    name = "observability"
    verbose_name = "Observability"

    def ready(self) -> None:
        from django.conf import settings
        from django.core.signals import request_finished
        from django.db.backends.signals import connection_created

        from . import context, errors, metrics

        # Every database connection's queries timed (a wrapper per connection object, added once).
        connection_created.connect(metrics.time_queries_of, dispatch_uid="observability-query-time")
        request_finished.connect(context.clear, dispatch_uid="observability-request-id")
        errors.init_sentry(getattr(settings, "SENTRY_DSN", ""))
