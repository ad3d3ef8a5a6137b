"""Menu endpoint: the header's and footer's links of the request's edition."""

from django.http import HttpRequest
from ninja import Router

from common.languages import request_language

from . import logic
from .schemas import MenusOut

router = Router(tags=["navigation"])


@router.get("/menus", response=MenusOut)
def list_menus(request: HttpRequest):
    return logic.menus(request_language(request))
