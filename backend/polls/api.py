"""API endpoints of polls (API.md)."""
from ninja import Router

router = Router(tags=["polls"])
