from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AlertsConfig(AppConfig):
    name = "alerts"
    verbose_name = _("Breaking-news alerts")

    def ready(self) -> None:
        from . import signals  # noqa: F401 - flagging a published story as breaking news queues its alert
