"""The moderation pipeline: each check alone, word matching (case, look-alikes, ө/ү, boundaries) and the order."""
from datetime import timedelta

import pytest
from django.utils import timezone

from comments.models import BannedWord, BlockedClient, Comment, ReasonCode, TargetType, WordKind
from comments.moderation import Draft, Verdict, find_listed_word, moderate, normalize

pytestmark = pytest.mark.django_db


def draft(body: str = "Сайхан мэдээ байна", name: str = "Бат", client: str = "client-a") -> Draft:
    return Draft(body=body, author_name=name, client_key=client, now=timezone.now())


@pytest.mark.parametrize(
    ("text", "entries", "expected"),
    [
        ("Чи ТЭНЭГ юм", ["тэнэг"], "тэнэг"),  # case
        ("чи тэнэг.", ["тэнэг"], "тэнэг"),  # punctuation is a boundary
        ("чи тэнэгүүд", ["тэнэг"], "тэнэг"),  # inflected: plural
        ("тэнэгээ больж үз", ["тэнэг"], "тэнэг"),  # reflexive possessive
        ("новшийн юм", ["новш"], "новш"),  # genitive
        ("тэнэгүүдийг", ["тэнэг"], "тэнэг"),  # plural then case
        ("тэнэгтэй", ["тэнэг"], "тэнэг"),  # comitative
        ("т э н э г", ["тэнэг"], "тэнэг"),  # letters spaced apart
        ("тэ.нэг", ["тэнэг"], "тэнэг"),  # dotted apart
        ("т-э-н-э-г минь", ["тэнэг"], "тэнэг"),
        ("іdiot", ["idiot"], "idiot"),  # a Cyrillic і inside a Latin word
        ("ѕtupid people", ["stupid"], "stupid"),  # a Cyrillic ѕ
        ("You idiots", ["idiot"], "idiot"),
        ("тэнэгшил", ["тэнэг"], ""),  # a derived word, not an inflection
        ("малчны", ["мал"], ""),
        ("Ж.Бат малчин", ["мал"], ""),
        ("a b малчин", ["мал"], ""),  # two single letters are not a hidden word
        ("малчин айл", ["мал"], ""),  # a herder is not an insult
        ("чи мал уу", ["мал"], "мал"),
        ("чи тэнэг", ["тэнэг*"], "тэнэг*"),  # stems match on purpose only
        ("чи тэнэгүүд", ["тэнэг*"], "тэнэг*"),
        ("You IDIOT!", ["idiot"], "idiot"),
        ("idiotic ideas", ["idiot"], ""),
        ("чи тэнэr", ["тэнэг"], ""),
        ("чи мaл", ["мал"], "мал"),  # Latin a inside a Cyrillic word
        ("MAJI", ["мал"], ""),
        ("T3HЭГ", ["тэнэг"], ""),  # Э has no Latin look-alike, so this reads тзнэг
        ("ХУЛГAЙЧ", ["хулгайч"], "хулгайч"),  # Latin X, Y-less, A
        ("x0x", ["хох"], "хох"),  # digits that look like letters
        ("өвгөн", ["овгон"], ""),  # ө stays ө
        ("үхэр", ["ухэр"], ""),  # ү stays ү
        ("ҮХЭР", ["үхэр"], "үхэр"),
        ("уxэр", ["ухэр"], "ухэр"),
        ("тэ\u200bнэг", ["тэнэг"], "тэнэг"),  # invisible characters do not split a word
        ("их луйвар байна", ["их луйвар"], "их луйвар"),  # phrases
    ],
)
def test_word_matching(text, entries, expected):
    assert find_listed_word(text, entries) == expected


def test_normalize_maps_look_alikes_and_keeps_mongolian_letters():
    assert normalize("Hello Өдөр Үг") == "неllо өдөр үг"


def test_empty_and_name_and_length_reject_without_storing():
    assert moderate(draft(body="   ")).message == "empty"
    assert moderate(draft(name=" ")).message == "name_required"
    assert moderate(draft(body="a")).message == "body_length"
    assert moderate(draft(body="a" * 2001)).message == "body_length"
    assert moderate(draft(name="н" * 61)).message == "name_length"
    for decision in (moderate(draft(body="")), moderate(draft(body="a"))):
        assert decision.verdict == Verdict.REJECT and not decision.store


def test_banned_word_rejects_and_suspect_word_holds_with_the_word():
    BannedWord.objects.create(word="Тэнэг", kind=WordKind.BANNED)
    BannedWord.objects.create(word="луйвар", kind=WordKind.SUSPECT)

    banned = moderate(draft(body="Энэ хүн тэнэг юм"))
    suspect = moderate(draft(body="Энэ бол луйвар"))

    assert (banned.verdict, banned.reason, banned.matched_word) == (Verdict.REJECT, ReasonCode.BANNED_WORD, "тэнэг")
    assert (suspect.verdict, suspect.reason, suspect.matched_word) == (Verdict.HOLD, ReasonCode.SUSPECT_WORD, "луйвар")
    assert moderate(draft(name="тэнэг")).verdict == Verdict.REJECT  # the name is checked too


def test_links_hold_one_and_reject_spam():
    assert moderate(draft(body="Эндээс үзээрэй https://example.com")).reason == ReasonCode.LINK
    assert moderate(draft(body="Эндээс үзээрэй https://example.com")).verdict == Verdict.HOLD
    spam = moderate(draft(body="a.com b.com www.c.net хямдралтай"))
    assert (spam.verdict, spam.reason) == (Verdict.REJECT, ReasonCode.LINK)


def test_the_same_text_again_from_the_same_client_is_rejected():
    Comment.objects.create(
        target_type=TargetType.NEWS, target_id=1, author_name="Бат", body="Сайхан мэдээ байна", client_key="client-a"
    )
    assert moderate(draft()).reason == ReasonCode.REPEATED
    assert moderate(draft(client="client-b")).verdict == Verdict.APPROVE


def test_an_old_repeat_is_fine():
    Comment.objects.create(
        target_type=TargetType.NEWS, target_id=1, author_name="Бат", body="Сайхан мэдээ байна", client_key="client-a",
        created_at=timezone.now() - timedelta(hours=2),
    )
    assert moderate(draft()).verdict == Verdict.APPROVE


def test_a_blocked_client_is_rejected_until_the_block_ends():
    block = BlockedClient.objects.create(client_key="client-a")
    assert moderate(draft()).reason == ReasonCode.BLOCKED_CLIENT
    block.until = timezone.now() - timedelta(minutes=1)
    block.save()
    assert moderate(draft()).verdict == Verdict.APPROVE


def test_rejection_comes_before_a_hold():
    BannedWord.objects.create(word="тэнэг", kind=WordKind.BANNED)
    BannedWord.objects.create(word="луйвар", kind=WordKind.SUSPECT)
    assert moderate(draft(body="луйвар тэнэг")).verdict == Verdict.REJECT
