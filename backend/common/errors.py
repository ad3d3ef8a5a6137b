"""API errors: a code, an HTTP status and a message in the reader's language."""
from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from .languages import Language, translated

# The shared codes' messages; their Mongolian is in common/locale/mn (common is an installed app).
MESSAGES: dict[str, Promise] = {
    "not_found": _("Nothing was found here."),
    "invalid_input": _("The request is not valid."),
    "invalid_date": _("The date is not in a valid format."),
    "invalid_size": _("The page size must be between 1 and %(max)s."),
    "invalid_cursor": _("The paging cursor is not valid."),
    "invalid_year": _("The year is not valid."),
    "throttled": _("Too many requests. Please wait and try again."),
    "method_not_allowed": _("This method is not allowed here."),
    "server_error": _("A temporary error occurred. Please try again."),
    "unavailable": _("The service is briefly unavailable. Please try again in a few seconds."),
    "busy": _("Too many clicks at once. Please wait a moment and try again."),
    "forbidden": _("This action is not allowed."),
    "too_large": _("The request body is too large."),
    "unsupported_media_type": _("The body must be form-encoded or JSON."),
}


@dataclass
class ApiError(Exception):
    """Raised by logic and api code; the NinjaAPI turns it into the JSON error shape."""

    code: str
    status: int = 400
    # Values of the message's %(name)s placeholders.
    params: dict[str, object] | None = None
    # A domain's own message, marked with gettext_lazy in the app that owns it (a plain str is the same in
    # every language); shared codes are looked up in MESSAGES.
    text: Promise | str | None = None

    def message(self, language: Language) -> str:
        text = translated(self.text or MESSAGES.get(self.code, MESSAGES["invalid_input"]), language)
        return text % self.params if self.params else text


def error_body(code: str, message: str) -> dict[str, str]:
    return {"status": "error", "code": code, "message": message}
