"""Django's PostgreSQL backend, each query and health check bounded by common/db_deadline.py."""
from django.db.backends.postgresql import base

from common import db_deadline


class DatabaseWrapper(base.DatabaseWrapper):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.execute_wrappers.append(db_deadline.guard)

    def is_usable(self) -> bool:
        # Runs outside Django's cursors (no execute wrapper): bounded here, also outside requests.
        with db_deadline.bounded(self.connection, db_deadline.HEALTH_CHECK_SECONDS):
            return super().is_usable()
