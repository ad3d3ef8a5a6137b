"""Demo comments: invented threads with replies on about 30% of recent articles (and some comics and polls),
with likes stored as votes so every counter matches its rows, plus mild banned and suspect words."""
import random
from collections import Counter
from datetime import datetime, timedelta

from django.db.models import Count

from .logic import _target_model
from .models import BannedWord, Comment, CommentStatus, CommentVote, TargetType, WordKind

RECENT_DAYS = 21
SHARE = 0.3

NAMES = {
    "mn": ["Бат", "Сараа", "Дорж", "Оюунаа", "Ганбаатар", "Нараа", "Тэмүүлэн", "Золбоо", "Уянга", "Мөнхзул",
           "Эрдэнэ", "Хүслэн", "Билгүүн", "Номин", "Цэцэг", "Өлзий", "Зочин"],
    "en": ["Anna", "Batbold", "John", "Sara", "Michael", "Nomin", "David", "Emma", "Guest", "Temuulen",
           "Oliver", "Lucy", "Erdene", "Chris"],
}
COMMENTS = {
    "mn": [
        "Сайхан мэдээ байна, баярлалаа.", "Энэ асуудлыг аль эрт шийдэх ёстой байсан.",
        "Үнэхээр сонирхолтой мэдээлэл юм.", "Хэзээ хэрэгжих нь тодорхой болоосой.",
        "Манай аймагт ч гэсэн ийм зүйл хэрэгтэй байна.", "Сэтгүүлчдээ баярлалаа, дэлгэрэнгүй бичжээ.",
        "Бодит байдал арай өөр байгаа шүү.", "Ирээдүйд илүү сайн болно гэж найдъя.",
        "Энэ талаар илүү олон тоо баримт өгөөч.", "Залуучууддаа зориулсан боломж нэмэгдэх нь сайн хэрэг.",
        "Үүнийг санаачилсан хүмүүст амжилт хүсье!", "Үнэ өсөхгүй байгаасай гэж бодож байна.",
        "Хотын түгжрэл хэзээ багасах бол доо.", "Хүүхдүүддээ хэрэгтэй мэдээлэл байна.",
        "Сонирхолтой ч гэсэн зарим нь эргэлзээтэй санагдлаа.",
    ],
    "en": [
        "Great piece, thank you.", "This should have been fixed years ago.",
        "Really interesting, I did not know this.", "I hope they follow through this time.",
        "We need the same thing in the countryside.", "Well researched article, thanks to the reporter.",
        "The reality on the ground is a bit different.", "Let us hope things get better.",
        "Could you share more numbers on this?", "Good news for young people.",
        "Best of luck to everyone involved!", "I just hope prices do not go up again.",
        "Interesting, though some of it sounds doubtful.", "Useful information for parents.",
    ],
}
REPLIES = {
    "mn": ["Санал нэг байна.", "Би өөрөөр бодож байна.", "Яг зөв хэллээ!", "Эх сурвалж нь хаана байна?",
           "Тийм ээ, би ч гэсэн ингэж бодсон.", "Хүлээгээд харъя даа.", "Баярлалаа, тайлбар сайн байна."],
    "en": ["Agreed.", "I see it differently.", "Exactly right!", "Do you have a source for that?",
           "Yes, I thought the same.", "Let us wait and see.", "Thanks, good point."],
}
# Mild placeholders: enough to show the lists working; the newsroom edits them in the admin.
WORDS = [
    ("тэнэг", WordKind.BANNED, "insult"), ("новш", WordKind.BANNED, "insult"),
    ("idiot", WordKind.BANNED, "insult"), ("stupid", WordKind.BANNED, "insult"),
    ("луйвар", WordKind.SUSPECT, "accusation of fraud: check"), ("хулгайч", WordKind.SUSPECT, "accusation: check"),
    ("scam", WordKind.SUSPECT, "accusation of fraud: check"), ("casino", WordKind.SUSPECT, "advertising"),
]


def _targets(now: datetime) -> list[tuple[str, int, str, datetime]]:
    from comics.models import Comic
    from news.models import Article
    from polls.models import Poll

    since = now - timedelta(days=RECENT_DAYS)
    rows = [
        (TargetType.NEWS, *row)
        for row in Article.objects.published(now).filter(publish_date__gte=since)
        .values_list("id", "language", "publish_date")
    ]
    comics = Comic.objects.published(now).values_list("id", "language", "publish_date")
    polls = Poll.objects.started(now).values_list("id", "language", "start_date")
    rows += [(TargetType.COMIC, *row) for row in comics] + [(TargetType.POLL, *row) for row in polls]
    return rows


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """Comment threads in both languages on about 30% of recent articles, comics and polls; word lists."""
    for word, kind, note in WORDS:
        BannedWord.objects.get_or_create(word=word, kind=kind, defaults={"note": note})
    chosen = [t for t in _targets(now) if rng.random() < SHARE]
    tops: list[Comment] = []
    for target_type, target_id, language, published in chosen:
        for _ in range(rng.randint(1, 6)):
            written = published + timedelta(minutes=rng.randint(5, 60 * 24))
            tops.append(_comment(rng, target_type, target_id, language, min(written, now), COMMENTS))
    Comment.objects.bulk_create(tops, batch_size=500)
    tops = list(Comment.objects.filter(parent__isnull=True, client_key__startswith="demo-").order_by("id"))
    replies = []
    for top in tops:
        for _ in range(rng.choice([0, 0, 0, 1, 1, 2, 3])):
            written = min(top.created_at + timedelta(minutes=rng.randint(2, 600)), now)
            replies.append(_comment(rng, top.target_type, top.target_id, top.language, written, REPLIES, parent=top))
    Comment.objects.bulk_create(replies, batch_size=500)
    votes = _votes(rng, list(Comment.objects.filter(client_key__startswith="demo-").values_list("id", flat=True)))
    _recount()
    return f"comments: {len(tops)} threads, {len(replies)} replies, {votes} likes/dislikes on {len(chosen)} items; " \
           f"{len(WORDS)} listed words"


def _comment(rng, target_type, target_id, language, when, material, parent=None) -> Comment:
    return Comment(
        target_type=target_type, target_id=target_id, parent=parent, language=language,
        author_name=rng.choice(NAMES[language]), body=rng.choice(material[language]),
        emoticon_id=rng.choice([0, 0, 0, 1, 2, 3]), status=CommentStatus.APPROVED,
        client_key=f"demo-{rng.randrange(10**9)}", created_at=when,
    )


def _votes(rng: random.Random, comment_ids: list[int]) -> int:
    rows: list[CommentVote] = []
    for comment_id in comment_ids:
        voters = rng.sample(range(500), rng.randint(0, 14))
        rows += [
            CommentVote(comment_id=comment_id, voter_key=f"demo-voter-{v}", value=1 if rng.random() < 0.75 else -1)
            for v in voters
        ]
    CommentVote.objects.bulk_create(rows, batch_size=1000)
    tallies: Counter[tuple[int, int]] = Counter((v.comment_id, v.value) for v in rows)
    for comment_id in comment_ids:
        likes, dislikes = tallies[(comment_id, 1)], tallies[(comment_id, -1)]
        if likes or dislikes:
            Comment.objects.filter(pk=comment_id).update(likes=likes, dislikes=dislikes)
    return len(rows)


def _recount() -> None:
    """comment_count = approved comments, for every commented target."""
    totals = (
        Comment.objects.visible().values("target_type", "target_id").annotate(total=Count("id")).order_by()
    )
    for row in totals:
        _target_model(row["target_type"])._default_manager.filter(pk=row["target_id"]).update(comment_count=row["total"])
