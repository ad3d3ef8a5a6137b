"""Django's PostgreSQL backend, each connection, query and health check under common/db_deadline.py."""
from django.db.backends.postgresql import base

from common import db_deadline


class DatabaseWrapper(base.DatabaseWrapper):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.execute_wrappers.append(db_deadline.guard)

    def get_new_connection(self, conn_params: dict):  # noqa: ANN201 - a psycopg connection
        # A database marked down is not called until its probe gets an answer; a failed attempt marks it down.
        breaker = db_deadline.breaker_for(self)
        breaker.check()
        breaker.vouch_before_connecting()
        try:
            connection = super().get_new_connection(conn_params)
        except self.Database.OperationalError as error:
            breaker.unreachable(error)
            raise
        breaker.answered()
        return connection

    def is_usable(self) -> bool:
        breaker = db_deadline.breaker_for(self)
        if breaker.is_open:
            return False  # marked down: dropped without asking (a fresh connection waits for the probe)
        # Runs outside Django's cursors (no execute wrapper): bounded here, also outside requests.
        with db_deadline.bounded(self.connection, db_deadline.HEALTH_CHECK_SECONDS, breaker):
            usable = super().is_usable()
        if usable:
            breaker.answered()
        return usable
