"""API endpoints of comments (API.md)."""
from ninja import Router

router = Router(tags=["comments"])
