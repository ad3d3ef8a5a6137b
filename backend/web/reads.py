"""A page's reads, made on the server: each declared read's values found for this request
(web/screens.py's references), the read run in-process through the API, and its answer embedded in
the page as the API wrote it.

No URL is built: the read's request gets its path from the template with the values as they are and
its query as a QueryDict, and the page names each answer by its template and values, from which the
browser makes its own key. The answer's bytes go into the page untouched (`orjson.Fragment`); only
what the server itself must look into is parsed (`PageRead.data`).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import orjson
from django.http import HttpRequest, HttpResponse, QueryDict

from common import cache
from common.languages import Language
from common.views import cached_api, call_api
from performance.local_copies import LocalLru

from .lookups import LOOKUPS
from .screens import REFERENCE_KINDS, Read, Value

Scalar = str | int | float
CACHED_PREFIX = "/api/cache/"


class References:
    """Where the `":name"`, `"?name"` and `"=name"` values of one page request are found."""

    def __init__(self, path_params: Mapping[str, str | None], query: QueryDict) -> None:
        self.path_params = path_params
        self.query = query
        self._looked_up: dict[str, Scalar | None] = {}

    def value(self, declared: Value) -> Scalar | None:
        """What `declared` stands for on this page; None when it is absent."""
        if isinstance(declared, list):
            # Lazily: a lookup later in the list costs nothing when an earlier value is there.
            return next((found for found in map(self.value, declared) if found is not None), None)
        if not isinstance(declared, str) or not declared.startswith(REFERENCE_KINDS):
            return declared
        kind, name = declared[0], declared[1:]
        if kind == ":":
            return self.path_params.get(name)
        if kind == "?":
            return self.query.get(name)
        if name not in self._looked_up:  # once a page, however many reads name it
            self._looked_up[name] = LOOKUPS[name]()
        return self._looked_up[name]


def resolve(read: Read, refs: References) -> dict[str, Scalar] | None:
    """The values of `read` on this page, its segments' and its query parameters' (a parameter with
    no value is left out); None when the read is not made: `when` is absent, or a segment has no value."""
    if read.when is not None and refs.value(read.when) is None:
        return None
    args: dict[str, Scalar] = {}
    for name in read.segments:
        found = refs.value(read.args.get(name, f":{name}"))  # undeclared: the path's parameter of that name
        if found is None or found == "":
            return None
        args[name] = found
    for name, declared in read.args.items():
        if name not in args:
            found = refs.value(declared)
            if found is not None and found != "":
                args[name] = found
    return args


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes | None  # the JSON text as the API wrote it; None when it wrote none


@dataclass
class PageRead:
    """A read the page made and embeds."""

    declared: Read
    args: dict[str, Scalar]
    answer: Answer
    is_layout: bool = False

    @cached_property
    def data(self) -> Any:
        """The answer parsed, once: only for what the server looks into (the article's language, JSON-LD)."""
        return orjson.loads(self.answer.body) if self.answer.body else None

    @property
    def is_missing(self) -> bool:
        """A read the screen requires found nothing: the page is a 404."""
        return self.declared.required and self.answer.status == 404

    def embedded(self) -> dict[str, object]:
        """The page's entry for it (frontend shared/api/payload.ts reads it)."""
        entry: dict[str, object] = {
            "api": self.declared.api,
            "args": self.args,
            "status": self.answer.status,
            "data": orjson.Fragment(self.answer.body) if self.answer.body is not None else None,
        }
        if self.is_layout:
            entry["layout"] = True
        return entry


# Answers kept per process: the layout's reads are the same on every page, so an uncached page
# runs only its own reads (performance/local_copies.py; an entry dies with the content version).
_answers: LocalLru[Answer] = LocalLru(max_bytes=16 * 1024 * 1024, ttl=10.0)


def page_reads(
    request: HttpRequest, declared: Iterable[Read], refs: References, language: Language, is_layout: bool = False
) -> list[PageRead]:
    """Make the reads of `declared` that this page has the values for, in their order."""
    made = []
    for read in declared:
        args = resolve(read, refs)
        if args is not None:
            made.append(PageRead(read, args, _answer(request, read, args, language), is_layout))
    return made


def _answer(request: HttpRequest, read: Read, args: dict[str, Scalar], language: Language) -> Answer:
    if read.method == "POST":
        return _run(request, read, args, language)
    key = orjson.dumps([language, read.api, sorted(args.items())]).decode()
    version = cache.content_version()
    kept = _answers.get(key, version)
    if kept is None:
        kept = _run(request, read, args, language)
        if kept.status in (200, 404):
            _answers.put(key, version, kept, len(key) + len(kept.body or b""))
    return kept


def _run(request: HttpRequest, read: Read, args: dict[str, Scalar], language: Language) -> Answer:
    """Run one read in-process, as the browser's request for it would be answered."""
    sub = HttpRequest()
    sub.path = sub.path_info = read.path(args)
    # The query from the values themselves (the stubs call only a parsed query string immutable).
    fields: Any = QueryDict(mutable=True)
    segments = read.segments
    for name, value in args.items():
        if name not in segments:
            fields[name] = str(value)
    fields["lang"] = language
    sub.META = {k: v for k, v in request.META.items() if k != "HTTP_IF_NONE_MATCH"}
    sub.portal_language = language  # type: ignore[attr-defined]
    response: HttpResponse
    if read.method == "POST":
        # A POST read (election news) runs uncached with its fields as form data; the page is cached.
        sub.method, sub.POST = "POST", fields
        response = call_api(sub, sub.path)
    else:
        sub.method, sub.GET = "GET", fields
        is_cached = sub.path.startswith(CACHED_PREFIX)
        response = cached_api(sub, sub.path.removeprefix(CACHED_PREFIX)) if is_cached else call_api(sub, sub.path)
    is_json = response.get("Content-Type", "").startswith("application/json")
    return Answer(response.status_code, response.content if is_json and response.content else None)
