from axes.apps import AppConfig as AxesConfig
from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    """Newsroom sign-in: the second factor, the idle timeout and the audit log (docs/security.md)."""

    name = "accounts"
    verbose_name = _("Sign-in and audit")
    # This module holds two app configs (axes' below): "accounts" in INSTALLED_APPS must pick this one, or
    # Django falls back to a bare AppConfig and ready() never connects the audit log's signals.
    default = True

    def ready(self) -> None:
        from . import signals

        signals.connect()


class SignInAttemptsConfig(AxesConfig):
    """django-axes (the wrong-password lockout) under a name the newsroom reads; it names itself "Axes"."""

    default = False
    verbose_name = _("Sign-in attempts")
