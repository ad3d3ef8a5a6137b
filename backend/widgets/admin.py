"""Newsroom screens for covid figures, weather towns and readings, currencies and rates."""
from django.contrib import admin

from .models import City, CovidDay, Currency, ExchangeRate, FeedSource, WeatherReading


@admin.register(CovidDay)
class CovidDayAdmin(admin.ModelAdmin):
    list_display = ["date", "new_cases", "total_cases", "new_deaths", "total_deaths", "total_recovered"]
    date_hierarchy = "date"
    search_fields = ["date"]
    ordering = ["-date"]


@admin.register(City)
class CityAdmin(admin.ModelAdmin):
    list_display = ["name_en", "name_mn", "aimag_en", "latitude", "longitude", "is_capital", "is_shown", "position"]
    list_editable = ["is_shown", "position"]
    list_filter = ["is_capital", "is_shown"]
    search_fields = ["name_en", "name_mn", "aimag_en", "aimag_mn", "slug"]
    prepopulated_fields = {"slug": ["name_en"]}


@admin.register(WeatherReading)
class WeatherReadingAdmin(admin.ModelAdmin):
    list_display = ["city", "observed_at", "temperature_c", "apparent_c", "weather_code", "wind_kmh", "humidity",
                    "source", "fetched_at"]
    list_filter = ["source", "city"]
    search_fields = ["city__name_en", "city__name_mn"]
    date_hierarchy = "observed_at"
    list_select_related = ["city"]


@admin.register(Currency)
class CurrencyAdmin(admin.ModelAdmin):
    list_display = ["code", "name_mn", "name_en", "unit", "is_shown", "position"]
    list_editable = ["is_shown", "position"]
    list_filter = ["is_shown"]
    search_fields = ["code", "name_mn", "name_en"]


@admin.register(ExchangeRate)
class ExchangeRateAdmin(admin.ModelAdmin):
    list_display = ["date", "currency", "rate_mnt", "source", "fetched_at"]
    list_filter = ["source", "currency"]
    search_fields = ["currency__code", "currency__name_en", "currency__name_mn"]
    date_hierarchy = "date"
    list_select_related = ["currency"]
    autocomplete_fields = ["currency"]

    def get_changeform_initial_data(self, request):
        """A rate typed in by hand is marked as the editor's."""
        return {**super().get_changeform_initial_data(request), "source": FeedSource.EDITOR}
