from django.urls import path, re_path

from . import views

# /translations/{domain}.{format}: format json or js, domain defaulting to messages (and the
# format to js, as the original's route did); anything else here is a JSON 404.
urlpatterns = [
    path("", views.translations, name="translations-default"),
    re_path(r"^(?P<domain>[A-Za-z0-9_-]+)\.(?P<fmt>[A-Za-z0-9]+)$", views.translations, name="translations"),
    re_path(r"^(?P<domain>[A-Za-z0-9_-]+)$", views.translations, name="translations-domain"),
    re_path(r"^(?P<rest>.*)$", views.translations_not_found),
]
