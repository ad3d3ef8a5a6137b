"""Horoscope: zodiac signs, the Mongolian year cycle, daily texts, tarot, day colours and the calendar."""
from __future__ import annotations

import datetime as dt

from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models

from common.models import Language

month_day_validator = RegexValidator(r"^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$", "Use MM-DD, e.g. 03-21.")


class Animal(models.TextChoices):
    """The twelve animals of the Mongolian (and Chinese) cycle, in cycle order."""

    RAT = "rat", "Хулгана / Rat"
    OX = "ox", "Үхэр / Ox"
    TIGER = "tiger", "Бар / Tiger"
    RABBIT = "rabbit", "Туулай / Rabbit"
    DRAGON = "dragon", "Луу / Dragon"
    SNAKE = "snake", "Могой / Snake"
    HORSE = "horse", "Морь / Horse"
    SHEEP = "sheep", "Хонь / Sheep"
    MONKEY = "monkey", "Бич / Monkey"
    ROOSTER = "rooster", "Тахиа / Rooster"
    DOG = "dog", "Нохой / Dog"
    PIG = "pig", "Гахай / Pig"


class ZodiacSignQuerySet(models.QuerySet["ZodiacSign"]):
    """Sign look-ups."""

    def for_date(self, day: dt.date) -> ZodiacSign | None:
        """The sign whose conventional date range holds `day`."""
        return next((sign for sign in self.order_by("position") if sign.contains(day)), None)


class ZodiacSign(models.Model):
    """A western (tropical) zodiac sign with its conventional date range."""

    slug = models.SlugField(max_length=20, unique=True)
    name_mn = models.CharField(max_length=50)
    name_en = models.CharField(max_length=50)
    symbol = models.CharField(max_length=4)
    start = models.CharField(max_length=5, validators=[month_day_validator], help_text="First day, MM-DD.")
    end = models.CharField(max_length=5, validators=[month_day_validator], help_text="Last day, MM-DD.")
    image_asset = models.CharField(max_length=100, blank=True, help_text="Static image name, e.g. aries.svg.")
    position = models.PositiveSmallIntegerField(default=0)

    objects = ZodiacSignQuerySet.as_manager()

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return f"{self.symbol} {self.name_en}"

    def contains(self, day: dt.date) -> bool:
        """Whether `day` falls in this sign (Capricorn wraps over the new year)."""
        month_day = f"{day.month:02d}-{day.day:02d}"
        if self.start <= self.end:
            return self.start <= month_day <= self.end
        return month_day >= self.start or month_day <= self.end


class YearCycleQuerySet(models.QuerySet["YearCycle"]):
    """Year look-ups."""

    def for_year(self, year: int) -> YearCycle | None:
        """The cycle entry of `year`, or None."""
        return self.filter(year=year).first()


class YearCycle(models.Model):
    """One year of the Mongolian 60-year cycle: animal, element and colour (from Tsagaan Sar)."""

    class Polarity(models.TextChoices):
        YANG = "yang", "Yang (male, эр)"
        YIN = "yin", "Yin (female, эм)"

    year = models.PositiveSmallIntegerField(unique=True)
    animal = models.CharField(max_length=10, choices=Animal.choices)
    animal_mn = models.CharField(max_length=30)
    animal_en = models.CharField(max_length=30)
    element_mn = models.CharField(max_length=30)
    element_en = models.CharField(max_length=30)
    colour_mn = models.CharField(max_length=30)
    colour_en = models.CharField(max_length=30)
    polarity = models.CharField(max_length=4, choices=Polarity.choices)
    name_mn = models.CharField(max_length=60, help_text="e.g. харагчин туулай.")
    name_en = models.CharField(max_length=60, help_text="e.g. Water Rabbit.")
    new_year_date = models.DateField(null=True, blank=True, help_text="Tsagaan Sar (lunar new year), if known.")

    objects = YearCycleQuerySet.as_manager()

    class Meta:
        ordering = ["year"]

    def __str__(self) -> str:
        return f"{self.year}: {self.name_en}"


class DailyHoroscopeQuerySet(models.QuerySet["DailyHoroscope"]):
    """Daily texts."""

    def for_day(self, day: dt.date, language: str) -> DailyHoroscopeQuerySet:
        """All signs' texts of one day in one language, in sign order."""
        return self.filter(date=day, language=language).select_related("sign").order_by("sign__position")

    def real(self) -> DailyHoroscopeQuerySet:
        """Texts written by the newsroom, not demo samples."""
        return self.filter(is_sample=False)


class DailyHoroscope(models.Model):
    """One sign's horoscope text for one day in one language."""

    sign = models.ForeignKey(ZodiacSign, on_delete=models.CASCADE, related_name="daily_texts")
    date = models.DateField()
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    text = models.TextField()
    is_sample = models.BooleanField(default=False, help_text="Demo text, labelled as such on the page.")
    updated_at = models.DateTimeField(auto_now=True)

    objects = DailyHoroscopeQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "sign__position"]
        verbose_name = "daily horoscope"
        constraints = [
            models.UniqueConstraint(fields=["sign", "date", "language"], name="daily_horoscope_unique")
        ]
        indexes = [models.Index(fields=["date", "language"], name="daily_horoscope_day_idx")]

    def __str__(self) -> str:
        return f"{self.sign.name_en} {self.date} ({self.language})"


class EasternForecastQuerySet(models.QuerySet["EasternForecast"]):
    """Year forecasts by birth animal."""

    def for_year(self, year: int, language: str) -> EasternForecastQuerySet:
        """All twelve animals' forecasts for `year` in one language."""
        return self.filter(year=year, language=language)


class EasternForecast(models.Model):
    """The year's forecast ('footprint') for people born in one animal year, in one language."""

    year = models.PositiveSmallIntegerField()
    animal = models.CharField(max_length=10, choices=Animal.choices)
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    text = models.TextField()
    is_sample = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    objects = EasternForecastQuerySet.as_manager()

    class Meta:
        ordering = ["-year", "animal"]
        constraints = [
            models.UniqueConstraint(fields=["year", "animal", "language"], name="eastern_forecast_unique")
        ]

    def __str__(self) -> str:
        return f"{self.year} {self.animal} ({self.language})"


class TarotCard(models.Model):
    """A tarot card with its meaning in both languages."""

    class Arcana(models.TextChoices):
        MAJOR = "major", "Major arcana"
        MINOR = "minor", "Minor arcana"

    class Suit(models.TextChoices):
        NONE = "", "—"
        WANDS = "wands", "Wands"
        CUPS = "cups", "Cups"
        SWORDS = "swords", "Swords"
        PENTACLES = "pentacles", "Pentacles"

    slug = models.SlugField(max_length=50, unique=True)
    name_mn = models.CharField(max_length=100)
    name_en = models.CharField(max_length=100)
    arcana = models.CharField(max_length=5, choices=Arcana.choices, default=Arcana.MAJOR)
    suit = models.CharField(max_length=10, choices=Suit.choices, blank=True, default=Suit.NONE)
    number = models.PositiveSmallIntegerField(null=True, blank=True, help_text="0-21 for the major arcana.")
    meaning_mn = models.TextField()
    meaning_en = models.TextField()
    reversed_meaning_mn = models.TextField(blank=True)
    reversed_meaning_en = models.TextField(blank=True)
    image_asset = models.CharField(max_length=100, blank=True, help_text="Static image name, e.g. the-fool.webp.")
    position = models.PositiveSmallIntegerField(default=0)
    is_active = models.BooleanField(default=True, help_text="Drawn in the tarot widget.")

    class Meta:
        ordering = ["position", "slug"]

    def __str__(self) -> str:
        return self.name_en


class DayColorQuerySet(models.QuerySet["DayColor"]):
    """Day colour look-ups."""

    def for_day(self, day: dt.date, language: str) -> DayColor | None:
        """The day colour of `day` in `language`, or None."""
        return self.filter(date=day, language=language).first()


class DayColor(models.Model):
    """The colour of the day and its advice, in one language."""

    date = models.DateField()
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    colour_name = models.CharField(max_length=50)
    colour_hex = models.CharField(max_length=7, blank=True, help_text="Swatch as #rrggbb.")
    advice = models.TextField(blank=True)
    is_sample = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    objects = DayColorQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "language"]
        verbose_name = "day colour"
        constraints = [models.UniqueConstraint(fields=["date", "language"], name="day_color_unique")]

    def __str__(self) -> str:
        return f"{self.date} ({self.language}): {self.colour_name}"


class CalendarDayQuerySet(models.QuerySet["CalendarDay"]):
    """Calendar look-ups."""

    def between(self, start: dt.date, end: dt.date) -> CalendarDayQuerySet:
        """Days from `start` to `end` inclusive, in date order."""
        return self.filter(date__range=(start, end)).order_by("date")

    def real(self) -> CalendarDayQuerySet:
        """Days taken from an almanac, not demo samples."""
        return self.filter(is_sample=False)


class CalendarDay(models.Model):
    """One day of the Mongolian lunar calendar (tsagalbar) page, in both languages."""

    date = models.DateField(unique=True)
    lunar_day = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(30)]
    )
    lunar_month = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(12)]
    )
    day_animal = models.CharField(max_length=10, choices=Animal.choices, blank=True)
    menge_mn = models.CharField(max_length=100, blank=True, help_text="The day's menge (өдрийн мэнгэ).")
    menge_en = models.CharField(max_length=100, blank=True)
    good_for_mn = models.TextField(blank=True, help_text="What the day is good for.")
    good_for_en = models.TextField(blank=True)
    avoid_mn = models.TextField(blank=True, help_text="What to avoid.")
    avoid_en = models.TextField(blank=True)
    haircut_mn = models.CharField(max_length=255, blank=True, help_text="Haircut advice (үс засуулах).")
    haircut_en = models.CharField(max_length=255, blank=True)
    travel_mn = models.CharField(max_length=255, blank=True, help_text="Favourable direction to set out.")
    travel_en = models.CharField(max_length=255, blank=True)
    note_mn = models.TextField(blank=True)
    note_en = models.TextField(blank=True)
    is_sample = models.BooleanField(default=False, help_text="Demo text, labelled as such on the page.")
    updated_at = models.DateTimeField(auto_now=True)

    objects = CalendarDayQuerySet.as_manager()

    class Meta:
        ordering = ["date"]
        verbose_name = "calendar day"

    def __str__(self) -> str:
        return str(self.date)
