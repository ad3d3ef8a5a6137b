"""Test sessions that have passed the second factor, as a real sign-in leaves them."""
import django_otp
from django.contrib.auth.models import User
from django.test import Client
from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts import logic


def verify_session(client: Client, user: User) -> None:
    """Marks `client`'s session as having passed the second factor, giving `user` an authenticator if they
    have none: backend/conftest.py does it after every force_login, so tests of other screens sign in the
    way an editor ends up signed in. Tests of the sign-in itself log in through the forms instead."""
    if not logic.is_second_factor_required(user) and not logic.has_second_factor(user):
        return
    device = TOTPDevice.objects.filter(user=user, confirmed=True).first() or \
        TOTPDevice.objects.create(user=user, name=logic.DEVICE_NAME, confirmed=True)
    session = client.session
    session[django_otp.DEVICE_ID_SESSION_KEY] = device.persistent_id
    session.save()
