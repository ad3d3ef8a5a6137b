"""What the audit log hears: every admin LogEntry (saves, deletes, the workflow's moves), changes of
groups and permissions however they are made, sign-ins and sign-outs."""
import contextvars

from django.contrib.admin.models import ADDITION, CHANGE, DELETION, LogEntry
from django.contrib.auth.models import Group, Permission, User
from django.contrib.auth.signals import user_logged_in, user_logged_out
from django.core.cache import cache
from django.db.models import Exists, Model, OuterRef
from django.db.models.signals import m2m_changed, post_migrate, post_save, pre_migrate
from django.http import HttpRequest

from .models import AuditAction, AuditEvent

# The request being answered (accounts.middleware sets it), for the actor of a rights change.
current_request: contextvars.ContextVar[HttpRequest | None] = contextvars.ContextVar("current_request", default=None)

# A LogEntry's plain message that names a workflow move ("Published", "Sent back: ..."), first match wins.
WORKFLOW_MESSAGES = (
    ("unpublished", AuditAction.UNPUBLISHED),
    ("published", AuditAction.PUBLISHED),
    ("scheduled", AuditAction.SCHEDULED),
    ("sent back", AuditAction.SENT_BACK),
    ("submitted", AuditAction.SUBMITTED),
)
LOG_ENTRY_ACTIONS = {ADDITION: AuditAction.ADDED, CHANGE: AuditAction.CHANGED, DELETION: AuditAction.DELETED}

_migrating = False  # the audit table may not exist yet while migrations run (a roles migration sets rights)


def action_of(entry: LogEntry) -> AuditAction:
    """The audit action a LogEntry stands for: a deletion or addition, else a workflow move its plain
    message starts with, else a change (the admin's own messages are JSON lists of changed fields)."""
    if entry.action_flag != CHANGE:
        return LOG_ENTRY_ACTIONS.get(entry.action_flag, AuditAction.CHANGED)
    message = (entry.change_message or "").strip()
    if message and not message.startswith("["):
        lowered = message.lower()
        for word, action in WORKFLOW_MESSAGES:
            if lowered.startswith(word):
                return action
    return AuditAction.CHANGED


def copy_log_entry(sender: type[LogEntry], instance: LogEntry, created: bool, **kwargs) -> None:
    """A LogEntry saved alone is copied at once, with the address it came from; those the admin writes in
    bulk (deleting or moving several rows: no post_save) are copied when the log is read (sync_log_entries)."""
    if created and not _migrating:
        AuditEvent.objects.bulk_create([event_of(instance, _address(current_request.get()))], ignore_conflicts=True)


def event_of(entry: LogEntry, address: str | None = None) -> AuditEvent:
    content_type = entry.content_type
    return AuditEvent(
        at=entry.action_time, actor_id=entry.user_id, actor_name=entry.user.get_username(),
        action=action_of(entry), object_type=f"{content_type.app_label}.{content_type.model}" if content_type else "",
        object_id=entry.object_id or "", object_repr=entry.object_repr[:200], log_entry=entry, address=address,
    )


def sync_log_entries() -> int:
    """Copies the LogEntries not yet in the audit log (written in bulk) and returns how many. Only entries
    after the last one seen by a previous sync, less SYNC_LOOKBACK for transactions still open then, are
    looked at (remembered in the cache; a lost cache costs one full look)."""
    seen = max(0, cache.get(SYNCED_KEY, 0) - SYNC_LOOKBACK)
    missing = LogEntry.objects.filter(pk__gt=seen).exclude(
        Exists(AuditEvent.objects.filter(log_entry=OuterRef("pk")))
    ).select_related("user", "content_type").order_by("pk")
    events = [event_of(entry) for entry in missing]
    AuditEvent.objects.bulk_create(events, ignore_conflicts=True)
    last = LogEntry.objects.order_by("-pk").values_list("pk", flat=True).first()
    if last:
        cache.set(SYNCED_KEY, last, None)
    return len(events)


SYNCED_KEY = "audit:synced-log-entry"
SYNC_LOOKBACK = 1000


def _address(request: HttpRequest | None) -> str | None:
    from common.clients import valid_client_ip

    return valid_client_ip(request) if request is not None else None


def _names(model: type[Model], pks: set | None) -> list[str]:
    if not pks:
        return []
    if model is Permission:
        return sorted(f"{app}.{codename}" for app, codename in
                      Permission.objects.filter(pk__in=pks).values_list("content_type__app_label", "codename"))
    if model is Group:
        return sorted(Group.objects.filter(pk__in=pks).values_list("name", flat=True))
    return sorted(User.objects.filter(pk__in=pks).values_list("username", flat=True))


def rights_changed(sender: type[Model], instance: Model, action: str, reverse: bool, model: type[Model],
                   pk_set: set | None, **kwargs) -> None:
    """One event per change of a user's groups or permissions or a group's permissions, on the object whose
    rights changed (for a change made from the other side, e.g. group.user_set.add(u), one per user)."""
    if _migrating or action not in ("post_add", "post_remove", "pre_clear"):
        return
    kind = AuditAction.GROUPS_CHANGED if sender is User.groups.through else AuditAction.PERMISSIONS_CHANGED
    key = "added" if action == "post_add" else "removed"
    if not reverse:
        if action == "pre_clear":
            pk_set = set(getattr(instance, _field(sender)).values_list("pk", flat=True))
        if pk_set:
            _record_rights(kind, instance, {key: _names(model, pk_set)})
        return
    # Reverse: `instance` is the group or permission; the changed objects are `model`'s rows in pk_set.
    if action == "pre_clear":
        return  # clearing a group's members from the group's side: rare; the group's own change is recorded
    for target in model._default_manager.filter(pk__in=pk_set or ()):
        _record_rights(kind, target, {key: _names(type(instance), {instance.pk})})


def _field(through: type[Model]) -> str:
    if through is User.groups.through:
        return "groups"
    if through is User.user_permissions.through:
        return "user_permissions"
    return "permissions"


def _record_rights(kind: AuditAction, target: Model, detail: dict) -> None:
    from .logic import record

    record(current_request.get(), kind, target=target, detail=detail)


def signed_in(sender: type, request: HttpRequest | None, user: User, **kwargs) -> None:
    from .logic import record

    if request is not None and not _migrating:
        record(request, AuditAction.SIGNED_IN, actor=user)


def signed_out(sender: type, request: HttpRequest | None, user: User | None, **kwargs) -> None:
    from .logic import record

    if user is not None and request is not None and not request.session.get(EXPIRING):
        record(request, AuditAction.SIGNED_OUT, actor=user)


EXPIRING = "newsroom_expiring"  # set by the idle timeout just before it signs out, which records its own event


def _migration_started(**kwargs) -> None:
    global _migrating
    _migrating = True


def _migration_finished(**kwargs) -> None:
    global _migrating
    _migrating = False


def connect() -> None:
    post_save.connect(copy_log_entry, sender=LogEntry, dispatch_uid="audit-log-entry")
    for through in (User.groups.through, User.user_permissions.through, Group.permissions.through):
        m2m_changed.connect(rights_changed, sender=through, dispatch_uid=f"audit-rights-{through.__name__}")
    user_logged_in.connect(signed_in, dispatch_uid="audit-signed-in")
    user_logged_out.connect(signed_out, dispatch_uid="audit-signed-out")
    pre_migrate.connect(_migration_started, dispatch_uid="audit-pre-migrate")
    post_migrate.connect(_migration_finished, dispatch_uid="audit-post-migrate")

