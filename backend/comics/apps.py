from django.apps import AppConfig


class ComicsConfig(AppConfig):
    name = "comics"
    verbose_name = "Comics"
