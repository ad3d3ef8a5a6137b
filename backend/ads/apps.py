from django.apps import AppConfig


class AdsConfig(AppConfig):
    name = "ads"
    verbose_name = "Ads"
