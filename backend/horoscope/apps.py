from django.apps import AppConfig


class HoroscopeConfig(AppConfig):
    name = "horoscope"
    verbose_name = "Horoscope"
