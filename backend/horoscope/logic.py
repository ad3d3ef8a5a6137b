"""Horoscope use-cases: demo sample content for the daily pages (labelled is_sample)."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from django.db import transaction

from common.models import Language

from .importers import import_zodiac
from .models import CalendarDay, DailyHoroscope, DayColor, ZodiacSign

# Short generic sample texts (mn, en); they say they are samples so no reader takes them as a reading.
SAMPLE_DAILY_TEXTS: tuple[tuple[str, str], ...] = (
    ("Шинэ ажил эхлүүлэхэд тохиромжтой өдөр. Төлөвлөгөөгөө нягталж, алхам алхмаар урагшлаарай.",
     "A good day to start something new. Check your plans and move forward step by step."),
    ("Ойр дотны хүмүүстэйгээ цагийг өнгөрүүлбэл сэтгэл санаа тань сэргэнэ.",
     "Time with the people close to you will lift your spirits."),
    ("Санхүүгийн шийдвэр гаргахдаа яарахгүй байх нь зүйтэй.",
     "Do not rush financial decisions today."),
    ("Эрүүл мэнддээ анхаарч, хангалттай амраарай.",
     "Look after your health and get enough rest."),
    ("Хамт олонтойгоо нээлттэй ярилцвал асуудал амархан шийдэгдэнэ.",
     "Talking openly with colleagues will make problems easier to solve."),
    ("Шинэ мэдээлэл сонирхлыг тань татна; суралцахад цаг гаргаарай.",
     "New information catches your interest; make time to learn."),
    ("Бусдад туслах нь танд ч баяр баясал авчирна.",
     "Helping others will bring you joy as well."),
    ("Жижиг зүйлд бухимдалгүй, том зорилгоо санаж яваарай.",
     "Do not let small things upset you; keep your bigger goal in mind."),
)
SAMPLE_PREFIX = {Language.MONGOLIAN: "Жишээ текст. ", Language.ENGLISH: "Sample text. "}

SAMPLE_COLOURS: tuple[tuple[str, str, str], ...] = (
    ("Цагаан", "White", "#ffffff"),
    ("Улаан", "Red", "#c62828"),
    ("Шар", "Yellow", "#f9a825"),
    ("Хөх", "Blue", "#1565c0"),
    ("Ногоон", "Green", "#2e7d32"),
    ("Хар", "Black", "#212121"),
)
SAMPLE_COLOUR_ADVICE = (
    "Жишээ зөвлөгөө: энэ өнгийн хувцас, эд зүйл өдрийг тань тайван өнгөрүүлэхэд тусална.",
    "Sample advice: clothes or things in this colour may help your day go calmly.",
)

SAMPLE_GOOD_FOR = (
    ("Жишээ: гэр бүлийн ажил, уулзалтад сайн.", "Sample: good for family matters and meetings."),
    ("Жишээ: суралцах, ном уншихад сайн.", "Sample: good for study and reading."),
    ("Жишээ: аялах, шинэ хүнтэй танилцахад сайн.", "Sample: good for travel and meeting new people."),
)
SAMPLE_AVOID = (
    ("Жишээ: том худалдан авалт хийхээс зайлсхий.", "Sample: avoid large purchases."),
    ("Жишээ: маргаан үүсгэхээс зайлсхий.", "Sample: avoid arguments."),
)
SAMPLE_HAIRCUT = (
    ("Жишээ: үс засуулахад сайн.", "Sample: a good day for a haircut."),
    ("Жишээ: үс засуулахгүй байх нь дээр.", "Sample: better not to cut your hair today."),
)
SAMPLE_TRAVEL = (
    ("Жишээ: хойд зүг рүү гарвал сайн.", "Sample: set out to the north."),
    ("Жишээ: урд зүг рүү гарвал сайн.", "Sample: set out to the south."),
    ("Жишээ: зүүн зүг рүү гарвал сайн.", "Sample: set out to the east."),
    ("Жишээ: баруун зүг рүү гарвал сайн.", "Sample: set out to the west."),
)
SAMPLE_NOTE = ("Энэ бол жишээ өгөгдөл, зурхайн бодит тооцоо биш.", "This is sample data, not an almanac reading.")


@dataclass
class SampleMonthResult:
    horoscopes: int
    day_colors: int
    calendar_days: int


def seed_sample_month(start_date: dt.date, days: int = 30) -> SampleMonthResult:
    """Write sample daily horoscopes, day colours and calendar days from `start_date` (both languages).

    Rows the newsroom wrote (is_sample=False) are never replaced; re-running rewrites the samples.
    The calendar's lunar day is left empty: it must come from an almanac, not be made up.
    """
    if not ZodiacSign.objects.exists():
        import_zodiac()
    signs = list(ZodiacSign.objects.order_by("position"))
    dates = [start_date + dt.timedelta(days=offset) for offset in range(days)]
    end_date = dates[-1] if dates else start_date
    languages = (Language.MONGOLIAN, Language.ENGLISH)
    result = SampleMonthResult(0, 0, 0)
    with transaction.atomic():
        DailyHoroscope.objects.filter(is_sample=True, date__range=(start_date, end_date)).delete()
        DayColor.objects.filter(is_sample=True, date__range=(start_date, end_date)).delete()
        CalendarDay.objects.filter(is_sample=True, date__range=(start_date, end_date)).delete()
        taken_texts = set(
            DailyHoroscope.objects.filter(date__range=(start_date, end_date)).values_list("sign_id", "date", "language")
        )
        taken_colours = set(DayColor.objects.filter(date__range=(start_date, end_date)).values_list("date", "language"))
        taken_days = set(CalendarDay.objects.filter(date__range=(start_date, end_date)).values_list("date", flat=True))

        texts, colours, calendar = [], [], []
        for day in dates:
            ordinal = day.toordinal()
            for sign in signs:
                pair = SAMPLE_DAILY_TEXTS[(ordinal + sign.position) % len(SAMPLE_DAILY_TEXTS)]
                for index, language in enumerate(languages):
                    if (sign.pk, day, language) not in taken_texts:
                        texts.append(DailyHoroscope(sign=sign, date=day, language=language,
                                                    text=SAMPLE_PREFIX[language] + pair[index], is_sample=True))
            colour = SAMPLE_COLOURS[ordinal % len(SAMPLE_COLOURS)]
            for index, language in enumerate(languages):
                if (day, language) not in taken_colours:
                    colours.append(DayColor(date=day, language=language, colour_name=colour[index],
                                            colour_hex=colour[2], advice=SAMPLE_COLOUR_ADVICE[index], is_sample=True))
            if day not in taken_days:
                good = SAMPLE_GOOD_FOR[ordinal % len(SAMPLE_GOOD_FOR)]
                avoid = SAMPLE_AVOID[ordinal % len(SAMPLE_AVOID)]
                haircut = SAMPLE_HAIRCUT[ordinal % len(SAMPLE_HAIRCUT)]
                travel = SAMPLE_TRAVEL[ordinal % len(SAMPLE_TRAVEL)]
                calendar.append(CalendarDay(
                    date=day, good_for_mn=good[0], good_for_en=good[1], avoid_mn=avoid[0], avoid_en=avoid[1],
                    haircut_mn=haircut[0], haircut_en=haircut[1], travel_mn=travel[0], travel_en=travel[1],
                    note_mn=SAMPLE_NOTE[0], note_en=SAMPLE_NOTE[1], is_sample=True,
                ))
        result.horoscopes = len(DailyHoroscope.objects.bulk_create(texts))
        result.day_colors = len(DayColor.objects.bulk_create(colours))
        result.calendar_days = len(CalendarDay.objects.bulk_create(calendar))
    return result
