"""The second factor's pages, under /admin/two-factor/ (config/urls.py)."""
from django.urls import path

from . import views

urlpatterns = [
    path("", views.enter_code, name="newsroom-two-factor"),
    path("setup/", views.set_up, name="newsroom-two-factor-setup"),
    path("recovery-codes/", views.recovery_codes, name="newsroom-recovery-codes"),
    path("recovery-codes/renew/", views.renew_recovery_codes, name="newsroom-renew-recovery-codes"),
]
