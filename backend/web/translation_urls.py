from django.urls import path

from . import views

urlpatterns = [path("<str:domain>.<str:fmt>", views.translations, name="translations")]
