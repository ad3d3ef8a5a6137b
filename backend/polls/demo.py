"""Demo polls: per language one open poll and four past ones (the latest past one special), with votes
stored as rows so results, totals and rows agree."""
import random
from datetime import datetime, timedelta

from .models import Poll, PollAnswer, PollVote

POLLS = {
    "mn": [
        ("Та өдөр тутмын мэдээгээ голчлон хаанаас авдаг вэ?",
         ["Мэдээний сайт", "Олон нийтийн сүлжээ", "Телевиз", "Радио"]),
        ("Хотын түгжрэлийг бууруулах хамгийн үр дүнтэй арга аль нь вэ?",
         ["Нийтийн тээврийг сайжруулах", "Дугаарын хязгаарлалт", "Дугуйн зам нэмэх", "Алсаас ажиллах"]),
        ("Энэ зун та хаана амрахаар төлөвлөж байна вэ?", ["Хөдөө нутагтаа", "Хөвсгөл нуур", "Гадаадад", "Хотдоо"]),
        ("Цахим төлбөрийг хэр олон ашигладаг вэ?", ["Өдөр бүр", "Долоо хоногт хэд хэдэн удаа", "Ховор", "Огт үгүй"]),
        ("Хүүхдийн дэлгэцийн цагийг хязгаарлах хэрэгтэй юу?", ["Тийм", "Үгүй", "Насаас хамаарна"]),
    ],
    "en": [
        ("Where do you get most of your daily news?", ["News websites", "Social media", "Television", "Radio"]),
        ("What would best reduce traffic jams in the capital?",
         ["Better public transport", "Plate-number restrictions", "More cycle lanes", "Remote work"]),
        ("Where will you spend your summer holiday?", ["In the countryside", "Lake Khuvsgul", "Abroad", "In the city"]),
        ("How often do you pay by phone or card?", ["Every day", "A few times a week", "Rarely", "Never"]),
        ("Should children's screen time be limited?", ["Yes", "No", "Depends on their age"]),
    ],
}


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """One open poll and four closed ones per language, with stored votes."""
    polls = votes = 0
    for language, items in POLLS.items():
        for index, (question, answers) in enumerate(items):
            if index == 0:
                start, end = now - timedelta(days=2), now + timedelta(days=12)
            else:
                start = now - timedelta(days=14 * index + rng.randint(0, 4))
                end = start + timedelta(days=10)
            poll = Poll.objects.create(
                language=language, question=question, start_date=start, end_date=end, is_special=index == 1,
                description="",
            )
            created = [PollAnswer.objects.create(poll=poll, text=text, position=n) for n, text in enumerate(answers)]
            votes += _votes(rng, poll, created, rng.randint(40, 160) if index == 0 else rng.randint(120, 600))
            polls += 1
    return f"polls: {polls} (one open per language), {votes} votes"


def _votes(rng: random.Random, poll: Poll, answers: list[PollAnswer], count: int) -> int:
    weights = [rng.uniform(0.5, 3) for _ in answers]
    chosen = rng.choices(answers, weights=weights, k=count)
    rows = [
        PollVote(
            poll=poll, answer=answer, voter_key=f"demo-{poll.pk}-{n}", client_fingerprint=f"demo-net-{poll.pk}-{n}",
            created_at=poll.start_date + timedelta(minutes=n),
        )
        for n, answer in enumerate(chosen)
    ]
    PollVote.objects.bulk_create(rows, batch_size=1000)
    for answer in answers:
        PollAnswer.objects.filter(pk=answer.pk).update(vote_count=sum(1 for a in chosen if a.pk == answer.pk))
    Poll.objects.filter(pk=poll.pk).update(total_votes=count)
    return count
