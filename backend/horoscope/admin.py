"""Newsroom screens for signs, the year cycle, daily texts, tarot, day colours and the calendar."""
from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from .models import CalendarDay, DailyHoroscope, DayColor, EasternForecast, TarotCard, YearCycle, ZodiacSign


@admin.register(ZodiacSign)
class ZodiacSignAdmin(admin.ModelAdmin):
    list_display = ["symbol", "name_en", "name_mn", "start", "end", "position"]
    search_fields = ["name_en", "name_mn", "slug"]
    prepopulated_fields = {"slug": ["name_en"]}


@admin.register(YearCycle)
class YearCycleAdmin(admin.ModelAdmin):
    list_display = ["year", "name_mn", "name_en", "animal", "element_en", "colour_en", "polarity", "new_year_date"]
    list_filter = ["animal", "element_en", "polarity"]
    search_fields = ["year", "name_mn", "name_en"]


@admin.register(DailyHoroscope)
class DailyHoroscopeAdmin(admin.ModelAdmin):
    list_display = ["date", "sign", "language", "is_sample", "updated_at"]
    list_filter = ["language", "is_sample", "sign"]
    search_fields = ["text"]
    date_hierarchy = "date"
    list_select_related = ["sign"]


@admin.register(EasternForecast)
class EasternForecastAdmin(admin.ModelAdmin):
    list_display = ["year", "animal", "language", "is_sample", "updated_at"]
    list_filter = ["year", "animal", "language", "is_sample"]
    search_fields = ["text"]


@admin.register(TarotCard)
class TarotCardAdmin(admin.ModelAdmin):
    list_display = ["name_en", "name_mn", "arcana", "suit", "number", "image_asset", "is_active", "position"]
    list_filter = ["arcana", "suit", "is_active"]
    search_fields = ["name_en", "name_mn", "slug", "meaning_mn", "meaning_en"]
    prepopulated_fields = {"slug": ["name_en"]}


@admin.register(DayColor)
class DayColorAdmin(admin.ModelAdmin):
    list_display = ["date", "language", "colour_name", "colour_hex", "is_sample"]
    list_filter = ["language", "is_sample"]
    search_fields = ["colour_name", "advice"]
    date_hierarchy = "date"


@admin.register(CalendarDay)
class CalendarDayAdmin(admin.ModelAdmin):
    list_display = ["date", "lunar_day", "lunar_month", "day_animal", "menge_mn", "is_sample"]
    list_filter = ["is_sample", "day_animal"]
    search_fields = ["menge_mn", "menge_en", "good_for_mn", "good_for_en", "note_mn", "note_en"]
    date_hierarchy = "date"
    fieldsets = [
        (None, {"fields": ["date", "lunar_day", "lunar_month", "day_animal", "is_sample"]}),
        (_("Mongolian"), {"fields": ["menge_mn", "good_for_mn", "avoid_mn", "haircut_mn", "travel_mn", "note_mn"]}),
        (_("English"), {"fields": ["menge_en", "good_for_en", "avoid_en", "haircut_en", "travel_en", "note_en"]}),
    ]
