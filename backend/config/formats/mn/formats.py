"""Mongolian dates, times and numbers as CLDR `mn` writes them, for whatever Django formats.

Django's own `mn` formats (django/conf/locale/mn/formats.py) have a 12-hour clock ("3:05 PM"),
leave the date-time to the English default ("7-р сар. 1, 2024, 3:05 p.m.") and, through `E`, name
months by their animal-year names. These are CLDR mn's: "2024 оны 7-р сарын 1 15:05" in the
newsroom's lists, "2024.07.01" where it is short, a 24-hour clock everywhere. The characters outside
ASCII are no format codes, so the Cyrillic words stand as they are; the month is its number (`n`),
as in CLDR's "7-р сар", never Django's translated month names.
"""

DATE_FORMAT = "Y оны n-р сарын j"  # CLDR medium date: y 'оны' MMM'ын' d
TIME_FORMAT = "H:i"  # CLDR short time: HH:mm
DATETIME_FORMAT = "Y оны n-р сарын j H:i"  # CLDR medium date-time: {1} {0}
YEAR_MONTH_FORMAT = "Y оны n-р сар"  # CLDR yMMM
MONTH_DAY_FORMAT = "n-р сарын j"  # CLDR MMMd
SHORT_DATE_FORMAT = "Y.m.d"  # CLDR short date: y.MM.dd
SHORT_DATETIME_FORMAT = "Y.m.d H:i"
FIRST_DAY_OF_WEEK = 1  # Monday

# The first of each is what a form field shows; the ISO forms stay first, as the admin's date and
# time pickers write them.
DATE_INPUT_FORMATS = ["%Y-%m-%d", "%Y.%m.%d"]
TIME_INPUT_FORMATS = ["%H:%M:%S", "%H:%M:%S.%f", "%H:%M"]
DATETIME_INPUT_FORMATS = [
    "%Y-%m-%d %H:%M:%S",
    "%Y-%m-%d %H:%M:%S.%f",
    "%Y-%m-%d %H:%M",
    "%Y.%m.%d %H:%M:%S",
    "%Y.%m.%d %H:%M",
]
DECIMAL_SEPARATOR = "."
THOUSAND_SEPARATOR = ","
NUMBER_GROUPING = 3
