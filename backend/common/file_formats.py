"""What the apps' pydantic models of their shipped files share: value types and readable errors.

An app describes a reference file as pydantic models (its formats.py) and validates the whole
file in one step with `validate`; a bad file becomes the app's own error, one line per bad value
naming the file and the place: "aimag_centres.json: aimag_centres #3 lat: out of range, got 95".
Blank values mean "not known" (None, or "" for text); counts may carry thousands separators
("1,234"); percentages are Decimals between 0 and 100 with two places.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from decimal import Decimal, InvalidOperation
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, TypeAdapter, ValidationError
from pydantic_core import PydanticCustomError

# --- values -------------------------------------------------------------------------------


def _count(value: Any) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise PydanticCustomError("whole_number", "expected a whole number")
    if isinstance(value, int):
        number = value
    else:
        text = str(value).replace(",", "").replace(" ", "").strip()
        if not re.fullmatch(r"\d+", text):
            raise PydanticCustomError("whole_number", "expected a whole number")
        number = int(text)
    if number < 0:
        raise PydanticCustomError("negative", "must not be negative")
    return number


def _number(value: Any) -> int:
    number = _count(value)
    if number is None:
        raise PydanticCustomError("missing", "is missing")
    return number


def _integer(value: Any) -> int:
    if isinstance(value, bool) or value is None or value == "":
        raise PydanticCustomError("whole_number", "expected a whole number")
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if not re.fullmatch(r"[-+]?\d+", text):
        raise PydanticCustomError("whole_number", "expected a whole number")
    return int(text)


def _percent(value: Any) -> Decimal | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise PydanticCustomError("percent", "expected a percentage")
    try:
        number = Decimal(str(value).replace(",", "").rstrip("%").strip())
    except InvalidOperation:
        raise PydanticCustomError("percent", "expected a percentage") from None
    if not number.is_finite() or not 0 <= number <= 100:
        raise PydanticCustomError("percent", "a percentage must be between 0 and 100")
    return number.quantize(Decimal("0.01"))


def _decimal_within(limit: int, places: int) -> Callable[[Any], Decimal]:
    """A number between -limit and limit, as a Decimal with `places` decimal places."""
    quantum = Decimal(1).scaleb(-places)

    def check(value: Any) -> Decimal:
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise PydanticCustomError("number", "expected a number")
        try:
            number = Decimal(str(value))
        except InvalidOperation:
            raise PydanticCustomError("number", "expected a number") from None
        if not number.is_finite() or abs(number) > limit:
            raise PydanticCustomError("range", "out of range")
        return number.quantize(quantum)

    return check


def clean_text(value: Any) -> str:
    """A stripped string; None is "" and anything but text is an error."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise PydanticCustomError("text", "expected text")
    return value.strip()


def _key(value: Any) -> str:
    text = clean_text(value)
    if not text:
        raise PydanticCustomError("missing", "is missing")
    return text


def _yes_no(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value or "").strip().lower()
    if text in {"", "0", "no", "false", "n"}:
        return False
    if text in {"1", "yes", "true", "y"}:
        return True
    raise PydanticCustomError("yes_no", "expected yes/no")


Count = Annotated[int | None, BeforeValidator(_count)]  # a whole number >= 0, or not known
Number = Annotated[int, BeforeValidator(_number)]  # a whole number >= 0 that must be there
Integer = Annotated[int, BeforeValidator(_integer)]  # a whole number that must be there, may be negative
Percent = Annotated[Decimal | None, BeforeValidator(_percent)]
Latitude = Annotated[Decimal, BeforeValidator(_decimal_within(90, 5))]
Longitude = Annotated[Decimal, BeforeValidator(_decimal_within(180, 5))]
Text = Annotated[str, BeforeValidator(clean_text)]  # stripped; missing or null is ""
Key = Annotated[str, BeforeValidator(_key)]  # text that must not be blank
YesNo = Annotated[bool, BeforeValidator(_yes_no)]


class Record(BaseModel):
    """Keys the importer does not read are allowed (the files carry notes and checks)."""

    model_config = ConfigDict(extra="ignore", frozen=True)


def value_error(kind: str, message: str, value: Any) -> PydanticCustomError:
    """An error whose message names the bad value itself ("unknown animal {value}" reads
    "unknown animal 'cat'"), so describe_errors appends none."""
    return PydanticCustomError(kind, message, {"value": repr(value)})


# --- errors ---------------------------------------------------------------------------------

Place = Callable[[tuple[int | str, ...]], str]


def describe_place(loc: tuple[int | str, ...], wrappers: Collection[str] = (),
                   names: Mapping[str, str] | None = None) -> str:
    """A place in a file, from pydantic's loc: ("party_seats", 0, "seats") reads "party_seats #1 seats".

    Keys in `wrappers` only wrap the rows and are left out; `names` renames a key ("signs": "sign").
    """
    place, after_row = "", False
    for part in loc:
        if isinstance(part, int):
            place, after_row = f"{place} #{part + 1}", True
        elif part not in wrappers:
            part = (names or {}).get(part, part)
            place, after_row = (f"{place} {part}" if after_row else f"{place}.{part}" if place else part), False
    return place.strip()


def csv_place(loc: tuple[int | str, ...], skip: int = 0) -> str:
    """A place in a list of CSV rows: (3, "seats") reads "line 5 seats" (the header is line 1).

    `skip` leaves out that many keys after the row number (a union's tag).
    """
    line = f"line {int(loc[0]) + 2}"
    rest = describe_place(loc[1 + skip:])
    return f"{line} {rest}" if rest else line


def describe_errors(source: str, error: ValidationError, place: Place = describe_place) -> str:
    """One line per bad value: the file, the place and what is wrong ("..., got 'many'")."""
    lines = []
    for item in error.errors(include_url=False):
        where = place(item["loc"])
        message = item["msg"]
        value = item.get("input")
        names_value = "value" in (item.get("ctx") or {})
        if item["type"] != "missing" and not names_value \
                and (value is None or isinstance(value, str | int | float | Decimal)):
            message += f", got {value!r}"
        lines.append(f"{source}: {where}: {message}" if where else f"{source}: {message}")
    return "\n".join(lines)


T = TypeVar("T")


def validate(format: type[T] | TypeAdapter[T], data: Any, source: str,
             error: Callable[[str], Exception], place: Place = describe_place) -> T:
    """`data` as the file `format` (a model or a TypeAdapter), or `error` naming the file and the place."""
    adapter = format if isinstance(format, TypeAdapter) else TypeAdapter(format)
    try:
        return adapter.validate_python(data)
    except ValidationError as problem:
        raise error(describe_errors(source, problem, place)) from None
