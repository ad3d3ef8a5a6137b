"""The morning email in the newsroom ("Өглөөний имэйл"). Addresses are administrators' only (superusers):
no role is ever granted subscribers. The digest runs, with the number of subscribers per edition and
state, are what the chief editor and the data desk see: counts, never an address."""

from django.contrib import admin, messages
from django.db.models import Count, QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from . import logic
from .models import DigestRun, Subscriber, SubscriberState

EDITION_NAMES = {"mn": _("Mongolian edition"), "en": _("English edition")}


class AdministratorsOnly:
    """Every action on the model needs a superuser, whatever a group grants."""

    def has_module_permission(self, request: HttpRequest) -> bool:
        return request.user.is_active and request.user.is_superuser

    def has_view_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return request.user.is_active and request.user.is_superuser

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return request.user.is_active and request.user.is_superuser

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return request.user.is_active and request.user.is_superuser

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # readers subscribe themselves, with their own confirmation


@admin.register(Subscriber)
class SubscriberAdmin(AdministratorsOnly, admin.ModelAdmin):
    list_display = ("email", "edition", "state", "created_at", "confirmed_at", "last_digest_on")
    list_filter = ("state", "edition")
    search_fields = ("email",)
    readonly_fields = (
        "email",
        "edition",
        "site",
        "created_at",
        "confirmation_sent_at",
        "confirmed_at",
        "state_changed_at",
        "last_digest_on",
    )
    fields = ("email", "edition", "sections", "state", "note", *readonly_fields[2:])
    filter_horizontal = ("sections",)
    actions = ("mark_bounced", "mark_complained")

    @admin.action(description=_("Mark as bounced: send nothing more"))
    def mark_bounced(self, request: HttpRequest, queryset: QuerySet[Subscriber]) -> None:
        self._mark(request, queryset, SubscriberState.BOUNCED)

    @admin.action(description=_("Mark as complained of spam: send nothing more"))
    def mark_complained(self, request: HttpRequest, queryset: QuerySet[Subscriber]) -> None:
        self._mark(request, queryset, SubscriberState.COMPLAINED)

    def _mark(self, request: HttpRequest, queryset: QuerySet[Subscriber], state: SubscriberState) -> None:
        count = logic.mark_rows(queryset, state, note=str(_("Marked in the newsroom")))
        self.message_user(
            request,
            ngettext("%(count)d address marked.", "%(count)d addresses marked.", count) % {"count": count},
            messages.SUCCESS,
        )


@admin.register(DigestRun)
class DigestRunAdmin(admin.ModelAdmin):
    """Read-only: the job writes these rows."""

    list_display = (
        "day",
        "started_at",
        "finished_at",
        "recipients",
        "sent",
        "skipped",
        "failed",
        "bounced",
        "attempts",
    )
    readonly_fields = list_display + ("since",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def changelist_view(self, request: HttpRequest, extra_context: dict | None = None) -> HttpResponse:
        return super().changelist_view(request, {"subscriber_counts": subscriber_counts(), **(extra_context or {})})


def subscriber_counts() -> list[dict]:
    """Per edition, how many addresses are in each state (one query)."""
    found = {
        (row["edition"], row["state"]): row["n"]
        for row in Subscriber.objects.values("edition", "state").annotate(n=Count("id")).order_by()
    }
    return [
        {
            "name": name,
            "states": [
                {"label": label, "count": found.get((code, state), 0)} for state, label in SubscriberState.choices
            ],
        }
        for code, name in EDITION_NAMES.items()
    ]
