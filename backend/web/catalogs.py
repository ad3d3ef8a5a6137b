"""UI string catalogs (the frontend's locale files, as the client build wrote them), served at
/translations/{domain}.{format} and given to the server render."""
import json
from functools import lru_cache
from pathlib import Path

from common.languages import Language

from .assets import catalog_file

DEFAULT_DOMAIN = "messages"
DOMAINS = {DEFAULT_DOMAIN}
FORMATS = ("json", "js")


def catalog(language: Language, domain: str = DEFAULT_DOMAIN) -> dict:
    """The catalog of one language; KeyError for an unknown domain."""
    if domain not in DOMAINS:
        raise KeyError(domain)
    return _read(catalog_file(language))


@lru_cache(maxsize=8)
def _read(path: Path) -> dict:
    # The built file's name carries a hash of its text, so a new build is a new key.
    return json.loads(path.read_text(encoding="utf-8"))
