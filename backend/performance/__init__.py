"""What makes the portal fast, kept apart from the domains, each piece with the measurement that
keeps it (bench/REPORT.md, bench/notes.md, docs/performance.md):

- `front_cache`: a WSGI wrapper that replays shareable answers from process memory before Django
  runs, with a gzip copy made once (ADR 008). Behind nginx's proxy_cache it still pays: without
  it nginx compresses every hit itself, and the article page as browsers ask for it (gzip) fell
  from 70,011 to 4,468 req/s, the front page from 75,236 to 2,652 (uncompressed hits were the
  same, 63,839 against 65,748); the app alone answered the front page at 3,564 req/s instead of
  24,642 (make bench on 100,000 articles, EDGE_CACHE_MB=0 against 64; ADR 008).
- `local_copies`: the bounded per-process LRU whose entries die with the content version; the front
  cache, the table copies and the page's layout reads (`web/reads.py`) keep their copies in it, so
  an uncached page reads and parses only its own data.
- `compiled_reads`: the few queries every uncached page makes, compiled to SQL once per process:
  Django's compile of an article read by its link id cost about 1 ms of Python against 0.1 ms in
  PostgreSQL; with these and the table copies an uncached page took 5.7-6.3 ms of CPU instead of
  9.5-11 (211-215 uncached pages/s on two cores, against 125-130).
- `table_copies`: small tables that articles point to, kept whole per content version, so an
  article or a page of cards is read without joins (the four-join article query was a third of an
  article read's Python time; `news/refs.py` names the tables).
- `packing`: each image's renditions map packed in the page's data ("stem|160,320"): gzip does
  not make it moot, the front page is 14.9 KB gzipped against 15.9 KB unpacked and the browser
  parses 10-14 KB less JSON a page.

The kept layout (a V8 context reuses the header, sidebar and footer it drew for the language:
an article page's render 0.6 ms instead of 1.1 ms in V8) lives with the renderer, in `web/ssr.py`
and frontend `app/layout/shell.ts`, since it is part of how a page is drawn (ADR 001).
"""
