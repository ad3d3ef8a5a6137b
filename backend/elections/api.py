"""API endpoints of elections (API.md)."""
from ninja import Router

router = Router(tags=["elections"])
