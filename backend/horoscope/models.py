"""Horoscope: zodiac signs, the Mongolian year cycle, daily texts, tarot, day colours and the calendar."""
from __future__ import annotations

import datetime as dt

from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.utils.translation import gettext_lazy as _

from common.models import Language

month_day_validator = RegexValidator(r"^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$", _("Use MM-DD, e.g. 03-21."))


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

    slug = models.SlugField(_("slug"), max_length=20, unique=True)
    name_mn = models.CharField(_("name (Mongolian)"), max_length=50)
    name_en = models.CharField(_("name (English)"), max_length=50)
    symbol = models.CharField(_("symbol"), max_length=4)
    start = models.CharField(
        _("first day"), max_length=5, validators=[month_day_validator], help_text=_("First day, MM-DD.")
    )
    end = models.CharField(
        _("last day"), max_length=5, validators=[month_day_validator], help_text=_("Last day, MM-DD.")
    )
    image_asset = models.CharField(
        _("image"), max_length=100, blank=True, help_text=_("Static image name, e.g. aries.svg.")
    )
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    objects = ZodiacSignQuerySet.as_manager()

    class Meta:
        ordering = ["position"]
        verbose_name = _("zodiac sign")
        verbose_name_plural = _("zodiac signs")

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
        YANG = "yang", _("Yang (male, эр)")
        YIN = "yin", _("Yin (female, эм)")

    year = models.PositiveSmallIntegerField(_("year"), unique=True)
    animal = models.CharField(_("animal year"), max_length=10, choices=Animal.choices)
    animal_mn = models.CharField(_("animal (Mongolian)"), max_length=30)
    animal_en = models.CharField(_("animal (English)"), max_length=30)
    element_mn = models.CharField(_("element (Mongolian)"), max_length=30)
    element_en = models.CharField(_("element (English)"), max_length=30)
    colour_mn = models.CharField(_("colour (Mongolian)"), max_length=30)
    colour_en = models.CharField(_("colour (English)"), max_length=30)
    polarity = models.CharField(_("polarity"), max_length=4, choices=Polarity.choices)
    name_mn = models.CharField(_("name (Mongolian)"), max_length=60, help_text=_("e.g. харагчин туулай."))
    name_en = models.CharField(_("name (English)"), max_length=60, help_text=_("e.g. Water Rabbit."))
    new_year_date = models.DateField(
        _("new year date"), null=True, blank=True, help_text=_("Tsagaan Sar (lunar new year), if known.")
    )

    objects = YearCycleQuerySet.as_manager()

    class Meta:
        ordering = ["year"]
        verbose_name = _("year of the cycle")
        verbose_name_plural = _("years of the cycle")

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

    sign = models.ForeignKey(
        ZodiacSign, on_delete=models.CASCADE, related_name="daily_texts", verbose_name=_("zodiac sign")
    )
    date = models.DateField(_("date"))
    language = models.CharField(_("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    text = models.TextField(_("text"))
    is_sample = models.BooleanField(
        _("is a sample"), default=False, help_text=_("Demo text, labelled as such on the page.")
    )
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = DailyHoroscopeQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "sign__position"]
        verbose_name = _("daily horoscope")
        verbose_name_plural = _("daily horoscopes")
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

    year = models.PositiveSmallIntegerField(_("year"))
    animal = models.CharField(_("animal year"), max_length=10, choices=Animal.choices)
    language = models.CharField(_("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    text = models.TextField(_("text"))
    is_sample = models.BooleanField(_("is a sample"), default=False)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = EasternForecastQuerySet.as_manager()

    class Meta:
        ordering = ["-year", "animal"]
        verbose_name = _("year forecast")
        verbose_name_plural = _("year forecasts")
        constraints = [
            models.UniqueConstraint(fields=["year", "animal", "language"], name="eastern_forecast_unique")
        ]

    def __str__(self) -> str:
        return f"{self.year} {self.animal} ({self.language})"


class TarotCard(models.Model):
    """A tarot card with its meaning in both languages."""

    class Arcana(models.TextChoices):
        MAJOR = "major", _("Major arcana")
        MINOR = "minor", _("Minor arcana")

    class Suit(models.TextChoices):
        NONE = "", "—"
        WANDS = "wands", _("Wands")
        CUPS = "cups", _("Cups")
        SWORDS = "swords", _("Swords")
        PENTACLES = "pentacles", _("Pentacles")

    slug = models.SlugField(_("slug"), max_length=50, unique=True)
    name_mn = models.CharField(_("name (Mongolian)"), max_length=100)
    name_en = models.CharField(_("name (English)"), max_length=100)
    arcana = models.CharField(_("arcana"), max_length=5, choices=Arcana.choices, default=Arcana.MAJOR)
    suit = models.CharField(_("suit"), max_length=10, choices=Suit.choices, blank=True, default=Suit.NONE)
    number = models.PositiveSmallIntegerField(
        _("number"), null=True, blank=True, help_text=_("0-21 for the major arcana.")
    )
    meaning_mn = models.TextField(_("meaning (Mongolian)"))
    meaning_en = models.TextField(_("meaning (English)"))
    reversed_meaning_mn = models.TextField(_("reversed meaning (Mongolian)"), blank=True)
    reversed_meaning_en = models.TextField(_("reversed meaning (English)"), blank=True)
    image_asset = models.CharField(
        _("image"), max_length=100, blank=True, help_text=_("Static image name, e.g. the-fool.webp.")
    )
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    is_active = models.BooleanField(_("is active"), default=True, help_text=_("Drawn in the tarot widget."))

    class Meta:
        ordering = ["position", "slug"]
        verbose_name = _("tarot card")
        verbose_name_plural = _("tarot cards")

    def __str__(self) -> str:
        return self.name_en


class DayColorQuerySet(models.QuerySet["DayColor"]):
    """Day colour look-ups."""

    def for_day(self, day: dt.date, language: str) -> DayColor | None:
        """The day colour of `day` in `language`, or None."""
        return self.filter(date=day, language=language).first()


class DayColor(models.Model):
    """The colour of the day and its advice, in one language."""

    date = models.DateField(_("date"))
    language = models.CharField(_("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    colour_name = models.CharField(_("colour"), max_length=50)
    colour_hex = models.CharField(_("colour code"), max_length=7, blank=True, help_text=_("Swatch as #rrggbb."))
    advice = models.TextField(_("advice"), blank=True)
    is_sample = models.BooleanField(_("is a sample"), default=False)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = DayColorQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "language"]
        verbose_name = _("day colour")
        verbose_name_plural = _("day colours")
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

    date = models.DateField(_("date"), unique=True)
    lunar_day = models.PositiveSmallIntegerField(
        _("lunar day"), null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(30)]
    )
    lunar_month = models.PositiveSmallIntegerField(
        _("lunar month"), null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(12)]
    )
    day_animal = models.CharField(_("day animal"), max_length=10, choices=Animal.choices, blank=True)
    menge_mn = models.CharField(
        _("menge (Mongolian)"), max_length=100, blank=True, help_text=_("The day's menge (өдрийн мэнгэ).")
    )
    menge_en = models.CharField(_("menge (English)"), max_length=100, blank=True)
    good_for_mn = models.TextField(_("good for (Mongolian)"), blank=True, help_text=_("What the day is good for."))
    good_for_en = models.TextField(_("good for (English)"), blank=True)
    avoid_mn = models.TextField(_("avoid (Mongolian)"), blank=True, help_text=_("What to avoid."))
    avoid_en = models.TextField(_("avoid (English)"), blank=True)
    haircut_mn = models.CharField(
        _("haircut (Mongolian)"), max_length=255, blank=True, help_text=_("Haircut advice (үс засуулах).")
    )
    haircut_en = models.CharField(_("haircut (English)"), max_length=255, blank=True)
    travel_mn = models.CharField(
        _("travel (Mongolian)"), max_length=255, blank=True, help_text=_("Favourable direction to set out.")
    )
    travel_en = models.CharField(_("travel (English)"), max_length=255, blank=True)
    note_mn = models.TextField(_("note (Mongolian)"), blank=True)
    note_en = models.TextField(_("note (English)"), blank=True)
    is_sample = models.BooleanField(
        _("is a sample"), default=False, help_text=_("Demo text, labelled as such on the page.")
    )
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = CalendarDayQuerySet.as_manager()

    class Meta:
        ordering = ["date"]
        verbose_name = _("calendar day")
        verbose_name_plural = _("calendar days")

    def __str__(self) -> str:
        return str(self.date)
