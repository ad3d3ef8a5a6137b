"""Lite's paths, under /lite/ and /en/lite/ (config/urls.py mounts them before the page route)."""
from django.urls import re_path

from . import views

urlpatterns = [
    re_path(r"^(?P<newsid>[A-Za-z0-9]{4,16})/r/comments/?$", views.comments, name="lite-comments"),
    re_path(r"^(?P<rest>.*)$", views.page, name="lite-page"),
]
