"""An article's revisions as the newsroom reads them: what each changed (old → new, the body as a
word diff) and the restoring of one (news/admin.py; the records are django-simple-history's)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from django.db import models
from django.utils import timezone
from django.utils.safestring import SafeString
from django.utils.text import Truncator
from django.utils.translation import gettext

from common.word_diff import plain_text, word_diff

from .models import Article

# A revision's change reason when it restored another: the restored record's id follows.
RESTORED = "restored:"
# The change reason of the revision migration 0013 kept of each article saved before revisions were.
BASELINE = "baseline"
# A short field's value is shown whole up to this many characters (a lead, a caption).
SHOWN_CHARS = 300

# Changes are listed in the order of the article's form (the model's fields), not alphabetically.
FIELD_ORDER = {field.name: n for n, field in enumerate(Article._meta.get_fields())}


@dataclass(frozen=True)
class FieldChange:
    """One field a revision changed: its label, the value before and after, and for the body the diff."""

    label: str
    old: str
    new: str
    diff: SafeString | None = None


def revisions_of(article_id: int | str | None) -> models.QuerySet:
    """The article's revisions, newest first, with their editors."""
    return Article.history.filter(id=article_id).select_related("history_user").order_by("-history_date", "-history_id")


def revision_label(record: Any, *, with_title: bool = True) -> str:
    """A revision as an editor picks it: its time, its editor and the title it had."""
    when = timezone.localtime(record.history_date)
    editor = record.history_user.get_username() if record.history_user else "—"
    label = f"{when:%Y-%m-%d %H:%M} · {editor}"
    return f"{label} · {Truncator(record.title).chars(60)}" if with_title else label


def changes(record: Any, previous: Any | None) -> list[FieldChange]:
    """What `record` changed against the revision before it (nothing for the first)."""
    if previous is None:
        return []
    delta = record.diff_against(previous, foreign_keys_are_objs=True)
    result = []
    for change in sorted(delta.changes, key=lambda change: FIELD_ORDER.get(change.field, len(FIELD_ORDER))):
        field = cast(models.Field, Article._meta.get_field(change.field))
        label = str(field.verbose_name).capitalize()
        if change.field == "body_html":
            result.append(FieldChange(label, _shown(plain_text(change.old)), _shown(plain_text(change.new)),
                                      word_diff(change.old, change.new)))
            continue
        old, new = _value(field, change.old), _value(field, change.new)
        if old != new:  # a time saved again without its microseconds reads the same: no change to show
            result.append(FieldChange(label, old, new))
    return result


def restored_from(record: Any) -> datetime | None:
    """The time of the revision `record` restored, if it was a restore."""
    reason = record.history_change_reason or ""
    if not reason.startswith(RESTORED):
        return None
    restored = Article.history.filter(history_id=reason.removeprefix(RESTORED)).values_list("history_date", flat=True)
    return restored.first()


def _value(field: models.Field, value: object) -> str:
    """A field's value as the newsroom shows it: choices by label, times local, yes or no."""
    if value is None or value == "":
        return "—"
    if field.choices:
        return str(dict(field.flatchoices).get(value, value))
    if isinstance(value, bool):
        return gettext("Yes") if value else gettext("No")
    if isinstance(value, datetime):
        return f"{timezone.localtime(value):%Y-%m-%d %H:%M}"
    return _shown(str(value))


def _shown(text: str) -> str:
    return Truncator(text).chars(SHOWN_CHARS) or "—"
