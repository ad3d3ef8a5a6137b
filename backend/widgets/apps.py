from django.apps import AppConfig


class WidgetsConfig(AppConfig):
    name = "widgets"
    verbose_name = "Widgets"
