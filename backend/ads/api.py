"""API endpoints of ads (API.md)."""
from ninja import Router

router = Router(tags=["ads"])
