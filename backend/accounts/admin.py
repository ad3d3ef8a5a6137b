"""The audit log (read-only, for the chief editor and superusers) and the users' two-factor status, where an
administrator resets a lost authenticator."""
from axes.admin import AccessAttemptAdmin
from axes.models import AccessAttempt
from django.apps import apps
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth.models import User
from django.db.models import Exists, OuterRef, QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _
from django_otp.plugins.otp_static.models import StaticDevice
from django_otp.plugins.otp_totp.models import TOTPDevice

from . import logic
from .models import AuditEvent, NewsroomLogin
from .signals import sync_log_entries

# One place for the devices: this app's list and its reset, not django-otp's raw device tables (with secrets).
for model in (TOTPDevice, StaticDevice):
    if admin.site.is_registered(model):
        admin.site.unregister(model)


class SignInAttemptAdmin(AccessAttemptAdmin):
    """django-axes' list of wrong passwords, its columns named in the newsroom's language (axes leaves two
    unnamed, and Django names them "Status" and "Expiration" in English)."""

    @admin.display(description=_("Status"))
    def status(self, obj: AccessAttempt) -> str:
        left = settings.AXES_FAILURE_LIMIT - obj.failures_since_start
        if left <= 0:
            return gettext("Locked out")
        return ngettext("%(count)d attempt left", "%(count)d attempts left", left) % {"count": left}

    @admin.display(description=_("Expires"))
    def expiration(self, obj: AccessAttempt):  # noqa: ANN201 - a time, or axes' "Not set"
        return super().expiration(obj)


if admin.site.is_registered(AccessAttempt):
    admin.site.unregister(AccessAttempt)
admin.site.register(AccessAttempt, SignInAttemptAdmin)


@admin.register(AuditEvent)
class AuditEventAdmin(admin.ModelAdmin):
    """Newest first; filtered by who, what and when; nothing can be added, changed or deleted."""

    list_display = ("at", "actor_name", "action", "kind", "object_repr", "description", "address")
    list_filter = ("action", ("actor", admin.RelatedOnlyFieldListFilter), "at")
    date_hierarchy = "at"
    search_fields = ("actor_name", "object_repr")
    list_select_related = ("log_entry",)
    list_per_page = 100
    show_full_result_count = False

    def has_module_permission(self, request: HttpRequest) -> bool:
        return logic.can_read_audit_log(request.user)

    def changelist_view(self, request: HttpRequest, extra_context: dict | None = None) -> HttpResponse:
        if self.has_view_permission(request):
            sync_log_entries()  # the admin's bulk LogEntries (deleting several rows) have no post_save
        return super().changelist_view(request, extra_context)

    def has_view_permission(self, request: HttpRequest, obj: AuditEvent | None = None) -> bool:
        return logic.can_read_audit_log(request.user)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: AuditEvent | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: AuditEvent | None = None) -> bool:
        return False

    @admin.display(description=_("object type"), ordering="object_type")
    def kind(self, event: AuditEvent) -> str:
        if not event.object_type:
            return ""
        try:
            return str(apps.get_model(event.object_type)._meta.verbose_name)
        except (LookupError, ValueError):
            return event.object_type

    @admin.display(description=_("detail"))
    def description(self, event: AuditEvent) -> str:
        return event.describe()


@admin.register(NewsroomLogin)
class NewsroomLoginAdmin(admin.ModelAdmin):
    """Each newsroom user: must they have a second factor, do they; reset it when a phone is lost."""

    list_display = ("username", "get_full_name", "is_required", "has_authenticator", "recovery_codes", "last_login")
    search_fields = ("username", "first_name", "last_name", "email")
    actions = ["reset_second_factor"]
    fields = ("username",)
    readonly_fields = ("username",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[NewsroomLogin]:
        devices = TOTPDevice.objects.filter(user=OuterRef("pk"), confirmed=True)
        return super().get_queryset(request).filter(is_staff=True).annotate(has_device=Exists(devices))

    # Users' sign-in is administrators' business only.
    def has_module_permission(self, request: HttpRequest) -> bool:
        return request.user.is_active and request.user.is_superuser

    def has_view_permission(self, request: HttpRequest, obj: NewsroomLogin | None = None) -> bool:
        return self.has_module_permission(request)

    def has_change_permission(self, request: HttpRequest, obj: NewsroomLogin | None = None) -> bool:
        return self.has_module_permission(request)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: NewsroomLogin | None = None) -> bool:
        return False

    @admin.display(description=_("second factor required"), boolean=True)
    def is_required(self, user: User) -> bool:
        return logic.is_second_factor_required(user)

    @admin.display(description=_("authenticator set up"), boolean=True, ordering="has_device")
    def has_authenticator(self, user: NewsroomLogin) -> bool:
        return bool(getattr(user, "has_device", False))

    @admin.display(description=_("recovery codes left"))
    def recovery_codes(self, user: User) -> int:
        return logic.recovery_codes_left(user)

    @admin.action(description=_("Reset two-factor sign-in (the user sets it up again at the next sign-in)"))
    def reset_second_factor(self, request: HttpRequest, queryset: QuerySet[NewsroomLogin]) -> None:
        count = 0
        for user in queryset:
            logic.reset_second_factor(request, user)
            count += 1
        self.message_user(request, ngettext(
            "Two-factor sign-in was reset for %(count)d user.",
            "Two-factor sign-in was reset for %(count)d users.", count) % {"count": count}, messages.SUCCESS)
