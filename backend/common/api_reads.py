"""Reads: API answers that pages also embed, each declared once as a function of the reader's language
and the read's typed inputs.

`@api_reads.get(router, path, response=Schema)` (or `api_reads.post`) on

    def list_latest(language: Language, filters: Query[LatestFilters]) -> dict: ...

makes the function two things. It is the ninja endpoint at `path`: ninja parses the inputs from the
path and the query (or form) by the annotations, and the language is the request's. And it is a
`Reader`, which the server calls directly when a page embeds the read (web/reads.py): the inputs are
validated from the page's values by the same annotations, the answer is written by the same schema and
JSON writer, and an error is the error shape the API answers, in the reader's language. So a page
builds no request and resolves no URL, and its embedded answer is byte for byte the API's.
"""
from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar, get_args, get_origin, get_type_hints

from django.http import Http404, HttpRequest
from ninja import Router, Schema
from ninja.errors import AuthenticationError, HttpError
from ninja.errors import ValidationError as NinjaValidationError
from pydantic import BaseModel, TypeAdapter
from pydantic import ValidationError as PydanticError

from . import cache_tags
from .errors import ApiError, error_body
from .json_renderer import to_json
from .languages import Language, request_language

Scalar = str | int | float
ReadFunction = Callable[..., Any]
F = TypeVar("F", bound=ReadFunction)
# The tags of what a read's answer shows (common/cache_tags.py), from its path's and query's values.
Tagger = Callable[[Mapping[str, Scalar]], Iterable[str]]

CONTENT_TYPE = "application/json; charset=utf-8"  # as ninja writes it with common/json_renderer.py
_PATH_NAME = re.compile(r"{(?:\w+:)?(\w+)}")


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes  # the JSON text as the API writes it


def as_api_error(error: Exception) -> ApiError | None:
    """The API's answer to an error raised while reading, None for one it does not answer (a lost
    database: the caller's 503). config/api.py answers endpoints' errors with it too."""
    if isinstance(error, ApiError):
        return error
    if isinstance(error, (PydanticError, NinjaValidationError)):
        return ApiError("invalid_input", status=400)
    if isinstance(error, Http404):
        return ApiError("not_found", status=404)
    if isinstance(error, HttpError):
        codes = {404: "not_found", 405: "method_not_allowed", 429: "throttled"}
        return ApiError(codes.get(error.status_code, "invalid_input"), status=error.status_code)
    if isinstance(error, AuthenticationError):
        return ApiError("invalid_input", status=403)
    return None


def error_answer(error: ApiError, language: Language) -> Answer:
    return Answer(error.status, to_json(error_body(error.code, error.message(language))))


@dataclass(frozen=True)
class _Input:
    """One input of a read function: a model whose fields are parameters (ninja's `Query[Model]`,
    `Form[Model]`) or one parameter of the path or the query."""

    name: str
    model: type[BaseModel] | None
    scalar: TypeAdapter[Any] | None
    has_default: bool


def _inputs(function: ReadFunction) -> tuple[list[inspect.Parameter], list[_Input]]:
    hints = get_type_hints(function, include_extras=True)
    parameters = list(inspect.signature(function).parameters.values())[1:]  # after the language
    typed = [parameter.replace(annotation=hints[parameter.name]) for parameter in parameters]
    inputs = []
    for parameter in typed:
        hint = parameter.annotation
        base = get_args(hint)[0] if get_origin(hint) is Annotated else hint
        is_model = isinstance(base, type) and issubclass(base, BaseModel)
        inputs.append(_Input(
            parameter.name, base if is_model else None, None if is_model else TypeAdapter(hint),
            parameter.default is not inspect.Parameter.empty,
        ))
    return typed, inputs


def as_text(value: Scalar) -> str:
    """A value as a query string carries it, as the browser writes it (JavaScript's String())."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _path_pattern(path: str) -> re.Pattern[str]:
    """`path` as a pattern of the paths it answers: "/fetch/{int:categoryid}/i" matches "/fetch/5/i"."""
    parts = _PATH_NAME.split(path)  # text, name, text, name, ..., text
    pattern = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>[^/]+)" for i, part in enumerate(parts))
    return re.compile(f"^{pattern}$")


class Reader:
    """A read function with what the server needs to make it for a page."""

    def __init__(
        self, method: str, path: str, function: ReadFunction, response: Any, tags: Tagger | None = None,
        polled: bool = False,
    ) -> None:
        self.method = method
        self.path = path  # as the router declares it: "/news/read/{newsid}"
        # Open pages ask for it again every tick (the breaking strip, a live coverage): its cached twin
        # tells browsers to ask the front cache each time instead of answering from their own copy.
        self.polled = polled
        self.path_names = _PATH_NAME.findall(path)
        self.pattern = _path_pattern(path)
        self.function = function
        self._tags = tags
        self.parameters, self._inputs = _inputs(function)
        # The shape ninja validates an answer with (its response model: one field, "response").
        self._answer_model: type[Schema] = type("ReadAnswer", (Schema,), {"__annotations__": {"response": response}})

    def __call__(self, language: Language, values: Mapping[str, Scalar]) -> Answer:
        """The answer to this read with `values` (the path's and the query's, by name), as the API
        answers it; an error the API answers is the answer too."""
        try:
            return Answer(200, self.write(self.function(language, **self._arguments(values)), language))
        except Exception as error:
            api_error = as_api_error(error)
            if api_error is None:
                raise
            return error_answer(api_error, language)

    def tags(self, values: Mapping[str, Scalar]) -> set[str]:
        """The tags of this read's answer with `values`: declared with the read, else its app's (a read
        of `polls` shows polls), and SITE, which every cached answer carries."""
        declared = self._tags(values) if self._tags else cache_tags.app_tags(self.function.__module__)
        return {*declared, cache_tags.SITE}

    def write(self, result: Any, language: Language) -> bytes:
        """`result` as the API writes it: validated by the response schema, dumped, written as JSON."""
        context = {"language": language, "response_status": 200}
        validated = self._answer_model.model_validate({"response": result}, context=context)
        return to_json(validated.model_dump(context=context)["response"])

    def _arguments(self, values: Mapping[str, Scalar]) -> dict[str, Any]:
        # As text, as a request carries them: the inputs' rules read the text the API would read.
        texts = {name: as_text(value) for name, value in values.items()}
        fields = {name: text for name, text in texts.items() if name not in self.path_names}
        arguments: dict[str, Any] = {}
        for item in self._inputs:
            if item.model is not None:
                arguments[item.name] = item.model.model_validate(fields)
            elif item.name in texts:
                assert item.scalar is not None
                arguments[item.name] = item.scalar.validate_python(texts[item.name])
            elif not item.has_default:
                raise ApiError("invalid_input")
        return arguments


READERS: list[Reader] = []


def _endpoint(reader: Reader) -> Callable[..., Any]:
    """The ninja view of `reader`: the request's language, then the inputs ninja parsed."""
    function = reader.function

    def endpoint(request: HttpRequest, **inputs: Any) -> Any:
        return function(request_language(request), **inputs)

    request = inspect.Parameter("request", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=HttpRequest)
    endpoint.__signature__ = inspect.Signature([request, *reader.parameters])  # type: ignore[attr-defined]
    # ninja names the operation (and the OpenAPI operationId) and describes it after the view.
    endpoint.__name__, endpoint.__qualname__ = function.__name__, function.__qualname__
    endpoint.__module__, endpoint.__doc__ = function.__module__, function.__doc__
    return endpoint


def declare(method: str, path: str, *, response: Any, tags: Tagger | None = None) -> Callable[[F], F]:
    """A read without an endpoint made from it: for an endpoint that needs its request for more than
    the language (a reader's own marks, fields also taken from the query), which calls the function."""

    def register(function: F) -> F:
        READERS.append(Reader(method, path, function, response, tags))
        return function

    return register


def get(
    router: Router, path: str, *, response: Any, tags: Tagger | None = None, polled: bool = False,
    **options: Any,
) -> Callable[[F], F]:
    """The read at GET `path`, and its endpoint on `router`. The function stays as it is to call.
    `tags` names what its answer shows, when that is not simply its app's content; `polled`, that
    open pages ask for it again every tick (common/cache.py POLLED_CACHE_CONTROL)."""

    def register(function: F) -> F:
        reader = Reader("GET", path, function, response, tags, polled)
        READERS.append(reader)
        router.get(path, response=response, **options)(_endpoint(reader))
        return function

    return register


def post(router: Router, path: str, *, response: Any, **options: Any) -> Callable[[F], F]:
    """The read the specification makes as a POST, its inputs as form fields, and its endpoint."""

    def register(function: F) -> F:
        reader = Reader("POST", path, function, response)
        READERS.append(reader)
        router.post(path, response=response, **options)(_endpoint(reader))
        return function

    return register


def reader_of(function: ReadFunction) -> Reader:
    """The reader declared for `function`."""
    return next(reader for reader in READERS if reader.function is function)


def read_at(method: str, path: str) -> tuple[Reader, dict[str, str]] | None:
    """The read that answers `path` (under /api/, without the prefix) and the values its path names,
    or None for a path no read declares."""
    matches = [
        (reader, found) for reader in READERS if reader.method == method and (found := reader.pattern.match(path))
    ]
    if not matches:
        return None
    # "/news/read/{newsid}" before "/news/{kind}/{newsid}": the read whose fixed parts say the most.
    reader, found = max(matches, key=lambda match: len(_PATH_NAME.sub("", match[0].path)))
    return reader, found.groupdict()


def answer_tags(method: str, path: str, query: Mapping[str, Scalar]) -> set[str]:
    """The tags of the answer to `path` (under /api/, without the prefix): its read's, or ANY for a
    path no read declares, which any change invalidates."""
    found = read_at(method, path)
    if found is None:
        return {cache_tags.ANY, cache_tags.SITE}
    reader, values = found
    return reader.tags({**query, **values})
