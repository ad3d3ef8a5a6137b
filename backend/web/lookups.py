"""The values a screen's reads name as `"=name"` (frontend/src/app/screens.ts): found by the server
when it draws the page, since the path does not carry them. None means there is none (the read
that needs it is not made, or the next value of its list is taken)."""
from collections.abc import Callable

from elections.logic import latest_year
from news.models import Category


def economy_category() -> int | None:
    """The section the economy screen shows: the active category whose slug is "economy"."""
    return Category.objects.filter(slug="economy", is_active=True).values_list("id", flat=True).first()


def latest_parliament_year() -> int | None:
    """The parliamentary election a screen without a year shows (one small query, made only then)."""
    return latest_year("parliament")


LOOKUPS: dict[str, Callable[[], str | int | None]] = {
    "economyCategory": economy_category,
    "latestParliamentYear": latest_parliament_year,
}
