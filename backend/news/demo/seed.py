"""Fill a new database with a convincing demo portal (used by `manage.py seed_demo`).

Deterministic for a given seed (publish times are relative to now). Pictures are drawn once
per language and category variant, with words in that language only, stored with their
renditions, and shared by many articles of that language: an article gets the stored name
together with the renditions, so saving it does not redo the renditions.
"""
import html
import importlib
import io
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import call_command, get_commands
from django.db import transaction
from django.db.models.fields.files import FieldFile
from django.utils import timezone
from django.utils.text import slugify

from common.images import make_renditions
from common.text import sanitize_html

from ..blocks import parse_blocks

# Folded search copies, kept by Article.save(); bulk rows must get them too.
from ..models import (
    Article,
    ArticleStatus,
    Category,
    MegaProject,
    NewsType,
    Provider,
    ReactionCount,
    ReactionKind,
    SpecialKind,
    Tag,
)
from . import images, pairs, text

Log = Callable[[str], None]
LANGUAGES = ("mn", "en")
MIN_PER_CATEGORY = {"mn": 15, "en": 5}
SPECIAL_KINDS = (SpecialKind.CLASSIC, SpecialKind.BIG, SpecialKind.PICTURE)

# Other apps' demo data, run after the news when they exist (see run_other_seeders).
OTHER_COMMANDS = ("import_elections", "import_covid", "import_reference_places", "import_zodiac")
OTHER_FUNCTIONS: tuple[tuple[str, str, Callable[[], dict]], ...] = (
    # Horoscopes from a few days back, so today and the next weeks are covered.
    ("horoscope.logic", "seed_sample_month", lambda: {"start_date": timezone.localdate() - timedelta(days=3)}),
    ("widgets.logic", "seed_sample_rates", dict),
    ("widgets.logic", "seed_sample_weather", dict),
    # Reader participation and the site's own pages; comics and polls before comments on them.
    *(
        (f"{app}.demo", "seed_demo_content", lambda: {"rng": random.Random(7), "now": timezone.now()})
        for app in (
            "comics", "polls", "stories", "comments", "ads", "pages", "horoscope", "navigation", "corrections",
            "audience", "roles", "alerts", "newsletter",
        )
    ),
    ("news.demo.live", "seed_demo_content", lambda: {"rng": random.Random(7), "now": timezone.now()}),
)


# --- pictures -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Picture:
    """A stored picture and its renditions, ready to be shared by many rows."""

    name: str
    renditions: dict[str, str]
    width: int
    height: int

    def apply(self, obj) -> None:
        obj.image = self.name
        obj.renditions = self.renditions
        obj.image_width, obj.image_height = self.width, self.height
        obj.rendered_name = self.name


def _store(name: str, data: bytes) -> str:
    """Save under exactly `name` (replacing an earlier demo file), so runs are repeatable."""
    if default_storage.exists(name):
        default_storage.delete(name)
    return default_storage.save(name, ContentFile(data))


def _rendered(name: str) -> Picture:
    field_file = FieldFile(Article(), Article._meta.get_field("image"), name)
    result = make_renditions(field_file)
    return Picture(name, result.urls, result.width, result.height)


@dataclass
class ImageBank:
    """Article pictures by language and category slug, and inline figure URLs by category slug
    (the figures are charts without words, so both editions share them)."""

    pictures: dict[str, dict[str, list[Picture]]] = field(default_factory=dict)
    figures: dict[str, list[str]] = field(default_factory=dict)

    def for_category(self, language: str, slug: str) -> list[Picture]:
        """The pictures an article of `language` in category `slug` may have."""
        return self.pictures[language][slug]

    @classmethod
    def build(cls, per_category: int, log: Log) -> "ImageBank":
        bank = cls()
        cyrillic = images.can_draw_cyrillic()
        for language in LANGUAGES:
            bank.pictures[language] = {}
            for info in text.CATEGORIES:
                label, sublabel = images.picture_text(
                    info.name_mn, info.name_en, settings.SITE_NAME[language], language, cyrillic
                )
                bank.pictures[language][info.slug] = []
                for variant in range(per_category):
                    data = images.article_picture(label, sublabel, info.colour, variant)
                    name = _store(f"news/demo/{language}/{info.slug}-{variant + 1:02d}.jpg", data)
                    bank.pictures[language][info.slug].append(_rendered(name))
        for info in text.CATEGORIES:
            stored = _store(f"news/demo/figures/{info.slug}.jpg", images.figure_picture(info.colour, 0))
            bank.figures[info.slug] = [default_storage.url(stored)]
        drawn = sum(len(p) for by_slug in bank.pictures.values() for p in by_slug.values())
        log(f"Drew {drawn} article pictures with renditions, each edition's in its language.")
        return bank

    @classmethod
    def from_existing(cls) -> "ImageBank | None":
        """The pictures earlier demo articles use, so a bench run draws nothing."""
        bank = cls()
        seen: set[str] = set()
        rows = (
            Article.objects.exclude(rendered_name="")
            .values_list("language", "category__slug", "image", "renditions", "image_width", "image_height")
            .order_by("id")[:3000]
        )
        for language, slug, name, renditions, width, height in rows:
            if name in seen or not renditions:
                continue
            seen.add(name)
            picture = Picture(name, renditions, width or 0, height or 0)
            bank.pictures.setdefault(language, {}).setdefault(slug, []).append(picture)
        for language in LANGUAGES:
            if any(c.slug not in bank.pictures.get(language, {}) for c in text.CATEGORIES):
                return None
        bank.figures = {c.slug: [] for c in text.CATEGORIES}
        return bank


# --- writing -------------------------------------------------------------------------------


class Writer:
    """Titles, leads and HTML bodies from the material in `text`, in one language."""

    def __init__(self, rng: random.Random, language: str) -> None:
        self.rng, self.language = rng, language
        self.names = {c.slug: (c.name_mn if language == "mn" else c.name_en) for c in text.CATEGORIES}
        self.used_titles: set[str] = set()

    def title(self, category: str, news_type: str, unique: bool = True) -> tuple[str, str, str]:
        topic = text.MATERIAL[self.language][category]
        for _ in range(12):
            subject, predicate = self.rng.choice(topic.subjects), self.rng.choice(topic.predicates)
            title = predicate.format(s=subject) if "{s}" in predicate else f"{subject} {predicate}"
            if not unique or title not in self.used_titles:
                break
        if title[0].islower():
            title = title[0].upper() + title[1:]
        self.used_titles.add(title)
        prefix = text.TITLE_PREFIX[self.language].get(news_type, "")
        return prefix + title, subject, predicate

    def lead(self, category: str, subject: str, predicate: str) -> str:
        """Mongolian: who did what, and when; English: two sentences of context."""
        topic = text.MATERIAL[self.language][category]
        first, second = self.rng.sample(topic.sentences, 2)
        if self.language == "mn" and "{s}" not in predicate:
            if predicate.endswith(("байна", "х болжээ", "х боллоо")):
                tense = "present"
            elif predicate.endswith(("нэ", "на", "но", "нө")):
                tense = "future"
            else:
                tense = "past"
            return f"{subject} {self.rng.choice(text.WHEN[tense])} {predicate}. {first}"
        return f"{first} {second}"

    def _deck(self, category: str, avoid: str = "") -> list[str]:
        """The sentences one article may use, each at most once, in random order."""
        topic = text.MATERIAL[self.language][category]
        places = text.PLACES[self.language]
        general = [g.format(place=self.rng.choice(places)) for g in text.GENERAL[self.language]]
        deck = [s for s in topic.sentences if s not in avoid] + self.rng.sample(general, 6)
        self.rng.shuffle(deck)
        return deck

    def _paragraph(self, deck: list[str]) -> str:
        count = min(len(deck), self.rng.randint(2, 3))
        sentences = [deck.pop() for _ in range(count)]
        return f"<p>{html.escape(' '.join(sentences), quote=False)}</p>"

    def _quote(self) -> str:
        words, who = self.rng.choice(text.QUOTES[self.language])
        return f"<blockquote><p>“{html.escape(words)}”</p><p>— {html.escape(who)}</p></blockquote>"

    def _table(self) -> str:
        material = text.TABLE[self.language]
        head = "".join(f"<th>{html.escape(h)}</th>" for h in material["head"])
        rows = []
        for label, low, high in self.rng.sample(list(material["rows"]), 3):
            before = self.rng.randint(low, high)
            after = min(high, max(low, round(before * self.rng.uniform(0.85, 1.25))))
            rows.append(f"<tr><td>{html.escape(label)}</td><td>{before}</td><td>{after}</td></tr>")
        return (
            f"<table><caption>{html.escape(material['caption'])}</caption>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )

    def _list(self, deck: list[str]) -> str:
        items = [deck.pop() for _ in range(min(3, len(deck)))]
        lis = "".join(f"<li>{html.escape(i, quote=False)}</li>" for i in items)
        return f"<p>{html.escape(text.LIST_INTRO[self.language])}</p><ul>{lis}</ul>"

    def _figure(self, url: str, category: str) -> str:
        caption = text.FIGURE_CAPTION[self.language].format(category=self.names[category])
        image = f'<img src="{html.escape(url)}" alt="{html.escape(caption)}">'
        return f"<figure>{image}<figcaption>{html.escape(caption)}</figcaption></figure>"

    def body(self, category: str, news_type: str, figures: list[str], lead: str = "") -> str:
        """HTML: paragraphs, and by chance a heading, quote, figure, table or list (never repeating a sentence)."""
        rng = self.rng
        parts: list[str] = []
        topic = text.MATERIAL[self.language][category]
        if category == "interview":
            intro = [s for s in topic.sentences if s not in lead] or topic.sentences
            parts.append(f"<p>{html.escape(' '.join(rng.sample(intro, min(2, len(intro)))), quote=False)}</p>")
            for question, answer in rng.sample(topic.qa, 4):
                parts.append(f"<p><strong>— {html.escape(question)}</strong></p><p>— {html.escape(answer)}</p>")
            if figures and rng.random() < 0.4:
                parts.insert(2, self._figure(rng.choice(figures), category))
            return "".join(parts)
        deck = self._deck(category, avoid=lead)
        keep_for_list = 3 if rng.random() < (0.6 if category == "helpful" else 0.1) else 0
        paragraphs = rng.randint(5, 6) if news_type == "analysis" else rng.randint(3, 5)
        headings = rng.sample(text.HEADINGS[self.language], 2)
        for i in range(paragraphs):
            if len(deck) <= keep_for_list + 1:
                break
            if i == 2 and rng.random() < 0.6:
                parts.append(f"<h2>{html.escape(headings[0])}</h2>")
            if i == 4 and news_type == "analysis":
                parts.append(f"<h2>{html.escape(headings[1])}</h2>")
            parts.append(self._paragraph(deck))
            if i == 1 and rng.random() < 0.35:
                parts.append(self._quote())
            if i == 1 and figures and (news_type == "photo" or rng.random() < 0.3):
                parts.append(self._figure(rng.choice(figures), category))
        if news_type == "photo" and figures:
            parts.extend(self._figure(rng.choice(figures), category) for _ in range(2))
        table_chance = {"analysis": 0.7}.get(news_type, 0.5 if category in ("helpful", "economy") else 0.15)
        if rng.random() < table_chance:
            parts.insert(min(len(parts), 3), self._table())
        if keep_for_list and len(deck) >= 2:
            parts.append(self._list(deck))
        return "".join(parts)


# --- taxonomy ------------------------------------------------------------------------------


@dataclass
class Taxonomy:
    categories: dict[str, Category]
    news_types: dict[str, NewsType]
    providers: list[tuple[Provider, tuple[str, ...]]]
    tags: dict[str, list[tuple[Tag, tuple[str, ...]]]]
    reactions: list[ReactionKind]


def _initials(name_en: str) -> str:
    parts = [p for p in name_en.replace(".", " ").split() if p]
    return "".join(p[0] for p in parts[:2]).upper()


def ensure_taxonomy(log: Log) -> Taxonomy:
    """Categories, news types, reactions, tags and journalists; safe to run again."""
    categories = {}
    for position, info in enumerate(text.CATEGORIES, start=1):
        categories[info.slug], _ = Category.objects.update_or_create(
            slug=info.slug,
            defaults={"name_mn": info.name_mn, "name_en": info.name_en,
                      "position": position, "is_active": True},
        )
    news_types = {}
    for position, (slug, name_mn, name_en) in enumerate(text.NEWS_TYPES, start=1):
        news_types[slug], _ = NewsType.objects.update_or_create(
            slug=slug, defaults={"name_mn": name_mn, "name_en": name_en, "position": position}
        )
    reactions = []
    for position, (code, emoji, name_mn, name_en) in enumerate(text.REACTIONS, start=1):
        kind, _ = ReactionKind.objects.update_or_create(
            code=code, defaults={"emoji": emoji, "name_mn": name_mn, "name_en": name_en, "position": position}
        )
        reactions.append(kind)
    tags: dict[str, list[tuple[Tag, tuple[str, ...]]]] = {}
    for language in LANGUAGES:
        tags[language] = []
        for tag_info in text.TAGS[language]:
            tag, _ = Tag.objects.get_or_create(
                language=language, slug=slugify(tag_info.name, allow_unicode=True),
                defaults={"name": tag_info.name, "is_featured": tag_info.featured},
            )
            tags[language].append((tag, tag_info.categories))
    providers = []
    for person in text.PROVIDERS:
        provider, created = Provider.objects.get_or_create(
            name_en=person.name_en,
            defaults={"name_mn": person.name_mn, "bio_mn": person.bio_mn, "bio_en": person.bio_en},
        )
        if created or not provider.image:
            avatar = images.avatar_picture(_initials(person.name_en), person.colour)
            provider.image.save(f"{slugify(person.name_en)}.png", ContentFile(avatar), save=False)
            provider.save()  # renditions are made here
        providers.append((provider, person.beats))
    log(
        f"Taxonomy: {len(categories)} categories, {len(news_types)} news types, {len(reactions)} reactions, "
        f"{sum(len(t) for t in tags.values())} tags, {len(providers)} journalists."
    )
    return Taxonomy(categories, news_types, providers, tags, reactions)


def ensure_mega_projects(bank: ImageBank) -> dict[str, list[tuple[MegaProject, tuple[str, ...]]]]:
    projects: dict[str, list[tuple[MegaProject, tuple[str, ...]]]] = {lang: [] for lang in LANGUAGES}
    for position, info in enumerate(text.MEGA_PROJECTS, start=1):
        for language in LANGUAGES:
            project = MegaProject.objects.filter(language=language, title=info.title[language]).first()
            if project is None:
                project = MegaProject(language=language, title=info.title[language],
                                      description=info.description[language], position=position)
                bank.for_category(language, info.categories[0])[-1].apply(project)
                project.save()
            projects[language].append((project, info.categories))
    return projects


# --- articles ------------------------------------------------------------------------------


def _category_plan(rng: random.Random, language: str, count: int) -> list[str]:
    slugs = [c.slug for c in text.CATEGORIES]
    each = min(MIN_PER_CATEGORY[language], count // len(slugs))
    plan = slugs * each
    weights = [c.weight for c in text.CATEGORIES]
    plan += rng.choices(slugs, weights=weights, k=count - len(plan))
    rng.shuffle(plan)
    return plan


def _news_type(rng: random.Random, category: str) -> str:
    if category == "interview":
        return "interview"
    roll = rng.random()
    if roll < 0.10:
        return "video"
    if roll < 0.20:
        return "photo"
    if roll < 0.27:
        return "analysis"
    return "text"


def _publish_dates(rng: random.Random, now: datetime, count: int, days: int) -> list[datetime]:
    span = days * 86400 - 600
    dates = [
        (now - timedelta(seconds=300 + int(span * rng.random() ** 1.25))).replace(microsecond=0)
        for _ in range(count)
    ]
    dates.sort()
    # A few stories published in the very same second: paging must not skip or repeat them.
    for _ in range(3 if count >= 12 else 0):
        start = rng.randrange(0, count - 3)
        dates[start + 1] = dates[start + 2] = dates[start]
    return dates


def _pick_provider(rng: random.Random, taxonomy: Taxonomy, category: str) -> Provider:
    beat = [p for p, beats in taxonomy.providers if category in beats]
    if beat and rng.random() < 0.8:
        return rng.choice(beat)
    return rng.choice(taxonomy.providers)[0]


def _pick_tags(rng: random.Random, taxonomy: Taxonomy, language: str, category: str, count: int) -> list[int]:
    pool = taxonomy.tags[language]
    related = [t.pk for t, cats in pool if category in cats]
    chosen: list[int] = []
    if related:
        chosen += rng.sample(related, min(len(related), max(1, count - 1)))
    others = [t.pk for t, _ in pool if t.pk not in chosen]
    chosen += rng.sample(others, max(0, count - len(chosen)))
    return chosen[:count]


def _views(rng: random.Random) -> tuple[int, int]:
    views = int(rng.lognormvariate(6.4, 1.0))
    if rng.random() < 0.04:
        views *= rng.randint(8, 25)  # the odd story that everybody reads
    return views, int(views * rng.uniform(0.002, 0.04))


@dataclass
class Planned:
    article: Article
    tag_ids: list[int]


def plan_articles(
    rng: random.Random, language: str, count: int, taxonomy: Taxonomy, bank: ImageBank,
    megas: list[tuple[MegaProject, tuple[str, ...]]], now: datetime, days: int,
) -> list[Planned]:
    """`count` published articles plus a few scheduled and draft ones, not yet saved."""
    writer = Writer(rng, language)
    names = writer.names
    planned: list[Planned] = []
    dates = _publish_dates(rng, now, count, days)
    extra_scheduled = 3 if language == "mn" else 2
    extra_drafts = 4 if language == "mn" else 2
    plan = _category_plan(rng, language, count) + _category_plan(rng, language, extra_scheduled + extra_drafts)
    for i, category in enumerate(plan):
        news_type = _news_type(rng, category)
        title, subject, predicate = writer.title(category, news_type)
        picture = rng.choice(bank.for_category(language, category))
        if i < count:
            status, publish_date = ArticleStatus.PUBLISHED, dates[i]
        elif i < count + extra_scheduled:
            status = ArticleStatus.SCHEDULED
            publish_date = (now + timedelta(minutes=rng.randint(30, 8 * 60))).replace(microsecond=0)
        else:
            status = ArticleStatus.DRAFT
            publish_date = (now + timedelta(days=rng.randint(0, 3), hours=rng.randint(1, 12))).replace(microsecond=0)
        views, shares = _views(rng) if status == ArticleStatus.PUBLISHED else (0, 0)
        lead = writer.lead(category, subject, predicate)
        article = Article(
            language=language,
            title=title,
            lead=lead,
            body_html=writer.body(category, news_type, bank.figures.get(category, []), lead),
            image_caption=text.IMAGE_CAPTION[language].format(category=names[category]),
            status=status,
            publish_date=publish_date,
            category=taxonomy.categories[category],
            news_type=taxonomy.news_types[news_type],
            provider=_pick_provider(rng, taxonomy, category),
            is_brief=rng.random() < 0.15,
            is_election=rng.random() < {"politics": 0.35, "society": 0.1}.get(category, 0.0),
            view_count=views,
            share_count=shares,
        )
        if news_type == "video":
            article.video_url = f"{text.VIDEO_HOST}{slugify(names[category])}-{rng.randrange(10**6, 10**7)}"
        picture.apply(article)
        planned.append(Planned(article, _pick_tags(rng, taxonomy, language, category, rng.randint(1, 4))))
    _place(rng, planned[:count], megas)
    return planned


def _place(rng: random.Random, planned: list[Planned], megas: list[tuple[MegaProject, tuple[str, ...]]]) -> None:
    """Front-page placement: featured, the three special kinds, live, new-tab, mega projects."""
    count = len(planned)
    articles = [p.article for p in planned]
    if not count:
        return
    for article in articles:
        article.is_featured = rng.random() < 0.10
    for article in rng.sample(articles, min(count, 2)):
        article.is_featured = True
    per_kind = min(15, max(1, count // 8))
    chosen = rng.sample(range(count), min(count, per_kind * 3))
    for n, index in enumerate(chosen):
        articles[index].special_kind = SPECIAL_KINDS[n % 3]
    recent = sorted(range(count), key=lambda i: articles[i].publish_date)[-12:]
    for index in rng.sample(recent, min(len(recent), 3)):
        articles[index].is_live = True
    for index in rng.sample(range(count), min(count, max(2, count // 60))):
        articles[index].opens_in_new_tab = True
    politics = [a for a in articles if a.category.slug == "politics"]
    for article in rng.sample(politics, min(len(politics), 2)):
        article.is_election = True
    for project, categories in megas:
        candidates = [a for a in articles if a.category.slug in categories and a.mega_project_id is None]
        for article in rng.sample(candidates, min(len(candidates), rng.randint(4, 6))):
            article.mega_project = project


def save_planned(rng: random.Random, planned: list[Planned], reactions: list[ReactionKind]) -> None:
    """Save oldest first (ids follow time), then tags and reaction counts in bulk."""
    through = Article.tags.through
    links, counts = [], []
    for item in sorted(planned, key=lambda p: p.article.publish_date):
        item.article.save()
        links += [through(article_id=item.article.pk, tag_id=tag_id) for tag_id in item.tag_ids]
        if item.article.status == ArticleStatus.PUBLISHED and rng.random() < 0.6:
            for kind in rng.sample(reactions, rng.randint(1, 4)):
                top = 250 if kind.code in ("like", "love") else 60
                counts.append(ReactionCount(article=item.article, kind=kind, count=rng.randint(1, top)))
    through.objects.bulk_create(links, batch_size=1000)
    ReactionCount.objects.bulk_create(counts, batch_size=1000)


def write_pairs(rng: random.Random, taxonomy: Taxonomy, bank: ImageBank, now: datetime) -> list[Article]:
    """The stories of `pairs` in both editions, each English one the translation of its Mongolian
    original; the originals first, so no translation looks older than what it translates."""
    written = []
    categories = {info.slug: info for info in text.CATEGORIES}
    for story in pairs.PAIRS:
        category = categories[story.category]
        original = None
        for language, telling in (("mn", story.mn), ("en", story.en)):
            body = "".join(f"<p>{html.escape(p, quote=False)}</p>" for p in (*telling.paragraphs, pairs.NOTE[language]))
            views, shares = _views(rng)
            article = Article(
                language=language, title=telling.title, lead=telling.lead, body_html=body,
                image_caption=text.IMAGE_CAPTION[language].format(
                    category=category.name_mn if language == "mn" else category.name_en),
                status=ArticleStatus.PUBLISHED,
                publish_date=(now - timedelta(hours=story.hours_ago)).replace(microsecond=0),
                category=taxonomy.categories[story.category], news_type=taxonomy.news_types["text"],
                provider=_pick_provider(rng, taxonomy, story.category), translation_of=original,
                view_count=views, share_count=shares,
            )
            rng.choice(bank.for_category(language, story.category)).apply(article)
            article.save()
            article.tags.set(_pick_tags(rng, taxonomy, language, story.category, 2))
            original = original or article
            written.append(article)
    return written


# --- entry points --------------------------------------------------------------------------


@dataclass
class Summary:
    counts: dict[str, int] = field(default_factory=dict)
    others: list[str] = field(default_factory=list)


def _counts() -> dict[str, int]:
    published = Article.objects.filter(status=ArticleStatus.PUBLISHED)
    return {
        "categories": Category.objects.count(),
        "news types": NewsType.objects.count(),
        "journalists": Provider.objects.count(),
        "tags": Tag.objects.count(),
        "reaction kinds": ReactionKind.objects.count(),
        "mega projects": MegaProject.objects.count(),
        "articles": Article.objects.count(),
        "published mn": published.filter(language="mn").count(),
        "published en": published.filter(language="en").count(),
        "scheduled": Article.objects.filter(status=ArticleStatus.SCHEDULED).count(),
        "drafts": Article.objects.filter(status=ArticleStatus.DRAFT).count(),
        "featured": Article.objects.filter(is_featured=True).count(),
        "special": Article.objects.exclude(special_kind="").count(),
        "live": Article.objects.filter(is_live=True).count(),
        "paired translations": Article.objects.filter(translation_of__isnull=False).count(),
    }


def seed_news(
    *, seed: int, articles_mn: int, articles_en: int, days: int = 30, pictures: int = 3, log: Log = print
) -> Summary:
    """The demo newsroom: taxonomy, journalists, pictures and articles in both languages."""
    rng = random.Random(seed)
    now = timezone.now()
    with transaction.atomic():
        taxonomy = ensure_taxonomy(log)
        bank = ImageBank.build(pictures, log)
        megas = ensure_mega_projects(bank)
        for language, count in (("mn", articles_mn), ("en", articles_en)):
            planned = plan_articles(rng, language, count, taxonomy, bank, megas[language], now, days)
            save_planned(rng, planned, taxonomy.reactions)
            log(f"Wrote {len(planned)} {language} articles ({count} published).")
        paired = write_pairs(rng, taxonomy, bank, now)
        log(f"Wrote {len(paired) // 2} stories in both editions, each English one paired with its original.")
    return Summary(counts=_counts())


def seed_scale(*, total: int, seed: int, days: int = 365, log: Log = print, chunk: int = 5000) -> Summary:
    """Bench data: `total` published articles written with bulk_create, sharing pictures and bodies.

    bulk_create bypasses Article.save(), so what save() guarantees is done here: bodies are
    sanitised and parsed once per template, and `order` values are unique and follow time.
    """
    rng = random.Random(seed)
    now = timezone.now()
    with transaction.atomic():
        taxonomy = ensure_taxonomy(log)
        bank = ImageBank.from_existing() or ImageBank.build(1, log)
    writers = {language: Writer(rng, language) for language in LANGUAGES}
    templates: dict[tuple[str, str], list[tuple[str, list]]] = {}
    for language in LANGUAGES:
        for info in text.CATEGORIES:
            templates[(language, info.slug)] = []
            for news_type in ("text", "analysis"):
                body = sanitize_html(writers[language].body(info.slug, news_type, []))
                templates[(language, info.slug)].append((body, parse_blocks(body)))
    taken = set(Article.objects.exclude(order=None).values_list("order", flat=True))
    slugs = [c.slug for c in text.CATEGORIES]
    weights = [c.weight + 1 for c in text.CATEGORIES]
    through = Article.tags.through
    span = days * 86400
    written = 0
    while written < total:
        size = min(chunk, total - written)
        rows: list[Article] = []
        row_tags: list[list[int]] = []
        with transaction.atomic():
            for _ in range(size):
                language = "mn" if rng.random() < 0.73 else "en"
                category = rng.choices(slugs, weights=weights)[0]
                news_type = _news_type(rng, category)
                title, subject, predicate = writers[language].title(category, news_type, unique=False)
                body, blocks = rng.choice(templates[(language, category)])
                publish_date = (now - timedelta(seconds=60 + int(span * rng.random()))).replace(microsecond=0)
                order = int(publish_date.timestamp() * 1_000_000)
                while order in taken:
                    order += 1
                taken.add(order)
                views, shares = _views(rng)
                special = rng.random()
                article = Article(
                    language=language, title=title, lead=writers[language].lead(category, subject, predicate),
                    body_html=body, body_blocks=blocks, status=ArticleStatus.PUBLISHED,
                    publish_date=publish_date, order=order,
                    category=taxonomy.categories[category], news_type=taxonomy.news_types[news_type],
                    provider=_pick_provider(rng, taxonomy, category),
                    is_featured=rng.random() < 0.08,
                    special_kind=SPECIAL_KINDS[int(special * 1000) % 3] if special < 0.015 else "",
                    is_brief=rng.random() < 0.12, is_election=category == "politics" and rng.random() < 0.3,
                    view_count=views, share_count=shares,
                )
                if news_type == "video":
                    article.video_url = f"{text.VIDEO_HOST}{category}-{rng.randrange(10**6, 10**7)}"
                rng.choice(bank.for_category(language, category)).apply(article)
                rows.append(article)
                row_tags.append(_pick_tags(rng, taxonomy, language, category, rng.randint(1, 3)))
            Article.objects.bulk_create(rows, batch_size=500)
            if any(a.pk is None for a in rows):  # backends that cannot return ids from bulk inserts
                ids = dict(Article.objects.filter(lid__in=[a.lid for a in rows]).values_list("lid", "id"))
                for article in rows:
                    article.pk = ids[article.lid]
            links = [through(article_id=a.pk, tag_id=t) for a, tags in zip(rows, row_tags, strict=True) for t in tags]
            through.objects.bulk_create(links, batch_size=2000)
        written += size
        log(f"  {written}/{total} articles")
    return Summary(counts=_counts())


def run_other_seeders(log: Log = print) -> list[str]:
    """Other apps' demo and reference data, each only if that app provides it; a failure is logged, not fatal."""
    done: list[str] = []
    available = get_commands()
    for name in OTHER_COMMANDS:
        if name not in available:
            log(f"  skipped {name}: command not installed")
            continue
        try:
            with transaction.atomic():
                call_command(name, stdout=io.StringIO(), stderr=io.StringIO())
        except Exception as error:  # another app's data must not stop the demo
            log(f"  {name} failed: {error}")
            continue
        done.append(name)
        log(f"  ran {name}")
    for module_name, function_name, arguments in OTHER_FUNCTIONS:
        label = f"{module_name}.{function_name}"
        try:
            function = getattr(importlib.import_module(module_name), function_name, None)
        except ImportError:
            function = None
        if not callable(function):
            log(f"  skipped {label}: not available")
            continue
        try:
            with transaction.atomic():
                function(**arguments())
        except Exception as error:  # as above
            log(f"  {label} failed: {error}")
            continue
        done.append(label)
        log(f"  ran {label}")
    return done
