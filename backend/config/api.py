"""The one NinjaAPI: mounts every domain's router and turns errors into the JSON error shape."""
import logging

from django.http import Http404, HttpRequest, HttpResponse
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, ValidationError

from ads.api import router as ads_router
from alerts.api import router as alerts_router
from comics.api import router as comics_router
from comments.api import router as comments_router
from common.api_reads import as_api_error
from common.errors import ApiError, error_body
from common.json_renderer import JsonRenderer
from common.languages import request_language
from common.openapi import add_error_responses, add_input_rules
from common.request_forms import FormParser
from corrections.api import router as corrections_router
from elections.api import router as elections_router
from horoscope.api import router as horoscope_router
from navigation.api import router as navigation_router
from news.api import router as news_router
from news.reactions_api import router as reactions_router
from newsletter.api import router as newsletter_router
from pages.api import router as pages_router
from polls.api import router as polls_router
from stories.api import router as stories_router
from widgets.api import router as widgets_router

logger = logging.getLogger("portal.api")

class PortalAPI(NinjaAPI):
    """The NinjaAPI whose OpenAPI schema also declares the error answers and the rules of every input
    (common/openapi.py)."""

    def get_openapi_schema(self, **kwargs):
        return add_input_rules(add_error_responses(super().get_openapi_schema(**kwargs)))


api = PortalAPI(
    title="Portal API",
    version="1.0",
    description="The news portal's JSON API. Field and list names follow the specification.",
    docs_url="/docs",
    urls_namespace="api",
    parser=FormParser(),  # form fields from JSON bodies too (common/request_forms.py)
    renderer=JsonRenderer(),  # compact UTF-8, which pages embed as it is (common/json_renderer.py)
)
for router in (
    news_router, comments_router, polls_router, comics_router, stories_router,
    elections_router, widgets_router, horoscope_router, ads_router, pages_router, navigation_router,
    corrections_router, newsletter_router,
):
    api.add_router("/", router)
api.add_router("/", reactions_router)
api.add_router("/", alerts_router)


def on_error(request: HttpRequest, exc: Exception | type[Exception]) -> HttpResponse:
    """Every error the API answers, in the shape and language of common/api_reads.py's answers."""
    error = as_api_error(exc) if isinstance(exc, Exception) else None
    assert error is not None, "registered only for the errors as_api_error answers"
    body = error_body(error.code, error.message(request_language(request)))
    return api.create_response(request, body, status=error.status)


for answered in (ApiError, ValidationError, Http404, HttpError, AuthenticationError):
    api.add_exception_handler(answered, on_error)


__all__ = ["api"]
