"""The unsubscribe page every email links to: drawn on the server, one button, no JavaScript.

A GET only asks (mail scanners and link previews open links; they must not unsubscribe anyone); the
button posts the same token back. The signed token is what authorises the change, and other sites'
pages cannot post here (common/cross_site.py), so Django's CSRF cookie is not needed.
"""

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils.translation import gettext_lazy as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from common.errors import ApiError
from common.languages import Language, translated

from . import logic
from .api import UNSUBSCRIBED
from .mail import SITE_NAME, edition_prefix

PAGE_TITLE = _("Unsubscribe from the morning email")
PAGE_QUESTION = _("Do you want to stop the morning email? One tap and no more will be sent to this address.")
PAGE_BUTTON = _("Unsubscribe")
PAGE_HOME = _("Go to the front page")
PAGE_ALREADY = _("This address gets no morning email.")


@csrf_exempt
@require_http_methods(["GET", "HEAD", "POST"])
def unsubscribe_page(request: HttpRequest, language: Language = "mn") -> HttpResponse:
    token = (request.POST.get("token") if request.method == "POST" else request.GET.get("token")) or ""
    words = {
        name: translated(text, language)
        for name, text in {
            "site_name": SITE_NAME,
            "title": PAGE_TITLE,
            "question": PAGE_QUESTION,
            "button": PAGE_BUTTON,
            "home": PAGE_HOME,
        }.items()
    }
    context = {"lang": language, "words": words, "token": token, "home": f"{edition_prefix(language)}/"}
    status = 200
    try:
        if len(token) > 400:
            raise ApiError(logic.LINK_INVALID.code, text=logic.LINK_INVALID.text)
        if request.method == "POST":
            logic.unsubscribe(token)
            context["done"] = translated(UNSUBSCRIBED, language)
        elif logic.subscriber_for_unsubscribe(token).state not in ("pending", "confirmed"):
            context["done"] = translated(PAGE_ALREADY, language)
    except ApiError as error:
        context["error"] = error.message(language)
        status = error.status
    response = HttpResponse(render_to_string("newsletter/unsubscribe_page.html", context), status=status)
    response["Cache-Control"] = "no-store"
    response["X-Robots-Tag"] = "noindex"
    return response
