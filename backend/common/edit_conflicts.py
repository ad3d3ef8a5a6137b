"""No lost edits in the newsroom: a change form carries the version of the row it was opened at, and a
save made after someone else's is refused with who saved, when and what they changed, the second
editor's typed values kept in the form. The form also says who else has the row open (presence).

How: `EditConflictMixin` on a ModelAdmin adds a hidden field holding a signed token (the row's version,
its `updated_at`, and the form's values as they were when it opened). The form's clean() reads the
row again under a row lock (`select_for_update` inside the admin's transaction, so of two saves at once
the second waits and then sees the first's version), and refuses the save when the version moved on.
The refusal takes the other editor's changes into the form's fields the second editor left alone, keeps
the second editor's own, lists them all, and carries the new version: saving again is then deliberate.
Presence is a heartbeat from the form (static/edit_conflicts/change_form.js, no inline script under
the admin's CSP) to `<id>/presence/`, kept for PRESENCE_SECONDS in the cache all processes share.
The list's editable columns carry the same token per row (templates/admin/change_list.html renders it):
a row someone saved after the list was loaded is refused there, with who saved it, and nothing of the
list is saved. List actions (publish, unpublish...) act on the rows as they are then and overwrite no
typed text, so they are not checked."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import date, datetime
from datetime import time as clock_time
from decimal import Decimal
from typing import Any
from urllib.parse import quote

from django import forms
from django.contrib.admin.models import CHANGE, LogEntry
from django.contrib.admin.utils import unquote
from django.contrib.contenttypes.models import ContentType
from django.core import signing
from django.core.cache import caches
from django.db import models, router, transaction
from django.db.models.fields.files import FieldFile
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.template.loader import select_template
from django.urls import path, reverse
from django.utils import timezone
from django.utils.safestring import SafeString
from django.utils.text import Truncator, capfirst
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from .word_diff import plain_text, word_diff

VERSION_FIELD = "edit_version"
TEMPLATE = "admin/edit_conflicts/change_form.html"
# A heartbeat every 20 s keeps an editor listed; a closed tab drops out within this.
PRESENCE_SECONDS = 45
# A successful save names its form here, so the browser drops the text it kept of it (change_form.js).
SAVED_COOKIE = "newsroom_saved"
SIGNING_SALT = "common.edit_conflicts"
SHOWN_CHARS = 200


@dataclass(frozen=True)
class FieldChange:
    """A field the other editor changed: its label, before and after, a word diff for long text, and
    whether the second editor changed it too (then the form keeps theirs, the second editor's)."""

    label: str
    old: str
    new: str
    diff: SafeString | None = None
    is_yours_too: bool = False


@dataclass
class Conflict:
    """Who saved the row after the form opened, when, and what they changed."""

    who: str
    when: datetime
    changes: list[FieldChange] = field(default_factory=list)

    @property
    def headline(self) -> str:
        when = f"{timezone.localtime(self.when):%Y-%m-%d %H:%M:%S}"
        return gettext("%(who)s saved this at %(when)s, after you opened it: your save was not made, "
                       "so nothing of theirs was overwritten.") % {"who": self.who, "when": when}


def plain(value: Any) -> Any:
    """A field's value as JSON compares it: rows by key, lists sorted, times to the second, files by name."""
    if isinstance(value, models.Model):
        return value.pk
    if isinstance(value, models.QuerySet | list | tuple | set):
        return sorted((plain(item) for item in value), key=str)
    if isinstance(value, datetime):
        value = timezone.localtime(value) if timezone.is_aware(value) else value
        return value.replace(microsecond=0).isoformat()
    if isinstance(value, date | clock_time):
        return value.isoformat()
    if isinstance(value, FieldFile):
        return value.name or ""
    if isinstance(value, Decimal):
        return str(value)
    if value is None:
        return ""
    return value


def snapshot(instance: models.Model, names: list[str]) -> dict[str, Any]:
    """The row's values of the form's fields."""
    values = {}
    for name in names:
        model_field = instance._meta.get_field(name)
        value = model_field.value_from_object(instance)  # type: ignore[union-attr]
        values[name] = plain(value)
    return values


def version_of(instance: models.Model, version_field: str) -> str:
    """The row's version: its save time to the microsecond (or a counter), as text."""
    value = getattr(instance, version_field)
    return value.isoformat() if isinstance(value, datetime) else str(value)


def _shown(model: type[models.Model], name: str, value: Any) -> str:
    """A plain value as the newsroom reads it: choices by label, rows by name, yes or no, text shortened."""
    if value in ("", None, []):
        return "—"
    model_field = model._meta.get_field(name)
    if getattr(model_field, "choices", None):
        return str(dict(model_field.flatchoices).get(value, value))  # type: ignore[union-attr]
    if isinstance(value, bool):
        return gettext("Yes") if value else gettext("No")
    if model_field.is_relation and model_field.related_model is not None:
        rows = model_field.related_model._default_manager.filter(pk__in=value if isinstance(value, list) else [value])
        return ", ".join(str(row) for row in rows) or "—"
    if isinstance(model_field, models.DateTimeField):
        return value[:16].replace("T", " ")
    return Truncator(plain_text(str(value))).chars(SHOWN_CHARS) or "—"


def _who_saved(instance: models.Model, since: datetime | None) -> str:
    """The editor of the latest change since `since`: the admin's log, else the row's revisions."""
    entry = (LogEntry.objects.filter(content_type=ContentType.objects.get_for_model(instance, for_concrete_model=False),
                                     object_id=str(instance.pk), action_flag=CHANGE)
             .select_related("user").order_by("-action_time").first())
    if entry is not None and (since is None or entry.action_time >= since):
        return _name(entry.user)
    history = getattr(type(instance), "history", None)
    record = history.filter(id=instance.pk).order_by("-history_date").first() if history is not None else None
    if record is not None and record.history_user is not None and (since is None or record.history_date >= since):
        return _name(record.history_user)
    return gettext("Someone outside this form (a list action or a job)")


def _name(user: Any) -> str:
    return (user.get_full_name() or user.get_username()) if user is not None else "—"


def _take_into_form(form: forms.BaseForm, name: str, value: Any) -> bool:
    """Put the saved `value` of field `name` into the bound form's data, when its widget is a plain one."""
    form_field = form.fields[name]
    widget = getattr(form_field.widget, "widget", form_field.widget)  # the admin wraps related selects
    prepared = form_field.prepare_value(value)
    data: Any = form.data  # a mutable QueryDict (copied by the caller)
    if isinstance(widget, forms.FileInput):
        return True  # an unchanged file input keeps the row's (their) file
    if isinstance(widget, forms.CheckboxInput):
        if prepared:
            data[name] = "on"
        else:
            data.pop(name, None)
        return True
    if isinstance(widget, forms.SelectMultiple):
        data.setlist(name, [str(item) for item in prepared or []])
        return True
    if isinstance(widget, forms.MultiWidget):
        parts = widget.decompress(prepared) or []
        for suffix, sub, part in zip(widget.widgets_names, widget.widgets, parts, strict=False):  # type: ignore[attr-defined]
            data[f"{name}{suffix}"] = sub.format_value(part) or ""
        return True
    if isinstance(widget, forms.widgets.Input | forms.Textarea | forms.Select):
        data[name] = "" if prepared is None else str(prepared)
        return True
    return False


def conflict_form(form_class: type[forms.ModelForm], version_field: str) -> type[forms.ModelForm]:
    """`form_class` with the version token and the check of it in clean()."""

    class EditConflictForm(form_class):  # type: ignore[valid-type,misc]
        edit_version = forms.CharField(widget=forms.HiddenInput, required=False)
        data: Any  # a QueryDict; a refused save shows a changed copy

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.edit_conflict: Conflict | None = None
            if self.instance.pk is not None:
                self.fields[VERSION_FIELD].initial = self._token(self.instance)

        def _compared(self) -> list[str]:
            names = [name for name in self.fields if name != VERSION_FIELD]
            concrete = {f.name for f in self._meta.model._meta.get_fields() if f.concrete or f.many_to_many}
            return [name for name in names if name in concrete]

        def _token(self, instance: models.Model) -> str:
            return signing.dumps({"v": version_of(instance, version_field),
                                  "s": snapshot(instance, self._compared())}, salt=SIGNING_SALT, compress=True)

        def clean(self) -> dict:
            data = super().clean() or {}
            token = self.data.get(VERSION_FIELD) if self.instance.pk is not None else None
            if not token:
                return data  # a form that did not carry one (a script's post, a revision's page)
            try:
                opened = signing.loads(token, salt=SIGNING_SALT)
            except signing.BadSignature:
                raise forms.ValidationError(gettext("This form's version mark is damaged: open the page again.")) \
                    from None
            model = self._meta.model
            rows = model._base_manager.filter(pk=self.instance.pk)
            if transaction.get_connection(router.db_for_write(model)).in_atomic_block:
                rows = rows.select_for_update()  # held until the admin's transaction ends: one save at a time
            current = rows.first()
            if current is None or version_of(current, version_field) == opened["v"]:
                return data
            self.edit_conflict = self._conflict(current, opened)
            raise forms.ValidationError(self.edit_conflict.headline, code="edit_conflict")

        def _conflict(self, current: models.Model, opened: dict) -> Conflict:
            """What changed since the form opened; their changes go into the fields the editor left alone."""
            original, now = opened["s"], snapshot(current, self._compared())
            self.data = self.data.copy()  # the rendered form shows these values
            self.data[VERSION_FIELD] = self._token(current)  # saving again is deliberate
            changes = []
            for name in self._compared():
                if name not in original or original[name] == now[name]:
                    continue
                mine = plain(self.cleaned_data[name]) if name in self.cleaned_data else None
                is_yours_too = mine != original[name] and mine != now[name]
                if not is_yours_too:
                    is_yours_too = not _take_into_form(self, name, getattr(current, name) if not
                                                       current._meta.get_field(name).many_to_many else now[name])
                label = capfirst(str(self.fields[name].label or name))
                is_long = isinstance(self.fields[name].widget, forms.Textarea)
                changes.append(FieldChange(
                    label, _shown(type(current), name, original[name]), _shown(type(current), name, now[name]),
                    word_diff(original[name], now[name]) if is_long else None, is_yours_too,
                ))
            opened_at = getattr(self.instance, version_field)  # the row as the admin loaded it, a moment ago
            since = datetime.fromisoformat(opened["v"]) if isinstance(opened_at, datetime) else None
            return Conflict(_who_saved(current, since), getattr(current, version_field), changes)

    return EditConflictForm


def conflict_list_form(form_class: type[forms.ModelForm], version_field: str) -> type[forms.ModelForm]:
    """A row form of the list's editable columns with the row's version: a row changed in the list after
    someone else saved it is refused (the whole list is then unsaved, as Django does for any row's error)."""

    class EditConflictRowForm(form_class):  # type: ignore[valid-type,misc]
        edit_version = forms.CharField(widget=forms.HiddenInput, required=False)

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            if self.instance.pk is not None:
                self.fields[VERSION_FIELD].initial = signing.dumps(
                    version_of(self.instance, version_field), salt=SIGNING_SALT)
            self.error_field = next((name for name in self.fields if name not in (VERSION_FIELD, "id")), None)

        def has_changed(self) -> bool:
            return bool(set(self.changed_data) - {VERSION_FIELD})

        def clean(self) -> dict:
            data = super().clean() or {}
            token = self.data.get(self.add_prefix(VERSION_FIELD))
            if self.instance.pk is None or not token or not self.has_changed():
                return data  # a row left as it was is not saved, whatever happened to it since
            try:
                opened = signing.loads(token, salt=SIGNING_SALT)
            except signing.BadSignature:
                raise forms.ValidationError(gettext("This form's version mark is damaged: open the page again.")) \
                    from None
            current = self._meta.model._base_manager.filter(pk=self.instance.pk).first()
            if current is None or version_of(current, version_field) == opened:
                return data
            opened_at = datetime.fromisoformat(opened) if isinstance(getattr(current, version_field), datetime) \
                else None
            when = timezone.localtime(getattr(current, version_field))
            message = gettext("%(who)s saved this row at %(when)s, after this list was opened: open the list "
                              "again to see their change, then make yours.") % {
                "who": _who_saved(current, opened_at), "when": f"{when:%Y-%m-%d %H:%M:%S}"}
            self.add_error(self.error_field, message)
            return data

    return EditConflictRowForm


def others_open(model: type[models.Model], pk: Any, request: HttpRequest, *, leaving: bool = False) -> list[str]:
    """Marks this sign-in as having the row open (or not, when leaving) and names the others who have it:
    other editors, and this editor in another browser (a second window loses edits the same way)."""
    # The cache every process shares (Redis, else a table): the tag versions' (config/settings/common.py).
    cache = caches["versions"]
    key = f"edit-presence:{model._meta.label_lower}:{pk}"
    viewer = request.session.session_key or f"user-{request.user.pk}"
    now = time.time()
    # One entry per row; two heartbeats at once may drop one editor until the next beat (20 s).
    present = {seen: entry for seen, entry in (cache.get(key) or {}).items() if entry[1] > now}
    if leaving:
        present.pop(viewer, None)
    else:
        present[viewer] = (_name(request.user), now + PRESENCE_SECONDS)
    cache.set(key, present, PRESENCE_SECONDS)
    return sorted(name for seen, (name, _expires) in present.items() if seen != viewer)


class EditConflictMixin:
    """For a ModelAdmin whose model has a version (`updated_at`, auto_now): refuses a save made after
    another's, says who else has the row open, and keeps the form's text in the browser until saved."""

    edit_version_field = "updated_at"

    def get_form(self, request: HttpRequest, obj: models.Model | None = None, change: bool = False,
                 **kwargs: Any) -> type[forms.ModelForm]:
        form = super().get_form(request, obj, change, **kwargs)  # type: ignore[misc]
        return conflict_form(form, self.edit_version_field) if obj is not None else form

    def get_changelist_form(self, request: HttpRequest, **kwargs: Any) -> type[forms.ModelForm]:
        form = super().get_changelist_form(request, **kwargs)  # type: ignore[misc]
        return conflict_list_form(form, self.edit_version_field)

    def get_urls(self) -> list:
        opts = self.model._meta  # type: ignore[attr-defined]
        presence = path("<path:object_id>/presence/", self.admin_site.admin_view(self.presence_view),  # type: ignore[attr-defined]
                        name=f"{opts.app_label}_{opts.model_name}_presence")
        return [presence, *super().get_urls()]  # type: ignore[misc]

    def presence_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """The form's heartbeat: this editor has the row open (or left it); answers who else has."""
        return require_POST(self._presence)(request, object_id)

    def _presence(self, request: HttpRequest, object_id: str) -> HttpResponse:
        obj = self.get_object(request, unquote(object_id))  # type: ignore[attr-defined]
        if obj is None or not self.has_view_or_change_permission(request, obj):  # type: ignore[attr-defined]
            raise Http404
        others = others_open(self.model, obj.pk, request, leaving=request.POST.get("leave") == "1")  # type: ignore[attr-defined]
        response = JsonResponse({"others": others})
        response["Cache-Control"] = "private, no-store"
        return response

    def render_change_form(self, request: HttpRequest, context: dict, add: bool = False, change: bool = False,
                           form_url: str = "", obj: models.Model | None = None) -> HttpResponse:
        response = super().render_change_form(request, context, add, change, form_url, obj)  # type: ignore[misc]
        base = response.template_name
        response.template_name = TEMPLATE
        form = context["adminform"].form
        opts = self.model._meta  # type: ignore[attr-defined]
        response.context_data |= {
            "edit_conflicts_base": select_template(base if isinstance(base, list | tuple) else [base]),
            "edit_conflict": getattr(form, "edit_conflict", None),
            "edit_version_field": form[VERSION_FIELD] if VERSION_FIELD in form.fields else None,
            "edit_presence_url": reverse(f"admin:{opts.app_label}_{opts.model_name}_presence", args=[obj.pk])
            if obj is not None else "",
            "edit_others": others_open(self.model, obj.pk, request) if obj is not None else [],  # type: ignore[attr-defined]
            "edit_is_bound": form.is_bound,
            "edit_texts": {
                "others": gettext("Also open now by:"),
                "others_hint": gettext("If they save first, your save is refused and shows what they changed."),
                "restored": gettext("The text you typed here before was not saved (the connection failed?): "
                                    "it is back in the form. Save it, or discard it."),
                "discard": gettext("Discard it"),
                "camera": gettext("Take a photo"),
                "conflict_advice": gettext(
                    "Nothing you typed is lost: the form below still has it. Their changes to fields you left "
                    "alone are now in the form too; where you both changed a field, the form keeps yours. "
                    "Check the form, then save again."),
                "changed_too": gettext("You changed it too: the form keeps yours."),
                "what_changed": gettext("What they changed"),
            },
        }
        return response

    def response_add(self, request: HttpRequest, obj: models.Model, *args: Any, **kwargs: Any) -> HttpResponse:
        return _saved(request, super().response_add(request, obj, *args, **kwargs))  # type: ignore[misc]

    def response_change(self, request: HttpRequest, obj: models.Model) -> HttpResponse:
        return _saved(request, super().response_change(request, obj))  # type: ignore[misc]


def _saved(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """The form saved: the browser may drop the text it kept of it (read by change_form.js, so not HttpOnly)."""
    response.set_cookie(SAVED_COOKIE, quote(request.path, safe=""), max_age=24 * 3600, path="/admin/", samesite="Lax",
                        secure=request.is_secure())
    return response
