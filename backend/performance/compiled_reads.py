"""Reads compiled to SQL once per process, for the few queries every uncached page makes.

Django turns a queryset into SQL each time it runs it, and for a one-row read by key that
costs more than the query (an article by its link id: about 1 ms of Python against 0.1 ms in
PostgreSQL). A CompiledRead keeps the queryset as the one definition of the read, what
"published" means included, and keeps its SQL, its columns and their converters: each call runs
that SQL on a cursor with the call's values and builds the rows with `Model.from_db`, as Django
itself does (`raw()` would work out the columns and converters again on every call).

Values must reach the database as given (strings and integers); anything Django would convert
per backend, such as a datetime, belongs in the SQL (`Now()`), not in a marker.
"""
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from django.db import connections, models, router

M = TypeVar("M", bound=models.Model)


@dataclass(frozen=True)
class _Compiled:
    sql: str
    slots: list[str | None]  # the marker each parameter stands for (None: a constant)
    params: tuple
    fields: list[str]  # the model attribute of each selected column, in order
    converters: dict[int, tuple[list[Callable], Any]]  # column position -> (converters, expression)


class CompiledRead(Generic[M]):
    def __init__(self, model: type[M], build: Callable[..., models.QuerySet[M]], **markers: str | int) -> None:
        """`build(**markers)` makes the queryset; each marker is a value no real call passes."""
        self._model = model
        self._build = build
        self._markers = markers
        self._compiled: dict[str, _Compiled] = {}

    def __call__(self, **values: str | int) -> list[M]:
        alias = router.db_for_read(self._model)
        compiled = self._compiled.get(alias) or self._compile(alias)
        params = [values[slot] if slot else value for slot, value in zip(compiled.slots, compiled.params, strict=True)]
        connection = connections[alias]
        with connection.cursor() as cursor:
            cursor.execute(compiled.sql, params)
            rows = cursor.fetchall()
        if compiled.converters:
            rows = [self._convert(list(row), compiled.converters, connection) for row in rows]
        return [self._model.from_db(alias, compiled.fields, row) for row in rows]

    def _compile(self, alias: str) -> _Compiled:
        compiler = self._build(**self._markers).query.get_compiler(using=alias)
        sql, params = compiler.as_sql()
        if compiler.klass_info is None or compiler.klass_info.get("related_klass_infos") or compiler.annotation_col_map:
            raise ValueError("a compiled read selects one model's own columns (no select_related, no annotations)")
        columns = [expression for expression, _, _ in compiler.select]
        slots = [self._slot(param) for param in params]
        missing = set(self._markers) - set(filter(None, slots))
        if missing:
            raise ValueError(f"markers not found in the compiled SQL: {sorted(missing)}")
        compiled = _Compiled(
            sql=sql, slots=slots, params=tuple(params), fields=[column.target.attname for column in columns],
            converters=compiler.get_converters(columns),
        )
        self._compiled[alias] = compiled
        return compiled

    @staticmethod
    def _convert(row: list, converters: dict[int, tuple[list[Callable], Any]], connection) -> list:  # noqa: ANN001
        # The same loop as SQLCompiler.apply_converters, with this thread's connection.
        for position, (functions, expression) in converters.items():
            value = row[position]
            for function in functions:
                value = function(value, expression, connection)
            row[position] = value
        return row

    def _slot(self, param: object) -> str | None:
        return next((name for name, marker in self._markers.items() if param == marker), None)
