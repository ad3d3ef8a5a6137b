"""The two languages of the portal and how a request chooses one."""
from typing import Literal

from django.http import HttpRequest
from django.utils import translation
from django.utils.functional import Promise

Language = Literal["mn", "en"]
LANGUAGES: tuple[Language, ...] = ("mn", "en")
DEFAULT_LANGUAGE: Language = "mn"


def normalize_language(value: str | None) -> Language | None:
    """Return a supported language code for `value`, or None."""
    if not value:
        return None
    code = value.strip().lower()[:2]
    return code if code in LANGUAGES else None


def language_from_path(path: str) -> Language:
    """English lives under /en/; everything else is Mongolian."""
    return "en" if path == "/en" or path.startswith("/en/") else "mn"


def request_language(request: HttpRequest) -> Language:
    """The language of an API request: `lang` parameter, then the page it came from, then mn."""
    explicit = normalize_language(request.GET.get("lang")) or _form_language(request)
    if explicit:
        return explicit
    return getattr(request, "portal_language", DEFAULT_LANGUAGE)


def pick(language: Language, mn: str, en: str) -> str:
    """The text for `language`, falling back to Mongolian when the English one is empty.

    For content, which is stored once per language; the portal's own messages go through `translated`.
    """
    return en if language == "en" and en else mn


def translated(message: str | Promise, language: str) -> str:
    """A message marked for gettext (English msgid, Mongolian in the owning app's locale/mn catalog)
    in `language`, whatever language is active: the language is the request's choice, passed along."""
    with translation.override(language):
        return str(message)


def is_embeddable_path(path: str) -> bool:
    """The screens other sites may frame: /iframe/... in either language."""
    return path.startswith("/iframe/") or path.startswith("/en/iframe/")


def _form_language(request: HttpRequest) -> Language | None:
    """A `lang` field of the form; None when the body cannot be read as one (too large, in a charset
    the API refuses, broken multipart): the error about that body must still be in a language."""
    from .request_forms import request_form  # it reads the errors' messages, which are per language

    if request.method != "POST":
        return None
    try:
        return normalize_language(request_form(request).get("lang"))
    except Exception:
        return None
