"""Steps the newsletter tests share: subscribe through the API and follow the links of the mail that arrives."""

import re
from email.message import EmailMessage
from urllib.parse import unquote, urlsplit

from django.test import Client

from newsletter.models import Subscriber

from .smtp_server import Mailbox

SITE = "https://news.example.mn"


def subscribe(client: Client, email: str, language: str = "mn", sections: str = ""):
    return client.post(f"/api/newsletter/subscribe?lang={language}", {"email": email, "sections": sections})


def parts(message: EmailMessage) -> tuple[str, str]:
    """The text/plain and the text/html of a message."""
    plain = message.get_body(("plain",))
    html = message.get_body(("html",))
    assert plain is not None and html is not None, "a text/plain part and an HTML alternative"
    return plain.get_content(), html.get_content()


def link(message: EmailMessage, path: str) -> str:
    """The one address of `path` on the site the message links to (the same in both parts)."""
    plain, html = parts(message)
    pattern = re.escape(SITE) + r"(?:/en)?" + re.escape(path) + r"\?token=[A-Za-z0-9_:.%\-]+"
    in_plain, in_html = set(re.findall(pattern, plain)), set(re.findall(pattern, html))
    assert len(in_plain) == 1 and in_plain == in_html, (in_plain, in_html)
    return in_plain.pop()


def token_of(url: str) -> str:
    return unquote(urlsplit(url).query.removeprefix("token="))


def local(url: str) -> str:
    """The site-relative part of an absolute link, for the test client."""
    parts_ = urlsplit(url)
    return f"{parts_.path}?{parts_.query}"


def confirmed(client: Client, mailbox: Mailbox, email: str, language: str = "mn", sections: str = "") -> Subscriber:
    """Subscribe and follow the confirmation link that arrives."""
    assert subscribe(client, email, language, sections).status_code == 200
    message = mailbox.to(email)[-1]
    response = client.get("/api/newsletter/confirm", {"token": token_of(link(message, "/newsletter/confirm"))})
    assert response.status_code == 200, response.content
    return Subscriber.objects.get(email=email, edition=language)
