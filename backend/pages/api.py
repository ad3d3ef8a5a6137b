"""Static page endpoints (API.md "Widgets, pages and the rest"): the footer list and one page."""

from django.http import HttpRequest
from ninja import Router

from common import api_reads
from common.languages import Language, request_language

from . import logic
from .schemas import PageListOut, PageOut

router = Router(tags=["pages"])


@router.get("/pages", response=PageListOut)
def list_pages(request: HttpRequest):
    """The footer's pages in the request language: contact, ethics, privacy, about."""
    return {"pages": logic.footer_pages(request_language(request))}


@api_reads.get(router, "/pages/{slug}", response=PageOut)
def get_page(language: Language, slug: str):
    """A static page (contact, ethics, privacy, about); the contact page carries `contact`."""
    return logic.get_page(slug, language)
