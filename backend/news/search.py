"""The news search: articles whose folded title or text holds a folded form of the query (news/folding.py)."""
from django.db.models import Q

from common.paging import page_before

from .folding import query_forms
from .models import Article

MAX_QUERY_LENGTH = 100


def search_articles(language: str, query: str, size: int, last_date, last_id: int | None, phase: int):
    """Title matches first (phase 1), then matches in the lead or body (phase 2), each newest first.

    Returns (items, next_phase): the client continues with the same phase while items come,
    then asks for phase 2.
    """
    forms = query_forms(query)
    in_title = Q()
    in_text = Q()
    for form in forms:
        in_title |= Q(search_title__contains=form)
        in_text |= Q(search_text__contains=form)
    base = Article.objects.published().in_language(language).for_list()
    if phase == 1:
        items = page_before(base.filter(in_title), "publish_date", last_date, last_id, size)
        if len(items) == size:
            return items, 1
        rest = page_before(base.filter(in_text).exclude(in_title), "publish_date", None, None, size - len(items))
        return items + rest, 2
    return page_before(base.filter(in_text).exclude(in_title), "publish_date", last_date, last_id, size), 2
