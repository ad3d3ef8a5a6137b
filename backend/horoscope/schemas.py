"""Wire shapes of the horoscope pages: one shape per page, names picked in the request's language."""
from __future__ import annotations

from ninja import Field

from common.languages import Language, pick
from common.schema import WireSchema
from common.wire import context_language

from . import logic


class AnimalOut(WireSchema):
    key: str
    name: str
    name_mn: str
    name_en: str


def animal_out(animal: str, language: Language) -> dict | None:
    if not animal:
        return None
    mn, en = logic.animal_names(animal)
    return {"key": animal, "name": pick(language, mn, en), "name_mn": mn, "name_en": en}


class YearCycleOut(WireSchema):
    """A year of the 60-year cycle, in both languages plus the request's (`name`, `animal`, ...)."""

    year: int
    name: str
    name_mn: str
    name_en: str
    animal: AnimalOut
    element: str
    element_mn: str
    element_en: str
    colour: str
    colour_mn: str
    colour_en: str
    polarity: str
    new_year_date: str | None

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)

    @staticmethod
    def resolve_animal(obj, context) -> dict | None:
        return animal_out(obj.animal, context_language(context))

    @staticmethod
    def resolve_element(obj, context) -> str:
        return pick(context_language(context), obj.element_mn, obj.element_en)

    @staticmethod
    def resolve_colour(obj, context) -> str:
        return pick(context_language(context), obj.colour_mn, obj.colour_en)

    @staticmethod
    def resolve_new_year_date(obj) -> str | None:
        return obj.new_year_date.isoformat() if obj.new_year_date else None


class CalendarDayOut(WireSchema):
    """The lunar-calendar day; fields the almanac does not give are null or empty."""

    date: str
    lunar_day: int | None
    lunar_month: int | None
    day_animal: AnimalOut | None
    menge: str
    good_for: str
    avoid: str
    haircut: str
    travel: str
    note: str
    is_sample: bool

    @staticmethod
    def resolve_date(obj) -> str:
        return obj.date.isoformat()

    @staticmethod
    def resolve_day_animal(obj, context) -> dict | None:
        return animal_out(obj.day_animal, context_language(context))

    @staticmethod
    def resolve_menge(obj, context) -> str:
        return pick(context_language(context), obj.menge_mn, obj.menge_en)

    @staticmethod
    def resolve_good_for(obj, context) -> str:
        return pick(context_language(context), obj.good_for_mn, obj.good_for_en)

    @staticmethod
    def resolve_avoid(obj, context) -> str:
        return pick(context_language(context), obj.avoid_mn, obj.avoid_en)

    @staticmethod
    def resolve_haircut(obj, context) -> str:
        return pick(context_language(context), obj.haircut_mn, obj.haircut_en)

    @staticmethod
    def resolve_travel(obj, context) -> str:
        return pick(context_language(context), obj.travel_mn, obj.travel_en)

    @staticmethod
    def resolve_note(obj, context) -> str:
        return pick(context_language(context), obj.note_mn, obj.note_en)


class SignOut(WireSchema):
    """A western sign with the day's text (empty, `has_text` false, when none was written)."""

    slug: str
    name: str
    symbol: str
    start: str
    end: str
    image: str
    text: str
    has_text: bool
    is_sample: bool

    @staticmethod
    def resolve_slug(obj) -> str:
        return obj.sign.slug

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.sign.name_mn, obj.sign.name_en)

    @staticmethod
    def resolve_symbol(obj) -> str:
        return obj.sign.symbol

    @staticmethod
    def resolve_start(obj) -> str:
        return obj.sign.start

    @staticmethod
    def resolve_end(obj) -> str:
        return obj.sign.end

    @staticmethod
    def resolve_image(obj) -> str:
        return logic.optional_asset_url(obj.sign.image_asset)

    @staticmethod
    def resolve_text(obj) -> str:
        return obj.text.text if obj.text else ""

    @staticmethod
    def resolve_has_text(obj) -> bool:
        return obj.text is not None

    @staticmethod
    def resolve_is_sample(obj) -> bool:
        return bool(obj.text and obj.text.is_sample)


class TarotCardOut(WireSchema):
    slug: str
    name: str
    arcana: str
    suit: str
    number: int | None
    meaning: str
    reversed_meaning: str
    image: str

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)

    @staticmethod
    def resolve_meaning(obj, context) -> str:
        return pick(context_language(context), obj.meaning_mn, obj.meaning_en)

    @staticmethod
    def resolve_reversed_meaning(obj, context) -> str:
        return pick(context_language(context), obj.reversed_meaning_mn, obj.reversed_meaning_en)

    @staticmethod
    def resolve_image(obj) -> str:
        return logic.optional_asset_url(obj.image_asset)


class DailyCardOut(WireSchema):
    card: TarotCardOut
    is_reversed: bool


class ForecastOut(WireSchema):
    animal: AnimalOut
    text: str
    is_sample: bool

    @staticmethod
    def resolve_animal(obj, context) -> dict | None:
        return animal_out(obj.animal, context_language(context))


class HoroscopePageOut(WireSchema):
    """One horoscope page; only the fields of `page` are filled, the others are null."""

    page: str
    date: str
    is_sample: bool
    calendar: CalendarDayOut | None = None
    year: YearCycleOut | None = None
    signs: list[SignOut] | None = None
    current_sign: str | None = None
    sign: SignOut | None = None
    cards: list[TarotCardOut] | None = None
    daily_card: DailyCardOut | None = None
    card_back: str | None = None
    forecasts: list[ForecastOut] | None = None


class DayColorOut(WireSchema):
    date: str
    colour_name: str
    colour_hex: str
    advice: str
    is_sample: bool

    @staticmethod
    def resolve_date(obj) -> str:
        return obj.date.isoformat()


class DayColorPageOut(WireSchema):
    daycolor: DayColorOut


class FootprintOut(WireSchema):
    year: YearCycleOut
    forecasts: list[ForecastOut]
    is_sample: bool
    years: list[int] = Field(description="The years that have forecasts in this edition, newest first.")


class AssetOut(WireSchema):
    name: str
    url: str
