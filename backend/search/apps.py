from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class SearchConfig(AppConfig):
    name = "search"
    verbose_name = _("Search")

    def ready(self) -> None:
        from . import signals  # noqa: F401 - the index follows every save and delete of a story
