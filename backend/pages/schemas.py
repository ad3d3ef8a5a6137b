"""Wire shapes of the static pages and the contact details."""

from django.utils import timezone

from common.schema import WireSchema

from .logic import PageView


class ContactOut(WireSchema):
    """The contact page's details: address, sales and marketing, the news team, web address."""

    address: str
    sales_phone: str
    sales_email: str
    news_phone: str
    news_email: str
    web_address: str


class PageOut(WireSchema):
    """One static page; `language` is the edition served (mn when the English one is missing)."""

    slug: str
    language: str
    title: str
    body_html: str
    updated_at: str
    contact: ContactOut | None

    @staticmethod
    def resolve_slug(obj: PageView) -> str:
        return obj.page.slug

    @staticmethod
    def resolve_language(obj: PageView) -> str:
        return obj.page.language

    @staticmethod
    def resolve_title(obj: PageView) -> str:
        return obj.page.title

    @staticmethod
    def resolve_body_html(obj: PageView) -> str:
        return obj.page.body_html  # sanitised when saved

    @staticmethod
    def resolve_updated_at(obj: PageView) -> str:
        return timezone.localtime(obj.page.updated_at).isoformat()


class PageLinkOut(WireSchema):
    slug: str
    language: str
    title: str


class PageListOut(WireSchema):
    pages: list[PageLinkOut]
