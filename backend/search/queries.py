"""A reader's query read into words, each with the terms it may match (words.py); or a clear refusal."""
from dataclasses import dataclass, field

from django.utils.translation import gettext_lazy as _

from common.errors import ApiError

from .words import query_terms, script, words

MAX_QUERY_LENGTH = 100
# Words past this many add nothing a reader would miss, and each one is a clause of the query.
MAX_WORDS = 8

NO_WORDS = _("Type a word to search for: the search looks for words, not signs.")
FOREIGN_SCRIPT = _("Search reads Mongolian, in Cyrillic or Latin letters, and English.")


@dataclass(slots=True)
class QueryWord:
    text: str
    exact: frozenset[str]
    loose: frozenset[str]
    typos: list[str] = field(default_factory=list)  # indexed words one edit away, when it matched nothing

    @property
    def terms(self) -> set[str]:
        return {*self.exact, *self.loose, *self.typos}


def read_query(query: str, language: str) -> list[QueryWord]:
    """The query's words, the first MAX_WORDS of them, each once; refuses a query with none we can read."""
    found = list(dict.fromkeys(word.text for word in words(query)))
    if not found:
        raise ApiError("no_words", text=NO_WORDS)
    readable = [word for word in found if script(word) != "other"]
    if not readable:
        raise ApiError("foreign_script", text=FOREIGN_SCRIPT)
    return [QueryWord(word, *query_terms(word, language)) for word in readable[:MAX_WORDS]]
