"""The portal's own messages are gettext's: English msgids in the code, the Mongolian in the owning app's
locale/mn catalog (compiled by `make build`). A message that lost its Mongolian would reach Mongolian
readers in English; these tests find every marked message and every declared API error in the source."""
import ast
import gettext
import importlib
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.apps import AppConfig, apps
from django.conf import settings
from django.utils import translation

from common.errors import ApiError
from common.middleware import unavailable_page
from common.params import Rule

BACKEND = Path(settings.BASE_DIR)
PROJECT_APPS = [app for app in apps.get_app_configs() if Path(app.path).is_relative_to(BACKEND)]
# Marking function -> how many leading literal arguments name the message (a context comes first).
MARKERS = {
    "_": 1, "gettext": 1, "gettext_lazy": 1, "ngettext": 1, "ngettext_lazy": 1,
    "pgettext": 2, "pgettext_lazy": 2, "npgettext": 2, "npgettext_lazy": 2,
}


def sources(app: AppConfig) -> list[Path]:
    """The app's code, without its tests and migrations."""
    return [
        path for path in sorted(Path(app.path).rglob("*.py"))
        if not {"tests", "migrations"} & set(path.relative_to(app.path).parts)
    ]


def marked_messages(path: Path) -> Iterator[tuple[int, str | None, str, bool]]:
    """(line, context, msgid, is_plural) of each message marked with a literal in `path`."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS):
            continue
        literals = node.args[: MARKERS[node.func.id]]
        if len(literals) < MARKERS[node.func.id] or not all(
            isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in literals
        ):
            continue  # not a message (a variable passed through)
        *context, msgid = (arg.value for arg in literals)  # type: ignore[attr-defined]
        yield node.lineno, (context[0] if context else None), msgid, node.func.id.startswith(("n", "np"))


def mongolian_catalog(app: AppConfig) -> dict:
    compiled = Path(app.path) / "locale" / "mn" / "LC_MESSAGES" / "django.mo"
    if not compiled.exists():
        return {}
    with compiled.open("rb") as file:
        return gettext.GNUTranslations(file)._catalog  # type: ignore[attr-defined]


def served_mongolian(context: str | None, msgid: str, is_plural: bool) -> str:
    with translation.override("mn"):
        if is_plural:
            return translation.npgettext(context, msgid, msgid, 1) if context else translation.ngettext(msgid, msgid, 1)
        return translation.pgettext(context, msgid) if context else translation.gettext(msgid)


@pytest.mark.parametrize("app", PROJECT_APPS, ids=lambda app: app.label)
def test_every_marked_message_has_its_apps_mongolian(app):
    """In the app's own catalog, not fuzzy (compiled), not left in English, and what Django serves: Django
    merges all apps' catalogs, so the same English worded otherwise by another app needs a context."""
    catalog = mongolian_catalog(app)
    problems = []
    for path in sources(app):
        for line, context, msgid, is_plural in marked_messages(path):
            key = msgid if context is None else f"{context}\x04{msgid}"
            stored = catalog.get((key, 0) if is_plural else key)
            where = f"{path.relative_to(BACKEND)}:{line} {msgid!r}"
            if not stored or stored == msgid:
                problems.append(f"{where}: no Mongolian in {app.label}/locale/mn (run `make build` after editing)")
            elif served_mongolian(context, msgid, is_plural) != stored:
                problems.append(f"{where}: another app's catalog words it otherwise; give it a context")
    assert not problems, "\n".join(problems)


def declared_errors(value: object, seen: set[int]) -> Iterator[ApiError]:
    """The ApiErrors in a module-level value: itself, a dict's or a tuple's, an Annotated type's rules'."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, ApiError):
        yield value
    elif isinstance(value, Rule):
        yield value.error
    elif typing.get_origin(value) is typing.Annotated:
        for rule in value.__metadata__:  # type: ignore[attr-defined]
            yield from declared_errors(rule, seen)
    elif isinstance(value, dict):
        for item in value.values():
            yield from declared_errors(item, seen)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from declared_errors(item, seen)


def api_errors() -> list[tuple[str, ApiError]]:
    """Every ApiError a module declares (constants and the rules of the API's parameter types)."""
    found, seen = [], set()
    for app in PROJECT_APPS:
        for path in sources(app):
            if "ApiError" not in path.read_text(encoding="utf-8"):
                continue
            name = ".".join(path.relative_to(BACKEND).with_suffix("").parts)
            module = importlib.import_module(name.removesuffix(".__init__"))
            for attribute, value in vars(module).items():
                found += [(f"{name}.{attribute}", error) for error in declared_errors(value, seen)]
    return found


def test_declared_api_errors_read_in_each_language_with_their_values_filled_in():
    errors = api_errors()
    assert {error.code for _, error in errors} >= {"invalid_size", "invalid_currency", "query_too_long"}
    problems = []
    for where, error in errors:
        if isinstance(error.text, str):
            continue  # a plain str on purpose: the same words in every language
        mn, en = error.message("mn"), error.message("en")
        if mn == en or "%(" in mn + en:
            problems.append(f"{where} ({error.code}): {mn!r} / {en!r}")
    assert not problems, "\n".join(problems)


def test_the_unavailable_page_speaks_both_languages_whatever_the_request_is_in():
    with translation.override("en"):
        page = unavailable_page()
    assert "<title>Түр засвартай · Briefly unavailable</title>" in page
    assert "<h1>Түр зуурын саатал гарлаа</h1><p>Хэдэн секундын дараа дахин оролдоно уу.</p>" in page
    assert '<h1 lang="en">Briefly unavailable</h1><p lang="en">Please try again in a few seconds.</p>' in page
