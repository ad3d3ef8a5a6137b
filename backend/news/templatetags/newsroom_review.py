"""The newsroom's front page: how many stories wait for this editor's review (news/review.py)."""
from django import template
from django.http import HttpRequest

from news import review

register = template.Library()


@register.simple_tag(takes_context=True)
def review_queue(context: template.Context) -> int | None:
    """The count of the editor's review queue; None for whoever reviews nothing (no queue shown)."""
    request: HttpRequest | None = context.get("request")
    if request is None or not request.user.has_perm("news.review_article"):
        return None
    return review.queue(request.user).count()
