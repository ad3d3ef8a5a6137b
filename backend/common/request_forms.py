"""API bodies as forms: JSON objects, form-encoded and multipart bodies read the same way.

Endpoints declare their form fields once (ninja's `Form[...]`) and accept every encoding, through
the API's parser (`FormParser`). A body that cannot be read as a form (bad JSON, nesting where a
field holds one value, text that is not UTF-8 or a form labelled with another charset, multipart
without its boundary) is a clear 400 `invalid_input`, one over DATA_UPLOAD_MAX_MEMORY_SIZE a 413
`too_large` and one of another type a 415 `unsupported_media_type`, rather than an empty form, a 500,
or text decoded into something nobody typed. A body sent in chunks is read as one with a length.
"""
import codecs
import json
from io import BytesIO
from urllib.parse import unquote_to_bytes

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.http import HttpRequest, QueryDict
from django.http.multipartparser import MultiPartParser, MultiPartParserError
from ninja.parser import Parser

from .errors import ApiError

JSON = "application/json"
FORM = "application/x-www-form-urlencoded"
MULTIPART = "multipart/form-data"
_READ = "_portal_form"
_CHUNK = 64 * 1024


def request_form(request: HttpRequest) -> QueryDict:
    """The POST body's fields, whichever encoding it came in (read once per request); an empty form
    for a request without a body. Raises ApiError when the body is refused.
    """
    form = getattr(request, _READ, None)
    if form is None:
        form = _read(request)
        setattr(request, _READ, form)
    return form


def _read(request: HttpRequest) -> QueryDict:
    if request.content_type not in (JSON, FORM, MULTIPART):
        if int(request.META.get("CONTENT_LENGTH") or 0) > 0:  # text/plain, XML ...: nothing a form is read from
            raise ApiError("unsupported_media_type", status=415)
        return QueryDict()
    try:
        body = request.body
    except RequestDataTooBig:
        raise ApiError("too_large", status=413) from None
    if request.content_type == JSON:
        form = json_form(body)
        if form is None:
            raise ApiError("invalid_input")
        return form
    if _names_another_charset(request):
        raise ApiError("invalid_input")
    if request.content_type == MULTIPART:
        form = multipart_form(request, body)
        # What ninja hands the parser; Django's own reading would fail again, or garble the text.
        request.POST = form  # type: ignore[assignment]  # the stubs type it as an immutable QueryDict
        return form
    if not is_utf8_form(body):
        raise ApiError("invalid_input")
    try:
        return request.POST
    except TooManyFieldsSent:  # over DATA_UPLOAD_MAX_NUMBER_FIELDS
        raise ApiError("invalid_input") from None


def multipart_form(request: HttpRequest, body: bytes) -> QueryDict:
    """A multipart body's fields, each name and value read as UTF-8 (file parts are left out: no endpoint takes one).

    Django's parser would put replacement characters where a part's bytes are not UTF-8 (a part in latin-1,
    say): read as latin-1, which maps every byte to one character, the bytes come back unchanged and are
    then read strictly. It would also read a body cut short (no closing boundary) as far as it goes, the
    last text cut with it. None of this for an empty body, which needs no boundary.
    """
    if not body:
        return QueryDict()
    boundary = (request.content_params or {}).get("boundary", "")
    if f"--{boundary}--".encode("latin-1", "replace") not in body:
        raise ApiError("invalid_input")
    try:
        parser = MultiPartParser(request.META, BytesIO(body), request.upload_handlers, "latin-1")
        fields, _files = parser.parse()
        form = QueryDict(mutable=True)
        for name, values in fields.lists():
            form.setlist(_as_utf8(name), [_as_utf8(value) for value in values])
    except (MultiPartParserError, TooManyFieldsSent, TooManyFilesSent, UnicodeDecodeError):
        raise ApiError("invalid_input") from None
    form._mutable = False
    return form


def _as_utf8(text: str) -> str:
    return text.encode("latin-1").decode("utf-8")


def read_chunked_body(request: HttpRequest) -> None:
    """Take in a body sent in chunks (Transfer-Encoding: chunked), which comes without a Content-Length.

    Django reads a WSGI body by its Content-Length, so it would see none and the endpoint an empty form.
    A server that decodes the chunks itself says so with wsgi.input_terminated (granian, gunicorn): the
    body is read from it, up to DATA_UPLOAD_MAX_MEMORY_SIZE (413 beyond), and given its length. Another
    server (runserver) hands over the chunks as they came: 411, send the body with its length.
    """
    meta = request.META
    if "chunked" not in meta.get("HTTP_TRANSFER_ENCODING", "").lower() or meta.get("CONTENT_LENGTH"):
        return
    if not meta.get("wsgi.input_terminated"):
        raise ApiError("length_required", status=411)
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    chunks: list[bytes] = []
    size = 0
    while chunk := meta["wsgi.input"].read(_CHUNK):  # sized reads: granian's read() after a read(n) drops bytes
        size += len(chunk)
        if limit is not None and size > limit:
            raise ApiError("too_large", status=413)
        chunks.append(chunk)
    body = b"".join(chunks)
    meta["CONTENT_LENGTH"] = str(len(body))  # multipart parsing reads the length from here
    # As HttpRequest.body leaves a request it has read: the body, and a stream over it for read().
    request._body = body
    request._stream = BytesIO(body)


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
