"""Search of published stories: our own Mongolian stemming and romanization, an index per edition
(PostgreSQL full-text search with pg_trgm, or SQLite FTS5), ranking, typo correction (docs/adr/027)."""
