"""The articles' folded search copies (search_title, search_text): lower case, ө→о, ү→у, е→э, й/ы→и,
signs dropped. Search reads its own index now (backend/search, ADR 027); these columns are still
written on save until a migration drops them.
"""
import re

LOOSE = str.maketrans({"ө": "о", "ү": "у", "е": "э", "ё": "о", "й": "и", "ы": "и", "ъ": "", "ь": ""})

_SPACES = re.compile(r"\s+")


def loose(text: str) -> str:
    """The folded form used on both sides of a match."""
    return _SPACES.sub(" ", (text or "").casefold().translate(LOOSE)).strip()


def search_fields(title: str, lead: str, blocks: list[dict]) -> tuple[str, str]:
    """(folded title, folded title + lead + body text) for an article."""
    body = " ".join(
        block.get("text") or re.sub(r"<[^>]+>", " ", block.get("html", "")) or " ".join(block.get("items", []))
        for block in blocks
        if block.get("type") in {"paragraph", "heading", "quote", "list"}
    )
    return loose(title), loose(f"{title} {lead} {body}")
