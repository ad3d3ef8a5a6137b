"""API endpoints of widgets (API.md)."""
from ninja import Router

router = Router(tags=["widgets"])
