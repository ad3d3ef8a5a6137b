"""API endpoints of pages (API.md)."""
from ninja import Router

router = Router(tags=["pages"])
