"""API endpoints of comics (API.md)."""
from ninja import Router

router = Router(tags=["comics"])
