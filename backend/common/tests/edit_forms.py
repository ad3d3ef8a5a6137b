"""Newsroom forms as a browser posts them, for the tests of edit conflicts (common/edit_conflicts.py): the
values a change form opened with, read from its HTML, and two editors saving one row."""
from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from django.contrib.auth import get_user_model
from django.test import Client

SKIPPED_INPUTS = {"file", "submit", "button", "image", "reset"}


class _FormReader(HTMLParser):
    """The fields of the page's change form (the one holding the version mark) and their values."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.values: list[tuple[str, str]] = []
        self._in_form = False
        self._textarea: str | None = None
        self._text: list[str] = []
        self._select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = {name: value or "" for name, value in attrs}
        if tag == "form" and attr.get("method") == "post" and attr.get("id", "").endswith("_form"):
            self._in_form = True
        if not self._in_form or "disabled" in attr:
            return
        name = attr.get("name")
        if tag == "input" and name and attr.get("type", "text") not in SKIPPED_INPUTS:
            if attr.get("type") in ("checkbox", "radio"):
                if "checked" in attr:
                    self.values.append((name, attr.get("value") or "on"))
            else:
                self.values.append((name, attr.get("value", "")))
        elif tag == "textarea" and name:
            self._textarea, self._text = name, []
        elif tag == "select" and name:
            self._select = name
        elif tag == "option" and self._select and "selected" in attr:
            self.values.append((self._select, attr.get("value", "")))

    def handle_data(self, data: str) -> None:
        if self._textarea is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._in_form = False
        elif tag == "textarea" and self._textarea is not None:
            # A textarea's first newline belongs to the markup, not the value.
            self.values.append((self._textarea, "".join(self._text).removeprefix("\n")))
            self._textarea = None
        elif tag == "select":
            self._select = None


def opened_form(client: Client, url: str) -> dict[str, list[str]]:
    """The change form at `url` as its page gives it: name -> values (several for a multiple select)."""
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    values = form_values(response)
    assert "edit_version" in values, "the form carries no version mark"
    return values


def post(client: Client, url: str, values: dict[str, list[str]], **changes: str) -> Any:
    """Saves the opened form with `changes` typed into it."""
    data = {name: list(found) for name, found in values.items()} | {name: [value] for name, value in changes.items()}
    return client.post(url, data)


def editors(*names: str) -> list[Client]:
    """A logged-in newsroom client per name (superusers: roles are another part of the newsroom)."""
    clients = []
    for name in names:
        client = Client()
        client.force_login(get_user_model().objects.create_superuser(name, f"{name}@example.invalid", "pw-tests-only"))
        clients.append(client)
    return clients


def two_saves(url: str, first_changes: dict[str, str], second_changes: dict[str, str],
              names: tuple[str, str] = ("bold", "saraa")) -> tuple[Any, dict, Client]:
    """Two editors open `url`; the first saves `first_changes`, then the second `second_changes`. Returns
    the second save's answer, the second's opened values and client (to save again)."""
    first, second = editors(*names)
    first_values, second_values = opened_form(first, url), opened_form(second, url)
    saved = post(first, url, first_values, **first_changes)
    assert saved.status_code == 302, saved.content.decode()[:2000]
    return post(second, url, second_values, **second_changes), second_values, second


def form_values(response: Any) -> dict[str, list[str]]:
    """The values of the page's change form (as opened, or as a refused save shows it again)."""
    reader = _FormReader()
    reader.feed(response.content.decode())
    values: dict[str, list[str]] = {}
    for name, value in reader.values:
        values.setdefault(name, []).append(value)
    return values
