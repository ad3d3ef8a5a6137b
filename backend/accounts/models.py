"""The newsroom's audit log: one row per action someone may later ask about (who published, who
changed whose rights, who signed in), and the users' two-factor status as an admin list."""
from django.conf import settings
from django.contrib.admin.models import LogEntry
from django.contrib.auth.models import User
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _


class AuditAction(models.TextChoices):
    # From the admin's LogEntry (every save and delete in the newsroom, and the workflow's moves).
    ADDED = "added", pgettext_lazy("audit action", "Added")
    CHANGED = "changed", pgettext_lazy("audit action", "Changed")
    DELETED = "deleted", pgettext_lazy("audit action", "Deleted")
    SUBMITTED = "submitted", pgettext_lazy("audit action", "Submitted for review")
    SENT_BACK = "sent_back", pgettext_lazy("audit action", "Sent back")
    SCHEDULED = "scheduled", pgettext_lazy("audit action", "Scheduled")
    PUBLISHED = "published", pgettext_lazy("audit action", "Published")
    UNPUBLISHED = "unpublished", pgettext_lazy("audit action", "Unpublished")
    # Rights, wherever they were changed (the admin, a shell, a command): m2m signals.
    GROUPS_CHANGED = "groups_changed", pgettext_lazy("audit action", "Groups changed")
    PERMISSIONS_CHANGED = "permissions_changed", pgettext_lazy("audit action", "Permissions changed")
    # Sign-in.
    SIGNED_IN = "signed_in", pgettext_lazy("audit action", "Signed in with password")
    VERIFIED = "verified", pgettext_lazy("audit action", "Second factor accepted")
    CODE_REFUSED = "code_refused", pgettext_lazy("audit action", "Wrong second-factor code")
    CODE_LOCKED = "code_locked", pgettext_lazy("audit action", "Locked out after wrong codes")
    SIGNED_OUT = "signed_out", pgettext_lazy("audit action", "Signed out")
    SESSION_EXPIRED = "session_expired", pgettext_lazy("audit action", "Signed out after inactivity")
    ENROLLED = "enrolled", pgettext_lazy("audit action", "Two-factor sign-in set up")
    TWO_FACTOR_RESET = "two_factor_reset", pgettext_lazy("audit action", "Two-factor sign-in reset")
    RECOVERY_CODES_RENEWED = "recovery_codes_renewed", pgettext_lazy("audit action", "Recovery codes renewed")


class AuditEvent(models.Model):
    """Who did what to which object, when; a LogEntry's copy keeps a link to it for its own message."""

    at = models.DateTimeField(_("when"), default=timezone.now, db_index=True)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, verbose_name=_("who"), null=True, blank=True,
                              on_delete=models.SET_NULL, related_name="+")
    actor_name = models.CharField(_("user name"), max_length=150, blank=True)  # kept if the user is deleted
    action = models.CharField(_("action"), max_length=32, choices=AuditAction.choices, db_index=True)
    object_type = models.CharField(_("object type"), max_length=100, blank=True)
    object_id = models.CharField(max_length=64, blank=True)
    object_repr = models.CharField(_("object"), max_length=200, blank=True)
    # Names added and removed (rights), how a code was given; words are made when shown, in that language.
    detail = models.JSONField(default=dict, blank=True)
    address = models.GenericIPAddressField(_("address"), null=True, blank=True)
    log_entry = models.OneToOneField(LogEntry, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ["-at", "-id"]
        verbose_name = _("audit log entry")
        verbose_name_plural = _("audit log")
        indexes = [models.Index(fields=["actor", "action", "at"], name="audit_actor_action_at")]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor_name} {self.get_action_display()} {self.object_repr}"

    def describe(self) -> str:
        """The detail in the reader's language."""
        if self.log_entry is not None:
            return self.log_entry.get_change_message()
        parts = []
        if self.detail.get("added"):
            parts.append(gettext("added: %(names)s") % {"names": ", ".join(self.detail["added"])})
        if self.detail.get("removed"):
            parts.append(gettext("removed: %(names)s") % {"names": ", ".join(self.detail["removed"])})
        if self.detail.get("method") == "recovery_code":
            parts.append(gettext("with a recovery code"))
        elif self.detail.get("method") == "authenticator":
            parts.append(gettext("with the authenticator app"))
        return "; ".join(parts)


class NewsroomLogin(User):
    """The users with their two-factor status: where an administrator resets a lost authenticator."""

    class Meta:
        proxy = True
        verbose_name = _("two-factor sign-in")
        verbose_name_plural = _("two-factor sign-in")
