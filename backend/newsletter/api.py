"""The morning email's operations: subscribe, confirm a signed link, unsubscribe (one-click, RFC 8058)."""

from django.http import HttpRequest, HttpResponseRedirect
from django.utils.translation import gettext_lazy as _
from ninja import Form, Router

from common.errors import ApiError
from common.languages import Language, request_language, translated
from common.request_forms import request_form
from common.throttle import check_rate
from web.site_url import site_url

from . import logic
from .mail import edition_prefix
from .schemas import ConfirmOut, SubscribeIn, SubscribeOut, TokenIn, TokenText, UnsubscribeOut

router = Router(tags=["newsletter"])

CHECK_INBOX = _(
    "Check your inbox: we have sent a link to confirm the morning email. If it does not arrive within a few "
    "minutes, look in the spam folder."
)
CONFIRMED = _("Your subscription is confirmed. The morning email arrives every day at 7:00.")
UNSUBSCRIBED = _("You are unsubscribed and will get no more morning emails.")


@router.post("/newsletter/subscribe", response=SubscribeOut)
def create_subscription(request: HttpRequest, data: Form[SubscribeIn]):
    """Subscribe the address to the morning email of the request's edition; the answer never says whether
    the address was known."""
    check_rate(request, "newsletter")
    language = request_language(request)
    logic.subscribe(data.email, language, data.sections, site_url(request))
    return {"status": "pending", "message": translated(CHECK_INBOX, language)}


@router.get("/newsletter/confirm", response=ConfirmOut)
def confirm_by_link(request: HttpRequest, token: TokenText):
    """Confirm the address a confirmation link names (the link's token as `token`)."""
    return _confirmed(request, token)


@router.post("/newsletter/confirm", response=ConfirmOut)
def confirm_subscription(request: HttpRequest, data: Form[TokenIn]):
    """The same as GET, for the confirmation screen."""
    return _confirmed(request, data.token)


def _confirmed(request: HttpRequest, token: str) -> dict:
    subscriber = logic.confirm(token)
    return {
        "status": "confirmed",
        "edition": subscriber.edition,
        "message": translated(CONFIRMED, request_language(request)),
    }


@router.post("/newsletter/unsubscribe", response=UnsubscribeOut)
def delete_subscription(request: HttpRequest, token: TokenText | None = None):
    """One-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the address in the
    email's List-Unsubscribe header, whose query holds the token (a form field `token` works too)."""
    if token is None:
        sent = request_form(request).get("token")
        # No token at all names no subscription: the same 404 as a link we never signed.
        token = TokenIn.model_validate({"token": sent}).token if sent else ""
    subscriber = logic.unsubscribe(token)
    language: Language = subscriber.edition  # type: ignore[assignment]
    return {"status": "unsubscribed", "message": translated(UNSUBSCRIBED, language)}


@router.get("/newsletter/unsubscribe", response={303: None})
def show_unsubscribe_page(request: HttpRequest, token: TokenText):
    """A mail client that opens the List-Unsubscribe address in a browser lands on the edition's
    unsubscribe page, which asks before it changes anything (link checkers open links too)."""
    language = request_language(request)
    try:
        language = logic.subscriber_for_unsubscribe(token).edition  # type: ignore[assignment]
    except ApiError:
        pass  # the page says what is wrong, in the reader's language
    return HttpResponseRedirect(f"{edition_prefix(language)}/newsletter/unsubscribe?token={token}", status=303)
