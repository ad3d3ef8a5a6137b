from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    """Newsroom sign-in: the second factor, the idle timeout and the audit log (docs/security.md)."""

    name = "accounts"
    verbose_name = _("Sign-in and audit")

    def ready(self) -> None:
        from . import signals

        signals.connect()
