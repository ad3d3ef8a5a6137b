"""What an article is indexed by: its title, lead and body, each as a list of terms (words.py)."""
import re
from dataclasses import dataclass

from .models import TermKind
from .words import index_terms, words

_TAGS = re.compile(r"<[^>]+>")
TEXT_BLOCKS = {"paragraph", "heading", "quote", "list"}


@dataclass(frozen=True, slots=True)
class Document:
    language: str
    title: str
    lead: str
    body: str
    vocabulary: set[tuple[str, str]]  # (kind, term)


def body_text(blocks: list[dict]) -> str:
    """The readable text of an article's parsed body (news/blocks.py): what readers can search for."""
    return " ".join(
        block.get("text") or _TAGS.sub(" ", block.get("html", "")) or " ".join(block.get("items", []))
        for block in blocks
        if block.get("type") in TEXT_BLOCKS
    )


def document(language: str, title: str, lead: str, body: str) -> Document:
    vocabulary: set[tuple[str, str]] = set()

    def terms(text: str) -> str:
        out: list[str] = []
        for word in words(text):
            exact, stem, key = index_terms(word.text, language)
            out.append(exact)
            vocabulary.add((TermKind.WORD, exact))
            if stem:
                out.append(stem)
                vocabulary.add((TermKind.STEM, stem))
            if key:
                out.append(key)
                vocabulary.add((TermKind.KEY, key))
        return " ".join(out)

    return Document(language, terms(title), terms(lead), terms(body), vocabulary)
