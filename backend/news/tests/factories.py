"""Small builders for news tests (plain functions, no factory library)."""
import io
from datetime import datetime, timedelta
from itertools import count

from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone
from PIL import Image

from news.models import Article, ArticleStatus, Category, NewsType, Provider

_seq = count(1)
# Each new article is a minute older than the one before, counted from the test's start: a test
# that ran after thousands of others must still get "recent" articles (conftest resets it).
_minutes = count(1)


def reset_clock() -> None:
    global _minutes
    _minutes = count(1)


def png_upload(width: int = 1200, height: int = 675, name: str = "photo.png") -> SimpleUploadedFile:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (20, 90, 160)).save(buffer, "PNG")
    return SimpleUploadedFile(name, buffer.getvalue(), content_type="image/png")


def category(**fields) -> Category:
    n = next(_seq)
    defaults = {"name_mn": f"Ангилал {n}", "name_en": f"Category {n}", "slug": f"category-{n}"}
    return Category.objects.create(**(defaults | fields))


def news_type(**fields) -> NewsType:
    n = next(_seq)
    defaults = {"name_mn": f"Төрөл {n}", "name_en": f"Type {n}", "slug": f"type-{n}"}
    return NewsType.objects.create(**(defaults | fields))


def provider(**fields) -> Provider:
    n = next(_seq)
    return Provider.objects.create(**({"name_mn": f"Сэтгүүлч {n}", "name_en": f"Reporter {n}"} | fields))


def article(
    *,
    category: Category | None = None,
    news_type: NewsType | None = None,
    publish_date: datetime | None = None,
    language: str = "mn",
    status: str = ArticleStatus.PUBLISHED,
    **fields,
) -> Article:
    n = next(_seq)
    return Article.objects.create(
        title=fields.pop("title", f"Мэдээ {n}"),
        lead=fields.pop("lead", "Товч агуулга"),
        body_html=fields.pop("body_html", "<p>Бие</p>"),
        category=category or globals()["category"](),
        news_type=news_type or globals()["news_type"](),
        publish_date=publish_date or timezone.now() - timedelta(minutes=next(_minutes)),
        language=language,
        status=status,
        **fields,
    )
