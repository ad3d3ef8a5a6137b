"""Who must sign in with a second factor, enrolling it, checking a code, resetting it, and the audit log's writes.

django-otp keeps the devices: a TOTP device (the authenticator app) and a static device (the recovery
codes, each removed when used). A session is verified when django-otp's OTPMiddleware finds the device
that accepted a code in it (django_otp.login).
"""
from base64 import b32decode, b32encode
from binascii import hexlify
from dataclasses import dataclass
from datetime import datetime
from io import BytesIO

import django_otp
import qrcode
import qrcode.image.svg
from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.db import transaction
from django.db.models import Model
from django.http import HttpRequest
from django.utils import timezone
from django_otp.plugins.otp_static.models import StaticDevice, StaticToken
from django_otp.plugins.otp_totp.models import TOTPDevice

from common.clients import valid_client_ip

from .models import AuditAction, AuditEvent

# The roles' groups by name (roles/grants.py creates them by a migration; accounts/tests/test_audit_log.py
# checks the names agree; a group missing simply has no members).
SECTION_EDITOR = "Хэсгийн редактор / Section editor"
CHIEF_EDITOR = "Ерөнхий редактор / Chief editor"
# Editors and above sign in with a second factor; superusers too, whatever their groups.
SECOND_FACTOR_GROUPS = (SECTION_EDITOR, CHIEF_EDITOR)
# Who reads the audit log (superusers too, and whoever is given accounts.view_auditevent).
AUDIT_LOG_GROUPS = (CHIEF_EDITOR,)

RECOVERY_CODE_COUNT = 10
DEVICE_NAME = "authenticator"
RECOVERY_DEVICE_NAME = "recovery codes"

AnyUser = AbstractBaseUser | AnonymousUser


def is_second_factor_required(user: AnyUser) -> bool:
    """Superusers and the members of the editors' groups must have a second factor."""
    if not user.is_authenticated:
        return False
    assert isinstance(user, User)
    return user.is_superuser or user.groups.filter(name__in=SECOND_FACTOR_GROUPS).exists()


def can_read_audit_log(user: AnyUser) -> bool:
    if not user.is_authenticated or not user.is_active:
        return False
    assert isinstance(user, User)
    return (user.is_superuser or user.has_perm("accounts.view_auditevent")
            or user.groups.filter(name__in=AUDIT_LOG_GROUPS).exists())


def has_second_factor(user: AnyUser) -> bool:
    """A confirmed authenticator (recovery codes alone are not one: they are issued with it)."""
    return user.is_authenticated and TOTPDevice.objects.filter(user_id=user.pk, confirmed=True).exists()


def is_verified(user: AnyUser) -> bool:
    return bool(getattr(user, "is_verified", lambda: False)())


# Enrollment -----------------------------------------------------------------------------------------

def pending_device(user: User) -> TOTPDevice:
    """The unconfirmed authenticator being set up: the same secret until confirmed, so reloading the page
    does not change the QR code already scanned."""
    device = TOTPDevice.objects.filter(user=user, confirmed=False).order_by("-id").first()
    return device or TOTPDevice.objects.create(user=user, name=DEVICE_NAME, confirmed=False)


def secret_text(device: TOTPDevice) -> str:
    """The secret as authenticator apps take it when typed: base32, in groups of four."""
    text = b32encode(device.bin_key).decode().rstrip("=")
    return " ".join(text[i:i + 4] for i in range(0, len(text), 4))


def qr_code_svg(device: TOTPDevice) -> str:
    """The otpauth:// address as an inline SVG (no request leaves the page; no script)."""
    image = qrcode.make(device.config_url, image_factory=qrcode.image.svg.SvgPathImage, box_size=8, border=2)
    buffer = BytesIO()
    image.save(buffer)
    svg = buffer.getvalue().decode()
    return svg[svg.index("<svg"):]  # without the XML declaration, to sit inside HTML


def confirm_enrollment(request: HttpRequest, device: TOTPDevice, code: str) -> list[str] | None:
    """Confirms the authenticator with a code from it, verifies the session, and issues new recovery
    codes (returned to be shown once). None when the code is wrong."""
    user = device.user
    with transaction.atomic():
        if not device.verify_token(normalize_code(code)):
            return None
        TOTPDevice.objects.filter(user=user).exclude(pk=device.pk).delete()
        device.confirmed = True
        device.save(update_fields=["confirmed"])
        codes = issue_recovery_codes(user)
    django_otp.login(request, device)
    request.session.cycle_key()
    record(request, AuditAction.ENROLLED, target=user)
    return codes


def issue_recovery_codes(user: User) -> list[str]:
    """Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones."""
    StaticDevice.objects.filter(user=user).delete()
    device = StaticDevice.objects.create(user=user, name=RECOVERY_DEVICE_NAME, confirmed=True)
    codes = [StaticToken.random_token() for _ in range(RECOVERY_CODE_COUNT)]
    StaticToken.objects.bulk_create([StaticToken(device=device, token=code) for code in codes])
    return codes


def renew_recovery_codes(request: HttpRequest, user: User, code: str) -> list[str] | None:
    """New recovery codes for a signed-in user who shows the authenticator's code now (not a recovery code:
    whoever holds one old code must not be able to trade it for ten new ones); the old codes stop working."""
    code = normalize_code(code)
    with transaction.atomic():
        device = TOTPDevice.objects.select_for_update().filter(user=user, confirmed=True).first()
        accepted = code.isdigit() and device is not None and device.verify_token(code)
        if not accepted:
            record(request, AuditAction.CODE_REFUSED, actor=user)
            return None
        codes = issue_recovery_codes(user)
    record(request, AuditAction.RECOVERY_CODES_RENEWED, target=user)
    return codes


def give_authenticator(user: User, secret: str) -> TOTPDevice:
    """Gives `user` a confirmed authenticator with a known base32 secret (the e2e server's logins)."""
    key = hexlify(b32decode(secret.replace(" ", "").upper() + "=" * (-len(secret.replace(" ", "")) % 8))).decode()
    with transaction.atomic():
        TOTPDevice.objects.filter(user=user).delete()
        return TOTPDevice.objects.create(user=user, name=DEVICE_NAME, key=key, confirmed=True)


def reset_second_factor(request: HttpRequest | None, user: User) -> None:
    """Removes the user's authenticator and recovery codes: their next sign-in sets it up again
    (a required user) and any session of theirs stops being verified."""
    with transaction.atomic():
        TOTPDevice.objects.filter(user=user).delete()
        StaticDevice.objects.filter(user=user).delete()
        record(request, AuditAction.TWO_FACTOR_RESET, target=user)


# Checking a code ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CodeLock:
    """Too many wrong codes for this user: refused until `until`."""

    until: datetime

    @property
    def seconds(self) -> int:
        return max(1, int((self.until - timezone.now()).total_seconds()))


def normalize_code(code: str) -> str:
    return "".join(code.split()).replace("-", "").lower()


def code_lock(user: User) -> CodeLock | None:
    """The per-user count of wrong codes, whatever the address: AXES_FAILURE_LIMIT wrong codes since the
    last accepted one within AXES_COOLOFF_TIME lock the second factor until AXES_COOLOFF_TIME after
    the last of them (the passwords' numbers)."""
    window = settings.AXES_COOLOFF_TIME
    since = timezone.now() - window
    last_ok = AuditEvent.objects.filter(actor=user, action=AuditAction.VERIFIED, at__gte=since) \
        .order_by("-at").values_list("at", flat=True).first()
    failures = AuditEvent.objects.filter(actor=user, action=AuditAction.CODE_REFUSED, at__gte=last_ok or since)
    if failures.count() < settings.AXES_FAILURE_LIMIT:
        return None
    last = failures.order_by("-at").values_list("at", flat=True).first()
    assert last is not None
    return CodeLock(until=last + window)


def check_code(request: HttpRequest, user: User, code: str) -> bool:
    """The authenticator's 6 digits or an unused recovery code; a right one verifies the session."""
    code = normalize_code(code)
    device: TOTPDevice | StaticDevice | None = None
    with transaction.atomic():
        if code.isdigit():
            device = TOTPDevice.objects.select_for_update().filter(user=user, confirmed=True).first()
        else:
            device = StaticDevice.objects.select_for_update().filter(user=user, confirmed=True).first()
        accepted = device is not None and device.verify_token(code)
    if not accepted or device is None:
        record(request, AuditAction.CODE_REFUSED, actor=user)
        return False
    django_otp.login(request, device)
    request.session.cycle_key()  # a new session id once fully signed in
    method = "recovery_code" if isinstance(device, StaticDevice) else "authenticator"
    record(request, AuditAction.VERIFIED, actor=user, detail={"method": method})
    return True


def recovery_codes_left(user: User) -> int:
    return StaticToken.objects.filter(device__user=user, device__confirmed=True).count()


# The audit log --------------------------------------------------------------------------------------

def record(request: HttpRequest | None, action: AuditAction, *, actor: AnyUser | None = None,
           target: Model | None = None, detail: dict | None = None) -> AuditEvent:
    """Writes one audit event; the actor is the request's user unless given."""
    if actor is None and request is not None:
        actor = getattr(request, "user", None)
    who = actor if isinstance(actor, User) else None
    event = AuditEvent(
        actor=who, actor_name=who.get_username() if who else "", action=action, detail=detail or {},
        address=valid_client_ip(request) if request is not None else None,
    )
    if target is not None:
        event.object_type = target._meta.label_lower
        event.object_id = str(target.pk)
        event.object_repr = str(target)[:200]
    event.save()
    return event
