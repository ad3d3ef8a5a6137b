"""The translation catalogs at /translations/{domain}.{format}: both languages, js and json, JSON 404s."""
import json
import re

import pytest

from web import catalogs


def _keys(value: object, prefix: str = "") -> set[str]:
    if not isinstance(value, dict):
        return {prefix}
    return {key for name, child in value.items() for key in _keys(child, f"{prefix}.{name}" if prefix else name)}


def test_json_serves_both_languages_by_default(client):
    response = client.get("/translations/messages.json")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    body = response.json()["translations"]
    assert set(body) == {"mn", "en"}
    assert body["mn"]["messages"]["site"]["name"] != body["en"]["messages"]["site"]["name"]
    assert "public" in response["Cache-Control"]


def test_locales_parameter_picks_languages_and_ignores_unknown_codes(client):
    only_en = client.get("/translations/messages.json?locales=en").json()["translations"]
    assert set(only_en) == {"en"}
    mixed = client.get("/translations/messages.json?locales=xx,en,en").json()["translations"]
    assert list(mixed) == ["en"]
    nothing_known = client.get("/translations/messages.json?locales=xx").json()["translations"]
    assert list(nothing_known) == ["mn"]


def test_js_format_is_a_script_defining_the_global_catalog(client):
    response = client.get("/translations/messages.js?locales=mn,en")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/javascript")
    script = response.content.decode()
    assert script.startswith("(function(g){g.PortalTranslations=Object.assign(g.PortalTranslations||{},")
    assert script.endswith("})(this);")
    # The object literal inside is the same JSON as the json format.
    literal = re.search(r"\|\|\{\},(.*)\);\}\)\(this\);$", script, re.S)
    assert literal
    assert json.loads(literal.group(1)) == client.get("/translations/messages.json").json()


def test_domain_defaults_to_messages_and_format_to_js(client):
    for path in ("/translations/", "/translations/messages"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert response["Content-Type"].startswith("application/javascript")
        assert "PortalTranslations" in response.content.decode()


@pytest.mark.parametrize(
    "path",
    [
        "/translations/nope.json",
        "/translations/nope.js",
        "/translations/nope",
        "/translations/messages.xml",
        "/translations/messages.JSON",
        "/translations/messages.json.js",
        "/translations/a/messages.json",
        "/translations/../settings.json",
    ],
)
def test_unknown_domain_or_format_is_a_json_404(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert response.json()["code"] == "not_found"


def test_a_404_speaks_the_language_asked_for(client):
    assert client.get("/translations/nope.json?lang=mn").json()["message"] == "Хайсан зүйл олдсонгүй."
    english = client.get("/translations/nope.json", HTTP_ACCEPT_LANGUAGE="en")
    assert english.json()["message"] == "Nothing was found here."


def test_both_catalogs_have_the_same_keys_including_the_admin_menu():
    mn, en = catalogs.catalog("mn"), catalogs.catalog("en")
    assert _keys(mn) == _keys(en)
    for label in ("dashboard", "news", "comments", "polls", "comics", "stories", "elections", "ads", "pages",
                  "settings", "logout"):
        assert mn["admin"][label] and en["admin"][label], label
    assert mn["ads"]["label"] == "Сурталчилгаа" and en["ads"]["label"] == "Advertisement"
