"""News: articles and their taxonomy (categories, news types, providers, tags), reactions, mega projects."""
import secrets
from collections.abc import Collection
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Case, F, Q, Value, When
from django.db.models.functions import Now
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

from common import cache_tags
from common.models import ImageRenditionsMixin, Language, UnicodeJSONEncoder
from common.text import sanitize_html

from .blocks import parse_blocks
from .refs import CardIterable


class Category(models.Model):
    """A news category with both names; `/{id}/i` lists its news."""

    name_mn = models.CharField(_("name in Mongolian"), max_length=80)
    name_en = models.CharField(_("name in English"), max_length=80)
    slug = models.SlugField(_("slug"), max_length=80, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    is_active = models.BooleanField(_("active"), default=True)

    class Meta:
        ordering = ["position", "id"]
        verbose_name = _("category")
        verbose_name_plural = _("categories")

    def __str__(self) -> str:
        return f"{self.name_mn} / {self.name_en}"


class NewsType(models.Model):
    """The form of a news item (text, video, photo, interview...); `/{id}/t` lists them."""

    name_mn = models.CharField(_("name in Mongolian"), max_length=80)
    name_en = models.CharField(_("name in English"), max_length=80)
    slug = models.SlugField(_("slug"), max_length=40, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["position", "id"]
        verbose_name = _("news type")
        verbose_name_plural = _("news types")

    def __str__(self) -> str:
        return f"{self.name_mn} / {self.name_en}"


class Provider(ImageRenditionsMixin):
    """A journalist or source; `/{id}/p` lists their news."""

    name_mn = models.CharField(_("name in Mongolian"), max_length=120)
    name_en = models.CharField(_("name in English"), max_length=120)
    bio_mn = models.TextField(_("biography in Mongolian"), blank=True)
    bio_en = models.TextField(_("biography in English"), blank=True)
    image = models.ImageField(_("photo"), upload_to="providers/%Y/", blank=True)
    is_active = models.BooleanField(_("active"), default=True)

    class Meta:
        ordering = ["name_mn"]
        verbose_name = _("journalist")
        verbose_name_plural = _("journalists")

    def __str__(self) -> str:
        return self.name_mn


class Tag(models.Model):
    """A keyword in one language; the tag page lists its news."""

    name = models.CharField(_("name"), max_length=80)
    slug = models.SlugField(_("slug"), max_length=100, allow_unicode=True)
    language = models.CharField(_("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    is_featured = models.BooleanField(
        _("featured"), default=False, help_text=_("Shown on the yearly feature page (toim).")
    )

    class Meta:
        ordering = ["name"]
        verbose_name = _("tag")
        verbose_name_plural = _("tags")
        constraints = [models.UniqueConstraint(fields=["language", "slug"], name="tag_unique_slug_per_language")]

    def __str__(self) -> str:
        return self.name


class MegaProject(ImageRenditionsMixin):
    """A long-running special coverage (e.g. a national project) grouping articles."""

    language = models.CharField(_("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    title = models.CharField(_("title"), max_length=200)
    description = models.TextField(_("description"), blank=True)
    image = models.ImageField(_("image"), upload_to="mega/%Y/", blank=True)
    is_active = models.BooleanField(_("active"), default=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["position", "-id"]
        verbose_name = _("mega project")
        verbose_name_plural = _("mega projects")

    def __str__(self) -> str:
        return self.title


class Photo(ImageRenditionsMixin):
    """A picture for article bodies: uploaded here, then placed in the body editor by its address."""

    image = models.ImageField(_("image"), upload_to="photos/%Y/%m/")
    caption = models.CharField(_("caption"), max_length=300, blank=True)
    created_at = models.DateTimeField(_("uploaded"), auto_now_add=True)

    # The width the body editor is given: an article's text column is at most ~860 px wide.
    BODY_WIDTH = 960

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = _("photo for the body")
        verbose_name_plural = _("photos for the body")

    def __str__(self) -> str:
        return self.caption or self.image.name or ""

    @property
    def body_url(self) -> str:
        return self.image_url(self.BODY_WIDTH)


class ArticleStatus(models.TextChoices):
    """Where a story is: the first three are the newsroom's only (news/review.py moves it), the last two
    are readers' once their time has come (ArticleQuerySet.published)."""

    DRAFT = "draft", _("Draft")
    IN_REVIEW = "in_review", _("In review")
    SENT_BACK = "sent_back", _("Sent back")
    SCHEDULED = "scheduled", _("Scheduled")
    PUBLISHED = "published", _("Published")


# The states readers may have a story in (at its publish time, not before: the embargo); every other
# state is the newsroom's alone, whatever path a reader takes.
READER_STATES = (ArticleStatus.SCHEDULED, ArticleStatus.PUBLISHED)


class SpecialKind(models.TextChoices):
    """The three shapes of the front page's special list (ontslohNewsList)."""

    NONE = "", "—"
    CLASSIC = "classic", _("Classic")
    BIG = "tom", _("Big (tom)")
    PICTURE = "zurag", _("Picture (zurag)")


def new_lid() -> str:
    """A short, unguessable, URL-safe id used in article links (/{lid}/r)."""
    return secrets.token_urlsafe(6).replace("-", "x").replace("_", "z")


# Left out of an article's revisions: readers' counters (written with UPDATE, they never make one
# anyway), what save() derives from the edited fields (made again when a revision is restored),
# and the save time, which the revision's own time already says.
NOT_REVISED = (
    "view_count", "share_count", "comment_count", "body_blocks", "order", "updated_at",
    "renditions", "image_width", "image_height", "rendered_name",
)


class ArticleQuerySet(models.QuerySet):
    def published(self, now: datetime | Now | None = None) -> "ArticleQuerySet":
        """Visible to readers: scheduled or published (never a draft, nor a story in review or sent back),
        and its publish time has come: scheduled ones appear by themselves, and nothing of a story reaches
        readers before that time (its embargo).

        `now` may be the database's clock (`Now()`), for a read compiled once (performance/compiled_reads.py).
        """
        return self.filter(status__in=READER_STATES, publish_date__lte=now or timezone.now())

    def in_language(self, language: str) -> "ArticleQuerySet":
        return self.filter(language=language)

    def for_list(self) -> "ArticleQuerySet":
        """What a news card needs, in one query: no body, and the references from memory (news/refs.py)."""
        cards = self.defer("body_html", "body_blocks")
        cards._iterable_class = CardIterable
        return cards

    def without_leads(self, keep: Q | None = None) -> "ArticleQuerySet":
        """Cards whose list does not show their lead (`lead=0`): the lead is not read, and
        `card_lead` is "" except on the rows `keep` matches (the specials' big stories)."""
        empty = Value("", output_field=models.TextField())
        shown = Case(When(keep, then=F("lead")), default=empty) if keep is not None else empty
        return self.defer("lead").annotate(card_lead=shown)


class Article(ImageRenditionsMixin):
    """A news item in one language."""

    # Each reaction kind with its count: attached to the one article a reader opens (news/api.py).
    emotics: list[dict]
    # Whether the breaking strip showed it as loaded (from_db): ending the flag refreshes the strip too.
    _loaded_breaking = False

    lid = models.CharField(_("link id"), max_length=16, unique=True, default=new_lid, editable=False)
    language = models.CharField(_("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    title = models.CharField(_("title"), max_length=300)
    lead = models.TextField(
        _("lead"), blank=True, help_text=_("One or two sentences shown under the title and in cards.")
    )
    body_html = models.TextField(_("body"), blank=True, help_text=_("Sanitised on save."))
    body_blocks = models.JSONField(default=list, blank=True, editable=False, encoder=UnicodeJSONEncoder)
    image = models.ImageField(_("image"), upload_to="news/%Y/%m/", blank=True)
    image_caption = models.CharField(_("image caption"), max_length=300, blank=True)
    video_url = models.URLField(_("video link"), blank=True)

    status = models.CharField(_("status"), max_length=10, choices=ArticleStatus.choices, default=ArticleStatus.DRAFT)
    # Who wrote it in the newsroom: a reporter sees and edits their own stories only (roles/access.py).
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.SET_NULL, null=True, blank=True, editable=False,
        related_name="articles_written", verbose_name=_("written by"),
    )
    publish_date = models.DateTimeField(_("publish time"), default=timezone.now)
    updated_at = models.DateTimeField(_("updated"), auto_now=True)
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    # The order value (daraalal): unique and increasing with publication, so it is a tie-free cursor.
    order = models.BigIntegerField(_("order"), unique=True, null=True, blank=True, editable=False)

    category = models.ForeignKey(Category, models.PROTECT, related_name="articles", verbose_name=_("category"))
    news_type = models.ForeignKey(NewsType, models.PROTECT, related_name="articles", verbose_name=_("news type"))
    provider = models.ForeignKey(
        Provider, models.SET_NULL, null=True, blank=True, related_name="articles", verbose_name=_("journalist")
    )
    tags = models.ManyToManyField(Tag, blank=True, related_name="articles", verbose_name=_("tags"))
    mega_project = models.ForeignKey(
        MegaProject, models.SET_NULL, null=True, blank=True, related_name="articles", verbose_name=_("mega project")
    )

    # An English article's Mongolian original: the two link to each other, and the language switch and
    # the hreflang alternates of one lead to the other. One translation per original (two editions).
    translation_of = models.OneToOneField(
        "self", models.SET_NULL, null=True, blank=True, related_name="translation",
        limit_choices_to={"language": Language.MONGOLIAN}, verbose_name=_("translation of"),
        help_text=_("For an English article: the Mongolian article it translates."),
    )

    is_featured = models.BooleanField(_("featured"), default=False, help_text=_("Shown in the featured tab and lists."))
    special_kind = models.CharField(
        _("special"), max_length=8, choices=SpecialKind.choices, default=SpecialKind.NONE, blank=True
    )
    pinned_until = models.DateTimeField(
        _("front page lead until"), null=True, blank=True,
        help_text=_("Leads the front page until this time; without a pin the newest story with a picture leads."),
    )
    breaking_until = models.DateTimeField(
        _("breaking news until"), null=True, blank=True,
        help_text=_("Shown in the breaking-news strip above every page of its edition until this time "
                    "(the newest such story when there are several); readers may hide it."),
    )
    is_live = models.BooleanField(
        _("live"), default=False,
        help_text=_("Live coverage (shuud): readers see its updates arrive while they read."),
    )
    live_ended_at = models.DateTimeField(
        _("live coverage ended"), null=True, blank=True,
        help_text=_("Set when the coverage ends: the article then reads as a normal one, its updates in order."),
    )
    opens_in_new_tab = models.BooleanField(_("opens in a new tab"), default=False)
    is_election = models.BooleanField(_("election news"), default=False, help_text=_("Listed in election news."))
    is_brief = models.BooleanField(_("in the brief"), default=False, help_text=_("Listed in the news brief."))

    view_count = models.PositiveIntegerField(_("views"), default=0)
    share_count = models.PositiveIntegerField(_("shares"), default=0)
    comment_count = models.PositiveIntegerField(_("comments"), default=0)

    # Folded copies for search (news/search.py); a trigram index covers them on PostgreSQL.

    objects = ArticleQuerySet.as_manager()
    # Every save makes a revision (who, when, the fields), which the newsroom lists and restores (news/revisions.py).
    history = HistoricalRecords(
        excluded_fields=list(NOT_REVISED),
        verbose_name=_("article revision"), verbose_name_plural=_("article revisions"),
    )

    class Meta:
        ordering = ["-publish_date", "-id"]
        verbose_name = _("article")
        verbose_name_plural = _("articles")
        # The newsroom's roles (roles/grants.py): who publishes, who reviews, who works beyond their sections.
        permissions = [
            ("publish_article", _("Can publish, schedule and unpublish articles")),
            ("review_article", _("Can review articles and send them back")),
            ("edit_any_section", _("Can work on the articles of every section")),
        ]
        indexes = [
            # Readers' lists hold the reader states only; a partial index matching that keeps them in index order.
            models.Index(
                fields=["language", "-publish_date", "-id"], name="article_latest_visible",
                condition=Q(status__in=["scheduled", "published"]),
            ),
            models.Index(fields=["category", "language", "-publish_date", "-id"], name="article_by_category"),
            models.Index(fields=["provider", "language", "-publish_date", "-id"], name="article_by_provider"),
            models.Index(fields=["news_type", "language", "-publish_date", "-id"], name="article_by_type"),
            models.Index(fields=["language", "-view_count"], name="article_trend"),
            models.Index(
                fields=["language", "-publish_date"], name="article_special", condition=~Q(special_kind="")
            ),
            models.Index(fields=["language", "-order"], name="article_by_order"),
            models.Index(
                fields=["language", "pinned_until"], name="article_pinned", condition=Q(pinned_until__isnull=False)
            ),
            models.Index(
                fields=["language", "breaking_until"], name="article_breaking",
                condition=Q(breaking_until__isnull=False),
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def save(self, *args, **kwargs) -> None:
        # Invariants that hold however an article is saved (newsroom, import, demo): clean HTML,
        # blocks parsed from it, and an order value once it is readers' (scheduled or published).
        self.body_html = sanitize_html(self.body_html)
        self.body_blocks = parse_blocks(self.body_html)
        if self.status in READER_STATES:
            if self.order is None or self._publish_date_changed():
                self.order = _next_order(self)
        super().save(*args, **kwargs)

    def _publish_date_changed(self) -> bool:
        if not self.pk:
            return False
        stored = Article.objects.filter(pk=self.pk).values_list("publish_date", flat=True).first()
        return stored is not None and stored != self.publish_date

    @classmethod
    def from_db(cls, db: str | None, field_names: Collection[str], values: Collection[Any], **kwargs: Any) -> "Article":
        article = super().from_db(db, field_names, values, **kwargs)
        article._loaded_breaking = article.__dict__.get("breaking_until") is not None
        return article

    def cache_tags(self) -> set[str]:
        """What a save of this story changes (common/cache_tags.py): its own page and live feed, the
        lists, its translation's page (it links here), and the breaking strip when flagged."""
        tags = {cache_tags.NEWS_LISTS, cache_tags.article_tag(self.lid)}
        if self.pk is not None:
            paired = Article.objects.filter(Q(pk=self.translation_of_id) | Q(translation_of=self.pk))
            tags.update(cache_tags.article_tag(lid) for lid in paired.values_list("lid", flat=True))
        if self.breaking_until is not None or self._loaded_breaking:
            tags.add(cache_tags.BREAKING)
        return tags

    @property
    def is_outdated(self) -> bool:
        return self.publish_date < timezone.now() - timedelta(days=365)

    @property
    def is_live_now(self) -> bool:
        """Live coverage that has not ended: its updates arrive while readers read (the `shuud` badge)."""
        return self.is_live and self.live_ended_at is None


class LiveUpdate(ImageRenditionsMixin):
    """One timestamped post of a live article: a short title, a body of the same sanitised blocks
    as an article's, an optional picture; pinned on top, or a key event in the list of key events."""

    article = models.ForeignKey(Article, models.CASCADE, related_name="live_updates", verbose_name=_("article"))
    published_at = models.DateTimeField(
        _("time"), default=timezone.now, help_text=_("Readers see the update from this time on."),
    )
    title = models.CharField(_("title"), max_length=200, blank=True)
    body_html = models.TextField(_("text"), blank=True, help_text=_("Sanitised on save."))
    body_blocks = models.JSONField(default=list, blank=True, editable=False, encoder=UnicodeJSONEncoder)
    image = models.ImageField(_("image"), upload_to="live/%Y/%m/", blank=True)
    image_caption = models.CharField(_("image caption"), max_length=300, blank=True)
    is_pinned = models.BooleanField(
        _("pinned"), default=False, help_text=_("Shown above the other updates (the newest pinned one)."),
    )
    is_key_event = models.BooleanField(
        _("key event"), default=False, help_text=_("Listed among the key events readers can jump to."),
    )
    updated_at = models.DateTimeField(_("updated"), auto_now=True)

    class Meta:
        ordering = ["-published_at", "-id"]
        verbose_name = _("live update")
        verbose_name_plural = _("live updates")
        # Readers page an article's updates newest first by (published_at, id) (news/live.py).
        indexes = [models.Index(fields=["article", "-published_at", "-id"], name="live_update_newest")]

    def cache_tags(self) -> set[str]:
        """An update changes its article's page and live feed, nothing else (common/cache_tags.py)."""
        return {cache_tags.article_tag(self.article.lid)}

    def __str__(self) -> str:
        return self.title or self.published_at.isoformat(timespec="minutes")

    def save(self, *args, **kwargs) -> None:
        # The same invariant as an article's body: clean HTML, and the blocks parsed from it.
        self.body_html = sanitize_html(self.body_html)
        self.body_blocks = parse_blocks(self.body_html)
        super().save(*args, **kwargs)


class StoryMove(models.Model):
    """One move of a story between the review states (news/review.py): from where to where, who, when,
    and the note that went with it (reporter to editor, or the editor's reasons for sending it back).
    The newsroom's own: no reader path reads it."""

    article = models.ForeignKey(Article, models.CASCADE, related_name="moves", verbose_name=_("article"))
    from_status = models.CharField(_("from"), max_length=10, choices=ArticleStatus.choices)
    to_status = models.CharField(_("to"), max_length=10, choices=ArticleStatus.choices)
    moved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.SET_NULL, null=True, blank=True, related_name="story_moves",
        verbose_name=_("by"),
    )
    moved_at = models.DateTimeField(_("when"), default=timezone.now)
    note = models.TextField(_("note"), blank=True)

    class Meta:
        ordering = ["-moved_at", "-id"]
        verbose_name = _("story move")
        verbose_name_plural = _("story moves")
        indexes = [models.Index(fields=["article", "-moved_at"], name="story_move_by_article")]

    def __str__(self) -> str:
        return f"{self.article_id}: {self.from_status} -> {self.to_status}"


class ReactionKind(models.Model):
    """An emoji reaction readers can give an article (emotics)."""

    code = models.SlugField(_("code"), max_length=20, unique=True)
    emoji = models.CharField(_("emoji"), max_length=8)
    name_mn = models.CharField(_("name in Mongolian"), max_length=40)
    name_en = models.CharField(_("name in English"), max_length=40)
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["position", "id"]
        verbose_name = _("reaction")
        verbose_name_plural = _("reactions")

    def __str__(self) -> str:
        return f"{self.emoji} {self.name_en}"


class ReactionCount(models.Model):
    """The running count of one reaction on one article (or mega project item)."""

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="reaction_counts")
    kind = models.ForeignKey(ReactionKind, on_delete=models.CASCADE)
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["article", "kind"], name="reaction_count_unique")]

    def __str__(self) -> str:
        return f"{self.article_id} {self.kind_id}: {self.count}"


class Reaction(models.Model):
    """One reader's reaction to one article; a reader has at most one per article."""

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="reactions")
    kind = models.ForeignKey(ReactionKind, on_delete=models.CASCADE)
    voter_key = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["article", "voter_key"], name="reaction_one_per_reader")]

    def __str__(self) -> str:
        return f"{self.article_id} {self.kind_id} by {self.voter_key[:8]}"


def _next_order(article: Article) -> int:
    """An order value that follows publish time and is unique (ties move up by one)."""
    candidate = int(article.publish_date.timestamp() * 1_000_000)
    taken = set(
        Article.objects.filter(order__gte=candidate, order__lt=candidate + 1000)
        .exclude(pk=article.pk)
        .values_list("order", flat=True)
    )
    while candidate in taken:
        candidate += 1
    return candidate
