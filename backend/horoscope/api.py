"""API endpoints of horoscope (API.md)."""
from ninja import Router

router = Router(tags=["horoscope"])
