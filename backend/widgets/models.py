"""Widgets: covid counters, weather readings per city, and official exchange rates."""
from __future__ import annotations

import datetime as dt

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import OuterRef, Subquery
from django.utils import timezone
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from common.languages import translated


class FeedSource(models.TextChoices):
    """Where a stored figure came from; sample rows are labelled as such on the page.

    The rates API names the source in the reader's language (schemas.RateOut).
    """

    MONGOLBANK = "mongolbank", _("Bank of Mongolia")
    OPEN_METEO = "open-meteo", "Open-Meteo"  # a name, the same in both languages
    EDITOR = "editor", _("Entered by an editor")
    SAMPLE = "sample", _("Sample (demo data)")


# --- covid ------------------------------------------------------------------------------------


class CovidDayQuerySet(models.QuerySet["CovidDay"]):
    """Covid series look-ups."""

    def latest_day(self) -> CovidDay | None:
        """The most recent day in the series."""
        return self.order_by("-date").first()

    def between(self, start: dt.date | None = None, end: dt.date | None = None) -> CovidDayQuerySet:
        """Days from `start` to `end` inclusive (either may be open), oldest first."""
        queryset = self
        if start is not None:
            queryset = queryset.filter(date__gte=start)
        if end is not None:
            queryset = queryset.filter(date__lte=end)
        return queryset.order_by("date")


class CovidDay(models.Model):
    """One day of Mongolia's covid series (JHU CSSE cumulative figures and daily differences)."""

    date = models.DateField(_("date"), unique=True)
    new_cases = models.IntegerField(
        _("new cases"), help_text=_("May be negative where the source revised totals down.")
    )
    total_cases = models.PositiveIntegerField(_("total cases"))
    new_deaths = models.IntegerField(_("new deaths"))
    total_deaths = models.PositiveIntegerField(_("total deaths"))
    total_recovered = models.PositiveIntegerField(
        _("total recovered"), null=True, blank=True,
        help_text=_("Empty after 2021-08-04: the source stopped reporting recoveries."),
    )
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = CovidDayQuerySet.as_manager()

    class Meta:
        ordering = ["date"]
        verbose_name = _("covid day")
        verbose_name_plural = _("covid days")

    def __str__(self) -> str:
        return f"{self.date}: {self.total_cases} cases"


# --- weather ----------------------------------------------------------------------------------


class City(models.Model):
    """A town shown in the weather widget: the capital or an aimag centre."""

    slug = models.SlugField(_("slug"), max_length=60, unique=True)
    name_mn = models.CharField(_("name (Mongolian)"), max_length=100)
    name_en = models.CharField(_("name (English)"), max_length=100)
    aimag_mn = models.CharField(_("aimag (Mongolian)"), max_length=100, blank=True)
    aimag_en = models.CharField(_("aimag (English)"), max_length=100, blank=True)
    latitude = models.DecimalField(_("latitude"), max_digits=8, decimal_places=5,
                                   validators=[MinValueValidator(-90), MaxValueValidator(90)])
    longitude = models.DecimalField(_("longitude"), max_digits=8, decimal_places=5,
                                    validators=[MinValueValidator(-180), MaxValueValidator(180)])
    is_capital = models.BooleanField(_("is the capital"), default=False)
    is_shown = models.BooleanField(
        _("is shown"), default=True, help_text=_("Listed in the weather widget and fetched.")
    )
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["position", "name_en"]
        verbose_name = _("city")
        verbose_name_plural = _("cities")

    def __str__(self) -> str:
        return self.name_en


# WMO weather codes as Open-Meteo uses them, in words.
WEATHER_CODES: dict[int, Promise] = {
    0: _("Clear sky"),
    1: _("Mainly clear"),
    2: _("Partly cloudy"),
    3: _("Overcast"),
    45: _("Fog"),
    48: _("Depositing rime fog"),
    51: _("Light drizzle"),
    53: _("Moderate drizzle"),
    55: _("Dense drizzle"),
    56: _("Light freezing drizzle"),
    57: _("Dense freezing drizzle"),
    61: _("Slight rain"),
    63: _("Moderate rain"),
    65: _("Heavy rain"),
    66: _("Light freezing rain"),
    67: _("Heavy freezing rain"),
    71: _("Slight snowfall"),
    73: _("Moderate snowfall"),
    75: _("Heavy snowfall"),
    77: _("Snow grains"),
    80: _("Slight rain showers"),
    81: _("Moderate rain showers"),
    82: _("Violent rain showers"),
    85: _("Slight snow showers"),
    86: _("Heavy snow showers"),
    95: _("Thunderstorm"),
    96: _("Thunderstorm with slight hail"),
    99: _("Thunderstorm with heavy hail"),
}


class WeatherReadingQuerySet(models.QuerySet["WeatherReading"]):
    """Weather look-ups for the widget."""

    def recent(self, since: dt.datetime) -> WeatherReadingQuerySet:
        """Readings observed at or after `since`, newest first."""
        return self.filter(observed_at__gte=since).order_by("-observed_at")

    def latest_per_city(self) -> WeatherReadingQuerySet:
        """Each shown city's newest reading, in widget order."""
        newest = self.model.objects.filter(city=OuterRef("city")).order_by("-observed_at").values("pk")[:1]
        return (
            self.filter(pk=Subquery(newest), city__is_shown=True)
            .select_related("city")
            .order_by("city__position", "city__name_en")
        )

    def sample(self) -> WeatherReadingQuerySet:
        """Demo readings only."""
        return self.filter(source=FeedSource.SAMPLE)


class WeatherReading(models.Model):
    """Current conditions in one city at one time, as fetched from the weather service."""

    city = models.ForeignKey(City, on_delete=models.CASCADE, related_name="readings", verbose_name=_("city"))
    observed_at = models.DateTimeField(_("observed at"))
    temperature_c = models.DecimalField(_("temperature, °C"), max_digits=4, decimal_places=1)
    apparent_c = models.DecimalField(_("feels like, °C"), max_digits=4, decimal_places=1, null=True, blank=True)
    weather_code = models.PositiveSmallIntegerField(_("weather code"), help_text=_("WMO code."))
    wind_kmh = models.DecimalField(_("wind, km/h"), max_digits=5, decimal_places=1)
    humidity = models.PositiveSmallIntegerField(
        _("humidity"), null=True, blank=True, help_text=_("Relative humidity, percent.")
    )
    is_day = models.BooleanField(_("daytime"), null=True, blank=True)
    source = models.CharField(_("source"), max_length=20, choices=FeedSource.choices, default=FeedSource.OPEN_METEO)
    fetched_at = models.DateTimeField(_("fetched at"), default=timezone.now)

    objects = WeatherReadingQuerySet.as_manager()

    class Meta:
        ordering = ["-observed_at", "city"]
        verbose_name = _("weather reading")
        verbose_name_plural = _("weather readings")
        constraints = [models.UniqueConstraint(fields=["city", "observed_at"], name="weather_unique_city_time")]
        indexes = [models.Index(fields=["city", "-observed_at"], name="weather_city_time_idx")]

    def __str__(self) -> str:
        return f"{self.city} {self.observed_at:%Y-%m-%d %H:%M}: {self.temperature_c} °C"

    @property
    def is_sample(self) -> bool:
        """True for demo readings."""
        return self.source == FeedSource.SAMPLE

    def description(self, language: str) -> str:
        """The weather code in words, in `language` ("mn" or "en")."""
        words = WEATHER_CODES.get(self.weather_code)
        return translated(words, language) if words else f"WMO code {self.weather_code}"


# --- exchange rates ---------------------------------------------------------------------------


class CurrencyQuerySet(models.QuerySet["Currency"]):
    """Currency look-ups."""

    def shown(self) -> CurrencyQuerySet:
        """Currencies listed in the widget, in widget order."""
        return self.filter(is_shown=True).order_by("position", "code")


class Currency(models.Model):
    """A foreign currency quoted against the tögrög."""

    code = models.CharField(_("code"), max_length=3, unique=True, help_text=_("ISO 4217, e.g. USD."))
    name_mn = models.CharField(_("name (Mongolian)"), max_length=100)
    name_en = models.CharField(_("name (English)"), max_length=100)
    unit = models.PositiveIntegerField(
        _("unit"), default=1, help_text=_("The rate is MNT per this many units (1 or 100).")
    )
    is_shown = models.BooleanField(_("is shown"), default=True)
    position = models.PositiveSmallIntegerField(_("position"), default=100)

    objects = CurrencyQuerySet.as_manager()

    class Meta:
        ordering = ["position", "code"]
        verbose_name = _("currency")
        verbose_name_plural = _("currencies")

    def __str__(self) -> str:
        return self.code


class ExchangeRateQuerySet(models.QuerySet["ExchangeRate"]):
    """Rate tables and chart series."""

    def on_or_before(self, day: dt.date) -> ExchangeRateQuerySet:
        """Each currency's most recent rate on or before `day` (the table 'as of' that day)."""
        newest = (
            self.model.objects.filter(currency=OuterRef("currency"), date__lte=day)
            .order_by("-date")
            .values("date")[:1]
        )
        return (
            self.filter(date__lte=day, date=Subquery(newest))
            .select_related("currency")
            .order_by("currency__position", "currency__code")
        )

    def for_currency(self, code: str) -> ExchangeRateQuerySet:
        """One currency's rates, oldest first (for charts)."""
        return self.filter(currency__code=code.upper()).order_by("date")

    def between(self, start: dt.date, end: dt.date) -> ExchangeRateQuerySet:
        """Rates dated from `start` to `end` inclusive."""
        return self.filter(date__range=(start, end))

    def official(self) -> ExchangeRateQuerySet:
        """Rates from the Bank of Mongolia or an editor, not demo data."""
        return self.exclude(source=FeedSource.SAMPLE)

    def sample(self) -> ExchangeRateQuerySet:
        """Demo rates only."""
        return self.filter(source=FeedSource.SAMPLE)


class ExchangeRate(models.Model):
    """The official rate of one currency on one day, in tögrög per `currency.unit` units."""

    currency = models.ForeignKey(
        Currency, on_delete=models.CASCADE, related_name="rates", verbose_name=_("currency")
    )
    date = models.DateField(_("date"))
    rate_mnt = models.DecimalField(_("rate, MNT"), max_digits=14, decimal_places=4)
    source = models.CharField(_("source"), max_length=20, choices=FeedSource.choices, default=FeedSource.MONGOLBANK)
    fetched_at = models.DateTimeField(_("fetched at"), default=timezone.now)

    objects = ExchangeRateQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "currency"]
        verbose_name = _("exchange rate")
        verbose_name_plural = _("exchange rates")
        constraints = [models.UniqueConstraint(fields=["currency", "date"], name="exchange_rate_unique_day")]
        indexes = [models.Index(fields=["date"], name="exchange_rate_date_idx")]

    def __str__(self) -> str:
        return f"{self.currency} {self.date}: {self.rate_mnt} MNT"

    @property
    def is_sample(self) -> bool:
        """True for demo rates."""
        return self.source == FeedSource.SAMPLE
