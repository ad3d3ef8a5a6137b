"""The second step of the newsroom's sign-in: setting up the authenticator (with its recovery codes) and
giving a code. Behind the password (an authenticated, active staff user); the middleware sends users here."""
from collections.abc import Callable
from functools import wraps

from django.contrib import admin
from django.contrib.auth import logout
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_post_parameters

from common import newsroom
from common.errors import ApiError
from common.throttle import check_rate

from . import logic
from .forms import CodeForm, EnrollForm
from .models import AuditAction

RECOVERY_CODES_KEY = "newsroom_new_recovery_codes"  # shown once, then dropped from the session
WRONG_CODE = gettext_lazy("That code is not right. Check the time on your phone and try the newest code.")


def staff_after_password(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A signed-in, active staff user; others go to the newsroom's login."""
    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        user = request.user
        if not (user.is_authenticated and user.is_active and user.is_staff):
            login = reverse("admin:login")
            return HttpResponseRedirect(f"{login}?next={reverse('admin:index')}")
        return view(request, *args, **kwargs)
    return never_cache(wrapper)


def _next(request: HttpRequest) -> str:
    back = request.POST.get("next") or request.GET.get("next", "")
    if url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}, require_https=request.is_secure()) \
            and back.startswith("/admin/") and not back.startswith("/admin/two-factor/"):
        return back
    return reverse("admin:index")


def _over_the_cap(request: HttpRequest) -> bool:
    """Whether this address has used up its sign-in tries: codes count with passwords (common/newsroom.py)."""
    try:
        check_rate(request, "login", per_address=True)
    except ApiError:
        return True
    return False


def _refused_before_the_code(request: HttpRequest, user: User) -> HttpResponse | None:
    """Before a code is looked at: this user's wrong codes have locked the step, or (a post) this address
    has used up its tries."""
    lock = logic.code_lock(user)
    if lock is not None:
        return newsroom.wrong_codes(request, lock.seconds)
    if request.method == "POST" and _over_the_cap(request):
        return newsroom.too_many_tries(request)
    return None


def _page(request: HttpRequest, template: str, title: str, **context) -> HttpResponse:
    return render(request, template, {**admin.site.each_context(request), "title": title, **context})


@staff_after_password
@sensitive_post_parameters("code")
def enter_code(request: HttpRequest) -> HttpResponse:
    """The 6-digit code of the authenticator, or one recovery code (used once)."""
    user = request.user
    assert isinstance(user, User)
    if logic.is_verified(user):
        return HttpResponseRedirect(_next(request))
    if not logic.has_second_factor(user):
        return HttpResponseRedirect(f"{reverse('newsroom-two-factor-setup')}?next={_next(request)}")
    refused = _refused_before_the_code(request, user)
    if refused is not None:
        return refused
    form = CodeForm(request.POST or None)
    if request.method == "POST":
        if form.is_valid() and logic.check_code(request, user, form.cleaned_data["code"]):
            return HttpResponseRedirect(_next(request))
        lock = logic.code_lock(user)
        if lock is not None:
            logic.record(request, AuditAction.CODE_LOCKED, actor=user)
            logout(request)
            return newsroom.wrong_codes(request, lock.seconds)
        form.add_error("code", WRONG_CODE)
    return _page(request, "admin/two_factor/enter_code.html", _("Two-factor sign-in"), form=form,
                 next=_next(request))


@staff_after_password
@sensitive_post_parameters("code")
def set_up(request: HttpRequest) -> HttpResponse:
    """The authenticator's QR code and secret, confirmed with a code from it; then the recovery codes."""
    user = request.user
    assert isinstance(user, User)
    if logic.has_second_factor(user):
        return HttpResponseRedirect(_next(request))
    device = logic.pending_device(user)
    form = EnrollForm(request.POST or None)
    if request.method == "POST":
        if _over_the_cap(request):
            return newsroom.too_many_tries(request)
        codes = logic.confirm_enrollment(request, device, form.cleaned_data["code"]) if form.is_valid() else None
        if codes is not None:
            return _show_once(request, codes)
        form.add_error("code", WRONG_CODE)
    return _page(request, "admin/two_factor/set_up.html", _("Set up two-factor sign-in"), form=form,
                 qr_code=logic.qr_code_svg(device), secret=logic.secret_text(device),
                 is_required=logic.is_second_factor_required(user), next=_next(request))


def _show_once(request: HttpRequest, codes: list[str], renewed: bool = False) -> HttpResponse:
    """To the page that shows the new recovery codes; the session holds them until it is drawn."""
    request.session[RECOVERY_CODES_KEY] = codes
    shown = reverse("newsroom-recovery-codes")
    return HttpResponseRedirect(f"{shown}?{'renewed=1&' if renewed else ''}next={_next(request)}")


@staff_after_password
def recovery_codes(request: HttpRequest) -> HttpResponse:
    """The new recovery codes, once: the session forgets them as the page is made."""
    codes = request.session.pop(RECOVERY_CODES_KEY, None)
    if not codes:
        return HttpResponseRedirect(_next(request))
    return _page(request, "admin/two_factor/recovery_codes.html", _("Your recovery codes"), codes=codes,
                 renewed="renewed" in request.GET, next=_next(request))


@staff_after_password
@sensitive_post_parameters("code")
def renew_recovery_codes(request: HttpRequest) -> HttpResponse:
    """A user's own new recovery codes (the old ones used up or exposed), given for the authenticator's
    current code; then shown once, as at enrollment."""
    user = request.user
    assert isinstance(user, User)
    if not logic.is_verified(user):
        return HttpResponseRedirect(f"{reverse('newsroom-two-factor')}?next={request.path}")
    refused = _refused_before_the_code(request, user)
    if refused is not None:
        return refused
    form = EnrollForm(request.POST or None)
    if request.method == "POST":
        codes = logic.renew_recovery_codes(request, user, form.cleaned_data["code"]) if form.is_valid() else None
        if codes is not None:
            return _show_once(request, codes, renewed=True)
        form.add_error("code", WRONG_CODE)
    return _page(request, "admin/two_factor/renew_recovery_codes.html", _("New recovery codes"), form=form,
                 codes_left=logic.recovery_codes_left(user), next=_next(request))
