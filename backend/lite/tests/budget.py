"""What a browser fetches for a lite page on a first view: the document and every subresource its HTML
names, each at its real size (pictures as the media server serves them)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from django.conf import settings
from django.core.files.storage import default_storage

# Elements and the attribute that makes the browser fetch something on load (links are not followed).
FETCHED = {
    "img": ("src", "srcset"), "script": ("src",), "iframe": ("src",), "frame": ("src",), "embed": ("src",),
    "object": ("data",), "video": ("src", "poster"), "audio": ("src",), "source": ("src", "srcset"),
    "track": ("src",), "input": ("src",),
}
LOADED_LINKS = {
    "stylesheet", "icon", "shortcut", "preload", "modulepreload", "manifest", "apple-touch-icon", "prefetch",
}
CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]+)")

ARTICLE_BUDGET = 50 * 1024
LIST_BUDGET = 60 * 1024
MAX_REQUESTS = 3  # besides the document


@dataclass
class Resources(HTMLParser):
    urls: list[str] = field(default_factory=list)
    scripts: int = 0
    canonical: str | None = None
    _in_style: bool = False

    def __post_init__(self) -> None:
        super().__init__(convert_charrefs=True)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "script":
            self.scripts += 1
        if tag == "style":
            self._in_style = True
        for name in FETCHED.get(tag, ()):
            if values.get(name):
                self.urls += [part.strip().split(" ")[0] for part in values[name].split(",")] if name == "srcset" \
                    else [values[name]]
        if tag == "link":
            rels = set(values.get("rel", "").lower().split())
            if rels & LOADED_LINKS and values.get("href"):
                self.urls.append(values["href"])
            if "canonical" in rels:
                self.canonical = values.get("href")
        if "style" in values:
            self.urls += CSS_URL.findall(values["style"])

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.urls += CSS_URL.findall(data)


@dataclass
class Weight:
    document: int
    resources: dict[str, int]
    scripts: int
    canonical: str | None

    @property
    def total(self) -> int:
        return self.document + sum(self.resources.values())

    @property
    def requests(self) -> int:
        return len(self.resources)


def weigh(client, html: bytes) -> Weight:
    """The page's document and subresources, fetched as a browser would (data: URLs cost no request)."""
    parser = Resources()
    parser.feed(html.decode())
    sizes: dict[str, int] = {}
    for url in dict.fromkeys(parser.urls):
        if url.startswith("data:"):
            continue
        if url.startswith(settings.MEDIA_URL):  # as the media server would send it: the stored file
            sizes[url] = default_storage.size(url.removeprefix(settings.MEDIA_URL))
            continue
        response = client.get(url)
        assert response.status_code == 200, f"{url} answered {response.status_code}"
        sizes[url] = len(b"".join(response.streaming_content) if response.streaming else response.content)
    return Weight(len(html), sizes, parser.scripts, parser.canonical)
