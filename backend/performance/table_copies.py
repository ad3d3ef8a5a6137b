"""Small tables kept whole per process, so that rows pointing to them need no joins.

A table that changes only in the newsroom (which bumps the content version) is read whole, once
per content version and process, and the rows that point to it take their related objects from
that copy: reading an article or a page of news cards is one plain query with no joins for Django
to compile. Measured on the uncached article page: the four-join article query was a third of the
read's Python time, and the three joins of a page of cards ~0.5 ms of its ~1.9 (bench/notes.md).
"""
from collections.abc import Sequence

from django.db.models import Model

from common import cache_tags

from .local_copies import LocalLru

ROW_SIZE = 1024  # a rough per-row charge against the copies' budget
# A table larger than this is not kept whole (journalists could grow so): each read then asks for
# the rows it points to, in one query per table.
TABLE_ROWS = 2000

# model label -> its rows by id, or None when the table is too large to keep whole
_tables: LocalLru[dict[int, Model] | None] = LocalLru(max_bytes=4 * ROW_SIZE * TABLE_ROWS, ttl=60.0)


def rows(model: type[Model], ids: set[int]) -> dict[int, Model]:
    """The rows of `model` with these ids, from the process's copy of the whole table where it has one."""
    version = cache_tags.version_of(*cache_tags.model_tags(model))
    name = model._meta.label
    table, is_current = _tables.lookup(name, version)
    if not is_current:
        found = list(model._default_manager.all()[: TABLE_ROWS + 1])
        table = {row.pk: row for row in found} if len(found) <= TABLE_ROWS else None
        _tables.put(name, version, table, ROW_SIZE * len(table) if table else ROW_SIZE)
    if table is None:
        return {row.pk: row for row in model._default_manager.filter(pk__in=ids)}
    return table


def table_of(model: type[Model], field: str) -> type[Model]:
    """The model a foreign key of `model` points to."""
    related = model._meta.get_field(field).related_model
    assert isinstance(related, type), f"{model.__name__}.{field} is not a foreign key"
    return related


def attach_all(objects: Sequence[Model], fields: Sequence[str]) -> None:
    """Set the objects' related rows of these foreign keys from this process's copies (a table is
    read only if one of the objects points into it)."""
    if not objects:
        return
    for field in fields:
        key = f"{field}_id"
        pointing = [obj for obj in objects if getattr(obj, key) is not None]
        if not pointing:
            continue
        table = rows(table_of(type(objects[0]), field), {getattr(obj, key) for obj in pointing})
        for obj in pointing:
            row = table.get(getattr(obj, key))
            if row is not None:  # through the descriptor: Django's related-object cache, no query later
                setattr(obj, field, row)
            # else: made after this copy was read; the descriptor reads it if it is ever used
