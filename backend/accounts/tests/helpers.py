"""Newsroom users for the sign-in tests, signed in through the forms as a browser does."""
import time

from django.contrib.auth.models import Group, User
from django.core.cache import cache
from django.test import Client
from django_otp.oath import TOTP
from django_otp.plugins.otp_totp.models import TOTPDevice

PASSWORD = "right-password-1"
REPORTER = "Сурвалжлагч / Reporter"  # a role that needs no second factor (roles/grants.py)
SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"  # base32, as the e2e server gives its logins


def newsroom_user(name: str, *groups: str, superuser: bool = False) -> User:
    cache.clear()  # the per-address cap on sign-in tries counts in the cache
    user = User.objects.create_user(name, password=PASSWORD, is_staff=True, is_superuser=superuser)
    for group in groups:
        user.groups.add(Group.objects.get_or_create(name=group)[0])
    return user


def sign_in(client: Client, username: str, password: str = PASSWORD, next_path: str = "/admin/"):
    return client.post(f"/admin/login/?next={next_path}", {"username": username, "password": password})


def code_of(device: TOTPDevice, steps_ahead: int = 0) -> str:
    """The authenticator's code now (or `steps_ahead` 30 s steps later), as the phone computes it."""
    totp = TOTP(device.bin_key, device.step, device.t0, device.digits)
    totp.time = time.time() + steps_ahead * device.step
    return f"{totp.token():0{device.digits}d}"
