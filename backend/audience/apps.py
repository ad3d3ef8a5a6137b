from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AudienceConfig(AppConfig):
    name = "audience"
    verbose_name = _("Audience")
