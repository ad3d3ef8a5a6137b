"""Demo horoscope content: the 22 major arcana and sample yearly forecasts per birth animal.

Card names are the conventional ones; the short meanings are written for this project. The
yearly forecasts are marked as samples so the page labels them.
"""

import random
from datetime import datetime

from .models import Animal, EasternForecast, TarotCard

# slug, English, Mongolian, meaning (en), meaning (mn)
MAJOR_ARCANA = [
    (
        "the-fool",
        "The Fool",
        "Тэнэг",
        "A fresh start taken lightly and bravely.",
        "Шинэ эхлэлийг зоригтой, хөнгөн алхмаар эхэлнэ.",
    ),
    (
        "the-magician",
        "The Magician",
        "Илбэчин",
        "Skill and will meet: what you need is at hand.",
        "Ур чадвар, хүсэл зорилго нийлж, хэрэгтэй бүхэн гарт байна.",
    ),
    (
        "the-high-priestess",
        "The High Priestess",
        "Тахилч эмэгтэй",
        "Listen to intuition before acting.",
        "Үйлдэхийн өмнө дотоод мэдрэмжээ сонс.",
    ),
    ("the-empress", "The Empress", "Хатан", "Care, growth and abundance.", "Халамж, өсөлт, элбэг дэлбэг байдал."),
    (
        "the-emperor",
        "The Emperor",
        "Эзэн хаан",
        "Order, structure and steady leadership.",
        "Дэг журам, тогтвортой удирдлага.",
    ),
    (
        "the-hierophant",
        "The Hierophant",
        "Багш",
        "Tradition, learning from those before you.",
        "Уламжлал, өмнөх үеэсээ суралцах.",
    ),
    (
        "the-lovers",
        "The Lovers",
        "Хайрлагчид",
        "A choice made with the heart and values.",
        "Зүрх сэтгэл, үнэт зүйлээрээ сонголт хийх.",
    ),
    (
        "the-chariot",
        "The Chariot",
        "Тэрэг",
        "Drive and discipline carry you forward.",
        "Тэмүүлэл, сахилга бат таныг урагшлуулна.",
    ),
    ("strength", "Strength", "Хүч", "Quiet courage and patience.", "Нам гүм эр зориг, тэвчээр."),
    (
        "the-hermit",
        "The Hermit",
        "Даяанч",
        "Step back, reflect, find your own light.",
        "Түр ухарч, эргэцүүлж, өөрийн гэрлээ ол.",
    ),
    (
        "wheel-of-fortune",
        "Wheel of Fortune",
        "Хувь заяаны хүрд",
        "Cycles turn; adapt to change.",
        "Мөчлөг эргэнэ; өөрчлөлтөд дасан зохиц.",
    ),
    ("justice", "Justice", "Шударга ёс", "Fairness, truth and consequences.", "Шударга байдал, үнэн, үр дагавар."),
    (
        "the-hanged-man",
        "The Hanged Man",
        "Дүүжлэгдсэн хүн",
        "A pause that shows things from a new angle.",
        "Түр зогсолт юмсыг шинэ өнцгөөс харуулна.",
    ),
    ("death", "Death", "Төгсгөл", "An ending that makes room for the new.", "Шинэ зүйлд зай гаргах төгсгөл."),
    ("temperance", "Temperance", "Тэнцвэр", "Balance and moderation.", "Тэнцвэр, хэмжээ хязгаар."),
    ("the-devil", "The Devil", "Чөтгөр", "Habits that bind; notice them.", "Чөдөрлөх зуршлуудаа анзаар."),
    (
        "the-tower",
        "The Tower",
        "Цамхаг",
        "Sudden change clears false ground.",
        "Гэнэтийн өөрчлөлт хуурмаг суурийг нураана.",
    ),
    ("the-star", "The Star", "Од", "Hope and calm renewal.", "Итгэл найдвар, тайван сэргэлт."),
    (
        "the-moon",
        "The Moon",
        "Сар",
        "Uncertainty; not all is as it seems.",
        "Тодорхойгүй байдал; бүх зүйл харагдаж буйгаараа биш.",
    ),
    ("the-sun", "The Sun", "Нар", "Joy, clarity and success.", "Баяр баясал, тодрол, амжилт."),
    ("judgement", "Judgement", "Шүүлт", "Taking stock and answering a call.", "Дүгнэлт хийж, дуудлагад хариулах."),
    ("the-world", "The World", "Ертөнц", "Completion and a circle closed.", "Бүрэн төгсгөл, тойрог битүүрэх."),
]

FORECAST_TEXT = {
    "en": "Sample forecast: a year to plan carefully, keep promises and look after your health.",
    "mn": "Жишээ зөгнөл: төлөвлөгөөгөө сайтар гаргаж, амлалтаа биелүүлж, эрүүл мэнддээ анхаарах жил.",
}


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """Create the major arcana (idempotent) and sample forecasts for this year and the next."""
    for number, (slug, name_en, name_mn, meaning_en, meaning_mn) in enumerate(MAJOR_ARCANA):
        TarotCard.objects.update_or_create(
            slug=slug,
            defaults={
                "name_en": name_en,
                "name_mn": name_mn,
                "arcana": TarotCard.Arcana.MAJOR,
                "number": number,
                "meaning_en": meaning_en,
                "meaning_mn": meaning_mn,
                "image_asset": f"tarot/{slug}.svg",
                "position": number,
                "is_active": True,
            },
        )
    created = 0
    for year in (now.year, now.year + 1):
        for animal in Animal.values:
            for language, text in FORECAST_TEXT.items():
                _, made = EasternForecast.objects.get_or_create(
                    year=year, animal=animal, language=language, defaults={"text": text, "is_sample": True}
                )
                created += made
    return f"{len(MAJOR_ARCANA)} tarot cards, {created} sample yearly forecasts"
