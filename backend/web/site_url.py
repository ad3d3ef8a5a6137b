"""The portal's own address, as the absolute links readers see are written with it (canonical,
hreflang, og:url and og:image, share links, JSON-LD, feeds and sitemaps).

`SITE_URL` when the deployment names its public origin; otherwise the address the request reached:
its host (which Django has checked against ALLOWED_HOSTS) and its scheme (behind a proxy, as
SECURE_PROXY_SSL_HEADER says), so a server started on another port or host name links to itself.
A cached answer that holds such links is kept under a key that names the site (common/cache.py
`response_key`): one host's links are never served to another host's readers.
"""
from django.conf import settings
from django.http import HttpRequest


def site_url(request: HttpRequest) -> str:
    """The origin absolute links start with, without a trailing slash."""
    configured = settings.SITE_URL.rstrip("/")
    if configured:
        return configured
    return f"{request.scheme}://{request.get_host()}"


def absolute(site: str, url: str) -> str:
    """`url` on `site`, unless it is absolute already (pictures on a storage's own domain)."""
    return url if url.startswith(("https://", "http://")) else site + url
