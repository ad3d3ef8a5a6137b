"""The job that writes buffered views to the database (jobs/schedule.py: every few seconds)."""
from . import buffer, visitors


def flush_views() -> int:
    """Job: write the views buffered in Redis (and in this process) to the database, forget readers
    not seen for five minutes, and make today's salt (deleting yesterday's) if no view has yet."""
    visitors.salt_for(visitors.today())
    written = buffer.flush()
    buffer.prune_readers()
    return written
