"""API endpoints of stories (API.md)."""
from ninja import Router

router = Router(tags=["stories"])
