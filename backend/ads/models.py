"""Ads: banner places on the pages (slots) and the creatives that rotate in them."""

from __future__ import annotations

from datetime import datetime

from django.core.exceptions import ValidationError
from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from common.models import ImageRenditionsMixin, Language
from common.text import sanitize_html


class PageKind(models.TextChoices):
    """The kinds of page a slot can appear on."""

    ALL = "all", _("Every page")
    HOME = "home", _("Front page")
    ARTICLE = "article", _("Article")
    CATEGORY = "category", _("Category list")


def normalize_pages(value: str | list[str]) -> str:
    """A comma list of known page kinds, deduplicated and sorted ("article,home")."""
    parts = value.split(",") if isinstance(value, str) else value
    kinds = {p.strip().lower() for p in parts if p and p.strip()}
    unknown = kinds - set(PageKind.values)
    if unknown:
        raise ValidationError(gettext("Unknown page kind(s): %(kinds)s.") % {"kinds": ", ".join(sorted(unknown))})
    return ",".join(sorted(kinds))


class AdSlotQuerySet(models.QuerySet["AdSlot"]):
    def active(self) -> AdSlotQuerySet:
        """Slots switched on."""
        return self.filter(is_active=True)

    def for_page(self, kind: str) -> AdSlotQuerySet:
        """Slots shown on pages of `kind`, including those shown everywhere."""
        return self.filter(pages__regex=rf"(^|,)({kind}|{PageKind.ALL})(,|$)")


class AdSlot(models.Model):
    """A place for a banner, addressed by the page as `html_id` (the loader's htmlids[])."""

    html_id = models.SlugField(
        _("HTML id"), max_length=60, unique=True, help_text=_('e.g. "sidebar-1", "article-top", "hover-ad".')
    )
    name = models.CharField(_("name"), max_length=120)
    width = models.PositiveIntegerField(
        _("width"), help_text=_("Pixels; the sidebar banner is 293, the hover ad 1170.")
    )
    height = models.PositiveIntegerField(
        _("height"), help_text=_("Pixels; the sidebar banner is 255, the hover ad 514.")
    )
    pages = models.CharField(
        _("pages"), max_length=100, default=PageKind.ALL,
        help_text=_("Comma list of page kinds: all, home, article, category."),
    )
    is_active = models.BooleanField(_("is active"), default=True)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = AdSlotQuerySet.as_manager()

    class Meta:
        ordering = ["html_id"]
        verbose_name = _("ad slot")
        verbose_name_plural = _("ad slots")

    def __str__(self) -> str:
        return f"{self.name} ({self.html_id}, {self.width}×{self.height})"

    def save(self, *args, **kwargs) -> None:
        self.pages = normalize_pages(self.pages) or PageKind.ALL
        super().save(*args, **kwargs)

    @property
    def page_kinds(self) -> list[str]:
        """The page kinds as a list."""
        return [kind for kind in self.pages.split(",") if kind]

    def shows_on(self, kind: str) -> bool:
        """Whether this slot appears on pages of `kind`."""
        return PageKind.ALL in self.page_kinds or kind in self.page_kinds

    def clean(self) -> None:
        """Normalise the page kinds, refusing unknown ones."""
        self.pages = normalize_pages(self.pages)


class CreativeKind(models.TextChoices):
    IMAGE = "image", _("Image with link")
    HTML = "html", _("HTML snippet")


class AdCreativeQuerySet(models.QuerySet["AdCreative"]):
    def running(self, now: datetime | None = None) -> AdCreativeQuerySet:
        """Creatives to serve at `now`: switched on, in an active slot, inside their campaign dates."""
        now = now or timezone.now()
        return self.filter(
            Q(ends_at__isnull=True) | Q(ends_at__gt=now),
            is_active=True,
            slot__is_active=True,
            starts_at__lte=now,
        )

    def for_slot(self, html_id: str) -> AdCreativeQuerySet:
        """Creatives of the slot with `html_id`."""
        return self.filter(slot__html_id=html_id)


class AdCreative(ImageRenditionsMixin):
    """One banner in a slot: an image with a link, or sanitised HTML; picked by weight."""

    slot = models.ForeignKey(AdSlot, on_delete=models.CASCADE, related_name="creatives", verbose_name=_("ad slot"))
    name = models.CharField(_("name"), max_length=120, help_text=_("Advertiser or campaign, for the newsroom."))
    kind = models.CharField(_("kind"), max_length=8, choices=CreativeKind.choices, default=CreativeKind.IMAGE)
    image = models.ImageField(_("image"), upload_to="ads/%Y/%m/", blank=True)
    html = models.TextField(_("HTML"), blank=True, help_text=_("Sanitised on save: no scripts or event handlers."))
    link_url = models.URLField(_("link"), max_length=500, blank=True)
    alt_text = models.CharField(_("alt text"), max_length=200, blank=True)
    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, blank=True, default="",
        help_text=_("The edition it shows in; empty for both."),
    )
    starts_at = models.DateTimeField(_("starts at"), default=timezone.now, db_index=True)
    ends_at = models.DateTimeField(_("ends at"), null=True, blank=True, help_text=_("Empty means no end date."))
    weight = models.PositiveSmallIntegerField(
        _("weight"), default=1, validators=[MinValueValidator(1)],
        help_text=_("Relative share of impressions in the slot."),
    )
    is_active = models.BooleanField(_("is active"), default=True)
    impressions = models.PositiveBigIntegerField(_("impressions"), default=0, editable=False)
    clicks = models.PositiveBigIntegerField(_("clicks"), default=0, editable=False)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = AdCreativeQuerySet.as_manager()

    class Meta:
        ordering = ["slot", "-weight", "-starts_at"]
        verbose_name = _("ad creative")
        verbose_name_plural = _("ad creatives")
        indexes = [models.Index(fields=["slot", "is_active", "starts_at"], name="adcreative_running_idx")]
        constraints = [
            models.CheckConstraint(condition=Q(weight__gte=1), name="adcreative_weight_at_least_one"),
            models.CheckConstraint(
                condition=Q(ends_at__isnull=True) | Q(ends_at__gt=models.F("starts_at")),
                name="adcreative_ends_after_it_starts",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} in {self.slot.html_id}"

    def save(self, *args, **kwargs) -> None:
        # Ad HTML comes from outside the newsroom, so it gets the same allow-list as articles.
        self.html = sanitize_html(self.html)
        super().save(*args, **kwargs)

    @property
    def click_through_rate(self) -> float:
        """Clicks per impression, in percent."""
        return round(100 * self.clicks / self.impressions, 2) if self.impressions else 0.0

    def is_running(self, now: datetime | None = None) -> bool:
        """Whether this creative may be served at `now` (slot activity aside)."""
        now = now or timezone.now()
        return self.is_active and self.starts_at <= now and (self.ends_at is None or self.ends_at > now)

    def clean(self) -> None:
        """An image creative needs an image, an HTML one its HTML."""
        if self.kind == CreativeKind.IMAGE and not self.image:
            raise ValidationError({"image": _("An image creative needs an image.")})
        if self.kind == CreativeKind.HTML and not self.html.strip():
            raise ValidationError({"html": _("An HTML creative needs its HTML.")})
