from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class CorrectionsConfig(AppConfig):
    name = "corrections"
    verbose_name = _("Corrections")
