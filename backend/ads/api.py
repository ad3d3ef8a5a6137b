"""Ad endpoints (API.md "Widgets, pages and the rest"): serve creatives, count impressions and clicks."""

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from ninja import Form, Router

from common.errors import ApiError
from common.languages import request_language
from common.request_forms import request_form
from common.throttle import check_rate

from . import logic
from .schemas import AdConfigOut, AdsOut, ClickOut, ImpressionIn, ImpressionOut

router = Router(tags=["ads"])

NO_STORE = "no-store"
HTML_IDS_DOC = {
    "parameters": [
        {
            "in": "query",
            "name": name,
            "required": False,
            "schema": {
                "type": "array", "maxItems": logic.MAX_HTML_IDS,
                "items": {"type": "string", "pattern": logic.id_list_pattern(logic.MAX_HTML_IDS)},
            },
            "style": "form",
            "explode": True,
            "description": "Slot html ids (also comma lists); unknown or malformed ids are left out.",
        }
        for name in ("htmlids[]", "htmlids")
    ]
}


@router.get("/ads", response=AdsOut, openapi_extra=HTML_IDS_DOC)
def list_ads(request: HttpRequest, response: HttpResponse, page: str | None = None, seed: int | None = None):
    """Creatives for the slots in `htmlids[]` (or `htmlids`), on a page of kind `page`."""
    html_ids = logic.parse_html_ids(request.GET.getlist("htmlids[]"), request.GET.getlist("htmlids"))
    response["Cache-Control"] = NO_STORE  # a shared copy would show every reader the same banner
    # The edition is the request's `lang` (the app always sends it), so banners match the page's language.
    return {"slots": logic.placements_for(html_ids, logic.page_kind(page), seed, request_language(request))}


@router.get("/ads/config", response=AdConfigOut)
def get_ad_config(request: HttpRequest):
    return logic.sdk_config()


@router.post("/ads/impression", response=ImpressionOut)
def create_impressions(request: HttpRequest, data: Form[ImpressionIn]):
    """Count one impression for each creative id in `ids` (a comma list, or repeated)."""
    creative_ids = logic.parse_creative_ids(request_form(request).getlist("ids") or [data.ids])
    check_rate(request, "ad_impression")
    return {"status": "success", "counted": logic.count_impressions(creative_ids)}


@router.get("/ads/click/{creative_id}", url_name="ads-click", response={302: None})
def click_ad(request: HttpRequest, creative_id: str):
    """Send the reader to the advertiser; a GET changes nothing (ASVS 3.5.3), the count is the POST below."""
    target = logic.click_target(logic.parse_creative_id(creative_id))
    redirect = HttpResponseRedirect(target)
    redirect["Cache-Control"] = NO_STORE
    return redirect


@router.post("/ads/click/{creative_id}", response=ClickOut)
def count_click(request: HttpRequest, creative_id: str):
    """Count one click: the link's `ping` (or a sendBeacon) POSTs here while the GET above redirects."""
    pk = logic.parse_creative_id(creative_id)
    logic.click_target(pk)  # unknown creatives and unsafe links are a 404 here too
    try:
        check_rate(request, "ad_click")
    except ApiError:
        return {"status": "success", "counted": False}  # over the limit: answered, not counted
    logic.count_click(pk)
    return {"status": "success", "counted": True}
