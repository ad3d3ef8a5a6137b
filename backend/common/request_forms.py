"""API bodies as forms: JSON objects and form-encoded bodies read the same way.

Endpoints declare their form fields once (ninja's `Form[...]`) and accept both encodings, through
the API's parser (`FormParser`). A body that cannot be read as a form (bad JSON, nesting where a
field holds one value, text that is not UTF-8 or a form labelled with another charset) is a clear
400 `invalid_input` and one over DATA_UPLOAD_MAX_MEMORY_SIZE a 413 `too_large`, rather than an
empty form, a 500, or text decoded into something nobody typed.
"""
import codecs
import json
from urllib.parse import unquote_to_bytes

from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, QueryDict
from ninja.parser import Parser

from .errors import ApiError

JSON = "application/json"
FORM = "application/x-www-form-urlencoded"
_READ = "_portal_form"


def request_form(request: HttpRequest) -> QueryDict:
    """The POST body's fields, whichever of the two encodings it came in (read once per request).

    Other bodies (multipart) are Django's request.POST. Raises ApiError when the body is refused.
    """
    form = getattr(request, _READ, None)
    if form is None:
        form = _read(request)
        setattr(request, _READ, form)
    return form


def _read(request: HttpRequest) -> QueryDict:
    if request.content_type not in (JSON, FORM):
        return request.POST
    try:
        body = request.body
    except RequestDataTooBig:
        raise ApiError("too_large", status=413) from None
    if request.content_type == JSON:
        form = json_form(body)
        if form is None:
            raise ApiError("invalid_input")
        return form
    if not is_utf8_form(body) or _names_another_charset(request):
        raise ApiError("invalid_input")
    return request.POST


class FormParser(Parser):
    """ninja's parser, reading form parameters through `request_form` (JSON bodies included)."""

    def parse_querydict(self, data, list_fields, request):  # noqa: ANN001, ANN201 - ninja's signature
        # Query, header, cookie and file parameters come here too: only the form is read anew.
        if request.method == "POST" and data is request.POST:
            data = request_form(request)
        return super().parse_querydict(data, list_fields, request)


def json_form(body: bytes) -> QueryDict | None:
    """The JSON body's fields as a form: each a scalar or a list of scalars; None if it is not one."""
    try:
        data = json.loads(body or b"{}")
    except (ValueError, UnicodeDecodeError, RecursionError):  # deep nesting ([[[[...) recurses
        return None
    if not isinstance(data, dict):
        return None
    form = QueryDict(mutable=True)
    for key, value in data.items():
        values = value if isinstance(value, list) else [value]
        converted = [_form_text(v) for v in values if v is not None]
        texts = [text for text in converted if text is not None]
        if not _is_text(key) or len(texts) != len(converted):
            return None
        if isinstance(value, list):
            form.setlist(key, texts)
        elif texts:
            form[key] = texts[0]
    form._mutable = False
    return form


def _names_another_charset(request: HttpRequest) -> bool:
    """A form labelled with a known charset other than UTF-8, which Django refuses from
    request.POST with an HTML page; an unknown label is read as UTF-8, as Django does."""
    return bool(request.encoding) and codecs.lookup(request.encoding or "").name != "utf-8"


def _form_text(value: object) -> str | None:
    """A JSON scalar as form text (true -> "1"); None for an object or list, or unencodable text."""
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str) and _is_text(value):
        return value
    return None


def _is_text(value: str) -> bool:
    """Text that can be stored and sent: JSON escapes such as "\\ud800" give lone surrogates, UTF-8 cannot hold them."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def is_utf8_form(body: bytes) -> bool:
    """Whether a form-encoded body is text: every %-escaped byte sequence must be valid UTF-8."""
    try:
        unquote_to_bytes(body.replace(b"+", b" ")).decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
