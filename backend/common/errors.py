"""API errors: a code, an HTTP status and a message in the reader's language."""
from dataclasses import dataclass

from .languages import Language

MESSAGES: dict[str, tuple[str, str]] = {
    # code: (Mongolian, English)
    "not_found": ("Хайсан зүйл олдсонгүй.", "Nothing was found here."),
    "invalid_input": ("Оруулсан утга буруу байна.", "The request is not valid."),
    "invalid_date": ("Огнооны формат буруу байна.", "The date is not in a valid format."),
    "invalid_size": ("Хуудасны хэмжээ 1-ээс {max} хооронд байх ёстой.", "The page size must be between 1 and {max}."),
    "invalid_cursor": ("Хуудаслалтын утга буруу байна.", "The paging cursor is not valid."),
    "invalid_year": ("Оны утга буруу байна.", "The year is not valid."),
    "throttled": (
        "Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу.",
        "Too many requests. Please wait and try again.",
    ),
    "method_not_allowed": ("Энэ хүсэлтийн арга зөвшөөрөгдөхгүй.", "This method is not allowed here."),
    "server_error": ("Түр зуурын алдаа гарлаа. Дахин оролдоно уу.", "A temporary error occurred. Please try again."),
    "unavailable": (
        "Үйлчилгээ түр саатлаа. Хэдэн секундын дараа дахин оролдоно уу.",
        "The service is briefly unavailable. Please try again in a few seconds.",
    ),
    "busy": (
        "Олон удаа зэрэг дарагдлаа. Түр хүлээгээд дахин оролдоно уу.",
        "Too many clicks at once. Please wait a moment and try again.",
    ),
    "forbidden": ("Энэ үйлдлийг хийх эрхгүй байна.", "This action is not allowed."),
    "too_large": ("Илгээсэн өгөгдөл хэт том байна.", "The request body is too large."),
    "unsupported_media_type": (
        "Өгөгдлийн төрөл буруу байна. Form эсвэл JSON илгээнэ үү.",
        "The body must be form-encoded or JSON.",
    ),
}


@dataclass
class ApiError(Exception):
    """Raised by logic and api code; the NinjaAPI turns it into the JSON error shape."""

    code: str
    status: int = 400
    params: dict[str, object] | None = None
    # A domain's own (Mongolian, English) message; shared codes are looked up in MESSAGES.
    text: tuple[str, str] | None = None

    def message(self, language: Language) -> str:
        mn, en = self.text or MESSAGES.get(self.code, MESSAGES["invalid_input"])
        text = en if language == "en" else mn
        return text.format(**(self.params or {}))


def error_body(code: str, message: str) -> dict[str, str]:
    return {"status": "error", "code": code, "message": message}
