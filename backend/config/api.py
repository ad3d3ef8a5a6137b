"""The one NinjaAPI: mounts every domain's router and turns errors into the JSON error shape."""
import logging

from django.http import Http404, HttpRequest, HttpResponse
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, ValidationError

from ads.api import router as ads_router
from comics.api import router as comics_router
from comments.api import router as comments_router
from common.errors import ApiError, error_body
from common.json_renderer import JsonRenderer
from common.languages import request_language
from common.openapi import add_error_responses, add_input_rules
from common.request_forms import FormParser
from elections.api import router as elections_router
from horoscope.api import router as horoscope_router
from navigation.api import router as navigation_router
from news.api import router as news_router
from news.reactions_api import router as reactions_router
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
):
    api.add_router("/", router)
api.add_router("/", reactions_router)


def _error(request: HttpRequest, error: ApiError) -> HttpResponse:
    body = error_body(error.code, error.message(request_language(request)))
    return api.create_response(request, body, status=error.status)


@api.exception_handler(ApiError)
def on_api_error(request: HttpRequest, exc: ApiError) -> HttpResponse:
    return _error(request, exc)


@api.exception_handler(ValidationError)
def on_validation_error(request: HttpRequest, exc: ValidationError) -> HttpResponse:
    return _error(request, ApiError("invalid_input", status=400))


@api.exception_handler(Http404)
def on_not_found(request: HttpRequest, exc: Http404) -> HttpResponse:
    return _error(request, ApiError("not_found", status=404))


@api.exception_handler(HttpError)
def on_http_error(request: HttpRequest, exc: HttpError) -> HttpResponse:
    codes = {404: "not_found", 405: "method_not_allowed", 429: "throttled"}
    return _error(request, ApiError(codes.get(exc.status_code, "invalid_input"), status=exc.status_code))


@api.exception_handler(AuthenticationError)
def on_auth_error(request: HttpRequest, exc: AuthenticationError) -> HttpResponse:
    return _error(request, ApiError("invalid_input", status=403))


__all__ = ["api"]
