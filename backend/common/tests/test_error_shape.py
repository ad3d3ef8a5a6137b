"""Every API error is the JSON error shape in the request's language, whatever the body held.

Building the error once read the form again for its `lang` field: a body too large or in a
charset the API refuses then raised a second time, and Django answered its own HTML 400.
"""
import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

MULTIPART = b'--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n' + b"b" * 3_000_000 + b"\r\n--x--\r\n"
LATIN1_PART = b'--x\r\nContent-Disposition: form-data; name="commentBody"\r\n\r\n' + "Dölgöön".encode("latin-1") \
    + b"\r\n--x--\r\n"
BODIES = {
    "a 3 MB form": (b"commentBody=" + b"a" * 3_000_000, "application/x-www-form-urlencoded", 413),
    "a 3 MB multipart body": (MULTIPART, "multipart/form-data; boundary=x", 413),
    "a form in windows-1251": ("commentBody=сайн".encode("cp1251"),
                               "application/x-www-form-urlencoded; charset=windows-1251", 400),
    "a form with bytes that are not UTF-8": (b"commentBody=%ff%fe", "application/x-www-form-urlencoded", 400),
    "broken JSON": (b'{"commentBody": ', "application/json", 400),
    # Every body is read before the endpoint runs: refused though there is no such article.
    "a broken multipart body": (b"--x\r\nnonsense", "multipart/form-data; boundary=x", 400),
    "multipart without its boundary": (b"commentBody=a", "multipart/form-data", 400),
    "a multipart part in latin-1": (LATIN1_PART, "multipart/form-data; boundary=x", 400),
    "text/plain": (b"commentBody=a", "text/plain", 415),
}


@pytest.mark.parametrize("name", BODIES)
@pytest.mark.parametrize("language,word", [("en", "request"), ("mn", "")])
def test_a_body_the_api_refuses_gets_the_error_shape_in_the_readers_language(name, language, word):
    body, content_type, status = BODIES[name]
    client = Client(raise_request_exception=False, HTTP_ACCEPT_LANGUAGE=language)
    response = client.generic("POST", "/api/abc12/r/comment-insert", body, content_type=content_type)
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json"), response.content[:300]
    error = response.json()
    assert error["status"] == "error" and error["code"] in ("too_large", "invalid_input", "unsupported_media_type")
    is_cyrillic = any("\u0400" <= letter <= "\u04ff" for letter in error["message"])
    assert is_cyrillic == (language == "mn"), error["message"]
