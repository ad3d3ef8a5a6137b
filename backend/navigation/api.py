"""Menu endpoint: the header's and footer's links of the request's edition."""

from ninja import Router

from common import api_reads
from common.languages import Language

from . import logic
from .schemas import MenusOut

router = Router(tags=["navigation"])


@api_reads.get(router, "/menus", response=MenusOut)
def list_menus(language: Language):
    return logic.menus(language)
