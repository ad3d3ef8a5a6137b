"""The audience desk's figures, read from the stored counts (audience.StoryMinute, audience.ReaderNow).

Each figure is one grouped query, whatever the number of stories; the stories' titles come in one
more. Everything is at most one flush (a few seconds) behind the readers.
"""
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.db.models import Count, Sum
from django.utils import timezone

from .buffer import NOW_WINDOW
from .models import ReaderNow, Source, StoryMinute

TOP = 10
EDITIONS = ("mn", "en")


@dataclass
class StoryFigure:
    article_id: int
    edition: str
    count: int
    title: str = ""
    lid: str = ""


@dataclass
class Desk:
    now: datetime
    readers_now: list[StoryFigure]
    readers_now_total: dict[str, int]
    top_hour: dict[str, list[StoryFigure]]
    top_today: dict[str, list[StoryFigure]]
    sources_today: dict[str, list[tuple[str, str, int]]]  # edition -> (source, label, views)
    views_today: dict[str, int] = field(default_factory=dict)
    has_demo: bool = False


def start_of_today(now: datetime) -> datetime:
    return timezone.localtime(now).replace(hour=0, minute=0, second=0, microsecond=0)


def desk(now: datetime | None = None) -> Desk:
    """Readers now, the top stories of the last hour and of today per edition, and where today's came from."""
    now = now or timezone.now()
    cutoff = now - NOW_WINDOW
    now_rows = list(
        ReaderNow.objects.filter(seen_at__gte=cutoff).values("article_id", "article__language")
        .annotate(n=Count("id")).order_by("-n", "article_id")
    )
    readers_now = [StoryFigure(r["article_id"], r["article__language"], r["n"]) for r in now_rows]
    readers_total: dict[str, int] = defaultdict(int)
    for figure in readers_now:
        readers_total[figure.edition] += figure.count
    top_hour = _top(StoryMinute.objects.filter(minute__gte=now - timedelta(hours=1), minute__lte=now))
    today = StoryMinute.objects.filter(minute__gte=start_of_today(now), minute__lte=now)
    top_today = _top(today)
    sources: dict[str, list[tuple[str, str, int]]] = {edition: [] for edition in EDITIONS}
    views_today: dict[str, int] = defaultdict(int)
    labels = dict(Source.choices)
    for row in today.values("edition", "source").annotate(n=Sum("views")).order_by("edition", "-n", "source"):
        label = str(labels.get(row["source"], row["source"]))
        sources.setdefault(row["edition"], []).append((row["source"], label, row["n"]))
        views_today[row["edition"]] += row["n"]
    _name([*readers_now[:TOP * 2], *(f for lists in (top_hour, top_today) for top in lists.values() for f in top)])
    return Desk(
        now=now, readers_now=readers_now[:TOP * 2], readers_now_total=dict(readers_total), top_hour=top_hour,
        top_today=top_today, sources_today=sources, views_today=dict(views_today),
        has_demo=StoryMinute.objects.filter(is_demo=True).exists(),
    )


def _top(rows) -> dict[str, list[StoryFigure]]:  # noqa: ANN001 - a StoryMinute queryset
    """The TOP stories by views of each edition, in one query (a few rows per story, summed)."""
    summed = rows.values("article_id", "edition").annotate(n=Sum("views")).order_by("-n", "article_id")
    found: dict[str, list[StoryFigure]] = {edition: [] for edition in EDITIONS}
    for row in summed:
        top = found.setdefault(row["edition"], [])
        if len(top) < TOP:
            top.append(StoryFigure(row["article_id"], row["edition"], row["n"]))
    return found


def _name(figures: list[StoryFigure]) -> None:
    """Fill in the stories' titles and link ids, one query for all."""
    from news.models import Article

    ids = {figure.article_id for figure in figures}
    if not ids:
        return
    titles = {row["id"]: row for row in Article.objects.filter(pk__in=ids).values("id", "title", "lid")}
    for figure in figures:
        row = titles.get(figure.article_id)
        if row:
            figure.title, figure.lid = row["title"], row["lid"]


@dataclass
class StoryAudience:
    article: object  # news.Article
    buckets: list[tuple[datetime, int]]  # (start, views) over the chart's span
    bucket_minutes: int
    views_total: int
    views_today: int
    readers_now: int
    sources: list[tuple[str, str, int]]
    comments: int
    comments_waiting: int
    latest_comments: list
    reactions: list[dict]
    has_demo: bool


CHART_HOURS = 24
BUCKET_MINUTES = 15


def story(article_id: int, now: datetime | None = None) -> StoryAudience | None:
    """One story's audience: its views over the last day in 15-minute bars, where they came from, its
    readers now, its comments and its reactions."""
    from comments.models import Comment, CommentStatus, TargetType
    from news import reactions
    from news.models import Article

    now = now or timezone.now()
    article = Article.objects.filter(pk=article_id).only("id", "title", "lid", "language", "publish_date",
                                                         "status", "comment_count").first()
    if article is None:
        return None
    rows = StoryMinute.objects.filter(article_id=article_id)
    span_start = _floor(now - timedelta(hours=CHART_HOURS), BUCKET_MINUTES) + timedelta(minutes=BUCKET_MINUTES)
    per_bucket: dict[datetime, int] = defaultdict(int)
    for minute, views in rows.filter(minute__gte=span_start, minute__lte=now).values_list("minute", "views"):
        per_bucket[_floor(minute, BUCKET_MINUTES)] += views
    starts = [span_start + timedelta(minutes=BUCKET_MINUTES * i) for i in range(CHART_HOURS * 60 // BUCKET_MINUTES)]
    labels = dict(Source.choices)
    today = rows.filter(minute__gte=start_of_today(now), minute__lte=now)
    sources = [(r["source"], str(labels.get(r["source"], r["source"])), r["n"])
               for r in today.values("source").annotate(n=Sum("views")).order_by("-n", "source")]
    comments = Comment.objects.filter(target_type=TargetType.NEWS, target_id=article_id)
    by_status = dict(comments.values_list("status").annotate(n=Count("id")).values_list("status", "n"))
    return StoryAudience(
        article=article,
        buckets=[(start, per_bucket.get(start, 0)) for start in starts],
        bucket_minutes=BUCKET_MINUTES,
        views_total=rows.aggregate(n=Sum("views"))["n"] or 0,
        views_today=sum(n for _, _, n in sources),
        readers_now=ReaderNow.objects.filter(article_id=article_id, seen_at__gte=now - NOW_WINDOW).count(),
        sources=sources,
        comments=sum(by_status.values()),
        comments_waiting=by_status.get(CommentStatus.HELD, 0),
        latest_comments=list(comments.order_by("-id")[:5]),
        reactions=[r for r in reactions.emotics(article_id) if r["count"]],
        has_demo=rows.filter(is_demo=True).exists(),
    )


def _floor(moment: datetime, minutes: int) -> datetime:
    return moment.replace(minute=moment.minute - moment.minute % minutes, second=0, microsecond=0)
