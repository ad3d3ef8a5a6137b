from django.apps import AppConfig


class CommonConfig(AppConfig):
    name = "common"
    verbose_name = "Common"

    def ready(self) -> None:
        from . import checks, signals  # noqa: F401 (checks registers itself)

        signals.connect()
