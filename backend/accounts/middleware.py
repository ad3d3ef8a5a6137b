"""The newsroom's session rules, after django-otp's OTPMiddleware: a session idle for NEWSROOM_IDLE_SECONDS is
signed out, and a user who must have a second factor (or has one) reaches no newsroom page but the
sign-in ones until this session has passed it."""
import time
from collections.abc import Callable
from urllib.parse import urlencode

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import ngettext

from . import logic
from .models import AuditAction
from .signals import EXPIRING, current_request

LAST_SEEN = "newsroom_last_seen"
# The session is written at most this often just to move its last-seen time on.
LAST_SEEN_STEP = 60
# Newsroom paths open to a signed-in user who has not yet passed the second factor.
OPEN_PATHS = ("/admin/login/", "/admin/logout/", "/admin/two-factor/", "/admin/language/", "/admin/jsi18n/")


class NewsroomSessionMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        token = current_request.set(request)
        try:
            refused = self._check(request)
            return refused or self.get_response(request)
        finally:
            current_request.reset(token)

    def _check(self, request: HttpRequest) -> HttpResponse | None:
        # Readers carry no session cookie: nothing is read or written for them.
        if settings.SESSION_COOKIE_NAME not in request.COOKIES or not request.user.is_authenticated:
            return None
        is_newsroom = request.path_info.startswith("/admin/")
        if self._expired(request):
            return _signed_out(request) if is_newsroom else None
        if not is_newsroom or request.path_info.startswith(OPEN_PATHS) or logic.is_verified(request.user):
            return None
        if logic.has_second_factor(request.user):
            return _redirect("newsroom-two-factor", request)
        if logic.is_second_factor_required(request.user):
            return _redirect("newsroom-two-factor-setup", request)
        return None

    @staticmethod
    def _expired(request: HttpRequest) -> bool:
        now = int(time.time())
        last_seen = request.session.get(LAST_SEEN)
        if last_seen is not None and now - last_seen > settings.NEWSROOM_IDLE_SECONDS:
            logic.record(request, AuditAction.SESSION_EXPIRED)
            request.session[EXPIRING] = True
            logout(request)
            return True
        if request.path_info.startswith("/admin/") and (last_seen is None or now - last_seen >= LAST_SEEN_STEP):
            request.session[LAST_SEEN] = now
        return False


def _redirect(name: str, request: HttpRequest) -> HttpResponse:
    return HttpResponseRedirect(f"{reverse(name)}?{urlencode({'next': request.get_full_path()})}")


def _signed_out(request: HttpRequest) -> HttpResponse:
    """To the login, saying why, with the page asked for as `next`."""
    minutes = max(1, settings.NEWSROOM_IDLE_SECONDS // 60)
    messages.info(request, ngettext(
        "You were signed out after %(minutes)d minute without activity. Please sign in again.",
        "You were signed out after %(minutes)d minutes without activity. Please sign in again.",
        minutes) % {"minutes": minutes})
    next_path = request.get_full_path() if request.method == "GET" else "/admin/"
    return HttpResponseRedirect(f"{reverse('admin:login')}?{urlencode({'next': next_path})}")
