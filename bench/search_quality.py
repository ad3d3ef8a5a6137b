"""Search quality and speed on the database DATABASE_URL names (the demo content, or the bench's
100,000 articles): prints the relevance table and the uncached latency, as Markdown rows for
bench/REPORT.md, and writes var/bench/search.json.

Relevance: for words of 5 letters or more in the titles of the newest Mongolian stories, whose
plain query finds the story in its first 10 results, the share still found there when the word is
typed inflected (genitive, plural: search/stemming.py's own suffixes, by vowel harmony), in
informal Latin (ө ү as u, х as h, ы as ii) or with a typo (a letter missing, doubled, swapped,
wrong); and for stories with three title words, how often the first result's title holds all
three when they are typed in reverse order. Latency: the search service called in process with
no cache, over ordinary queries (title words of stories, one to three words; Latin; a typo), p50,
p95 and the slowest.

    cd backend && DATABASE_URL=... ../.venv/bin/python ../bench/search_quality.py [--stories 40]
"""
import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
os.environ.pop("REDIS_URL", None)

import django  # noqa: E402

django.setup()

from news.models import Article  # noqa: E402
from search import service  # noqa: E402
from search.words import script, stem_mn, words  # noqa: E402

BACK = set("аоуы")
FRONT = set("эөүи")
INFORMAL = str.maketrans({
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "yo", "ж": "j", "з": "z", "и": "i", "й": "i",
    "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "ө": "u", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u",
    "ү": "u", "ф": "f", "х": "h", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sh", "ъ": "", "ы": "ii", "ь": "", "э": "e",
    "ю": "yu", "я": "ya",
})


def inflected(word: str) -> list[str]:
    """The genitive and the plural of a plain noun, by vowel harmony; [] for a word already inflected
    (its stem differs) or one that is no noun-like plain form."""
    if stem_mn(word) != word or word[-1] in "йьъы":
        return []
    vowels = [c for c in word if c in BACK | FRONT]
    back = not vowels or vowels[-1] in BACK or (vowels[-1] == "и" and any(v in BACK for v in vowels))
    if word[-2:] in {"аа", "ээ", "оо", "өө", "уу", "үү"} or word[-1] in "ио":
        # A long vowel or a diphthong takes -н- before the case ending.
        return [word + ("ны" if back else "ний"), word + ("нууд" if back else "нүүд")]
    if word[-1] in "аэө":
        # A short final vowel drops (орлого -> орлогын).
        stem = word[:-1]
        return [stem + ("ын" if back else "ийн"), stem + ("ууд" if back else "үүд")]
    return [word + ("ын" if back else "ийн"), word + ("ууд" if back else "үүд")]


def typos(word: str) -> list[str]:
    middle = len(word) // 2
    return [
        word[:middle] + word[middle + 1:],  # one missing
        word[:middle] + word[middle] + word[middle:],  # one doubled
        word[:middle - 1] + word[middle] + word[middle - 1] + word[middle + 1:],  # two swapped
        word[:middle] + ("а" if word[middle] != "а" else "э") + word[middle + 1:],  # one wrong
    ]


def first_ids(query: str, language: str = "mn", size: int = 10) -> list[int]:
    try:
        return [a.id for a in service.search(language, query, size=size).items]
    except Exception:  # a refused query finds nothing
        return []


def relevance(stories: int) -> dict:
    newest = list(Article.objects.published().in_language("mn").order_by("-publish_date")[:stories])
    tried = {"inflected": [0, 0], "latin": [0, 0], "typo": [0, 0], "every_word_first": [0, 0]}
    seen: set[str] = set()
    for story in newest:
        title_words = [w.text for w in words(story.title) if script(w.text) == "cyrillic"]
        for word in title_words:
            if len(word) < 5 or word in seen:
                continue
            seen.add(word)
            if story.id not in first_ids(word):
                continue
            typed = {"inflected": inflected(word), "latin": [word.translate(INFORMAL)], "typo": typos(word)}
            for kind, forms in typed.items():
                for form in forms:
                    tried[kind][1] += 1
                    tried[kind][0] += story.id in first_ids(form)
        picked = [w for w in dict.fromkeys(title_words) if len(w) >= 3][:3]
        if len(picked) == 3:
            tried["every_word_first"][1] += 1
            found = service.search("mn", " ".join(reversed(picked)), size=1).items
            tried["every_word_first"][0] += bool(found) and all(
                any(w.text == p for w in words(found[0].title)) for p in picked
            )
    return {kind: {"found": f, "tried": t, "share": round(f / t, 3) if t else None} for kind, (f, t) in tried.items()}


def latency(stories: int) -> dict:
    newest = list(Article.objects.published().in_language("mn").order_by("-publish_date")[:stories])
    queries: list[str] = []
    for story in newest:
        title_words = [w.text for w in words(story.title) if len(w.text) >= 4]
        if title_words:
            queries += [title_words[0], " ".join(title_words[:2]), " ".join(title_words[:3])]
            queries.append(title_words[0].translate(INFORMAL))
            queries.append(typos(title_words[0])[0] if len(title_words[0]) >= 5 else title_words[0])
    timings = []
    for query in queries:
        started = time.perf_counter()
        first_ids(query)
        timings.append((time.perf_counter() - started) * 1000)
    timings.sort()
    return {
        "queries": len(timings),
        "p50_ms": round(statistics.median(timings), 1),
        "p95_ms": round(timings[int(0.95 * (len(timings) - 1))], 1),
        "max_ms": round(timings[-1], 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--stories", type=int, default=40)
    args = parser.parse_args()
    articles = Article.objects.published().count()
    table = relevance(args.stories)
    speed = latency(args.stories)
    out = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
    out.mkdir(parents=True, exist_ok=True)
    (out / "search.json").write_text(json.dumps({"articles": articles, "relevance": table, "latency": speed}, indent=2))
    lines = [
        "## Search (bench/search_quality.py)", "",
        f"{articles:,} published articles ({django.db.connection.vendor}); the {args.stories} newest Mongolian "
        "stories' title words.", "",
        "| the reader types | story still in the first 10 |", "|---|---:|",
    ]
    for kind in ("inflected", "latin", "typo"):
        row = table[kind]
        lines.append(f"| {kind} | {row['found']} of {row['tried']} ({row['share']}) |")
    row = table["every_word_first"]
    lines += [
        f"| three title words in reverse order: a story with all three first | {row['found']} of {row['tried']} |", "",
        "| What | ms |", "|---|---:|",
        f"| search p95 | {speed['p95_ms']} |",
        f"| search p50 | {speed['p50_ms']} |",
        f"| search, slowest of {speed['queries']} (uncached, in process) | {speed['max_ms']} |",
    ]
    (out / "search.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
