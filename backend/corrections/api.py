"""The corrections list: every correction and clarification of an edition, newest first."""

from ninja import Query, Router

from common import api_reads
from common.languages import Language

from . import logic
from .schemas import CorrectionFilters, CorrectionListOut

router = Router(tags=["corrections"])


@api_reads.get(router, "/corrections", response=CorrectionListOut)
def list_corrections(language: Language, filters: Query[CorrectionFilters]):
    """The corrections of published articles in the request's language, paged by (`lastDate`, `lastId`)."""
    items = logic.newest(language, filters.size or logic.PAGE_SIZE, filters.lastDate, filters.lastId)
    return {"corrections": items}
