from django.apps import AppConfig


class LiteConfig(AppConfig):
    name = "lite"
    verbose_name = "Lite pages"
