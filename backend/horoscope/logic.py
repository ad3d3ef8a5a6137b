"""Horoscope use-cases: the pages' reads, the image assets, and demo sample content (labelled is_sample)."""
from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.db import transaction
from django.templatetags.static import static
from django.utils import timezone

from common.errors import ApiError
from common.languages import Language
from common.models import Language as Edition

from .importers import import_zodiac
from .models import Animal, CalendarDay, DailyHoroscope, DayColor, EasternForecast, TarotCard, YearCycle, ZodiacSign

# Short generic sample texts (mn, en); they say they are samples so no reader takes them as a reading.
# Content, not messages: written into rows per language, which the newsroom's own texts replace.
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
SAMPLE_PREFIX = {Edition.MONGOLIAN: "Жишээ текст. ", Edition.ENGLISH: "Sample text. "}

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
    languages = (Edition.MONGOLIAN, Edition.ENGLISH)
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


# --- reads for the horoscope endpoints --------------------------------------------------------

ASSET_ROOT = Path(__file__).resolve().parent / "static" / "horoscope"
ASSET_PREFIX = "horoscope/"
TAROT_BACK = "tarot/back.svg"
PAGES = ("calendar", "zodiac", "tarot", "eastern")  # the pages of /api/horoscope/{pageName}


def animal_names(animal: str) -> tuple[str, str]:
    """(Mongolian, English) name of a cycle animal, from its choice label "Хулгана / Rat"."""
    if animal not in Animal.values:
        return "", ""
    mn, _, en = Animal(animal).label.partition(" / ")
    return mn, en


# --- assets: the sign and card images shipped in static/horoscope/ ---


@lru_cache(maxsize=1)
def asset_names() -> dict[str, str]:
    """Every accepted asset name -> its path under static/horoscope/.

    A file answers to "zodiac/aries.svg", "zodiac/aries" and, when no other file shares the stem, "aries".
    """
    names: dict[str, str] = {}
    stems: dict[str, list[str]] = {}
    for path in sorted(ASSET_ROOT.rglob("*")):
        if not path.is_file():
            continue
        relative = path.relative_to(ASSET_ROOT).as_posix()
        names[relative] = relative
        names[relative.rsplit(".", 1)[0]] = relative
        stems.setdefault(path.stem, []).append(relative)
    for stem, paths in stems.items():
        if len(paths) == 1:
            names.setdefault(stem, paths[0])
    return names


def asset_url(name: str) -> str:
    """The static URL of an asset; an unknown name fails as the original's image lookup did."""
    relative = asset_names().get(name.strip().lstrip("/"))
    if relative is None:
        # The original's Node error, word for word in both languages: a plain str, not for translation.
        raise ApiError("MODULE_NOT_FOUND", status=404, params={"name": name}, text="Cannot find module '%(name)s'")
    return static(ASSET_PREFIX + relative)


def optional_asset_url(name: str) -> str:
    """The URL of an asset the newsroom named, or "" when no such file is shipped."""
    relative = asset_names().get(name) if name else None
    return static(ASSET_PREFIX + relative) if relative else ""


# --- pages ---


def year_cycle_for(day: dt.date) -> YearCycle | None:
    """The cycle year `day` belongs to: a day before Tsagaan Sar (when known) is in the previous year."""
    cycles = {cycle.year: cycle for cycle in YearCycle.objects.filter(year__in=(day.year - 1, day.year))}
    current = cycles.get(day.year)
    if current is not None and current.new_year_date is not None and day < current.new_year_date:
        return cycles.get(day.year - 1)
    return current


@dataclass
class CalendarPage:
    day: CalendarDay | None
    year: YearCycle | None


def calendar_page(day: dt.date) -> CalendarPage:
    return CalendarPage(CalendarDay.objects.filter(date=day).first(), year_cycle_for(day))


@dataclass
class SignText:
    sign: ZodiacSign
    text: DailyHoroscope | None


def zodiac_page(day: dt.date, language: Language) -> list[SignText]:
    """The twelve signs with the day's text in `language` (None where the newsroom wrote none)."""
    texts = {text.sign_id: text for text in DailyHoroscope.objects.filter(date=day, language=language)}
    return [SignText(sign, texts.get(sign.pk)) for sign in ZodiacSign.objects.order_by("position")]


def zodiac_sign(slug: str, day: dt.date, language: Language) -> SignText:
    sign = ZodiacSign.objects.filter(slug=slug.strip().lower()).first()
    if sign is None:
        raise ApiError("not_found", status=404)
    return SignText(sign, DailyHoroscope.objects.filter(sign=sign, date=day, language=language).first())


def current_sign(signs: list[SignText], day: dt.date) -> str | None:
    return next((item.sign.slug for item in signs if item.sign.contains(day)), None)


@dataclass
class DailyCard:
    card: TarotCard
    is_reversed: bool


def daily_card(cards: list[TarotCard], day: dt.date) -> DailyCard | None:
    """The day's card: the same for every reader on a date, chosen from the date's hash."""
    if not cards:
        return None
    digest = int.from_bytes(hashlib.sha256(f"tarot:{day.isoformat()}".encode()).digest()[:8], "big")
    return DailyCard(cards[digest % len(cards)], bool((digest >> 32) & 1))


def tarot_page(day: dt.date) -> tuple[list[TarotCard], DailyCard | None]:
    cards = list(TarotCard.objects.filter(is_active=True).order_by("position", "slug"))
    return cards, daily_card(cards, day)


@dataclass
class Forecast:
    animal: str
    text: str
    is_sample: bool


def forecasts(year: int, language: Language) -> list[Forecast]:
    """The year's forecasts by birth animal, in cycle order."""
    order = {animal: index for index, animal in enumerate(Animal.values)}
    rows = sorted(EasternForecast.objects.for_year(year, language), key=lambda row: order.get(row.animal, 99))
    return [Forecast(row.animal, row.text, row.is_sample) for row in rows]


def eastern_page(day: dt.date, language: Language) -> tuple[YearCycle | None, list[Forecast]]:
    cycle = year_cycle_for(day)
    return cycle, forecasts(cycle.year if cycle else day.year, language)


def footprint(year: int, language: Language) -> tuple[YearCycle, list[Forecast]]:
    """The eastern 'footprint' page of `year`: its animal, element and colour and the forecasts."""
    cycle = YearCycle.objects.for_year(year)
    if cycle is None:
        raise ApiError("not_found", status=404)
    return cycle, forecasts(year, language)


def forecast_years(language: Language, today: dt.date | None = None) -> list[int]:
    """The years whose footprint page has forecasts in `language`, newest first, up to this year: next
    year's forecasts may be written ahead, but are offered from its first day."""
    this_year = (today or timezone.localdate()).year
    years = EasternForecast.objects.filter(language=language, year__lte=this_year).values_list("year", flat=True)
    return list(years.order_by("-year").distinct())


def day_color(day: dt.date, language: Language) -> DayColor:
    colour = DayColor.objects.for_day(day, language)
    if colour is None:
        raise ApiError("not_found", status=404)
    return colour
