from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AdsConfig(AppConfig):
    name = "ads"
    verbose_name = _("Ads")

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_save

        from .logic import forget_slots
        from .models import AdCreative, AdSlot

        # Counters are written with UPDATE queries, which send no signals: only editors' saves reload.
        for model in (AdSlot, AdCreative):
            post_save.connect(forget_slots, sender=model, dispatch_uid=f"ads-table-{model.__name__}-save")
            post_delete.connect(forget_slots, sender=model, dispatch_uid=f"ads-table-{model.__name__}-delete")
