"""Where a view came from: the referrer's host sorted into search, social, direct, this portal or other sites.

The browser sends only the host of the page that linked to the story (frontend
`features/news/api/readerCounters.ts`); the host is classified here and dropped, never stored.
"""
from urllib.parse import urlsplit

from django.conf import settings

from .models import Source

# Matched against the host and each of its parent domains (news.google.mn -> google.mn -> google).
SEARCH_NAMES = {
    "google", "bing", "yandex", "duckduckgo", "yahoo", "baidu", "ecosia", "search.brave.com", "startpage",
    "qwant", "naver", "seznam", "ask.com", "aol", "perplexity.ai", "kagi.com",
    "com.google.android.googlequicksearchbox",
}
SOCIAL_NAMES = {
    "facebook.com", "fb.com", "fb.me", "messenger.com", "instagram.com", "t.co", "twitter.com", "x.com",
    "linkedin.com", "lnkd.in", "reddit.com", "youtube.com", "youtu.be", "tiktok.com", "vk.com", "ok.ru",
    "t.me", "telegram.org", "web.telegram.org", "threads.net", "pinterest.com", "whatsapp.com", "discord.com",
    "snapchat.com", "bsky.app", "mastodon.social", "com.facebook.katana", "org.telegram.messenger",
}
MAX_HOST = 253


def host_of(referrer: str) -> str:
    """The lower-case host of a referrer given as a host or an address ('' when there is none)."""
    text = referrer.strip()[:2048].lower()
    if not text:
        return ""
    if "://" in text:  # an address, or an app's android-app://package referrer
        text = urlsplit(text).hostname or ""
    else:
        text = text.split("/", 1)[0].split(":", 1)[0]
    return text.strip(".")[:MAX_HOST]


def own_hosts(request_host: str = "") -> set[str]:
    """This portal's host names: the one the reader asked and those the site is configured with."""
    hosts = {h.lower().lstrip(".") for h in settings.ALLOWED_HOSTS if h and h != "*"}
    site = urlsplit(getattr(settings, "SITE_URL", "") or "").hostname
    if site:
        hosts.add(site.lower())
    if request_host:
        hosts.add(request_host.split(":", 1)[0].lower())
    return hosts


def classify(referrer: str, request_host: str = "") -> Source:
    """The class of a referrer: its host, judged by itself and its parent domains."""
    host = host_of(referrer)
    if not host:
        return Source.DIRECT
    if host in own_hosts(request_host):
        return Source.PORTAL
    parts = host.split(".")
    names = {".".join(parts[i:]) for i in range(len(parts))} | set(parts[:-1] or parts)
    if names & SEARCH_NAMES:
        return Source.SEARCH
    if names & SOCIAL_NAMES:
        return Source.SOCIAL
    return Source.OTHER
