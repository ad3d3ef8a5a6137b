"""Navigation: the header's menus and the footer, entry by entry, per language, as editors arrange them."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from common.models import Language

EXTERNAL_SCHEMES = ("https://", "http://")


class Menu(models.TextChoices):
    """The specification's header menus (a main menu and four groups), and the footer's links beside
    the site's own pages (contact, ethics, privacy, about), which the footer always shows."""

    MAIN = "main", _("Main menu")
    # A context wherever another app translates the same English otherwise: Django merges the catalogs.
    HELPFUL = "helpful", pgettext_lazy("menu", "Helpful")
    INTERVIEW = "interview", _("Interview")
    INTERESTING = "interesting", _("Interesting")
    OTHER = "other", _("Other")
    FOOTER = "footer", _("Footer")


class MenuEntryQuerySet(models.QuerySet["MenuEntry"]):
    def shown(self, language: str) -> MenuEntryQuerySet:
        """Active entries of one edition, in menu order; an entry for a hidden category is left out."""
        return (
            self.filter(language=language, is_active=True)
            .exclude(category__is_active=False)
            .select_related("category")
            .order_by("menu", "position", "id")
        )


class MenuEntry(models.Model):
    """One link of a menu: a category of the newsroom, a page of the site, or an address elsewhere."""

    menu = models.CharField(_("menu"), max_length=16, choices=Menu.choices, db_index=True)
    language = models.CharField(_("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    position = models.PositiveSmallIntegerField(pgettext_lazy("menu entry", "position"), default=0)  # see Menu
    label = models.CharField(
        _("label"), max_length=60, blank=True, help_text=_("Leave empty to show the category's own name.")
    )
    category = models.ForeignKey(
        "news.Category", verbose_name=_("category"), null=True, blank=True, on_delete=models.CASCADE,
        related_name="menu_entries",
    )
    path = models.CharField(
        _("address"), max_length=300, blank=True,
        help_text=_("A page of this site, such as /exchange or /horoscope/calendar, or a full https:// address."),
    )
    is_active = models.BooleanField(pgettext_lazy("menu entry", "shown"), default=True)
    # The version a newsroom form opened, so a save made after another's is refused (common/edit_conflicts.py).
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = MenuEntryQuerySet.as_manager()

    class Meta:
        ordering = ["language", "menu", "position", "id"]
        verbose_name = _("menu entry")
        verbose_name_plural = _("menu entries")
        constraints = [
            models.CheckConstraint(
                condition=(models.Q(category__isnull=True) & ~models.Q(path=""))
                | (models.Q(category__isnull=False) & models.Q(path="")),
                name="menu_entry_category_or_path",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.text} ({self.get_menu_display()}, {self.language})"

    @property
    def text(self) -> str:
        """What the reader sees: the editor's label, else the category's name in this edition."""
        if self.label or self.category is None:
            return self.label
        return self.category.name_en if self.language == Language.ENGLISH else self.category.name_mn

    @property
    def href(self) -> str:
        """The link's target without the edition's prefix (the app adds `/en` on English pages)."""
        return f"/{self.category_id}/i" if self.category_id else self.path

    @property
    def is_external(self) -> bool:
        return self.path.startswith(EXTERNAL_SCHEMES)

    def clean(self) -> None:
        from .logic import path_problem

        if (self.category_id is None) == (not self.path):
            raise ValidationError(_("Choose either a category or an address, not both."))
        if not self.category_id and not self.label:
            raise ValidationError({"label": _("An address needs a label.")})
        problem = path_problem(self.path) if self.path else None
        if problem:
            raise ValidationError({"path": problem})
