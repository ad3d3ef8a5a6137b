"""Django's PostgreSQL backend with client-side time limits (common/db_deadline.py)."""
