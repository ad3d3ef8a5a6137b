"""Two versions of a text compared word by word, as the newsroom shows them (revisions, edit conflicts)."""
import difflib
import html
import re

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

# Unchanged words kept on each side of a change; the rest of an unchanged run reads as an ellipsis.
CONTEXT_WORDS = 8
_TAG = re.compile(r"<[^>]+>")


def plain_text(value: str | None) -> str:
    """A text's words with its HTML tags as spaces, so paragraphs do not run together."""
    return " ".join(html.unescape(_TAG.sub(" ", value or "")).split())


def word_diff(old_html: str | None, new_html: str | None) -> SafeString:
    """The text's words, removed ones struck and added ones marked, with a few unchanged words around each."""
    old, new = plain_text(old_html).split(), plain_text(new_html).split()
    parts: list[str] = []
    opcodes = difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    for n, (tag, i1, i2, j1, j2) in enumerate(opcodes):
        if tag == "equal":
            parts.append(_context(old[i1:i2], is_first=n == 0, is_last=n == len(opcodes) - 1))
            continue
        if i2 > i1:
            parts.append(format_html("<del>{}</del>", " ".join(old[i1:i2])))
        if j2 > j1:
            parts.append(format_html("<ins>{}</ins>", " ".join(new[j1:j2])))
    return mark_safe(" ".join(part for part in parts if part))  # noqa: S308 - every part is escaped above


def _context(words: list[str], *, is_first: bool, is_last: bool) -> str:
    head = [] if is_first else words[:CONTEXT_WORDS]
    tail = [] if is_last else words[-CONTEXT_WORDS:]
    if len(words) <= len(head) + len(tail):
        return escape(" ".join(words))
    return escape(" ".join([*head, "…", *tail]))
