"""UI string catalogs (the frontend's locale files), served at /translations/{domain}.{format}."""
import json
from functools import lru_cache

from django.conf import settings

from common.languages import Language

DEFAULT_DOMAIN = "messages"
DOMAINS = {DEFAULT_DOMAIN}
FORMATS = ("json", "js")
LOCALES_DIR = settings.REPO_DIR / "frontend" / "src" / "shared" / "i18n" / "locales"


@lru_cache(maxsize=8)
def catalog(language: Language, domain: str = "messages") -> dict:
    """The catalog of one language; KeyError for an unknown domain."""
    if domain not in DOMAINS:
        raise KeyError(domain)
    return json.loads((LOCALES_DIR / f"{language}.json").read_text(encoding="utf-8"))
