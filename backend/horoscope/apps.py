from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class HoroscopeConfig(AppConfig):
    name = "horoscope"
    verbose_name = _("Horoscope")
