"""Pages: the static pages (contact, ethics, privacy, about) and the contact details, per language."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from common.models import Language
from common.text import sanitize_html


class PageSlug(models.TextChoices):
    CONTACT = "contact", _("Contact")
    ETHICS = "ethics", _("Ethics")
    PRIVACY = "privacy", _("Privacy")
    ABOUT = "about", _("About us")


class StaticPageQuerySet(models.QuerySet["StaticPage"]):
    def published(self) -> StaticPageQuerySet:
        """Pages readers may open."""
        return self.filter(is_published=True)

    def in_language(self, language: str) -> StaticPageQuerySet:
        """Pages of one edition."""
        return self.filter(language=language)

    def for_slug(self, slug: str, language: str) -> StaticPage | None:
        """The published page `slug` in `language`, falling back to the Mongolian one."""
        pages = {page.language: page for page in self.published().filter(slug=slug)}
        return pages.get(language) or pages.get(Language.MONGOLIAN)


class StaticPage(models.Model):
    """One static page in one language; the body is editor HTML, sanitised on save."""

    slug = models.CharField(_("page"), max_length=16, choices=PageSlug.choices)
    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN, db_index=True
    )
    title = models.CharField(_("title"), max_length=200)
    body_html = models.TextField(
        _("body"), blank=True,
        # A context: ads translates the same English otherwise, and Django merges the catalogs.
        help_text=pgettext_lazy("static page", "Sanitised on save: no scripts or event handlers."),
    )
    is_published = models.BooleanField(_("published"), default=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = StaticPageQuerySet.as_manager()

    class Meta:
        ordering = ["slug", "language"]
        verbose_name = _("static page")
        verbose_name_plural = _("static pages")
        constraints = [
            models.UniqueConstraint(fields=["slug", "language"], name="static_page_unique_slug_per_language"),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.language})"

    def save(self, *args, **kwargs) -> None:
        self.body_html = sanitize_html(self.body_html)
        super().save(*args, **kwargs)


class ContactInfoQuerySet(models.QuerySet["ContactInfo"]):
    def for_language(self, language: str) -> ContactInfo | None:
        """The contact details of `language`, falling back to the Mongolian ones."""
        details = {info.language: info for info in self.all()}
        return details.get(language) or details.get(Language.MONGOLIAN)


class ContactInfo(models.Model):
    """The contact page's details (address, sales and newsroom lines), one row per language."""

    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN, unique=True
    )
    address = models.TextField(_("address"), blank=True)
    sales_phone = models.CharField(_("sales and marketing phone"), max_length=40, blank=True)
    sales_email = models.EmailField(_("sales and marketing email"), blank=True)
    news_phone = models.CharField(_("news team phone"), max_length=40, blank=True)
    news_email = models.EmailField(_("news team email"), blank=True)
    web_address = models.URLField(_("website"), blank=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = ContactInfoQuerySet.as_manager()

    class Meta:
        ordering = ["language"]
        verbose_name = _("contact details")
        verbose_name_plural = _("contact details")

    def __str__(self) -> str:
        return f"Contact details ({self.language})"


class SiteNotice(models.Model):
    """A short line at the foot of every reader's page in one edition (e.g. that the content is a demo)."""

    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN, unique=True
    )
    text = models.CharField(_("text"), max_length=300)
    is_shown = models.BooleanField(_("shown"), default=True)
    is_demo = models.BooleanField(
        _("says the content is a demo"), default=False,
        help_text=_("The newsroom's front page then reminds editors that the portal holds demo content."),
    )
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        ordering = ["language"]
        verbose_name = _("site notice")
        verbose_name_plural = _("site notices")

    def __str__(self) -> str:
        return self.text
